// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for the bare block cores tdes_core,
// aes_core and toy_xor_core (built by src/cipherline/sim/harness.py, which
// defines the cipher entry's CL_CORE_TDES, CL_CORE_AES or CL_CORE_TOY; do
// not run make here). The core's driver (tdes_core_driver.h,
// aes_core_driver.h, toy_core_driver.h) gives the byte layout of blocks
// and keys; everything else is shared. B = block bytes (8 for tdes_core, 16
// for aes_core), K = the key field (24: K1||K2||K3; 32: the AES key,
// left-aligned).
//
// Subcommands (all print one final JSON line on stdout; progress goes to
// stderr as "progress DONE TOTAL"):
//
//   harness stream --in FILE --out FILE --key HEX [--decrypt] [--keylen N]
//       Raw B-byte big-endian blocks, one key and direction for all. The key
//       is K1||K2||K3 (48 hex digits), or an AES key of 32, 48 or 64 hex
//       digits (AES-128/192/256). --keylen N: the key is a whole 32-byte key
//       field of length code N (a DEC_KEY_LAST core's decryption key).
//   harness records --in FILE --out FILE
//       (B + K + 8)-byte records: block(B) key(K) flags(1) pad(7); flags bit 0
//       = decrypt, bits 2:1 (aes_core) = key length code (0: 128, 1: 192,
//       2: 256 bits). Key, key size and direction may change every block.
//       tdes_core: 40-byte records, aes_core: 56-byte records.
//   harness mct --spec FILE
//       Monte Carlo chains, one per line of FILE, interleaved on the core
//       (tag = chain index). tdes_core: SP 800-20 TDEA chains (mct_chain.h,
//       mct_io.h: MODE DECRYPT KEYING K1 K2 K3 IV TEXT OUTER INNER); aes_core:
//       AESAVS ECB chains (aes_mct_chain.h: DECRYPT KEY TEXT OUTER INNER).
//       Prints one JSON line per outer iteration record.
//   harness soak --keys FILE --in FILE --out FILE [--drain N]   (tdes_core)
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
// until the core takes the beat. Results must come back in order (checked
// through the tags).

#include <cinttypes>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cl_axis.h"
#include "cl_records.h"
#include "cl_util.h"

#if defined(CL_CORE_AES)
#include "aes_core_driver.h"
#include "aes_mct_chain.h"

namespace {
using Core = cl::AesCoreDriver;
using Chain = cl::AesMctChain;
std::vector<Chain> load_chains(const std::string& path) { return cl::load_aes_mct_spec(path); }
}  // namespace

#elif defined(CL_CORE_TDES)
#include "mct_chain.h"
#include "mct_io.h"
#include "tdes_core_driver.h"

namespace {
using Core = cl::TdesCoreDriver;

// A TDEA chain (mct_chain.h, shared with the modes harness) run as raw ECB
// block operations on tdes_core: the mode chaining is done in C++.
class Chain {
 public:
  explicit Chain(std::unique_ptr<cl::MctChain> c) : c_(std::move(c)) {}
  bool done() const { return c_->done(); }
  void request(cl::BlockIn& in) const {
    c_->op(in.block, in.decrypt);
    for (int q = 0; q < 3; q++) in.key[q] = c_->key()[q];
  }
  void result(const cl::BlockOut& out) { c_->result(out.block); }
  const std::vector<cl::MctRecord>& records() const { return c_->records(); }

 private:
  std::unique_ptr<cl::MctChain> c_;
};

std::vector<Chain> load_chains(const std::string& path) {
  std::vector<Chain> chains;
  for (auto& c : cl::load_mct_spec(path)) chains.emplace_back(std::move(c));
  return chains;
}
}  // namespace

#elif defined(CL_CORE_TOY)
#include "toy_core_driver.h"

// The toy core has no Monte Carlo test (it is not a cipher).
#define CL_NO_MCT 1
namespace {
using Core = cl::ToyCoreDriver;
}  // namespace

#else
#error "build with -DCL_CORE_TDES, -DCL_CORE_AES or -DCL_CORE_TOY (src/cipherline/sim/harness.py does)"
#endif

