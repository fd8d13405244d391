// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_buf2_fv.svh: the formal scaffolding shared by the two-entry buffers
// cl_skid and cl_fifo2 (same ports; each includes this file in its FORMAL_*
// block, and adds the assertions about its own registers). The proof drives
// the buffer with the sequence number of each word pushed (push: the
// module's own accept term), counts the words delivered, and checks the
// AXI4-Stream output rules and that the input is never stalled by a full
// buffer on the clock after the output was ready.

logic             f_init_q = 1'b1;  // the first clock of the trace
logic [WIDTH-1:0] f_in_q   = '0;    // words pushed since reset (mod 2^WIDTH)
logic [WIDTH-1:0] f_out_q  = '0;    // words delivered since reset
logic [WIDTH-1:0] f_held;           // words inside
assign f_held = f_in_q - f_out_q;

always_ff @(posedge clk_i) begin
  f_init_q <= 1'b0;
  if (!rst_ni) begin
    f_in_q  <= '0;
    f_out_q <= '0;
  end else begin
    f_in_q  <= f_in_q + WIDTH'(push);
    f_out_q <= f_out_q + WIDTH'(out_valid_o && out_ready_i);
  end
end

// The trace starts in reset; the input word is its sequence number.
always_comb begin
  if (f_init_q) assume (!rst_ni);
  assume (in_data_i == f_in_q);
end

always_ff @(posedge clk_i) begin
  if (!f_init_q && $past(rst_ni) && rst_ni) begin
    // AXI4-Stream: an offered word stays, unchanged, until it is taken.
    if ($past(out_valid_o && !out_ready_i)) begin
      assert (out_valid_o);
      assert (out_data_o == $past(out_data_o));
    end
    // No bubble: after a clock with the output ready, the input is ready.
    if ($past(out_ready_i)) assert (in_ready_o);
  end
end
