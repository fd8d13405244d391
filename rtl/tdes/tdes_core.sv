// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_core: one parameterized DES / TDEA (EDE) datapath, from one round per
// clock to a fully unrolled pipeline.
//
// STAGES physical round blocks are chained with registers; each computes
// ROUNDS_PER_CYCLE rounds per clock and iterates
// ITERS = 16*NUM_DES / (STAGES*ROUNDS_PER_CYCLE) times per block, so the core
// takes one block every ITERS clocks. All stages move in lock step, driven by
// one iteration counter; when the datapath is empty a new block is taken at
// once and the counter restarts.
//
// Flow control: the datapath never stalls. Results drain into an output FIFO
// (block RAM for deep pipelines, LUT RAM when small) and the input is
// credit-based: a block is accepted only while
// the blocks in flight plus those waiting in the FIFO are fewer than the FIFO
// depth, so nothing is ever dropped, duplicated or reordered, and in_ready_o
// depends only on registers. The FIFO is deep enough that a free-flowing
// output never throttles the input. The first stage loads its data registers
// whenever in_valid_i is high, accepted or not (its valid bit records the
// handshake), so the clock enable of those ~300 registers is the in_valid_i
// port itself and not a function of the credit logic.
//
// Reset (synchronous, active low) discards every block in flight and drops
// out_valid_o and in_ready_o at the first reset edge; the data, key and tag
// registers of stage s are cleared s+1 clocks later, by a reset pipeline that
// runs on after reset is released (so a one-clock reset clears everything),
// and in_ready_o stays low for one clock after reset. The output FIFO scrubs
// its RAM (cl_sync_fifo CLEAR): every word is zero DEPTH clocks after reset.
//
// Key hygiene: the first stage clears its data, key and tag registers when
// in_valid_i is low, and the later stages take whatever the stage before
// hands over, so the cleared slot (zero keys; its rounds compute a constant)
// follows every block through the pipeline: once the last block has left the
// datapath (and after reset) no register holds key material. A block offered
// but not yet accepted (valid bit low) moves on as such a slot with its key
// and leaves before the accepted copy of it; see tdes_stage.
//
// Latency (input handshake to out_valid_o): STAGES*ITERS (+STAGES with
// SPLIT_ROUND, +STAGES more with SBOX_ROM) + 3 clocks; see README.

