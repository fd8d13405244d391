// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_round_end: the second half of a round slot, after the S-boxes
// (aes_stage). A full or last round applies aes_pkg::round_rest with the
// round key: encryption takes the upper round key of the stepped window
// (round key p), decryption the lower one of its current window (round key
// NR-p). A pass-through slot leaves state and key as they are. The
// key-expansion chain (KEY_ONLY) steps decryption keys only and carries the
// state.
//
// INV_HEAD: decryption only, and sb_i is the round's head already
// (aes_pkg::inv_round_head: InvShiftRows, AddRoundKey and pre_inv_mix,
// taken a register level earlier), so a full round adds its MixColumns.

module aes_round_end #(
  parameter bit KEY_ONLY = 1'b0,  // key-expansion chain stage
  parameter bit INV_HEAD = 1'b0   // decryption only, sb_i is aes_pkg::inv_round_head's output
) (
  input  logic [127:0] state_i,  // state before the round (kept on pass-through)
  input  logic [127:0] sb_i,     // S-box output of the state
  input  logic [255:0] key_i,    // key window before the step
  input  logic [255:0] win_i,    // key window after the step
  input  logic         decrypt_i,
  input  logic         pass_i,   // the slot is beyond the block's last round
  input  logic         last_i,   // the slot is the block's last round
  output logic [127:0] state_o,
  output logic [255:0] key_o
);

  if (INV_HEAD && KEY_ONLY) begin : g_err_head
    $fatal(1, "aes_round_end: INV_HEAD is for a round chain stage, not the key-expansion chain");
  end

  logic [127:0] rk;
  assign rk = (!KEY_ONLY && decrypt_i) ? aes_pkg::key_half(key_i, 1'b0)
                                       : aes_pkg::key_half(win_i, 1'b1);

  assign key_o   = (!pass_i && (!KEY_ONLY || decrypt_i)) ? win_i : key_i;
  if (INV_HEAD) begin : g_tail
    logic unused_rk;
    assign unused_rk = ^{rk, decrypt_i};
    assign state_o = (!KEY_ONLY && !pass_i) ? aes_pkg::inv_round_tail(sb_i, last_i) : state_i;
  end else begin : g_rest
    assign state_o = (!KEY_ONLY && !pass_i) ? aes_pkg::round_rest(sb_i, rk, decrypt_i, last_i)
                                            : state_i;
  end

endmodule
