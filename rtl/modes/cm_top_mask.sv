// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_top_mask: the mask of the n most significant bits of a BLOCK_W-bit word
// (n = 0..BLOCK_W), the valid bits of a beat.
//
// Bit BLOCK_W-1-p is set iff n > p. Written as BLOCK_W comparisons with a
// constant, Yosys gives each one its own carry chain (the AES engine had 384
// of them). Here, with p = 16 k + j: n = BLOCK_W, or n's high digit (n >> 4)
// above k, or equal to k and its low digit n[3:0] above j; the digit
// comparisons are constant-table lookups. One LUT4 per bit and a few shared
// terms, no carry logic.

module cm_top_mask #(
  parameter int unsigned BLOCK_W = 128,  // word width in bits (64 or 128)
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,  // n = 0..BLOCK_W
  localparam int unsigned HI_W  = CNT_W - 5,            // high digit width
  localparam int unsigned NH    = BLOCK_W / 16          // high digit values
) (
  input  logic [CNT_W-1:0]   n_i,
  output logic [BLOCK_W-1:0] mask_o
);

  function automatic logic [BLOCK_W-1:0] decode(logic [CNT_W-1:0] n);
    logic [HI_W-1:0]    hi;
    logic [NH-1:0]      gt_hi, eq_hi, t_hi;  // hi > k, hi == k
    logic [15:0]        gt_lo, t_lo;         // n[3:0] > j
    logic [BLOCK_W-1:0] m;
    hi = n[CNT_W-2:4];
    for (int unsigned k = 0; k < NH; k++) begin
      t_hi     = {NH{1'b1}} << (k + 1);  // bit x set iff x > k
      gt_hi[k] = t_hi[hi];
      eq_hi[k] = hi == HI_W'(k);
    end
    for (int unsigned j = 0; j < 16; j++) begin
      t_lo     = 16'hffff << (j + 1);
      gt_lo[j] = t_lo[n[3:0]];
    end
    for (int unsigned k = 0; k < NH; k++) begin
      for (int unsigned j = 0; j < 16; j++) begin
        m[BLOCK_W - 1 - (16 * k + j)] = n[CNT_W-1] | gt_hi[k] | (eq_hi[k] & gt_lo[j]);
      end
    end
    decode = m;
  endfunction

  assign mask_o = decode(n_i);

`ifndef SYNTHESIS
  // The decode against its definition, for every n (at time 0).
  initial begin
    for (int unsigned n = 0; n <= BLOCK_W; n++) begin
      logic [BLOCK_W-1:0] want;
      for (int unsigned i = 0; i < BLOCK_W; i++) want[i] = n + i >= BLOCK_W;
      if (decode(CNT_W'(n)) != want) $fatal(1, "cm_top_mask: decode(%0d) = %h", n, decode(CNT_W'(n)));
    end
  end

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_w
    $fatal(1, "cm_top_mask: BLOCK_W must be 64 or 128");
  end
`endif

endmodule
