// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_sbox: one AES S-box (SubBytes), optionally with its inverse
// (InvSubBytes), combinational.
//
// IMPL 0, table: y = inv ? sbox_inv(x) : sbox_fwd(x), two 256-entry tables
// that synthesis maps to LUTs (8-input functions; 9-input with the select).
//
// IMPL 1, composite field: the compact S-box of D. Canright, "A Very Compact
// S-box for AES", CHES 2005 (LNCS 3659, pp. 441-455). The multiplicative
// inverse in GF(2^8) is computed in the isomorphic tower field
// GF(((2^2)^2)^2) with normal bases at every level (Canright's choice; see
// aes_sbox_pkg for the bases and the matrices):
//
//        x_i                                                     y_o
//         |                                                       ^
//   [FWD_IN | INV_IN, +INV_IN_C]  -> gf28_inv ->  [FWD_OUT, +0x63 | INV_OUT]
//      change of basis into           one shared      change of basis back
//      GF((2^4)^2), merged with       inverter,       to the AES basis, merged
//      the inverse affine map         GF(2^4) and     with the forward affine
//      (inverse S-box only)           GF(2^2) ops     map (forward S-box only)
//
// The inverse S-box reuses the inverter: inv_i selects the input matrix
// (with the inverse affine transform) and the output matrix (without the
// forward one). 0 maps to 0 in the inverter, as FIPS-197 defines. With
// INVERSE = 0 only the forward matrices exist and inv_i is ignored.
//
// Size on ECP5 (Yosys 0.70 synth_ecp5, LUT4 + PFUMX + L6MUX21 cells):
//   IMPL 0: 159 + 78 + 51 forward only, 349 + 166 + 102 with the inverse;
//   IMPL 1: 134 + 39 + 16 forward only, 193 + 81 + 42 with the inverse.

module aes_sbox #(
  parameter int unsigned IMPL    = 0,    // 0: look-up table in logic; 1: composite field
                                         // GF((2^4)^2) (Canright), shared forward/inverse inverter
  parameter bit          INVERSE = 1'b1  // 1: inv_i selects the inverse S-box;
                                         // 0: forward only (inv_i ignored, no inverse logic)
) (
  input  logic [7:0] x_i,
  input  logic       inv_i,  // 1: inverse S-box (InvSubBytes); ignored when !INVERSE
  output logic [7:0] y_o
);

  // Package names are written out (aes_sbox_pkg::X): Yosys accepts no package
  // import in or before a module header.

  // ---------------------------------------------------------------------------
  // Elaboration-time checks.
  // ---------------------------------------------------------------------------
  if (IMPL > 1) begin : g_err_impl
    $fatal(1, "aes_sbox: IMPL must be 0 (table) or 1 (composite field)");
  end

  if (IMPL == 0) begin : g_table
    // -------------------------------------------------------------------------
    // Look-up tables.
    // -------------------------------------------------------------------------
    if (INVERSE) begin : g_both
      always_comb begin
        y_o = inv_i ? aes_sbox_pkg::sbox_inv(x_i) : aes_sbox_pkg::sbox_fwd(x_i);
      end
    end else begin : g_fwd
      logic unused_inv;
      assign unused_inv = inv_i;
      always_comb begin
        y_o = aes_sbox_pkg::sbox_fwd(x_i);
      end
    end

  end else begin : g_composite
    // -------------------------------------------------------------------------
    // Composite field: basis change in, GF(2^8) inverter, basis change out.
    // -------------------------------------------------------------------------
    logic [7:0] inv_in;   // inverter input, composite basis
    logic [7:0] inv_out;  // inverter output (inv_in^-1), composite basis
    logic [7:0] fwd_y;    // forward S-box: affine(inv_out) in the AES basis

    always_comb begin
      inv_out = aes_sbox_pkg::gf28_inv(inv_in);
    end

    always_comb begin
      fwd_y = aes_sbox_pkg::gf2_mat8(aes_sbox_pkg::FWD_OUT, inv_out) ^ aes_sbox_pkg::AFFINE_C;
    end

    if (INVERSE) begin : g_both
      always_comb begin
        inv_in = inv_i ? aes_sbox_pkg::gf2_mat8(aes_sbox_pkg::INV_IN, x_i) ^ aes_sbox_pkg::INV_IN_C
                       : aes_sbox_pkg::gf2_mat8(aes_sbox_pkg::FWD_IN, x_i);
      end
      always_comb begin
        y_o = inv_i ? aes_sbox_pkg::gf2_mat8(aes_sbox_pkg::INV_OUT, inv_out) : fwd_y;
      end
    end else begin : g_fwd
      logic unused_inv;
      assign unused_inv = inv_i;
      always_comb begin
        inv_in = aes_sbox_pkg::gf2_mat8(aes_sbox_pkg::FWD_IN, x_i);
      end
      always_comb begin
        y_o = fwd_y;
      end
    end
  end

endmodule
