// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for tdes_core (built by
// src/cipherline/sim/harness.py; do not run make here).
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
//   harness soak --keys FILE --in FILE --out FILE [--drain N]
//       Soak run (cipherline soak). KEYS: a pool of 24-byte K1||K2||K3 keys.
//       IN: 16-byte records block(8) key index(2) flags(1: bit0 = decrypt)
//       pad(5); record i is sent with tag i (the soak builds the core with
//       TAG_W = 32, so every block in a run has its own tag). OUT: one 12-byte
//       record tag(4) block(8) per output beat, in delivery order. Nothing is
//       checked here: the run ends when every block was sent and as many
//       outputs arrived, plus --drain clocks (default 2000) to catch extra
//       beats, or when nothing moves for --max-idle clocks (lost blocks).
//       All fields big-endian.
//
// Common options: --stall-seed N (random gaps between input beats and random
// output stalls, some of hundreds of clocks; tb/cpp/cl_axis.h), --trace
// FILE.vcd (only if built with tracing), --max-idle N (abort when no output
// arrives for N cycles while blocks are in flight; default 100000).
//
// The input is streamed as fast as the core accepts it: in_valid is held
// whenever data is available and out_ready is 1 (unless stalls are asked for).
// Every source is AXI4-Stream: once in_valid is raised, it and the beat stay
// until the core takes the beat.

#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "cl_axis.h"
#include "cl_records.h"
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
  return cl::parse_harness_args<Options>(argc, argv, "usage: harness stream|records|mct|soak [options]",
                                         [](Options&, const std::string&, auto&) { return false; });
}

// --------------------------------------------------------------------------
// stream / records / soak: push a file of blocks through the core.
// --------------------------------------------------------------------------
enum class BlockFile { STREAM, RECORDS, SOAK };

int run_blocks(const Options& o, VerilatedContext* ctx, BlockFile kind) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  const bool soak = kind == BlockFile::SOAK;
  uint64_t key[3] = {0, 0, 0};
  if (kind == BlockFile::STREAM) cl::parse_key192(o.key_hex, key);
  std::vector<cl::Key192> pool;
  if (soak) {
    if (o.keys_path.empty()) fatal("soak needs --keys");
    pool = cl::load_key_pool(o.keys_path);
  }
  const size_t rec = kind == BlockFile::STREAM ? 8 : (kind == BlockFile::RECORDS ? 40 : 16);
  cl::RecordReader fin(o.in_path, rec);
  cl::RecordWriter fout(o.out_path, soak ? 12 : 8);
  const uint64_t total = fin.count();
  if (soak && cl::TdesCoreDriver::tag_bits() < 32 && total > (1ull << cl::TdesCoreDriver::tag_bits()))
    fatal("soak: more blocks than tags (build the core with TAG_W = 32)");

  cl::TdesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  cl::SoakEnd end(total, o.drain, o.max_idle);
  const uint32_t tag_mask = cl::TdesCoreDriver::tag_mask();

  uint64_t issued = 0, done = 0, idle = 0;
  uint64_t first_in = 0, last_out = 0, first_out = 0;
  BlockIn in;
  bool have = false;
  while (soak || done < total) {
    if (!have && issued < total) {
      const unsigned char* p = fin.next();
      in.block = cl::load_be64(p);
      if (kind == BlockFile::RECORDS) {
        for (int k = 0; k < 3; k++) in.key[k] = cl::load_be64(p + 8 + 8 * k);
        in.decrypt = p[32] & 1;
      } else if (soak) {
        const cl::Key192& k = cl::pool_key(pool, cl::load_be16(p + 8));
        for (int q = 0; q < 3; q++) in.key[q] = k.k[q];
        in.decrypt = p[10] & 1;
      } else {
        for (int k = 0; k < 3; k++) in.key[k] = key[k];
        in.decrypt = o.decrypt;
      }
      in.tag = static_cast<uint32_t>(issued) & tag_mask;
      have = true;
    }
    const bool offer = src.valid(have);
    const bool ready = end.draining() || sink.ready();
    BlockOut out;
    bool fired = false;
    const bool took = dut.step(offer, in, ready, out, fired);
    if (took) {
      src.accepted();
      if (issued == 0) first_in = dut.cycles();
      issued++;
      have = false;
    }
    if (fired) {
      if (soak) {
        unsigned char* r = fout.add();
        cl::store_be32(r, out.tag);
        cl::store_be64(r + 4, out.block);
      } else {
        if (out.tag != (static_cast<uint32_t>(done) & tag_mask))
          fatal("output order: block " + std::to_string(done) + " came back with tag " + std::to_string(out.tag));
        cl::store_be64(fout.add(), out.block);
      }
      if (done == 0) first_out = dut.cycles();
      done++;
      last_out = dut.cycles();
      idle = 0;
      if (o.progress_every && done % o.progress_every == 0) {
        std::fprintf(stderr, "progress %" PRIu64 " %" PRIu64 "\n", done, total);
        std::fflush(stderr);
      }
    } else if (!soak && issued > done && ++idle > o.max_idle) {
      fatal("no output for " + std::to_string(o.max_idle) + " cycles with " + std::to_string(issued - done) +
            " blocks in flight (core hung?)");
    }
    if (soak && end.done(issued == total, done, took || fired)) break;
  }
  fout.flush();
  if (soak) {
    std::printf("{\"in\": %" PRIu64 ", \"out\": %" PRIu64 ", \"cycles\": %" PRIu64 ", \"timed_out\": %s"
                ", \"long_stalls\": %" PRIu64 ", \"stalls\": %s}\n",
                issued, done, dut.cycles(), end.timed_out() ? "true" : "false", sink.long_stalls(),
                o.stalls ? "true" : "false");
    return 0;
  }
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
  if (n > (1ull << cl::TdesCoreDriver::tag_bits())) fatal("too many chains for the core's tag width");

  cl::TdesCoreDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
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
    const bool offer = src.valid(cand >= 0);
    const bool ready = sink.ready();
    BlockOut out;
    bool fired = false;
    if (dut.step(offer, in, ready, out, fired)) {
      src.accepted();
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
  if (o.cmd == "stream") rc = run_blocks(o, ctx.get(), BlockFile::STREAM);
  else if (o.cmd == "records") rc = run_blocks(o, ctx.get(), BlockFile::RECORDS);
  else if (o.cmd == "soak") rc = run_blocks(o, ctx.get(), BlockFile::SOAK);
  else if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records, mct, soak)");
  std::fflush(stdout);
  return rc;
}
