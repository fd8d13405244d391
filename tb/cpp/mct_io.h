// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Monte Carlo chain specs (input) and records (output, JSON lines), shared by
// the tdes_core and cipher_modes harnesses.
//
// Spec file, one chain per line:
//   MODE DECRYPT KEYING K1 K2 K3 IV TEXT OUTER INNER
// (MODE: ecb cbc cfb1 cfb8 cfb64 ofb; keys, IV and text in hex.)

#pragma once

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "cl_util.h"
#include "mct_chain.h"

namespace cl {

inline std::vector<std::unique_ptr<MctChain>> load_mct_spec(const std::string& path) {
  std::ifstream f(path);
  if (!f) fatal("cannot open spec file " + path);
  std::vector<std::unique_ptr<MctChain>> chains;
  std::string mode, k1, k2, k3, iv, text;
  int dec, keying, outer, inner;
  while (f >> mode >> dec >> keying >> k1 >> k2 >> k3 >> iv >> text >> outer >> inner) {
    const uint64_t key[3] = {parse_hex64(k1, "K1"), parse_hex64(k2, "K2"), parse_hex64(k3, "K3")};
    chains.emplace_back(new MctChain(parse_mct_mode(mode), dec != 0, keying, key, parse_hex64(iv, "IV"),
                                     parse_hex64(text, "TEXT"), outer, inner));
  }
  if (!f.eof()) fatal("malformed line in spec file " + path);
  if (chains.empty()) fatal("no chains in spec file " + path);
  return chains;
}

inline void print_mct_record(unsigned chain, const MctRecord& r) {
  std::printf("{\"chain\": %u, \"count\": %d, \"key1\": \"%016" PRIx64 "\", \"key2\": \"%016" PRIx64
              "\", \"key3\": \"%016" PRIx64 "\", \"iv\": \"%016" PRIx64 "\", \"in\": \"%016" PRIx64
              "\", \"out\": \"%016" PRIx64 "\"}\n",
              chain, r.count, r.key[0], r.key[1], r.key[2], r.iv, r.text_in, r.text_out);
}

}  // namespace cl
