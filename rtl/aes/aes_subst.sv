// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_subst: the S-boxes of one AES round: SubBytes (InvSubBytes when
// decrypting) on the 16 state bytes, and the key schedule's SubWord on one
// 32-bit word (always the forward S-box). The key-expansion chain uses only
// the SubWord (DATA = 0).

module aes_subst #(
  parameter int unsigned SBOX    = 0,    // aes_sbox IMPL: 0 table in logic, 1 composite field
  parameter bit          INVERSE = 1'b1, // build the inverse S-box for decryption
  parameter bit          DATA    = 1'b1  // build the 16 state S-boxes
) (
  input  logic [127:0] state_i,
  input  logic         decrypt_i,
  input  logic [31:0]  word_i,
  output logic [127:0] state_o,
  output logic [31:0]  word_o
);

  if (DATA) begin : g_data
    for (genvar b = 0; b < 16; b++) begin : g_byte
      aes_sbox #(.IMPL(SBOX), .INVERSE(INVERSE)) u_sbox (
        .x_i  (state_i[8 * b +: 8]),
        .inv_i(decrypt_i),
        .y_o  (state_o[8 * b +: 8])
      );
    end
  end else begin : g_no_data
    assign state_o = state_i;
    logic unused;
    assign unused = decrypt_i;
  end

  for (genvar b = 0; b < 4; b++) begin : g_key
    aes_sbox #(.IMPL(SBOX), .INVERSE(1'b0)) u_sbox (
      .x_i  (word_i[8 * b +: 8]),
      .inv_i(1'b0),
      .y_o  (word_o[8 * b +: 8])
    );
  end

endmodule
