// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_sbox: one AES S-box, forward and (optionally) inverse, combinational.
// IMPL 0 is a look-up table in logic (aes_sbox_pkg): on ECP5 about 160 LUT4
// for the forward table and 350 with the inverse (a 9-input function).

module aes_sbox #(
  parameter int unsigned IMPL    = 0,    // 0: table in logic (the only implementation so far)
  parameter bit          INVERSE = 1'b1  // 1: inv_i selects the inverse S-box; 0: forward only
) (
  input  logic [7:0] x_i,
  input  logic       inv_i,  // 1: inverse S-box (InvSubBytes); ignored when !INVERSE
  output logic [7:0] y_o
);

  if (IMPL != 0) begin : g_err_impl
    $fatal(1, "aes_sbox: IMPL must be 0 (table in logic)");
  end

  if (INVERSE) begin : g_both
    assign y_o = inv_i ? aes_sbox_pkg::sbox_inv(x_i) : aes_sbox_pkg::sbox_fwd(x_i);
  end else begin : g_fwd
    assign y_o = aes_sbox_pkg::sbox_fwd(x_i);
    logic unused;
    assign unused = inv_i;
  end

endmodule
