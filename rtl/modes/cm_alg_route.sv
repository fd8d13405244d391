// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_alg_route: one AXI4-Stream packet interface in front of two modes
// engines (cipher_modes_axis), the algorithm chosen per message: the
// integrated top (rtl/top/tdes_aes_modes.sv) puts its TDES engine on port 0
// and its AES engine on port 1.
//
// Input: a packet goes to engine 1 when the algorithm byte of its first
// beat (control beat lane HB_ALG) is ALG1, else to engine 0 (which answers
// an unknown algorithm with ST_ERR_PARAM; a packet that ends inside its
// header gets ST_ERR_HEADER from whichever engine it reached). Its later
// beats follow it by stream (TID). Beats of different streams interleave
// freely, so both engines fill their pipelines from one interface.
//
// Order: the two engines have different latencies, so a stream's message on
// one engine could overtake its earlier message on the other. Per stream
// the router keeps the engine of its last packet and the number of its
// packets whose last output beat has not yet left the engines
// (outstanding: + 1 when a packet's first beat goes in, - 1 when a last
// beat comes out; every packet gives exactly one output packet). The first
// beat of a packet for the other engine waits until that number is zero,
// and so does every beat behind it (one input: head-of-line). A stream
// that switches algorithm therefore drains first; a stream that keeps its
// algorithm never waits (but at 2^OUT_W - 1 outstanding packets).
//
// Output: the engines' beats are merged beat by beat (round robin when both
// offer one); a stream's beats come from one engine at a time, in order.
//
// Timing: both sides have a two-entry skid buffer (cl_skid): s_tready_o,
// m_* and the engines' ready inputs are registers.
//
// Descriptors (DESC = 1; docs/modes.md, *Descriptors*): the algorithm is
// the descriptor's (byte DB_ALG), and the data channel carries only the
// messages' bytes. A descriptor goes to its engine's descriptor channel
// (through a skid buffer of its own) and, on the same clock, its stream and
// engine into the route queue (RQ_DEPTH entries), so the route queue holds
// the descriptors in the order the engines got them. A packet's first beat
// goes to the engine of the route queue's head and pops it when the head
// is of the beat's stream; a packet whose stream is not the head's (one
// without a descriptor) goes to the head's engine without popping it, and
// that engine, whose next descriptor is the same one, answers it with
// ST_ERR_HEADER as a single engine does. With the route queue empty a
// first beat waits, as in a single engine.

