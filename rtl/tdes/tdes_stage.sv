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
// the next operation continues on the same state (the FP/IP pair between the
// inner DES operations cancels out).
//
// Keys travel with their block (Rosal et al.'s key bank) and round keys are
// made on the fly. Key hygiene is the core's first stage alone: it clears its
// data, key and tag registers when no block is offered (load_i low), and every
// later stage loads unconditionally on advance_i, so the slot behind a
// block's last copy is that cleared state, which holds no key and no state of
// any block (its rounds run on zero keys). The later stages thus carry no
// clear logic but the reset pipeline. Keys come in one of two forms chosen by
// the core:
//  - Unrolled (ITERS == 1): keys_i holds PC-1(K1), PC-1(K2), PC-1(K3) in key
//    order (K1 at the low end), unrotated. A round's key is pure wiring: left
//    rotations for encryption, right rotations for decryption, and the
//    block's direction picks between the two (and between K1 and K3) in the
//    same LUT4 that XORs the key into E(R). Registers of keys no later round
//    needs are removed by synthesis.
//  - Iterative (ITERS > 1): keys_i is a queue in usage order whose low entry
//    is the working key of the current round. Each entry is prepared by the
//    core in the form of tdes_pkg::first_key: decryption keys are stored
//    bit-reversed, so the working key always rotates left, by 1 or 2, and
//    the amount depends only on the round index (shared by all blocks). At
//    the end of a DES operation the queue shifts down.
// When operations end only at stage boundaries (e.g. three chained DES), the
// queue shift and the final no-swap happen on the hand-over path as wiring
// and the feedback path carries no multiplexers for them.

