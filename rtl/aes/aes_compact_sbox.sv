// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_compact_sbox: two registered AES S-box look-ups for aes_compact, with
// the timing of aes_sbox_ebr whatever the S-box implementation: each port's
// address is {inv, x}, and S(x) (S^-1(x) when inv and INVERSE) is on the
// output two clocks later (an address register, the S-box, an output
// register). clr_i clears the output registers on the next clock.
//
//   SBOX 2: aes_sbox_ebr, one ECP5 block RAM (its own address register and
//           output register; the address register is overwritten on every
//           clock and cannot be reset).
//   SBOX 0/1: two aes_sbox (table in logic, or Canright's composite field)
//           between fabric registers; clr_i clears the address registers too.

module aes_compact_sbox #(
  parameter int unsigned SBOX    = 0,    // 0 table in logic, 1 composite field, 2 block RAM
  parameter bit          INVERSE = 1'b1  // 1: inv selects S^-1; 0: forward S-box only
) (
  input  logic       clk_i,
  input  logic       clr_i,  // synchronous clear of the registers (no block in the core)
  input  logic [8:0] a_i,    // port a: {inv, x}
  input  logic [8:0] b_i,    // port b: {inv, x}
  output logic [7:0] a_o,    // port a: S(x) or S^-1(x), two clocks after a_i
  output logic [7:0] b_o     // port b
);

  if (SBOX > 2) begin : g_err_sbox
    $fatal(1, "aes_compact_sbox: SBOX must be 0 (table in logic), 1 (composite field) or 2 (block RAM)");
  end

  if (SBOX == 2) begin : g_ebr
    aes_sbox_ebr #(.INVERSE(INVERSE)) u_ram (
      .clk_i, .clr_i, .a_i, .b_i, .a_o, .b_o
    );
  end else begin : g_logic
    logic [8:0] addr_a_q, addr_b_q;
    logic [7:0] ya, yb;

    always_ff @(posedge clk_i) begin
      if (clr_i) begin
        addr_a_q <= '0;
        addr_b_q <= '0;
      end else begin
        addr_a_q <= a_i;
        addr_b_q <= b_i;
      end
    end

    aes_sbox #(.IMPL(SBOX), .INVERSE(INVERSE)) u_sbox_a (
      .x_i(addr_a_q[7:0]), .inv_i(addr_a_q[8]), .y_o(ya)
    );
    aes_sbox #(.IMPL(SBOX), .INVERSE(INVERSE)) u_sbox_b (
      .x_i(addr_b_q[7:0]), .inv_i(addr_b_q[8]), .y_o(yb)
    );

    always_ff @(posedge clk_i) begin
      if (clr_i) begin
        a_o <= '0;
        b_o <= '0;
      end else begin
        a_o <= ya;
        b_o <= yb;
      end
    end
  end

endmodule
