// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_aead_idx: an AEAD operation's index (the operations of its message
// before it) against the configuration word's beat counts, one compare per
// flag (cipher_modes_pkg::aidx_t). Purely combinational.
//
// cm_build forms them for the index a stream's next operation will have,
// from registers, one clock after the operation leaves S3, and writes them to
// the flag context RAM; cm_ingress forms them for index 0 (a message's first
// operation) from the command's counts, into the configuration word. Either
// way S1 only reads flags: no compare runs from a context RAM's output.

module cm_aead_idx #(
  parameter int unsigned IW    = 32,  // index width; wider than ivb_i, ab_i, apb_i, and than
                                      // any index, so that idx + 3 and ivb + 5 do not wrap
  parameter int unsigned IVB_W = 5,   // ivb_i width (cipher_modes_pkg::ivb_w)
  parameter int unsigned AB_W  = 29,  // ab_i width (cipher_modes_pkg::ab_w)
  parameter int unsigned APB_W = 30   // apb_i width (cipher_modes_pkg::apb_w)
) (
  input  logic [IW-1:0]    idx_i,    // the operation's index
  input  logic [IVB_W-1:0] ivb_i,    // GCM: IV data beats; CCM: {.., prefix, flush step}
  input  logic [AB_W-1:0]  ab_i,     // operations before the payload
  input  logic [APB_W-1:0] apb_i,    // operations before the final step
  output logic [cipher_modes_pkg::AIDX_W-1:0] flags_o  // aidx_t
);

  cipher_modes_pkg::aidx_t f;
  logic [IW-1:0] idx1, idx2, idx3, ivb, ab, apb;

  assign idx1 = idx_i + 1'b1;
  assign idx2 = idx_i + {{(IW-2){1'b0}}, 2'b10};
  assign idx3 = idx_i + {{(IW-2){1'b0}}, 2'b11};
  assign ivb  = IW'(ivb_i);
  assign ab   = IW'(ab_i);
  assign apb  = IW'(apb_i);

  assign f.lt_ivb  = idx_i < ivb;
  assign f.eq_ivb  = idx_i == ivb;
  assign f.eq1_ivb = idx1 == ivb;
  assign f.eqp_ivb = idx_i == ivb + 1'b1;
  assign f.lt_ab   = idx_i < ab;
  assign f.eq_ab   = idx_i == ab;
  assign f.eq1_ab  = idx1 == ab;
  assign f.eq2_ab  = idx2 == ab;
  assign f.lt_apb  = idx_i < apb;
  assign f.eq_apb  = idx_i == apb;
  assign f.eq1_apb = idx1 == apb;
  assign f.eq2_apb = idx2 == apb;
  assign f.eq0     = idx_i == '0;
  assign f.par     = idx_i[0] == ab_i[0];
  assign f.eq2_ivb = idx2 == ivb;
  assign f.eq3_ivb = idx3 == ivb;
  assign f.eq3_apb = idx3 == apb;
  assign f.lt4     = idx_i < {{(IW-3){1'b0}}, 3'd4};
  assign f.lt5_ivb = idx_i < ivb + {{(IW-3){1'b0}}, 3'd5};

  assign flags_o = f;

`ifndef SYNTHESIS
  if (IW <= IVB_W || IW <= AB_W || IW <= APB_W || IW < 3) begin : g_err_iw
    $fatal(1, "cm_aead_idx: IW (%0d) must exceed the count widths", IW);
  end
  if (unsigned'($bits(cipher_modes_pkg::aidx_t)) != cipher_modes_pkg::AIDX_W) begin : g_err_w
    $fatal(1, "cm_aead_idx: cipher_modes_pkg::AIDX_W out of step with aidx_t");
  end
`endif

endmodule
