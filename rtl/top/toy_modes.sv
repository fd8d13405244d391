// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// toy_modes: the modes-of-operation engine (cipher_modes) around the toy XOR
// block core (toy_xor_core), BLOCK_W = KEY_W = 128. For tests of the engine
// at a 128-bit block (CMAC R_b = 0x87, CFB-128, 16-byte tags); the toy core
// is not a cipher. The user ports are those of tdes_modes with 128-bit
// blocks and keys. Every key bundle is allowed by the policy.

module toy_modes #(
  parameter int unsigned DEPTH        = 1,         // pipeline register stages of the toy core (>= 1)
  parameter int unsigned STREAMS      = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W        = 128,       // CTR: low counter bits that increment
  parameter bit          POLICY       = 1'b1,      // NIST policy (ERR_POLICY) for every message
                                                   // whose command has cmd_legacy_i = 0
  parameter int unsigned MAX_BLOCKS   = 1 << 20,   // policy: most blocks per message
  parameter int unsigned CMAC_MIN_TAG = 8,         // policy: shortest CMAC tag in bytes
  parameter bit          DESC         = 1'b0,      // descriptors on s_axis_cmd (docs/modes.md)
  localparam int unsigned BLOCK_W = 128,           // toy block
  localparam int unsigned KEY_W   = 128,           // toy key
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB    = BLOCK_W / 8               // byte lanes
) (
  // Clock, reset, zeroize and the packet interface (docs/modes.md).
  `CM_ENGINE_PORTS(BLOCK_W, NB, SID_W),
  `CM_AXIS_CMD_PORTS(SID_W)
);

  // Blocks the core can hold: its output FIFO depth and credit limit.
  localparam int unsigned CORE_CAP = toy_pkg::core_capacity(DEPTH);

  `CM_CORE_SIGNALS(BLOCK_W, KEY_W)
  logic [7:0]         key_ksz;
  logic [KEY_W-1:0]   key_field;

  cipher_modes_pkg::lk_req_t lk_req;  // (never a request: no key store)
  logic                      blk_in;  // (no counters)

  cipher_modes_axis #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .HKEY_W      (KEY_W),
    .ALG         (cipher_modes_pkg::ALG_TOY),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG),
    .DESC        (DESC)
  ) u_modes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    `CM_AXIS_CONNECT,
    `CM_AXIS_CMD_CONNECT,
    .key_ksz_o        (key_ksz),
    .key_field_o      (key_field),
    .key_bundle_i     (key_field),
    .key_ok_i         (1'b1),
    .key_valid_i      (key_ksz == 8'd0),
    `CM_AXIS_CORE_CONNECT,
    .lk_req_o         (lk_req),
    .lk_gnt_i         (1'b0),
    .lk_ans_i         ('0),
    .blk_in_o         (blk_in)
  );

  toy_xor_core #(
    .BLOCK_W(BLOCK_W),
    .KEY_W  (KEY_W),
    .DEPTH  (DEPTH),
    .TAG_W  (1)
  ) u_core (
    `CM_CORE_CONNECT
  );

  // The engine keeps the order itself (the core's tag is not needed); no
  // key store (no lookup) and no counters.
  logic unused;
  assign unused = ^{core_out_tag, lk_req, blk_in};

endmodule
