// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ebr_1r1w: simple dual-port RAM (one synchronous write port, one read
// port) whose read data leaves through an output register: ECP5 DP16KD
// block RAMs with REGMODE OUTREG on the read port.
//
// A DP16KD read without its output register costs about 4.3 ns of
// clock-to-out on ECP5 (shared/anchors.md); with it, about 0.7 ns. Yosys
// does not infer the output register, so synthesis for ECP5 (the flow
// defines CL_EBR_PRIMITIVE, cipherline.fpga.targets) instantiates the
// block RAMs: ceil(WIDTH / 36) DP16KDs in their 512 x 36 mode, wired as
// Yosys's own 512 x 36 mapping (techlibs/lattice/brams_map_16kd.v,
// $__PDPW16KD_: port A writes, port B reads; tests/test_ebr.py checks the
// wiring against the block RAMs Yosys infers for the same memory).
// Simulation, lint and other targets use a behavioural model of the same
// two registers.
//
// Read: the word at raddr_i is read on every edge with re_i (the block
// RAM's read latch) and copied into the output register on the next edge
// with oce_i, so rdata_o is the word read on the edge before the one with
// oce_i. A read on the edge that writes its address is undefined (the
// block RAM does not promise the old word across its ports; in simulation
// it is the old word inverted, so that a caller that uses one fails its
// tests); callers never use such a read.
// orst_i zeroes the output register on its edge (it wins over oce_i).
// orst_i must not be set on an edge whose read is used: whether the block
// RAM's reset also zeroes its read latch is not relied on (the primitive
// is driven with OCE set whenever RST is, so that neither a clock-enable-
// gated reset nor an ungated one changes the outcome).
//
// The memory array is not reset.

module cl_ebr_1r1w #(
  parameter int unsigned WIDTH = 36,  // word width in bits
  parameter int unsigned DEPTH = 64,  // number of words (2..512)
  localparam int unsigned AW = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    waddr_i,  // write address
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic             re_i,     // read enable (the read latch holds when low)
  input  logic [AW-1:0]    raddr_i,  // read address
  input  logic             oce_i,    // the output register loads the read latch
  input  logic             orst_i,   // the output register is zeroed
  output logic [WIDTH-1:0] rdata_o   // the output register
);

  if (DEPTH < 2 || DEPTH > 512) begin : g_err_depth
    $fatal(1, "cl_ebr_1r1w: DEPTH must be 2..512 (one 512 x 36 block RAM per 36 bits)");
  end
  if (WIDTH == 0) begin : g_err_width
    $fatal(1, "cl_ebr_1r1w: WIDTH must be >= 1");
  end

