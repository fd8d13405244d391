// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_ram_1p_ebr: single-port read-first RAM (cl_ram_1p) read through the
// block RAM's own output register: one address for the read and the write
// on every clock; the word at addr_i before that clock's write comes out
// two clocks later, from a register with no logic between the RAM and it.
// It is cl_ram_ebr's timing for a store whose read must return the old word
// on the clock that writes it (no forwarding logic after the register).
//
// Read timing (both the primitive and the model):
//   - clock t: the RAM's address stage takes the word at addr_i, as it was
//     before this clock's write (we_i writes wdata_i there);
//   - clock t + 1: oe_i loads the output register with that word (oe_i low
//     holds it); clr_i on any clock zeroes the output register on the next
//     edge, whatever oe_i is (the primitive's synchronous RST);
//   - rdata_o is the output register.
//
// Synthesis for ECP5 (CL_EBR_PRIMITIVE, as for cl_ram_ebr) instantiates
// DP16KDs with both REGMODEs OUTREG and both ports READBEFOREWRITE, laid
// out as Yosys maps cl_ram_1p (tests/test_ram_ebr.py compares them pin by
// pin):
//   - DEPTH <= 512: 36-bit slices, each one DP16KD whose port A reads and
//     writes the slice's low 18 bits at {0, addr_i} and port B its high 18
//     bits at {1, addr_i} (x18 ports over 2 x 2^AW words);
//   - 513..1024: 18-bit slices, each one x18 port of one DP16KD.
// Other targets and simulation use the behavioural model (cl_ram_1p and a
// register after it): the same cycle timing.
// Key hygiene: clr_i zeroes the output register; the address stage holds
// the last word read until the next clock (it reads on every clock).

module cl_ram_1p_ebr #(
  parameter int unsigned WIDTH = 36,  // word width in bits
  parameter int unsigned DEPTH = 64,  // number of words (2..1024)
  localparam int unsigned AW = (DEPTH > 1) ? unsigned'($clog2(DEPTH)) : 1
) (
  input  logic             clk_i,
  input  logic             we_i,     // write enable
  input  logic [AW-1:0]    addr_i,   // address (read and write)
  input  logic [WIDTH-1:0] wdata_i,  // write data
  input  logic             oe_i,     // the output register takes the address stage's word
  input  logic             clr_i,    // the output register is zeroed (over oe_i)
  output logic [WIDTH-1:0] rdata_o   // the output register
);

  if (DEPTH < 2 || DEPTH > 1024) begin : g_err_depth
    $fatal(1, "cl_ram_1p_ebr: DEPTH must be 2..1024 (18-bit x 1024 block RAM ports)");
  end

