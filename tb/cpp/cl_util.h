// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Small helpers shared by the cipherline C++ Verilator harnesses: hex
// parsing, big-endian loads and stores, a deterministic PRNG for stalls,
// fatal errors.

#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace cl {

[[noreturn]] inline void fatal(const std::string& msg) {
  std::fprintf(stderr, "harness error: %s\n", msg.c_str());
  std::exit(2);
}

// Parse up to 16 hex digits into a 64-bit value (no prefix).
inline uint64_t parse_hex64(const std::string& s, const char* what) {
  if (s.empty() || s.size() > 16) fatal(std::string("bad hex value for ") + what + ": '" + s + "'");
  uint64_t v = 0;
  for (char c : s) {
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else fatal(std::string("bad hex digit in ") + what + ": '" + s + "'");
    v = (v << 4) | static_cast<uint64_t>(d);
  }
  return v;
}

// Parse a hex string (no prefix, even length) into bytes, first byte first.
inline std::vector<unsigned char> parse_hex_bytes(const std::string& s, const char* what) {
  if (s.size() % 2) fatal(std::string("odd number of hex digits in ") + what + ": '" + s + "'");
  std::vector<unsigned char> out(s.size() / 2);
  for (size_t i = 0; i < out.size(); i++) out[i] = static_cast<unsigned char>(parse_hex64(s.substr(2 * i, 2), what));
  return out;
}

// Parse a decimal unsigned integer (fatal on anything else).
inline uint64_t parse_u64(const std::string& s, const char* what) {
  if (s.empty() || s.size() > 19 || s.find_first_not_of("0123456789") != std::string::npos)
    fatal(std::string("bad value for ") + what + ": '" + s + "' (expected a non-negative integer)");
  return std::stoull(s);
}

// Parse a 48-digit hex key K1||K2||K3 into three 64-bit words.
inline void parse_key192(const std::string& s, uint64_t k[3]) {
  if (s.size() != 48) fatal("key must be 48 hex digits (K1||K2||K3), got '" + s + "'");
  for (int i = 0; i < 3; i++) k[i] = parse_hex64(s.substr(16 * i, 16), "key");
}

// An AES key (16, 24 or 32 bytes; fatal otherwise) left-aligned in a
// 32-byte key field, the rest zero; returns its key size code (aes_core's
// in_keylen_i, the modes header's key size: 0/1/2 = AES-128/192/256).
inline uint32_t set_aes_key(const std::vector<unsigned char>& key, std::array<unsigned char, 32>& field) {
  if (key.size() != 16 && key.size() != 24 && key.size() != 32)
    fatal("AES key must be 16, 24 or 32 bytes (32, 48 or 64 hex digits), got " + std::to_string(key.size()) +
          " bytes");
  field.fill(0);
  std::copy(key.begin(), key.end(), field.begin());
  return static_cast<uint32_t>(key.size() / 8 - 2);
}

// The whole content of a file (fatal if it cannot be opened).
inline std::vector<unsigned char> read_file(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) fatal("cannot open input file " + path);
  std::vector<unsigned char> data;
  unsigned char buf[1 << 16];
  size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) data.insert(data.end(), buf, buf + got);
  std::fclose(f);
  return data;
}

// Lower-case hex of n bytes.
inline std::string to_hex(const unsigned char* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t k = 0; k < n; k++) {
    s += d[p[k] >> 4];
    s += d[p[k] & 15];
  }
  return s;
}

inline uint64_t load_be64(const unsigned char* p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++) v = (v << 8) | p[i];
  return v;
}

inline void store_be64(unsigned char* p, uint64_t v) {
  for (int i = 7; i >= 0; i--) {
    p[i] = static_cast<unsigned char>(v & 0xff);
    v >>= 8;
  }
}

inline uint32_t load_be16(const unsigned char* p) { return (static_cast<uint32_t>(p[0]) << 8) | p[1]; }

inline uint32_t load_be32(const unsigned char* p) { return (load_be16(p) << 16) | load_be16(p + 2); }

inline void store_be16(unsigned char* p, uint32_t v) {
  p[0] = static_cast<unsigned char>(v >> 8);
  p[1] = static_cast<unsigned char>(v);
}

inline void store_be32(unsigned char* p, uint32_t v) {
  store_be16(p, v >> 16);
  store_be16(p + 2, v);
}

// xorshift64*: deterministic stall patterns from a seed.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed ? seed : 0x9E3779B97F4A7C15ull) {}
  uint64_t next() {
    s_ ^= s_ >> 12;
    s_ ^= s_ << 25;
    s_ ^= s_ >> 27;
    return s_ * 0x2545F4914F6CDD1Dull;
  }
  // True with probability num/den.
  bool chance(unsigned num, unsigned den) { return (next() >> 33) % den < num; }

 private:
  uint64_t s_;
};

}  // namespace cl
