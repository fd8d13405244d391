// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_clmul: carry-less (GF(2)[x]) product of two W-bit polynomials, purely
// combinational. Bit i of an operand or of the product is the coefficient
// of x^i. The leaf multiplier of cm_gf128_mul (GHASH).

module cm_clmul #(
  parameter int unsigned W = 32  // operand width in bits (>= 2)
) (
  input  logic [W-1:0]   x_i,
  input  logic [W-1:0]   y_i,
  output logic [2*W-2:0] z_o    // x * y: every bit the XOR of the AND terms x[i] & y[k-i]
);

  // One shifted, masked copy of y per bit of x: the same AND/XOR network as
  // the bit-by-bit double loop, written as W word operations, which is what
  // keeps a simulator's model of the 27 leaves of cm_gf128_mul small (the
  // double loop unrolled into 27 x 256 bit statements, half of an AES
  // engine's generated C++).
  logic [2*W-2:0] row;  // x[i] * y * x^i

  always_comb begin
    z_o = '0;
    row = '0;
    for (int unsigned i = 0; i < W; i++) begin
      row          = '0;
      row[W-1:0]   = {W{x_i[i]}} & y_i;
      z_o          = z_o ^ (row << i);
    end
  end

  if (W < 2) begin : g_err_w
    $fatal(1, "cm_clmul: W must be at least 2");
  end

endmodule
