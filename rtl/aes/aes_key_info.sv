// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_key_info: where the SubWord of a key-schedule step goes
// (aes_pkg::key_info_t), for the block's key length kl_i and round slot p_i.
// A table of aes_pkg::key_info_const entries, evaluated at elaboration for
// the enabled key lengths and the slots P_LO..P_HI of one stage, and a
// one-hot select: a constant when the stage has one slot and one key length.

module aes_key_info #(
  parameter int unsigned KEYLENS = 7,  // enabled key lengths (aes_core)
  parameter int unsigned P_LO    = 1,  // first round slot of the stage
  parameter int unsigned P_HI    = 1   // last round slot of the stage
) (
  input  logic [1:0]         kl_i,
  input  logic [4:0]         p_i,
  input  logic               bwd_i,  // backward step (decryption in the round chain)
  output aes_pkg::key_info_t ki_o
);

  localparam int unsigned NP = P_HI - P_LO + 1;
  localparam int unsigned KW = aes_pkg::KEY_INFO_W;

  logic [3*NP-1:0][KW-1:0] ent;

  for (genvar k = 0; k < 3; k++) begin : g_len
    for (genvar r = 0; r < NP; r++) begin : g_slot
      localparam logic [KW-1:0] FWD = aes_pkg::key_info_const(k, P_LO + r, 1'b0);
      localparam logic [KW-1:0] BWD = aes_pkg::key_info_const(k, P_LO + r, 1'b1);
      logic hit;
      assign hit = ((KEYLENS >> k) & 1) == 1 && kl_i == unsigned'(2'(k)) && p_i == 5'(P_LO + r);
      assign ent[k * NP + r] = hit ? (bwd_i ? BWD : FWD) : '0;
    end
  end

  always_comb begin
    logic [KW-1:0] acc;
    acc = '0;
    for (int unsigned e = 0; e < 3 * NP; e++) acc = acc | ent[e];
    ki_o = aes_pkg::key_info_t'(acc);
  end

endmodule
