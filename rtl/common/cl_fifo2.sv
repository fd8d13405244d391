// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_fifo2: a two-entry register FIFO for a valid/ready channel, in which
// the consumer's ready drives only the read pointer and valid flags.
//
// cl_skid moves its words: the head register loads on every clock the head
// is taken, so out_ready_i is the load enable of both entries (2 x WIDTH
// flip-flops). When out_ready_i is a decision made from the head word (as
// in cm_packet_rx), that net spans the whole buffer and its placement can
// cost a clock (docs/history/modes-engine.md). Here the words stay where they were
// written: entry wp_q loads on a push (in_valid_i and a register), and the
// output is entry rp_q (one 2:1 select after the registers). out_ready_i
// reaches the read pointer, the two valid flags and a one-clock scrub
// request (a few flip-flops).
//
// in_ready_o and out_valid_o are registers; one word per clock with no
// bubble. An entry's data input is in_data_i itself (a clock enable, and
// the scrub below as a synchronous reset), so that a word coming from a
// block RAM reaches the entry through routing alone. A taken entry is zeroed on the next clock unless that clock writes it
// (words may be key material): an entry holds a word that has left for at
// most one clock, never longer.

module cl_fifo2 #(
  parameter int unsigned WIDTH = 8   // word width in bits
) (
  input  logic             clk_i,
  input  logic             rst_ni,       // synchronous, active low
  input  logic             in_valid_i,
  output logic             in_ready_o,
  input  logic [WIDTH-1:0] in_data_i,
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [WIDTH-1:0] out_data_o
);

  logic [1:0]       v_q;                 // entry holds a word
  logic             wp_q, rp_q;          // write / read entry
  logic             full_q;              // both entries hold words
  logic             ov_q;                // entry rp_q holds a word (out_valid_o)
  logic             scrub_q, scrub_e_q;  // entry scrub_e_q was taken on the last clock
  logic [1:0][WIDTH-1:0] e_q;          // the entries
  logic             push, pop;
  logic [1:0]       v_d;
  logic             rp_d;

  assign in_ready_o  = !full_q;
  assign push        = in_valid_i && !full_q;
  assign out_valid_o = ov_q;
  assign out_data_o  = e_q[rp_q];
  assign pop         = out_ready_i && ov_q;
  assign rp_d        = pop ? !rp_q : rp_q;

  always_comb begin
    v_d = v_q;
    if (push) v_d[wp_q] = 1'b1;
    if (pop)  v_d[rp_q] = 1'b0;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      v_q       <= '0;
      wp_q      <= 1'b0;
      rp_q      <= 1'b0;
      full_q    <= 1'b0;
      ov_q      <= 1'b0;
      scrub_q   <= 1'b0;
      scrub_e_q <= 1'b0;
    end else begin
      v_q       <= v_d;
      full_q    <= &v_d;
      ov_q      <= v_d[rp_d];
      scrub_q   <= pop;
      scrub_e_q <= rp_q;
      rp_q      <= rp_d;
      if (push) wp_q <= !wp_q;
    end
  end

  // Entry i: written on a push to it; zeroed on the clock after it was taken
  // unless that clock writes it (a taken entry is not written on the clock
  // it is taken: the two pointers meet only when the FIFO is empty or full).
  for (genvar i = 0; i < 2; i++) begin : g_e
    logic wr, clr;
    assign wr  = push && wp_q == 1'(unsigned'(i));
    assign clr = scrub_q && scrub_e_q == 1'(unsigned'(i));
    always_ff @(posedge clk_i) begin
      if (!rst_ni || (clr && !wr)) begin
        e_q[i] <= '0;
      end else if (wr) begin
        e_q[i] <= in_data_i;
      end
    end
  end

  // ---------------------------------------------------------------------------
  // Formal properties (formal/cl_fifo2.sby; proved by k-induction): the
  // scaffolding shared with cl_skid (cl_buf2_fv.svh: sequence-numbered
  // words, the output rules, no bubble), and the entries' contents: the
  // words leave in order, each once, unchanged. Only under FORMAL_CL_FIFO2
  // (the assumptions are on this module's own inputs).
  // ---------------------------------------------------------------------------
`ifdef FORMAL_CL_FIFO2
`include "cl_buf2_fv.svh"

  always_comb begin
    if (!f_init_q && rst_ni) begin
      assert (f_held == WIDTH'(v_q[0]) + WIDTH'(v_q[1]));
      assert (full_q == (v_q == 2'b11));
      assert (ov_q == v_q[rp_q]);
      // The pointers: equal when empty or full, else the one word is at rp_q.
      if (v_q == 2'b00 || v_q == 2'b11) assert (wp_q == rp_q);
      else assert (v_q[rp_q] && !v_q[wp_q]);
      if (v_q[rp_q]) assert (e_q[rp_q] == f_out_q);
      if (v_q[!rp_q]) assert (e_q[!rp_q] == f_out_q + 1'b1);
      // A free entry is zero, except on the clock after it was taken.
      for (int i = 0; i < 2; i++) begin
        if (!v_q[i] && !(scrub_q && scrub_e_q == 1'(i))) assert (e_q[i] == '0);
      end
      if (scrub_q) assert (!v_q[scrub_e_q]);
    end
  end
`endif

endmodule
