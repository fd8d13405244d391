// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipher_modes: modes-of-operation engine around a pipelined block core.
//
// Modes (each encrypt and decrypt): ECB, CBC, CFB-1/-8/-BLOCK_W, OFB, CTR,
// CMAC (SP 800-38B, generate and verify). Many independent streams (message
// contexts) share one block core; beats of different streams interleave
// freely. See docs/modes.md for the full interface description.
//
// Channels (AXI-Stream-like valid/ready):
//   cmd  : opens a message on stream cmd_sid_i (mode, direction, segment
//          size, tag length, key bundle, IV / expected CMAC tag).
//   din  : data beats (stream id, data, last, valid bit count of the last beat).
//   dout : result beats (stream id, data, last, bit count, status on last).
//
// Pipeline (one operation per clock):
//   S0  issue:  picks the command or the head data beat; hazard checks on
//               small per-stream flag vectors (open, blocked, first, fb).
//               Reads the per-stream context RAMs (address = head data sid).
//   S1  fetch:  registers the context RAM outputs (block RAM clock-to-out
//               gets a whole clock) and decides, from registered flags only,
//               where S2 takes the chaining value from (IV, RAM or one of two
//               forwarding registers).
//   S2  build:  forms the core input block, the side-band word and the new
//               issue-fed chaining value (CTR counter, CBC-dec / CFB-dec
//               shift register, forwarded to the next two beats).
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
  localparam int unsigned SID_W = (STREAMS > 1) ? $clog2(STREAMS) : 1,
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,     // bit count 0..BLOCK_W
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1  // tag bytes 0..BLOCK_W/8
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low
  // Command channel.
  input  logic               cmd_valid_i,
  output logic               cmd_ready_o,
  input  logic [SID_W-1:0]   cmd_sid_i,      // stream id
  input  logic [cipher_modes_pkg::MODE_W-1:0]  cmd_mode_i,     // MODE_*
  input  logic               cmd_decrypt_i,  // 1: decrypt (CMAC: verify)
  input  logic [CNT_W-1:0]   cmd_seg_i,      // CFB segment size in bits: 1, 8 or BLOCK_W
  input  logic [TL_W-1:0]    cmd_taglen_i,   // CMAC tag length in bytes, 1..BLOCK_W/8
  input  logic [KEY_W-1:0]   cmd_key_i,      // key bundle (TDES: K1||K2||K3)
  input  logic [BLOCK_W-1:0] cmd_iv_i,       // IV / initial counter / expected CMAC tag
  // Data-in channel.
  input  logic               din_valid_i,
  output logic               din_ready_o,
  input  logic [SID_W-1:0]   din_sid_i,
  input  logic [BLOCK_W-1:0] din_data_i,     // MSB-aligned (CFB-1/-8: segment in the MSBs)
  input  logic               din_last_i,
  input  logic [CNT_W-1:0]   din_bits_i,     // valid bits of the last beat (MSB-aligned)
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

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cipher_modes: BLOCK_W must be 64 or 128");
  end
  if (CTR_W == 0 || CTR_W > BLOCK_W) begin : g_err_ctr
    $fatal(1, "cipher_modes: CTR_W must be in 1..BLOCK_W");
  end

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

  // ---------------------------------------------------------------------------
  // Per-stream configuration word (context RAM, written by commands).
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               dec;
    logic [cipher_modes_pkg::SEG_W-1:0]   seg;
    logic [cipher_modes_pkg::ST_W-1:0]    err;    // != ST_OK: reject the message with this status
    logic [TL_W-1:0]    tl;     // CMAC tag bytes
    logic [KEY_W-1:0]   key;
    logic [BLOCK_W-1:0] iv;
  } cfg_t;
  // $bits(cfg_t), spelled out for Yosys.
  localparam int unsigned CFG_W = cipher_modes_pkg::MODE_W + 1 + cipher_modes_pkg::SEG_W + cipher_modes_pkg::ST_W + TL_W + KEY_W + BLOCK_W;

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

  // ---------------------------------------------------------------------------
  // Reset sweep: clears every context RAM word (keys included) after reset.
  // ---------------------------------------------------------------------------
  logic             init_q;
  logic [SID_W-1:0] init_cnt_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      init_q     <= 1'b1;
      init_cnt_q <= '0;
    end else if (init_q) begin
      init_cnt_q <= init_cnt_q + 1'b1;
      if (init_cnt_q == SID_W'(NS - 1)) init_q <= 1'b0;
    end
  end

  // ---------------------------------------------------------------------------
  // Command buffer (one entry; fields checked on entry).
  // ---------------------------------------------------------------------------
  logic               c_v_q;
  logic [SID_W-1:0]   c_sid_q;
  cfg_t               c_cfg_q;
  logic               c_fb_q;   // mode whose chaining value is completion-fed
  logic               c_lop_q;  // needs the CMAC L block
  cfg_t               c_cfg_d;
  logic               c_fb_d, c_lop_d;
  logic               cmd_push, cmd_pop;

  always_comb begin
    c_cfg_d      = '0;
    c_cfg_d.mode = cmd_mode_i;
    c_cfg_d.dec  = cmd_decrypt_i;
    c_cfg_d.tl   = cmd_taglen_i;
    c_cfg_d.key  = cmd_key_i;
    c_cfg_d.iv   = cmd_iv_i;
    c_cfg_d.err  = cipher_modes_pkg::ST_OK;
    c_cfg_d.seg  = cipher_modes_pkg::SEG_BLOCK;
    if (cmd_seg_i == CNT_W'(8))      c_cfg_d.seg = cipher_modes_pkg::SEG_8;
    else if (cmd_seg_i == CNT_W'(1)) c_cfg_d.seg = cipher_modes_pkg::SEG_1;
    if (cmd_mode_i > cipher_modes_pkg::MODE_CMAC) begin
      c_cfg_d.err = cipher_modes_pkg::ST_ERR_MODE;
    end else if (cmd_mode_i == cipher_modes_pkg::MODE_CFB && cmd_seg_i != CNT_W'(1) && cmd_seg_i != CNT_W'(8)
                 && cmd_seg_i != BW) begin
      c_cfg_d.err = cipher_modes_pkg::ST_ERR_PARAM;
    end else if (cmd_mode_i == cipher_modes_pkg::MODE_CMAC
                 && (cmd_taglen_i == '0 || cmd_taglen_i > TL_W'(BLOCK_W / 8))) begin
      c_cfg_d.err = cipher_modes_pkg::ST_ERR_PARAM;
    end
    c_fb_d  = (c_cfg_d.err == cipher_modes_pkg::ST_OK)
           && ((cmd_mode_i == cipher_modes_pkg::MODE_CBC && !cmd_decrypt_i) || (cmd_mode_i == cipher_modes_pkg::MODE_CFB && !cmd_decrypt_i)
               || cmd_mode_i == cipher_modes_pkg::MODE_OFB || cmd_mode_i == cipher_modes_pkg::MODE_CMAC);
    c_lop_d = (c_cfg_d.err == cipher_modes_pkg::ST_OK) && cmd_mode_i == cipher_modes_pkg::MODE_CMAC;
  end

  assign cmd_ready_o = !c_v_q;
  assign cmd_push    = cmd_valid_i && cmd_ready_o;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      c_v_q <= 1'b0;
    end else if (cmd_push) begin
      c_v_q <= 1'b1;
    end else if (cmd_pop) begin
      c_v_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (cmd_push) begin
      c_sid_q <= cmd_sid_i;
      c_cfg_q <= c_cfg_d;
      c_fb_q  <= c_fb_d;
      c_lop_q <= c_lop_d;
    end
  end

  // ---------------------------------------------------------------------------
  // Data buffer (two entries, d0 is the head).
  // ---------------------------------------------------------------------------
  logic               d0_v_q, d1_v_q;
  logic [SID_W-1:0]   d0_sid_q, d1_sid_q;
  logic [BLOCK_W-1:0] d0_data_q, d1_data_q;
  logic               d0_last_q, d1_last_q;
  logic [CNT_W-1:0]   d0_bits_q, d1_bits_q;
  // "pre": the beat was accepted no later than the buffered command, so it
  // belongs before that command in stream order.
  logic               d0_pre_q, d1_pre_q, din_pre;
  logic               din_push, d_pop;

  assign din_ready_o = !d1_v_q;
  assign din_push    = din_valid_i && din_ready_o;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      d0_v_q <= 1'b0;
      d1_v_q <= 1'b0;
    end else begin
      if (d_pop) begin
        d0_v_q <= d1_v_q || din_push;
        d1_v_q <= d1_v_q && din_push;
      end else if (din_push) begin
        d0_v_q <= 1'b1;
        d1_v_q <= d0_v_q;
      end
    end
  end

  // A beat is older than the buffered command unless the command was already
  // buffered when the beat arrived; a command arriving marks every buffered beat.
  assign din_pre = cmd_push || !c_v_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      d0_pre_q <= 1'b0;
      d1_pre_q <= 1'b0;
    end else begin
      if (d_pop && d1_v_q)                      d0_pre_q <= d1_pre_q || cmd_push;
      else if (din_push && (d_pop || !d0_v_q))  d0_pre_q <= din_pre;
      else if (cmd_push)                        d0_pre_q <= 1'b1;
      if (din_push && (d_pop ? d1_v_q : d0_v_q)) d1_pre_q <= din_pre;
      else if (cmd_push)                         d1_pre_q <= 1'b1;
    end
  end

  always_ff @(posedge clk_i) begin
    // Head: refilled from d1 or the input on a pop, or from the input when empty.
    if (d_pop && d1_v_q) begin
      d0_sid_q  <= d1_sid_q;
      d0_data_q <= d1_data_q;
      d0_last_q <= d1_last_q;
      d0_bits_q <= d1_bits_q;
    end else if (din_push && (d_pop || !d0_v_q)) begin
      d0_sid_q  <= din_sid_i;
      d0_data_q <= din_data_i;
      d0_last_q <= din_last_i;
      d0_bits_q <= din_bits_i;
    end
    if (din_push && (d_pop ? d1_v_q : d0_v_q)) begin
      d1_sid_q  <= din_sid_i;
      d1_data_q <= din_data_i;
      d1_last_q <= din_last_i;
      d1_bits_q <= din_bits_i;
    end
  end

  // ---------------------------------------------------------------------------
  // S0: issue.
  // ---------------------------------------------------------------------------
  logic [NS-1:0] open_q, blocked_q, first_q, fbm_q;
  logic [NS-1:0] open_d, blocked_d, first_d, fbm_d;
  logic          credit_ok;
  logic          c_open, c_blk, c_hold, c_go, c_busy, c_take;
  logic          d_open, d_blk, d_hold, d_go;
  logic          s0_v;
  logic [cipher_modes_pkg::OP_W-1:0] s0_op;
  logic [SID_W-1:0] s0_sid;
  logic          s0_fb;
  // Completion-side release of a stream (from C0).
  logic             rel_v;
  logic [SID_W-1:0] rel_sid;

  // The flags of the buffered command's and the head beat's streams come
  // from registered copies (see "Head flags" below), not from a 64:1 lookup
  // in the issue path.
  logic hc_open_q, hc_blk_q, h0_open_q, h0_blk_q, h0_fbm_q, h1_open_q, h1_blk_q, h1_fbm_q;
  assign c_open = hc_open_q;
  assign c_blk  = hc_blk_q;
  assign d_open = h0_open_q;
  assign d_blk  = h0_blk_q;
  // A command waits for the older buffered data beats of the message it would
  // abort; a newer beat for a closed stream waits for the buffered command of
  // that stream (it belongs to the message that command opens).
  assign c_hold = c_open && ((d0_v_q && d0_pre_q && d0_sid_q == c_sid_q)
                             || (d1_v_q && d1_pre_q && d1_sid_q == c_sid_q));
  assign d_hold = !d_open && c_v_q && !d0_pre_q && (c_sid_q == d0_sid_q);

  assign c_go   = !init_q && credit_ok && c_v_q && !c_blk && !c_hold;
  assign c_busy = c_go && c_open;   // abort the open message first
  assign c_take = c_go && !c_open;  // open the new message
  assign d_go   = !init_q && credit_ok && !c_go && d0_v_q && (d_open ? !d_blk : !d_hold);
  assign cmd_pop = c_take;
  assign d_pop   = d_go;

  always_comb begin
    s0_v   = 1'b0;
    s0_op  = cipher_modes_pkg::OP_DATA;
    s0_sid = d0_sid_q;
    s0_fb  = 1'b0;
    open_d    = open_q;
    blocked_d = blocked_q;
    first_d   = first_q;
    fbm_d     = fbm_q;
    if (rel_v) blocked_d[rel_sid] = 1'b0;
    if (c_busy) begin
      s0_v   = 1'b1;
      s0_op  = cipher_modes_pkg::OP_BUSY;
      s0_sid = c_sid_q;
      open_d[c_sid_q] = 1'b0;
    end else if (c_take) begin
      s0_v   = c_lop_q;
      s0_op  = cipher_modes_pkg::OP_LOP;
      s0_sid = c_sid_q;
      s0_fb  = c_lop_q;
      open_d[c_sid_q]  = 1'b1;
      first_d[c_sid_q] = 1'b1;
      fbm_d[c_sid_q]   = c_fb_q;
      if (c_lop_q) blocked_d[c_sid_q] = 1'b1;
    end else if (d_go) begin
      s0_v  = 1'b1;
      if (d_open) begin
        s0_op = cipher_modes_pkg::OP_DATA;
        s0_fb = h0_fbm_q;
        first_d[d0_sid_q] = 1'b0;
        if (h0_fbm_q) blocked_d[d0_sid_q] = 1'b1;
        if (d0_last_q) open_d[d0_sid_q] = 1'b0;
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
    end else begin
      open_q    <= open_d;
      blocked_q <= blocked_d;
      first_q   <= first_d;
      fbm_q     <= fbm_d;
    end
  end

  // ---------------------------------------------------------------------------
  // Head flags: open / blocked / fb of the streams of the buffered command (hc),
  // the head beat (h0) and the second beat (h1), each valid in the current
  // clock. Their next values are the flags of the stream each slot holds next
  // clock: taken from the slot the id moves from (or looked up when the id
  // arrives on an input), with this clock's flag updates applied. Every
  // stream-id comparison is between registers or inputs, so the issue
  // decision only drives the last multiplexers.
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic open;
    logic blk;
    logic fbm;
  } hflags_t;

  // This clock's flag updates (the same as in the S0 block above).
  logic op_c, op_d, bs_c, bs_d;
  assign op_c = c_go;                               // open[c_sid] := c_take
  assign op_d = d_go && d_open && d0_last_q;        // open[d0_sid] := 0
  assign bs_c = c_take && c_lop_q;                  // blocked[c_sid] := 1
  assign bs_d = d_go && d_open && h0_fbm_q;         // blocked[d0_sid] := 1

  // The flags of stream `sid` next clock, given its flags now (`cur`).
  function automatic hflags_t next_flags(hflags_t cur, logic eq_c, logic eq_d, logic eq_r,
                                         logic op_c_i, logic c_take_i, logic op_d_i, logic bs_c_i,
                                         logic bs_d_i, logic rel_i, logic fb_i);
    hflags_t n;
    n.open = (op_c_i && eq_c) ? c_take_i : ((op_d_i && eq_d) ? 1'b0 : cur.open);
    n.blk  = ((bs_c_i && eq_c) || (bs_d_i && eq_d)) ? 1'b1 : ((rel_i && eq_r) ? 1'b0 : cur.blk);
    n.fbm  = (c_take_i && eq_c) ? fb_i : cur.fbm;
    next_flags = n;
  endfunction

  hflags_t f_c, f_cin, f_d0, f_d1, f_in;   // next flags of each candidate id
  hflags_t cur_cin, cur_in;

  always_comb begin
    cur_cin = {open_q[cmd_sid_i], blocked_q[cmd_sid_i], fbm_q[cmd_sid_i]};
    cur_in  = {open_q[din_sid_i], blocked_q[din_sid_i], fbm_q[din_sid_i]};
    f_c   = next_flags({hc_open_q, hc_blk_q, 1'b0}, 1'b1, d0_sid_q == c_sid_q,
                       rel_sid == c_sid_q, op_c, c_take, op_d, bs_c, bs_d, rel_v, c_fb_q);
    f_cin = next_flags(cur_cin, cmd_sid_i == c_sid_q, cmd_sid_i == d0_sid_q, cmd_sid_i == rel_sid,
                       op_c, c_take, op_d, bs_c, bs_d, rel_v, c_fb_q);
    f_d0  = next_flags({h0_open_q, h0_blk_q, h0_fbm_q}, c_sid_q == d0_sid_q, 1'b1,
                       rel_sid == d0_sid_q, op_c, c_take, op_d, bs_c, bs_d, rel_v, c_fb_q);
    f_d1  = next_flags({h1_open_q, h1_blk_q, h1_fbm_q}, c_sid_q == d1_sid_q,
                       d0_sid_q == d1_sid_q, rel_sid == d1_sid_q, op_c, c_take, op_d, bs_c, bs_d,
                       rel_v, c_fb_q);
    f_in  = next_flags(cur_in, din_sid_i == c_sid_q, din_sid_i == d0_sid_q, din_sid_i == rel_sid,
                       op_c, c_take, op_d, bs_c, bs_d, rel_v, c_fb_q);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      {hc_open_q, hc_blk_q}           <= '0;
      {h0_open_q, h0_blk_q, h0_fbm_q} <= '0;
      {h1_open_q, h1_blk_q, h1_fbm_q} <= '0;
    end else begin
      // Same slot movements as the command and data buffers.
      {hc_open_q, hc_blk_q} <= cmd_push ? {f_cin.open, f_cin.blk} : {f_c.open, f_c.blk};
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
  logic [KEY_W-1:0]   s1_key_q;   // command key for the CMAC L block

  always_comb begin
    s0_beat.op    = s0_op;
    s0_beat.sid   = s0_sid;
    s0_beat.data  = d0_data_q;
    s0_beat.last  = d0_last_q;
    s0_beat.bits  = d0_bits_q;
    s0_beat.first = first_q[d0_sid_q];
    s0_beat.fb    = s0_fb;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s1_v_q <= 1'b0;
    end else begin
      s1_v_q <= s0_v;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s0_v) s1_q <= s0_beat;
    if (c_take) s1_key_q <= c_cfg_q.key;
  end

  // ---------------------------------------------------------------------------
  // Context RAMs, all read at S0 with the head data beat's stream id.
  // ---------------------------------------------------------------------------
  cfg_t               cfg_rd;
  logic [BLOCK_W-1:0] cva_rd, cvb_rd, l_rd;
  logic               cva_we, cvb_we, l_we;
  logic [SID_W-1:0]   cva_wa, cvb_wa, l_wa;
  logic [BLOCK_W-1:0] cva_wd, cvb_wd, l_wd;
  logic               c0_cvb_we, c0_l_we;
  logic [SID_W-1:0]   c0_sid;
  logic [BLOCK_W-1:0] c0_cvb_wd, c0_l_wd;

  // Configuration: written by commands.
  cl_ram_1r1w #(.WIDTH(CFG_W), .DEPTH(NS)) u_cfg_ram (
    .clk_i,
    .we_i   (init_q || c_take),
    .waddr_i(init_q ? init_cnt_q : c_sid_q),
    .wdata_i(init_q ? CFG_W'(0) : c_cfg_q),
    .re_i   (1'b1),
    .raddr_i(d0_sid_q),
    .rdata_o(cfg_rd)
  );

  // Issue-fed chaining value (CTR counter, CBC-dec last ciphertext, CFB-dec
  // shift register): written at S2.
  assign cva_we = init_q || s2_cva_we;
  assign cva_wa = init_q ? init_cnt_q : s2_q.sid;
  assign cva_wd = init_q ? '0 : s2_cva_wd;
  cl_ram_1r1w #(.WIDTH(BLOCK_W), .DEPTH(NS)) u_cva_ram (
    .clk_i,
    .we_i   (cva_we),
    .waddr_i(cva_wa),
    .wdata_i(cva_wd),
    .re_i   (1'b1),
    .raddr_i(d0_sid_q),
    .rdata_o(cva_rd)
  );

  // Completion-fed chaining value (CBC-enc, CFB-enc, OFB, CMAC): written at C0.
  assign cvb_we = init_q || c0_cvb_we;
  assign cvb_wa = init_q ? init_cnt_q : c0_sid;
  assign cvb_wd = init_q ? '0 : c0_cvb_wd;
  cl_ram_1r1w #(.WIDTH(BLOCK_W), .DEPTH(NS)) u_cvb_ram (
    .clk_i,
    .we_i   (cvb_we),
    .waddr_i(cvb_wa),
    .wdata_i(cvb_wd),
    .re_i   (1'b1),
    .raddr_i(d0_sid_q),
    .rdata_o(cvb_rd)
  );

  // CMAC L = E_K(0^b): written at C0.
  assign l_we = init_q || c0_l_we;
  assign l_wa = init_q ? init_cnt_q : c0_sid;
  assign l_wd = init_q ? '0 : c0_l_wd;
  cl_ram_1r1w #(.WIDTH(BLOCK_W), .DEPTH(NS)) u_l_ram (
    .clk_i,
    .we_i   (l_we),
    .waddr_i(l_wa),
    .wdata_i(l_wd),
    .re_i   (1'b1),
    .raddr_i(d0_sid_q),
    .rdata_o(l_rd)
  );

  // ---------------------------------------------------------------------------
  // S1: register the context words; choose the chaining-value source.
  // ---------------------------------------------------------------------------
  // Issue-fed chaining values are written to u_cva_ram at the end of S2, so a
  // beat's RAM read (end of S0) misses the writes of the two beats issued
  // just before it. Those values are forwarded from fwd1 (the beat one ahead)
  // and fwd2 (two ahead); the newer one wins.
  localparam int unsigned CV_IV = 0, CV_F1 = 1, CV_F2 = 2, CV_A = 3, CV_B = 4;  // one-hot bit of s2_cvsel_q
  logic               fwd1_v_q;
  logic [SID_W-1:0]   fwd1_sid_q;
  logic [BLOCK_W-1:0] fwd1_val_q, fwd2_val_q;
  logic               s2_v_q;
  beat_t              s2_q;
  logic [KEY_W-1:0]   s2_key_q;
  logic [4:0]         s2_cvsel_q, s1_cvsel;
  cfg_t               s2_cfg_q;
  logic [BLOCK_W-1:0] s2_cva_q, s2_cvb_q, s2_l_q;
  logic               s2_cva_we;
  logic [BLOCK_W-1:0] s2_cva_wd;
  logic               hit1, hit2;

  // The beat now in S2 writes fwd1 at this edge (it is one ahead of the S1
  // beat); what fwd1 holds now moves to fwd2 (two ahead).
  assign hit1 = s2_cva_we && s2_q.sid == s1_q.sid;
  assign hit2 = fwd1_v_q && fwd1_sid_q == s1_q.sid;
  // A feedback-mode stream (s1_q.fb) takes the completion-fed value; every
  // other stream that needs one (CTR, CBC-dec, CFB-dec) the issue-fed one.
  always_comb begin
    s1_cvsel = '0;
    if (s1_q.first)  s1_cvsel[CV_IV] = 1'b1;
    else if (s1_q.fb) s1_cvsel[CV_B] = 1'b1;
    else if (hit1)    s1_cvsel[CV_F1] = 1'b1;
    else if (hit2)    s1_cvsel[CV_F2] = 1'b1;
    else              s1_cvsel[CV_A] = 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      s2_v_q <= 1'b0;
    end else begin
      s2_v_q <= s1_v_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s1_v_q) begin
      s2_q       <= s1_q;
      s2_key_q   <= s1_key_q;
      s2_cvsel_q <= s1_cvsel;
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
  logic               full_last;
  logic               s2_push;
  logic [BLOCK_W-1:0] s2_block;
  logic [KEY_W-1:0]   s2_key;
  logic               s2_dec;
  side_t              s2_side;

  // One-hot select (AND-OR), decided at S1.
  assign cv      = ({BLOCK_W{s2_cvsel_q[CV_IV]}} & s2_cfg_q.iv)
                 | ({BLOCK_W{s2_cvsel_q[CV_F1]}} & fwd1_val_q)
                 | ({BLOCK_W{s2_cvsel_q[CV_F2]}} & fwd2_val_q)
                 | ({BLOCK_W{s2_cvsel_q[CV_A]}}  & s2_cva_q)
                 | ({BLOCK_W{s2_cvsel_q[CV_B]}}  & s2_cvb_q);
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
          // Rejected message: swallow its beats, report on the last one.
          s2_push      = s2_v_q && s2_q.last;
          s2_side.kind = cipher_modes_pkg::KIND_BYP;
          s2_side.st   = s2_cfg_q.err;
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
    if (!s2_v_q || s2_q.op != cipher_modes_pkg::OP_DATA) s2_cva_we = 1'b0;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      fwd1_v_q <= 1'b0;
    end else begin
      fwd1_v_q <= s2_cva_we;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s2_cva_we) begin
      fwd1_sid_q <= s2_q.sid;
      fwd1_val_q <= s2_cva_wd;
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

  cl_sync_fifo #(.WIDTH(1 + KEY_W + BLOCK_W), .DEPTH(INQ_DEPTH)) u_inq (
    .clk_i,
    .rst_ni,
    .wr_valid_i(s2_push),
    .wr_ready_o(inq_wr_ready),
    .wr_data_i ({s2_dec, s2_key, s2_block}),
    .rd_valid_o(inq_v),
    .rd_ready_i(core_in_ready),
    .rd_data_o ({inq_dec, inq_key, inq_block})
  );

  cl_sync_fifo #(.WIDTH(SIDE_W), .DEPTH(SIDE_DEPTH)) u_side (
    .clk_i,
    .rst_ni,
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
    .rst_ni,
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
    if (!rst_ni) begin
      c0_v_q <= 1'b0;
    end else begin
      c0_v_q <= core_out_fire;
    end
  end

  always_ff @(posedge clk_i) begin
    if (core_out_fire) begin
      c0_o_q <= core_out_block;
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
    if (!rst_ni) begin
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
  assign c0_l_we   = c0_v_q && (c0_m_q.kind == cipher_modes_pkg::KIND_LOP);
  assign c0_l_wd   = c0_o_q;
  assign rel_v     = c0_v_q && c0_m_q.fb;
  assign rel_sid   = c0_m_q.sid;

  // Output FIFO.
  cl_sync_fifo #(.WIDTH(SID_W + BLOCK_W + 1 + CNT_W + cipher_modes_pkg::ST_W), .DEPTH(OQ_DEPTH)) u_oq (
    .clk_i,
    .rst_ni,
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
    if (!rst_ni) begin
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
    if (!rst_ni) begin
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
  assign unused = ^{core_out_tag, inq_wr_ready, side_wr_ready, oq_wr_ready, f_c.fbm, f_cin.fbm};

