// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_sbox_ebr: two AES S-box look-ups in one block RAM (ECP5 DP16KD), as
// in Aziz & Ikram's 802.11i core: a read-only table of S and (when INVERSE)
// S^-1, one look-up per port. Each port's address is {inv, x}; the byte
// read is S(x) or S^-1(x), two clocks after the address: the block RAM's
// address register, then its output register (REGMODE OUTREG; without it
// the block RAM's clock-to-out is about 4.3 ns on ECP5). aes_stage feeds the
// address from a fabric register and copies the output register into
// another, so no logic sits between a block RAM and a fabric register.
//
// clr_i zeroes the output registers (the DP16KD's synchronous RST) on the
// next clock, or CLR_DELAY clocks later through a chain of registers of
// this block RAM's own (kept apart from the other block RAMs' copies in
// synthesis). The block RAMs sit in fixed rows, far from the round logic:
// one register driving a round's ten RSTs measured 4.2 ns of routing to
// the farthest; a chain lets the placer split that distance. The address register cannot be reset; it is overwritten
// on every clock, with zeros when the stage holds no block (aes_stage), so
// no key-dependent byte stays in the block RAM after a reset or a flush.
//
// Synthesis for ECP5 instantiates the DP16KD with its contents as INITVAL
// parameters (aes_sbox_pkg::ebr_initval); the flow defines CL_EBR_PRIMITIVE
// (cipherline.fpga.targets). Simulation and lint use a behavioural model of
// the same two-register read. The INITVALs are checked against the DP16KD
// that Yosys itself infers from the same table (tests/test_aes_sbox.py).

