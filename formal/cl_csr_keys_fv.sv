// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_csr_keys_fv: no key bit reaches the AXI4-Lite side of the CSR block
// with its key store. Two copies of cl_csr_keys take the same inputs, except
// the write data of every write to a KEYn register (0x040..0x05c), which is
// free in each copy. Their AXI4-Lite outputs (ready, response, read data),
// control outputs, interrupt, and every field of a lookup answer but the
// key itself must be equal on every clock. The key RAMs start with any
// contents, different in the two copies; reset's sweep clears them. The
// flip-flops that reset does not clear start at 0 in both (formal/cl_csr_keys.sby).
//
// The copies are built with one slot, AES-128 only and without the TDES
// policy (POLICY = 0): with it, the commit's ERR_TDES_KEYS verdict says
// whether K1, K2 and K3 are distinct, the one fact about a key that
// software is meant to learn. Within that, any bus traffic is covered: KEYn
// writes, commits (loaded, or refused for key size, algorithm or range),
// zeroize, lookups, interrupts, and every register read or write, in any
// order the bus allows (formal/cl_csr_keys.sby, a bounded proof from
// reset). The engine's event inputs are tied to 0: the message and block
// counters stay at 0 (they have no key input).

module cl_csr_keys_fv (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        s_axil_awvalid_i,
  input  logic [8:0]  s_axil_awaddr_i,
  input  logic        s_axil_wvalid_i,
  input  logic [31:0] s_axil_wdata_i,
  input  logic [31:0] key_a_i,          // a KEYn write's data in copy 0 ...
  input  logic [31:0] key_b_i,          // ... and in copy 1
  input  logic [3:0]  s_axil_wstrb_i,
  input  logic        s_axil_bready_i,
  input  logic        s_axil_arvalid_i,
  input  logic [8:0]  s_axil_araddr_i,
  input  logic        s_axil_rready_i,
  input  logic        lk_req_i,
  input  logic [9:0]  lk_slot_i
);

  localparam int unsigned N = 2;  // copies

  logic        key_wr;
  assign key_wr = s_axil_awaddr_i >= 9'h040 && s_axil_awaddr_i <= 9'h05f;

  logic [N-1:0]       awready, wready, bvalid, arready, rvalid, enable, zeroize, intr;
  logic [N-1:0]       lk_valid, lk_loaded, lk_legacy;
  logic [N-1:0][1:0]  bresp, rresp, lk_ksz;
  logic [N-1:0][31:0] rdata;
  logic [N-1:0][7:0]  lk_alg;
  logic [N-1:0][255:0] lk_key;

  for (genvar i = 0; i < N; i++) begin : g_cp
    cl_csr_keys #(
      .N_SLOTS    (1),
      .HAS_TDES   (1'b0),
      .AES_KEYLENS(3'b001),
      .POLICY     (1'b0)
    ) u_dut (
      .clk_i,
      .rst_ni,
      .s_axil_awvalid_i,
      .s_axil_awready_o(awready[i]),
      .s_axil_awaddr_i,
      .s_axil_wvalid_i,
      .s_axil_wready_o (wready[i]),
      .s_axil_wdata_i  (key_wr ? (i == 0 ? key_a_i : key_b_i) : s_axil_wdata_i),
      .s_axil_wstrb_i,
      .s_axil_bvalid_o (bvalid[i]),
      .s_axil_bready_i,
      .s_axil_bresp_o  (bresp[i]),
      .s_axil_arvalid_i,
      .s_axil_arready_o(arready[i]),
      .s_axil_araddr_i,
      .s_axil_rvalid_o (rvalid[i]),
      .s_axil_rready_i,
      .s_axil_rdata_o  (rdata[i]),
      .s_axil_rresp_o  (rresp[i]),
      .enable_o        (enable[i]),
      .zeroize_o       (zeroize[i]),
      .lk_req_i,
      .lk_slot_i,
      .lk_valid_o      (lk_valid[i]),
      .lk_loaded_o     (lk_loaded[i]),
      .lk_alg_o        (lk_alg[i]),
      .lk_ksz_o        (lk_ksz[i]),
      .lk_legacy_o     (lk_legacy[i]),
      .lk_key_o        (lk_key[i]),
      // No engine events: the counters stay at 0 (they take no key input;
      // left free, their adders make the proof too slow to run in CI).
      .msg_valid_i     (1'b0),
      .msg_status_i    (4'd0),
      .blk_in_i        (2'b0),
      .blk_out_i       (1'b0),
      .intr_o          (intr[i])
    );
  end

  // From reset: the first clock is a reset.
  logic f_init_q = 1'b1;
  always_ff @(posedge clk_i) f_init_q <= 1'b0;
  always_comb if (f_init_q) assume (!rst_ni);

  always_comb begin
    if (!f_init_q) begin
      // Read data and responses count while valid (AXI leaves them open
      // otherwise).
      assert (rvalid[0] == rvalid[1] && arready[0] == arready[1]);
      assert (!rvalid[0] || rdata[0] == rdata[1]);
      assert (!rvalid[0] || rresp[0] == rresp[1]);
      assert (bvalid[0] == bvalid[1] && (!bvalid[0] || bresp[0] == bresp[1]));
      assert (awready[0] == awready[1] && wready[0] == wready[1]);
      assert (enable[0] == enable[1] && zeroize[0] == zeroize[1] && intr[0] == intr[1]);
      assert (lk_valid[0] == lk_valid[1] && lk_loaded[0] == lk_loaded[1] && lk_alg[0] == lk_alg[1]
              && lk_ksz[0] == lk_ksz[1] && lk_legacy[0] == lk_legacy[1]);
    end
  end

  // The proof is not vacuous: a slot is loaded in both copies with different
  // keys, and looked up.
  always_comb cover (!f_init_q && lk_loaded[0] && lk_key[0] != lk_key[1]);

endmodule
