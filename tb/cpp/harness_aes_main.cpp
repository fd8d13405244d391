// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for aes_core (built by
// src/cipherline/sim/harness.py; do not run make here).
//
// Subcommands (each prints one final JSON line on stdout; progress goes to
// stderr as "progress DONE TOTAL"):
//
//   harness stream --in FILE --out FILE --key HEX [--decrypt]
//       Raw 16-byte blocks (FIPS-197 byte order), one key and direction for
//       all; the key is 32, 48 or 64 hex digits (AES-128/192/256).
//   harness records --in FILE --out FILE
//       56-byte records: block(16) key(32, left-aligned) flags(1: bit 0 =
//       decrypt, bits 2:1 = key length code) pad(7); key, key size and
//       direction may change every block.
//   harness mct --spec FILE
//       AESAVS ECB Monte Carlo chains, one per line of FILE:
//         DECRYPT KEY TEXT OUTER INNER   (key and text in hex)
//       interleaved on the core (tag = chain index). Per outer iteration i:
//       INNER chained operations out_j = AES(key, in_j), in_{j+1} = out_j;
//       then the key is XORed with the last 128/192/256 bits of the output
//       sequence (AESAVS 6.4.1) and the next text is the last output. One
//       JSON line per record: {"chain", "i", "key", "in", "out"}.
//
// Common options as harness_main.cpp: --stall-seed N (random input gaps and
// output stalls, tb/cpp/cl_axis.h), --trace FILE.vcd, --max-idle N,
// --progress-every N. Every source is AXI4-Stream: once in_valid is raised,
// it and the beat stay until the core takes the beat; the output order is
// checked through the tags.

#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "aes_core_driver.h"
#include "cl_axis.h"
#include "cl_records.h"
#include "cl_util.h"

namespace {

using cl::fatal;
using Options = cl::HarnessOptions;

// The key from hex; returns its length code (0, 1, 2).
uint32_t parse_aes_key(const std::string& s, std::array<unsigned char, 32>& key) {
  if (s.size() != 32 && s.size() != 48 && s.size() != 64)
    fatal("key must be 32, 48 or 64 hex digits (AES-128/192/256), got " + std::to_string(s.size()));
  key.fill(0);
  for (size_t i = 0; i < s.size() / 16; i++) cl::store_be64(key.data() + 8 * i, cl::parse_hex64(s.substr(16 * i, 16), "key"));
  return static_cast<uint32_t>(s.size() / 16 - 2);
}

int run_blocks(const Options& o, VerilatedContext* ctx, bool records) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  cl::AesIn in;
  uint32_t keylen = 0;
  std::array<unsigned char, 32> key{};
  if (!records) keylen = parse_aes_key(o.key_hex, key);
  cl::RecordReader fin(o.in_path, records ? 56 : 16);
  cl::RecordWriter fout(o.out_path, 16);
  const uint64_t total = fin.count();

  cl::AesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  const uint32_t tag_mask = cl::AesCoreDriver::tag_mask();

  uint64_t issued = 0, done = 0, idle = 0, first_in = 0, last_out = 0, first_out = 0;
  bool have = false;
  while (done < total) {
    if (!have && issued < total) {
      const unsigned char* p = fin.next();
      std::copy(p, p + 16, in.block.begin());
      if (records) {
        std::copy(p + 16, p + 48, in.key.begin());
        in.decrypt = p[48] & 1;
        in.keylen = (p[48] >> 1) & 3;
      } else {
        in.key = key;
        in.keylen = keylen;
        in.decrypt = o.decrypt;
      }
      in.tag = static_cast<uint32_t>(issued) & tag_mask;
      have = true;
    }
    cl::AesOut out;
    bool fired = false;
    const bool took = dut.step(src.valid(have), in, sink.ready(), out, fired);
    if (took) {
      src.accepted();
      if (issued == 0) first_in = dut.cycles();
      issued++;
      have = false;
    }
    if (fired) {
      if (out.tag != (static_cast<uint32_t>(done) & tag_mask))
        fatal("output order: block " + std::to_string(done) + " came back with tag " + std::to_string(out.tag));
      std::copy(out.block.begin(), out.block.end(), fout.add());
      if (done == 0) first_out = dut.cycles();
      done++;
      last_out = dut.cycles();
      idle = 0;
      if (o.progress_every && done % o.progress_every == 0) {
        std::fprintf(stderr, "progress %" PRIu64 " %" PRIu64 "\n", done, total);
        std::fflush(stderr);
      }
    } else if (issued > done && ++idle > o.max_idle) {
      fatal("no output for " + std::to_string(o.max_idle) + " cycles with " + std::to_string(issued - done) +
            " blocks in flight (core hung?)");
    }
  }
  fout.flush();
  std::printf("{\"blocks\": %" PRIu64 ", \"cycles\": %" PRIu64 ", \"busy_cycles\": %" PRIu64
              ", \"first_latency\": %" PRIu64 ", \"stalls\": %s}\n",
              total, dut.cycles(), total ? last_out - first_in + 1 : 0, total ? first_out - first_in : 0,
              o.stalls ? "true" : "false");
  return 0;
}