module aes_sbox_ebr #(
  parameter bit          INVERSE   = 1'b1, // 1: the table holds S^-1 too (inv selects it); 0: S only
  parameter int unsigned CLR_DELAY = 0     // registers between clr_i and the RST (see above)
) (
  input  logic       clk_i,
  input  logic       clr_i,   // synchronous clear of the output registers (see CLR_DELAY)
  input  logic [8:0] a_i,     // port a: {inv, x}
  input  logic [8:0] b_i,     // port b: {inv, x}
  output logic [7:0] a_o,     // port a: S(x) or S^-1(x), two clocks after a_i
  output logic [7:0] b_o
);

  // Word addresses in the 1024 x 18 organisation are {1'b0, inv, x};
  // without INVERSE the inverse half is never read.
  logic [8:0] addr_a, addr_b;
  logic clr_q;  // what the output registers' synchronous reset sees
  if (CLR_DELAY > 0) begin : g_clr_reg
    // keep on the process: Yosys gives its attributes to the flip-flops, and
    // opt_merge does not merge two cells that both have keep.
    logic [CLR_DELAY-1:0] clr_reg_q;
    if (CLR_DELAY == 1) begin : g_one
      (* keep *) always_ff @(posedge clk_i) clr_reg_q <= clr_i;
    end else begin : g_chain
      (* keep *) always_ff @(posedge clk_i) clr_reg_q <= {clr_reg_q[CLR_DELAY-2:0], clr_i};
    end
    assign clr_q = clr_reg_q[CLR_DELAY-1];
  end else begin : g_clr_now
    assign clr_q = clr_i;
  end
  assign addr_a = INVERSE ? a_i : {1'b0, a_i[7:0]};
  assign addr_b = INVERSE ? b_i : {1'b0, b_i[7:0]};

`ifdef CL_EBR_PRIMITIVE
  logic [17:0] do_a, do_b;

  DP16KD #(
      .DATA_WIDTH_A(18), .DATA_WIDTH_B(18), .REGMODE_A("OUTREG"), .REGMODE_B("OUTREG"),
      .RESETMODE("SYNC"), .ASYNC_RESET_RELEASE("SYNC"), .CSDECODE_A("0b000"),
      .CSDECODE_B("0b000"), .WRITEMODE_A("NORMAL"), .WRITEMODE_B("NORMAL"), .GSR("AUTO"),
      .INITVAL_00(aes_sbox_pkg::ebr_initval(0, INVERSE)),
      .INITVAL_01(aes_sbox_pkg::ebr_initval(1, INVERSE)),
      .INITVAL_02(aes_sbox_pkg::ebr_initval(2, INVERSE)),
      .INITVAL_03(aes_sbox_pkg::ebr_initval(3, INVERSE)),
      .INITVAL_04(aes_sbox_pkg::ebr_initval(4, INVERSE)),
      .INITVAL_05(aes_sbox_pkg::ebr_initval(5, INVERSE)),
      .INITVAL_06(aes_sbox_pkg::ebr_initval(6, INVERSE)),
      .INITVAL_07(aes_sbox_pkg::ebr_initval(7, INVERSE)),
      .INITVAL_08(aes_sbox_pkg::ebr_initval(8, INVERSE)),
      .INITVAL_09(aes_sbox_pkg::ebr_initval(9, INVERSE)),
      .INITVAL_0A(aes_sbox_pkg::ebr_initval(10, INVERSE)),
      .INITVAL_0B(aes_sbox_pkg::ebr_initval(11, INVERSE)),
      .INITVAL_0C(aes_sbox_pkg::ebr_initval(12, INVERSE)),
      .INITVAL_0D(aes_sbox_pkg::ebr_initval(13, INVERSE)),
      .INITVAL_0E(aes_sbox_pkg::ebr_initval(14, INVERSE)),
      .INITVAL_0F(aes_sbox_pkg::ebr_initval(15, INVERSE)),
      .INITVAL_10(aes_sbox_pkg::ebr_initval(16, INVERSE)),
      .INITVAL_11(aes_sbox_pkg::ebr_initval(17, INVERSE)),
      .INITVAL_12(aes_sbox_pkg::ebr_initval(18, INVERSE)),
      .INITVAL_13(aes_sbox_pkg::ebr_initval(19, INVERSE)),
      .INITVAL_14(aes_sbox_pkg::ebr_initval(20, INVERSE)),
      .INITVAL_15(aes_sbox_pkg::ebr_initval(21, INVERSE)),
      .INITVAL_16(aes_sbox_pkg::ebr_initval(22, INVERSE)),
      .INITVAL_17(aes_sbox_pkg::ebr_initval(23, INVERSE)),
      .INITVAL_18(aes_sbox_pkg::ebr_initval(24, INVERSE)),
      .INITVAL_19(aes_sbox_pkg::ebr_initval(25, INVERSE)),
      .INITVAL_1A(aes_sbox_pkg::ebr_initval(26, INVERSE)),
      .INITVAL_1B(aes_sbox_pkg::ebr_initval(27, INVERSE)),
      .INITVAL_1C(aes_sbox_pkg::ebr_initval(28, INVERSE)),
      .INITVAL_1D(aes_sbox_pkg::ebr_initval(29, INVERSE)),
      .INITVAL_1E(aes_sbox_pkg::ebr_initval(30, INVERSE)),
      .INITVAL_1F(aes_sbox_pkg::ebr_initval(31, INVERSE)),
      .INITVAL_20(aes_sbox_pkg::ebr_initval(32, INVERSE)),
      .INITVAL_21(aes_sbox_pkg::ebr_initval(33, INVERSE)),
      .INITVAL_22(aes_sbox_pkg::ebr_initval(34, INVERSE)),
      .INITVAL_23(aes_sbox_pkg::ebr_initval(35, INVERSE)),
      .INITVAL_24(aes_sbox_pkg::ebr_initval(36, INVERSE)),
      .INITVAL_25(aes_sbox_pkg::ebr_initval(37, INVERSE)),
      .INITVAL_26(aes_sbox_pkg::ebr_initval(38, INVERSE)),
      .INITVAL_27(aes_sbox_pkg::ebr_initval(39, INVERSE)),
      .INITVAL_28(aes_sbox_pkg::ebr_initval(40, INVERSE)),
      .INITVAL_29(aes_sbox_pkg::ebr_initval(41, INVERSE)),
      .INITVAL_2A(aes_sbox_pkg::ebr_initval(42, INVERSE)),
      .INITVAL_2B(aes_sbox_pkg::ebr_initval(43, INVERSE)),
      .INITVAL_2C(aes_sbox_pkg::ebr_initval(44, INVERSE)),
      .INITVAL_2D(aes_sbox_pkg::ebr_initval(45, INVERSE)),
      .INITVAL_2E(aes_sbox_pkg::ebr_initval(46, INVERSE)),
      .INITVAL_2F(aes_sbox_pkg::ebr_initval(47, INVERSE)),
      .INITVAL_30(aes_sbox_pkg::ebr_initval(48, INVERSE)),
      .INITVAL_31(aes_sbox_pkg::ebr_initval(49, INVERSE)),
      .INITVAL_32(aes_sbox_pkg::ebr_initval(50, INVERSE)),
      .INITVAL_33(aes_sbox_pkg::ebr_initval(51, INVERSE)),
      .INITVAL_34(aes_sbox_pkg::ebr_initval(52, INVERSE)),
      .INITVAL_35(aes_sbox_pkg::ebr_initval(53, INVERSE)),
      .INITVAL_36(aes_sbox_pkg::ebr_initval(54, INVERSE)),
      .INITVAL_37(aes_sbox_pkg::ebr_initval(55, INVERSE)),
      .INITVAL_38(aes_sbox_pkg::ebr_initval(56, INVERSE)),
      .INITVAL_39(aes_sbox_pkg::ebr_initval(57, INVERSE)),
      .INITVAL_3A(aes_sbox_pkg::ebr_initval(58, INVERSE)),
      .INITVAL_3B(aes_sbox_pkg::ebr_initval(59, INVERSE)),
      .INITVAL_3C(aes_sbox_pkg::ebr_initval(60, INVERSE)),
      .INITVAL_3D(aes_sbox_pkg::ebr_initval(61, INVERSE)),
      .INITVAL_3E(aes_sbox_pkg::ebr_initval(62, INVERSE)),
      .INITVAL_3F(aes_sbox_pkg::ebr_initval(63, INVERSE))
  ) u_ebr (
      .CLKA(clk_i), .CEA(1'b1), .OCEA(1'b1), .WEA(1'b0), .RSTA(clr_q),
      .CSA2(1'b0), .CSA1(1'b0), .CSA0(1'b0),
      .ADA13(1'b0), .ADA12(addr_a[8]), .ADA11(addr_a[7]), .ADA10(addr_a[6]), .ADA9(addr_a[5]),
      .ADA8(addr_a[4]), .ADA7(addr_a[3]), .ADA6(addr_a[2]), .ADA5(addr_a[1]), .ADA4(addr_a[0]),
      .ADA3(1'b0), .ADA2(1'b0), .ADA1(1'b0), .ADA0(1'b0),
      .DIA17(1'b0), .DIA16(1'b0), .DIA15(1'b0), .DIA14(1'b0), .DIA13(1'b0), .DIA12(1'b0),
      .DIA11(1'b0), .DIA10(1'b0), .DIA9(1'b0), .DIA8(1'b0), .DIA7(1'b0), .DIA6(1'b0), .DIA5(1'b0),
      .DIA4(1'b0), .DIA3(1'b0), .DIA2(1'b0), .DIA1(1'b0), .DIA0(1'b0),
      .DOA17(do_a[17]), .DOA16(do_a[16]), .DOA15(do_a[15]), .DOA14(do_a[14]), .DOA13(do_a[13]),
      .DOA12(do_a[12]), .DOA11(do_a[11]), .DOA10(do_a[10]), .DOA9(do_a[9]), .DOA8(do_a[8]),
      .DOA7(do_a[7]), .DOA6(do_a[6]), .DOA5(do_a[5]), .DOA4(do_a[4]), .DOA3(do_a[3]),
      .DOA2(do_a[2]), .DOA1(do_a[1]), .DOA0(do_a[0]),
      .CLKB(clk_i), .CEB(1'b1), .OCEB(1'b1), .WEB(1'b0), .RSTB(clr_q),
      .CSB2(1'b0), .CSB1(1'b0), .CSB0(1'b0),
      .ADB13(1'b0), .ADB12(addr_b[8]), .ADB11(addr_b[7]), .ADB10(addr_b[6]), .ADB9(addr_b[5]),
      .ADB8(addr_b[4]), .ADB7(addr_b[3]), .ADB6(addr_b[2]), .ADB5(addr_b[1]), .ADB4(addr_b[0]),
      .ADB3(1'b0), .ADB2(1'b0), .ADB1(1'b0), .ADB0(1'b0),
      .DIB17(1'b0), .DIB16(1'b0), .DIB15(1'b0), .DIB14(1'b0), .DIB13(1'b0), .DIB12(1'b0),
      .DIB11(1'b0), .DIB10(1'b0), .DIB9(1'b0), .DIB8(1'b0), .DIB7(1'b0), .DIB6(1'b0), .DIB5(1'b0),
      .DIB4(1'b0), .DIB3(1'b0), .DIB2(1'b0), .DIB1(1'b0), .DIB0(1'b0),
      .DOB17(do_b[17]), .DOB16(do_b[16]), .DOB15(do_b[15]), .DOB14(do_b[14]), .DOB13(do_b[13]),
      .DOB12(do_b[12]), .DOB11(do_b[11]), .DOB10(do_b[10]), .DOB9(do_b[9]), .DOB8(do_b[8]),
      .DOB7(do_b[7]), .DOB6(do_b[6]), .DOB5(do_b[5]), .DOB4(do_b[4]), .DOB3(do_b[3]),
      .DOB2(do_b[2]), .DOB1(do_b[1]), .DOB0(do_b[0])
  );

  assign a_o = do_a[7:0];
  assign b_o = do_b[7:0];
  logic unused_do;
  assign unused_do = ^{do_a[17:8], do_b[17:8]};
`else
  // Behavioural model: address register, table, output register.
  logic [8:0] addr_a_q, addr_b_q;
  logic [7:0] rom [512];

  initial begin
    for (int unsigned i = 0; i < 256; i++) begin
      rom[i]       = aes_sbox_pkg::sbox_fwd(8'(i));
      rom[256 + i] = INVERSE ? aes_sbox_pkg::sbox_inv(8'(i)) : 8'h00;
    end
  end

  always_ff @(posedge clk_i) begin
    addr_a_q <= addr_a;
    addr_b_q <= addr_b;
  end

  always_ff @(posedge clk_i) begin
    if (clr_q) begin
      a_o <= '0;
      b_o <= '0;
    end else begin
      a_o <= rom[addr_a_q];
      b_o <= rom[addr_b_q];
    end
  end
`endif  // CL_EBR_PRIMITIVE

endmodule
