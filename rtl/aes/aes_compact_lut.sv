// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_compact_lut: a bank of W identical 4-input functions,
// y_o[i] = TT[{d_i[i], c_i[i], b_i[i], a_i[i]}] (a_i the least significant
// index bit), kept as its own hierarchy level in synthesis.
//
// aes_compact writes its datapath as stages of at most four inputs per bit.
// Flattened, ABC (abc9, delay first) merges such stages into 5- and 6-input
// functions, which ECP5 builds from 2 and 4 LUT4s with PFUMX/L6MUX21 (a
// 4:1 multiplexer became 4 LUT4, a MixColumns bit up to 8); kept apart,
// each bit of a bank is exactly one LUT4. Truth tables used (TT):
//   16'h6996  a ^ b ^ c ^ d          16'h9696  a ^ b ^ c
//   16'hF888  (a & b) | (c & d)      16'hFEEE  a | b | (c & d)
//   16'hCACA  c ? b : a              16'h6A6A  a ^ (b & c)
//   16'hA66A  a ^ (b & (c ^ d))      16'h3CAA  d ? b ^ c : a
//   16'h56A6  a ^ (c ? d : b)        16'h9666  a ^ b ^ (c & d)
//   16'h2828  a & (b ^ c)            16'h00AC  d ? 0 : c ? a : b
//   16'hFFAC  d ? 1 : c ? a : b

(* keep_hierarchy *)
module aes_compact_lut #(
  parameter int unsigned W  = 32,      // bits (independent functions)
  parameter logic [15:0] TT = 16'h6996 // truth table, index {d, c, b, a}
) (
  input  logic [W-1:0] a_i,
  input  logic [W-1:0] b_i,
  input  logic [W-1:0] c_i,
  input  logic [W-1:0] d_i,
  output logic [W-1:0] y_o
);

  for (genvar i = 0; i < W; i++) begin : g_bit
    assign y_o[i] = TT[{d_i[i], c_i[i], b_i[i], a_i[i]}];
  end

endmodule
