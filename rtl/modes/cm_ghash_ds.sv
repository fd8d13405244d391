// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_ghash_ds: GHASH (NIST SP 800-38D) for many interleaved streams, one
// block every few clocks, with a digit-serial multiplier: the unit for a
// core that takes a block every II clocks (the iterative AES cores), sized
// to that rate rather than to a block per clock (cm_ghash_agg).
//
// Horner's rule, Y := (Y ^ X) * H, per stream: each block's product takes
// STEPS = 128 / DIGIT clocks, DIGIT bits of H per clock (most significant
// digit of H's polynomial first: Z := Z * x^DIGIT + A * digit, reduced
// modulo x^128 + x^7 + x^2 + x + 1 each clock). The op interface is
// cm_ghash_agg's, so that the engine's completion stage takes either:
//   hop_i   an H op: H (x_i) is stored for the stream;
//   else    a block of the message; it is the message's first block when
//           lfirst_i is set in lane 0 (Y starts from zero), and fin_i
//           ends the message: its GHASH comes out LAT = STEPS + 2 clocks
//           after the op on fin_v_o / ghash_o; clrh_i zeroes the stream's
//           H after the op (the message's last use of it).
//   lane_i, pw_i, tail_i and tfirst_i (the four-lane schedule) are not
//   used: Horner's rule needs no schedule.
// Stores (one word per stream, cl_ram_1r1w, read one clock after the op
// enters; distributed RAM up to 16 streams, else block RAM): Y and H.
//
// Timing of an op that enters on clock c (valid_i high):
//   c + 1     the stores' words are out: A := (first ? 0 : Y) ^ X, B := H
//             (an H op writes H on this clock's edge instead, and ends);
//   c + 2 ..  c + STEPS + 1: the STEPS multiplier steps; the last one's
//             product is written to Y (clrh_i: H := 0) and, with fin_i,
//             to the output register.
// Caller's contract (checked in simulation): no op while busy_o, and an op
// at least INTERVAL = STEPS + 2 clocks after the one before it (any
// stream), so that every op reads the stores after the previous op's
// writes and the multiplier is free.
// After reset the stores are swept to zero (2^SID_W clocks, busy_o).
// Every data register is zero while it carries no op (H is key material).