// One AESAVS ECB Monte Carlo chain (see the header).
struct AesMctChain {
  bool decrypt = false;
  std::array<unsigned char, 32> key{};
  size_t key_bytes = 16;
  std::array<unsigned char, 16> text{}, first{}, prev{};
  uint64_t outer = 0, inner = 0, i = 0, j = 0;

  bool done() const { return i >= outer; }

  // The result of in = text arrives; returns true when it ends a record.
  bool result(const std::array<unsigned char, 16>& out) {
    if (j == 0) first = text;
    std::array<unsigned char, 16> last_prev = prev;
    prev = out;
    text = out;
    if (++j < inner) return false;
    // Key ^= (the last key_bytes bytes of ... || CT[j-2] || CT[j-1]).
    for (size_t b = 0; b < key_bytes; b++) {
      const size_t from_end = key_bytes - 1 - b;  // byte index counted from the end
      const unsigned char x = from_end < 16 ? out[15 - from_end] : last_prev[31 - from_end];
      pending_key[b] = key[b];
      key[b] ^= x;
    }
    return true;
  }

  std::array<unsigned char, 32> pending_key{};  // the record's key (before the update)
};

std::string hex(const unsigned char* p, size_t n) {
  static const char* d = "0123456789abcdef";
  std::string s;
  for (size_t k = 0; k < n; k++) {
    s += d[p[k] >> 4];
    s += d[p[k] & 15];
  }
  return s;
}

int run_mct(const Options& o, VerilatedContext* ctx) {
  if (o.spec_path.empty()) fatal("--spec is required");
  std::vector<AesMctChain> chains;
  {
    std::FILE* f = std::fopen(o.spec_path.c_str(), "r");
    if (!f) fatal("cannot open " + o.spec_path);
    char kbuf[80], tbuf[40];
    int dec;
    unsigned long long outer, inner;
    while (std::fscanf(f, "%d %79s %39s %llu %llu", &dec, kbuf, tbuf, &outer, &inner) == 5) {
      AesMctChain c;
      c.decrypt = dec != 0;
      c.key_bytes = (parse_aes_key(kbuf, c.key) + 2) * 8;
      std::array<unsigned char, 32> t{};
      if (std::string(tbuf).size() != 32) fatal("mct: text must be 32 hex digits");
      parse_aes_key(tbuf, t);
      std::copy(t.begin(), t.begin() + 16, c.text.begin());
      c.outer = outer;
      c.inner = inner;
      if (inner < 2) fatal("mct: INNER must be at least 2");
      chains.push_back(c);
    }
    std::fclose(f);
  }
  const size_t n = chains.size();
  if (n == 0) fatal("mct: empty spec");
  if (n > (1ull << cl::AesCoreDriver::tag_bits())) fatal("too many chains for the core's tag width");

  cl::AesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  std::vector<bool> busy(n, false);
  size_t next = 0, live = 0;
  for (const auto& c : chains) live += !c.done();
  uint64_t ops = 0, records = 0, idle = 0;
  cl::AesIn in;
  bool have = false;
  while (live) {
    if (!have) {  // round-robin: the next chain with no block in flight
      for (size_t k = 0; k < n && !have; k++) {
        const size_t c = (next + k) % n;
        if (!busy[c] && !chains[c].done()) {
          in.block = chains[c].text;
          in.key = chains[c].key;
          in.keylen = static_cast<uint32_t>(chains[c].key_bytes / 8 - 2);
          in.decrypt = chains[c].decrypt;
          in.tag = static_cast<uint32_t>(c);
          have = true;
          next = c + 1;
        }
      }
    }
    cl::AesOut out;
    bool fired = false;
    if (dut.step(src.valid(have), in, sink.ready(), out, fired)) {
      src.accepted();
      busy[in.tag] = true;
      have = false;
    }
    if (fired) {
      if (out.tag >= n || !busy[out.tag]) fatal("mct: an output with no block in flight (tag " + std::to_string(out.tag) + ")");
      AesMctChain& c = chains[out.tag];
      busy[out.tag] = false;
      ops++;
      idle = 0;
      if (c.result(out.block)) {
        std::printf("{\"chain\": %u, \"i\": %" PRIu64 ", \"key\": \"%s\", \"in\": \"%s\", \"out\": \"%s\"}\n",
                    out.tag, c.i, hex(c.pending_key.data(), c.key_bytes).c_str(), hex(c.first.data(), 16).c_str(),
                    hex(out.block.data(), 16).c_str());
        records++;
        c.i++;
        c.j = 0;
        if (c.done()) live--;
      }
    } else if (++idle > o.max_idle) {
      fatal("mct: no output for " + std::to_string(o.max_idle) + " cycles (core hung?)");
    }
  }
  std::printf("{\"chains\": %zu, \"records\": %" PRIu64 ", \"ops\": %" PRIu64 ", \"cycles\": %" PRIu64 "}\n",
              n, records, ops, dut.cycles());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = cl::parse_harness_args<Options>(argc, argv, "usage: harness stream|records|mct [options]",
                                                    [](Options&, const std::string&, auto&) { return false; });
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  int rc;
  if (o.cmd == "stream") rc = run_blocks(o, ctx.get(), false);
  else if (o.cmd == "records") rc = run_blocks(o, ctx.get(), true);
  else if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records, mct)");
  std::fflush(stdout);
  return rc;
}
