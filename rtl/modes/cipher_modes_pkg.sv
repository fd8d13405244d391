// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipher_modes_pkg: encodings shared by the modes-of-operation engine
// (cipher_modes and its cm_* stages) and its testbenches, and the layouts
// and widths of the flat words the stages pass to each other (the layouts
// as macros: see "The words passed between the engine's modules").

package cipher_modes_pkg;

  // ---------------------------------------------------------------------------
  // Modes (cmd_mode_i). MODE_GCM and MODE_CCM need an engine built with
  // AEAD: they are rejected with ST_ERR_MODE otherwise.
  // The modes, status codes and algorithm ids are typed constants, not typed
  // enums: Yosys rejects enum members in a constant function (alg_known) and
  // the cast a case on an enum needs. Their typed enums are the reference
  // model's (cipherline.ref.modes_model.Mode and Status; the registry's
  // alg_id), which tests/test_cipher_registry.py checks against these.
  // ---------------------------------------------------------------------------
  localparam int unsigned MODE_W = 3;
  localparam int unsigned NMODES = 1 << MODE_W;
  localparam logic [MODE_W-1:0] MODE_ECB  = 3'd0;
  localparam logic [MODE_W-1:0] MODE_CBC  = 3'd1;
  localparam logic [MODE_W-1:0] MODE_CFB  = 3'd2;  // segment size from cmd_seg_i
  localparam logic [MODE_W-1:0] MODE_OFB  = 3'd3;
  localparam logic [MODE_W-1:0] MODE_CTR  = 3'd4;
  localparam logic [MODE_W-1:0] MODE_CMAC = 3'd5;  // decrypt=1 means verify
  localparam logic [MODE_W-1:0] MODE_GCM  = 3'd6;  // AES-GCM / GMAC (SP 800-38D), AEAD engines
  localparam logic [MODE_W-1:0] MODE_CCM  = 3'd7;  // AES-CCM (SP 800-38C, RFC 3610), AEAD engines

  // ---------------------------------------------------------------------------
  // Status on the last beat of every message (dout_status_o).
  // ---------------------------------------------------------------------------
  localparam int unsigned ST_W = 4;
  localparam logic [ST_W-1:0] ST_OK          = 4'd0;  // message processed
  localparam logic [ST_W-1:0] ST_ERR_PARTIAL = 4'd1;  // partial/oversized final block
  localparam logic [ST_W-1:0] ST_ERR_MODE    = 4'd2;  // unknown mode, or a mode the core cannot run
  localparam logic [ST_W-1:0] ST_ERR_PARAM   = 4'd3;  // bad CFB segment size / CMAC tag length / key size
  localparam logic [ST_W-1:0] ST_ERR_HEADER  = 4'd4;  // packet ended inside its header (inside the
                                                       // engine: a data beat with no open message)
  localparam logic [ST_W-1:0] ST_ERR_BUSY    = 4'd5;  // message aborted by a new command (not
                                                       // produced through the packet interface)
  localparam logic [ST_W-1:0] ST_ERR_AUTH    = 4'd6;  // CMAC verify / GCM, CCM decrypt: tag mismatch
  localparam logic [ST_W-1:0] ST_ERR_POLICY  = 4'd7;  // NIST policy: key bundle, block count,
                                                       // CMAC tag length (see docs/modes.md)
  localparam logic [ST_W-1:0] ST_ERR_LONG    = 4'd8;  // GCM/CCM decryption with a payload longer
                                                       // than the message buffer (AUTH_BUF_BYTES)
  localparam logic [ST_W-1:0] ST_ERR_FULL    = 4'd9;  // GCM/CCM decryption whose payload does not fit
                                                       // beside the open buffered decryptions

  // ---------------------------------------------------------------------------
  // Packet header (docs/modes.md). A packet is HDR_KEY_BEATS + 2 header beats,
  // then the data: the control beat, the key beats, the IV beat. Byte k of a
  // beat is AXI4-Stream byte lane k (tdata[8k+7:8k]); the engine turns each
  // beat around so that lane 0 is the most significant byte of its blocks.
  // Control beat, by byte lane:
  // ---------------------------------------------------------------------------
  localparam int unsigned HB_MODE  = 0;  // MODE_*; a value above 7 is rejected (ST_ERR_MODE)
  localparam int unsigned HB_FLAGS = 1;  // bit 0 decrypt (CMAC: verify), bit 1 legacy; others 0
  localparam int unsigned HB_SEG   = 2;  // CFB segment size in bits: 1, 8 or BLOCK_W
  localparam int unsigned HB_TAG   = 3;  // CMAC tag length in bytes
  localparam int unsigned HB_KSZ   = 4;  // key size code (AES: 0/1/2 = 128/192/256; else 0)
  localparam int unsigned HB_ALG   = 5;  // algorithm (ALG_*); must be the engine's
  // Lanes 6 and up are reserved and must be zero, except in a GCM or CCM
  // header (modes 6 and 7) on an AEAD engine, where they hold:
  localparam int unsigned HB_IVLEN = 6;   // IV / nonce length in bytes, its low byte (GCM:
                                          // 1..65535; 12: in the IV beat, else as data beats
                                          // before the AAD; CCM: the nonce, 7..13, in the IV beat)
  localparam int unsigned HB_IVLEN_HI = 2;  // its high byte (lane HB_SEG: GCM and CCM have
                                            // no segment size)
  localparam int unsigned HB_ALEN  = 8;   // lanes 8..11: AAD length in bytes, big-endian
  localparam int unsigned HB_PLEN  = 12;  // lanes 12..15: payload length in bytes, big-endian
  // (lane 7 stays reserved). A reserved bit, a flag bit, a segment or tag
  // field too wide for the engine, or another algorithm give ST_ERR_PARAM.
  localparam int unsigned IVLEN_W = 16;   // the IV length field
  localparam int unsigned LEN_W = 32;     // AAD and payload length fields
  // Security-association headers (engines built with SA = 1, docs/modes.md,
  // *Key slots*): flag bit FLAG_SA set, the header is the control beat and
  // the IV beat (no key beats), and the key, its size and the legacy flag
  // come from the key store slot the control beat names: slot index = lane
  // HB_SLOT_HI * 256 + lane HB_SLOT_LO (below 2^SLOT_W; lane HB_SLOT_LO is
  // the key size code's lane, lane HB_SLOT_HI is reserved otherwise). The
  // header's legacy flag must be 0 (the slot's is used). An empty slot, a
  // slot of another algorithm or an index past the store give ST_ERR_PARAM.
  localparam int unsigned FLAG_SA    = 2;
  localparam int unsigned HB_SLOT_LO = 4;
  localparam int unsigned HB_SLOT_HI = 7;
  localparam int unsigned SLOT_W     = 10;  // slot index bits (key store: up to 1024 slots)
  localparam int unsigned SLOT_KEY_W = 256; // a slot's key field (big-endian, zero past the key)
  // ---------------------------------------------------------------------------
  // Descriptors (engines built with DESC = 1; docs/modes.md, *Descriptors*).
  // One beat of DESC_W bits per message on the descriptor channel
  // (s_axis_cmd, TID = the stream); the data channel then carries only the
  // message's bytes. Byte k of the descriptor is tdata[8k+7:8k]; the
  // integer fields are little-endian (byte DB_x is the least significant),
  // the IV and key fields are byte strings (their byte 0 at DB_IV / DB_KEY).
  // The same layout is cipherline.ref.descriptor (Python) and
  // sw/include/cipherline_desc.h (C); tests/test_descriptor.py checks that
  // the three agree.
  // ---------------------------------------------------------------------------
  localparam int unsigned DESC_BYTES = 64;
  localparam int unsigned DESC_W     = 8 * DESC_BYTES;
  localparam int unsigned DB_MODE    = 0;   // MODE_*; a value above 7 gives ST_ERR_MODE
  localparam int unsigned DB_FLAGS   = 1;   // DF_* bits; the others must be 0
  localparam int unsigned DB_SEG     = 2;   // CFB segment size in bits (1, 8 or BLOCK_W);
                                            // 0 in a GCM / CCM descriptor
  localparam int unsigned DB_TAG     = 3;   // tag length in bytes (CMAC, GCM, CCM)
  localparam int unsigned DB_KSZ     = 4;   // key size code (AES: 0/1/2 = 128/192/256; else 0)
  localparam int unsigned DB_ALG     = 5;   // algorithm (ALG_*); must be the engine's
  localparam int unsigned DB_IVLEN   = 6;   // 16 bits: GCM IV / CCM nonce length in bytes;
                                            // 0 in the other modes
  localparam int unsigned DB_ALEN    = 8;   // 32 bits: AAD length in bytes (GCM, CCM; else 0)
  localparam int unsigned DB_PLEN    = 12;  // 32 bits: payload bytes on the data channel
                                            // (every mode; 0: a message without data)
  localparam int unsigned DB_IV      = 16;  // 16 bytes: the IV block (CMAC verify: the
                                            // expected tag) in its first BLOCK_W / 8 bytes
  localparam int unsigned DB_KEY     = 32;  // 32 bytes: the key, zero past its size;
  localparam int unsigned DB_SLOT    = 32;  // with DF_SLOT: 16 bits, the key store slot,
                                            // and bytes DB_SLOT + 2.. zero
  localparam int unsigned DF_DECRYPT = 0;   // decrypt (CMAC: verify)
  localparam int unsigned DF_LEGACY  = 1;   // exempt from the NIST policy (0 with DF_SLOT)
  localparam int unsigned DF_SLOT    = 2;   // the key comes from key store slot DB_SLOT
  localparam int unsigned DESC_KEY_W = 256; // the key field in bits
  // A key store lookup (cl_key_store's lk_* ports): the engine's request,
  // held until granted; the answer comes on the clock after the grant.
  typedef struct packed {
    logic              req;   // look up ...
    logic [SLOT_W-1:0] slot;  // ... this slot
  } lk_req_t;
  typedef struct packed {
    logic                  loaded;  // the slot holds a key (else every field is 0)
    logic [7:0]            alg;     // its algorithm (ALG_*)
    logic [1:0]            ksz;     // its key size code
    logic                  legacy;  // its legacy flag (exempt from the NIST policy)
    logic [SLOT_KEY_W-1:0] key;     // its key, big-endian, zero past its size
  } lk_ans_t;

  // Algorithms (HB_ALG): one per cipher of the registry, its alg_id
  // (src/cipherline/cores: CipherSpec; tests/test_cipher_registry.py checks
  // both lists against it).
  localparam logic [7:0] ALG_TDES = 8'd0;
  localparam logic [7:0] ALG_AES  = 8'd1;
  localparam logic [7:0] ALG_TOY  = 8'hff;  // the toy XOR core (tests only)

  // Whether an engine may be built for this algorithm id (cm_packet_rx's ALG).
  function automatic logic alg_known(logic [7:0] alg);
    alg_known = alg == ALG_TDES || alg == ALG_AES || alg == ALG_TOY;
  endfunction

  // Header key field: the key beats hold the key bytes in order (FIPS key
  // byte 0 in lane 0 of the first key beat; bytes after the key are zero).
  function automatic int unsigned hdr_key_beats(int unsigned hkey_w, int unsigned beat_w);
    hdr_key_beats = (hkey_w + beat_w - 1) / beat_w;
  endfunction

  // ---------------------------------------------------------------------------
  // Internal encodings.
  // ---------------------------------------------------------------------------
  // CFB segment size, stored per stream.
  localparam int unsigned SEG_W = 2;
  localparam logic [SEG_W-1:0] SEG_BLOCK = 2'd0;  // BLOCK_W bits
  localparam logic [SEG_W-1:0] SEG_8     = 2'd1;  // 8 bits
  localparam logic [SEG_W-1:0] SEG_1     = 2'd2;  // 1 bit

  // Which last-beat bit counts end a message with ST_ERR_PARTIAL (cfg_t.pek,
  // set by the command, so that S1's verdict is one select after the
  // configuration RAM). A zero word (no open message) reads as PEK_GT.
  localparam int unsigned PEK_W = 2;
  localparam logic [PEK_W-1:0] PEK_GT   = 2'd0;  // above BLOCK_W (a bad TKEEP): CTR, OFB, CFB, AEAD
  localparam logic [PEK_W-1:0] PEK_NE   = 2'd1;  // anything but BLOCK_W: ECB, CBC
  localparam logic [PEK_W-1:0] PEK_CMAC = 2'd2;  // above BLOCK_W, or 0 after the first block
  localparam logic [PEK_W-1:0] PEK_NONE = 2'd3;  // none: CFB with a segment shorter than the block

  // What the issue stage sends to stage 1 (S0 -> S1).
  localparam int unsigned OP_W = 2;
  localparam logic [OP_W-1:0] OP_DATA  = 2'd0;  // data beat of an open message
  localparam logic [OP_W-1:0] OP_STRAY = 2'd1;  // data beat with no open message
  localparam logic [OP_W-1:0] OP_BUSY  = 2'd2;  // terminate the open message (ERR_BUSY)
  localparam logic [OP_W-1:0] OP_LOP   = 2'd3;  // CMAC subkey block L = E_K(0) (GCM: H; CCM:
                                                   // Y0 = E_K(B0), the beat's b0 bit)

  // What the completion stage does with a core result.
  localparam int unsigned KIND_W = 3;
  localparam logic [KIND_W-1:0] KIND_OUT  = 3'd0;  // emit (O ^ opa) masked to obits
  localparam logic [KIND_W-1:0] KIND_BYP  = 3'd1;  // emit a status-only beat (data 0)
  localparam logic [KIND_W-1:0] KIND_MID  = 3'd2;  // no output (CMAC inner block, or a block
                                                    // past the policy's block limit)
  localparam logic [KIND_W-1:0] KIND_FIN  = 3'd3;  // CMAC final block: tag / verify
  localparam logic [KIND_W-1:0] KIND_LOP  = 3'd4;  // CMAC L / GCM H: store, no output
  localparam logic [KIND_W-1:0] KIND_TAG  = 3'd5;  // GCM final block: T = E_K(J0) ^ GHASH;
                                                    // tag, or (decrypt) a status beat

  // How the completion stage updates the completion-fed chaining value.
  localparam int unsigned CVB_W = 2;
  localparam logic [CVB_W-1:0] CVB_OUT   = 2'd0;  // cv := core output (CBC-enc, OFB, CMAC, CCM MAC)
  localparam logic [CVB_W-1:0] CVB_SHIFT = 2'd1;  // cv := (I << s) | C (CFB encrypt)
  localparam logic [CVB_W-1:0] CVB_OPB   = 2'd2;  // cv := opb ^ (gh_o ? output masked : 0)
                                                   // (CCM: Y ^ P for the next MAC step)

  // ---------------------------------------------------------------------------
  // The words passed between the engine's modules: their layouts and widths.
  // The ports, RAMs and FIFOs that carry them are flat vectors of the widths
  // below (cfg_w, beat_w, side_w). Each word's packed struct (cfg_t, beat_t,
  // side_t) has its field widths from the engine's parameters, which a
  // package cannot take (and Yosys reads no type parameters), so each layout
  // is written once, here, as a macro that declares the typedef in the
  // module that expands it (`CM_TYPEDEF_CFG_T, `CM_TYPEDEF_BEAT_T,
  // `CM_TYPEDEF_SIDE_T, with the same arguments as the width function).
  // Every module that produces or consumes a word expands its macro, so the
  // two ends of a word cannot disagree on its fields' order; each checks the
  // struct's $bits against the width function in simulation. A macro is
  // defined from here to the end of the compilation (this package comes
  // first in the file lists).
  // ---------------------------------------------------------------------------
  // GCM fields of the words below are one bit wide (unused) in an engine
  // without AEAD.
  // Beat counts of an AEAD message (AAD beats; AAD + payload beats).
  function automatic int unsigned ab_w(bit aead);
    ab_w = aead ? LEN_W - 3 : 1;
  endfunction
  function automatic int unsigned apb_w(bit aead);
    apb_w = aead ? LEN_W - 2 : 1;
  endfunction
  function automatic int unsigned len_w(bit aead);
    len_w = aead ? LEN_W : 1;
  endfunction
  // The issue-fed word's operation count: 0..MAX_BLOCKS + 1 (the policy's
  // limit saturates it there); with AEAD also every operation index of a
  // message the policy does not limit (its index for the GCM / CCM decode
  // runs to the final step, at most 2^apb_w - 1).
  function automatic int unsigned bc_w(bit aead, int unsigned max_blocks);
    bc_w = unsigned'($clog2(max_blocks + 2));
    if (aead && bc_w < apb_w(aead) + 1) bc_w = apb_w(aead) + 1;
  endfunction
  // GCM IV data beats (0..4096; 0: a 96-bit IV in the IV beat; CCM: {long
  // AAD length prefix, AAD flush step}), the IV length in bytes, its low
  // four bits (the configuration word's ivl: the last IV beat's bytes; an
  // IV in data beats keeps its whole length in the word's iv field, as
  // J0's length block), and the payload beats + 1 (J0's low word from the
  // counter).
  function automatic int unsigned ivb_w(bit aead);
    ivb_w = aead ? IVLEN_W - 3 : 1;
  endfunction
  function automatic int unsigned ivl_w(bit aead);
    ivl_w = aead ? IVLEN_W : 1;
  endfunction
  function automatic int unsigned ivlo_w(bit aead);
    ivlo_w = aead ? 4 : 1;
  endfunction
  function automatic int unsigned j0d_w(bit aead);
    j0d_w = aead ? 32 : 1;
  endfunction

  // The AAD beats' correction of an AEAD message (0..4098; 1 bit, zero,
  // without AEAD): cm_cmd_check's AAD beat count is alen / 16 (rounded down)
  // plus this term, which cm_packet_rx forms from the control beat as it
  // writes it, so that the count is one carry chain from the command
  // registers. GCM with an IV other than 96 bits:
  // its IV data beats and the J0 step; CCM: the flush block of the
  // formatted AAD (SP 800-38C A.2.2: a 2-byte length prefix, or ff fe and 4
  // bytes from 0xff00 bytes on); both: the AAD's partial last beat.
  localparam int unsigned SA_W = IVLEN_W - 3;
  function automatic int unsigned sa_w(bit aead);
    sa_w = aead ? SA_W : 1;
  endfunction
  // CCM's formatted AAD: the long length prefix (ff fe and 4 bytes, from
  // 0xff00 bytes on; else 2 bytes), and the flush block (the last AAD beat
  // has no room for the prefix's bytes: one more block than the AAD beats).
  function automatic logic ccm_long(logic [LEN_W-1:0] alen);
    ccm_long = alen >= 32'hff00;
  endfunction
  function automatic logic ccm_flush(logic [LEN_W-1:0] alen);
    ccm_flush = alen != '0 && (alen[3:0] == '0 || alen[3:0] > (ccm_long(alen) ? 4'd10 : 4'd14));
  endfunction
  function automatic logic [SA_W-1:0] aead_sa(logic ccm, logic [IVLEN_W-1:0] ivlen,
                                               logic [LEN_W-1:0] alen);
    logic g, fl;
    logic [2:0] c;
    // GCM's IV beats and J0 step: ceil(ivlen / 16) + 1, unless the IV is
    // 96 bits (or absent: ST_ERR_PARAM).
    g   = !ccm && ivlen != IVLEN_W'(32'd12) && ivlen != '0;
    fl  = ccm_flush(alen);
    // The small part as a sum of flags (0..4), beside the IV length's upper
    // bits: one SA_W-bit sum.
    c   = 3'(g) + 3'(g && ivlen[3:0] != '0) + 3'(alen[3:0] != '0) + 3'(ccm && fl);
    aead_sa = SA_W'(g ? ivlen[IVLEN_W-1:4] : '0) + SA_W'(c);
  endfunction

  // AEAD: a beat's index (the operations of its message before it) against
  // the configuration word's counts, one flag per compare (cm_aead_idx).
  // S1 does not compare: it reads the flags, from the configuration word for
  // a message's first beat (index 0, formed from the command) and else from
  // the flag context RAM, which the stream's previous operation wrote one
  // clock after leaving S3 (cm_build).
  typedef struct packed {
    logic lt_ivb;   // idx <  ivb
    logic eq_ivb;   // idx == ivb
    logic eq1_ivb;  // idx + 1 == ivb
    logic eqp_ivb;  // idx == ivb + 1
    logic lt_ab;    // idx <  ab
    logic eq_ab;    // idx == ab
    logic eq1_ab;   // idx + 1 == ab
    logic eq2_ab;   // idx + 2 == ab
    logic lt_apb;   // idx <  apb
    logic eq_apb;   // idx == apb
    logic eq1_apb;  // idx + 1 == apb
    logic eq2_apb;  // idx + 2 == apb
    logic eq0;      // idx == 0
    logic par;      // idx and ab have the same parity
    // GCM's GHASH schedule (cm_ghash_agg): the blocks left after this one
    // in its GHASH (2, 3) and whether it is among a GHASH's first four.
    logic eq2_ivb;  // idx + 2 == ivb
    logic eq3_ivb;  // idx + 3 == ivb
    logic eq3_apb;  // idx + 3 == apb
    logic lt4;      // idx <  4
    logic lt5_ivb;  // idx <  ivb + 5
  } aidx_t;
  localparam int unsigned AIDX_W = 19;  // $bits(aidx_t)
  function automatic int unsigned aidx_w(bit aead);
    aidx_w = aead ? AIDX_W : 1;
  endfunction

  // AEAD: the beat's place in the message. S1D registers (acmp_t) its index
  // flags (aidx_t: its index, the operations before it, against the
  // configuration word's counts), read from the configuration word for the
  // message's first operation and else from the flag context RAM (written
  // one clock after the stream's previous operation left S3, from
  // registers: no compare runs from a context RAM's output, which arrives
  // late in the clock), and compares its valid bits against the
  // configuration word's. S2 forms the flags (adec_t) from them with a few
  // gates (cm_aead_dec). Both modes' flags are formed; S2 reads those of the stream's
  // mode.
  typedef struct packed {
    logic bad_prev;   // an earlier beat did not match the lengths (sticky bit)
    aidx_t ix;        // the index flags
    logic bits_bw;    // the beat's bits: a full block
    logic bits_iv;    // ... the IV's (GCM) bytes in its last beat
    logic bits_a;     // ... the AAD's bytes in its last beat
    logic bits_p;     // ... the payload's bytes in its last beat
    logic bits_0;     // ... none
    logic fin_bits;   // ... those of a final step (decryption: the tag; else none)
  } acmp_t;
  localparam int unsigned ACMP_W = AIDX_W + 7;  // $bits(acmp_t)

  typedef struct packed {
    logic bad_prev;   // an earlier beat did not match the lengths (sticky bit)
    // GCM:
    logic g_iv;       // an IV data beat
    logic g_iv_last;  // ... the last one (the J0 step follows)
    logic g_j0;       // the J0 step
    logic g_after_j0; // the first operation after the J0 step
    logic g_aad;      // an AAD beat
    logic g_pay;      // a payload beat
    logic g_bits_ok;  // the beat has the valid bits its place needs
    logic g_fin_ok;   // the last beat is a well-formed final step
    logic g_pay_ok;   // a payload beat with the valid bits its place needs (g_pay && g_bits_ok)
    // CCM:
    logic c_fmt;      // an AAD beat or the AAD flush step
    logic c_ctr;      // a payload block's CTR block
    logic c_mac;      // a payload block's CBC-MAC step
    logic c_step;     // a middle step follows (flush, CBC-MAC)
    logic c_bits_ok;  // the beat has the valid bits its place needs
    logic c_fin_ok;   // the last beat is a well-formed final step
    logic c_head;     // index 0: the AAD length prefix leads the block
    logic c_cnt0;     // the first payload block: Ctr_1 = Ctr0 + 1
  } adec_t;
  localparam int unsigned ADEC_W = 18;  // $bits(adec_t)

  // Message buffer beats of an AEAD engine (0: none, RELEASE_UNVERIFIED).
  function automatic int unsigned auth_buf_beats(bit aead, bit release_unverified,
                                                 int unsigned bytes);
    auth_buf_beats = (aead && !release_unverified) ? bytes / 16 : 0;
  endfunction

  // Per-stream configuration word (cfg_t, context RAM).
  function automatic int unsigned cfg_w(int unsigned block_w, int unsigned key_w,
                                        int unsigned tl_w, bit aead);
    cfg_w = MODE_W + 1 + SEG_W + ST_W + 1 + NMODES + PEK_W + tl_w + 1 + key_w + block_w
          + ab_w(aead) + apb_w(aead) + 2 * len_w(aead) + ivb_w(aead) + ivlo_w(aead) + j0d_w(aead)
          + aidx_w(aead);
  endfunction
  // Its layout: `CM_TYPEDEF_CFG_T(BLOCK_W, KEY_W, TL_W, AEAD) declares cfg_t
  // (written by a command in cm_ingress, read by cm_build). Fields:
  //   mode, dec, seg  the command's mode, direction and CFB segment size;
  //   err   != ST_OK: reject the message with this status;
  //   ok, m, pek  the decode S2 tests, stored by the command: err == ST_OK,
  //         the one-hot mode (bit MODE_*), the last-beat bit counts that are
  //         ST_ERR_PARTIAL (PEK_*);
  //   tl    CMAC tag bytes; pol: the policy's block limit applies; key;
  //   iv    the IV (GCM: the first payload counter block inc32(J0), or with
  //         an IV in data beats J0's length block 0^64 || [len(IV)]_64;
  //         CCM: Ctr0);
  //   ab    GCM: operations before the payload (IV beats, J0 step, AAD
  //         beats); CCM: formatted AAD blocks;
  //   apb   AEAD: operations before the final step;
  //   alen, plen  AEAD: AAD bytes, payload bytes;
  //   ivb   GCM: IV data beats (0: a 96-bit IV in the IV beat); CCM: {..,
  //         6-byte AAD length prefix, AAD flush step};
  //   ivl   GCM: IV bytes, CCM: nonce bytes, mod 16;
  //   j0d   GCM: payload beats + 1 (J0 = the last counter - j0d);
  //   f0    AEAD: the index flags of the first operation (aidx_t).
`define CM_TYPEDEF_CFG_T(block_w, key_w, tl_w, aead) \
  typedef struct packed { \
    logic [cipher_modes_pkg::MODE_W-1:0]        mode; \
    logic                                       dec; \
    logic [cipher_modes_pkg::SEG_W-1:0]         seg; \
    logic [cipher_modes_pkg::ST_W-1:0]          err; \
    logic                                       ok; \
    logic [cipher_modes_pkg::NMODES-1:0]        m; \
    logic [cipher_modes_pkg::PEK_W-1:0]         pek; \
    logic [(tl_w)-1:0]                          tl; \
    logic                                       pol; \
    logic [(key_w)-1:0]                         key; \
    logic [(block_w)-1:0]                       iv; \
    logic [cipher_modes_pkg::ab_w(aead)-1:0]    ab; \
    logic [cipher_modes_pkg::apb_w(aead)-1:0]   apb; \
    logic [cipher_modes_pkg::len_w(aead)-1:0]   alen; \
    logic [cipher_modes_pkg::len_w(aead)-1:0]   plen; \
    logic [cipher_modes_pkg::ivb_w(aead)-1:0]   ivb; \
    logic [cipher_modes_pkg::ivlo_w(aead)-1:0]  ivl; \
    logic [cipher_modes_pkg::j0d_w(aead)-1:0]   j0d; \
    logic [cipher_modes_pkg::aidx_w(aead)-1:0]  f0; \
  } cfg_t;

  // GCM: an operation's part in the line-rate GHASH unit (cm_ghash_agg),
  // carried in the side word (side_t.gs) from cm_build to cm_complete. A
  // GCM message's L block is the unit's H op; every later operation of an
  // admitted GCM message is one of its blocks, with the flags of
  // cipherline.ref.ghash_agg.schedule.
  typedef struct packed {
    logic       hop;     // the H op (H = E_K(0), the message's L block)
    logic [2:0] hm;      // H op: the blocks of the message's first GHASH, up to 7 (7: 7 or
                         // more, or its blocks wait for each other: no spacing needed)
    logic [1:0] lane;    // block: its lane
    logic [1:0] pw;      // block: the factor H^(pw + 1)
    logic       lfirst;  // block: the lane's first in its GHASH
    logic       tail;    // block: one of its GHASH's last four
    logic       tfirst;  // block: the first of the tail
    logic       fin;     // block: its GHASH's last (the unit outputs GHASH)
    logic       clrh;    // block: the message's last operation (zero H and its powers)
  } gsch_t;
  localparam int unsigned GSCH_W = 13;  // $bits(gsch_t)
  // 7 in gsch_t.hm: no H^3 spacing needed.
  localparam logic [2:0] HM_FAR = 3'd7;
  function automatic int unsigned gsch_w(bit aead);
    gsch_w = aead ? GSCH_W : 1;
  endfunction

  // Side-band word travelling with each core block (side_t, side FIFO).
  function automatic int unsigned side_w(int unsigned sid_w, int unsigned cnt_w,
                                         int unsigned block_w, bit aead);
    side_w = sid_w + KIND_W + ST_W + 1 + cnt_w + 3 + CVB_W + SEG_W + 2 * block_w
           + 6 + gsch_w(aead);
  endfunction
  // Its layout: `CM_TYPEDEF_SIDE_T(SID_W, CNT_W, BLOCK_W, AEAD) declares
  // side_t (formed by cm_build, taken by cm_complete with the core's result).
  // Fields:
  //   sid   the stream;
  //   kind  what the completion stage does with the result (KIND_*);
  //   st    KIND_BYP: the status to report;
  //   last, obits  the message's last beat; its valid output bits (also the
  //         CMAC tag bits);
  //   fb    release the stream (clear blocked) at completion;
  //   wr_cvb, cvb_sel  write the completion-fed chaining value, and how
  //         (CVB_OUT / CVB_SHIFT / CVB_OPB);
  //   seg   the CFB segment size; verify: CMAC verify;
  //   opa   the XOR operand of the output;
  //   opb   CFB encryption: the input block; CMAC verify: the expected tag;
  //         GCM: the GHASH block X (less the core output);
  //   gh    GCM: a GHASH unit op (H op or block, gs);
  //   gh_o  GCM encryption: X includes the masked core output;
  //   gs    GCM: the op's flags (gsch_t);
  //   fin_next  request a step when this block is back (the stream stays
  //         blocked): the final step (an AEAD encryption's last data block),
  //         or (fin_mid) a middle step: GCM's J0 step (after the last IV data
  //         beat), CCM's AAD flush step or CBC-MAC step (after a payload
  //         block's CTR block);
  //   fin_mid   the step requested is a middle step (the message stays open);
  //   fin_more  fin_mid: the final step follows the middle step;
  //   hold  a buffered GCM/CCM decryption's beat (cm_auth_buf holds it).
`define CM_TYPEDEF_SIDE_T(sid_w, cnt_w, block_w, aead) \
  typedef struct packed { \
    logic [(sid_w)-1:0]                         sid; \
    logic [cipher_modes_pkg::KIND_W-1:0]        kind; \
    logic [cipher_modes_pkg::ST_W-1:0]          st; \
    logic                                       last; \
    logic [(cnt_w)-1:0]                         obits; \
    logic                                       fb; \
    logic                                       wr_cvb; \
    logic [cipher_modes_pkg::CVB_W-1:0]         cvb_sel; \
    logic [cipher_modes_pkg::SEG_W-1:0]         seg; \
    logic                                       verify; \
    logic [(block_w)-1:0]                       opa; \
    logic [(block_w)-1:0]                       opb; \
    logic                                       gh; \
    logic                                       gh_o; \
    logic [cipher_modes_pkg::gsch_w(aead)-1:0]  gs; \
    logic                                       fin_next; \
    logic                                       fin_mid; \
    logic                                       fin_more; \
    logic                                       hold; \
  } side_t;

  // An issued operation between S0, S1 and S2 (beat_t).
  function automatic int unsigned beat_w(int unsigned sid_w, int unsigned cnt_w,
                                         int unsigned block_w);
    beat_w = OP_W + sid_w + block_w + 1 + cnt_w + 5 + 3;
  endfunction
  // Its layout: `CM_TYPEDEF_BEAT_T(SID_W, CNT_W, BLOCK_W) declares beat_t
  // (issued by cm_ingress, taken by cm_build). Fields:
  //   op    what it is (OP_*); sid: its stream;
  //   data, last, bits  the beat's block, last flag and valid bits;
  //   first the message's first block: chaining value = IV;
  //   fb    a completion-fed mode (or the CMAC L block);
  //   bnd   issued while the previous block of its chain is in flight (the
  //         stream owns cm_chain's slot): its block leaves S3 without the
  //         chaining value, which cm_chain adds at the core's input;
  //   defer an AEAD encryption's last data beat (its final step follows);
  //   b0    OP_LOP: CCM's B0 block (data): Y0 = E_K(B0) into cvb;
  //   hm    OP_LOP of GCM: gsch_t.hm (nonzero: GCM's H op).
`define CM_TYPEDEF_BEAT_T(sid_w, cnt_w, block_w) \
  typedef struct packed { \
    logic [cipher_modes_pkg::OP_W-1:0]          op; \
    logic [(sid_w)-1:0]                         sid; \
    logic [(block_w)-1:0]                       data; \
    logic                                       last; \
    logic [(cnt_w)-1:0]                         bits; \
    logic                                       first; \
    logic                                       fb; \
    logic                                       bnd; \
    logic                                       defer; \
    logic                                       b0; \
    logic [2:0]                                 hm; \
  } beat_t;


  // The CFB shift register update, I' = (I << s) | MSB_s(c) for a segment
  // of s = 1, 8 or block_w bits (SEG_*): `CM_CFB_SHIFT_FN(block_w) declares
  // cfb_shift(i_reg, c, seg) in the module that uses it (cm_build,
  // cm_complete): its width is the module's block (Yosys has no
  // parameterized functions in packages).
`define CM_CFB_SHIFT_FN(block_w) \
  /* verilator lint_off UNUSEDSIGNAL */ /* CFB-1/-8 use only the top bits of c */ \
  function automatic logic [(block_w)-1:0] cfb_shift(logic [(block_w)-1:0] i_reg, \
                                                     logic [(block_w)-1:0] c, \
                                                     logic [cipher_modes_pkg::SEG_W-1:0] seg); \
    unique case (seg) \
      cipher_modes_pkg::SEG_8: cfb_shift = {i_reg[(block_w)-9:0], c[(block_w)-1 -: 8]}; \
      cipher_modes_pkg::SEG_1: cfb_shift = {i_reg[(block_w)-2:0], c[(block_w)-1]}; \
      default: cfb_shift = c; \
    endcase \
  endfunction \
  /* verilator lint_on UNUSEDSIGNAL */


  // The packet interface's ports, written once for every top (Yosys reads no
  // SystemVerilog interfaces): `CM_AXIS_S_PORTS(beat_w, nb, sid_w) declares
  // the AXI4-Stream input (packets, one message each; docs/modes.md) and
  // `CM_AXIS_M_PORTS(beat_w, nb, sid_w) the output (one packet per message,
  // TUSER = status ST_* on its last beat); nb = beat_w / 8 byte lanes,
  // sid_w the stream id (TID) width. Neither ends with a comma: the port
  // list goes on after it with one, or closes. `CM_AXIS_CONNECT connects
  // both, by name, to the same names one level up.
`define CM_AXIS_S_PORTS(beat_w, nb, sid_w) \
  input  logic                 s_axis_tvalid_i, \
  output logic                 s_axis_tready_o, \
  input  logic [(beat_w)-1:0]  s_axis_tdata_i, \
  input  logic [(nb)-1:0]      s_axis_tkeep_i, \
  input  logic                 s_axis_tlast_i, \
  input  logic [(sid_w)-1:0]   s_axis_tid_i     /* stream id */

`define CM_AXIS_M_PORTS(beat_w, nb, sid_w) \
  output logic                 m_axis_tvalid_o, \
  input  logic                 m_axis_tready_i, \
  output logic [(beat_w)-1:0]  m_axis_tdata_o, \
  output logic [(nb)-1:0]      m_axis_tkeep_o, \
  output logic                 m_axis_tlast_o, \
  output logic [(sid_w)-1:0]   m_axis_tid_o, \
  output logic [cipher_modes_pkg::ST_W-1:0] m_axis_tuser_o  /* status on the last beat */

// The descriptor channel (DESC = 1; docs/modes.md, *Descriptors*): one
// beat of cipher_modes_pkg::DESC_W bits per message, TID = the stream.
// Present on every engine top; with DESC = 0 TREADY is 0 and the inputs
// are unused.
`define CM_AXIS_CMD_PORTS(sid_w) \
  input  logic                 s_axis_cmd_tvalid_i, \
  output logic                 s_axis_cmd_tready_o, \
  input  logic [cipher_modes_pkg::DESC_W-1:0] s_axis_cmd_tdata_i, \
  input  logic [(sid_w)-1:0]   s_axis_cmd_tid_i  /* stream id */

// An engine top's clock, reset and zeroize and its packet interface
// (tdes_modes, aes_modes, toy_modes, tdes_aes_modes, cipher_modes_axis).
`define CM_ENGINE_PORTS(beat_w, nb, sid_w) \
  input  logic                 clk_i, \
  input  logic                 rst_ni,     /* synchronous, active low */ \
  input  logic                 zeroize_i,  /* synchronous: as a reset (clears every key) */ \
  `CM_AXIS_S_PORTS(beat_w, nb, sid_w), \
  `CM_AXIS_M_PORTS(beat_w, nb, sid_w)

// An engine top's key store lookup (SA = 1: cl_key_store, through the top's
// arbiter; cm_packet_rx) and its data-beat strobe (the counters).
`define CM_LK_PORTS \
  output cipher_modes_pkg::lk_req_t lk_req_o, \
  input  logic                 lk_gnt_i, \
  input  cipher_modes_pkg::lk_ans_t lk_ans_i, \
  output logic                 blk_in_o    /* one clock: a packet's data beat was taken */

// A per-cipher top's block core instance: its ports to the top's core_*
// signals (core_rst_n, core_in_valid, ..., core_out_tag; tag width 1).
`define CM_CORE_CONNECT \
    .clk_i, \
    .rst_ni      (core_rst_n), \
    .in_valid_i  (core_in_valid), \
    .in_ready_o  (core_in_ready), \
    .in_block_i  (core_in_block), \
    .in_key_i    (core_in_key), \
    .in_decrypt_i(core_in_decrypt), \
    .in_tag_i    (1'b0), \
    .out_valid_o (core_out_valid), \
    .out_ready_i (core_out_ready), \
    .out_block_o (core_out_block), \
    .out_tag_o   (core_out_tag)

// A per-cipher top's signals between cipher_modes_axis and its block core,
// which `CM_AXIS_CORE_CONNECT and `CM_CORE_CONNECT connect.
`define CM_CORE_SIGNALS(block_w, key_w) \
  logic                 core_rst_n; \
  logic                 core_in_valid, core_in_ready, core_in_decrypt; \
  logic [(block_w)-1:0] core_in_block, core_out_block; \
  logic [(key_w)-1:0]   core_in_key; \
  logic                 core_out_valid, core_out_ready; \
  logic                 core_out_tag;

// A per-cipher top's cipher_modes_axis instance: its block-core ports to
// the same core_* signals.
`define CM_AXIS_CORE_CONNECT \
    .core_rst_no      (core_rst_n), \
    .core_in_valid_o  (core_in_valid), \
    .core_in_ready_i  (core_in_ready), \
    .core_in_block_o  (core_in_block), \
    .core_in_key_o    (core_in_key), \
    .core_in_decrypt_o(core_in_decrypt), \
    .core_out_valid_i (core_out_valid), \
    .core_out_ready_o (core_out_ready), \
    .core_out_block_i (core_out_block)

`define CM_AXIS_CONNECT \
    .s_axis_tvalid_i, \
    .s_axis_tready_o, \
    .s_axis_tdata_i, \
    .s_axis_tkeep_i, \
    .s_axis_tlast_i, \
    .s_axis_tid_i, \
    .m_axis_tvalid_o, \
    .m_axis_tready_i, \
    .m_axis_tdata_o, \
    .m_axis_tkeep_o, \
    .m_axis_tlast_o, \
    .m_axis_tid_o, \
    .m_axis_tuser_o

// The descriptor channel's ports, by name, to the same names one level up
// (`CM_AXIS_CMD_CONNECT), or idle (`CM_AXIS_CMD_IDLE(rdy): TREADY to the
// net rdy).
`define CM_AXIS_CMD_CONNECT \
    .s_axis_cmd_tvalid_i, \
    .s_axis_cmd_tready_o, \
    .s_axis_cmd_tdata_i, \
    .s_axis_cmd_tid_i

`define CM_AXIS_CMD_IDLE(rdy) \
    .s_axis_cmd_tvalid_i(1'b0), \
    .s_axis_cmd_tready_o(rdy), \
    .s_axis_cmd_tdata_i ('0), \
    .s_axis_cmd_tid_i   ('0)

// The integrated tops' shared parameters (tdes_aes_modes, and cipherline_axi
// above it), written once: `CM_DUAL_PARAMS(tdes_stages, aes_split_round,
// aes_sbox) declares them with those three defaults (the rest are alike);
// it does not end with a comma. `CM_DUAL_PARAMS_PASS passes each, by name,
// to the same name one level down.
`define CM_DUAL_PARAMS(tdes_stages, aes_split_round, aes_sbox) \
  /* TDES engine (NUM_DES = 3: TDEA). */ \
  parameter int unsigned TDES_STAGES            = tdes_stages,     /* pipeline stages of the TDES core */ \
  parameter int unsigned TDES_ROUNDS_PER_CYCLE  = 1,               /* rounds per stage per clock */ \
  parameter bit          TDES_SPLIT_ROUND       = 1'b0,            /* register inside each DES round */ \
  parameter bit          TDES_SBOX_ROM          = 1'b0,            /* block-RAM ROM S-boxes (TDES_SPLIT_ROUND) */ \
  parameter int unsigned TDES_CTR_W             = 64,              /* CTR: low counter bits that increment */ \
  parameter int unsigned TDES_MAX_BLOCKS        = 1 << 20,         /* policy: most blocks per TDES message */ \
  /* AES engine (aes_modes). */ \
  parameter int unsigned AES_KEYLENS            = 7,               /* AES key sizes: bit 0 128, 1 192, 2 256 */ \
  parameter int unsigned AES_STAGES             = 1,               /* round stages of the AES core */ \
  parameter int unsigned AES_ROUNDS_PER_CYCLE   = 1,               /* rounds per stage per clock */ \
  parameter bit          AES_SPLIT_ROUND        = aes_split_round, /* register after the S-boxes of every round */ \
  parameter bit          AES_CHAIN_ROUND        = 1'b0,            /* the round's register after its S-boxes (AES-128 enc) */ \
  parameter int unsigned AES_SBOX               = aes_sbox,        /* S-boxes: 0 logic, 1 composite, 2 block RAM */ \
  parameter bit          AES_ENCRYPT_ONLY       = 1'b0,            /* no inverse cipher (ECB/CBC decrypt rejected) */ \
  parameter int unsigned AES_CTR_W              = 128,             /* CTR: low counter bits (32: RFC 3686) */ \
  parameter int unsigned AES_MAX_BLOCKS         = 1 << 30,         /* policy: most blocks per AES message */ \
  parameter bit          AES_GCM                = 1'b1,            /* AES-GCM and CCM (aes_modes GCM) */ \
  parameter bit          AES_RELEASE_UNVERIFIED = 1'b0,            /* GCM/CCM decryption streams unverified plaintext */ \
  parameter int unsigned AES_AUTH_BUF_BYTES     = 18432,           /* GCM/CCM decryption message buffer bytes */ \
  parameter int unsigned AES_MODES              = 255,             /* the AES modes built (aes_modes MODES) */ \
  parameter int unsigned AES_GHASH_DIGIT        = 128,             /* GHASH bits per clock: 128 line rate, 2..64 */ \
  /* Both engines. */ \
  parameter int unsigned STREAMS                = 64,              /* stream contexts per engine (2^n, >= 2) */ \
  parameter bit          POLICY                 = 1'b1,            /* NIST policy for non-legacy messages */ \
  parameter int unsigned CMAC_MIN_TAG           = 8,               /* policy: shortest CMAC tag in bytes */ \
  parameter bit          DESC                   = 1'b0             /* descriptors on s_axis_cmd; 0: in-band headers */

`define CM_DUAL_PARAMS_PASS \
    .TDES_STAGES           (TDES_STAGES), \
    .TDES_ROUNDS_PER_CYCLE (TDES_ROUNDS_PER_CYCLE), \
    .TDES_SPLIT_ROUND      (TDES_SPLIT_ROUND), \
    .TDES_SBOX_ROM         (TDES_SBOX_ROM), \
    .TDES_CTR_W            (TDES_CTR_W), \
    .TDES_MAX_BLOCKS       (TDES_MAX_BLOCKS), \
    .AES_KEYLENS           (AES_KEYLENS), \
    .AES_STAGES            (AES_STAGES), \
    .AES_ROUNDS_PER_CYCLE  (AES_ROUNDS_PER_CYCLE), \
    .AES_SPLIT_ROUND       (AES_SPLIT_ROUND), \
    .AES_CHAIN_ROUND       (AES_CHAIN_ROUND), \
    .AES_SBOX              (AES_SBOX), \
    .AES_ENCRYPT_ONLY      (AES_ENCRYPT_ONLY), \
    .AES_CTR_W             (AES_CTR_W), \
    .AES_MAX_BLOCKS        (AES_MAX_BLOCKS), \
    .AES_GCM               (AES_GCM), \
    .AES_RELEASE_UNVERIFIED(AES_RELEASE_UNVERIFIED), \
    .AES_AUTH_BUF_BYTES    (AES_AUTH_BUF_BYTES), \
    .AES_MODES             (AES_MODES), \
    .AES_GHASH_DIGIT       (AES_GHASH_DIGIT), \
    .STREAMS               (STREAMS), \
    .POLICY                (POLICY), \
    .CMAC_MIN_TAG          (CMAC_MIN_TAG), \
    .DESC                  (DESC)

endpackage
