// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_key_pkg: the TDEA key bundle and the NIST policy's rule on it
// (SP 800-67r2), for the cores and for blocks that check keys without a
// core (the key store, rtl/csr/cl_key_store.sv).

package tdes_key_pkg;

  // Width of a key bundle (K1 || K2 || K3, K1 in the top bits).
  localparam int unsigned KEY_W = 192;

  // NIST SP 800-67r2 keying option 1: K1, K2 and K3 of a TDEA key bundle
  // (K1 = [191:128]) pairwise distinct. Parity bits (the LSB of each byte)
  // are ignored, as the cipher ignores them.
  function automatic logic keys_distinct(logic [KEY_W-1:0] k);
    logic [63:0] m;
    m = {8{8'hfe}};
    keys_distinct = ((k[191:128] & m) != (k[127:64] & m))
                 && ((k[127:64] & m) != (k[63:0] & m))
                 && ((k[191:128] & m) != (k[63:0] & m));
  endfunction

endpackage
