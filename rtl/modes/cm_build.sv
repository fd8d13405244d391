// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_build: S1, S1D, S2 and S3 of the modes engine (cipher_modes).
//   S1  fetch: the context RAM words come out of the stores' output
//       registers (cipher_modes, cl_ctx_ram OUT_REG) on the S1 -> S1D
//       edge; the beat and the LUT RAM words are registered here beside them.
//   S1D registers, from those, the beat's valid-bit decode and (AEAD) its
//       index flags (read, not compared: from the configuration word or the
//       flag context RAM) and its valid bits compared against the
//       configuration word's.
//   (S4, AEAD: the index flags of the count an operation wrote, from
//       registers, into the flag context RAM.)
//   S2  decode: takes the chaining value and the block count from their
//       source (IV, cvb, the cva RAM word, or a forwarding register:
//       cm_cv_fwd chooses it from registered hits; the beat one ahead is
//       still in S3, so that choice is left to S3), and forms everything
//       that does not depend on the forwarded chaining value: the core input block or
//       a recipe for it (the chaining value, or the data XOR it), the
//       side-band word, and the new issue-fed chaining value or its recipe
//       (CTR counter, CFB-dec shift register).
//   S3  build: the late choice (the beat one ahead's new word, or S2's
//       choice), the block count and the policy limit, and the recipes: the
//       core input block, the side-band word and the new issue-fed word
//       (forwarded to the next four beats, and written to the cva context
//       RAM from fwd1, one clock later). Only this stage is a loop (a stream's consecutive CTR beats),
//       and it is kept to the increment (of both candidates, side by side),
//       a 2:1 select and a 4:1 select.
//   The mode decoding of S2 happens once per beat:
//       GCM (AEAD): the beat's place in the message (AAD, payload, final
//       step) comes from its index and the header's beat counts; it builds
//       the counter block, the GHASH block X (and whether the completion
//       stage adds the core output: encryption's ciphertext) and the op's
//       flags for the line-rate GHASH unit (gsch_t: its place in the
//       four-lane schedule). A message's operations may follow each other
//       back to back: the index, its flags and the bad bit are forwarded
//       (the index chain, S2 .. S6), the counter as CTR's is.
//       CCM (AEAD): likewise by index, the formatted AAD blocks, each
//       payload block's CTR block and CBC-MAC step, and the final step.
// Nothing here stalls: a beat in S1 is in S1D the next clock, in S2 the clock
// after, then in S3, and leaves S3 (into the core input FIFO and the side
// FIFO) the clock after that.

