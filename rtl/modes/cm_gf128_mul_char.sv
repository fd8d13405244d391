// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_gf128_mul_char: cm_gf128_mul behind one register level on its
// operands, the top that the registry (core "ghash") synthesizes, places
// and routes out of context. nextpnr's out-of-context mode does not time
// paths from the top's ports, so without these registers the multiplier's
// first stage (the leaf products) would not be timed at all. In the engine
// the operands come from registers too. Latency PIPE + 1.

module cm_gf128_mul_char #(
  parameter int unsigned KARATSUBA = 2,  // as cm_gf128_mul: Karatsuba levels (0..3)
  parameter int unsigned PIPE      = 2   // as cm_gf128_mul: its register levels (1..4)
) (
  input  logic         clk_i,
  input  logic         rst_ni,   // synchronous, active low
  input  logic         valid_i,
  input  logic [127:0] a_i,      // GCM bit order (bit 127 = x^0)
  input  logic [127:0] b_i,
  output logic         valid_o,  // PIPE + 1 clocks after valid_i
  output logic [127:0] p_o       // a * b; zero while valid_o is low
);

  logic         v_q;
  logic [127:0] a_q, b_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) v_q <= 1'b0;
    else         v_q <= valid_i;
  end

  // Zero without a product (the operands are key material).
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !valid_i) begin
      a_q <= '0;
      b_q <= '0;
    end else begin
      a_q <= a_i;
      b_q <= b_i;
    end
  end

  cm_gf128_mul #(.KARATSUBA(KARATSUBA), .PIPE(PIPE)) u_mul (
    .clk_i,
    .rst_ni,
    .valid_i(v_q),
    .a_i    (a_q),
    .b_i    (b_q),
    .valid_o,
    .p_o
  );

endmodule
