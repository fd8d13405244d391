// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_sync_fifo: first-word-fall-through FIFO on a synchronous-read RAM, so
// that Yosys can map the storage to block RAM (ECP5 DP16KD) instead of LUTs.
//
// The writer must not write when full (callers use credits); wr_ready_o is
// provided for callers and assertions. Read side is valid/ready. A written
// word is visible on rd_data_o two cycles after its write. Reset clears the
// pointers and the output valid flag.
//
// CLEAR (for FIFOs that carry key material): no word outlives its use.
//  - The output register is cleared on reset and when its word is taken and
//    no new word replaces it.
//  - On every clock without a write (reset included), the write port writes
//    wr_data_i to one free RAM word, visiting the words round robin. The
//    caller drives wr_data_i to zero whenever wr_valid_i is low (checked in
//    simulation), so this costs no data multiplexer. A word that has been
//    read is therefore zero, or overwritten by a newer word, at most DEPTH
//    write-free clocks later; after reset, all words are zero after DEPTH
//    clocks.
//  - Whether the scrub pointer's word is free (its offset from the read
//    pointer is at least the fill level) is kept in a flip-flop, updated
//    each clock from the read, the write and four pointer equalities (the
//    unread words' window and the scrub pointer each move by at most one
//    a clock). It is the exact test (proved), so the bound above holds as
//    stated, and the RAM's write enable is the write valid OR a flip-flop,
//    with no pointer arithmetic in front of it.
//  - SCRUB_REG (kept for the modes engine, which sizes its scrub wait by
//    it): a conservative verdict instead, computed with pointer arithmetic
//    from the read pointer of the clock before, so a word read on that
//    clock still counts as unread: the scrub never hits an unread word, and
//    a read word is zero (or overwritten) at most 2*DEPTH write-free clocks
//    later.
// Without CLEAR, RAM contents survive a reset, but they can never be read.
//
// WR_NEXT: the writer tells wr_valid_i a clock ahead (wr_valid_next_i), so
// the RAM's write enable and write address are registers, decided a clock
// ahead from the same pointers: no LUT sits between them and the block
// RAM, whose site may be far from the pointers. The caller must not write
// on the first clock after a reset.

