// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_auth_buf: message buffer for authenticated decryption. It sits on the
// modes engine's output beats (sid, data, last, bits, status; see
// cm_complete) and keeps unverified plaintext in: the beats of a held
// message leave only once the message's last beat (its status beat) says
// cipher_modes_pkg::ST_OK, and are dropped otherwise.
//
// Input beats:
//  - in_hold_i = 0: passes through unchanged, in order.
//  - in_hold_i = 1, in_last_i = 0: held, i.e. stored in a buffer word and
//    appended to its stream's list. Only data and bits are stored: such a
//    beat carries ST_OK (the engine gives status on last beats only), and a
//    released beat comes out with last 0 and status ST_OK.
//  - in_hold_i = 1, in_last_i = 1: ends the stream's held message. Status
//    ST_OK: the held beats come out in order, then this beat. Otherwise the
//    held beats are dropped (each word is overwritten with zero) and only
//    this beat comes out.
// Output order is input order, with a held message's beats at the place of
// its last beat: the input waits while a list is released or dropped.
// The producer reserves buffer words before it starts a held message
// (returned by freed_o), so held words never exceed BUF_BEATS; a held beat
// arriving with the buffer full is a protocol error ($error in simulation)
// and waits (no other list is touched).
//
// Structure: an input register slice (cl_skid), the current-beat register C
// (with its stream's table entry, read when it is loaded), the action stage
// A (state machine, below), the output register R and an output register
// slice (cl_skid). in_ready_o (two flops ANDed) and every output come
// straight from flops: no combinational path from in_valid_i to in_ready_o
// or from out_ready_i to the outputs.
//  - Data RAM: BUF_BEATS words of {bits, data}. Next RAM: BUF_BEATS word
//    indices (linked lists). Stream table RAM: 2^SID_W words of {head,
//    tail, count}. All three are cl_ram_1r1w (block or distributed RAM).
//  - Free list: a FIFO of free word indices (cl_sync_fifo), filled with
//    0 .. BUF_BEATS-1 after reset while the stream table is cleared
//    (max(BUF_BEATS, 2^SID_W) clocks, in_ready_o low meanwhile).
// States of A:
//  INIT  free list fill and table clear.
//  RUN   one beat of C per clock: pass it to R; or append it (data RAM word
//        from the free list, next[tail] = word, table entry updated); or,
//        for a held last beat whose list is not empty, handle the list's
//        head word (release: read it towards R; drop: write zero to it) and
//        go to REL or DROP (EMIT when the list had one word).
//  REL   one word per clock (while R can take it): read data and next of
//        the word the next RAM points at, free the word.
//  DROP  one word per clock: write zero to the data word, read its next,
//        free the word.
//  EMIT  the last beat goes to R, the stream's count is cleared, RUN.
// A word is freed (freed_o, one clock later) when it is read for release or
// written with zero for a drop.