`ifndef SYNTHESIS
  // Checked only once a reset has been applied (state before it is arbitrary).
  logic was_reset_q;
  initial was_reset_q = 1'b0;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) was_reset_q <= 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (rst_ni && was_reset_q) begin
      if (core_out_fire && !side_v) $error("cipher_modes: side FIFO out of step with the core");
      if (s2_push && (!inq_wr_ready || !side_wr_ready)) $error("cipher_modes: FIFO overflow");
      if (c1_v_q && !oq_wr_ready) $error("cipher_modes: output FIFO overflow");
      if (c_v_q && (hc_open_q != open_q[c_sid_q] || hc_blk_q != blocked_q[c_sid_q]))
        $error("cipher_modes: command head flags out of step");
      if (d0_v_q && (h0_open_q != open_q[d0_sid_q] || h0_blk_q != blocked_q[d0_sid_q]
                     || h0_fbm_q != fbm_q[d0_sid_q]))
        $error("cipher_modes: head beat flags out of step");
      if (d1_v_q && (h1_open_q != open_q[d1_sid_q] || h1_blk_q != blocked_q[d1_sid_q]
                     || h1_fbm_q != fbm_q[d1_sid_q]))
        $error("cipher_modes: second beat flags out of step");
    end
  end
`endif

endmodule
