// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline_axi: the top a SoC drops in (docs/csr.md, docs/modes.md *Key
// slots*). The integrated TDES + AES modes engine (tdes_aes_modes) with
// security-association headers, the key store and the CSR block
// (cl_csr_keys) behind AXI4-Lite, and the AXI4-Stream packet interface:
//   - software loads keys into slots over AXI4-Lite (write-only key words,
//     checked commits: docs/csr.md) and enables the engine (CTRL.ENABLE);
//   - a packet names its slot in a two-beat header (control beat with flag
//     FLAG_SA, then the IV beat), or with DESC = 1 its descriptor does
//     (flag DF_SLOT), so no key crosses the stream; a key in the header or
//     the descriptor still works;
//   - CTRL.ZEROIZE clears every slot and the engine's state (every key it
//     holds), as a reset of the engine does;
//   - the CSR block counts messages by status and blocks in and out, and
//     raises intr_o on errors and authentication failures.
// While CTRL.ENABLE is 0 (after reset) TREADY is 0: no beat is taken, and
// messages already inside finish.

module cipherline_axi #(
  parameter int unsigned N_SLOTS                = 64,      // key slots, security associations (1..1024)
  // The engines' parameters, those of tdes_aes_modes (cipher_modes_pkg;
  // here the TDES core has 3 stages and the AES core block-RAM S-boxes).
  `CM_DUAL_PARAMS(3, 1'b1, 2),
  localparam int unsigned BEAT_W = 128,                   // TDATA width
  localparam int unsigned SID_W  = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB     = BEAT_W / 8,            // byte lanes
  localparam int unsigned ST_W   = cipher_modes_pkg::ST_W
) (
  input  logic              clk_i,
  input  logic              rst_ni,           // synchronous, active low
  // AXI4-Lite slave: the CSR block (512 bytes; docs/csr.md).
  `CL_AXIL_S_PORTS(9),
  // AXI4-Stream input: packets, one message each (docs/modes.md).
  `CM_AXIS_S_PORTS(BEAT_W, NB, SID_W),
  // Descriptor channel (DESC = 1; docs/modes.md, *Descriptors*; TREADY 0 without).
  `CM_AXIS_CMD_PORTS(SID_W),
  // AXI4-Stream output: one packet per message; TUSER = status on the last beat.
  `CM_AXIS_M_PORTS(BEAT_W, NB, SID_W),
  output logic              intr_o            // interrupt (INTR_STATE & INTR_ENABLE)
);

  // The modes built (CAP_MODES): the TDES engine's six, and the AES engine's.
  localparam logic [7:0] AES_MB = 8'(AES_MODES) & (AES_GCM ? 8'hff : 8'h3f);

  logic                      enable, zeroize, eng_tready, eng_cmd_tready, lk_valid;
  logic [1:0]                blk_in;  // data beats the engines took on this clock
  cipher_modes_pkg::lk_req_t lk_req;
  cipher_modes_pkg::lk_ans_t lk_ans;

  cl_csr_keys #(
    .N_SLOTS     (N_SLOTS),
    .HAS_TDES    (1'b1),
    .HAS_AES     (1'b1),
    .AES_KEYLENS (3'(AES_KEYLENS)),
    .AES_ENC_ONLY(AES_ENCRYPT_ONLY),
    .POLICY      (POLICY),
    .DESC        (DESC),
    .MODES       (8'h3f | AES_MB),
    .STREAMS     (1 << SID_W)
  ) u_csr (
    .clk_i,
    .rst_ni,
    `CL_AXIL_CONNECT,
    .enable_o    (enable),
    .zeroize_o   (zeroize),
    .lk_req_i    (lk_req.req),
    .lk_slot_i   (lk_req.slot),
    .lk_valid_o  (lk_valid),
    .lk_loaded_o (lk_ans.loaded),
    .lk_alg_o    (lk_ans.alg),
    .lk_ksz_o    (lk_ans.ksz),
    .lk_legacy_o (lk_ans.legacy),
    .lk_key_o    (lk_ans.key),
    .msg_valid_i (m_axis_tvalid_o && m_axis_tready_i && m_axis_tlast_o),
    .msg_status_i(m_axis_tuser_o),
    .blk_in_i    (blk_in),
    .blk_out_i   (m_axis_tvalid_o && m_axis_tready_i && m_axis_tkeep_o != '0),
    .intr_o
  );

  // CTRL.ENABLE: no beat or descriptor is taken while it is 0.
  assign s_axis_tready_o     = eng_tready && enable;
  assign s_axis_cmd_tready_o = eng_cmd_tready && enable;

  tdes_aes_modes #(
    `CM_DUAL_PARAMS_PASS,
    .SA                    (1'b1)
  ) u_engine (
    .clk_i,
    .rst_ni,
    .zeroize_i      (zeroize),
    .s_axis_tvalid_i(s_axis_tvalid_i && enable),
    .s_axis_tready_o(eng_tready),
    .s_axis_tdata_i,
    .s_axis_tkeep_i,
    .s_axis_tlast_i,
    .s_axis_tid_i,
    .s_axis_cmd_tvalid_i(s_axis_cmd_tvalid_i && enable),
    .s_axis_cmd_tready_o(eng_cmd_tready),
    .s_axis_cmd_tdata_i,
    .s_axis_cmd_tid_i,
    .m_axis_tvalid_o,
    .m_axis_tready_i,
    .m_axis_tdata_o,
    .m_axis_tkeep_o,
    .m_axis_tlast_o,
    .m_axis_tid_o,
    .m_axis_tuser_o,
    .lk_req_o       (lk_req),
    .lk_ans_i       (lk_ans),
    .blk_in_o       (blk_in)
  );

  // The answer comes on the clock after the request (the engines know when).
  logic unused;
  assign unused = lk_valid;

  // ---------------------------------------------------------------------------
  // Checks (simulation): the AXI handshake rules on the top's outputs. A
  // valid that was not taken stays high on the next clock, with the same
  // payload (AXI4-Stream m_axis; AXI4-Lite B and R), unless a reset or a
  // zeroize (which clears the engines like a reset; its clear may take a
  // few clocks to reach the output) came between.
  // ---------------------------------------------------------------------------
`ifndef SYNTHESIS
  logic armed, hold_ok_q, m_hold_q, b_hold_q, r_hold_q;
  logic [3:0]  zq_q;  // a zeroize in the last four clocks
  logic [BEAT_W+NB+1+SID_W+ST_W-1:0] m_beat_q;
  logic [1:0]  b_resp_q;
  logic [33:0] r_beat_q;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    zq_q      <= {zq_q[2:0], zeroize};
    hold_ok_q <= armed && !zeroize && zq_q == '0;
    m_hold_q  <= m_axis_tvalid_o && !m_axis_tready_i;
    b_hold_q  <= s_axil_bvalid_o && !s_axil_bready_i;
    r_hold_q  <= s_axil_rvalid_o && !s_axil_rready_i;
    m_beat_q  <= {m_axis_tdata_o, m_axis_tkeep_o, m_axis_tlast_o, m_axis_tid_o, m_axis_tuser_o};
    b_resp_q  <= s_axil_bresp_o;
    r_beat_q  <= {s_axil_rdata_o, s_axil_rresp_o};
    if (armed && hold_ok_q) begin
      if (m_hold_q && !(m_axis_tvalid_o && m_beat_q == {m_axis_tdata_o, m_axis_tkeep_o, m_axis_tlast_o,
                                                         m_axis_tid_o, m_axis_tuser_o})) begin
        $error("cipherline_axi: an m_axis beat changed or left before it was taken");
      end
      if (b_hold_q && !(s_axil_bvalid_o && b_resp_q == s_axil_bresp_o)) begin
        $error("cipherline_axi: a write response changed or left before it was taken");
      end
      if (r_hold_q && !(s_axil_rvalid_o && r_beat_q == {s_axil_rdata_o, s_axil_rresp_o})) begin
        $error("cipherline_axi: read data changed or left before it was taken");
      end
    end
  end
`endif

endmodule
