// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_cmd_check: the modes engine's command checks and the AEAD beat counts,
// one register stage ahead of the engine (cipher_modes).
//
// From the command fields (cm_packet_rx's registered header words) and the
// per-cipher top's key verdicts, every clock, it registers:
//   - one flag per class of check, and the key verdicts; the status (st_o)
//     is their priority decode (a few LUTs after the registers): ST_ERR_MODE,
//     then ST_ERR_PARAM (the key size, GCM tag and IV lengths, the CCM
//     parameters, the CFB segment, the CMAC tag length), then ST_ERR_POLICY
//     (the key rule, the shortest CMAC tag), then ST_ERR_LONG (a buffered
//     GCM/CCM decryption's payload longer than the message buffer);
//   - the AEAD message's beat counts (IV data beats, AAD, AAD + payload,
//     payload, J0's offset), which the engine stores in the stream's
//     configuration word.
// The length arithmetic, the comparisons and the key verdicts (TDEA: three
// 56-bit compares) are thus off the engine's input-buffer paths. The
// outputs belong to the command whose fields were presented the clock
// before: cm_packet_rx holds a command's fields (its ctrl_q / key_q) for one
// clock before it offers the command and for as long as it offers it, so
// the outputs belong to the command it offers (cipher_modes_axis).

module cm_cmd_check #(
  parameter int unsigned BLOCK_W        = 64,    // block width in bits (64 or 128)
  parameter bit          POLICY         = 1'b1,  // NIST policy for cmd_legacy_i = 0 messages
  parameter int unsigned CMAC_MIN_TAG   = 8,     // policy: shortest CMAC tag in bytes
  parameter bit          FORWARD_ONLY   = 1'b0,  // the core has no inverse cipher: ECB and
                                                 // CBC decryption are rejected (ST_ERR_MODE)
  parameter bit          AEAD           = 1'b0,  // GCM and CCM commands are accepted
  parameter int unsigned AUTH_BUF_BEATS = 0,     // AEAD: message buffer beats (0: none)
  parameter logic [7:0]  MODES          = 8'hff, // the modes built (bit MODE_*; cipher_modes):
                                                 // another gets ST_ERR_MODE
  localparam int unsigned CNT_W = $clog2(BLOCK_W) + 1,        // bit count 0..BLOCK_W
  localparam int unsigned TL_W  = $clog2(BLOCK_W / 8) + 1,    // tag bytes 0..BLOCK_W/8
  localparam int unsigned LW    = cipher_modes_pkg::len_w(AEAD),
  localparam int unsigned AB_W  = cipher_modes_pkg::ab_w(AEAD),
  localparam int unsigned APB_W = cipher_modes_pkg::apb_w(AEAD),
  localparam int unsigned IVB_W = cipher_modes_pkg::ivb_w(AEAD),
  localparam int unsigned J0D_W = cipher_modes_pkg::j0d_w(AEAD),
  localparam int unsigned IVL_W = cipher_modes_pkg::ivl_w(AEAD),
  localparam int unsigned SA_W  = cipher_modes_pkg::sa_w(AEAD),
  localparam bit          HOLD  = AEAD && AUTH_BUF_BEATS > 0,
  localparam int unsigned RW    = HOLD ? $clog2(AUTH_BUF_BEATS + 1) : 1  // reservation 0..beats
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low
  // The command's fields (as cipher_modes' cmd_* ports).
  input  logic [cipher_modes_pkg::MODE_W-1:0] cmd_mode_i,
  input  logic               cmd_mode_ok_i,  // 0: an unknown mode
  input  logic               cmd_decrypt_i,
  input  logic [CNT_W-1:0]   cmd_seg_i,
  input  logic [TL_W-1:0]    cmd_taglen_i,
  input  logic               cmd_legacy_i,
  input  logic [IVL_W-1:0]   cmd_ivlen_i,
  input  logic [LW-1:0]      cmd_alen_i,
  input  logic [LW-1:0]      cmd_plen_i,
  input  logic [SA_W-1:0]    cmd_sa_i,       // AEAD: cipher_modes_pkg::aead_sa of the fields
  input  logic               key_ok_i,       // policy verdict on the command's key
  input  logic               key_valid_i,    // the core supports the key (else ST_ERR_PARAM)
  // Registered: the verdict and the beat counts of last clock's command.
  output logic [cipher_modes_pkg::ST_W-1:0] st_o,  // ST_OK or the command's rejection
  output logic [IVB_W-1:0]   ivb_o,          // GCM: IV data beats (0: a 96-bit IV);
                                             // CCM: {6-byte AAD length prefix, AAD flush step}
  output logic [AB_W-1:0]    ab_o,           // GCM: IV beats, J0 step and AAD beats;
                                             // CCM: formatted AAD blocks
  output logic [RW-1:0]      res_o,          // a buffered decryption's payload beats (its
                                             // message buffer reservation, if not ST_ERR_LONG)
  output logic [APB_W-1:0]   apb_o,          // operations before the final step
  output logic [J0D_W-1:0]   j0d_o           // GCM: payload beats + 1
);

  localparam logic [CNT_W-1:0] BW   = CNT_W'(BLOCK_W);
  localparam logic [CNT_W-1:0] SEG1 = CNT_W'(1'b1);
  localparam logic [CNT_W-1:0] SEG8 = CNT_W'(4'd8);

  logic gcm, ccm;
  assign gcm = AEAD && MODES[cipher_modes_pkg::MODE_GCM] && cmd_mode_i == cipher_modes_pkg::MODE_GCM;
  assign ccm = AEAD && MODES[cipher_modes_pkg::MODE_CCM] && cmd_mode_i == cipher_modes_pkg::MODE_CCM;

  // ---------------------------------------------------------------------------
  // AEAD beat counts.
  // ---------------------------------------------------------------------------
  logic [IVB_W-1:0] ivb;
  logic [AB_W-1:0]  ab;
  logic [APB_W-1:0] apb;
  logic [J0D_W-1:0] j0d;
  logic [RW-1:0]    res;
  logic             ccm_bad;  // the CCM command's parameters are not allowed
  logic             pb_over;  // a buffered decryption's payload beats exceed the buffer
  if (AEAD) begin : g_beats
    // The counts are sums of ceil(length / 16) terms and small corrections.
    // The AAD beats' correction (IV beats, the J0 step, the partial beat,
    // CCM's flush step; 0..18) comes with the command (cmd_sa_i, formed by
    // cm_packet_rx as the control beat was written), so that the AAD count
    // is one carry chain from the registers, as is the payload beat count
    // beside it; the operation count is one more chain after those two
    // (apb = ab + payload operations). Before (0d5a5e5) the small terms were
    // formed here as short chains in front of apb's: ctrl_q -> three 5-bit
    // chains -> a 30-bit chain was the engine's critical path around the
    // iterative AES core (10.5 ns, seed 1).
    logic [IVB_W-1:0] ivg;    // GCM: IV data beats (ceil(ivlen / 16), up to 4096)
    logic [AB_W-1:0]  a_hi, p_hi, pb;
    logic             lng, fl, nz_p;
    // CCM: the formatted AAD's long prefix and flush block.
    assign lng  = cipher_modes_pkg::ccm_long(cmd_alen_i);
    assign fl   = cipher_modes_pkg::ccm_flush(cmd_alen_i);
    assign nz_p = cmd_plen_i[3:0] != '0;
    assign a_hi = AB_W'(cmd_alen_i[LW-1:4]);
    assign p_hi = AB_W'(cmd_plen_i[LW-1:4]);
    assign ivg  = IVB_W'(cmd_ivlen_i[IVL_W-1:4]) + IVB_W'(cmd_ivlen_i[3:0] != '0);
    assign ivb  = ccm ? IVB_W'({lng, fl}) : (cmd_ivlen_i == IVL_W'(32'd12)) ? '0 : ivg;
    assign ab   = a_hi + AB_W'(cmd_sa_i);
    assign pb   = p_hi + AB_W'(nz_p);                       // payload beats
    // CCM: a CTR block and a CBC-MAC step per payload beat.
    assign apb  = APB_W'(ab) + (ccm ? {pb, 1'b0} : APB_W'(pb));
    assign j0d  = J0D_W'(p_hi) + J0D_W'({nz_p, !nz_p});    // payload beats + 1
    assign res  = RW'(pb);                                  // payload beats (mod 2^RW)
    // Payload beats > AUTH_BUF_BEATS, from the length's registers (no chain in front).
    assign pb_over = HOLD && (p_hi > AB_W'(AUTH_BUF_BEATS)
                              || (nz_p && p_hi == AB_W'(AUTH_BUF_BEATS)));
    // SP 800-38C A.1: tags of 4..16 even bytes, nonces of 7..13 bytes, and
    // a payload length that fits the q = 15 - nonce bytes of B0.
    assign ccm_bad = cmd_taglen_i[0] || cmd_taglen_i < TL_W'(32'd4) || cmd_taglen_i > TL_W'(32'd16)
                  || cmd_ivlen_i < IVL_W'(32'd7) || cmd_ivlen_i > IVL_W'(32'd13)
                  || (cmd_ivlen_i == IVL_W'(32'd13) && cmd_plen_i[31:16] != '0)
                  || (cmd_ivlen_i == IVL_W'(32'd12) && cmd_plen_i[31:24] != '0);
  end else begin : g_no_beats
    logic unused_len;
    assign unused_len = ^{cmd_alen_i, cmd_plen_i, cmd_sa_i};
    assign ivb     = '0;
    assign ab      = '0;
    assign apb     = '0;
    assign j0d     = '0;
    assign res     = '0;
    assign ccm_bad = 1'b0;
    assign pb_over = 1'b0;
  end

  // ---------------------------------------------------------------------------
  // The checks, one flag per status class.
  // ---------------------------------------------------------------------------
  logic f_mode, f_param, f_pol, f_short, f_long;
  assign f_mode  = !cmd_mode_ok_i || (cmd_mode_i > cipher_modes_pkg::MODE_CMAC && !gcm && !ccm)
                || !MODES[cmd_mode_i]
                || (FORWARD_ONLY && cmd_decrypt_i && (cmd_mode_i == cipher_modes_pkg::MODE_ECB
                                                      || cmd_mode_i == cipher_modes_pkg::MODE_CBC));
  // SP 800-38D 5.2.1.2: GCM tags of 128, 120, 112, 104, 96, and (special
  // uses) 64 and 32 bits; an IV of at least one byte.
  assign f_param = (gcm && !(cmd_taglen_i == TL_W'(32'd4) || cmd_taglen_i == TL_W'(32'd8)
                             || (cmd_taglen_i >= TL_W'(32'd12) && cmd_taglen_i <= TL_W'(32'd16))))
                || (gcm && cmd_ivlen_i == '0)
                || (ccm && ccm_bad)
                || (cmd_mode_i == cipher_modes_pkg::MODE_CFB && cmd_seg_i != SEG1
                    && cmd_seg_i != SEG8 && cmd_seg_i != BW)
                || (cmd_mode_i == cipher_modes_pkg::MODE_CMAC
                    && (cmd_taglen_i == '0 || cmd_taglen_i > TL_W'(BLOCK_W / 8)));
  assign f_pol   = POLICY && !cmd_legacy_i;
  assign f_short = cmd_mode_i == cipher_modes_pkg::MODE_CMAC && cmd_taglen_i < TL_W'(CMAC_MIN_TAG);
  assign f_long  = HOLD && (gcm || ccm) && cmd_decrypt_i && pb_over;

  logic f_mode_q, f_param_q, f_pol_q, f_short_q, f_long_q, key_ok_q, key_valid_q;
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      f_mode_q    <= 1'b0;
      f_param_q   <= 1'b0;
      f_pol_q     <= 1'b0;
      f_short_q   <= 1'b0;
      f_long_q    <= 1'b0;
      key_ok_q    <= 1'b0;
      key_valid_q <= 1'b0;
      ivb_o       <= '0;
      ab_o        <= '0;
      res_o       <= '0;
      apb_o       <= '0;
      j0d_o       <= '0;
    end else begin
      f_mode_q    <= f_mode;
      f_param_q   <= f_param;
      f_pol_q     <= f_pol;
      f_short_q   <= f_short;
      f_long_q    <= f_long;
      key_ok_q    <= key_ok_i;
      key_valid_q <= key_valid_i;
      ivb_o       <= ivb;
      ab_o        <= ab;
      res_o       <= res;
      apb_o       <= apb;
      j0d_o       <= j0d;
    end
  end

  always_comb begin
    if (f_mode_q)                                    st_o = cipher_modes_pkg::ST_ERR_MODE;
    else if (!key_valid_q || f_param_q)              st_o = cipher_modes_pkg::ST_ERR_PARAM;
    else if (f_pol_q && (!key_ok_q || f_short_q))    st_o = cipher_modes_pkg::ST_ERR_POLICY;
    else if (f_long_q)                               st_o = cipher_modes_pkg::ST_ERR_LONG;
    else                                             st_o = cipher_modes_pkg::ST_OK;
  end

endmodule
