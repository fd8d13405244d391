// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_aes_modes: the integrated top. A TDES modes engine (tdes_modes) and
// an AES modes engine (aes_modes) behind one AXI4-Stream packet interface,
// the algorithm chosen per message by the control beat's algorithm byte
// (docs/modes.md), as in Chodowiec & Gaj's combined Rijndael + 3DES IPSec
// engine. Beats of both algorithms interleave freely and each core keeps
// its own pipeline full (cm_alg_route).
//
// Beats are 128 bits. AES packets are those of aes_modes. TDES packets are
// those of tdes_modes with 128-bit beats: a block in byte lanes 0..7 (TKEEP
// lanes 8..15 clear), the key K1||K2||K3 in two key beats (bytes 24..31
// zero), the IV in lanes 0..7 of the IV beat. Both take four header beats.
// A packet with another algorithm id goes to the TDES engine, which answers
// ST_ERR_PARAM.
//
// With DESC = 1 the top takes descriptors (docs/modes.md, *Descriptors*)
// on s_axis_cmd: a descriptor goes to the engine of its algorithm byte (an
// unknown id to the TDES engine), and each message's bytes follow on
// s_axis as on that engine (TDES: a block in lanes 0..7 of each beat,
// TKEEP lanes 8..15 clear).
// Each engine has STREAMS stream contexts; a stream that changes algorithm
// between two messages waits until its earlier messages have left the
// other engine (cm_alg_route), so every stream's output stays in order.
// Latency: an engine's, + 2 (the router's skid buffers).

