// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated aes_core (model class Vtop, built with
// --prefix Vtop); the clock and handshakes are cl_core_driver.h's. Blocks
// and keys are byte strings in FIPS-197 order (byte 0 first); the ports are
// big-endian, the key left-aligned (rtl/aes/aes_core.sv, README "Interface
// and byte order").

#pragma once

#include <array>
#include <cstdint>

#include "cl_core_driver.h"

namespace cl {

struct AesIn {
  std::array<unsigned char, 16> block{};
  std::array<unsigned char, 32> key{};  // left-aligned: a 16-byte key is key[0..15]
  uint32_t keylen = 0;                  // 0 = AES-128, 1 = AES-192, 2 = AES-256
  bool decrypt = false;
  uint32_t tag = 0;

  bool operator==(const AesIn& o) const {
    return block == o.block && key == o.key && keylen == o.keylen && decrypt == o.decrypt && tag == o.tag;
  }
};

struct AesOut {
  std::array<unsigned char, 16> block{};
  uint32_t tag = 0;
};

class AesCoreDriver : public CoreDriver<AesCoreDriver, AesIn, AesOut> {
 public:
  explicit AesCoreDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : CoreDriver(ctx, trace_path) {}

  static const char* channel() { return "aes_core in"; }

  // 32-bit words, least significant first: word w holds bytes 4(N-1-w) .. 4(N-1-w)+3.
  void apply(const AesIn& in) {
    for (int w = 0; w < 4; w++) top_->in_block_i[w] = load_be32(in.block.data() + 12 - 4 * w);
    for (int w = 0; w < 8; w++) top_->in_key_i[w] = load_be32(in.key.data() + 28 - 4 * w);
    top_->in_keylen_i = in.keylen;
    top_->in_decrypt_i = in.decrypt;
  }

  void capture(AesOut& out) {
    for (int w = 0; w < 4; w++) store_be32(out.block.data() + 12 - 4 * w, top_->out_block_o[w]);
  }
};

}  // namespace cl
