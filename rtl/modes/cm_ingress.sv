// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_ingress: the front of the modes engine (cipher_modes), up to S1.
//   - the input beat, a command with its verdict and AEAD beat counts from
//     cm_cmd_check (registered upstream; a rejected command's key and
//     fields are not buffered);
//   - the two-beat input buffer (d0 is the head): the few bits the issue
//     decision reads move between two registers; the wide payload (data,
//     key, command fields) stays in one of two slots, and the decision
//     only flips the read pointer;
//   - S0 issue decision, the per-stream flags (open, blocked, first, fbm)
//     and their registered copies for the two buffered beats (h0, h1);
//   - the configuration word written to the cfg context RAM by a command;
//   - the S0 -> S1 register, including the CMAC L block's key;
//   - (AEAD) the queue of final steps: a GCM or CCM encryption's last data
//     beat (din_defer_i) issues as a data beat and keeps its stream blocked;
//     for a completion-fed message (CCM, GCM with an IV in data beats),
//     when its block is back (fin_req_v_i) the stream's final step is queued
//     and issues in the next free slot, ahead of the input buffer, so that
//     it does not hold up other streams' beats behind it; for any other
//     (GCM with a 96-bit IV) the final step issues right after it. The same queue
//     takes the middle steps, each requested when the block before it is
//     back and issued as a data operation that leaves the message open: the
//     J0 step of a GCM message whose IV comes in data beats (any length but
//     96 bits), and CCM's AAD flush step and each payload block's CBC-MAC
//     step (after its CTR block);
//   - (AEAD) CCM's B0 block, built from the command (its L block), and Ctr0;
//   - (AUTH_BUF_BEATS > 0) admission of GCM and CCM decryptions to the message
//     buffer (cm_auth_buf): a command reserves its payload's beats when it
//     issues (S0) and its message returns them when its last beat (or the
//     command that aborts it) issues (S0), from a per-stream table of the
//     open messages' reservations. So the decision depends only on the input
//     order, with no wait. A command whose payload does not fit beside the
//     open reservations is rejected (ST_ERR_FULL); one longer than the whole
//     buffer is rejected on entry (ST_ERR_LONG).
// The context RAMs are read with rd_sid_o on the S0 -> S1 edge.