module tdes_stage #(
  parameter int unsigned NUM_DES     = 3,    // DES operations in the cipher (1 or 3)
  parameter int unsigned FIRST_ROUND = 0,    // global index of this stage's first round
  parameter int unsigned ITERS       = 1,    // iterations per block in this stage
  parameter int unsigned RPC         = 1,    // rounds computed combinationally per clock
  parameter int unsigned TAG_W       = 8,    // user tag width
  parameter bit          SPLIT_ROUND = 1'b0, // register after the S-boxes (ITERS == RPC == 1)
  parameter bit          SBOX_ROM    = 1'b0, // S-boxes and XOR with L in block-RAM ROMs (SPLIT_ROUND)
  parameter int unsigned CLR_COPIES  = 1,    // copies of the clear register, each clearing a
                                             // slice of the data, key and tag registers
  localparam int unsigned IW = (ITERS > 1) ? $clog2(ITERS) : 1,
  localparam int unsigned KW = NUM_DES * tdes_pkg::CD_W
) (
  input  logic             clk_i,
  input  logic             rst_ni,     // synchronous, active low
  input  logic             clr_i,      // clear request for the data registers (from the
                                       // previous stage, or the reset for the first)
  output logic             clr_o,      // clear request to the next stage
  input  logic             advance_i,  // last iteration: hand over and load the next block
  input  logic [IW-1:0]    iter_i,     // iteration index of the block held by this stage
  input  logic             load_i,     // with advance_i: load the data registers from the
                                       // inputs (1), or clear them (0; no block offered)
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

  localparam int unsigned CD_W = tdes_pkg::CD_W;
  localparam int unsigned NR   = tdes_pkg::DES_ROUNDS;

  // Does a DES operation end inside the stage's iteration range, other than
  // exactly at its end? Then op ends are handled at run time.
  function automatic bit op_end_inside();
    op_end_inside = 1'b0;
    for (int unsigned k = 0; k + 1 < ITERS * RPC; k++) begin
      if ((FIRST_ROUND + k) % NR == NR - 1) op_end_inside = 1'b1;
    end
  endfunction

  localparam bit DYNAMIC = (ITERS > 1) && op_end_inside();
  // The stage's last round ends a DES operation.
  localparam bit ENDS_OP = ((FIRST_ROUND + ITERS * RPC) % NR) == 0;

  logic             valid_q, decrypt_q;
  logic [63:0]      lr_q, lr_fb;
  logic [KW-1:0]    keys_q, keys_fb;
  logic [TAG_W-1:0] tag_q;

  // Clearing of the data, key and tag registers: a reset pipeline. Stage s
  // clears one clock after stage s-1 (the first stage one clock after the
  // first reset edge), so each stage's clear net stays local and synthesis
  // cannot merge the per-stage copies into one high-fanout register. Blocks
  // entering after reset trail the clearing wave and are never cleared.
  // Valid bits use rst_ni directly.
  // The registers are one vector (st_q), cleared in CLR_COPIES slices, each
  // by its own copy of the clear register (kept apart in synthesis). In the
  // first stage the clear is ORed with !load_i in a LUT, whose output was
  // the critical path when it drove all ~240 registers' LSR from one copy
  // (rst_data_q -> LUT -> LSR, 2.5 ns of routing on the last net; README,
  // *TDES against the targets*); a slice's LUT drives a quarter of them.
  localparam int unsigned SW = 64 + KW + 1 + TAG_W;  // data, keys, direction, tag
  if (CLR_COPIES < 1 || CLR_COPIES > SW) begin : g_err_clr
    $fatal(1, "tdes_stage: CLR_COPIES must be 1 .. the stage's register bits");
  end
  logic [SW-1:0] st_q, st_in, st_fb;
  logic          rst_data_q;  // the clear of this stage (copy 0): ms_q, the mid registers, ROMs
  assign st_in = {tag_i, decrypt_i, keys_i, lr_i};
  assign st_fb = {tag_q, decrypt_q, keys_fb, lr_fb};
  assign {tag_q, decrypt_q, keys_q, lr_q} = st_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      valid_q <= 1'b0;
    end else if (advance_i) begin
      valid_q <= valid_i;
    end
  end

  for (genvar c = 0; c < CLR_COPIES; c++) begin : g_clr
    localparam int unsigned LO = unsigned'(c) * SW / CLR_COPIES;
    localparam int unsigned HI = (unsigned'(c) + 1) * SW / CLR_COPIES;
    logic rst_q;
    (* keep *) always_ff @(posedge clk_i) rst_q <= clr_i;

    always_ff @(posedge clk_i) begin
      if (rst_q) begin
        st_q[HI-1:LO] <= '0;
      end else if (advance_i) begin
        // The registers clear when no block is offered (the first stage
        // only; load_i is constant 1 in the others): that cleared slot
        // follows a block's last copy through the later stages.
        st_q[HI-1:LO] <= load_i ? st_in[HI-1:LO] : '0;
      end else begin
        st_q[HI-1:LO] <= st_fb[HI-1:LO];
      end
    end
  end
  assign rst_data_q = g_clr[0].rst_q;
  assign clr_o      = rst_data_q;

  if (ITERS == 1 && !SPLIT_ROUND) begin : g_unrolled
    // RPC rounds with constant round indices; lr_in of round r is the
    // lr_out of round r-1.
    //
    // The direction selects every round key bit in the LUT that XORs it
    // into E(R), 48 LUTs a round. DEC_COPIES registers of it, loaded and
    // cleared as decrypt_q (which goes on to the next stage), select 48 /
    // DEC_COPIES bits each (two S-boxes' worth), so that no one net reaches
    // all of them: on (48,1) a stage's decrypt_q, routed 2.0 ns to a far
    // key LUT, was a critical path.
    localparam int unsigned DEC_COPIES = 4;
    for (genvar c = 0; c < DEC_COPIES; c++) begin : g_dec
      logic q;
      (* keep *) always_ff @(posedge clk_i) begin
        if (rst_data_q) begin
          q <= 1'b0;
        end else if (advance_i) begin
          q <= load_i && decrypt_i;
        end
      end
    end

    for (genvar r = 0; r < RPC; r++) begin : g_round
      localparam int unsigned G  = FIRST_ROUND + r;
      localparam int unsigned OP = G / NR;
      localparam int unsigned I  = G % NR;
      logic [47:0] rk_e, rk_d;
      logic [63:0] lr_in, lr_out;

      if (r == 0) begin : g_first
        assign lr_in = lr_q;
      end else begin : g_next
        assign lr_in = g_round[r-1].lr_out;
      end

      assign rk_e = tdes_pkg::round_key(keys_q[OP * CD_W +: CD_W], I,
                                        tdes_pkg::op_decrypt(NUM_DES, OP, 1'b0));
      assign rk_d = tdes_pkg::round_key(keys_q[(NUM_DES - 1 - OP) * CD_W +: CD_W], I,
                                        tdes_pkg::op_decrypt(NUM_DES, OP, 1'b1));

      logic [47:0] rk;
      for (genvar j = 0; j < 48; j++) begin : g_sel
        assign rk[j] = g_dec[j * DEC_COPIES / 48].q ? rk_d[j] : rk_e[j];
      end

      tdes_round u_round (
        .lr_i  (lr_in),
        .key_i (rk),
        .swap_i(I != NR - 1),
        .lr_o  (lr_out)
      );
    end

    assign lr_o      = g_round[RPC-1].lr_out;
    assign lr_fb     = lr_o;
    assign keys_fb   = keys_q;
    assign valid_o   = valid_q;
    assign keys_o    = keys_q;
    assign decrypt_o = decrypt_q;
    assign tag_o     = tag_q;

    logic unused_iter;
    assign unused_iter = ^iter_i;

  end else if (ITERS == 1) begin : g_split
    // One round split by a register after the S-boxes: the first half is the
    // round-key XOR and the S-boxes, the second half the XOR with L. With
    // SBOX_ROM the S-boxes and the XOR with L are block-RAM ROMs: their
    // synchronous read is that register, and a fabric register after the
    // block RAM (its clock-to-out is slow) makes a third level. The block's
    // other state waits in M mid registers meanwhile.
    localparam int unsigned OP = FIRST_ROUND / NR;
    localparam int unsigned I  = FIRST_ROUND % NR;
    localparam int unsigned M  = SBOX_ROM ? 2 : 1;

    // Mid registers, level k at [k*width +: width] (flat vectors: Yosys does
    // not take packed arrays declared inside generate blocks).
    logic [M-1:0]             mvalid_q, mdecrypt_q;
    logic [M*64-1:0]          mlr_q;
    logic [M*KW-1:0]          mkeys_q;
    logic [M*TAG_W-1:0]       mtag_q;
    logic [47:0]              rk_e, rk_d;
    logic [47:0]              x;
    logic [31:0]              nr;
    logic [63:0]              mlr;

    assign rk_e = tdes_pkg::round_key(keys_q[OP * CD_W +: CD_W], I,
                                      tdes_pkg::op_decrypt(NUM_DES, OP, 1'b0));
    assign rk_d = tdes_pkg::round_key(keys_q[(NUM_DES - 1 - OP) * CD_W +: CD_W], I,
                                      tdes_pkg::op_decrypt(NUM_DES, OP, 1'b1));

    assign x   = tdes_pkg::e_expand(lr_q[31:0]) ^ (decrypt_q ? rk_d : rk_e);
    assign mlr = mlr_q[(M-1)*64 +: 64];

    if (SBOX_ROM) begin : g_rom
      // S-box j (0-based) output bit m is bit 28-4j+m of the S-box output
      // word; P takes it to bit p_pos(28-4j+m) of L and of the new R.
      for (genvar p = 0; p < 4; p++) begin : g_pair
        logic [3:0] la, lb, ra, rb;
        for (genvar m = 0; m < 4; m++) begin : g_bit
          localparam int unsigned QA = tdes_pkg::p_pos(28 - 8 * p + m);
          localparam int unsigned QB = tdes_pkg::p_pos(24 - 8 * p + m);
          assign la[m]  = lr_q[32 + QA];
          assign lb[m]  = lr_q[32 + QB];
          assign nr[QA] = ra[m];
          assign nr[QB] = rb[m];
        end
        tdes_sbox_rom #(.PAIR(p)) u_rom (
          .clk_i,
          .clr_i(rst_data_q),
          .a_i  ({la, x[47 - 12 * p -: 6]}),
          .b_i  ({lb, x[41 - 12 * p -: 6]}),
          .a_o  (ra),
          .b_o  (rb)
        );
      end
      logic unused_ml;
      assign unused_ml = ^mlr[63:32];
    end else begin : g_lut
      logic [31:0] s, ms_q;
      tdes_sbox u_sbox (
        .x_i(x),
        .s_o(s)
      );
      always_ff @(posedge clk_i) begin
        if (rst_data_q) begin
          ms_q <= '0;
        end else begin
          ms_q <= s;
        end
      end
      assign nr = mlr[63:32] ^ tdes_pkg::p_perm(ms_q);
    end

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        mvalid_q <= '0;
      end else begin
        for (int unsigned k = M - 1; k > 0; k--) mvalid_q[k] <= mvalid_q[k-1];
        mvalid_q[0] <= valid_q;
      end
    end

    always_ff @(posedge clk_i) begin
      if (rst_data_q) begin
        mlr_q      <= '0;
        mkeys_q    <= '0;
        mdecrypt_q <= '0;
        mtag_q     <= '0;
      end else begin
        for (int unsigned k = M - 1; k > 0; k--) begin
          mlr_q[k*64 +: 64]          <= mlr_q[(k-1)*64 +: 64];
          mkeys_q[k*KW +: KW]        <= mkeys_q[(k-1)*KW +: KW];
          mdecrypt_q[k]              <= mdecrypt_q[k-1];
          mtag_q[k*TAG_W +: TAG_W]   <= mtag_q[(k-1)*TAG_W +: TAG_W];
        end
        mlr_q[0 +: 64]      <= lr_q;
        mkeys_q[0 +: KW]    <= keys_q;
        mdecrypt_q[0]       <= decrypt_q;
        mtag_q[0 +: TAG_W]  <= tag_q;
      end
    end

    assign lr_o      = (I == NR - 1) ? {nr, mlr[31:0]} : {mlr[31:0], nr};
    assign lr_fb     = lr_o;
    assign keys_fb   = keys_q;
    assign valid_o   = mvalid_q[M-1];
    assign keys_o    = mkeys_q[(M-1)*KW +: KW];
    assign decrypt_o = mdecrypt_q[M-1];
    assign tag_o     = mtag_q[(M-1)*TAG_W +: TAG_W];

    logic unused_iter;
    assign unused_iter = ^iter_i;

  end else begin : g_iterative
    // RPC rounds of iteration iter_i. kq_in is the key queue before the
    // round, its low entry the working key of the round.
    for (genvar r = 0; r < RPC; r++) begin : g_round
      logic [3:0]    i_next;
      logic [55:0]   w;
      logic          dec, last;
      logic [63:0]   lr_in, lr_out;
      logic [KW-1:0] kq_in, kq_out;

      if (r == 0) begin : g_first
        assign lr_in = lr_q;
        assign kq_in = keys_q;
      end else begin : g_next
        assign lr_in = g_round[r-1].lr_out;
        assign kq_in = g_round[r-1].kq_out;
      end

      always_comb begin
        int unsigned g;
        g      = FIRST_ROUND + 32'(iter_i) * RPC + r;
        dec    = tdes_pkg::op_decrypt(NUM_DES, g / NR, decrypt_q);
        last   = DYNAMIC && (g % NR == NR - 1);
        i_next = 4'((g + 1) % NR);
      end

      assign w = kq_in[CD_W-1:0];

      tdes_round u_round (
        .lr_i  (lr_in),
        .key_i (tdes_pkg::working_round_key(w, dec)),
        .swap_i(!last),
        .lr_o  (lr_out)
      );

      // Working key of the next round: rotate left, or take the next key.
      always_comb begin
        kq_out = kq_in;
        if (last) begin
          // Next key: drop the used one (widened first, so that the shift
          // never reaches the operand's width when NUM_DES = 1).
          kq_out = KW'({{CD_W{1'b0}}, kq_in} >> CD_W);
        end else begin
          kq_out[CD_W-1:0] = (tdes_pkg::shl(i_next) == 2'd2) ? tdes_pkg::rotl_cd(w, 2)
                                                           : tdes_pkg::rotl_cd(w, 1);
        end
      end
    end

    assign lr_fb   = g_round[RPC-1].lr_out;
    assign keys_fb = g_round[RPC-1].kq_out;

    if (!DYNAMIC && ENDS_OP) begin : g_end_op
      // The last iteration ends a DES operation: no swap, next key.
      assign lr_o   = {lr_fb[31:0], lr_fb[63:32]};
      assign keys_o = KW'({{CD_W{1'b0}}, keys_q} >> CD_W);
    end else begin : g_no_end_op
      assign lr_o   = lr_fb;
      assign keys_o = keys_fb;
    end

    assign valid_o   = valid_q;
    assign decrypt_o = decrypt_q;
    assign tag_o     = tag_q;
  end

endmodule
