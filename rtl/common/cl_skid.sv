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

endmodule
