// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ctx_ram_fv: cl_ctx_ram's write register (WR_REG = 1) changes no read.
// Two stores take the same inputs: one with WR_REG, one without (two ports,
// RDW_OLD = 1: the old word on the edge of a write, the new one after).
// Their arrays start with any contents; once a sweep has zeroed every word
// of both, their reads must agree on every clock, whatever the writes,
// addresses and sweeps that follow (formal/cl_ctx_ram.sby, a bounded proof).

module cl_ctx_ram_fv #(
  parameter int unsigned WIDTH = 2,  // word width in bits
  parameter int unsigned DEPTH = 4,  // words (few, so that the bound covers reuse)
  localparam int unsigned AW = $clog2(DEPTH)
) (
  input  logic             clk_i,
  input  logic             sweep_i,   // start a sweep (any clock)
  input  logic             we_i,
  input  logic [AW-1:0]    waddr_i,
  input  logic [WIDTH-1:0] wdata_i,
  input  logic [AW-1:0]    raddr_i
);

  logic             clr_q;       // a sweep is running
  logic [AW-1:0]    clr_addr_q;  // its word this clock
  logic             swept_q;     // a whole sweep has finished
  logic [1:0]       settle_q;    // ... and clocks since, counted to 3 (both arrays written)
  logic [WIDTH-1:0] rd_ref, rd_wreg;

  initial begin
    clr_q      = 1'b1;
    clr_addr_q = '0;
    swept_q    = 1'b0;
    settle_q   = '0;
  end

  always_ff @(posedge clk_i) begin
    if (sweep_i && !clr_q) begin
      clr_q      <= 1'b1;
      clr_addr_q <= '0;
    end else if (clr_q) begin
      clr_addr_q <= clr_addr_q + 1'b1;
      if (clr_addr_q == AW'(DEPTH - 1)) begin
        clr_q   <= 1'b0;
        swept_q <= 1'b1;
      end
    end
    if (swept_q && settle_q != 2'd3) settle_q <= settle_q + 1'b1;
  end

  // Store 0 without WR_REG (the reference), store 1 with it.
  logic [1:0][WIDTH-1:0] rd;
  for (genvar i = 0; i < 2; i++) begin : g_st
    cl_ctx_ram #(.WIDTH(WIDTH), .DEPTH(DEPTH), .WR_REG(i == 1)) u_st (
      .clk_i,
      .clr_i     (clr_q),
      .clr_addr_i(clr_addr_q),
      .we_i,
      .waddr_i,
      .wdata_i,
      .raddr_i,
      .rd_clr_i  (1'b0),
      .rdata_o   (rd[i])
    );
  end
  assign rd_ref  = rd[0];
  assign rd_wreg = rd[1];

  always_comb begin
    if (settle_q == 2'd3) assert (rd_wreg == rd_ref);
  end

  // Both kinds of read are reached with a written word: one made on the
  // edge after its word's write (the forwarded case), and any other.
  logic          f_pw_q = 1'b0, f_fwd_q = 1'b0;
  logic [AW-1:0] f_pa_q;
  always_ff @(posedge clk_i) begin
    f_pw_q  <= we_i && !clr_q;
    f_pa_q  <= waddr_i;
    f_fwd_q <= f_pw_q && f_pa_q == raddr_i;
  end
  always_comb begin
    if (settle_q == 2'd3) begin
      cover (f_fwd_q && rd_wreg != '0);
      cover (!f_fwd_q && rd_wreg != '0);
    end
  end

endmodule
