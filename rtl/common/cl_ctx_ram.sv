// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ctx_ram: a per-context store (cl_ram_1r1w) that can be swept to zero.
// While clr_i is high, the write port writes zero to word clr_addr_i and the
// caller's write (we_i) is ignored; the caller steps clr_addr_i through every
// word (one per clock) after reset, so that no word survives a reset. The
// read port is always enabled: rdata_o is the word at raddr_i one clock
// later; on a read-during-write of that word, the OLD word (RDW_OLD = 1) or
// an undefined one (RDW_OLD = 0: no read-during-write logic after the
// block RAM; see cl_ram_1r1w).
// ONE_PORT = 1 is for a caller that writes only the word it reads
// (waddr_i = raddr_i whenever we_i; checked in simulation): the store is
// then a single-port read-first RAM (cl_ram_1p), whose read returns the
// old word with no logic after the block RAM (RDW_OLD is then moot).
// CLR_WDATA = 0 is for a caller whose wdata_i is zero whenever clr_i is
// high (the caller checks it in simulation, once its reset has been
// applied: this module has none): the sweep then writes wdata_i as it is, and
// no select on clr_i sits in front of the RAM's data inputs (clr_i is a
// single register, and its fanout to every data bit of a wide word was a
// long group of its own).
// WR_REG = 1 (two ports, RDW_OLD = 1) writes the array one clock later, from
// registers of the write port (the sweep's writes too), and forwards the
// registered word to a read of its address on that clock: the read data are
// as without it (the old word on the edge of the write, the new one after),
// and the caller's write enable, address and data drive only flip-flops, so
// that a late write decision does not have to reach the RAM itself (for a
// distributed RAM, its write decode). It costs a register per bit and one
// LUT level after the read register. The write data register follows
// wdata_i on every clock (no enable: it holds nothing the caller does not
// present).
// OUT_REG = 1 adds an output register: rdata_o is the word at raddr_i two
// clocks later, and rd_clr_i zeroes that register on the next edge (it
// takes the word otherwise). EBR = 1 (with OUT_REG) makes it the block
// RAM's own output register (cl_ram_ebr, or cl_ram_1p_ebr with ONE_PORT),
// with no logic between the RAM and it; without EBR it is a fabric
// register after the store, which Yosys maps to LUT RAM when it is small
// (up to 32 words) and to block RAM otherwise. With EBR and two ports, a
// read on the edge of a write of its word is never defined (RDW_OLD = 0
// only); with ONE_PORT, it returns the old word. The sweep and CLR_WDATA
// are the same either way. Without OUT_REG, rd_clr_i is not used.

