// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_auth_buf_fv: the properties of the message buffer for authenticated
// decryption (formal/cm_auth_buf.sby, a bounded proof from reset), at its
// ports. The producer keeps the module's contract (rtl/modes/cm_auth_buf.sv):
// a held beat that is not last carries ST_OK, a message's beats are all
// held or none, and the held beats of the open messages never exceed
// the buffer (the engine reserves them). A held beat's data is its index in
// its message (the buffer never looks at the data).
//
// One message is watched: message f_num of stream f_sid (both chosen by the
// solver, so every message is). Its output beats are those of f_sid after
// f_num last beats of f_sid have left (the output keeps each stream's order).
// If it is held:
//   - none of its beats leaves before its last beat (the verdict) is in;
//   - verdict not OK: the last beat, with its status, is all that leaves;
//   - verdict OK: its held beats leave in order, unchanged, each once, with
//     ST_OK, then the last beat.
// Beats of any stream: a last beat leaves only after it came in.

module cm_auth_buf_fv #(
  parameter int unsigned BLOCK_W   = 8,   // beat data width in bits (small: the data is an index)
  parameter int unsigned SID_W     = 1,   // stream id width
  parameter int unsigned BUF_BEATS = 3,   // buffer words (few, so that the buffer fills)
  parameter bit          FL_HEAD   = 1'b0, // cm_auth_buf's free list head registers
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,
  localparam int unsigned ST_W  = cipher_modes_pkg::ST_W,
  localparam int unsigned NS    = 1 << SID_W,
  localparam int unsigned MW    = 4       // message counters (mod 16; the bound is far shorter)
) (
  input  logic               clk_i,
  input  logic               rst_ni,
  input  logic               in_valid_i,
  input  logic [SID_W-1:0]   in_sid_i,
  input  logic [BLOCK_W-1:0] in_data_i,
  input  logic               in_last_i,
  input  logic [CNT_W-1:0]   in_bits_i,
  input  logic [ST_W-1:0]    in_status_i,
  input  logic               in_hold_i,
  input  logic               out_ready_i
);

  localparam logic [ST_W-1:0] OK = cipher_modes_pkg::ST_OK;

  logic               in_ready, out_valid, out_last, freed;
  logic [SID_W-1:0]   out_sid;
  logic [BLOCK_W-1:0] out_data;
  logic [CNT_W-1:0]   out_bits;
  logic [ST_W-1:0]    out_status;
  logic [$clog2(BUF_BEATS + 1)-1:0] used;

  cm_auth_buf #(
    .BLOCK_W  (BLOCK_W),
    .SID_W    (SID_W),
    .BUF_BEATS(BUF_BEATS),
    .FL_HEAD  (FL_HEAD)
  ) dut (
    .clk_i,
    .rst_ni,
    .in_valid_i,
    .in_ready_o  (in_ready),
    .in_sid_i,
    .in_data_i,
    .in_last_i,
    .in_bits_i,
    .in_status_i,
    .in_hold_i,
    .out_valid_o (out_valid),
    .out_ready_i,
    .out_sid_o   (out_sid),
    .out_data_o  (out_data),
    .out_last_o  (out_last),
    .out_bits_o  (out_bits),
    .out_status_o(out_status),
    .freed_o     (freed),
    .used_o      (used)
  );

  logic in_fire, out_fire;
  assign in_fire  = rst_ni && in_valid_i && in_ready;  // (the outputs are arbitrary in reset)
  assign out_fire = rst_ni && out_valid && out_ready_i;

  // ---------------------------------------------------------------------------
  // The producer: per stream, its open message's held beats.
  // ---------------------------------------------------------------------------
  logic                        f_init_q = 1'b1;
  logic [NS-1:0]               f_open_q = '0;  // the stream's open message is held
  logic [NS-1:0]               f_pass_q = '0;  // ... is not held (a beat of it has passed)
  logic [NS-1:0][BLOCK_W-1:0]  f_cnt_q  = '0;  // its held beats so far
  logic [BLOCK_W+SID_W:0]      f_res;          // held beats of all open messages

  always_comb begin
    f_res = '0;
    for (int unsigned s = 0; s < NS; s++) f_res = f_res + (BLOCK_W + SID_W + 1)'(f_cnt_q[s]);
  end

  always_ff @(posedge clk_i) begin
    f_init_q <= 1'b0;
    if (in_fire && in_hold_i) begin
      f_open_q[in_sid_i] <= !in_last_i;
      f_cnt_q[in_sid_i]  <= in_last_i ? '0 : f_cnt_q[in_sid_i] + 1'b1;
    end
    if (in_fire && !in_hold_i) f_pass_q[in_sid_i] <= !in_last_i;
  end

  always_comb begin
    assume (rst_ni == !f_init_q);
    if (in_valid_i && in_hold_i && !in_last_i) begin
      assume (in_status_i == OK);
      assume (in_data_i == f_cnt_q[in_sid_i]);
      assume (f_res < (BLOCK_W + SID_W + 1)'(BUF_BEATS));
    end
    // A message is held (every beat) or not (no beat).
    if (in_valid_i && f_open_q[in_sid_i]) assume (in_hold_i);
    if (in_valid_i && f_pass_q[in_sid_i]) assume (!in_hold_i);
  end

  // ---------------------------------------------------------------------------
  // The watched message.
  // ---------------------------------------------------------------------------
  (* anyconst *) logic [SID_W-1:0] f_sid;
  (* anyconst *) logic [MW-1:0]    f_num;
  logic [MW-1:0]      f_in_q  = '0;  // f_sid's last beats in
  logic [MW-1:0]      f_out_q = '0;  // f_sid's last beats out
  logic [BLOCK_W-1:0] f_idx_q = '0;  // beats of f_sid's current output message out
  logic               f_held_q = 1'b0, f_done_q = 1'b0;  // watched: held; its verdict is in
  logic [ST_W-1:0]    f_st_q  = '0;  // its verdict
  logic [BLOCK_W-1:0] f_n_q   = '0;  // its held beats
  logic               in_w, out_w;   // a beat of the watched message, in / out

  assign in_w  = in_fire && in_sid_i == f_sid && f_in_q == f_num;
  assign out_w = out_fire && out_sid == f_sid && f_out_q == f_num;

  always_ff @(posedge clk_i) begin
    if (in_fire && in_sid_i == f_sid && in_last_i) f_in_q <= f_in_q + 1'b1;
    if (out_fire && out_sid == f_sid) begin
      f_out_q <= f_out_q + MW'(out_last);
      f_idx_q <= out_last ? '0 : f_idx_q + 1'b1;
    end
    if (in_w) begin
      f_held_q <= f_held_q || in_hold_i;
      if (in_hold_i && !in_last_i) f_n_q <= f_n_q + 1'b1;
      if (in_last_i) begin
        f_done_q <= 1'b1;
        f_st_q   <= in_status_i;
      end
    end
  end

  always_comb begin
    if (!f_init_q) begin
      if (out_fire && out_sid == f_sid && out_last) assert (f_out_q != f_in_q);
      if (out_w && f_held_q) begin
        assert (f_done_q);
        if (f_st_q != OK) begin
          assert (out_last);
          assert (out_status == f_st_q);
        end else if (!out_last) begin
          assert (out_data == f_idx_q);
          assert (out_status == OK);
        end else begin
          assert (f_idx_q == f_n_q);
          assert (out_status == OK);
        end
      end
    end
  end

  // Reached within the bound (not checked by the proof; `mode cover` shows
  // traces): a held message of two beats released, and one dropped.
  always_comb begin
    if (!f_init_q) begin
      cover (out_w && f_held_q && out_last && f_st_q == OK && f_n_q == 2);
      cover (out_w && f_held_q && out_last && f_st_q != OK && f_n_q == 2);
    end
  end

endmodule
