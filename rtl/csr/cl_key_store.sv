// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_key_store: the key store of the engine's security associations
// (docs/csr.md, *Key store*). N_SLOTS slots, each one word of a RAM:
// loaded flag, legacy flag, algorithm, key size code and the key (256 bits,
// big-endian: KEY0's byte 0 in bits 255:248; the bits past the key's size
// are stored as zeros).
//
// Loading, from the CSR block (cl_csr):
//   - each KEYn write puts its strobed bytes into the staging register
//     (stage_q) and marks it staged (staged_q): strobe b (AXI WSTRB[b],
//     data bits 8b+7:8b) is key byte 4n + 3 - b. A write with no strobe
//     changes nothing and stages nothing;
//   - a COMMIT is checked on its clock (C0): slot in range, algorithm built,
//     key size built for it and a key byte written since the last commit, the
//     TDES policy (K1, K2, K3 pairwise distinct, parity bits ignored,
//     unless the slot is legacy), and the store not sweeping. The verdict
//     and the slot's fields are registered. A COMMIT while a commit is in
//     C1 or C2 is refused (ERR_SLOT_BUSY) and reported done on the clock
//     after that commit's C2, leaving its fields alone;
//   - C1: a commit that passed writes its word;
//   - C2: the staging register and its staged mark are cleared (whatever
//     the verdict), and the done pulse reports the verdict (slot_done_o,
//     slot_err_o). BUSY is 1 from C1 to C2.
//   Key words are for the next COMMIT: software writes them after DONE.
//
// Zeroize and reset: a sweep writes a zero word to every slot, one a clock
// (N_SLOTS clocks, BUSY meanwhile), and clears the staging register at its
// start. A zeroize's sweep ends with zeroize_done_o (reset's does not). A
// COMMIT during a sweep is refused with ERR_SLOT_BUSY; a zeroize on a
// commit's C0 or C1 ends it, reported done one clock later with
// ERR_SLOT_BUSY (on C1 its word is written, and the sweep clears it).
//
// Lookup, for the engine: lk_req_i with a slot index (10 bits, as packets
// carry it); one clock later lk_valid_o and the slot's fields. A slot not
// loaded, an index not below N_SLOTS, or a lookup during a sweep or on the
// clock of a zeroize answers
// lk_loaded_o = 0 with every other field zero. A slot rewritten while
// messages use it: each lookup gets one whole word, the old or the new
// (a lookup on the clock of the write gets the new one, forwarded from the
// staging register).
//
// Key hygiene: no register or RAM word keeps a key after its slot is
// zeroized or rewritten, or after reset (once the sweep has run):
//   - the staging register is cleared at C2 and at a sweep's start;
//   - the lookup outputs are zero unless a lookup is answered;
//   - the RAM's read register: every write is followed on the next clock by
//     a read, the engine's or else a read back of the written word, so the
//     register never holds a word the RAM no longer has. The RAM has no
//     read-during-write logic (its registered write data would keep a key);
//     the one lookup that can meet a write, at C1, takes the new word from
//     the staging register instead.

