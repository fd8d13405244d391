// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// dif_cipherline: a device interface library for the cipherline SoC top's
// registers (docs/csr.md), in the manner of OpenTitan's DIFs: functions
// over memory-mapped I/O that firmware calls, with no OS assumed. The
// register layout comes from the generated header (sw/include/
// cipherline_csr.h, PeakRDL-cheader from rtl/csr/cipherline_csr.rdl).
//
// The caller gives two MMIO callbacks, a 32-bit read and write at a byte
// offset from the block's base, and a poll limit: every wait for the
// hardware reads a status register at most that many times and then
// returns kDifCipherlineTimeout, so that a stuck block never hangs the
// caller. Keys go in through write-only registers and are never read back
// (the block has no path from a key to a read).
//
// Typical order (docs/csr.md, *Firmware*): dif_cipherline_init,
// dif_cipherline_identify, dif_cipherline_load_slot for each security
// association, dif_cipherline_enable; then counters and interrupts; and
// dif_cipherline_zeroize when keys must go.

#ifndef CIPHERLINE_DIF_CIPHERLINE_H
#define CIPHERLINE_DIF_CIPHERLINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// The MMIO callbacks: one 32-bit word at `offset` bytes from the base.
typedef uint32_t (*dif_cipherline_read32_t)(void *ctx, uint32_t offset);
typedef void (*dif_cipherline_write32_t)(void *ctx, uint32_t offset, uint32_t value);

typedef struct dif_cipherline {
  dif_cipherline_read32_t read32;
  dif_cipherline_write32_t write32;
  void *ctx;             // passed to the callbacks as it is
  uint32_t poll_limit;   // most status reads of one wait (at least 1)
} dif_cipherline_t;

typedef enum dif_cipherline_result {
  kDifCipherlineOk = 0,
  kDifCipherlineBadArg = 1,       // a null pointer, a wrong key length, an unknown algorithm
  kDifCipherlineTimeout = 2,      // the hardware did not answer within poll_limit reads
  kDifCipherlineSlotRefused = 3,  // the key store refused a COMMIT (see slot_errors)
} dif_cipherline_result_t;

// Algorithm codes (SLOT_SEL.ALG; cipher_modes_pkg ALG_*).
typedef enum dif_cipherline_alg {
  kDifCipherlineAlgTdes = 0,
  kDifCipherlineAlgAes = 1,
} dif_cipherline_alg_t;

// SLOT_STATUS error bits of a refused COMMIT (dif_cipherline_load_slot's
// slot_errors), in the register's bit positions.
enum {
  kDifCipherlineSlotErrKeySize = 1u << 8,    // a key size the block was not built for
  kDifCipherlineSlotErrTdesKeys = 1u << 9,   // TDES K1, K2, K3 not pairwise distinct (policy)
  kDifCipherlineSlotErrSlotBusy = 1u << 10,  // a commit or a sweep was running
  kDifCipherlineSlotErrSlotRange = 1u << 11, // a slot index not below the slot count
  kDifCipherlineSlotErrAlg = 1u << 12,       // an algorithm the block was not built for
};

// Interrupt sources (INTR_STATE / INTR_ENABLE / INTR_TEST bits).
enum {
  kDifCipherlineIrqAuthFail = 1u << 0,
  kDifCipherlineIrqMsgError = 1u << 1,
  kDifCipherlineIrqSlotDone = 1u << 2,
  kDifCipherlineIrqSlotError = 1u << 3,
  kDifCipherlineIrqZeroizeDone = 1u << 4,
};

typedef struct dif_cipherline_identity {
  uint16_t version_major;
  uint16_t version_minor;
  bool tdes;                 // a TDES engine
  bool aes;                  // an AES engine
  uint8_t aes_keylens;       // bit k: AES-(128 + 64k) loadable
  bool aes_encrypt_only;     // no AES decryption
  bool policy;               // NIST policy for non-legacy messages
  bool desc;                 // descriptors on s_axis_cmd (else in-band headers)
  uint8_t modes;             // bit k: mode k built (0 ECB .. 7 CCM)
  uint16_t streams;
  uint16_t slots;
} dif_cipherline_identity_t;

typedef struct dif_cipherline_counters {
  uint32_t msg_ok;
  uint32_t msg_err_partial;
  uint32_t msg_err_mode;
  uint32_t msg_err_param;
  uint32_t msg_err_header;
  uint32_t msg_err_busy;
  uint32_t msg_err_auth;
  uint32_t msg_err_policy;
  uint32_t msg_err_long;
  uint32_t msg_err_full;
  uint64_t blocks_in;
  uint64_t blocks_out;
} dif_cipherline_counters_t;

// Fills `dif` (callbacks, context, poll limit); touches no register.
dif_cipherline_result_t dif_cipherline_init(dif_cipherline_read32_t read32, dif_cipherline_write32_t write32,
                                            void *ctx, uint32_t poll_limit, dif_cipherline_t *dif);

// VERSION and the capability registers.
dif_cipherline_result_t dif_cipherline_identify(const dif_cipherline_t *dif, dif_cipherline_identity_t *id);

// CTRL.ENABLE: the engine takes packets (true) or holds its inputs (false).
dif_cipherline_result_t dif_cipherline_enable(const dif_cipherline_t *dif, bool on);

// Clears every key slot and the engine's keys: writes CTRL.ZEROIZE, waits
// for STATUS.ZEROIZE_DONE and clears it; CTRL.ENABLE is kept.
dif_cipherline_result_t dif_cipherline_zeroize(const dif_cipherline_t *dif);

// Loads `key` (AES: 16, 24 or 32 bytes; TDES: 24 bytes K1 K2 K3) into
// `slot` for `alg`: waits until no commit is running, writes SLOT_SEL and
// the key words, COMMIT, and waits for SLOT_STATUS.DONE. A refused commit
// returns kDifCipherlineSlotRefused with its error bits in *slot_errors
// (kDifCipherlineSlotErr*; 0 otherwise; slot_errors may be null).
dif_cipherline_result_t dif_cipherline_load_slot(const dif_cipherline_t *dif, uint32_t slot,
                                                 dif_cipherline_alg_t alg, const uint8_t *key, size_t key_len,
                                                 bool legacy, uint32_t *slot_errors);

// Every counter (BLOCKS_IN and BLOCKS_OUT: the low word is read first,
// which takes the 64-bit snapshot).
dif_cipherline_result_t dif_cipherline_get_counters(const dif_cipherline_t *dif, dif_cipherline_counters_t *out);

// CTRL.CLEAR_COUNTERS (CTRL.ENABLE is kept).
dif_cipherline_result_t dif_cipherline_clear_counters(const dif_cipherline_t *dif);

// INTR_STATE, INTR_ENABLE, an acknowledgement (write 1 to clear the given
// bits, no other) and INTR_TEST (sets the given bits, for a test).
dif_cipherline_result_t dif_cipherline_irq_get_state(const dif_cipherline_t *dif, uint32_t *state);
dif_cipherline_result_t dif_cipherline_irq_set_enables(const dif_cipherline_t *dif, uint32_t enables);
dif_cipherline_result_t dif_cipherline_irq_acknowledge(const dif_cipherline_t *dif, uint32_t irqs);
dif_cipherline_result_t dif_cipherline_irq_force(const dif_cipherline_t *dif, uint32_t irqs);

#ifdef __cplusplus
}
#endif

#endif  // CIPHERLINE_DIF_CIPHERLINE_H
