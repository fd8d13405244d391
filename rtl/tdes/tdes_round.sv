// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_round: one combinational DES round on L||R.
//   R' = L ^ P(S(E(R) ^ K)), L' = R, except in the last round of a DES
//   operation (swap_i = 0), which keeps the halves in place.
// The round-key selection of the caller merges with the key XOR into one
// LUT4 level; the S-boxes are one LUT level; the XOR with L is one more.

module tdes_round (
  input  logic [63:0] lr_i,   // L||R before the round
  input  logic [47:0] key_i,  // round key
  input  logic        swap_i, // 0 in the last round of a DES operation
  output logic [63:0] lr_o    // L||R after the round
);

  logic [31:0] s, nr;

  tdes_sbox u_sbox (
    .x_i(tdes_pkg::e_expand(lr_i[31:0]) ^ key_i),
    .s_o(s)
  );

  assign nr   = lr_i[63:32] ^ tdes_pkg::p_perm(s);
  assign lr_o = swap_i ? {lr_i[31:0], nr} : {nr, lr_i[31:0]};

endmodule
