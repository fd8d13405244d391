// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_ghash_agg: line-rate GHASH (NIST SP 800-38D) for many interleaved
// streams: one block per clock, of any stream, even when every block is of
// the same message.
//
// Horner's rule, Y := (Y ^ X) * H, makes a block wait for the product of
// the block before it, PIPE clocks in the multiplier. Here each stream has
// four lanes; block i of a message (from 1) runs in lane (i - 1) mod 4,
//   Z_lane := (Z_lane ^ X_i) * H^f,  f = min(4, m - i + 1),
// so a lane's next block comes four blocks later. The last four blocks of
// the message (the tail) close their lanes with H^4 .. H^1, and their
// products are summed into S, which is GHASH after the last block
// (cipherline.ref.ghash_agg has the schedule and the proof of the sum).
// The caller gives each block its flags from that schedule: lane_i, pw_i
// (the factor H^(pw_i + 1)), lfirst_i (the lane starts from zero), tail_i,
// tfirst_i (S starts from zero) and fin_i (GHASH comes out PIPE + 4
// clocks later on fin_v_o / ghash_o).
//
// Per stream the unit keeps H, H^2, H^4 and H^3. A message starts with an
// H op (hop_i, x_i = H): it stores H with its squares H^2 and H^4 (a XOR
// network each) and forms H^3 = H * H^2 in the multiplier, in the slot the
// op takes. Stores (one word per stream, or per stream and lane), each a
// block RAM read through its output register (cl_ram_ebr): a read's word
// comes two clocks after its address, from a register with no logic after
// the RAM (on ECP5 about 0.7 ns clock-to-out instead of 4.1-4.3 ns):
//   lane: Z per stream and lane, written by each block before the tail;
//   H, H3: the powers ({H^4, H^2, H} and H^3), written by the H op, zeroed
//          by an op with clrh_i (the message's last use of H);
//   S: the tail's sum per stream.
// The stores are read as the op enters (G0) and their words used two
// clocks later (G1). A word written less than five clocks before it is
// used is forwarded from the multiplier's output or from the three
// registers after it (one-hot selects decided a clock ahead, newest
// first); a lane's predecessor exactly PIPE clocks ahead is added at the
// multiplier's input. H is written a clock after the op enters (G0b), so
// only the H op one clock ahead is forwarded (from the multiplier's
// operand registers).
//
// Caller's contract (checked in simulation):
//   * ops of one stream come in message order: an H op, then the message's
//     blocks with the flags of its schedule; no op while busy_o;
//   * a lane's previous block is at least PIPE clocks ahead (four blocks of
//     the stream are at least four clocks, so that holds for PIPE <= 4);
//   * a block that uses H^3 (pw_i = 2, the block three from the end) is at
//     least PIPE clocks after its message's H op: a message of m = 3, 4 or
//     5 blocks needs PIPE - (m - 2) clocks of space after its H op.
// After reset the stores are swept to zero (4 x 2^SID_W clocks, busy_o).
// Every data register is zero while it carries no op (H is key material),
// the stores' output registers included (cleared when no op reads them).

