// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// toy_pkg: sizes of the toy XOR block core (toy_xor_core), a stand-in cipher
// for testing the modes engine at BLOCK_W = 128. It is not a cipher.

package toy_pkg;

  // Blocks toy_xor_core can hold (its output FIFO depth and credit limit)
  // for DEPTH pipeline register stages: the stages, the FIFO's two-clock
  // write-to-read latency and the credit register, rounded up to a power of
  // two (the same rule as tdes_pkg::core_capacity).
  function automatic int unsigned core_capacity(int unsigned depth);
    core_capacity = 1 << $clog2(depth + 4);
  endfunction

endpackage
