// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated tdes_core (model class Vtop, built with
// --prefix Vtop); the clock and handshakes are cl_core_driver.h's.

#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "cl_core_driver.h"
#include "cl_records.h"

namespace cl {

struct BlockIn {
  uint64_t block = 0;
  uint64_t key[3] = {0, 0, 0};  // K1, K2, K3
  bool decrypt = false;
  uint32_t tag = 0;

  bool operator==(const BlockIn& o) const {
    return block == o.block && key[0] == o.key[0] && key[1] == o.key[1] && key[2] == o.key[2] &&
           decrypt == o.decrypt && tag == o.tag;
  }
};

struct BlockOut {
  uint64_t block = 0;
  uint32_t tag = 0;
};

class TdesCoreDriver : public CoreDriver<TdesCoreDriver, BlockIn, BlockOut> {
 public:
  explicit TdesCoreDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : CoreDriver(ctx, trace_path) {}

  static const char* channel() { return "tdes_core in"; }

  // Harness files: 8-byte blocks; the key field of a record is K1||K2||K3
  // (24 bytes), and --key is its 48 hex digits. All big-endian.
  static constexpr size_t kBlockBytes = 8;
  static constexpr size_t kKeyBytes = 24;
  static void load_block(const unsigned char* p, BlockIn& in) { in.block = load_be64(p); }
  static void store_block(const BlockOut& out, unsigned char* p) { store_be64(p, out.block); }
  static void load_key(const unsigned char* p, unsigned /*flags*/, BlockIn& in) {
    for (int k = 0; k < 3; k++) in.key[k] = load_be64(p + 8 * k);
  }
  static void parse_key(const std::string& hex, BlockIn& in) { parse_key192(hex, in.key); }
  static void set_keylen(unsigned, BlockIn&) { fatal("--keylen is an aes_core option"); }

  // The soak (harness soak) draws keys from a pool of K1||K2||K3 keys.
  static constexpr bool kSoak = true;
  static void load_pool_key(const Key192& k, BlockIn& in) {
    for (int q = 0; q < 3; q++) in.key[q] = k.k[q];
  }

  void apply(const BlockIn& in) {
    top_->in_block_i = in.block;
    // in_key_i[191:128] = K1, [127:64] = K2, [63:0] = K3 (32-bit words, LSW first).
    top_->in_key_i[5] = static_cast<uint32_t>(in.key[0] >> 32);
    top_->in_key_i[4] = static_cast<uint32_t>(in.key[0]);
    top_->in_key_i[3] = static_cast<uint32_t>(in.key[1] >> 32);
    top_->in_key_i[2] = static_cast<uint32_t>(in.key[1]);
    top_->in_key_i[1] = static_cast<uint32_t>(in.key[2] >> 32);
    top_->in_key_i[0] = static_cast<uint32_t>(in.key[2]);
    top_->in_decrypt_i = in.decrypt;
  }

  void capture(BlockOut& out) { out.block = top_->out_block_o; }
};

}  // namespace cl
