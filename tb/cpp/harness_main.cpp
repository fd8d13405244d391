// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for tdes_core (built by
// src/cipherline/simrun.py; do not run make here).
//
// Subcommands (all print one final JSON line on stdout; progress goes to
// stderr as "progress DONE TOTAL"):
//
//   harness stream --in FILE --out FILE --key HEX48 [--decrypt]
//       Raw 8-byte big-endian blocks, one key and direction for all.
//   harness records --in FILE --out FILE
//       40-byte records: block(8) K1||K2||K3(24) flags(1: bit0 = decrypt) pad(7);
//       key and direction may change every block.
//   harness mct --spec FILE
//       Monte Carlo chains, one per line of FILE:
//         MODE DECRYPT KEYING K1 K2 K3 IV TEXT OUTER INNER   (hex for keys, IV, text)
//       Prints one JSON line per outer iteration record.
//
// Common options: --stall-seed N (random input gaps and output stalls),
// --trace FILE.vcd (only if built with tracing), --max-idle N (abort when no
// output arrives for N cycles while blocks are in flight; default 100000).
//
// The input is streamed as fast as the core accepts it: in_valid is held
// whenever data is available and out_ready is 1 (unless stalls are asked for).

#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "cl_util.h"
#include "mct_chain.h"
#include "mct_io.h"
#include "tdes_core_driver.h"

namespace {

using cl::BlockIn;
using cl::BlockOut;
using cl::fatal;

using Options = cl::HarnessOptions;

Options parse_args(int argc, char** argv) {
  return cl::parse_harness_args<Options>(argc, argv, "usage: harness stream|records|mct [options]",
                                         [](Options&, const std::string&, auto&) { return false; });
}

// --------------------------------------------------------------------------
// stream / records: push a file of blocks through the core.
// --------------------------------------------------------------------------
int run_blocks(const Options& o, VerilatedContext* ctx, bool records) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  uint64_t key[3] = {0, 0, 0};
  if (!records) cl::parse_key192(o.key_hex, key);

  std::FILE* fin = std::fopen(o.in_path.c_str(), "rb");
  if (!fin) fatal("cannot open input file " + o.in_path);
  std::FILE* fout = std::fopen(o.out_path.c_str(), "wb");
  if (!fout) fatal("cannot open output file " + o.out_path);
  std::fseek(fin, 0, SEEK_END);
  const long size = std::ftell(fin);
  std::fseek(fin, 0, SEEK_SET);
  const size_t rec = records ? 40 : 8;
  if (size < 0 || size % rec != 0)
    fatal("input size " + std::to_string(size) + " is not a multiple of " + std::to_string(rec) + " bytes");
  const uint64_t total = static_cast<uint64_t>(size) / rec;

  cl::TdesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  const uint32_t tag_mask = (1u << cl::TdesCoreDriver::tag_bits()) - 1;