module cl_sync_fifo #(
  parameter int unsigned WIDTH = 8,    // data width in bits
  parameter int unsigned DEPTH = 16,   // storage words in RAM, a power of two >= 2
  parameter bit          CLEAR = 1'b0, // scrub read words and the output register (see above)
  parameter bit          SCRUB_REG = 1'b0, // CLEAR: conservative scrub verdict, 2*DEPTH bound (see above)
  parameter bit          WR_NEXT = 1'b0, // wr_valid_next_i is driven: registered write port (see above)
  localparam int unsigned AW = $clog2(DEPTH)
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  input  logic             wr_valid_i,
  input  logic             wr_valid_next_i, // WR_NEXT: wr_valid_i of the next clock (else unused)
  output logic             wr_ready_o, // not full
  input  logic [WIDTH-1:0] wr_data_i,  // CLEAR: must be zero while wr_valid_i is low
  output logic             rd_valid_o,
  input  logic             rd_ready_i,
  output logic [WIDTH-1:0] rd_data_o
);

  if (DEPTH < 2 || (1 << AW) != DEPTH) begin : g_bad_depth
    $error("cl_sync_fifo: DEPTH must be a power of two >= 2");
  end
  if (SCRUB_REG && !CLEAR) begin : g_bad_scrub
    $error("cl_sync_fifo: SCRUB_REG applies to CLEAR only");
  end

  // No read of a word is ever used on the clock that writes it (proved
  // below: a write goes to a free word, a read to an unread one), so Yosys
  // may map the array to a block RAM as it is (no_rw_check): without the
  // attribute it keeps the read-during-write result (the old word) by
  // registering the write port and muxing the read data, a LUT level
  // after the block RAM's 4.3 ns clock-to-out and a flip-flop per bit.
  (* no_rw_check *) logic [WIDTH-1:0] mem_q [DEPTH];
  logic [AW:0] wptr_q, rptr_q;
  logic [WIDTH-1:0] rdata_q;
  logic rvalid_q;
  logic ram_empty, rd_en;
  logic          we, we_c;        // the RAM's write port, and what it is this clock
  logic [AW-1:0] waddr, waddr_c;  // (we_c, waddr_c; WR_NEXT: we, waddr a clock ahead)
  logic          we_n;            // we_c of the next clock (WR_NEXT)
  logic [AW-1:0] waddr_n;

  // The RAM's empty flag is a register: it enables and clears the WIDTH-bit
  // output register, so no comparator sits in front of that fan-out. Its
  // next value needs no pointer adder behind rd_en (that loop, ram_empty_q
  // -> rd_en -> rptr_q + rd_en -> the equality, was the TDES (48,1) core's
  // critical path): a write leaves the RAM non-empty (the writer never
  // writes when full), a read without a write empties it if one word was
  // left (wptr_q == rptr_q + 1, against rptr1_q, a register kept equal to
  // rptr_q + 1), and neither keeps it as it is.
  logic          ram_empty_q, ram_empty_d;
  logic [AW:0]   wptr_d, rptr_d, rptr1_q;
  assign wptr_d    = wptr_q + (AW+1)'(wr_valid_i);
  logic [AW-1:0] wptr_n;  // the write pointer's word next clock (WR_NEXT)
  logic          wvn;     // a write next clock (WR_NEXT; none after a reset)
  assign wptr_n    = !rst_ni ? '0 : wptr_d[AW-1:0];
  assign wvn       = rst_ni && wr_valid_next_i;
  assign rptr_d    = rptr_q + (AW+1)'(rd_en);
  assign ram_empty_d = wr_valid_i ? 1'b0 : rd_en ? (wptr_q == rptr1_q) : ram_empty_q;
  assign ram_empty = ram_empty_q;
  assign wr_ready_o = (wptr_q[AW-1:0] != rptr_q[AW-1:0]) || (wptr_q[AW] == rptr_q[AW]);
  // Fetch the next word into the output register when it is empty or taken.
  assign rd_en      = !ram_empty && (!rvalid_q || rd_ready_i);

  if (CLEAR) begin : g_scrub
    // Scrub pointer: on a write-free clock, word scrub_q is written (with the
    // zero wr_data_i) unless it holds an unread word, i.e. unless its offset
    // from the read pointer is below the fill level.
    logic [AW-1:0] scrub_q;
    logic          scrub_free, scrub_free_d;  // the verdict, and next clock's (before reset)
    if (SCRUB_REG) begin : g_free_reg
      // Next clock's verdict, against this clock's read pointer: with a
      // write, word scrub_q again and one more unread word; without, the
      // next word and the same unread words (fewer, if a read happens).
      logic          free_q, free_d;
      logic [AW:0]   fill_n, fill_w;
      logic [AW-1:0] off_n, off_w;
      assign fill_n = wptr_q - rptr_q;
      assign fill_w = wptr_q + 1'b1 - rptr_q;
      assign off_n  = scrub_q + 1'b1 - rptr_q[AW-1:0];
      assign off_w  = scrub_q - rptr_q[AW-1:0];
      assign free_d = wr_valid_i ? ((AW+1)'(off_w) >= fill_w) : ((AW+1)'(off_n) >= fill_n);
      always_ff @(posedge clk_i) begin
        if (!rst_ni) begin
          free_q <= 1'b1;  // the pointers are zero next clock: every word is free
        end else begin
          free_q <= free_d;
        end
      end
      assign scrub_free   = free_q;
      assign scrub_free_d = free_d;
    end else begin : g_free_inc
      // The exact test, kept in a register that is updated incrementally:
      // the unread words are the window [rptr_q, wptr_q) (mod DEPTH, all of
      // them when full), and on each clock its start moves by at most one
      // (a read), its end by at most one (a write), and the scrub word by at
      // most one (no write), so whether the next scrub word is in the window
      // follows from whether this one is and four AW-bit equalities between
      // registers. No carry chain: the flag's next state is a few LUTs of
      // equalities, wr_valid_i and rd_en, and the write enable is
      // wr_valid_i OR free_q. (Computing the test from the pointers, as
      // before, put two carry chains and a compare, ~6.75 ns, in front of
      // the RAM's write enable; registering it from the next pointers puts
      // the read enable and three carry chains into one path.)
      logic          free_q, free_d, used_stay, used_next;
      logic [AW-1:0] scrub1_q;  // scrub_q + 1
      logic          s_at_r, s_at_w, s1_at_r, s1_at_w;
      assign s_at_r  = scrub_q  == rptr_q[AW-1:0];
      assign s_at_w  = scrub_q  == wptr_q[AW-1:0];
      assign s1_at_r = scrub1_q == rptr_q[AW-1:0];
      assign s1_at_w = scrub1_q == wptr_q[AW-1:0];
      // With a write the scrub word stays: it is unread next clock if it is
      // unread now and not read now, or if it is the word being written
      // (the writer never writes when full, so that word is not unread now).
      assign used_stay = (!free_q && !(rd_en && s_at_r)) || s_at_w;
      // Without, the next word is the scrub word: it is unread next clock if
      // it is unread now (it follows an unread word that is not the last
      // one, or it is the first unread word) and is not read now.
      assign used_next = ((!free_q && !s1_at_w) || (s1_at_r && !ram_empty_q))
                         && !(rd_en && s1_at_r);
      assign free_d    = wr_valid_i ? !used_stay : !used_next;
      always_ff @(posedge clk_i) begin
        if (!rst_ni) begin
          free_q   <= 1'b1;  // the pointers are zero next clock: every word is free
          scrub1_q <= AW'(1);
        end else begin
          free_q   <= free_d;
          if (!wr_valid_i) scrub1_q <= scrub1_q + 1'b1;
        end
      end
      assign scrub_free   = free_q;
      assign scrub_free_d = free_d;