`ifdef CL_EBR_PRIMITIVE
  localparam int unsigned NBLK = (WIDTH + 35) / 36;  // block RAMs side by side
  logic [NBLK*36-1:0] di, dout;
  logic [8:0]         wa, ra;
  logic               oce;

  assign di  = (NBLK*36)'(wdata_i);
  assign wa  = 9'(waddr_i);
  assign ra  = 9'(raddr_i);
  assign oce = oce_i || orst_i;

  for (genvar b = 0; b < NBLK; b++) begin : g_blk
    logic [35:0] d, q;
    assign d = di[36*b +: 36];
    assign dout[36*b +: 36] = q;
    DP16KD #(
        .DATA_WIDTH_A(36), .DATA_WIDTH_B(36), .REGMODE_A("NOREG"), .REGMODE_B("OUTREG"),
        .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"), .CSDECODE_A("0b000"),
        .CSDECODE_B("0b000"), .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"), .GSR("AUTO")
    ) u_ebr (
        // Port A: the write port (36 bits: DIA = bits 0..17, DIB = 18..35;
        // ADA0..3 are the byte write enables, the word address is ADA5..13).
        .CLKA(clk_i), .CEA(1'b1), .OCEA(1'b0), .WEA(1'b1), .RSTA(1'b0),
        .CSA2(1'b0), .CSA1(1'b0), .CSA0(1'b0),
        .ADA13(wa[8]), .ADA12(wa[7]), .ADA11(wa[6]), .ADA10(wa[5]), .ADA9(wa[4]),
        .ADA8(wa[3]), .ADA7(wa[2]), .ADA6(wa[1]), .ADA5(wa[0]), .ADA4(1'b0),
        .ADA3(we_i), .ADA2(we_i), .ADA1(we_i), .ADA0(we_i),
        .DIA17(d[17]), .DIA16(d[16]), .DIA15(d[15]), .DIA14(d[14]), .DIA13(d[13]),
        .DIA12(d[12]), .DIA11(d[11]), .DIA10(d[10]), .DIA9(d[9]), .DIA8(d[8]), .DIA7(d[7]),
        .DIA6(d[6]), .DIA5(d[5]), .DIA4(d[4]), .DIA3(d[3]), .DIA2(d[2]), .DIA1(d[1]),
        .DIA0(d[0]),
        .DOA17(q[17]), .DOA16(q[16]), .DOA15(q[15]), .DOA14(q[14]), .DOA13(q[13]),
        .DOA12(q[12]), .DOA11(q[11]), .DOA10(q[10]), .DOA9(q[9]), .DOA8(q[8]), .DOA7(q[7]),
        .DOA6(q[6]), .DOA5(q[5]), .DOA4(q[4]), .DOA3(q[3]), .DOA2(q[2]), .DOA1(q[1]),
        .DOA0(q[0]),
        // Port B: the read port (the word address is ADB5..13; DOA = bits
        // 0..17 and DOB = 18..35 of the word read).
        .CLKB(clk_i), .CEB(re_i), .OCEB(oce), .WEB(1'b0), .RSTB(orst_i),
        .CSB2(1'b0), .CSB1(1'b0), .CSB0(1'b0),
        .ADB13(ra[8]), .ADB12(ra[7]), .ADB11(ra[6]), .ADB10(ra[5]), .ADB9(ra[4]),
        .ADB8(ra[3]), .ADB7(ra[2]), .ADB6(ra[1]), .ADB5(ra[0]), .ADB4(1'b0),
        .ADB3(1'b0), .ADB2(1'b0), .ADB1(1'b0), .ADB0(1'b0),
        .DIB17(d[35]), .DIB16(d[34]), .DIB15(d[33]), .DIB14(d[32]), .DIB13(d[31]),
        .DIB12(d[30]), .DIB11(d[29]), .DIB10(d[28]), .DIB9(d[27]), .DIB8(d[26]),
        .DIB7(d[25]), .DIB6(d[24]), .DIB5(d[23]), .DIB4(d[22]), .DIB3(d[21]), .DIB2(d[20]),
        .DIB1(d[19]), .DIB0(d[18]),
        .DOB17(q[35]), .DOB16(q[34]), .DOB15(q[33]), .DOB14(q[32]), .DOB13(q[31]),
        .DOB12(q[30]), .DOB11(q[29]), .DOB10(q[28]), .DOB9(q[27]), .DOB8(q[26]),
        .DOB7(q[25]), .DOB6(q[24]), .DOB5(q[23]), .DOB4(q[22]), .DOB3(q[21]), .DOB2(q[20]),
        .DOB1(q[19]), .DOB0(q[18])
    );
  end

  assign rdata_o = dout[WIDTH-1:0];
  if (NBLK * 36 > WIDTH) begin : g_unused
    logic unused_dout;
    assign unused_dout = ^dout[NBLK*36-1:WIDTH];
  end
`else
  // Behavioural model: the array, the read latch, the output register
  // (other targets map it to their RAMs with no read-during-write logic).
  (* no_rw_check *) logic [WIDTH-1:0] mem_q [DEPTH];
  logic [WIDTH-1:0] lat_q, out_q;

  always_ff @(posedge clk_i) begin
    if (we_i) mem_q[waddr_i] <= wdata_i;
  end

`ifdef SYNTHESIS
  always_ff @(posedge clk_i) begin
    if (re_i) lat_q <= mem_q[raddr_i];
  end
`else
  always_ff @(posedge clk_i) begin
    if (re_i) lat_q <= (we_i && waddr_i == raddr_i) ? ~mem_q[raddr_i] : mem_q[raddr_i];
  end
`endif

  always_ff @(posedge clk_i) begin
    if (orst_i) out_q <= '0;
    else if (oce_i) out_q <= lat_q;
  end

  assign rdata_o = out_q;
`endif

endmodule
