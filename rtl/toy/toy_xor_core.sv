// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// toy_xor_core: a toy block core for tests, NOT a cipher: out = block XOR key
// in both directions (in_decrypt_i is ignored). It has the port shape and the
// contract of tdes_core, so that the modes engine can be tested with another
// block and key width (BLOCK_W = 128):
//   - valid/ready in and out; results leave in input order with their tag;
//   - DEPTH pipeline register stages, then an output FIFO (cl_sync_fifo,
//     CLEAR) of toy_pkg::core_capacity(DEPTH) words;
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
  localparam int unsigned CW  = $clog2(CAP + 1);

  if (KEY_W != BLOCK_W) begin : g_err_key
    $fatal(1, "toy_xor_core: KEY_W must equal BLOCK_W");
  end
  if (DEPTH == 0) begin : g_err_depth
    $fatal(1, "toy_xor_core: DEPTH must be at least 1");
  end
  if (TAG_W == 0) begin : g_err_tag
    $fatal(1, "toy_xor_core: TAG_W must be at least 1");
  end

  logic                          in_fire, out_fire, fifo_wr_ready;
  logic [DEPTH-1:0]              v_q;
  logic [DEPTH-1:0][BLOCK_W-1:0] d_q;
  logic [DEPTH-1:0][TAG_W-1:0]   t_q;
  logic [CW-1:0]                 credits_q, credits_d;
  logic                          credit_ok_q;

  assign in_ready_o = credit_ok_q;
  assign in_fire    = in_valid_i && in_ready_o;
  assign out_fire   = out_valid_o && out_ready_i;

  // Stage s takes stage s-1's beat (stage 0 the input); every register is
  // zero unless its valid bit is set.
  for (genvar s = 0; s < DEPTH; s++) begin : g_stage
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

  // The last stage's word is zero without a valid block, as CLEAR needs.
  cl_sync_fifo #(
    .WIDTH(TAG_W + BLOCK_W),
    .DEPTH(CAP),
    .CLEAR(1'b1)
  ) u_out_fifo (
    .clk_i,
    .rst_ni,
    .wr_valid_i(v_q[DEPTH-1]),
    .wr_ready_o(fifo_wr_ready),
    .wr_data_i ({t_q[DEPTH-1], d_q[DEPTH-1]}),
    .rd_valid_o(out_valid_o),
    .rd_ready_i(out_ready_i),
    .rd_data_o ({out_tag_o, out_block_o})
  );

  // Credits: blocks accepted and not yet delivered.
  always_comb begin
    credits_d = credits_q;
    if (in_fire && !out_fire) credits_d = credits_q + 1'b1;
    if (!in_fire && out_fire) credits_d = credits_q - 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q   <= '0;
      credit_ok_q <= 1'b0;
    end else begin
      credits_q   <= credits_d;
      credit_ok_q <= credits_d < CW'(CAP);
    end
  end

  logic unused;
  assign unused = ^{in_decrypt_i, fifo_wr_ready};

`ifndef SYNTHESIS
  logic was_reset_q;
  initial was_reset_q = 1'b0;
  // Plain always: a variable written by always_ff may have no other driver
  // (the initial value; simulation only).
  always @(posedge clk_i) begin
    if (!rst_ni) was_reset_q <= 1'b1;
    if (was_reset_q && rst_ni && v_q[DEPTH-1] && !fifo_wr_ready)
      $error("toy_xor_core: output FIFO overflow");
  end
`endif

endmodule
