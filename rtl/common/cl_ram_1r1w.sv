// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ram_1r1w: simple dual-port RAM, one synchronous write port and one
// synchronous read port, written so that Yosys maps it to block RAM (ECP5
// DP16KD) or distributed RAM.
//
// Read-during-write to the same address returns the OLD word (the read data
// register samples the array before the write takes effect). Callers that
// need the new word forward it themselves. The array is not reset.

module cl_ram_1r1w #(
  parameter int unsigned WIDTH = 8,   // word width in bits
  parameter int unsigned DEPTH = 16,  // number of words (>= 2)
  localparam int unsigned AW = (DEPTH > 1) ? $clog2(DEPTH) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    waddr_i,  // write address
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic             re_i,     // read enable (holds rdata_o when low)
  input  logic [AW-1:0]    raddr_i,  // read address
  output logic [WIDTH-1:0] rdata_o   // word at raddr_i, one clock after re_i
);

  logic [WIDTH-1:0] mem_q [DEPTH];
  logic [WIDTH-1:0] rdata_q;

  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[waddr_i] <= wdata_i;
  end

  always_ff @(posedge clk_i) begin
    if (re_i) rdata_q <= mem_q[raddr_i];
  end

  assign rdata_o = rdata_q;

endmodule