`ifdef FORMAL_CL_SYNC_FIFO
      // The registered flag is the arithmetic test (so the scrub is exactly
      // the one the header describes).
      logic [AW-1:0] f_off;
      logic [AW:0]   f_unread;
      assign f_off    = scrub_q - rptr_q[AW-1:0];
      assign f_unread = wptr_q - rptr_q;
      always_comb begin
        if (rst_ni) begin
          assert (scrub1_q == scrub_q + 1'b1);
          assert (free_q == ((AW+1)'(f_off) >= f_unread));
        end
      end
`endif
    end
    assign we_c    = wr_valid_i || scrub_free;
    assign waddr_c = wr_valid_i ? wptr_q[AW-1:0] : scrub_q;
    // The same next clock: the scrub pointer and its verdict as they will
    // be (reset: word 0, free).
    logic          free_n;
    logic [AW-1:0] scrub_n;
    assign free_n  = !rst_ni || scrub_free_d;
    assign scrub_n = !rst_ni ? '0 : scrub_q + AW'(!wr_valid_i);
    assign we_n    = wvn || free_n;
    assign waddr_n = wvn ? wptr_n : scrub_n;
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        scrub_q <= '0;
      end else if (!wr_valid_i) begin
        scrub_q <= scrub_q + 1'b1;
      end
    end
  end else begin : g_no_scrub
    assign we_c    = wr_valid_i;
    assign waddr_c = wptr_q[AW-1:0];
    assign we_n    = wvn;
    assign waddr_n = wptr_n;
  end

  if (WR_NEXT) begin : g_wr_reg
    logic          we_q;
    logic [AW-1:0] waddr_q;
    always_ff @(posedge clk_i) begin
      we_q    <= we_n;
      waddr_q <= waddr_n;
    end
    assign we    = we_q;
    assign waddr = waddr_q;
`ifndef SYNTHESIS
    logic armed_n, wvn_q;
    cl_chk_armed u_armed_n (.clk_i, .rst_ni, .armed_o(armed_n));
    always_ff @(posedge clk_i) begin
      wvn_q <= wvn;
      if (armed_n && rst_ni && wvn_q != wr_valid_i)
        $error("cl_sync_fifo: wr_valid_next_i was not wr_valid_i a clock ahead");
      if (armed_n && rst_ni && (we != we_c || (we && waddr != waddr_c)))
        $error("cl_sync_fifo: the registered write port differs from this clock's");
    end
`else
    logic unused_c;  // this clock's write port: checked in simulation
    assign unused_c = ^{we_c, waddr_c};
