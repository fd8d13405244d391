// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ram_1p: single-port RAM, read-first: one address for the read and the
// write on each clock, and a read on a clock that writes its word returns
// the OLD word, with no logic after the block RAM.
//
// A block RAM port does that by itself (ECP5 DP16KD, WRITEMODE =
// READBEFOREWRITE), but a DP16KD port is at most 18 bits wide, and Yosys
// maps a wide single-port memory to 36-bit pseudo-dual-port block RAMs
// (PDPW16KD) and emulates the old word with a register per bit, an address
// compare and a select after the RAM's 4.3 ns clock-to-out. So the word is
// cut into 36-bit slices, each a memory of 2 x 2^AW 18-bit words with two
// ports: port A reads and writes the slice's low half at {0, addr_i},
// port B its high half at {1, addr_i}. The two ports never meet, and Yosys
// maps each slice to one DP16KD with both ports read-first (as many block
// RAMs as a 36-bit pseudo-dual-port mapping, and no logic). That needs
// DEPTH <= 512. A deeper store (513..1024 words: an engine of up to 1024
// streams) is cut into 18-bit slices instead, each one port of one
// 18-bit x 1024 DP16KD, read-first: the same number of block RAMs per bit.
// The array is not reset.

module cl_ram_1p #(
  parameter int unsigned WIDTH = 8,   // word width in bits
  parameter int unsigned DEPTH = 16,  // number of words (2..1024)
  localparam int unsigned AW  = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1,
  localparam bit          DEEP = DEPTH > 512,        // 18-bit slices of one port each
  localparam int unsigned SW  = DEEP ? 18 : 36,      // slice width
  localparam int unsigned NSL = (WIDTH + SW - 1) / SW,  // slices
  localparam int unsigned HALF = 1 << AW             // words in a slice's half (or in a slice)
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    addr_i,   // address (read and write)
  input  logic [WIDTH-1:0] wdata_i,  // write data
  output logic [WIDTH-1:0] rdata_o   // the word at addr_i before this clock's write, one clock later
);

  if (DEPTH < 2 || DEPTH > 1024) begin : g_err_depth
    $fatal(1, "cl_ram_1p: DEPTH must be 2..1024 (18-bit x 1024 block RAM slices)");
  end

  logic [NSL*SW-1:0] wd, rd_q;
  assign wd = (NSL * SW)'(wdata_i);

`ifdef FORMAL_CL_RAM_1P
  // The proof's word (formal/cl_ram_1p.sby): an address the solver picks,
  // the word last written there (f_w_q, once f_set_q), and, on the clock
  // after a read of it, that word as it was before the read's clock wrote it.
  (* anyconst *) logic [AW-1:0] f_a;
  logic              f_set_q, f_oset_q, f_rd_q;
  logic [NSL*SW-1:0] f_w_q, f_old_q;
  initial begin
    f_set_q  = 1'b0;
    f_oset_q = 1'b0;
    f_rd_q   = 1'b0;
  end
  always_ff @(posedge clk_i) begin
    f_rd_q   <= addr_i == f_a;
    f_old_q  <= f_w_q;
    f_oset_q <= f_set_q;
    if (we_i && addr_i == f_a) begin
      f_w_q   <= wd;
      f_set_q <= 1'b1;
    end
  end
  always_comb begin
    if (f_rd_q && f_oset_q) assert (rdata_o == f_old_q[WIDTH-1:0]);
  end
`endif

  for (genvar k = 0; k < NSL; k++) begin : g_slice
    if (DEEP) begin : g_one
      // One read-first port over the whole depth.
      (* ram_style = "block" *) logic [17:0] mem_q [HALF];
      always_ff @(posedge clk_i) begin
        if (we_i) begin
          mem_q[addr_i] <= wd[18 * k +: 18];
        end
        rd_q[18 * k +: 18] <= mem_q[addr_i];
      end
`ifdef FORMAL_CL_RAM_1P
      always_comb begin
        if (f_set_q) assert (mem_q[f_a] == f_w_q[18 * k +: 18]);
      end
`endif
    end else begin : g_two
      // Two read-first ports, one for each 18-bit half of the 36-bit slice.
      (* ram_style = "block" *) logic [17:0] mem_q [2 * HALF];
      always_ff @(posedge clk_i) begin
        if (we_i) begin
          mem_q[{1'b0, addr_i}] <= wd[36 * k +: 18];
          mem_q[{1'b1, addr_i}] <= wd[36 * k + 18 +: 18];
        end
        rd_q[36 * k +: 18]      <= mem_q[{1'b0, addr_i}];
        rd_q[36 * k + 18 +: 18] <= mem_q[{1'b1, addr_i}];
      end
`ifdef FORMAL_CL_RAM_1P
      // What the memory holds at the proof's word (for the induction).
      always_comb begin
        if (f_set_q) begin
          assert (mem_q[{1'b0, f_a}] == f_w_q[36 * k +: 18]);
          assert (mem_q[{1'b1, f_a}] == f_w_q[36 * k + 18 +: 18]);
        end
      end
`endif
    end
  end

  assign rdata_o = rd_q[WIDTH-1:0];

  if (NSL * SW > WIDTH) begin : g_pad
    logic unused_pad;
    assign unused_pad = ^rd_q[NSL*SW-1:WIDTH];
  end

endmodule
