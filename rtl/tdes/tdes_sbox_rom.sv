// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_sbox_rom: two DES S-boxes, each with the XOR with L folded in, as one
// dual-port block-RAM ROM (ECP5: one DP16KD, 2048 x 4 bits, two read ports).
//
// Port a serves S-box PAIR*2+1 (1-based), port b S-box PAIR*2+2. Each port's
// 10-bit address is {l, x}: x is the S-box input (E(R) ^ K), l the four bits
// of L that its outputs meet after P; the word read is S(x) ^ l, i.e. four
// bits of the round's new R, two clocks after the address: the block RAM's
// synchronous read, then a fabric register. clr_i zeroes the fabric register;
// the block RAM's read register is overwritten on the next clock from the
// (cleared) address, so no key-dependent word stays after a reset.

module tdes_sbox_rom #(
  parameter int unsigned PAIR = 0  // S-boxes 2*PAIR+1 and 2*PAIR+2 (0..3)
) (
  input  logic       clk_i,
  input  logic       clr_i,  // synchronous clear of the read data
  input  logic [9:0] a_i,    // {l, x} for S-box 2*PAIR+1
  input  logic [9:0] b_i,    // {l, x} for S-box 2*PAIR+2
  output logic [3:0] a_o,    // S(x) ^ l, two clocks after a_i
  output logic [3:0] b_o
);

  if (PAIR > 3) begin : g_err_pair
    $fatal(1, "tdes_sbox_rom: PAIR must be 0..3");
  end

  logic [3:0] rom [2048];

  initial begin
    for (int unsigned i = 0; i < 1024; i++) begin
      rom[i]        = tdes_pkg::sbox(2 * PAIR, 6'(i)) ^ 4'(i >> 6);
      rom[1024 + i] = tdes_pkg::sbox(2 * PAIR + 1, 6'(i)) ^ 4'(i >> 6);
    end
  end

  // Synchronous read (the block RAM's address/read register), then a
  // fabric register: the block RAM's clock-to-out without its own output
  // register is about 4.3 ns on ECP5, and Yosys does not use that register.
  logic [3:0] ra_q, rb_q;

  always_ff @(posedge clk_i) begin
    ra_q <= rom[{1'b0, a_i}];
    rb_q <= rom[{1'b1, b_i}];
  end

  always_ff @(posedge clk_i) begin
    if (clr_i) begin
      a_o <= '0;
      b_o <= '0;
    end else begin
      a_o <= ra_q;
      b_o <= rb_q;
    end
  end

endmodule
