// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_complete: C0, C1 and the output FIFO of the modes engine (cipher_modes).
//   C0  finish: takes a core result with its side-band word; XOR, writes the
//       completion-fed chaining value (CBC-enc, CFB-enc, OFB, CMAC) and CMAC
//       L, and releases the stream.
//   C1  output: mask to the bit count, CMAC tag / compare.
//   C2  the output beat, registered, into the output FIFO, which drives
//       dout (the tag compare's fan-out into every data bit and the
//       FIFO's LUT RAM, which sits apart, get a clock each).
// With AEAD, a GHASH stage sits between the result register and the
// write-back (CW): every operation of a GCM message enters the GHASH unit
// (the line-rate cm_ghash_agg, or with GHASH_DIGIT < 128 the digit-serial
// cm_ghash_ds), the L block as its H op and every other one as
// a block X (opb, plus the masked core output for encryption's
// ciphertext) with its schedule flags (side_t.gs); the unit's GHASH comes
// out with the block that ends it (the J0 step: J0 into cvb; the final step:
// the tag E_K(J0) ^ GHASH). CCM's Y ^ X sum (opb ^ the masked output) is the
// next CBC-MAC operand. Every result, GCM or not, waits the unit's
// GHASH_PIPE + 4 clocks (digit-serial: 128 / GHASH_DIGIT + 2) in a delay
// line beside it, so that results stay in order and CW writes one word per
// clock. Without AEAD, CW is C0.
// The line-rate unit needs its H^3 (formed from H in the multiplier)
// GHASH_PIPE clocks after the H op: after the H op of a message too short
// to space it by itself (gsch_t.hm), C0 takes no result for the clocks
// missing. The digit-serial unit takes an op every 128 / GHASH_DIGIT + 2
// clocks: after each, C0 takes no result for the clocks in between.
// A core result is taken only while the output FIFO has room for it and for
// the beats in C0 .. C2 (core_out_ready_o), so these stages never stall.

