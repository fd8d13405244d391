// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_stage: one physical round stage of the AES datapath (aes_core).
//
// The stage owns the round slots FIRST+1 .. FIRST+ITERS*RPC of a block. It
// computes RPC rounds per clock and iterates ITERS times; every block
// carries its key window (aes_pkg header) and its round keys are made on
// the fly, one key-schedule step per round.
//
// Round slot p of a block with NR rounds (its key length):
//  - p <  NR: a full round; p == NR: the last round (no MixColumns);
//  - p >  NR: pass-through (a smaller key in a core built for a larger one).
// Encryption steps the key window forwards and uses the new round key;
// decryption uses the lower round key of its backward window, then steps it
// backwards (aes_pkg::round_rest has the inverse round's order).
//
// KEY_ONLY: the key-expansion chain in front of the round chain. It runs the
// forward key schedule on decryption blocks only (F_0 -> F_NR, the start of
// the backward schedule) and carries the block and encryption keys
// unchanged.
//
// SPLIT_ROUND (RPC == 1): a second register level (m*_q) after the S-boxes
// of the state and of the key schedule's SubWord. The levels form a ring
// and hold one block each. With block-RAM S-boxes (SBOX = 2) a round has
// four levels: A, N0 (beside the block RAMs' address registers), N1
// (beside their output registers) and B (their outputs in the fabric); see
// g_split.
//
// CHAIN_ROUND: a round a clock whose register holds the S-box outputs
// (level A's state register loads S(state)) and the round's key (the
// window is stepped a clock ahead), so a clock runs ShiftRows, MixColumns
// and AddRoundKey, then the next round's S-boxes, and beside them the next
// key step: L = 1, the iterative core's latency close to its II, for
// feedback chains (CBC encryption, CMAC, CCM's CBC-MAC). AES-128
// encryption only: its key step's SubWord input is one fixed word of the
// window, and its round-slot decisions (Rcon, last round) are registers
// decided a clock ahead. See g_chain.
//
// Hand-over, block by block: every block carries its iteration count, and
// the stage's window is open on a clock when the block its last level feeds
// back into level A is absent or done (its last iteration). Then that block
// leaves (valid_o and the *_o outputs are its completed state) and level A
// loads the block at the inputs, if any. A block thus enters on any clock
// its ring position is free, and spends exactly L * ITERS clocks in the
// stage (L = aes_pkg::round_levels, the register levels of a round); an
// idle stage takes a block at once, so a feedback chain (CBC, CMAC) gets a
// block per latency, not per latency rounded up to the next window. The
// next stage (same L and ITERS) is always open when a block leaves this
// one: its ring position was this stage's, a period earlier. Otherwise each
// level takes the next part of a round of its block.
//
// Key hygiene: a level that takes no live block clears its data, key and
// tag registers (a synchronous reset of the flip-flops), so an empty stage
// holds no key and no block state. A reset pipeline (clr_i -> clr_o) clears
// stage s one clock after stage s-1.