module cm_ghash_ds #(
  parameter int unsigned SID_W = 3,   // stream id width: 2^SID_W streams
  parameter int unsigned DIGIT = 16,  // bits of H per multiplier clock (2..64, a power of two)
  localparam int unsigned STEPS    = 128 / DIGIT,  // clocks per product
  localparam int unsigned INTERVAL = STEPS + 2     // least clocks from one op to the next (and
                                                   // fin_i to fin_v_o)
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  output logic             busy_o,     // sweeping the stores: no op may enter
  // Ops, at least INTERVAL clocks apart.
  input  logic             valid_i,
  input  logic [SID_W-1:0] sid_i,
  input  logic             hop_i,      // H op: x_i is H (store it)
  input  logic [127:0]     x_i,        // the block (GCM bit order), or H
  input  logic [1:0]       lane_i,     // block: its lane (with lfirst_i: the message's first)
  input  logic [1:0]       pw_i,       // (not used)
  input  logic             lfirst_i,   // block: the lane's first of the message
  input  logic             tail_i,     // (not used)
  input  logic             tfirst_i,   // (not used)
  input  logic             fin_i,      // block: the last (GHASH out LAT clocks later)
  input  logic             clrh_i,     // block: the last use of H: zero H
  // GHASH of a message, LAT clocks after its fin_i block.
  output logic             fin_v_o,
  output logic [SID_W-1:0] fin_sid_o,
  output logic [127:0]     ghash_o     // zero without fin_v_o
);

  localparam int unsigned NS = 1 << SID_W;  // streams
  localparam int unsigned CW = $clog2(STEPS + 1);

  // ---------------------------------------------------------------------------
  // Elaboration-time checks.
  // ---------------------------------------------------------------------------
  if (SID_W < 1 || SID_W > 10) begin : g_err_sid
    $fatal(1, "cm_ghash_ds: SID_W must be 1..10 (2 to 1024 streams)");
  end
  if (DIGIT < 2 || DIGIT > 64 || (DIGIT & (DIGIT - 1)) != 0) begin : g_err_digit
    $fatal(1, "cm_ghash_ds: DIGIT must be a power of two from 2 to 64");
  end

  // One step: z * x^DIGIT + a * d (d a DIGIT-bit polynomial, bit i = the
  // coefficient of x^i), reduced (the package's reduction of a product;
  // the bits above x^(127 + DIGIT) are zero and fold away).
  function automatic logic [127:0] step(logic [127:0] z, logic [127:0] a, logic [DIGIT-1:0] d);
    logic [254:0] t;
    t = 255'({z, {DIGIT{1'b0}}});
    for (int unsigned i = 0; i < DIGIT; i++) begin
      if (d[i]) t = t ^ (255'(a) << i);
    end
    step = cm_gf128_pkg::reduce(t);
  endfunction

  // ---------------------------------------------------------------------------
  // Reset sweep: every word of both stores to zero.
  // ---------------------------------------------------------------------------
  logic             sw_done_q;
  logic [SID_W:0]   sw_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      sw_q      <= '0;
      sw_done_q <= 1'b0;
    end else if (!sw_done_q) begin
      sw_q      <= sw_q + 1'b1;
      sw_done_q <= sw_q == (SID_W + 1)'(NS - 1);
    end
  end
  assign busy_o = !sw_done_q;

  // ---------------------------------------------------------------------------
  // The op: registered as it enters (the stores' address stage), then the
  // multiplier's STEPS clocks.
  // ---------------------------------------------------------------------------
  logic             op_v_q, op_hop_q, op_first_q, op_fin_q, op_clrh_q;
  logic [SID_W-1:0] op_sid_q;
  logic [127:0]     op_x_q;
  logic [127:0]     y_rd, h_rd;
  logic             m_busy_q;              // the multiplier holds an op
  logic [CW-1:0]    m_cnt_q;               // its steps left
  logic             m_fin_q, m_clrh_q;
  logic [SID_W-1:0] m_sid_q;
  logic [127:0]     a_q, b_q, z_q;         // A, H's digits left (top first), Z (polynomials)
  logic [127:0]     z_next;
  logic             m_last;                // the multiplier's last step is on this clock

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !valid_i) begin
      op_v_q     <= 1'b0;
      op_hop_q   <= 1'b0;
      op_first_q <= 1'b0;
      op_fin_q   <= 1'b0;
      op_clrh_q  <= 1'b0;
      op_sid_q   <= '0;
      op_x_q     <= '0;
    end else begin
      op_v_q     <= 1'b1;
      op_hop_q   <= hop_i;
      op_first_q <= lfirst_i && lane_i == 2'd0;
      op_fin_q   <= fin_i;
      op_clrh_q  <= clrh_i;
      op_sid_q   <= sid_i;
      op_x_q     <= x_i;
    end
  end

  assign z_next = step(z_q, a_q, b_q[127 -: DIGIT]);
  assign m_last = m_busy_q && m_cnt_q == CW'(1'b1);

  logic m_load;  // a block op enters the multiplier
  assign m_load = op_v_q && !op_hop_q;

  // When the product leaves (or at reset) every register goes back to zero.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || (m_last && !m_load)) begin
      m_busy_q <= 1'b0;
      m_cnt_q  <= '0;
      m_fin_q  <= 1'b0;
      m_clrh_q <= 1'b0;
      m_sid_q  <= '0;
      a_q      <= '0;
      b_q      <= '0;
      z_q      <= '0;
    end else if (m_load) begin
      m_busy_q <= 1'b1;
      m_cnt_q  <= CW'(STEPS);
      m_fin_q  <= op_fin_q;
      m_clrh_q <= op_clrh_q;
      m_sid_q  <= op_sid_q;
      a_q      <= cm_gf128_pkg::rev128((op_first_q ? '0 : y_rd) ^ op_x_q);
      b_q      <= cm_gf128_pkg::rev128(h_rd);
      z_q      <= '0;
    end else if (m_busy_q) begin
      m_cnt_q <= m_cnt_q - 1'b1;
      b_q     <= b_q << DIGIT;
      z_q     <= z_next;
    end
  end

  // The output register: the GHASH of a message, zero otherwise.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !(m_last && m_fin_q)) begin
      fin_v_o   <= 1'b0;
      fin_sid_o <= '0;
      ghash_o   <= '0;
    end else begin
      fin_v_o   <= 1'b1;
      fin_sid_o <= m_sid_q;
      ghash_o   <= cm_gf128_pkg::rev128(z_next);
    end
  end

  // ---------------------------------------------------------------------------
  // Stores. Y: written by each block's last step (zero after a message's last
  // block: nothing reads it before the next message's first block, which
  // starts from zero). H: written by the H op, zeroed by clrh_i.
  // ---------------------------------------------------------------------------
  logic             y_we, h_we;
  logic [SID_W-1:0] y_wa, h_wa;
  logic [127:0]     y_wd, h_wd;
  assign y_we = !sw_done_q || m_last;
  assign y_wa = !sw_done_q ? sw_q[SID_W-1:0] : m_sid_q;
  assign y_wd = (!sw_done_q || m_fin_q) ? '0 : cm_gf128_pkg::rev128(z_next);
  assign h_we = !sw_done_q || (op_v_q && op_hop_q) || (m_last && m_clrh_q);
  assign h_wa = !sw_done_q ? sw_q[SID_W-1:0] : (op_v_q && op_hop_q) ? op_sid_q : m_sid_q;
  assign h_wd = (sw_done_q && op_v_q && op_hop_q) ? op_x_q : '0;

  cl_ram_1r1w #(.WIDTH(128), .DEPTH(NS), .RDW_OLD(1'b0), .LUTRAM(NS <= 16)) u_y (
    .clk_i,
    .we_i   (y_we),
    .waddr_i(y_wa),
    .wdata_i(y_wd),
    .re_i   (1'b1),
    .raddr_i(sid_i),
    .rdata_o(y_rd)
  );
  cl_ram_1r1w #(.WIDTH(128), .DEPTH(NS), .RDW_OLD(1'b0), .LUTRAM(NS <= 16)) u_h (
    .clk_i,
    .we_i   (h_we),
    .waddr_i(h_wa),
    .wdata_i(h_wd),
    .re_i   (1'b1),
    .raddr_i(sid_i),
    .rdata_o(h_rd)
  );

  logic unused;
  assign unused = ^{pw_i, tail_i, tfirst_i};

`ifndef SYNTHESIS
  // The caller's contract, checked once a reset has been applied.
  logic             armed;
  logic [CW+1:0]    since_q;  // clocks since the last op, saturating
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      since_q <= '1;
    end else if (valid_i) begin
      since_q <= '0;
    end else if (since_q != '1) begin
      since_q <= since_q + 1'b1;
    end
  end
  always_ff @(posedge clk_i) begin
    if (armed && rst_ni && valid_i) begin
      if (busy_o) $error("cm_ghash_ds: an op while busy_o (the reset sweep)");
      if (since_q != '1 && 32'(since_q) + 1 < INTERVAL) begin
        $error("cm_ghash_ds: an op %0d clocks after the one before it (at least %0d)",
               32'(since_q) + 1, INTERVAL);
      end
    end
  end
`endif

endmodule
