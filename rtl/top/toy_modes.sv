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
  localparam int unsigned BLOCK_W = 128,           // toy block
  localparam int unsigned KEY_W   = 128,           // toy key
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB    = BLOCK_W / 8               // byte lanes
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low
  input  logic               zeroize_i,      // synchronous: as a reset (clears every key)
  // AXI4-Stream input: packets, one message each (docs/modes.md).
  input  logic               s_axis_tvalid_i,
  output logic               s_axis_tready_o,
  input  logic [BLOCK_W-1:0] s_axis_tdata_i,
  input  logic [NB-1:0]      s_axis_tkeep_i,
  input  logic               s_axis_tlast_i,
  input  logic [SID_W-1:0]   s_axis_tid_i,   // stream id
  // AXI4-Stream output: one packet per message; TUSER = status on the last beat.
  output logic               m_axis_tvalid_o,
  input  logic               m_axis_tready_i,
  output logic [BLOCK_W-1:0] m_axis_tdata_o,
  output logic [NB-1:0]      m_axis_tkeep_o,
  output logic               m_axis_tlast_o,
  output logic [SID_W-1:0]   m_axis_tid_o,
  output logic [cipher_modes_pkg::ST_W-1:0] m_axis_tuser_o
);

  // Blocks the core can hold: its output FIFO depth and credit limit.
  localparam int unsigned CORE_CAP = toy_pkg::core_capacity(DEPTH);

  logic               core_rst_n;
  logic               core_in_valid, core_in_ready, core_in_decrypt;
  logic [BLOCK_W-1:0] core_in_block, core_out_block;
  logic [KEY_W-1:0]   core_in_key;
  logic               core_out_valid, core_out_ready;
  logic               core_out_tag;
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
    .CMAC_MIN_TAG(CMAC_MIN_TAG)
  ) u_modes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    .s_axis_tvalid_i,
    .s_axis_tready_o,
    .s_axis_tdata_i,
    .s_axis_tkeep_i,
    .s_axis_tlast_i,
    .s_axis_tid_i,
    .m_axis_tvalid_o,
    .m_axis_tready_i,
    .m_axis_tdata_o,
    .m_axis_tkeep_o,
    .m_axis_tlast_o,
    .m_axis_tid_o,
    .m_axis_tuser_o,
    .key_ksz_o        (key_ksz),
    .key_field_o      (key_field),
    .key_bundle_i     (key_field),
    .key_ok_i         (1'b1),
    .key_valid_i      (key_ksz == 8'd0),
    .core_rst_no      (core_rst_n),
    .core_in_valid_o  (core_in_valid),
    .core_in_ready_i  (core_in_ready),
    .core_in_block_o  (core_in_block),
    .core_in_key_o    (core_in_key),
    .core_in_decrypt_o(core_in_decrypt),
    .core_out_valid_i (core_out_valid),
    .core_out_ready_o (core_out_ready),
    .core_out_block_i (core_out_block),
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
  // The engine keeps the order itself; no key store (SA = 0: no lookup).
  logic unused;
  assign unused = ^{core_out_tag, lk_req, blk_in};

endmodule