module cm_ingress #(
  parameter int unsigned BLOCK_W      = 64,       // block width in bits (64 or 128)
  parameter int unsigned KEY_W        = 192,      // key bundle width in bits
  parameter int unsigned SID_W        = 6,        // stream id width (contexts: 2^SID_W)
  parameter bit          POLICY       = 1'b1,     // NIST policy for cmd_legacy_i = 0 messages
  parameter bit          AEAD         = 1'b0,     // GCM commands are accepted (BLOCK_W 128)
  parameter logic [7:0]  MODES        = 8'hff,    // the modes built (cipher_modes_axis)
  parameter int unsigned AUTH_BUF_BEATS = 0,     // AEAD: message buffer beats for GCM
                                                  // decryption (0: none, the plaintext leaves
                                                  // before the tag is checked)
  localparam int unsigned NS     = 1 << SID_W,                 // contexts
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,        // bit count 0..BLOCK_W
  localparam int unsigned TL_W   = $clog2(BLOCK_W / 8) + 1,    // tag bytes 0..BLOCK_W/8
  localparam int unsigned CFG_W  = cipher_modes_pkg::cfg_w(BLOCK_W, KEY_W, TL_W, AEAD),
  localparam int unsigned BEAT_W = cipher_modes_pkg::beat_w(SID_W, CNT_W, BLOCK_W),
  localparam int unsigned LW     = cipher_modes_pkg::len_w(AEAD),   // AEAD length fields
  localparam int unsigned AB_W   = cipher_modes_pkg::ab_w(AEAD),    // AAD beats
  localparam int unsigned APB_W  = cipher_modes_pkg::apb_w(AEAD),   // AAD + payload beats
  localparam int unsigned IVB_W  = cipher_modes_pkg::ivb_w(AEAD),   // IV data beats
  localparam int unsigned J0D_W  = cipher_modes_pkg::j0d_w(AEAD),   // payload beats + 1
  localparam int unsigned AIX_W  = cipher_modes_pkg::aidx_w(AEAD),  // index flags (aidx_t)
  localparam int unsigned IVL_W  = cipher_modes_pkg::ivl_w(AEAD),   // IV length field
  localparam int unsigned IVLO_W = cipher_modes_pkg::ivlo_w(AEAD),  // its low bits (cfg_t.ivl)
  localparam bit          HOLD   = AEAD && AUTH_BUF_BEATS > 0,  // buffered GCM/CCM decryption
  localparam int unsigned RW     = HOLD ? $clog2(AUTH_BUF_BEATS + 1) : 1  // reservation 0..beats
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low (engine reset)
  input  logic               credit_ok_i,    // S0 may issue: the context RAM sweep is over and
                                             // the FIFOs have room for one more beat (a register)
  // Input channel and command fields (see cipher_modes).
  input  logic               din_valid_i,
  output logic               din_ready_o,
  input  logic [SID_W-1:0]   din_sid_i,
  input  logic               din_cmd_i,
  input  logic [BLOCK_W-1:0] din_data_i,
  input  logic               din_last_i,
  input  logic [CNT_W-1:0]   din_bits_i,
  input  logic               din_defer_i,    // AEAD encryption's last data beat
  input  logic [cipher_modes_pkg::MODE_W-1:0] cmd_mode_i,
  input  logic               cmd_decrypt_i,
  input  logic [CNT_W-1:0]   cmd_seg_i,
  input  logic [TL_W-1:0]    cmd_taglen_i,
  input  logic               cmd_legacy_i,
  input  logic [KEY_W-1:0]   cmd_key_i,
  input  logic [IVL_W-1:0]   cmd_ivlen_i,    // AEAD: IV length in bytes
  input  logic [LW-1:0]      cmd_alen_i,     // AEAD: AAD length in bytes
  input  logic [LW-1:0]      cmd_plen_i,     // AEAD: payload length in bytes
  // The command's checks and beat counts (cm_cmd_check, registered upstream).
  input  logic [cipher_modes_pkg::ST_W-1:0] cmd_st_i,  // ST_OK or its rejection
  input  logic [IVB_W-1:0]   cmd_ivb_i,      // AEAD: IV data beats / CCM prefix flags
  input  logic [AB_W-1:0]    cmd_ab_i,       // AEAD: operations before the payload
  input  logic [RW-1:0]      cmd_res_i,      // HOLD: the payload's beats (its reservation)
  input  logic [APB_W-1:0]   cmd_apb_i,      // AEAD: operations before the final step
  input  logic [J0D_W-1:0]   cmd_j0d_i,      // GCM: payload beats + 1
  // Completion-side release of a stream (from C0).
  input  logic               rel_v_i,
  input  logic [SID_W-1:0]   rel_sid_i,
  input  logic               rel_lop_i,      // the released op is an L block (CMAC L, GCM H)
  // cm_chain's slot (a register pair): a stream whose feedback chain it
  // holds issues its data beats bound, without waiting for the block before.
  input  logic               chn_v_i,        // the slot is owned
  input  logic [SID_W-1:0]   chn_sid_i,      // by this stream
  input  logic [SID_W-1:0]   chn_sid_nx_i,   // chn_sid_i next clock
  input  logic               chn_v_nx_i,     // chn_v_i next clock
  output logic               chn_bind_o,     // a bound data beat issues this clock
  // A deferred block is back: queue its stream's final step, or middle step (AEAD).
  input  logic               fin_req_v_i,
  input  logic [SID_W-1:0]   fin_req_sid_i,
  input  logic               fin_req_mid_i,  // a middle step (the message stays open)
  input  logic               fin_req_more_i, // fin_req_mid_i: the final step follows it
  // Context RAMs: read address (the head beat's stream) and the cfg write.
  output logic [SID_W-1:0]   rd_sid_o,
  output logic               cfg_we_o,
  output logic [CFG_W-1:0]   cfg_wd_o,       // cfg_t; written at rd_sid_o
  output logic [cipher_modes_pkg::PEK_W-1:0] cfg_pek_o,  // cfg_wd_o's pek field (its own RAM)
  // S1: the issued operation.
  output logic               s1_v_o,
  output logic [BEAT_W-1:0]  s1_beat_o,      // beat_t
  output logic               s1_bnd_o,       // its bnd field (the cvb store's read clear)
  output logic [KEY_W-1:0]   s1_key_o        // command key for the CMAC L block, else zero
);

  // CFB segment sizes (bits).
  localparam logic [CNT_W-1:0] SEG1 = CNT_W'(1'b1);
  localparam logic [CNT_W-1:0] SEG8 = CNT_W'(4'd8);

  // ---------------------------------------------------------------------------
  // Types.
  // ---------------------------------------------------------------------------
  // The words shared with cm_build, from their one layout in cipher_modes_pkg:
  // the per-stream configuration word (context RAM, written by commands) and
  // an issued operation as it moves through S1 and S2.
  `CM_TYPEDEF_CFG_T(BLOCK_W, KEY_W, TL_W, AEAD)
  `CM_TYPEDEF_BEAT_T(SID_W, CNT_W, BLOCK_W)

  // One input beat as buffered, in two parts: what the issue decision reads
  // (moves between the two buffer registers) and the payload (stays in its
  // slot). Command fields are checked on entry; they are zero on data beats.
  // A rejected command's key waits in its slot like an accepted one's, but
  // only an accepted command (ok) writes its key to the configuration word.
  typedef struct packed {
    logic               cmd;
    logic               ok;     // a command that passed its checks (cmd_st_i == ST_OK)
    logic [SID_W-1:0]   sid;
    logic               last;
    logic               fb;     // mode whose chaining value is completion-fed
    logic               lop;    // needs the CMAC L block
    logic               lnb;    // CMAC: its L block does not block the stream (lpend)
    logic               defer;  // AEAD encryption's last data beat: final step deferred
    logic               hold;   // a buffered AEAD decryption's command (admission at S0)
    logic               b0;     // CCM command: its L block encrypts the data, B0
  } ctl_t;

  typedef struct packed {
    logic [BLOCK_W-1:0] data;   // data, or the command's IV
    logic [CNT_W-1:0]   bits;
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               dec;
    logic [cipher_modes_pkg::SEG_W-1:0]   seg;
    logic [cipher_modes_pkg::ST_W-1:0]    err;
    // cfg_t's decode of the mode, formed as the command enters (so that each
    // bit of the configuration word is one LUT from this buffer).
    logic [cipher_modes_pkg::NMODES-1:0] m;
    logic [cipher_modes_pkg::PEK_W-1:0] pek;
    logic [TL_W-1:0]    tl;
    logic               pol;
    logic [KEY_W-1:0]   key;
    logic [AB_W-1:0]    ab;
    logic [APB_W-1:0]   apb;
    logic [LW-1:0]      alen;
    logic [LW-1:0]      plen;
    logic [IVB_W-1:0]   ivb;
    logic [IVLO_W-1:0]  ivl;
    logic [J0D_W-1:0]   j0d;
    logic [AIX_W-1:0]   f0;     // AEAD: the first operation's index flags (cfg_t)
    logic [RW-1:0]      res;    // hold: the payload's beats (the reservation)
    logic [2:0]         hm;     // GCM: the H op's gsch_t.hm (the H^3 spacing)
  } pay_t;

  // Flags of one stream, as kept for the buffered beats (the head's, h0, and
  // the second beat's, h1).
  typedef struct packed {
    logic open;
    logic blk;
    logic fbm;
    logic lp;    // the stream's CMAC L block is in flight (lpend)
  } hflags_t;

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  // Input buffer (the head beat: d0c_q with payload slot rp_q, head_p).
  logic          d0_v_q, d1_v_q, d0_v_d, d1_v_d;
  ctl_t          in_c, d0c_q, d1c_q;
  pay_t          in_p, pay0_q, pay1_q, head_p;
  logic          wp_q, rp_q;      // payload slot written next / of the head beat
  logic [1:0]    slot_free;       // payload slot k holds no buffered beat
  logic          din_push, d_pop;
  // S0.
  logic [NS-1:0] open_q, blocked_q, first_q, fbm_q, lpend_q;
  logic [NS-1:0] open_d, blocked_d, first_d, fbm_d, lpend_d;
  logic          c_go, c_busy, c_take, d_go, d_close;
  // Message buffer admission (HOLD): the free reservation and the head
  // command's verdict (see g_adm).
  logic [RW-1:0] avail_q;
  logic          full;
  logic          lop_go, fb_go;   // the head command's L block and feedback flag, if admitted
  // Final-step queue (AEAD): its head (fin_sid) issues when fin_v is set;
  // fin_blk: the step blocks its stream until its block is back.
  logic          fin_v, fin_go, fin_mid, fin_more, fin_close, fin_blk;
  logic [SID_W-1:0] fin_sid;
  logic          s0_v;
  logic [cipher_modes_pkg::OP_W-1:0] s0_op;
  logic          s0_fb;
  beat_t         s0_beat;
  // Head flags.
  logic          h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q, h1_open_q, h1_blk_q, h1_fbm_q, h1_lp_q;
  logic          up_open, up_blk, up_lp;
  hflags_t       f_d0, f_d1, f_in;   // next flags of each candidate id
  // The entering beat's stream's flags, a 2^SID_W:1 select by its id: a net
  // of its own, so that the synthesis maps the select as a mux tree and
  // applies this clock's updates after it (on e2e3ebf's seed 1 ABC9 merged
  // the two into a chain of six LUTs, din_sid_i -> h0_blk_q, 7.46 ns).
  (* keep *) hflags_t cur_in;
  // S1.
  logic          s1_v_q;
  beat_t         s1_q;
  logic [KEY_W-1:0] s1_key_q;
  cfg_t          cfg_wd;

  // ---------------------------------------------------------------------------
  // Input beat: the command, with cm_cmd_check's verdict (cmd_st_i).
  // ---------------------------------------------------------------------------
  // CCM's first block B0 = flags || N || [plen]_q (SP 800-38C A.2.1), q =
  // 15 - nonce bytes; the nonce is in the top lanes of the IV beat.
  logic [BLOCK_W-1:0] ccm_b0;
  logic [BLOCK_W-1:0] ccm_ctr0; // the head command's Ctr0 (from its B0)
  if (AEAD && MODES[cipher_modes_pkg::MODE_CCM]) begin : g_b0
    logic [7:0]   flags;
    logic [119:0] nm;   // the nonce's bytes of B0[119:0]
    assign flags  = {1'b0, cmd_alen_i != '0, 3'(cmd_taglen_i[TL_W-1:1] - 1'b1), 3'(4'd14 - cmd_ivlen_i[3:0])};
    assign nm     = ~({120{1'b1}} >> {cmd_ivlen_i[3:0], 3'b000});
    assign ccm_b0 = {flags, (din_data_i[BLOCK_W-1:8] & nm) | {88'd0, cmd_plen_i}};
    // Ctr0 = [q-1] || N || 0^8q from B0: the flags byte's low bits, the
    // nonce, and B0's [plen]_q cleared (only the low 32 bits can hold it:
    // q = 2, 3 allow no longer payload).
    logic [31:0] m;
    always_comb begin
      unique case (head_p.data[BLOCK_W-6 -: 3])
        3'd1:    m = 32'hffff_0000;  // q = 2
        3'd2:    m = 32'hff00_0000;  // q = 3
        default: m = 32'h0;
      endcase
    end
    assign ccm_ctr0 = {5'd0, head_p.data[BLOCK_W-6:32], head_p.data[31:0] & m};
  end else begin : g_no_b0
    assign ccm_b0   = '0;
    assign ccm_ctr0 = '0;
  end

  // AEAD: the index flags of the message's first operation (index 0), kept
  // in the configuration word so that S1 reads them instead of comparing
  // (cm_build). Index 0 gives the same flags at any index width that
  // exceeds the counts'.
  logic [AIX_W-1:0] cmd_f0;
  if (AEAD) begin : g_f0
    cm_aead_idx #(
      .IW   (APB_W + 1),
      .IVB_W(IVB_W),
      .AB_W (AB_W),
      .APB_W(APB_W)
    ) u_f0 (
      .idx_i  ('0),
      .ivb_i  (cmd_ivb_i),
      .ab_i   (cmd_ab_i),
      .apb_i  (cmd_apb_i),
      .flags_o(cmd_f0)
    );
  end else begin : g_no_f0
    assign cmd_f0 = '0;
  end


  // GCM: the H op's gsch_t.hm. The GHASH of a 96-bit IV's message has
  // apb + 1 blocks; with an IV in data beats every block waits for the one
  // before it.
  logic [2:0] cmd_hm;
  if (AEAD) begin : g_hm
    assign cmd_hm = (cmd_ivb_i != '0 || cmd_apb_i > {{(APB_W-3){1'b0}}, 3'd5}) ? cipher_modes_pkg::HM_FAR
                                                               : 3'(cmd_apb_i + 1'b1);
  end else begin : g_no_hm
    assign cmd_hm = '0;
  end

  always_comb begin
    logic [cipher_modes_pkg::ST_W-1:0] err;
    logic                              pol, gcm, ccm;
    pol    = POLICY && !cmd_legacy_i;
    gcm    = AEAD && MODES[cipher_modes_pkg::MODE_GCM] && cmd_mode_i == cipher_modes_pkg::MODE_GCM;
    ccm    = AEAD && MODES[cipher_modes_pkg::MODE_CCM] && cmd_mode_i == cipher_modes_pkg::MODE_CCM;
    err    = cmd_st_i;
    in_c      = '0;
    in_p      = '0;
    in_c.cmd  = din_cmd_i;
    in_c.sid  = din_sid_i;
    if (!din_cmd_i) begin
      in_p.data  = din_data_i;
      in_c.last  = din_last_i;
      in_c.defer = AEAD && din_last_i && din_defer_i;
      in_p.bits  = din_bits_i;
    end else begin
      in_p.mode = cmd_mode_i;
      in_p.dec  = cmd_decrypt_i;
      in_p.tl   = cmd_taglen_i;
      in_p.err  = err;
      in_p.seg  = cipher_modes_pkg::SEG_BLOCK;
      if (cmd_seg_i == SEG8)      in_p.seg = cipher_modes_pkg::SEG_8;
      else if (cmd_seg_i == SEG1) in_p.seg = cipher_modes_pkg::SEG_1;
      in_p.m    = (cipher_modes_pkg::NMODES'(1'b1) << cmd_mode_i) & MODES;  // (a mode left out: rejected)
      if (cmd_mode_i == cipher_modes_pkg::MODE_ECB || cmd_mode_i == cipher_modes_pkg::MODE_CBC) begin
        in_p.pek = cipher_modes_pkg::PEK_NE;
      end else if (cmd_mode_i == cipher_modes_pkg::MODE_CMAC) begin
        in_p.pek = cipher_modes_pkg::PEK_CMAC;
      end else if (cmd_mode_i == cipher_modes_pkg::MODE_CFB && in_p.seg != cipher_modes_pkg::SEG_BLOCK) begin
        in_p.pek = cipher_modes_pkg::PEK_NONE;
      end else begin
        in_p.pek = cipher_modes_pkg::PEK_GT;
      end
      // The key enters with any verdict: the configuration word takes it
      // only from an accepted command (cfg_wd), so that the verdict (from
      // cm_cmd_check's registers) gates a few bits here, not every key bit.
      in_p.key  = cmd_key_i;
      if (err == cipher_modes_pkg::ST_OK) begin
        in_c.ok   = 1'b1;
        in_p.data = din_data_i;
        in_p.pol  = pol;
        in_c.fb   = (in_p.m[cipher_modes_pkg::MODE_CBC] && !cmd_decrypt_i)
                 || (in_p.m[cipher_modes_pkg::MODE_CFB] && !cmd_decrypt_i)
                 || in_p.m[cipher_modes_pkg::MODE_OFB]
                 || in_p.m[cipher_modes_pkg::MODE_CMAC]
                 || (gcm && cmd_ivb_i != '0) || ccm;  // J0 (an IV in data beats) and the
                                                      // CBC-MAC state are completion-fed
        in_c.lop  = in_p.m[cipher_modes_pkg::MODE_CMAC] || gcm || ccm;  // CMAC L, GCM H, CCM Y0
        in_c.lnb  = in_p.m[cipher_modes_pkg::MODE_CMAC];
        if (gcm || ccm) begin
          in_p.ivb  = cmd_ivb_i;
          in_p.ivl  = cmd_ivlen_i[IVLO_W-1:0];
          in_p.alen = cmd_alen_i;
          in_p.plen = cmd_plen_i;
          in_p.ab   = cmd_ab_i;
          in_p.apb  = cmd_apb_i;
          in_p.f0   = cmd_f0;
          in_c.hold = HOLD && cmd_decrypt_i;
          in_p.res  = cmd_res_i;
        end
        if (gcm) begin
          // A 96-bit IV: J0 = IV || 0^31 || 1; the first payload block uses
          // inc32(J0). Another length (IV data beats; the IV beat is not
          // used): J0's length block 0^64 || [len(IV)]_64, for the J0 step
          // (cm_build), so that the word keeps 4 bits of the length, not 16.
          in_p.data = (cmd_ivb_i != '0) ? BLOCK_W'({cmd_ivlen_i, 3'b000})
                                        : {din_data_i[BLOCK_W-1:32], 32'd2};
          in_p.j0d  = cmd_j0d_i;
          in_p.hm   = cmd_hm;
        end
        if (ccm) begin
          // The L block encrypts B0 (Y0); cfg keeps Ctr0 (cfg_wd).
          in_p.data = ccm_b0;
          in_c.b0   = 1'b1;
        end
      end
    end
    // The free payload slots follow in_p (below): nothing without a beat.
    // din_valid_i gates every payload bit, so a front end drives it from a
    // register (cm_packet_rx: din_v_q).
    if (!din_valid_i) in_p = '0;
  end

  // ---------------------------------------------------------------------------
  // Input buffer (two entries, d0 is the head). An emptied entry is cleared.
  // ---------------------------------------------------------------------------
  assign din_ready_o = !d1_v_q;
  assign din_push    = din_valid_i && din_ready_o;

  always_comb begin
    if (d_pop) begin
      d0_v_d = d1_v_q || din_push;
      d1_v_d = d1_v_q && din_push;
    end else begin
      d0_v_d = d0_v_q || din_push;
      d1_v_d = d1_v_q || (d0_v_q && din_push);
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      d0_v_q <= 1'b0;
      d1_v_q <= 1'b0;
    end else begin
      d0_v_q <= d0_v_d;
      d1_v_q <= d1_v_d;
    end
  end

  always_ff @(posedge clk_i) begin
    // Head: refilled from d1 or the input on a pop, or from the input when empty.
    if (!rst_ni || !d0_v_d) begin
      d0c_q <= '0;
    end else if (d_pop && d1_v_q) begin
      d0c_q <= d1c_q;
    end else if (din_push && (d_pop || !d0_v_q)) begin
      d0c_q <= in_c;
    end
    if (!rst_ni || !d1_v_d) begin
      d1c_q <= '0;
    end else if (din_push && (d_pop ? d1_v_q : d0_v_q)) begin
      d1c_q <= in_c;
    end
  end

  // Payload slots: a beat's payload is in slot wp_q when it is pushed and is
  // read from slot rp_q while it is the head (wp_q = rp_q + buffered beats,
  // mod 2). A slot that holds no buffered beat loads the input's payload on
  // every clock (zero without a valid input beat), and a push always finds
  // slot wp_q free (din_ready_o), so the slots' enables come from the
  // buffer's registers rather than from the input handshake (d1_v_q -> the
  // packet front end's valid -> the push measured 7.6 ns to the 270 enables
  // of the TDES engine). A slot whose beat leaves follows the input from the
  // next clock on, so no key stays behind.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      wp_q    <= 1'b0;
      rp_q    <= 1'b0;
    end else begin
      wp_q    <= wp_q ^ din_push;
      rp_q    <= rp_q ^ d_pop;
    end
  end
  // Slot rp_q holds the head (d0), the other one the second beat (d1).
  assign slot_free[0] = !(rp_q ? d1_v_q : d0_v_q);
  assign slot_free[1] = !(rp_q ? d0_v_q : d1_v_q);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      pay0_q <= '0;
      pay1_q <= '0;
    end else begin
      if (slot_free[0]) pay0_q <= in_p;
      if (slot_free[1]) pay1_q <= in_p;
    end
  end

  assign head_p = rp_q ? pay1_q : pay0_q;

  // ---------------------------------------------------------------------------
  // S0: issue. The flags of the head beat's stream (h0) and the second beat's
  // (h1) come from registered copies (see "Head flags" below), not from a
  // 64:1 lookup in the issue path.
  // ---------------------------------------------------------------------------
  // A queued final step (or middle step) takes the issue slot (fin_v is a
  // register); the final step closes its message, a middle step does not.
  assign fin_go    = credit_ok_i && fin_v;
  assign fin_close = fin_go && !fin_mid;
  // A command waits while a feedback block or a CMAC L block of its stream is
  // in flight; on an open stream it first ends the open message (ERR_BUSY),
  // then opens its own.
  assign c_go    = credit_ok_i && !fin_v && d0_v_q && d0c_q.cmd && !h0_blk_q && !h0_lp_q;
  assign c_busy  = c_go && h0_open_q;
  assign c_take  = c_go && !h0_open_q;
  // A data beat of an open feedback-mode message waits for the stream's
  // previous block, unless its stream owns cm_chain's slot (own_hit): it
  // then issues bound, and its chaining value is added at the core's input
  // once the block before it is back. A CMAC message's last beat (the only
  // one that reads L) also waits for its L block, which its other beats
  // pass (their chain starts at zero, not at L). A beat with no open
  // message is a stray. A deferred last beat leaves its message open (and
  // its stream blocked) for the final step.
  // (h0_own_q: the head beat's stream is chn_sid_i; h0_wait_q: its stream is
  // blocked and does not own the slot. Both are kept as the head flags are,
  // so that neither a stream-id compare nor the slot's flag sits in the
  // issue decision.)
  logic own_hit, h0_own_q, h1_own_q, h0_wait_q;
  assign own_hit = chn_v_i && h0_own_q;
  assign d_go    = credit_ok_i && !fin_v && d0_v_q && !d0c_q.cmd
                && !(h0_open_q && (h0_wait_q || (h0_lp_q && d0c_q.last)));
  assign chn_bind_o = d_go && h0_open_q && own_hit;
  assign d_close = d_go && h0_open_q && d0c_q.last && !d0c_q.defer;
  assign d_pop   = c_take || d_go;

  // ---------------------------------------------------------------------------
  // Message buffer admission (HOLD). A rejected (ST_ERR_FULL) command opens
  // its message as a rejected one: no L block, not a feedback stream, no key
  // in its configuration word.
  // ---------------------------------------------------------------------------
  // Whether each payload slot's reservation exceeds the free beats
  // (gt_q[slot] == pay_slot.res > avail_q) is a flop, compared on the clock
  // before from the slot's and avail_q's next values: full is then one LUT
  // from flops, not a comparator behind the head's slot select, in front of
  // the key's gate and the issue decisions (the ingress -> configuration RAM
  // paths were the engine's second longest).
  // The outcomes of the issue decision (the head takes its reservation, the
  // head's stream returns its message's, neither) are compared beside it,
  // and the decision picks one: the adders and comparators do not wait for
  // c_take or d_close, which come late (the final-step queue's valid -> c_go
  // measured 12.0 ns through them).
  // A message returns its reservation when it closes at S0: its last beat,
  // or the command that aborts it (ERR_BUSY); a final step never closes a
  // buffered decryption (only encryptions defer). The reservation comes
  // from res_q, the open message's of each stream (0: none, or not
  // buffered), written by every command that opens a message, through
  // registered copies for the head beat's stream (h0_res_q) and the second
  // beat's (h1_res_q), kept as the head flags are.
  if (HOLD) begin : g_adm
    logic [1:0]    gt_q, gt_d;
    logic [RW-1:0] avail_d, avail_t, avail_c, res0, res1, take_res;
    logic [RW-1:0] res_q [NS];
    logic [RW-1:0] h0_res_q, h1_res_q, cur_res, n_d0, n_d1, n_in;
    logic          take, close_h;
    assign full      = d0c_q.hold && (rp_q ? gt_q[1] : gt_q[0]);
    assign take      = c_take && d0c_q.hold && !full;
    assign take_res  = take ? head_p.res : '0;
    assign close_h   = c_busy || d_close;                   // the head's stream's message closes
    assign avail_t   = avail_q - head_p.res;                // the head's taken
    assign avail_c   = avail_q + h0_res_q;                  // its stream's returned
    assign avail_d   = take ? avail_t : (close_h ? avail_c : avail_q);
    assign res0      = slot_free[0] ? in_p.res : pay0_q.res;
    assign res1      = slot_free[1] ? in_p.res : pay1_q.res;
    assign gt_d[0]   = take ? (res0 > avail_t) : (close_h ? (res0 > avail_c) : (res0 > avail_q));
    assign gt_d[1]   = take ? (res1 > avail_t) : (close_h ? (res1 > avail_c) : (res1 > avail_q));

    // Next copies: a command that opens a message on the slot's stream writes it.
    assign cur_res = res_q[din_sid_i];
    assign n_d0    = c_take ? take_res : h0_res_q;
    assign n_d1    = (c_take && d0c_q.sid == d1c_q.sid) ? take_res : h1_res_q;
    assign n_in    = (c_take && din_sid_i == d0c_q.sid) ? take_res : cur_res;

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        avail_q    <= RW'(AUTH_BUF_BEATS);
        gt_q       <= '0;  // the slots are zero
        h0_res_q   <= '0;
        h1_res_q   <= '0;
      end else begin
        avail_q    <= avail_d;
        gt_q       <= gt_d;
        // Same slot movements as the input buffer.
        if (d_pop && d1_v_q)                       h0_res_q <= n_d1;
        else if (din_push && (d_pop || !d0_v_q))   h0_res_q <= n_in;
        else                                       h0_res_q <= n_d0;
        if (din_push && (d_pop ? d1_v_q : d0_v_q)) h1_res_q <= n_in;
        else                                       h1_res_q <= n_d1;
      end
    end
    // Written by every command that opens a message (no reset: a close reads
    // only the entry its own message's command wrote).
    always_ff @(posedge clk_i) begin
      if (c_take) res_q[d0c_q.sid] <= take_res;
    end

`ifndef SYNTHESIS
    logic armed_adm;
    cl_chk_armed u_armed_adm (.clk_i, .rst_ni, .armed_o(armed_adm));
    always_ff @(posedge clk_i) begin
      if (armed_adm) begin
        if (d0_v_q && open_q[d0c_q.sid] && h0_res_q != res_q[d0c_q.sid])
          $error("cm_ingress: the head's reservation copy out of step");
        if (d1_v_q && open_q[d1c_q.sid] && h1_res_q != res_q[d1c_q.sid])
          $error("cm_ingress: the second beat's reservation copy out of step");
        if (close_h && h0_open_q && RW'(AUTH_BUF_BEATS) - avail_q < h0_res_q)
          $error("cm_ingress: message buffer reservation returned twice");
        if (fin_close && open_q[fin_sid] && res_q[fin_sid] != '0)
          $error("cm_ingress: a final step closed a buffered decryption (its reservation is not returned)");
      end
    end
`endif
  end else begin : g_no_adm
    assign full       = 1'b0;
    assign avail_q    = '0;
    logic unused_adm;
    assign unused_adm = ^{d0c_q.hold, head_p.res, avail_q};
  end
  assign lop_go = d0c_q.lop && !full;
  assign fb_go  = d0c_q.fb && !full;

  always_comb begin
    s0_v   = 1'b0;
    s0_op  = cipher_modes_pkg::OP_DATA;
    s0_fb  = 1'b0;
    open_d    = open_q;
    blocked_d = blocked_q;
    first_d   = first_q;
    fbm_d     = fbm_q;
    lpend_d   = lpend_q;
    // A released L block clears its stream's lpend, or its blocked flag when
    // it blocked the stream (GCM's H with an IV in data beats); any other
    // release clears blocked.
    for (int unsigned s = 0; s < NS; s++) begin
      if (rel_v_i && rel_sid_i == SID_W'(s)) begin
        if (rel_lop_i) lpend_d[s] = 1'b0;
        if (!(rel_lop_i && lpend_q[s])) blocked_d[s] = 1'b0;
      end
    end
    if (fin_go) begin
      // The final step closes the message; its stream stays blocked (as
      // after a middle step, which leaves the message open).
      s0_v   = 1'b1;
      s0_op  = cipher_modes_pkg::OP_DATA;
      s0_fb  = fin_blk;
      if (!fin_mid) open_d[fin_sid] = 1'b0;
      blocked_d[fin_sid] = fin_blk;
    end else if (c_busy) begin
      s0_v   = 1'b1;
      s0_op  = cipher_modes_pkg::OP_BUSY;
      open_d[d0c_q.sid] = 1'b0;
    end else if (c_take) begin
      // The L block of a feedback-mode message blocks its stream until it
      // is back (CCM Y0, GCM's H with an IV in data beats), CMAC's L only
      // the message's last beat (lpend); GCM's H goes to the GHASH unit
      // ahead of the message's blocks, in order.
      s0_v   = lop_go;
      s0_op  = cipher_modes_pkg::OP_LOP;
      s0_fb  = lop_go && fb_go;
      open_d[d0c_q.sid]  = 1'b1;
      first_d[d0c_q.sid] = 1'b1;
      fbm_d[d0c_q.sid]   = fb_go;
      if (lop_go && fb_go) begin
        if (d0c_q.lnb) lpend_d[d0c_q.sid]   = 1'b1;
        else           blocked_d[d0c_q.sid] = 1'b1;
      end
    end else if (d_go) begin
      s0_v  = 1'b1;
      if (h0_open_q) begin
        s0_op = cipher_modes_pkg::OP_DATA;
        s0_fb = h0_fbm_q;
        first_d[d0c_q.sid] = 1'b0;
        if (h0_fbm_q || d0c_q.defer) blocked_d[d0c_q.sid] = 1'b1;
        if (d0c_q.last && !d0c_q.defer) open_d[d0c_q.sid] = 1'b0;
      end else begin
        s0_op = cipher_modes_pkg::OP_STRAY;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      open_q    <= '0;
      blocked_q <= '0;
      first_q   <= '0;
      fbm_q     <= '0;
      lpend_q   <= '0;
    end else begin
      open_q    <= open_d;
      blocked_q <= blocked_d;
      first_q   <= first_d;
      fbm_q     <= fbm_d;
      lpend_q   <= lpend_d;
    end
  end

  // ---------------------------------------------------------------------------
  // Head flags: open / blocked / fb / lpend of the streams of the head beat (h0) and
  // the second beat (h1), each valid in the current clock. Their next values
  // are the flags of the stream each slot holds next clock: taken from the
  // slot the id moves from (or looked up when the id arrives on the input),
  // with this clock's flag updates applied. Every stream-id comparison is
  // between registers or inputs, so the issue decision only drives the last
  // multiplexers.
  // ---------------------------------------------------------------------------
  // This clock's flag updates: on the head beat's stream, or (fin_go) on
  // the final step's stream (open := 0 unless it is a middle step, blocked :=
  // 1), never both.
  assign up_open = c_go || d_close;                       // open[head] := c_take
  assign up_blk  = (c_take && lop_go && fb_go && !d0c_q.lnb)
                || (d_go && h0_open_q && (h0_fbm_q || d0c_q.defer));  // blocked[head] := 1
  assign up_lp   = c_take && lop_go && fb_go && d0c_q.lnb;         // lpend[head] := 1

  // The flags of a stream next clock, given its flags now (`cur`) and whether
  // it is the head beat's stream (`eq_h`) and the released stream (`eq_r`).
  // eq_f: it is the final step's stream (fin_go: blocked := fin_blk;
  // fin_close: open := 0). A released L block (rlop_i) clears lpend if
  // set, else blocked.
  function automatic hflags_t next_flags(hflags_t cur, logic eq_h, logic eq_r, logic eq_f,
                                         logic up_open_i, logic c_take_i, logic up_blk_i,
                                         logic up_lp_i, logic rel_i, logic rlop_i, logic fb_i,
                                         logic fin_i, logic fin_close_i, logic fin_blk_i);
    hflags_t n;
    n.open = (fin_close_i && eq_f) ? 1'b0 : ((up_open_i && eq_h) ? c_take_i : cur.open);
    n.blk  = ((up_blk_i && eq_h) || (fin_i && fin_blk_i && eq_f)) ? 1'b1
           : (((rel_i && eq_r && !(rlop_i && cur.lp)) || (fin_i && !fin_blk_i && eq_f)) ? 1'b0
                                                                                            : cur.blk);
    n.fbm  = (c_take_i && eq_h) ? fb_i : cur.fbm;
    n.lp   = (up_lp_i && eq_h) ? 1'b1 : ((rel_i && eq_r && rlop_i) ? 1'b0 : cur.lp);
    next_flags = n;
  endfunction

  always_comb begin
    cur_in = {open_q[din_sid_i], blocked_q[din_sid_i], fbm_q[din_sid_i], lpend_q[din_sid_i]};
    f_d0   = next_flags({h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q}, 1'b1, rel_sid_i == d0c_q.sid,
                        fin_sid == d0c_q.sid, up_open, c_take, up_blk, up_lp, rel_v_i, rel_lop_i, fb_go,
                        fin_go, fin_close, fin_blk);
    f_d1   = next_flags({h1_open_q, h1_blk_q, h1_fbm_q, h1_lp_q}, d0c_q.sid == d1c_q.sid,
                        rel_sid_i == d1c_q.sid, fin_sid == d1c_q.sid, up_open, c_take, up_blk, up_lp,
                        rel_v_i, rel_lop_i, fb_go, fin_go, fin_close, fin_blk);
    f_in   = next_flags(cur_in, din_sid_i == d0c_q.sid, din_sid_i == rel_sid_i, din_sid_i == fin_sid,
                        up_open, c_take, up_blk, up_lp, rel_v_i, rel_lop_i, fb_go, fin_go, fin_close,
                        fin_blk);
  end

  logic h0_own_d, h0_blk_d;
  always_comb begin
    if (d_pop && d1_v_q) begin
      h0_own_d = d1c_q.sid == chn_sid_nx_i;
      h0_blk_d = f_d1.blk;
    end else if (din_push && (d_pop || !d0_v_q)) begin
      h0_own_d = din_sid_i == chn_sid_nx_i;
      h0_blk_d = f_in.blk;
    end else begin
      h0_own_d = d0c_q.sid == chn_sid_nx_i;
      h0_blk_d = f_d0.blk;
    end
  end
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      h0_own_q  <= 1'b0;
      h1_own_q  <= 1'b0;
      h0_wait_q <= 1'b0;
    end else begin
      h0_own_q  <= h0_own_d;
      h0_wait_q <= h0_blk_d && !(chn_v_nx_i && h0_own_d);
      if (din_push && (d_pop ? d1_v_q : d0_v_q)) h1_own_q <= din_sid_i == chn_sid_nx_i;
      else                                       h1_own_q <= d1c_q.sid == chn_sid_nx_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      {h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q} <= '0;
      {h1_open_q, h1_blk_q, h1_fbm_q, h1_lp_q} <= '0;
    end else begin
      // Same slot movements as the input buffer.
      if (d_pop && d1_v_q)                      {h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q} <= f_d1;
      else if (din_push && (d_pop || !d0_v_q))  {h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q} <= f_in;
      else                                      {h0_open_q, h0_blk_q, h0_fbm_q, h0_lp_q} <= f_d0;
      if (din_push && (d_pop ? d1_v_q : d0_v_q)) {h1_open_q, h1_blk_q, h1_fbm_q, h1_lp_q} <= f_in;
      else                                       {h1_open_q, h1_blk_q, h1_fbm_q, h1_lp_q} <= f_d1;
    end
  end

  // ---------------------------------------------------------------------------
  // S0 -> S1 register (the context RAMs are read on the same edge).
  // ---------------------------------------------------------------------------
  // The final step (fin_v): its stream, no data, 0 bits, last. A middle step:
  // not last; defer marks a middle step the final step follows.
  always_comb begin
    s0_beat.op    = s0_op;
    s0_beat.sid   = fin_v ? fin_sid : d0c_q.sid;
    s0_beat.data  = fin_v ? '0 : head_p.data;
    s0_beat.last  = fin_v ? !fin_mid : (d0c_q.last && !d0c_q.defer);
    s0_beat.bits  = fin_v ? '0 : head_p.bits;
    s0_beat.first = !fin_v && first_q[d0c_q.sid];
    s0_beat.fb    = s0_fb;
    s0_beat.bnd   = chn_bind_o;
    s0_beat.defer = fin_v ? (fin_mid && fin_more) : d0c_q.defer;
    s0_beat.b0    = !fin_v && d0c_q.b0;
    s0_beat.hm    = fin_v ? '0 : head_p.hm;
  end

  // ---------------------------------------------------------------------------
  // Final-step queue (AEAD): {stream, middle step, final step after it}. At
  // most one deferred block per stream is in flight, so NS entries never
  // overflow. A deferred last beat of a message that is not completion-fed
  // (GCM with a 96-bit IV; a rejected message) needs nothing from its
  // block: its final step is pending from the clock it issues and issues in
  // the next free slot, ahead of the queue, and leaves its stream
  // unblocked (pend_*; the stream is blocked in between, so that nothing of
  // it comes between the two).
  // ---------------------------------------------------------------------------
  if (AEAD) begin : g_finq
    logic             fin_wr_ready, q_v, q_mid, q_more, pend_v_q;
    logic [SID_W-1:0] q_sid, pend_sid_q;
    cl_sync_fifo #(.WIDTH(SID_W + 2), .DEPTH(NS)) u_finq (
      .clk_i,
      .rst_ni,
      .wr_valid_i(fin_req_v_i),
      .wr_valid_next_i(1'b0),
      .wr_ready_o(fin_wr_ready),
      .wr_data_i ({fin_req_sid_i, fin_req_mid_i, fin_req_more_i}),
      .rd_valid_o(q_v),
      .rd_ready_i(fin_go && !pend_v_q),
      .rd_data_o ({q_sid, q_mid, q_more})
    );
    // (d_go waits while fin_v, so a pending step is never set and taken at once.)
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        pend_v_q   <= 1'b0;
        pend_sid_q <= '0;
      end else if (d_go && h0_open_q && d0c_q.defer && !h0_fbm_q) begin
        pend_v_q   <= 1'b1;
        pend_sid_q <= d0c_q.sid;
      end else if (fin_go) begin
        pend_v_q   <= 1'b0;
      end
    end
    assign fin_v    = pend_v_q || q_v;
    assign fin_sid  = pend_v_q ? pend_sid_q : q_sid;
    assign fin_mid  = !pend_v_q && q_mid;
    assign fin_more = !pend_v_q && q_more;
    assign fin_blk  = !pend_v_q;
    logic unused_fin;
    assign unused_fin = fin_wr_ready;
  end else begin : g_no_finq
    assign fin_v    = 1'b0;
    assign fin_sid  = '0;
    assign fin_mid   = 1'b0;
    assign fin_more = 1'b0;
    assign fin_blk  = 1'b1;
    logic unused_fin;
    assign unused_fin = ^{fin_req_v_i, fin_req_sid_i, fin_req_mid_i, fin_req_more_i};
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_v_q <= 1'b0;
    end else begin
      s1_v_q <= s0_v;
    end
  end

  // Loaded every clock (s1_v_q qualifies it), so that the issue decision
  // drives no register enable here. s1_key_q follows the head beat while it
  // is a CMAC command (the L block's key; zero otherwise), again without the
  // decision: it holds no key the input buffer does not hold one clock before.
  always_ff @(posedge clk_i) begin
    s1_q <= s0_beat;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !d0c_q.lop) begin
      s1_key_q <= '0;
    end else begin
      s1_key_q <= head_p.key;
    end
  end

  assign s1_v_o    = s1_v_q;
  assign s1_beat_o = s1_q;
  assign s1_bnd_o  = s1_q.bnd;
  assign s1_key_o  = s1_key_q;

  // ---------------------------------------------------------------------------
  // Configuration word: the command's, written when it opens its message; a
  // zero word (no key) is written when the message's last data beat issues,
  // whose own read on the same edge still returns the old word.
  // ---------------------------------------------------------------------------
  // Only written with cfg_we_o: by c_take (a command: its word), d_close
  // (a data beat: zero) or fin_close (zero), so the head's own cmd bit and the
  // queue's registered valid choose, not the issue decision. Every field is
  // the head's payload slot (a 2:1 select) and one gate: the mode's decode
  // came with the command (pay_t), and the key's gate is the head's ok flag
  // alone (ok implies cmd, checked below), not cmd and ok: 4 inputs, one
  // LUT (the ingress -> cfg RAM group, 145 endpoints on seed 2 of the
  // pek RAM's netlist, had two or three).
  always_comb begin
    cfg_wd      = '0;
    cfg_wd.key  = (d0c_q.ok && !full && !fin_v) ? head_p.key : '0;  // a rejected command's key stays out
    if (d0c_q.cmd && !fin_v) begin
      cfg_wd.mode = head_p.mode;
      cfg_wd.dec  = head_p.dec;
      cfg_wd.seg  = head_p.seg;
      cfg_wd.err  = full ? cipher_modes_pkg::ST_ERR_FULL : head_p.err;
      cfg_wd.ok   = !full && d0c_q.ok;  // the head's verdict, from its control register
      cfg_wd.m    = head_p.m;
      cfg_wd.pek  = head_p.pek;
      cfg_wd.tl   = head_p.tl;
      cfg_wd.pol  = head_p.pol;
      cfg_wd.iv   = d0c_q.b0 ? ccm_ctr0 : head_p.data;
      cfg_wd.ab   = head_p.ab;
      cfg_wd.apb  = head_p.apb;
      cfg_wd.alen = head_p.alen;
      cfg_wd.plen = head_p.plen;
      cfg_wd.ivb  = head_p.ivb;
      cfg_wd.ivl  = head_p.ivl;
      cfg_wd.j0d  = head_p.j0d;
      cfg_wd.f0   = head_p.f0;
    end
  end

  // The final step reads (and clears) its own stream's words.
  assign rd_sid_o = fin_v ? fin_sid : d0c_q.sid;
  assign cfg_we_o = c_take || d_close || fin_close;
  assign cfg_wd_o = cfg_wd;
  assign cfg_pek_o = cfg_wd.pek;

  // ---------------------------------------------------------------------------
  // Unused and checks.
  // ---------------------------------------------------------------------------
  logic unused;
  assign unused = f_d0.fbm;

`ifndef SYNTHESIS
  // The ports' widths (cipher_modes_pkg's width functions) against the layouts.
  if (unsigned'($bits(cfg_t)) != CFG_W || unsigned'($bits(beat_t)) != BEAT_W) begin : g_err_w
    $fatal(1, "cm_ingress: cipher_modes_pkg::cfg_w / beat_w out of step with cfg_t / beat_t");
  end

  // Checked only once a reset has been applied (cl_chk_armed).
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));

  if (HOLD) begin : g_adm_chk
    always_ff @(posedge clk_i) begin
      if (armed && g_adm.gt_q != {pay1_q.res > avail_q, pay0_q.res > avail_q})
        $error("cipher_modes: admission flags out of step with the payload slots");
    end
  end

  always_ff @(posedge clk_i) begin
    if (armed) begin
      if (d0_v_q && (h0_open_q != open_q[d0c_q.sid] || h0_blk_q != blocked_q[d0c_q.sid]
                     || h0_fbm_q != fbm_q[d0c_q.sid] || h0_lp_q != lpend_q[d0c_q.sid]))
        $error("cipher_modes: head beat flags out of step");
      if (d1_v_q && (h1_open_q != open_q[d1c_q.sid] || h1_blk_q != blocked_q[d1c_q.sid]
                     || h1_fbm_q != fbm_q[d1c_q.sid] || h1_lp_q != lpend_q[d1c_q.sid]))
        $error("cipher_modes: second beat flags out of step");
      if ((d0_v_q && h0_own_q != (d0c_q.sid == chn_sid_i)) || (d1_v_q && h1_own_q != (d1c_q.sid == chn_sid_i)))
        $error("cm_ingress: the buffered beats' chain-slot flags out of step");
      if (d0_v_q && h0_wait_q != (h0_blk_q && !own_hit))
        $error("cm_ingress: the head's wait flag out of step");
      // The head command's ok flag is its payload's verdict.
      if (d0_v_q && d0c_q.cmd && d0c_q.ok != (head_p.err == cipher_modes_pkg::ST_OK))
        $error("cm_ingress: the head's ok flag out of step with its verdict");
      if ((d0c_q.ok && !d0c_q.cmd) || (d1c_q.ok && !d1c_q.cmd))
        $error("cm_ingress: an ok flag on a data beat (cfg_wd's key gate)");
    end
  end
`endif

endmodule
