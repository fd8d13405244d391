// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_modes: the modes-of-operation engine (cipher_modes) around the DES /
// TDEA block core (tdes_core). BLOCK_W = 64, KEY_W = 192 (K1||K2||K3, K1 in
// the top bits). The user ports are those of cipher_modes (docs/modes.md).
//
// This top supplies what the engine needs to know about the core: its
// capacity (CORE_CAP = tdes_pkg::core_capacity of its register levels, the
// depth of its output FIFO) and the policy verdict on a command's key bundle
// (the three DES keys pairwise distinct, parity bits ignored).

module tdes_modes #(
  parameter int unsigned NUM_DES          = 3,         // 1 = DES, 3 = TDEA EDE
  parameter int unsigned STAGES           = 48,        // pipeline stages of the core
  parameter int unsigned ROUNDS_PER_CYCLE = 1,         // rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0,      // register inside each round
  parameter bit          SBOX_ROM         = 1'b0,      // block-RAM ROM S-boxes (SPLIT_ROUND)
  parameter int unsigned STREAMS          = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W            = 64,        // CTR: low counter bits that increment
  parameter bit          POLICY           = 1'b1,      // NIST policy (ERR_POLICY) for every message
                                                       // whose command has cmd_legacy_i = 0
  parameter int unsigned MAX_BLOCKS       = 1 << 20,   // policy: most blocks per message
                                                       // (SP 800-67r2: 2^20 per TDEA key bundle)
  parameter int unsigned CMAC_MIN_TAG     = 8,         // policy: shortest CMAC tag in bytes
                                                       // (SP 800-38B appendix A: 64 bits)
  localparam int unsigned BLOCK_W = 64,                // TDEA block
  localparam int unsigned KEY_W   = 192,               // K1||K2||K3
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,     // bit count 0..BLOCK_W
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1  // tag bytes 0..BLOCK_W/8
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low
  input  logic               zeroize_i,      // synchronous: as a reset (clears every key)
  // Input channel: command and data beats, in order.
  input  logic               din_valid_i,
  output logic               din_ready_o,
  input  logic [SID_W-1:0]   din_sid_i,      // stream id
  input  logic               din_cmd_i,      // 1: command beat (opens a message)
  input  logic [BLOCK_W-1:0] din_data_i,     // data, MSB-aligned; command: IV / counter / tag
  input  logic               din_last_i,     // data beat: last beat of the message
  input  logic [CNT_W-1:0]   din_bits_i,     // data beat: valid bits of the last beat
  // Command fields, sampled with a command beat, ignored with a data beat.
  input  logic [cipher_modes_pkg::MODE_W-1:0]  cmd_mode_i,     // MODE_*
  input  logic               cmd_decrypt_i,  // 1: decrypt (CMAC: verify)
  input  logic [CNT_W-1:0]   cmd_seg_i,      // CFB segment size in bits: 1, 8 or 64
  input  logic [TL_W-1:0]    cmd_taglen_i,   // CMAC tag length in bytes, 1..8
  input  logic               cmd_legacy_i,   // 1: exempt this message from the policy
  input  logic [KEY_W-1:0]   cmd_key_i,      // K1||K2||K3 (K1 = [191:128])
  // Data-out channel.
  output logic               dout_valid_o,
  input  logic               dout_ready_i,
  output logic [SID_W-1:0]   dout_sid_o,
  output logic [BLOCK_W-1:0] dout_data_o,    // MSB-aligned, unused bits are zero
  output logic               dout_last_o,
  output logic [CNT_W-1:0]   dout_bits_o,    // valid bits in dout_data_o
  output logic [cipher_modes_pkg::ST_W-1:0]    dout_status_o   // ST_*, meaningful on the last beat
);

  // Blocks the core can hold: its output FIFO depth and credit limit.
  localparam int unsigned CORE_CAP =
      tdes_pkg::core_capacity(STAGES * tdes_pkg::stage_levels(SPLIT_ROUND, SBOX_ROM));

  if (POLICY && NUM_DES != 3) begin : g_err_pol_des
    $fatal(1, "tdes_modes: single DES is not an approved cipher; POLICY=1 needs NUM_DES=3");
  end

  logic               core_rst_n;
  logic               core_in_valid, core_in_ready, core_in_decrypt;
  logic [BLOCK_W-1:0] core_in_block, core_out_block;
  logic [KEY_W-1:0]   core_in_key;
  logic               core_out_valid, core_out_ready;
  logic               core_out_tag;
  logic               key_ok;

  // Policy: the three DES keys of the bundle must be distinct.
  assign key_ok = tdes_pkg::keys_distinct(cmd_key_i);

  cipher_modes #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG)
  ) u_modes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    .din_valid_i,
    .din_ready_o,
    .din_sid_i,
    .din_cmd_i,
    .din_data_i,
    .din_last_i,
    .din_bits_i,
    .cmd_mode_i,
    .cmd_decrypt_i,
    .cmd_seg_i,
    .cmd_taglen_i,
    .cmd_legacy_i,
    .cmd_key_i,
    .cmd_key_ok_i     (key_ok),
    .cmd_key_valid_i  (1'b1),             // every 192-bit bundle is a TDEA key
    .dout_valid_o,
    .dout_ready_i,
    .dout_sid_o,
    .dout_data_o,
    .dout_last_o,
    .dout_bits_o,
    .dout_status_o,
    .core_rst_no      (core_rst_n),
    .core_in_valid_o  (core_in_valid),
    .core_in_ready_i  (core_in_ready),
    .core_in_block_o  (core_in_block),
    .core_in_key_o    (core_in_key),
    .core_in_decrypt_o(core_in_decrypt),
    .core_out_valid_i (core_out_valid),
    .core_out_ready_o (core_out_ready),
    .core_out_block_i (core_out_block)
  );

  tdes_core #(
    .NUM_DES         (NUM_DES),
    .STAGES          (STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
    .TAG_W           (1),
    .SPLIT_ROUND     (SPLIT_ROUND),
    .SBOX_ROM        (SBOX_ROM)
  ) u_core (
    .clk_i,
    .rst_ni      (core_rst_n),
    .in_valid_i  (core_in_valid),
    .in_ready_o  (core_in_ready),
    .in_block_i  (core_in_block),
    .in_key_i    (core_in_key),
    .in_decrypt_i(core_in_decrypt),
    .in_tag_i    (1'b0),
    .out_valid_o (core_out_valid),
    .out_ready_i (core_out_ready),
    .out_block_o (core_out_block),
    .out_tag_o   (core_out_tag)
  );

  // The engine keeps the order itself; the core's tag is not needed.
  logic unused;
  assign unused = core_out_tag;

endmodule