module cl_ctx_ram #(
  parameter int unsigned WIDTH = 8,   // word width in bits
  parameter int unsigned DEPTH = 16,  // number of words (>= 2)
  parameter bit          RDW_OLD = 1'b1, // read-during-write returns the old word (else undefined)
  parameter bit          ONE_PORT = 1'b0, // writes only at raddr_i: one read-first port
  parameter bit          CLR_WDATA = 1'b1, // the sweep zeroes wdata_i (else the caller keeps it zero)
  parameter bit          WR_REG = 1'b0,  // the array is written a clock later from registers
  parameter bit          OUT_REG = 1'b0, // an output register: rdata_o 2 clocks after raddr_i
  parameter bit          EBR = 1'b0,     // OUT_REG is the block RAM's own (a DP16KD on ECP5)
  localparam int unsigned AW = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1
) (
  input  logic             clk_i,
  input  logic             clr_i,       // sweep: write zero to clr_addr_i
  input  logic [AW-1:0]    clr_addr_i,  // sweep address
  input  logic             we_i,        // write enable (ignored while clr_i)
  input  logic [AW-1:0]    waddr_i,     // write address
  input  logic [WIDTH-1:0] wdata_i,     // write data
  input  logic [AW-1:0]    raddr_i,     // read address
  input  logic             rd_clr_i,    // OUT_REG: zero the output register (else unused)
  output logic [WIDTH-1:0] rdata_o      // word at raddr_i, one clock later (OUT_REG: two)
);

  if (WR_REG && (ONE_PORT || !RDW_OLD)) begin : g_err_wreg
    $fatal(1, "cl_ctx_ram: WR_REG needs two ports (ONE_PORT = 0) and RDW_OLD = 1");
  end
  if (EBR && (!OUT_REG || WR_REG || (!ONE_PORT && RDW_OLD))) begin : g_err_ebr
    $fatal(1, "cl_ctx_ram: EBR needs OUT_REG = 1, WR_REG = 0, and RDW_OLD = 0 unless ONE_PORT");
  end

  logic [WIDTH-1:0] wdata;
  assign wdata = (CLR_WDATA && clr_i) ? '0 : wdata_i;

  // The store's read: with EBR from its output register, else its read
  // register (one clock after raddr_i).
  logic [WIDTH-1:0] rd;
  if (EBR) begin : g_ebr_out
    assign rdata_o = rd;
  end else if (OUT_REG) begin : g_out_reg
    logic [WIDTH-1:0] out_q;
    always_ff @(posedge clk_i) begin
      out_q <= rd_clr_i ? '0 : rd;
    end
    assign rdata_o = out_q;
  end else begin : g_no_out_reg
    assign rdata_o = rd;
    logic unused_rd_clr;
    assign unused_rd_clr = rd_clr_i;
  end

  if (ONE_PORT && EBR) begin : g_one_ebr
    cl_ram_1p_ebr #(.WIDTH(WIDTH), .DEPTH(DEPTH)) u_ram (
      .clk_i,
      .we_i   (clr_i || we_i),
      .addr_i (clr_i ? clr_addr_i : raddr_i),
      .wdata_i(wdata),
      .oe_i   (1'b1),
      .clr_i  (rd_clr_i),
      .rdata_o(rd)
    );
  end else if (ONE_PORT) begin : g_one
    cl_ram_1p #(.WIDTH(WIDTH), .DEPTH(DEPTH)) u_ram (
      .clk_i,
      .we_i   (clr_i || we_i),
      .addr_i (clr_i ? clr_addr_i : raddr_i),
      .wdata_i(wdata),
      .rdata_o(rd)
    );
  end
  if (ONE_PORT) begin : g_one_chk
`ifndef SYNTHESIS
    always_ff @(posedge clk_i) begin
      if (we_i && !clr_i && waddr_i != raddr_i) begin
        $error("cl_ctx_ram: ONE_PORT write at %0d, not at the read address %0d", waddr_i, raddr_i);
      end
    end
`else
    logic unused_waddr;
    assign unused_waddr = ^waddr_i;
`endif
  end else if (EBR) begin : g_two_ebr
    cl_ram_ebr #(.WIDTH(WIDTH), .DEPTH(DEPTH)) u_ram (
      .clk_i,
      .we_i   (clr_i || we_i),
      .waddr_i(clr_i ? clr_addr_i : waddr_i),
      .wdata_i(wdata),
      .re_i   (1'b1),
      .raddr_i,
      .oe_i   (1'b1),
      .clr_i  (rd_clr_i),
      .rdata_o(rd)
    );
  end else if (WR_REG) begin : g_wreg
    logic             we_q, fwd_q;
    logic [AW-1:0]    waddr_q;
    logic [WIDTH-1:0] wdata_q, fwd_data_q, ram_rdata;

    always_ff @(posedge clk_i) begin
      we_q       <= clr_i || we_i;
      waddr_q    <= clr_i ? clr_addr_i : waddr_i;
      wdata_q    <= wdata;
      // The word written on this edge is new to a read made on it.
      fwd_q      <= we_q && waddr_q == raddr_i;
      fwd_data_q <= wdata_q;
    end

    // The array's own read-during-write is never used (forwarded instead).
    cl_ram_1r1w #(.WIDTH(WIDTH), .DEPTH(DEPTH), .RDW_OLD(1'b0)) u_ram (
      .clk_i,
      .we_i   (we_q),
      .waddr_i(waddr_q),
      .wdata_i(wdata_q),
      .re_i   (1'b1),
      .raddr_i,
      .rdata_o(ram_rdata)
    );
    assign rd = fwd_q ? fwd_data_q : ram_rdata;
  end else begin : g_two
    cl_ram_1r1w #(.WIDTH(WIDTH), .DEPTH(DEPTH), .RDW_OLD(RDW_OLD)) u_ram (
      .clk_i,
      .we_i   (clr_i || we_i),
      .waddr_i(clr_i ? clr_addr_i : waddr_i),
      .wdata_i(wdata),
      .re_i   (1'b1),
      .raddr_i,
      .rdata_o(rd)
    );
  end

endmodule
