// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_csr_keys: the CSR block (cl_csr) with its key store (cl_key_store):
// the register side of an engine with security associations
// (docs/csr.md). Software loads keys into slots over AXI4-Lite; the engine
// looks a slot up by the index its packet names, and reports its events
// (counters, interrupts). The capability registers come from the
// parameters. Zeroize (CTRL.ZEROIZE) clears every slot and the staging
// register, and goes out on zeroize_o for the engine's own state.

module cl_csr_keys #(
  parameter int unsigned N_SLOTS      = 64,      // key slots (1 to 1024)
  parameter bit          HAS_TDES     = 1'b1,    // the engine has a TDES core
  parameter bit          HAS_AES      = 1'b1,    // the engine has an AES core
  parameter logic [2:0]  AES_KEYLENS  = 3'b111,  // AES key sizes built: bit k = 128, 192, 256
  parameter bit          AES_ENC_ONLY = 1'b0,    // the AES core is encrypt-only (CAP_CIPHER)
  parameter bit          POLICY       = 1'b1,    // NIST policy: TDES slots need distinct keys unless legacy
  parameter bit          DESC         = 1'b0,    // the engine takes descriptors (CAP_CIPHER.DESC)
  parameter logic [7:0]  MODES        = 8'hff,   // modes built (CAP_MODES: bit k = mode k)
  parameter int unsigned STREAMS      = 64,      // the engine's streams (CAP_SIZE)
  localparam int unsigned SEL_W = 10,            // slot index width
  localparam int unsigned KEY_W = 256            // key field of a slot
) (
  input  logic             clk_i,
  input  logic             rst_ni,            // synchronous, active low
  // AXI4-Lite slave: 32-bit data, byte addresses (512 bytes).
  `CL_AXIL_S_PORTS(9),
  // Control, to the engine.
  output logic             enable_o,          // CTRL.ENABLE
  output logic             zeroize_o,         // one clock: CTRL.ZEROIZE
  // Slot lookup (cl_key_store).
  input  logic             lk_req_i,
  input  logic [SEL_W-1:0] lk_slot_i,
  output logic             lk_valid_o,
  output logic             lk_loaded_o,
  output logic [7:0]       lk_alg_o,
  output logic [1:0]       lk_ksz_o,
  output logic             lk_legacy_o,
  output logic [KEY_W-1:0] lk_key_o,
  // Engine events (one clock each).
  input  logic             msg_valid_i,       // a message ended ...
  input  logic [3:0]       msg_status_i,      // ... with this status (cipher_modes_pkg ST_*)
  input  logic [1:0]       blk_in_i,          // data blocks taken in on this clock (0 to 2)
  input  logic             blk_out_i,         // a data block was sent out
  output logic             intr_o             // interrupt (INTR_STATE & INTR_ENABLE)
);

  if (STREAMS < 1 || STREAMS > 65535) begin : g_bad_streams
    $fatal(1, "cl_csr_keys: STREAMS must be 1..65535 (CAP_SIZE.STREAMS)");
  end

  logic             zeroize, zeroize_done, commit, busy, done, legacy, key_we;
  logic [SEL_W-1:0] slot;
  logic [1:0]       ksz;
  logic [7:0]       alg;
  logic [4:0]       err;
  logic [2:0]       key_idx;
  logic [31:0]      key_data;
  logic [3:0]       key_strb;

  cl_csr u_csr (
    .clk_i,
    .rst_ni,
    `CL_AXIL_CONNECT,
    .cap_tdes_i        (HAS_TDES),
    .cap_aes_i         (HAS_AES),
    .cap_aes_keylens_i (HAS_AES ? AES_KEYLENS : 3'b000),
    .cap_aes_enc_only_i(HAS_AES && AES_ENC_ONLY),
    .cap_policy_i      (POLICY),
    .cap_desc_i        (DESC),
    .cap_modes_i       (MODES),
    .cap_streams_i     (16'(STREAMS)),
    .cap_slots_i       (16'(N_SLOTS)),
    .enable_o,
    .zeroize_o         (zeroize),
    .zeroize_done_i    (zeroize_done),
    .slot_o            (slot),
    .slot_ksz_o        (ksz),
    .slot_alg_o        (alg),
    .slot_legacy_o     (legacy),
    .slot_commit_o     (commit),
    .slot_busy_i       (busy),
    .slot_done_i       (done),
    .slot_err_i        (err),
    .key_we_o          (key_we),
    .key_idx_o         (key_idx),
    .key_data_o        (key_data),
    .key_strb_o        (key_strb),
    .msg_valid_i,
    .msg_status_i,
    .blk_in_i,
    .blk_out_i,
    .intr_o
  );

  cl_key_store #(
    .N_SLOTS    (N_SLOTS),
    .HAS_TDES   (HAS_TDES),
    .HAS_AES    (HAS_AES),
    .AES_KEYLENS(AES_KEYLENS),
    .POLICY     (POLICY)
  ) u_ks (
    .clk_i,
    .rst_ni,
    .zeroize_i     (zeroize),
    .zeroize_done_o(zeroize_done),
    .slot_i        (slot),
    .slot_ksz_i    (ksz),
    .slot_alg_i    (alg),
    .slot_legacy_i (legacy),
    .slot_commit_i (commit),
    .slot_busy_o   (busy),
    .slot_done_o   (done),
    .slot_err_o    (err),
    .key_we_i      (key_we),
    .key_idx_i     (key_idx),
    .key_data_i    (key_data),
    .key_strb_i    (key_strb),
    .lk_req_i,
    .lk_slot_i,
    .lk_valid_o,
    .lk_loaded_o,
    .lk_alg_o,
    .lk_ksz_o,
    .lk_legacy_o,
    .lk_key_o
  );

  assign zeroize_o = zeroize;

endmodule
