// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_modes: TEMPORARY per-cipher top (the modes engine around tdes_core),
// replaced by the core-agnostic engine split (branch rtl-split).

module tdes_modes #(
  parameter int unsigned NUM_DES          = 3,        // 1 = DES, 3 = TDEA EDE
  parameter int unsigned STAGES           = 48,       // pipeline stages of the core
  parameter int unsigned ROUNDS_PER_CYCLE = 1,        // rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0,     // register inside each round
  parameter bit          SBOX_ROM         = 1'b0,     // block-RAM ROM S-boxes (SPLIT_ROUND)
  parameter int unsigned STREAMS          = 64,       // stream contexts
  parameter int unsigned CTR_W            = 64,       // CTR: low counter bits that increment
  parameter bit          POLICY           = 1'b1,     // NIST policy
  parameter int unsigned MAX_BLOCKS       = 1 << 20,  // policy: most blocks per message
  parameter int unsigned CMAC_MIN_TAG     = 8,        // policy: shortest CMAC tag in bytes
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic               zeroize_i,
  input  logic               din_valid_i,
  output logic               din_ready_o,
  input  logic [SID_W-1:0]   din_sid_i,
  input  logic               din_cmd_i,
  input  logic [63:0]        din_data_i,
  input  logic               din_last_i,
  input  logic [6:0]         din_bits_i,
  input  logic [2:0]         cmd_mode_i,
  input  logic               cmd_decrypt_i,
  input  logic [6:0]         cmd_seg_i,
  input  logic [3:0]         cmd_taglen_i,
  input  logic               cmd_legacy_i,
  input  logic [191:0]       cmd_key_i,
  output logic               dout_valid_o,
  input  logic               dout_ready_i,
  output logic [SID_W-1:0]   dout_sid_o,
  output logic [63:0]        dout_data_o,
  output logic               dout_last_o,
  output logic [6:0]         dout_bits_o,
  output logic [2:0]         dout_status_o
);
  cipher_modes #(
    .CORE(0), .BLOCK_W(64), .KEY_W(192), .NUM_DES(NUM_DES), .STAGES(STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE), .SPLIT_ROUND(SPLIT_ROUND), .SBOX_ROM(SBOX_ROM),
    .STREAMS(STREAMS), .CTR_W(CTR_W), .POLICY(POLICY), .MAX_BLOCKS(MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG)
  ) u_engine (.*);
endmodule
