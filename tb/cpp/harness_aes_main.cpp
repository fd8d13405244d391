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

}  // namespace

int main(int argc, char** argv) {
  const Options o = cl::parse_harness_args<Options>(argc, argv, "usage: harness stream|records [options]",
                                                    [](Options&, const std::string&, auto&) { return false; });
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  int rc;
  if (o.cmd == "stream") rc = run_blocks(o, ctx.get(), false);
  else if (o.cmd == "records") rc = run_blocks(o, ctx.get(), true);
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records)");
  std::fflush(stdout);
  return rc;
}
