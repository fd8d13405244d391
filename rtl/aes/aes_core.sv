// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_core: one parameterized AES-128/192/256 datapath (FIPS-197), from one
// round per clock to a fully pipelined core, with tdes_core's contract.
//
// Round chain: STAGES aes_stage blocks chained with registers, each doing
// ROUNDS_PER_CYCLE rounds per clock and ITERS iterations per block, where
// ITERS = ceil(NR_MAX / (STAGES * ROUNDS_PER_CYCLE)) and NR_MAX is the round
// count of the largest enabled key (10, 12, 14). A block with a smaller key
// passes through the slots after its last round, so all blocks take the same
// time and results leave in input order.
//
// Keys on the fly: every block carries its key; round keys are computed one
// key-schedule step per round (aes_pkg). Decryption needs the last round key
// first: unless ENCRYPT_ONLY or DEC_KEY_LAST, a key-expansion chain of the
// same shape (STAGES stages, ITERS iterations, aes_stage KEY_ONLY) runs the
// forward schedule of decryption blocks ahead of the round chain, which then
// runs it backwards. Every block passes both chains: the latency doubles, the
// II does not change, and key, key length and direction may change on every
// block with no dead cycle.
//
// DEC_KEY_LAST: a decryption block's in_key_i is the end of its expanded
// key, not the cipher key: the last eight words w[4NR-4 .. 4NR+3] (round
// keys NR-1 and NR, for every key size), left-aligned as a key, w[4NR-4]
// first (cipherline.ref.cipher.aes_dec_key). A key store computes it once
// per key; the core then has no key-expansion chain (half the register
// levels and latency). Encryption blocks still carry the cipher key.
//
// SPLIT_ROUND (ROUNDS_PER_CYCLE = 1): a register after the S-boxes of every
// round. An iterative stage then holds two blocks, half a round apart, so the
// II stays ITERS clocks per block at a higher clock.
//
// CHAIN_ROUND (AES-128 encryption, ROUNDS_PER_CYCLE = 1, S-boxes in
// logic): a round a clock whose only register is after its S-boxes
// (aes_stage CHAIN_ROUND) and an input register: the iterative core's
// latency is its II + 4 (14 clocks), so a feedback chain (CBC encryption,
// CMAC, CCM's CBC-MAC) gets a block per latency + 2 clocks in the modes
// engine; the register sits where the round's logic splits evenly between
// the S-boxes and the rest (MixColumns, AddRoundKey), and the key step
// runs a clock ahead beside them.
//
// PIPE_PER_DIR (pipelined, ITERS = 1, with DEC_KEY_LAST): two round chains
// of the same depth, one that only encrypts and one that only decrypts
// (aes_stage DECRYPT_ONLY); each block enters the chain of its direction
// and the other takes an empty slot. Neither chain has the mixed round's
// direction multiplexers (ShiftRows or its inverse, AddRoundKey before or
// after (Inv)MixColumns, the forward or backward key step), so each runs at
// the one-direction round's depth. Equal depth keeps the results in input
// order; they merge before the output FIFO. It also means that at most one
// of the two stages at a level holds a block, so with SBOX = 2 they share
// that stage's block RAMs (g_sbx: the OR of the two addresses, the empty
// stage's being zero): as many block RAMs as one pipe. SBOX_PER_PIPE gives
// each pipe its own instead: those of the state (1: the two pipes share the
// key step's SubWord block RAMs only) or all (2: twice as many, no OR on the
// addresses). With
// SBOX_COPIES = 2 the decryption chain takes the head of its round
// (InvShiftRows, AddRoundKey, pre_inv_mix) on the way into level B, so that
// its round logic after level B is a MixColumns, as encryption's.
//
// S-boxes (SBOX): a table in logic (0), Canright's composite-field S-box
// (1), or block-RAM ROMs (2, aes_sbox_ebr: two look-ups per ECP5 DP16KD,
// S and S^-1 in one block RAM). The block RAM's synchronous read is the
// register inside the round, so SBOX = 2 needs SPLIT_ROUND. The block
// RAMs are addressed from a fabric register (level A), read in two clocks
// (address register, output register) and copied into the fabric (level
// B), so a round has L = 4 register levels: only routing lies between a
// block RAM and a fabric register, and the round logic runs from fabric to
// fabric. An iterative stage holds four blocks. A round takes 8 block RAMs for
// the state and 2 for the key schedule's SubWord (the key-expansion chain's
// stages 2). SBOX_COPIES = 2 copies the block RAMs' outputs into the
// fabric twice (levels N2 and B, L = 5): the route from a block RAM, whose
// sites lie in a few rows, to the round logic is then two hops, each with
// only routing, that the placer can split.
//
// Timing: a stage takes a block on any clock its ring position is free or
// its block there is done (aes_stage: per-block iteration counts, no shared
// window); in_ready_o is the first stage's window and the output FIFO's
// credit. An idle core thus takes a block at once, and with back-to-back
// input an iterative core takes L blocks on L consecutive clocks every
// L * ITERS clocks. Latency (input handshake to out_valid_o):
// CHAINS * STAGES * L * ITERS + IN_REG + 3 clocks, CHAINS = 2, or 1 with
// ENCRYPT_ONLY or DEC_KEY_LAST, IN_REG = 1 for a pipelined core (ITERS = 1)
// and with CHAIN_ROUND (an input register, see Input), L = aes_pkg::round_levels
// (1 + SPLIT_ROUND, and 1 + SBOX_COPIES more with SBOX = 2);
// II = ITERS.
//
// Flow control, output FIFO and reset: as tdes_core (cl_core_out). Reset
// (synchronous, active low) drops every block; the data, key and tag
// registers are cleared by a reset pipeline, one chain level per clock.
//
// Unsupported requests (in_keylen_i = 3 or not enabled by KEYLENS;
// in_decrypt_i on an ENCRYPT_ONLY core) are answered in order with an
// all-zero block.

