// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_chk_armed: when the simulation-only checks of a module may fire.
// armed_o is high from the clock after the first edge with rst_ni low, and
// then whenever rst_ni is high. Before the first reset, registers hold
// arbitrary values (randomized in simulation) and rst_ni may already be
// high, so a check of their state would fire on nothing; during a reset,
// state is being cleared. Instantiate it under `ifndef SYNTHESIS only.

module cl_chk_armed (
  input  logic clk_i,
  input  logic rst_ni,   // synchronous, active low
  output logic armed_o   // a reset has been applied and is not applied now
);

  logic seen_q;
  initial seen_q = 1'b0;
  // Plain always: a variable written by always_ff may have no other driver
  // (the initial value).
  always @(posedge clk_i) begin
    if (!rst_ni) seen_q <= 1'b1;
  end
  assign armed_o = seen_q && rst_ni;

endmodule
