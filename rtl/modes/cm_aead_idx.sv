// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_aead_idx: an AEAD operation's index (the operations of its message
// before it) against the configuration word's beat counts, one compare per
// flag (cipher_modes_pkg::aidx_t). Purely combinational.
//
// cm_build forms them for the index a stream's next operation will have
// (OFS = 1: the flags of idx_i + 1, without an adder behind the index),
// from registers, one clock after the operation leaves S3, and writes them to
// the flag context RAM; cm_ingress forms them for index 0 (a message's first
// operation) from the command's counts, into the configuration word. Either
// way S1 only reads flags: no compare runs from a context RAM's output.

module cm_aead_idx #(
  parameter int unsigned IW    = 32,  // index width; wider than ivb_i, ab_i, apb_i, and than
                                      // any index
  parameter int unsigned IVB_W = 5,   // ivb_i width (cipher_modes_pkg::ivb_w)
  parameter int unsigned AB_W  = 29,  // ab_i width (cipher_modes_pkg::ab_w)
  parameter int unsigned APB_W = 30,  // apb_i width (cipher_modes_pkg::apb_w)
  parameter int unsigned OFS   = 0    // the flags are those of index idx_i + OFS (0 or 1)
) (
  input  logic [IW-1:0]    idx_i,    // the operation's index, less OFS
  input  logic [IVB_W-1:0] ivb_i,    // GCM: IV data beats; CCM: {.., prefix, flush step}
  input  logic [AB_W-1:0]  ab_i,     // operations before the payload
  input  logic [APB_W-1:0] apb_i,    // operations before the final step
  output logic [cipher_modes_pkg::AIDX_W-1:0] flags_o  // aidx_t
);

  // Every flag compares idx_i itself against a count moved by a constant
  // (idx + 1 == ab as idx == ab - 1; with OFS, idx + OFS == ab as idx ==
  // ab - OFS), so no adder lies between the index and a flag: the counts'
  // adders run beside the index's path. The compares are signed, one bit
  // wider than the index, so that a count less a constant may go below 0.
  localparam int unsigned SW = IW + 1;
  typedef logic signed [SW-1:0] s_t;
  localparam s_t K0 = s_t'(OFS);

  cipher_modes_pkg::aidx_t f;
  s_t i, ivb, ab, apb;

  assign i   = s_t'(idx_i);
  assign ivb = s_t'(ivb_i) - K0;
  assign ab  = s_t'(ab_i) - K0;
  assign apb = s_t'(apb_i) - K0;

  assign f.lt_ivb  = i < ivb;
  assign f.eq_ivb  = i == ivb;
  assign f.eq1_ivb = i == ivb - s_t'(1);
  assign f.eqp_ivb = i == ivb + s_t'(1);
  assign f.lt_ab   = i < ab;
  assign f.eq_ab   = i == ab;
  assign f.eq1_ab  = i == ab - s_t'(1);
  assign f.eq2_ab  = i == ab - s_t'(2);
  assign f.lt_apb  = i < apb;
  assign f.eq_apb  = i == apb;
  assign f.eq1_apb = i == apb - s_t'(1);
  assign f.eq2_apb = i == apb - s_t'(2);
  assign f.eq0     = i == -K0;
  assign f.par     = (idx_i[0] ^ OFS[0]) == ab_i[0];
  assign f.eq2_ivb = i == ivb - s_t'(2);
  assign f.eq3_ivb = i == ivb - s_t'(3);
  assign f.eq3_apb = i == apb - s_t'(3);
  assign f.lt4     = i < s_t'(4) - K0;
  assign f.lt5_ivb = i < ivb + s_t'(5);

  assign flags_o = f;

`ifndef SYNTHESIS
  if (IW <= IVB_W || IW <= AB_W || IW <= APB_W || IW < 3) begin : g_err_iw
    $fatal(1, "cm_aead_idx: IW (%0d) must exceed the count widths", IW);
  end
  if (OFS > 1) begin : g_err_ofs
    $fatal(1, "cm_aead_idx: OFS (%0d) must be 0 or 1", OFS);
  end
  if (unsigned'($bits(cipher_modes_pkg::aidx_t)) != cipher_modes_pkg::AIDX_W) begin : g_err_w
    $fatal(1, "cm_aead_idx: cipher_modes_pkg::AIDX_W out of step with aidx_t");
  end
`endif

endmodule
