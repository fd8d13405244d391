// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_sbox: the eight DES S-boxes, 48 -> 32 bits (before P).
//
// Kept as its own hierarchy level in synthesis: mapped alone, each S-box
// output bit becomes exactly one 6-input LUT (on ECP5: four LUT4s, two PFUMX
// and one L6MUX21, i.e. one LUT level). Flattened together with the key XOR
// in front of it, ABC merges the two and needs about 10% more LUT4s.

(* keep_hierarchy *)
module tdes_sbox (
  input  logic [47:0] x_i,  // S-box inputs: E(R) ^ K
  output logic [31:0] s_o   // S-box outputs, S1 at the MSB end
);

  assign s_o = tdes_pkg::sboxes(x_i);

endmodule