module cm_complete #(
  parameter int unsigned BLOCK_W = 64,  // block width in bits (64 or 128)
  parameter int unsigned SID_W   = 6,   // stream id width
  parameter bit          AEAD    = 1'b0,       // GHASH stage for GCM (BLOCK_W 128)
  parameter logic [7:0]  MODES   = 8'hff,      // the modes built (cipher_modes_axis): AEAD
                                               // without GCM has no GHASH unit
  parameter int unsigned GHASH_KARATSUBA = 3,  // AEAD: multiplier Karatsuba levels (0..3)
  parameter int unsigned GHASH_PIPE      = 4,  // AEAD: multiplier register levels (1..4)
  parameter int unsigned GHASH_DIGIT     = 128,  // AEAD: bits of H per clock: 128 the line-rate unit
                                                 // (cm_ghash_agg); 2..64 the digit-serial one
                                                 // (cm_ghash_ds)
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,  // bit count 0..BLOCK_W
  localparam int unsigned SIDE_W = cipher_modes_pkg::side_w(SID_W, CNT_W, BLOCK_W, AEAD)
) (
  input  logic               clk_i,
  input  logic               rst_ni,           // synchronous, active low (engine reset)
  output logic               ghash_busy_o,     // AEAD: the GHASH unit sweeps its stores (after
                                               // reset): nothing may issue
  // Core results, with the side FIFO's head word (valid with every result).
  input  logic               core_out_valid_i,
  output logic               core_out_ready_o,
  input  logic [BLOCK_W-1:0] core_out_block_i,
  input  logic [SIDE_W-1:0]  side_i,           // side_t
  // Completion-fed context words, both written at c0_sid_o (the CW stage).
  output logic [SID_W-1:0]   c0_sid_o,
  output logic               cvb_we_o,
  output logic [BLOCK_W-1:0] cvb_wd_o,
  output logic               l_we_o,
  output logic [BLOCK_W-1:0] l_wd_o,
  // Release of a stream (clear its blocked flag at S0).
  output logic               rel_v_o,
  output logic [SID_W-1:0]   rel_sid_o,
  output logic               rel_lop_o,      // the released op is an L block (CMAC L, GCM H)
  // An AEAD encryption's last data block (or a block that needs a middle
  // step: see side_t.fin_next) is back: issue its final step (or middle
  // step); the stream stays blocked until that step's block is back.
  output logic               fin_req_v_o,
  output logic [SID_W-1:0]   fin_req_sid_o,
  output logic               fin_req_mid_o,    // a middle step (GCM J0, CCM flush or MAC), not the final
  output logic               fin_req_more_o,   // fin_req_mid_o: the final step follows it
  // Data-out channel (see cipher_modes).
  output logic               dout_valid_o,
  input  logic               dout_ready_i,
  output logic [SID_W-1:0]   dout_sid_o,
  output logic [BLOCK_W-1:0] dout_data_o,
  output logic               dout_last_o,
  output logic [CNT_W-1:0]   dout_bits_o,
  output logic [cipher_modes_pkg::ST_W-1:0] dout_status_o,
  output logic               dout_hold_o       // a buffered GCM/CCM decryption's beat (cm_auth_buf)
);

  localparam int unsigned OQ_DEPTH = 16;  // output FIFO
  localparam int unsigned OQ_CW    = $clog2(OQ_DEPTH + 1);
  localparam int unsigned OQ_CW1   = OQ_CW + 1;  // one bit wider, for sums

  // The side-band word (from cm_build, through the side FIFO), from its one
  // layout in cipher_modes_pkg.
  `CM_TYPEDEF_SIDE_T(SID_W, CNT_W, BLOCK_W, AEAD)

  // ---------------------------------------------------------------------------
  // Helpers (width-dependent, hence here and not in the package).
  // ---------------------------------------------------------------------------
  // Shift register update of CFB-s (cipher_modes_pkg).
  `CM_CFB_SHIFT_FN(BLOCK_W)

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  side_t              side_rd;
  logic               core_out_ready, core_out_fire;
  // C0.
  logic               c0_v_q;
  logic [BLOCK_W-1:0] c0_o_q;
  side_t              c0_m_q;
  // CW: C0 after the GHASH stage (C0 itself without AEAD).
  logic               cw_v;
  logic [BLOCK_W-1:0] cw_o;       // core output (KIND_TAG: the tag E_K(J0) ^ GHASH)
  side_t              cw_m;
  logic [BLOCK_W-1:0] cw_p;       // GHASH of the message part a GCM op ends (else zero)
  logic [BLOCK_W-1:0] c0_x;
  logic               c0_push;
  logic [7:0]         pipe_n;     // results in the GHASH stage (credits)
  logic               gap;        // AEAD: take no result next clock (the H^3 spacing)
  // C1.
  logic               c1_v_q;
  logic [SID_W-1:0]   c1_sid_q;
  logic [cipher_modes_pkg::KIND_W-1:0] c1_kind_q;
  logic [cipher_modes_pkg::ST_W-1:0]   c1_st_q;
  logic               c1_last_q, c1_verify_q, c1_hold_q;
  logic [CNT_W-1:0]   c1_obits_q;
  logic [BLOCK_W-1:0] c1_x_q, c1_o_q, c1_diff_q, c1_mask_q;
  logic [BLOCK_W-1:0] c1_data;
  logic               c1_last, c1_match, c1_keep;
  logic [CNT_W-1:0]   c1_bits;
  logic [cipher_modes_pkg::ST_W-1:0] c1_st;
  // Output FIFO.
  logic [OQ_CW-1:0]   oq_cnt_q;
  logic               oq_wr_ready, dout_fire;

  assign side_rd       = side_i;
  assign core_out_fire = core_out_valid_i && core_out_ready;

  // ---------------------------------------------------------------------------
  // C0: completion.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      c0_v_q <= 1'b0;
    end else begin
      c0_v_q <= core_out_fire;
    end
  end

  // c0_o_q may hold CMAC L: zero without a result.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !core_out_fire) begin
      c0_o_q <= '0;
    end else begin
      c0_o_q <= core_out_block_i;
    end
  end

  // Zero without a result with AEAD (opb: GHASH blocks).
  always_ff @(posedge clk_i) begin
    if (core_out_fire) begin
      c0_m_q <= side_rd;
    end else if (AEAD) begin
      c0_m_q <= '0;
    end
  end

  // ---------------------------------------------------------------------------
  // GHASH stage (AEAD): X = opb ^ (gh_o ? output masked to its bits : 0)
  // into the GHASH unit (the H op: the output, H); the same sum is CCM's
  // next CBC-MAC operand. Beside the unit, a delay line of its latency
  // carries the result and its side word; its registers are zero without a
  // result (the output can be L or H).
  // ---------------------------------------------------------------------------
  if (AEAD) begin : g_ghash
    // D: the unit's fin_i to ghash_o; without GCM (CCM only) a register.
    localparam bit          GCM = MODES[cipher_modes_pkg::MODE_GCM];
    localparam bit          DS  = GHASH_DIGIT != 128;  // the digit-serial unit
    localparam int unsigned DS_STEPS = DS ? 128 / GHASH_DIGIT : 1;
    // Its op spacing: after an op, C0 takes no result for DS_GAP clocks.
    localparam int unsigned DS_GAP   = DS_STEPS + 1;
    localparam int unsigned D = !GCM ? 1 : DS ? DS_STEPS + 2 : GHASH_PIPE + 4;
    localparam int unsigned M_W = SIDE_W;
    localparam int unsigned DO_W = D * BLOCK_W;  // the delay line's results
    localparam int unsigned DM_W = D * M_W;      // and side words
    logic [BLOCK_W-1:0] y;
    logic               fin_v;
    logic [SID_W-1:0]   fin_sid;
    logic [D-1:0]       dl_v_q;
    logic [D*BLOCK_W-1:0] dl_o_q;
    logic [D*M_W-1:0]   dl_m_q;
    side_t              m_in;
    cipher_modes_pkg::gsch_t gs;

    logic [BLOCK_W-1:0] c0_mask;
    cm_top_mask #(.BLOCK_W(BLOCK_W)) u_c0_mask (
      .n_i   (c0_m_q.obits),
      .mask_o(c0_mask)
    );
    assign y  = c0_m_q.opb ^ (c0_m_q.gh_o ? (c0_o_q & c0_mask) : '0);
    assign gs = cipher_modes_pkg::gsch_t'(c0_m_q.gs);

    // The two units share their op interface.
`define CM_GHASH_OP_PORTS \
        .clk_i, \
        .rst_ni, \
        .busy_o   (ghash_busy_o), \
        .valid_i  (c0_v_q && c0_m_q.gh), \
        .sid_i    (c0_m_q.sid), \
        .hop_i    (gs.hop), \
        .x_i      (gs.hop ? c0_o_q : y), \
        .lane_i   (gs.lane), \
        .pw_i     (gs.pw), \
        .lfirst_i (gs.lfirst), \
        .tail_i   (gs.tail), \
        .tfirst_i (gs.tfirst), \
        .fin_i    (gs.fin), \
        .clrh_i   (gs.clrh), \
        .fin_v_o  (fin_v), \
        .fin_sid_o(fin_sid), \
        .ghash_o  (cw_p)
    if (GCM && DS) begin : g_ds
      cm_ghash_ds #(
        .SID_W(SID_W),
        .DIGIT(GHASH_DIGIT)
      ) u_ds (
        `CM_GHASH_OP_PORTS
      );
    end else if (GCM) begin : g_agg
      cm_ghash_agg #(
        .SID_W    (SID_W),
        .KARATSUBA(GHASH_KARATSUBA),
        .PIPE     (GHASH_PIPE)
      ) u_agg (
        `CM_GHASH_OP_PORTS
      );
`undef CM_GHASH_OP_PORTS
    end else begin : g_no_agg
      assign ghash_busy_o = 1'b0;
      assign fin_v        = 1'b0;
      assign fin_sid      = '0;
      assign cw_p         = '0;
    end

    // The delay line carries Y as opb: a CCM block's new CBC-MAC operand
    // (CVB_OPB). Other users of opb (CFB, CMAC verify) have gh_o = 0.
    always_comb begin
      m_in     = c0_m_q;
      m_in.opb = y;
    end

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        dl_v_q <= '0;
        dl_o_q <= '0;
        dl_m_q <= '0;
      end else begin
        // (Shifted by D + 1 bits and cut to D: D may be 1.)
        dl_v_q <= D'({dl_v_q, c0_v_q});
        dl_o_q <= DO_W'({dl_o_q, c0_v_q ? c0_o_q : '0});
        dl_m_q <= DM_W'({dl_m_q, c0_v_q ? m_in : '0});
      end
    end

    assign cw_v = dl_v_q[D-1];
    assign cw_m = side_t'(dl_m_q[D*M_W-1 -: M_W]);
    // KIND_TAG: GCM T = E_K(J0) ^ GHASH (gh); CCM T = E_K(Ctr0) ^ Y (opb).
    assign cw_o = dl_o_q[D*BLOCK_W-1 -: BLOCK_W]
                ^ ((cw_m.kind == cipher_modes_pkg::KIND_TAG) ? (cw_m.gh ? cw_p : cw_m.opb) : '0);

    always_comb begin
      pipe_n = '0;
      for (int unsigned i = 0; i < D; i++) pipe_n = pipe_n + 8'(dl_v_q[i]);
    end

    // The line-rate unit's H^3 spacing: a message of m = hm blocks uses H^3
    // in its block m - 2, which the unit needs GHASH_PIPE clocks after the H
    // op; taken back to back it comes m - 2 clocks after it, so C0 takes no
    // result for the GHASH_PIPE - (m - 2) clocks after the H op (m = 3 ..
    // PIPE + 1). The digit-serial unit's op spacing: C0 takes no result for
    // the DS_GAP clocks after any GHASH op (the unit's INTERVAL less one).
    cipher_modes_pkg::gsch_t gs_rd;
    logic [6:0] gap_d, gap_q;
    assign gs_rd = cipher_modes_pkg::gsch_t'(side_rd.gs);
    always_comb begin
      gap_d = (gap_q != '0) ? gap_q - 7'd1 : '0;
      if (GCM && DS && core_out_fire && side_rd.gh) begin
        gap_d = 7'(DS_GAP);
      end else if (GCM && !DS && core_out_fire && side_rd.gh && gs_rd.hop && gs_rd.hm >= 3'd3
          && 4'(gs_rd.hm) <= 4'(GHASH_PIPE + 1)) begin
        gap_d = 7'(4'(GHASH_PIPE + 2) - 4'(gs_rd.hm));
      end
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        gap_q <= '0;
      end else begin
        gap_q <= gap_d;
      end
    end
    assign gap = gap_d != '0;
    logic unused_gs;
    assign unused_gs = ^{gs, gs_rd};  // (each reads some of the flags)

`ifndef SYNTHESIS
    // The unit's GHASH comes out with the op that ends it.
    cipher_modes_pkg::gsch_t gs_cw;
    assign gs_cw = cipher_modes_pkg::gsch_t'(cw_m.gs);
    logic unused_cw;
    assign unused_cw = ^gs_cw;
    // Checked only once a reset has been applied: before it the registers
    // hold arbitrary (randomized) values with rst_ni possibly high.
    logic gs_armed;
    cl_chk_armed u_gs_armed (.clk_i, .rst_ni, .armed_o(gs_armed));
    always_ff @(posedge clk_i) begin
      if (gs_armed && (fin_v != (cw_v && cw_m.gh && gs_cw.fin && !gs_cw.hop)
                     || (fin_v && fin_sid != cw_m.sid))) begin
        $error("cm_complete: the GHASH unit's output out of step with its op");
      end
    end
`else
    logic unused_g;
    assign unused_g = ^{fin_v, fin_sid};
`endif
  end else begin : g_no_ghash
    assign cw_v   = c0_v_q;
    assign cw_o   = c0_o_q;
    assign cw_m   = c0_m_q;
    assign cw_p   = '0;
    assign pipe_n = '0;
    assign gap    = 1'b0;
    assign ghash_busy_o = 1'b0;
  end

  // ---------------------------------------------------------------------------
  // CW: write-back and release.
  // ---------------------------------------------------------------------------
  assign c0_x    = cw_o ^ cw_m.opa;
  // KIND_MID, KIND_LOP: no output.
  assign c0_push = cw_v && (cw_m.kind == cipher_modes_pkg::KIND_OUT || cw_m.kind == cipher_modes_pkg::KIND_BYP
                            || cw_m.kind == cipher_modes_pkg::KIND_FIN
                            || cw_m.kind == cipher_modes_pkg::KIND_TAG);

  assign c0_sid_o  = cw_m.sid;
  assign cvb_we_o  = cw_v && cw_m.wr_cvb;
  // GCM: the new GHASH state; CFB encryption: the shift register; a CCM
  // payload block's CTR block: Y ^ P (opb, from the GHASH stage); the L
  // block (CMAC L, GCM H): zero (never L or H); else the output.
  assign cvb_wd_o  = (cw_m.kind == cipher_modes_pkg::KIND_LOP) ? '0
                   : cw_m.gh ? cw_p
                   : (cw_m.cvb_sel == cipher_modes_pkg::CVB_SHIFT) ? cfb_shift(cw_m.opb, c0_x, cw_m.seg)
                   : (cw_m.cvb_sel == cipher_modes_pkg::CVB_OPB)   ? cw_m.opb
                                                                   : cw_o;
  // L: stored by the L block (not GCM's: H is the GHASH unit's); cleared by
  // the message's last result (every message ends with exactly one beat
  // with last set, in stream order).
  logic l_blk;
  assign l_blk     = cw_m.kind == cipher_modes_pkg::KIND_LOP && !cw_m.gh;
  assign l_we_o    = cw_v && (l_blk || cw_m.last);
  assign l_wd_o    = l_blk ? cw_o : '0;
  assign rel_v_o   = cw_v && cw_m.fb && !cw_m.fin_next;
  assign rel_sid_o = cw_m.sid;
  assign rel_lop_o = cw_m.kind == cipher_modes_pkg::KIND_LOP;
  assign fin_req_v_o   = cw_v && cw_m.fin_next;
  assign fin_req_sid_o = cw_m.sid;
  assign fin_req_mid_o  = cw_m.fin_mid;
  assign fin_req_more_o = cw_m.fin_more;

  // ---------------------------------------------------------------------------
  // C1: output beat (mask, CMAC tag / compare) into the output FIFO. C0 keeps
  // only the chaining-value write-back and the release, which the next block
  // of the stream waits for; the output formatting gets a clock of its own.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      c1_v_q <= 1'b0;
    end else begin
      c1_v_q <= c0_push;
    end
  end

  logic [BLOCK_W-1:0] cw_mask;
  cm_top_mask #(.BLOCK_W(BLOCK_W)) u_cw_mask (
    .n_i   (cw_m.obits),
    .mask_o(cw_mask)
  );

  always_ff @(posedge clk_i) begin
    if (c0_push) begin
      c1_sid_q    <= cw_m.sid;
      c1_kind_q   <= cw_m.kind;
      c1_st_q     <= cw_m.st;
      c1_last_q   <= cw_m.last;
      c1_hold_q   <= cw_m.hold;
      c1_verify_q <= cw_m.verify;
      c1_obits_q  <= cw_m.obits;
      c1_x_q      <= c0_x;
      c1_o_q      <= cw_o;
      // The expected tag: CMAC's in opb, GCM's in opa.
      c1_diff_q   <= cw_o ^ ((cw_m.kind == cipher_modes_pkg::KIND_TAG) ? cw_m.opa : cw_m.opb);
      c1_mask_q   <= cw_mask;
    end
  end

  assign c1_match = (c1_diff_q & c1_mask_q) == '0;

  // A failed verification's final beat (KIND_FIN) carries no data: its data
  // and bit count are formed here without the compare (c1_keep), and C2
  // zeroes them on the way into the output FIFO, so that the compare's
  // reduction tree does not also drive BLOCK_W selects in this clock (the
  // longest group on f997963's seed 1, 7.0 ns).
  always_comb begin
    c1_data = '0;
    c1_last = 1'b1;
    c1_bits = '0;
    c1_st   = cipher_modes_pkg::ST_OK;
    c1_keep = 1'b1;
    unique case (c1_kind_q)
      cipher_modes_pkg::KIND_OUT: begin
        c1_data = c1_x_q & c1_mask_q;
        c1_last = c1_last_q;
        c1_bits = c1_obits_q;
      end
      cipher_modes_pkg::KIND_FIN: begin
        c1_data = c1_o_q & c1_mask_q;
        c1_bits = c1_obits_q;
        if (c1_verify_q && !c1_match) begin
          c1_keep = 1'b0;
          c1_st   = cipher_modes_pkg::ST_ERR_AUTH;
        end
      end
      cipher_modes_pkg::KIND_TAG: begin
        // GCM: the tag; decryption: a status beat (OK or ERR_AUTH), no data.
        if (!c1_verify_q) begin
          c1_data = c1_o_q & c1_mask_q;
          c1_bits = c1_obits_q;
        end else if (!c1_match) begin
          c1_st = cipher_modes_pkg::ST_ERR_AUTH;
        end
      end
      default: c1_st = c1_st_q;  // KIND_BYP
    endcase
  end

  // ---------------------------------------------------------------------------
  // C2, the output FIFO and its credits: a core result is taken only while
  // the FIFO has room for it and for the beats in C0, C1 and C2.
  // ---------------------------------------------------------------------------
  localparam int unsigned OQ_W = SID_W + BLOCK_W + 1 + CNT_W + cipher_modes_pkg::ST_W + 1;
  logic                              c2_v_q;
  // Loaded on every clock; written to the FIFO with c2_v_q, the data and bit
  // count only if c2_keep_q.
  logic [SID_W-1:0]                  c2_sid_q;
  logic [BLOCK_W-1:0]                c2_data_q;
  logic                              c2_last_q, c2_keep_q, c2_hold_q;
  logic [CNT_W-1:0]                  c2_bits_q;
  logic [cipher_modes_pkg::ST_W-1:0] c2_st_q;
  logic [OQ_W-1:0]                   c2_w;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      c2_v_q <= 1'b0;
    end else begin
      c2_v_q <= c1_v_q;
    end
  end
  always_ff @(posedge clk_i) begin
    c2_sid_q  <= c1_sid_q;
    c2_data_q <= c1_data;
    c2_last_q <= c1_last;
    c2_bits_q <= c1_bits;
    c2_st_q   <= c1_st;
    c2_hold_q <= c1_hold_q;
    c2_keep_q <= c1_keep;
  end
  assign c2_w = {c2_sid_q, c2_data_q & {BLOCK_W{c2_keep_q}}, c2_last_q,
                 c2_bits_q & {CNT_W{c2_keep_q}}, c2_st_q, c2_hold_q};

  cl_sync_fifo #(.WIDTH(OQ_W), .DEPTH(OQ_DEPTH)) u_oq (
    .clk_i,
    .rst_ni,
    .wr_valid_i(c2_v_q),
    .wr_valid_next_i(1'b0),
    .wr_ready_o(oq_wr_ready),
    .wr_data_i (c2_w),
    .rd_valid_o(dout_valid_o),
    .rd_ready_i(dout_ready_i),
    .rd_data_o ({dout_sid_o, dout_data_o, dout_last_o, dout_bits_o, dout_status_o, dout_hold_o})
  );
  assign dout_fire = dout_valid_o && dout_ready_i;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      oq_cnt_q <= '0;
    end else begin
      oq_cnt_q <= oq_cnt_q + OQ_CW'(c2_v_q) - OQ_CW'(dout_fire);
    end
  end

  // Decided one clock ahead from registers only, so that no adder sits
  // between the FIFO count and the core's output handshake: next clock's
  // count is at most oq_cnt_q + c2_v_q (pops ignored), its c2_v at most
  // c1_v_q, its c1_v at most c0_v_q (and the GHASH delay line's pipe_n) and
  // its c0_v at most 1. Conservative by up to two entries, which OQ_DEPTH
  // allows for.
  logic core_out_ready_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      core_out_ready_q <= 1'b0;
    end else begin
      core_out_ready_q <= OQ_CW1'(oq_cnt_q) + OQ_CW1'(c2_v_q) + OQ_CW1'(c1_v_q) + OQ_CW1'(c0_v_q)
                          + OQ_CW1'(pipe_n)
                          + OQ_CW1'(1'b1) < OQ_CW1'(OQ_DEPTH)
                          && !gap;
    end
  end
  assign core_out_ready   = core_out_ready_q;
  assign core_out_ready_o = core_out_ready;

  // ---------------------------------------------------------------------------
  // Unused and checks.
  // ---------------------------------------------------------------------------
  logic unused;
  assign unused = ^{oq_wr_ready, cw_m.gh_o, cw_m.gs, pipe_n};

`ifndef SYNTHESIS
  // The port's width (cipher_modes_pkg::side_w) against the layout.
  if (unsigned'($bits(side_t)) != SIDE_W) begin : g_err_w
    $fatal(1, "cm_complete: cipher_modes_pkg::side_w out of step with side_t");
  end

  // Checked only once a reset has been applied (cl_chk_armed).
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));

  always_ff @(posedge clk_i) begin
    if (armed) begin
      if (c2_v_q && !oq_wr_ready) $error("cipher_modes: output FIFO overflow");
    end
  end
`endif

endmodule
