// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_gf128_mul: the GHASH multiplier (NIST SP 800-38D, 6.3), bit-parallel
// and pipelined: one product per clock, PIPE clocks of latency, no stall.
//
// The 128 x 128 carry-less product is split KARATSUBA times (Karatsuba /
// Ofman over GF(2)): a = a1 x^h + a0, b = b1 x^h + b0 gives
//   a b = a1 b1 x^2h + ((a0 + a1)(b0 + b1) + a0 b0 + a1 b1) x^h + a0 b0,
// three half-size products instead of four. After KARATSUBA levels there
// are 3^KARATSUBA leaf products of (128 >> KARATSUBA)-bit operands (leaf n's
// base-3 digits, most significant first, pick at each level the low half
// (0), the high half (1) or their sum (2)). The leaves are combined back up
// the tree and the 255-bit product is reduced modulo the field polynomial.
//
// Register levels (PIPE): 1 = the reduced product only; 2 = also the leaf
// products; 3 = also the combined 255-bit product; 4 = also the leaf
// operands (after the Karatsuba sums, before the leaf multipliers). Every
// register is zero while it carries no product (the operands are key
// material: H).

module cm_gf128_mul #(
  parameter int unsigned KARATSUBA = 2,  // Karatsuba levels (0..3): 3^KARATSUBA leaf
                                         // multipliers of (128 >> KARATSUBA) bits
  parameter int unsigned PIPE      = 2   // register levels = latency in clocks (1..4)
) (
  input  logic         clk_i,
  input  logic         rst_ni,   // synchronous, active low
  input  logic         valid_i,
  input  logic [127:0] a_i,      // field elements in GCM bit order (bit 127 = x^0)
  input  logic [127:0] b_i,
  output logic         valid_o,  // PIPE clocks after valid_i
  output logic [127:0] p_o       // a * b (GCM bit order); zero while valid_o is low
);

  localparam int unsigned NL = 3 ** KARATSUBA;    // leaf products
  localparam int unsigned LW = 128 >> KARATSUBA;  // leaf operand width
  localparam int unsigned PW = 2 * LW - 1;        // leaf product width

  // ---------------------------------------------------------------------------
  // Elaboration-time checks.
  // ---------------------------------------------------------------------------
  if (KARATSUBA > 3) begin : g_err_karatsuba
    $fatal(1, "cm_gf128_mul: KARATSUBA must be 0, 1, 2 or 3 (leaves of 128, 64, 32 or 16 bits)");
  end
  if (PIPE < 1 || PIPE > 4) begin : g_err_pipe
    $fatal(1, "cm_gf128_mul: PIPE must be 1, 2, 3 or 4 (register levels)");
  end

  // ---------------------------------------------------------------------------
  // Karatsuba tree.
  // ---------------------------------------------------------------------------
  // Operand of leaf n: apply n's base-3 digits (top level first) to v.
  function automatic logic [LW-1:0] leaf_operand(logic [127:0] v, int unsigned n);
    logic [127:0] t, lo, hi;
    int unsigned  div, h, d;
    t   = v;
    div = NL;
    for (int l = 0; l < int'(KARATSUBA); l++) begin
      div = div / 3;
      d   = (n / div) % 3;
      h   = 64 >> l;
      lo  = t & ((128'd1 << h) - 128'd1);
      hi  = (t >> h) & ((128'd1 << h) - 128'd1);
      t   = (d == 0) ? lo : (d == 1) ? hi : (lo ^ hi);
    end
    leaf_operand = t[LW-1:0];
  endfunction

  // Combine the leaf products bottom-up: at each level, node m's children
  // are 3m (low), 3m + 1 (high) and 3m + 2 (sum).
  // (Flat vectors: Yosys loses the width of packed arrays declared in
  // generate blocks.)
  function automatic logic [254:0] combine(logic [NL*PW-1:0] leaves);
    logic [NL-1:0][254:0] t;
    logic [254:0]         p0, p1, p2;
    int unsigned          h;
    t = '0;
    for (int unsigned n = 0; n < NL; n++) t[n][PW-1:0] = leaves[n*PW +: PW];
    for (int unsigned l = KARATSUBA; l > 0; l--) begin
      h = 128 >> l;  // operand half width at level l - 1
      for (int m = 0; m < int'(NL / 3); m++) begin
        if (m < 3 ** (l - 1)) begin
          p0   = t[3 * m];
          p1   = t[3 * m + 1];
          p2   = t[3 * m + 2];
          t[m] = p0 ^ ((p0 ^ p1 ^ p2) << h) ^ (p1 << (2 * h));
        end
      end
    end
    combine = t[0];
  endfunction

  // ---------------------------------------------------------------------------
  // Leaves.
  // ---------------------------------------------------------------------------
  localparam bit OPS_REG = (PIPE == 4);  // a register level on the leaf operands
  logic [127:0]     pa, pb;        // operands as polynomials
  logic [NL*LW-1:0] opa, opb;      // leaf operands: leaf n at [n*LW +: LW]
  logic [NL*LW-1:0] opa_s, opb_s;  // the leaf operands the multipliers see
  logic             ops_v;         // they carry a product
  logic [NL*PW-1:0] leaves;        // leaf n at [n*PW +: PW]
  logic [PIPE-1:0]  v_q;           // v_q[i]: register level i + 1 holds a product
  logic [127:0]     p_q;

  assign pa = cm_gf128_pkg::rev128(a_i);
  assign pb = cm_gf128_pkg::rev128(b_i);

  for (genvar n = 0; n < NL; n++) begin : g_leaf
    assign opa[n*LW +: LW] = leaf_operand(pa, n);
    assign opb[n*LW +: LW] = leaf_operand(pb, n);
    cm_clmul #(.W(LW)) u_clmul (
      .x_i(opa_s[n*LW +: LW]),
      .y_i(opb_s[n*LW +: LW]),
      .z_o(leaves[n*PW +: PW])
    );
  end

  if (OPS_REG) begin : g_ops
    logic [NL*LW-1:0] opa_q, opb_q;
    always_ff @(posedge clk_i) begin
      if (!rst_ni || !valid_i) begin
        opa_q <= '0;
        opb_q <= '0;
      end else begin
        opa_q <= opa;
        opb_q <= opb;
      end
    end
    assign opa_s = opa_q;
    assign opb_s = opb_q;
    assign ops_v = v_q[0];
  end else begin : g_no_ops
    assign opa_s = opa;
    assign opb_s = opb;
    assign ops_v = valid_i;
  end

  // ---------------------------------------------------------------------------
  // Pipeline.
  // ---------------------------------------------------------------------------
  if (PIPE == 1) begin : g_pipe1
    always_ff @(posedge clk_i) begin
      if (!rst_ni) v_q <= '0;
      else         v_q <= valid_i;
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni || !ops_v) p_q <= '0;
      else                   p_q <= cm_gf128_pkg::reduce(combine(leaves));
    end
  end else begin : g_pipe234
    localparam int unsigned LV = OPS_REG ? 1 : 0;  // v_q index of the leaf products
    logic [NL*PW-1:0] leaves_q;
    logic [254:0]     comb;

    always_ff @(posedge clk_i) begin
      if (!rst_ni) v_q <= '0;
      else         v_q <= {v_q[PIPE-2:0], valid_i};
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni || !ops_v) leaves_q <= '0;
      else                   leaves_q <= leaves;
    end

    assign comb = combine(leaves_q);
    if (PIPE == 2) begin : g_pipe2
      always_ff @(posedge clk_i) begin
        if (!rst_ni || !v_q[0]) p_q <= '0;
        else                    p_q <= cm_gf128_pkg::reduce(comb);
      end
    end else begin : g_pipe34
      logic [254:0] comb_q;
      always_ff @(posedge clk_i) begin
        if (!rst_ni || !v_q[LV]) comb_q <= '0;
        else                     comb_q <= comb;
      end
      always_ff @(posedge clk_i) begin
        if (!rst_ni || !v_q[LV+1]) p_q <= '0;
        else                       p_q <= cm_gf128_pkg::reduce(comb_q);
      end
    end
  end

  assign valid_o = v_q[PIPE-1];
  assign p_o     = cm_gf128_pkg::rev128(p_q);

endmodule
