// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_gf128_pkg: the field of GHASH (NIST SP 800-38D, 6.3): GF(2^128) with
// the polynomial x^128 + x^7 + x^2 + x + 1. A block is a field element in
// the standard's bit order: its first bit (bit 127 of a 128-bit vector
// here, the MSB of byte 0) is the coefficient of x^0, its last bit (bit 0)
// that of x^127. Inside the multiplier, polynomials are kept with bit i =
// coefficient of x^i (rev128 converts).

package cm_gf128_pkg;

  // Block (GCM bit order) <-> polynomial (bit i = coefficient of x^i).
  function automatic logic [127:0] rev128(logic [127:0] v);
    for (int unsigned i = 0; i < 128; i++) rev128[i] = v[127 - i];
  endfunction

  // A product of two field elements (degree <= 254) modulo
  // x^128 + x^7 + x^2 + x + 1: each x^k, k >= 128, folds into
  // x^(k-121) + x^(k-126) + x^(k-127) + x^(k-128), highest k first (a fold
  // lands at most 121 lower, so every term it sets is folded later or
  // already below x^128).
  function automatic logic [127:0] reduce(logic [254:0] c);
    logic [254:0] t;
    t = c;
    for (int unsigned k = 254; k >= 128; k--) begin
      t[k - 121] = t[k - 121] ^ t[k];
      t[k - 126] = t[k - 126] ^ t[k];
      t[k - 127] = t[k - 127] ^ t[k];
      t[k - 128] = t[k - 128] ^ t[k];
    end
    reduce = t[127:0];
  endfunction

  // v * v (GCM bit order). Squaring is linear over GF(2): the coefficient
  // of x^i moves to x^2i, then the reduction; a XOR network of a few
  // inputs per bit, no multiplier.
  function automatic logic [127:0] sq(logic [127:0] v);
    logic [127:0] a;
    logic [254:0] c;
    a = rev128(v);
    c = '0;
    for (int unsigned i = 0; i < 128; i++) c[2 * i] = a[i];
    sq = rev128(reduce(c));
  endfunction

endpackage
