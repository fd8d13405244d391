// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipher_modes_axis: the modes engine with its AXI4-Stream packet interface
// (docs/modes.md): cm_packet_rx in front of cipher_modes, and the output
// beats turned into AXI4-Stream beats.
//
//   s_axis: packets, one message each (TID = stream id): the header beats
//           (control, key, IV), then the data; TKEEP on the last beat gives
//           its byte count. Beats of different streams interleave freely.
//   m_axis: the results of each message as one packet on its stream (TID);
//           TKEEP marks the valid bytes, TUSER is the status (ST_*) on the
//           last beat (0 on the others).
// Byte lane 0 (tdata[7:0]) is the first byte of a block on both sides. With
// BEAT_W > BLOCK_W (64-bit blocks in 128-bit beats, for the integrated TDES +
// AES top) a block takes lanes 0..BLOCK_W/8-1; the output's higher lanes are
// zero and not kept (cm_packet_rx: the input side).
//
// The per-cipher top (rtl/top/) connects the block core (core_* ports: the
// contract of cipher_modes) and maps the header's key size code and key
// field to the core's key bundle (key_ksz_o, key_field_o -> key_bundle_i),
// with its verdicts: key_ok_i (the policy's key rule) and key_valid_i (the
// core can run the key; else ST_ERR_PARAM).

