// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cm_desc_pipe: the descriptor channel of the modes engine (DESC = 1;
// docs/modes.md, *Descriptors*), ahead of the data.
//
// One descriptor per message (cipher_modes_pkg::DB_*: a DESC_W-bit beat,
// TID = the stream) passes a pipeline of its own, so that its work is done
// while earlier messages' data streams:
//   L   (engines with SA) the descriptor's fields are decoded into a
//       register (fields in range, reserved bytes zero, the algorithm the
//       engine's); one naming a key store slot (DF_SLOT) looks it up as it
//       enters, then from here until the lookup is granted, and the answer (key, key
//       size, legacy flag; an empty slot or one of another algorithm makes
//       the descriptor bad) is written into L on the clock after the grant;
//   D1  the decoded descriptor (without SA, decoded as it enters);
//   D1's key field goes to the per-cipher top (key_ksz_o, key_field_o ->
//       key_bundle_i, key_ok_i, key_valid_i, combinational there), and the
//       command checks (cm_cmd_check) register the verdict of D1's fields on
//       every clock: the verdict belongs to D1 once its fields have stood
//       for a clock (d1_rdy_q);
//   Q   a two-entry queue (cl_skid) of checked commands: the fields
//       cipher_modes takes with a command beat, the core's key bundle, the
//       verdict and the AEAD beat counts, the IV block. Its head register is
//       the next command (q_*); cm_data_rx pairs it with the next message
//       that begins on the data channel, and pops it when the command beat
//       is taken. An empty entry is zero (cl_skid), and
//       L and D1 are zeroed when their descriptor moves on: no key stays
//       behind.
// A descriptor enters a stage on the clock its predecessor leaves it: two
// clocks per descriptor in D1; a slot lookup takes two clocks in L (plus its
// wait for the grant) while the descriptor ahead of it is in D1.

