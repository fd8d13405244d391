// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_core_out: the output side of a block core with credit-based flow
// control (tdes_core, aes_core).
//
// The datapath never stalls. A result leaving it goes through one register
// into a FIFO (cl_sync_fifo with CLEAR: block RAM for deep pipelines, LUT
// RAM when small). With DEPTH = 2 there is no FIFO RAM: the result register
// and an output register in a row, each with a clock enable and a
// synchronous clear and no data multiplexer (the compact AES core's; a
// 136-bit LUT-RAM FIFO costs 136 LUT4). The core accepts a block only while the blocks accepted
// and not yet delivered are fewer than DEPTH (credit_ok_o), so the FIFO
// never overflows and nothing is dropped, duplicated or reordered. The
// comparison is registered: credit_ok_o is a register, low for one clock
// after reset.
//
// The result register is zero unless a result is written: the FIFO's
// scrubbing writes it to its free words, and a result may be key material
// (CMAC L = E_K(0) in the modes engine).
//
// FIRE_LATE: the credits count a registered copy of the input handshake
// (aes_core's input register), so the handshake logic, which sits by the
// input, does not also feed the counter by the FIFO in the same clock. The
// count then lags one handshake, so a block is accepted only while fewer
// than DEPTH-1 are counted.

module cl_core_out #(
  parameter int unsigned WIDTH = 72,  // result width (block and tag)
  parameter int unsigned DEPTH = 16,  // FIFO words: every block the datapath can hold, and more
                                      // (2: two registers, no FIFO RAM; at least 2)
  parameter int unsigned ZERO_W = 0,  // low result bits that res_zero_i replaces by zeros
                                      // (the block of an unsupported request; 0..WIDTH)
  parameter bit          FIRE_LATE = 1'b0, // in_fire_i is the handshake a clock late (a register:
                                           // a core's input register); the limit is then DEPTH-1
  parameter bit          WR_REG = 1'b0     // the FIFO's write enable and address are registers
                                           // (cl_sync_fifo WR_NEXT; DEPTH > 2): see below
) (
  input  logic             clk_i,
  input  logic             rst_ni,       // synchronous, active low
  input  logic             res_valid_i,  // a result leaves the datapath this clock
  input  logic [WIDTH-1:0] res_data_i,
  input  logic             res_zero_i,   // the result's low ZERO_W bits are zeros (taken
                                         // by the result register's synchronous clear: no
                                         // multiplexer per bit)
  input  logic             in_fire_i,    // a block is accepted this clock (the last, FIRE_LATE)
  output logic             credit_ok_o,  // room for one more block (a register)
  output logic             out_valid_o,
  input  logic             out_ready_i,
  output logic [WIDTH-1:0] out_data_o
);

  localparam int unsigned CW = unsigned'($clog2(DEPTH + 1));
  localparam logic [WIDTH-1:0] ZERO_MASK = (WIDTH'(1) << ZERO_W) - WIDTH'(1);  // the low ZERO_W bits

  logic             ov_q, fifo_wr_ready, out_fire, credit_ok_q;
  logic [WIDTH-1:0] od_q;
  logic [CW-1:0]    credits_q, credits_d;

  if (DEPTH < 2) begin : g_err_depth
    $fatal(1, "cl_core_out: DEPTH must be at least 2");
  end
  if (WR_REG && DEPTH == 2) begin : g_err_wr_reg
    $fatal(1, "cl_core_out: WR_REG needs a FIFO (DEPTH above 2)");
  end
  if (ZERO_W > WIDTH) begin : g_err_zero
    $fatal(1, "cl_core_out: ZERO_W must be at most WIDTH");
  end

  logic overflow;  // a result arrives with no room for it (the credits exclude it)
  if (DEPTH == 2) begin : g_regs
    // The result register (od_q) and the output register (ad_q): the
    // output takes the result whenever it is empty or being taken. Each
    // clears when its word moves on and no new one replaces it, so neither
    // holds a word after its use.
    // Written as a synchronous clear over a clock enable, which the
    // flip-flops have: no LUT per data bit.
    logic             av_q, a_load, o_clr, a_clr;
    logic [WIDTH-1:0] ad_q;
    assign a_load = ov_q && (!av_q || out_ready_i);
    assign o_clr  = !rst_ni || (a_load && !res_valid_i);
    assign a_clr  = !rst_ni || (out_ready_i && !a_load);

    always_ff @(posedge clk_i) begin
      if (o_clr) begin
        ov_q <= 1'b0;
      end else if (res_valid_i) begin
        ov_q <= 1'b1;
      end
    end
    if (ZERO_W < WIDTH) begin : g_hi
      always_ff @(posedge clk_i) begin
        if (o_clr) begin
          od_q[WIDTH-1:ZERO_W] <= '0;
        end else if (res_valid_i) begin
          od_q[WIDTH-1:ZERO_W] <= res_data_i[WIDTH-1:ZERO_W];
        end
      end
    end
    if (ZERO_W > 0) begin : g_lo
      logic lo_clr;
      assign lo_clr = o_clr || (res_valid_i && res_zero_i);
      always_ff @(posedge clk_i) begin
        if (lo_clr) begin
          od_q[ZERO_W-1:0] <= '0;
        end else if (res_valid_i) begin
          od_q[ZERO_W-1:0] <= res_data_i[ZERO_W-1:0];
        end
      end
    end

    always_ff @(posedge clk_i) begin
      if (a_clr) begin
        av_q <= 1'b0;
        ad_q <= '0;
      end else if (a_load) begin
        av_q <= 1'b1;
        ad_q <= od_q;
      end
    end

    assign out_valid_o   = av_q;
    assign out_data_o    = ad_q;
    assign fifo_wr_ready = !ov_q || a_load;
    assign overflow      = res_valid_i && !fifo_wr_ready;
  end else begin : g_fifo
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        ov_q <= 1'b0;
        od_q <= '0;
      end else begin
        ov_q <= res_valid_i;
        od_q <= !res_valid_i ? '0 : res_zero_i ? res_data_i & ~ZERO_MASK : res_data_i;
      end
    end

    // ov_q's next value is known (res_valid_i), so with WR_REG the FIFO's
    // write port is registered (WR_NEXT): the result register, the write
    // enable and the write address all reach the FIFO's RAM from
    // flip-flops (for a deep FIFO's block RAM, which may sit far from its
    // pointers; AW + 1 flip-flops).
    cl_sync_fifo #(
      .WIDTH(WIDTH),
      .DEPTH(DEPTH),
      .CLEAR(1'b1),
      .WR_NEXT(WR_REG)
    ) u_out_fifo (
      .clk_i,
      .rst_ni,
      .wr_valid_i(ov_q),
      .wr_valid_next_i(rst_ni && res_valid_i),
      .wr_ready_o(fifo_wr_ready),
      .wr_data_i (od_q),
      .rd_valid_o(out_valid_o),
      .rd_ready_i(out_ready_i),
      .rd_data_o (out_data_o)
    );
    assign overflow = ov_q && !fifo_wr_ready;
  end

  assign out_fire = out_valid_o && out_ready_i;

  // credit_ok_q is credits_d < LIM, taken without credits_d: the register
  // is compared with LIM - 1, LIM and LIM + 1 (constants) beside the
  // counter's adder, and the handshakes select one of the three, so neither
  // the adder's carry chain nor a comparison's sits between them and the
  // register. FIRE_LATE: credits_d lacks this clock's handshake, which one
  // credit less leaves room for.
  localparam int unsigned LIM = DEPTH - (FIRE_LATE ? 1 : 0);
  logic inc, dec, lt_dn, lt_eq, lt_up;
  assign inc   = in_fire_i && !out_fire;
  assign dec   = !in_fire_i && out_fire;
  assign lt_dn = {1'b0, credits_q} < (CW + 1)'(LIM - 1);  // credits_q + 1 < LIM
  assign lt_eq = {1'b0, credits_q} < (CW + 1)'(LIM);
  assign lt_up = {1'b0, credits_q} < (CW + 1)'(LIM + 1);  // credits_q - 1 < LIM

  always_comb begin
    credits_d = credits_q;
    if (inc) credits_d = credits_q + 1'b1;
    if (dec) credits_d = credits_q - 1'b1;
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      credits_q   <= '0;
      credit_ok_q <= 1'b0;
    end else begin
      credits_q   <= credits_d;
      credit_ok_q <= inc ? lt_dn : dec ? lt_up : lt_eq;
    end
  end

  assign credit_ok_o = credit_ok_q;

`ifndef SYNTHESIS
  // Checked only once a reset has been applied: before it, registers hold
  // arbitrary values (randomized in simulation) and rst_ni may already be high.
  logic armed;
  cl_chk_armed u_armed (.clk_i, .rst_ni, .armed_o(armed));
  logic run_q;  // not the first clock after a reset (credit_ok_q is then still low)
  always_ff @(posedge clk_i) run_q <= rst_ni;
  always_ff @(posedge clk_i) begin
    if (armed && overflow) $error("cl_core_out: output FIFO overflow");
    if (armed && rst_ni && run_q && credit_ok_q != ({1'b0, credits_q} < (CW + 1)'(LIM)))
      $error("cl_core_out: credit_ok_q is not credits_q < LIM");
  end
`else
  logic unused;
  assign unused = overflow;
`endif

endmodule
