// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_aead_dec: the AEAD flags of a beat (cipher_modes_pkg::adec_t) from its
// compares (acmp_t, registered by cm_build's S1D) and the low bits of its
// message's lengths. Purely combinational; cm_build's S2 reads them.
//
// GCM: IV data beats (an IV of any length but 96 bits), the J0 step
// (issued from cm_ingress's queue after the last IV beat), AAD, payload, or
// past them all; the last beat is the final step.
// CCM: ivb is {.., 6-byte length prefix, flush step}. The input AAD beats
// (nab = ab - flush of them); a flush step if the formatted AAD ends in a
// block of its own; then per payload block its CTR block and its CBC-MAC
// step; the final step. The queue steps are requested by index, whatever the
// beats' bits, so the operations stay in step.

module cm_aead_dec (
  input  logic [cipher_modes_pkg::ACMP_W-1:0] ac_i,  // acmp_t: the beat's compares
  input  logic       ivb_nz_i,   // GCM: the IV comes as data beats (ivb != 0)
  input  logic       flush_i,    // CCM: the formatted AAD ends in a flush step (ivb[0])
  input  logic [3:0] ivl_lo_i,   // the IV's bytes mod 16 (GCM)
  input  logic [3:0] alen_lo_i,  // the AAD's bytes mod 16
  input  logic [3:0] plen_lo_i,  // the payload's bytes mod 16
  output logic [cipher_modes_pkg::ADEC_W-1:0] ad_o   // adec_t
);

`ifndef SYNTHESIS  // (Yosys reads no $bits of a package type)
  if (unsigned'($bits(cipher_modes_pkg::acmp_t)) != cipher_modes_pkg::ACMP_W
      || unsigned'($bits(cipher_modes_pkg::adec_t)) != cipher_modes_pkg::ADEC_W) begin : g_err_w
    $fatal(1, "cm_aead_dec: cipher_modes_pkg::ACMP_W or ADEC_W out of step with acmp_t, adec_t");
  end
`endif

  cipher_modes_pkg::acmp_t ac;
  cipher_modes_pkg::aidx_t ix;
  cipher_modes_pkg::adec_t ad;
  logic g_last, g_rem_nz, g_bits, c_aad, nab_last;

  assign ac   = ac_i;
  assign ix   = ac.ix;
  assign ad_o = ad;

  logic unused_sch;
  assign unused_sch = ^{ix.eq2_ivb, ix.eq3_ivb, ix.eq3_apb, ix.lt4, ix.lt5_ivb};  // (g_gcm's)

  assign ad.bad_prev   = ac.bad_prev;
  assign ad.g_iv       = ix.lt_ivb;
  assign ad.g_iv_last  = ivb_nz_i && ix.eq1_ivb;
  assign ad.g_j0       = ivb_nz_i && ix.eq_ivb;
  assign ad.g_after_j0 = ivb_nz_i && ix.eqp_ivb;
  assign ad.g_aad      = !ix.lt_ivb && !ad.g_j0 && ix.lt_ab;
  assign ad.g_pay      = !ix.lt_ivb && !ad.g_j0 && !ix.lt_ab && ix.lt_apb;
  // The beat's bits: a full block, but the last beat of its part (IV, AAD,
  // payload) has that part's remaining bytes, if any.
  assign g_rem_nz = ix.lt_ivb ? ivl_lo_i != '0 : ad.g_aad ? alen_lo_i != '0 : plen_lo_i != '0;
  assign g_last   = ix.lt_ivb ? ix.eq1_ivb : ad.g_aad ? ix.eq1_ab : ix.eq1_apb;
  assign g_bits   = ix.lt_ivb ? ac.bits_iv : ad.g_aad ? ac.bits_a : ac.bits_p;
  assign ad.g_bits_ok = (g_rem_nz && g_last) ? g_bits : ac.bits_bw;
  assign ad.g_fin_ok  = !ac.bad_prev && ix.eq_apb && ac.fin_bits;
  // The payload case of g_bits_ok on its own, for the block select (two
  // gates from the registers, not through g_aad's and g_last's selects).
  assign ad.g_pay_ok  = ad.g_pay && ((plen_lo_i != '0 && ix.eq1_apb) ? ac.bits_p : ac.bits_bw);
  // CCM: idx < nab and idx + 1 == nab, from the compares against ab.
  assign c_aad    = ix.lt_ab && !(flush_i && ix.eq1_ab);
  assign nab_last = flush_i ? ix.eq2_ab : ix.eq1_ab;
  assign ad.c_fmt     = ix.lt_ab;
  assign ad.c_ctr     = !ix.lt_ab && ix.lt_apb && ix.par;
  assign ad.c_mac     = !ix.lt_ab && ix.lt_apb && !ix.par;
  assign ad.c_step    = (flush_i && ix.eq2_ab) || ad.c_ctr;
  assign ad.c_bits_ok = c_aad    ? ((alen_lo_i != '0 && nab_last) ? ac.bits_a : ac.bits_bw)
                      : ad.c_ctr ? ((plen_lo_i != '0 && ix.eq2_apb) ? ac.bits_p : ac.bits_bw)
                                 : ac.bits_0;  // flush and CBC-MAC steps (queue: no data)
  assign ad.c_fin_ok  = !ac.bad_prev && ix.eq_apb && ac.fin_bits;
  assign ad.c_head    = ix.eq0;
  assign ad.c_cnt0    = ix.eq_ab;

endmodule
