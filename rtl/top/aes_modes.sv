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
  parameter bit          CHAIN_ROUND      = 1'b0,      // the round's register after its S-boxes (AES-128
                                                       // encryption: latency II + 4, for feedback chains)
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
  parameter bit          GCM              = 1'b1,      // the authenticated modes, AES-GCM / GMAC
                                                       // (mode 6) and AES-CCM (mode 7): with GCM in
                                                       // MODES, a GHASH unit in the completion path
                                                       // (GHASH_DIGIT; every result then takes
                                                       // GHASH_PIPE + 4 clocks more, digit-serial
                                                       // 128 / GHASH_DIGIT + 2)
  parameter int unsigned MODES            = 255,       // the modes built (bit MODE_*: 0 ECB .. 5 CMAC,
                                                       // 6 GCM, 7 CCM; 6 and 7 need GCM = 1): a
                                                       // packet for another gets ERR_MODE, and the
                                                       // logic of a mode left out is not built
                                                       // (64: GCM/GMAC only; 128: CCM only; 0..255)
  parameter bit          RELEASE_UNVERIFIED = 1'b0,    // GCM decryption streams its plaintext before
                                                       // the tag is checked (verdict on the last
                                                       // beat); 0: it waits in the message buffer
  parameter int unsigned AUTH_BUF_BYTES   = 18432,     // GCM decryption message buffer in bytes
                                                       // (a multiple of 16; RELEASE_UNVERIFIED = 0)
  parameter int unsigned GHASH_KARATSUBA  = 3,         // GHASH multiplier: Karatsuba levels (0..3)
  parameter int unsigned GHASH_PIPE       = 4,         // GHASH multiplier: register levels (1..4)
  parameter int unsigned GHASH_DIGIT      = 128,       // GCM's GHASH unit, bits of H per clock: 128 the
                                                       // line-rate one (a block per clock); 2..64 the
                                                       // digit-serial one (a block every
                                                       // 128 / GHASH_DIGIT + 2 clocks, for a core
                                                       // that takes one every II clocks)
  parameter bit          SA               = 1'b0,      // security-association headers: a packet may
                                                       // name a key store slot instead of carrying
                                                       // its key (lk_*; docs/modes.md, *Key slots*)
  parameter bit          DESC             = 1'b0,      // descriptors on s_axis_cmd, the data alone
                                                       // on s_axis (docs/modes.md, *Descriptors*);
                                                       // 0: in-band headers, s_axis_cmd unused
  localparam int unsigned BLOCK_W = aes_pkg::BLOCK_W,  // AES block
  localparam int unsigned KEY_W   = 2 + aes_pkg::KEY_W,// {key size code, key}
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB    = BLOCK_W / 8               // byte lanes
) (
  // Clock, reset, zeroize and the packet interface (docs/modes.md).
  `CM_ENGINE_PORTS(BLOCK_W, NB, SID_W),
  `CM_AXIS_CMD_PORTS(SID_W),
  `CM_LK_PORTS
);

  // Blocks the core can hold: its output FIFO depth and credit limit.
  localparam int unsigned CORE_CAP =
      aes_pkg::core_capacity(STAGES, SPLIT_ROUND, SBOX, 1, ENCRYPT_ONLY,
                             aes_pkg::has_in_reg(KEYLENS, STAGES, ROUNDS_PER_CYCLE, CHAIN_ROUND));

  `CM_CORE_SIGNALS(BLOCK_W, KEY_W)
  logic               key_valid;
  logic [7:0]         key_ksz;
  logic [aes_pkg::KEY_W-1:0] key_field;

  // The bundle is {key size code, key field}. The core supports the key size
  // when KEYLENS has its bit (codes 3 and up never).
  localparam logic [3:0] KL_OK = {1'b0, 3'(KEYLENS)};

  if (MODES == 0 || MODES > 255) begin : g_err_modes
    $fatal(1, "aes_modes: MODES (%0d) is a mask of the 8 modes, 1..255", MODES);
  end
  if (GHASH_DIGIT != 128 && (GHASH_DIGIT < 2 || GHASH_DIGIT > 64 || (GHASH_DIGIT & (GHASH_DIGIT - 1)) != 0))
  begin : g_err_ghash_digit
    $fatal(1, "aes_modes: GHASH_DIGIT (%0d) is 128 (the line-rate GHASH unit) or a power of two from 2 to 64",
           GHASH_DIGIT);
  end
  assign key_valid = (key_ksz < 8'd3) && KL_OK[key_ksz[1:0]];

  cipher_modes_axis #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .HKEY_W      (aes_pkg::KEY_W),
    .ALG         (cipher_modes_pkg::ALG_AES),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG),
    .FORWARD_ONLY(ENCRYPT_ONLY),
    .AEAD        (GCM),
    .MODES       (8'(MODES)),
    .GHASH_KARATSUBA(GHASH_KARATSUBA),
    .GHASH_PIPE  (GHASH_PIPE),
    .GHASH_DIGIT (GHASH_DIGIT),
    .RELEASE_UNVERIFIED(RELEASE_UNVERIFIED),
    .AUTH_BUF_BYTES  (AUTH_BUF_BYTES),
    .SA              (SA),
    .DESC            (DESC)
  ) u_modes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    `CM_AXIS_CONNECT,
    `CM_AXIS_CMD_CONNECT,
    .key_ksz_o        (key_ksz),
    .key_field_o      (key_field),
    .key_bundle_i     ({key_ksz[1:0], key_field}),
    .key_ok_i         (1'b1),
    .key_valid_i      (key_valid),
    `CM_AXIS_CORE_CONNECT,
    .lk_req_o,
    .lk_gnt_i,
    .lk_ans_i,
    .blk_in_o
  );

  aes_core #(
    .KEYLENS         (KEYLENS),
    .STAGES          (STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
    .SPLIT_ROUND     (SPLIT_ROUND),
    .CHAIN_ROUND     (CHAIN_ROUND),
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
