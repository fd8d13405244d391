// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_stage: one physical round block of the TDES datapath.
//
// The stage holds one block in its register and computes RPC rounds per
// clock. It iterates ITERS times on its block; on the last iteration the
// core raises advance_i, the result moves to the next stage and the stage
// loads the block coming from the previous one.
//
// Data is kept as L||R after IP; IP and FP are applied only by the core at the
// two ends. The last round of each DES operation does not swap the halves, so
// that the next DES operation continues on the same state (the FP/IP pair
// between the inner DES operations cancels out).
//
// Keys travel with their block as a queue of PC-1 reduced keys (C||D) in
// usage order; the working key is keys[CD_W-1:0] and the queue shifts down at
// the end of each DES operation (Rosal et al.'s key bank). Round keys are made
// on the fly:
//  - ITERS == 1 (unrolled): the key stays unrotated and each round picks its
//    round key by wiring: left rotations for encryption, right rotations for
//    decryption, chosen per block by its direction (one LUT4 with the XOR).
//  - ITERS > 1 (iterative): the working key register rotates in place, left
//    by 1 or 2 for encryption, right by 0, 1 or 2 for decryption.

module tdes_stage
  import tdes_pkg::*;
#(
  parameter int unsigned NUM_DES     = 3,    // DES operations in the cipher (1 or 3)
  parameter int unsigned FIRST_ROUND = 0,    // global index of this stage's first round
  parameter int unsigned ITERS       = 1,    // iterations per block in this stage
  parameter int unsigned RPC         = 1,    // rounds computed combinationally per clock
  parameter int unsigned TAG_W       = 8,    // user tag width
  parameter bit          SPLIT_ROUND = 1'b0, // register after the S-boxes (ITERS == RPC == 1)
  parameter bit          HOLD_IDLE   = 1'b0, // keep data registers when an empty slot enters
  localparam int unsigned IW = (ITERS > 1) ? $clog2(ITERS) : 1,
  localparam int unsigned KW = NUM_DES * CD_W
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  input  logic             advance_i,  // last iteration: hand over and load the next block
  input  logic [IW-1:0]    iter_i,     // iteration index of the block held by this stage
  // Block entering this stage: state before FIRST_ROUND.
  input  logic             valid_i,
  input  logic [63:0]      lr_i,
  input  logic [KW-1:0]    keys_i,
  input  logic             decrypt_i,
  input  logic [TAG_W-1:0] tag_i,
  // State after this clock's rounds (taken by the next stage on advance_i).
  output logic             valid_o,
  output logic [63:0]      lr_o,
  output logic [KW-1:0]    keys_o,
  output logic             decrypt_o,
  output logic [TAG_W-1:0] tag_o
);

  logic             valid_q, decrypt_q;
  logic [63:0]      lr_q, lr_c;
  logic [KW-1:0]    keys_q, keys_c;
  logic [TAG_W-1:0] tag_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      valid_q   <= 1'b0;
      lr_q      <= '0;
      keys_q    <= '0;
      decrypt_q <= 1'b0;
      tag_q     <= '0;
    end else if (advance_i) begin
      valid_q <= valid_i;
      if (valid_i || !HOLD_IDLE) begin
        lr_q      <= lr_i;
        keys_q    <= keys_i;
        decrypt_q <= decrypt_i;
        tag_q     <= tag_i;
      end
    end else begin
      lr_q   <= lr_c;
      keys_q <= keys_c;
    end
  end

  if (!SPLIT_ROUND) begin : g_comb
    // RPC rounds in one clock.
    always_comb begin
      logic [63:0]   lr;
      logic [KW-1:0] kq;
      logic [55:0]   cd;
      logic [47:0]   rk;
      logic [31:0]   nr;
      int unsigned   g;
      logic          dec, last;
      lr = lr_q;
      kq = keys_q;
      for (int unsigned r = 0; r < RPC; r++) begin
        g    = FIRST_ROUND + 32'(iter_i) * RPC + r;
        last = (g % DES_ROUNDS) == DES_ROUNDS - 1;
        dec  = op_decrypt(NUM_DES, g / DES_ROUNDS, decrypt_q);
        if (ITERS == 1) begin
          cd = kq[CD_W-1:0];
          rk = round_key(cd, g % DES_ROUNDS, dec);
        end else begin
          cd = key_step(kq[CD_W-1:0], g % DES_ROUNDS, dec);
          rk = pc2(cd);
        end
        nr = lr[63:32] ^ f_func(lr[31:0], rk);
        lr = last ? {nr, lr[31:0]} : {lr[31:0], nr};
        kq[CD_W-1:0] = cd;
        if (last) kq = kq >> CD_W;
      end
      lr_c   = lr;
      keys_c = kq;
    end

    assign valid_o   = valid_q;
    assign lr_o      = lr_c;
    assign keys_o    = keys_c;
    assign decrypt_o = decrypt_q;
    assign tag_o     = tag_q;

  end else begin : g_split
    // One round split by a register after the S-boxes: the first half is the
    // round-key XOR and the S-boxes, the second half the XOR with L.
    localparam int unsigned I = FIRST_ROUND % DES_ROUNDS;
    localparam bit LAST = (I == DES_ROUNDS - 1);

    logic             mvalid_q, mdecrypt_q;
    logic [63:0]      mlr_q;
    logic [31:0]      mf_q;
    logic [KW-1:0]    mkeys_q;
    logic [TAG_W-1:0] mtag_q;
    logic [31:0]      f, nr;
    logic             dec;

    assign dec = op_decrypt(NUM_DES, FIRST_ROUND / DES_ROUNDS, decrypt_q);
    assign f   = f_func(lr_q[31:0], round_key(keys_q[CD_W-1:0], I, dec));

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        mvalid_q   <= 1'b0;
        mlr_q      <= '0;
        mf_q       <= '0;
        mkeys_q    <= '0;
        mdecrypt_q <= 1'b0;
        mtag_q     <= '0;
      end else begin
        mvalid_q   <= valid_q;
        mlr_q      <= lr_q;
        mf_q       <= f;
        mkeys_q    <= LAST ? (keys_q >> CD_W) : keys_q;
        mdecrypt_q <= decrypt_q;
        mtag_q     <= tag_q;
      end
    end

    // The split stage is unrolled: it has no iteration index.
    logic unused_iter;
    assign unused_iter = ^iter_i;

    assign nr        = mlr_q[63:32] ^ mf_q;
    assign lr_c      = LAST ? {nr, mlr_q[31:0]} : {mlr_q[31:0], nr};
    assign keys_c    = mkeys_q;
    assign valid_o   = mvalid_q;
    assign lr_o      = lr_c;
    assign keys_o    = keys_c;
    assign decrypt_o = mdecrypt_q;
    assign tag_o     = mtag_q;
  end

endmodule