module tdes_core
#(
  parameter int unsigned NUM_DES          = 3,   // 1: single DES (16 rounds); 3: TDEA EDE (48)
  parameter int unsigned STAGES           = 1,   // physical round blocks chained with registers
  parameter int unsigned ROUNDS_PER_CYCLE = 1,   // rounds per stage per clock
  parameter int unsigned TAG_W            = 8,   // user tag width, returned with the result
  parameter bit          SPLIT_ROUND      = 1'b0, // add a register after the S-boxes of every
                                                  // round (fully unrolled, ROUNDS_PER_CYCLE=1)
  parameter bit          SBOX_ROM         = 1'b0  // with SPLIT_ROUND: S-boxes and the XOR with L
                                                  // as block-RAM ROMs, 2 S-boxes per ECP5 DP16KD
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low
  // Input beat.
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic [tdes_pkg::BLOCK_W-1:0] in_block_i,    // big-endian block
  input  logic [tdes_pkg::KEY_W-1:0]   in_key_i,      // K1||K2||K3 (K1 = [191:128]); parity ignored
  input  logic               in_decrypt_i,  // 1: decrypt
  input  logic [TAG_W-1:0]   in_tag_i,      // returned unchanged with the result
  // Output beat.
  output logic               out_valid_o,
  input  logic               out_ready_i,
  output logic [tdes_pkg::BLOCK_W-1:0] out_block_o,
  output logic [TAG_W-1:0]   out_tag_o
);


  localparam int unsigned ROUNDS = tdes_pkg::DES_ROUNDS * NUM_DES;
  localparam int unsigned RPC    = ROUNDS_PER_CYCLE;
  localparam int unsigned PER_CLK = (STAGES * RPC == 0) ? 1 : STAGES * RPC;
  // Iterations per block in each stage; also the initiation interval.
  localparam int unsigned ITERS  = ROUNDS / PER_CLK;
  localparam int unsigned IW     = (ITERS > 1) ? $clog2(ITERS) : 1;
  localparam int unsigned KW     = NUM_DES * tdes_pkg::CD_W;
  // Register levels a block passes in the datapath.
  localparam int unsigned LEVELS = STAGES * tdes_pkg::stage_levels(SPLIT_ROUND, SBOX_ROM);
  // Output FIFO depth: all blocks that can be in flight, with room to spare
  // so that the credits never throttle a free-flowing output.
  localparam int unsigned DEPTH  = tdes_pkg::core_capacity(LEVELS);

  // ---------------------------------------------------------------------------
  // Elaboration-time checks.
  // ---------------------------------------------------------------------------
  if (NUM_DES != 1 && NUM_DES != 3) begin : g_err_num_des
    $fatal(1, "tdes_core: NUM_DES must be 1 (DES) or 3 (TDEA EDE)");
  end
  if (STAGES == 0 || RPC == 0 || (ROUNDS % PER_CLK) != 0) begin : g_err_divide
    $fatal(1, "tdes_core: STAGES*ROUNDS_PER_CYCLE must divide the round count (16*NUM_DES)");
  end
  if (SPLIT_ROUND && (ITERS != 1 || RPC != 1)) begin : g_err_split
    $fatal(1, "tdes_core: SPLIT_ROUND needs a fully unrolled core with ROUNDS_PER_CYCLE=1");
  end
  if (SBOX_ROM && !SPLIT_ROUND) begin : g_err_rom
    $fatal(1, "tdes_core: SBOX_ROM needs SPLIT_ROUND (the ROM read is the register inside the round)");
  end
  if (TAG_W == 0) begin : g_err_tag
    $fatal(1, "tdes_core: TAG_W must be at least 1");
  end
  if (tdes_pkg::KEY_W != tdes_key_pkg::KEY_W) begin : g_err_key_w
    $fatal(1, "tdes_core: tdes_pkg::KEY_W and tdes_key_pkg::KEY_W differ");
  end

  // ---------------------------------------------------------------------------
  // Input: IP on the block, PC-1 on each key. Unrolled cores take the keys in
  // key order; iterative cores in usage order (encryption K1, K2, K3;
  // decryption K3, K2, K1), each in the working-key form of its operation.
  // ---------------------------------------------------------------------------
  logic          in_fire, advance;
  logic [KW-1:0] in_keys;

  always_comb begin
    logic [55:0] cd_fwd, cd_rev;
    for (int unsigned d = 0; d < NUM_DES; d++) begin
      cd_fwd = tdes_pkg::pc1(in_key_i[tdes_pkg::KEY_W-1-64*d -: 64]);
      cd_rev = tdes_pkg::pc1(in_key_i[tdes_pkg::KEY_W-1-64*(NUM_DES-1-d) -: 64]);
      if (ITERS == 1) begin
        in_keys[d*tdes_pkg::CD_W +: tdes_pkg::CD_W] = cd_fwd;
      end else begin
        in_keys[d*tdes_pkg::CD_W +: tdes_pkg::CD_W] = in_decrypt_i
            ? tdes_pkg::first_key(cd_rev, tdes_pkg::op_decrypt(NUM_DES, d, 1'b1))
            : tdes_pkg::first_key(cd_fwd, tdes_pkg::op_decrypt(NUM_DES, d, 1'b0));
      end
    end
  end

  // ---------------------------------------------------------------------------
  // Stage chain. Index s of these arrays is the input of stage s.
  // ---------------------------------------------------------------------------
  logic [STAGES:0]            st_decrypt;
  logic [STAGES-1:0]          st_valid;    // valid output of stage s
  logic [STAGES:0][63:0]      st_lr;
  logic [STAGES:0][KW-1:0]    st_keys;
  logic [STAGES:0][TAG_W-1:0] st_tag;
  logic [IW-1:0]              iter;
  logic [STAGES:0]            st_clr;      // reset pipeline for the data registers

  assign st_clr[0]     = !rst_ni;

  assign st_lr[0]      = tdes_pkg::ip(in_block_i);
  assign st_keys[0]    = in_keys;
  assign st_decrypt[0] = in_decrypt_i;
  assign st_tag[0]     = in_tag_i;

  for (genvar s = 0; s < STAGES; s++) begin : g_stage
    tdes_stage #(
      .NUM_DES    (NUM_DES),
      .FIRST_ROUND(s * ITERS * RPC),
      .ITERS      (ITERS),
      .RPC        (RPC),
      .TAG_W      (TAG_W),
      .SPLIT_ROUND(SPLIT_ROUND),
      .SBOX_ROM   (SBOX_ROM),
      // The first stage's clear is ORed with !in_valid_i: four copies, so
      // that no LUT output drives all of its registers' resets.
      .CLR_COPIES (s == 0 ? 4 : 1)
    ) u_stage (
      .clk_i,
      .rst_ni,
      .clr_i    (st_clr[s]),
      .clr_o    (st_clr[s+1]),
      .advance_i(advance),
      .iter_i   (iter),
      .load_i   (s == 0 ? in_valid_i : 1'b1),
      .valid_i  (s == 0 ? in_fire : st_valid[s == 0 ? 0 : s-1]),
      .lr_i     (st_lr[s]),
      .keys_i   (st_keys[s]),
      .decrypt_i(st_decrypt[s]),
      .tag_i    (st_tag[s]),
      .valid_o  (st_valid[s]),
      .lr_o     (st_lr[s+1]),
      .keys_o   (st_keys[s+1]),
      .decrypt_o(st_decrypt[s+1]),
      .tag_o    (st_tag[s+1])
    );
  end

  // ---------------------------------------------------------------------------
  // Iteration counter: all stages advance together every ITERS clocks, or at
  // once when the datapath holds no block.
  // ---------------------------------------------------------------------------
  if (ITERS > 1) begin : g_iter
    // advance is a register (it selects the load path of every stage
    // register): it is computed one clock ahead from the next iteration
    // index and the stages' next valid bits.
    logic [IW-1:0] iter_q, iter_d;
    logic          adv_q, idle_d;

    always_comb begin
      iter_d = advance ? '0 : iter_q + 1'b1;
      idle_d = 1'b1;
      for (int unsigned s = 0; s < STAGES; s++) begin
        if (advance) begin
          idle_d = idle_d && !(s == 0 ? in_fire : st_valid[s == 0 ? 0 : s-1]);
        end else begin
          idle_d = idle_d && !st_valid[s];
        end
      end
    end

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        iter_q <= '0;
        adv_q  <= 1'b1;
      end else begin
        iter_q <= iter_d;
        adv_q  <= idle_d || (iter_d == IW'(ITERS - 1));
      end
    end

    assign advance = adv_q;
    assign iter    = iter_q;
  end else begin : g_no_iter
    assign advance = 1'b1;
    assign iter    = '0;
  end

  // ---------------------------------------------------------------------------
  // Output register (FP), FIFO and credits (cl_core_out): the result register
  // is zero unless a result is written (the FIFO scrubs its free words with
  // it, and a result may be key material: CMAC L = E_K(0) in the modes
  // engine); credit_ok is a register, low for one clock after reset while
  // the stages clear their data registers, so in_ready_o is a register ANDed
  // with advance.
  // ---------------------------------------------------------------------------
  logic credit_ok;
  assign in_ready_o = advance && credit_ok;
  assign in_fire    = in_valid_i && in_ready_o;

  cl_core_out #(
    .WIDTH(TAG_W + tdes_pkg::BLOCK_W),
    .DEPTH(DEPTH)
  ) u_out (
    .clk_i,
    .rst_ni,
    .res_valid_i(advance && st_valid[STAGES-1]),
    .res_data_i ({st_tag[STAGES], tdes_pkg::fp(st_lr[STAGES])}),
    .res_zero_i (1'b0),
    .in_fire_i  (in_fire),
    .credit_ok_o(credit_ok),
    .out_valid_o,
    .out_ready_i,
    .out_data_o ({out_tag_o, out_block_o})
  );

  // The last stage's key queue is empty and its direction no longer needed.
  logic unused;
  assign unused = ^{st_decrypt[STAGES], st_keys[STAGES], st_clr[STAGES]};

endmodule
