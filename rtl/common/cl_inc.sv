// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_inc: x + 1 (mod 2^W) as a carry-select incrementer.
//
// A W-bit increment is one carry chain of W/2 ECP5 CCU2C cells: 4.5 ns for
// a 128-bit CTR counter, in the modes engine's one loop stage (cm_build
// S3). Here each SEG-bit segment increments on its own chain, all in
// parallel, and a segment takes its incremented value when every segment
// below it carries out (is all ones): the carries come out of the chains
// themselves, so the select waits for one short chain and one LUT, with
// no wide AND tree. Purely combinational; W <= SEG is a plain increment.

module cl_inc #(
  parameter int unsigned W   = 128,  // width in bits
  parameter int unsigned SEG = 32    // segment width: the longest carry chain
) (
  input  logic [W-1:0] x_i,
  output logic [W-1:0] y_o   // x_i + 1, mod 2^W
);

  if (W < 1 || SEG < 1) begin : g_bad
    $fatal(1, "cl_inc: W and SEG must be at least 1");
  end

  localparam int unsigned NS = (W + SEG - 1) / SEG;  // segments

  logic [NS-1:0] co;  // segment s is all ones (its increment carries out)
  for (genvar s = 0; s < NS; s++) begin : g_seg
    localparam int unsigned LO = s * SEG;
    localparam int unsigned HI = (LO + SEG > W) ? W - 1 : LO + SEG - 1;
    logic [HI-LO+1:0] inc;  // {carry out, x + 1}
    assign inc   = {1'b0, x_i[HI:LO]} + 1'b1;
    assign co[s] = inc[HI-LO+1];
    if (s == 0) begin : g_low
      assign y_o[HI:LO] = inc[HI-LO:0];
    end else begin : g_high
      // The carry into this segment: every segment below it carries out.
      assign y_o[HI:LO] = (&co[s-1:0]) ? inc[HI-LO:0] : x_i[HI:LO];
    end
  end
  logic unused_co;
  assign unused_co = co[NS-1];  // the top segment's carry out (the wrap) is dropped

  // ---------------------------------------------------------------------------
  // Formal property (formal/cl_inc.sby): the result is x_i + 1 for every x_i.
  // ---------------------------------------------------------------------------
`ifdef FORMAL_CL_INC
  always_comb begin
    assert (y_o == x_i + 1'b1);
  end
`endif

endmodule