module cm_desc_pipe #(
  parameter int unsigned BLOCK_W        = 64,     // block width in bits (64 or 128)
  parameter int unsigned KEY_W          = 192,    // key bundle width of the core in bits
  parameter int unsigned KF_W           = 192,    // key field the top maps (key byte 0 in
                                                  // its top bits; at most DESC_KEY_W)
  parameter int unsigned SID_W          = 6,      // stream id width
  parameter logic [7:0]  ALG            = 8'd0,   // the engine's algorithm (ALG_*)
  parameter logic [7:0]  MODES          = 8'hff,  // the modes built (cipher_modes_axis)
  parameter bit          AEAD           = 1'b0,   // the engine runs GCM / CCM
  parameter bit          SA             = 1'b0,   // descriptors may name a key store slot
  parameter bit          POLICY         = 1'b1,   // NIST policy (cm_cmd_check)
  parameter int unsigned CMAC_MIN_TAG   = 8,      // policy: shortest CMAC tag in bytes
  parameter bit          FORWARD_ONLY   = 1'b0,   // the core has no inverse cipher
  parameter int unsigned AUTH_BUF_BEATS = 0,      // AEAD: message buffer beats (0: none)
  localparam int unsigned DW     = cipher_modes_pkg::DESC_W,
  localparam int unsigned NB     = BLOCK_W / 8,
  localparam int unsigned CNT_W  = $clog2(BLOCK_W) + 1,
  localparam int unsigned TL_W   = $clog2(BLOCK_W / 8) + 1,
  localparam int unsigned LW     = cipher_modes_pkg::len_w(AEAD),
  localparam int unsigned IVL_W  = cipher_modes_pkg::ivl_w(AEAD),
  localparam int unsigned SA_W   = cipher_modes_pkg::sa_w(AEAD),
  localparam int unsigned IVB_W  = cipher_modes_pkg::ivb_w(AEAD),
  localparam int unsigned AB_W   = cipher_modes_pkg::ab_w(AEAD),
  localparam int unsigned APB_W  = cipher_modes_pkg::apb_w(AEAD),
  localparam int unsigned J0D_W  = cipher_modes_pkg::j0d_w(AEAD),
  localparam int unsigned RW     = (AEAD && AUTH_BUF_BEATS > 0) ? $clog2(AUTH_BUF_BEATS + 1) : 1
) (
  input  logic               clk_i,
  input  logic               rst_ni,         // synchronous, active low (reset or zeroize)
  // Descriptor channel (AXI4-Stream, one beat per message).
  input  logic               s_cmd_tvalid_i,
  output logic               s_cmd_tready_o,
  input  logic [DW-1:0]      s_cmd_tdata_i,
  input  logic [SID_W-1:0]   s_cmd_tid_i,
  // Key mapping by the per-cipher top (combinational), from D1.
  output logic [7:0]         key_ksz_o,
  output logic [KF_W-1:0]    key_field_o,
  input  logic [KEY_W-1:0]   key_bundle_i,
  input  logic               key_ok_i,
  input  logic               key_valid_i,
  // Key store lookup (SA = 1).
  output cipher_modes_pkg::lk_req_t lk_req_o,
  input  logic               lk_gnt_i,
  input  cipher_modes_pkg::lk_ans_t lk_ans_i,
  // The queue's head: the next command.
  output logic               q_valid_o,
  input  logic               q_pop_i,        // its command beat was taken
  output logic [SID_W-1:0]   q_sid_o,
  output logic               q_aead_o,       // a GCM / CCM message the engine runs: every data
                                             // beat's count from TKEEP
  output logic               q_aenc_o,       // ... an encryption (its last beat is deferred)
  output logic [BLOCK_W-1:0] q_iv_o,         // the command beat's block (IV, CMAC tag)
  output logic [cipher_modes_pkg::MODE_W-1:0] q_mode_o,
  output logic               q_decrypt_o,
  output logic [CNT_W-1:0]   q_seg_o,
  output logic [TL_W-1:0]    q_taglen_o,
  output logic               q_legacy_o,
  output logic [KEY_W-1:0]   q_key_o,
  output logic [IVL_W-1:0]   q_ivlen_o,
  output logic [LW-1:0]      q_alen_o,
  output logic [LW-1:0]      q_plen_o,
  output logic [cipher_modes_pkg::ST_W-1:0] q_st_o,
  output logic [IVB_W-1:0]   q_ivb_o,
  output logic [AB_W-1:0]    q_ab_o,
  output logic [RW-1:0]      q_res_o,
  output logic [APB_W-1:0]   q_apb_o,
  output logic [J0D_W-1:0]   q_j0d_o
);

  localparam int unsigned KFB  = KF_W / 8;                 // key field bytes the top maps
  localparam int unsigned SKW  = cipher_modes_pkg::SLOT_KEY_W;

  if (BLOCK_W != 64 && BLOCK_W != 128) begin : g_err_bw
    $fatal(1, "cm_desc_pipe: BLOCK_W must be 64 or 128");
  end
  if (KF_W > cipher_modes_pkg::DESC_KEY_W || KF_W % 8 != 0 || KF_W == 0) begin : g_err_kf
    $fatal(1, "cm_desc_pipe: the key field (%0d bits) must be whole bytes, at most DESC_KEY_W", KF_W);
  end
  if (AEAD && BLOCK_W != 128) begin : g_err_aead
    $fatal(1, "cm_desc_pipe: AEAD needs 128-bit blocks");
  end

  // Byte k of the descriptor.
  function automatic logic [7:0] db(input logic [DW-1:0] d, input int unsigned k);
    db = d[8 * k +: 8];
  endfunction

  // ---------------------------------------------------------------------------
  // D1: the decoded descriptor.
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic [SID_W-1:0]   sid;
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               mbad;    // a mode byte above 7 (ST_ERR_MODE)
    logic               dec;
    logic               legacy;
    logic [CNT_W-1:0]   seg;
    logic [TL_W-1:0]    tl;
    logic [7:0]         ksz;
    logic               bad;     // a field out of range, a reserved bit set, another algorithm,
                                 // an empty or foreign slot
    logic               aead;    // a GCM / CCM descriptor the engine runs
    logic [IVL_W-1:0]   ivlen;
    logic [LW-1:0]      alen;
    logic [LW-1:0]      plen;
    logic [SA_W-1:0]    sa;      // the AAD beats' correction (cm_cmd_check)
    logic [cipher_modes_pkg::SLOT_W-1:0]  sidx;    // the key store slot (cipher_modes_pkg::DF_SLOT)
    logic [BLOCK_W-1:0] iv;
    logic [KF_W-1:0]    key;
  } d1_t;

  d1_t  dec_in, d1_q;
  logic in_slot;    // the entering descriptor names a key store slot (SA)
  // The GCM / CCM length fields (AEAD engines; else 0-width stand-ins).
  logic [IVL_W-1:0] f_ivlen;
  logic [LW-1:0]    f_alen, f_plen;
  logic [SA_W-1:0]  f_sa;
  if (AEAD) begin : g_aead_f
    assign f_ivlen = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_IVLEN +: IVL_W];
    assign f_alen  = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_ALEN +: LW];
    assign f_plen  = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_PLEN +: LW];
    assign f_sa    = cipher_modes_pkg::aead_sa(
                       s_cmd_tdata_i[8 * cipher_modes_pkg::DB_MODE +: 8] == 8'(cipher_modes_pkg::MODE_CCM),
                       f_ivlen, f_alen);
  end else begin : g_no_aead_f
    assign f_ivlen = '0;
    assign f_alen  = '0;
    assign f_plen  = '0;
    assign f_sa    = '0;
  end
  assign in_slot = SA && s_cmd_tdata_i[8 * cipher_modes_pkg::DB_FLAGS + cipher_modes_pkg::DF_SLOT];
  logic d1_v_q;     // D1 holds a descriptor ...
  logic d1_rdy_q;   // ... whose fields stood for a clock: the verdict is D1's
  logic load, push, q_in_ready;

  always_comb begin
    logic [7:0]  mode_b, flags_b, seg_b, tag_b, ksz_b, alg_b;
    logic [15:0] ivlen_b;
    logic [31:0] alen_b;
    logic        lay_aead, sa_b, pad_bad, slot_hi_bad;
    mode_b  = db(s_cmd_tdata_i, cipher_modes_pkg::DB_MODE);
    flags_b = db(s_cmd_tdata_i, cipher_modes_pkg::DB_FLAGS);
    seg_b   = db(s_cmd_tdata_i, cipher_modes_pkg::DB_SEG);
    tag_b   = db(s_cmd_tdata_i, cipher_modes_pkg::DB_TAG);
    ksz_b   = db(s_cmd_tdata_i, cipher_modes_pkg::DB_KSZ);
    alg_b   = db(s_cmd_tdata_i, cipher_modes_pkg::DB_ALG);
    ivlen_b = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_IVLEN +: 16];
    alen_b  = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_ALEN +: 32];
    // The layout of the GCM / CCM fields (whatever the engine runs).
    lay_aead = (mode_b == 8'(cipher_modes_pkg::MODE_GCM)) || (mode_b == 8'(cipher_modes_pkg::MODE_CCM));
    sa_b     = flags_b[cipher_modes_pkg::DF_SLOT];
    // Key field bytes past what the top maps; with a slot, the bytes past
    // the slot index, and the index's bits past cipher_modes_pkg::SLOT_W.
    pad_bad     = 1'b0;
    slot_hi_bad = 1'b0;
    for (int unsigned k = 0; k < cipher_modes_pkg::DESC_KEY_W / 8; k++) begin
      if (sa_b ? k >= 2 : k >= KFB) begin
        pad_bad = pad_bad || (db(s_cmd_tdata_i, cipher_modes_pkg::DB_KEY + k) != 8'h00);
      end
    end
    slot_hi_bad = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_SLOT + cipher_modes_pkg::SLOT_W
                                +: 16 - cipher_modes_pkg::SLOT_W] != '0;

    dec_in        = '0;
    dec_in.sid    = s_cmd_tid_i;
    dec_in.mode   = mode_b[cipher_modes_pkg::MODE_W-1:0];
    dec_in.mbad   = mode_b > 8'd7;
    dec_in.dec    = flags_b[cipher_modes_pkg::DF_DECRYPT];
    dec_in.legacy = flags_b[cipher_modes_pkg::DF_LEGACY];
    dec_in.seg    = lay_aead ? '0 : seg_b[CNT_W-1:0];
    dec_in.tl     = tag_b[TL_W-1:0];
    dec_in.ksz    = ksz_b;
    dec_in.aead   = AEAD && ((MODES[cipher_modes_pkg::MODE_GCM] && mode_b == 8'(cipher_modes_pkg::MODE_GCM))
                             || (MODES[cipher_modes_pkg::MODE_CCM] && mode_b == 8'(cipher_modes_pkg::MODE_CCM)));
    dec_in.bad    = (flags_b[7:3] != '0) || (tag_b > 8'(NB)) || (alg_b != ALG) || pad_bad
                 || (sa_b && (!SA || flags_b[cipher_modes_pkg::DF_LEGACY] || ksz_b != '0 || slot_hi_bad))
                 || (lay_aead ? (seg_b != '0)
                              : (seg_b > 8'(BLOCK_W) || ivlen_b != '0 || alen_b != '0));
    if (dec_in.aead) begin
      dec_in.ivlen = f_ivlen;
      dec_in.alen  = f_alen;
      dec_in.plen  = f_plen;
      dec_in.sa    = f_sa;
    end
    dec_in.sidx = s_cmd_tdata_i[8 * cipher_modes_pkg::DB_SLOT +: cipher_modes_pkg::SLOT_W];
    for (int unsigned k = 0; k < NB; k++) begin
      dec_in.iv[BLOCK_W - 1 - 8 * k -: 8] = db(s_cmd_tdata_i, cipher_modes_pkg::DB_IV + k);
    end
    if (!sa_b) begin
      for (int unsigned k = 0; k < KFB; k++) begin
        dec_in.key[KF_W - 1 - 8 * k -: 8] = db(s_cmd_tdata_i, cipher_modes_pkg::DB_KEY + k);
      end
    end
  end

  // ---------------------------------------------------------------------------
  // L (SA = 1): the slot lookup, a stage of its own ahead of D1, so that a
  // slot descriptor's lookup overlaps the previous descriptor's verdict.
  // A descriptor enters L decoded; one that names a slot requests the
  // lookup on the clock it enters (from the channel's beat), then from L
  // until it is granted, and the answer (on the clock after the grant) is
  // written into L. Then it moves to D1 as D1 frees: two clocks in L for a
  // slot descriptor granted at once, as many as D1 takes. Without SA,
  // descriptors enter D1 directly.
  // ---------------------------------------------------------------------------
  d1_t  d1_in;      // what D1 loads
  logic d1_free;    // D1 takes a descriptor on this clock's edge if one is offered

  assign push    = d1_v_q && d1_rdy_q && q_in_ready;
  assign d1_free = !d1_v_q || push;

  if (SA) begin : g_lookup
    d1_t  l_q;
    logic lk_req;   // L requests the lookup
    logic l_v_q;    // L holds a descriptor ...
    logic l_lq_q;   // ... that waits for its lookup's grant
    logic l_lk_q;   // ... whose lookup answer arrives on this clock
    logic l_ok_q;   // ... that is complete (answered, or names no slot)
    logic l_move, l_load;
    logic lk_now;   // the entering descriptor requests its lookup on this clock
    assign l_move         = l_v_q && l_ok_q && d1_free;
    assign s_cmd_tready_o = !l_v_q || l_move;
    assign l_load         = s_cmd_tvalid_i && s_cmd_tready_o;
    assign load           = l_move;
    assign d1_in          = l_q;
    assign lk_now         = l_load && in_slot;
    assign lk_req         = lk_now || l_lq_q;

    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        l_v_q  <= 1'b0;
        l_lq_q <= 1'b0;
        l_lk_q <= 1'b0;
        l_ok_q <= 1'b0;
      end else begin
        if (l_load) begin
          l_v_q <= 1'b1;
        end else if (l_move) begin
          l_v_q <= 1'b0;
        end
        l_lq_q <= lk_req && !lk_gnt_i;
        l_lk_q <= lk_req && lk_gnt_i;
        l_ok_q <= l_load ? !in_slot : (l_ok_q && !l_move) || l_lk_q;
      end
    end

    // L's data: loaded with a descriptor, zeroed when it moves to D1 (it
    // holds a key), and given the slot's answer.
    always_ff @(posedge clk_i) begin
      if (!rst_ni) begin
        l_q <= '0;
      end else if (l_load) begin
        l_q <= dec_in;
      end else if (l_move) begin
        l_q <= '0;
      end else if (l_lk_q) begin
        l_q.key    <= lk_ans_i.key[SKW - 1 -: KF_W];
        l_q.ksz    <= 8'(lk_ans_i.ksz);
        l_q.legacy <= lk_ans_i.legacy;
        l_q.bad    <= l_q.bad || !lk_ans_i.loaded || lk_ans_i.alg != ALG;
      end
    end

    always_comb begin
      lk_req_o      = '0;
      lk_req_o.req  = lk_req;
      lk_req_o.slot = lk_now ? dec_in.sidx : l_q.sidx;
    end
    if (KF_W < SKW) begin : g_lk_unused
      logic unused_lk;  // a slot's key bits past the key field
      assign unused_lk = ^lk_ans_i.key[SKW - KF_W - 1:0];
    end
    logic unused_d1_sidx;  // (D1's slot index: the lookup is done)
    assign unused_d1_sidx = ^d1_q.sidx;
  end else begin : g_no_lookup
    assign s_cmd_tready_o = d1_free;
    assign load           = s_cmd_tvalid_i && s_cmd_tready_o;
    assign d1_in          = dec_in;
    assign lk_req_o       = '0;
    logic unused_lk;  // (no key store)
    assign unused_lk = ^{lk_gnt_i, lk_ans_i, in_slot, d1_q.sidx};
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      d1_v_q   <= 1'b0;
      d1_rdy_q <= 1'b0;
    end else begin
      if (load) begin
        d1_v_q <= 1'b1;
      end else if (push) begin
        d1_v_q <= 1'b0;
      end
      // The verdict is D1's one clock after its load.
      d1_rdy_q <= !load && d1_v_q && !push;
    end
  end

  // D1's data: loaded with a descriptor, zeroed when its command moves to Q
  // (it holds a key).
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      d1_q <= '0;
    end else if (load) begin
      d1_q <= d1_in;
    end else if (push) begin
      d1_q <= '0;
    end
  end

  assign key_ksz_o   = d1_q.ksz;
  assign key_field_o = d1_q.key;

  // ---------------------------------------------------------------------------
  // The command checks (registered: the verdict of D1's fields a clock ago).
  // ---------------------------------------------------------------------------
  logic [cipher_modes_pkg::ST_W-1:0]  st;
  logic [IVB_W-1:0] ivb;
  logic [AB_W-1:0]  ab;
  logic [RW-1:0]    res;
  logic [APB_W-1:0] apb;
  logic [J0D_W-1:0] j0d;

  cm_cmd_check #(
    .BLOCK_W       (BLOCK_W),
    .POLICY        (POLICY),
    .CMAC_MIN_TAG  (CMAC_MIN_TAG),
    .FORWARD_ONLY  (FORWARD_ONLY),
    .AEAD          (AEAD),
    .AUTH_BUF_BEATS(AUTH_BUF_BEATS),
    .MODES         (MODES)
  ) u_check (
    .clk_i,
    .rst_ni,
    .cmd_mode_i   (d1_q.mode),
    .cmd_mode_ok_i(!d1_q.mbad),
    .cmd_decrypt_i(d1_q.dec),
    .cmd_seg_i    (d1_q.seg),
    .cmd_taglen_i (d1_q.tl),
    .cmd_legacy_i (d1_q.legacy),
    .cmd_ivlen_i  (d1_q.ivlen),
    .cmd_alen_i   (d1_q.alen),
    .cmd_plen_i   (d1_q.plen),
    .cmd_sa_i     (d1_q.sa),
    .key_ok_i,
    .key_valid_i  (key_valid_i && !d1_q.bad),
    .st_o         (st),
    .ivb_o        (ivb),
    .ab_o         (ab),
    .res_o        (res),
    .apb_o        (apb),
    .j0d_o        (j0d)
  );

  // ---------------------------------------------------------------------------
  // Q: the checked commands.
  // ---------------------------------------------------------------------------
  typedef struct packed {
    logic [SID_W-1:0]   sid;
    logic               aead;
    logic               aenc;
    logic [BLOCK_W-1:0] iv;
    logic [cipher_modes_pkg::MODE_W-1:0]  mode;
    logic               dec;
    logic [CNT_W-1:0]   seg;
    logic [TL_W-1:0]    tl;
    logic               legacy;
    logic [KEY_W-1:0]   key;
    logic [IVL_W-1:0]   ivlen;
    logic [LW-1:0]      alen;
    logic [LW-1:0]      plen;
    logic [cipher_modes_pkg::ST_W-1:0]    st;
    logic [IVB_W-1:0]   ivb;
    logic [AB_W-1:0]    ab;
    logic [RW-1:0]      res;
    logic [APB_W-1:0]   apb;
    logic [J0D_W-1:0]   j0d;
  } q_t;
  localparam int unsigned Q_W = SID_W + 2 + BLOCK_W + cipher_modes_pkg::MODE_W + 1 + CNT_W + TL_W + 1 + KEY_W + IVL_W
                              + 2 * LW + cipher_modes_pkg::ST_W + IVB_W + AB_W + RW + APB_W + J0D_W;

  q_t             q_in, q_out;
  logic [Q_W-1:0] q_out_w;

  always_comb begin
    q_in        = '0;
    q_in.sid    = d1_q.sid;
    // The data rules of a GCM / CCM descriptor with no error of its own.
    q_in.aead   = d1_q.aead && !d1_q.bad;
    q_in.aenc   = d1_q.aead && !d1_q.bad && !d1_q.dec;
    q_in.iv     = d1_q.iv;
    q_in.mode   = d1_q.mode;
    q_in.dec    = d1_q.dec;
    q_in.seg    = d1_q.seg;
    q_in.tl     = d1_q.tl;
    q_in.legacy = d1_q.legacy;
    q_in.key    = key_bundle_i;
    q_in.ivlen  = d1_q.ivlen;
    q_in.alen   = d1_q.alen;
    q_in.plen   = d1_q.plen;
    q_in.st     = st;
    q_in.ivb    = ivb;
    q_in.ab     = ab;
    q_in.res    = res;
    q_in.apb    = apb;
    q_in.j0d    = j0d;
  end

  // A register slice, not cl_fifo2: its head is a register itself, where
  // cl_fifo2's one select after its entries put the read pointer in front
  // of every command field that cipher_modes takes (10.25 ns to the ingress
  // payload slots in the GCM-only engine); the pop that loads it comes from
  // three flip-flops (B's valid and command flags, the engine's ready).
  cl_skid #(.WIDTH(Q_W)) u_q (
    .clk_i,
    .rst_ni,
    .in_valid_i (push),
    .in_ready_o (q_in_ready),
    .in_data_i  (q_in),
    .out_valid_o(q_valid_o),
    .out_ready_i(q_pop_i),
    .out_data_o (q_out_w)
  );
  assign q_out = q_t'(q_out_w);

  assign q_sid_o     = q_out.sid;
  assign q_aead_o    = q_out.aead;
  assign q_aenc_o    = q_out.aenc;
  assign q_iv_o      = q_out.iv;
  assign q_mode_o    = q_out.mode;
  assign q_decrypt_o = q_out.dec;
  assign q_seg_o     = q_out.seg;
  assign q_taglen_o  = q_out.tl;
  assign q_legacy_o  = q_out.legacy;
  assign q_key_o     = q_out.key;
  assign q_ivlen_o   = q_out.ivlen;
  assign q_alen_o    = q_out.alen;
  assign q_plen_o    = q_out.plen;
  assign q_st_o      = q_out.st;
  assign q_ivb_o     = q_out.ivb;
  assign q_ab_o      = q_out.ab;
  assign q_res_o     = q_out.res;
  assign q_apb_o     = q_out.apb;
  assign q_j0d_o     = q_out.j0d;

`ifndef SYNTHESIS
  if (unsigned'($bits(q_t)) != Q_W) begin : g_err_qw
    $fatal(1, "cm_desc_pipe: Q_W out of step with q_t");
  end
`endif

endmodule
