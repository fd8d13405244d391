// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipher_modes: modes-of-operation engine around a pipelined block core.
//
// Modes (each encrypt and decrypt): ECB, CBC, CFB-1/-8/-BLOCK_W, OFB, CTR,
// CMAC (SP 800-38B, generate and verify). Many independent streams (message
// contexts) share one block core; beats of different streams interleave
// freely. See docs/modes.md for the full interface description.
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
// Pipeline (one operation per clock):
//   S0  issue:  takes the head beat of the two-beat input buffer (a command or
//               a data beat); hazard checks on small per-stream flag vectors
//               (open, blocked, first, fb). Reads the per-stream context RAMs
//               (address = head sid).
//   S1  fetch:  registers the context RAM outputs (block RAM clock-to-out
//               gets a whole clock) and decides, from registered flags only,
//               where S2 takes the chaining value from (IV, RAM or one of two
//               forwarding registers).
//   S2  build:  forms the core input block, the side-band word, the new
//               issue-fed chaining value (CTR counter, CBC-dec / CFB-dec
//               shift register, forwarded to the next two beats) and the
//               message's block count (policy).
//   core input FIFO -> block core (in order) ; side FIFO in lock step.
//   C0  finish: XOR, writes the completion-fed chaining value (CBC-enc,
//               CFB-enc, OFB, CMAC) and releases the stream.
//   C1  output: mask to the bit count, CMAC tag / compare.
//   output FIFO -> dout.
// Every beat that produces output, including error beats, travels through the
// core in order, so the order within a stream is preserved by construction.
//
// Flow control is credit based: S0 issues only while the core input FIFO and
// the side FIFO have room for everything already issued; the core result is
// taken only while the output FIFO has room. No stage after S0 ever stalls.
//
// Key hygiene: reset and zeroize_i clear every key register at once and
// every context RAM word in STREAMS clocks; a rejected command stores no key;
// a message's key leaves the context RAM when its last beat issues, and its
// CMAC L when its last block completes; pipeline registers that can hold a
// key or L are zero unless they carry a live beat (docs/modes.md).

