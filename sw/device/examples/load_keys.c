// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// load_keys: the firmware calls of docs/csr.md (*Firmware*), in the order
// firmware makes them, over dif_cipherline. setup() is what a boot path
// does; main() runs it on the host against a stand-in register file (every
// COMMIT refused as busy), so that the example builds and runs in `make
// test` (tests/test_cipherline_axi.py); on a device the callbacks are
// volatile loads and stores at the block's base address.

#include <stdint.h>
#include <stdio.h>

#include "dif_cipherline.h"

// The security associations firmware loads: slot, algorithm, key.
static const uint8_t kAesKey[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
                                    0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};

static int setup(const dif_cipherline_t *dif) {
  dif_cipherline_identity_t id;
  if (dif_cipherline_identify(dif, &id) != kDifCipherlineOk || !id.aes || id.slots == 0) {
    printf("no AES engine with key slots\n");
    return 1;
  }
  uint32_t errors = 0;
  dif_cipherline_result_t r =
      dif_cipherline_load_slot(dif, 0, kDifCipherlineAlgAes, kAesKey, sizeof kAesKey, false, &errors);
  if (r == kDifCipherlineSlotRefused) {
    printf("slot 0: commit refused (SLOT_STATUS errors 0x%x)\n", (unsigned)errors);
    return 1;
  }
  if (r != kDifCipherlineOk) {
    printf("slot 0: %s\n", r == kDifCipherlineTimeout ? "no answer" : "bad argument");
    return 1;
  }
  if (dif_cipherline_irq_set_enables(dif, kDifCipherlineIrqAuthFail | kDifCipherlineIrqMsgError) !=
          kDifCipherlineOk ||
      dif_cipherline_enable(dif, true) != kDifCipherlineOk) {
    return 1;
  }
  printf("engine enabled, slot 0 loaded\n");
  return 0;
}

// The stand-in register file: VERSION 1.1, an AES engine with 64 slots;
// SLOT_STATUS answers DONE with ERR_SLOT_BUSY to every COMMIT.
static uint32_t fake_read(void *ctx, uint32_t offset) {
  (void)ctx;
  switch (offset) {
    case 0x00: return 0x00010001u;         // VERSION
    case 0x04: return 0x2u | 0x1u << 4;    // CAP_CIPHER: AES, AES-128
    case 0x0c: return 64u << 16 | 8u;      // CAP_SIZE: 64 slots, 8 streams
    case 0x28: return 0x2u | 0x400u;       // SLOT_STATUS: DONE, ERR_SLOT_BUSY
    default: return 0;
  }
}

static void fake_write(void *ctx, uint32_t offset, uint32_t value) {
  (void)ctx;
  (void)offset;
  (void)value;
}

int main(void) {
  dif_cipherline_t dif;
  if (dif_cipherline_init(fake_read, fake_write, NULL, 100, &dif) != kDifCipherlineOk) {
    return 2;
  }
  return setup(&dif);
}
