// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ram_1r1w: simple dual-port RAM, one synchronous write port and one
// synchronous read port, written so that Yosys maps it to block RAM (ECP5
// DP16KD) or distributed RAM.
//
// Read-during-write to the same address (RDW_OLD = 1, the default) returns
// the OLD word (the read data register samples the array before the write
// takes effect); callers that need the new word forward it themselves. An
// ECP5 block RAM does not promise that across its two ports, so Yosys keeps
// it by registering the write port and muxing the read data: a flip-flop per
// bit, and a LUT level after the block RAM's 4.3 ns clock-to-out.
// RDW_OLD = 0 is for callers that never use a read made on the clock that
// writes its address: the array maps as it is (Yosys no_rw_check), and the
// result of such a read is undefined. In simulation it is the complement
// of the old word, so that a caller that uses one fails its tests.
// LUTRAM = 1 maps the array to distributed RAM (ECP5 TRELLIS_DPR16X4, Yosys
// ram_style "distributed"): its read register is a flip-flop right after
// the RAM's read multiplexers, about 0.5 ns clock-to-out instead of a block
// RAM's 4.1 ns, for a store whose read feeds a decision. Read-during-write
// then returns the old word whatever RDW_OLD says (the read register samples
// the array before the write's clock edge takes effect).
// The array is not reset.

module cl_ram_1r1w #(
  parameter int unsigned WIDTH   = 8,     // word width in bits
  parameter int unsigned DEPTH   = 16,    // number of words (>= 2)
  parameter bit          RDW_OLD = 1'b1,  // read-during-write returns the old word (else undefined)
  parameter bit          LUTRAM  = 1'b0,  // distributed (LUT) RAM, whatever the depth
  localparam int unsigned AW = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    waddr_i,  // write address
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic             re_i,     // read enable (holds rdata_o when low)
  input  logic [AW-1:0]    raddr_i,  // read address
  output logic [WIDTH-1:0] rdata_o   // word at raddr_i, one clock after re_i
);

  logic [WIDTH-1:0] rdata_q;

  if (LUTRAM) begin : g_lut
    (* ram_style = "distributed" *) logic [WIDTH-1:0] mem_q [DEPTH];

    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end

    always_ff @(posedge clk_i) begin
      if (re_i) rdata_q <= mem_q[raddr_i];
    end
  end else if (RDW_OLD) begin : g_old
    logic [WIDTH-1:0] mem_q [DEPTH];

    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end

    always_ff @(posedge clk_i) begin
      if (re_i) rdata_q <= mem_q[raddr_i];
    end
  end else begin : g_any
    (* no_rw_check *) logic [WIDTH-1:0] mem_q [DEPTH];

    always_ff @(posedge clk_i) begin
      if (we_i) mem_q[waddr_i] <= wdata_i;
    end

`ifdef SYNTHESIS
    always_ff @(posedge clk_i) begin
      if (re_i) rdata_q <= mem_q[raddr_i];
    end
`else
    always_ff @(posedge clk_i) begin
      if (re_i) rdata_q <= (we_i && waddr_i == raddr_i) ? ~mem_q[raddr_i] : mem_q[raddr_i];
    end
`endif
  end

  assign rdata_o = rdata_q;

endmodule
