// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_packet_rx: the AXI4-Stream packet front end of the modes engine.
//
// Takes packets (one message each: header beats, then data beats; TID = the
// stream) whose beats may interleave with other streams' beats, and gives
// cipher_modes its in-band command beat and data beats (docs/modes.md):
//   - every beat is turned around on entry, so that byte lane 0 is the most
//     significant byte (blocks, IVs and keys are big-endian inside);
//   - header beats are assembled per stream: the control beat and the key
//     beats are written to per-stream header RAMs (one RAM per header beat,
//     so a beat needs no read-modify-write), and the IV beat reads them all
//     and leaves as one command beat. The IV beat also clears the stream's
//     header words, on the clock after it is taken, so no header RAM keeps
//     a key after its command has gone;
//   - a data beat's byte count comes from TKEEP (lanes 0..n-1 kept on the
//     last beat; all kept before it). Any other TKEEP makes the message end
//     with ST_ERR_PARTIAL (a bit count above BLOCK_W on its last beat);
//   - a packet that ends inside its header becomes a last data beat with no
//     open message (the engine answers ST_ERR_HEADER) and clears the
//     stream's header words; a packet that ends with its IV beat is an empty
//     message: its command beat is followed by a 0-bit last data beat.
// GCM and CCM packets (AEAD engines; modes 6 and 7): the control beat's
// lanes 6 and 2 (low and high byte) carry the IV length, lanes 8..15 the
// AAD and payload lengths (passed on with the command); every data beat's
// byte count comes from TKEEP (the
// last AAD beat and the last payload beat may be partial; the engine checks
// the counts against the lengths); and the last beat of an encryption is
// marked din_defer_o: the engine runs it as a data beat and then, once its
// block is back, the final step that computes the tag. A decryption's last
// beat is its tag beat.
// Per-stream state: the header beat counter, a sticky bad-TKEEP flag and
// the AEAD flags (a LUT RAM word per stream). After reset the header RAMs
// and that state are swept to zero with the engine's context RAMs (STREAMS
// clocks, sweep_i; TREADY low meanwhile).
//
// Security associations (SA = 1; docs/modes.md, *Key slots*): a control
// beat with flag FLAG_SA is followed by the IV beat at once (no key beats),
// and names a key store slot (lanes HB_SLOT_HI, HB_SLOT_LO). Its command
// looks the slot up as it leaves the header RAMs (lk_*, one lookup per
// command, held until granted: the integrated top shares the store between
// two engines), and takes the key, the key size code and the legacy flag
// from the answer; an empty slot or one of another algorithm makes the
// header bad (ST_ERR_PARAM). The lookup adds one clock to such a command,
// plus the clocks it waits for the grant.
//
// Beats wider than blocks (BEAT_W > BLOCK_W; the integrated TDES + AES top
// gives its TDES engine 128-bit beats): a block is in byte lanes
// 0..BLOCK_W/8-1 of a beat; the key beats are BEAT_W wide; a data beat that
// keeps a lane above the block ends its message with ST_ERR_PARTIAL; the
// IV beat's lanes above the block are ignored; the control beat's reserved
// lanes run to the top of the beat.
//
// Timing: TREADY comes from a register (a two-entry register FIFO,
// cl_fifo2); a beat's header counter (decoded) and its stream's bad-TKEEP
// and AEAD flags are looked up as it enters the FIFO and travel with it
// (for a beat behind a head of its stream, from what that head's take
// leaves), so the decision to take the head beat, and B's bit count, start
// from registers and the FIFO's output select. That decision (take)
// drives few flip-flops, so that the placer can keep it short (on some
// seeds it was placed across the die, 12 ns, when it was the load enable
// of several hundred): the FIFO's read pointer and valid flags (its
// entries do not move), B's valid and kind flags (B's data registers load
// whenever B is free), and a register of the take itself. The per-stream
// state it changes (header beat counter, bad-TKEEP and AEAD flags) is
// written one clock later from that register, and the reads that could see
// the write still pending (the entering beat's, or, for the AEAD flags, a
// head that entered behind a head of its stream) take it from the
// register. The header
// RAMs (block RAMs spread over the die) are written from a register stage
// one edge after the take, and read at B's stream id, so that only
// registers drive their ports (their write enables were the critical path
// when they came from the take decision: docs/history/modes-engine.md,
// *Sixth round*); the output register B drives cipher_modes' input, whose ready is
// a register. A command spends four more clocks in B: in the first the
// header RAMs are read at its stream; in the second their outputs are
// registered as they leave the block RAMs, in the third in ctrl_q and
// key_q; in the fourth the per-cipher top's key
// verdicts, computed from key_q, are registered (cipher_modes_axis), so
// that neither the RAMs nor the key checks (TDEA: three 56-bit compares)
// are on a path into the engine's command checks. B's valid (din_valid_o)
// is a register of its own, formed a clock ahead: cm_ingress zeroes every
// payload bit with it.

