// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_modes: the modes-of-operation engine (cipher_modes) around the AES
// block core (aes_core). BLOCK_W = 128. The user ports are those of
// cipher_modes (docs/modes.md); the key bundle cmd_key_i is 258 bits:
//   cmd_key_i[257:256]  key size code, as aes_core's in_keylen_i
//                       (0: AES-128, 1: AES-192, 2: AES-256)
//   cmd_key_i[255:0]    the key, big-endian and left-aligned (FIPS-197 key
//                       byte 0 in bits [255:248]; unused low bytes zero)
// so the key size is chosen per message. A command whose key size the core
// does not support (code 3, or a size KEYLENS leaves out) is rejected with
// ST_ERR_PARAM. With ENCRYPT_ONLY the core has no inverse cipher: ECB and
// CBC decryption are rejected with ST_ERR_MODE; CFB, OFB, CTR and CMAC run
// in both directions on the forward cipher.
//
// Policy (POLICY = 1): AES keys have no weak-key rule, so every supported
// key passes the key check; the block limit (MAX_BLOCKS) and the CMAC tag
// minimum apply as in tdes_modes.

module aes_modes #(
  parameter int unsigned KEYLENS          = 7,         // enabled key sizes: bit 0 AES-128, 1 AES-192,
                                                       // 2 AES-256
  parameter int unsigned STAGES           = 1,         // round stages of the core
  parameter int unsigned ROUNDS_PER_CYCLE = 1,         // rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0,      // register after the S-boxes of every round
  parameter int unsigned SBOX             = 0,         // S-boxes: 0 logic, 1 composite field, 2 block RAM
  parameter bit          ENCRYPT_ONLY     = 1'b0,      // no inverse cipher (ECB/CBC decrypt rejected)
  parameter int unsigned STREAMS          = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W            = 128,       // CTR: low counter bits that increment
                                                       // (32: the RFC 3686 layout)
  parameter bit          POLICY           = 1'b1,      // NIST policy (ERR_POLICY) for every message
                                                       // whose command has cmd_legacy_i = 0
  parameter int unsigned MAX_BLOCKS       = 1 << 30,   // policy: most blocks per message (AES has
                                                       // no per-key limit in these modes; 2^30
                                                       // blocks = 16 GiB keeps the count in 31
                                                       // bits)
  parameter int unsigned CMAC_MIN_TAG     = 8,         // policy: shortest CMAC tag in bytes
                                                       // (SP 800-38B appendix A: 64 bits)
  localparam int unsigned BLOCK_W = aes_pkg::BLOCK_W,  // AES block
  localparam int unsigned KEY_W   = 2 + aes_pkg::KEY_W,// {key size code, key}
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
  input  logic [CNT_W-1:0]   cmd_seg_i,      // CFB segment size in bits: 1, 8 or 128
  input  logic [TL_W-1:0]    cmd_taglen_i,   // CMAC tag length in bytes, 1..16
  input  logic               cmd_legacy_i,   // 1: exempt this message from the policy
  input  logic [KEY_W-1:0]   cmd_key_i,      // {key size code, key} (see above)
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
      aes_pkg::core_capacity(STAGES, SPLIT_ROUND, SBOX, ENCRYPT_ONLY);

  logic               core_rst_n;
  logic               core_in_valid, core_in_ready, core_in_decrypt;
  logic [BLOCK_W-1:0] core_in_block, core_out_block;
  logic [KEY_W-1:0]   core_in_key;
  logic               core_out_valid, core_out_ready;
  logic               core_out_tag;
  logic               key_valid;

  // The core supports the command's key size (KEYLENS bit of the code; code 3 never).
  localparam logic [3:0] KL_OK = {1'b0, 3'(KEYLENS)};
  assign key_valid = KL_OK[cmd_key_i[KEY_W-1 -: 2]];

  cipher_modes #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG),
    .FORWARD_ONLY(ENCRYPT_ONLY)
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
    .cmd_key_ok_i     (1'b1),
    .cmd_key_valid_i  (key_valid),
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

  aes_core #(
    .KEYLENS         (KEYLENS),
    .STAGES          (STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
    .SPLIT_ROUND     (SPLIT_ROUND),
    .SBOX            (SBOX),
    .ENCRYPT_ONLY    (ENCRYPT_ONLY),
    .TAG_W           (1)
  ) u_core (
    .clk_i,
    .rst_ni      (core_rst_n),
    .in_valid_i  (core_in_valid),
    .in_ready_o  (core_in_ready),
    .in_block_i  (core_in_block),
    .in_key_i    (core_in_key[aes_pkg::KEY_W-1:0]),
    .in_keylen_i (core_in_key[KEY_W-1 -: 2]),
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