module aes_core #(
  parameter int unsigned KEYLENS          = 7,    // enabled key sizes: bit 0 AES-128, 1 AES-192, 2 AES-256
  parameter int unsigned STAGES           = 1,    // round stages chained with registers
  parameter int unsigned ROUNDS_PER_CYCLE = 1,    // rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0, // register after the S-boxes of every round
  parameter int unsigned SBOX             = 0,    // S-boxes: 0 table in logic, 1 composite field, 2 block RAM
  parameter int unsigned SBOX_COPIES      = 1,    // SBOX = 2: fabric register levels after each block RAM (1 or 2)
  parameter bit          ENCRYPT_ONLY     = 1'b0, // no inverse cipher, no key-expansion chain
  parameter bit          DEC_KEY_LAST     = 1'b0, // decryption keys arrive as the expanded key's last 8 words: no key-expansion chain
  parameter bit          CHAIN_ROUND      = 1'b0, // the round's register after its S-boxes: AES-128 encryption, for feedback chains
  parameter bit          PIPE_PER_DIR     = 1'b0, // one round chain per direction (pipelined, DEC_KEY_LAST): see above
  parameter int unsigned SBOX_PER_PIPE    = 0,    // PIPE_PER_DIR with SBOX=2: the chains share every block RAM (0), own the state's (1), own all (2)
  parameter int unsigned TAG_W            = 8     // user tag width, returned with the result
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low
  // Input beat.
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic [aes_pkg::BLOCK_W-1:0] in_block_i,  // big-endian block (FIPS-197 byte 0 at the top)
  input  logic [aes_pkg::KEY_W-1:0]   in_key_i,    // big-endian key, left-aligned
  input  logic [1:0]         in_keylen_i,   // 0: 128, 1: 192, 2: 256 bits
  input  logic               in_decrypt_i,  // 1: decrypt
  input  logic [TAG_W-1:0]   in_tag_i,      // returned unchanged with the result
  // Output beat.
  output logic               out_valid_o,
  input  logic               out_ready_i,
  output logic [aes_pkg::BLOCK_W-1:0] out_block_o,
  output logic [TAG_W-1:0]   out_tag_o
);

  localparam int unsigned RPC     = ROUNDS_PER_CYCLE;
  localparam int unsigned NR_MAX  = aes_pkg::nr_max(KEYLENS);
  localparam int unsigned PER_CLK = (STAGES * RPC == 0) ? 1 : STAGES * RPC;
  localparam int unsigned ITERS   = (NR_MAX + PER_CLK - 1) / PER_CLK;
  localparam int unsigned CHAINS  = (ENCRYPT_ONLY || DEC_KEY_LAST) ? 1 : 2;
  localparam bit          IN_REG  = aes_pkg::has_in_reg(KEYLENS, STAGES, RPC, CHAIN_ROUND);  // see Input
  // Output FIFO: every block in flight (CHAINS * STAGES * L register
  // levels), with room to spare (as tdes_core); aes_modes sizes the modes
  // engine's credits from the same function.
  localparam int unsigned DEPTH   = aes_pkg::core_capacity(STAGES, SPLIT_ROUND, SBOX, SBOX_COPIES,
                                                           CHAINS == 1, IN_REG);
  localparam int unsigned OUT_W   = TAG_W + aes_pkg::BLOCK_W;

  // ---------------------------------------------------------------------------
  // Elaboration-time checks (the same rules as cipherline.cores.aes).
  // ---------------------------------------------------------------------------
  if (KEYLENS < 1 || KEYLENS > 7) begin : g_err_keylens
    $fatal(1, "aes_core: KEYLENS must be a non-zero mask of 1 (AES-128), 2 (AES-192), 4 (AES-256)");
  end
  if (STAGES == 0 || RPC == 0 || STAGES * RPC > NR_MAX) begin : g_err_slots
    $fatal(1, "aes_core: STAGES*ROUNDS_PER_CYCLE must be between 1 and the round count of the largest enabled key");
  end
  if (STAGES * RPC * ITERS - NR_MAX >= RPC * ITERS) begin : g_err_idle
    $fatal(1, "aes_core: a whole stage would have no round to do; use fewer STAGES");
  end
  if (SPLIT_ROUND && RPC != 1) begin : g_err_split
    $fatal(1, "aes_core: SPLIT_ROUND needs ROUNDS_PER_CYCLE=1");
  end
  if (SBOX > 2) begin : g_err_sbox
    $fatal(1, "aes_core: SBOX must be 0 (table in logic), 1 (composite field) or 2 (block RAM)");
  end
  if (SBOX_COPIES < 1 || SBOX_COPIES > 2 || (SBOX_COPIES == 2 && SBOX != 2)) begin : g_err_copies
    $fatal(1, "aes_core: SBOX_COPIES must be 1, or 2 with SBOX=2 (block RAM)");
  end
  if (SBOX == 2 && !SPLIT_ROUND) begin : g_err_sbox_ebr
    $fatal(1, "aes_core: SBOX=2 (block RAM) needs SPLIT_ROUND=1: the block RAM's output register is the register inside the round");
  end
  if (ENCRYPT_ONLY && DEC_KEY_LAST) begin : g_err_dec_key
    $fatal(1, "aes_core: DEC_KEY_LAST is the key form of decryption; an ENCRYPT_ONLY core has no decryption");
  end
  if (SBOX_PER_PIPE > 2 || (SBOX_PER_PIPE != 0 && (!PIPE_PER_DIR || SBOX != 2))) begin : g_err_per_pipe
    $fatal(1, "aes_core: SBOX_PER_PIPE is 0, 1 or 2, and non-zero needs PIPE_PER_DIR=1 and SBOX=2 (block RAM)");
  end
  if (PIPE_PER_DIR && (!DEC_KEY_LAST || ITERS != 1)) begin : g_err_pipe_dir
    $fatal(1, "aes_core: PIPE_PER_DIR needs DEC_KEY_LAST=1 and a pipelined core (STAGES*ROUNDS_PER_CYCLE covering every round)");
  end
  if (CHAIN_ROUND && (KEYLENS != 1 || !ENCRYPT_ONLY || RPC != 1 || SPLIT_ROUND || SBOX > 1)) begin : g_err_chain
    $fatal(1, "aes_core: CHAIN_ROUND needs KEYLENS=1 (AES-128), ENCRYPT_ONLY=1, ROUNDS_PER_CYCLE=1, SPLIT_ROUND=0 and SBOX 0 or 1 (S-boxes in logic)");
  end
  if (TAG_W == 0) begin : g_err_tag
    $fatal(1, "aes_core: TAG_W must be at least 1");
  end

  // ---------------------------------------------------------------------------
  // Input register (IN_REG: pipelined cores, ITERS = 1, and CHAIN_ROUND,
  // whose level A loads the entering block through the S-boxes and its
  // first key step, too much logic behind the input handshake; the input
  // window is then stage 0's a clock ahead). The offered beat
  // is registered before stage 0, so stage 0 takes its clears from a
  // register rather than from the input handshake, which would have to
  // reach stage 0's block RAMs and ~400 data registers spread over the
  // die: in a pipelined core from the input register's valid bit (vd0
  // below), through one LUT; with CHAIN_ROUND from a register decided a
  // clock ahead (LOAD_AHEAD) like every later stage. (A pipelined stage 0
  // deciding a clock ahead too puts the handshake, whose credits sit by
  // the output FIFO, on a route across the die to that register.) The data
  // registers load whenever in_valid_i is high, accepted or not (v_q records
  // the handshake), and clear when it is low, so the credits, which sit by
  // the output FIFO, reach only v_q; the output side counts v_q rather than
  // the handshake (cl_core_out FIRE_LATE), so the handshake logic has no
  // route to the counter and back. Other iterative cores take the beat
  // directly: their stage 0 is the whole datapath.
  // The valid bit is kept once per direction too (vd0: the block is an
  // encryption, a decryption), so that with PIPE_PER_DIR each pipe's stage
  // 0 takes its valid bit, and so its block-RAM clears, from a register of
  // its own rather than through the pipe select after v_q.
  // ---------------------------------------------------------------------------
  logic in_fire, in_err, credit_ok;
  logic               v0, valid_next0, load0, dec0;
  logic [1:0]         vd0;
  logic [127:0]       block0;
  logic [255:0]       key0;
  logic [1:0]         kl0;
  logic [TAG_W-1:0]   tag0;
  if (IN_REG) begin : g_in_reg
    logic               v_q, dec_q;
    logic [1:0]         vd_q;
    logic [127:0]       block_q;
    logic [255:0]       key_q;
    logic [1:0]         kl_q;
    logic [TAG_W-1:0]   tag_q;
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        v_q  <= 1'b0;
        vd_q <= '0;
      end else begin
        v_q  <= in_fire;
        vd_q <= {in_fire && in_decrypt_i, in_fire && !in_decrypt_i};
      end
    end
    // The data registers load whenever a beat is offered, accepted or not
    // (v_q records the handshake), and clear without one, so their clear
    // is the in_valid_i port itself and not a function of the credits (as
    // tdes_core's first stage). Reset clears them with the rest.
    always_ff @(posedge clk_i) begin
      if (!rst_ni || !in_valid_i) begin
        block_q <= '0;
        key_q   <= '0;
        kl_q    <= '0;
        dec_q   <= 1'b0;
        tag_q   <= '0;
      end else begin
        block_q <= in_block_i;
        key_q   <= in_key_i;
        kl_q    <= in_keylen_i;
        dec_q   <= in_decrypt_i;
        tag_q   <= in_tag_i;
      end
    end
    assign {v0, block0, key0, kl0, dec0, tag0} = {v_q, block_q, key_q, kl_q, dec_q, tag_q};
    assign vd0         = vd_q;
    assign valid_next0 = in_fire;
    assign load0       = v_q;
  end else begin : g_in_direct
    assign {v0, block0, key0, kl0, dec0, tag0} = {in_fire, in_block_i, in_key_i, in_keylen_i, in_decrypt_i, in_tag_i};
    assign vd0         = {in_fire && in_decrypt_i, in_fire && !in_decrypt_i};
    assign valid_next0 = 1'b0;        // the input is not known ahead: stage 0 clears from in_valid_i
    assign load0       = in_valid_i;
  end

  // The key window F_0 (or F_NR) and the request check.
  localparam logic [3:0] KL_OK = {1'b0, 3'(KEYLENS)};
  assign in_err = !KL_OK[kl0] || (ENCRYPT_ONLY && dec0);

  // Chain arrays: index i is the input of level i of the whole pipeline
  // (key-expansion stages first, then the round stages). With
  // PIPE_PER_DIR, pipe d (0 encryption, 1 decryption) has levels
  // d * (NST + 1) .. d * (NST + 1) + NST (lv(d, i)).
  localparam int unsigned PIPES = PIPE_PER_DIR ? 2 : 1;
  localparam int unsigned NST   = CHAINS * STAGES;
  localparam int unsigned NLV   = PIPES * (NST + 1);
  function automatic int unsigned lv(int unsigned d, int unsigned i);
    lv = d * (NST + 1) + i;
  endfunction
  logic [NLV-1:0]            c_valid, c_dec, c_err;
  logic [NLV-1:0][127:0]     c_state;
  logic [NLV-1:0][255:0]     c_key;
  logic [NLV-1:0][1:0]       c_kl;
  logic [NLV-1:0][TAG_W-1:0] c_tag;
  logic [NLV-1:0]            c_clr;
  logic [NLV-1:0]            c_valid_next;  // c_valid one clock ahead (levels 1 .. NST)
  logic [NLV-1:0]            c_win;         // each stage's hand-over window (level i: stage i)
  logic [NLV-1:0]            c_win_next;    // ... one clock ahead
  // What stage i receives (the entry of the round chain applies AddRoundKey
  // with the upper round key of the window: round key 0 for encryption,
  // round key NR for decryption).
  logic [NLV-1:0][127:0]     s_state;

  // The round chain starts at level MAIN0 of a pipe.
  localparam int unsigned MAIN0 = (CHAINS - 1) * STAGES;
  // PIPE_PER_DIR with block-RAM S-boxes: the two pipes' stages s share
  // stage s's block RAMs (SHARE_SBX, g_sbx below). A block enters one pipe
  // and both have the same depth, so at most one of the two stages at a
  // level holds a block; the other's level A is zero, and so are its
  // look-up addresses, so the OR of the two is the live one's.
  // SBOX_PER_PIPE gives each pipe its own block RAMs instead: the state's
  // (1; an OR on the SubWord's 36 address bits only) or all (2).
  // SHARE_SBX is the stages' SBOX_EXT: which block RAMs g_sbx holds (2 all,
  // 1 the SubWord ones, 0 none).
  localparam int unsigned SHARE_SBX = (PIPES == 2 && SBOX == 2) ? 2 - SBOX_PER_PIPE : 0;
  // g_sbx's block RAMs of a stage: 0..7 the state's, 8..9 the SubWord's.
  localparam int unsigned SBX_J0 = (SHARE_SBX == 2) ? 0 : 8;
  logic [NLV-1:0][20*9-1:0] sbx_addr;
  logic [NLV-1:0]           sbx_clr;
  logic [NLV-1:0][20*8-1:0] sbx_data;
  for (genvar d = 0; d < PIPES; d++) begin : g_pipe
    // Does pipe d take the block (its direction's, or every block)?
    localparam bit PD = d == 1;  // the pipe's direction (1: decryption)
    logic mine_next;
    assign mine_next = (PIPES == 1) || (in_decrypt_i == PD);
    assign c_clr[lv(d, 0)]        = !rst_ni;
    assign c_valid_next[lv(d, 0)] = valid_next0 && mine_next;
    assign c_valid[lv(d, 0)]      = (PIPES == 1) ? v0 : vd0[d];  // v0, and the block pipe d's
    assign c_state[lv(d, 0)]      = block0;
    if (DEC_KEY_LAST && PIPES == 1) begin : g_key_last
      // Decryption starts from the final window, which the key gives.
      assign c_key[lv(d, 0)] = dec0 ? aes_pkg::dec_window(key0)
                                    : aes_pkg::key_window(key0, aes_pkg::kl_used(kl0, KEYLENS));
    end else if (d == 1) begin : g_key_dec
      assign c_key[lv(d, 0)] = aes_pkg::dec_window(key0);
    end else begin : g_key_cipher
      assign c_key[lv(d, 0)] = aes_pkg::key_window(key0, aes_pkg::kl_used(kl0, KEYLENS));
    end
    assign c_kl[lv(d, 0)]  = kl0;
    assign c_dec[lv(d, 0)] = (PIPES == 1) ? dec0 : PD;
    assign c_err[lv(d, 0)] = in_err;
    assign c_tag[lv(d, 0)] = tag0;
    for (genvar i = 0; i < NST; i++) begin : g_entry
      assign s_state[lv(d, i)] = (i == MAIN0) ? c_state[lv(d, i)] ^ aes_pkg::key_half(c_key[lv(d, i)], 1'b1)
                                              : c_state[lv(d, i)];
    end

    // Key-expansion chain g_pre[s] (levels 0 .. STAGES-1), then the round
    // chain g_main[s] (levels MAIN0 + s): one aes_stage each.
    for (genvar i = 0; i < NST; i++) begin : g_stage
      localparam bit          PRE = i < MAIN0;
      localparam int unsigned S   = PRE ? i : i - MAIN0;
      aes_stage #(
        .KEYLENS(KEYLENS), .FIRST(S * ITERS * RPC), .ITERS(ITERS), .RPC(RPC), .TAG_W(TAG_W),
        .SPLIT_ROUND(SPLIT_ROUND), .SBOX(SBOX), .SBOX_COPIES(SBOX_COPIES), .KEY_ONLY(PRE),
        .ENCRYPT_ONLY(ENCRYPT_ONLY || (PIPES == 2 && d == 0)), .DECRYPT_ONLY(PIPES == 2 && d == 1),
        .LOAD_AHEAD(i > 0 || (IN_REG && ITERS > 1)), .CHAIN_ROUND(CHAIN_ROUND), .SBOX_EXT(SHARE_SBX)
      ) u_stage (
        .clk_i, .rst_ni,
        .clr_i(c_clr[lv(d, i)]), .clr_o(c_clr[lv(d, i+1)]),
        .window_o(c_win[lv(d, i)]), .window_next_o(c_win_next[lv(d, i)]),
        .load_i(i > 0 ? c_valid[lv(d, i)] : (PIPES == 2) ? vd0[d] : load0),
        .load_next_i(c_valid_next[lv(d, i)]),
        .valid_next_o(c_valid_next[lv(d, i+1)]),
        .valid_i(c_valid[lv(d, i)]), .state_i(s_state[lv(d, i)]), .key_i(c_key[lv(d, i)]),
        .kl_i(c_kl[lv(d, i)]), .decrypt_i(c_dec[lv(d, i)]), .err_i(c_err[lv(d, i)]),
        .tag_i(c_tag[lv(d, i)]),
        .valid_o(c_valid[lv(d, i+1)]), .state_o(c_state[lv(d, i+1)]), .key_o(c_key[lv(d, i+1)]),
        .kl_o(c_kl[lv(d, i+1)]), .decrypt_o(c_dec[lv(d, i+1)]), .err_o(c_err[lv(d, i+1)]),
        .tag_o(c_tag[lv(d, i+1)]),
        .sbx_addr_o(sbx_addr[lv(d, i)]), .sbx_clr_o(sbx_clr[lv(d, i)]), .sbx_data_i(sbx_data[lv(d, i)])
      );
    end
    assign sbx_addr[lv(d, NST)] = '0;
    assign sbx_clr[lv(d, NST)]  = 1'b0;
    // The last level's window outputs have no stage.
    assign c_win[lv(d, NST)]      = 1'b0;
    assign c_win_next[lv(d, NST)] = 1'b0;
  end

  if (SHARE_SBX != 0) begin : g_sbx
    // Stage i's block RAMs, shared by the two pipes: 8 for the state (S in
    // the lower half, S^-1 in the upper: the decryption pipe's inv bit;
    // with SBOX_PER_PIPE = 1 each pipe's own) and 2 for the SubWord input.
    // Their output registers clear when neither pipe's level N0 holds a
    // block.
    for (genvar i = 0; i < NST; i++) begin : g_stage
      logic [20*9-1:0] addr;
      logic [20*8-1:0] data;
      logic            clr;
      assign addr = sbx_addr[lv(0, i)] | sbx_addr[lv(1, i)];
      assign clr  = sbx_clr[lv(0, i)] && sbx_clr[lv(1, i)];
      for (genvar j = SBX_J0; j < 10; j++) begin : g_ram
        aes_sbox_ebr #(.INVERSE(j < 8), .CLR_DELAY(1)) u_ram (
          .clk_i, .clr_i(clr),
          .a_i(addr[18 * j + 9 +: 9]), .b_i(addr[18 * j +: 9]),
          .a_o(data[16 * j + 8 +: 8]), .b_o(data[16 * j +: 8])
        );
      end
      if (SBX_J0 > 0) begin : g_state_own
        assign data[16 * SBX_J0 - 1:0] = '0;
        logic unused_addr;
        assign unused_addr = ^addr[18 * SBX_J0 - 1:0];
      end
      assign sbx_data[lv(0, i)] = data;
      assign sbx_data[lv(1, i)] = data;
    end
    for (genvar d = 0; d < PIPES; d++) begin : g_last
      assign sbx_data[lv(d, NST)] = '0;
    end
  end else begin : g_no_sbx
    assign sbx_data = '0;
  end

  // ---------------------------------------------------------------------------
  // Output register, FIFO and credits.
  // ---------------------------------------------------------------------------
  // A stage's valid_o is a block leaving it; the first stage's window is
  // the core's input window, a clock ahead behind the input register (the
  // beat taken now reaches stage 0 on the next clock). With PIPE_PER_DIR
  // both pipes' windows must be open (a pipelined stage's always is), and
  // the block leaving a pipe, which its empty slots leave zero, is the
  // result: the pipes have equal depth, so at most one has a block.
  logic res_valid, res_err;
  logic [TAG_W+127:0] res_data;
  logic win0, win0_next;
  if (PIPES == 2) begin : g_merge
    logic enc_out;
    assign enc_out   = c_valid[lv(0, NST)];
    assign res_valid = c_valid[lv(0, NST)] || c_valid[lv(1, NST)];
    assign res_data  = enc_out ? {c_tag[lv(0, NST)], c_state[lv(0, NST)]}
                               : {c_tag[lv(1, NST)], c_state[lv(1, NST)]};
    assign res_err   = enc_out ? c_err[lv(0, NST)] : c_err[lv(1, NST)];
    assign win0      = c_win[lv(0, 0)] && c_win[lv(1, 0)];
    assign win0_next = c_win_next[lv(0, 0)] && c_win_next[lv(1, 0)];
  end else begin : g_one
    assign res_valid = c_valid[NST];
    assign res_data  = {c_tag[NST], c_state[NST]};
    assign res_err   = c_err[NST];
    assign win0      = c_win[0];
    assign win0_next = c_win_next[0];
  end
  assign in_ready_o = (IN_REG ? win0_next : win0) && credit_ok;
  assign in_fire    = in_valid_i && in_ready_o;

  cl_core_out #(
    .WIDTH(OUT_W),
    .DEPTH(DEPTH),
    .ZERO_W(aes_pkg::BLOCK_W),
    .FIRE_LATE(IN_REG),  // the input register's valid: see Input
    .WR_REG(IN_REG && ITERS == 1)  // a pipelined core's deep FIFO: its write port from registers
  ) u_out (
    .clk_i,
    .rst_ni,
    .res_valid_i(res_valid),
    .res_data_i (res_data),
    .res_zero_i (res_err),  // an unsupported request: an all-zero block
    .in_fire_i  (IN_REG ? v0 : in_fire),
    .credit_ok_o(credit_ok),
    .out_valid_o,
    .out_ready_i,
    .out_data_o ({out_tag_o, out_block_o})
  );

  // The last level's key window, length and direction are not needed.
  logic unused;
  assign unused = ^{c_key, c_kl, c_dec, c_clr, c_valid_next, c_win, c_win_next, sbx_addr, sbx_clr, vd0};

endmodule
