// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_data_rx: the data channel of the modes engine with descriptors
// (DESC = 1; docs/modes.md, *Descriptors*), and the seam to cipher_modes.
//
// The data channel carries each message's bytes as one packet on its
// stream (TID); packets of different streams interleave beat by beat. A
// message begins with the first beat of a stream that has no open packet,
// and takes the next command of the descriptor queue (cm_desc_pipe, q_*):
// descriptors come in the order in which their messages begin on the data
// channel.
//   - the next command is of the beat's stream: cipher_modes gets the
//     command beat (its fields are the queue head's until the beat is
//     taken, which pops it), then the packet's beats as data beats;
//   - it is of another stream: the packet has no descriptor. Its beats are
//     dropped, and its last beat reaches cipher_modes as a last data beat
//     with no open message (ST_ERR_HEADER); the command waits for its own
//     packet;
//   - the queue is empty: the beat waits for its descriptor.
// A message without data bytes is one beat with TKEEP = 0 and TLAST. With
// BEAT_W > BLOCK_W (64-bit blocks in 128-bit beats) a block takes lanes
// 0..BLOCK_W/8-1, and a kept lane above them is a malformed TKEEP.
// Data beats: every beat is turned around (lane 0 the block's most
// significant byte); the byte count comes from TKEEP: all lanes before the
// last beat, lanes 0..n-1 on it (a GCM / CCM message the engine runs:
// lanes 0..n-1 on every beat); any other TKEEP ends the message with
// ST_ERR_PARTIAL (a bit count above BLOCK_W on its last beat). A GCM / CCM
// encryption's last beat is marked din_defer_o (cipher_modes runs its
// block, then the final step), unless it is the empty message's beat.
// Per-stream state (flip-flops, cleared by reset and zeroize): the stream
// has an open packet; it is one without a descriptor (dropped); its
// message's AEAD flags; its sticky bad-TKEEP flag; the next beat is its
// message's first.
// Timing: TREADY from a register (cl_fifo2); the output register B drives
// cipher_modes' input, whose ready is a register there. A message costs one
// command beat ahead of its data beats on B.

