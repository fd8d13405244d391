// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// dif_cipherline: see dif_cipherline.h. Register offsets and fields come
// from the generated header (cipherline_csr.h), never written here.

#include "dif_cipherline.h"

#include <stddef.h>

#include "cipherline_csr.h"

#define REG(name) ((uint32_t)offsetof(cipherline_csr_t, name))
#define FIELD(reg, field, word) \
  (((word) & CIPHERLINE_CSR__##reg##__##field##_bm) >> CIPHERLINE_CSR__##reg##__##field##_bp)
#define BIT(reg, field) ((uint32_t)CIPHERLINE_CSR__##reg##__##field##_bm)

// The SLOT_STATUS error bits, as dif_cipherline.h names them.
#define SLOT_ERRORS                                                                         \
  (BIT(SLOT_STATUS, ERR_KEY_SIZE) | BIT(SLOT_STATUS, ERR_TDES_KEYS) | BIT(SLOT_STATUS, ERR_SLOT_BUSY) | \
   BIT(SLOT_STATUS, ERR_SLOT_RANGE) | BIT(SLOT_STATUS, ERR_ALG))

_Static_assert(kDifCipherlineSlotErrKeySize == CIPHERLINE_CSR__SLOT_STATUS__ERR_KEY_SIZE_bm, "SLOT_STATUS");
_Static_assert(kDifCipherlineSlotErrTdesKeys == CIPHERLINE_CSR__SLOT_STATUS__ERR_TDES_KEYS_bm, "SLOT_STATUS");
_Static_assert(kDifCipherlineSlotErrSlotBusy == CIPHERLINE_CSR__SLOT_STATUS__ERR_SLOT_BUSY_bm, "SLOT_STATUS");
_Static_assert(kDifCipherlineSlotErrSlotRange == CIPHERLINE_CSR__SLOT_STATUS__ERR_SLOT_RANGE_bm, "SLOT_STATUS");
_Static_assert(kDifCipherlineSlotErrAlg == CIPHERLINE_CSR__SLOT_STATUS__ERR_ALG_bm, "SLOT_STATUS");
_Static_assert(kDifCipherlineIrqAuthFail == CIPHERLINE_CSR__INTR_STATE__AUTH_FAIL_bm, "INTR_STATE");
_Static_assert(kDifCipherlineIrqMsgError == CIPHERLINE_CSR__INTR_STATE__MSG_ERROR_bm, "INTR_STATE");
_Static_assert(kDifCipherlineIrqSlotDone == CIPHERLINE_CSR__INTR_STATE__SLOT_DONE_bm, "INTR_STATE");
_Static_assert(kDifCipherlineIrqSlotError == CIPHERLINE_CSR__INTR_STATE__SLOT_ERROR_bm, "INTR_STATE");
_Static_assert(kDifCipherlineIrqZeroizeDone == CIPHERLINE_CSR__INTR_STATE__ZEROIZE_DONE_bm, "INTR_STATE");

#define IRQ_ALL                                                                         \
  (BIT(INTR_STATE, AUTH_FAIL) | BIT(INTR_STATE, MSG_ERROR) | BIT(INTR_STATE, SLOT_DONE) | \
   BIT(INTR_STATE, SLOT_ERROR) | BIT(INTR_STATE, ZEROIZE_DONE))

static uint32_t rd(const dif_cipherline_t *dif, uint32_t offset) { return dif->read32(dif->ctx, offset); }

static void wr(const dif_cipherline_t *dif, uint32_t offset, uint32_t value) {
  dif->write32(dif->ctx, offset, value);
}

// Reads `offset` until (word & mask) == want, at most poll_limit times;
// the last word read goes to *last.
static dif_cipherline_result_t poll(const dif_cipherline_t *dif, uint32_t offset, uint32_t mask, uint32_t want,
                                    uint32_t *last) {
  for (uint32_t i = 0; i < dif->poll_limit; ++i) {
    uint32_t w = rd(dif, offset);
    if ((w & mask) == want) {
      if (last != NULL) {
        *last = w;
      }
      return kDifCipherlineOk;
    }
  }
  return kDifCipherlineTimeout;
}

static bool valid(const dif_cipherline_t *dif) {
  return dif != NULL && dif->read32 != NULL && dif->write32 != NULL && dif->poll_limit > 0;
}

dif_cipherline_result_t dif_cipherline_init(dif_cipherline_read32_t read32, dif_cipherline_write32_t write32,
                                            void *ctx, uint32_t poll_limit, dif_cipherline_t *dif) {
  if (read32 == NULL || write32 == NULL || poll_limit == 0 || dif == NULL) {
    return kDifCipherlineBadArg;
  }
  dif->read32 = read32;
  dif->write32 = write32;
  dif->ctx = ctx;
  dif->poll_limit = poll_limit;
  return kDifCipherlineOk;
}

dif_cipherline_result_t dif_cipherline_identify(const dif_cipherline_t *dif, dif_cipherline_identity_t *id) {
  if (!valid(dif) || id == NULL) {
    return kDifCipherlineBadArg;
  }
  uint32_t v = rd(dif, REG(VERSION));
  uint32_t cap = rd(dif, REG(CAP_CIPHER));
  uint32_t modes = rd(dif, REG(CAP_MODES));
  uint32_t size = rd(dif, REG(CAP_SIZE));
  id->version_major = (uint16_t)FIELD(VERSION, MAJOR, v);
  id->version_minor = (uint16_t)FIELD(VERSION, MINOR, v);
  id->tdes = FIELD(CAP_CIPHER, TDES, cap) != 0;
  id->aes = FIELD(CAP_CIPHER, AES, cap) != 0;
  id->aes_keylens = (uint8_t)FIELD(CAP_CIPHER, AES_KEYLENS, cap);
  id->aes_encrypt_only = FIELD(CAP_CIPHER, AES_ENC_ONLY, cap) != 0;
  id->policy = FIELD(CAP_CIPHER, POLICY, cap) != 0;
  id->desc = FIELD(CAP_CIPHER, DESC, cap) != 0;
  id->modes = (uint8_t)FIELD(CAP_MODES, MODES, modes);
  id->streams = (uint16_t)FIELD(CAP_SIZE, STREAMS, size);
  id->slots = (uint16_t)FIELD(CAP_SIZE, SLOTS, size);
  return kDifCipherlineOk;
}

// CTRL with its ENABLE as it is and the given single-pulse bits.
static void ctrl_pulse(const dif_cipherline_t *dif, uint32_t pulse) {
  uint32_t enable = rd(dif, REG(CTRL)) & BIT(CTRL, ENABLE);
  wr(dif, REG(CTRL), enable | pulse);
}

dif_cipherline_result_t dif_cipherline_enable(const dif_cipherline_t *dif, bool on) {
  if (!valid(dif)) {
    return kDifCipherlineBadArg;
  }
  wr(dif, REG(CTRL), on ? BIT(CTRL, ENABLE) : 0u);
  return kDifCipherlineOk;
}

dif_cipherline_result_t dif_cipherline_zeroize(const dif_cipherline_t *dif) {
  if (!valid(dif)) {
    return kDifCipherlineBadArg;
  }
  ctrl_pulse(dif, BIT(CTRL, ZEROIZE));
  dif_cipherline_result_t r =
      poll(dif, REG(STATUS), BIT(STATUS, ZEROIZE_DONE), BIT(STATUS, ZEROIZE_DONE), NULL);
  if (r != kDifCipherlineOk) {
    return r;
  }
  wr(dif, REG(STATUS), BIT(STATUS, ZEROIZE_DONE));  // write 1 to clear
  return kDifCipherlineOk;
}

// SLOT_SEL.KSZ of a key length for an algorithm, or -1.
static int key_size_code(dif_cipherline_alg_t alg, size_t key_len) {
  if (alg == kDifCipherlineAlgTdes) {
    return key_len == 24 ? 0 : -1;
  }
  if (alg == kDifCipherlineAlgAes) {
    return key_len == 16 ? 0 : key_len == 24 ? 1 : key_len == 32 ? 2 : -1;
  }
  return -1;
}

dif_cipherline_result_t dif_cipherline_load_slot(const dif_cipherline_t *dif, uint32_t slot,
                                                 dif_cipherline_alg_t alg, const uint8_t *key, size_t key_len,
                                                 bool legacy, uint32_t *slot_errors) {
  if (slot_errors != NULL) {
    *slot_errors = 0;
  }
  int ksz = key_size_code(alg, key_len);
  if (!valid(dif) || key == NULL || ksz < 0 || slot > (CIPHERLINE_CSR__SLOT_SEL__SLOT_bm >> CIPHERLINE_CSR__SLOT_SEL__SLOT_bp)) {
    return kDifCipherlineBadArg;
  }
  dif_cipherline_result_t r = poll(dif, REG(SLOT_STATUS), BIT(SLOT_STATUS, BUSY), 0, NULL);
  if (r != kDifCipherlineOk) {
    return r;
  }
  wr(dif, REG(SLOT_SEL),
     (slot << CIPHERLINE_CSR__SLOT_SEL__SLOT_bp) | ((uint32_t)ksz << CIPHERLINE_CSR__SLOT_SEL__KSZ_bp) |
         ((legacy ? 1u : 0u) << CIPHERLINE_CSR__SLOT_SEL__LEGACY_bp) |
         ((uint32_t)alg << CIPHERLINE_CSR__SLOT_SEL__ALG_bp));
  // KEYn takes key bytes 4n .. 4n + 3, byte 4n in bits 31:24.
  for (size_t i = 0; i < key_len; i += 4) {
    uint32_t w = (uint32_t)key[i] << 24 | (uint32_t)key[i + 1] << 16 | (uint32_t)key[i + 2] << 8 | key[i + 3];
    wr(dif, REG(KEY0) + (uint32_t)i, w);
  }
  wr(dif, REG(SLOT_CMD), BIT(SLOT_CMD, COMMIT));
  uint32_t status = 0;
  r = poll(dif, REG(SLOT_STATUS), BIT(SLOT_STATUS, DONE), BIT(SLOT_STATUS, DONE), &status);
  if (r != kDifCipherlineOk) {
    return r;
  }
  if ((status & SLOT_ERRORS) != 0) {
    if (slot_errors != NULL) {
      *slot_errors = status & SLOT_ERRORS;
    }
    return kDifCipherlineSlotRefused;
  }
  return kDifCipherlineOk;
}

// A 64-bit counter: the low word first (its read takes the snapshot).
static uint64_t rd64(const dif_cipherline_t *dif, uint32_t offset) {
  uint64_t lo = rd(dif, offset);
  uint64_t hi = rd(dif, offset + 4);
  return hi << 32 | lo;
}

dif_cipherline_result_t dif_cipherline_get_counters(const dif_cipherline_t *dif, dif_cipherline_counters_t *out) {
  if (!valid(dif) || out == NULL) {
    return kDifCipherlineBadArg;
  }
  out->msg_ok = rd(dif, REG(MSG_OK));
  out->msg_err_partial = rd(dif, REG(MSG_ERR_PARTIAL));
  out->msg_err_mode = rd(dif, REG(MSG_ERR_MODE));
  out->msg_err_param = rd(dif, REG(MSG_ERR_PARAM));
  out->msg_err_header = rd(dif, REG(MSG_ERR_HEADER));
  out->msg_err_busy = rd(dif, REG(MSG_ERR_BUSY));
  out->msg_err_auth = rd(dif, REG(MSG_ERR_AUTH));
  out->msg_err_policy = rd(dif, REG(MSG_ERR_POLICY));
  out->msg_err_long = rd(dif, REG(MSG_ERR_LONG));
  out->msg_err_full = rd(dif, REG(MSG_ERR_FULL));
  out->blocks_in = rd64(dif, REG(BLOCKS_IN));
  out->blocks_out = rd64(dif, REG(BLOCKS_OUT));
  return kDifCipherlineOk;
}

dif_cipherline_result_t dif_cipherline_clear_counters(const dif_cipherline_t *dif) {
  if (!valid(dif)) {
    return kDifCipherlineBadArg;
  }
  ctrl_pulse(dif, BIT(CTRL, CLEAR_COUNTERS));
  return kDifCipherlineOk;
}

dif_cipherline_result_t dif_cipherline_irq_get_state(const dif_cipherline_t *dif, uint32_t *state) {
  if (!valid(dif) || state == NULL) {
    return kDifCipherlineBadArg;
  }
  *state = rd(dif, REG(INTR_STATE)) & IRQ_ALL;
  return kDifCipherlineOk;
}

// Writes interrupt bits `irqs` (only bits that exist) to register `offset`.
static dif_cipherline_result_t irq_write(const dif_cipherline_t *dif, uint32_t offset, uint32_t irqs) {
  if (!valid(dif) || (irqs & ~IRQ_ALL) != 0) {
    return kDifCipherlineBadArg;
  }
  wr(dif, offset, irqs);
  return kDifCipherlineOk;
}

dif_cipherline_result_t dif_cipherline_irq_set_enables(const dif_cipherline_t *dif, uint32_t enables) {
  return irq_write(dif, REG(INTR_ENABLE), enables);
}

dif_cipherline_result_t dif_cipherline_irq_acknowledge(const dif_cipherline_t *dif, uint32_t irqs) {
  return irq_write(dif, REG(INTR_STATE), irqs);  // write 1 to clear: these bits only
}

dif_cipherline_result_t dif_cipherline_irq_force(const dif_cipherline_t *dif, uint32_t irqs) {
  return irq_write(dif, REG(INTR_TEST), irqs);
}