module cm_packet_rx #(
  parameter int unsigned BLOCK_W = 64,    // block width in bits (64 or 128)
  parameter int unsigned BEAT_W  = BLOCK_W, // TDATA width in bits (BLOCK_W, or 128 for 64-bit blocks)
  parameter int unsigned HKEY_W  = 192,   // key field of the header in bits (rounded up to beats)
  parameter int unsigned SID_W   = 6,     // stream id width (contexts: 2^SID_W)
  parameter logic [7:0]  ALG     = 8'd0,  // the algorithm of this engine (cipher_modes_pkg::ALG_*)
  parameter logic [7:0]  MODES   = 8'hff, // the modes built (cipher_modes_axis): a GCM or CCM
                                          // header of a mode left out is an ordinary one
  parameter bit          AEAD    = 1'b0,  // the engine runs GCM: modes 6 and 7 have the AEAD
                                          // header fields and data beat rules (BLOCK_W 128)
  parameter bit          SA      = 1'b0,  // security-association headers (flag FLAG_SA): the key
                                          // comes from a key store slot (lk_*); 0: the flag is
                                          // reserved and the lk_* inputs are unused
  localparam int unsigned NS     = 1 << SID_W,                    // contexts
  localparam int unsigned NB     = BLOCK_W / 8,                   // byte lanes of a block
  localparam int unsigned NBT    = BEAT_W / 8,                    // byte lanes of a beat
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,           // bit count 0..2*BLOCK_W-1
  localparam int unsigned TL_W   = $clog2(BLOCK_W / 8) + 1,       // tag bytes
  localparam int unsigned KBEATS = cipher_modes_pkg::hdr_key_beats(HKEY_W, BEAT_W),
  localparam int unsigned KF_W   = KBEATS * BEAT_W,               // key field bits
  localparam int unsigned LW     = cipher_modes_pkg::len_w(AEAD), // AEAD length fields
  localparam int unsigned IVL_W  = cipher_modes_pkg::ivl_w(AEAD), // AEAD IV length field
  localparam int unsigned SA_W   = cipher_modes_pkg::sa_w(AEAD),  // AEAD: AAD beats' correction
  localparam int unsigned SHI_W  = SA ? cipher_modes_pkg::SLOT_W - 8 : 1, // slot index above lane HB_SLOT_LO
  localparam int unsigned SKW    = cipher_modes_pkg::SLOT_KEY_W   // a slot's key field
) (
  input  logic               clk_i,
  input  logic               rst_ni,          // synchronous, active low (engine reset)
  input  logic               sweep_i,         // the engine's reset sweep is running (cipher_modes)
  input  logic [SID_W-1:0]   sweep_addr_i,    // its word this clock: the header RAMs are swept too
  // AXI4-Stream input (packets).
  input  logic               s_tvalid_i,
  output logic               s_tready_o,
  input  logic [BEAT_W-1:0]  s_tdata_i,
  input  logic [NBT-1:0]     s_tkeep_i,
  input  logic               s_tlast_i,
  input  logic [SID_W-1:0]   s_tid_i,
  // To cipher_modes: its input channel and command fields.
  output logic               din_valid_o,
  input  logic               din_ready_i,
  output logic [SID_W-1:0]   din_sid_o,
  output logic               din_cmd_o,
  output logic [BLOCK_W-1:0] din_data_o,
  output logic               din_last_o,
  output logic [CNT_W-1:0]   din_bits_o,
  output logic               din_defer_o,     // AEAD encryption's last beat: data, then the
                                              // final step (the engine defers it)
  output logic               blk_in_o,        // one clock: a packet's data beat was taken
                                              // (AAD, payload, tag; the counters)
  output logic [cipher_modes_pkg::MODE_W-1:0] cmd_mode_o,
  output logic               cmd_mode_ok_o,   // the mode byte is a mode (0..7; else ST_ERR_MODE)
  output logic               cmd_decrypt_o,
  output logic [CNT_W-1:0]   cmd_seg_o,
  output logic [TL_W-1:0]    cmd_taglen_o,
  output logic               cmd_legacy_o,
  output logic [7:0]         cmd_ksz_o,       // key size code (header lane HB_KSZ)
  output logic [KF_W-1:0]    cmd_hkey_o,      // key field, key byte 0 in the top bits
  output logic               cmd_hdr_ok_o,    // reserved bits zero, fields in range, ALG matches
  output logic [IVL_W-1:0]   cmd_ivlen_o,     // AEAD: IV length in bytes (else 0)
  output logic [LW-1:0]      cmd_alen_o,      // AEAD: AAD length in bytes (else 0)
  output logic [LW-1:0]      cmd_plen_o,      // AEAD: payload length in bytes (else 0)
  output logic [SA_W-1:0]    cmd_sa_o,        // AEAD: cipher_modes_pkg::aead_sa of the fields
  // Key store lookup (SA = 1): one per security-association command.
  output cipher_modes_pkg::lk_req_t lk_req_o, // held until granted
  input  logic               lk_gnt_i,        // the lookup is taken; the answer comes next clock
  input  cipher_modes_pkg::lk_ans_t lk_ans_i
);

  // Header beat counter per stream: 0 control, 1..KBEATS key, KBEATS+1 IV,
  // KBEATS+2 data.
  localparam int unsigned HC_W = $clog2(KBEATS + 3);
  localparam logic [HC_W-1:0] HC_IV   = HC_W'(KBEATS + 1);
  localparam logic [HC_W-1:0] HC_DATA = HC_W'(KBEATS + 2);
  localparam logic [CNT_W-1:0] BW     = CNT_W'(BLOCK_W);
  localparam logic [CNT_W-1:0] BAD_BITS = CNT_W'(BLOCK_W + 1);  // ST_ERR_PARTIAL in the engine

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cm_packet_rx: BLOCK_W must be 64 or 128");
  end
  if (BEAT_W != BLOCK_W && !(BLOCK_W == 64 && BEAT_W == 128)) begin : g_err_beat
    $fatal(1, "cm_packet_rx: BEAT_W must be BLOCK_W, or 128 with 64-bit blocks");
  end
  if (!cipher_modes_pkg::alg_known(ALG)) begin : g_err_alg
    $fatal(1, "cm_packet_rx: ALG must be one of cipher_modes_pkg::ALG_*");
  end
  if (AEAD && (BLOCK_W != 128 || BEAT_W != 128)) begin : g_err_aead
    $fatal(1, "cm_packet_rx: AEAD needs 128-bit blocks and beats");
  end
  if (HKEY_W == 0) begin : g_err_key
    $fatal(1, "cm_packet_rx: HKEY_W must be >= 1");
  end
  if (SA && KF_W > SKW) begin : g_err_sa
    $fatal(1, "cm_packet_rx: SA needs a key field of at most SLOT_KEY_W (256) bits");
  end

  // ---------------------------------------------------------------------------
  // Types and helpers.
  // ---------------------------------------------------------------------------
  // A beat as buffered (data turned around: lane 0 in the top byte), with
  // its stream's header beat counter and flags looked up on entry (see "The
  // head beat's place in its packet").
  typedef struct packed {
    logic [SID_W-1:0]   sid;
    logic [BEAT_W-1:0]  data;
    logic [CNT_W-1:0]   kbits;  // TKEEP's kept lanes of the block, in bits
    logic               kall;   // TKEEP keeps the block's lanes and no lane above
    logic               kform;  // TKEEP keeps lanes 0..n-1 of the block (n >= 0), none above
    logic               last;
    logic [CNT_W-1:0]   bx;     // B's bit count unless the beat is an AEAD data beat or a
                                // bad last beat: kbits if last, else BLOCK_W
    logic [HC_W-1:0]    hc;     // the beat's header beat counter (its place in its packet)
    logic [HC_W-1:0]    hcn;    // ... after the beat's take (the next beat's of its stream)
    logic               ctrl;   // ... decoded: a control beat (hc 0)
    logic               iv;     // an IV beat
    logic               dat;    // a data beat
    logic               blk;    // an IV or data beat (its block enters B)
    logic               prod;   // a beat that gives cipher_modes a beat (blk or last)
    logic               badk;   // the stream's bad-TKEEP flag before the beat
    logic               bkn;    // ... after the beat's take, unless an AEAD message is open
    logic               lbad;   // a last beat that ends with ST_ERR_PARTIAL (badk, or
                                // TKEEP not of the form 0..01..1)
    logic               aead;   // the stream's AEAD flags when the beat entered: a
    logic               aenc;   // GCM / CCM message is open; it is an encryption
    logic               same;   // it entered the second entry behind a head of its stream
                                // (the AEAD flags are then that head's, aead_next_q)
  } ent_t;

  // Control word as stored per stream.
  typedef struct packed {
    logic [cipher_modes_pkg::MODE_W-1:0] mode;
    logic               dec;
    logic               legacy;
    logic [CNT_W-1:0]   seg;
    logic [TL_W-1:0]    tl;
    logic [7:0]         ksz;
    logic               bad;
    logic               mbad;   // a mode byte above 7 (ST_ERR_MODE)
    logic [IVL_W-1:0]   ivlen;
    logic [LW-1:0]      alen;
    logic [LW-1:0]      plen;
    logic [SA_W-1:0]    sa;     // the AAD beats' correction, formed as the beat is written
    logic               slot;   // SA: a security-association header (flag FLAG_SA) ...
    logic [SHI_W-1:0]   shi;    // ... its slot index above the ksz field's 8 bits (lane HB_SLOT_HI)
  } ctrl_t;
  localparam int unsigned CTRL_W = cipher_modes_pkg::MODE_W + 4 + CNT_W + TL_W + 8 + IVL_W + 2 * LW
                                 + SA_W + 1 + SHI_W;

  // Byte lane k of an AXI beat becomes byte k counted from the top.
  function automatic logic [BEAT_W-1:0] turn(input logic [BEAT_W-1:0] x);
    for (int unsigned k = 0; k < NBT; k++) turn[BEAT_W - 1 - 8 * k -: 8] = x[8 * k +: 8];
  endfunction

  // Kept bytes of a TKEEP of the form 0..01..1 (lanes 0..n-1).
  function automatic logic [CNT_W-1:0] keep_bits(input logic [NB-1:0] keep);
    keep_bits = '0;
    for (int unsigned k = 0; k < NB; k++) keep_bits = keep_bits + CNT_W'(keep[k]);
    keep_bits = keep_bits << 3;
  endfunction

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  // Input FIFO: its head beat h.
  localparam int unsigned ENT_W = SID_W + BEAT_W + 2 * CNT_W + 2 + 1 + 2 * HC_W + 8 + 2 + 1;
  logic               h_v_q, skid_ready;
  ent_t               in_e, h_q;
  logic [ENT_W-1:0]   h_w;
  // Per-stream state: a LUT RAM word per stream (pst_mem), read at the
  // entering beat's TID, written from the last clock's take (w_*) and swept
  // to zero with the header RAMs.
  typedef struct packed {
    logic [HC_W-1:0] hc;    // header beat counter
    logic            badk;  // sticky bad-TKEEP flag
    logic            aead;  // an AEAD message is open
    logic            aenc;  // ... an AEAD encryption
  } pst_t;
  // An array of plain vectors: Yosys 0.70 reads an unpacked array of a
  // struct type as one word (a single register for every stream).
  localparam int unsigned PST_W = HC_W + 3;
  logic [PST_W-1:0]   pst_mem [NS];
  pst_t               pst_rd;        // the entering beat's stream's word
  // Head beat.
  logic [HC_W-1:0]    hc_next;       // the head stream's counter once the head is taken
  // The last clock's take, written to the per-stream state on this clock.
  logic               w_v_q;         // there was a take
  logic [SID_W-1:0]   w_sid_q;       // its stream
  logic [HC_W-1:0]    w_hc_q;        // its stream's counter after it
  logic               w_badk_q;      // its stream's bad-TKEEP flag after it
  logic               w_aead_q;      // its stream's AEAD flags after it (aead, aenc)
  logic               w_aenc_q;
  logic               in_hc_w;       // the entering beat's stream has the pending write
  logic               sweep_q;       // a reset or the engine's sweep on the last clock: no beat enters
  logic               in_same;       // the entering beat's stream is the head's
  logic               h_aead_s, h_aenc_s; // the head stream's flags before its take
  logic               aead_d, aenc_d;     // ... after its take
  logic               aead_next_q, aenc_next_q; // ... as the last take left them
  logic               c_aead;             // the head is an AEAD control beat
  logic               h_aead, h_split;
  logic [HC_W-1:0]    hc, in_hc;
  logic               in_badk;
  // The entering beat's stream's counter and bad-TKEEP flag from the
  // per-stream state (a 2^SID_W:1 select by TID, and the pending write),
  // kept as nets of their own so that the synthesis does not merge the late
  // choice by in_same into the leaves of that select (on f1ebd4a the head's
  // counter entered a LUT7 tree ahead of its three wide-mux levels: the
  // input FIFO's read pointer -> its own entries, 6.9-7.8 ns).
  (* keep *) logic [HC_W-1:0] lk_hc;
  (* keep *) logic            lk_badk;
  logic               is_ctrl, is_iv, is_data, prod, take, load_b, clr_hdr, hdr_wr;
  logic               clr_q;          // a clear of stream clr_sid_q's header words is written now
  logic [SID_W-1:0]   clr_sid_q;
  logic               keep_ok, badk_d;
  logic [NB-1:0]      in_bkeep;       // the block's lanes of the entering beat's TKEEP
  logic               in_high_ok;     // ... no lane above the block kept
  logic [CNT_W-1:0]   last_bits;      // AEAD data beats: the bit count from TKEEP
  ctrl_t              ctrl_in, ctrl_rd, ctrl_rr_q, ctrl_q;
  logic [CTRL_W-1:0]  ctrl_rd_w;
  logic [KF_W-1:0]    key_rd, key_rr_q, key_q;
  logic [BLOCK_W-1:0] h_blk;          // the block of the head beat (lanes 0..NB-1)
  logic [BEAT_W-1:0]  reserved;
  logic [7:0]         mode_b, flags_b, seg_b, tag_b, alg_b;
  logic               sa_b;           // a security-association header (SA = 1, flag FLAG_SA)
  logic               aead_hdr;       // a GCM / CCM control beat (AEAD engine)
  // Output register B.
  logic               b_v_q, b_cmd_q, b_two_q, b_last_q, b_free, b_fire, b_defer_q;
  logic               b_rd_q;         // B holds a command whose header words are read on this edge
  logic               b_rr_q;         // B holds a command whose header words arrive this clock
  logic               b_cw_q;         // B holds a command whose header words are in ctrl_rr_q / key_rr_q
  logic               b_lq_q;         // B holds an SA command whose lookup waits for its grant
  logic               b_lk_q;         // B holds an SA command whose lookup answer arrives now
  logic               b_cv_q;         // B holds a command whose key verdicts are registered now
  logic               b_wait;         // any of these: the command is not offered yet
  logic               b_v_d, b_wait_d; // b_v_q and b_wait on the next clock
  logic               din_v_q;        // B offers its beat (b_v_q && !b_wait, registered)
  logic [SID_W-1:0]   b_sid_q;
  logic [BLOCK_W-1:0] b_data_q;
  logic [CNT_W-1:0]   b_bits_q;

  // ---------------------------------------------------------------------------
  // Input FIFO (TREADY from a register; a cl_fifo2 entry is zero from the
  // clock after its beat is taken: they can hold key beats). h_q is its head.
  // ---------------------------------------------------------------------------
  // The input is closed during the sweep by a register of this module's own
  // (one clock longer than sweep_i): the FIFO's push, and with it its
  // entries' enables, start from a local register, not from the engine.
  always_ff @(posedge clk_i) sweep_q <= !rst_ni || sweep_i;
  assign s_tready_o = skid_ready && !sweep_q;
  assign in_same    = h_v_q && s_tid_i == h_q.sid;
  assign in_hc_w    = w_v_q && s_tid_i == w_sid_q;
  assign in_bkeep   = s_tkeep_i[NB-1:0];
  if (NBT > NB) begin : g_high
    assign in_high_ok = (s_tkeep_i[NBT-1:NB] == '0);
  end else begin : g_nohigh
    assign in_high_ok = 1'b1;
  end
  // The entering beat's header beat counter and bad-TKEEP flag. Behind a
  // head of its stream (the FIFO's only other entry, so this beat is the
  // head right after that head's take, on this clock or later): what that
  // take leaves (hc_next, badk_d: functions of the head alone, not of the
  // take decision, and fixed while the head waits). Otherwise the stream's
  // state now, which includes the last clock's take, whose write to
  // pst_mem is pending (w_*); no take on this clock is of its stream. So
  // every entry holds its beat's own counter, and the head needs no lookup
  // by stream id (a 2^SID_W:1 select) and no choice by `same` in front of
  // the take decision and B.
  assign pst_rd  = pst_t'(pst_mem[s_tid_i]);
  assign lk_hc   = in_hc_w ? w_hc_q : pst_rd.hc;
  assign lk_badk = in_hc_w ? w_badk_q : pst_rd.badk;
  assign in_hc   = in_same ? hc_next : lk_hc;
  assign in_badk = in_same ? badk_d : lk_badk;
  always_comb begin
    in_e      = '0;
    in_e.sid  = s_tid_i;
    in_e.data = turn(s_tdata_i);
    // TKEEP's verdicts and byte count are formed as the beat enters, so
    // that only registers and the FIFO's output select lie between the head
    // beat and B's bit count.
    in_e.kbits = keep_bits(in_bkeep);
    in_e.kall  = in_high_ok && (&in_bkeep);
    in_e.kform = in_high_ok && ((in_bkeep & (in_bkeep + 1'b1)) == '0);
    in_e.last  = s_tlast_i;
    in_e.bx    = s_tlast_i ? in_e.kbits : BW;
    in_e.hc    = in_hc;
    in_e.ctrl  = (in_hc == '0);
    in_e.iv    = (in_hc == HC_IV);
    in_e.dat   = (in_hc == HC_DATA);
    // What the beat's take leaves (hc_next, badk_d at the head), formed
    // here from the counter and flag alone: the head's successor needs only
    // the FIFO's output select, not an increment and a decode behind it.
    // A security-association control beat is followed by the IV beat.
    in_e.hcn   = s_tlast_i ? '0 : in_e.dat ? in_hc
               : (SA && in_e.ctrl && s_tdata_i[8 * cipher_modes_pkg::HB_FLAGS + cipher_modes_pkg::FLAG_SA])
                 ? HC_IV : in_hc + 1'b1;
    in_e.bkn   = in_e.dat && !s_tlast_i && (in_badk || !in_e.kall);
    in_e.blk   = in_e.iv || in_e.dat;
    in_e.prod  = in_e.blk || s_tlast_i;
    in_e.badk  = in_badk;
    in_e.lbad  = s_tlast_i && (in_badk || !in_e.kform);
    // The AEAD flags (AEAD engines; they matter on data beats only): the
    // stream's flags now, or, behind a head of its stream, those that head's
    // take leaves (aead_next_q, chosen by `same` at the head: the control
    // beat's verdict c_aead is too deep to be formed here).
    in_e.aead = in_hc_w ? w_aead_q : pst_rd.aead;
    in_e.aenc = in_hc_w ? w_aenc_q : pst_rd.aenc;
    in_e.same = in_same;
  end

  cl_fifo2 #(.WIDTH(ENT_W)) u_skid (
    .clk_i,
    .rst_ni,
    .in_valid_i (s_tvalid_i && !sweep_q),
    .in_ready_o (skid_ready),
    .in_data_i  (in_e),
    .out_valid_o(h_v_q),
    .out_ready_i(take),
    .out_data_o (h_w)
  );
  assign h_q = ent_t'(h_w);

  // ---------------------------------------------------------------------------
  // The head beat's place in its packet.
  // ---------------------------------------------------------------------------
  // Its header beat counter, from its FIFO entry, decoded there (see
  // in_hc): only the FIFO's output select lies in front of the take
  // decision and B.
  assign hc      = h_q.hc;
  assign hc_next = h_q.hcn;
  assign is_ctrl = h_q.ctrl;
  assign is_iv   = h_q.iv;
  assign is_data = h_q.dat;
  // Beats that give cipher_modes a beat: the IV beat (command), data beats,
  // and a header beat that ends its packet (ST_ERR_HEADER).
  assign prod    = h_q.prod;
  // A control or key beat (not the last of its packet) is written to its
  // header RAM as it is taken; it waits while a clear holds the write port.
  assign hdr_wr  = h_v_q && !prod && !clr_q;
  assign take    = h_v_q && (prod ? b_free : !clr_q);
  assign load_b  = take && prod;
  // The stream's header words are cleared when its command leaves, and when
  // its packet ends inside the header: written on the next clock (clr_q),
  // so that the IV beat's read on this edge still has them.
  assign clr_hdr = take && !is_data && (is_iv || h_q.last);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      clr_q     <= 1'b0;
      clr_sid_q <= '0;
    end else begin
      clr_q     <= clr_hdr;
      clr_sid_q <= h_q.sid;
    end
  end

  // The take, registered; the per-stream counter and flags are written from
  // these registers on the next clock.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      w_v_q       <= 1'b0;
      w_sid_q     <= '0;
      w_hc_q      <= '0;
      w_badk_q    <= 1'b0;
      w_aead_q    <= 1'b0;
      w_aenc_q    <= 1'b0;
      aead_next_q <= 1'b0;
      aenc_next_q <= 1'b0;
    end else begin
      w_v_q    <= take;
      w_sid_q  <= h_q.sid;
      w_hc_q   <= hc_next;
      w_badk_q <= badk_d;
      w_aead_q <= aead_d;
      w_aenc_q <= aenc_d;
      if (take) begin
        aead_next_q <= aead_d;
        aenc_next_q <= aenc_d;
      end
    end
  end

  // The per-stream state as LUT RAM (asynchronous read): the entering
  // beat's lookup is the RAM's read and a 2^SID_W/16:1 select, not a
  // 2^SID_W:1 select of flip-flops (on c080022 that select, six levels of
  // LUTs and wide muxes from the counters to an input FIFO entry, was the
  // critical path on seeds 1 and 3: 7.26 and 7.35 ns). It has no reset:
  // the engine's sweep (sweep_i, after every reset and zeroize) writes zero
  // to every word while no beat enters, as for the header RAMs.
  // One write port (the LUT RAM's): the sweep's zero, or the take's word.
  logic             pst_we;
  logic [SID_W-1:0] pst_wa;
  logic [PST_W-1:0] pst_wd;
  assign pst_we = sweep_i || w_v_q;
  assign pst_wa = sweep_i ? sweep_addr_i : w_sid_q;
  assign pst_wd = sweep_i ? '0 : {w_hc_q, w_badk_q, w_aead_q, w_aenc_q};  // pst_t's fields
  always_ff @(posedge clk_i) begin
    if (pst_we) begin
      pst_mem[pst_wa] <= pst_wd;
    end
  end

  // TKEEP: all of the block's lanes before the last beat; lanes 0..n-1 on the
  // last beat; never a lane above the block (the entering beat's verdicts
  // kall / kform, above).
  assign h_blk     = h_q.data[BEAT_W - 1 -: BLOCK_W];
  // AEAD flags of a stream: set by the take of an AEAD control beat (a GCM
  // or CCM header with no error of its own) that does not end its packet,
  // cleared by the take of any beat that does (the header's or the last data
  // beat). They matter on data beats only.
  assign h_aead_s  = h_q.same ? aead_next_q : h_q.aead;
  assign h_aenc_s  = h_q.same ? aenc_next_q : h_q.aenc;
  assign aead_d    = !h_q.last && (is_ctrl ? c_aead : h_aead_s);
  assign aenc_d    = !h_q.last && (is_ctrl ? (c_aead && !ctrl_in.dec) : h_aenc_s);
  assign h_aead    = is_data && h_aead_s;
  // An AEAD encryption's last data beat: the engine defers its final step.
  assign h_split   = is_data && h_q.last && h_aenc_s;
  assign keep_ok   = (h_q.last || h_aead) ? h_q.kform : h_q.kall;
  // (= is_data && !h_q.last && !h_aead && (h_q.badk || !keep_ok): on a data
  // beat that does not end its packet, keep_ok is kall unless h_aead)
  assign badk_d    = h_q.bkn && !h_aead_s;
  assign last_bits = (keep_ok && !h_q.badk) ? h_q.kbits : BAD_BITS;

  // ---------------------------------------------------------------------------
  // Control beat: fields and checks.
  // ---------------------------------------------------------------------------
  // The AEAD fields (128-bit beats) and the reserved lanes of an AEAD header.
  logic [IVL_W-1:0]  h_ivlen;
  logic [LW-1:0]     h_alen, h_plen;
  logic [SA_W-1:0]   h_sa;
  logic [BEAT_W-1:0] aead_rsv;
  if (AEAD) begin : g_aead_f
    assign h_ivlen  = {h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_IVLEN_HI -: 8],
                       h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_IVLEN -: 8]};
    assign h_alen   = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_ALEN -: 32];
    assign h_plen   = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_PLEN -: 32];
    assign aead_rsv = {56'h0, 8'hff, 64'h0};
    // The small term of cm_cmd_check's AAD beat count, formed here so that
    // the count is one carry chain from ctrl_q (CCM by the mode's low bits,
    // as cm_cmd_check reads ctrl_q.mode; only an AEAD header keeps it).
    assign h_sa     = cipher_modes_pkg::aead_sa(mode_b[2:0] == cipher_modes_pkg::MODE_CCM,
                                                h_ivlen, h_alen);
  end else begin : g_no_aead_f
    assign h_ivlen  = '0;
    assign h_alen   = '0;
    assign h_plen   = '0;
    assign h_sa     = '0;
    assign aead_rsv = '1;
  end
  always_comb begin
    mode_b   = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_MODE  -: 8];
    flags_b  = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_FLAGS -: 8];
    seg_b    = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_SEG   -: 8];
    tag_b    = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_TAG   -: 8];
    alg_b    = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_ALG   -: 8];
    aead_hdr = AEAD && ((MODES[cipher_modes_pkg::MODE_GCM] && mode_b == 8'(cipher_modes_pkg::MODE_GCM))
                        || (MODES[cipher_modes_pkg::MODE_CCM] && mode_b == 8'(cipher_modes_pkg::MODE_CCM)));
    sa_b     = SA && flags_b[cipher_modes_pkg::FLAG_SA];
    reserved = h_q.data;
    reserved[BEAT_W - 1 -: 48] = '0;
    // Lane 6 and lanes 8..15 are fields (lane 7 stays reserved; lane 2,
    // the IV length's high byte, is below the reserved lanes).
    if (aead_hdr) reserved = reserved & aead_rsv;
    // A security-association header: the slot index's high bits in lane 7.
    if (sa_b) reserved[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_SLOT_HI - (8 - SHI_W) -: SHI_W] = '0;
    ctrl_in        = '0;
    ctrl_in.mode   = mode_b[2:0];
    ctrl_in.mbad   = mode_b > 8'd7;
    ctrl_in.dec    = flags_b[0];
    ctrl_in.legacy = flags_b[1];
    ctrl_in.seg    = seg_b[CNT_W-1:0];  // CNT_W <= 8; wider values are bad (below)
    ctrl_in.tl     = tag_b[TL_W-1:0];
    ctrl_in.ksz    = h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_KSZ -: 8];
    ctrl_in.slot   = sa_b;
    ctrl_in.shi    = sa_b ? h_q.data[BEAT_W - 1 - 8 * cipher_modes_pkg::HB_SLOT_HI - (8 - SHI_W) -: SHI_W]
                          : '0;
    // Flag bit FLAG_SA only on an engine with SA, and then without the
    // legacy flag (the slot's is used).
    // (In a GCM or CCM header the segment lane is the IV length's high byte.)
    ctrl_in.bad    = (reserved != '0) || (flags_b[7:3] != '0) || (!aead_hdr && seg_b > 8'(BLOCK_W))
                  || (flags_b[cipher_modes_pkg::FLAG_SA] && (!SA || flags_b[1]))
                  || (tag_b > 8'(NB)) || (alg_b != ALG);
    if (aead_hdr) begin
      ctrl_in.seg   = '0;
      ctrl_in.ivlen = h_ivlen;
      ctrl_in.alen  = h_alen;
      ctrl_in.plen  = h_plen;
      ctrl_in.sa    = h_sa;
    end
  end
  // A GCM or CCM control beat with no error of its own (aead_hdr reads the
  // whole mode byte: a byte above 7 whose low bits read 6 or 7 is not one).
  assign c_aead = aead_hdr && !ctrl_in.bad;

  // ---------------------------------------------------------------------------
  // Header RAMs: control word and KBEATS key words per stream, written from
  // a register stage (hw_*): a header beat taken on one edge is in the
  // stage's registers after it and in its RAM after the next, so that the
  // RAMs (block RAMs spread over the die) see only registers on their write
  // ports, and the take decision drives one write flag per RAM, not its
  // data. The stage's data registers load whenever the head is a beat of
  // their RAM, taken or not, and are zeroed with a clear (synchronous reset).
  // A clear (the sweep, or clr_q) writes zero at its stream on the edge
  // after it. The RAMs are read on every edge at B's stream id (b_sid_q);
  // the word used is the one read on the edge after the IV beat's take
  // (b_rd_q), ctrl_rr_q / key_rr_q register it on the next, and ctrl_q /
  // key_q on the one after. A stream's words
  // are written by the edge of its IV beat's take (its last key beat was
  // taken one edge before at the latest), and cleared two edges after it,
  // so no read that is used meets a write of its word: RDW_OLD = 0, no
  // read-during-write logic.
  // ---------------------------------------------------------------------------
  logic                          hw_clr;    // the stage takes a clear (sweep or clr_q)
  logic [KBEATS:0]               hw_we_q;   // write RAM i (0: control, j + 1: key word j)
  logic [SID_W-1:0]              hw_a_q;    // at this stream
  logic [CTRL_W-1:0]             hw_c_q;    // the control word
  logic [KBEATS-1:0][BEAT_W-1:0] hw_k_q;    // the key words
  assign hw_clr = sweep_i || clr_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      hw_we_q <= '0;
      hw_a_q  <= '0;
    end else begin
      hw_we_q[0] <= hw_clr || (hdr_wr && is_ctrl);
      for (int unsigned j = 0; j < KBEATS; j++) begin
        hw_we_q[j + 1] <= hw_clr || (hdr_wr && hc == HC_W'(j + 1));
      end
      hw_a_q <= sweep_i ? sweep_addr_i : clr_q ? clr_sid_q : h_q.sid;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || hw_clr) begin
      hw_c_q <= '0;
    end else if (h_v_q && is_ctrl) begin
      hw_c_q <= ctrl_in;
    end
  end

  for (genvar j = 0; j < KBEATS; j++) begin : g_key
    always_ff @(posedge clk_i) begin
      if (!rst_ni || hw_clr) begin
        hw_k_q[j] <= '0;
      end else if (h_v_q && hc == HC_W'(unsigned'(j) + 1)) begin
        hw_k_q[j] <= h_q.data;
      end
    end

    cl_ram_1r1w #(.WIDTH(BEAT_W), .DEPTH(NS), .RDW_OLD(1'b0)) u_key_ram (
      .clk_i,
      .we_i   (hw_we_q[j + 1]),
      .waddr_i(hw_a_q),
      .wdata_i(hw_k_q[j]),
      .re_i   (1'b1),
      .raddr_i(b_sid_q),
      .rdata_o(key_rd[KF_W - 1 - BEAT_W * j -: BEAT_W])
    );
  end

  cl_ram_1r1w #(.WIDTH(CTRL_W), .DEPTH(NS), .RDW_OLD(1'b0)) u_ctrl_ram (
    .clk_i,
    .we_i   (hw_we_q[0]),
    .waddr_i(hw_a_q),
    .wdata_i(hw_c_q),
    .re_i   (1'b1),
    .raddr_i(b_sid_q),
    .rdata_o(ctrl_rd_w)
  );
  assign ctrl_rd = ctrl_t'(ctrl_rd_w);

  // ---------------------------------------------------------------------------
  // Output register B: the beat for cipher_modes. A command whose packet ends
  // with it turns into the empty message's 0-bit last data beat once taken.
  // ---------------------------------------------------------------------------
  // B offers its beat from a register of its own (din_v_q): cm_ingress
  // gates every payload bit with it.
  assign b_wait = b_rd_q || b_rr_q || b_cw_q || b_lq_q || b_lk_q || b_cv_q;
  assign b_fire = din_v_q && din_ready_i;
  assign b_free = !b_v_q || (din_v_q && din_ready_i && !b_two_q);

  // B's flags load with the take (load_b); its data registers load on every
  // clock B is free (b_free, from registers), taken or not, so that the
  // take decision is not their enable. A free B then holds the head's block
  // only if the head is an IV or data beat (which a free B takes at once),
  // and zero otherwise (a key beat never enters B).
  logic b_blk;  // the head is an IV or data beat (its block enters B)
  assign b_blk = h_v_q && h_q.blk;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      b_v_q    <= 1'b0;
      b_cmd_q  <= 1'b0;
      b_two_q  <= 1'b0;
      b_last_q <= 1'b0;
    end else if (b_fire && b_two_q) begin
      b_cmd_q  <= 1'b0;
      b_two_q  <= 1'b0;
      b_last_q <= 1'b1;
    end else if (load_b) begin
      b_v_q    <= 1'b1;
      b_cmd_q  <= is_iv;
      b_two_q  <= is_iv && h_q.last;
      b_last_q <= h_q.last;
    end else if (b_fire) begin
      b_v_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      b_defer_q <= 1'b0;
      b_sid_q   <= '0;
      b_data_q  <= '0;
      b_bits_q  <= '0;
    end else if (b_fire && b_two_q) begin
      b_data_q <= '0;
      b_bits_q <= '0;
    end else if (b_free) begin
      b_defer_q <= h_split;
      b_sid_q   <= h_q.sid;
      b_data_q  <= b_blk ? h_blk : '0;
      // bx and lbad were formed as the beat entered (kbits if last, else
      // BLOCK_W; a bad last beat); an AEAD data beat's count comes from
      // TKEEP on every beat.
      b_bits_q  <= !b_blk ? '0 : h_aead ? last_bits : h_q.lbad ? BAD_BITS : h_q.bx;
    end
  end

  // A command waits four clocks in B: the header RAMs are read at its
  // stream (b_rd_q); their words are registered as they leave the block
  // RAMs (ctrl_rr_q / key_rr_q, b_rr_q: registers read by nothing else, so
  // that the placer can keep them by their RAMs: the block RAMs'
  // clock-to-out, 4.1-4.3 ns, and the route to ctrl_q / key_q were 6.5-7.0
  // ns on every measured run, docs/history/modes-engine.md, *Tenth round*), then in
  // ctrl_q / key_q (b_cw_q), then the key verdicts derived from key_q
  // (cipher_modes_axis; b_cv_q), before the command is offered.
  // Data beats pass B in one clock. ctrl_rr_q and key_rr_q are zero except
  // on the clock after the read; ctrl_q and key_q except while their
  // command waits or is offered.
  // ctrl_q and key_q: a clock enable and a synchronous reset (the command's
  // release and b_cw_q are never on one clock: B waits while b_cw_q).
  // A security-association command (ctrl_rr_q.slot) looks its slot up
  // from the clock its control word is in ctrl_rr_q (b_cw_q), and then
  // from ctrl_q until the lookup is granted (b_lq_q); the answer arrives on
  // the clock after the grant (b_lk_q) and loads key_q and the slot's
  // fields in ctrl_q; then its key verdicts are registered (b_cv_q).
  logic lk_req;
  assign lk_req = SA && ((b_cw_q && ctrl_rr_q.slot) || b_lq_q);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      b_rd_q <= 1'b0;
      b_rr_q <= 1'b0;
      b_cw_q <= 1'b0;
      b_lq_q <= 1'b0;
      b_lk_q <= 1'b0;
      b_cv_q <= 1'b0;
    end else begin
      b_rd_q <= load_b && is_iv;
      b_rr_q <= b_rd_q;
      b_cw_q <= b_rr_q;
      b_lq_q <= lk_req && !lk_gnt_i;
      b_lk_q <= lk_req && lk_gnt_i;
      b_cv_q <= (b_cw_q && !(SA && ctrl_rr_q.slot)) || b_lk_q;
    end
  end

  // The slot index: lane HB_SLOT_HI's bits above the control word's ksz
  // field, which holds lane HB_SLOT_LO (the key size code's lane).
  always_comb begin
    lk_req_o      = '0;
    lk_req_o.req  = lk_req;
    lk_req_o.slot[SHI_W + 7:0] = b_cw_q ? {ctrl_rr_q.shi, ctrl_rr_q.ksz} : {ctrl_q.shi, ctrl_q.ksz};
  end
  logic unused_slot;  // (read through ctrl_rr_q; SA = 0: never set)
  assign unused_slot = ^{ctrl_q.slot, ctrl_q.shi};
  if (cipher_modes_pkg::HB_SLOT_LO != cipher_modes_pkg::HB_KSZ) begin : g_err_slot_lane
    $fatal(1, "cm_packet_rx: the slot index's low byte must be in the key size lane (ctrl_t.ksz)");
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || !b_rr_q) begin
      ctrl_rr_q <= '0;
      key_rr_q  <= '0;
    end else begin
      ctrl_rr_q <= ctrl_rd;
      key_rr_q  <= key_rd;
    end
  end

  // din_v_q: b_v_q's and b_wait's next values, as the registers above load.
  assign b_v_d    = load_b || (b_v_q && !(b_fire && !b_two_q));
  assign b_wait_d = (load_b && is_iv) || b_rd_q || b_rr_q || b_cw_q || b_lq_q || b_lk_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      din_v_q <= 1'b0;
    end else begin
      din_v_q <= b_v_d && !b_wait_d;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni || (b_fire && b_cmd_q)) begin
      ctrl_q <= '0;
      key_q  <= '0;
    end else if (b_cw_q) begin
      ctrl_q <= ctrl_rr_q;
      key_q  <= key_rr_q;
    end else if (SA && b_lk_q) begin
      // The slot's answer: its key, key size and legacy flag; an empty slot
      // or one of another algorithm makes the header bad.
      key_q         <= lk_ans_i.key[SKW - 1 -: KF_W];
      ctrl_q.ksz    <= 8'(lk_ans_i.ksz);
      ctrl_q.legacy <= lk_ans_i.legacy;
      ctrl_q.bad    <= ctrl_q.bad || !lk_ans_i.loaded || lk_ans_i.alg != ALG;
    end
  end
  if (KF_W < SKW) begin : g_lk_unused
    logic unused_lk;  // a slot's key bits past the key field (zero: TDES keys are 192 bits)
    assign unused_lk = ^lk_ans_i.key[SKW - KF_W - 1:0];
  end

  // The data-beat count (BLOCKS_IN) is of the beats that crossed the port:
  // no header beat, not even one that ends its packet and reaches
  // cipher_modes as a beat (ERR_HEADER), and not the 0-bit last beat that
  // B makes for an empty message.
  assign blk_in_o      = load_b && is_data;
  assign din_valid_o   = din_v_q;
  assign din_sid_o     = b_sid_q;
  assign din_cmd_o     = b_cmd_q;
  assign din_data_o    = b_data_q;
  assign din_last_o    = b_last_q;
  assign din_bits_o    = b_bits_q;
  assign din_defer_o   = b_defer_q;
  assign cmd_mode_o    = ctrl_q.mode;
  assign cmd_decrypt_o = ctrl_q.dec;
  assign cmd_seg_o     = ctrl_q.seg;
  assign cmd_taglen_o  = ctrl_q.tl;
  assign cmd_legacy_o  = ctrl_q.legacy;
  assign cmd_ksz_o     = ctrl_q.ksz;
  assign cmd_hkey_o    = key_q;
  assign cmd_hdr_ok_o  = !ctrl_q.bad;
  assign cmd_mode_ok_o = !ctrl_q.mbad;
  assign cmd_ivlen_o   = ctrl_q.ivlen;
  assign cmd_alen_o    = ctrl_q.alen;
  assign cmd_plen_o    = ctrl_q.plen;
  assign cmd_sa_o      = ctrl_q.sa;

  // ---------------------------------------------------------------------------
  // Checks.
  // ---------------------------------------------------------------------------
`ifndef SYNTHESIS
  // din_v_q is B's offer, formed one clock ahead (checked once a reset has
  // been applied: cl_chk_armed).
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (armed && din_v_q != (b_v_q && !b_wait)) begin
      $error("cm_packet_rx: din_v_q out of step with b_v_q / b_wait");
    end
  end
  if (unsigned'($bits(ctrl_t)) != CTRL_W) begin : g_err_w
    $fatal(1, "cm_packet_rx: CTRL_W out of step with ctrl_t");
  end
  if (unsigned'($bits(pst_t)) != PST_W) begin : g_err_pst
    $fatal(1, "cm_packet_rx: PST_W out of step with pst_t");
  end
  if (unsigned'($bits(ent_t)) != ENT_W) begin : g_err_ent
    $fatal(1, "cm_packet_rx: ENT_W out of step with ent_t");
  end
`endif

endmodule