module cm_ghash_agg #(
  parameter int unsigned SID_W     = 6,  // stream id width: 2^SID_W streams
  parameter int unsigned KARATSUBA = 3,  // multiplier Karatsuba levels (0..3)
  parameter int unsigned PIPE      = 4   // multiplier register levels (1..4)
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  output logic             busy_o,     // sweeping the stores: no op may enter
  // Ops, one per clock.
  input  logic             valid_i,
  input  logic [SID_W-1:0] sid_i,
  input  logic             hop_i,      // H op: x_i is H (store it, form H^3)
  input  logic [127:0]     x_i,        // the block (GCM bit order), or H
  input  logic [1:0]       lane_i,     // block: its lane
  input  logic [1:0]       pw_i,       // block: the factor H^(pw_i + 1)
  input  logic             lfirst_i,   // block: the lane's first of the message (Z = 0)
  input  logic             tail_i,     // block: one of the last four (its product goes to S)
  input  logic             tfirst_i,   // block: the first of the tail (S = 0)
  input  logic             fin_i,      // block: the last (GHASH out PIPE + 4 clocks later)
  input  logic             clrh_i,     // block: the last use of H: zero H and H^3
  // GHASH of a message, PIPE + 4 clocks after its fin_i block.
  output logic             fin_v_o,
  output logic [SID_W-1:0] fin_sid_o,
  output logic [127:0]     ghash_o     // zero without fin_v_o
);

  localparam int unsigned NS = 1 << SID_W;  // streams

  // ---------------------------------------------------------------------------
  // Elaboration-time checks (the multiplier checks its own parameters).
  // ---------------------------------------------------------------------------
  if (SID_W < 1 || SID_W > 10) begin : g_err_sid
    $fatal(1, "cm_ghash_agg: SID_W must be 1..10 (2 to 1024 streams)");
  end

  typedef struct packed {
    logic             v;
    logic [SID_W-1:0] sid;
    logic             hop;
    logic [1:0]       lane;
    logic [1:0]       pw;
    logic             lfirst;
    logic             tail;
    logic             tfirst;
    logic             fin;
    logic             clrh;
  } tag_t;

  // The pipeline's ops: tag 0 of tp_q is G0b (the stores' address stage;
  // H is written), tag 1 G1 (the stores' words are out), tag 2 the
  // multiplier's input (G2, position 0), tag k + 2 position k; the product
  // of the op at position PIPE is on p; positions PIPE + 1 (W1), PIPE + 2
  // (W2) and PIPE + 3 (W3) are the registers after it.
  localparam int unsigned NT  = PIPE + 6;
  localparam int unsigned IO  = PIPE + 2;  // the multiplier output's index in tp_q
  localparam int unsigned IW1 = PIPE + 3;  // W1's index in tp_q
  localparam int unsigned IW2 = PIPE + 4;  // W2's index
  localparam int unsigned IW3 = PIPE + 5;  // W3's index

  // Forward sources, as seen from G0b (one-hot, newest first): the op that
  // will be at the multiplier's output when this op is at its input (BYP),
  // and those at the output (PO), W1, W2 and W3 when this op is at G1.
  localparam int unsigned F_BYP = 0;
  localparam int unsigned F_PO  = 1;
  localparam int unsigned F_W1  = 2;
  localparam int unsigned F_W2  = 3;
  localparam int unsigned F_W3  = 4;
  localparam int unsigned NF    = 5;

  function automatic logic wr_lane(logic v, logic hop, logic tail);  // writes its lane's Z
    wr_lane = v && !hop && !tail;
  endfunction

  tag_t                  t_in;
  // (Plain vectors, a tag every TW bits: Yosys 0.70 misreads a packed
  // array of packed structs, and a field of one of its elements.)
  localparam int unsigned TW = SID_W + 11;  // tag_t's width (v, sid, hop, lane, pw, 5 flags)
  logic [NT*TW-1:0]      tp_q;
