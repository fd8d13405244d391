// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_pkg: AES (FIPS-197) constants and the linear parts of the round and of
// the key schedule, as pure functions. The S-boxes are aes_sbox instances.
//
// Byte order is FIPS-197's, big-endian: byte 0 of a block (in[0], state
// s[0,0]) is bits [127:120], so int.from_bytes(block, "big") is the port
// value. Column c of the state is the 32-bit word [127-32c -: 32], and a
// word's byte 0 is its top byte. The key port is 256 bits, left-aligned: key
// word i is [255-32i -: 32]; a 128-bit key occupies [255:128].
//
// Key schedule windows. Key expansion words w[0..4*NR+3] are computed four
// per round, on the fly, in an 8-word window (slot i at [32*i +: 32]):
//  - forward window F_p = w[4p-4 .. 4p+3]: after round p of encryption; its
//    slots 4..7 are round key p. F_0 holds key words K4..K7 in slots 0..3
//    (the words beyond Nk are zero) and K0..K3 in slots 4..7.
//  - backward window B_m = w[4m .. 4m+7]: round keys m (slots 0..3) and m+1
//    (slots 4..7). F_NR = B_{NR-1}, so a decryption starts from the forward
//    window after NR steps.
// aes_key_step advances F_{p-1} -> F_p (forward, round p) or B_m -> B_{m-1}
// (backward). Each step needs at most one SubWord (four S-boxes):
// key_info_const() says where (aes_key_info tabulates it per stage).

