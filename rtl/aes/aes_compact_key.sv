// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_compact_key: the word-serial key schedule of aes_compact.
//
// The key schedule is a stream of 32-bit words, one new word per gen_i
// clock, shifted into a register of the last NW words: r[d] is the word
// generated d gens ago (r[1] the newest). The new word is a cipher key word
// (copy_i: pa_i | pb_i, selected from the input buffer by aes_compact) or a
// recurrence on fixed taps:
//
//   forwards  w[i] = w[i-Nk] ^ f(w[i-1]):   r[Nk] ^ (sub_i ? T : r[1])
//   backwards w[j] = w[j+Nk] ^ f(w[j+Nk-1]), round keys in descending
//             order, the words of one round key in ascending order (the
//             order the columns use them):
//               AES-128: r[4] ^ (sub_i ? T : r[5])
//               AES-192: A ^ (sub_i ? T : B), A = r[2] (q <= 1) or r[10],
//                        B = r[3] (q <= 2) or r[11] (q_i: position in the round key)
//               AES-256: r[8] ^ (sub_i ? T : r[9])
//   reemit_i  r[8]: the first backward round key of AES-192/256, which the
//             forward stream has already produced (round key NR-1 lies
//             inside the last Nk words).
//
// T is the SubWord word: the four S-box outputs of a look-up, captured in
// t_q (tcap_i, two clocks after the look-up), with RotWord and Rcon
// (aes_pkg::key_sub_word; applied on capture, or on use when AES-256, whose
// SubWords alternate with and without RotWord, is enabled). The look-up
// address (addr_o) is the new word, or a word the stream has not produced
// yet, computed ahead from the taps:
//   la_i:  new ^ r[Nk-2] ^ r[Nk-1] = w[i+2] when the new word is w[i]
//          (forward; the SubWord of w[i+3] is then ready three gens later);
//   bla_i: new ^ r[1]: AES-128 backwards, w[j-1] of the next round key;
//   r2_i:  r[2] (AES-192 backwards); ib5_i: key word 5 (AES-192, set by
//          aes_compact before the block's first round key is complete).
// The round-key word the datapath consumes is r[4]: the stream runs one
// round key ahead of the columns.
//
// The datapath is written in stages of at most four inputs per bit
// (aes_compact_lut banks). clr_i (reset, or no block in the core) clears
// every register.