`ifndef SYNTHESIS
  // (Yosys does not parse $bits of a type; the simulators check TW.)
  if (int'(TW) != $bits(tag_t)) begin : g_err_tw
    $fatal(1, "cm_ghash_agg: TW must be the width of tag_t");
  end
`endif
  // Named positions: G0b, G1, the multiplier's input (G2), its output (O),
  // the read of S (two before O) and its output register (one before O),
  // W1, W2 and W3.
  tag_t                  t_g0b, t_g1, t_g2, t_sr, t_sq, t_o, t_w1, t_w2, t_w3;
  logic [127:0]          g0b_x_q, g1_x_q;    // G0b, G1: the block or H
  logic [NF-1:0]         g1_lsel_q, g1_h3sel_q;
  logic                  g1_hfwd_q;
  logic [NF-1:0]         lsel_d, h3sel_d;
  logic                  hfwd_d;
  logic [127:0]          a_q, b_q;           // G2: the multiplier's operands
  logic [127:0]          h4_q;               // G2: the H op's H^4 (its a_q is H, its b_q H^2)
  logic                  byp_a_q, byp_b_q;   // G2: add / take the product at the input
  logic [127:0]          p;                  // the product (position PIPE)
  logic [127:0]          w1_q, w2_q, w3_q;   // what W1 / W2 / W3 wrote (Z, H^3 or S)
  logic [127:0]          lane_rd, h3_rd, s_rd;
  logic [383:0]          h_rd;               // {H^4, H^2, H}
  logic [127:0]          g0b_h2, g0b_h4;     // G0b: the H op's squares (written to the H store)
  logic [127:0]          g1_h2, g1_h4;       // G1: the same, for its operands
  logic                  sw_done_q;
  logic [SID_W+1:0]      sw_q;

  // ---------------------------------------------------------------------------
  // Reset sweep: every word of every store to zero.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      sw_q      <= '0;
      sw_done_q <= 1'b0;
    end else if (!sw_done_q) begin
      sw_q      <= sw_q + 1'b1;
      sw_done_q <= &sw_q;
    end
  end
  assign busy_o = !sw_done_q;

  // ---------------------------------------------------------------------------
  // G0: the op enters and the stores are read. G0b: the forward selects are
  // decided (from registers); H is written.
  // ---------------------------------------------------------------------------
  always_comb begin
    t_in        = '0;
    t_in.v      = valid_i;
    t_in.sid    = sid_i;
    t_in.hop    = hop_i;
    t_in.lane   = lane_i;
    t_in.pw     = pw_i;
    t_in.lfirst = lfirst_i;
    t_in.tail   = tail_i;
    t_in.tfirst = tfirst_i;
    t_in.fin    = fin_i;
    t_in.clrh   = clrh_i;
  end

  // Sources as seen from G0b: the op now at tag PIPE reaches the output
  // when this op reaches the input; those at tags PIPE + 1 .. PIPE + 4 are
  // at the output, W1, W2 and W3 when this op is at G1. (The store's word
  // was read at G0, before W3's write: W3 is the oldest source.)
  /* verilator lint_off UNUSEDSIGNAL */  // a source's tag: only its identity fields are compared
  tag_t src;
  /* verilator lint_on UNUSEDSIGNAL */
  always_comb begin
    lsel_d  = '0;
    h3sel_d = '0;
    src     = '0;
    for (int unsigned k = 0; k < NF; k++) begin  // newest first
      src = tag_t'(tp_q[(PIPE + k) * TW +: TW]);
      if (lsel_d == '0 && wr_lane(src.v, src.hop, src.tail) && src.sid == t_g0b.sid && src.lane == t_g0b.lane) begin
        lsel_d[k] = 1'b1;
      end
      if (h3sel_d == '0 && src.v && src.hop && src.sid == t_g0b.sid) begin
        h3sel_d[k] = 1'b1;
      end
    end
    // The message's H op one clock ahead is at G1 now, its H (a_q) at G2
    // when this op is at G1. (One two clocks ahead wrote H at G0b on the
    // clock before this op read it: that word is in the store's read.)
    hfwd_d = t_g1.v && t_g1.hop && t_g1.sid == t_g0b.sid;
  end

  assign t_g0b = tag_t'(tp_q[0 +: TW]);
  assign t_g1  = tag_t'(tp_q[TW +: TW]);
  assign t_g2  = tag_t'(tp_q[2 * TW +: TW]);
  assign t_sr  = tag_t'(tp_q[PIPE * TW +: TW]);
  assign t_sq  = tag_t'(tp_q[(PIPE + 1) * TW +: TW]);
  assign t_o   = tag_t'(tp_q[IO * TW +: TW]);
  assign t_w1  = tag_t'(tp_q[IW1 * TW +: TW]);
  assign t_w2  = tag_t'(tp_q[IW2 * TW +: TW]);
  assign t_w3  = tag_t'(tp_q[IW3 * TW +: TW]);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      tp_q <= '0;
    end else begin
      tp_q <= {tp_q[(NT-1)*TW-1:0], t_in};
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !valid_i) begin
      g0b_x_q <= '0;
    end else begin
      g0b_x_q <= x_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !t_g0b.v) begin
      g1_x_q     <= '0;
      g1_lsel_q  <= '0;
      g1_h3sel_q <= '0;
      g1_hfwd_q  <= 1'b0;
    end else begin
      g1_x_q     <= g0b_x_q;
      g1_lsel_q  <= (t_g0b.lfirst || t_g0b.hop) ? '0 : lsel_d;
      g1_h3sel_q <= (t_g0b.pw == 2'd2 && !t_g0b.hop) ? h3sel_d : '0;
      g1_hfwd_q  <= hfwd_d;
    end
  end

  // ---------------------------------------------------------------------------
  // Stores (read at G0, words at G1; S read two clocks before O). A read on
  // the clock its word is written is never used (the word is forwarded
  // instead). Each output register is zero on a clock after which no op
  // uses it.
  // ---------------------------------------------------------------------------

  logic             sweep;
  logic [SID_W-1:0] sw_sid;
  assign sweep  = !sw_done_q;
  assign sw_sid = sw_q[SID_W-1:0];

  cl_ram_ebr #(.WIDTH(128), .DEPTH(4 * NS)) u_lane (
    .clk_i,
    .we_i   (sweep || wr_lane(t_w1.v, t_w1.hop, t_w1.tail)),
    .waddr_i(sweep ? sw_q : {t_w1.sid, t_w1.lane}),
    .wdata_i(sweep ? '0 : w1_q),
    .re_i   (1'b1),
    .raddr_i({sid_i, lane_i}),
    .oe_i   (1'b1),
    .clr_i  (!t_g0b.v),
    .rdata_o(lane_rd)
  );

  // H, with its squares H^2 and H^4 (formed from the H op's register, so
  // that no square sits behind the store's read): written by the H op at
  // G0b, zeroed by the clrh op at G0b. (G1 forms the squares again from its
  // own register for the H op's operands.)
  assign g0b_h2 = cm_gf128_pkg::sq(g0b_x_q);
  assign g0b_h4 = cm_gf128_pkg::sq(g0b_h2);
  assign g1_h2  = cm_gf128_pkg::sq(g1_x_q);
  assign g1_h4  = cm_gf128_pkg::sq(g1_h2);
  cl_ram_ebr #(.WIDTH(384), .DEPTH(NS)) u_h (
    .clk_i,
    .we_i   (sweep || (t_g0b.v && (t_g0b.hop || t_g0b.clrh))),
    .waddr_i(sweep ? sw_sid : t_g0b.sid),
    .wdata_i((sweep || !t_g0b.hop) ? '0 : {g0b_h4, g0b_h2, g0b_x_q}),
    .re_i   (1'b1),
    .raddr_i(sid_i),
    .oe_i   (1'b1),
    .clr_i  (!t_g0b.v),
    .rdata_o(h_rd)
  );

  // H^3: written by the H op's product at W1, zeroed by the clrh op at W1.
  cl_ram_ebr #(.WIDTH(128), .DEPTH(NS)) u_h3 (
    .clk_i,
    .we_i   (sweep || (t_w1.v && (t_w1.hop || t_w1.clrh))),
    .waddr_i(sweep ? sw_sid : t_w1.sid),
    .wdata_i((sweep || !t_w1.hop) ? '0 : w1_q),
    .re_i   (1'b1),
    .raddr_i(sid_i),
    .oe_i   (1'b1),
    .clr_i  (!t_g0b.v),
    .rdata_o(h3_rd)
  );

  // S: read two clocks before the multiplier's output, written at W1 (the
  // last block writes zero: its sum leaves on ghash_o).
  cl_ram_ebr #(.WIDTH(128), .DEPTH(NS)) u_s (
    .clk_i,
    .we_i   (sweep || (t_w1.v && t_w1.tail)),
    .waddr_i(sweep ? sw_sid : t_w1.sid),
    .wdata_i((sweep || t_w1.fin) ? '0 : w1_q),
    .re_i   (1'b1),
    .raddr_i(t_sr.sid),
    .oe_i   (1'b1),
    .clr_i  (!(t_sq.v && t_sq.tail)),
    .rdata_o(s_rd)
  );

  // ---------------------------------------------------------------------------
  // G1: the operands.
  // ---------------------------------------------------------------------------
  logic [127:0] z, h1, h2, h4, h3, a_d, b_d;

  always_comb begin
    // One-hot selects (at most one bit set): AND-OR.
    z  = ({128{g1_lsel_q[F_PO]}} & p) | ({128{g1_lsel_q[F_W1]}} & w1_q) | ({128{g1_lsel_q[F_W2]}} & w2_q)
       | ({128{g1_lsel_q[F_W3]}} & w3_q) | ({128{g1_lsel_q == '0 && !t_g1.lfirst}} & lane_rd);
    h3 = ({128{g1_h3sel_q[F_PO]}} & p) | ({128{g1_h3sel_q[F_W1]}} & w1_q) | ({128{g1_h3sel_q[F_W2]}} & w2_q)
       | ({128{g1_h3sel_q[F_W3]}} & w3_q) | ({128{g1_h3sel_q == '0}} & h3_rd);
    // The H op one clock ahead is at G2: its H, H^2, H^4 are a_q, b_q, h4_q.
    h1 = g1_hfwd_q ? a_q  : h_rd[127:0];
    h2 = g1_hfwd_q ? b_q  : h_rd[255:128];
    h4 = g1_hfwd_q ? h4_q : h_rd[383:256];
    if (t_g1.hop) begin
      a_d = g1_x_q;
      b_d = g1_h2;
    end else begin
      a_d = g1_x_q ^ z;
      unique case (t_g1.pw)
        2'd0:    b_d = h1;
        2'd1:    b_d = h2;
        2'd2:    b_d = h3;
        default: b_d = h4;
      endcase
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !t_g1.v) begin
      a_q     <= '0;
      b_q     <= '0;
      byp_a_q <= 1'b0;
      byp_b_q <= 1'b0;
      h4_q    <= '0;
    end else begin
      h4_q    <= t_g1.hop ? g1_h4 : '0;
      a_q     <= a_d;
      b_q     <= b_d;
      byp_a_q <= g1_lsel_q[F_BYP];
      byp_b_q <= g1_h3sel_q[F_BYP];
    end
  end

  // ---------------------------------------------------------------------------
  // G2: the multiplier; the predecessor exactly PIPE clocks ahead is taken
  // from its output here.
  // ---------------------------------------------------------------------------
  logic unused_mul_v;
  cm_gf128_mul #(
    .KARATSUBA(KARATSUBA),
    .PIPE     (PIPE)
  ) u_mul (
    .clk_i,
    .rst_ni,
    .valid_i(t_g2.v),
    .a_i    (a_q ^ (byp_a_q ? p : '0)),
    .b_i    (byp_b_q ? p : b_q),
    .valid_o(unused_mul_v),
    .p_o    (p)
  );

  // ---------------------------------------------------------------------------
  // Position PIPE: the product; a tail block that is not the tail's first
  // adds S to it: S from its store's read, or forwarded from W1 / W2 / W3
  // while their writes are not yet in that read. Which one is decided a
  // clock ahead (the op one before O, against the ops that will be at W1,
  // W2 and W3) and registered one-hot, so only an AND-OR and the XOR sit
  // before W1. W1 writes the stores.
  // ---------------------------------------------------------------------------
  logic [3:0]   ssel_d, ssel_q;  // {store, W3, W2, W1}: the S the op at O adds (none: 0)
  logic [127:0] s_add, w1_d;

  always_comb begin
    ssel_d = '0;
    if (t_sq.v && t_sq.tail && !t_sq.tfirst) begin  // newest first
      if (t_o.v && t_o.tail && t_o.sid == t_sq.sid) begin
        ssel_d[0] = 1'b1;
      end else if (t_w1.v && t_w1.tail && t_w1.sid == t_sq.sid) begin
        ssel_d[1] = 1'b1;
      end else if (t_w2.v && t_w2.tail && t_w2.sid == t_sq.sid) begin
        ssel_d[2] = 1'b1;
      end else begin
        ssel_d[3] = 1'b1;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) ssel_q <= '0;
    else         ssel_q <= ssel_d;
  end

  always_comb begin
    s_add = ({128{ssel_q[0]}} & w1_q) | ({128{ssel_q[1]}} & w2_q) | ({128{ssel_q[2]}} & w3_q)
          | ({128{ssel_q[3]}} & s_rd);
    w1_d  = p ^ s_add;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !t_o.v) begin
      w1_q <= '0;
    end else begin
      w1_q <= w1_d;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !t_w1.v) begin
      w2_q <= '0;
    end else begin
      w2_q <= w1_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !t_w2.v) begin
      w3_q <= '0;
    end else begin
      w3_q <= w2_q;
    end
  end

  // Fields a position does not use.
  logic unused_tags;
  assign unused_tags = ^{t_g0b, t_g1, t_g2, t_sr, t_sq, t_o, t_w1, t_w2, t_w3};

  assign fin_v_o   = t_w1.v && t_w1.fin;
  assign fin_sid_o = t_w1.sid;
  assign ghash_o   = fin_v_o ? w1_q : '0;

`ifndef SYNTHESIS
  // ---------------------------------------------------------------------------
  // The caller's contract.
  // ---------------------------------------------------------------------------
  logic armed;  // once a reset has been applied (cl_chk_armed)
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (armed && valid_i) begin
      if (busy_o) $error("cm_ghash_agg: an op while the stores are swept (busy_o)");
      for (int unsigned k = 0; k + 1 < PIPE; k++) begin
        /* verilator lint_off UNUSEDSIGNAL */  // only the identity fields are compared
        automatic tag_t c = tag_t'(tp_q[k * TW +: TW]);
        /* verilator lint_on UNUSEDSIGNAL */
        if (!lfirst_i && !hop_i && wr_lane(c.v, c.hop, c.tail) && c.sid == sid_i && c.lane == lane_i) begin
          $error("cm_ghash_agg: stream %0d lane %0d: the lane's previous block is %0d clocks ahead (at least %0d)",
                 sid_i, lane_i, k + 1, PIPE);
        end
        if (pw_i == 2'd2 && !hop_i && c.v && c.hop && c.sid == sid_i) begin
          $error("cm_ghash_agg: stream %0d: H^3 used %0d clocks after its H op (at least %0d)",
                 sid_i, k + 1, PIPE);
        end
      end
    end
  end
`endif

endmodule
