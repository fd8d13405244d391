// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_core_out: the output side of a block core with credit-based flow
// control (tdes_core, aes_core).
//
// The datapath never stalls. A result leaving it goes through one register
// into a FIFO (cl_sync_fifo with CLEAR: block RAM for deep pipelines, LUT
// RAM when small). The core accepts a block only while the blocks accepted
// and not yet delivered are fewer than DEPTH (credit_ok_o), so the FIFO
// never overflows and nothing is dropped, duplicated or reordered. The
// comparison is registered: credit_ok_o is a register, low for one clock
// after reset.
//
// The result register is zero unless a result is written: the FIFO's
// scrubbing writes it to its free words, and a result may be key material
// (CMAC L = E_K(0) in the modes engine).

module cl_core_out #(
  parameter int unsigned WIDTH = 72,  // result width (block and tag)
  parameter int unsigned DEPTH = 16   // FIFO words: every block the datapath can hold, and more
) (
  input  logic             clk_i,
  input  logic             rst_ni,       // synchronous, active low
  input  logic             res_valid_i,  // a result leaves the datapath this clock
  input  logic [WIDTH-1:0] res_data_i,
  input  logic             in_fire_i,    // a block is accepted this clock
  output logic             credit_ok_o,  // room for one more block (a register)
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [WIDTH-1:0] out_data_o
);

  localparam int unsigned CW = unsigned'($clog2(DEPTH + 1));

  logic             ov_q, fifo_wr_ready, out_fire, credit_ok_q;
  logic [WIDTH-1:0] od_q;
  logic [CW-1:0]    credits_q, credits_d;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      ov_q <= 1'b0;
      od_q <= '0;
    end else begin
      ov_q <= res_valid_i;
      od_q <= res_valid_i ? res_data_i : '0;
    end
  end

  cl_sync_fifo #(
    .WIDTH(WIDTH),
    .DEPTH(DEPTH),
    .CLEAR(1'b1)
  ) u_out_fifo (
    .clk_i,
    .rst_ni,
    .wr_valid_i(ov_q),
    .wr_ready_o(fifo_wr_ready),
    .wr_data_i (od_q),
    .rd_valid_o(out_valid_o),
    .rd_ready_i(out_ready_i),
    .rd_data_o (out_data_o)
  );

  assign out_fire = out_valid_o && out_ready_i;

  always_comb begin
    credits_d = credits_q;
    if (in_fire_i && !out_fire) credits_d = credits_q + 1'b1;
    if (!in_fire_i && out_fire) credits_d = credits_q - 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q   <= '0;
      credit_ok_q <= 1'b0;
    end else begin
      credits_q   <= credits_d;
      credit_ok_q <= credits_d < CW'(DEPTH);
    end
  end

  assign credit_ok_o = credit_ok_q;

`ifndef SYNTHESIS
  // Checked only once a reset has been applied: before it, registers hold
  // arbitrary values (randomized in simulation) and rst_ni may already be high.
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  always_ff @(posedge clk_i) begin
    if (armed && ov_q && !fifo_wr_ready) $error("cl_core_out: output FIFO overflow");
  end
`else
  logic unused;
  assign unused = fifo_wr_ready;
`endif

endmodule