module aes_compact_key #(
  parameter int unsigned KEYLENS      = 7,    // enabled key lengths (aes_compact)
  parameter bit          ENCRYPT_ONLY = 1'b0  // no backward schedule
) (
  input  logic        clk_i,
  input  logic        clr_i,     // synchronous clear of every register
  input  logic [1:0]  kl_i,      // key length code of the stream (an enabled one)
  input  logic        gen_i,     // shift the new word in
  input  logic        copy_i,    // the new word is pa_i | pb_i
  input  logic [31:0] pa_i,      // cipher key word to copy, in two parts
  input  logic [31:0] pb_i,      // (zero when not copying)
  input  logic        bwd_i,     // backward recurrence
  input  logic        reemit_i,  // the new word is r[8]
  input  logic        sub_i,     // the recurrence uses T
  input  logic        rot_i,     // T with RotWord and Rcon
  input  logic [7:0]  rcon_i,    // Rcon byte (with rot_i)
  input  logic [1:0]  q_i,       // position of the new word in its round key
  input  logic        tcap_i,    // capture sb_i as the SubWord outputs
  input  logic [31:0] sb_i,      // S-box outputs, byte r from S-box r
  input  logic        la_i,      // look-up address ahead (forward)
  input  logic        bla_i,     // look-up address ahead (AES-128 backward)
  input  logic        r2_i,      // look-up address r[2] (AES-192 backward)
  input  logic        ib5sel_i,  // look-up address ib5_i (AES-192)
  input  logic [31:0] ib5_i,     // key word 5 of the input buffer
  output logic [31:0] rk_o,      // round-key word used by the columns now
  output logic [31:0] addr_o     // SubWord look-up address
);

  // Words kept: AES-192 backwards reaches r[11], AES-256 r[9], AES-128 r[5].
  localparam int unsigned NW = 11;
  localparam bit HAS192 = ((KEYLENS >> 1) & 1) == 1;
  localparam bit HAS256 = ((KEYLENS >> 2) & 1) == 1;
  // Look-ups ahead: the forward expansion of decryption, and AES-192's
  // SubWords in the middle of a round key; backwards AES-128.
  localparam bit USE_LA  = !ENCRYPT_ONLY || HAS192;
  localparam bit USE_BLA = !ENCRYPT_ONLY && (KEYLENS & 1) == 1;
  // The key length, mapped onto an enabled one (aes_compact sends enabled
  // lengths only): a constant when one length is enabled.
  localparam logic [1:0] KL_ON = ((KEYLENS & 1) != 0) ? 2'd0 : HAS192 ? 2'd1 : 2'd2;
  localparam bit         ONE_KL = KEYLENS == 1 || KEYLENS == 2 || KEYLENS == 4;

  logic [NW:1][31:0] r_q;
  logic [31:0]       t_q, t_w, a_w, b_w, lx, ly, g, nw;
  logic [1:0]        ksel;

  always_comb begin
    ksel = kl_i;
    if (ONE_KL || kl_i == 2'd3 || ((KEYLENS >> kl_i) & 1) == 0) ksel = KL_ON;
  end

  // SubWord outputs, RotWord and Rcon: on capture (the Rcon register does not
  // change between a look-up and the word that uses it), or on use (AES-256).
  always_ff @(posedge clk_i) begin
    if (clr_i) begin
      t_q <= '0;
    end else if (tcap_i) begin
      t_q <= HAS256 ? sb_i : aes_pkg::key_sub_word(sb_i, 1'b1, rcon_i);
    end
  end
  assign t_w = HAS256 ? aes_pkg::key_sub_word(t_q, rot_i, rot_i ? rcon_i : 8'h00) : t_q;

  // The recurrence's taps: A ^ (sub ? T : B), and the look-ahead pair.
  always_comb begin
    a_w = r_q[4];
    b_w = r_q[1];
    lx  = r_q[2];
    ly  = r_q[3];
    unique case (ksel)
      2'd1: begin
        a_w = r_q[6];
        lx  = r_q[4];
        ly  = r_q[5];
        if (!ENCRYPT_ONLY && bwd_i) begin
          a_w = (q_i <= 2'd1) ? r_q[2] : r_q[10];
          b_w = (q_i <= 2'd2) ? r_q[3] : r_q[11];
        end
      end
      2'd2: begin
        a_w = r_q[8];
        lx  = r_q[6];
        ly  = r_q[7];
        if (!ENCRYPT_ONLY && bwd_i) b_w = r_q[9];
      end
      default: begin
        if (!ENCRYPT_ONLY && bwd_i) b_w = r_q[5];
      end
    endcase
    if (!ENCRYPT_ONLY && (HAS192 || HAS256) && reemit_i) begin
      a_w = r_q[8];
      b_w = '0;
    end
  end

  // g = A ^ (sub ? T : B); the new word nw = copy word | (!copy & g).
  aes_compact_lut #(.W(32), .TT(16'h56A6)) u_g (
    .a_i(a_w), .b_i(b_w), .c_i({32{sub_i}}), .d_i(t_w), .y_o(g)
  );
  aes_compact_lut #(.W(32), .TT(16'hFEEE)) u_nw (
    .a_i(pa_i), .b_i(pb_i), .c_i(g), .d_i({32{!copy_i}}), .y_o(nw)
  );

  // Look-up address: nw ^ (la & (lx ^ ly)) ^ (bla & r[1]), or r[2] / ib5.
  logic [31:0] v, ka;
  if (USE_LA) begin : g_la
    aes_compact_lut #(.W(32), .TT(16'h2828)) u_v (
      .a_i({32{la_i}}), .b_i(lx), .c_i(ly), .d_i(32'h0), .y_o(v)
    );
  end else begin : g_no_la
    assign v = '0;
    logic unused_la;
    assign unused_la = ^{la_i, lx, ly};
  end
  if (USE_LA && USE_BLA) begin : g_ka_both
    aes_compact_lut #(.W(32), .TT(16'h9666)) u_ka (
      .a_i(nw), .b_i(v), .c_i(r_q[1]), .d_i({32{bla_i}}), .y_o(ka)
    );
  end else if (USE_LA) begin : g_ka_la
    assign ka = nw ^ v;
    logic unused_bla;
    assign unused_bla = bla_i;
  end else begin : g_ka_new
    assign ka = nw;
    logic unused_bla;
    assign unused_bla = ^{bla_i, v};
  end
  if (HAS192) begin : g_addr192
    assign addr_o = ib5sel_i ? ib5_i : (!ENCRYPT_ONLY && r2_i) ? r_q[2] : ka;
  end else begin : g_addr
    assign addr_o = ka;
    logic unused_192;
    assign unused_192 = ^{r2_i, ib5sel_i, ib5_i};
  end

  always_ff @(posedge clk_i) begin
    if (clr_i) begin
      r_q <= '0;
    end else if (gen_i) begin
      r_q[1] <= nw;
      for (int unsigned d = 2; d <= NW; d++) r_q[d] <= r_q[d-1];
    end
  end

  assign rk_o = r_q[4];

  logic unused;
  assign unused = ^{q_i, rot_i, rcon_i};

endmodule