`endif
  end else begin : g_wr_now
    assign we    = we_c;
    assign waddr = waddr_c;
    logic unused_n;
    assign unused_n = ^{we_n, waddr_n};
  end

  always_ff @(posedge clk_i) begin
    if (we) mem_q[waddr] <= wr_data_i;
  end

  always_ff @(posedge clk_i) begin
    if (CLEAR && (!rst_ni || (!rd_en && rd_ready_i))) begin
      rdata_q <= '0;
    end else if (rd_en) begin
      rdata_q <= mem_q[rptr_q[AW-1:0]];
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      wptr_q      <= '0;
      rptr_q      <= '0;
      rptr1_q     <= (AW+1)'(1);
      ram_empty_q <= 1'b1;
      rvalid_q    <= 1'b0;
    end else begin
      wptr_q      <= wptr_d;
      rptr_q      <= rptr_d;
      rptr1_q     <= rptr1_q + (AW+1)'(rd_en);
      ram_empty_q <= ram_empty_d;
      if (rd_en) begin
        rvalid_q <= 1'b1;
      end else if (rd_ready_i) begin
        rvalid_q <= 1'b0;
      end
    end
  end

  assign rd_valid_o = rvalid_q;
  assign rd_data_o  = rdata_q;

`ifndef SYNTHESIS
  if (CLEAR) begin : g_chk_zero
    logic armed;
    cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
    always_ff @(posedge clk_i) begin
      if (armed && !wr_valid_i && wr_data_i != '0)
        $error("cl_sync_fifo: CLEAR needs wr_data_i = 0 while wr_valid_i is low");
    end
  end
`endif

  // ---------------------------------------------------------------------------
  // Formal properties (formal/cl_sync_fifo.sby; proved by k-induction, with
  // and without CLEAR). The FIFO never looks at the data, so the proof
  // drives each written word with its sequence number: the words leave in
  // order, each once, unchanged, and every RAM word still to be read holds
  // its word.
  // Only under FORMAL_CL_SYNC_FIFO (defined by that proof): the assumptions are on this
  // module's own inputs, so they hold only where it is the proof's top.
  // ---------------------------------------------------------------------------
`ifdef FORMAL_CL_SYNC_FIFO
  logic             f_init_q = 1'b1;  // the first clock of the trace
  logic [WIDTH-1:0] f_wr_q   = '0;    // words written since reset (mod 2^WIDTH)
  logic [WIDTH-1:0] f_rd_q   = '0;    // words fetched from the RAM
  logic [WIDTH-1:0] f_out_q  = '0;    // words delivered
  logic [AW:0]      f_fill;           // words in the RAM
  logic             f_wvn_q  = 1'b0;  // WR_NEXT: the write announced a clock ahead
  always_ff @(posedge clk_i) f_wvn_q <= wvn;
  assign f_fill = wptr_q - rptr_q;

  always_ff @(posedge clk_i) begin
    f_init_q <= 1'b0;
    if (!rst_ni) begin
      f_wr_q  <= '0;
      f_rd_q  <= '0;
      f_out_q <= '0;
    end else begin
      f_wr_q  <= f_wr_q + WIDTH'(wr_valid_i);
      f_rd_q  <= f_rd_q + WIDTH'(rd_en);
      f_out_q <= f_out_q + WIDTH'(rd_valid_o && rd_ready_i);
    end
  end

  always_comb begin
    // The trace starts in reset; the writer keeps the contract (no write
    // when full; zero data without a write); a word is its sequence number.
    if (f_init_q) assume (!rst_ni);
    if (!rst_ni) assume (!wr_valid_i);
    if (wr_valid_i) assume (wr_ready_o);
    assume (wr_data_i == (wr_valid_i ? f_wr_q : '0));
    if (WR_NEXT && !f_init_q) assume (wr_valid_i == f_wvn_q);
    if (!f_init_q && rst_ni) begin
      assert (f_fill <= (AW+1)'(DEPTH));
      assert (wr_ready_o == (f_fill != (AW+1)'(DEPTH)));
      assert (ram_empty_q == (f_fill == '0));
      assert (rptr1_q == rptr_q + (AW+1)'(1));
      assert (f_wr_q - f_rd_q == WIDTH'(f_fill));
      assert (f_rd_q - f_out_q == WIDTH'(rvalid_q));
      if (rvalid_q) assert (rdata_q == f_out_q);
      if (CLEAR && !rvalid_q) assert (rdata_q == '0);
      // The RAM never reads the word it writes on the same clock (no_rw_check).
      if (rd_en && we) assert (waddr != rptr_q[AW-1:0]);
      // WR_NEXT: the registered write port is the one decided this clock.
      assert (we == we_c);
      if (we) assert (waddr == waddr_c);
    end
  end

  // Every RAM word still to be read holds its word.
  for (genvar i = 0; i < DEPTH; i++) begin : g_f_mem
    always_comb begin
      if (!f_init_q && rst_ni && (AW+1)'(i) < f_fill) begin
        assert (mem_q[AW'(rptr_q[AW-1:0] + AW'(i))] == f_rd_q + WIDTH'(i));
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!f_init_q && $past(rst_ni) && rst_ni) begin
      // AXI4-Stream: an offered word stays, unchanged, until it is taken.
      if ($past(rd_valid_o && !rd_ready_i)) begin
        assert (rd_valid_o);
        assert (rd_data_o == $past(rd_data_o));
      end
    end
  end
`endif

endmodule