module cm_alg_route #(
  parameter int unsigned BEAT_W = 128,                      // TDATA width in bits
  parameter int unsigned SID_W  = 6,                        // TID width (streams: 2^SID_W)
  parameter logic [7:0]  ALG1   = cipher_modes_pkg::ALG_AES, // algorithm id of engine 1's packets
  parameter int unsigned OUT_W  = 8,                        // outstanding packets per stream: < 2^OUT_W
  parameter bit          DESC   = 1'b0,                     // descriptors on s_cmd; 0: in-band headers
  parameter int unsigned RQ_DEPTH = 8,                      // DESC: route queue entries (2^n, >= 2)
  localparam int unsigned DW    = cipher_modes_pkg::DESC_W, // descriptor width
  localparam int unsigned NS    = 1 << SID_W,               // streams
  localparam int unsigned NBT   = BEAT_W / 8,               // byte lanes
  localparam int unsigned ST_W  = cipher_modes_pkg::ST_W    // status (TUSER)
) (
  input  logic                   clk_i,
  input  logic                   rst_ni,       // synchronous, active low (and on zeroize)
  // AXI4-Stream input: packets of both algorithms.
  input  logic                   s_tvalid_i,
  output logic                   s_tready_o,
  input  logic [BEAT_W-1:0]      s_tdata_i,
  input  logic [NBT-1:0]         s_tkeep_i,
  input  logic                   s_tlast_i,
  input  logic [SID_W-1:0]       s_tid_i,
  // DESC: descriptor channel (AXI4-Stream; TREADY 0 without DESC).
  input  logic                   s_cmd_tvalid_i,
  output logic                   s_cmd_tready_o,
  input  logic [DW-1:0]          s_cmd_tdata_i,
  input  logic [SID_W-1:0]       s_cmd_tid_i,
  // DESC: to the engines' descriptor channels (one beat for both; a valid each).
  output logic [1:0]             c_tvalid_o,
  input  logic [1:0]             c_tready_i,
  output logic [DW-1:0]          c_tdata_o,
  output logic [SID_W-1:0]       c_tid_o,
  // To the engines' inputs (one beat for both; a valid each).
  output logic [1:0]             e_tvalid_o,
  input  logic [1:0]             e_tready_i,
  output logic [BEAT_W-1:0]      e_tdata_o,
  output logic [NBT-1:0]         e_tkeep_o,
  output logic                   e_tlast_o,
  output logic [SID_W-1:0]       e_tid_o,
  // From the engines' outputs.
  input  logic [1:0]             r_tvalid_i,
  output logic [1:0]             r_tready_o,
  input  logic [1:0][BEAT_W-1:0] r_tdata_i,
  input  logic [1:0][NBT-1:0]    r_tkeep_i,
  input  logic [1:0]             r_tlast_i,
  input  logic [1:0][SID_W-1:0]  r_tid_i,
  input  logic [1:0][ST_W-1:0]   r_tuser_i,
  // AXI4-Stream output: the merged packets.
  output logic                   m_tvalid_o,
  input  logic                   m_tready_i,
  output logic [BEAT_W-1:0]      m_tdata_o,
  output logic [NBT-1:0]         m_tkeep_o,
  output logic                   m_tlast_o,
  output logic [SID_W-1:0]       m_tid_o,
  output logic [ST_W-1:0]        m_tuser_o
);

  localparam int unsigned IN_W  = SID_W + BEAT_W + NBT + 1;
  localparam int unsigned OUTB_W = SID_W + BEAT_W + NBT + 1 + ST_W;

  if (OUT_W < 1) begin : g_err_out
    $fatal(1, "cm_alg_route: OUT_W must be >= 1");
  end
  if (DESC && (RQ_DEPTH < 2 || (RQ_DEPTH & (RQ_DEPTH - 1)) != 0)) begin : g_err_rq
    $fatal(1, "cm_alg_route: RQ_DEPTH must be a power of two >= 2");
  end

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  logic                  hv, h_take, h_last, start, tgt, blocked;
  logic [BEAT_W-1:0]     h_data;
  logic [NBT-1:0]        h_keep;
  logic [SID_W-1:0]      h_sid;
  logic [NS-1:0]         inpkt_q, owner_q;   // per stream: inside a packet; engine of its last packet
  logic [NS-1:0][OUT_W-1:0] cnt_q;           // per stream: outstanding packets
  logic [OUT_W-1:0]      cnt;
  logic                  g, rr_q, o_ready, o_take;
  logic [SID_W-1:0]      o_sid;

  // ---------------------------------------------------------------------------
  // Input: skid buffer, then the head beat's engine.
  // ---------------------------------------------------------------------------
  cl_skid #(.WIDTH(IN_W)) u_in (
    .clk_i,
    .rst_ni,
    .in_valid_i (s_tvalid_i),
    .in_ready_o (s_tready_o),
    .in_data_i  ({s_tid_i, s_tdata_i, s_tkeep_i, s_tlast_i}),
    .out_valid_o(hv),
    .out_ready_i(h_take),
    .out_data_o ({h_sid, h_data, h_keep, h_last})
  );

  // The engine of a packet's first beat: its control beat's algorithm, or
  // (DESC) the route queue head's (start_tgt); start_wait: no head yet.
  logic start_tgt, start_wait;
  assign start   = !inpkt_q[h_sid];
  assign tgt     = start ? start_tgt : owner_q[h_sid];
  assign cnt     = cnt_q[h_sid];
  // A packet's first beat waits while its stream has packets outstanding on
  // the other engine, or too many on this one.
  assign blocked = start && (start_wait || ((cnt != '0) && (owner_q[h_sid] != tgt)) || (&cnt));
  assign h_take  = hv && !blocked && e_tready_i[tgt];

  if (DESC) begin : g_desc
    // Descriptors: a skid buffer, then to their engine and the route queue.
    logic             cv, c_take, c_tgt, rq_room, rq_v, rq_tgt, rq_pop;
    logic [DW-1:0]    c_data;
    logic [SID_W-1:0] c_sid, rq_sid;
    cl_skid #(.WIDTH(SID_W + DW)) u_cmd (
      .clk_i,
      .rst_ni,
      .in_valid_i (s_cmd_tvalid_i),
      .in_ready_o (s_cmd_tready_o),
      .in_data_i  ({s_cmd_tid_i, s_cmd_tdata_i}),
      .out_valid_o(cv),
      .out_ready_i(c_take),
      .out_data_o ({c_sid, c_data})
    );
    assign c_tgt      = c_data[8 * cipher_modes_pkg::DB_ALG +: 8] == ALG1;
    assign c_tvalid_o = {cv && rq_room && c_tgt, cv && rq_room && !c_tgt};
    assign c_take     = cv && rq_room && c_tready_i[c_tgt];
    assign c_tdata_o  = c_data;
    assign c_tid_o    = c_sid;

    cl_sync_fifo #(.WIDTH(SID_W + 1), .DEPTH(RQ_DEPTH)) u_rq (
      .clk_i,
      .rst_ni,
      .wr_valid_i(c_take),
      .wr_valid_next_i(1'b0),
      .wr_ready_o(rq_room),
      .wr_data_i ({c_sid, c_tgt}),
      .rd_valid_o(rq_v),
      .rd_ready_i(rq_pop),
      .rd_data_o ({rq_sid, rq_tgt})
    );
    assign start_tgt  = rq_tgt;
    assign start_wait = !rq_v;
    assign rq_pop     = h_take && start && rq_sid == h_sid;
  end else begin : g_inband
    assign start_tgt      = h_data[8 * cipher_modes_pkg::HB_ALG +: 8] == ALG1;
    assign start_wait     = 1'b0;
    assign s_cmd_tready_o = 1'b0;
    assign c_tvalid_o     = '0;
    assign c_tdata_o      = '0;
    assign c_tid_o        = '0;
    logic unused_cmd;
    assign unused_cmd = ^{s_cmd_tvalid_i, s_cmd_tdata_i, s_cmd_tid_i, c_tready_i};
  end

  assign e_tvalid_o = {hv && !blocked && tgt, hv && !blocked && !tgt};
  assign e_tdata_o  = h_data;
  assign e_tkeep_o  = h_keep;
  assign e_tlast_o  = h_last;
  assign e_tid_o    = h_sid;

  // ---------------------------------------------------------------------------
  // Output: round robin between the engines into the output skid buffer.
  // ---------------------------------------------------------------------------
  assign g          = (&r_tvalid_i) ? rr_q : r_tvalid_i[1];
  assign r_tready_o = {o_ready && g, o_ready && !g};
  assign o_take     = r_tvalid_i[g] && o_ready;
  assign o_sid      = r_tid_i[g];

  cl_skid #(.WIDTH(OUTB_W)) u_out (
    .clk_i,
    .rst_ni,
    .in_valid_i (r_tvalid_i[g]),
    .in_ready_o (o_ready),
    .in_data_i  ({r_tid_i[g], r_tdata_i[g], r_tkeep_i[g], r_tlast_i[g], r_tuser_i[g]}),
    .out_valid_o(m_tvalid_o),
    .out_ready_i(m_tready_i),
    .out_data_o ({m_tid_o, m_tdata_o, m_tkeep_o, m_tlast_o, m_tuser_o})
  );

  // ---------------------------------------------------------------------------
  // Per-stream state. A last beat counts as out when it enters the output
  // skid buffer: the buffer keeps the order of what enters it.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      inpkt_q <= '0;
      owner_q <= '0;
      cnt_q   <= '0;
      rr_q    <= 1'b0;
    end else begin
      if (h_take) begin
        inpkt_q[h_sid] <= !h_last;
        if (start) owner_q[h_sid] <= tgt;
      end
      if (o_take && (&r_tvalid_i)) rr_q <= !g;
      for (int unsigned s = 0; s < NS; s++) begin
        cnt_q[s] <= cnt_q[s] + OUT_W'(h_take && start && (h_sid == SID_W'(s)))
                             - OUT_W'(o_take && r_tlast_i[g] && (o_sid == SID_W'(s)));
      end
    end
  end

endmodule
