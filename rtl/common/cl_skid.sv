// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_skid: a two-entry skid buffer (register slice) for a valid/ready
// channel. in_ready_o and every output are registers, so the slice cuts all
// combinational paths between its two sides; full throughput (one word per
// clock) with no bubble. An entry is zero while it is empty (words may be
// key material).

module cl_skid #(
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

  logic             h_v_q, k_v_q, push;
  logic [WIDTH-1:0] h_q, k_q;

  assign in_ready_o  = !k_v_q;
  assign push        = in_valid_i && !k_v_q;
  assign out_valid_o = h_v_q;
  assign out_data_o  = h_q;

  // h: the word offered; k: the word taken while h was stalled.
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      h_v_q <= 1'b0;
      k_v_q <= 1'b0;
      h_q   <= '0;
      k_q   <= '0;
    end else if (out_ready_i || !h_v_q) begin
      if (k_v_q) begin
        h_q   <= k_q;
        h_v_q <= 1'b1;
        k_q   <= '0;
        k_v_q <= 1'b0;
      end else begin
        h_q   <= push ? in_data_i : '0;
        h_v_q <= push;
      end
    end else if (push) begin
      k_q   <= in_data_i;
      k_v_q <= 1'b1;
    end
  end

  // ---------------------------------------------------------------------------
  // Formal properties (formal/cl_skid.sby; proved by k-induction). The slice
  // never looks at the data, so the proof drives it with the sequence number
  // of each word taken: the words leave in order, each once, unchanged.
  // Only under FORMAL_CL_SKID (defined by that proof): the assumptions are on this
  // module's own inputs, so they hold only where it is the proof's top.
  // ---------------------------------------------------------------------------
`ifdef FORMAL_CL_SKID
`include "cl_buf2_fv.svh"

  always_comb begin
    if (!f_init_q && rst_ni) begin
      // What is inside: at most the two entries, head first, in order.
      assert (f_held == WIDTH'(h_v_q) + WIDTH'(k_v_q));
      assert (h_v_q || !k_v_q);
      if (h_v_q) assert (h_q == f_out_q);
      if (k_v_q) assert (k_q == f_out_q + 1'b1);
      // An empty entry is zero (words may be key material).
      if (!h_v_q) assert (h_q == '0);
      if (!k_v_q) assert (k_q == '0);
    end
  end
`endif

endmodule
