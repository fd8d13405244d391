// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_compact: a compact column-serial AES-128/192/256 core (FIPS-197) with
// aes_core's ports and contract: a 32-bit datapath around 4 S-boxes that
// SubBytes of one column and the key schedule's SubWord share.
//
// Datapath. The state is four column registers c_q[0..3]. A round takes a
// period of 6 clocks (slots 0..5):
//  - slots 0..3: the S-boxes look up the 4 bytes of diagonal k (k = slot):
//    row r of column k+r (encryption: ShiftRows) or k-r (decryption:
//    InvShiftRows), so their outputs are column k after (Inv)ShiftRows and
//    (Inv)SubBytes;
//  - slots 2..5: two clocks later the outputs arrive (the S-boxes' address
//    and output registers), and column k of the round's result is written
//    to c_q[k]: MixColumns(x) ^ rk (encryption), InvMixColumns(x ^ rk)
//    (decryption; aes_pkg::round_column), x ^ rk in the last round;
//  - slot 5: one key-schedule SubWord look-up (slot 4 stays free).
// Column 0 is written at slot 2 while diagonal 3 still needs one of its old
// bytes (row 1, or row 3 when decrypting): h1_q/h3_q keep a copy of them.
// The next round may start only when all four columns are written: 4 clocks
// of look-ups plus the 2-clock S-box latency make the 6-clock round.
// Round 0 (the first AddRoundKey) is a period of its own that writes
// c_q[k] = block column k ^ rk0 word k (no look-up).
//
// Keys on the fly (aes_compact_key): a word-serial key schedule, one word per
// clock in slots 2..5, one round key ahead of the columns. Encryption runs
// it forwards. Decryption first runs the forward expansion of the block's
// key at one word per clock (the S-boxes are otherwise idle then; E periods
// of 6 clocks: 7, 9, 10 for AES-128/192/256), then the inverse cipher with
// the schedule running backwards. The first round key of the next block is
// copied in during the last round of the current one.
//
// Timing. A block takes PL periods after the one in which it is accepted:
// PL = NR + 1 (encryption) or E + NR + 1 (decryption). II = 6*PL clocks,
// latency 6*PL + 7 clocks (cipherline.cores.aes_compact.block_timing):
//   AES-128 enc 66/73, dec 108/115; AES-192 enc 78/85, dec 132/139;
//   AES-256 enc 90/97, dec 150/157 (II/latency).
// in_ready_o is high (with credit) when the core is idle, or in slot 1 of a
// block's last round; the next block's key words are copied in slots 2..5
// of that period, so blocks follow each other with no gap.
//
// Flow control and reset: as aes_core (cl_core_out, here without FIFO RAM). Reset
// (synchronous, active low) drops every block and clears every data, key
// and tag register at the first edge (the S-box address registers one clock
// later). When no block is in the core, its state, key, tag and S-box
// registers are cleared; the input buffer is cleared once its block has
// been taken in.
//
// Unsupported requests (in_keylen_i = 3 or not enabled by KEYLENS;
// in_decrypt_i on an ENCRYPT_ONLY core) are answered in order with an
// all-zero block; they run as an encryption with the smallest enabled key.