module cm_data_rx #(
  parameter int unsigned BLOCK_W = 64,    // block width in bits (64 or 128)
  parameter int unsigned BEAT_W  = BLOCK_W, // TDATA width: BLOCK_W, or 128 with 64-bit blocks
  parameter int unsigned SID_W   = 6,     // stream id width
  localparam int unsigned NS     = 1 << SID_W,
  localparam int unsigned NB     = BLOCK_W / 8,
  localparam int unsigned NBT    = BEAT_W / 8,
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1
) (
  input  logic               clk_i,
  input  logic               rst_ni,          // synchronous, active low (reset or zeroize)
  input  logic               sweep_i,         // the engine's reset sweep is running: no beat
                                              // leaves for cipher_modes
  // Data channel (AXI4-Stream).
  input  logic               s_tvalid_i,
  output logic               s_tready_o,
  input  logic [BEAT_W-1:0]  s_tdata_i,
  input  logic [NBT-1:0]     s_tkeep_i,
  input  logic               s_tlast_i,
  input  logic [SID_W-1:0]   s_tid_i,
  // The descriptor queue's head (cm_desc_pipe).
  input  logic               q_valid_i,
  output logic               q_pop_o,         // its command beat is taken
  input  logic [SID_W-1:0]   q_sid_i,
  input  logic               q_aead_i,
  input  logic               q_aenc_i,
  input  logic [BLOCK_W-1:0] q_iv_i,
  // To cipher_modes (the command fields are the queue head's).
  output logic               din_valid_o,
  input  logic               din_ready_i,
  output logic [SID_W-1:0]   din_sid_o,
  output logic               din_cmd_o,
  output logic [BLOCK_W-1:0] din_data_o,
  output logic               din_last_o,
  output logic [CNT_W-1:0]   din_bits_o,
  output logic               din_defer_o,
  output logic               blk_in_o         // one clock: a data beat was taken (counters)
);

  localparam logic [CNT_W-1:0] BW       = CNT_W'(BLOCK_W);
  localparam logic [CNT_W-1:0] BAD_BITS = CNT_W'(BLOCK_W + 1);  // ST_ERR_PARTIAL in the engine

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cm_data_rx: BLOCK_W must be 64 or 128");
  end
  if (BEAT_W != BLOCK_W && !(BEAT_W == 128 && BLOCK_W == 64)) begin : g_err_beat
    $fatal(1, "cm_data_rx: BEAT_W must be BLOCK_W, or 128 with 64-bit blocks");
  end

  // A beat as buffered: turned around, with TKEEP's verdicts.
  typedef struct packed {
    logic [SID_W-1:0]   sid;
    logic [BLOCK_W-1:0] data;
    logic [CNT_W-1:0]   kbits;  // kept lanes in bits
    logic               kall;   // every lane kept
    logic               kform;  // lanes 0..n-1 kept (n >= 0)
    logic               last;
  } ent_t;
  localparam int unsigned ENT_W = SID_W + BLOCK_W + CNT_W + 3;

  ent_t             in_e, h;
  logic [ENT_W-1:0] h_w;
  logic             h_v, take;

  // A block takes lanes 0..NB-1 of a beat; a kept lane beyond them (BEAT_W >
  // BLOCK_W) makes the beat's TKEEP malformed.
  logic [NB-1:0] keep;
  logic          keep_hi;
  assign keep    = s_tkeep_i[NB-1:0];
  if (NBT > NB) begin : g_hi
    assign keep_hi = |s_tkeep_i[NBT-1:NB];
    logic unused_hi;
    assign unused_hi = ^s_tdata_i[BEAT_W-1:BLOCK_W];
  end else begin : g_no_hi
    assign keep_hi = 1'b0;
  end

  always_comb begin
    in_e       = '0;
    in_e.sid   = s_tid_i;
    for (int unsigned k = 0; k < NB; k++) begin
      in_e.data[BLOCK_W - 1 - 8 * k -: 8] = s_tdata_i[8 * k +: 8];
      in_e.kbits = in_e.kbits + CNT_W'(keep[k]);
    end
    in_e.kbits = in_e.kbits << 3;
    in_e.kall  = &keep && !keep_hi;
    in_e.kform = (keep & (keep + 1'b1)) == '0 && !keep_hi;
    in_e.last  = s_tlast_i;
  end

  cl_fifo2 #(.WIDTH(ENT_W)) u_in (
    .clk_i,
    .rst_ni,
    .in_valid_i (s_tvalid_i),
    .in_ready_o (s_tready_o),
    .in_data_i  (in_e),
    .out_valid_o(h_v),
    .out_ready_i(take),
    .out_data_o (h_w)
  );
  assign h = ent_t'(h_w);

  // Per-stream state.
  logic [NS-1:0] open_q, drop_q, aead_q, aenc_q, badk_q, first_q;
  logic          s_open, s_drop, s_aead, s_aenc, s_badk, s_first;
  assign s_open = open_q[h.sid];
  assign s_drop = drop_q[h.sid];
  assign s_aead = aead_q[h.sid];
  assign s_aenc = aenc_q[h.sid];
  assign s_badk = badk_q[h.sid];
  assign s_first = first_q[h.sid];
  // The one beat of a message without data (TKEEP 0, TLAST on its first
  // beat): the empty message, whose last beat is never deferred.
  logic empty;
  assign empty = s_first && h.last && h.kbits == '0;

  // Output register B.
  logic               b_v_q, b_cmd_q, b_last_q, b_defer_q;
  logic [SID_W-1:0]   b_sid_q;
  logic [BLOCK_W-1:0] b_data_q;
  logic [CNT_W-1:0]   b_bits_q;
  logic               b_fire, b_free;
  assign b_fire = b_v_q && din_ready_i;
  assign b_free = !b_v_q || b_fire;

  // The head beat's fate. A message start pairs with the queue head, but
  // not while B offers a command beat (the head is the queue's until that
  // beat is taken).
  // Nothing leaves during the engine's sweep (from a register of this
  // module's own, one clock longer than sweep_i).
  logic sweep_q;
  always_ff @(posedge clk_i) sweep_q <= !rst_ni || sweep_i;

  logic start, pair, stray, cmd_go, dat_go;
  assign start  = h_v && !sweep_q && !s_open && !s_drop;
  assign pair   = start && q_valid_i && !(b_v_q && b_cmd_q) && q_sid_i == h.sid;
  assign stray  = start && q_valid_i && !(b_v_q && b_cmd_q) && q_sid_i != h.sid;
  assign cmd_go = b_free && pair;
  // A beat of an open packet, or a packet without a descriptor: taken when
  // B is free (only its last beat, or an open message's beats, enter B).
  assign dat_go = b_free && h_v && !sweep_q && (s_open || s_drop || stray);
  assign take   = dat_go;
  assign q_pop_o = b_fire && b_cmd_q;

  logic [CNT_W-1:0] bits;
  logic             bkn;
  always_comb begin
    if (s_aead) begin
      bits = h.kform ? h.kbits : BAD_BITS;
    end else if (h.last) begin
      bits = (h.kform && !s_badk) ? h.kbits : BAD_BITS;
    end else begin
      bits = BW;
    end
    bkn = !s_aead && !h.last && (s_badk || !h.kall);
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      open_q <= '0;
      drop_q <= '0;
      aead_q <= '0;
      aenc_q <= '0;
      badk_q <= '0;
      first_q <= '0;
    end else if (cmd_go) begin
      first_q[h.sid] <= 1'b1;
      open_q[h.sid] <= 1'b1;
      aead_q[h.sid] <= q_aead_i;
      aenc_q[h.sid] <= q_aenc_i;
      badk_q[h.sid] <= 1'b0;
    end else if (dat_go) begin
      open_q[h.sid] <= s_open && !h.last;
      drop_q[h.sid] <= !s_open && !h.last;
      badk_q[h.sid] <= bkn;
      first_q[h.sid] <= 1'b0;
      if (h.last) begin
        aead_q[h.sid] <= 1'b0;
        aenc_q[h.sid] <= 1'b0;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      b_v_q     <= 1'b0;
      b_cmd_q   <= 1'b0;
      b_last_q  <= 1'b0;
      b_defer_q <= 1'b0;
      b_sid_q   <= '0;
      b_data_q  <= '0;
      b_bits_q  <= '0;
    end else if (b_free) begin
      // Open messages' beats and the last beat of a packet without a
      // descriptor enter B; the other beats of such a packet are dropped.
      b_v_q     <= cmd_go || (dat_go && (s_open || h.last));
      b_cmd_q   <= cmd_go;
      b_last_q  <= !cmd_go && h.last;
      b_defer_q <= !cmd_go && s_open && h.last && s_aenc && !empty;
      b_sid_q   <= h.sid;
      b_data_q  <= cmd_go ? q_iv_i : (dat_go && s_open) ? h.data : '0;
      b_bits_q  <= (dat_go && s_open) ? bits : '0;
    end
  end

  assign blk_in_o    = take;
  assign din_valid_o = b_v_q;
  assign din_sid_o   = b_sid_q;
  assign din_cmd_o   = b_cmd_q;
  assign din_data_o  = b_data_q;
  assign din_last_o  = b_last_q;
  assign din_bits_o  = b_bits_q;
  assign din_defer_o = b_defer_q;

`ifndef SYNTHESIS
  if (unsigned'($bits(ent_t)) != ENT_W) begin : g_err_ent
    $fatal(1, "cm_data_rx: ENT_W out of step with ent_t");
  end
`endif

endmodule
