// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ram_ebr: simple dual-port RAM (one write port, one read port) whose
// read goes through the block RAM's own output register: the word at
// raddr_i comes out two clocks after re_i, from a register with no logic
// between the RAM and it. Every store of the engines that sits on a timed
// path reads through it.
//
// Why: on ECP5, nextpnr times a DP16KD read with its output register
// (REGMODE OUTREG) at 0.68-0.74 ns clock-to-out and without it at 4.1-4.3
// ns (../shared/probes/ebr-outreg/run.sh: one DP16KD, 0.74 against 4.26
// ns). Yosys's memory inference always maps NOREG (its lattice
// brams_map_16kd.v), so a register written after an inferred RAM is a
// fabric flip-flop behind the slow clock-to-out; the output register has to
// be instantiated.
//
// Read timing (both the primitive and the model):
//   - clock t: re_i with raddr_i: the RAM's address register takes the
//     address (the block RAM's first read stage; re_i low holds it);
//   - clock t + 1: oe_i loads the output register with that word
//     (oe_i low holds it); clr_i on any clock zeroes the output register on
//     the next edge, whatever oe_i is (the primitive's synchronous RST);
//   - rdata_o is the output register.
// A caller that reads on every clock ties re_i and oe_i high: the word of
// raddr_i is on rdata_o two clocks later.
// A read on the clock that writes its address is not used by any caller
// (undefined on the block RAM across its two ports): the model returns the
// complement of the old word in simulation, so a caller that uses one fails
// its tests.
//
// Synthesis for ECP5 (the flow defines CL_EBR_PRIMITIVE,
// cipherline.fpga.targets) instantiates DP16KDs, both REGMODEs OUTREG
// (nextpnr times the low half of a 36-bit read by REGMODE_A):
//   - DEPTH <= 512: 36-bit slices, each one DP16KD as a 512 x 36
//     pseudo-dual-port RAM (port A writes DIA/DIB, port B reads DOA/DOB);
//   - deeper: 1024 x 18, 2048 x 9 or 4096 x 4 slices (port A writes, port
//     B reads);
//   each wired as Yosys's own mapping of such a memory wires it
//   (tests/test_ram_ebr.py compares the two, pin by pin).
// Other targets (iCE40) and simulation use the behavioural model, which
// Yosys infers as a RAM and a fabric register after it: the same cycle
// timing, without the ECP5 timing gain.
// Key hygiene: the output register is cleared by clr_i; the address stage
// holds the last word read until the next read (re_i), as the RAM array
// holds its words until they are overwritten.

module cl_ram_ebr #(
  parameter int unsigned WIDTH = 36,  // word width in bits
  parameter int unsigned DEPTH = 64,  // number of words (2..4096)
  localparam int unsigned AW = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    waddr_i,  // write address
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic             re_i,     // read: the address stage takes raddr_i
  input  logic [AW-1:0]    raddr_i,  // read address
  input  logic             oe_i,     // the output register takes the address stage's word
  input  logic             clr_i,    // the output register is zeroed (over oe_i)
  output logic [WIDTH-1:0] rdata_o   // the output register
);

  if (DEPTH < 2 || DEPTH > 4096) begin : g_err_depth
    $fatal(1, "cl_ram_ebr: DEPTH must be 2..4096 (block RAM slices of 512 x 36 to 4096 x 4)");
  end