module cm_build #(
  parameter int unsigned BLOCK_W    = 64,       // block width in bits (64 or 128)
  parameter int unsigned KEY_W      = 192,      // key bundle width in bits
  parameter int unsigned SID_W      = 6,        // stream id width
  parameter int unsigned CTR_W      = BLOCK_W,  // CTR: low counter bits that increment
  parameter bit          POLICY     = 1'b1,     // NIST policy for cmd_legacy_i = 0 messages
  parameter int unsigned MAX_BLOCKS = 1 << 20,  // policy: most blocks per message
  parameter bit          AEAD       = 1'b0,     // GCM beats (BLOCK_W 128)
  parameter logic [7:0]  MODES      = 8'hff,    // the modes built (cipher_modes_axis): the
                                                // decode of a mode left out is not built
  parameter int unsigned AUTH_BUF_BEATS = 0,    // AEAD: message buffer beats (0: none); GCM
                                                // decryption beats are then held (side hold)
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,        // bit count 0..BLOCK_W
  localparam int unsigned TL_W   = $clog2(BLOCK_W / 8) + 1,    // tag bytes 0..BLOCK_W/8
  localparam int unsigned BC_W   = cipher_modes_pkg::bc_w(AEAD, MAX_BLOCKS),  // operation count
  localparam int unsigned A_W    = 1 + BC_W + BLOCK_W,         // issue-fed word {bad, count, cv}
  localparam int unsigned CFG_W  = cipher_modes_pkg::cfg_w(BLOCK_W, KEY_W, TL_W, AEAD),
  localparam int unsigned BEAT_W = cipher_modes_pkg::beat_w(SID_W, CNT_W, BLOCK_W),
  localparam int unsigned SIDE_W = cipher_modes_pkg::side_w(SID_W, CNT_W, BLOCK_W, AEAD),
  localparam int unsigned AB_W   = cipher_modes_pkg::ab_w(AEAD),
  localparam int unsigned APB_W  = cipher_modes_pkg::apb_w(AEAD),
  localparam int unsigned IVB_W  = cipher_modes_pkg::ivb_w(AEAD),
  localparam int unsigned AIX_W  = cipher_modes_pkg::aidx_w(AEAD),  // index flags (aidx_t)
  localparam int unsigned GS_W   = cipher_modes_pkg::gsch_w(AEAD),  // side_t.gs
  localparam bit          HOLD   = AEAD && AUTH_BUF_BEATS > 0
) (
  input  logic               clk_i,
  input  logic               rst_ni,     // synchronous, active low (engine reset)
  // From S1 (cm_ingress) and the context RAMs read on the S0 -> S1 edge:
  // pek_rd_i and aix_rd_i in S1 (their LUT RAMs' read registers); the block
  // RAM words in S1D, from the stores' output registers (cl_ctx_ram OUT_REG;
  // zero when S1 had no beat).
  input  logic               s1_v_i,
  input  logic [BEAT_W-1:0]  s1_beat_i,  // beat_t
  input  logic [KEY_W-1:0]   s1_key_i,   // CMAC L block's key, else zero
  input  logic [CFG_W-1:0]   cfg_rd_i,   // cfg_t (S1D)
  input  logic [cipher_modes_pkg::PEK_W-1:0] pek_rd_i,  // the cfg word's pek, from its own (LUT) RAM (S1)
  input  logic [A_W-1:0]     cva_rd_i,   // (S1D)
  input  logic [BLOCK_W-1:0] cvb_rd_i,   // (S1D)
  input  logic [BLOCK_W-1:0] l_rd_i,     // (S1D)
  input  logic [AIX_W-1:0]   aix_rd_i,   // AEAD: index flags (aidx_t) of the stream's next operation (S1)
  // Issue-fed context word write (cva context RAM).
  output logic               cva_we_o,
  output logic [SID_W-1:0]   cva_waddr_o,
  output logic [A_W-1:0]     cva_wd_o,
  // AEAD: index flags word write (flag context RAM), on the clock of the
  // cva write of the same operation: the flags of the index it wrote.
  output logic               aix_we_o,
  output logic [SID_W-1:0]   aix_waddr_o,
  output logic [AIX_W-1:0]   aix_wd_o,
  // S3 output: one word into the core input FIFO and the side FIFO. The
  // core input word is zero without a push (the FIFO scrubs with it).
  output logic               s1d_v_o,    // a beat is in S1D (credits)
  output logic               s2_v_o,     // a beat is in S2 (credits)
  output logic               s3_v_o,     // a beat is in S3 (credits)
  output logic               push_o,
  output logic               dec_o,
  output logic [KEY_W-1:0]   key_o,
  output logic [BLOCK_W-1:0] block_o,
  output logic [SIDE_W-1:0]  side_o,     // side_t
  // cm_chain: with push_o, the block is bound (its chaining value is added
  // at the core's input), or starts a feedback chain the slot may take (an
  // unbound data block of CBC encryption, OFB or CMAC).
  output logic               bind_o,
  output logic               chn_o,
  output logic [SID_W-1:0]   chn_sid_o
);

  localparam logic [CNT_W-1:0] BW = CNT_W'(BLOCK_W);
  localparam int unsigned I32 = (CTR_W < 32) ? CTR_W : 32;  // GCM's inc32 (AEAD: CTR_W >= 32)
  // The counter increments' width: CTR_W with CTR mode built, else only GCM
  // and CCM's inc32 uses them.
  localparam int unsigned INC_W = MODES[cipher_modes_pkg::MODE_CTR] ? CTR_W : I32;
  // CMAC doubling constant R_b (SP 800-38B): 64-bit 0x1B, 128-bit 0x87.
  localparam logic [BLOCK_W-1:0] RB = (BLOCK_W == 64) ? BLOCK_W'(8'h1b) : BLOCK_W'(8'h87);

  // ---------------------------------------------------------------------------
  // Types. The words shared with cm_ingress and cm_complete, from their one
  // layout in cipher_modes_pkg: the configuration word, the issued beat, and
  // the side-band word travelling in lock step with the core (side FIFO).
  // ---------------------------------------------------------------------------
  `CM_TYPEDEF_CFG_T(BLOCK_W, KEY_W, TL_W, AEAD)
  `CM_TYPEDEF_BEAT_T(SID_W, CNT_W, BLOCK_W)
  `CM_TYPEDEF_SIDE_T(SID_W, CNT_W, BLOCK_W, AEAD)

  // AEAD: the beat's place in the message (cipher_modes_pkg::acmp_t, adec_t).

  // ---------------------------------------------------------------------------
  // Helpers (width-dependent, hence here and not in the package).
  // ---------------------------------------------------------------------------
  // Shift register update of CFB-s (cipher_modes_pkg).
  `CM_CFB_SHIFT_FN(BLOCK_W)

  // Doubling in GF(2^BLOCK_W) (CMAC subkeys).
  function automatic logic [BLOCK_W-1:0] dbl(logic [BLOCK_W-1:0] x);
    dbl = {x[BLOCK_W-2:0], 1'b0} ^ (x[BLOCK_W-1] ? RB : '0);
  endfunction

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  // The new issue-fed word's recipe (S2 -> S3).
  localparam logic [1:0] CVW_KEEP = 2'd0,  // the new chaining value: the old one
                         CVW_PRE  = 2'd1,  // S2's word (s3_cvw_d_q)
                         CVW_INC  = 2'd2,  // the old one + 1 in its CTR_W low bits
                         CVW_CFB  = 2'd3;  // the CFB-dec shift register update
  // S1 -> S1D: the beat, and the context words from the stores' output
  // registers.
  logic               s1d_v_q;
  beat_t              s1d_q;
  logic [KEY_W-1:0]   s1d_key_q;
  cfg_t               s1d_cfg;
  logic [cipher_modes_pkg::PEK_W-1:0] s1d_pek_q;
  logic [A_W-1:0]     s1d_cva;
  logic [BLOCK_W-1:0] s1d_cvb, s1d_l;
  logic [AIX_W-1:0]   s1d_aix_q;
  // S1D -> S2.
  logic               s2_v_q;
  beat_t              s2_q;
  logic [KEY_W-1:0]   s2_key_q;
  cfg_t               s2_cfg_q;
  logic [A_W-1:0]     s2_cva_q;
  logic [BLOCK_W-1:0] s2_cvb_q, s2_l_q;
  // The beat's valid bits, decoded in S1D (from the registered beat and the
  // configuration word), so that S2's decode starts from flags: the data
  // masked to its bits, the CMAC final block before the subkey (the data if
  // full, else masked and padded 10*), bits == BLOCK_W, and whether a last
  // beat's bits end the message with ST_ERR_PARTIAL in the non-AEAD modes.
  logic [BLOCK_W-1:0] s1d_tmask, s1d_pad;
  logic [BLOCK_W-1:0] s2_dm_q, s2_dmp_q;
  logic               s1d_perr;
  logic               s2_perr_q;
  // CMAC's subkey for the last block (K1 if it is complete, else K2), from
  // L in S1D; and the block's non-AEAD selects (see s2_block), decided in
  // S1D from its registers, so that S2's block starts from registers.
  logic [BLOCK_W-1:0] s1d_k1, s2_k_q;
  logic               s2_sb_data_q, s2_sb_cvb_q, s2_sb_cmacl_q;
  cipher_modes_pkg::acmp_t s1d_ac, s2_ac_q;  // AEAD compares (S1D), registered
  cipher_modes_pkg::adec_t s2_ad;           // AEAD flags (S2)
  // Forwarding (cm_cv_fwd): fwd1, the word written at the end of S3, one
  // clock later (it writes the cva RAM).
  logic               fwd1_v;
  logic [SID_W-1:0]   fwd1_sid;
  logic [A_W-1:0]     fwd1_val;
  logic               fwd1_ge;    // its block count >= MAX_BLOCKS
  logic [A_W-1:0]     s1d_cva_fwd;  // the RAM word with fwd3's newer write merged
  logic [4:0]         s1d_hit;    // S1D: the beat k + 1 ahead writes this beat's stream's word
  // S2.
  logic               hit1;       // the beat one ahead (in S3) writes this beat's stream's word
  logic [BLOCK_W-1:0] cv_pre;     // the chaining value unless the beat one ahead writes it
  logic [BC_W-1:0]    bc_pre;     // likewise the block count
  logic               ge_pre;     // bc_pre >= MAX_BLOCKS
  logic [BLOCK_W-1:0] m_last;
  logic               s2_push;
  logic [BLOCK_W-1:0] s2_block;   // the block, less the S3 terms below
  logic               s2_bcv;     // S3 adds (XOR) the chaining value to the block
  logic               s2_bdat;    // S3 adds the beat's data to the block
  logic [KEY_W-1:0]   s2_key;
  logic               s2_dec;
  side_t              s2_side;    // opa / opb zero where S3 puts the chaining value
  logic               s2_opa_cv, s2_opb_cv;
  logic [1:0]         s2_cvw;     // the new chaining value (CVW_*)
  logic               s2_inc32;   // CVW_INC: GCM's inc32 (the low 32 bits only)
  logic [BLOCK_W-1:0] s2_cva_wd;  // CVW_PRE: the new chaining value
  logic               s2_pol;     // a data beat the policy's block limit applies to
  logic               g_bad;      // AEAD: a beat did not match the lengths (sticky)
  // S2 -> S3 (loaded every clock, zero without a beat).
  logic               s3_v_q, s3_push_q, s3_awe_q, s3_defer_q;
  logic [SID_W-1:0]   s3_sid_q;
  logic [BLOCK_W-1:0] s3_data_q, s3_block_q, s3_cv_q, s3_cvw_d_q;
  logic               s3_bcv_q, s3_bdat_q, s3_dec_q, s3_opa_cv_q, s3_opb_cv_q;
  logic               s3_bind_q;  // a bound block (cm_chain adds its chaining value)
  logic               s3_chn_q;   // an unbound block that may start a feedback chain
  logic [KEY_W-1:0]   s3_key_q;
  side_t              s3_side_q;
  logic [1:0]         s3_cvw_q;
  logic               s3_inc32_q;
  logic               s3_sat_q;   // the block count saturates past the policy's limit (not AEAD)
  logic               s3_hit_q;   // the beat one ahead (in S3 at S2) writes cv and bc
  logic               s3_cvhit_q; // ... and cv comes from it (not the IV or cvb)
  logic [BC_W-1:0]    s3_bc_q;
  logic               s3_ge_q, s3_pol_q, s3_bad_q, s3_bad_prev_q;
  // S3.
  logic [BLOCK_W-1:0] cv, cv_new;
  logic [BC_W-1:0]    bc_next;
  logic [INC_W-1:0]   ctr_fwd, ctr_s3;  // the CTR counter + 1, from either source of cv
  logic [BC_W-1:0]    bc_fwd, bc_s3;    // the block count + 1, likewise
  logic               ge, over, s3_a_we;
  logic [A_W-1:0]     s3_a_wd;
  logic [BLOCK_W-1:0] s3_block;
  side_t              s3_side;
  // GCM.
  localparam int unsigned IW = ((BC_W > APB_W) ? BC_W : APB_W) + 1;  // index compare width
  logic [BLOCK_W-1:0] g_ctr, g_len, g_ivlen, g_j0blk;
  logic [GS_W-1:0]    g_gs;       // the op's GHASH unit flags (gsch_t)
  cipher_modes_pkg::gsch_t g_gs_hop, g_gs_clr;  // the H op's; an aborted message's last op's
  // CCM.
  logic [BLOCK_W-1:0] c_blk;      // formatted AAD block (length prefix, shifted AAD)
  logic [BLOCK_W-1:0] c_cnt, c_cnt_next;  // CTR counter block, and the next one

  // ---------------------------------------------------------------------------
  // S1: register the beat (and the LUT RAM words) beside the context words,
  // which the stores' output registers load on the same edge (zero without
  // a beat, as these are: keys, L): fabric registers after the block RAMs'
  // 4.1-4.3 ns clock-to-out, so that it and one route fill the clock
  // (docs/history/modes-engine.md, *Tenth round* and *Eleventh round*).
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1d_v_q <= 1'b0;
    end else begin
      s1d_v_q <= s1_v_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !s1_v_i) begin
      s1d_q     <= '0;
      s1d_key_q <= '0;
      s1d_pek_q <= '0;
      s1d_aix_q <= '0;
    end else begin
      s1d_q     <= s1_beat_i;
      s1d_key_q <= s1_key_i;
      s1d_pek_q <= pek_rd_i;
      s1d_aix_q <= aix_rd_i;
    end
  end

  // The configuration word with its one-hot mode less the modes not built
  // (which the command checks reject): constant zero bits, so that the
  // synthesis drops their decode.
  always_comb begin
    s1d_cfg   = cfg_rd_i;
    s1d_cfg.m = s1d_cfg.m & MODES;
  end
  assign s1d_cva = cva_rd_i;
  assign s1d_cvb = cvb_rd_i;
  assign s1d_l   = l_rd_i;

  // ---------------------------------------------------------------------------
  // S1D: the beat's valid-bit decode, its AEAD compares and the
  // chaining-value source, from the S1 registers.
  // ---------------------------------------------------------------------------
  cm_top_mask #(.BLOCK_W(BLOCK_W)) u_tmask (
    .n_i   (s1d_q.bits),
    .mask_o(s1d_tmask)
  );
  // The 1 of the 10* padding, just below the valid bits.
  assign s1d_pad = ((s1d_tmask >> 1) | {1'b1, {(BLOCK_W-1){1'b0}}}) & ~s1d_tmask;

  // A last beat's bits the mode does not allow (CFB with a short segment
  // takes any): above BLOCK_W (a bad TKEEP), a partial block in ECB or CBC,
  // an empty CMAC block after the first. The beat's own terms come from the
  // S1 registers; a 2-bit code the command stored (pek) only selects among
  // them, read from its own LUT RAM copy of the configuration word's field
  // (registered again in S1, as the block RAM words are).
  logic s1d_pe_gt, s1d_pe_ne, s1d_pe_cmac;
  assign s1d_pe_gt   = s1d_q.last && s1d_q.bits > BW;
  assign s1d_pe_ne   = s1d_q.last && s1d_q.bits != BW;
  assign s1d_pe_cmac = s1d_q.last && (s1d_q.bits > BW || (s1d_q.bits == '0 && !s1d_q.first));
  always_comb begin
    unique case (s1d_pek_q)
      cipher_modes_pkg::PEK_NE:   s1d_perr = s1d_pe_ne;
      cipher_modes_pkg::PEK_CMAC: s1d_perr = s1d_pe_cmac;
      cipher_modes_pkg::PEK_GT:   s1d_perr = s1d_pe_gt;
      default:                    s1d_perr = 1'b0;
    endcase
  end

  // AEAD: the beat's index, index flags and bad bit, and its valid bits
  // against the configuration word's counts (see acmp_t); S2 forms the
  // flags. A GCM message with a 96-bit IV issues its operations back to
  // back, so the stream's previous operation may still be on its way: the
  // newest of them gives its successor's index, flags and bad bit (the op
  // in S2 forms them, c3..c6 carry them down S3 .. S6 beside the cva
  // forwarding registers); the RAMs (index: the cva word's count; flags:
  // the aix word) hold them once it is six or more operations ahead.
  // {index, flags, bad} of a stream's next operation (nx words).
  localparam int unsigned NXW = BC_W + AIX_W + 1;
  logic [BC_W-1:0]  s2_idx_q, s2_nidx;  // S2: the op's index; + 1
  logic [AIX_W-1:0] s2_nf;              // flags of s2_nidx
  logic             s2_nbad;            // the sticky bad bit after the op
  logic [NXW-1:0]   c3_q, c4_q, c5_q, c6_q;
  logic [BC_W-1:0]  s1d_idx;
  if (AEAD) begin : g_acmp
    logic [NXW-1:0] nx;
    always_comb begin
      if (s1d_q.first)     nx = {BC_W'(0), s1d_cfg.f0, 1'b0};
      else if (s1d_hit[0]) nx = {s2_nidx, s2_nf, s2_nbad};
      else if (s1d_hit[1]) nx = c3_q;
      else if (s1d_hit[2]) nx = c4_q;
      else if (s1d_hit[3]) nx = c5_q;
      else if (s1d_hit[4]) nx = c6_q;
      else                 nx = {s1d_cva[A_W-2:BLOCK_W], s1d_aix_q, s1d_cva[A_W-1]};
    end
    assign {s1d_idx, s1d_ac.ix, s1d_ac.bad_prev} = nx;
    assign s1d_ac.bits_bw  = s1d_q.bits == BW;
    assign s1d_ac.bits_iv  = s1d_q.bits == CNT_W'({s1d_cfg.ivl[3:0], 3'b000});
    assign s1d_ac.bits_a   = s1d_q.bits == CNT_W'({s1d_cfg.alen[3:0], 3'b000});
    assign s1d_ac.bits_p   = s1d_q.bits == CNT_W'({s1d_cfg.plen[3:0], 3'b000});
    assign s1d_ac.bits_0   = s1d_q.bits == '0;
    assign s1d_ac.fin_bits = s1d_q.bits == (s1d_cfg.dec ? {s1d_cfg.tl, 3'b000} : '0);
  end else begin : g_no_acmp
    assign s1d_ac  = '0;
    assign s1d_idx = '0;
  end

  // CMAC: K1 = dbl(L); S2 gets K1 or K2 = dbl(K1) for the last block's bits.
  assign s1d_k1 = dbl(s1d_l);

  // The selects of S2's block that the beat and its configuration word
  // decide (every mode but GCM and CCM, whose selects need S2's AEAD
  // flags): the beat's data (a bypassed beat, CCM's B0, a partial-block
  // error, ECB, CBC decryption, a CMAC block before the last), cvb (CMAC
  // after the first block) and CMAC's last block with its subkey.
  logic s1d_mode, s1d_aead, s1d_cmac;
  assign s1d_mode = s1d_v_q && s1d_q.op == cipher_modes_pkg::OP_DATA && s1d_cfg.ok;
  assign s1d_aead = AEAD && (s1d_cfg.m[cipher_modes_pkg::MODE_GCM]
                             || s1d_cfg.m[cipher_modes_pkg::MODE_CCM]);
  assign s1d_cmac = s1d_mode && !s1d_perr && s1d_cfg.m[cipher_modes_pkg::MODE_CMAC];

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s2_v_q        <= 1'b0;
      s2_sb_data_q  <= 1'b0;
      s2_sb_cvb_q   <= 1'b0;
      s2_sb_cmacl_q <= 1'b0;
    end else begin
      s2_v_q        <= s1d_v_q;
      s2_sb_data_q  <= (s1d_v_q && (s1d_q.op == cipher_modes_pkg::OP_STRAY
                                    || s1d_q.op == cipher_modes_pkg::OP_BUSY))
                    || (s1d_v_q && s1d_q.op == cipher_modes_pkg::OP_LOP && s1d_q.b0)
                    || (s1d_mode && !s1d_aead
                        && (s1d_perr || s1d_cfg.m[cipher_modes_pkg::MODE_ECB]
                            || (s1d_cfg.m[cipher_modes_pkg::MODE_CBC] && s1d_cfg.dec)))
                    || (s1d_cmac && !s1d_q.last);
      s2_sb_cvb_q   <= s1d_cmac && !s1d_q.first;
      s2_sb_cmacl_q <= s1d_cmac && s1d_q.last;
    end
  end

  // Loaded every clock and zero without a beat: s2_key_q, s2_cfg_q and
  // s2_l_q hold keys and CMAC L only while a beat needs them.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !s1d_v_q) begin
      s2_q       <= '0;
      s2_key_q   <= '0;
      s2_cfg_q   <= '0;
      s2_cva_q   <= '0;
      s2_cvb_q   <= '0;
      s2_l_q     <= '0;
      s2_dm_q    <= '0;
      s2_dmp_q   <= '0;
      s2_k_q     <= '0;
      s2_perr_q  <= 1'b0;
      s2_ac_q    <= '0;
      s2_idx_q   <= '0;
    end else begin
      s2_q       <= s1d_q;
      s2_key_q   <= s1d_key_q;
      s2_cfg_q   <= s1d_cfg;
      s2_cva_q   <= s1d_cva_fwd;
      s2_cvb_q   <= s1d_cvb;
      s2_l_q     <= s1d_l;
      s2_dm_q    <= s1d_q.data & s1d_tmask;
      s2_dmp_q   <= (s1d_q.bits == BW) ? s1d_q.data : ((s1d_q.data & s1d_tmask) | s1d_pad);
      s2_k_q     <= (s1d_q.bits == BW) ? s1d_k1 : dbl(s1d_k1);
      s2_perr_q  <= s1d_perr;
      s2_ac_q    <= s1d_ac;
      s2_idx_q   <= s1d_idx;
    end
  end

  // ---------------------------------------------------------------------------
  // S2: the chaining-value source (cm_cv_fwd).
  // ---------------------------------------------------------------------------
  // A feedback-mode stream (s2_q.fb) takes the completion-fed value; every
  // other stream that needs one (CTR, CBC-dec, CFB-dec) the issue-fed one,
  // from the cva RAM or the beats ahead of it. The block count is issue-fed
  // in every mode (zero before the first block). The S1D registers are zero
  // without a beat.
  cm_cv_fwd #(
    .BLOCK_W   (BLOCK_W),
    .SID_W     (SID_W),
    .BC_W      (BC_W),
    .MAX_BLOCKS(MAX_BLOCKS)
  ) u_fwd (
    .clk_i,
    .rst_ni,
    .s1d_sid_i  (s1d_q.sid),
    .s1d_first_i(s1d_q.first),
    .s1d_fb_i   (s1d_q.fb),
    .s1d_cva_i  (s1d_cva),
    .s1d_cva_o  (s1d_cva_fwd),
    .s2_data_i  (s2_v_q && s2_q.op == cipher_modes_pkg::OP_DATA),
    .s2_sid_i   (s2_q.sid),
    .s2_iv_i    (s2_cfg_q.iv),
    .s2_cvb_i   (s2_cvb_q),
    .s2_cva_i   (s2_cva_q),
    .s1d_hit_o  (s1d_hit),
    .hit1_o     (hit1),
    .cv_pre_o   (cv_pre),
    .bc_pre_o   (bc_pre),
    .ge_pre_o   (ge_pre),
    .s3_we_i    (s3_a_we),
    .s3_sid_i   (s3_sid_q),
    .s3_wd_i    (s3_a_wd),
    .s3_ge_i    (bc_next >= BC_W'(MAX_BLOCKS)),
    .fwd1_v_o   (fwd1_v),
    .fwd1_sid_o (fwd1_sid),
    .fwd1_val_o (fwd1_val),
    .fwd1_ge_o  (fwd1_ge)
  );

  // ---------------------------------------------------------------------------
  // S2: decode the beat; the core input (its block: below) and the
  // side-band word, less the chaining value. CMAC's X (and GCM's GHASH
  // state Y) is cvb, zero for a message's first operation.
  // ---------------------------------------------------------------------------
  // CMAC final block: M ^ K1 if complete, else pad(M) ^ K2.
  assign m_last  = s2_dmp_q ^ s2_k_q;

  // AEAD flags (adec_t) from S1D's compares (cm_aead_dec).
  if (AEAD) begin : g_adec
    logic [cipher_modes_pkg::ADEC_W-1:0] ad;
    cm_aead_dec u_adec (
      .ac_i      (s2_ac_q),
      .ivb_nz_i  (s2_cfg_q.ivb != '0),
      .flush_i   (s2_cfg_q.ivb[0]),
      .ivl_lo_i  (s2_cfg_q.ivl[3:0]),
      .alen_lo_i (s2_cfg_q.alen[3:0]),
      .plen_lo_i (s2_cfg_q.plen[3:0]),
      .ad_o      (ad)
    );
    assign s2_ad = ad;
  end else begin : g_no_adec
    assign s2_ad = '0;
  end

  // AEAD: the index, flags and bad bit of the stream's next operation (its
  // successor reads them in S1D while this op is in S2, or from c3 .. c6),
  // and the flags written to the aix RAM from c4 (S4, with the cva word).
  // Loaded every clock (not secret); the cva forwarding registers' valid
  // bits and stream ids qualify them.
  if (AEAD) begin : g_next
    assign s2_nidx = s2_idx_q + 1'b1;
    assign s2_nbad = s2_ad.bad_prev || g_bad;
    cm_aead_idx #(
      .IW   (IW),
      .IVB_W(IVB_W),
      .AB_W (AB_W),
      .APB_W(APB_W),
      .OFS  (1)
    ) u_nf (
      .idx_i  (IW'(s2_idx_q)),
      .ivb_i  (s2_cfg_q.ivb),
      .ab_i   (s2_cfg_q.ab),
      .apb_i  (s2_cfg_q.apb),
      .flags_o(s2_nf)
    );
    always_ff @(posedge clk_i) begin
      c3_q <= {s2_nidx, s2_nf, s2_nbad};
      c4_q <= c3_q;
      c5_q <= c4_q;
      c6_q <= c5_q;
    end
  end else begin : g_no_next
    assign s2_nidx = '0;
    assign s2_nbad = 1'b0;
    assign s2_nf   = '0;
    assign {c3_q, c4_q, c5_q, c6_q} = '0;
  end

  // GCM (flags from S2's decode): the J0 step's GHASH (over the IV and its length)
  // leaves J0 in cvb: the next operation starts a new GHASH and the
  // counter from inc32(J0).
  if (AEAD) begin : g_gcm
    logic [31:0] j0_lo;
    // Counter block of a completion-fed message (an IV in data beats, whose
    // blocks wait for each other: no forwarding): inc32(J0) for the first
    // payload block, then the stored one (after the J0 step: inc32 of the J0
    // in cvb). With a 96-bit IV the counter is the chaining value, as in CTR.
    assign g_ctr      = s2_q.first         ? s2_cfg_q.iv
                      : s2_ad.g_after_j0 ? {s2_cvb_q[BLOCK_W-1:32], s2_cvb_q[31:0] + 32'd1}
                                           : s2_cva_q[BLOCK_W-1:0];
    // GHASH's last block: [len(A)]_64 || [len(C)]_64 in bits; the J0 step's:
    // 0^64 || [len(IV)]_64, which the word's iv field holds for a message
    // with IV data beats (cm_ingress).
    assign g_len      = {29'd0, s2_cfg_q.alen, 3'b000, 29'd0, s2_cfg_q.plen, 3'b000};
    assign g_ivlen    = s2_cfg_q.iv;
    // J0 for the final step's E_K(J0): IV || 1 for a 96-bit IV; else the
    // counter less the payload blocks + 1 (inc32 runs on the low word). A
    // final step right after the J0 step (no AAD, no payload: j0d = 1) takes
    // J0 from cvb as it is; a final step is never the first operation of a
    // message with IV data beats.
    assign j0_lo      = s2_ad.g_after_j0 ? s2_cvb_q[31:0] : s2_cva_q[31:0] - s2_cfg_q.j0d;
    assign g_j0blk    = (s2_cfg_q.ivb == '0) ? {s2_cfg_q.iv[BLOCK_W-1:32], 32'd1}
                                             : {g_ctr[BLOCK_W-1:32], j0_lo};
    // The op's place in its GHASH (cipherline.ref.ghash_agg.schedule): an
    // IV in data beats has two, the IV's (its beats and the J0 step, index
    // 0 .. ivb) and the message's (index ivb + 1 .. apb); a 96-bit IV one
    // (index 0 .. apb). r0 .. r3: no, one, two or three blocks after this
    // one in its GHASH; j0: its GHASH's first block.
    cipher_modes_pkg::aidx_t ix;
    cipher_modes_pkg::gsch_t gs;
    logic in_iv, one, r0, r1, r2, r3, j0;
    assign ix    = s2_ac_q.ix;
    assign in_iv = s2_cfg_q.ivb != '0 && (ix.lt_ivb || ix.eq_ivb);
    assign one   = s2_cfg_q.ivb == '0 || in_iv;  // index = place in the GHASH
    assign r0    = in_iv ? ix.eq_ivb  : ix.eq_apb;
    assign r1    = in_iv ? ix.eq1_ivb : ix.eq1_apb;
    assign r2    = in_iv ? ix.eq2_ivb : ix.eq2_apb;
    assign r3    = in_iv ? ix.eq3_ivb : ix.eq3_apb;
    assign j0    = one ? ix.eq0 : ix.eqp_ivb;
    always_comb begin
      gs        = '0;
      gs.lane   = one ? s2_idx_q[1:0] : s2_idx_q[1:0] - s2_cfg_q.ivb[1:0] - 2'd1;
      gs.pw     = r0 ? 2'd0 : r1 ? 2'd1 : r2 ? 2'd2 : 2'd3;
      gs.lfirst = one ? ix.lt4 : ix.lt5_ivb;
      gs.tail   = r0 || r1 || r2 || r3;
      gs.tfirst = r3 || (j0 && (r0 || r1 || r2));
      gs.fin    = r0;
      gs.clrh   = s2_q.last;
    end
    assign g_gs = gs;
    logic unused_ix;
    assign unused_ix = ^ix;  // (the schedule reads some of the flags)
    // The H op (a GCM command's L block: hm is nonzero for GCM only), and
    // the op that ends an aborted message (ERR_BUSY): it only zeroes H.
    always_comb begin
      g_gs_hop     = '0;
      g_gs_hop.hop = 1'b1;
      g_gs_hop.hm  = s2_q.hm;
      g_gs_clr        = '0;
      g_gs_clr.lfirst = 1'b1;
      g_gs_clr.tail   = 1'b1;
      g_gs_clr.tfirst = 1'b1;
      g_gs_clr.clrh   = 1'b1;
    end
  end else begin : g_no_gcm
    assign g_ctr      = '0;
    assign g_len      = '0;
    assign g_ivlen    = '0;
    assign g_j0blk    = '0;
    assign g_gs       = '0;
    assign g_gs_hop   = '0;
    assign g_gs_clr   = '0;
  end

  // CCM (SP 800-38C; flags from S2's decode): Y0 = E_K(B0) was the command's L block
  // (in cvb). The AAD, formatted as its length prefix (2 or 6 bytes) and the
  // AAD shifted across beats (the previous beat's tail is kept as the
  // issue-fed word); each payload block's CTR block (an input beat: output
  // P ^ E_K(Ctr_i), cvb := Y ^ P at completion) and its CBC-MAC step (from
  // the queue: Y := E_K(Y ^ P)); the final step T = E_K(Ctr0) ^ Y.
  if (AEAD) begin : g_ccm
    logic          lng;
    logic [BLOCK_W-1:16] d;
    logic [47:0]   head;
    assign lng        = s2_cfg_q.ivb[1];
    // The AAD block: the length prefix (first beat) or the previous beat's
    // tail, then this beat's bytes (zero past its bits; the flush step: none).
    assign d      = s2_dm_q[BLOCK_W-1:16];
    assign head   = s2_ad.c_head ? (lng ? {16'hfffe, s2_cfg_q.alen} : {32'd0, s2_cfg_q.alen[15:0]})
                                   : s2_cva_q[47:0];
    assign c_blk  = lng ? {head, d[BLOCK_W-1:48]} : {head[15:0], d[BLOCK_W-1:16]};
    // Ctr_1 = Ctr0 + 1 for the first payload block, then the stored one.
    assign c_cnt  = s2_ad.c_cnt0 ? {s2_cfg_q.iv[BLOCK_W-1:32], s2_cfg_q.iv[31:0] + 32'd1}
                                   : s2_cva_q[BLOCK_W-1:0];
    assign c_cnt_next = {c_cnt[BLOCK_W-1:32], c_cnt[31:0] + 32'd1};
  end else begin : g_no_ccm
    assign c_blk      = '0;
    assign c_cnt      = '0;
    assign c_cnt_next = '0;
  end

  // A buffered GCM or CCM decryption (admitted: its configuration word has
  // no error) holds its output beats; OP_BUSY reads the aborted message's word.
  logic held;
  if (HOLD) begin : g_hold
    assign held    = (s2_cfg_q.m[cipher_modes_pkg::MODE_GCM] || s2_cfg_q.m[cipher_modes_pkg::MODE_CCM])
                  && s2_cfg_q.dec && s2_cfg_q.ok
                  && (s2_q.op == cipher_modes_pkg::OP_DATA || s2_q.op == cipher_modes_pkg::OP_BUSY);
  end else begin : g_no_hold
    assign held    = 1'b0;
  end

  always_comb begin
    g_bad     = 1'b0;
    s2_push   = s2_v_q;
    s2_bcv    = 1'b0;
    s2_bdat   = 1'b0;
    s2_key    = s2_cfg_q.key;
    s2_dec    = 1'b0;
    s2_opa_cv = 1'b0;
    s2_opb_cv = 1'b0;
    s2_pol    = 1'b0;
    s2_cvw    = CVW_KEEP;
    s2_inc32  = 1'b0;
    s2_cva_wd = s2_q.data;
    s2_side         = '0;
    s2_side.sid     = s2_q.sid;
    s2_side.kind    = cipher_modes_pkg::KIND_OUT;
    s2_side.st      = cipher_modes_pkg::ST_OK;
    s2_side.last    = s2_q.last;
    s2_side.obits   = BW;
    s2_side.fb      = s2_q.fb;
    // A completion-fed message's deferred beat requests its final step when
    // back; another's (cm_ingress) is issued right after it.
    s2_side.fin_next = s2_q.defer && s2_q.fb;
    s2_side.hold    = held;
    s2_side.seg     = s2_cfg_q.seg;
    s2_side.verify  = s2_cfg_q.dec;
    s2_side.cvb_sel = cipher_modes_pkg::CVB_OUT;
    unique case (s2_q.op)
      cipher_modes_pkg::OP_STRAY: begin
        s2_side.kind = cipher_modes_pkg::KIND_BYP;
        s2_side.st   = cipher_modes_pkg::ST_ERR_HEADER;
        s2_side.last = 1'b1;
      end
      cipher_modes_pkg::OP_BUSY: begin
        s2_side.kind = cipher_modes_pkg::KIND_BYP;
        s2_side.st   = cipher_modes_pkg::ST_ERR_BUSY;
        s2_side.last = 1'b1;
        // An aborted GCM message's H leaves the GHASH unit.
        if (AEAD && s2_cfg_q.ok && s2_cfg_q.m[cipher_modes_pkg::MODE_GCM]) begin
          s2_side.gh = 1'b1;
          s2_side.gs = GS_W'(g_gs_clr);
        end
      end
      cipher_modes_pkg::OP_LOP: begin
        // Also clears the completion-fed word (cvb := 0, cm_complete). CCM
        // (b0): Y0 = E_K(B0) into cvb, no L. GCM: H, into the GHASH unit
        // (the H op).
        s2_key         = s2_key_q;
        s2_side.kind   = s2_q.b0 ? cipher_modes_pkg::KIND_MID : cipher_modes_pkg::KIND_LOP;
        s2_side.wr_cvb = 1'b1;
        if (AEAD && s2_q.hm != '0) begin
          s2_side.gh = 1'b1;
          s2_side.gs = GS_W'(g_gs_hop);
        end
      end
      default: begin  // OP_DATA
        // Past the policy's block limit (decided in S3): no more output; the
        // last beat reports ERR_POLICY. The beats still pass the core, so
        // that a feedback-mode stream is released.
        s2_pol = POLICY && s2_cfg_q.pol && s2_cfg_q.ok;
        if (!s2_cfg_q.ok) begin
          // Rejected message: swallow its beats, report on the last one. A
          // swallowed beat writes nothing to the core input FIFO (zero data).
          // A deferred last beat (AEAD encryption) passes as a dummy block,
          // so that its final step, which reports, follows.
          s2_push      = s2_v_q && (s2_q.last || s2_q.defer);
          s2_side.kind = s2_q.last ? cipher_modes_pkg::KIND_BYP : cipher_modes_pkg::KIND_MID;
          s2_side.st   = s2_cfg_q.err;
        end else if (AEAD && s2_cfg_q.m[cipher_modes_pkg::MODE_GCM]) begin
          // Every operation is a block of the GHASH unit (gs: its place in
          // the schedule; opb: X, less encryption's ciphertext, which the
          // completion stage adds). IV, J0-step, AAD and past-the-end beats
          // pass the core as dummy blocks. With a 96-bit IV the counter is
          // issue-fed and forwarded, as in CTR (inc32 of the chaining value,
          // inc32(J0) for the first operation); with an IV in data beats
          // (s2_q.fb) every block waits for the one before it, and the
          // counter comes from the RAM word or, after the J0 step, from J0.
          s2_side.gh = 1'b1;
          s2_side.gs = g_gs;
          if (s2_q.fb) begin
            s2_cvw    = CVW_PRE;
            s2_cva_wd = g_ctr;
          end
          if (s2_q.last) begin
            if (s2_ad.g_fin_ok) begin
              // T = E_K(J0) ^ GHASH; decryption compares it with the tag beat.
              s2_side.kind  = cipher_modes_pkg::KIND_TAG;
              s2_side.opb   = g_len;
              s2_side.opa   = s2_q.data;
              s2_side.obits = {s2_cfg_q.tl, 3'b000};  // TL_W + 3 = CNT_W
            end else begin
              s2_side.kind = cipher_modes_pkg::KIND_BYP;
              s2_side.st   = cipher_modes_pkg::ST_ERR_PARTIAL;
            end
          end else if (s2_ad.g_j0) begin
            // J0 = GHASH(IV beats, 0^64 || [len(IV)]_64), into cvb; a final
            // step may follow at once (an encryption whose last beat was the
            // last IV beat: defer).
            s2_side.kind     = cipher_modes_pkg::KIND_MID;
            s2_side.wr_cvb   = 1'b1;
            s2_side.opb      = g_ivlen;
          end else if ((s2_ad.g_iv || s2_ad.g_aad || s2_ad.g_pay) && s2_ad.g_bits_ok) begin
            s2_side.opb = s2_dm_q;
            if (s2_ad.g_iv || s2_ad.g_aad) begin
              s2_side.kind = cipher_modes_pkg::KIND_MID;
            end else begin
              if (s2_q.fb) begin
                s2_cva_wd = {g_ctr[BLOCK_W-1:32], g_ctr[31:0] + 32'd1};  // inc32
              end else begin
                s2_bcv    = 1'b1;
                s2_cvw    = CVW_INC;
                s2_inc32  = 1'b1;
              end
              s2_side.opa   = s2_q.data;
              s2_side.obits = s2_q.bits;
              s2_side.gh_o  = !s2_cfg_q.dec;  // X is the ciphertext: the output
            end
          end else begin
            // A beat the lengths do not allow: no output; the final step
            // fails. A payload beat still takes its counter block. (Its X,
            // zero, keeps the GHASH unit's schedule.)
            s2_side.kind = cipher_modes_pkg::KIND_MID;
            g_bad        = 1'b1;
            if (s2_ad.g_pay) begin
              if (s2_q.fb) begin
                s2_cva_wd = {g_ctr[BLOCK_W-1:32], g_ctr[31:0] + 32'd1};
              end else begin
                s2_cvw    = CVW_INC;
                s2_inc32  = 1'b1;
              end
            end
          end
          // The last IV beat (with its bits or not): the J0 step follows once
          // its block is back (and the final step after it, if this beat was
          // a deferred last one).
          if (s2_ad.g_iv_last && !s2_q.last) begin
            s2_side.fin_next = 1'b1;
            s2_side.fin_mid  = 1'b1;
            s2_side.fin_more = s2_q.defer;
          end
        end else if (AEAD && s2_cfg_q.m[cipher_modes_pkg::MODE_CCM]) begin
          // Every CCM block is a feedback block: the stream waits for its
          // CBC-MAC state. The AAD and flush blocks update it, as does each
          // payload block's CBC-MAC step; its CTR block outputs.
          s2_cvw    = CVW_PRE;
          s2_cva_wd = s2_cva_q[BLOCK_W-1:0];
          if (s2_q.last) begin
            if (s2_ad.c_fin_ok) begin
              // T = E_K(Ctr0) ^ Y; decryption compares it with the tag beat.
              s2_side.kind  = cipher_modes_pkg::KIND_TAG;
              s2_side.opb   = s2_cvb_q;
              s2_side.opa   = s2_q.data;
              s2_side.obits = {s2_cfg_q.tl, 3'b000};  // TL_W + 3 = CNT_W
            end else begin
              s2_side.kind = cipher_modes_pkg::KIND_BYP;
              s2_side.st   = cipher_modes_pkg::ST_ERR_PARTIAL;
            end
          end else begin
            s2_side.kind = cipher_modes_pkg::KIND_MID;
            if (!(s2_ad.c_fmt || s2_ad.c_ctr || s2_ad.c_mac) || !s2_ad.c_bits_ok) begin
              // A beat the lengths do not allow: no output; the final step
              // fails. A CTR block still takes its counter.
              g_bad = 1'b1;
            end
            if (s2_ad.c_fmt) begin
              s2_side.wr_cvb = !g_bad;
              s2_cva_wd      = s2_dm_q;  // the tail for the next AAD block
            end else if (s2_ad.c_ctr) begin
              // Output P ^ E_K(Ctr_i); cvb := Y ^ P (opb; decryption adds the
              // masked core output to C in the GHASH stage's sum).
              s2_cva_wd       = c_cnt_next;
              s2_side.opa     = s2_q.data;
              s2_side.obits   = s2_q.bits;
              s2_side.opb     = s2_cvb_q ^ s2_dm_q;
              s2_side.gh_o    = s2_cfg_q.dec;
              s2_side.wr_cvb  = !g_bad;
              s2_side.cvb_sel = cipher_modes_pkg::CVB_OPB;
              if (!g_bad) s2_side.kind = cipher_modes_pkg::KIND_OUT;
            end else if (s2_ad.c_mac) begin
              s2_side.wr_cvb = 1'b1;
            end
            // The flush step after the last AAD beat, the CBC-MAC step after
            // a CTR block (then the final step, if this beat was a deferred
            // last one).
            if (s2_ad.c_step) begin
              s2_side.fin_next = 1'b1;
              s2_side.fin_mid  = 1'b1;
              s2_side.fin_more = s2_q.defer;
            end
          end
        end else if (s2_perr_q) begin
          s2_side.kind = cipher_modes_pkg::KIND_BYP;
          s2_side.st   = cipher_modes_pkg::ST_ERR_PARTIAL;
        end else begin
          // (A mode not built (MODES) has an empty item: its decode is not built.)
          unique case (s2_cfg_q.mode)
            cipher_modes_pkg::MODE_ECB: if (MODES[cipher_modes_pkg::MODE_ECB]) begin
              s2_dec = s2_cfg_q.dec;
            end
            cipher_modes_pkg::MODE_CBC: if (MODES[cipher_modes_pkg::MODE_CBC]) begin
              s2_dec = s2_cfg_q.dec;
              if (s2_cfg_q.dec) begin
                s2_opa_cv   = 1'b1;
                s2_cvw      = CVW_PRE;
                s2_cva_wd   = s2_q.data;
              end else begin
                s2_bcv         = 1'b1;
                s2_bdat        = 1'b1;  // data ^ cv
                s2_side.wr_cvb = 1'b1;
              end
            end
            cipher_modes_pkg::MODE_CTR: if (MODES[cipher_modes_pkg::MODE_CTR]) begin
              s2_bcv      = 1'b1;
              s2_side.opa = s2_q.data;
              if (s2_q.last) s2_side.obits = s2_q.bits;
              s2_cvw      = CVW_INC;
            end
            cipher_modes_pkg::MODE_OFB: if (MODES[cipher_modes_pkg::MODE_OFB]) begin
              s2_bcv         = 1'b1;
              s2_side.opa    = s2_q.data;
              s2_side.wr_cvb = 1'b1;
              if (s2_q.last) s2_side.obits = s2_q.bits;
            end
            cipher_modes_pkg::MODE_CFB: if (MODES[cipher_modes_pkg::MODE_CFB]) begin
              s2_bcv      = 1'b1;
              s2_side.opa = s2_q.data;
              s2_opb_cv   = 1'b1;
              if (s2_cfg_q.seg == cipher_modes_pkg::SEG_8)      s2_side.obits = CNT_W'(8);
              else if (s2_cfg_q.seg == cipher_modes_pkg::SEG_1) s2_side.obits = CNT_W'(1);
              else if (s2_q.last)           s2_side.obits = s2_q.bits;
              if (s2_cfg_q.dec) begin
                s2_cvw    = CVW_CFB;
              end else begin
                s2_side.wr_cvb  = 1'b1;
                s2_side.cvb_sel = cipher_modes_pkg::CVB_SHIFT;
              end
            end
            default: if (MODES[cipher_modes_pkg::MODE_CMAC]) begin  // MODE_CMAC
              s2_side.opb   = s2_cfg_q.iv;
              s2_side.obits = {s2_cfg_q.tl, 3'b000};  // TL_W + 3 = CNT_W
              if (s2_q.last) begin
                s2_side.kind = cipher_modes_pkg::KIND_FIN;
              end else begin
                s2_side.kind   = cipher_modes_pkg::KIND_MID;
                s2_side.wr_cvb = 1'b1;
              end
            end
          endcase
        end
      end
    endcase
    // The core input FIFO scrubs its free words with this zero word (CLEAR);
    // the key is zeroed after S3's register instead (key_o).
    if (!s2_push) begin
      s2_bcv    = 1'b0;
      s2_bdat   = 1'b0;
      s2_dec    = 1'b0;
      s2_opa_cv = 1'b0;
      s2_opb_cv = 1'b0;
      // With AEAD the side FIFO scrubs too (its words carry H).
      if (AEAD) s2_side = '0;
    end
  end

  // ---------------------------------------------------------------------------
  // S2: the block for the core (less S3's terms). One select per source,
  // each a flat AND of the decode's flags, and the block their AND-XOR (the
  // selects are one-hot): the decision above, as a priority of branches,
  // became a chain of 128-bit selects per bit behind the AEAD decode, the
  // longest group into s3_block_q (1,268 endpoints, up to 10.5 ns, around
  // the iterative AES core on 0d5a5e5). Zero without a beat (the core input
  // FIFO's scrub word, as for the rest of S2's word).
  // ---------------------------------------------------------------------------
  logic sb_mode, sb_gcm, sb_ccm;
  logic sb_iv, sb_j0, sb_gctr, sb_cfmt, sb_ccnt, sb_cvb;
  // A GCM or CCM data beat of an admitted message (the other modes' selects
  // come from S1D: s2_sb_*_q).
  assign sb_mode  = s2_v_q && s2_q.op == cipher_modes_pkg::OP_DATA && s2_cfg_q.ok;
  assign sb_gcm   = sb_mode && AEAD && s2_cfg_q.m[cipher_modes_pkg::MODE_GCM];
  assign sb_ccm   = sb_mode && AEAD && !s2_cfg_q.m[cipher_modes_pkg::MODE_GCM]
                 && s2_cfg_q.m[cipher_modes_pkg::MODE_CCM];
  // GCM: E_K(J0) for the final step, the counter block for a payload beat.
  assign sb_j0    = sb_gcm && s2_q.last && s2_ad.g_fin_ok;
  assign sb_gctr  = sb_gcm && !s2_q.last && s2_ad.g_pay_ok && s2_q.fb;  // else cv (s2_bcv)
  // CCM: E_K(Ctr0) for the final step; the formatted AAD block ^ Y, the
  // CTR block, the CBC-MAC step's Y ^ P.
  assign sb_iv    = sb_ccm && s2_q.last && s2_ad.c_fin_ok;
  assign sb_cfmt  = sb_ccm && !s2_q.last && s2_ad.c_fmt;
  assign sb_ccnt  = sb_ccm && !s2_q.last && !s2_ad.c_fmt && s2_ad.c_ctr;
  assign sb_cvb   = sb_ccm && !s2_q.last && !s2_ad.c_fmt && !s2_ad.c_ctr && s2_ad.c_mac;
  // CMAC: X ^ M, and X ^ the last block's M ^ K1 / pad(M) ^ K2 (S1D's
  // selects).
  assign s2_block = ({BLOCK_W{s2_sb_data_q}} & s2_q.data)
                  ^ ({BLOCK_W{sb_iv}} & s2_cfg_q.iv)
                  ^ ({BLOCK_W{sb_j0}} & g_j0blk)
                  ^ ({BLOCK_W{sb_gctr}} & g_ctr)
                  ^ ({BLOCK_W{sb_ccnt}} & c_cnt)
                  ^ ({BLOCK_W{sb_cfmt}} & c_blk)
                  ^ ({BLOCK_W{sb_cfmt || sb_cvb || s2_sb_cvb_q}} & s2_cvb_q)
                  ^ ({BLOCK_W{s2_sb_cmacl_q}} & m_last);

  // ---------------------------------------------------------------------------
  // S2 -> S3.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s3_v_q <= 1'b0;
    end else begin
      s3_v_q <= s2_v_q;
    end
  end

  // Loaded every clock and zero without a beat (s3_key_q and s3_side_q's H
  // are key material). s3_key_q holds the beat's key whether it pushes or
  // not, and key_o is zero unless s3_push_q: as a zero-unless-push of S2's
  // decode, Yosys made the push decision the synchronous reset of all
  // KEY_W flip-flops, placed by the core, whose LUT the S3 decode then
  // shared (8.9 ns on f997963's seed 3: S2 -> that LUT -> back to S3).
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !s2_v_q) begin
      s3_push_q     <= 1'b0;
      s3_awe_q      <= 1'b0;
      s3_defer_q    <= 1'b0;
      s3_sid_q      <= '0;
      s3_data_q     <= '0;
      s3_block_q    <= '0;
      s3_bcv_q      <= 1'b0;
      s3_bdat_q     <= 1'b0;
      s3_key_q      <= '0;
      s3_dec_q      <= 1'b0;
      s3_side_q     <= '0;
      s3_opa_cv_q   <= 1'b0;
      s3_opb_cv_q   <= 1'b0;
      s3_cvw_q      <= CVW_KEEP;
      s3_inc32_q    <= 1'b0;
      s3_sat_q      <= 1'b0;
      s3_cvw_d_q    <= '0;
      s3_cv_q       <= '0;
      s3_hit_q      <= 1'b0;
      s3_cvhit_q    <= 1'b0;
      s3_bc_q       <= '0;
      s3_ge_q       <= 1'b0;
      s3_pol_q      <= 1'b0;
      s3_bad_q      <= 1'b0;
      s3_bad_prev_q <= 1'b0;
      s3_bind_q     <= 1'b0;
      s3_chn_q      <= 1'b0;
    end else begin
      s3_push_q     <= s2_push;
      s3_bind_q     <= s2_push && s2_q.bnd;
      s3_chn_q      <= s2_push && s2_q.op == cipher_modes_pkg::OP_DATA && s2_q.fb && !s2_q.bnd
                    && s2_cfg_q.ok && !s2_perr_q
                    && ((s2_cfg_q.m[cipher_modes_pkg::MODE_CBC] && !s2_cfg_q.dec)
                        || s2_cfg_q.m[cipher_modes_pkg::MODE_OFB]
                        || s2_cfg_q.m[cipher_modes_pkg::MODE_CMAC]);
      // Every data beat of an open message writes its block count; the
      // chaining value changes only in the modes that use it (others keep
      // the old one).
      s3_awe_q      <= s2_q.op == cipher_modes_pkg::OP_DATA;
      s3_defer_q    <= s2_q.defer && s2_q.fb;
      s3_sid_q      <= s2_q.sid;
      s3_data_q     <= s2_q.data;
      s3_block_q    <= s2_block;
      s3_bcv_q      <= s2_bcv;
      s3_bdat_q     <= s2_bdat;
      s3_key_q      <= s2_key;
      s3_dec_q      <= s2_dec;
      s3_side_q     <= s2_side;
      s3_opa_cv_q   <= s2_opa_cv;
      s3_opb_cv_q   <= s2_opb_cv;
      s3_cvw_q      <= s2_cvw;
      s3_inc32_q    <= s2_inc32;
      // An AEAD message's count is its operations' index (bc_w is wide
      // enough for any): it does not saturate.
      s3_sat_q      <= s2_pol && !(AEAD && (s2_cfg_q.m[cipher_modes_pkg::MODE_GCM]
                                           || s2_cfg_q.m[cipher_modes_pkg::MODE_CCM]));
      s3_cvw_d_q    <= s2_cva_wd;
      s3_cv_q       <= cv_pre;
      s3_hit_q      <= !s2_q.first && hit1;
      s3_cvhit_q    <= !s2_q.first && !s2_q.fb && hit1;
      s3_bc_q       <= bc_pre;
      s3_ge_q       <= ge_pre;
      s3_pol_q      <= s2_pol;
      s3_bad_q      <= g_bad;
      s3_bad_prev_q <= s2_ad.bad_prev;
    end
  end

  // ---------------------------------------------------------------------------
  // S3: the chaining value and block count, the policy limit, the core input
  // block, the side-band word and the new issue-fed word.
  // ---------------------------------------------------------------------------
  assign s3_a_we = s3_awe_q;
  assign cv      = s3_cvhit_q ? fwd1_val[BLOCK_W-1:0] : s3_cv_q;
  assign ge      = s3_hit_q ? fwd1_ge : s3_ge_q;
  // The increments are formed from both sources side by side, so that the
  // late choice is a select after the carry chains, not before them; the
  // CTR counter's in 32-bit segments (cl_inc: a 128-bit chain alone is
  // 4.5 ns on ECP5).
  cl_inc #(.W(INC_W), .SEG(32)) u_inc_fwd (
    .x_i(fwd1_val[INC_W-1:0]),
    .y_o(ctr_fwd)
  );
  cl_inc #(.W(INC_W), .SEG(32)) u_inc_s3 (
    .x_i(s3_cv_q[INC_W-1:0]),
    .y_o(ctr_s3)
  );
  assign bc_fwd  = fwd1_val[A_W-2:BLOCK_W] + 1'b1;
  assign bc_s3   = s3_bc_q + 1'b1;
  // Blocks of the message including this one; with the policy's limit
  // saturating at MAX_BLOCKS + 1 (past the limit: bc_next > MAX_BLOCKS, that
  // is the count before >= MAX_BLOCKS). Without it the count is only the
  // AEAD decode's index (wide enough for any GCM / CCM message; it may wrap
  // in other modes, which do not read it then).
  assign bc_next = (ge && s3_sat_q) ? BC_W'(MAX_BLOCKS + 1) : (s3_hit_q ? bc_fwd : bc_s3);
  assign over    = s3_pol_q && ge;

  assign s3_block = over ? s3_data_q
                         : s3_block_q ^ ({BLOCK_W{s3_bcv_q}} & cv) ^ ({BLOCK_W{s3_bdat_q}} & s3_data_q);

  always_comb begin
    s3_side = s3_side_q;
    if (s3_opa_cv_q) s3_side.opa = cv;
    if (s3_opb_cv_q) s3_side.opb = cv;
    if (over) begin
      s3_side.kind     = s3_side_q.last ? cipher_modes_pkg::KIND_BYP : cipher_modes_pkg::KIND_MID;
      s3_side.st       = cipher_modes_pkg::ST_ERR_POLICY;
      s3_side.obits    = BW;
      s3_side.wr_cvb   = 1'b0;
      s3_side.cvb_sel  = cipher_modes_pkg::CVB_OUT;
      s3_side.opa      = '0;
      s3_side.opb      = '0;
      // (A GCM op stays a GHASH unit op, X = 0, so that the schedule holds
      // and the message's last op zeroes H.)
      s3_side.gh_o     = 1'b0;
      s3_side.fin_next = s3_defer_q;
      s3_side.fin_mid  = 1'b0;
      s3_side.fin_more = 1'b0;
    end
  end

  always_comb begin
    cv_new = cv;
    if (!over) begin
      unique case (s3_cvw_q)
        CVW_PRE: cv_new = s3_cvw_d_q;
        CVW_INC: begin
          // (Not inc32: CTR mode, whose INC_W is CTR_W.)
          if (s3_inc32_q) cv_new[I32-1:0] = s3_cvhit_q ? ctr_fwd[I32-1:0] : ctr_s3[I32-1:0];
          else            cv_new[INC_W-1:0] = s3_cvhit_q ? ctr_fwd : ctr_s3;
        end
        CVW_CFB: cv_new = cfb_shift(cv, s3_data_q, s3_side_q.seg);
        default: cv_new = cv;
      endcase
    end
  end
  // (Only AEAD beats read the bad bit, and their forwarding is the index
  // chain's (c3 .. c6); in other modes it is a don't-care.)
  assign s3_a_wd = {s3_bad_prev_q || (s3_bad_q && !over), bc_next, cv_new};

  // AEAD, S4: the index flags of the stream's next operation (the index
  // this operation wrote to the cva RAM, if it stays in this message),
  // from the index chain's S4 register, written to the flag context RAM
  // with the cva word.
  if (AEAD) begin : g_s4
    assign aix_we_o    = fwd1_v;
    assign aix_waddr_o = fwd1_sid;
    assign aix_wd_o    = c4_q[AIX_W:1];  // the flags of c4's {index, flags, bad}
  end else begin : g_no_s4
    assign aix_we_o    = 1'b0;
    assign aix_waddr_o = '0;
    assign aix_wd_o    = '0;
  end

  assign cva_we_o    = fwd1_v;
  assign cva_waddr_o = fwd1_sid;
  assign cva_wd_o    = fwd1_val;
  assign s1d_v_o     = s1d_v_q;
  assign s2_v_o      = s2_v_q;
  assign s3_v_o      = s3_v_q;
  assign push_o      = s3_push_q;
  assign dec_o       = s3_dec_q && !over;
  assign key_o       = s3_key_q & {KEY_W{s3_push_q}};
  assign block_o     = s3_block;
  assign side_o      = s3_side;
  // (A block past the policy's limit leaves unbound: its data passes the
  // core as it is, as every later block of its message.)
  assign bind_o      = s3_bind_q && !over;
  assign chn_o       = s3_chn_q;
  assign chn_sid_o   = s3_sid_q;

  // The AEAD fields are unused without AEAD, L in S2 in GCM; the bad bit is
  // read from the RAM word only, never from the forwarding registers;
  // pek is read from its own RAM (s1d_pek_q).
  logic unused;
  assign unused = ^{s2_cfg_q.pek, s2_cfg_q.mode, s1d_cfg.mode, s2_cfg_q.ab, s2_cfg_q.apb, s2_cfg_q.alen, s2_cfg_q.plen, s2_cfg_q.ivb, s2_cfg_q.ivl,
                    s2_cfg_q.j0d, s2_cfg_q.f0, s1d_aix_q, s2_ad.g_after_j0, s2_ad.c_head, s2_ad.c_cnt0, s2_ac_q,
                    s2_l_q, s2_q.hm, c6_q,
                    // (Without AEAD: the index chain, its hits and the GCM flags; c4's index and bad.)
                    g_gs_hop, g_gs_clr, s2_idx_q, s2_nidx, s2_nf, s2_nbad, c3_q, c4_q, c5_q, s1d_hit};

`ifndef SYNTHESIS
  // The ports' widths (cipher_modes_pkg's width functions) against the layouts.
  if (unsigned'($bits(cfg_t)) != CFG_W || unsigned'($bits(beat_t)) != BEAT_W
      || unsigned'($bits(side_t)) != SIDE_W) begin : g_err_w
    $fatal(1, "cm_build: cipher_modes_pkg::cfg_w / beat_w / side_w out of step with cfg_t / beat_t / side_t");
  end
`endif

endmodule
