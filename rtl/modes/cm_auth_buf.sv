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
// its last beat. The input does not wait while lists are released or
// dropped: the beats behind a verdict are taken meanwhile (an append waits
// one clock for each word a drop overwrites).
// Buffer words: a held beat takes a free word; a word is free again as its
// list is released or dropped (freed_o, one pulse per word). A
// held beat that finds no free word waits, losslessly, while a queued or
// running release or drop will free words (the producer may return a
// message's reservation as soon as its last beat is accepted, before its
// words are freed). With no free word and no release or drop queued or
// running, nothing can ever free a word: the producer has held more than
// BUF_BEATS words, a protocol error ($error in simulation; the beat waits
// and no list is touched).
//
// Structure: an input register slice (cl_skid), the current-beat register C
// (with its stream's table entry, read when it is loaded), the WRITER (acts
// on C), the job queue, the READER (runs the queue's head job), the output
// register R and an output register slice (cl_skid). in_ready_o (two flops
// ANDed) and every output come straight from flops: no combinational path
// from in_valid_i to in_ready_o or from out_ready_i to the outputs.
//  - Data RAM: BUF_BEATS words of {bits, data}. Next RAM: BUF_BEATS word
//    indices (linked lists). Stream table RAM: 2^SID_W words of {head,
//    tail, count} (the stream's open list). All are cl_ram_1r1w (block or
//    distributed RAM).
//  - Free list: a FIFO of free word indices (cl_sync_fifo), filled with
//    0 .. BUF_BEATS-1 after reset while the stream table is cleared
//    (max(BUF_BEATS, 2^SID_W) clocks, in_ready_o low meanwhile).
//  - Job queue: JQ_DEPTH (2^SID_W, at least 4) jobs in two cl_ram_1r1w
//    with the same addresses, control {verdict, list flags, list head}
//    (narrow: LUT RAM at the usual depths, so the reader's decisions do not
//    wait for a block RAM's output) and data {list length, the beat to
//    emit}, plus the head H, the reader's job: the RAMs' read registers, or
//    the bypass registers B, which take a job pushed while the RAM part is
//    empty and H is free (so a job reaches H one clock after it is pushed,
//    and H is refilled from the RAM with no bubble). A job's beat is a
//    passing or a last beat, which leaves the module whatever the verdict:
//    a held beat's data is only ever in the data RAM (and, as it is
//    released, in the data RAM's read register and the output path).
// WRITER: C's beat, in input order, one per clock:
//  - held, not last: appended (data RAM word from the free list, next[tail]
//    = word, table entry updated, free list popped). Waits while the free
//    list is empty, and on each clock on which the READER zero-writes a
//    dropped word (the data RAM's one write port; the drop has priority).
//  - passing, or held last with an empty list: with the job queue empty
//    (and so the reader idle) and R free, straight to R; otherwise queued
//    as a job "emit the beat" (count 0).
//  - held last with a non-empty list: queued as a job "release (status
//    ST_OK) or drop (head, count), then emit the beat"; the stream's table
//    entry is cleared at once, so its next message starts a new list.
//  A job waits while the queue's RAM part is full (JQ_DEPTH jobs).
// READER: runs H's job, one step per clock, then takes the next job (no
// clock between jobs):
//  - release: one word per clock while R can take it: read data and next
//    of the word (the job's head, then the next RAM's read data) towards R,
//    free the word;
//  - drop: one word per clock: write zero to the data word, read its next,
//    free the word; the job's beat goes to R with the last word if R can
//    take it;
//  - emit: the job's beat to R; the job is done.
// So R is fed by the reader only, except for the WRITER's straight pass
// while the queue is empty, and the output keeps input order. The next RAM
// is written by the WRITER and read by the READER; the stream table is the
// WRITER's; the free list is popped by the WRITER and pushed by the READER.
// The lists of queued jobs and the open lists are disjoint, and a freed
// word is read (release) or zeroed (drop) as it is freed, so the two sides
// never touch the same word. A pass beat takes 4 clocks from in to out
// (input slice, C, R, output slice) while the job queue is empty; a job
// starts one clock after its last beat is in C (its first released word
// reaches R one clock after a pass beat would), or as soon as the jobs
// before it are done.