`ifdef CL_EBR_PRIMITIVE
  // The slice width for the depth: 512 x 36, 1024 x 18, 2048 x 9, 4096 x 4.
  localparam int unsigned SW  = (DEPTH <= 512) ? 36 : (DEPTH <= 1024) ? 18 : (DEPTH <= 2048) ? 9 : 4;
  localparam int unsigned NSL = (WIDTH + SW - 1) / SW;  // slices
  // The word address's lowest pin: ADx5 (x36), ADx4 (x18), ADx3 (x9), ADx2 (x4).
  localparam int unsigned LO  = (SW == 36) ? 5 : (SW == 18) ? 4 : (SW == 9) ? 3 : 2;
  localparam int unsigned PW  = 14 - LO;                // word address pins used

  logic [NSL*SW-1:0] wd, rd;
  logic [13:0]       wa, ra;
  assign wd = (NSL*SW)'(wdata_i);
  assign wa = 14'({(PW)'(waddr_i), LO'(0)});
  assign ra = 14'({(PW)'(raddr_i), LO'(0)});
  // A write's byte enables on the pins below the address: ADA3:0 (x36),
  // ADA1:0 (x18); none below x18.
  logic [3:0] wlo;
  assign wlo = (SW == 36) ? 4'hF : (SW == 18) ? {wa[3:2], 2'b11} : wa[3:0];

  for (genvar s = 0; s < NSL; s++) begin : g_slice
    logic [35:0] di, dout;
    assign di = 36'(wd[s*SW +: SW]);
    DP16KD #(
      .DATA_WIDTH_A(SW), .DATA_WIDTH_B(SW), .REGMODE_A("OUTREG"), .REGMODE_B("OUTREG"),
      .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"), .CSDECODE_A("0b000"),
      .CSDECODE_B("0b000"), .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"), .GSR("AUTO")
    ) u_ebr (
      .CLKA(clk_i), .CEA(we_i), .WEA(1'b1), .OCEA(oe_i), .RSTA(clr_i),
      .CSA0(1'b0), .CSA1(1'b0), .CSA2(1'b0),
      .ADA0(wlo[0]), .ADA1(wlo[1]), .ADA2(wlo[2]), .ADA3(wlo[3]), .ADA4(wa[4]), .ADA5(wa[5]),
      .ADA6(wa[6]), .ADA7(wa[7]), .ADA8(wa[8]), .ADA9(wa[9]), .ADA10(wa[10]), .ADA11(wa[11]),
      .ADA12(wa[12]), .ADA13(wa[13]),
      .DIA0(di[0]), .DIA1(di[1]), .DIA2(di[2]), .DIA3(di[3]), .DIA4(di[4]), .DIA5(di[5]),
      .DIA6(di[6]), .DIA7(di[7]), .DIA8(di[8]), .DIA9(di[9]), .DIA10(di[10]), .DIA11(di[11]),
      .DIA12(di[12]), .DIA13(di[13]), .DIA14(di[14]), .DIA15(di[15]), .DIA16(di[16]),
      .DIA17(di[17]),
      .DIB0(di[18]), .DIB1(di[19]), .DIB2(di[20]), .DIB3(di[21]), .DIB4(di[22]), .DIB5(di[23]),
      .DIB6(di[24]), .DIB7(di[25]), .DIB8(di[26]), .DIB9(di[27]), .DIB10(di[28]), .DIB11(di[29]),
      .DIB12(di[30]), .DIB13(di[31]), .DIB14(di[32]), .DIB15(di[33]), .DIB16(di[34]),
      .DIB17(di[35]),
      .CLKB(clk_i), .CEB(re_i), .WEB(1'b0), .OCEB(oe_i), .RSTB(clr_i),
      .CSB0(1'b0), .CSB1(1'b0), .CSB2(1'b0),
      .ADB0(ra[0]), .ADB1(ra[1]), .ADB2(ra[2]), .ADB3(ra[3]), .ADB4(ra[4]), .ADB5(ra[5]),
      .ADB6(ra[6]), .ADB7(ra[7]), .ADB8(ra[8]), .ADB9(ra[9]), .ADB10(ra[10]), .ADB11(ra[11]),
      .ADB12(ra[12]), .ADB13(ra[13]),
      .DOA0(dout[0]), .DOA1(dout[1]), .DOA2(dout[2]), .DOA3(dout[3]), .DOA4(dout[4]),
      .DOA5(dout[5]), .DOA6(dout[6]), .DOA7(dout[7]), .DOA8(dout[8]), .DOA9(dout[9]),
      .DOA10(dout[10]), .DOA11(dout[11]), .DOA12(dout[12]), .DOA13(dout[13]), .DOA14(dout[14]),
      .DOA15(dout[15]), .DOA16(dout[16]), .DOA17(dout[17]),
      .DOB0(dout[18]), .DOB1(dout[19]), .DOB2(dout[20]), .DOB3(dout[21]), .DOB4(dout[22]),
      .DOB5(dout[23]), .DOB6(dout[24]), .DOB7(dout[25]), .DOB8(dout[26]), .DOB9(dout[27]),
      .DOB10(dout[28]), .DOB11(dout[29]), .DOB12(dout[30]), .DOB13(dout[31]), .DOB14(dout[32]),
      .DOB15(dout[33]), .DOB16(dout[34]), .DOB17(dout[35])
    );
    // A 512 x 36 read comes out on DOA (bits 17:0) and DOB (bits 35:18);
    // a narrower one on port B's pins (DOB).
    if (SW == 36) begin : g_rd36
      assign rd[s*SW +: SW] = dout;
    end else begin : g_rdb
      assign rd[s*SW +: SW] = dout[18 +: SW];
    end
  end
  assign rdata_o = rd[WIDTH-1:0];
`else
  // The address stage: the RAM's read register (cl_ram_1r1w with RDW_OLD =
  // 0: a read on the clock of its word's write is undefined, in simulation
  // the complement of the old word).
  logic [WIDTH-1:0] rd_q, out_q;

  cl_ram_1r1w #(.WIDTH(WIDTH), .DEPTH(DEPTH), .RDW_OLD(1'b0)) u_ram (
    .clk_i,
    .we_i,
    .waddr_i,
    .wdata_i,
    .re_i,
    .raddr_i,
    .rdata_o(rd_q)
  );

  always_ff @(posedge clk_i) begin
    if (clr_i)     out_q <= '0;
    else if (oe_i) out_q <= rd_q;
  end
  assign rdata_o = out_q;
`endif

endmodule
