// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_cv_fwd: cm_build's forwarding of the issue-fed word (the cva context
// word {bad, block count, chaining value}) from the beats ahead of a beat
// to that beat, and its choice of the chaining value's and block count's
// source.
//
// cm_build writes a beat's new word at the end of S3 (s3_we_i) into fwd1;
// fwd1 writes the cva RAM one clock later (cm_build's cva_we_o), so that
// only registers drive the RAM's write port. The word then moves on through
// fwd2 and fwd3. A beat's RAM read (the end of S0) misses the writes of the
// five beats issued just before it:
//   - while the beat is in S1D, the word of the one five ahead is in fwd3
//     and replaces the RAM word on its way into S2 (s1d_cva_o);
//   - while it is in S2, the one ahead of it is in S3 (hit1_o: S3 makes
//     that late choice itself, from fwd1 one clock later), the one two ahead
//     in fwd1, three ahead in fwd2 and four ahead in fwd3; the newest wins.
// The hits are compared in S1D against the writers the beat will meet in
// S2, and registered one-hot, so that S2's select (cv_pre_o, bc_pre_o,
// ge_pre_o) is an AND-OR with no compare in front: the IV (a first beat),
// cvb (the completion-fed value of a feedback-mode stream), fwd1 / fwd2 /
// fwd3, or the RAM word. The block count has the same sources less cvb (it
// is issue-fed in every mode) and is zero for a first beat.
// Latency: S1D to S2 one clock; fwd1 follows s3_we_i by one clock.

