// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_chain: the short feedback loop of the modes engine (cipher_modes).
//
// In a feedback mode (CBC encryption, OFB, CMAC) a block's core input is
// its chaining value (the block before it's core output) XOR the beat's own
// part. Without this module a block issues at S0 only once the block before
// it is back and written to the cvb context RAM (a round trip of the core's
// latency + 9 clocks, more with the GHASH stage). With it, one stream at a
// time owns a slot, and its data beats issue at S0 without waiting
// ("bound"): S3 leaves the chaining value out of their block, and this
// module, between the core input FIFO and the core, adds it from the slot,
// which takes each core result of the owner as it leaves the core's result
// register slice. A bound block at the FIFO's head waits for its value; so
// the next block enters the core 2 clocks after the one before it left it:
// a round trip of the core's latency + 2.
//
// The slot (one, for the whole engine):
//   - taken (claim_i) by an unbound data block of CBC encryption, OFB or
//     CMAC leaving S3 while the slot is free: its stream had no feedback
//     block in flight (it issued unbound), so the chain starts there;
//   - its owner's data beats then issue bound (cm_ingress, own_v_o /
//     own_sid_o); a count (T below) follows the owner's blocks from issue
//     to release;
//   - each core result of the owner (side word: fb, not an L block) is
//     taken (take_q, res_q; then val_q, got_q); the bound block at the FIFO
//     head enters the core with it added once it is there (avail_q), and
//     clears it. Results and bound blocks alternate (a bound block enters
//     the core only after the block before it has left), so one value is
//     ever pending;
//   - the owner's releases at completion reach cm_ingress only when they
//     leave no block of the owner in flight (T = 1), so that its stream
//     stays blocked (for commands, and for another stream's view) while a
//     bound block is in flight; the slot is free once T is 0.
// The core input contract holds: core_in_* are zero unless core_in_valid_o.

