// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// toy_xor_core: a toy block core for tests, NOT a cipher: out = block XOR key
// in both directions (in_decrypt_i is ignored). It has the port shape and the
// contract of tdes_core, so that the modes engine can be tested with another
// block and key width (BLOCK_W = 128):
//   - valid/ready in and out; results leave in input order with their tag;
//   - DEPTH pipeline register stages, the last of them cl_core_out's result
//     register, then its output FIFO (cl_sync_fifo, CLEAR) of
//     toy_pkg::core_capacity(DEPTH) words;
//   - credit based: a block is accepted only while the blocks in flight plus
//     those in the FIFO are fewer than the FIFO depth, so no block is ever
//     dropped; in_ready_o comes from a register only;
//   - rst_ni is synchronous, active low; in_ready_o is low for one clock
//     after reset.
// Key hygiene: the stage registers (whose value is the key itself when the
// block is zero) are zero unless they carry a live block.
// Latency (input handshake to out_valid_o): DEPTH + 2 clocks.

module toy_xor_core #(
  parameter int unsigned BLOCK_W = 128,      // block width in bits
  parameter int unsigned KEY_W   = BLOCK_W,  // key width in bits (must equal BLOCK_W)
  parameter int unsigned DEPTH   = 1,        // pipeline register stages (>= 1)
  parameter int unsigned TAG_W   = 1         // user tag width, returned with the result (>= 1)
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low
  // Input beat.
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic [BLOCK_W-1:0] in_block_i,
  input  logic [KEY_W-1:0]   in_key_i,
  input  logic               in_decrypt_i,  // ignored: XOR is its own inverse
  input  logic [TAG_W-1:0]   in_tag_i,      // returned unchanged with the result
  // Output beat.
  output logic               out_valid_o,
  input  logic               out_ready_i,
  output logic [BLOCK_W-1:0] out_block_o,
  output logic [TAG_W-1:0]   out_tag_o
);

  // Output FIFO depth and credit limit.
  localparam int unsigned CAP = toy_pkg::core_capacity(DEPTH);
  // Register stages before cl_core_out, whose result register is the last
  // of the DEPTH stages.
  localparam int unsigned NS  = DEPTH - 1;
  localparam int unsigned NSD = (NS > 0) ? NS : 1;  // declared size of the stage arrays

  if (KEY_W != BLOCK_W) begin : g_err_key
    $fatal(1, "toy_xor_core: KEY_W must equal BLOCK_W");
  end
  if (DEPTH == 0) begin : g_err_depth
    $fatal(1, "toy_xor_core: DEPTH must be at least 1");
  end
  if (TAG_W == 0) begin : g_err_tag
    $fatal(1, "toy_xor_core: TAG_W must be at least 1");
  end

  logic                        in_fire, credit_ok;
  logic [NSD-1:0]              v_q;
  logic [NSD-1:0][BLOCK_W-1:0] d_q;
  logic [NSD-1:0][TAG_W-1:0]   t_q;
  logic                        res_valid;
  logic [BLOCK_W-1:0]          res_block;
  logic [TAG_W-1:0]            res_tag;

  assign in_ready_o = credit_ok;
  assign in_fire    = in_valid_i && in_ready_o;

  // Stage s takes stage s-1's beat (stage 0 the input); every register is
  // zero unless its valid bit is set.
  for (genvar s = 0; s < NS; s++) begin : g_stage
    logic               v_in;
    logic [BLOCK_W-1:0] d_in;
    logic [TAG_W-1:0]   t_in;
    if (s == 0) begin : g_first
      assign v_in = in_fire;
      assign d_in = in_block_i ^ in_key_i;
      assign t_in = in_tag_i;
    end else begin : g_next
      assign v_in = v_q[s-1];
      assign d_in = d_q[s-1];
      assign t_in = t_q[s-1];
    end
    always_ff @(posedge clk_i) begin
      if (!rst_ni || !v_in) begin
        v_q[s] <= 1'b0;
        d_q[s] <= '0;
        t_q[s] <= '0;
      end else begin
        v_q[s] <= 1'b1;
        d_q[s] <= d_in;
        t_q[s] <= t_in;
      end
    end
  end

  if (NS == 0) begin : g_res_in
    assign res_valid = in_fire;
    assign res_block = in_block_i ^ in_key_i;
    assign res_tag   = in_tag_i;
    logic unused_stages;
    assign unused_stages = ^{v_q, d_q, t_q};
    assign v_q = '0;
    assign d_q = '0;
    assign t_q = '0;
  end else begin : g_res_stage
    assign res_valid = v_q[NS-1];
    assign res_block = d_q[NS-1];
    assign res_tag   = t_q[NS-1];
  end

  // The result register, the output FIFO and the credits.
  cl_core_out #(
    .WIDTH(TAG_W + BLOCK_W),
    .DEPTH(CAP)
  ) u_out (
    .clk_i,
    .rst_ni,
    .res_valid_i(res_valid),
    .res_data_i ({res_tag, res_block}),
    .res_zero_i (1'b0),
    .in_fire_i  (in_fire),
    .credit_ok_o(credit_ok),
    .out_valid_o,
    .out_ready_i,
    .out_data_o ({out_tag_o, out_block_o})
  );

  logic unused;
  assign unused = in_decrypt_i;

endmodule