module cm_cv_fwd #(
  parameter int unsigned BLOCK_W    = 64,       // block width in bits
  parameter int unsigned SID_W      = 6,        // stream id width
  parameter int unsigned BC_W       = 21,       // block count width (cipher_modes_pkg::bc_w)
  parameter int unsigned MAX_BLOCKS = 1 << 20,  // policy: most blocks per message (ge flags)
  localparam int unsigned A_W = 1 + BC_W + BLOCK_W  // the word {bad, count, cv}
) (
  input  logic               clk_i,
  input  logic               rst_ni,        // synchronous, active low (engine reset)
  // S1D: the beat S2 will hold (zero without a beat) and its RAM word.
  input  logic [SID_W-1:0]   s1d_sid_i,
  input  logic               s1d_first_i,   // the message's first beat
  input  logic               s1d_fb_i,      // a feedback-mode stream's beat
  input  logic [A_W-1:0]     s1d_cva_i,     // the cva RAM word as read
  output logic [A_W-1:0]     s1d_cva_o,     // ... with fwd3's newer write merged (into S2)
  output logic [4:0]         s1d_hit_o,     // bit k: the beat k + 1 ahead writes the stream's
                                            // word (in S2, S3, fwd1, fwd2, fwd3 then)
  // The beat now in S2: a data beat (it writes its stream's word in S3).
  input  logic               s2_data_i,
  input  logic [SID_W-1:0]   s2_sid_i,
  // S2: the sources besides the forwarding registers.
  input  logic [BLOCK_W-1:0] s2_iv_i,       // the configuration word's IV
  input  logic [BLOCK_W-1:0] s2_cvb_i,      // the completion-fed value
  input  logic [A_W-1:0]     s2_cva_i,      // the RAM word (s1d_cva_o, registered)
  output logic               hit1_o,        // the beat in S3 writes this beat's stream's word
  output logic [BLOCK_W-1:0] cv_pre_o,      // the chaining value, unless hit1_o
  output logic [BC_W-1:0]    bc_pre_o,      // the block count, likewise
  output logic               ge_pre_o,      // bc_pre_o >= MAX_BLOCKS
  // S3's write of the new word, and fwd1 (one clock later).
  input  logic               s3_we_i,
  input  logic [SID_W-1:0]   s3_sid_i,
  input  logic [A_W-1:0]     s3_wd_i,
  input  logic               s3_ge_i,       // its block count >= MAX_BLOCKS
  output logic               fwd1_v_o,
  output logic [SID_W-1:0]   fwd1_sid_o,
  output logic [A_W-1:0]     fwd1_val_o,
  output logic               fwd1_ge_o
);

  logic               fwd1_v_q, fwd2_v_q, fwd3_v_q;
  logic [SID_W-1:0]   fwd1_sid_q, fwd2_sid_q, fwd3_sid_q;
  logic [A_W-1:0]     fwd1_val_q, fwd2_val_q, fwd3_val_q;
  logic               fwd1_ge_q, fwd2_ge_q, fwd3_ge_q;  // the word's block count >= MAX_BLOCKS

  // S1D: the hits and the one-hot sources.
  logic hit1, hit2, hit3, hit4, hit5;
  logic sel_f2, sel_f3, sel_ram;  // the newest write the read missed is fwd2's / fwd3's / none
  assign hit1    = s2_data_i && s2_sid_i == s1d_sid_i;
  assign hit2    = s3_we_i && s3_sid_i == s1d_sid_i;
  assign hit3    = fwd1_v_q && fwd1_sid_q == s1d_sid_i;
  assign hit4    = fwd2_v_q && fwd2_sid_q == s1d_sid_i;
  assign hit5    = fwd3_v_q && fwd3_sid_q == s1d_sid_i;
  assign sel_f2  = !hit2 && hit3;
  assign sel_f3  = !hit2 && !hit3 && hit4;
  assign sel_ram = !hit2 && !hit3 && !hit4;
  // fwd3's word is older than the others: it replaces the RAM word, and a
  // newer hit wins over it.
  assign s1d_cva_o = hit5 ? fwd3_val_q : s1d_cva_i;
  assign s1d_hit_o = {hit5, hit4, hit3, hit2, hit1};

  logic hit1_q, sel_iv_q, sel_cvb_q, sel_f1_q, sel_f2_q, sel_f3_q, sel_ram_q;
  logic bc_f1_q, bc_f2_q, bc_f3_q, bc_ram_q;  // the block count's (zero if none)
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      hit1_q    <= 1'b0;
      sel_iv_q  <= 1'b0;
      sel_cvb_q <= 1'b0;
      sel_f1_q  <= 1'b0;
      sel_f2_q  <= 1'b0;
      sel_f3_q  <= 1'b0;
      sel_ram_q <= 1'b1;
      bc_f1_q   <= 1'b0;
      bc_f2_q   <= 1'b0;
      bc_f3_q   <= 1'b0;
      bc_ram_q  <= 1'b1;
    end else begin
      hit1_q    <= hit1;
      sel_iv_q  <= s1d_first_i;
      sel_cvb_q <= !s1d_first_i && s1d_fb_i;
      sel_f1_q  <= !s1d_first_i && !s1d_fb_i && hit2;
      sel_f2_q  <= !s1d_first_i && !s1d_fb_i && sel_f2;
      sel_f3_q  <= !s1d_first_i && !s1d_fb_i && sel_f3;
      sel_ram_q <= !s1d_first_i && !s1d_fb_i && sel_ram;
      bc_f1_q   <= !s1d_first_i && hit2;
      bc_f2_q   <= !s1d_first_i && sel_f2;
      bc_f3_q   <= !s1d_first_i && sel_f3;
      bc_ram_q  <= !s1d_first_i && sel_ram;
    end
  end

  // S2: the AND-OR select.
  assign hit1_o = hit1_q;
  always_comb begin
    cv_pre_o = ({BLOCK_W{sel_iv_q}}  & s2_iv_i)
             | ({BLOCK_W{sel_cvb_q}} & s2_cvb_i)
             | ({BLOCK_W{sel_f1_q}}  & fwd1_val_q[BLOCK_W-1:0])
             | ({BLOCK_W{sel_f2_q}}  & fwd2_val_q[BLOCK_W-1:0])
             | ({BLOCK_W{sel_f3_q}}  & fwd3_val_q[BLOCK_W-1:0])
             | ({BLOCK_W{sel_ram_q}} & s2_cva_i[BLOCK_W-1:0]);
    // First beat: zero (and MAX_BLOCKS >= 1).
    bc_pre_o = ({BC_W{bc_f1_q}}  & fwd1_val_q[A_W-2:BLOCK_W])
             | ({BC_W{bc_f2_q}}  & fwd2_val_q[A_W-2:BLOCK_W])
             | ({BC_W{bc_f3_q}}  & fwd3_val_q[A_W-2:BLOCK_W])
             | ({BC_W{bc_ram_q}} & s2_cva_i[A_W-2:BLOCK_W]);
    ge_pre_o = (bc_f1_q && fwd1_ge_q) || (bc_f2_q && fwd2_ge_q) || (bc_f3_q && fwd3_ge_q)
            || (bc_ram_q && s2_cva_i[A_W-2:BLOCK_W] >= BC_W'(MAX_BLOCKS));
  end

  // The forwarding registers (the valid bits and stream ids qualify the rest).
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      fwd1_v_q <= 1'b0;
      fwd2_v_q <= 1'b0;
      fwd3_v_q <= 1'b0;
    end else begin
      fwd1_v_q <= s3_we_i;
      fwd2_v_q <= fwd1_v_q;
      fwd3_v_q <= fwd2_v_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (s3_we_i) begin
      fwd1_sid_q <= s3_sid_i;
      fwd1_val_q <= s3_wd_i;
      fwd1_ge_q  <= s3_ge_i;
    end
    fwd2_sid_q <= fwd1_sid_q;
    fwd2_val_q <= fwd1_val_q;
    fwd2_ge_q  <= fwd1_ge_q;
    fwd3_sid_q <= fwd2_sid_q;
    fwd3_val_q <= fwd2_val_q;
    fwd3_ge_q  <= fwd2_ge_q;
  end

  assign fwd1_v_o   = fwd1_v_q;
  assign fwd1_sid_o = fwd1_sid_q;
  assign fwd1_val_o = fwd1_val_q;
  assign fwd1_ge_o  = fwd1_ge_q;

  // The bad bit is read from the RAM word only (cm_build's S1D), never from
  // here.
  logic unused;
  assign unused = ^{s2_cva_i[A_W-1], fwd2_val_q[A_W-1], fwd3_val_q[A_W-1]};

endmodule
