// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// One AESAVS ECB Monte Carlo chain (AESAVS 6.4.1), written as a state
// machine around single block operations so that many chains can share one
// pipelined aes_core (harness_main.cpp mct): request() fills in the block
// operation the chain needs next, the harness runs it on the hardware and
// hands the output back to result(). Per outer iteration i:
//
//   record Key[i], TEXT[0]
//   for j = 0 .. INNER-1:  OUT[j] = AES(Key[i], TEXT[j]);  TEXT[j+1] = OUT[j]
//   record OUT[INNER-1]
//   Key[i+1] = Key[i] ^ (the last 128, 192 or 256 bits of OUT[INNER-2] || OUT[INNER-1])
//   TEXT[0] = OUT[INNER-1]
//
// AES is encryption or decryption (the same procedure with plaintext and
// ciphertext swapped). AESAVS uses OUTER = 100, INNER = 1,000; the expected
// records come from src/cipherline/ref/aes_mct.py.
//
// Spec file, one chain per line:  DECRYPT KEY TEXT OUTER INNER  (key and text in hex)
// Records, one JSON line each:    {"chain", "count", "key", "in", "out"}

#pragma once

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "aes_core_driver.h"
#include "cl_util.h"

namespace cl {

struct AesMctRecord {
  uint64_t count;
  std::array<unsigned char, 32> key;  // left-aligned, key_bytes long
  size_t key_bytes;
  std::array<unsigned char, 16> text_in, text_out;
};

class AesMctChain {
 public:
  AesMctChain(bool decrypt, const std::vector<unsigned char>& key, const std::vector<unsigned char>& text,
              uint64_t outer, uint64_t inner)
      : key_bytes_(key.size()), outer_(outer), inner_(inner) {
    AesCoreDriver::set_key(key, op_);
    if (text.size() != 16) fatal("AES MCT: TEXT must be 16 bytes (32 hex digits)");
    if (outer < 1 || inner < 2) fatal("AES MCT: need OUTER >= 1 and INNER >= 2");
    std::copy(text.begin(), text.end(), op_.block.begin());
    op_.decrypt = decrypt;
  }

  bool done() const { return i_ >= outer_; }

  // The block operation needed next (the caller sets the tag).
  void request(AesIn& in) const { in = op_; }

  // The output of the operation request() asked for.
  void result(const AesOut& out) {
    if (j_ == 0) first_ = op_.block;
    const std::array<unsigned char, 16> prev = op_.block;  // OUT[j-1] (j >= 1)
    op_.block = out.block;
    if (++j_ < inner_) return;
    recs_.push_back({i_, op_.key, key_bytes_, first_, out.block});
    for (size_t b = 0; b < key_bytes_; b++) {  // Key ^= tail of OUT[j-1] || OUT[j]
      const size_t back = key_bytes_ - 1 - b;  // byte position counted from the end
      op_.key[b] ^= back < 16 ? out.block[15 - back] : prev[31 - back];
    }
    j_ = 0;
    i_++;
  }

  const std::vector<AesMctRecord>& records() const { return recs_; }

 private:
  AesIn op_;  // key, key length, direction, and the next input text
  size_t key_bytes_;
  uint64_t outer_, inner_, i_ = 0, j_ = 0;
  std::array<unsigned char, 16> first_{};
  std::vector<AesMctRecord> recs_;
};

inline std::vector<AesMctChain> load_aes_mct_spec(const std::string& path) {
  std::ifstream f(path);
  if (!f) fatal("cannot open spec file " + path);
  std::vector<AesMctChain> chains;
  std::string key, text;
  int dec;
  uint64_t outer, inner;
  while (f >> dec >> key >> text >> outer >> inner)
    chains.emplace_back(dec != 0, parse_hex_bytes(key, "KEY"), parse_hex_bytes(text, "TEXT"), outer, inner);
  if (!f.eof()) fatal("malformed line in spec file " + path);
  if (chains.empty()) fatal("no chains in spec file " + path);
  return chains;
}

inline void print_mct_record(unsigned chain, const AesMctRecord& r) {
  std::printf("{\"chain\": %u, \"count\": %" PRIu64 ", \"key\": \"%s\", \"in\": \"%s\", \"out\": \"%s\"}\n", chain,
              r.count, to_hex(r.key.data(), r.key_bytes).c_str(), to_hex(r.text_in.data(), 16).c_str(),
              to_hex(r.text_out.data(), 16).c_str());
}

}  // namespace cl