  std::vector<unsigned char> ibuf(rec * 4096), obuf;
  obuf.reserve(8 * 4096);
  size_t ibuf_len = 0, ibuf_pos = 0;
  uint64_t issued = 0, done = 0, idle = 0;
  uint64_t first_in = 0, last_out = 0, first_out = 0;
  BlockIn in;
  bool have = false;
  while (done < total) {
    if (!have && issued < total) {
      if (ibuf_pos == ibuf_len) {
        ibuf_len = std::fread(ibuf.data(), 1, ibuf.size(), fin);
        ibuf_pos = 0;
        if (ibuf_len == 0 || ibuf_len % rec) fatal("short read from " + o.in_path);
      }
      const unsigned char* p = &ibuf[ibuf_pos];
      in.block = cl::load_be64(p);
      if (records) {
        for (int k = 0; k < 3; k++) in.key[k] = cl::load_be64(p + 8 + 8 * k);
        in.decrypt = p[32] & 1;
      } else {
        for (int k = 0; k < 3; k++) in.key[k] = key[k];
        in.decrypt = o.decrypt;
      }
      in.tag = static_cast<uint32_t>(issued) & tag_mask;
      ibuf_pos += rec;
      have = true;
    }
    const bool offer = have && !(o.stalls && rng.chance(1, 4));
    const bool ready = !(o.stalls && rng.chance(1, 4));
    BlockOut out;
    bool fired = false;
    if (dut.step(offer, in, ready, out, fired)) {
      if (issued == 0) first_in = dut.cycles();
      issued++;
      have = false;
    }
    if (fired) {
      if (out.tag != (static_cast<uint32_t>(done) & tag_mask)) {
        fatal("output order: block " + std::to_string(done) + " came back with tag " + std::to_string(out.tag));
      }
      if (done == 0) first_out = dut.cycles();
      unsigned char b[8];
      cl::store_be64(b, out.block);
      obuf.insert(obuf.end(), b, b + 8);
      if (obuf.size() >= 8 * 4096) {
        std::fwrite(obuf.data(), 1, obuf.size(), fout);
        obuf.clear();
      }
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
  std::fwrite(obuf.data(), 1, obuf.size(), fout);
  std::fclose(fout);
  std::fclose(fin);
  const uint64_t busy = total ? (last_out - first_in + 1) : 0;
  std::printf(
      "{\"blocks\": %" PRIu64 ", \"cycles\": %" PRIu64 ", \"busy_cycles\": %" PRIu64
      ", \"first_latency\": %" PRIu64 ", \"stalls\": %s}\n",
      total, dut.cycles(), busy, total ? first_out - first_in : 0, o.stalls ? "true" : "false");
  return 0;
}

// --------------------------------------------------------------------------
// mct: Monte Carlo chains, interleaved on the core (tag = chain index).
// --------------------------------------------------------------------------
int run_mct(const Options& o, VerilatedContext* ctx) {
  if (o.spec_path.empty()) fatal("--spec is required");
  auto chains = cl::load_mct_spec(o.spec_path);
  const size_t n = chains.size();
  if (n > (1u << cl::TdesCoreDriver::tag_bits())) fatal("too many chains for the core's tag width");

  cl::TdesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  std::vector<char> in_flight(n, 0);
  std::vector<size_t> printed(n, 0);
  size_t rr = 0, live = n, flying = 0;
  uint64_t ops = 0, idle = 0;
  uint64_t records = 0;
  BlockIn in;
  int cand = -1;
  while (live > 0) {
    // Pick the next chain that needs an operation (round robin).
    if (cand < 0) {
      for (size_t k = 0; k < n; k++) {
        const size_t c = (rr + k) % n;
        if (!in_flight[c] && !chains[c]->done()) {
          cand = static_cast<int>(c);
          rr = (c + 1) % n;
          chains[c]->op(in.block, in.decrypt);
          for (int q = 0; q < 3; q++) in.key[q] = chains[c]->key()[q];
          in.tag = static_cast<uint32_t>(c);
          break;
        }
      }
    }
    const bool offer = cand >= 0 && !(o.stalls && rng.chance(1, 4));
    const bool ready = !(o.stalls && rng.chance(1, 4));
    BlockOut out;
    bool fired = false;
    if (dut.step(offer, in, ready, out, fired)) {
      in_flight[cand] = 1;
      flying++;
      cand = -1;
    }
    if (fired) {
      const uint32_t c = out.tag;
      if (c >= n || !in_flight[c]) fatal("unexpected output tag " + std::to_string(c));
      in_flight[c] = 0;
      flying--;
      ops++;
      idle = 0;
      chains[c]->result(out.block);
      const auto& recs = chains[c]->records();
      while (printed[c] < recs.size()) {
        cl::print_mct_record(c, recs[printed[c]++]);
        records++;
      }
      if (chains[c]->done()) live--;
    } else if (flying > 0 && ++idle > o.max_idle) {
      fatal("no output for " + std::to_string(o.max_idle) + " cycles with " + std::to_string(flying) +
            " blocks in flight (core hung?)");
    }
    if (o.progress_every && fired && ops % o.progress_every == 0) {
      std::fprintf(stderr, "progress %" PRIu64 "\n", ops);
      std::fflush(stderr);
    }
  }
  std::printf("{\"done\": true, \"chains\": %zu, \"ops\": %" PRIu64 ", \"cycles\": %" PRIu64
              ", \"records\": %" PRIu64 ", \"stalls\": %s}\n",
              n, ops, dut.cycles(), records, o.stalls ? "true" : "false");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  const Options o = parse_args(argc, argv);
  int rc;
  if (o.cmd == "stream") rc = run_blocks(o, ctx.get(), false);
  else if (o.cmd == "records") rc = run_blocks(o, ctx.get(), true);
  else if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records, mct)");
  std::fflush(stdout);
  return rc;
}