module tdes_aes_modes #(
  // The engines' parameters, the same as cipherline_axi's (cipher_modes_pkg).
  `CM_DUAL_PARAMS(48, 1'b0, 0),
  parameter bit          SA                    = 1'b0,    // security-association headers: packets
                                                          // may name a key store slot (lk_*)
  localparam int unsigned BEAT_W = 128,                   // TDATA width
  localparam int unsigned SID_W  = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned NB     = BEAT_W / 8,            // byte lanes
  localparam int unsigned ST_W   = cipher_modes_pkg::ST_W
) (
  // Clock, reset, zeroize and the packet interface (docs/modes.md).
  `CM_ENGINE_PORTS(BEAT_W, NB, SID_W),
  // Descriptor channel (DESC = 1; TREADY 0 without).
  `CM_AXIS_CMD_PORTS(SID_W),
  // Key store lookup (SA = 1): both engines' requests, one at a time.
  output cipher_modes_pkg::lk_req_t lk_req_o,
  input  cipher_modes_pkg::lk_ans_t lk_ans_i,
  output logic [1:0]        blk_in_o        // data beats that entered the engines on this clock (0 to 2)
);

  logic [1:0]             e_tvalid, e_tready, r_tvalid, r_tready, r_tlast;
  logic [BEAT_W-1:0]      e_tdata;
  logic [NB-1:0]          e_tkeep;
  logic                   e_tlast;
  logic [SID_W-1:0]       e_tid;
  logic [1:0][BEAT_W-1:0] r_tdata;
  logic [1:0][NB-1:0]     r_tkeep;
  logic [1:0][SID_W-1:0]  r_tid;
  logic [1:0][ST_W-1:0]   r_tuser;
  logic                   route_rst_n;

  assign route_rst_n = rst_ni && !zeroize_i;

  // Key store lookups: the TDES engine's first. An engine requests once per
  // security-association command and holds its request until granted, so
  // the AES engine waits at most one clock. Both engines see the answer;
  // only the one granted on the clock before takes it.
  cipher_modes_pkg::lk_req_t [1:0] lk_req;
  logic [1:0]                      lk_gnt;
  assign lk_gnt[0] = lk_req[0].req;
  assign lk_gnt[1] = lk_req[1].req && !lk_req[0].req;
  assign lk_req_o  = lk_req[0].req ? lk_req[0] : lk_req[1];
  logic [1:0] blk_in;
  // Both engines may take a data beat on one clock: each counts.
  assign blk_in_o = {1'b0, blk_in[0]} + {1'b0, blk_in[1]};

  logic [1:0]             c_tvalid, c_tready;
  logic [cipher_modes_pkg::DESC_W-1:0] c_tdata;
  logic [SID_W-1:0]       c_tid;

  cm_alg_route #(
    .BEAT_W(BEAT_W),
    .SID_W (SID_W),
    .ALG1  (cipher_modes_pkg::ALG_AES),
    .DESC  (DESC)
  ) u_route (
    .clk_i,
    .rst_ni    (route_rst_n),
    .s_cmd_tvalid_i(s_axis_cmd_tvalid_i),
    .s_cmd_tready_o(s_axis_cmd_tready_o),
    .s_cmd_tdata_i (s_axis_cmd_tdata_i),
    .s_cmd_tid_i   (s_axis_cmd_tid_i),
    .c_tvalid_o    (c_tvalid),
    .c_tready_i    (c_tready),
    .c_tdata_o     (c_tdata),
    .c_tid_o       (c_tid),
    .s_tvalid_i(s_axis_tvalid_i),
    .s_tready_o(s_axis_tready_o),
    .s_tdata_i (s_axis_tdata_i),
    .s_tkeep_i (s_axis_tkeep_i),
    .s_tlast_i (s_axis_tlast_i),
    .s_tid_i   (s_axis_tid_i),
    .e_tvalid_o(e_tvalid),
    .e_tready_i(e_tready),
    .e_tdata_o (e_tdata),
    .e_tkeep_o (e_tkeep),
    .e_tlast_o (e_tlast),
    .e_tid_o   (e_tid),
    .r_tvalid_i(r_tvalid),
    .r_tready_o(r_tready),
    .r_tdata_i (r_tdata),
    .r_tkeep_i (r_tkeep),
    .r_tlast_i (r_tlast),
    .r_tid_i   (r_tid),
    .r_tuser_i (r_tuser),
    .m_tvalid_o(m_axis_tvalid_o),
    .m_tready_i(m_axis_tready_i),
    .m_tdata_o (m_axis_tdata_o),
    .m_tkeep_o (m_axis_tkeep_o),
    .m_tlast_o (m_axis_tlast_o),
    .m_tid_o   (m_axis_tid_o),
    .m_tuser_o (m_axis_tuser_o)
  );

  tdes_modes #(
    .NUM_DES         (3),
    .STAGES          (TDES_STAGES),
    .ROUNDS_PER_CYCLE(TDES_ROUNDS_PER_CYCLE),
    .SPLIT_ROUND     (TDES_SPLIT_ROUND),
    .SBOX_ROM        (TDES_SBOX_ROM),
    .STREAMS         (STREAMS),
    .CTR_W           (TDES_CTR_W),
    .POLICY          (POLICY),
    .MAX_BLOCKS      (TDES_MAX_BLOCKS),
    .CMAC_MIN_TAG    (CMAC_MIN_TAG),
    .BEAT_W          (BEAT_W),
    .SA              (SA),
    .DESC            (DESC)
  ) u_tdes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    .s_axis_tvalid_i(e_tvalid[0]),
    .s_axis_tready_o(e_tready[0]),
    .s_axis_tdata_i (e_tdata),
    .s_axis_tkeep_i (e_tkeep),
    .s_axis_tlast_i (e_tlast),
    .s_axis_tid_i   (e_tid),
    .s_axis_cmd_tvalid_i(c_tvalid[0]),
    .s_axis_cmd_tready_o(c_tready[0]),
    .s_axis_cmd_tdata_i (c_tdata),
    .s_axis_cmd_tid_i   (c_tid),
    .m_axis_tvalid_o(r_tvalid[0]),
    .m_axis_tready_i(r_tready[0]),
    .m_axis_tdata_o (r_tdata[0]),
    .m_axis_tkeep_o (r_tkeep[0]),
    .m_axis_tlast_o (r_tlast[0]),
    .m_axis_tid_o   (r_tid[0]),
    .m_axis_tuser_o (r_tuser[0]),
    .lk_req_o       (lk_req[0]),
    .lk_gnt_i       (lk_gnt[0]),
    .lk_ans_i,
    .blk_in_o       (blk_in[0])
  );

  aes_modes #(
    .KEYLENS         (AES_KEYLENS),
    .STAGES          (AES_STAGES),
    .ROUNDS_PER_CYCLE(AES_ROUNDS_PER_CYCLE),
    .SPLIT_ROUND     (AES_SPLIT_ROUND),
    .CHAIN_ROUND     (AES_CHAIN_ROUND),
    .SBOX            (AES_SBOX),
    .ENCRYPT_ONLY    (AES_ENCRYPT_ONLY),
    .STREAMS         (STREAMS),
    .CTR_W           (AES_CTR_W),
    .POLICY          (POLICY),
    .MAX_BLOCKS      (AES_MAX_BLOCKS),
    .CMAC_MIN_TAG    (CMAC_MIN_TAG),
    .GCM             (AES_GCM),
    .RELEASE_UNVERIFIED(AES_RELEASE_UNVERIFIED),
    .AUTH_BUF_BYTES  (AES_AUTH_BUF_BYTES),
    .MODES           (AES_MODES),
    .GHASH_DIGIT     (AES_GHASH_DIGIT),
    .SA              (SA),
    .DESC            (DESC)
  ) u_aes (
    .clk_i,
    .rst_ni,
    .zeroize_i,
    .s_axis_tvalid_i(e_tvalid[1]),
    .s_axis_tready_o(e_tready[1]),
    .s_axis_tdata_i (e_tdata),
    .s_axis_tkeep_i (e_tkeep),
    .s_axis_tlast_i (e_tlast),
    .s_axis_tid_i   (e_tid),
    .s_axis_cmd_tvalid_i(c_tvalid[1]),
    .s_axis_cmd_tready_o(c_tready[1]),
    .s_axis_cmd_tdata_i (c_tdata),
    .s_axis_cmd_tid_i   (c_tid),
    .m_axis_tvalid_o(r_tvalid[1]),
    .m_axis_tready_i(r_tready[1]),
    .m_axis_tdata_o (r_tdata[1]),
    .m_axis_tkeep_o (r_tkeep[1]),
    .m_axis_tlast_o (r_tlast[1]),
    .m_axis_tid_o   (r_tid[1]),
    .m_axis_tuser_o (r_tuser[1]),
    .lk_req_o       (lk_req[1]),
    .lk_gnt_i       (lk_gnt[1]),
    .lk_ans_i,
    .blk_in_o       (blk_in[1])
  );

endmodule
