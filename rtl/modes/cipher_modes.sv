// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipher_modes: modes-of-operation engine around a pipelined block core.
//
// Modes (each encrypt and decrypt): ECB, CBC, CFB-1/-8/-BLOCK_W, OFB, CTR,
// CMAC (SP 800-38B, generate and verify). Many independent streams (message
// contexts) share one block core; beats of different streams interleave
// freely. See docs/modes.md for the full interface description.
//
// The block core is outside this module, on the core_* ports; a per-cipher
// top (rtl/top/) instantiates both and gives the engine the core's capacity
// (CORE_CAP); cm_cmd_check (in cipher_modes_axis) gives it each command's
// verdict (cmd_st_i: the checks of the command's fields, and the top's key
// verdicts) and AEAD beat counts, registered one clock ahead.
//
// Channels (AXI4-Stream valid/ready):
//   din  : one ordered stream of command and data beats of all streams
//          (TID = din_sid_i, TLAST = din_last_i, TUSER = din_cmd_i and the
//          cmd_* fields). A command beat (din_cmd_i = 1) opens a message on
//          its stream: mode, direction, segment size, tag length, key bundle
//          on cmd_*, IV / expected CMAC tag on din_data_i. The data beats that
//          follow it on that stream belong to that message. Because commands
//          travel in-band, no valid/ready timing can reorder a command and a
//          data beat.
//   dout : result beats (stream id, data, last, bit count, status on last).
//
// Block core contract (core_* ports):
//   - core_rst_no is the engine's internal reset (rst_ni && !zeroize_i), so
//     that zeroize_i also resets the core; synchronous, active low.
//   - valid/ready on both sides; a block moves when valid and ready are high.
//   - results leave in input order (no tag: the engine keeps order itself).
//   - core_in_ready_i depends only on the core's registers.
//   - the core buffers its own results: it never drops one while
//     core_out_ready_o is low.
//   - the core holds at most CORE_CAP blocks (its credit limit); the side FIFO
//     is sized from it.
//   - core_in_block_o / core_in_key_o / core_in_decrypt_o are zero whenever
//     core_in_valid_o is low (the input FIFO is scrubbed).
//
// Pipeline (one operation per clock):
//   S0  issue:  takes the head beat of the two-beat input buffer (a command or
//               a data beat); hazard checks on small per-stream flag vectors
//               (open, blocked, first, fb). Reads the per-stream context RAMs
//               (address = head sid).                              [cm_ingress]
//   S1  fetch:  the context RAM words cross the stores' output
//               registers (cl_ctx_ram OUT_REG: read at S0, out on the
//               edge that ends S1); the beat is registered beside them.
//                                                                    [cm_build]
//   S1D pre-decode: the beat's valid-bit decode and AEAD index flags, and
//               which forwarding register (if any) holds the stream's newest
//               issue-fed word, from the S1 registers.               [cm_build]
//   S2  decode: takes the chaining value from the source S1D chose (IV,
//               cvb, the RAM word or one of three forwarding registers; the
//               beat one ahead is still in S3, so that choice waits for S3),
//               decodes the mode and the beat's place in the message, and
//               forms everything that does not need the forwarded chaining
//               value.                                               [cm_build]
//   S3  build:  the core input block, the side-band word, the new issue-fed
//               chaining value (CTR counter, CBC-dec / CFB-dec shift
//               register, forwarded to the next five beats) and the
//               message's block count (policy).                      [cm_build]
//   core input FIFO -> chain slot -> block core (in order) -> result
//               register slice ; side FIFO in lock step.               [here]
//   chain slot: the short feedback loop. One stream at a time (CBC
//               encryption, OFB, CMAC) issues its data beats without
//               waiting for the block before; the slot adds each one's
//               chaining value, the result of the block before as C0
//               takes it, at the core's input: a round trip of the core
//               latency + 2.                                      [cm_chain]
//   C0  finish: XOR, writes the completion-fed chaining value (CBC-enc,
//               CFB-enc, OFB, CMAC) and releases the stream.      [cm_complete]
//   C1  output: mask to the bit count, CMAC tag / compare.        [cm_complete]
//   output FIFO                                                   [cm_complete]
//   -> (AEAD without RELEASE_UNVERIFIED) message buffer            [cm_auth_buf]
//   -> dout.
// Context RAMs (cl_ctx_ram, here): cfg (written at S0 by commands and last
// beats), cva (issue-fed, written the clock after S3), cvb (completion-fed, written at C0;
// GCM: J0 after the J0 step; CCM: the CBC-MAC state), L (CMAC subkey source;
// written at C0) and, with AEAD, aix (the index flags of a stream's
// next operation, written at S4, on the clock cva is).
// GCM (AEAD = 1): a command issues H = E_K(0); AAD beats pass the core as
// dummy blocks, payload beats run CTR (inc32), and the final step E_K(J0),
// issued right after the last data beat. Each of them, H included, enters
// the GHASH unit (the line-rate cm_ghash_agg, or the digit-serial
// cm_ghash_ds: GHASH_DIGIT) in the completion path (cm_complete), so a
// message's operations issue back to back, as CTR's do. An IV of any length but 96 bits comes in data beats whose GHASH is
// J0: such a message's operations each wait for the one before it.
// CCM (AEAD = 1): a command issues Y0 = E_K(B0) (B0 from the nonce, tag and
// payload lengths); the AAD, formatted with its length prefix, is shifted
// across the beats (the previous beat's tail in cva) and run as CBC-MAC
// blocks, with a flush step when the formatted AAD needs one more block;
// each payload beat runs its CTR block and then (a middle step from the
// final-step queue, requested at the CTR block's completion) its CBC-MAC
// block; the final step is T = E_K(Ctr0) ^ Y. Two core operations a
// payload block, each a feedback block: interleaved streams fill the core.
// GCM and CCM decryption (AEAD, RELEASE_UNVERIFIED = 0): its plaintext beats wait in
// the message buffer (cm_auth_buf, AUTH_BUF_BYTES) and leave only if the tag
// matches; otherwise they are overwritten with zero and only the status beat
// leaves. A decryption reserves its payload's beats when its command issues
// and returns them when its last beat issues (cm_ingress); one that
// does not fit beside the open reservations gets ST_ERR_FULL, one longer than
// the buffer ST_ERR_LONG. The results stay in order from the core to the
// buffer, so a message admitted after another's last beat reaches the buffer
// only after that message's beats have been released or dropped.
// Every beat that produces output, including error beats, travels through the
// core in order, so the order within a stream is preserved by construction.
// Latency: the core's plus 11 clocks (plus 3 in cm_packet_rx; docs/modes.md).
//
// Flow control is credit based: S0 issues only while the core input FIFO and
// the side FIFO have room for everything already issued; the core result is
// taken only while the output FIFO has room. No stage after S0 ever stalls.
//
// Key hygiene: reset and zeroize_i clear every key register at once and
// every context RAM word in STREAMS clocks; a rejected command stores no key;
// a message's key leaves the context RAM when its last beat issues, and its
// CMAC L when its last block completes; pipeline registers that can hold a
// key or L are zero unless they carry a live beat, or (S1's key register)
// copy the key of a CMAC command waiting at the head of the input buffer
// (docs/modes.md).