module aes_compact #(
  parameter int unsigned KEYLENS      = 7,    // enabled key sizes: bit 0 AES-128, 1 AES-192, 2 AES-256
  parameter int unsigned SBOX         = 0,    // S-boxes: 0 table in logic, 1 composite field, 2 block RAM
  parameter bit          ENCRYPT_ONLY = 1'b0, // no inverse cipher (decryption requests are unsupported)
  parameter int unsigned TAG_W        = 8     // user tag width, returned with the result
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low
  // Input beat.
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic [aes_pkg::BLOCK_W-1:0] in_block_i,  // big-endian block (FIPS-197 byte 0 at the top)
  input  logic [aes_pkg::KEY_W-1:0]   in_key_i,    // big-endian key, left-aligned
  input  logic [1:0]         in_keylen_i,   // 0: 128, 1: 192, 2: 256 bits
  input  logic               in_decrypt_i,  // 1: decrypt
  input  logic [TAG_W-1:0]   in_tag_i,      // returned unchanged with the result
  // Output beat.
  output logic               out_valid_o,
  input  logic               out_ready_i,
  output logic [aes_pkg::BLOCK_W-1:0] out_block_o,
  output logic [TAG_W-1:0]   out_tag_o
);

  // Output: credits for the block in the core and the next one, taken in
  // its last round, so that blocks follow each other with no gap while the
  // output is taken; with DEPTH 2 cl_core_out is two registers, with no
  // FIFO RAM (its 136-bit LUT RAM was 136 LUT4).
  localparam int unsigned DEPTH = 2;
  localparam int unsigned OUT_W = TAG_W + aes_pkg::BLOCK_W;
  // The smallest enabled key length (unsupported requests run with it).
  localparam logic [1:0] KL_ON = ((KEYLENS & 1) != 0) ? 2'd0 : ((KEYLENS & 2) != 0) ? 2'd1 : 2'd2;
  localparam logic [3:0] KL_OK = {1'b0, 3'(KEYLENS)};

  // ---------------------------------------------------------------------------
  // Elaboration-time checks (the same rules as cipherline.cores.aes_compact).
  // ---------------------------------------------------------------------------
  if (KEYLENS < 1 || KEYLENS > 7) begin : g_err_keylens
    $fatal(1, "aes_compact: KEYLENS must be a non-zero mask of 1 (AES-128), 2 (AES-192), 4 (AES-256)");
  end
  if (SBOX > 2) begin : g_err_sbox
    $fatal(1, "aes_compact: SBOX must be 0 (table in logic), 1 (composite field) or 2 (block RAM)");
  end
  if (TAG_W == 0) begin : g_err_tag
    $fatal(1, "aes_compact: TAG_W must be at least 1");
  end

  // The key length, mapped onto an enabled one (a constant when only one
  // is enabled; unsupported requests are stored with KL_ON anyway).
  function automatic logic [1:0] kl_map(logic [1:0] kl);
    if (KEYLENS == 1 || KEYLENS == 2 || KEYLENS == 4) kl_map = KL_ON;
    else if (kl == 2'd3 || ((KEYLENS >> kl) & 1) == 0) kl_map = KL_ON;
    else kl_map = kl;
  endfunction

  // Periods of the forward key expansion before a decryption's round 0.
  function automatic logic [3:0] exp_periods(logic [1:0] kl);
    exp_periods = (kl == 2'd0) ? 4'd7 : (kl == 2'd1) ? 4'd9 : 4'd10;
  endfunction

  // Rounds.
  function automatic logic [3:0] rounds(logic [1:0] kl);
    rounds = (kl == 2'd0) ? 4'd10 : (kl == 2'd1) ? 4'd12 : 4'd14;
  endfunction

  // Counter steps written out (no adders: small counters stay out of carry chains).
  function automatic logic [3:0] inc4(logic [3:0] v);
    inc4 = {v[3] ^ (&v[2:0]), v[2] ^ (&v[1:0]), v[1] ^ v[0], !v[0]};
  endfunction

  // Word index mod 6 (AES-192): +1, or +5 (-7) stepping to the next lower round key.
  function automatic logic [2:0] mod6_step(logic [2:0] v, logic back);
    logic [2:0] n;
    unique case (v)
      3'd0:    n = back ? 3'd5 : 3'd1;
      3'd1:    n = back ? 3'd0 : 3'd2;
      3'd2:    n = back ? 3'd1 : 3'd3;
      3'd3:    n = back ? 3'd2 : 3'd4;
      3'd4:    n = back ? 3'd3 : 3'd5;
      default: n = back ? 3'd4 : 3'd0;
    endcase
    mod6_step = n;
  endfunction

  // Rcon (aes_pkg::rcon) of a one-hot index 1..10 (bit i-1; the forward
  // expansion ends at index 11).
  function automatic logic [7:0] rcon_1h(logic [9:0] h);
    rcon_1h = {h[7], h[6], h[5] ^ h[9], h[4] ^ h[8] ^ h[9], h[3] ^ h[8], h[2] ^ h[9],
               h[1] ^ h[8] ^ h[9], h[0] ^ h[8]};
  endfunction

  // ---------------------------------------------------------------------------
  // Input buffer: the accepted block, until round 0 has taken it in (the key
  // words are copied before).
  // ---------------------------------------------------------------------------
  logic             in_fire, in_err, credit_ok;
  logic             ib_v_q, ib_clr;
  logic [127:0]     ib_blk_q;
  logic [255:0]     ib_key_q;
  logic [1:0]       ib_kl_q;
  logic             ib_dec_q, ib_err_q;
  logic [TAG_W-1:0] ib_tag_q;

  assign in_err = !KL_OK[in_keylen_i] || (ENCRYPT_ONLY && in_decrypt_i);

  always_ff @(posedge clk_i) begin
    if (!rst_ni || ib_clr) begin
      ib_v_q   <= 1'b0;
      ib_blk_q <= '0;
      ib_key_q <= '0;
      ib_kl_q  <= '0;
      ib_dec_q <= 1'b0;
      ib_err_q <= 1'b0;
      ib_tag_q <= '0;
    end else if (in_fire) begin
      ib_v_q   <= 1'b1;
      ib_blk_q <= in_block_i;
      ib_key_q <= in_key_i;
      ib_kl_q  <= kl_map(in_keylen_i);
      ib_dec_q <= !ENCRYPT_ONLY && in_decrypt_i && !in_err;
      ib_err_q <= in_err;
      ib_tag_q <= in_tag_i;
    end
  end

  // ---------------------------------------------------------------------------
  // Sequencer. A block's period 0 is the copy period (its first four key
  // words come in), standalone (pre_q) or overlapped with the last round of
  // the block before. Then its phases (one-hot): the forward key expansion
  // (ex_q, decryption only, E periods), round 0 (r0_q, one period) and
  // rounds 1..NR (rn_q); pc_q counts the periods of a phase from 1. sl_q is
  // the slot 0..5 in each period, one-hot; it rests at 1 while the core is
  // idle.
  // ---------------------------------------------------------------------------
  logic             pre_q, ex_q, r0_q, rn_q, done_q, rdy_q;
  logic [5:0]       sl_q;
  logic [3:0]       pc_q;
  logic [1:0]       kl_q;       // the block in its phases
  logic             dec_q, err_q;
  logic [TAG_W-1:0] tag_q;
  logic [TAG_W-1:0] otag_q;     // the finished block's tag, with its result
  logic             oerr_q;
  logic             look_d1_q, look_d2_q;
  // Key schedule position of the next word: in its round key (q_q), mod 6
  // (m6_q, AES-192), parity of its round key (u2_q, AES-256); rh_q: the
  // Rcon index of the next SubWord with RotWord, one-hot.
  logic [1:0]       q_q;
  logic [2:0]       m6_q;
  logic             u2_q;
  logic [10:0]      rh_q;

  // Decodes of the state registered one clock ahead (from the next state):
  // the input buffer selects, the diagonal taps and the round type.
  logic [3:0] ck_q, ck2_q, cb_q;
  logic       rd_q, nrd_q, inv_q, full_q, r0clr_q, lo_q, hi_q;
  logic [1:0] e7_q, e3_q, e1_q, e5_q;  // rows 1 (bit 0) and 3 (bit 1)

  logic [1:0] kl;
  logic       act_q, dec, s0, s5;
  logic       ph_exp, ph_r0, last_per, cp, idle, exp_last, rd, full;
  assign act_q     = ex_q || r0_q || rn_q;
  assign kl        = kl_map(kl_q);
  assign dec       = !ENCRYPT_ONLY && dec_q;
  assign s0        = sl_q[0];
  assign s5        = sl_q[5];
  assign ph_exp    = ex_q;
  assign ph_r0     = r0_q;
  assign last_per  = rn_q && pc_q == rounds(kl);
  assign cp        = pre_q || last_per;            // key copies for the next block
  assign idle      = !act_q && !pre_q;
  assign exp_last  = ex_q && pc_q == exp_periods(kl);
  assign rd        = rd_q;                         // diagonal look-ups, slots 0..3
  assign full      = full_q;                       // a round with (Inv)MixColumns

  // Key-schedule control, registered (computed from the next state below):
  // a new word (k_gen) copied or from the recurrence (forwards or backwards,
  // with the SubWord k_sub, RotWord k_rot), a SubWord look-up (k_look) and
  // its address (aes_compact_key).
  logic       k_gen, k_bwd, k_reemit, k_sub, k_rot, k_look;  // registers
  logic       k_la, k_bla, k_r2, k_ib5, k_copy;
  assign k_copy = |{ck_q, ck2_q};  // a key word is copied from the input buffer

  // Input buffer words into the datapath, selected one-hot (zero when none
  // is): key words 0..3 in the copy period and 4..7 in period 1 (slots
  // 2..5), block column 0..3 in round 0 (slots 2..5).
  logic [3:0] ck, ck2, cb;
  assign ck  = ck_q;
  assign ck2 = ck2_q;
  assign cb  = cb_q;

  logic [31:0] pa, pb;    // key word to copy, in two parts
  logic [31:0] p0b, p1b;  // block column of round 0, in two parts
  aes_compact_lut #(.W(32), .TT(16'hF888)) u_p0k (
    .a_i({32{ck[0]}}), .b_i(ib_key_q[255:224]), .c_i({32{ck[1]}}), .d_i(ib_key_q[223:192]), .y_o(pa)
  );
  aes_compact_lut #(.W(32), .TT(16'hF888)) u_p1k (
    .a_i({32{ck[2]}}), .b_i(ib_key_q[191:160]), .c_i({32{ck[3]}}), .d_i(ib_key_q[159:128]), .y_o(pb)
  );
  logic [31:0] pa_w, pb_w;
  if (KEYLENS > 1) begin : g_copy_wide
    // Key words 4..7 (AES-192/256).
    logic [31:0] p2k, p3k;
    aes_compact_lut #(.W(32), .TT(16'hF888)) u_p2k (
      .a_i({32{ck2[0]}}), .b_i(ib_key_q[127:96]), .c_i({32{ck2[1]}}), .d_i(ib_key_q[95:64]), .y_o(p2k)
    );
    aes_compact_lut #(.W(32), .TT(16'hF888)) u_p3k (
      .a_i({32{ck2[2]}}), .b_i(ib_key_q[63:32]), .c_i({32{ck2[3]}}), .d_i(ib_key_q[31:0]), .y_o(p3k)
    );
    assign pa_w = pa | p2k;
    assign pb_w = pb | p3k;
  end else begin : g_copy_128
    assign pa_w = pa;
    assign pb_w = pb;
    logic unused_ck2;
    assign unused_ck2 = ^{ck2, ib_key_q[127:0]};
  end
  aes_compact_lut #(.W(32), .TT(16'hF888)) u_p0b (
    .a_i({32{cb[0]}}), .b_i(ib_blk_q[127:96]), .c_i({32{cb[1]}}), .d_i(ib_blk_q[95:64]), .y_o(p0b)
  );
  aes_compact_lut #(.W(32), .TT(16'hF888)) u_p1b (
    .a_i({32{cb[2]}}), .b_i(ib_blk_q[63:32]), .c_i({32{cb[3]}}), .d_i(ib_blk_q[31:0]), .y_o(p1b)
  );

  // ---------------------------------------------------------------------------
  // Key schedule.
  // ---------------------------------------------------------------------------
  logic [31:0] sb, rk, kaddr;

  aes_compact_key #(.KEYLENS(KEYLENS), .ENCRYPT_ONLY(ENCRYPT_ONLY)) u_key (
    .clk_i,
    .clr_i   (!rst_ni || idle),
    .kl_i    (kl),
    .gen_i   (k_gen),
    .copy_i  (k_copy),
    .pa_i    (pa_w),
    .pb_i    (pb_w),
    .bwd_i   (k_bwd),
    .reemit_i(k_reemit),
    .sub_i   (k_sub),
    .rot_i   (k_rot),
    .rcon_i  (rcon_1h(rh_q[9:0])),
    .q_i     (q_q),
    .tcap_i  (look_d2_q),
    .sb_i    (sb),
    .la_i    (k_la),
    .bla_i   (k_bla),
    .r2_i    (k_r2),
    .ib5sel_i(k_ib5),
    .ib5_i   (ib_key_q[95:64]),
    .rk_o    (rk),
    .addr_o  (kaddr)
  );

  // ---------------------------------------------------------------------------
  // State and S-box addresses. Row r of the state is a byte shift register
  // row_q[r][1..7] that takes byte r of every column written (and whatever
  // else is on that bus) on every clock: row_q[r][d] is the byte of d clocks
  // ago. Column j of a round is written in slot 2+j, so in slot k of the
  // next round column j's byte is at d = 4+k-j, and at the end of the last
  // round (slot 0 after it) column j is at d = 4-j. Diagonal k reads column
  // k+r (decryption: k-r), i.e. a fixed tap per row, or two:
  //   row 0: d 4;  row 2: d 2 (slots 0, 1) or 6;
  //   row 1: d 3 (slots 0..2) or 7, decryption d 1 (slot 0) or 5;
  //   row 3: d 1 (slot 0) or 5, decryption d 3 (slots 0..2) or 7.
  // ---------------------------------------------------------------------------
  logic [3:0][7:1][7:0] row_q;
  logic [3:0][8:0]      addr;   // S-box r's address {inv, x}
  logic [31:0]          col;    // the column written this clock (the bus)
  logic                 nrd;
  assign nrd = nrd_q;

  // The taps, selected one-hot (with rd): row r's address byte is
  // (s_a & tap_a) | (s_b & tap_b) [| (s_c & tap_c) | (s_d & tap_d)] | (!rd & key).
  for (genvar r = 0; r < 4; r++) begin : g_row
    logic [7:0] xb, kb;
    assign kb = kaddr[31 - 8 * r -: 8];
    if (r == 0) begin : g_r0
      aes_compact_lut #(.W(8), .TT(16'hCACA)) u_a (
        .a_i(kb), .b_i(row_q[0][4]), .c_i({8{rd}}), .d_i(8'h0), .y_o(xb)
      );
    end else if (r == 2) begin : g_r2
      logic [7:0] q;
      aes_compact_lut #(.W(8), .TT(16'hF888)) u_q (
        .a_i({8{lo_q}}), .b_i(row_q[2][2]), .c_i({8{hi_q}}), .d_i(row_q[2][6]), .y_o(q)
      );
      aes_compact_lut #(.W(8), .TT(16'hFEEE)) u_a (
        .a_i(q), .b_i(8'h0), .c_i(kb), .d_i({8{nrd}}), .y_o(xb)
      );
    end else begin : g_r13
      // Row 1 encrypting / row 3 decrypting: d 7 in slot 3, else d 3;
      // row 3 encrypting / row 1 decrypting: d 1 in slot 0, else d 5.
      logic       e7, e3, e1, e5;
      logic [7:0] q7, q1;
      assign e7 = e7_q[r / 2];
      assign e3 = e3_q[r / 2];
      assign e1 = e1_q[r / 2];
      assign e5 = e5_q[r / 2];
      if (!ENCRYPT_ONLY || r == 1) begin : g_q7
        aes_compact_lut #(.W(8), .TT(16'hF888)) u_q7 (
          .a_i({8{e7}}), .b_i(row_q[r][7]), .c_i({8{e3}}), .d_i(row_q[r][3]), .y_o(q7)
        );
      end else begin : g_no_q7
        assign q7 = '0;
        logic unused_q7;
        assign unused_q7 = ^{e7, e3};
      end
      if (!ENCRYPT_ONLY || r == 3) begin : g_q1
        aes_compact_lut #(.W(8), .TT(16'hF888)) u_q1 (
          .a_i({8{e1}}), .b_i(row_q[r][1]), .c_i({8{e5}}), .d_i(row_q[r][5]), .y_o(q1)
        );
      end else begin : g_no_q1
        assign q1 = '0;
        logic unused_q1;
        assign unused_q1 = ^{e1, e5};
      end
      aes_compact_lut #(.W(8), .TT(16'hFEEE)) u_a (
        .a_i(q7), .b_i(q1), .c_i(kb), .d_i({8{nrd}}), .y_o(xb)
      );
    end
    assign addr[r] = {inv_q, xb};

    always_ff @(posedge clk_i) begin
      if (!rst_ni || idle) begin
        row_q[r] <= '0;
      end else begin
        row_q[r][1] <= col[31 - 8 * r -: 8];
        for (int d = 2; d <= 7; d++) row_q[r][d] <= row_q[r][d-1];
      end
    end
  end

  // The S-boxes. Their outputs are cleared for round 0's column writes
  // (slots 2..5), which add the block's columns instead (no look-up has
  // its result there).
  logic sb_clr;
  assign sb_clr = !rst_ni || idle || r0clr_q;
  aes_compact_sbox #(.SBOX(SBOX), .INVERSE(!ENCRYPT_ONLY)) u_sbox01 (
    .clk_i, .clr_i(sb_clr),
    .a_i(addr[0]), .b_i(addr[1]), .a_o(sb[31:24]), .b_o(sb[23:16])
  );
  aes_compact_sbox #(.SBOX(SBOX), .INVERSE(!ENCRYPT_ONLY)) u_sbox23 (
    .clk_i, .clr_i(sb_clr),
    .a_i(addr[2]), .b_i(addr[3]), .a_o(sb[15:8]), .b_o(sb[7:0])
  );

  // The column of the round, from the S-box outputs sb of diagonal slot-2
  // (bytes a0..a3) and the round-key word rk:
  //   u   = sb ^ rk (round 0: block column ^ rk, sb being zero)
  //   encryption, full round: MixColumns(sb) ^ rk = u ^ t ^ xt, with
  //     t = a0 ^ a1 ^ a2 ^ a3 and xt_i = xtime(a_i ^ a_i+1)
  //     (MixColumns(a)_i = a_i ^ t ^ xt_i);
  //   decryption, full round: InvMixColumns(u) = MixColumns(z), z = u ^ x4
  //     (aes_pkg::pre_inv_mix: x4_i = 04 * (u_i ^ u_i+2)), = z ^ t ^ xt over z;
  //   last round and round 0: u.
  // col = u ^ (full & (tt ^ xt)), t and xt over z = dec ? u ^ x4 : sb and
  // tt = t ^ (dec & x4).
  logic [31:0] u, mz, xt, tt;
  logic [7:0]  t;
  aes_compact_lut #(.W(32), .TT(16'h6996)) u_u (
    .a_i(p0b), .b_i(p1b), .c_i(sb), .d_i(rk), .y_o(u)
  );
  aes_compact_lut #(.W(8), .TT(16'h6996)) u_t (
    .a_i(mz[31:24]), .b_i(mz[23:16]), .c_i(mz[15:8]), .d_i(mz[7:0]), .y_o(t)
  );
  if (ENCRYPT_ONLY) begin : g_mix_enc
    assign mz = sb;
    assign tt = {t, t, t, t};
  end else begin : g_mix_dec
    // w = u0 ^ u2 and u1 ^ u3 (from sb and rk), x4 = xtime(xtime(w)):
    // pre_inv_mix adds x4[15:8] to bytes 0, 2 and x4[7:0] to bytes 1, 3.
    logic [15:0] w, x4, t2;
    aes_compact_lut #(.W(16), .TT(16'h6996)) u_w (
      .a_i(sb[31:16]), .b_i(rk[31:16]), .c_i(sb[15:0]), .d_i(rk[15:0]), .y_o(w)
    );
    assign x4 = {aes_pkg::xtime(aes_pkg::xtime(w[15:8])), aes_pkg::xtime(aes_pkg::xtime(w[7:0]))};
    aes_compact_lut #(.W(32), .TT(16'h3CAA)) u_z (
      .a_i(sb), .b_i(u), .c_i({x4, x4}), .d_i({32{dec}}), .y_o(mz)
    );
    // t ^ x4 of the byte's pair, decrypting (in a full round x4 is added
    // to u, below t; t over z is t over u, x4 cancelling).
    aes_compact_lut #(.W(16), .TT(16'h6A6A)) u_tt (
      .a_i({t, t}), .b_i({16{dec}}), .c_i(x4), .d_i(16'h0), .y_o(t2)
    );
    assign tt = {t2, t2};
  end
  // xt over mz (bytes m0..m3).
  for (genvar i = 0; i < 4; i++) begin : g_xt
    // xtime(m_i ^ m_i+1): bit 0 = v7, bits 1, 3, 4 = v(b-1) ^ v7, else v(b-1).
    logic [7:0] mi, mj, xa, xb, xc, xd;
    assign mi = mz[31 - 8 * i -: 8];
    assign mj = mz[31 - 8 * ((i + 1) % 4) -: 8];
    assign xa = {mi[6:0], mi[7]};
    assign xb = {mj[6:0], mj[7]};
    assign xc = {3'b000, mi[7], mi[7], 1'b0, mi[7], 1'b0};
    assign xd = {3'b000, mj[7], mj[7], 1'b0, mj[7], 1'b0};
    aes_compact_lut #(.W(8), .TT(16'h6996)) u_xt (
      .a_i(xa), .b_i(xb), .c_i(xc), .d_i(xd), .y_o(xt[31 - 8 * i -: 8])
    );
  end
  aes_compact_lut #(.W(32), .TT(16'hA66A)) u_col (
    .a_i(u), .b_i({32{full}}), .c_i(tt), .d_i(xt), .y_o(col)
  );

  // ---------------------------------------------------------------------------
  // Sequencer registers.
  // ---------------------------------------------------------------------------
  logic       pre_d, ex_d, r0_d, rn_d, rdy_d, fin, back;
  logic [5:0] sl_d;
  logic [3:0] pc_d;

  assign fin  = last_per && s5;                    // the last round's last clock
  assign back = dec && k_gen && s5 && (exp_last || !ph_exp);  // next word: a round key lower

  always_comb begin
    pre_d = pre_q;
    ex_d  = ex_q;
    r0_d  = r0_q;
    rn_d  = rn_q;
    pc_d  = pc_q;
    sl_d  = {sl_q[4:0], sl_q[5]};
    if (idle) begin
      sl_d = in_fire ? 6'b000100 : 6'b000010;
      if (in_fire) pre_d = 1'b1;
    end else if (s5) begin
      pc_d = 4'd1;
      if (cp) begin
        pre_d = 1'b0;
        ex_d  = ib_v_q && ib_dec_q;
        r0_d  = ib_v_q && !ib_dec_q;
        rn_d  = 1'b0;
        if (!ib_v_q) sl_d = 6'b000010;
      end else if ((ex_q && !exp_last) || rn_q) begin
        pc_d = inc4(pc_q);
      end else begin
        // The last expansion period, or round 0: on to the next phase.
        ex_d = 1'b0;
        r0_d = ex_q;
        rn_d = r0_q;
      end
    end
    // in_ready_o: the core is idle, or slot 1 of the last round comes next.
    rdy_d = !(ib_v_q || in_fire) && ((!(ex_d || r0_d || rn_d) && !pre_d) || (last_per && s0));
  end

  // The key schedule's position after this clock.
  logic [1:0] q_d;
  logic [2:0] m6_d;
  logic       u2_d;
  always_comb begin
    q_d  = q_q;
    m6_d = m6_q;
    u2_d = u2_q;
    if (idle) begin
      q_d  = '0;
      m6_d = '0;
      u2_d = 1'b0;
    end else if (cp && s5) begin
      q_d  = 2'd0;  // word 4: position 0 of round key 1,
      m6_d = 3'd4;  // 4 mod 6,
      u2_d = 1'b1;  // round key 1 (odd)
    end else if (k_gen) begin
      q_d  = {q_q[1] ^ q_q[0], !q_q[0]};
      m6_d = mod6_step(m6_q, back);
      u2_d = u2_q ^ (q_q == 2'd3);
    end
  end

  // The registered decodes, from the next state.
  logic [1:0] kl_d;
  logic       dec_d, last_d, cp_d, first_d, xlast_d, rd_d, copy_d, s_ge2_d, la_d;
  logic [3:0] wide_d;  // slots 2..5 of period 1 copying key words 4..7 (AES-192: 4..5)
  always_comb begin
    kl_d    = (cp && s5) ? kl_map(ib_kl_q) : kl;
    dec_d   = !ENCRYPT_ONLY && ((cp && s5) ? ib_dec_q : dec_q);
    last_d  = rn_d && pc_d == rounds(kl_d);
    cp_d    = pre_d || last_d;
    first_d = pc_d == 4'd1 && (dec_d ? ex_d : r0_d) && !cp_d;
    xlast_d = ex_d && pc_d == exp_periods(kl_d);
    rd_d    = rn_d && !(sl_d[4] || sl_d[5]);
    s_ge2_d = !(sl_d[0] || sl_d[1]);
    wide_d  = '0;
    if (first_d && kl_d == 2'd2) wide_d = 4'b1111;
    if (first_d && kl_d == 2'd1) wide_d = 4'b0011;
    copy_d  = |((cp_d ? sl_d[5:2] : 4'd0) | (sl_d[5:2] & wide_d));
    // The SubWord looked up is for the third word after the new one.
    la_d    = (kl_d == 2'd1) ? m6_d == 3'd3 : q_d == 2'd1;
  end

  logic k_gen_d, k_bwd_d, k_reemit_d, k_look_d, k_la_d, k_bla_d, k_r2_d, k_ib5_d;
  always_comb begin
    k_gen_d    = 1'b0;
    k_bwd_d    = 1'b0;
    k_reemit_d = 1'b0;
    k_look_d   = 1'b0;
    k_la_d     = 1'b0;
    k_bla_d    = 1'b0;
    k_r2_d     = 1'b0;
    k_ib5_d    = 1'b0;
    if (cp_d) begin
      // Key words 0..3 of the block in the input buffer (zeros if none);
      // the SubWord of word 3 for AES-128's word 4 (AES-192 encryption:
      // of key word 5, for word 6).
      k_gen_d  = s_ge2_d;
      k_look_d = sl_d[5];
      k_ib5_d  = sl_d[5] && kl_map(ib_kl_q) == 2'd1 && !ib_dec_q;
    end else if (ex_d || r0_d || rn_d) begin
      if (!dec_d) begin
        // Encryption: one word per clock in slots 2..5 (key words 4..5 or
        // 4..7 in the first period), one look-up in slot 5 (ahead when its
        // SubWord is for the third word after: AES-192).
        k_gen_d  = s_ge2_d;
        k_look_d = sl_d[5];
        k_la_d   = !copy_d && la_d;
      end else if (ex_d) begin
        // Decryption, forward expansion: key words 4..5 or 4..7 (period 1,
        // AES-192/256), then one word per clock from slot 2 of period 1
        // (AES-128) or 2, ending in slot 5 of period E.
        if (first_d)                         k_gen_d = s_ge2_d && (kl_d != 2'd1 || sl_d[2] || sl_d[3]);
        else if (pc_d == 4'd2 && kl_d != 2'd0) k_gen_d = s_ge2_d;
        else                                 k_gen_d = 1'b1;
        k_bla_d  = kl_d == 2'd0 && xlast_d && sl_d[5];
        k_la_d   = !copy_d && !k_bla_d;
        k_look_d = k_gen_d && ((first_d && ((kl_d == 2'd1 && sl_d[3]) || (kl_d == 2'd2 && sl_d[5])))
                               || (!copy_d && la_d) || k_bla_d);
      end else begin
        // Decryption rounds: the schedule backwards (AES-192/256 start by
        // re-emitting round key NR-1 from the register).
        k_gen_d    = s_ge2_d;
        k_bwd_d    = 1'b1;
        k_reemit_d = kl_d != 2'd0 && r0_d;
        k_look_d   = sl_d[5];
        k_bla_d    = kl_d == 2'd0;
        k_r2_d     = kl_d == 2'd1 && m6_d == 3'd1;
      end
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      ck_q    <= '0;
      ck2_q   <= '0;
      cb_q    <= '0;
      rd_q    <= 1'b0;
      nrd_q   <= 1'b1;
      inv_q   <= 1'b0;
      full_q  <= 1'b0;
      r0clr_q <= 1'b0;
      lo_q    <= 1'b0;
      hi_q    <= 1'b0;
      e7_q    <= '0;
      e3_q    <= '0;
      e1_q    <= '0;
      e5_q    <= '0;
      k_gen   <= 1'b0;
      k_bwd   <= 1'b0;
      k_reemit <= 1'b0;
      k_sub   <= 1'b0;
      k_rot   <= 1'b0;
      k_look  <= 1'b0;
      k_la    <= 1'b0;
      k_bla   <= 1'b0;
      k_r2    <= 1'b0;
      k_ib5   <= 1'b0;
    end else begin
      k_gen   <= k_gen_d;
      k_bwd   <= k_bwd_d;
      k_reemit <= k_reemit_d;
      k_sub   <= k_gen_d && !copy_d && !k_reemit_d && ((kl_d == 2'd1) ? m6_d == 3'd0 : q_d == 2'd0);
      k_rot   <= kl_d != 2'd2 || !u2_d;
      k_look  <= k_look_d;
      k_la    <= k_la_d;
      k_bla   <= k_bla_d;
      k_r2    <= k_r2_d;
      k_ib5   <= k_ib5_d;
      ck_q    <= cp_d ? sl_d[5:2] : 4'd0;
      ck2_q   <= sl_d[5:2] & wide_d;
      cb_q    <= r0_d ? sl_d[5:2] : 4'd0;
      rd_q    <= rd_d;
      nrd_q   <= !rd_d;
      inv_q   <= rd_d && dec_d;
      full_q  <= rn_d && !last_d;
      r0clr_q <= r0_d && !(sl_d[0] || sl_d[5]);
      lo_q    <= rd_d && !(sl_d[2] || sl_d[3]);
      hi_q    <= rd_d && (sl_d[2] || sl_d[3]);
      // Row 1 (bit 0) taps d 7/3 encrypting and 1/5 decrypting; row 3 (bit 1) the reverse.
      e7_q <= {rd_d && dec_d, rd_d && !dec_d} & {2{sl_d[3]}};
      e3_q <= {rd_d && dec_d, rd_d && !dec_d} & {2{!sl_d[3]}};
      e1_q <= {rd_d && !dec_d, rd_d && dec_d} & {2{sl_d[0]}};
      e5_q <= {rd_d && !dec_d, rd_d && dec_d} & {2{!sl_d[0]}};
    end
  end

  assign ib_clr = ph_r0 && s5;  // round 0 has taken the block in

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      pre_q     <= 1'b0;
      ex_q      <= 1'b0;
      r0_q      <= 1'b0;
      rn_q      <= 1'b0;
      done_q    <= 1'b0;
      rdy_q     <= 1'b0;
      sl_q      <= 6'b000010;
      pc_q      <= '0;
      look_d1_q <= 1'b0;
      look_d2_q <= 1'b0;
    end else begin
      pre_q     <= pre_d;
      ex_q      <= ex_d;
      r0_q      <= r0_d;
      rn_q      <= rn_d;
      done_q    <= fin;
      rdy_q     <= rdy_d;
      sl_q      <= sl_d;
      pc_q      <= pc_d;
      look_d1_q <= k_look;
      look_d2_q <= look_d1_q;
    end
  end

  // The block's fields and key-schedule position: loaded at the end of its
  // period 0, cleared when the core goes idle.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || idle) begin
      kl_q  <= '0;
      dec_q <= 1'b0;
      err_q <= 1'b0;
      tag_q <= '0;
    end else if (cp && s5) begin
      kl_q  <= ib_kl_q;
      dec_q <= ib_dec_q;
      err_q <= ib_err_q;
      tag_q <= ib_tag_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      q_q  <= '0;
      m6_q <= '0;
      u2_q <= 1'b0;
    end else begin
      q_q  <= q_d;
      m6_q <= m6_d;
      u2_q <= u2_d;
    end
  end

  // Rcon index: 1 at the start of a block; after a SubWord with RotWord the
  // next one (backwards the one before); after the forward expansion's
  // last word the index of the first backward SubWord. A bank per bit
  // (ld ? bit 0 : up ? left : right) and an enable.
  logic        rh_ld, rh_up, rh_en;
  logic [10:0] rh_d;
  assign rh_ld = cp && s5;
  assign rh_up = !(k_bwd || back);
  assign rh_en = rh_ld || (k_gen && ((k_sub && k_rot) || (back && !k_bwd)));
  aes_compact_lut #(.W(1), .TT(16'hFFAC)) u_rh0 (
    .a_i(1'b0), .b_i(rh_q[1]), .c_i(rh_up), .d_i(rh_ld), .y_o(rh_d[0])
  );
  aes_compact_lut #(.W(10), .TT(16'h00AC)) u_rh (
    .a_i(rh_q[9:0]), .b_i({1'b0, rh_q[10:2]}), .c_i({10{rh_up}}), .d_i({10{rh_ld}}),
    .y_o(rh_d[10:1])
  );
  always_ff @(posedge clk_i) begin
    if (!rst_ni || idle) begin
      rh_q <= '0;
    end else if (rh_en) begin
      rh_q <= rh_d;
    end
  end

  // The finished block's tag and error flag, for one clock with its result.
  always_ff @(posedge clk_i) begin
    if (!rst_ni || !fin) begin
      otag_q <= '0;
      oerr_q <= 1'b0;
    end else begin
      otag_q <= tag_q;
      oerr_q <= err_q;
    end
  end

  // ---------------------------------------------------------------------------
  // Output register, FIFO and credits.
  // ---------------------------------------------------------------------------
  logic [127:0] result;  // column j of the state is at d = 4-j in every row
  for (genvar j = 0; j < 4; j++) begin : g_res
    assign result[127 - 32 * j -: 32] = {row_q[0][4 - j], row_q[1][4 - j], row_q[2][4 - j], row_q[3][4 - j]};
  end

  assign in_ready_o = rdy_q && credit_ok;
  assign in_fire    = in_valid_i && in_ready_o;

  cl_core_out #(
    .WIDTH(OUT_W),
    .DEPTH(DEPTH),
    .ZERO_W(aes_pkg::BLOCK_W)
  ) u_out (
    .clk_i,
    .rst_ni,
    .res_valid_i(done_q),
    .res_data_i ({otag_q, result}),
    .res_zero_i (oerr_q),  // an unsupported request: an all-zero block
    .in_fire_i  (in_fire),
    .credit_ok_o(credit_ok),
    .out_valid_o,
    .out_ready_i,
    .out_data_o ({out_tag_o, out_block_o})
  );

endmodule