module cl_key_store #(
  parameter int unsigned N_SLOTS     = 64,      // key slots (1 to 1024)
  parameter bit          HAS_TDES    = 1'b1,    // TDES slots can be loaded (ALG 0)
  parameter bit          HAS_AES     = 1'b1,    // AES slots can be loaded (ALG 1)
  parameter logic [2:0]  AES_KEYLENS = 3'b111,  // AES key sizes built: bit k = KSZ k (128, 192, 256)
  parameter bit          POLICY      = 1'b1,    // TDES slots that are not legacy need distinct keys
  localparam int unsigned SEL_W  = 10,          // slot index width (SLOT_SEL.SLOT, packet headers)
  localparam int unsigned KEY_W  = 256          // key field of a slot (KEY0..KEY7)
) (
  input  logic             clk_i,
  input  logic             rst_ni,          // synchronous, active low; starts a sweep
  input  logic             zeroize_i,       // one clock: clear every slot
  output logic             zeroize_done_o,  // one clock: a zeroize's sweep has ended
  // Loading (cl_csr's slot programming and key load ports).
  input  logic [SEL_W-1:0] slot_i,          // SLOT_SEL.SLOT
  input  logic [1:0]       slot_ksz_i,      // SLOT_SEL.KSZ
  input  logic [7:0]       slot_alg_i,      // SLOT_SEL.ALG (cipher_modes_pkg ALG_*)
  input  logic             slot_legacy_i,   // SLOT_SEL.LEGACY
  input  logic             slot_commit_i,   // one clock: COMMIT
  output logic             slot_busy_o,     // a commit or a sweep is running
  output logic             slot_done_o,     // one clock: a commit has ended ...
  output logic [4:0]       slot_err_o,      // ... with these errors: {alg, slot range,
                                            // busy, TDES keys, key size}
  input  logic             key_we_i,        // a key word is written ...
  input  logic [2:0]       key_idx_i,       // ... to KEYn ...
  input  logic [31:0]      key_data_i,      // ... with these bytes (byte 4n in 31:24) ...
  input  logic [3:0]       key_strb_i,      // ... where strobed (bit b: data bits 8b+7:8b)
  // Lookup (the engine).
  input  logic             lk_req_i,        // look up ...
  input  logic [SEL_W-1:0] lk_slot_i,       // ... this slot
  output logic             lk_valid_o,      // one clock after lk_req_i: the answer
  output logic             lk_loaded_o,     // the slot holds a key (else every field is 0)
  output logic [7:0]       lk_alg_o,        // its algorithm (ALG_*)
  output logic [1:0]       lk_ksz_o,        // its key size code
  output logic             lk_legacy_o,     // its legacy flag
  output logic [KEY_W-1:0] lk_key_o         // its key, big-endian, zero past its size
);

  if (N_SLOTS < 1 || N_SLOTS > 1024) begin : g_bad_slots
    $fatal(1, "cl_key_store: N_SLOTS must be 1..1024 (a 10-bit slot index)");
  end
  if (!HAS_TDES && !HAS_AES) begin : g_bad_alg
    $fatal(1, "cl_key_store: no algorithm (HAS_TDES and HAS_AES both 0)");
  end
  if (HAS_AES && AES_KEYLENS == 3'b000) begin : g_bad_keylens
    $fatal(1, "cl_key_store: AES without a key size (AES_KEYLENS = 0)");
  end

  localparam int unsigned DEPTH = (N_SLOTS > 1) ? N_SLOTS : 2;
  localparam int unsigned AW    = $clog2(DEPTH);
  localparam logic [7:0]  ALG_TDES = 8'd0;  // cipher_modes_pkg::ALG_TDES
  localparam logic [7:0]  ALG_AES  = 8'd1;  // cipher_modes_pkg::ALG_AES
  localparam int unsigned WORD_W   = KEY_W + 5;  // a slot's word: the bits of slot_t

  typedef struct packed {
    logic             loaded;
    logic             legacy;
    logic             aes;     // ALG_AES (else ALG_TDES)
    logic [1:0]       ksz;
    logic [KEY_W-1:0] key;
  } slot_t;

  typedef enum logic [2:0] {
    E_KSZ   = 3'd0,
    E_TDES  = 3'd1,
    E_BUSY  = 3'd2,
    E_RANGE = 3'd3,
    E_ALG   = 3'd4
  } err_e;

  // ---------------------------------------------------------------------------
  // Staging register: the key words of the next commit.
  // ---------------------------------------------------------------------------
  logic [KEY_W-1:0] stage_q;
  logic             staged_q; // a strobed KEYn write since the last commit or sweep
  logic             c1_q, c2_q, abort_q, sweep_q, zsweep_q;
  logic [AW-1:0]    sptr_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni || zeroize_i || c2_q) begin
      stage_q  <= '0;
      staged_q <= 1'b0;
    end else if (key_we_i && key_strb_i != '0) begin
      staged_q <= 1'b1;
      // AXI: WSTRB[b] enables WDATA[8b+7:8b], which holds key byte
      // 4n + 3 - b (byte 4n in bits 31:24).
      for (int unsigned b = 0; b < 4; b++) begin
        if (key_strb_i[b]) stage_q[KEY_W - 32 * 32'(key_idx_i) - 8 * (3 - b) - 1 -: 8] <= key_data_i[8 * b +: 8];
      end
    end
  end

  // ---------------------------------------------------------------------------
  // C0: the commit's checks.
  // ---------------------------------------------------------------------------
  logic       is_tdes, is_aes, ksz_ok;
  logic [4:0]    err_d, err_q;
  logic          legacy_q, aes_q;  // the slot's fields (its key stays in stage_q)
  logic [1:0]    ksz_q;
  logic [AW-1:0] waddr_q;

  assign is_tdes = HAS_TDES && slot_alg_i == ALG_TDES;
  assign is_aes  = HAS_AES && slot_alg_i == ALG_AES;
  assign ksz_ok  = is_aes ? (slot_ksz_i != 2'd3 && AES_KEYLENS[slot_ksz_i]) : slot_ksz_i == 2'd0;

  always_comb begin
    err_d         = '0;
    err_d[E_ALG]  = !is_tdes && !is_aes;
    err_d[E_RANGE] = 32'(slot_i) >= N_SLOTS;
    err_d[E_BUSY] = sweep_q || zeroize_i;
    // A size not built, or no key staged (a COMMIT that repeats one).
    err_d[E_KSZ]  = (is_tdes || is_aes) && !(ksz_ok && staged_q);
    err_d[E_TDES] = is_tdes && POLICY && !slot_legacy_i && ksz_ok && staged_q &&
                    !tdes_key_pkg::keys_distinct(stage_q[KEY_W-1 -: tdes_key_pkg::KEY_W]);
  end

  // A COMMIT while a commit is in C1 or C2 (busy_cmt) is refused without
  // touching that commit's fields; it is reported done on the clock after
  // that commit's C2 (rej_q), so each COMMIT has its own done pulse.
  logic busy_cmt, rej_q;
  assign busy_cmt = slot_commit_i && (c1_q || c2_q);

  always_ff @(posedge clk_i) begin
    if (!rst_ni || zeroize_i) begin
      c1_q <= 1'b0;
      c2_q <= 1'b0;
    end else begin
      c1_q <= slot_commit_i && !busy_cmt;
      c2_q <= c1_q;
    end
  end

  always_ff @(posedge clk_i) begin
    if (!rst_ni) rej_q <= 1'b0;
    else         rej_q <= busy_cmt || (rej_q && c2_q);
  end

  // A commit's fields, held from C0 to C2 (no key bit: the key stays in
  // stage_q).
  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      err_q    <= '0;
      waddr_q  <= '0;
      legacy_q <= 1'b0;
      aes_q    <= 1'b0;
      ksz_q    <= '0;
    end else if (slot_commit_i && !busy_cmt) begin
      err_q    <= err_d;
      waddr_q  <= AW'(slot_i);
      legacy_q <= slot_legacy_i;
      aes_q    <= is_aes;
      ksz_q    <= slot_ksz_i;
    end
  end

  // The word a commit writes (C1) and forwards (C2): its key is the staging
  // register's, cut to the key's size.
  slot_t wword;
  always_comb begin
    wword.loaded = 1'b1;
    wword.legacy = legacy_q;
    wword.aes    = aes_q;
    wword.ksz    = ksz_q;
    wword.key    = stage_q;
    unique case ({aes_q, ksz_q})
      3'b100:  wword.key[KEY_W-129:0] = '0;  // AES-128
      3'b101:  wword.key[KEY_W-193:0] = '0;  // AES-192
      3'b110:  ;                             // AES-256
      default: wword.key[KEY_W-193:0] = '0;  // TDES: K1 K2 K3
    endcase
  end

  // A zeroize on C0 or C1 ends the commit: on C1 its word is written and
  // the sweep clears it. Either way it is reported refused one clock later
  // (the zeroize clears c1_q and c2_q, so no other done pulse comes).
  always_ff @(posedge clk_i) begin
    if (!rst_ni) abort_q <= 1'b0;
    else         abort_q <= zeroize_i && (slot_commit_i || c1_q);
  end

  assign slot_done_o = c2_q || abort_q || (rej_q && !c2_q);
  assign slot_err_o  = (abort_q || (rej_q && !c2_q)) ? 5'(1 << E_BUSY) : (c2_q ? err_q : '0);
  assign slot_busy_o = c1_q || c2_q || sweep_q;

  // ---------------------------------------------------------------------------
  // Sweep: after reset and on zeroize, a zero word to every slot.
  // ---------------------------------------------------------------------------
  logic slast;
  assign slast = sptr_q == AW'(DEPTH - 1);

  always_ff @(posedge clk_i) begin
    if (!rst_ni || zeroize_i) begin
      sweep_q  <= 1'b1;
      zsweep_q <= rst_ni;
      sptr_q   <= '0;
    end else if (sweep_q) begin
      sweep_q <= !slast;
      sptr_q  <= sptr_q + 1'b1;
    end
  end

  // Done on the clock after the sweep's last write (its read back).
  always_ff @(posedge clk_i) begin
    if (!rst_ni) zeroize_done_o <= 1'b0;
    else         zeroize_done_o <= sweep_q && slast && zsweep_q && !zeroize_i;
  end

  // ---------------------------------------------------------------------------
  // The RAM: one write port (the sweep, or C1), one read port (a lookup,
  // else a read back of the word written the clock before).
  // ---------------------------------------------------------------------------
  logic          we, re, lk_rd, in_range;
  logic [AW-1:0] waddr, raddr;
  slot_t         wdata, rdata;
  logic          rb_q;          // a read back is due
  logic [AW-1:0] rb_addr_q;     // of this word

  assign in_range = 32'(lk_slot_i) < N_SLOTS;
  assign lk_rd    = lk_req_i && !sweep_q && in_range;
  assign we       = sweep_q || (c1_q && err_q == '0);
  assign waddr    = sweep_q ? sptr_q : waddr_q;
  assign wdata    = sweep_q ? '0 : wword;
  assign re       = lk_rd || rb_q;
  assign raddr    = lk_rd ? AW'(lk_slot_i) : rb_addr_q;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      rb_q      <= 1'b0;
      rb_addr_q <= '0;
    end else begin
      rb_q      <= we;
      rb_addr_q <= waddr;
    end
  end

  cl_ram_1r1w #(
    .WIDTH  (WORD_W),
    .DEPTH  (DEPTH),
    .RDW_OLD(1'b0)
  ) u_ram (
    .clk_i,
    .we_i   (we),
    .waddr_i(waddr),
    .wdata_i(wdata),
    .re_i   (re),
    .raddr_i(raddr),
    .rdata_o(rdata)
  );

  // ---------------------------------------------------------------------------
  // The answer: the RAM's word, or on a lookup that met C1's write of its
  // slot, that word from the staging register (still whole at C2).
  // ---------------------------------------------------------------------------
  logic  lk_q, ans_q, fwd_q;
  slot_t ans;

  always_ff @(posedge clk_i) begin
    if (!rst_ni) begin
      lk_q  <= 1'b0;
      ans_q <= 1'b0;
      fwd_q <= 1'b0;
    end else begin
      lk_q  <= lk_req_i;
      // A lookup on the clock of a zeroize answers "not loaded" (the
      // staging register a forward would read is cleared at that edge).
      ans_q <= lk_rd && !zeroize_i;
      fwd_q <= lk_rd && we && !sweep_q && waddr_q == AW'(lk_slot_i);
    end
  end

  assign ans         = !ans_q ? '0 : (fwd_q ? wword : rdata);
  assign lk_valid_o  = lk_q;
  assign lk_loaded_o = ans.loaded;
  assign lk_legacy_o = ans.legacy;
  assign lk_alg_o    = !ans.loaded ? 8'd0 : (ans.aes ? ALG_AES : ALG_TDES);
  assign lk_ksz_o    = ans.ksz;
  assign lk_key_o    = ans.key;

endmodule