// Package names are written out (cipher_modes_pkg::X): Yosys accepts no
// package import in or before a module header.
module cipher_modes #(
  parameter int unsigned BLOCK_W          = 64,        // block width in bits (64 or 128)
  parameter int unsigned KEY_W            = 192,       // key bundle width in bits
  parameter int unsigned CORE_CAP         = 64,        // blocks the block core can hold (its
                                                       // credit limit); sizes the side FIFO
  parameter int unsigned STREAMS          = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W            = BLOCK_W,   // CTR: low counter bits that increment
  parameter bit          POLICY           = 1'b1,      // NIST policy (ERR_POLICY) for every message
                                                       // whose command has cmd_legacy_i = 0
  parameter int unsigned MAX_BLOCKS       = 1 << 20,   // policy: most blocks per message
                                                       // (set by the per-cipher top; SP 800-67r2 gives
                                                       // 2^20 per key bundle for its 64-bit cipher)
  parameter int unsigned CMAC_MIN_TAG     = 8,         // policy: shortest CMAC tag in bytes
                                                       // (SP 800-38B appendix A: 64 bits)
  parameter bit          AEAD             = 1'b0,      // GCM and CCM, with a GHASH unit in the
                                                       // completion path (BLOCK_W = 128); every
                                                       // result then takes GHASH_PIPE + 4 clocks
                                                       // more (digit-serial: 128 / GHASH_DIGIT + 2)
  parameter logic [7:0]  MODES            = 8'hff,     // the modes built (bit MODE_*; GCM and CCM
                                                       // with AEAD only; cipher_modes_axis): the
                                                       // logic of a mode left out is not built
  parameter int unsigned GHASH_KARATSUBA  = 3,         // AEAD: Karatsuba levels of the GHASH
                                                       // unit's multiplier (cm_gf128_mul, 0..3)
  parameter int unsigned GHASH_PIPE       = 4,         // AEAD: its register levels (1..4)
  parameter int unsigned GHASH_DIGIT      = 128,       // AEAD: bits of H per clock: 128 the line-rate
                                                       // GHASH unit; 2..64 the digit-serial one (its
                                                       // result takes 128 / GHASH_DIGIT + 2 clocks)
  parameter bit          RELEASE_UNVERIFIED = 1'b0,    // AEAD: GCM/CCM decryption's plaintext leaves
                                                       // before the tag is checked (verdict on the
                                                       // last beat), no message buffer; 0: it waits
                                                       // in the message buffer for the verdict
  parameter int unsigned AUTH_BUF_BYTES   = 18432,     // AEAD, RELEASE_UNVERIFIED = 0: message buffer
                                                       // bytes (a multiple of 16, 32..1048576): the
                                                       // open GCM/CCM decryptions' payloads share it
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,     // bit count 0..BLOCK_W
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1, // tag bytes 0..BLOCK_W/8
  localparam int unsigned LW    = cipher_modes_pkg::len_w(AEAD),
  localparam int unsigned IVL_W = cipher_modes_pkg::ivl_w(AEAD),
  localparam int unsigned AB_W  = cipher_modes_pkg::ab_w(AEAD),
  localparam int unsigned APB_W = cipher_modes_pkg::apb_w(AEAD),
  localparam int unsigned IVB_W = cipher_modes_pkg::ivb_w(AEAD),
  localparam int unsigned J0D_W = cipher_modes_pkg::j0d_w(AEAD),
  localparam bit          HOLD  = AEAD && !RELEASE_UNVERIFIED,       // message buffer
  localparam int unsigned BUF_BEATS = cipher_modes_pkg::auth_buf_beats(AEAD, RELEASE_UNVERIFIED,
                                                                       AUTH_BUF_BYTES),
  localparam int unsigned RW    = HOLD ? $clog2(BUF_BEATS + 1) : 1   // buffer beats 0..BUF_BEATS
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low
  input  logic               zeroize_i,      // synchronous: as a reset (clears every key)
  // Input channel: command and data beats, in order.
  input  logic               din_valid_i,
  output logic               din_ready_o,
  input  logic [SID_W-1:0]   din_sid_i,      // stream id
  input  logic               din_cmd_i,      // 1: command beat (opens a message)
  input  logic [BLOCK_W-1:0] din_data_i,     // data, MSB-aligned (CFB-1/-8: segment in the MSBs);
                                             // command: IV / initial counter / expected CMAC tag
  input  logic               din_last_i,     // data beat: last beat of the message
  input  logic [CNT_W-1:0]   din_bits_i,     // data beat: valid bits of the last beat (MSB-aligned)
  input  logic               din_defer_i,    // AEAD: a GCM/CCM encryption's last data beat (with
                                             // din_last_i); its final step follows its block
  // Command fields, sampled with a command beat, ignored with a data beat.
  input  logic [cipher_modes_pkg::MODE_W-1:0]  cmd_mode_i,     // MODE_*
  input  logic               cmd_decrypt_i,  // 1: decrypt (CMAC: verify)
  input  logic [CNT_W-1:0]   cmd_seg_i,      // CFB segment size in bits: 1, 8 or BLOCK_W
  input  logic [TL_W-1:0]    cmd_taglen_i,   // CMAC tag length in bytes, 1..BLOCK_W/8
  input  logic               cmd_legacy_i,   // 1: exempt this message from the policy
  input  logic [KEY_W-1:0]   cmd_key_i,      // key bundle (layout defined by the block core)
  input  logic [IVL_W-1:0]   cmd_ivlen_i,    // AEAD: IV length in bytes (GCM: 12)
  input  logic [LW-1:0]      cmd_alen_i,     // AEAD: AAD length in bytes
  input  logic [LW-1:0]      cmd_plen_i,     // AEAD: payload length in bytes
  // The command's verdict and AEAD beat counts (cm_cmd_check with the same
  // parameters, fed the fields above and the top's key verdicts the clock
  // before): the command is rejected with cmd_st_i unless it is ST_OK.
  input  logic [cipher_modes_pkg::ST_W-1:0] cmd_st_i,
  input  logic [IVB_W-1:0]   cmd_ivb_i,
  input  logic [AB_W-1:0]    cmd_ab_i,
  input  logic [RW-1:0]      cmd_res_i,
  input  logic [APB_W-1:0]   cmd_apb_i,
  input  logic [J0D_W-1:0]   cmd_j0d_i,
  // Data-out channel.
  output logic               dout_valid_o,
  input  logic               dout_ready_i,
  output logic [SID_W-1:0]   dout_sid_o,
  output logic [BLOCK_W-1:0] dout_data_o,    // MSB-aligned, unused bits are zero
  output logic               dout_last_o,
  output logic [CNT_W-1:0]   dout_bits_o,    // valid bits in dout_data_o
  output logic [cipher_modes_pkg::ST_W-1:0]    dout_status_o,  // ST_*, meaningful on the last beat
  // Reset sweep of the context RAMs (STREAMS clocks after reset), for a front
  // end that sweeps its own per-stream RAMs with them (cm_packet_rx).
  output logic               sweep_o,        // the sweep is running
  output logic [SID_W-1:0]   sweep_addr_o,   // the stream word it clears this clock
  // Block core (contract above).
  output logic               core_rst_no,    // engine reset: rst_ni && !zeroize_i
  output logic               core_in_valid_o,
  input  logic               core_in_ready_i,
  output logic [BLOCK_W-1:0] core_in_block_o,
  output logic [KEY_W-1:0]   core_in_key_o,
  output logic               core_in_decrypt_o,
  input  logic               core_out_valid_i,
  output logic               core_out_ready_o,
  input  logic [BLOCK_W-1:0] core_out_block_i
);

  // ---------------------------------------------------------------------------
  // Sizes.
  // ---------------------------------------------------------------------------
  localparam int unsigned NS = 1 << SID_W;  // contexts
  localparam int unsigned INQ_DEPTH  = 8;   // core input FIFO (2 * 8: cores/engine.py INQ_SCRUB_CLOCKS)
  localparam int unsigned SIDE_DEPTH = 1 << $clog2(CORE_CAP + INQ_DEPTH + 3 + 7);  // + result slice
  localparam int unsigned INQ_CW     = $clog2(INQ_DEPTH + 1);
  localparam int unsigned SIDE_CW    = $clog2(SIDE_DEPTH + 1);
  // One bit wider, for sums and comparisons without overflow.
  localparam int unsigned INQ_CW1    = INQ_CW + 1;
  localparam int unsigned SIDE_CW1   = SIDE_CW + 1;
  // Operation counter: the policy's (saturating at MAX_BLOCKS+1) and the
  // AEAD decode's index (cipher_modes_pkg::bc_w).
  localparam int unsigned BC_W       = cipher_modes_pkg::bc_w(AEAD, MAX_BLOCKS);
  // Issue-fed context word {bad, count, cv}; bad: an AEAD beat did not match
  // the message's lengths (sticky until the final step).
  localparam int unsigned A_W        = 1 + BC_W + BLOCK_W;
  // Flat words between the stages (struct layouts in the cm_* modules).
  localparam int unsigned CFG_W  = cipher_modes_pkg::cfg_w(BLOCK_W, KEY_W, TL_W, AEAD);
  localparam int unsigned BEAT_W = cipher_modes_pkg::beat_w(SID_W, CNT_W, BLOCK_W);
  localparam int unsigned SIDE_W = cipher_modes_pkg::side_w(SID_W, CNT_W, BLOCK_W, AEAD);
  localparam int unsigned AIX_W  = cipher_modes_pkg::aidx_w(AEAD);  // AEAD index flags

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cipher_modes: BLOCK_W must be 64 or 128");
  end
  if (CTR_W == 0 || CTR_W > BLOCK_W) begin : g_err_ctr
    $fatal(1, "cipher_modes: CTR_W must be in 1..BLOCK_W");
  end
  if (MAX_BLOCKS == 0 || CMAC_MIN_TAG == 0 || CMAC_MIN_TAG > BLOCK_W / 8) begin : g_err_pol
    $fatal(1, "cipher_modes: MAX_BLOCKS must be >= 1 and CMAC_MIN_TAG in 1..BLOCK_W/8");
  end
  if (AEAD && BLOCK_W != 128) begin : g_err_aead
    $fatal(1, "cipher_modes: AEAD (GCM) needs BLOCK_W = 128");
  end
  if (AEAD && CTR_W < 32) begin : g_err_ctr32
    $fatal(1, "cipher_modes: AEAD needs CTR_W >= 32 (GCM's inc32 runs on the CTR counter)");
  end
  if (!AEAD && RELEASE_UNVERIFIED) begin : g_err_ru
    $fatal(1, "cipher_modes: RELEASE_UNVERIFIED needs AEAD");
  end
  if (HOLD && (AUTH_BUF_BYTES % 16 != 0 || AUTH_BUF_BYTES < 32 || AUTH_BUF_BYTES > 1048576)) begin : g_err_buf
    $fatal(1, "cipher_modes: AUTH_BUF_BYTES must be a multiple of 16 in 32..1048576");
  end
  if (CORE_CAP == 0) begin : g_err_cap
    $fatal(1, "cipher_modes: CORE_CAP must be >= 1");
  end

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  logic               rst_n;
  // Reset sweep.
  logic               init_q;
  logic [SID_W-1:0]   init_cnt_q;
  // S0 / S1 (cm_ingress).
  logic               credit_ok;
  logic [SID_W-1:0]   rd_sid;
  logic               cfg_we;
  logic [CFG_W-1:0]   cfg_wd, cfg_rd;
  logic [cipher_modes_pkg::PEK_W-1:0] cfg_pek, pek_rd;
  logic               s1_v, s1_bnd;
  logic [BEAT_W-1:0]  s1_beat;
  logic [KEY_W-1:0]   s1_key;
  // S2 (cm_build).
  logic               cva_we;
  logic [SID_W-1:0]   cva_waddr;
  logic [A_W-1:0]     cva_wd, cva_rd;
  logic               aix_we;
  logic [SID_W-1:0]   aix_waddr;
  logic [AIX_W-1:0]   aix_wd, aix_rd;
  logic               s1d_v, s2_v, s3_v, s2_push, s2_dec;
  logic [KEY_W-1:0]   s2_key;
  logic [BLOCK_W-1:0] s2_block;
  logic [SIDE_W-1:0]  s2_side;
  // FIFOs and core.
  logic               inq_wr_ready, side_wr_ready;
  logic               core_in_fire, core_out_fire;
  logic               res_v, res_ready;  // core results after the register slice
  logic [BLOCK_W-1:0] res_block;
  logic               side_v;
  logic [SIDE_W-1:0]  side_rd;
  logic [INQ_CW-1:0]  inq_cnt_q;
  logic [SIDE_CW-1:0] side_cnt_q;
  logic               credit_ok_q;
  // C0 / C1 (cm_complete).
  logic               ghash_busy;  // AEAD: the GHASH unit's stores are being swept
  logic [SID_W-1:0]   c0_sid;
  logic               c0_cvb_we, c0_l_we;
  logic [BLOCK_W-1:0] c0_cvb_wd, c0_l_wd, cvb_rd, l_rd;
  logic               rel_v, rel_lop, fin_req_v, fin_req_mid, fin_req_more;
  // The short feedback loop (cm_chain).
  logic               chn_own_v, chn_own_v_nx, chn_bind_issue, s2_bind, s2_chn, rel_v_ing;
  logic [SID_W-1:0]   chn_own_sid, chn_own_sid_nx, s2_chn_sid;
  logic               inq_v, inq_ready, inq_bind, inq_dec;
  logic [KEY_W-1:0]   inq_key;
  logic [BLOCK_W-1:0] inq_block;
  logic [SID_W-1:0]   rel_sid, fin_req_sid;
  // Message buffer: the beats before it.
  logic               cq_valid, cq_ready, cq_last, cq_hold;
  logic [SID_W-1:0]   cq_sid;
  logic [BLOCK_W-1:0] cq_data;
  logic [CNT_W-1:0]   cq_bits;
  logic [cipher_modes_pkg::ST_W-1:0] cq_status;

  // ---------------------------------------------------------------------------
  // Reset and zeroize: zeroize_i acts exactly as a reset of the whole engine,
  // block core included.
  // ---------------------------------------------------------------------------
  assign rst_n       = rst_ni && !zeroize_i;
  assign core_rst_no = rst_n;

  // ---------------------------------------------------------------------------
  // Reset sweep: clears every context RAM word (keys included) after reset.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      init_q     <= 1'b1;
      init_cnt_q <= '0;
    end else if (init_q) begin
      init_cnt_q <= init_cnt_q + 1'b1;
      if (init_cnt_q == SID_W'(NS - 1)) init_q <= 1'b0;
    end
  end

  assign sweep_o      = init_q;
  assign sweep_addr_o = init_cnt_q;

  // ---------------------------------------------------------------------------
  // S0, S1: command checks, input buffer, issue.
  // ---------------------------------------------------------------------------
  cm_ingress #(
    .BLOCK_W     (BLOCK_W),
    .KEY_W       (KEY_W),
    .SID_W       (SID_W),
    .POLICY      (POLICY),
    .AEAD        (AEAD),
    .MODES       (MODES),
    .AUTH_BUF_BEATS(BUF_BEATS)
  ) u_ingress (
    .clk_i,
    .rst_ni      (rst_n),
    .credit_ok_i (credit_ok),
    .din_valid_i,
    .din_ready_o,
    .din_sid_i,
    .din_cmd_i,
    .din_data_i,
    .din_last_i,
    .din_bits_i,
    .din_defer_i,
    .cmd_mode_i,
    .cmd_decrypt_i,
    .cmd_seg_i,
    .cmd_taglen_i,
    .cmd_legacy_i,
    .cmd_key_i,
    .cmd_ivlen_i,
    .cmd_alen_i,
    .cmd_plen_i,
    .cmd_st_i,
    .cmd_ivb_i,
    .cmd_ab_i,
    .cmd_res_i,
    .cmd_apb_i,
    .cmd_j0d_i,
    .rel_v_i     (rel_v_ing),
    .rel_sid_i   (rel_sid),
    .rel_lop_i   (rel_lop),
    .chn_v_i     (chn_own_v),
    .chn_sid_i   (chn_own_sid),
    .chn_sid_nx_i(chn_own_sid_nx),
    .chn_v_nx_i  (chn_own_v_nx),
    .chn_bind_o  (chn_bind_issue),
    .fin_req_v_i (fin_req_v),
    .fin_req_sid_i(fin_req_sid),
    .fin_req_mid_i(fin_req_mid),
    .fin_req_more_i(fin_req_more),
    .rd_sid_o    (rd_sid),
    .cfg_we_o    (cfg_we),
    .cfg_wd_o    (cfg_wd),
    .cfg_pek_o   (cfg_pek),
    .s1_v_o      (s1_v),
    .s1_beat_o   (s1_beat),
    .s1_bnd_o    (s1_bnd),
    .s1_key_o    (s1_key)
  );

  // ---------------------------------------------------------------------------
  // Context RAMs, all read at S0 with the head beat's stream id and swept to
  // zero after reset (init_q), one word per clock. Only the configuration
  // word's read needs the old word on a write of it; no read of the others
  // on the edge that writes its word is used (RDW_OLD = 0: no logic after
  // the block RAM; in simulation such a read returns the complement of the
  // old word, so that a use of one fails the tests).
  // Their output registers (OUT_REG) are cm_build's S1 -> S1D registers of
  // the words, loaded on the edge that ends S1 and zeroed there without a
  // beat in S1 (s1_clr), as the keys and L in them must be. They are
  // fabric registers after the inferred stores (the block RAM's 4.1-4.3 ns
  // clock-to-out and one route fill S1), not the block RAMs' own (EBR):
  // with those, measured on the GCM-only pipelined engine at 64 streams,
  // seed 1 reached 84.1 MHz against 99.2, as S1D's logic then starts at the
  // block RAMs' fixed sites (docs/engine.md, *Block RAM reads*); at 8
  // streams the stores Yosys makes LUT RAM took 13 more block RAMs.
  // ---------------------------------------------------------------------------
  logic s1_clr;
  assign s1_clr = !rst_n || !s1_v;

  // Configuration (mode, key, IV, ...): written when a command opens its
  // message, zeroed when the message's last data beat issues (whose own
  // read, on the same edge, is the message's configuration: the old word).
  // Both at the stream being read, so the RAM is single-port read-first
  // (ONE_PORT: the block RAMs' own READBEFOREWRITE mode); as a two-port
  // RAM with RDW_OLD = 1, Yosys added a register per bit, an address
  // compare and a select after it. The sweep writes cfg_wd as it is, zero
  // while init_q (CLR_WDATA = 0, checked below): init_q selecting zero in
  // front of every data bit was a group of 140 endpoints on f997963's seed 3.
  cl_ctx_ram #(.WIDTH(CFG_W), .DEPTH(NS), .ONE_PORT(1'b1), .CLR_WDATA(1'b0),
               .OUT_REG(1'b1)) u_cfg_ram (
    .clk_i,
    .clr_i     (init_q),
    .clr_addr_i(init_cnt_q),
    .we_i      (cfg_we),
    .waddr_i   (rd_sid),
    .wdata_i   (cfg_wd),
    .raddr_i   (rd_sid),
    .rd_clr_i  (s1_clr),
    .rdata_o   (cfg_rd)
  );

  // A copy of the configuration word's pek field (2 bits per stream: LUT
  // RAM, whose read register is a fabric flip-flop), for S1's partial-block
  // verdict: from the block RAM, its 4.1 ns clock-to-out and the two LUT
  // levels of the verdict were the critical path on f997963's seed 1. Written
  // and read as the configuration word, so it returns the old word too.
  // Written a clock later from registers (WR_REG, with the pending word
  // forwarded): the issue decision's write enable, placed by the
  // configuration word's block RAMs, reaching this RAM's write decode was
  // the critical path on seed 2 of f1ebd4a (7.6 ns).
  cl_ctx_ram #(.WIDTH(cipher_modes_pkg::PEK_W), .DEPTH(NS), .CLR_WDATA(1'b0),
               .WR_REG(1'b1)) u_pek_ram (
    .clk_i,
    .clr_i     (init_q),
    .clr_addr_i(init_cnt_q),
    .we_i      (cfg_we),
    .waddr_i   (rd_sid),
    .wdata_i   (cfg_pek),
    .raddr_i   (rd_sid),
    .rd_clr_i  (1'b0),
    .rdata_o   (pek_rd)
  );

  // Issue-fed word {block count, chaining value} (count: policy; chaining
  // value: CTR counter, CBC-dec last ciphertext, CFB-dec shift register):
  // written by every data beat of an open message, from cm_build's first
  // forwarding register (the clock after S3). A read on the edge of a write
  // of its word is not used: the word is then in cm_build's fwd3 while the
  // beat is in S1D, and replaces the RAM word (s1d_hit5); a GCM / CCM operation
  // reads its stream's bad flag only after the previous one wrote it
  // (cm_build's check).
  cl_ctx_ram #(.WIDTH(A_W), .DEPTH(NS), .RDW_OLD(1'b0), .OUT_REG(1'b1)) u_cva_ram (
    .clk_i,
    .clr_i     (init_q),
    .clr_addr_i(init_cnt_q),
    .we_i      (cva_we),
    .waddr_i   (cva_waddr),
    .wdata_i   (cva_wd),
    .raddr_i   (rd_sid),
    .rd_clr_i  (s1_clr),
    .rdata_o   (cva_rd)
  );

  // Completion-fed chaining value (CBC-enc, CFB-enc, OFB, CMAC): written at C0.
  // Used only by a feedback stream's next beat, which issues after the
  // completion that writes it has released the stream (rel_v, on the
  // clock of the write), so it reads on a later edge. A bound beat (its
  // stream owns cm_chain's slot) reads zero: its block leaves S3 without
  // its chaining value (CBC encryption, OFB, CMAC take it only from here),
  // which cm_chain adds at the core's input.
  cl_ctx_ram #(.WIDTH(BLOCK_W), .DEPTH(NS), .RDW_OLD(1'b0), .OUT_REG(1'b1)) u_cvb_ram (
    .clk_i,
    .clr_i     (init_q),
    .clr_addr_i(init_cnt_q),
    .we_i      (c0_cvb_we),
    .waddr_i   (c0_sid),
    .wdata_i   (c0_cvb_wd),
    .raddr_i   (rd_sid),
    .rd_clr_i  (s1_clr || s1_bnd),
    .rdata_o   (cvb_rd)
  );

  // CMAC L = E_K(0^b): written at C0 by the L block, cleared at C0 by the
  // last beat of every message. Used by a CMAC message's last beat and by
  // GCM / CCM beats, which issue after the L block's completion (it blocks
  // the stream, or for CMAC the last beat: cm_ingress lpend), and never
  // by a beat that issues on the edge of the clear (the next message's L
  // block computes L).
  cl_ctx_ram #(.WIDTH(BLOCK_W), .DEPTH(NS), .RDW_OLD(1'b0), .OUT_REG(1'b1)) u_l_ram (
    .clk_i,
    .clr_i     (init_q),
    .clr_addr_i(init_cnt_q),
    .we_i      (c0_l_we),
    .waddr_i   (c0_sid),
    .wdata_i   (c0_l_wd),
    .raddr_i   (rd_sid),
    .rd_clr_i  (s1_clr),
    .rdata_o   (l_rd)
  );

  // AEAD: the index flags of each stream's next operation (cm_build, S4),
  // so that S1D reads its place in the message instead of comparing counts
  // from the RAM outputs. Read only after the previous operation of the
  // stream wrote them (cm_build's check). Narrow: Yosys makes it LUT RAM
  // (no OUT_REG: cm_build registers its word in S1).
  if (AEAD) begin : g_aix_ram
    cl_ctx_ram #(.WIDTH(AIX_W), .DEPTH(NS), .RDW_OLD(1'b0)) u_aix_ram (
      .clk_i,
      .clr_i     (init_q),
      .clr_addr_i(init_cnt_q),
      .we_i      (aix_we),
      .waddr_i   (aix_waddr),
      .wdata_i   (aix_wd),
      .raddr_i   (rd_sid),
      .rd_clr_i  (1'b0),
      .rdata_o   (aix_rd)
    );
  end else begin : g_no_aix_ram
    assign aix_rd = '0;
    logic unused_aix;  // cm_build writes nothing without AEAD
    assign unused_aix = ^{aix_we, aix_waddr, aix_wd};
  end

  // ---------------------------------------------------------------------------
  // S1, S1D, S2, S3: chaining-value source, forwarding, core input and side word.
  // ---------------------------------------------------------------------------
  cm_build #(
    .BLOCK_W   (BLOCK_W),
    .KEY_W     (KEY_W),
    .SID_W     (SID_W),
    .CTR_W     (CTR_W),
    .POLICY    (POLICY),
    .MAX_BLOCKS(MAX_BLOCKS),
    .AEAD      (AEAD),
    .MODES     (MODES),
    .AUTH_BUF_BEATS(BUF_BEATS)
  ) u_build (
    .clk_i,
    .rst_ni     (rst_n),
    .s1_v_i     (s1_v),
    .s1_beat_i  (s1_beat),
    .s1_key_i   (s1_key),
    .cfg_rd_i   (cfg_rd),
    .pek_rd_i   (pek_rd),
    .cva_rd_i   (cva_rd),
    .cvb_rd_i   (cvb_rd),
    .l_rd_i     (l_rd),
    .aix_rd_i   (aix_rd),
    .cva_we_o   (cva_we),
    .cva_waddr_o(cva_waddr),
    .cva_wd_o   (cva_wd),
    .aix_we_o   (aix_we),
    .aix_waddr_o(aix_waddr),
    .aix_wd_o   (aix_wd),
    .s1d_v_o    (s1d_v),
    .s2_v_o     (s2_v),
    .s3_v_o     (s3_v),
    .push_o     (s2_push),
    .dec_o      (s2_dec),
    .key_o      (s2_key),
    .block_o    (s2_block),
    .side_o     (s2_side),
    .bind_o     (s2_bind),
    .chn_o      (s2_chn),
    .chn_sid_o  (s2_chn_sid)
  );

  // ---------------------------------------------------------------------------
  // Core input FIFO and side FIFO; the block core sits between them.
  // ---------------------------------------------------------------------------
  // Carries keys: CLEAR scrubs its RAM words and output register.
  cl_sync_fifo #(.WIDTH(2 + KEY_W + BLOCK_W), .DEPTH(INQ_DEPTH), .CLEAR(1'b1), .SCRUB_REG(1'b1)) u_inq (
    .clk_i,
    .rst_ni    (rst_n),
    .wr_valid_i(s2_push),
    .wr_valid_next_i(1'b0),
    .wr_ready_o(inq_wr_ready),
    .wr_data_i ({s2_bind, s2_dec, s2_key, s2_block}),
    .rd_valid_o(inq_v),
    .rd_ready_i(inq_ready),
    .rd_data_o ({inq_bind, inq_dec, inq_key, inq_block})
  );

  // The short feedback loop: the chain slot between the core input FIFO and
  // the core adds a bound block's chaining value, the core result of the
  // block before it, taken as C0 takes it (a round trip of the core's
  // latency + 2 for one stream); it holds back the owner's releases while
  // its blocks are in flight. Only the modes it chains (CBC encryption, OFB,
  // CMAC) claim the slot: an engine built without them (MODES, e.g. GCM
  // only) has no slot, and the FIFO feeds the core directly.
  localparam bit CHAIN = MODES[cipher_modes_pkg::MODE_CBC] || MODES[cipher_modes_pkg::MODE_OFB]
                      || MODES[cipher_modes_pkg::MODE_CMAC];
  if (CHAIN) begin : g_chain
    cm_chain #(
      .BLOCK_W(BLOCK_W),
      .KEY_W  (KEY_W),
      .SID_W  (SID_W),
      .AEAD   (AEAD),
      .FLIGHT (4 * SIDE_DEPTH)
    ) u_chain (
      .clk_i,
      .rst_ni           (rst_n),
      .bind_issue_i     (chn_bind_issue),
      .own_v_o          (chn_own_v),
      .own_sid_o        (chn_own_sid),
      .own_sid_nx_o     (chn_own_sid_nx),
      .own_v_nx_o       (chn_own_v_nx),
      .claim_i          (s2_push && s2_chn),
      .claim_sid_i      (s2_chn_sid),
      .in_valid_i       (inq_v),
      .in_ready_o       (inq_ready),
      .in_bind_i        (inq_bind),
      .in_dec_i         (inq_dec),
      .in_key_i         (inq_key),
      .in_block_i       (inq_block),
      .core_in_valid_o,
      .core_in_ready_i,
      .core_in_decrypt_o,
      .core_in_key_o,
      .core_in_block_o,
      .res_fire_i       (core_out_fire),
      .res_side_i       (side_rd),
      .res_block_i      (res_block),
      .rel_v_i          (rel_v),
      .rel_sid_i        (rel_sid),
      .rel_lop_i        (rel_lop),
      .rel_v_o          (rel_v_ing)
    );
  end else begin : g_no_chain
    // (s2_chn never claims here: S3 sets it only for the modes above.)
    assign chn_own_v         = 1'b0;
    assign chn_own_v_nx      = 1'b0;
    assign chn_own_sid       = '0;
    assign chn_own_sid_nx    = '0;
    assign core_in_valid_o   = inq_v;
    assign inq_ready         = core_in_ready_i;
    assign core_in_decrypt_o = inq_dec;
    assign core_in_key_o     = inq_key;
    assign core_in_block_o   = inq_block;
    assign rel_v_ing         = rel_v;
    logic unused_chn;
    assign unused_chn = ^{chn_bind_issue, s2_chn, s2_chn_sid, inq_bind};
  end

  // With AEAD it carries GCM's H: CLEAR scrubs its words, and SCRUB_REG
  // keeps the scrub's pointer arithmetic off its RAM's write port (around
  // the iterative AES core, 2,000 endpoints inside this FIFO had paths of
  // up to 10 ns without it).
  cl_sync_fifo #(.WIDTH(SIDE_W), .DEPTH(SIDE_DEPTH), .CLEAR(AEAD), .SCRUB_REG(AEAD)) u_side (
    .clk_i,
    .rst_ni    (rst_n),
    .wr_valid_i(s2_push),
    .wr_valid_next_i(1'b0),
    .wr_ready_o(side_wr_ready),
    .wr_data_i (s2_side),
    .rd_valid_o(side_v),
    .rd_ready_i(core_out_fire),
    .rd_data_o (side_rd)
  );

  assign core_in_fire  = core_in_valid_o && core_in_ready_i;
  assign core_out_fire = res_v && res_ready;

  // ---------------------------------------------------------------------------
  // C0, C1: completion, output formatting, output FIFO.
  // ---------------------------------------------------------------------------
  // The core's results cross a two-entry register FIFO before C0: the core
  // sits apart from the engine on the die, and this keeps its output
  // handshake and the side FIFO's read off one path. Its entries load the
  // core's output word with nothing but routing in between (on TDES the
  // core's output FIFO is a block RAM, 4.3 ns clock-to-out), and C0's ready
  // reaches only its pointers (it may hold CMAC L: a taken entry is zero
  // from the next clock).
  cl_fifo2 #(.WIDTH(BLOCK_W)) u_core_out (
    .clk_i,
    .rst_ni     (rst_n),
    .in_valid_i (core_out_valid_i),
    .in_ready_o (core_out_ready_o),
    .in_data_i  (core_out_block_i),
    .out_valid_o(res_v),
    .out_ready_i(res_ready),
    .out_data_o (res_block)
  );

  cm_complete #(
    .BLOCK_W        (BLOCK_W),
    .SID_W          (SID_W),
    .AEAD           (AEAD),
    .MODES          (MODES),
    .GHASH_KARATSUBA(GHASH_KARATSUBA),
    .GHASH_PIPE     (GHASH_PIPE),
    .GHASH_DIGIT    (GHASH_DIGIT)
  ) u_complete (
    .clk_i,
    .rst_ni          (rst_n),
    .ghash_busy_o    (ghash_busy),
    .core_out_valid_i(res_v),
    .core_out_ready_o(res_ready),
    .core_out_block_i(res_block),
    .side_i          (side_rd),
    .c0_sid_o        (c0_sid),
    .cvb_we_o        (c0_cvb_we),
    .cvb_wd_o        (c0_cvb_wd),
    .l_we_o          (c0_l_we),
    .l_wd_o          (c0_l_wd),
    .rel_v_o         (rel_v),
    .rel_sid_o       (rel_sid),
    .rel_lop_o       (rel_lop),
    .fin_req_v_o     (fin_req_v),
    .fin_req_sid_o   (fin_req_sid),
    .fin_req_mid_o    (fin_req_mid),
    .fin_req_more_o  (fin_req_more),
    .dout_valid_o    (cq_valid),
    .dout_ready_i    (cq_ready),
    .dout_sid_o      (cq_sid),
    .dout_data_o     (cq_data),
    .dout_last_o     (cq_last),
    .dout_bits_o     (cq_bits),
    .dout_status_o   (cq_status),
    .dout_hold_o     (cq_hold)
  );

  // ---------------------------------------------------------------------------
  // Message buffer (GCM/CCM decryption without RELEASE_UNVERIFIED). Reservations
  // (cm_ingress) keep the held beats within BUF_BEATS; a held beat may wait
  // for a word that a queued release or drop is about to free, never longer.
  // ---------------------------------------------------------------------------
  if (HOLD) begin : g_buf
    logic buf_freed;
    logic [$clog2(BUF_BEATS + 1)-1:0] buf_used;
    cm_auth_buf #(
      .BLOCK_W  (BLOCK_W),
      .SID_W    (SID_W),
      .CNT_W    (CNT_W),
      .BUF_BEATS(BUF_BEATS)
    ) u_buf (
      .clk_i,
      .rst_ni      (rst_n),
      .in_valid_i  (cq_valid),
      .in_ready_o  (cq_ready),
      .in_sid_i    (cq_sid),
      .in_data_i   (cq_data),
      .in_last_i   (cq_last),
      .in_bits_i   (cq_bits),
      .in_status_i (cq_status),
      .in_hold_i   (cq_hold),
      .out_valid_o (dout_valid_o),
      .out_ready_i (dout_ready_i),
      .out_sid_o   (dout_sid_o),
      .out_data_o  (dout_data_o),
      .out_last_o  (dout_last_o),
      .out_bits_o  (dout_bits_o),
      .out_status_o(dout_status_o),
      .freed_o     (buf_freed),
      .used_o      (buf_used)
    );
    logic unused_buf;
    assign unused_buf = ^{buf_freed, buf_used};
  end else begin : g_no_buf
    assign dout_valid_o  = cq_valid;
    assign cq_ready      = dout_ready_i;
    assign dout_sid_o    = cq_sid;
    assign dout_data_o   = cq_data;
    assign dout_last_o   = cq_last;
    assign dout_bits_o   = cq_bits;
    assign dout_status_o = cq_status;
    logic unused_hold;
    assign unused_hold = cq_hold;
  end

  // ---------------------------------------------------------------------------
  // Credits of the core input FIFO and the side FIFO.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      inq_cnt_q  <= '0;
      side_cnt_q <= '0;
    end else begin
      inq_cnt_q  <= inq_cnt_q + INQ_CW'(s2_push) - INQ_CW'(core_in_fire);
      side_cnt_q <= side_cnt_q + SIDE_CW'(s2_push) - SIDE_CW'(core_out_fire);
    end
  end

  // S0 may issue when the FIFOs have room for it and for the beats in S1, S1D,
  // S2 and S3: cnt + s1_v + s1d_v + s2_v + s3_v < DEPTH. That is decided one
  // clock ahead from registers only, so no adder sits in the issue path: next
  // clock's count is at most cnt + s3_v (pops ignored), its s3_v is s2_v, its
  // s2_v is s1d_v, its s1d_v is s1_v and its s1_v at most 1. The bound is
  // conservative by up to two entries, which the FIFO depths allow for
  // (SIDE_DEPTH; the core input FIFO only needs to cover its 2-clock
  // latency). Nothing issues during the
  // reset sweep: the register also holds the sweep's end (init_q next
  // clock), so that the sweep flag, which fans out to every context RAM,
  // is not in the issue path.
  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      credit_ok_q <= 1'b0;
    end else begin
      credit_ok_q <= !(init_q && init_cnt_q != SID_W'(NS - 1)) && !ghash_busy
                  && (INQ_CW1'(inq_cnt_q) + INQ_CW1'(s3_v) + INQ_CW1'(s2_v) + INQ_CW1'(s1d_v)
                      + INQ_CW1'(s1_v) + INQ_CW1'(1'b1) < INQ_CW1'(INQ_DEPTH))
                  && (SIDE_CW1'(side_cnt_q) + SIDE_CW1'(s3_v) + SIDE_CW1'(s2_v) + SIDE_CW1'(s1d_v)
                      + SIDE_CW1'(s1_v) + SIDE_CW1'(1'b1) < SIDE_CW1'(SIDE_DEPTH));
    end
  end
  assign credit_ok = credit_ok_q;

  // ---------------------------------------------------------------------------
  // Unused and checks.
  // ---------------------------------------------------------------------------
  logic unused;
  assign unused = ^{inq_wr_ready, side_wr_ready, side_v};

`ifndef SYNTHESIS
  // Checked only once a reset has been applied (cl_chk_armed).
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni(rst_n), .armed_o(armed));

  always_ff @(posedge clk_i) begin
    if (armed) begin
      if (core_out_fire && !side_v) $error("cipher_modes: side FIFO out of step with the core");
      if (s2_push && (!inq_wr_ready || !side_wr_ready)) $error("cipher_modes: FIFO overflow");
      // u_cfg_ram and u_pek_ram (CLR_WDATA = 0): no word to write during the
      // sweep (nothing enters cm_packet_rx while it runs).
      if (init_q && (cfg_wd != '0 || cfg_pek != '0)) $error("cipher_modes: a configuration word during the sweep");
    end
  end
`endif

endmodule