module cm_auth_buf #(
  parameter int unsigned BLOCK_W   = 128,                  // beat data width in bits
  parameter int unsigned SID_W     = 6,                    // stream id width (1..10)
  parameter int unsigned CNT_W     = $clog2(BLOCK_W) + 1,  // beat bit count width (0..BLOCK_W)
  parameter int unsigned BUF_BEATS = 144,                  // buffer capacity in beats (>= 2)
  parameter bit          FL_HEAD   = (BUF_BEATS > 64),     // the free list's next words in
                                                           // registers (for a block RAM list)
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
  localparam int unsigned TW       = 2 * IDX_W + CW + 1;           // table word {head, tail, count, count != 0}
  localparam int unsigned BW       = SID_W + BLOCK_W + 1 + CNT_W + ST_W;  // a beat (out slice)
  localparam int unsigned IW       = BW + 1;                       // a beat and its hold flag
  // Job queue RAM words: one job per stream (a power of two, at least 4),
  // so that the verdicts of all streams' interleaved messages, which come
  // close together, queue up while the reader releases the first lists
  // (cipherline bench modes, GCM decryption on 128 streams: 0.76 beats per
  // clock with 64 jobs, 0.96 with 128).
  localparam int unsigned JQ_DEPTH = (NSID > 4) ? NSID : 4;
  localparam int unsigned JA_W     = $clog2(JQ_DEPTH);             // job queue RAM address
  localparam int unsigned JCW      = 3 + IDX_W;                    // job control (see w_jc)
  localparam int unsigned JDW      = CW + BW;                      // job data (see w_jd)
  // The stream table in LUT RAM at the usual depths, so that the WRITER's
  // decisions on C's entry start from a flip-flop, not a block RAM's
  // output (docs/modes.md, *Profiles and area*).
  localparam bit          TBL_LUT  = NSID <= 64;

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

  // ---------------------------------------------------------------------------
  // Declarations.
  // ---------------------------------------------------------------------------
  // Input slice.
  logic              i_skid_ready, i_v, i_ready;
  logic [IW-1:0]     i_w;
  logic [SID_W-1:0]  i_sid;
  logic              i_last, i_hold;
  // C: the current beat.
  logic              c_v_q, c_load, c_take;
  logic [SID_W-1:0]  c_sid_q;
  logic [BLOCK_W-1:0] c_data_q;
  logic              c_last_q, c_hold_q;
  logic              c_app_q, c_close_q;  // held not last (appended), held last (closes its list)
  logic [CNT_W-1:0]  c_bits_q;
  logic [ST_W-1:0]   c_st_q;
  logic [BW-1:0]     c_beat;
  // Stream table: C's entry (RAM word, or the word written as it was read).
  logic              t_we;
  logic [SID_W-1:0]  t_waddr;
  logic [TW-1:0]     t_wdata, t_rdata, e;
  logic              fwd_v_q;
  logic [TW-1:0]     fwd_w_q;
  logic [IDX_W-1:0]  e_head, e_tail;
  logic [CW-1:0]     e_cnt;
  logic              e_ne;             // the list is not empty (e_cnt != 0, kept in the word)
  // Data and next RAMs (one read address for both).
  logic              d_we, d_re, x_we, x_re;
  logic [IDX_W-1:0]  d_waddr, x_waddr, x_rdata;
  logic [DW-1:0]     d_wdata, d_rdata;
  logic [IDX_W-1:0]  x_wdata;
  // Free list.
  logic              fl_push, fl_pop, fl_v, fl_wready;
  logic [IDX_W-1:0]  fl_wdata, fl_idx;
  // INIT.
  logic [INIT_W-1:0] init_q;
  logic              run_q;
  // WRITER.
  logic              w_pass, w_close, w_append, w_byp, w_job;
  logic [CW-1:0]     w_cnt;            // the job's list length (0: emit only)
  logic [JCW-1:0]    w_jc;             // the job: control
  logic [JDW-1:0]    w_jd;             // and data
  // Job queue: RAM part (pointers with a wrap bit) and the head H.
  logic              jq_we, jq_wr, jq_re, jq_mt, jq_room, q_empty;
  logic [JA_W:0]     jq_wptr_q, jq_rptr_q, jq_n;
  logic              jq_mt_q, jq_room_q, jq_one, jq_afull;
  logic [JCW-1:0]    jq_rc;
  logic [JDW-1:0]    jq_rd;
  logic              hv_q, hsel_q, h_free, jb_we;
  logic [JCW-1:0]    jbc_q;
  logic [JDW-1:0]    jbd_q;
  logic              h_drop, h_list, h_one;
  logic [IDX_W-1:0]  h_head;
  logic [CW-1:0]     h_cnt;
  logic [BW-1:0]     h_beat;
  // READER.
  logic              rd_run_q;         // H's job has started (words handled)
  logic [CW-1:0]     rd_n_q, rd_n;     // words of H's list still to handle
  logic              rd_more_q, rd_one_q;  // rd_run_q: rd_n_q != 0, rd_n_q == 1
  logic              rd_has, rd_lastw; // a word to handle; it is the list's last
  logic [IDX_W-1:0]  rd_ptr;           // the word to handle
  logic              rd_rel, rd_zero, rd_emit;
  logic              rz_q;             // a dropped word to zero (the clock after rd_zero)
  logic [IDX_W-1:0]  rz_ptr_q;         // and its index
  logic              freed, freed_q;
  logic [CW-1:0]     used_q;
  // R and the output slice.
  logic              emit;             // a beat to R (rd_rel: from the data RAM)
  logic [BW-1:0]     em_beat;
  logic              r_v_q, r_adv, r_ram_q, r_last_q, o_ready;
  logic [SID_W-1:0]  r_sid_q;
  logic [BLOCK_W-1:0] r_data_q, em_data;
  logic [CNT_W-1:0]  r_bits_q, em_bits;
  logic [ST_W-1:0]   r_st_q, em_st;
  logic [SID_W-1:0]  em_sid;
  logic              em_last;
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
  assign i_last     = i_w[IW-1-SID_W-BLOCK_W];
  assign i_hold     = i_w[0];
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
      c_app_q   <= i_hold && !i_last;
      c_close_q <= i_hold && i_last;
    end
  end

  assign c_beat = {c_sid_q, c_data_q, c_last_q, c_bits_q, c_st_q};

  cl_ram_1r1w #(.WIDTH(TW), .DEPTH(NSID), .LUTRAM(TBL_LUT)) u_tbl (
    .clk_i,
    .we_i   (t_we),
    .waddr_i(t_waddr),
    .wdata_i(t_wdata),
    .re_i   (c_load),
    .raddr_i(i_sid),
    .rdata_o(t_rdata)
  );

  // The table is written only as C's beat is taken (or in INIT, while no
  // beat is loaded); a beat loaded on that clock reads the old word
  // (read-during-write), so the new one is kept.
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
  assign {e_head, e_tail, e_cnt, e_ne} = e;

  // ---------------------------------------------------------------------------
  // RAMs and the free list.
  // ---------------------------------------------------------------------------
  // The READER reads only words of queued lists and the WRITER writes only
  // words of open lists or free ones, and a word freed on a clock is in the
  // free list a clock later at the earliest: a read never meets a write of
  // its word, so neither RAM needs read-during-write logic (RDW_OLD = 0,
  // whose simulation model returns a wrong word if one did).
  cl_ram_1r1w #(.WIDTH(DW), .DEPTH(BUF_BEATS), .RDW_OLD(1'b0)) u_data (
    .clk_i,
    .we_i   (d_we),
    .waddr_i(d_waddr),
    .wdata_i(d_wdata),
    .re_i   (d_re),
    .raddr_i(rd_ptr),
    .rdata_o(d_rdata)
  );

  cl_ram_1r1w #(.WIDTH(IDX_W), .DEPTH(BUF_BEATS), .RDW_OLD(1'b0)) u_next (
    .clk_i,
    .we_i   (x_we),
    .waddr_i(x_waddr),
    .wdata_i(x_wdata),
    .re_i   (x_re),
    .raddr_i(rd_ptr),
    .rdata_o(x_rdata)
  );

  // The free list. With FL_HEAD, two of its words wait in registers
  // (cl_fifo2): the word the WRITER takes is the data RAM's write address,
  // and a block RAM's read is late in the clock (the free list's RAM -> the
  // data RAM's address measured 11.0 ns in the GCM-only engine around the
  // pipelined AES core). Without it (a free list small enough for LUT RAM,
  // whose read register is a flip-flop) a freed word is back two clocks
  // sooner, which a buffer of a few words needs for its throughput.
  logic             fr_v, fr_ready;
  logic [IDX_W-1:0] fr_idx;
  cl_sync_fifo #(.WIDTH(IDX_W), .DEPTH(FL_DEPTH)) u_free (
    .clk_i,
    .rst_ni,
    .wr_valid_i(fl_push),
    .wr_valid_next_i(1'b0),
    .wr_ready_o(fl_wready),
    .wr_data_i (fl_wdata),
    .rd_valid_o(fr_v),
    .rd_ready_i(fr_ready),
    .rd_data_o (fr_idx)
  );

  if (FL_HEAD) begin : g_fl_head
    cl_fifo2 #(.WIDTH(IDX_W)) u_free_head (
      .clk_i,
      .rst_ni,
      .in_valid_i (fr_v),
      .in_ready_o (fr_ready),
      .in_data_i  (fr_idx),
      .out_valid_o(fl_v),
      .out_ready_i(fl_pop),
      .out_data_o (fl_idx)
    );
  end else begin : g_fl_direct
    assign fl_v     = fr_v;
    assign fl_idx   = fr_idx;
    assign fr_ready = fl_pop;
  end

  // ---------------------------------------------------------------------------
  // WRITER.
  // ---------------------------------------------------------------------------
  // A held last beat closes its list (count 0: it passes like a beat that
  // is not held).
  assign w_close = c_close_q;
  assign w_pass  = !c_app_q && (!c_close_q || !e_ne);
  assign w_cnt   = w_close ? e_cnt : '0;
  // The job's control: {drop (verdict not OK), list (count != 0), one
  // (count == 1), head}, and data: {count, beat}. The flags keep comparators
  // off the reader's decisions (and so off the WRITER's, through rd_zero).
  assign w_jc    = {c_st_q != cipher_modes_pkg::ST_OK, w_close && e_ne, w_cnt == CW'(1'b1), e_head};
  assign w_jd    = {w_cnt, c_beat};
  // The whole queue is empty: the reader is idle and R is C's alone.
  assign q_empty = !hv_q && jq_mt;

  // C's kind (c_app_q, c_close_q) is decoded as C is loaded, and the
  // queue's empty and room flags are flops: C's entry (e_ne) is the only
  // input of these decisions that is not a flop.
  always_comb begin
    w_append = 1'b0;
    w_byp    = 1'b0;
    w_job    = 1'b0;
    if (c_v_q) begin
      if (c_app_q) begin
        w_append = fl_v && !rz_q;
      end else if (w_pass && q_empty && r_adv) begin
        w_byp = 1'b1;
      end else begin
        w_job = jq_room;
      end
    end
  end

  assign c_take = w_append || w_byp || w_job;
  assign fl_pop = w_append;

  always_comb begin
    t_we    = 1'b0;
    t_waddr = c_sid_q;
    t_wdata = '0;
    if (!run_q) begin
      t_we    = 32'(init_q) < NSID;
      t_waddr = init_q[SID_W-1:0];
    end else if (w_append) begin
      t_we    = 1'b1;
      t_wdata = {e_ne ? e_head : fl_idx, fl_idx, e_cnt + CW'(1'b1), 1'b1};
    end else if (c_take && w_close) begin
      t_we    = 1'b1;  // the list is the job's now
    end
  end

  // Next RAM: the WRITER links a new word behind the tail.
  assign x_we    = w_append && e_ne;
  assign x_waddr = e_tail;
  assign x_wdata = fl_idx;

  // Data RAM write port: the READER's zero word (drop) has priority.
  // A dropped word is zeroed on the clock after the READER frees it, from
  // registers (rz_q, rz_ptr_q), so that neither the port's address nor the
  // WRITER's wait is behind the next RAM's read: the free list gives a word
  // back two clocks after its push at the earliest, so the zero is written
  // before the word can be taken again.
  assign d_we    = rz_q || w_append;
  assign d_waddr = rz_q ? rz_ptr_q : fl_idx;
  assign d_wdata = rz_q ? '0 : {c_bits_q, c_data_q};

  // ---------------------------------------------------------------------------
  // Job queue: the RAM part, then H (RAM read register or B). Two RAMs with
  // the same addresses: the narrow control one is small enough for LUT RAM
  // (its read register a flop), so that the reader's decisions do not wait
  // for a block RAM's output; the wide data one feeds R and rd_n only.
  // ---------------------------------------------------------------------------
  // The empty and not-full tests are on the pointers themselves: a read
  // (not empty) and a write (not full) never meet on one word, so the RAMs
  // need no read-during-write logic (RDW_OLD = 0).
  // Both flags are flops, updated from the pointers' moves; the counts
  // they are updated with (one job, all words but one) compare flops only.
  assign jq_n     = jq_wptr_q - jq_rptr_q;
  assign jq_one   = jq_n == (JA_W + 1)'(1'b1);
  assign jq_afull = 32'(jq_n) == JQ_DEPTH - 1;
  assign jq_mt    = jq_mt_q;
  assign jq_room  = jq_room_q;
  assign h_free  = !hv_q || rd_emit;
  // H is refilled from the RAM part (the older jobs) or, with that empty,
  // takes the job pushed on this clock through B.
  assign jq_re   = h_free && !jq_mt;
  assign jb_we   = h_free && jq_mt && w_job;
  assign jq_we   = w_job && !jb_we;
  // The RAMs' write enable: the free word at the write pointer takes C's
  // job whenever C holds a beat that may become one (not a held beat that
  // is not last: unverified data stays in the data RAM only), pushed or
  // not; the push (jq_we) only moves the pointer. So the enable of the
  // RAMs' 150-odd bits does not wait for the WRITER's decision.
  assign jq_wr   = jq_room && c_v_q && !c_app_q;

  cl_ram_1r1w #(.WIDTH(JCW), .DEPTH(JQ_DEPTH), .RDW_OLD(1'b0)) u_jobc (
    .clk_i,
    .we_i   (jq_wr),
    .waddr_i(jq_wptr_q[JA_W-1:0]),
    .wdata_i(w_jc),
    .re_i   (jq_re),
    .raddr_i(jq_rptr_q[JA_W-1:0]),
    .rdata_o(jq_rc)
  );

  cl_ram_1r1w #(.WIDTH(JDW), .DEPTH(JQ_DEPTH), .RDW_OLD(1'b0)) u_jobd (
    .clk_i,
    .we_i   (jq_wr),
    .waddr_i(jq_wptr_q[JA_W-1:0]),
    .wdata_i(w_jd),
    .re_i   (jq_re),
    .raddr_i(jq_rptr_q[JA_W-1:0]),
    .rdata_o(jq_rd)
  );

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      jq_wptr_q <= '0;
      jq_rptr_q <= '0;
      jq_mt_q   <= 1'b1;
      jq_room_q <= 1'b1;
      hv_q      <= 1'b0;
      hsel_q    <= 1'b0;
    end else begin
      jq_wptr_q <= jq_wptr_q + (JA_W + 1)'(jq_we);
      jq_rptr_q <= jq_rptr_q + (JA_W + 1)'(jq_re);
      if (jq_we && !jq_re) begin
        jq_mt_q   <= 1'b0;
        jq_room_q <= !jq_afull;
      end else if (jq_re && !jq_we) begin
        jq_mt_q   <= jq_one;
        jq_room_q <= 1'b1;
      end
      if (h_free) begin
        hv_q   <= jq_re || jb_we;
        hsel_q <= !jq_re;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (jb_we) begin
      jbc_q <= w_jc;
      jbd_q <= w_jd;
    end
  end

  assign {h_drop, h_list, h_one, h_head} = hsel_q ? jbc_q : jq_rc;
  assign {h_cnt, h_beat}                 = hsel_q ? jbd_q : jq_rd;

  // ---------------------------------------------------------------------------
  // READER.
  // ---------------------------------------------------------------------------
  assign r_adv    = !r_v_q || o_ready;
  assign rd_n     = rd_run_q ? rd_n_q : h_cnt;
  assign rd_has   = rd_run_q ? rd_more_q : h_list;
  assign rd_lastw = rd_run_q ? rd_one_q : h_one;
  assign rd_ptr   = rd_run_q ? x_rdata : h_head;

  always_comb begin
    rd_rel  = 1'b0;
    rd_zero = 1'b0;
    rd_emit = 1'b0;
    if (hv_q) begin
      if (!rd_has) begin
        rd_emit = r_adv;
      end else if (h_drop) begin
        rd_zero = 1'b1;
        rd_emit = r_adv && rd_lastw;
      end else begin
        rd_rel = r_adv;
      end
    end
  end

  // A handled word: read (release) or zeroed (drop), and freed.
  assign d_re     = rd_rel;
  assign x_re     = rd_rel || rd_zero;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rz_q <= 1'b0;
    end else begin
      rz_q <= rd_zero;
    end
  end

  always_ff @(posedge clk_i) begin
    if (rd_zero) rz_ptr_q <= rd_ptr;
  end
  assign freed    = rd_rel || rd_zero;
  assign fl_push  = run_q ? freed : 32'(init_q) < BUF_BEATS;
  assign fl_wdata = run_q ? rd_ptr : init_q[IDX_W-1:0];

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rd_run_q  <= 1'b0;
      rd_n_q    <= '0;
      rd_more_q <= 1'b0;
      rd_one_q  <= 1'b0;
    end else if (rd_emit) begin
      rd_run_q  <= 1'b0;
    end else if (freed) begin
      rd_run_q  <= 1'b1;
      rd_n_q    <= rd_n - CW'(1'b1);
      rd_more_q <= !rd_lastw;
      rd_one_q  <= 32'(rd_n) == 2;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      init_q  <= '0;
      run_q   <= 1'b0;
      used_q  <= '0;
      freed_q <= 1'b0;
    end else begin
      if (!run_q) init_q <= init_q + INIT_W'(1'b1);
      if (!run_q && 32'(init_q) == NINIT - 1) run_q <= 1'b1;
      used_q  <= used_q + CW'(w_append) - CW'(freed);
      freed_q <= freed;
    end
  end

  assign freed_o = freed_q;
  assign used_o  = used_q;

  // ---------------------------------------------------------------------------
  // R: the beat to output (C's when it passes straight, else H's); a
  // released beat's data and bits are the data RAM's read register, which
  // holds while R waits (no read is issued).
  // ---------------------------------------------------------------------------
  // The reader's beat whenever it has a job (w_byp needs an empty queue),
  // else C's: the selection waits for no decision.
  assign emit    = w_byp || rd_rel || rd_emit;
  assign em_beat = hv_q ? h_beat : c_beat;
  assign {em_sid, em_data, em_last, em_bits, em_st} = em_beat;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      r_v_q <= 1'b0;
    end else if (r_adv) begin
      r_v_q <= emit;
    end
  end

  always_ff @(posedge clk_i) begin
    if (r_adv && emit) begin
      r_ram_q  <= rd_rel;
      r_last_q <= em_last && !rd_rel;
      r_st_q   <= rd_rel ? cipher_modes_pkg::ST_OK : em_st;
    end
  end

  // R's wide part loads whenever R moves on and there is a beat that may
  // leave (with r_v_q low it is not output): so its enable, with fan-out
  // of about 150, waits for no decision. Never C's held beat that is not
  // last: unverified data stays in the data RAM.
  always_ff @(posedge clk_i) begin
    if (r_adv && (hv_q || !c_app_q)) begin
      r_sid_q  <= em_sid;
      r_data_q <= em_data;
      r_bits_q <= em_bits;
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
  // Checked only once a reset has been applied (cl_chk_armed).
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));

  // Words of the queued and running jobs' lists not yet freed: while there
  // are any, a held beat with no free word waits for them.
  logic [CW-1:0] pend_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      pend_q <= '0;
    end else begin
      pend_q <= pend_q + (w_job ? w_cnt : '0) - CW'(freed);
    end
  end

  always_ff @(posedge clk_i) begin
    if (armed) begin
      if (c_v_q && c_hold_q && !c_last_q && used_q == CW'(BUF_BEATS) && pend_q == '0)
        $error("cm_auth_buf: held beat (stream %0d) with all %0d buffer words in use %s",
               c_sid_q, BUF_BEATS, "and none to be freed (the producer must reserve words)");
      if (c_v_q && c_hold_q && !c_last_q && c_st_q != cipher_modes_pkg::ST_OK)
        $error("cm_auth_buf: held beat (stream %0d) that is not last with status %0d (only ST_OK is kept)",
               c_sid_q, c_st_q);
      if (fl_push && !fl_wready) $error("cm_auth_buf: free list overflow");
      if (jq_we && !jq_room) $error("cm_auth_buf: job queue overflow");
    end
  end
`endif

  // The last three as properties (formal/cm_auth_buf.sby, whose wrapper
  // keeps the producer's contract).
`ifdef FORMAL
  always_comb begin
    if (rst_ni && run_q) begin
      assert (!(c_v_q && c_hold_q && !c_last_q && c_st_q != cipher_modes_pkg::ST_OK));
      assert (!(fl_push && !fl_wready));
      assert (!(jq_we && !jq_room));
    end
  end
`endif

endmodule
