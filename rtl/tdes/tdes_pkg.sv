// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// tdes_pkg: DES / TDEA constants and pure functions (FIPS 46-3, SP 800-67).
//
// Bit numbering: FIPS numbers bits 1..64 from the most significant end, so
// FIPS bit n of a 64-bit vector is SystemVerilog bit [64-n]. Every table
// below is stored as a packed vector whose first entry is at the MSB end;
// entry k of an N-entry, W-bit table is bits [(N-1-k)*W +: W].
// All permutations are pure wiring in hardware.

package tdes_pkg;

  // Rounds in one DES operation.
  localparam int unsigned DES_ROUNDS = 16;
  // Width of one PC-1 reduced key (C || D).
  localparam int unsigned CD_W = 56;
  // Width of the block and of the key bundle at the core interface.
  localparam int unsigned BLOCK_W = 64;
  localparam int unsigned KEY_W = 192;

  // Initial permutation IP (FIPS 46-3): output bit n (1 = MSB) takes input bit IP_TBL[n].
  localparam logic [64*7-1:0] IP_TBL = {
    7'd58, 7'd50, 7'd42, 7'd34, 7'd26, 7'd18, 7'd10, 7'd2,
    7'd60, 7'd52, 7'd44, 7'd36, 7'd28, 7'd20, 7'd12, 7'd4,
    7'd62, 7'd54, 7'd46, 7'd38, 7'd30, 7'd22, 7'd14, 7'd6,
    7'd64, 7'd56, 7'd48, 7'd40, 7'd32, 7'd24, 7'd16, 7'd8,
    7'd57, 7'd49, 7'd41, 7'd33, 7'd25, 7'd17, 7'd9, 7'd1,
    7'd59, 7'd51, 7'd43, 7'd35, 7'd27, 7'd19, 7'd11, 7'd3,
    7'd61, 7'd53, 7'd45, 7'd37, 7'd29, 7'd21, 7'd13, 7'd5,
    7'd63, 7'd55, 7'd47, 7'd39, 7'd31, 7'd23, 7'd15, 7'd7
  };
  // Final permutation FP = IP^-1.
  localparam logic [64*7-1:0] FP_TBL = {
    7'd40, 7'd8, 7'd48, 7'd16, 7'd56, 7'd24, 7'd64, 7'd32,
    7'd39, 7'd7, 7'd47, 7'd15, 7'd55, 7'd23, 7'd63, 7'd31,
    7'd38, 7'd6, 7'd46, 7'd14, 7'd54, 7'd22, 7'd62, 7'd30,
    7'd37, 7'd5, 7'd45, 7'd13, 7'd53, 7'd21, 7'd61, 7'd29,
    7'd36, 7'd4, 7'd44, 7'd12, 7'd52, 7'd20, 7'd60, 7'd28,
    7'd35, 7'd3, 7'd43, 7'd11, 7'd51, 7'd19, 7'd59, 7'd27,
    7'd34, 7'd2, 7'd42, 7'd10, 7'd50, 7'd18, 7'd58, 7'd26,
    7'd33, 7'd1, 7'd41, 7'd9, 7'd49, 7'd17, 7'd57, 7'd25
  };
  // Expansion E: 32 -> 48 bits.
  localparam logic [48*6-1:0] E_TBL = {
    6'd32, 6'd1, 6'd2, 6'd3, 6'd4, 6'd5, 6'd4, 6'd5,
    6'd6, 6'd7, 6'd8, 6'd9, 6'd8, 6'd9, 6'd10, 6'd11,
    6'd12, 6'd13, 6'd12, 6'd13, 6'd14, 6'd15, 6'd16, 6'd17,
    6'd16, 6'd17, 6'd18, 6'd19, 6'd20, 6'd21, 6'd20, 6'd21,
    6'd22, 6'd23, 6'd24, 6'd25, 6'd24, 6'd25, 6'd26, 6'd27,
    6'd28, 6'd29, 6'd28, 6'd29, 6'd30, 6'd31, 6'd32, 6'd1
  };
  // Permutation P applied to the S-box outputs.
  localparam logic [32*6-1:0] P_TBL = {
    6'd16, 6'd7, 6'd20, 6'd21, 6'd29, 6'd12, 6'd28, 6'd17,
    6'd1, 6'd15, 6'd23, 6'd26, 6'd5, 6'd18, 6'd31, 6'd10,
    6'd2, 6'd8, 6'd24, 6'd14, 6'd32, 6'd27, 6'd3, 6'd9,
    6'd19, 6'd13, 6'd30, 6'd6, 6'd22, 6'd11, 6'd4, 6'd25
  };
  // Permuted choice 1: 64-bit key -> 56-bit C||D (parity bits dropped).
  localparam logic [56*7-1:0] PC1_TBL = {
    7'd57, 7'd49, 7'd41, 7'd33, 7'd25, 7'd17, 7'd9, 7'd1,
    7'd58, 7'd50, 7'd42, 7'd34, 7'd26, 7'd18, 7'd10, 7'd2,
    7'd59, 7'd51, 7'd43, 7'd35, 7'd27, 7'd19, 7'd11, 7'd3,
    7'd60, 7'd52, 7'd44, 7'd36, 7'd63, 7'd55, 7'd47, 7'd39,
    7'd31, 7'd23, 7'd15, 7'd7, 7'd62, 7'd54, 7'd46, 7'd38,
    7'd30, 7'd22, 7'd14, 7'd6, 7'd61, 7'd53, 7'd45, 7'd37,
    7'd29, 7'd21, 7'd13, 7'd5, 7'd28, 7'd20, 7'd12, 7'd4
  };
  // Permuted choice 2: 56-bit C||D -> 48-bit round key.
  localparam logic [48*6-1:0] PC2_TBL = {
    6'd14, 6'd17, 6'd11, 6'd24, 6'd1, 6'd5, 6'd3, 6'd28,
    6'd15, 6'd6, 6'd21, 6'd10, 6'd23, 6'd19, 6'd12, 6'd4,
    6'd26, 6'd8, 6'd16, 6'd7, 6'd27, 6'd20, 6'd13, 6'd2,
    6'd41, 6'd52, 6'd31, 6'd37, 6'd47, 6'd55, 6'd30, 6'd40,
    6'd51, 6'd45, 6'd33, 6'd48, 6'd44, 6'd49, 6'd39, 6'd56,
    6'd34, 6'd53, 6'd46, 6'd42, 6'd50, 6'd36, 6'd29, 6'd32
  };
  // S-boxes S1..S8 indexed by their raw 6-bit input (row = b5,b0; column = b4..b1): entry 64*n + x.
  localparam logic [512*4-1:0] SBOX_TBL = {
    4'd14, 4'd0, 4'd4, 4'd15, 4'd13, 4'd7, 4'd1, 4'd4,
    4'd2, 4'd14, 4'd15, 4'd2, 4'd11, 4'd13, 4'd8, 4'd1,
    4'd3, 4'd10, 4'd10, 4'd6, 4'd6, 4'd12, 4'd12, 4'd11,
    4'd5, 4'd9, 4'd9, 4'd5, 4'd0, 4'd3, 4'd7, 4'd8,
    4'd4, 4'd15, 4'd1, 4'd12, 4'd14, 4'd8, 4'd8, 4'd2,
    4'd13, 4'd4, 4'd6, 4'd9, 4'd2, 4'd1, 4'd11, 4'd7,
    4'd15, 4'd5, 4'd12, 4'd11, 4'd9, 4'd3, 4'd7, 4'd14,
    4'd3, 4'd10, 4'd10, 4'd0, 4'd5, 4'd6, 4'd0, 4'd13,
    4'd15, 4'd3, 4'd1, 4'd13, 4'd8, 4'd4, 4'd14, 4'd7,
    4'd6, 4'd15, 4'd11, 4'd2, 4'd3, 4'd8, 4'd4, 4'd14,
    4'd9, 4'd12, 4'd7, 4'd0, 4'd2, 4'd1, 4'd13, 4'd10,
    4'd12, 4'd6, 4'd0, 4'd9, 4'd5, 4'd11, 4'd10, 4'd5,
    4'd0, 4'd13, 4'd14, 4'd8, 4'd7, 4'd10, 4'd11, 4'd1,
    4'd10, 4'd3, 4'd4, 4'd15, 4'd13, 4'd4, 4'd1, 4'd2,
    4'd5, 4'd11, 4'd8, 4'd6, 4'd12, 4'd7, 4'd6, 4'd12,
    4'd9, 4'd0, 4'd3, 4'd5, 4'd2, 4'd14, 4'd15, 4'd9,
    4'd10, 4'd13, 4'd0, 4'd7, 4'd9, 4'd0, 4'd14, 4'd9,
    4'd6, 4'd3, 4'd3, 4'd4, 4'd15, 4'd6, 4'd5, 4'd10,
    4'd1, 4'd2, 4'd13, 4'd8, 4'd12, 4'd5, 4'd7, 4'd14,
    4'd11, 4'd12, 4'd4, 4'd11, 4'd2, 4'd15, 4'd8, 4'd1,
    4'd13, 4'd1, 4'd6, 4'd10, 4'd4, 4'd13, 4'd9, 4'd0,
    4'd8, 4'd6, 4'd15, 4'd9, 4'd3, 4'd8, 4'd0, 4'd7,
    4'd11, 4'd4, 4'd1, 4'd15, 4'd2, 4'd14, 4'd12, 4'd3,
    4'd5, 4'd11, 4'd10, 4'd5, 4'd14, 4'd2, 4'd7, 4'd12,
    4'd7, 4'd13, 4'd13, 4'd8, 4'd14, 4'd11, 4'd3, 4'd5,
    4'd0, 4'd6, 4'd6, 4'd15, 4'd9, 4'd0, 4'd10, 4'd3,
    4'd1, 4'd4, 4'd2, 4'd7, 4'd8, 4'd2, 4'd5, 4'd12,
    4'd11, 4'd1, 4'd12, 4'd10, 4'd4, 4'd14, 4'd15, 4'd9,
    4'd10, 4'd3, 4'd6, 4'd15, 4'd9, 4'd0, 4'd0, 4'd6,
    4'd12, 4'd10, 4'd11, 4'd1, 4'd7, 4'd13, 4'd13, 4'd8,
    4'd15, 4'd9, 4'd1, 4'd4, 4'd3, 4'd5, 4'd14, 4'd11,
    4'd5, 4'd12, 4'd2, 4'd7, 4'd8, 4'd2, 4'd4, 4'd14,
    4'd2, 4'd14, 4'd12, 4'd11, 4'd4, 4'd2, 4'd1, 4'd12,
    4'd7, 4'd4, 4'd10, 4'd7, 4'd11, 4'd13, 4'd6, 4'd1,
    4'd8, 4'd5, 4'd5, 4'd0, 4'd3, 4'd15, 4'd15, 4'd10,
    4'd13, 4'd3, 4'd0, 4'd9, 4'd14, 4'd8, 4'd9, 4'd6,
    4'd4, 4'd11, 4'd2, 4'd8, 4'd1, 4'd12, 4'd11, 4'd7,
    4'd10, 4'd1, 4'd13, 4'd14, 4'd7, 4'd2, 4'd8, 4'd13,
    4'd15, 4'd6, 4'd9, 4'd15, 4'd12, 4'd0, 4'd5, 4'd9,
    4'd6, 4'd10, 4'd3, 4'd4, 4'd0, 4'd5, 4'd14, 4'd3,
    4'd12, 4'd10, 4'd1, 4'd15, 4'd10, 4'd4, 4'd15, 4'd2,
    4'd9, 4'd7, 4'd2, 4'd12, 4'd6, 4'd9, 4'd8, 4'd5,
    4'd0, 4'd6, 4'd13, 4'd1, 4'd3, 4'd13, 4'd4, 4'd14,
    4'd14, 4'd0, 4'd7, 4'd11, 4'd5, 4'd3, 4'd11, 4'd8,
    4'd9, 4'd4, 4'd14, 4'd3, 4'd15, 4'd2, 4'd5, 4'd12,
    4'd2, 4'd9, 4'd8, 4'd5, 4'd12, 4'd15, 4'd3, 4'd10,
    4'd7, 4'd11, 4'd0, 4'd14, 4'd4, 4'd1, 4'd10, 4'd7,
    4'd1, 4'd6, 4'd13, 4'd0, 4'd11, 4'd8, 4'd6, 4'd13,
    4'd4, 4'd13, 4'd11, 4'd0, 4'd2, 4'd11, 4'd14, 4'd7,
    4'd15, 4'd4, 4'd0, 4'd9, 4'd8, 4'd1, 4'd13, 4'd10,
    4'd3, 4'd14, 4'd12, 4'd3, 4'd9, 4'd5, 4'd7, 4'd12,
    4'd5, 4'd2, 4'd10, 4'd15, 4'd6, 4'd8, 4'd1, 4'd6,
    4'd1, 4'd6, 4'd4, 4'd11, 4'd11, 4'd13, 4'd13, 4'd8,
    4'd12, 4'd1, 4'd3, 4'd4, 4'd7, 4'd10, 4'd14, 4'd7,
    4'd10, 4'd9, 4'd15, 4'd5, 4'd6, 4'd0, 4'd8, 4'd15,
    4'd0, 4'd14, 4'd5, 4'd2, 4'd9, 4'd3, 4'd2, 4'd12,
    4'd13, 4'd1, 4'd2, 4'd15, 4'd8, 4'd13, 4'd4, 4'd8,
    4'd6, 4'd10, 4'd15, 4'd3, 4'd11, 4'd7, 4'd1, 4'd4,
    4'd10, 4'd12, 4'd9, 4'd5, 4'd3, 4'd6, 4'd14, 4'd11,
    4'd5, 4'd0, 4'd0, 4'd14, 4'd12, 4'd9, 4'd7, 4'd2,
    4'd7, 4'd2, 4'd11, 4'd1, 4'd4, 4'd14, 4'd1, 4'd7,
    4'd9, 4'd4, 4'd12, 4'd10, 4'd14, 4'd8, 4'd2, 4'd13,
    4'd0, 4'd15, 4'd6, 4'd12, 4'd10, 4'd9, 4'd13, 4'd0,
    4'd15, 4'd3, 4'd3, 4'd5, 4'd5, 4'd6, 4'd8, 4'd11
  };
  // Encryption: left rotation of C and D before round i (i = 0..15).
  localparam logic [16*2-1:0] SHL_TBL = {
    2'd1, 2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2,
    2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd1
  };
  // Decryption: right rotation of C and D before round i (Rosal et al., Table 1).
  localparam logic [16*2-1:0] SHR_TBL = {
    2'd0, 2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2,
    2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd1
  };
  // Encryption: cumulative left rotation of C and D used by round i.
  localparam logic [16*5-1:0] CUML_TBL = {
    5'd1, 5'd2, 5'd4, 5'd6, 5'd8, 5'd10, 5'd12, 5'd14,
    5'd15, 5'd17, 5'd19, 5'd21, 5'd23, 5'd25, 5'd27, 5'd28
  };
  // Decryption: cumulative right rotation of C and D used by round i.
  localparam logic [16*5-1:0] CUMR_TBL = {
    5'd0, 5'd1, 5'd3, 5'd5, 5'd7, 5'd9, 5'd11, 5'd13,
    5'd14, 5'd16, 5'd18, 5'd20, 5'd22, 5'd24, 5'd26, 5'd27
  };

  // ---------------------------------------------------------------------------
  // Permutations and expansion.
  // ---------------------------------------------------------------------------

  function automatic logic [63:0] ip(logic [63:0] x);
    logic [63:0] y;
    for (int n = 0; n < 64; n++) y[63-n] = x[64 - int'(IP_TBL[(63-n)*7 +: 7])];
    return y;
  endfunction

  function automatic logic [63:0] fp(logic [63:0] x);
    logic [63:0] y;
    for (int n = 0; n < 64; n++) y[63-n] = x[64 - int'(FP_TBL[(63-n)*7 +: 7])];
    return y;
  endfunction

  function automatic logic [47:0] e_expand(logic [31:0] x);
    logic [47:0] y;
    for (int n = 0; n < 48; n++) y[47-n] = x[32 - int'(E_TBL[(47-n)*6 +: 6])];
    return y;
  endfunction

  function automatic logic [31:0] p_perm(logic [31:0] x);
    logic [31:0] y;
    for (int n = 0; n < 32; n++) y[31-n] = x[32 - int'(P_TBL[(31-n)*6 +: 6])];
    return y;
  endfunction

  function automatic logic [55:0] pc1(logic [63:0] k);
    logic [55:0] y;
    for (int n = 0; n < 56; n++) y[55-n] = k[64 - int'(PC1_TBL[(55-n)*7 +: 7])];
    return y;
  endfunction

  function automatic logic [47:0] pc2(logic [55:0] cd);
    logic [47:0] y;
    for (int n = 0; n < 48; n++) y[47-n] = cd[56 - int'(PC2_TBL[(47-n)*6 +: 6])];
    return y;
  endfunction

  // ---------------------------------------------------------------------------
  // S-boxes and the round function f(R, K) = P(S(E(R) ^ K)).
  // ---------------------------------------------------------------------------

  // S-box n (0..7) applied to its raw 6-bit input.
  function automatic logic [3:0] sbox(int unsigned n, logic [5:0] x);
    return SBOX_TBL[(511 - (64 * n + int'(x))) * 4 +: 4];
  endfunction

  // All eight S-boxes: 48-bit S-box input -> 32-bit output (before P).
  function automatic logic [31:0] sboxes(logic [47:0] x);
    logic [31:0] y;
    for (int unsigned n = 0; n < 8; n++) y[31-4*n -: 4] = sbox(n, x[47-6*n -: 6]);
    return y;
  endfunction

  // The DES round function f(R, K) = P(S(E(R) ^ K)). E and P are wiring; the
  // key XOR merges with the round-key selection into one LUT4 level, and each
  // S-box output bit is a 6-input function (on ECP5: LUT4s plus PFUMX/L6MUX).
  function automatic logic [31:0] f_func(logic [31:0] r, logic [47:0] k);
    return p_perm(sboxes(e_expand(r) ^ k));
  endfunction

  // ---------------------------------------------------------------------------
  // Key schedule. C and D are rotated separately; decryption rotates right so
  // that its round keys are produced in the order they are used.
  // ---------------------------------------------------------------------------

  function automatic logic [27:0] rotl28(logic [27:0] x, int unsigned n);
    return (x << (n % 28)) | (x >> (28 - (n % 28)));
  endfunction

  function automatic logic [55:0] rotl_cd(logic [55:0] cd, int unsigned n);
    return {rotl28(cd[55:28], n), rotl28(cd[27:0], n)};
  endfunction

  function automatic logic [55:0] rotr_cd(logic [55:0] cd, int unsigned n);
    return rotl_cd(cd, 28 - (n % 28));
  endfunction

  function automatic int unsigned shl(int unsigned i);
    return int'(SHL_TBL[(15-i)*2 +: 2]);
  endfunction

  function automatic int unsigned shr(int unsigned i);
    return int'(SHR_TBL[(15-i)*2 +: 2]);
  endfunction

  function automatic int unsigned cuml(int unsigned i);
    return int'(CUML_TBL[(15-i)*5 +: 5]);
  endfunction

  function automatic int unsigned cumr(int unsigned i);
    return int'(CUMR_TBL[(15-i)*5 +: 5]);
  endfunction

  // Round key of round i (0..15) from the unrotated C||D of the operation:
  // decrypt uses right rotations (K16 first), encrypt left rotations.
  function automatic logic [47:0] round_key(logic [55:0] cd, int unsigned i, logic decrypt);
    return decrypt ? pc2(rotr_cd(cd, cumr(i))) : pc2(rotl_cd(cd, cuml(i)));
  endfunction

  // One step of a rotating key register before round i.
  function automatic logic [55:0] key_step(logic [55:0] cd, int unsigned i, logic decrypt);
    return decrypt ? rotr_cd(cd, shr(i)) : rotl_cd(cd, shl(i));
  endfunction

  // Direction of DES operation `op` in a NUM_DES cipher: TDEA EDE encrypts
  // with E-D-E and decrypts with D-E-D (keys in reverse order).
  function automatic logic op_decrypt(int unsigned num_des, int unsigned op, logic decrypt);
    return decrypt ^ (num_des == 3 && op == 1);
  endfunction

endpackage
