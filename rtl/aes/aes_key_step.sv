// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// aes_key_step: one step of the on-the-fly key schedule on an 8-word window
// (aes_pkg header): F_{p-1} -> F_p forwards, B_m -> B_{m-1} backwards.
//
// For a key of Nk words, the four new words are, forwards (q = 0..3,
// j = 4p + q, slot q+8-Nk holds w[j-Nk]):
//   w[j] = w[j-Nk] ^ f(w[j-1]),  or key word j itself when j < Nk (ki.copy);
// backwards (q = 3..0, j = 4m - 4 + q, slot q+Nk-4 holds w[j+Nk]):
//   w[j] = w[j+Nk] ^ f(w[j+Nk-1]),
// where f is the SubWord (RotWord, Rcon) word sub_i at position ki_i.pos and
// the identity elsewhere. sin_o is the SubWord's input (before RotWord): it
// depends on the window only, never on sub_i, so a register may sit between
// the S-boxes and the step.

module aes_key_step #(
  parameter int unsigned KEYLENS = 7  // enabled key lengths: only their logic is built
) (
  input  logic [255:0]       win_i,
  input  logic [31:0]        sub_i,  // SubWord output after RotWord and Rcon
  input  aes_pkg::key_info_t ki_i,
  input  logic [1:0]         kl_i,
  input  logic               bwd_i,
  output logic [255:0]       win_o,
  output logic [31:0]        sin_o
);

  // New words per key length: with the SubWord (w) and without it (l, for
  // the S-box input), forwards (f) and backwards (b).
  logic [2:0][3:0][31:0] fw /* verilator split_var */, fl /* verilator split_var */;
  logic [2:0][3:0][31:0] bw /* verilator split_var */, bl /* verilator split_var */;

  function automatic logic [31:0] slot(logic [255:0] w, int i);
    slot = w[32 * i +: 32];
  endfunction

  for (genvar g = 0; g < 3; g++) begin : g_len
    localparam int N = 4 + 2 * g;
    if (((KEYLENS >> g) & 1) == 1) begin : g_on
      for (genvar q = 0; q < 4; q++) begin : g_q
        logic [31:0] fprev_w, fprev_l, bprev_w, bprev_l;
        logic        use_sub;
        // The SubWord is at position 0, except for AES-192 (0 or 2).
        assign use_sub = ki_i.sub && ki_i.pos == unsigned'(2'(q)) && (q == 0 || N == 6);
        // Forwards: w[j-1] is slot 7 for q = 0, else the previous new word.
        if (q == 0) begin : g_f0
          assign fprev_w = slot(win_i, 7);
          assign fprev_l = slot(win_i, 7);
        end else begin : g_fq
          assign fprev_w = fw[g][q-1];
          assign fprev_l = fl[g][q-1];
        end
        if (q + 4 < N) begin : g_copy
          assign fw[g][q] = ki_i.copy ? slot(win_i, q)
                                      : slot(win_i, q + 8 - N) ^ (use_sub ? sub_i : fprev_w);
          assign fl[g][q] = ki_i.copy ? slot(win_i, q) : slot(win_i, q + 8 - N) ^ fprev_l;
        end else begin : g_nocopy
          assign fw[g][q] = slot(win_i, q + 8 - N) ^ (use_sub ? sub_i : fprev_w);
          assign fl[g][q] = slot(win_i, q + 8 - N) ^ fprev_l;
        end
        // Backwards: w[j+Nk-1] is slot q+Nk-5, or new word 3 when that is -1.
        if (q + N < 5) begin : g_b3
          assign bprev_w = bw[g][3];
          assign bprev_l = bl[g][3];
        end else begin : g_bq
          assign bprev_w = slot(win_i, q + N - 5);
          assign bprev_l = slot(win_i, q + N - 5);
        end
        assign bw[g][q] = slot(win_i, q + N - 4) ^ (use_sub ? sub_i : bprev_w);
        assign bl[g][q] = slot(win_i, q + N - 4) ^ bprev_l;
      end
    end else begin : g_off
      assign fw[g] = '0;
      assign fl[g] = '0;
      assign bw[g] = '0;
      assign bl[g] = '0;
    end
  end

  // The key length, mapped onto an enabled one: a block with a disabled key
  // length is flagged unsupported upstream and its result discarded, so the
  // selection below needs only the enabled lengths (none with one enabled).
  localparam logic [1:0] KL_ON = ((KEYLENS & 1) != 0) ? 2'd0 : ((KEYLENS & 2) != 0) ? 2'd1 : 2'd2;
  logic [1:0] ksel;
  always_comb begin
    ksel = kl_i;
    if (kl_i == 2'd3 || ((KEYLENS >> kl_i) & 1) == 0) ksel = KL_ON;
  end

  logic [3:0][31:0] nw, lin;
  always_comb begin
    case (ksel)
      2'd0:    begin nw = bwd_i ? bw[0] : fw[0]; lin = bwd_i ? bl[0] : fl[0]; end
      2'd1:    begin nw = bwd_i ? bw[1] : fw[1]; lin = bwd_i ? bl[1] : fl[1]; end
      default: begin nw = bwd_i ? bw[2] : fw[2]; lin = bwd_i ? bl[2] : fl[2]; end
    endcase
  end

  assign win_o = bwd_i ? {win_i[127:0], nw} : {nw, win_i[255:128]};
  // An explicit multiplexer: a computed part-select would be a 256-bit shifter.
  always_comb begin
    case (ki_i.src)
      4'd0:    sin_o = win_i[31:0];
      4'd1:    sin_o = win_i[63:32];
      4'd2:    sin_o = win_i[95:64];
      4'd3:    sin_o = win_i[127:96];
      4'd4:    sin_o = win_i[159:128];
      4'd5:    sin_o = win_i[191:160];
      4'd6:    sin_o = win_i[223:192];
      4'd7:    sin_o = win_i[255:224];
      4'd8:    sin_o = lin[0];
      4'd9:    sin_o = lin[1];
      4'd10:   sin_o = lin[2];
      default: sin_o = lin[3];
    endcase
  end

  logic unused;
  assign unused = ^ki_i;  // rot and rcon are applied by aes_pkg::key_sub_word

endmodule
