// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated toy_xor_core (rtl/toy; model class Vtop,
// built with --prefix Vtop), BLOCK_W = KEY_W = 128 as the registry builds
// it; the clock and handshakes are cl_core_driver.h's. The toy core is not a
// cipher: it exists to prove that a core plugs into every path through its
// registry entry (src/cipherline/cores/toy.py).

#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cl_core_driver.h"
#include "cl_util.h"

namespace cl {

struct ToyIn {
  std::array<unsigned char, 16> block{};
  std::array<unsigned char, 16> key{};
  bool decrypt = false;
  uint32_t tag = 0;

  bool operator==(const ToyIn& o) const {
    return block == o.block && key == o.key && decrypt == o.decrypt && tag == o.tag;
  }
};

struct ToyOut {
  std::array<unsigned char, 16> block{};
  uint32_t tag = 0;
};

class ToyCoreDriver : public CoreDriver<ToyCoreDriver, ToyIn, ToyOut> {
 public:
  explicit ToyCoreDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : CoreDriver(ctx, trace_path) {}

  static const char* channel() { return "toy_xor_core in"; }

  // Harness files: 16-byte blocks and 16-byte keys (--key: 32 hex digits).
  static constexpr size_t kBlockBytes = 16;
  static constexpr size_t kKeyBytes = 16;
  static constexpr bool kSoak = false;
  static void load_block(const unsigned char* p, ToyIn& in) { std::copy(p, p + 16, in.block.begin()); }
  static void store_block(const ToyOut& out, unsigned char* p) { std::copy(out.block.begin(), out.block.end(), p); }
  static void load_key(const unsigned char* p, unsigned /*flags*/, ToyIn& in) { std::copy(p, p + 16, in.key.begin()); }
  static void parse_key(const std::string& hex, ToyIn& in) {
    const std::vector<unsigned char> k = parse_hex_bytes(hex, "key");
    if (k.size() != kKeyBytes) fatal("the toy core's key is 32 hex digits, got '" + hex + "'");
    std::copy(k.begin(), k.end(), in.key.begin());
  }
  static void set_keylen(unsigned, ToyIn&) { fatal("--keylen is an aes_core option"); }

  // 32-bit words, least significant first: word w holds bytes 4(3-w) .. 4(3-w)+3.
  void apply(const ToyIn& in) {
    for (int w = 0; w < 4; w++) {
      top_->in_block_i[w] = load_be32(in.block.data() + 12 - 4 * w);
      top_->in_key_i[w] = load_be32(in.key.data() + 12 - 4 * w);
    }
    top_->in_decrypt_i = in.decrypt;
  }

  void capture(ToyOut& out) {
    for (int w = 0; w < 4; w++) store_be32(out.block.data() + 12 - 4 * w, top_->out_block_o[w]);
  }
};

}  // namespace cl