// Package names are written out (cipher_modes_pkg::X): Yosys accepts no
// package import in or before a module header.
module cipher_modes #(
  parameter int unsigned CORE             = cipher_modes_pkg::CORE_TDES, // block core (cipher_modes_pkg::CORE_*)
  parameter int unsigned BLOCK_W          = 64,        // block width in bits (64 or 128)
  parameter int unsigned KEY_W            = 192,       // key bundle width in bits
  parameter int unsigned NUM_DES          = 3,         // TDES: 1 = DES, 3 = TDEA EDE
  parameter int unsigned STAGES           = 48,        // TDES: pipeline stages of the core
  parameter int unsigned ROUNDS_PER_CYCLE = 1,         // TDES: rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0,      // TDES: register inside each round
  parameter bit          SBOX_ROM         = 1'b0,      // TDES: block-RAM ROM S-boxes (SPLIT_ROUND)
  parameter int unsigned STREAMS          = 64,        // stream contexts (rounded up to 2^n, >= 2)
  parameter int unsigned CTR_W            = BLOCK_W,   // CTR: low counter bits that increment
  parameter bit          POLICY           = 1'b1,      // NIST policy (ERR_POLICY) for every message
                                                       // whose command has cmd_legacy_i = 0
  parameter int unsigned MAX_BLOCKS       = 1 << 20,   // policy: most blocks per message
                                                       // (SP 800-67r2: 2^20 per TDEA key bundle)
  parameter int unsigned CMAC_MIN_TAG     = 8,         // policy: shortest CMAC tag in bytes
                                                       // (SP 800-38B appendix A: 64 bits)
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,     // bit count 0..BLOCK_W
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1  // tag bytes 0..BLOCK_W/8
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
  // Command fields, sampled with a command beat, ignored with a data beat.
  input  logic [cipher_modes_pkg::MODE_W-1:0]  cmd_mode_i,     // MODE_*
  input  logic               cmd_decrypt_i,  // 1: decrypt (CMAC: verify)
  input  logic [CNT_W-1:0]   cmd_seg_i,      // CFB segment size in bits: 1, 8 or BLOCK_W
  input  logic [TL_W-1:0]    cmd_taglen_i,   // CMAC tag length in bytes, 1..BLOCK_W/8
  input  logic               cmd_legacy_i,   // 1: exempt this message from the policy
  input  logic [KEY_W-1:0]   cmd_key_i,      // key bundle (TDES: K1||K2||K3)
  // Data-out channel.
  output logic               dout_valid_o,
  input  logic               dout_ready_i,
  output logic [SID_W-1:0]   dout_sid_o,
  output logic [BLOCK_W-1:0] dout_data_o,    // MSB-aligned, unused bits are zero
  output logic               dout_last_o,
  output logic [CNT_W-1:0]   dout_bits_o,    // valid bits in dout_data_o
  output logic [cipher_modes_pkg::ST_W-1:0]    dout_status_o   // ST_*, meaningful on the last beat
);

  // ---------------------------------------------------------------------------
  // Sizes.
  // ---------------------------------------------------------------------------
  localparam int unsigned NS = 1 << SID_W;  // contexts
  // Blocks the core can hold (its own credit limit); TDES: output FIFO depth.
  localparam int unsigned CORE_CAP   =
      tdes_pkg::core_capacity(STAGES * tdes_pkg::stage_levels(SPLIT_ROUND, SBOX_ROM));
  localparam int unsigned INQ_DEPTH  = 8;   // core input FIFO
  localparam int unsigned SIDE_DEPTH = 1 << $clog2(CORE_CAP + INQ_DEPTH + 7);
  localparam int unsigned OQ_DEPTH   = 16;  // output FIFO
  localparam int unsigned INQ_CW     = $clog2(INQ_DEPTH + 1);
  localparam int unsigned SIDE_CW    = $clog2(SIDE_DEPTH + 1);
  localparam int unsigned OQ_CW      = $clog2(OQ_DEPTH + 1);
  // One bit wider, for sums and comparisons without overflow.
  localparam int unsigned INQ_CW1    = INQ_CW + 1;
  localparam int unsigned SIDE_CW1   = SIDE_CW + 1;
  localparam int unsigned OQ_CW1     = OQ_CW + 1;
  localparam int unsigned CNT_W1     = CNT_W + 1;
  localparam logic [CNT_W-1:0] BW    = CNT_W'(BLOCK_W);
  // CMAC doubling constant R_b (SP 800-38B): 64-bit 0x1B, 128-bit 0x87.
  localparam logic [BLOCK_W-1:0] RB  = (BLOCK_W == 64) ? BLOCK_W'(8'h1b) : BLOCK_W'(8'h87);
  // Policy block counter: 0..MAX_BLOCKS+1 (saturating).
  localparam int unsigned BC_W       = $clog2(MAX_BLOCKS + 2);
  localparam int unsigned A_W        = BC_W + BLOCK_W;  // issue-fed context word {count, cv}

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cipher_modes: BLOCK_W must be 64 or 128");
  end
  if (CTR_W == 0 || CTR_W > BLOCK_W) begin : g_err_ctr
    $fatal(1, "cipher_modes: CTR_W must be in 1..BLOCK_W");
  end
  if (MAX_BLOCKS == 0 || CMAC_MIN_TAG == 0 || CMAC_MIN_TAG > BLOCK_W / 8) begin : g_err_pol
    $fatal(1, "cipher_modes: MAX_BLOCKS must be >= 1 and CMAC_MIN_TAG in 1..BLOCK_W/8");
  end
  if (POLICY && CORE == cipher_modes_pkg::CORE_TDES && NUM_DES != 3) begin : g_err_pol_des
    $fatal(1, "cipher_modes: single DES is not an approved cipher; POLICY=1 needs NUM_DES=3");
  end

  // ---------------------------------------------------------------------------
  // Reset and zeroize: zeroize_i acts exactly as a reset of the whole engine,
  // block core included.
  // ---------------------------------------------------------------------------
  logic rst_n;
  assign rst_n = rst_ni && !zeroize_i;

  // ---------------------------------------------------------------------------
  // Helpers.
  // ---------------------------------------------------------------------------
  // Mask of the n most significant bits.
  function automatic logic [BLOCK_W-1:0] top_mask(logic [CNT_W-1:0] n);
    logic [BLOCK_W-1:0] m;
    for (int i = 0; i < BLOCK_W; i++) m[i] = ({1'b0, n} > CNT_W1'(BLOCK_W - 1 - i));
    top_mask = m;
  endfunction

  // Shift register update of CFB-s: I' = (I << s) | MSB_s(c).
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic logic [BLOCK_W-1:0] cfb_shift(logic [BLOCK_W-1:0] i_reg,
                                                   logic [BLOCK_W-1:0] c,
                                                   logic [cipher_modes_pkg::SEG_W-1:0] seg);
    unique case (seg)
      cipher_modes_pkg::SEG_8:   cfb_shift = {i_reg[BLOCK_W-9:0], c[BLOCK_W-1 -: 8]};
      cipher_modes_pkg::SEG_1:   cfb_shift = {i_reg[BLOCK_W-2:0], c[BLOCK_W-1]};
      default: cfb_shift = c;
    endcase
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // Doubling in GF(2^BLOCK_W) (CMAC subkeys).
  function automatic logic [BLOCK_W-1:0] dbl(logic [BLOCK_W-1:0] x);
    dbl = {x[BLOCK_W-2:0], 1'b0} ^ (x[BLOCK_W-1] ? RB : '0);
  endfunction

  // Does the core's key schedule accept this key bundle under the policy?
  function automatic logic key_allowed(logic [KEY_W-1:0] k);
    key_allowed = (CORE == cipher_modes_pkg::CORE_TDES) ? tdes_pkg::keys_distinct(192'(k)) : 1'b1;
  endfunction

  // ---------------------------------------------------------------------------
  // Per-stream configuration word (context RAM, written by commands).
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               dec;
    logic [cipher_modes_pkg::SEG_W-1:0]   seg;
    logic [cipher_modes_pkg::ST_W-1:0]    err;    // != ST_OK: reject the message with this status
    logic [TL_W-1:0]    tl;     // CMAC tag bytes
    logic               pol;    // the policy's block limit applies
    logic [KEY_W-1:0]   key;
    logic [BLOCK_W-1:0] iv;
  } cfg_t;
  // $bits(cfg_t), spelled out for Yosys.
  localparam int unsigned CFG_W = cipher_modes_pkg::MODE_W + 1 + cipher_modes_pkg::SEG_W + cipher_modes_pkg::ST_W + TL_W + 1 + KEY_W + BLOCK_W;

  // Side-band word travelling in lock step with the core (side FIFO).
  typedef struct packed {
    logic [SID_W-1:0]   sid;
    logic [cipher_modes_pkg::KIND_W-1:0]  kind;
    logic [cipher_modes_pkg::ST_W-1:0]    st;      // KIND_BYP: status to report
    logic               last;
    logic [CNT_W-1:0]   obits;   // valid output bits (also the CMAC tag bits)
    logic               fb;      // release the stream (clear blocked) at completion
    logic               wr_cvb;  // write the completion-fed chaining value
    logic               cvb_sel; // CVB_OUT / CVB_SHIFT
    logic [cipher_modes_pkg::SEG_W-1:0]   seg;
    logic               verify;  // CMAC verify
    logic [BLOCK_W-1:0] opa;     // XOR operand of the output
    logic [BLOCK_W-1:0] opb;     // CFB-enc: input block; CMAC verify: expected tag
  } side_t;
  // $bits(side_t), spelled out for Yosys.
  localparam int unsigned SIDE_W = SID_W + cipher_modes_pkg::KIND_W + cipher_modes_pkg::ST_W + 1 + CNT_W + 4 + cipher_modes_pkg::SEG_W + 2 * BLOCK_W;

  // One input beat as buffered (command fields checked on entry; zero on
  // data beats and on rejected commands, so no buffer holds a rejected key).
  typedef struct packed {
    logic               cmd;
    logic [SID_W-1:0]   sid;
    logic [BLOCK_W-1:0] data;   // data, or the command's IV
    logic               last;
    logic [CNT_W-1:0]   bits;
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               dec;
    logic [cipher_modes_pkg::SEG_W-1:0]   seg;
    logic [cipher_modes_pkg::ST_W-1:0]    err;
    logic [TL_W-1:0]    tl;
    logic               pol;
    logic               fb;     // mode whose chaining value is completion-fed
    logic               lop;    // needs the CMAC L block
    logic [KEY_W-1:0]   key;
  } ent_t;

  // ---------------------------------------------------------------------------
  // Reset sweep: clears every context RAM word (keys included) after reset.
  // ---------------------------------------------------------------------------
  logic             init_q;
  logic [SID_W-1:0] init_cnt_q;

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      init_q     <= 1'b1;
      init_cnt_q <= '0;
    end else if (init_q) begin
      init_cnt_q <= init_cnt_q + 1'b1;
      if (init_cnt_q == SID_W'(NS - 1)) init_q <= 1'b0;
    end
  end

  // ---------------------------------------------------------------------------
  // Input beat: command checks.
  // ---------------------------------------------------------------------------
  ent_t in_e;

  always_comb begin
    logic [cipher_modes_pkg::ST_W-1:0] err;
    logic                              pol;
    pol = POLICY && !cmd_legacy_i;
    err = cipher_modes_pkg::ST_OK;
    if (cmd_mode_i > cipher_modes_pkg::MODE_CMAC) begin
      err = cipher_modes_pkg::ST_ERR_MODE;
    end else if (cmd_mode_i == cipher_modes_pkg::MODE_CFB && cmd_seg_i != CNT_W'(1)
                 && cmd_seg_i != CNT_W'(8) && cmd_seg_i != BW) begin
      err = cipher_modes_pkg::ST_ERR_PARAM;
    end else if (cmd_mode_i == cipher_modes_pkg::MODE_CMAC
                 && (cmd_taglen_i == '0 || cmd_taglen_i > TL_W'(BLOCK_W / 8))) begin
      err = cipher_modes_pkg::ST_ERR_PARAM;
    end else if (pol && (!key_allowed(cmd_key_i)
                         || (cmd_mode_i == cipher_modes_pkg::MODE_CMAC
                             && cmd_taglen_i < TL_W'(CMAC_MIN_TAG)))) begin
      err = cipher_modes_pkg::ST_ERR_POLICY;
    end
    in_e      = '0;
    in_e.cmd  = din_cmd_i;
    in_e.sid  = din_sid_i;
    if (!din_cmd_i) begin
      in_e.data = din_data_i;
      in_e.last = din_last_i;
      in_e.bits = din_bits_i;
    end else begin
      in_e.mode = cmd_mode_i;
      in_e.dec  = cmd_decrypt_i;
      in_e.tl   = cmd_taglen_i;
      in_e.err  = err;
      in_e.seg  = cipher_modes_pkg::SEG_BLOCK;
      if (cmd_seg_i == CNT_W'(8))      in_e.seg = cipher_modes_pkg::SEG_8;
      else if (cmd_seg_i == CNT_W'(1)) in_e.seg = cipher_modes_pkg::SEG_1;
      if (err == cipher_modes_pkg::ST_OK) begin
        in_e.data = din_data_i;
        in_e.key  = cmd_key_i;
        in_e.pol  = pol;
        in_e.fb   = (cmd_mode_i == cipher_modes_pkg::MODE_CBC && !cmd_decrypt_i)
                 || (cmd_mode_i == cipher_modes_pkg::MODE_CFB && !cmd_decrypt_i)
                 || cmd_mode_i == cipher_modes_pkg::MODE_OFB
                 || cmd_mode_i == cipher_modes_pkg::MODE_CMAC;
        in_e.lop  = cmd_mode_i == cipher_modes_pkg::MODE_CMAC;
      end
    end
  end

  // ---------------------------------------------------------------------------
  // Input buffer (two entries, d0 is the head). An emptied entry is cleared.
  // ---------------------------------------------------------------------------
  logic  d0_v_q, d1_v_q, d0_v_d, d1_v_d;
  ent_t  d0_q, d1_q;
  logic  din_push, d_pop;

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
    if (!rst_n) begin
      d0_v_q <= 1'b0;
      d1_v_q <= 1'b0;
    end else begin
      d0_v_q <= d0_v_d;
      d1_v_q <= d1_v_d;
    end
  end

  always_ff @(posedge clk_i) begin
    // Head: refilled from d1 or the input on a pop, or from the input when empty.
    if (!rst_n || !d0_v_d) begin
      d0_q <= '0;
    end else if (d_pop && d1_v_q) begin
      d0_q <= d1_q;
    end else if (din_push && (d_pop || !d0_v_q)) begin
      d0_q <= in_e;
    end
    if (!rst_n || !d1_v_d) begin
      d1_q <= '0;
    end else if (din_push && (d_pop ? d1_v_q : d0_v_q)) begin
      d1_q <= in_e;
    end
  end

  // ---------------------------------------------------------------------------
  // S0: issue.
  // ---------------------------------------------------------------------------
  logic [NS-1:0] open_q, blocked_q, first_q, fbm_q;
  logic [NS-1:0] open_d, blocked_d, first_d, fbm_d;
  logic          credit_ok;
  logic          c_go, c_busy, c_take, d_go, d_close;
  logic          s0_v;
  logic [cipher_modes_pkg::OP_W-1:0] s0_op;
  logic          s0_fb;
  // Completion-side release of a stream (from C0).
  logic             rel_v;
  logic [SID_W-1:0] rel_sid;

  // The flags of the head beat's stream (h0) and the second beat's (h1) come
  // from registered copies (see "Head flags" below), not from a 64:1 lookup
  // in the issue path.
  logic h0_open_q, h0_blk_q, h0_fbm_q, h1_open_q, h1_blk_q, h1_fbm_q;

  // A command waits while a feedback block of its stream is in flight; on an
  // open stream it first ends the open message (ERR_BUSY), then opens its own.
  assign c_go    = !init_q && credit_ok && d0_v_q && d0_q.cmd && !h0_blk_q;
  assign c_busy  = c_go && h0_open_q;
  assign c_take  = c_go && !h0_open_q;
  // A data beat of an open feedback-mode message waits for the stream's
  // previous block; a beat with no open message is a stray.
  assign d_go    = !init_q && credit_ok && d0_v_q && !d0_q.cmd && !(h0_open_q && h0_blk_q);
  assign d_close = d_go && h0_open_q && d0_q.last;
  assign d_pop   = c_take || d_go;

  always_comb begin
    s0_v   = 1'b0;
    s0_op  = cipher_modes_pkg::OP_DATA;
    s0_fb  = 1'b0;
    open_d    = open_q;
    blocked_d = blocked_q;
    first_d   = first_q;
    fbm_d     = fbm_q;
    if (rel_v) blocked_d[rel_sid] = 1'b0;
    if (c_busy) begin
      s0_v   = 1'b1;
      s0_op  = cipher_modes_pkg::OP_BUSY;
      open_d[d0_q.sid] = 1'b0;
    end else if (c_take) begin
      s0_v   = d0_q.lop;
      s0_op  = cipher_modes_pkg::OP_LOP;
      s0_fb  = d0_q.lop;
      open_d[d0_q.sid]  = 1'b1;
      first_d[d0_q.sid] = 1'b1;
      fbm_d[d0_q.sid]   = d0_q.fb;
      if (d0_q.lop) blocked_d[d0_q.sid] = 1'b1;
    end else if (d_go) begin
      s0_v  = 1'b1;
      if (h0_open_q) begin
        s0_op = cipher_modes_pkg::OP_DATA;
        s0_fb = h0_fbm_q;
        first_d[d0_q.sid] = 1'b0;
        if (h0_fbm_q) blocked_d[d0_q.sid] = 1'b1;
        if (d0_q.last) open_d[d0_q.sid] = 1'b0;
      end else begin
        s0_op = cipher_modes_pkg::OP_STRAY;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      open_q    <= '0;
      blocked_q <= '0;
      first_q   <= '0;
      fbm_q     <= '0;
    end else begin
      open_q    <= open_d;
      blocked_q <= blocked_d;
      first_q   <= first_d;
      fbm_q     <= fbm_d;
    end
  end

  // ---------------------------------------------------------------------------
  // Head flags: open / blocked / fb of the streams of the head beat (h0) and
  // the second beat (h1), each valid in the current clock. Their next values
  // are the flags of the stream each slot holds next clock: taken from the
  // slot the id moves from (or looked up when the id arrives on the input),
  // with this clock's flag updates applied. Every stream-id comparison is
  // between registers or inputs, so the issue decision only drives the last
  // multiplexers.
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic open;
    logic blk;
    logic fbm;
  } hflags_t;

  // This clock's flag updates, all on the head beat's stream.
  logic up_open, up_blk;
  assign up_open = c_go || d_close;                       // open[head] := c_take
  assign up_blk  = (c_take && d0_q.lop) || (d_go && h0_open_q && h0_fbm_q);  // blocked[head] := 1

  // The flags of a stream next clock, given its flags now (`cur`) and whether
  // it is the head beat's stream (`eq_h`) and the released stream (`eq_r`).
  function automatic hflags_t next_flags(hflags_t cur, logic eq_h, logic eq_r, logic up_open_i,
                                         logic c_take_i, logic up_blk_i, logic rel_i, logic fb_i);
    hflags_t n;
    n.open = (up_open_i && eq_h) ? c_take_i : cur.open;
    n.blk  = (up_blk_i && eq_h) ? 1'b1 : ((rel_i && eq_r) ? 1'b0 : cur.blk);
    n.fbm  = (c_take_i && eq_h) ? fb_i : cur.fbm;
    next_flags = n;
  endfunction

  hflags_t f_d0, f_d1, f_in;   // next flags of each candidate id
  hflags_t cur_in;

  always_comb begin
    cur_in = {open_q[din_sid_i], blocked_q[din_sid_i], fbm_q[din_sid_i]};
    f_d0   = next_flags({h0_open_q, h0_blk_q, h0_fbm_q}, 1'b1, rel_sid == d0_q.sid,
                        up_open, c_take, up_blk, rel_v, d0_q.fb);
    f_d1   = next_flags({h1_open_q, h1_blk_q, h1_fbm_q}, d0_q.sid == d1_q.sid,
                        rel_sid == d1_q.sid, up_open, c_take, up_blk, rel_v, d0_q.fb);
    f_in   = next_flags(cur_in, din_sid_i == d0_q.sid, din_sid_i == rel_sid,
                        up_open, c_take, up_blk, rel_v, d0_q.fb);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      {h0_open_q, h0_blk_q, h0_fbm_q} <= '0;
      {h1_open_q, h1_blk_q, h1_fbm_q} <= '0;
    end else begin
      // Same slot movements as the input buffer.
      if (d_pop && d1_v_q)                      {h0_open_q, h0_blk_q, h0_fbm_q} <= f_d1;
      else if (din_push && (d_pop || !d0_v_q))  {h0_open_q, h0_blk_q, h0_fbm_q} <= f_in;
      else                                      {h0_open_q, h0_blk_q, h0_fbm_q} <= f_d0;
      if (din_push && (d_pop ? d1_v_q : d0_v_q)) {h1_open_q, h1_blk_q, h1_fbm_q} <= f_in;
      else                                       {h1_open_q, h1_blk_q, h1_fbm_q} <= f_d1;
    end
  end

  // An issued operation as it moves through S1 and S2.
  typedef struct packed {
    logic [cipher_modes_pkg::OP_W-1:0] op;
    logic [SID_W-1:0]   sid;
    logic [BLOCK_W-1:0] data;
    logic               last;
    logic [CNT_W-1:0]   bits;
    logic               first;  // the message's first block: chaining value = IV
    logic               fb;     // completion-fed mode (or the CMAC L block)
  } beat_t;

  // S0 -> S1 register (the context RAMs are read on the same edge).
  logic               s1_v_q;
  beat_t              s1_q, s0_beat;
  logic [KEY_W-1:0]   s1_key_q;   // command key for the CMAC L block, else zero

  always_comb begin
    s0_beat.op    = s0_op;
    s0_beat.sid   = d0_q.sid;
    s0_beat.data  = d0_q.data;
    s0_beat.last  = d0_q.last;
    s0_beat.bits  = d0_q.bits;
    s0_beat.first = first_q[d0_q.sid];
    s0_beat.fb    = s0_fb;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      s1_v_q <= 1'b0;
    end else begin
      s1_v_q <= s0_v;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s0_v) s1_q <= s0_beat;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n || !(c_take && d0_q.lop)) begin
      s1_key_q <= '0;
    end else begin
      s1_key_q <= d0_q.key;
    end
  end

  // ---------------------------------------------------------------------------
  // Context RAMs, all read at S0 with the head beat's stream id. After reset
  // they are swept to zero (init_q), one word per clock.
  // ---------------------------------------------------------------------------
  cfg_t               cfg_rd, cfg_wd;
  logic [A_W-1:0]     cva_rd;
  logic [BLOCK_W-1:0] cvb_rd, l_rd;
  logic               c0_cvb_we, c0_l_we;
  logic [SID_W-1:0]   c0_sid;
  logic [BLOCK_W-1:0] c0_cvb_wd, c0_l_wd;
  logic               s2_a_we;
  logic [A_W-1:0]     s2_a_wd;
  logic               s2_v_q;
  beat_t              s2_q;

  // The command's configuration, written when it opens its message; a zero
  // word (no key) is written when the message's last data beat issues, whose
  // own read on the same edge still returns the old word.
  always_comb begin
    cfg_wd      = '0;
    if (c_take) begin
      cfg_wd.mode = d0_q.mode;
      cfg_wd.dec  = d0_q.dec;
      cfg_wd.seg  = d0_q.seg;
      cfg_wd.err  = d0_q.err;
      cfg_wd.tl   = d0_q.tl;
      cfg_wd.pol  = d0_q.pol;
      cfg_wd.key  = d0_q.key;
      cfg_wd.iv   = d0_q.data;
    end
  end

  cl_ram_1r1w #(.WIDTH(CFG_W), .DEPTH(NS)) u_cfg_ram (
    .clk_i,
    .we_i   (init_q || c_take || d_close),
    .waddr_i(init_q ? init_cnt_q : d0_q.sid),
    .wdata_i(cfg_wd),
    .re_i   (1'b1),
    .raddr_i(d0_q.sid),
    .rdata_o(cfg_rd)
  );

  // Issue-fed word {block count, chaining value} (count: policy; chaining
  // value: CTR counter, CBC-dec last ciphertext, CFB-dec shift register):
  // written at S2 by every data beat of an open message.
  cl_ram_1r1w #(.WIDTH(A_W), .DEPTH(NS)) u_cva_ram (
    .clk_i,
    .we_i   (init_q || s2_a_we),
    .waddr_i(init_q ? init_cnt_q : s2_q.sid),
    .wdata_i(init_q ? '0 : s2_a_wd),
    .re_i   (1'b1),
    .raddr_i(d0_q.sid),
    .rdata_o(cva_rd)
  );

  // Completion-fed chaining value (CBC-enc, CFB-enc, OFB, CMAC): written at C0.
  cl_ram_1r1w #(.WIDTH(BLOCK_W), .DEPTH(NS)) u_cvb_ram (
    .clk_i,
    .we_i   (init_q || c0_cvb_we),
    .waddr_i(init_q ? init_cnt_q : c0_sid),
    .wdata_i(init_q ? '0 : c0_cvb_wd),
    .re_i   (1'b1),
    .raddr_i(d0_q.sid),
    .rdata_o(cvb_rd)
  );

  // CMAC L = E_K(0^b): written at C0 by the L block, cleared at C0 by the
  // last beat of every message.
  cl_ram_1r1w #(.WIDTH(BLOCK_W), .DEPTH(NS)) u_l_ram (
    .clk_i,
    .we_i   (init_q || c0_l_we),
    .waddr_i(init_q ? init_cnt_q : c0_sid),
    .wdata_i(init_q ? '0 : c0_l_wd),
    .re_i   (1'b1),
    .raddr_i(d0_q.sid),
    .rdata_o(l_rd)
  );

  // ---------------------------------------------------------------------------
  // S1: register the context words; choose the chaining-value source.
  // ---------------------------------------------------------------------------
  // Issue-fed words are written to u_cva_ram at the end of S2, so a beat's RAM
  // read (end of S0) misses the writes of the two beats issued just before
  // it. Those words are forwarded from fwd1 (the beat one ahead) and fwd2 (two
  // ahead); the newer one wins.
  localparam int unsigned CV_IV = 0, CV_F1 = 1, CV_F2 = 2, CV_A = 3, CV_B = 4;  // one-hot bit of s2_cvsel_q
  localparam int unsigned BC_F1 = 0, BC_F2 = 1, BC_A = 2;                       // one-hot bit of s2_bcsel_q
  logic               fwd1_v_q;
  logic [SID_W-1:0]   fwd1_sid_q;
  logic [A_W-1:0]     fwd1_val_q, fwd2_val_q;
  logic [KEY_W-1:0]   s2_key_q;
  logic [4:0]         s2_cvsel_q, s1_cvsel;
  logic [2:0]         s2_bcsel_q, s1_bcsel;
  cfg_t               s2_cfg_q;
  logic [A_W-1:0]     s2_cva_q;
  logic [BLOCK_W-1:0] s2_cvb_q, s2_l_q;
  logic               hit1, hit2;

  // The beat now in S2 writes fwd1 at this edge (it is one ahead of the S1
  // beat); what fwd1 holds now moves to fwd2 (two ahead).
  assign hit1 = s2_a_we && s2_q.sid == s1_q.sid;
  assign hit2 = fwd1_v_q && fwd1_sid_q == s1_q.sid;
  // A feedback-mode stream (s1_q.fb) takes the completion-fed value; every
  // other stream that needs one (CTR, CBC-dec, CFB-dec) the issue-fed one.
  // The block count is issue-fed in every mode (zero before the first block).
  always_comb begin
    s1_cvsel = '0;
    if (s1_q.first)  s1_cvsel[CV_IV] = 1'b1;
    else if (s1_q.fb) s1_cvsel[CV_B] = 1'b1;
    else if (hit1)    s1_cvsel[CV_F1] = 1'b1;
    else if (hit2)    s1_cvsel[CV_F2] = 1'b1;
    else              s1_cvsel[CV_A] = 1'b1;
    s1_bcsel = '0;
    if (s1_q.first)   s1_bcsel = '0;
    else if (hit1)    s1_bcsel[BC_F1] = 1'b1;
    else if (hit2)    s1_bcsel[BC_F2] = 1'b1;
    else              s1_bcsel[BC_A] = 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      s2_v_q <= 1'b0;
    end else begin
      s2_v_q <= s1_v_q;
    end
  end

  // Loaded every clock and zero without a beat: s2_key_q, s2_cfg_q and
  // s2_l_q hold keys and CMAC L only while a beat needs them.
  always_ff @(posedge clk_i) begin
    if (!rst_n || !s1_v_q) begin
      s2_q       <= '0;
      s2_key_q   <= '0;
      s2_cvsel_q <= '0;
      s2_bcsel_q <= '0;
      s2_cfg_q   <= '0;
      s2_cva_q   <= '0;
      s2_cvb_q   <= '0;
      s2_l_q     <= '0;
    end else begin
      s2_q       <= s1_q;
      s2_key_q   <= s1_key_q;
      s2_cvsel_q <= s1_cvsel;
      s2_bcsel_q <= s1_bcsel;
      s2_cfg_q   <= cfg_rd;
      s2_cva_q   <= cva_rd;
      s2_cvb_q   <= cvb_rd;
      s2_l_q     <= l_rd;
    end
  end

  // ---------------------------------------------------------------------------
  // S2: build the core input and the side-band word.
  // ---------------------------------------------------------------------------
  logic [BLOCK_W-1:0] cv, cmac_x, k1, k2, m_last, tmask, pad_bit;
  logic [BC_W-1:0]    bc, bc_next;
  logic               full_last, over;
  logic               s2_push;
  logic [BLOCK_W-1:0] s2_block;
  logic [KEY_W-1:0]   s2_key;
  logic               s2_dec;
  side_t              s2_side;
  logic               s2_cva_we;  // the mode updates the issue-fed chaining value
  logic [BLOCK_W-1:0] s2_cva_wd;

  // One-hot selects (AND-OR), decided at S1.
  assign cv      = ({BLOCK_W{s2_cvsel_q[CV_IV]}} & s2_cfg_q.iv)
                 | ({BLOCK_W{s2_cvsel_q[CV_F1]}} & fwd1_val_q[BLOCK_W-1:0])
                 | ({BLOCK_W{s2_cvsel_q[CV_F2]}} & fwd2_val_q[BLOCK_W-1:0])
                 | ({BLOCK_W{s2_cvsel_q[CV_A]}}  & s2_cva_q[BLOCK_W-1:0])
                 | ({BLOCK_W{s2_cvsel_q[CV_B]}}  & s2_cvb_q);
  assign bc      = ({BC_W{s2_bcsel_q[BC_F1]}} & fwd1_val_q[A_W-1:BLOCK_W])
                 | ({BC_W{s2_bcsel_q[BC_F2]}} & fwd2_val_q[A_W-1:BLOCK_W])
                 | ({BC_W{s2_bcsel_q[BC_A]}}  & s2_cva_q[A_W-1:BLOCK_W]);
  // Blocks of the message including this one, saturating at MAX_BLOCKS + 1.
  assign bc_next = (bc > BC_W'(MAX_BLOCKS)) ? bc : bc + 1'b1;
  assign over    = POLICY && s2_cfg_q.pol && (bc_next > BC_W'(MAX_BLOCKS));
  assign cmac_x  = s2_q.first ? '0 : s2_cvb_q;
  assign k1      = dbl(s2_l_q);
  assign k2      = dbl(k1);
  assign tmask   = top_mask(s2_q.bits);
  // The 1 of the 10* padding, just below the valid bits.
  assign pad_bit = ((tmask >> 1) | {1'b1, {(BLOCK_W-1){1'b0}}}) & ~tmask;
  assign full_last = (s2_q.bits == BW);
  // CMAC final block: M ^ K1 if complete, else pad(M) ^ K2.
  assign m_last  = full_last ? (s2_q.data ^ k1)
                             : (((s2_q.data & tmask) | pad_bit) ^ k2);

  always_comb begin
    s2_push   = s2_v_q;
    s2_block  = s2_q.data;
    s2_key    = s2_cfg_q.key;
    s2_dec    = 1'b0;
    s2_cva_we = 1'b0;
    s2_cva_wd = s2_q.data;
    s2_side         = '0;
    s2_side.sid     = s2_q.sid;
    s2_side.kind    = cipher_modes_pkg::KIND_OUT;
    s2_side.st      = cipher_modes_pkg::ST_OK;
    s2_side.last    = s2_q.last;
    s2_side.obits   = BW;
    s2_side.fb      = s2_q.fb;
    s2_side.seg     = s2_cfg_q.seg;
    s2_side.verify  = s2_cfg_q.dec;
    s2_side.cvb_sel = cipher_modes_pkg::CVB_OUT;
    unique case (s2_q.op)
      cipher_modes_pkg::OP_STRAY: begin
        s2_side.kind = cipher_modes_pkg::KIND_BYP;
        s2_side.st   = cipher_modes_pkg::ST_ERR_NO_MSG;
        s2_side.last = 1'b1;
      end
      cipher_modes_pkg::OP_BUSY: begin
        s2_side.kind = cipher_modes_pkg::KIND_BYP;
        s2_side.st   = cipher_modes_pkg::ST_ERR_BUSY;
        s2_side.last = 1'b1;
      end
      cipher_modes_pkg::OP_LOP: begin
        s2_block     = '0;
        s2_key       = s2_key_q;
        s2_side.kind = cipher_modes_pkg::KIND_LOP;
      end
      default: begin  // OP_DATA
        if (s2_cfg_q.err != cipher_modes_pkg::ST_OK) begin
          // Rejected message: swallow its beats, report on the last one. A
          // swallowed beat writes nothing to the core input FIFO (zero data).
          s2_push      = s2_v_q && s2_q.last;
          s2_block     = '0;
          s2_side.kind = cipher_modes_pkg::KIND_BYP;
          s2_side.st   = s2_cfg_q.err;
        end else if (over) begin
          // Past the policy's block limit: no more output; the last beat
          // reports ERR_POLICY. The beats still pass the core, so that a
          // feedback-mode stream is released.
          s2_side.kind = s2_q.last ? cipher_modes_pkg::KIND_BYP : cipher_modes_pkg::KIND_MID;
          s2_side.st   = cipher_modes_pkg::ST_ERR_POLICY;
        end else if (s2_q.last && !(s2_cfg_q.mode == cipher_modes_pkg::MODE_CFB && s2_cfg_q.seg != cipher_modes_pkg::SEG_BLOCK)
                     && (s2_q.bits > BW || ((s2_cfg_q.mode == cipher_modes_pkg::MODE_ECB || s2_cfg_q.mode == cipher_modes_pkg::MODE_CBC)
                                            && !full_last)
                         || (s2_cfg_q.mode == cipher_modes_pkg::MODE_CMAC && s2_q.bits == '0 && !s2_q.first))) begin
          s2_side.kind = cipher_modes_pkg::KIND_BYP;
          s2_side.st   = cipher_modes_pkg::ST_ERR_PARTIAL;
        end else begin
          unique case (s2_cfg_q.mode)
            cipher_modes_pkg::MODE_ECB: begin
              s2_dec = s2_cfg_q.dec;
            end
            cipher_modes_pkg::MODE_CBC: begin
              s2_dec = s2_cfg_q.dec;
              if (s2_cfg_q.dec) begin
                s2_side.opa = cv;
                s2_cva_we   = 1'b1;
                s2_cva_wd   = s2_q.data;
              end else begin
                s2_block       = s2_q.data ^ cv;
                s2_side.wr_cvb = 1'b1;
              end
            end
            cipher_modes_pkg::MODE_CTR: begin
              s2_block    = cv;
              s2_side.opa = s2_q.data;
              if (s2_q.last) s2_side.obits = s2_q.bits;
              s2_cva_we   = 1'b1;
              s2_cva_wd   = cv;
              s2_cva_wd[CTR_W-1:0] = cv[CTR_W-1:0] + 1'b1;
            end
            cipher_modes_pkg::MODE_OFB: begin
              s2_block       = cv;
              s2_side.opa    = s2_q.data;
              s2_side.wr_cvb = 1'b1;
              if (s2_q.last) s2_side.obits = s2_q.bits;
            end
            cipher_modes_pkg::MODE_CFB: begin
              s2_block    = cv;
              s2_side.opa = s2_q.data;
              s2_side.opb = cv;
              if (s2_cfg_q.seg == cipher_modes_pkg::SEG_8)      s2_side.obits = CNT_W'(8);
              else if (s2_cfg_q.seg == cipher_modes_pkg::SEG_1) s2_side.obits = CNT_W'(1);
              else if (s2_q.last)           s2_side.obits = s2_q.bits;
              if (s2_cfg_q.dec) begin
                s2_cva_we = 1'b1;
                s2_cva_wd = cfb_shift(cv, s2_q.data, s2_cfg_q.seg);
              end else begin
                s2_side.wr_cvb  = 1'b1;
                s2_side.cvb_sel = cipher_modes_pkg::CVB_SHIFT;
              end
            end
            default: begin  // MODE_CMAC
              s2_side.opb   = s2_cfg_q.iv;
              s2_side.obits = CNT_W'({s2_cfg_q.tl, 3'b000});
              if (s2_q.last) begin
                s2_block     = cmac_x ^ m_last;
                s2_side.kind = cipher_modes_pkg::KIND_FIN;
              end else begin
                s2_block       = cmac_x ^ s2_q.data;
                s2_side.kind   = cipher_modes_pkg::KIND_MID;
                s2_side.wr_cvb = 1'b1;
              end
            end
          endcase
        end
      end
    endcase
    // The core input FIFO scrubs its free words with this zero word (CLEAR).
    if (!s2_push) begin
      s2_block = '0;
      s2_key   = '0;
      s2_dec   = 1'b0;
    end
  end

  // Every data beat of an open message writes its block count; the chaining
  // value changes only in the modes that use it (others keep the old one).
  assign s2_a_we = s2_v_q && s2_q.op == cipher_modes_pkg::OP_DATA;
  assign s2_a_wd = {bc_next, s2_cva_we ? s2_cva_wd : cv};

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      fwd1_v_q <= 1'b0;
    end else begin
      fwd1_v_q <= s2_a_we;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s2_a_we) begin
      fwd1_sid_q <= s2_q.sid;
      fwd1_val_q <= s2_a_wd;
    end
    fwd2_val_q <= fwd1_val_q;  // hit2 was decided at S1 from fwd1's id
  end

  // ---------------------------------------------------------------------------
  // Core input FIFO, side FIFO, block core.
  // ---------------------------------------------------------------------------
  logic                       inq_v, core_in_ready, core_in_fire;
  logic [BLOCK_W-1:0]         inq_block;
  logic [KEY_W-1:0]           inq_key;
  logic                       inq_dec;
  logic                       core_out_valid, core_out_ready, core_out_fire;
  logic [BLOCK_W-1:0]         core_out_block;
  logic                       core_out_tag;
  logic                       side_v;
  side_t                      side_rd;
  logic [INQ_CW-1:0]          inq_cnt_q;
  logic [SIDE_CW-1:0]         side_cnt_q;
  logic                       inq_wr_ready, side_wr_ready;

  // Carries keys: CLEAR scrubs its RAM words and output register.
  cl_sync_fifo #(.WIDTH(1 + KEY_W + BLOCK_W), .DEPTH(INQ_DEPTH), .CLEAR(1'b1)) u_inq (
    .clk_i,
    .rst_ni    (rst_n),
    .wr_valid_i(s2_push),
    .wr_ready_o(inq_wr_ready),
    .wr_data_i ({s2_dec, s2_key, s2_block}),
    .rd_valid_o(inq_v),
    .rd_ready_i(core_in_ready),
    .rd_data_o ({inq_dec, inq_key, inq_block})
  );

  cl_sync_fifo #(.WIDTH(SIDE_W), .DEPTH(SIDE_DEPTH)) u_side (
    .clk_i,
    .rst_ni    (rst_n),
    .wr_valid_i(s2_push),
    .wr_ready_o(side_wr_ready),
    .wr_data_i (s2_side),
    .rd_valid_o(side_v),
    .rd_ready_i(core_out_fire),
    .rd_data_o (side_rd)
  );

  cl_block_core #(
    .CORE            (CORE),
    .BLOCK_W         (BLOCK_W),
    .KEY_W           (KEY_W),
    .NUM_DES         (NUM_DES),
    .STAGES          (STAGES),
    .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
    .SPLIT_ROUND     (SPLIT_ROUND),
    .SBOX_ROM        (SBOX_ROM),
    .TAG_W           (1)
  ) u_core (
    .clk_i,
    .rst_ni      (rst_n),
    .in_valid_i  (inq_v),
    .in_ready_o  (core_in_ready),
    .in_block_i  (inq_block),
    .in_key_i    (inq_key),
    .in_decrypt_i(inq_dec),
    .in_tag_i    (1'b0),
    .out_valid_o (core_out_valid),
    .out_ready_i (core_out_ready),
    .out_block_o (core_out_block),
    .out_tag_o   (core_out_tag)
  );

  assign core_in_fire  = inq_v && core_in_ready;
  assign core_out_fire = core_out_valid && core_out_ready;

  // ---------------------------------------------------------------------------
  // C0: completion.
  // ---------------------------------------------------------------------------
  logic               c0_v_q;
  logic [BLOCK_W-1:0] c0_o_q;
  side_t              c0_m_q;
  logic [BLOCK_W-1:0] c0_x;
  logic               c0_push;
  logic [OQ_CW-1:0]   oq_cnt_q;
  logic               oq_wr_ready, dout_fire;

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      c0_v_q <= 1'b0;
    end else begin
      c0_v_q <= core_out_fire;
    end
  end

  // c0_o_q may hold CMAC L: zero without a result.
  always_ff @(posedge clk_i) begin
    if (!rst_n || !core_out_fire) begin
      c0_o_q <= '0;
    end else begin
      c0_o_q <= core_out_block;
    end
  end

  always_ff @(posedge clk_i) begin
    if (core_out_fire) begin
      c0_m_q <= side_rd;
    end
  end

  assign c0_x    = c0_o_q ^ c0_m_q.opa;
  assign c0_sid  = c0_m_q.sid;
  // KIND_MID, KIND_LOP: no output.
  assign c0_push = c0_v_q && (c0_m_q.kind == cipher_modes_pkg::KIND_OUT || c0_m_q.kind == cipher_modes_pkg::KIND_BYP
                              || c0_m_q.kind == cipher_modes_pkg::KIND_FIN);

  // ---------------------------------------------------------------------------
  // C1: output beat (mask, CMAC tag / compare) into the output FIFO. C0 keeps
  // only the chaining-value write-back and the release, which the next block
  // of the stream waits for; the output formatting gets a clock of its own.
  // ---------------------------------------------------------------------------
  logic               c1_v_q;
  logic [SID_W-1:0]   c1_sid_q;
  logic [cipher_modes_pkg::KIND_W-1:0] c1_kind_q;
  logic [cipher_modes_pkg::ST_W-1:0]   c1_st_q;
  logic               c1_last_q, c1_verify_q;
  logic [CNT_W-1:0]   c1_obits_q;
  logic [BLOCK_W-1:0] c1_x_q, c1_o_q, c1_diff_q, c1_mask_q;
  logic [BLOCK_W-1:0] c1_data;
  logic               c1_last, c1_match;
  logic [CNT_W-1:0]   c1_bits;
  logic [cipher_modes_pkg::ST_W-1:0] c1_st;

  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      c1_v_q <= 1'b0;
    end else begin
      c1_v_q <= c0_push;
    end
  end

  always_ff @(posedge clk_i) begin
    if (c0_push) begin
      c1_sid_q    <= c0_m_q.sid;
      c1_kind_q   <= c0_m_q.kind;
      c1_st_q     <= c0_m_q.st;
      c1_last_q   <= c0_m_q.last;
      c1_verify_q <= c0_m_q.verify;
      c1_obits_q  <= c0_m_q.obits;
      c1_x_q      <= c0_x;
      c1_o_q      <= c0_o_q;
      c1_diff_q   <= c0_o_q ^ c0_m_q.opb;
      c1_mask_q   <= top_mask(c0_m_q.obits);
    end
  end

  assign c1_match = (c1_diff_q & c1_mask_q) == '0;

  always_comb begin
    c1_data = '0;
    c1_last = 1'b1;
    c1_bits = '0;
    c1_st   = cipher_modes_pkg::ST_OK;
    unique case (c1_kind_q)
      cipher_modes_pkg::KIND_OUT: begin
        c1_data = c1_x_q & c1_mask_q;
        c1_last = c1_last_q;
        c1_bits = c1_obits_q;
      end
      cipher_modes_pkg::KIND_FIN: begin
        if (!c1_verify_q || c1_match) begin
          c1_data = c1_o_q & c1_mask_q;
          c1_bits = c1_obits_q;
        end else begin
          c1_st = cipher_modes_pkg::ST_ERR_AUTH;
        end
      end
      default: c1_st = c1_st_q;  // KIND_BYP
    endcase
  end

  assign c0_cvb_we = c0_v_q && c0_m_q.wr_cvb;
  assign c0_cvb_wd = (c0_m_q.cvb_sel == cipher_modes_pkg::CVB_SHIFT) ? cfb_shift(c0_m_q.opb, c0_x, c0_m_q.seg)
                                                    : c0_o_q;
  // L: stored by the L block; cleared by the message's last result (every
  // message ends with exactly one beat with last set, in stream order).
  assign c0_l_we   = c0_v_q && (c0_m_q.kind == cipher_modes_pkg::KIND_LOP || c0_m_q.last);
  assign c0_l_wd   = (c0_m_q.kind == cipher_modes_pkg::KIND_LOP) ? c0_o_q : '0;
  assign rel_v     = c0_v_q && c0_m_q.fb;
  assign rel_sid   = c0_m_q.sid;

  // Output FIFO.
  cl_sync_fifo #(.WIDTH(SID_W + BLOCK_W + 1 + CNT_W + cipher_modes_pkg::ST_W), .DEPTH(OQ_DEPTH)) u_oq (
    .clk_i,
    .rst_ni    (rst_n),
    .wr_valid_i(c1_v_q),
    .wr_ready_o(oq_wr_ready),
    .wr_data_i ({c1_sid_q, c1_data, c1_last, c1_bits, c1_st}),
    .rd_valid_o(dout_valid_o),
    .rd_ready_i(dout_ready_i),
    .rd_data_o ({dout_sid_o, dout_data_o, dout_last_o, dout_bits_o, dout_status_o})
  );
  assign dout_fire = dout_valid_o && dout_ready_i;

  // ---------------------------------------------------------------------------
  // Credits.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      inq_cnt_q  <= '0;
      side_cnt_q <= '0;
      oq_cnt_q   <= '0;
    end else begin
      inq_cnt_q  <= inq_cnt_q + INQ_CW'(s2_push) - INQ_CW'(core_in_fire);
      side_cnt_q <= side_cnt_q + SIDE_CW'(s2_push) - SIDE_CW'(core_out_fire);
      oq_cnt_q   <= oq_cnt_q + OQ_CW'(c1_v_q) - OQ_CW'(dout_fire);
    end
  end

  // S0 may issue when the FIFOs have room for it and for the beats in S1 and
  // S2: cnt + s1_v + s2_v < DEPTH. That is decided one clock ahead from
  // registers only, so no adder sits in the issue path: next clock's count is
  // at most cnt + s2_v (pops ignored), its s2_v is s1_v and its s1_v at most 1.
  // The bound is conservative by up to two entries, which the FIFO depths allow
  // for (SIDE_DEPTH; the core input FIFO only needs to cover its 2-clock
  // latency).
  logic credit_ok_q;
  always_ff @(posedge clk_i) begin
    if (!rst_n) begin
      credit_ok_q <= 1'b0;
    end else begin
      credit_ok_q <= (INQ_CW1'(inq_cnt_q) + INQ_CW1'(s2_v_q) + INQ_CW1'(s1_v_q) + INQ_CW1'(1)
                      < INQ_CW1'(INQ_DEPTH))
                  && (SIDE_CW1'(side_cnt_q) + SIDE_CW1'(s2_v_q) + SIDE_CW1'(s1_v_q) + SIDE_CW1'(1)
                      < SIDE_CW1'(SIDE_DEPTH));
    end
  end
  assign credit_ok = credit_ok_q;
  assign core_out_ready = (OQ_CW1'(oq_cnt_q) + OQ_CW1'(c0_v_q) + OQ_CW1'(c1_v_q) < OQ_CW1'(OQ_DEPTH));

  // ---------------------------------------------------------------------------
  // Unused and checks.
  // ---------------------------------------------------------------------------
  logic unused;
  assign unused = ^{core_out_tag, inq_wr_ready, side_wr_ready, oq_wr_ready, f_d0.fbm};

`ifndef SYNTHESIS
  // Checked only once a reset has been applied (state before it is arbitrary).
  logic was_reset_q;
  initial was_reset_q = 1'b0;
  always_ff @(posedge clk_i) begin
    if (!rst_n) was_reset_q <= 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (rst_n && was_reset_q) begin
      if (core_out_fire && !side_v) $error("cipher_modes: side FIFO out of step with the core");
      if (s2_push && (!inq_wr_ready || !side_wr_ready)) $error("cipher_modes: FIFO overflow");
      if (c1_v_q && !oq_wr_ready) $error("cipher_modes: output FIFO overflow");
      if (d0_v_q && (h0_open_q != open_q[d0_q.sid] || h0_blk_q != blocked_q[d0_q.sid]
                     || h0_fbm_q != fbm_q[d0_q.sid]))
        $error("cipher_modes: head beat flags out of step");
      if (d1_v_q && (h1_open_q != open_q[d1_q.sid] || h1_blk_q != blocked_q[d1_q.sid]
                     || h1_fbm_q != fbm_q[d1_q.sid]))
        $error("cipher_modes: second beat flags out of step");
    end
  end
`endif

endmodule