module cipher_modes_axis #(
  parameter int unsigned BLOCK_W          = 64,        // block width in bits (64 or 128)
  parameter int unsigned BEAT_W           = BLOCK_W,   // TDATA width (BLOCK_W, or 128 with 64-bit
                                                       // blocks)
  parameter int unsigned KEY_W            = 192,       // key bundle width of the core in bits
  parameter int unsigned HKEY_W           = 192,       // key field of the header in bits
  parameter logic [7:0]  ALG              = 8'd0,      // algorithm id (cipher_modes_pkg::ALG_*)
  parameter int unsigned CORE_CAP         = 64,        // blocks the block core can hold
  parameter int unsigned STREAMS          = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W            = BLOCK_W,   // CTR: low counter bits that increment
  parameter bit          POLICY           = 1'b1,      // NIST policy for messages without the
                                                       // legacy flag
  parameter int unsigned MAX_BLOCKS       = 1 << 20,   // policy: most blocks per message
  parameter int unsigned CMAC_MIN_TAG     = 8,         // policy: shortest CMAC tag in bytes
  parameter bit          FORWARD_ONLY     = 1'b0,      // the core has no inverse cipher
  parameter bit          AEAD             = 1'b0,      // GCM (mode 6); needs BLOCK_W = 128
  parameter logic [7:0]  MODES            = 8'hff,     // the modes built (bit MODE_*: 0 ECB .. 5 CMAC,
                                                       // 6 GCM, 7 CCM; 6 and 7 with AEAD only): a
                                                       // command for another gets ST_ERR_MODE, and
                                                       // the logic of a mode left out is not built
  parameter int unsigned GHASH_KARATSUBA  = 3,         // AEAD: GHASH multiplier Karatsuba levels
  parameter int unsigned GHASH_PIPE       = 4,         // AEAD: GHASH multiplier register levels
  parameter int unsigned GHASH_DIGIT      = 128,       // AEAD: bits of H per clock: 128 the line-rate
                                                       // GHASH unit; 2..64 the digit-serial one
  parameter bit          RELEASE_UNVERIFIED = 1'b0,    // AEAD: GCM decryption streams its plaintext
                                                       // before the tag is checked (no buffer)
  parameter int unsigned AUTH_BUF_BYTES   = 18432,     // AEAD: GCM decryption message buffer bytes
                                                       // (unused with RELEASE_UNVERIFIED)
  parameter bit          SA               = 1'b0,      // security-association headers: keys from a
                                                       // key store slot (lk_*; cm_packet_rx)
  parameter bit          DESC             = 1'b0,      // descriptors: one per message on s_axis_cmd,
                                                       // the data alone on s_axis (cm_desc_pipe,
                                                       // cm_data_rx); 0: in-band headers on s_axis
                                                       // (cm_packet_rx) and s_axis_cmd unused
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB    = BLOCK_W / 8,                                   // block lanes
  localparam int unsigned NBT   = BEAT_W / 8,                                    // beat lanes
  localparam int unsigned KF_W  = cipher_modes_pkg::hdr_key_beats(HKEY_W, BEAT_W) * BEAT_W,
  localparam int unsigned LW    = cipher_modes_pkg::len_w(AEAD),
  localparam int unsigned IVL_W = cipher_modes_pkg::ivl_w(AEAD)
) (
  // Clock, reset, zeroize and the packet interface (docs/modes.md).
  `CM_ENGINE_PORTS(BEAT_W, NBT, SID_W),
  `CM_AXIS_CMD_PORTS(SID_W),
  // Key mapping by the per-cipher top (combinational).
  output logic [7:0]         key_ksz_o,       // header key size code
  output logic [KF_W-1:0]    key_field_o,     // header key field, key byte 0 in the top bits
  input  logic [KEY_W-1:0]   key_bundle_i,    // the core's key bundle for that key
  input  logic               key_ok_i,        // policy verdict on the key
  input  logic               key_valid_i,     // the core supports the key size
  // Block core (see cipher_modes).
  output logic               core_rst_no,
  output logic               core_in_valid_o,
  input  logic               core_in_ready_i,
  output logic [BLOCK_W-1:0] core_in_block_o,
  output logic [KEY_W-1:0]   core_in_key_o,
  output logic               core_in_decrypt_o,
  input  logic               core_out_valid_i,
  output logic               core_out_ready_o,
  input  logic [BLOCK_W-1:0] core_out_block_i,
  // Key store lookup (SA = 1; cm_packet_rx; with SA = 0 no request is made).
  output cipher_modes_pkg::lk_req_t lk_req_o,
  input  logic               lk_gnt_i,
  input  cipher_modes_pkg::lk_ans_t lk_ans_i,
  output logic               blk_in_o         // one clock: a packet's data beat was taken (counters)
);

  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1;
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1;
  localparam int unsigned BUF_BEATS = cipher_modes_pkg::auth_buf_beats(AEAD, RELEASE_UNVERIFIED,
                                                                       AUTH_BUF_BYTES);
  localparam int unsigned RW    = (BUF_BEATS > 0) ? $clog2(BUF_BEATS + 1) : 1;
  // The modes built: MODES, less GCM and CCM without AEAD.
  localparam logic [7:0]  MB    = MODES & (AEAD ? 8'hff : 8'h3f);

  if (MB == 8'h00) begin : g_err_modes
    $fatal(1, "cipher_modes_axis: MODES (%0h) leaves no mode this engine can run (GCM and CCM need AEAD)",
           MODES);
  end
  if (AEAD && MB[7:6] == 2'b00) begin : g_err_aead_modes
    $fatal(1, "cipher_modes_axis: AEAD without GCM or CCM in MODES (%0h): build it with AEAD = 0",
           MODES);
  end

  logic               rx_rst_n, sweep;
  logic [SID_W-1:0]   sweep_addr;
  logic               din_valid, din_ready, din_cmd, din_last, cmd_decrypt, cmd_legacy;
  logic [KEY_W-1:0]   cmd_key;
  logic [SID_W-1:0]   din_sid;
  logic [BLOCK_W-1:0] din_data, dout_data;
  logic [CNT_W-1:0]   din_bits, cmd_seg, dout_bits;
  logic [TL_W-1:0]    cmd_taglen;
  logic [cipher_modes_pkg::MODE_W-1:0] cmd_mode;
  // The command's verdict and AEAD beat counts (cm_cmd_check, registered).
  logic [cipher_modes_pkg::ST_W-1:0] cmd_st;
  logic [cipher_modes_pkg::ivb_w(AEAD)-1:0] cmd_ivb;
  logic [cipher_modes_pkg::ab_w(AEAD)-1:0]  cmd_ab;
  logic [RW-1:0]      cmd_res;
  logic [cipher_modes_pkg::apb_w(AEAD)-1:0] cmd_apb;
  logic [cipher_modes_pkg::j0d_w(AEAD)-1:0] cmd_j0d;
  logic [IVL_W-1:0]   cmd_ivlen;
  logic               din_defer;
  logic [LW-1:0]      cmd_alen, cmd_plen;

  assign rx_rst_n = rst_ni && !zeroize_i;

  if (DESC) begin : g_desc
    // The descriptor pipeline and its queue, then the data channel, which
    // pairs each message's first beat with the queue's head.
    logic q_valid, q_pop, q_aead, q_aenc;
    logic [SID_W-1:0]   q_sid;
    logic [BLOCK_W-1:0] q_iv;

    cm_desc_pipe #(
      .BLOCK_W       (BLOCK_W),
      .KEY_W         (KEY_W),
      .KF_W          (KF_W),
      .SID_W         (SID_W),
      .ALG           (ALG),
      .MODES         (MB),
      .AEAD          (AEAD),
      .SA            (SA),
      .POLICY        (POLICY),
      .CMAC_MIN_TAG  (CMAC_MIN_TAG),
      .FORWARD_ONLY  (FORWARD_ONLY),
      .AUTH_BUF_BEATS(BUF_BEATS)
    ) u_desc (
      .clk_i,
      .rst_ni        (rx_rst_n),
      .s_cmd_tvalid_i(s_axis_cmd_tvalid_i),
      .s_cmd_tready_o(s_axis_cmd_tready_o),
      .s_cmd_tdata_i (s_axis_cmd_tdata_i),
      .s_cmd_tid_i   (s_axis_cmd_tid_i),
      .key_ksz_o,
      .key_field_o,
      .key_bundle_i,
      .key_ok_i,
      .key_valid_i,
      .lk_req_o,
      .lk_gnt_i,
      .lk_ans_i,
      .q_valid_o     (q_valid),
      .q_pop_i       (q_pop),
      .q_sid_o       (q_sid),
      .q_aead_o      (q_aead),
      .q_aenc_o      (q_aenc),
      .q_iv_o        (q_iv),
      .q_mode_o      (cmd_mode),
      .q_decrypt_o   (cmd_decrypt),
      .q_seg_o       (cmd_seg),
      .q_taglen_o    (cmd_taglen),
      .q_legacy_o    (cmd_legacy),
      .q_key_o       (cmd_key),
      .q_ivlen_o     (cmd_ivlen),
      .q_alen_o      (cmd_alen),
      .q_plen_o      (cmd_plen),
      .q_st_o        (cmd_st),
      .q_ivb_o       (cmd_ivb),
      .q_ab_o        (cmd_ab),
      .q_res_o       (cmd_res),
      .q_apb_o       (cmd_apb),
      .q_j0d_o       (cmd_j0d)
    );

    cm_data_rx #(
      .BLOCK_W(BLOCK_W),
      .BEAT_W (BEAT_W),
      .SID_W  (SID_W)
    ) u_data (
      .clk_i,
      .rst_ni     (rx_rst_n),
      .sweep_i    (sweep),
      .s_tvalid_i (s_axis_tvalid_i),
      .s_tready_o (s_axis_tready_o),
      .s_tdata_i  (s_axis_tdata_i),
      .s_tkeep_i  (s_axis_tkeep_i),
      .s_tlast_i  (s_axis_tlast_i),
      .s_tid_i    (s_axis_tid_i),
      .q_valid_i  (q_valid),
      .q_pop_o    (q_pop),
      .q_sid_i    (q_sid),
      .q_aead_i   (q_aead),
      .q_aenc_i   (q_aenc),
      .q_iv_i     (q_iv),
      .din_valid_o(din_valid),
      .din_ready_i(din_ready),
      .din_sid_o  (din_sid),
      .din_cmd_o  (din_cmd),
      .din_data_o (din_data),
      .din_last_o (din_last),
      .din_bits_o (din_bits),
      .din_defer_o(din_defer),
      .blk_in_o
    );
    logic unused_sweep;  // (the front end's state is flip-flops, cleared by the reset itself)
    assign unused_sweep = ^sweep_addr;
  end else begin : g_packet
    logic hdr_ok, mode_ok;
    logic [cipher_modes_pkg::sa_w(AEAD)-1:0] cmd_sa;

    cm_packet_rx #(
      .BLOCK_W(BLOCK_W),
      .BEAT_W (BEAT_W),
      .HKEY_W (HKEY_W),
      .SID_W  (SID_W),
      .ALG    (ALG),
      .AEAD   (AEAD),
      .MODES  (MB),
      .SA     (SA)
    ) u_rx (
      .clk_i,
      .rst_ni       (rx_rst_n),
      .sweep_i      (sweep),
      .sweep_addr_i (sweep_addr),
      .s_tvalid_i   (s_axis_tvalid_i),
      .s_tready_o   (s_axis_tready_o),
      .s_tdata_i    (s_axis_tdata_i),
      .s_tkeep_i    (s_axis_tkeep_i),
      .s_tlast_i    (s_axis_tlast_i),
      .s_tid_i      (s_axis_tid_i),
      .din_valid_o  (din_valid),
      .din_ready_i  (din_ready),
      .din_sid_o    (din_sid),
      .din_cmd_o    (din_cmd),
      .din_data_o   (din_data),
      .din_last_o   (din_last),
      .din_bits_o   (din_bits),
      .din_defer_o  (din_defer),
      .blk_in_o,
      .cmd_mode_o   (cmd_mode),
      .cmd_mode_ok_o(mode_ok),
      .cmd_decrypt_o(cmd_decrypt),
      .cmd_seg_o    (cmd_seg),
      .cmd_taglen_o (cmd_taglen),
      .cmd_legacy_o (cmd_legacy),
      .cmd_ksz_o    (key_ksz_o),
      .cmd_hkey_o   (key_field_o),
      .cmd_hdr_ok_o (hdr_ok),
      .cmd_ivlen_o  (cmd_ivlen),
      .cmd_alen_o   (cmd_alen),
      .cmd_plen_o   (cmd_plen),
      .cmd_sa_o     (cmd_sa),
      .lk_req_o,
      .lk_gnt_i,
      .lk_ans_i
    );

    // The command checks, with the top's verdicts on the key field, are
    // registered: cm_packet_rx holds each command one clock after its fields
    // settle, so the registered verdict belongs to the command it offers.
    cm_cmd_check #(
      .BLOCK_W       (BLOCK_W),
      .POLICY        (POLICY),
      .CMAC_MIN_TAG  (CMAC_MIN_TAG),
      .FORWARD_ONLY  (FORWARD_ONLY),
      .AEAD          (AEAD),
      .AUTH_BUF_BEATS(BUF_BEATS),
      .MODES         (MB)
    ) u_check (
      .clk_i,
      .rst_ni       (rx_rst_n),
      .cmd_mode_i   (cmd_mode),
      .cmd_mode_ok_i(mode_ok),
      .cmd_decrypt_i(cmd_decrypt),
      .cmd_seg_i    (cmd_seg),
      .cmd_taglen_i (cmd_taglen),
      .cmd_legacy_i (cmd_legacy),
      .cmd_ivlen_i  (cmd_ivlen),
      .cmd_alen_i   (cmd_alen),
      .cmd_plen_i   (cmd_plen),
      .cmd_sa_i     (cmd_sa),
      .key_ok_i,
      .key_valid_i  (key_valid_i && hdr_ok),
      .st_o         (cmd_st),
      .ivb_o        (cmd_ivb),
      .ab_o         (cmd_ab),
      .res_o        (cmd_res),
      .apb_o        (cmd_apb),
      .j0d_o        (cmd_j0d)
    );

    assign cmd_key = key_bundle_i;
    assign s_axis_cmd_tready_o = 1'b0;
    logic unused_cmd;  // (no descriptor channel)
    assign unused_cmd = ^{s_axis_cmd_tvalid_i, s_axis_cmd_tdata_i, s_axis_cmd_tid_i};
  end

  cipher_modes #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .CORE_CAP    (CORE_CAP),
    .STREAMS     (STREAMS),
    .CTR_W       (CTR_W),
    .POLICY      (POLICY),
    .MAX_BLOCKS  (MAX_BLOCKS),
    .CMAC_MIN_TAG(CMAC_MIN_TAG),
    .AEAD        (AEAD),
    .MODES       (MB),
    .GHASH_KARATSUBA(GHASH_KARATSUBA),
    .GHASH_PIPE  (GHASH_PIPE),
    .GHASH_DIGIT (GHASH_DIGIT),
    .RELEASE_UNVERIFIED(RELEASE_UNVERIFIED),
    .AUTH_BUF_BYTES(AUTH_BUF_BYTES)
  ) u_engine (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    .din_valid_i    (din_valid),
    .din_ready_o    (din_ready),
    .din_sid_i      (din_sid),
    .din_cmd_i      (din_cmd),
    .din_data_i     (din_data),
    .din_last_i     (din_last),
    .din_bits_i     (din_bits),
    .din_defer_i    (din_defer),
    .cmd_mode_i     (cmd_mode),
    .cmd_decrypt_i  (cmd_decrypt),
    .cmd_seg_i      (cmd_seg),
    .cmd_taglen_i   (cmd_taglen),
    .cmd_legacy_i   (cmd_legacy),
    .cmd_key_i      (cmd_key),
    .cmd_ivlen_i    (cmd_ivlen),
    .cmd_alen_i     (cmd_alen),
    .cmd_plen_i     (cmd_plen),
    .cmd_st_i       (cmd_st),
    .cmd_ivb_i      (cmd_ivb),
    .cmd_ab_i       (cmd_ab),
    .cmd_res_i      (cmd_res),
    .cmd_apb_i      (cmd_apb),
    .cmd_j0d_i      (cmd_j0d),
    .dout_valid_o   (m_axis_tvalid_o),
    .dout_ready_i   (m_axis_tready_i),
    .dout_sid_o     (m_axis_tid_o),
    .dout_data_o    (dout_data),
    .dout_last_o    (m_axis_tlast_o),
    .dout_bits_o    (dout_bits),
    .dout_status_o  (m_axis_tuser_o),
    .sweep_o        (sweep),
    .sweep_addr_o   (sweep_addr),
    .core_rst_no,
    .core_in_valid_o,
    .core_in_ready_i,
    .core_in_block_o,
    .core_in_key_o,
    .core_in_decrypt_o,
    .core_out_valid_i,
    .core_out_ready_o,
    .core_out_block_i
  );

  // Output: the top byte of a block goes to lane 0; lanes holding any of the
  // dout_bits valid bits are kept (CFB-1: lane 0 for its one bit).
  always_comb begin
    m_axis_tdata_o = '0;
    m_axis_tkeep_o = '0;
    for (int unsigned k = 0; k < NB; k++) begin
      m_axis_tdata_o[8 * k +: 8] = dout_data[BLOCK_W - 1 - 8 * k -: 8];
      m_axis_tkeep_o[k]          = (dout_bits > CNT_W'(8 * k));
    end
  end

endmodule
