// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated aes_core (model class Vtop, built with
// --prefix Vtop); the clock and handshakes are cl_core_driver.h's. Blocks
// and keys are byte strings in FIPS-197 order (byte 0 first); the ports are
// big-endian, the key left-aligned (rtl/aes/aes_core.sv, README "Interface
// and byte order").

#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

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

  // Harness files: 16-byte blocks; the key field of a record is 32 bytes,
  // left-aligned, with the key length code in bits 2:1 of the flags byte;
  // --key is 32, 48 or 64 hex digits (AES-128/192/256).
  static constexpr size_t kBlockBytes = 16;
  static constexpr size_t kKeyBytes = 32;
  static constexpr bool kSoak = false;  // no soak run for aes_core yet
  static void load_block(const unsigned char* p, AesIn& in) { std::copy(p, p + 16, in.block.begin()); }
  static void store_block(const AesOut& out, unsigned char* p) { std::copy(out.block.begin(), out.block.end(), p); }
  static void load_key(const unsigned char* p, unsigned flags, AesIn& in) {
    std::copy(p, p + 32, in.key.begin());
    in.keylen = (flags >> 1) & 3;
  }
  static void parse_key(const std::string& hex, AesIn& in) { set_key(parse_hex_bytes(hex, "key"), in); }
  // --keylen: the length code of a key field given whole (64 hex digits), as a
  // DEC_KEY_LAST core's decryption key (the expanded key's last eight words).
  static void set_keylen(unsigned code, AesIn& in) {
    if (code > 2) fatal("--keylen must be 0, 1 or 2 (AES-128/192/256)");
    in.keylen = code;
  }

  // A 16-, 24- or 32-byte key: left-aligned in the key port, with its length code.
  static void set_key(const std::vector<unsigned char>& key, AesIn& in) { in.keylen = set_aes_key(key, in.key); }

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
