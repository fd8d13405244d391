// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_csr_axil: an AXI4-Lite slave in front of a register block with
// peakrdl-regblock's "passthrough" CPU interface (a one-clock request with
// its address and write data; an acknowledge, on that clock or later, with
// the read data and an error flag).
//
// It keeps no write data: a write is issued on the clock on which both its
// address (AW) and its data (W) are offered, straight from the W channel's
// wires, and both channels are accepted on that clock. So no flip-flop of
// this module ever holds a key word written to the key registers (the
// reason it exists: regblock's own AXI4-Lite interface registers W's data
// and keeps the last word written). Reads are registered in the R channel.
//
// One transfer at a time: a new one is issued when the previous one has
// been acknowledged and its response slot (B or R) is free; when a read and
// a write are both offered, the one not issued last goes first. An address
// takes its byte offset off (the registers are 32-bit words); the response
// is the block's: SLVERR when it flags an error, else OKAY.

module cl_csr_axil #(
  parameter int unsigned ADDR_W = 9  // byte address bits of the register block
) (
  input  logic              clk_i,
  input  logic              rst_ni,           // synchronous, active low
  // AXI4-Lite slave (no AWPROT / ARPROT: every access is treated alike).
  `CL_AXIL_S_PORTS(ADDR_W),
  // Register block, passthrough CPU interface.
  output logic              req_o,
  output logic              req_is_wr_o,
  output logic [ADDR_W-1:0] addr_o,
  output logic [31:0]       wr_data_o,
  output logic [31:0]       wr_biten_o,
  input  logic              req_stall_wr_i,
  input  logic              req_stall_rd_i,
  input  logic              rd_ack_i,
  input  logic              rd_err_i,
  input  logic [31:0]       rd_data_i,
  input  logic              wr_ack_i,
  input  logic              wr_err_i
);

  logic        busy_q, busy_d;          // a request is waiting for its acknowledge
  logic        last_wr_q, last_wr_d;    // the last request issued was a write
  logic        bvalid_q, bvalid_d;
  logic [1:0]  bresp_q, bresp_d;
  logic        rvalid_q, rvalid_d;
  logic [1:0]  rresp_q, rresp_d;
  logic [31:0] rdata_q, rdata_d;
  logic        can_wr, can_rd, issue_wr, issue_rd;

  // A request may go when none waits and its response slot is free.
  assign can_wr   = !busy_q && !bvalid_q && !req_stall_wr_i && s_axil_awvalid_i && s_axil_wvalid_i;
  assign can_rd   = !busy_q && !rvalid_q && !req_stall_rd_i && s_axil_arvalid_i;
  assign issue_wr = can_wr && !(can_rd && last_wr_q);
  assign issue_rd = can_rd && !issue_wr;

  assign s_axil_awready_o = issue_wr;
  assign s_axil_wready_o  = issue_wr;
  assign s_axil_arready_o = issue_rd;

  assign req_o       = issue_wr || issue_rd;
  assign req_is_wr_o = issue_wr;
  assign addr_o      = {issue_wr ? s_axil_awaddr_i[ADDR_W-1:2] : s_axil_araddr_i[ADDR_W-1:2], 2'b00};
  // The write data only on a write's clock (else zero).
  assign wr_data_o   = issue_wr ? s_axil_wdata_i : '0;
  always_comb begin
    for (int unsigned b = 0; b < 4; b++) begin
      wr_biten_o[8*b +: 8] = {8{issue_wr && s_axil_wstrb_i[b]}};
    end
  end

  always_comb begin
    busy_d    = (busy_q || req_o) && !(wr_ack_i || rd_ack_i);
    last_wr_d = req_o ? issue_wr : last_wr_q;
    bvalid_d  = bvalid_q && !s_axil_bready_i;
    bresp_d   = bresp_q;
    if (wr_ack_i) begin
      bvalid_d = 1'b1;
      bresp_d  = wr_err_i ? cl_axil_pkg::RESP_SLVERR : cl_axil_pkg::RESP_OKAY;
    end
    rvalid_d = rvalid_q && !s_axil_rready_i;
    rresp_d  = rresp_q;
    // The read data is kept only while it is offered.
    rdata_d  = rvalid_d ? rdata_q : '0;
    if (rd_ack_i) begin
      rvalid_d = 1'b1;
      rresp_d  = rd_err_i ? cl_axil_pkg::RESP_SLVERR : cl_axil_pkg::RESP_OKAY;
      rdata_d  = rd_data_i;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      busy_q    <= 1'b0;
      last_wr_q <= 1'b0;
      bvalid_q  <= 1'b0;
      bresp_q   <= cl_axil_pkg::RESP_OKAY;
      rvalid_q  <= 1'b0;
      rresp_q   <= cl_axil_pkg::RESP_OKAY;
      rdata_q   <= '0;
    end else begin
      busy_q    <= busy_d;
      last_wr_q <= last_wr_d;
      bvalid_q  <= bvalid_d;
      bresp_q   <= bresp_d;
      rvalid_q  <= rvalid_d;
      rresp_q   <= rresp_d;
      rdata_q   <= rdata_d;
    end
  end

  assign s_axil_bvalid_o = bvalid_q;
  assign s_axil_bresp_o  = bresp_q;
  assign s_axil_rvalid_o = rvalid_q;
  assign s_axil_rresp_o  = rresp_q;
  assign s_axil_rdata_o  = rdata_q;

  // The byte offset within a word is dropped.
  logic unused_offset;
  assign unused_offset = ^{s_axil_awaddr_i[1:0], s_axil_araddr_i[1:0]};

endmodule