`ifdef CL_EBR_PRIMITIVE
  localparam bit          DEEP = DEPTH > 512;                 // 18-bit slices, one port each
  localparam int unsigned SW   = DEEP ? 18 : 36;              // slice width
  localparam int unsigned NSL  = (WIDTH + SW - 1) / SW;       // slices

  logic [NSL*SW-1:0] wd, rd;
  assign wd = (NSL*SW)'(wdata_i);

  for (genvar s = 0; s < NSL; s++) begin : g_slice
    // Port A: the low 18 bits at {0, addr_i} (or the slice at addr_i);
    // port B: the high 18 bits at {1, addr_i} (unused when DEEP).
    logic [13:0] aa, ab;
    logic [17:0] dia, dib, doa, dob;
    assign aa  = 14'({addr_i, 4'b0011});                // ADx1:0: the x18 byte enables
    assign ab  = DEEP ? 14'b0 : 14'({1'b1, addr_i, 4'b0011});
    assign dia = wd[s*SW +: 18];
    assign dib = DEEP ? 18'b0 : 18'(wd[s*SW + (DEEP ? 0 : 18) +: 18]);
    DP16KD #(
      .DATA_WIDTH_A(18), .DATA_WIDTH_B(18), .REGMODE_A("OUTREG"), .REGMODE_B("OUTREG"),
      .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"), .CSDECODE_A("0b000"),
      .CSDECODE_B("0b000"), .WRITEMODE_A("READBEFOREWRITE"),
      .WRITEMODE_B("READBEFOREWRITE"), .GSR("AUTO")
    ) u_ebr (
      .CLKA(clk_i), .CEA(1'b1), .WEA(we_i), .OCEA(oe_i), .RSTA(clr_i),
      .CSA0(1'b0), .CSA1(1'b0), .CSA2(1'b0),
      .ADA0(aa[0]), .ADA1(aa[1]), .ADA2(aa[2]), .ADA3(aa[3]), .ADA4(aa[4]), .ADA5(aa[5]),
      .ADA6(aa[6]), .ADA7(aa[7]), .ADA8(aa[8]), .ADA9(aa[9]), .ADA10(aa[10]), .ADA11(aa[11]),
      .ADA12(aa[12]), .ADA13(aa[13]),
      .DIA0(dia[0]), .DIA1(dia[1]), .DIA2(dia[2]), .DIA3(dia[3]), .DIA4(dia[4]),
      .DIA5(dia[5]), .DIA6(dia[6]), .DIA7(dia[7]), .DIA8(dia[8]), .DIA9(dia[9]),
      .DIA10(dia[10]), .DIA11(dia[11]), .DIA12(dia[12]), .DIA13(dia[13]), .DIA14(dia[14]),
      .DIA15(dia[15]), .DIA16(dia[16]), .DIA17(dia[17]),
      .DOA0(doa[0]), .DOA1(doa[1]), .DOA2(doa[2]), .DOA3(doa[3]), .DOA4(doa[4]),
      .DOA5(doa[5]), .DOA6(doa[6]), .DOA7(doa[7]), .DOA8(doa[8]), .DOA9(doa[9]),
      .DOA10(doa[10]), .DOA11(doa[11]), .DOA12(doa[12]), .DOA13(doa[13]), .DOA14(doa[14]),
      .DOA15(doa[15]), .DOA16(doa[16]), .DOA17(doa[17]),
      .CLKB(clk_i), .CEB(!DEEP), .WEB(DEEP ? 1'b0 : we_i), .OCEB(oe_i), .RSTB(clr_i),
      .CSB0(1'b0), .CSB1(1'b0), .CSB2(1'b0),
      .ADB0(ab[0]), .ADB1(ab[1]), .ADB2(ab[2]), .ADB3(ab[3]), .ADB4(ab[4]), .ADB5(ab[5]),
      .ADB6(ab[6]), .ADB7(ab[7]), .ADB8(ab[8]), .ADB9(ab[9]), .ADB10(ab[10]), .ADB11(ab[11]),
      .ADB12(ab[12]), .ADB13(ab[13]),
      .DIB0(dib[0]), .DIB1(dib[1]), .DIB2(dib[2]), .DIB3(dib[3]), .DIB4(dib[4]),
      .DIB5(dib[5]), .DIB6(dib[6]), .DIB7(dib[7]), .DIB8(dib[8]), .DIB9(dib[9]),
      .DIB10(dib[10]), .DIB11(dib[11]), .DIB12(dib[12]), .DIB13(dib[13]), .DIB14(dib[14]),
      .DIB15(dib[15]), .DIB16(dib[16]), .DIB17(dib[17]),
      .DOB0(dob[0]), .DOB1(dob[1]), .DOB2(dob[2]), .DOB3(dob[3]), .DOB4(dob[4]),
      .DOB5(dob[5]), .DOB6(dob[6]), .DOB7(dob[7]), .DOB8(dob[8]), .DOB9(dob[9]),
      .DOB10(dob[10]), .DOB11(dob[11]), .DOB12(dob[12]), .DOB13(dob[13]), .DOB14(dob[14]),
      .DOB15(dob[15]), .DOB16(dob[16]), .DOB17(dob[17])
    );
    if (DEEP) begin : g_rd18
      assign rd[s*SW +: SW] = doa;
      logic unused_dob;
      assign unused_dob = ^dob;
    end else begin : g_rd36
      assign rd[s*SW +: SW] = {dob, doa};
    end
  end
  assign rdata_o = rd[WIDTH-1:0];
  if (NSL * SW > WIDTH) begin : g_pad
    logic unused_pad;
    assign unused_pad = ^rd[NSL*SW-1:WIDTH];
  end
`else
  // The address stage: cl_ram_1p's read register (read-first).
  logic [WIDTH-1:0] rd_q, out_q;

  cl_ram_1p #(.WIDTH(WIDTH), .DEPTH(DEPTH)) u_ram (
    .clk_i,
    .we_i,
    .addr_i,
    .wdata_i,
    .rdata_o(rd_q)
  );

  always_ff @(posedge clk_i) begin
    if (clr_i)     out_q <= '0;
    else if (oe_i) out_q <= rd_q;
  end
  assign rdata_o = out_q;
`endif

endmodule
