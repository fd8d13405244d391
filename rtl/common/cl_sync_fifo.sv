// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_sync_fifo: first-word-fall-through FIFO on a synchronous-read RAM, so
// that Yosys can map the storage to block RAM (ECP5 DP16KD) instead of LUTs.
//
// The writer must not write when full (callers use credits); wr_ready_o is
// provided for callers and assertions. Read side is valid/ready. A written
// word is visible on rd_data_o two cycles after its write. Reset clears the
// pointers and the output valid flag; RAM contents are not cleared, but they
// can never be read again after a reset.

module cl_sync_fifo #(
  parameter int unsigned WIDTH = 8,  // data width in bits
  parameter int unsigned DEPTH = 16, // storage words in RAM, a power of two >= 2
  localparam int unsigned AW = $clog2(DEPTH)
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  input  logic             wr_valid_i,
  output logic             wr_ready_o, // not full
  input  logic [WIDTH-1:0] wr_data_i,
  output logic             rd_valid_o,
  input  logic             rd_ready_i,
  output logic [WIDTH-1:0] rd_data_o
);

  if (DEPTH < 2 || (1 << AW) != DEPTH) begin : g_bad_depth
    $error("cl_sync_fifo: DEPTH must be a power of two >= 2");
  end

  logic [WIDTH-1:0] mem_q [DEPTH];
  logic [AW:0] wptr_q, rptr_q;
  logic [WIDTH-1:0] rdata_q;
  logic rvalid_q;
  logic ram_empty, rd_en;

  assign ram_empty  = (wptr_q == rptr_q);
  assign wr_ready_o = (wptr_q[AW-1:0] != rptr_q[AW-1:0]) || (wptr_q[AW] == rptr_q[AW]);
  // Fetch the next word into the output register when it is empty or taken.
  assign rd_en      = !ram_empty && (!rvalid_q || rd_ready_i);

  always_ff @(posedge clk_i) begin
    if (wr_valid_i) mem_q[wptr_q[AW-1:0]] <= wr_data_i;
  end

  always_ff @(posedge clk_i) begin
    if (rd_en) rdata_q <= mem_q[rptr_q[AW-1:0]];
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      wptr_q   <= '0;
      rptr_q   <= '0;
      rvalid_q <= 1'b0;
    end else begin
      if (wr_valid_i) wptr_q <= wptr_q + 1'b1;
      if (rd_en) begin
        rptr_q   <= rptr_q + 1'b1;
        rvalid_q <= 1'b1;
      end else if (rd_ready_i) begin
        rvalid_q <= 1'b0;
      end
    end
  end

  assign rd_valid_o = rvalid_q;
  assign rd_data_o  = rdata_q;

endmodule