module cm_auth_buf #(
  parameter int unsigned BLOCK_W   = 128,                  // beat data width in bits
  parameter int unsigned SID_W     = 6,                    // stream id width (1..10)
  parameter int unsigned CNT_W     = $clog2(BLOCK_W) + 1,  // beat bit count width (0..BLOCK_W)
  parameter int unsigned BUF_BEATS = 144,                  // buffer capacity in beats (>= 2)
  localparam int unsigned CW = $clog2(BUF_BEATS + 1)       // word count 0..BUF_BEATS
) (
  input  logic                              clk_i,
  input  logic                              rst_ni,      // synchronous, active low
  // Input beats.
  input  logic                              in_valid_i,
  output logic                              in_ready_o,  // low while the free list is built
  input  logic [SID_W-1:0]                  in_sid_i,
  input  logic [BLOCK_W-1:0]                in_data_i,
  input  logic                              in_last_i,
  input  logic [CNT_W-1:0]                  in_bits_i,
  input  logic [cipher_modes_pkg::ST_W-1:0] in_status_i,
  input  logic                              in_hold_i,   // hold the beat until its message's verdict
  // Output beats.
  output logic                              out_valid_o,
  input  logic                              out_ready_i,
  output logic [SID_W-1:0]                  out_sid_o,
  output logic [BLOCK_W-1:0]                out_data_o,
  output logic                              out_last_o,
  output logic [CNT_W-1:0]                  out_bits_o,
  output logic [cipher_modes_pkg::ST_W-1:0] out_status_o,
  // One pulse per buffer word freed (released or dropped).
  output logic                              freed_o,
  // Buffer words in use (allocated, not yet freed).
  output logic [CW-1:0]                     used_o
);

  localparam int unsigned ST_W     = cipher_modes_pkg::ST_W;       // status code
  localparam int unsigned IDX_W    = (BUF_BEATS > 1) ? $clog2(BUF_BEATS) : 1;  // word index
  localparam int unsigned FL_DEPTH = 1 << IDX_W;                   // free list FIFO words
  localparam int unsigned NSID     = 1 << SID_W;                   // streams
  localparam int unsigned NINIT    = (BUF_BEATS > NSID) ? BUF_BEATS : NSID;  // INIT clocks
  localparam int unsigned INIT_W   = $clog2(NINIT + 1);            // INIT counter (>= 2 bits)
  localparam int unsigned DW       = CNT_W + BLOCK_W;              // data word {bits, data}
  localparam int unsigned TW       = 2 * IDX_W + CW;               // table word {head, tail, count}
  localparam int unsigned BW       = SID_W + BLOCK_W + 1 + CNT_W + ST_W;  // a beat (out slice)
  localparam int unsigned IW       = BW + 1;                       // a beat and its hold flag

  // ---------------------------------------------------------------------------
  // Elaboration-time checks.
  // ---------------------------------------------------------------------------
  if (BUF_BEATS < 2) begin : g_err_beats
    $fatal(1, "cm_auth_buf: BUF_BEATS must be at least 2");
  end
  if (SID_W < 1 || SID_W > 10) begin : g_err_sid
    $fatal(1, "cm_auth_buf: SID_W must be 1..10");
  end
  if (BLOCK_W < 1 || CNT_W < unsigned'($clog2(BLOCK_W + 1))) begin : g_err_cnt
    $fatal(1, "cm_auth_buf: CNT_W must hold a bit count 0..BLOCK_W");
  end

  // States of A.
  localparam logic [2:0] S_INIT = 3'd0;
  localparam logic [2:0] S_RUN  = 3'd1;
  localparam logic [2:0] S_REL  = 3'd2;
  localparam logic [2:0] S_DROP = 3'd3;
  localparam logic [2:0] S_EMIT = 3'd4;

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  // Input slice.
  logic              i_skid_ready, i_v, i_ready;
  logic [IW-1:0]     i_w;
  logic [SID_W-1:0]  i_sid;
  // C: the current beat.
  logic              c_v_q, c_load, c_take;
  logic [SID_W-1:0]  c_sid_q;
  logic [BLOCK_W-1:0] c_data_q;
  logic              c_last_q, c_hold_q;
  logic [CNT_W-1:0]  c_bits_q;
  logic [ST_W-1:0]   c_st_q;
  // Stream table: C's entry (RAM word, or the word written as it was read).
  logic              t_we;
  logic [SID_W-1:0]  t_waddr;
  logic [TW-1:0]     t_wdata, t_rdata, e;
  logic              fwd_v_q;
  logic [TW-1:0]     fwd_w_q;
  logic [IDX_W-1:0]  e_head, e_tail;
  logic [CW-1:0]     e_cnt;
  // Data and next RAMs (one read address for both).
  logic              d_we, d_re, x_we, x_re;
  logic [IDX_W-1:0]  d_waddr, x_waddr, raddr, x_rdata;
  logic [DW-1:0]     d_wdata, d_rdata;
  logic [IDX_W-1:0]  x_wdata;
  // Free list.
  logic              fl_push, fl_pop, fl_v, fl_wready;
  logic [IDX_W-1:0]  fl_wdata, fl_idx;
  // A.
  logic [2:0]        state_q, state_d;
  logic [INIT_W-1:0] init_q;
  logic              run_q;
  logic [CW-1:0]     n_q, n_d;         // words of the list still to handle
  logic              emit, emit_ram;   // a beat to R (from the data RAM)
  logic              append, freed, freed_q;
  logic [CW-1:0]     used_q;
  // R and the output slice.
  logic              r_v_q, r_adv, r_ram_q, r_last_q, o_ready;
  logic [SID_W-1:0]  r_sid_q;
  logic [BLOCK_W-1:0] r_data_q;
  logic [CNT_W-1:0]  r_bits_q;
  logic [ST_W-1:0]   r_st_q;
  logic [BW-1:0]     r_w;

  // ---------------------------------------------------------------------------
  // Input slice; closed until the free list is built.
  // ---------------------------------------------------------------------------
  cl_skid #(.WIDTH(IW)) u_in (
    .clk_i,
    .rst_ni,
    .in_valid_i (in_valid_i && run_q),
    .in_ready_o (i_skid_ready),
    .in_data_i  ({in_sid_i, in_data_i, in_last_i, in_bits_i, in_status_i, in_hold_i}),
    .out_valid_o(i_v),
    .out_ready_i(i_ready),
    .out_data_o (i_w)
  );
  assign in_ready_o = i_skid_ready && run_q;
  assign i_sid      = i_w[IW-1 -: SID_W];
  assign i_ready    = !c_v_q || c_take;
  assign c_load     = i_v && i_ready;

  // ---------------------------------------------------------------------------
  // C, with a read of its stream's table word as it is loaded.
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      c_v_q <= 1'b0;
    end else if (c_load) begin
      c_v_q <= 1'b1;
    end else if (c_take) begin
      c_v_q <= 1'b0;
    end
  end

  always_ff @(posedge clk_i) begin
    if (c_load) begin
      {c_sid_q, c_data_q, c_last_q, c_bits_q, c_st_q, c_hold_q} <= i_w;
    end
  end

  cl_ram_1r1w #(.WIDTH(TW), .DEPTH(NSID)) u_tbl (
    .clk_i,
    .we_i   (t_we),
    .waddr_i(t_waddr),
    .wdata_i(t_wdata),
    .re_i   (c_load),
    .raddr_i(i_sid),
    .rdata_o(t_rdata)
  );

  // The table is written only as C's beat is taken; a beat loaded on that
  // clock reads the old word (read-during-write), so the new one is kept.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      fwd_v_q <= 1'b0;
    end else if (c_load) begin
      fwd_v_q <= t_we && (t_waddr == i_sid);
    end
  end

  always_ff @(posedge clk_i) begin
    if (c_load) fwd_w_q <= t_wdata;
  end

  assign e = fwd_v_q ? fwd_w_q : t_rdata;
  assign {e_head, e_tail, e_cnt} = e;

  // ---------------------------------------------------------------------------
  // RAMs and the free list.
  // ---------------------------------------------------------------------------
  cl_ram_1r1w #(.WIDTH(DW), .DEPTH(BUF_BEATS)) u_data (
    .clk_i,
    .we_i   (d_we),
    .waddr_i(d_waddr),
    .wdata_i(d_wdata),
    .re_i   (d_re),
    .raddr_i(raddr),
    .rdata_o(d_rdata)
  );

  cl_ram_1r1w #(.WIDTH(IDX_W), .DEPTH(BUF_BEATS)) u_next (
    .clk_i,
    .we_i   (x_we),
    .waddr_i(x_waddr),
    .wdata_i(x_wdata),
    .re_i   (x_re),
    .raddr_i(raddr),
    .rdata_o(x_rdata)
  );

  cl_sync_fifo #(.WIDTH(IDX_W), .DEPTH(FL_DEPTH)) u_free (
    .clk_i,
    .rst_ni,
    .wr_valid_i(fl_push),
    .wr_ready_o(fl_wready),
    .wr_data_i (fl_wdata),
    .rd_valid_o(fl_v),
    .rd_ready_i(fl_pop),
    .rd_data_o (fl_idx)
  );

  // ---------------------------------------------------------------------------
  // A.
  // ---------------------------------------------------------------------------
  assign r_adv = !r_v_q || o_ready;

  always_comb begin
    state_d  = state_q;
    n_d      = n_q;
    c_take   = 1'b0;
    emit     = 1'b0;
    emit_ram = 1'b0;
    append   = 1'b0;
    t_we     = 1'b0;
    t_waddr  = c_sid_q;
    t_wdata  = '0;
    d_we     = 1'b0;
    d_waddr  = fl_idx;
    d_wdata  = {c_bits_q, c_data_q};
    d_re     = 1'b0;
    x_we     = 1'b0;
    x_waddr  = e_tail;
    x_wdata  = fl_idx;
    x_re     = 1'b0;
    raddr    = x_rdata;
    fl_push  = 1'b0;
    fl_pop   = 1'b0;
    fl_wdata = x_rdata;
    unique case (state_q)
      S_INIT: begin
        fl_push  = 32'(init_q) < BUF_BEATS;
        fl_wdata = init_q[IDX_W-1:0];
        t_we     = 32'(init_q) < NSID;
        t_waddr  = init_q[SID_W-1:0];
        if (32'(init_q) == NINIT - 1) state_d = S_RUN;
      end
      S_RUN: begin
        if (c_v_q) begin
          if (!c_hold_q || (c_last_q && e_cnt == '0)) begin
            // Pass (a held last beat with nothing held passes as well).
            if (r_adv) begin
              emit   = 1'b1;
              c_take = 1'b1;
            end
          end else if (!c_last_q) begin
            // Append to the stream's list.
            if (fl_v) begin
              append  = 1'b1;
              fl_pop  = 1'b1;
              c_take  = 1'b1;
              d_we    = 1'b1;
              x_we    = e_cnt != '0;
              t_we    = 1'b1;
              t_wdata = {(e_cnt == '0) ? fl_idx : e_head, fl_idx, e_cnt + CW'(1'b1)};
            end
          end else if (c_st_q == cipher_modes_pkg::ST_OK) begin
            // Release: the head word now, the others in REL.
            if (r_adv) begin
              emit     = 1'b1;
              emit_ram = 1'b1;
              d_re     = 1'b1;
              x_re     = 1'b1;
              raddr    = e_head;
              fl_push  = 1'b1;
              fl_wdata = e_head;
              n_d      = e_cnt - CW'(1'b1);
              state_d  = (e_cnt == CW'(1'b1)) ? S_EMIT : S_REL;
            end
          end else begin
            // Drop: the head word now, the others in DROP.
            d_we     = 1'b1;
            d_waddr  = e_head;
            d_wdata  = '0;
            x_re     = 1'b1;
            raddr    = e_head;
            fl_push  = 1'b1;
            fl_wdata = e_head;
            n_d      = e_cnt - CW'(1'b1);
            state_d  = (e_cnt == CW'(1'b1)) ? S_EMIT : S_DROP;
          end
        end
      end
      S_REL: begin
        if (r_adv) begin
          emit     = 1'b1;
          emit_ram = 1'b1;
          d_re     = 1'b1;
          x_re     = 1'b1;
          fl_push  = 1'b1;
          n_d      = n_q - CW'(1'b1);
          if (n_q == CW'(1'b1)) state_d = S_EMIT;
        end
      end
      S_DROP: begin
        d_we    = 1'b1;
        d_waddr = x_rdata;
        d_wdata = '0;
        x_re    = 1'b1;
        fl_push = 1'b1;
        n_d     = n_q - CW'(1'b1);
        if (n_q == CW'(1'b1)) state_d = S_EMIT;
      end
      S_EMIT: begin
        // The last beat; the stream's list is empty again.
        if (r_adv) begin
          emit    = 1'b1;
          c_take  = 1'b1;
          t_we    = 1'b1;
          t_wdata = '0;
          state_d = S_RUN;
        end
      end
      default: state_d = S_INIT;
    endcase
  end

  assign freed = fl_push && (state_q != S_INIT);

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      state_q <= S_INIT;
      init_q  <= '0;
      run_q   <= 1'b0;
      n_q     <= '0;
      used_q  <= '0;
      freed_q <= 1'b0;
    end else begin
      state_q <= state_d;
      if (state_q == S_INIT) init_q <= init_q + INIT_W'(1'b1);
      if (state_q == S_INIT && state_d == S_RUN) run_q <= 1'b1;
      n_q     <= n_d;
      used_q  <= used_q + CW'(append) - CW'(freed);
      freed_q <= freed;
    end
  end

  assign freed_o = freed_q;
  assign used_o  = used_q;

  // ---------------------------------------------------------------------------
  // R: the beat to output; a released beat's data and bits are the data
  // RAM's read register, which holds while R waits (no read is issued).
  // ---------------------------------------------------------------------------
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      r_v_q <= 1'b0;
    end else if (r_adv) begin
      r_v_q <= emit;
    end
  end

  always_ff @(posedge clk_i) begin
    if (r_adv && emit) begin
      r_ram_q  <= emit_ram;
      r_sid_q  <= c_sid_q;
      r_last_q <= c_last_q && !emit_ram;
      r_st_q   <= emit_ram ? cipher_modes_pkg::ST_OK : c_st_q;
      r_data_q <= c_data_q;
      r_bits_q <= c_bits_q;
    end
  end

  assign r_w = {r_sid_q,
                r_ram_q ? d_rdata[BLOCK_W-1:0] : r_data_q,
                r_last_q,
                r_ram_q ? d_rdata[DW-1 -: CNT_W] : r_bits_q,
                r_st_q};

  cl_skid #(.WIDTH(BW)) u_out (
    .clk_i,
    .rst_ni,
    .in_valid_i (r_v_q),
    .in_ready_o (o_ready),
    .in_data_i  (r_w),
    .out_valid_o(out_valid_o),
    .out_ready_i(out_ready_i),
    .out_data_o ({out_sid_o, out_data_o, out_last_o, out_bits_o, out_status_o})
  );

  // ---------------------------------------------------------------------------
  // Unused and checks.
  // ---------------------------------------------------------------------------
  logic unused;
  assign unused = fl_wready;

`ifndef SYNTHESIS
  // Checked only once a reset has been applied (state before it is arbitrary).
  logic was_reset_q;
  initial was_reset_q = 1'b0;
  // Plain always: a variable written by always_ff may have no other driver
  // (the initial value; simulation only).
  always @(posedge clk_i) begin
    if (!rst_ni) was_reset_q <= 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (rst_ni && was_reset_q) begin
      if (state_q == S_RUN && c_v_q && c_hold_q && !c_last_q && used_q == CW'(BUF_BEATS))
        $error("cm_auth_buf: held beat (stream %0d) with all %0d buffer words in use %s",
               c_sid_q, BUF_BEATS, "(the producer must reserve words)");
      if (state_q == S_RUN && c_v_q && c_hold_q && !c_last_q && c_st_q != cipher_modes_pkg::ST_OK)
        $error("cm_auth_buf: held beat (stream %0d) that is not last with status %0d (only ST_OK is kept)",
               c_sid_q, c_st_q);
      if (fl_push && !fl_wready) $error("cm_auth_buf: free list overflow");
    end
  end
`endif

endmodule
