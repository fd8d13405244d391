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
//
// BEAT_W = 128 (the TDES side of the integrated top tdes_aes_modes): the
// blocks travel in byte lanes 0..7 of 128-bit beats, the key in two key
// beats (bytes 24..31 must be zero, else ST_ERR_PARAM).

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
  parameter int unsigned BEAT_W           = 64,        // AXI TDATA width: 64, or 128 (blocks in
                                                       // lanes 0..7)
  parameter bit          SA               = 1'b0,      // security-association headers: a packet may
                                                       // name a key store slot instead of carrying
                                                       // its key (lk_*; docs/modes.md, *Key slots*)
  parameter bit          DESC             = 1'b0,      // descriptors on s_axis_cmd, the data alone
                                                       // on s_axis (docs/modes.md, *Descriptors*);
                                                       // 0: in-band headers, s_axis_cmd unused
  localparam int unsigned BLOCK_W = 64,                // TDEA block
  localparam int unsigned KEY_W   = 192,               // K1||K2||K3
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB    = BEAT_W / 8                // byte lanes of a beat
) (
  // Clock, reset, zeroize and the packet interface (docs/modes.md).
  `CM_ENGINE_PORTS(BEAT_W, NB, SID_W),
  `CM_AXIS_CMD_PORTS(SID_W),
  `CM_LK_PORTS
);

  // Blocks the core can hold: its output FIFO depth and credit limit.
  localparam int unsigned CORE_CAP =
      tdes_pkg::core_capacity(STAGES * tdes_pkg::stage_levels(SPLIT_ROUND, SBOX_ROM));

  if (POLICY && NUM_DES != 3) begin : g_err_pol_des
    $fatal(1, "tdes_modes: single DES is not an approved cipher; POLICY=1 needs NUM_DES=3");
  end

  `CM_CORE_SIGNALS(BLOCK_W, KEY_W)
  logic               key_ok;
  logic [7:0]         key_ksz;
  // The header's key field: the bundle K1||K2||K3 (key size code 0), then
  // zero bytes up to a whole beat (none with 64-bit beats).
  localparam int unsigned KF_W = cipher_modes_pkg::hdr_key_beats(KEY_W, BEAT_W) * BEAT_W;
  logic [KF_W-1:0]    hkey;
  logic [KEY_W-1:0]   key_field;
  logic               key_pad_ok;

  assign key_field = hkey[KF_W-1 -: KEY_W];
  if (KF_W > KEY_W) begin : g_pad
    assign key_pad_ok = (hkey[KF_W-KEY_W-1:0] == '0);
  end else begin : g_nopad
    assign key_pad_ok = 1'b1;
  end

  // Policy: the three DES keys of the bundle must be distinct.
  assign key_ok = tdes_key_pkg::keys_distinct(key_field);

  cipher_modes_axis #(
    .BLOCK_W     (BLOCK_W),
    .BEAT_W      (BEAT_W),
    .KEY_W       (KEY_W),
    .HKEY_W      (KEY_W),
    .ALG         (cipher_modes_pkg::ALG_TDES),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG),
    .SA          (SA),
    .DESC            (DESC)
  ) u_modes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    `CM_AXIS_CONNECT,
    `CM_AXIS_CMD_CONNECT,
    .key_ksz_o        (key_ksz),
    .key_field_o      (hkey),
    .key_bundle_i     (key_field),
    .key_ok_i         (key_ok),
    .key_valid_i      (key_ksz == 8'd0 && key_pad_ok),
    `CM_AXIS_CORE_CONNECT,
    .lk_req_o,
    .lk_gnt_i,
    .lk_ans_i,
    .blk_in_o
  );

  tdes_core #(
    .NUM_DES         (NUM_DES),
    .STAGES          (STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
    .TAG_W           (1),
    .SPLIT_ROUND     (SPLIT_ROUND),
    .SBOX_ROM        (SBOX_ROM)
  ) u_core (
    `CM_CORE_CONNECT
  );

  // The engine keeps the order itself; the core's tag is not needed.
  logic unused;
  assign unused = core_out_tag;

endmodule