namespace {

using cl::fatal;
using In = Core::In;
using Out = Core::Out;
using Options = cl::HarnessOptions;

// --------------------------------------------------------------------------
// stream / records / soak: push a file of blocks through the core.
// --------------------------------------------------------------------------
enum class BlockFile { STREAM, RECORDS, SOAK };

// A template so that the soak's key loading (tdes_core's key pool) is only
// compiled for a core that has a soak (C::kSoak).
template <class C>
int run_blocks(const Options& o, VerilatedContext* ctx, BlockFile kind) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  using In = typename C::In;
  using Out = typename C::Out;
  constexpr size_t B = C::kBlockBytes;
  const bool soak = kind == BlockFile::SOAK;
  In stream_in;  // stream: the one key and direction
  if (kind == BlockFile::STREAM) {
    C::parse_key(o.key_hex, stream_in);
    if (o.keylen >= 0) C::set_keylen(static_cast<unsigned>(o.keylen), stream_in);
    stream_in.decrypt = o.decrypt;
  }
  std::vector<cl::Key192> pool;
  if (soak) {
    if (o.keys_path.empty()) fatal("soak needs --keys");
    pool = cl::load_key_pool(o.keys_path);
  }
  const size_t rec = kind == BlockFile::STREAM ? B : (kind == BlockFile::RECORDS ? B + C::kKeyBytes + 8 : 16);
  cl::RecordReader fin(o.in_path, rec);
  cl::RecordWriter fout(o.out_path, soak ? 4 + B : B);
  const uint64_t total = fin.count();
  if (soak && C::tag_bits() < 32 && total > (1ull << C::tag_bits()))
    fatal("soak: more blocks than tags (build the core with TAG_W = 32)");

  C dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  cl::SoakEnd end(total, o.drain, o.max_idle);
  const uint32_t tag_mask = C::tag_mask();

  uint64_t issued = 0, done = 0, idle = 0;
  uint64_t first_in = 0, last_out = 0, first_out = 0;
  In in;
  bool have = false;
  while (soak || done < total) {
    if (!have && issued < total) {
      const unsigned char* p = fin.next();
      if (kind == BlockFile::STREAM) in = stream_in;
      C::load_block(p, in);
      if (kind == BlockFile::RECORDS) {
        C::load_key(p + B, p[B + C::kKeyBytes], in);
        in.decrypt = p[B + C::kKeyBytes] & 1;
      } else if constexpr (C::kSoak) {
        if (soak) {
          C::load_pool_key(cl::pool_key(pool, cl::load_be16(p + 8)), in);
          in.decrypt = p[10] & 1;
        }
      }
      in.tag = static_cast<uint32_t>(issued) & tag_mask;
      have = true;
    }
    const bool offer = src.valid(have);
    const bool ready = end.draining() || sink.ready();
    Out out;
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
        C::store_block(out, r + 4);
      } else {
        if (out.tag != (static_cast<uint32_t>(done) & tag_mask))
          fatal("output order: block " + std::to_string(done) + " came back with tag " + std::to_string(out.tag));
        C::store_block(out, fout.add());
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

#ifndef CL_NO_MCT
// --------------------------------------------------------------------------
// mct: Monte Carlo chains, interleaved on the core (tag = chain index).
// --------------------------------------------------------------------------
int run_mct(const Options& o, VerilatedContext* ctx) {
  if (o.spec_path.empty()) fatal("--spec is required");
  std::vector<Chain> chains = load_chains(o.spec_path);
  const size_t n = chains.size();
  if (n > (1ull << Core::tag_bits())) fatal("too many chains for the core's tag width");

  Core dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  std::vector<char> in_flight(n, 0);
  std::vector<size_t> printed(n, 0);
  size_t rr = 0, live = 0, flying = 0;
  for (const auto& c : chains) live += !c.done();
  uint64_t ops = 0, idle = 0;
  uint64_t records = 0;
  In in;
  int cand = -1;
  while (live > 0) {
    // Pick the next chain that needs an operation (round robin).
    if (cand < 0) {
      for (size_t k = 0; k < n; k++) {
        const size_t c = (rr + k) % n;
        if (!in_flight[c] && !chains[c].done()) {
          cand = static_cast<int>(c);
          rr = (c + 1) % n;
          chains[c].request(in);
          in.tag = static_cast<uint32_t>(c);
          break;
        }
      }
    }
    const bool offer = src.valid(cand >= 0);
    const bool ready = sink.ready();
    Out out;
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
      chains[c].result(out);
      const auto& recs = chains[c].records();
      while (printed[c] < recs.size()) {
        cl::print_mct_record(c, recs[printed[c]++]);
        records++;
      }
      if (chains[c].done()) live--;
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
#endif  // CL_NO_MCT

}  // namespace

int main(int argc, char** argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  const Options o = cl::parse_harness_args<Options>(argc, argv, "usage: harness stream|records|mct|soak [options]",
                                                    [](Options&, const std::string&, auto&) { return false; });
  int rc;
  if (o.cmd == "stream") rc = run_blocks<Core>(o, ctx.get(), BlockFile::STREAM);
  else if (o.cmd == "records") rc = run_blocks<Core>(o, ctx.get(), BlockFile::RECORDS);
  else if (o.cmd == "soak" && Core::kSoak) rc = run_blocks<Core>(o, ctx.get(), BlockFile::SOAK);
#ifndef CL_NO_MCT
  else if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records, mct" + (Core::kSoak ? ", soak)" : ")"));
#else
  else fatal("unknown subcommand '" + o.cmd + "' (stream, records)");
#endif
  std::fflush(stdout);
  return rc;
}
