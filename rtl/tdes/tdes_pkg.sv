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
  // tdes_key_pkg::KEY_W (with the policy's rule; Yosys reads no package
  // reference inside a package, and tdes_core checks that the two agree).
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
  // Encryption: left rotation of C and D before round i (i = 0..15).
  localparam logic [16*2-1:0] SHL_TBL = {
    2'd1, 2'd1, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2, 2'd2,
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
    ip = y;
  endfunction

  function automatic logic [63:0] fp(logic [63:0] x);
    logic [63:0] y;
    for (int n = 0; n < 64; n++) y[63-n] = x[64 - int'(FP_TBL[(63-n)*7 +: 7])];
    fp = y;
  endfunction

  function automatic logic [47:0] e_expand(logic [31:0] x);
    logic [47:0] y;
    for (int n = 0; n < 48; n++) y[47-n] = x[32 - int'(E_TBL[(47-n)*6 +: 6])];
    e_expand = y;
  endfunction

  function automatic logic [31:0] p_perm(logic [31:0] x);
    logic [31:0] y;
    for (int n = 0; n < 32; n++) y[31-n] = x[32 - int'(P_TBL[(31-n)*6 +: 6])];
    p_perm = y;
  endfunction

  function automatic logic [55:0] pc1(logic [63:0] k);
    logic [55:0] y;
    for (int n = 0; n < 56; n++) y[55-n] = k[64 - int'(PC1_TBL[(55-n)*7 +: 7])];
    pc1 = y;
  endfunction

  function automatic logic [47:0] pc2(logic [55:0] cd);
    logic [47:0] y;
    for (int n = 0; n < 48; n++) y[47-n] = cd[56 - int'(PC2_TBL[(47-n)*6 +: 6])];
    pc2 = y;
  endfunction

  // ---------------------------------------------------------------------------
  // S-boxes and the round function f(R, K) = P(S(E(R) ^ K)).
  // ---------------------------------------------------------------------------

  // S1, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox1(logic [5:0] x);
    case (x)
      6'd0: sbox1 = 4'd14; 6'd1: sbox1 = 4'd0; 6'd2: sbox1 = 4'd4; 6'd3: sbox1 = 4'd15; 6'd4: sbox1 = 4'd13; 6'd5: sbox1 = 4'd7; 6'd6: sbox1 = 4'd1; 6'd7: sbox1 = 4'd4;
      6'd8: sbox1 = 4'd2; 6'd9: sbox1 = 4'd14; 6'd10: sbox1 = 4'd15; 6'd11: sbox1 = 4'd2; 6'd12: sbox1 = 4'd11; 6'd13: sbox1 = 4'd13; 6'd14: sbox1 = 4'd8; 6'd15: sbox1 = 4'd1;
      6'd16: sbox1 = 4'd3; 6'd17: sbox1 = 4'd10; 6'd18: sbox1 = 4'd10; 6'd19: sbox1 = 4'd6; 6'd20: sbox1 = 4'd6; 6'd21: sbox1 = 4'd12; 6'd22: sbox1 = 4'd12; 6'd23: sbox1 = 4'd11;
      6'd24: sbox1 = 4'd5; 6'd25: sbox1 = 4'd9; 6'd26: sbox1 = 4'd9; 6'd27: sbox1 = 4'd5; 6'd28: sbox1 = 4'd0; 6'd29: sbox1 = 4'd3; 6'd30: sbox1 = 4'd7; 6'd31: sbox1 = 4'd8;
      6'd32: sbox1 = 4'd4; 6'd33: sbox1 = 4'd15; 6'd34: sbox1 = 4'd1; 6'd35: sbox1 = 4'd12; 6'd36: sbox1 = 4'd14; 6'd37: sbox1 = 4'd8; 6'd38: sbox1 = 4'd8; 6'd39: sbox1 = 4'd2;
      6'd40: sbox1 = 4'd13; 6'd41: sbox1 = 4'd4; 6'd42: sbox1 = 4'd6; 6'd43: sbox1 = 4'd9; 6'd44: sbox1 = 4'd2; 6'd45: sbox1 = 4'd1; 6'd46: sbox1 = 4'd11; 6'd47: sbox1 = 4'd7;
      6'd48: sbox1 = 4'd15; 6'd49: sbox1 = 4'd5; 6'd50: sbox1 = 4'd12; 6'd51: sbox1 = 4'd11; 6'd52: sbox1 = 4'd9; 6'd53: sbox1 = 4'd3; 6'd54: sbox1 = 4'd7; 6'd55: sbox1 = 4'd14;
      6'd56: sbox1 = 4'd3; 6'd57: sbox1 = 4'd10; 6'd58: sbox1 = 4'd10; 6'd59: sbox1 = 4'd0; 6'd60: sbox1 = 4'd5; 6'd61: sbox1 = 4'd6; 6'd62: sbox1 = 4'd0; 6'd63: sbox1 = 4'd13;
      default: sbox1 = 4'd0;
    endcase
  endfunction

  // S2, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox2(logic [5:0] x);
    case (x)
      6'd0: sbox2 = 4'd15; 6'd1: sbox2 = 4'd3; 6'd2: sbox2 = 4'd1; 6'd3: sbox2 = 4'd13; 6'd4: sbox2 = 4'd8; 6'd5: sbox2 = 4'd4; 6'd6: sbox2 = 4'd14; 6'd7: sbox2 = 4'd7;
      6'd8: sbox2 = 4'd6; 6'd9: sbox2 = 4'd15; 6'd10: sbox2 = 4'd11; 6'd11: sbox2 = 4'd2; 6'd12: sbox2 = 4'd3; 6'd13: sbox2 = 4'd8; 6'd14: sbox2 = 4'd4; 6'd15: sbox2 = 4'd14;
      6'd16: sbox2 = 4'd9; 6'd17: sbox2 = 4'd12; 6'd18: sbox2 = 4'd7; 6'd19: sbox2 = 4'd0; 6'd20: sbox2 = 4'd2; 6'd21: sbox2 = 4'd1; 6'd22: sbox2 = 4'd13; 6'd23: sbox2 = 4'd10;
      6'd24: sbox2 = 4'd12; 6'd25: sbox2 = 4'd6; 6'd26: sbox2 = 4'd0; 6'd27: sbox2 = 4'd9; 6'd28: sbox2 = 4'd5; 6'd29: sbox2 = 4'd11; 6'd30: sbox2 = 4'd10; 6'd31: sbox2 = 4'd5;
      6'd32: sbox2 = 4'd0; 6'd33: sbox2 = 4'd13; 6'd34: sbox2 = 4'd14; 6'd35: sbox2 = 4'd8; 6'd36: sbox2 = 4'd7; 6'd37: sbox2 = 4'd10; 6'd38: sbox2 = 4'd11; 6'd39: sbox2 = 4'd1;
      6'd40: sbox2 = 4'd10; 6'd41: sbox2 = 4'd3; 6'd42: sbox2 = 4'd4; 6'd43: sbox2 = 4'd15; 6'd44: sbox2 = 4'd13; 6'd45: sbox2 = 4'd4; 6'd46: sbox2 = 4'd1; 6'd47: sbox2 = 4'd2;
      6'd48: sbox2 = 4'd5; 6'd49: sbox2 = 4'd11; 6'd50: sbox2 = 4'd8; 6'd51: sbox2 = 4'd6; 6'd52: sbox2 = 4'd12; 6'd53: sbox2 = 4'd7; 6'd54: sbox2 = 4'd6; 6'd55: sbox2 = 4'd12;
      6'd56: sbox2 = 4'd9; 6'd57: sbox2 = 4'd0; 6'd58: sbox2 = 4'd3; 6'd59: sbox2 = 4'd5; 6'd60: sbox2 = 4'd2; 6'd61: sbox2 = 4'd14; 6'd62: sbox2 = 4'd15; 6'd63: sbox2 = 4'd9;
      default: sbox2 = 4'd0;
    endcase
  endfunction

  // S3, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox3(logic [5:0] x);
    case (x)
      6'd0: sbox3 = 4'd10; 6'd1: sbox3 = 4'd13; 6'd2: sbox3 = 4'd0; 6'd3: sbox3 = 4'd7; 6'd4: sbox3 = 4'd9; 6'd5: sbox3 = 4'd0; 6'd6: sbox3 = 4'd14; 6'd7: sbox3 = 4'd9;
      6'd8: sbox3 = 4'd6; 6'd9: sbox3 = 4'd3; 6'd10: sbox3 = 4'd3; 6'd11: sbox3 = 4'd4; 6'd12: sbox3 = 4'd15; 6'd13: sbox3 = 4'd6; 6'd14: sbox3 = 4'd5; 6'd15: sbox3 = 4'd10;
      6'd16: sbox3 = 4'd1; 6'd17: sbox3 = 4'd2; 6'd18: sbox3 = 4'd13; 6'd19: sbox3 = 4'd8; 6'd20: sbox3 = 4'd12; 6'd21: sbox3 = 4'd5; 6'd22: sbox3 = 4'd7; 6'd23: sbox3 = 4'd14;
      6'd24: sbox3 = 4'd11; 6'd25: sbox3 = 4'd12; 6'd26: sbox3 = 4'd4; 6'd27: sbox3 = 4'd11; 6'd28: sbox3 = 4'd2; 6'd29: sbox3 = 4'd15; 6'd30: sbox3 = 4'd8; 6'd31: sbox3 = 4'd1;
      6'd32: sbox3 = 4'd13; 6'd33: sbox3 = 4'd1; 6'd34: sbox3 = 4'd6; 6'd35: sbox3 = 4'd10; 6'd36: sbox3 = 4'd4; 6'd37: sbox3 = 4'd13; 6'd38: sbox3 = 4'd9; 6'd39: sbox3 = 4'd0;
      6'd40: sbox3 = 4'd8; 6'd41: sbox3 = 4'd6; 6'd42: sbox3 = 4'd15; 6'd43: sbox3 = 4'd9; 6'd44: sbox3 = 4'd3; 6'd45: sbox3 = 4'd8; 6'd46: sbox3 = 4'd0; 6'd47: sbox3 = 4'd7;
      6'd48: sbox3 = 4'd11; 6'd49: sbox3 = 4'd4; 6'd50: sbox3 = 4'd1; 6'd51: sbox3 = 4'd15; 6'd52: sbox3 = 4'd2; 6'd53: sbox3 = 4'd14; 6'd54: sbox3 = 4'd12; 6'd55: sbox3 = 4'd3;
      6'd56: sbox3 = 4'd5; 6'd57: sbox3 = 4'd11; 6'd58: sbox3 = 4'd10; 6'd59: sbox3 = 4'd5; 6'd60: sbox3 = 4'd14; 6'd61: sbox3 = 4'd2; 6'd62: sbox3 = 4'd7; 6'd63: sbox3 = 4'd12;
      default: sbox3 = 4'd0;
    endcase
  endfunction

  // S4, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox4(logic [5:0] x);
    case (x)
      6'd0: sbox4 = 4'd7; 6'd1: sbox4 = 4'd13; 6'd2: sbox4 = 4'd13; 6'd3: sbox4 = 4'd8; 6'd4: sbox4 = 4'd14; 6'd5: sbox4 = 4'd11; 6'd6: sbox4 = 4'd3; 6'd7: sbox4 = 4'd5;
      6'd8: sbox4 = 4'd0; 6'd9: sbox4 = 4'd6; 6'd10: sbox4 = 4'd6; 6'd11: sbox4 = 4'd15; 6'd12: sbox4 = 4'd9; 6'd13: sbox4 = 4'd0; 6'd14: sbox4 = 4'd10; 6'd15: sbox4 = 4'd3;
      6'd16: sbox4 = 4'd1; 6'd17: sbox4 = 4'd4; 6'd18: sbox4 = 4'd2; 6'd19: sbox4 = 4'd7; 6'd20: sbox4 = 4'd8; 6'd21: sbox4 = 4'd2; 6'd22: sbox4 = 4'd5; 6'd23: sbox4 = 4'd12;
      6'd24: sbox4 = 4'd11; 6'd25: sbox4 = 4'd1; 6'd26: sbox4 = 4'd12; 6'd27: sbox4 = 4'd10; 6'd28: sbox4 = 4'd4; 6'd29: sbox4 = 4'd14; 6'd30: sbox4 = 4'd15; 6'd31: sbox4 = 4'd9;
      6'd32: sbox4 = 4'd10; 6'd33: sbox4 = 4'd3; 6'd34: sbox4 = 4'd6; 6'd35: sbox4 = 4'd15; 6'd36: sbox4 = 4'd9; 6'd37: sbox4 = 4'd0; 6'd38: sbox4 = 4'd0; 6'd39: sbox4 = 4'd6;
      6'd40: sbox4 = 4'd12; 6'd41: sbox4 = 4'd10; 6'd42: sbox4 = 4'd11; 6'd43: sbox4 = 4'd1; 6'd44: sbox4 = 4'd7; 6'd45: sbox4 = 4'd13; 6'd46: sbox4 = 4'd13; 6'd47: sbox4 = 4'd8;
      6'd48: sbox4 = 4'd15; 6'd49: sbox4 = 4'd9; 6'd50: sbox4 = 4'd1; 6'd51: sbox4 = 4'd4; 6'd52: sbox4 = 4'd3; 6'd53: sbox4 = 4'd5; 6'd54: sbox4 = 4'd14; 6'd55: sbox4 = 4'd11;
      6'd56: sbox4 = 4'd5; 6'd57: sbox4 = 4'd12; 6'd58: sbox4 = 4'd2; 6'd59: sbox4 = 4'd7; 6'd60: sbox4 = 4'd8; 6'd61: sbox4 = 4'd2; 6'd62: sbox4 = 4'd4; 6'd63: sbox4 = 4'd14;
      default: sbox4 = 4'd0;
    endcase
  endfunction

  // S5, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox5(logic [5:0] x);
    case (x)
      6'd0: sbox5 = 4'd2; 6'd1: sbox5 = 4'd14; 6'd2: sbox5 = 4'd12; 6'd3: sbox5 = 4'd11; 6'd4: sbox5 = 4'd4; 6'd5: sbox5 = 4'd2; 6'd6: sbox5 = 4'd1; 6'd7: sbox5 = 4'd12;
      6'd8: sbox5 = 4'd7; 6'd9: sbox5 = 4'd4; 6'd10: sbox5 = 4'd10; 6'd11: sbox5 = 4'd7; 6'd12: sbox5 = 4'd11; 6'd13: sbox5 = 4'd13; 6'd14: sbox5 = 4'd6; 6'd15: sbox5 = 4'd1;
      6'd16: sbox5 = 4'd8; 6'd17: sbox5 = 4'd5; 6'd18: sbox5 = 4'd5; 6'd19: sbox5 = 4'd0; 6'd20: sbox5 = 4'd3; 6'd21: sbox5 = 4'd15; 6'd22: sbox5 = 4'd15; 6'd23: sbox5 = 4'd10;
      6'd24: sbox5 = 4'd13; 6'd25: sbox5 = 4'd3; 6'd26: sbox5 = 4'd0; 6'd27: sbox5 = 4'd9; 6'd28: sbox5 = 4'd14; 6'd29: sbox5 = 4'd8; 6'd30: sbox5 = 4'd9; 6'd31: sbox5 = 4'd6;
      6'd32: sbox5 = 4'd4; 6'd33: sbox5 = 4'd11; 6'd34: sbox5 = 4'd2; 6'd35: sbox5 = 4'd8; 6'd36: sbox5 = 4'd1; 6'd37: sbox5 = 4'd12; 6'd38: sbox5 = 4'd11; 6'd39: sbox5 = 4'd7;
      6'd40: sbox5 = 4'd10; 6'd41: sbox5 = 4'd1; 6'd42: sbox5 = 4'd13; 6'd43: sbox5 = 4'd14; 6'd44: sbox5 = 4'd7; 6'd45: sbox5 = 4'd2; 6'd46: sbox5 = 4'd8; 6'd47: sbox5 = 4'd13;
      6'd48: sbox5 = 4'd15; 6'd49: sbox5 = 4'd6; 6'd50: sbox5 = 4'd9; 6'd51: sbox5 = 4'd15; 6'd52: sbox5 = 4'd12; 6'd53: sbox5 = 4'd0; 6'd54: sbox5 = 4'd5; 6'd55: sbox5 = 4'd9;
      6'd56: sbox5 = 4'd6; 6'd57: sbox5 = 4'd10; 6'd58: sbox5 = 4'd3; 6'd59: sbox5 = 4'd4; 6'd60: sbox5 = 4'd0; 6'd61: sbox5 = 4'd5; 6'd62: sbox5 = 4'd14; 6'd63: sbox5 = 4'd3;
      default: sbox5 = 4'd0;
    endcase
  endfunction

  // S6, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox6(logic [5:0] x);
    case (x)
      6'd0: sbox6 = 4'd12; 6'd1: sbox6 = 4'd10; 6'd2: sbox6 = 4'd1; 6'd3: sbox6 = 4'd15; 6'd4: sbox6 = 4'd10; 6'd5: sbox6 = 4'd4; 6'd6: sbox6 = 4'd15; 6'd7: sbox6 = 4'd2;
      6'd8: sbox6 = 4'd9; 6'd9: sbox6 = 4'd7; 6'd10: sbox6 = 4'd2; 6'd11: sbox6 = 4'd12; 6'd12: sbox6 = 4'd6; 6'd13: sbox6 = 4'd9; 6'd14: sbox6 = 4'd8; 6'd15: sbox6 = 4'd5;
      6'd16: sbox6 = 4'd0; 6'd17: sbox6 = 4'd6; 6'd18: sbox6 = 4'd13; 6'd19: sbox6 = 4'd1; 6'd20: sbox6 = 4'd3; 6'd21: sbox6 = 4'd13; 6'd22: sbox6 = 4'd4; 6'd23: sbox6 = 4'd14;
      6'd24: sbox6 = 4'd14; 6'd25: sbox6 = 4'd0; 6'd26: sbox6 = 4'd7; 6'd27: sbox6 = 4'd11; 6'd28: sbox6 = 4'd5; 6'd29: sbox6 = 4'd3; 6'd30: sbox6 = 4'd11; 6'd31: sbox6 = 4'd8;
      6'd32: sbox6 = 4'd9; 6'd33: sbox6 = 4'd4; 6'd34: sbox6 = 4'd14; 6'd35: sbox6 = 4'd3; 6'd36: sbox6 = 4'd15; 6'd37: sbox6 = 4'd2; 6'd38: sbox6 = 4'd5; 6'd39: sbox6 = 4'd12;
      6'd40: sbox6 = 4'd2; 6'd41: sbox6 = 4'd9; 6'd42: sbox6 = 4'd8; 6'd43: sbox6 = 4'd5; 6'd44: sbox6 = 4'd12; 6'd45: sbox6 = 4'd15; 6'd46: sbox6 = 4'd3; 6'd47: sbox6 = 4'd10;
      6'd48: sbox6 = 4'd7; 6'd49: sbox6 = 4'd11; 6'd50: sbox6 = 4'd0; 6'd51: sbox6 = 4'd14; 6'd52: sbox6 = 4'd4; 6'd53: sbox6 = 4'd1; 6'd54: sbox6 = 4'd10; 6'd55: sbox6 = 4'd7;
      6'd56: sbox6 = 4'd1; 6'd57: sbox6 = 4'd6; 6'd58: sbox6 = 4'd13; 6'd59: sbox6 = 4'd0; 6'd60: sbox6 = 4'd11; 6'd61: sbox6 = 4'd8; 6'd62: sbox6 = 4'd6; 6'd63: sbox6 = 4'd13;
      default: sbox6 = 4'd0;
    endcase
  endfunction

  // S7, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox7(logic [5:0] x);
    case (x)
      6'd0: sbox7 = 4'd4; 6'd1: sbox7 = 4'd13; 6'd2: sbox7 = 4'd11; 6'd3: sbox7 = 4'd0; 6'd4: sbox7 = 4'd2; 6'd5: sbox7 = 4'd11; 6'd6: sbox7 = 4'd14; 6'd7: sbox7 = 4'd7;
      6'd8: sbox7 = 4'd15; 6'd9: sbox7 = 4'd4; 6'd10: sbox7 = 4'd0; 6'd11: sbox7 = 4'd9; 6'd12: sbox7 = 4'd8; 6'd13: sbox7 = 4'd1; 6'd14: sbox7 = 4'd13; 6'd15: sbox7 = 4'd10;
      6'd16: sbox7 = 4'd3; 6'd17: sbox7 = 4'd14; 6'd18: sbox7 = 4'd12; 6'd19: sbox7 = 4'd3; 6'd20: sbox7 = 4'd9; 6'd21: sbox7 = 4'd5; 6'd22: sbox7 = 4'd7; 6'd23: sbox7 = 4'd12;
      6'd24: sbox7 = 4'd5; 6'd25: sbox7 = 4'd2; 6'd26: sbox7 = 4'd10; 6'd27: sbox7 = 4'd15; 6'd28: sbox7 = 4'd6; 6'd29: sbox7 = 4'd8; 6'd30: sbox7 = 4'd1; 6'd31: sbox7 = 4'd6;
      6'd32: sbox7 = 4'd1; 6'd33: sbox7 = 4'd6; 6'd34: sbox7 = 4'd4; 6'd35: sbox7 = 4'd11; 6'd36: sbox7 = 4'd11; 6'd37: sbox7 = 4'd13; 6'd38: sbox7 = 4'd13; 6'd39: sbox7 = 4'd8;
      6'd40: sbox7 = 4'd12; 6'd41: sbox7 = 4'd1; 6'd42: sbox7 = 4'd3; 6'd43: sbox7 = 4'd4; 6'd44: sbox7 = 4'd7; 6'd45: sbox7 = 4'd10; 6'd46: sbox7 = 4'd14; 6'd47: sbox7 = 4'd7;
      6'd48: sbox7 = 4'd10; 6'd49: sbox7 = 4'd9; 6'd50: sbox7 = 4'd15; 6'd51: sbox7 = 4'd5; 6'd52: sbox7 = 4'd6; 6'd53: sbox7 = 4'd0; 6'd54: sbox7 = 4'd8; 6'd55: sbox7 = 4'd15;
      6'd56: sbox7 = 4'd0; 6'd57: sbox7 = 4'd14; 6'd58: sbox7 = 4'd5; 6'd59: sbox7 = 4'd2; 6'd60: sbox7 = 4'd9; 6'd61: sbox7 = 4'd3; 6'd62: sbox7 = 4'd2; 6'd63: sbox7 = 4'd12;
      default: sbox7 = 4'd0;
    endcase
  endfunction

  // S8, indexed by its raw 6-bit input (row = b5,b0; column = b4..b1).
  function automatic logic [3:0] sbox8(logic [5:0] x);
    case (x)
      6'd0: sbox8 = 4'd13; 6'd1: sbox8 = 4'd1; 6'd2: sbox8 = 4'd2; 6'd3: sbox8 = 4'd15; 6'd4: sbox8 = 4'd8; 6'd5: sbox8 = 4'd13; 6'd6: sbox8 = 4'd4; 6'd7: sbox8 = 4'd8;
      6'd8: sbox8 = 4'd6; 6'd9: sbox8 = 4'd10; 6'd10: sbox8 = 4'd15; 6'd11: sbox8 = 4'd3; 6'd12: sbox8 = 4'd11; 6'd13: sbox8 = 4'd7; 6'd14: sbox8 = 4'd1; 6'd15: sbox8 = 4'd4;
      6'd16: sbox8 = 4'd10; 6'd17: sbox8 = 4'd12; 6'd18: sbox8 = 4'd9; 6'd19: sbox8 = 4'd5; 6'd20: sbox8 = 4'd3; 6'd21: sbox8 = 4'd6; 6'd22: sbox8 = 4'd14; 6'd23: sbox8 = 4'd11;
      6'd24: sbox8 = 4'd5; 6'd25: sbox8 = 4'd0; 6'd26: sbox8 = 4'd0; 6'd27: sbox8 = 4'd14; 6'd28: sbox8 = 4'd12; 6'd29: sbox8 = 4'd9; 6'd30: sbox8 = 4'd7; 6'd31: sbox8 = 4'd2;
      6'd32: sbox8 = 4'd7; 6'd33: sbox8 = 4'd2; 6'd34: sbox8 = 4'd11; 6'd35: sbox8 = 4'd1; 6'd36: sbox8 = 4'd4; 6'd37: sbox8 = 4'd14; 6'd38: sbox8 = 4'd1; 6'd39: sbox8 = 4'd7;
      6'd40: sbox8 = 4'd9; 6'd41: sbox8 = 4'd4; 6'd42: sbox8 = 4'd12; 6'd43: sbox8 = 4'd10; 6'd44: sbox8 = 4'd14; 6'd45: sbox8 = 4'd8; 6'd46: sbox8 = 4'd2; 6'd47: sbox8 = 4'd13;
      6'd48: sbox8 = 4'd0; 6'd49: sbox8 = 4'd15; 6'd50: sbox8 = 4'd6; 6'd51: sbox8 = 4'd12; 6'd52: sbox8 = 4'd10; 6'd53: sbox8 = 4'd9; 6'd54: sbox8 = 4'd13; 6'd55: sbox8 = 4'd0;
      6'd56: sbox8 = 4'd15; 6'd57: sbox8 = 4'd3; 6'd58: sbox8 = 4'd3; 6'd59: sbox8 = 4'd5; 6'd60: sbox8 = 4'd5; 6'd61: sbox8 = 4'd6; 6'd62: sbox8 = 4'd8; 6'd63: sbox8 = 4'd11;
      default: sbox8 = 4'd0;
    endcase
  endfunction

  // Register levels one tdes_stage adds per iteration: 1; 2 with SPLIT_ROUND
  // (register after the S-boxes); 3 with SBOX_ROM as well (block-RAM read
  // register plus the fabric register after it).
  function automatic int unsigned stage_levels(bit split_round, bit sbox_rom);
    stage_levels = split_round ? (sbox_rom ? 3 : 2) : 1;
  endfunction

  // Blocks tdes_core can hold (its output FIFO depth and credit limit) for
  // a datapath of the given register levels.
  function automatic int unsigned core_capacity(int unsigned levels);
    core_capacity = 1 << $clog2(levels + 4);
  endfunction

  // S-box n+1 (n = 0..7), for tables built at elaboration time.
  function automatic logic [3:0] sbox(int unsigned n, logic [5:0] x);
    case (n)
      0: sbox = sbox1(x);
      1: sbox = sbox2(x);
      2: sbox = sbox3(x);
      3: sbox = sbox4(x);
      4: sbox = sbox5(x);
      5: sbox = sbox6(x);
      6: sbox = sbox7(x);
      default: sbox = sbox8(x);
    endcase
  endfunction

  // Where P puts S-box output bit b (bit index in the 32-bit S-box output,
  // 0 = LSB): the bit index in P's output, hence in the new R and in L.
  function automatic int unsigned p_pos(int unsigned b);
    p_pos = 0;
    for (int unsigned n = 0; n < 32; n++) begin
      if (32'(P_TBL[(31 - n) * 6 +: 6]) == 32 - b) p_pos = 31 - n;
    end
  endfunction

  // All eight S-boxes: 48-bit S-box input -> 32-bit output (before P).
  function automatic logic [31:0] sboxes(logic [47:0] x);
    logic [31:0] y;
    y = {sbox1(x[47:42]), sbox2(x[41:36]), sbox3(x[35:30]), sbox4(x[29:24]),
         sbox5(x[23:18]), sbox6(x[17:12]), sbox7(x[11:6]), sbox8(x[5:0])};
    sboxes = y;
  endfunction

  // The DES round function f(R, K) = P(S(E(R) ^ K)). E and P are wiring; the
  // key XOR merges with the round-key selection into one LUT4 level, and each
  // S-box output bit is a 6-input function (on ECP5: LUT4s plus PFUMX/L6MUX).
  function automatic logic [31:0] f_func(logic [31:0] r, logic [47:0] k);
    f_func = p_perm(sboxes(e_expand(r) ^ k));
  endfunction

  // ---------------------------------------------------------------------------
  // Key schedule. C and D are rotated separately; decryption rotates right so
  // that its round keys are produced in the order they are used.
  // ---------------------------------------------------------------------------

  function automatic logic [27:0] rotl28(logic [27:0] x, int unsigned n);
    rotl28 = (x << (n % 28)) | (x >> (28 - (n % 28)));
  endfunction

  function automatic logic [55:0] rotl_cd(logic [55:0] cd, int unsigned n);
    rotl_cd = {rotl28(cd[55:28], n), rotl28(cd[27:0], n)};
  endfunction

  function automatic logic [55:0] rotr_cd(logic [55:0] cd, int unsigned n);
    rotr_cd = rotl_cd(cd, 28 - (n % 28));
  endfunction

  // Left rotation before round i (0..15). For i >= 1 decryption's right
  // rotations have the same amounts (Rosal et al., Table 1).
  function automatic logic [1:0] shl(logic [3:0] i);
    shl = SHL_TBL[(15 - 32'(i)) * 2 +: 2];
  endfunction

  function automatic int unsigned cuml(int unsigned i);
    cuml = 32'(CUML_TBL[(15 - i) * 5 +: 5]);
  endfunction

  function automatic int unsigned cumr(int unsigned i);
    cumr = 32'(CUMR_TBL[(15 - i) * 5 +: 5]);
  endfunction

  // Round key of round i (0..15) from the unrotated C||D of the operation:
  // decrypt uses right rotations (K16 first), encrypt left rotations.
  function automatic logic [47:0] round_key(logic [55:0] cd, int unsigned i, logic decrypt);
    round_key = decrypt ? pc2(rotr_cd(cd, cumr(i))) : pc2(rotl_cd(cd, cuml(i)));
  endfunction

  // Bit-reverse each 28-bit half of C||D. A right rotation of C||D is a left
  // rotation of its reverse, so iterative stages keep decryption keys reversed
  // and always rotate left.
  function automatic logic [55:0] rev_cd(logic [55:0] cd);
    for (int unsigned m = 0; m < 28; m++) begin
      rev_cd[m]      = cd[27 - m];
      rev_cd[28 + m] = cd[55 - m];
    end
  endfunction

  // Working-key form used by iterative stages for round 0 of an operation:
  // encryption: C||D rotated left once; decryption: reversed C||D (its first
  // right rotation is 0).
  function automatic logic [55:0] first_key(logic [55:0] cd, logic decrypt);
    first_key = decrypt ? rev_cd(cd) : rotl_cd(cd, 1);
  endfunction

  // Round key from a working key in that form.
  function automatic logic [47:0] working_round_key(logic [55:0] w, logic decrypt);
    working_round_key = decrypt ? pc2(rev_cd(w)) : pc2(w);
  endfunction

  // Direction of DES operation `op` in a NUM_DES cipher: TDEA EDE encrypts
  // with E-D-E and decrypts with D-E-D (keys in reverse order).
  function automatic logic op_decrypt(int unsigned num_des, int unsigned op, logic decrypt);
    op_decrypt = decrypt ^ (num_des == 3 && op == 1);
  endfunction

endpackage