module aes_stage #(
  parameter int unsigned KEYLENS      = 7,    // enabled key lengths (aes_core)
  parameter int unsigned FIRST        = 0,    // round slots before this stage's first
  parameter int unsigned ITERS        = 1,    // iterations per block
  parameter int unsigned RPC          = 1,    // rounds per clock
  parameter int unsigned TAG_W        = 8,    // user tag width
  parameter bit          SPLIT_ROUND  = 1'b0, // register after the S-boxes (RPC == 1)
  parameter int unsigned SBOX         = 0,    // aes_sbox IMPL
  parameter int unsigned SBOX_COPIES  = 1,    // SBOX = 2: fabric register levels after each block RAM (1, 2)
  parameter bit          KEY_ONLY     = 1'b0, // key-expansion chain stage (see above)
  parameter bit          ENCRYPT_ONLY = 1'b0, // no inverse cipher
  parameter bit          DECRYPT_ONLY = 1'b0, // the inverse cipher only (aes_core PIPE_PER_DIR's
                                              // decryption chain): every block decrypts
  parameter bit          LOAD_AHEAD   = 1'b0, // load_next_i is driven (level A's clear registered)
  parameter bit          CHAIN_ROUND  = 1'b0, // the round's register after its S-boxes (see above)
  parameter int unsigned SBOX_EXT     = 0,    // SBOX = 2: which block RAMs are the caller's, on the
                                              // sbx_* ports (aes_core PIPE_PER_DIR shares them):
                                              // 0 none, 1 the key step's SubWord ones, 2 all
  localparam int unsigned IW = (ITERS > 1) ? $clog2(ITERS) : 1
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low (valid bits)
  input  logic             clr_i,      // clear the data registers (reset pipeline)
  output logic             clr_o,
  output logic             window_o,   // hand-over clock: level A takes the block at the inputs
  output logic             window_next_o, // window_o one clock ahead
  input  logic             load_i,     // on window_o: a block is offered; else level A clears
  // LOAD_AHEAD: load_i one clock ahead, so that level A's clear is a
  // register (see level A).
  input  logic             load_next_i,
  output logic             valid_next_o, // valid_o one clock ahead
  // Block entering (state before round slot FIRST+1).
  input  logic             valid_i,
  input  logic [127:0]     state_i,
  input  logic [255:0]     key_i,      // key window
  input  logic [1:0]       kl_i,       // key length code
  input  logic             decrypt_i,
  input  logic             err_i,      // unsupported request: carried, answered with zeros
  input  logic [TAG_W-1:0] tag_i,
  // Block leaving (after round slot FIRST+ITERS*RPC), on window_o.
  output logic             valid_o,
  output logic [127:0]     state_o,
  output logic [255:0]     key_o,
  output logic [1:0]       kl_o,
  output logic             decrypt_o,
  output logic             err_o,
  output logic [TAG_W-1:0] tag_o,
  // SBOX_EXT: the block RAMs' look-ups, in aes_sbox_ebr's terms: 16 for the
  // state ({inv, byte}, byte 2j+1 on port a of block RAM j, byte 2j on its
  // port b), then 4 for the SubWord input; zero while level A is empty.
  output logic [20*9-1:0]  sbx_addr_o,
  output logic             sbx_clr_o,  // aes_sbox_ebr clr_i (CLR_DELAY 1): a copy of level N0's clear
  input  logic [20*8-1:0]  sbx_data_i  // their outputs, two clocks after the address
);

  localparam int unsigned P_LO = FIRST + 1;
  localparam int unsigned P_HI = FIRST + ITERS * RPC;

  if (SPLIT_ROUND && RPC != 1) begin : g_err_split
    $fatal(1, "aes_stage: SPLIT_ROUND needs RPC = 1");
  end
  if (SBOX_COPIES < 1 || SBOX_COPIES > 2 || (SBOX_COPIES == 2 && SBOX != 2)) begin : g_err_copies
    $fatal(1, "aes_stage: SBOX_COPIES must be 1, or 2 with SBOX = 2");
  end
  if (SBOX_EXT > 2 || (SBOX_EXT != 0 && (SBOX != 2 || !SPLIT_ROUND || KEY_ONLY))) begin : g_err_ext
    $fatal(1, "aes_stage: SBOX_EXT is 0, 1 or 2, and non-zero needs SBOX = 2 and SPLIT_ROUND, in a round chain");
  end
  if (ENCRYPT_ONLY && DECRYPT_ONLY) begin : g_err_dir
    $fatal(1, "aes_stage: ENCRYPT_ONLY and DECRYPT_ONLY exclude each other");
  end
  if (CHAIN_ROUND && (KEYLENS != 1 || !ENCRYPT_ONLY || KEY_ONLY || RPC != 1 || SPLIT_ROUND || SBOX > 1)) begin : g_err_chain
    $fatal(1, "aes_stage: CHAIN_ROUND is AES-128 encryption only, one round a clock, no SPLIT_ROUND, S-boxes in logic");
  end

  // A decryption-only stage with a second fabric copy of the block-RAM
  // outputs (level N2) takes the head of its round (InvShiftRows,
  // AddRoundKey, pre_inv_mix) on the way from N2 into level B, so that the
  // round logic from level B to level A is a MixColumns, as shallow as
  // encryption's (g_split).
  localparam bit INV_HEAD = DECRYPT_ONLY && SPLIT_ROUND && SBOX == 2 && SBOX_COPIES == 2 && !KEY_ONLY;

  // The block's other fields travel together: key length, direction, the
  // unsupported-request flag and the tag.
  localparam int unsigned MW = 4 + TAG_W;

  // Round slot of iteration it, round k of the clock.
  function automatic logic [4:0] slot(logic [IW-1:0] it, int unsigned k);
    slot = 5'(FIRST + k + 1) + 5'(32'(it) * RPC);
  endfunction

  // A block's direction from its meta field: a constant in a one-direction
  // stage, so that synthesis removes the other direction's logic.
  function automatic logic dir(logic decrypt);
    dir = DECRYPT_ONLY || (!ENCRYPT_ONLY && decrypt);
  endfunction

  // Direction of the key step: the round chain runs decryption backwards;
  // the key-expansion chain always forwards.
  function automatic logic key_bwd(logic decrypt);
    key_bwd = KEY_ONLY ? 1'b0 : decrypt;
  endfunction

  // Clearing (reset pipeline): see tdes_stage.
  logic rst_data_q;
  always_ff @(posedge clk_i) rst_data_q <= clr_i;
  assign clr_o = rst_data_q;

  // ---------------------------------------------------------------------------
  // Level A: loads the entering block on the window, else its feedback (the
  // block of the last level after this clock's rounds). Its data, key and
  // tag registers clear when no block is offered (a window without load_i)
  // or fed back. With LOAD_AHEAD that decision is made a clock ahead into a
  // register (aclr), which reaches the synchronous reset of some 400
  // flip-flops with no logic on the way; else it is logic on load_i.
  //
  // The window: take = !fb_valid || fb_done (the fed-back block absent or on
  // its last iteration), kept as a register (take_q, from take_next a clock
  // ahead) since it selects some 400 level-A inputs. A closed window means
  // a live block is fed back, so level A clears only on an open one.
  // ---------------------------------------------------------------------------
  logic             valid_q, valid_d, fb_valid, fb_done;
  logic [127:0]     state_q, state_d, fb_state;
  logic [255:0]     key_q, key_d, fb_key;
  logic [MW-1:0]    meta_q, meta_d, fb_meta;
  logic [IW-1:0]    it_q, it_d, fb_it;
  logic [TAG_W-1:0] tag_q;
  logic             take, take_next;  // the window (level A takes the inputs), and it a clock ahead
  logic             leave_next;  // valid_o one clock ahead
  logic             nx_valid;    // the block at the feedback point next clock: valid,
  logic [IW-1:0]    nx_it;       // its iteration count
  logic             nx_done, done_q;
  logic [127:0]     state_l;     // what level A's state register loads (S(state_d) with CHAIN_ROUND)
  logic [255:0]     key_l;       // ... and its key register (key_d stepped once with CHAIN_ROUND)
  assign nx_done    = (ITERS == 1) || (nx_it == IW'(ITERS - 1));
  always_ff @(posedge clk_i) done_q <= nx_done;  // no key material: no clear
  assign fb_done    = done_q;
  assign take_next  = !rst_ni || !nx_valid || nx_done;
  assign leave_next = rst_ni && nx_valid && nx_done;

  if (ITERS == 1) begin : g_take_always
    // One iteration: every block is done at the feedback point.
    assign take = 1'b1;
    logic unused_take;
    assign unused_take = take_next;
  end else begin : g_take_reg
    logic take_q;
    always_ff @(posedge clk_i) take_q <= take_next;
    assign take = take_q;
  end
  assign window_o     = take;
  if (CHAIN_ROUND && ITERS > 1) begin : g_win_next_reg
    // The window a clock ahead as a register (aes_core's input register
    // takes a beat for the next clock on it, so it is the core's
    // in_ready_o): a ring of one level takes a block on an open window and
    // is then closed until the block's last iteration. So the window after
    // next is open if the next one is and no block arrives on it
    // (load_next_i), or, with the next one closed, if the block next clock
    // is on its last iteration but one. Checked against take_next below.
    logic win_next_q;
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        win_next_q <= 1'b1;
      end else begin
        win_next_q <= win_next_q ? !load_next_i : it_d == IW'(ITERS - 2);
      end
    end
    assign window_next_o = win_next_q;
`ifndef SYNTHESIS
    logic armed_w;
    cl_chk_armed u_armed_w (.clk_i, .rst_ni, .armed_o(armed_w));
    always_ff @(posedge clk_i) begin
      if (armed_w && win_next_q != take_next)
        $error("aes_stage: the registered window a clock ahead differs from take_next");
    end
`endif
  end else begin : g_win_next
    assign window_next_o = (ITERS == 1) || take_next;
  end
  assign valid_o      = fb_valid && fb_done;
  assign valid_next_o = leave_next;

  logic aclr;  // level A's data registers clear this clock
  always_comb begin
    valid_d = take ? valid_i : fb_valid;
    state_d = take ? state_i : fb_state;
    key_d   = take ? key_i : fb_key;
    meta_d  = take ? {kl_i, decrypt_i, err_i, tag_i} : fb_meta;
    it_d    = (take || ITERS == 1) ? '0 : fb_it + 1'b1;
  end

  if (LOAD_AHEAD) begin : g_aclr_reg
    logic aclr_q;
    always_ff @(posedge clk_i) begin
      aclr_q <= clr_i || !rst_ni || (take_next && !load_next_i);
    end
    assign aclr = aclr_q;
    logic unused_load;
    assign unused_load = load_i;  // its value a clock ahead is used instead
  end else begin : g_aclr_comb
    assign aclr = rst_data_q || (take && !load_i);
    logic unused_next;
    assign unused_next = load_next_i;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
    end else begin
      valid_q <= valid_d;
    end
  end

  always_ff @(posedge clk_i) begin
    if (aclr) begin
      state_q <= '0;
      key_q   <= '0;
      meta_q  <= '0;
      it_q    <= '0;
    end else begin
      state_q <= state_l;
      key_q   <= key_l;
      meta_q  <= meta_d;
      it_q    <= it_d;
    end
  end

  logic [1:0] kl_a;
  logic       dec_a;
  assign kl_a  = aes_pkg::kl_used(meta_q[MW-1 -: 2], KEYLENS);
  assign dec_a = dir(meta_q[MW-3]);  // constant in a one-direction stage
  assign tag_q = meta_q[TAG_W-1:0];  // for the testbench's key-hygiene checks

  // Without SPLIT_ROUND, the state and key window before round k of the
  // clock (declared here: Yosys does not resolve arrays of a generate scope
  // from a nested one).
  logic [RPC:0][127:0] xs /* verilator split_var */;
  logic [RPC:0][255:0] xk /* verilator split_var */;

  if (CHAIN_ROUND) begin : g_chain
    // Level A holds the S-box outputs of its block's state (state_q) and
    // the round key of that round (key_q: the window stepped to the round's
    // slot, a clock ahead). A clock completes the round (ShiftRows,
    // MixColumns unless it is the last round, AddRoundKey with key_q:
    // fb_state) and runs the S-boxes of the next round on what level A
    // loads (state_d: the fed-back state or the entering block); beside it,
    // the key window takes its next step (its own SubWord S-boxes on the
    // window level A loads from), so the state's path has no key step. A
    // block leaving is its state after its last round, with the window of
    // that round (key_o: what the next stage steps from).
    //
    // The step's Rcon is a register decoded a clock ahead from it_d (no key
    // material: no clear); the entering block's first step (slot P_LO) is
    // a constant. Every other field of AES-128's forward step is the same
    // in every slot (the SubWord of window slot 7, rotated, into new word
    // 0): constants.
    localparam aes_pkg::key_info_t KI_LOAD = aes_pkg::key_info_t'(aes_pkg::key_info_const(0, P_LO, 1'b0));
    aes_pkg::key_info_t ki_d, ki_q, ki_s;
    logic               last_q;
    logic [31:0]        sin_s, ksb_s;
    logic [127:0]       sb_d;
    logic [255:0]       win_s, step_s;
    logic [4:0]         p_next;   // the slot after the loaded block's round
    assign p_next = slot(it_d, 0) + 5'd1;
    aes_key_info #(.KEYLENS(KEYLENS), .P_LO(P_LO), .P_HI(P_HI)) u_info (
      .kl_i(2'd0), .p_i(p_next), .bwd_i(1'b0), .ki_o(ki_d)
    );
    always_ff @(posedge clk_i) begin
      ki_q   <= ki_d;
      last_q <= slot(it_d, 0) == 5'(aes_pkg::nr(2'd0));
    end
    // This round: the rest of it, with the round key in key_q.
    assign fb_state = aes_pkg::round_rest(state_q, aes_pkg::key_half(key_q, 1'b1), 1'b0, last_q);
    // The key window level A loads: the entering block's window or its
    // own, stepped once (the fed-back window's step is to the next round
    // of its block; a block's last step, past its last slot, is not used).
    assign win_s = key_d;  // take ? key_i : key_q
    // Every AES-128 forward step in range is KI_LOAD's but for its Rcon.
    always_comb begin
      ki_s      = KI_LOAD;
      ki_s.rcon = take ? KI_LOAD.rcon : ki_q.rcon;
    end
    aes_key_step #(.KEYLENS(KEYLENS)) u_key (
      .win_i(win_s), .sub_i(aes_pkg::key_sub_word(ksb_s, ki_s.rot, ki_s.rcon)), .ki_i(ki_s),
      .kl_i(2'd0), .bwd_i(1'b0), .win_o(step_s), .sin_o(sin_s)
    );
    aes_subst #(.SBOX(SBOX), .INVERSE(1'b0), .DATA(1'b1)) u_subst (
      .state_i(state_d), .decrypt_i(1'b0), .word_i(sin_s), .state_o(sb_d), .word_o(ksb_s)
    );
    assign state_l  = sb_d;
    assign key_l    = step_s;
    assign fb_key   = key_q;
    assign nx_valid = valid_d;
    assign nx_it    = it_d;
    assign fb_valid = valid_q;
    assign fb_meta  = meta_q;
    assign fb_it    = it_q;
    logic unused_c;
    assign unused_c = ^{kl_a, dec_a, xs, xk, ki_q.sub, ki_q.pos, ki_q.src, ki_q.rot, ki_q.copy};
    assign xs = '0;
    assign xk = '0;
  end else if (!SPLIT_ROUND) begin : g_rounds
    // RPC rounds from level A.
    logic [1:0] kl;
    logic       dec;
    assign xs[0] = state_q;
    assign xk[0] = key_q;
    assign kl    = kl_a;
    assign dec   = dec_a;
    for (genvar k = 0; k < RPC; k++) begin : g_round
      aes_pkg::key_info_t ki;
      logic [4:0]         p;
      logic [127:0]       sb;
      logic [31:0]        sin, ksb;
      logic [255:0]       win;
      assign p = slot(it_q, k);
      aes_key_info #(.KEYLENS(KEYLENS), .P_LO(P_LO), .P_HI(P_HI)) u_info (
        .kl_i(kl), .p_i(p), .bwd_i(key_bwd(dec)), .ki_o(ki)
      );
      aes_subst #(.SBOX(SBOX), .INVERSE(!ENCRYPT_ONLY), .DATA(!KEY_ONLY)) u_subst (
        .state_i(xs[k]), .decrypt_i(dec), .word_i(sin), .state_o(sb), .word_o(ksb)
      );
      aes_key_step #(.KEYLENS(KEYLENS)) u_key (
        .win_i(xk[k]), .sub_i(aes_pkg::key_sub_word(ksb, ki.rot, ki.rcon)), .ki_i(ki), .kl_i(kl),
        .bwd_i(key_bwd(dec)), .win_o(win), .sin_o(sin)
      );
      aes_round_end #(.KEY_ONLY(KEY_ONLY)) u_end (
        .state_i(xs[k]), .sb_i(sb), .key_i(xk[k]), .win_i(win), .decrypt_i(dec),
        .pass_i(p > 5'(aes_pkg::nr(kl))), .last_i(p == 5'(aes_pkg::nr(kl))),
        .state_o(xs[k+1]), .key_o(xk[k+1])
      );
    end
    // Level A is the feedback point: the block it loads.
    assign state_l  = state_d;
    assign key_l    = key_d;
    assign nx_valid = valid_d;
    assign nx_it    = it_d;
    assign fb_valid = valid_q;
    assign fb_state = xs[RPC];
    assign fb_key   = xk[RPC];
    assign fb_meta  = meta_q;
    assign fb_it    = it_q;
  end else begin : g_split
    // Level B (m*_q): the S-box outputs of the state and of the key
    // schedule's SubWord, and the block's key window, fields and (for a
    // pass-through slot) state. Level A's registers give the S-box inputs.
    //
    // SBOX 0/1: the S-boxes are logic between level A and level B.
    // SBOX 2: the S-boxes are block-RAM ROMs (aes_sbox_ebr) addressed from
    // level A's registers. A block RAM reads in two clocks (its address
    // register, then its output register); levels N0 and N1 (n*_q) carry
    // the block's other registers beside them, and level B copies the
    // block-RAM outputs into the fabric: a round takes four clocks. Only
    // routing then lies between a block RAM and a fabric register, and the
    // round logic runs from level B to level A, both in the fabric.
    aes_pkg::key_info_t ki_a, ki_b;
    logic [4:0]         pa;
    logic [127:0]       sb_b;    // level B: S-box outputs of the state
    logic [31:0]        ksb_b;   // level B: S-box outputs of the SubWord input
    logic [31:0]        sub_b;   // level B: SubWord after RotWord and Rcon
    logic [31:0]        sin_a;   // level A's SubWord input
    logic [255:0]       win;
    logic               mvalid_q;
    logic [127:0]       mstate_q;
    logic [255:0]       mkey_q;
    logic [MW-1:0]      mmeta_q;
    logic [IW-1:0]      mit_q;
    logic [TAG_W-1:0]   mtag_q;
    // What level B loads: level A's block (SBOX 0/1) or level N's (SBOX 2).
    logic               p_valid;
    logic               p_valid_next;  // p_valid one clock ahead (before reset)
    logic [255:0]       p_key;
    logic [MW-1:0]      p_meta;
    logic [IW-1:0]      p_it;
    logic [1:0]         kl_p;    // ... its key length and direction
    logic               dec_p;
    // Level B's round-slot decisions for the block it loads (the slot
    // changes every iteration, so they are not constants): the key step's
    // info (where the SubWord goes), and whether the slot is the block's
    // last round or a pass-through.
    aes_pkg::key_info_t ki_p;
    logic               last_p, pass_p;
    logic [127:0]       hk_p;    // INV_HEAD: the head's round key (aes_pkg::inv_head_key)
    logic [1:0]         kl_b;
    logic               dec_b;
    logic               mclr;    // level B takes no block: its registers clear
    logic               mclr_q;
    logic [31:0]        sin_b;
    logic [255:0]       win_a_unused;

    assign state_l = state_d;
    assign key_l   = key_d;
    assign pa   = slot(it_q, 0);
    // The clears of levels N0, N1 and B come from registers (computed a clock
    // ahead): each reaches hundreds of flip-flops across the die, so no
    // logic sits on them. mclr = rst_data_q || !p_valid.
    always_ff @(posedge clk_i) mclr_q <= clr_i || !rst_ni || !p_valid_next;
    assign mclr = mclr_q;

    // The SubWord input of level A's key step (its window output is not
    // used here: the step itself is taken at level B).
    aes_key_info #(.KEYLENS(KEYLENS), .P_LO(P_LO), .P_HI(P_HI)) u_info_a (
      .kl_i(kl_a), .p_i(pa), .bwd_i(key_bwd(dec_a)), .ki_o(ki_a)
    );
    aes_key_step #(.KEYLENS(KEYLENS)) u_key_a (
      .win_i(key_q), .sub_i(32'h0), .ki_i(ki_a), .kl_i(kl_a),
      .bwd_i(key_bwd(dec_a)), .win_o(win_a_unused), .sin_o(sin_a)
    );

    if (SBOX < 2) begin : g_logic
      logic [127:0] sb;
      logic [31:0]  ksb;
      logic [31:0]  msub_q;  // the SubWord's S-box outputs
      logic         pass_a;
      assign pass_a = KEY_ONLY || pa > 5'(aes_pkg::nr(kl_a));
      aes_subst #(.SBOX(SBOX), .INVERSE(!ENCRYPT_ONLY), .DATA(!KEY_ONLY)) u_subst (
        .state_i(state_q), .decrypt_i(dec_a), .word_i(sin_a), .state_o(sb), .word_o(ksb)
      );
      always_ff @(posedge clk_i) begin
        if (mclr) begin
          mstate_q <= '0;
          msub_q   <= '0;
        end else begin
          mstate_q <= pass_a ? state_q : sb;
          msub_q   <= ksb;
        end
      end
      assign sb_b    = mstate_q;
      assign ksb_b   = msub_q;
      assign p_valid      = valid_q;
      assign p_valid_next = valid_d;
      assign p_key   = key_q;
      assign p_meta  = meta_q;
      assign p_it    = it_q;
      aes_key_info #(.KEYLENS(KEYLENS), .P_LO(P_LO), .P_HI(P_HI)) u_info_p (
        .kl_i(kl_p), .p_i(slot(p_it, 0)), .bwd_i(key_bwd(dec_p)), .ki_o(ki_p)
      );
      assign last_p = slot(p_it, 0) == 5'(aes_pkg::nr(kl_p));
      assign hk_p   = '0;
      assign pass_p = slot(p_it, 0) > 5'(aes_pkg::nr(kl_p));
    end else begin : g_ebr
      // Levels N0 .. N(NN-1): level A's block, one to NN clocks on, beside
      // the block RAMs' address registers (N0), their output registers (N1)
      // and, with SBOX_COPIES = 2, the first fabric copy of their outputs
      // (N2). A level's registers clear when the level before it holds no
      // block. Flat vectors, level d at part d (Yosys does not take
      // multi-dimensional packed arrays declared in a generate scope).
      localparam int unsigned NN = 1 + SBOX_COPIES;
      logic [NN-1:0]           nvalid_q;
      logic [NN*128-1:0]       nstate_q;
      logic [NN*256-1:0]       nkey_q;
      logic [NN*MW-1:0]        nmeta_q;
      logic [NN*IW-1:0]        nit_q;
      logic [NN-1:0]           nclr;
      logic [127:0]            sb_e;      // block-RAM outputs (level N1)
      logic [31:0]             ksb_e;
      logic [127:0]            sb_c;      // ... as level B loads them (N1, or their copy at N2)
      logic [31:0]             ksb_c;
      logic [127:0]            msb_q;     // level B: their copies in the fabric
      logic [31:0]             msub_q;
      // What each level loads: level A's block, then the level before's.
      logic [NN-1:0]           valid_in;
      logic [NN*128-1:0]       state_in;
      logic [NN*256-1:0]       key_in;
      logic [NN*MW-1:0]        meta_in;
      logic [NN*IW-1:0]        it_in;
      assign valid_in = {nvalid_q[NN-2:0], valid_q};
      assign state_in = {nstate_q[(NN-1)*128-1:0], state_q};
      assign key_in   = {nkey_q[(NN-1)*256-1:0], key_q};
      assign meta_in  = {nmeta_q[(NN-1)*MW-1:0], meta_q};
      assign it_in    = {nit_q[(NN-1)*IW-1:0], it_q};
      // nclr = {rst_data_q, ...} | ~valid_in, a clock ahead (nclr_d, from
      // valid_in a clock ahead: valid_d for N0).
      logic [NN-1:0] nclr_q, nclr_d, valid_ahead;
      if (NN > 1) begin : g_ahead
        assign valid_ahead = {valid_in[NN-2:0], valid_d};
      end else begin : g_ahead1
        assign valid_ahead = valid_d;
      end
      assign nclr_d = {NN{clr_i || !rst_ni}} | ~valid_ahead;
      // keep: eclr_q below is a second copy of nclr_q[0] (opt_merge leaves
      // two cells that both have keep apart).
      (* keep *) always_ff @(posedge clk_i) nclr_q <= nclr_d;
      assign nclr     = nclr_q;
      always_ff @(posedge clk_i) begin
        if (!rst_ni) begin
          nvalid_q <= '0;
        end else begin
          nvalid_q <= valid_in;
        end
      end
      always_ff @(posedge clk_i) begin
        for (int unsigned d = 0; d < NN; d++) begin
          if (nclr[d]) begin
            nstate_q[128 * d +: 128] <= '0;
            nkey_q[256 * d +: 256]   <= '0;
            nmeta_q[MW * d +: MW]    <= '0;
            nit_q[IW * d +: IW]      <= '0;
          end else begin
            nstate_q[128 * d +: 128] <= state_in[128 * d +: 128];
            nkey_q[256 * d +: 256]   <= key_in[256 * d +: 256];
            nmeta_q[MW * d +: MW]    <= meta_in[MW * d +: MW];
            nit_q[IW * d +: IW]      <= it_in[IW * d +: IW];
          end
        end
      end
      // The block RAMs: the state's bytes (with the direction) and the key
      // step's SubWord input. An empty level A is all zeros, so the address
      // registers hold no key-dependent byte once the stage is empty; the
      // output registers clear when level N1 holds no block. Their clear is
      // taken two clocks ahead, from nclr_d[0] through two registers: one
      // for the stage's block RAMs (eclr_q; a copy of nclr_q[0], which
      // clears level N0's ~400 data registers), then one per block RAM
      // (aes_sbox_ebr CLR_DELAY), so the logic in front of the clear is
      // next to level A and the routes to the block RAMs start from a
      // register. It differs from N1's own clear (nclr_q[1]) only in when
      // a reset reaches it (a clock earlier or later), never while N1
      // holds a block.
      // The table select is the block's own direction bit, not dec_a: in a
      // DECRYPT_ONLY stage dec_a is constant 1, and an empty level's
      // address would then hold the inverse table's base.
      logic eclr_q;
      (* keep *) always_ff @(posedge clk_i) eclr_q <= nclr_d[0];
      logic inv_a;
      logic [20*9-1:0] sbx_addr;
      assign inv_a = !ENCRYPT_ONLY && meta_q[MW-3];
      for (genvar j = 0; j < 8; j++) begin : g_addr
        assign sbx_addr[18 * j +: 18] = {inv_a, state_q[16 * j + 8 +: 8], inv_a, state_q[16 * j +: 8]};
      end
      for (genvar j = 0; j < 2; j++) begin : g_kaddr
        assign sbx_addr[144 + 18 * j +: 18] = {1'b0, sin_a[16 * j + 8 +: 8], 1'b0, sin_a[16 * j +: 8]};
      end
      if (SBOX_EXT == 2) begin : g_ext
        assign sbx_addr_o = sbx_addr;
        assign sbx_clr_o  = eclr_q;
        assign sb_e  = sbx_data_i[127:0];
        assign ksb_e = sbx_data_i[159:128];
      end else begin : g_own
        if (!KEY_ONLY) begin : g_data
          for (genvar j = 0; j < 8; j++) begin : g_ram
            aes_sbox_ebr #(.INVERSE(!ENCRYPT_ONLY), .CLR_DELAY(1)) u_ram (
              .clk_i, .clr_i(eclr_q),
              .a_i(sbx_addr[18 * j + 9 +: 9]), .b_i(sbx_addr[18 * j +: 9]),
              .a_o(sb_e[16 * j + 8 +: 8]), .b_o(sb_e[16 * j +: 8])
            );
          end
        end else begin : g_no_data
          assign sb_e = '0;
          logic unused_addr;
          assign unused_addr = ^sbx_addr[143:0];
        end
        // The key step's SubWord block RAMs: the stage's own (SBOX_EXT = 0)
        // or the caller's (1).
        for (genvar j = 0; j < (SBOX_EXT == 0 ? 2 : 0); j++) begin : g_kram
          aes_sbox_ebr #(.INVERSE(1'b0), .CLR_DELAY(1)) u_ram (
            .clk_i, .clr_i(eclr_q),
            .a_i(sbx_addr[144 + 18 * j + 9 +: 9]), .b_i(sbx_addr[144 + 18 * j +: 9]),
            .a_o(ksb_e[16 * j + 8 +: 8]), .b_o(ksb_e[16 * j +: 8])
          );
        end
        if (SBOX_EXT == 1) begin : g_kext
          assign sbx_addr_o = {sbx_addr[179:144], 144'h0};
          assign sbx_clr_o  = eclr_q;
          assign ksb_e      = sbx_data_i[159:128];
          logic unused_sbx;
          assign unused_sbx = ^sbx_data_i[127:0];
        end else begin : g_kown
          assign sbx_addr_o = '0;
          assign sbx_clr_o  = 1'b0;
          logic unused_sbx;
          assign unused_sbx = ^sbx_data_i;
        end
      end
      if (SBOX_COPIES == 2) begin : g_copy
        // Level N2: the first fabric copy of the block-RAM outputs. No
        // clear of its own: it copies the output registers, which clear
        // when N1 holds no block (and on reset), so it is zero a clock
        // after them; without a reset net the placer may keep it by its
        // block RAM.
        logic [127:0] csb_q;
        logic [31:0]  csub_q;
        always_ff @(posedge clk_i) begin
          csb_q  <= sb_e;
          csub_q <= ksb_e;
        end
        assign sb_c  = csb_q;
        assign ksb_c = csub_q;
      end else begin : g_no_copy
        assign sb_c  = sb_e;
        assign ksb_c = ksb_e;
      end
      // Level B: the S-box outputs in the fabric (with INV_HEAD, the head
      // of the inverse round on them), and the state itself for a
      // pass-through slot.
      always_ff @(posedge clk_i) begin
        if (mclr) begin
          mstate_q <= '0;
          msb_q    <= '0;
          msub_q   <= '0;
        end else begin
          mstate_q <= nstate_q[(NN-1)*128 +: 128];
          msb_q    <= INV_HEAD ? aes_pkg::inv_round_head(sb_c, hk_p, last_p) : sb_c;
          msub_q   <= ksb_c;
        end
      end
      assign sb_b    = msb_q;
      assign ksb_b   = msub_q;
      assign p_valid      = nvalid_q[NN-1];
      assign p_valid_next = nvalid_q[NN-2];
      assign p_key   = nkey_q[(NN-1)*256 +: 256];
      assign p_meta  = nmeta_q[(NN-1)*MW +: MW];
      assign p_it    = nit_q[(NN-1)*IW +: IW];
      // The slot decisions are decoded from level N(NN-2)'s block, which
      // level N(NN-1) (the block level B loads) takes on the next clock, into
      // registers beside it: so the slot's adder, the key info decode and
      // the comparisons are not on the path into level B's key step
      // (nit_q -> slot adder -> key info -> mstep_q was the iterative
      // core's critical path, 5.1 ns). N1 takes N0's block, or zeros when
      // N0 holds none, and N0 then holds zeros too (both clear from level
      // A's valid bit), so these registers equal the decisions of N1's
      // block, but for the clock after a reset or a clear, when level B
      // takes no block. No key material: no clear.
      logic [1:0]         kl_n;
      logic               dec_n;
      logic [4:0]         slot_n;
      aes_pkg::key_info_t ki_n, ki_n_q;
      logic               last_n_q, pass_n_q;
      assign kl_n   = aes_pkg::kl_used(nmeta_q[(NN-2)*MW + MW-1 -: 2], KEYLENS);
      assign dec_n  = dir(nmeta_q[(NN-2)*MW + MW-3]);
      assign slot_n = slot(nit_q[(NN-2)*IW +: IW], 0);
      aes_key_info #(.KEYLENS(KEYLENS), .P_LO(P_LO), .P_HI(P_HI)) u_info_n (
        .kl_i(kl_n), .p_i(slot_n), .bwd_i(key_bwd(dec_n)), .ki_o(ki_n)
      );
      always_ff @(posedge clk_i) begin
        ki_n_q   <= ki_n;
        last_n_q <= slot_n == 5'(aes_pkg::nr(kl_n));
        pass_n_q <= slot_n > 5'(aes_pkg::nr(kl_n));
      end
      assign ki_p   = ki_n_q;
      assign last_p = last_n_q;
      assign pass_p = pass_n_q;
      // INV_HEAD: the head's round key, aes_pkg::inv_head_key of the lower
      // half of the key level N(NN-1) loads, in a register of its own
      // beside that level (cleared with it): so the head adds one XOR to
      // the S-box outputs' pre_inv_mix, and level N(NN-1)'s key register
      // does not also fan out to the head.
      if (INV_HEAD) begin : g_hkey
        logic [127:0] hk_q;
        always_ff @(posedge clk_i) begin
          if (nclr[NN-1]) begin
            hk_q <= '0;
          end else begin
            hk_q <= aes_pkg::inv_head_key(aes_pkg::key_half(key_in[(NN-1)*256 +: 256], 1'b0),
                                          slot_n == 5'(aes_pkg::nr(kl_n)));
          end
        end
        assign hk_p = hk_q;
      end else begin : g_no_hkey
        assign hk_p = '0;
      end
    end

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        mvalid_q <= 1'b0;
      end else begin
        mvalid_q <= p_valid;
      end
    end

    always_ff @(posedge clk_i) begin
      if (mclr) begin
        mkey_q  <= '0;
        mmeta_q <= '0;
        mit_q   <= '0;
      end else begin
        mkey_q  <= p_key;
        mmeta_q <= p_meta;
        mit_q   <= p_it;
      end
    end

    assign kl_b  = aes_pkg::kl_used(mmeta_q[MW-1 -: 2], KEYLENS);
    assign dec_b = dir(mmeta_q[MW-3]);

    // The key step is linear in the window and the SubWord output:
    // step(w, sub) = step(w, 0) ^ step(0, sub). The first part is taken a
    // level early, from the block that level B loads, into mstep_q; level B
    // adds the second, so the round logic from level B to level A has one
    // XOR of the key step, not its chain of four words.
    logic [255:0]       step_p;   // step(p_key, 0)
    logic [255:0]       mstep_q;
    logic [255:0]       step_s;   // step(0, sub_b)
    logic [31:0]        sin_p, sin_s;
    assign kl_p  = aes_pkg::kl_used(p_meta[MW-1 -: 2], KEYLENS);
    assign dec_p = dir(p_meta[MW-3]);

    // Level B's round-slot decisions, registered beside level B from those
    // of the block it loads, so the round logic from level B to level A
    // starts at them and not at the slot's adder and comparisons. No key
    // material: no clear.
    logic mlast_q, mpass_q;
    always_ff @(posedge clk_i) begin
      ki_b    <= ki_p;
      mlast_q <= last_p;
      mpass_q <= pass_p;
    end
    assign sub_b = aes_pkg::key_sub_word(ksb_b, ki_b.rot, ki_b.rcon);
    aes_key_step #(.KEYLENS(KEYLENS)) u_key_p (
      .win_i(p_key), .sub_i(32'h0), .ki_i(ki_p), .kl_i(kl_p),
      .bwd_i(key_bwd(dec_p)), .win_o(step_p), .sin_o(sin_p)
    );
    always_ff @(posedge clk_i) begin
      if (mclr) begin
        mstep_q <= '0;
      end else begin
        mstep_q <= step_p;
      end
    end
    aes_key_step #(.KEYLENS(KEYLENS)) u_key_b (
      .win_i(256'h0), .sub_i(sub_b), .ki_i(ki_b), .kl_i(kl_b),
      .bwd_i(key_bwd(dec_b)), .win_o(step_s), .sin_o(sin_s)
    );
    assign win   = mstep_q ^ step_s;
    assign sin_b = sin_p ^ sin_s;  // not used (the SubWord input is taken at level A)
    aes_round_end #(.KEY_ONLY(KEY_ONLY), .INV_HEAD(INV_HEAD)) u_end (
      .state_i(mstate_q), .sb_i(sb_b), .key_i(mkey_q), .win_i(win),
      .decrypt_i(dec_b), .pass_i(mpass_q), .last_i(mlast_q),
      .state_o(fb_state), .key_o(fb_key)
    );
    // Level B is the feedback point: the block it loads.
    assign nx_valid = p_valid;
    assign nx_it    = p_it;
    assign fb_valid = mvalid_q;
    assign fb_meta  = mmeta_q;
    assign fb_it    = mit_q;
    assign mtag_q   = mmeta_q[TAG_W-1:0];  // for the testbench's key-hygiene checks
    logic unused_b;
    assign unused_b = ^{sin_b, mtag_q, win_a_unused, xs, xk, hk_p};  // hk_p: INV_HEAD only
    assign xs = '0;
    assign xk = '0;
  end

  if (!SPLIT_ROUND || SBOX != 2) begin : g_no_sbx
    assign sbx_addr_o = '0;
    assign sbx_clr_o  = 1'b0;
    logic unused_sbx;
    assign unused_sbx = ^sbx_data_i;
  end

  logic unused;
  assign unused = ^tag_q;

`ifndef SYNTHESIS
  // A block offered on a closed window would be lost: the stage before has
  // the same ring, so it never offers one (see Hand-over). Armed from the
  // first reset: before it, valid bits hold arbitrary (randomized) values.
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (armed && !clr_i && valid_i && !take)
      $error("aes_stage: a block offered while the window is closed");
  end
`endif

  assign state_o = fb_state;
  assign key_o   = fb_key;
  assign {kl_o, decrypt_o, err_o, tag_o} = fb_meta;

endmodule