package aes_pkg;

  localparam int unsigned BLOCK_W = 128;
  localparam int unsigned KEY_W   = 256;
  // in_keylen_i codes (2'd1: AES-192).
  localparam logic [1:0] KL_128 = 2'd0;
  localparam logic [1:0] KL_256 = 2'd2;

  // Rounds and key words of a key-length code.
  function automatic int unsigned nr(logic [1:0] kl);
    nr = 32'd10 + 32'd2 * 32'(kl);
  endfunction

  function automatic int unsigned nk(logic [1:0] kl);
    nk = 32'd4 + 32'd2 * 32'(kl);
  endfunction

  // Largest round count of a KEYLENS mask (bit 0: 128, bit 1: 192, bit 2: 256).
  function automatic int unsigned nr_max(int unsigned keylens);
    nr_max = (keylens >= 4) ? 14 : (keylens >= 2) ? 12 : 10;
  endfunction

  // Register levels of one round in aes_stage: level A, then level B after
  // the S-boxes with SPLIT_ROUND, then with block-RAM S-boxes (SBOX = 2)
  // levels N0 and N1 between them, beside the block RAMs' address and
  // output registers, and with SBOX_COPIES = 2 level N2, the first of the
  // two fabric copies of the block RAMs' outputs (level B the second).
  function automatic int unsigned round_levels(bit split, int unsigned sbox, int unsigned copies);
    round_levels = 1 + (split ? 1 : 0) + ((sbox == 2) ? 1 + copies : 0);
  endfunction

  // The key length code the datapath works with: with one enabled key length
  // that length, whatever the block says (a block of another length is an
  // unsupported request, answered with zeros whatever the datapath does
  // with it), so no logic depends on the code; else the code itself.
  function automatic logic [1:0] kl_used(logic [1:0] kl, int unsigned keylens);
    case (keylens)
      1:       kl_used = 2'd0;
      2:       kl_used = 2'd1;
      4:       kl_used = 2'd2;
      default: kl_used = kl;
    endcase
  endfunction

  // Does aes_core have an input register? Its pipelined configurations do
  // (one iteration a stage: every round slot is a stage), and the round for
  // feedback chains (chain: CHAIN_ROUND), whose level A loads the entering
  // block through its S-boxes and its first key step.
  function automatic bit has_in_reg(int unsigned keylens, int unsigned stages, int unsigned rpc, bit chain);
    has_in_reg = stages * rpc >= nr_max(keylens) || chain;
  endfunction

  // Blocks aes_core can hold (its output FIFO depth and credit limit): every
  // register level of its chains (two with the key-expansion chain, one
  // without it: encrypt-only, or decryption keys given as the final window)
  // and the input register of a pipelined core (input_reg), and room to spare,
  // rounded up to a power of two.
  function automatic int unsigned core_capacity(int unsigned stages, bit split, int unsigned sbox,
                                                int unsigned copies, bit one_chain, bit input_reg);
    core_capacity = 1 << $clog2((one_chain ? 1 : 2) * stages * round_levels(split, sbox, copies)
                                + (input_reg ? 1 : 0) + 4);
  endfunction

  function automatic int unsigned nr_min(int unsigned keylens);
    nr_min = (keylens % 2 == 1) ? 10 : (keylens % 4 >= 2) ? 12 : 14;
  endfunction

  // --- GF(2^8) and the round's linear layer --------------------------------

  function automatic logic [7:0] xtime(logic [7:0] a);
    xtime = {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);
  endfunction

  function automatic logic [31:0] mix_column(logic [31:0] col);
    logic [7:0] a0, a1, a2, a3;
    {a0, a1, a2, a3} = col;
    mix_column = {xtime(a0) ^ xtime(a1) ^ a1 ^ a2 ^ a3,
            a0 ^ xtime(a1) ^ xtime(a2) ^ a2 ^ a3,
            a0 ^ a1 ^ xtime(a2) ^ xtime(a3) ^ a3,
            xtime(a0) ^ a0 ^ a1 ^ a2 ^ xtime(a3)};
  endfunction

  // InvMixColumns = MixColumns(pre_inv_mix(.)): u_i = a_i ^ 04*(a_i ^ a_{i+2})
  // (the factorization of the InvMixColumns matrix in The Design of
  // Rijndael, 4.1.3), so both directions share one MixColumns.
  function automatic logic [31:0] pre_inv_mix(logic [31:0] col);
    logic [7:0] a0, a1, a2, a3, t0, t1;
    {a0, a1, a2, a3} = col;
    t0 = xtime(xtime(a0 ^ a2));
    t1 = xtime(xtime(a1 ^ a3));
    pre_inv_mix = {a0 ^ t0, a1 ^ t1, a2 ^ t0, a3 ^ t1};
  endfunction

  // ShiftRows (inverse: InvShiftRows): s'[r,c] = s[r, c +- r mod 4].
  // Byte i of the state is s[127-8i -: 8] (row i % 4, column i / 4); written
  // out because Yosys does not unroll loops in functions called from
  // continuous assignments reliably.
  function automatic logic [127:0] shift_rows(logic [127:0] s, logic inverse);
    shift_rows = inverse ? {
      s[127:120], s[23:16], s[47:40], s[71:64],
      s[95:88], s[119:112], s[15:8], s[39:32],
      s[63:56], s[87:80], s[111:104], s[7:0],
      s[31:24], s[55:48], s[79:72], s[103:96]
    } : {
      s[127:120], s[87:80], s[47:40], s[7:0],
      s[95:88], s[55:48], s[15:8], s[103:96],
      s[63:56], s[23:16], s[111:104], s[71:64],
      s[31:24], s[119:112], s[79:72], s[39:32]
    };
  endfunction

  // The round after SubBytes: sb is the S-box output (InvSubBytes when
  // decrypting), k the round key. Encryption: ShiftRows, MixColumns,
  // AddRoundKey. Decryption (the inverse cipher's order, with InvSubBytes
  // and InvShiftRows swapped, which commute): InvShiftRows, AddRoundKey,
  // InvMixColumns. The last round has no (Inv)MixColumns.
  // One column of a full round after ShiftRows.
  function automatic logic [31:0] round_column(logic [31:0] s, logic [31:0] k, logic decrypt);
    // One MixColumns for both directions: InvMixColumns(s ^ k) is
    // MixColumns(pre_inv_mix(s ^ k)).
    round_column = mix_column(decrypt ? pre_inv_mix(s ^ k) : s) ^ (decrypt ? 32'h0 : k);
  endfunction

  function automatic logic [127:0] round_rest(logic [127:0] sb, logic [127:0] k,
                                              logic decrypt, logic last);
    logic [127:0] s, o;
    s = shift_rows(sb, decrypt);
    o = {round_column(s[127:96], k[127:96], decrypt), round_column(s[95:64], k[95:64], decrypt),
         round_column(s[63:32], k[63:32], decrypt), round_column(s[31:0], k[31:0], decrypt)};
    round_rest = last ? (s ^ k) : o;
  endfunction

  // The inverse round split for a register in front of its MixColumns
  // (aes_stage with SBOX_COPIES = 2 in a decryption-only stage): inv_round_head
  // takes InvShiftRows, AddRoundKey and pre_inv_mix (a last round stops
  // after AddRoundKey); inv_round_tail is the MixColumns of a full round.
  // pre_inv_mix is linear, so the head takes its round key already mixed
  // (inv_head_key, prepared a clock ahead): pre_inv_mix(x ^ k) =
  // pre_inv_mix(x) ^ pre_inv_mix(k). inv_round_tail(inv_round_head(sb,
  // inv_head_key(k, last), last), last) is round_rest(sb, k, 1, last).
  function automatic logic [127:0] pre_inv_mix_state(logic [127:0] x);
    pre_inv_mix_state = {pre_inv_mix(x[127:96]), pre_inv_mix(x[95:64]),
                         pre_inv_mix(x[63:32]), pre_inv_mix(x[31:0])};
  endfunction

  function automatic logic [127:0] inv_head_key(logic [127:0] k, logic last);
    inv_head_key = last ? k : pre_inv_mix_state(k);
  endfunction

  function automatic logic [127:0] inv_round_head(logic [127:0] sb, logic [127:0] hk, logic last);
    logic [127:0] x;
    x = shift_rows(sb, 1'b1);
    inv_round_head = (last ? x : pre_inv_mix_state(x)) ^ hk;
  endfunction

  function automatic logic [127:0] inv_round_tail(logic [127:0] u, logic last);
    inv_round_tail = last ? u : {mix_column(u[127:96]), mix_column(u[95:64]),
                                 mix_column(u[63:32]), mix_column(u[31:0])};
  endfunction

  // --- Key schedule ----------------------------------------------------------

  // Where the SubWord of one key step goes (see the header).
  typedef struct packed {
    logic       sub;   // the step has a SubWord
    logic [1:0] pos;   // new word (0..3) that takes it
    logic [3:0] src;   // its input: window slot 0..7, or 8+q for new word q
    logic       rot;   // RotWord before SubWord (with Rcon)
    logic [7:0] rcon;  // Rcon byte XORed into byte 0 after SubWord
    logic       copy;  // forward round 1: new words j < Nk are key words (slot q)
  } key_info_t;
  localparam int unsigned KEY_INFO_W = 17;  // $bits(key_info_t), for tools without $bits on types

  // Rcon byte of key-expansion word i * Nk (FIPS-197 5.2), i = 1..10; a
  // case, not a loop: Yosys evaluates constant functions with loops in
  // nested calls wrongly.
  function automatic logic [7:0] rcon(int unsigned i);
    case (i)
      1:       rcon = 8'h01;
      2:       rcon = 8'h02;
      3:       rcon = 8'h04;
      4:       rcon = 8'h08;
      5:       rcon = 8'h10;
      6:       rcon = 8'h20;
      7:       rcon = 8'h40;
      8:       rcon = 8'h80;
      9:       rcon = 8'h1b;
      default: rcon = 8'h36;
    endcase
  endfunction

  // Constant form: key length code kl, round p (forward: F_{p-1} -> F_p,
  // p = 1..NR) or backward step of decryption round p (B_m -> B_{m-1} with
  // m = NR - p, p = 1..NR-1). Out-of-range rounds give a step without SubWord.
  // The fields are plain variables packed at the end (the key_info_t
  // layout): Yosys 0.70 evaluates member writes to a struct variable in a
  // constant function wrongly (tests/test_aes_yosys.py checks the table).
  function automatic logic [KEY_INFO_W-1:0] key_info_const(int unsigned kl, int unsigned p, bit bwd);
    logic       sub, rot, copy;
    logic [1:0] pos;
    logic [3:0] src;
    logic [7:0] rc;
    int unsigned n, rounds, m, j, i;
    sub  = 1'b0;
    rot  = 1'b0;
    copy = 1'b0;
    pos  = 2'd0;
    src  = 4'd0;
    rc   = 8'h00;
    n = 4 + 2 * kl;
    rounds = 10 + 2 * kl;
    if (kl <= 2 && p != 0 && p <= rounds && !(bwd && p >= rounds)) begin
      m = rounds - p;
      copy = !bwd && p == 1;
      for (int unsigned q = 0; q < 4; q++) begin
        // Forward: new word j = 4p + q from w[j-1]; backward: new word
        // j = 4m - 4 + q from w[i - 1] with i = j + Nk.
        j = bwd ? 4 * m - 4 + q : 4 * p + q;
        i = bwd ? j + n : j;
        if (i >= n && (i % n == 0 || (n == 8 && i % 8 == 4))) begin
          sub = 1'b1;
          pos = 2'(q);
          rot = (i % n == 0);
          rc  = (i % n == 0) ? rcon(i / n) : 8'h00;
          if (bwd) begin
            // w[i-1] in B_m: slot i - 1 - 4m, or new word 3 when that is -1.
            src = (i == 4 * m) ? 4'(8 + 3) : 4'(i - 1 - 4 * m);
          end else begin
            // w[j-1] in F_{p-1} = w[4p-8 ..]: slot 7 for q = 0, else new word q-1.
            src = (q == 0) ? 4'd7 : 4'(8 + q - 1);
          end
        end
      end
    end
    key_info_const = {sub, pos, src, rot, rc, copy};
  endfunction

  // SubWord output (sb = S-boxes of aes_key_step's sin_o) to the word XORed in.
  function automatic logic [31:0] key_sub_word(logic [31:0] sb, logic rot, logic [7:0] rc);
    key_sub_word = (rot ? {sb[23:0], sb[31:24]} : sb) ^ {rc, 24'h0};
  endfunction

  // The key port (left-aligned, key word i at [255-32i -: 32]) to F_0, with
  // the words beyond Nk zero.
  function automatic logic [255:0] key_window(logic [255:0] key, logic [1:0] kl);
    key_window = {key[159:128], key[191:160], key[223:192], key[255:224],
                  kl == KL_256 ? {key[31:0], key[63:32]} : 64'h0,
                  kl != KL_128 ? {key[95:64], key[127:96]} : 64'h0};
  endfunction

  // A decryption key in the final-window form (DEC_KEY_LAST; the expanded
  // key's last eight words w[4NR-4 .. 4NR+3], round keys NR-1 and NR, left-
  // aligned as the key port: w[4NR-4] at [255:224]) to F_NR = B_{NR-1}:
  // port word i into slot i.
  function automatic logic [255:0] dec_window(logic [255:0] key);
    dec_window = {key[31:0], key[63:32], key[95:64], key[127:96],
                  key[159:128], key[191:160], key[223:192], key[255:224]};
  endfunction

  // A window's two round keys as state-ordered blocks (word 0 at the top):
  // round key m+1 (slots 4..7) or m (slots 0..3).
  function automatic logic [127:0] key_half(logic [255:0] win, logic upper);
    key_half = upper ? {win[159:128], win[191:160], win[223:192], win[255:224]}
                     : {win[31:0], win[63:32], win[95:64], win[127:96]};
  endfunction

endpackage
