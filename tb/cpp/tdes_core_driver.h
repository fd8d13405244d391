// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated tdes_core (model class Vtop, built with
// --prefix Vtop); the clock and handshakes are cl_core_driver.h's.

#pragma once

#include <cstdint>

#include "cl_core_driver.h"

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