module cm_chain #(
  parameter int unsigned BLOCK_W = 64,   // block width in bits
  parameter int unsigned KEY_W   = 192,  // key bundle width in bits
  parameter int unsigned SID_W   = 6,    // stream id width
  parameter bit          AEAD    = 1'b0, // the engine's AEAD (the side word's layout)
  parameter int unsigned FLIGHT  = 64,   // most blocks of one stream between S0 and their
                                         // release (sizes the count; checked in simulation)
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,
  localparam int unsigned SIDE_W = cipher_modes_pkg::side_w(SID_W, CNT_W, BLOCK_W, AEAD)
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low (engine reset)
  // S0 (cm_ingress): a bound beat of the owner issues.
  input  logic               bind_issue_i,
  output logic               own_v_o,       // the slot is owned (a register)
  output logic [SID_W-1:0]   own_sid_o,     // by this stream (a register)
  output logic [SID_W-1:0]   own_sid_nx_o,  // own_sid_o next clock (from S3's registers)
  output logic               own_v_nx_o,    // own_v_o next clock
  // S3 (cm_build), with its push: an unbound block that may start a chain.
  input  logic               claim_i,
  input  logic [SID_W-1:0]   claim_sid_i,
  // Core input FIFO head (in_bind_i: a bound block) and the block core's input.
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic               in_bind_i,
  input  logic               in_dec_i,
  input  logic [KEY_W-1:0]   in_key_i,
  input  logic [BLOCK_W-1:0] in_block_i,
  output logic               core_in_valid_o,
  input  logic               core_in_ready_i,
  output logic               core_in_decrypt_o,
  output logic [KEY_W-1:0]   core_in_key_o,
  output logic [BLOCK_W-1:0] core_in_block_o,
  // A core result taken by C0, and its side word (side_t: the stream, the
  // release flag, what it is).
  input  logic               res_fire_i,
  input  logic [SIDE_W-1:0]  res_side_i,
  input  logic [BLOCK_W-1:0] res_block_i,
  // Releases at completion (cm_complete), and those passed on to cm_ingress.
  input  logic               rel_v_i,
  input  logic [SID_W-1:0]   rel_sid_i,
  input  logic               rel_lop_i,
  output logic               rel_v_o
);

  localparam int unsigned CW = $clog2(FLIGHT + 1);

  `CM_TYPEDEF_SIDE_T(SID_W, CNT_W, BLOCK_W, AEAD)
  side_t res_side;
  assign res_side = side_t'(res_side_i);

  logic               own_v_q, own_v_d;
  logic [SID_W-1:0]   own_sid_q;
  // The owner's blocks from issue to release, T = cnt_q + bind_q - relq_q:
  // cnt_q takes each issue (bind_q) and each release (relq_q) a clock late,
  // so that neither the issue decision nor the release reaches an adder.
  // eq0_q, eq1_q, eq2_q, gt1_q: cnt_q = 0, = 1, = 2, > 1.
  logic [CW-1:0]      cnt_q, cnt_d;
  logic               bind_q, relq_q, eq0_q, eq1_q, eq2_q, gt1_q, t_gt1, t_eq1;
  // take_q/res_q: the owner's result taken on the clock before (res_q copies
  // C0's input word on every clock, so no enable from the take decision
  // reaches it); val_q keeps it from the clock after; cur: the owner's newest
  // value, whichever holds it.
  logic               got_q, clr_q, take_q, avail_q;
  logic [BLOCK_W-1:0] val_q, res_q, cur;
  logic               take, rel_own, wait_v, fire;

  // The owner's result (its chain's newest value) and release.
  assign take    = own_v_q && res_fire_i && res_side.fb && res_side.kind != cipher_modes_pkg::KIND_LOP
                && res_side.sid == own_sid_q;
  assign rel_own = own_v_q && rel_v_i && !rel_lop_i && rel_sid_i == own_sid_q;
  assign t_eq1   = (eq1_q && bind_q == relq_q) || (eq0_q && bind_q && !relq_q)
                || (eq2_q && relq_q && !bind_q);
  assign t_gt1   = (gt1_q && !eq2_q) || (eq2_q && !(relq_q && !bind_q)) || (eq1_q && bind_q && !relq_q);
  // A release reaches cm_ingress unless blocks of the owner stay in flight.
  // (With a bound issue on the same clock and T = 1, the release passes:
  // that issue sets the stream's blocked flag again.)
  assign rel_v_o = rel_v_i && !(rel_own && t_gt1);
  // The slot is free once the owner's last block is released with none
  // issued on the same clock; taken by a claim while free.
  assign own_v_d = own_v_q ? !(rel_own && t_eq1 && !bind_issue_i) : claim_i;

  always_comb begin
    if (!own_v_q) cnt_d = claim_i ? CW'(1'b1) : '0;
    else          cnt_d = cnt_q + CW'(bind_q) - CW'(relq_q);
  end

  // The core input: a bound block waits at the head for its value. (Tried:
  // whether the head may go as a flip-flop decided a clock ahead from a copy
  // of the FIFO's bound flags: its update on the core's input handshake
  // made a path from the engine to the core and back, 96-114 MHz on the
  // TDES (3,1) engine against 119-135.)
  logic                 got_d;
  // (avail_q = got_q || take_q, one flip-flop: the core input FIFO's read
  // enables reach it.)
  assign cur               = take_q ? res_q : val_q;
  assign wait_v            = in_bind_i && !avail_q;
  assign core_in_valid_o   = in_valid_i && !wait_v;
  assign in_ready_o        = core_in_ready_i && !wait_v;
  assign fire              = in_valid_i && !wait_v && core_in_ready_i;
  assign core_in_decrypt_o = in_dec_i && !wait_v;
  assign core_in_key_o     = in_key_i & {KEY_W{!wait_v}};
  assign core_in_block_o   = (in_block_i ^ (cur & {BLOCK_W{in_bind_i}})) & {BLOCK_W{!wait_v}};

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      own_v_q   <= 1'b0;
      own_sid_q <= '0;
      cnt_q     <= '0;
      bind_q    <= 1'b0;
      relq_q    <= 1'b0;
      eq2_q     <= 1'b0;
      eq0_q     <= 1'b1;
      eq1_q     <= 1'b0;
      gt1_q     <= 1'b0;
      got_q     <= 1'b0;
      clr_q     <= 1'b0;
      take_q    <= 1'b0;
      avail_q   <= 1'b0;
      res_q     <= '0;
      val_q     <= '0;
    end else begin
      own_v_q <= own_v_d;
      cnt_q   <= cnt_d;
      bind_q  <= bind_issue_i;
      relq_q  <= rel_own;
      eq0_q   <= cnt_d == '0;
      eq1_q   <= cnt_d == CW'(1'b1);
      eq2_q   <= cnt_d == CW'(2'd2);
      gt1_q   <= cnt_d > CW'(1'b1);
      if (!own_v_q && claim_i) own_sid_q <= claim_sid_i;
      // A new chain starts without a value; the old one's is cleared the
      // clock after the slot is freed (no result of a new owner comes
      // that early).
      clr_q <= own_v_q && !own_v_d;
      got_q   <= got_d;
      take_q  <= take;
      avail_q <= got_d || take;
      // (C0's input word is zero a clock after it is taken, as this copy a
      // clock later: CMAC's L block passes here too.)
      res_q   <= res_block_i;
      if (take_q)     val_q <= res_q;
      else if (clr_q) val_q <= '0;
    end
  end

  always_comb begin
    if (!own_v_q && claim_i)    got_d = 1'b0;
    else if (fire && in_bind_i) got_d = 1'b0;
    else if (take_q)            got_d = 1'b1;
    else                        got_d = got_q;
  end

  assign own_v_o   = own_v_q;
  assign own_sid_o = own_sid_q;
  assign own_sid_nx_o = (!own_v_q && claim_i) ? claim_sid_i : own_sid_q;
  assign own_v_nx_o   = own_v_d;

  logic unused;
  assign unused = ^res_side;  // (sid, fb and kind used)

`ifndef SYNTHESIS
  if (unsigned'($bits(side_t)) != SIDE_W) begin : g_err_w
    $fatal(1, "cm_chain: cipher_modes_pkg::side_w out of step with side_t");
  end

  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (armed) begin
      if (own_v_q && bind_q && !relq_q && cnt_q == CW'(FLIGHT))
        $error("cm_chain: more blocks of one stream in flight than FLIGHT");
      if (rel_own && !t_eq1 && !t_gt1)
        $error("cm_chain: a release of the owner with no block in flight");
      if (!own_v_q && bind_q)
        $error("cm_chain: a bound issue counted without an owner");

      if (bind_issue_i && !own_v_q)
        $error("cm_chain: a bound issue without an owner");
      if (in_valid_i && in_bind_i && !own_v_q)
        $error("cm_chain: a bound block at the core's input without an owner");
    end
  end
`endif

endmodule
