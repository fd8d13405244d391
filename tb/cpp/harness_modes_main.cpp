// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for the modes engine cipher_modes
// (built by src/cipherline/simrun.py). See docs/modes.md for the engine's
// channels and source rules, which this harness follows: a message's data
// beats only after its command is accepted; the next command on a stream only
// after the previous message's last beat was accepted.
//
// Subcommands (one final JSON line on stdout):
//
//   harness mct --spec FILE
//       Monte Carlo chains (tb/cpp/mct_io.h), one stream per chain, one
//       message per outer iteration (10,000 data beats); the engine does the
//       mode chaining, the harness only feeds the MCT's text feedback.
//   harness records --in FILE --out FILE [--streams N]
//       40-byte records as for the tdes_core harness: block(8) K1||K2||K3(24)
//       flags(1: bit0 = decrypt) pad(7). Each record is a one-block ECB
//       message with its own key and direction, on stream (index mod N)
//       (N = the engine's STREAMS, default 64); outputs are written in record
//       order. Used by the report's NIST known-answer gate.
//   harness message --in FILE --out FILE --mode M --key HEX48 [--iv HEX16]
//                   [--decrypt] [--taglen N]
//       One message on stream 0. M: ecb cbc cfb1 cfb8 cfb64 ofb ctr cmac.
//       CFB-1: one bit per beat (file bits MSB first); CFB-8: one byte per beat;
//       others: 8-byte blocks, the last one may be partial where the mode
//       allows it (CTR, OFB, CFB-64, CMAC). CMAC writes the tag; for verify
//       (--decrypt) --iv holds the expected tag and OUT stays empty.
//
// Common options: --stall-seed N, --trace FILE.vcd, --max-idle N.

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "cipher_modes_driver.h"
#include "cl_util.h"
#include "mct_chain.h"
#include "mct_io.h"

namespace {

using cl::fatal;

struct Options : cl::HarnessOptions {
  std::string iv_hex = "0", mode;
  unsigned taglen = 8;
  unsigned streams = 64;
};

Options parse_args(int argc, char** argv) {
  return cl::parse_harness_args<Options>(
      argc, argv, "usage: harness mct|records|message [options]", [](Options& o, const std::string& a, auto& val) {
        if (a == "--iv") o.iv_hex = val("--iv");
        else if (a == "--mode") o.mode = val("--mode");
        else if (a == "--taglen") o.taglen = static_cast<unsigned>(std::stoul(val("--taglen")));
        else if (a == "--streams") o.streams = static_cast<unsigned>(std::stoul(val("--streams")));
        else return false;
        return true;
      });
}

// A source that runs one message at a time on each of n streams (mct,
// records): it picks the next command and data beat round robin, offers them
// (with random gaps if asked), steps the engine, and tracks each stream's
// state. The caller fills the command / beat of a picked stream and decides,
// for each delivered output, what the stream does next.
class StreamSource {
 public:
  enum State { NEED_CMD = 0, NEED_DATA = 1, WAIT_OUT = 2, FINISHED = 3 };

  StreamSource(size_t n, const Options& o) : state_(n, NEED_CMD), o_(o), rng_(o.stall_seed) {}

  State& state(size_t s) { return state_[s]; }

  // One clock. fill_cmd(s, cmd) / fill_din(s, din) are called once per pick.
  // Returns the stream of a delivered output beat (out), or -1.
  template <class FillCmd, class FillDin>
  int step(cl::CipherModesDriver& dut, FillCmd fill_cmd, FillDin fill_din, cl::ModesDout& out) {
    if (cmd_s_ < 0 && (cmd_s_ = pick(NEED_CMD, rr_cmd_)) >= 0) {
      cmd_.sid = static_cast<uint32_t>(cmd_s_);
      fill_cmd(static_cast<size_t>(cmd_s_), cmd_);
    }
    if (din_s_ < 0 && (din_s_ = pick(NEED_DATA, rr_din_)) >= 0) {
      din_.sid = static_cast<uint32_t>(din_s_);
      fill_din(static_cast<size_t>(din_s_), din_);
    }
    const bool cmd_offer = cmd_s_ >= 0 && !(o_.stalls && rng_.chance(1, 4));
    const bool din_offer = din_s_ >= 0 && !(o_.stalls && rng_.chance(1, 4));
    const bool ready = !(o_.stalls && rng_.chance(1, 4));
    bool cf = false, df = false, of = false;
    dut.step(cmd_offer, cmd_, din_offer, din_, ready, cf, df, out, of);
    if (cf) {
      state_[cmd_s_] = NEED_DATA;  // data beats may follow from the next clock on
      cmd_s_ = -1;
    }
    if (df) {
      state_[din_s_] = WAIT_OUT;
      din_s_ = -1;
    }
    if (!of) {
      if (++idle_ > o_.max_idle) fatal("no output for " + std::to_string(o_.max_idle) + " cycles (engine hung?)");
      return -1;
    }
    idle_ = 0;
    if (out.sid >= state_.size() || state_[out.sid] != WAIT_OUT)
      fatal("unexpected output beat on stream " + std::to_string(out.sid));
    return static_cast<int>(out.sid);
  }

 private:
  // Round robin: the first stream from rr on in state `want` (rr moves past it), or -1.
  int pick(State want, size_t& rr) {
    const size_t n = state_.size();
    for (size_t k = 0; k < n; k++) {
      const size_t c = (rr + k) % n;
      if (state_[c] == want) {
        rr = (c + 1) % n;
        return static_cast<int>(c);
      }
    }
    return -1;
  }

  std::vector<State> state_;
  const Options& o_;
  cl::Rng rng_;
  size_t rr_cmd_ = 0, rr_din_ = 0;
  int cmd_s_ = -1, din_s_ = -1;
  uint64_t idle_ = 0;
  cl::ModesCmd cmd_;
  cl::ModesDin din_;
};

uint32_t engine_mode(cl::MctMode m, uint32_t& seg) {
  seg = static_cast<uint32_t>(cl::segment_bits(m));
  switch (m) {
    case cl::MctMode::ECB: return cl::MODE_ECB;
    case cl::MctMode::CBC: return cl::MODE_CBC;
    case cl::MctMode::OFB: return cl::MODE_OFB;
    default: return cl::MODE_CFB;
  }
}

// --------------------------------------------------------------------------
// mct: one stream per chain.
// --------------------------------------------------------------------------
int run_mct(const Options& o, VerilatedContext* ctx) {
  if (o.spec_path.empty()) fatal("--spec is required");
  auto chains = cl::load_mct_spec(o.spec_path);
  const size_t n = chains.size();
  if (n > 64) fatal("at most 64 chains (streams)");
  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  StreamSource src(n, o);
  std::vector<size_t> printed(n, 0);
  size_t live = n;
  uint64_t ops = 0, records = 0;
  auto fill_cmd = [&](size_t c, cl::ModesCmd& cmd) {
    const cl::MctChain& ch = *chains[c];
    cmd.mode = engine_mode(ch.mode(), cmd.seg);
    cmd.decrypt = ch.decrypt();
    for (int q = 0; q < 3; q++) cmd.key[q] = ch.key()[q];
    cmd.iv = ch.outer_iv();
  };
  auto fill_din = [&](size_t c, cl::ModesDin& din) {
    const cl::MctChain& ch = *chains[c];
    din.data = ch.text() << (64 - ch.seg());
    din.last = ch.last_inner();
    din.bits = static_cast<uint32_t>(ch.seg());
  };
  while (live > 0) {
    cl::ModesDout out;
    const int sc = src.step(dut, fill_cmd, fill_din, out);
    if (sc < 0) continue;
    const size_t c = static_cast<size_t>(sc);
    cl::MctChain& ch = *chains[c];
    const bool want_last = ch.last_inner();
    if (out.last != want_last || out.status != cl::ST_OK || out.bits != static_cast<uint32_t>(ch.seg())) {
      fatal("stream " + std::to_string(c) + ": output beat last=" + std::to_string(out.last) + " status=" +
            std::to_string(out.status) + " bits=" + std::to_string(out.bits) + ", expected last=" +
            std::to_string(want_last) + " status=0 bits=" + std::to_string(ch.seg()));
    }
    const uint64_t seg_out = ch.seg() == 64 ? out.data : (out.data >> (64 - ch.seg()));
    ch.mode_result(seg_out);
    ops++;
    const auto& recs = ch.records();
    while (printed[c] < recs.size()) {
      cl::print_mct_record(static_cast<unsigned>(c), recs[printed[c]++]);
      records++;
    }
    // A finished chain sends nothing more: after its last record it is not
    // at an outer start, and a further beat would be a stray (ERR_NO_MSG).
    if (ch.done()) {
      src.state(c) = StreamSource::FINISHED;
      live--;
    } else {
      src.state(c) = ch.at_outer_start() ? StreamSource::NEED_CMD : StreamSource::NEED_DATA;
    }
  }
  std::printf("{\"done\": true, \"chains\": %zu, \"ops\": %" PRIu64 ", \"cycles\": %" PRIu64
              ", \"records\": %" PRIu64 ", \"stalls\": %s, \"engine\": \"cipher_modes\"}\n",
              n, ops, dut.cycles(), records, o.stalls ? "true" : "false");
  return 0;
}

// --------------------------------------------------------------------------
// records: one single-block ECB message per record, spread over the streams.
// --------------------------------------------------------------------------
int run_records(const Options& o, VerilatedContext* ctx) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  if (o.streams < 1 || o.streams > 1024) fatal("--streams must be 1..1024");
  const std::vector<unsigned char> raw = cl::read_file(o.in_path);
  constexpr size_t REC = 40;
  if (raw.size() % REC) fatal("records file length is not a multiple of 40 bytes");
  const size_t n = raw.size() / REC;
  const size_t ns = std::min<size_t>(o.streams, std::max<size_t>(n, 1));
  // Per stream: the record it works on.
  std::vector<size_t> cur(ns);
  StreamSource src(ns, o);
  for (size_t s = 0; s < ns; s++) {
    cur[s] = s;
    if (s >= n) src.state(s) = StreamSource::FINISHED;
  }
  std::vector<uint64_t> outs(n, 0);
  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  size_t done = 0;
  auto fill_cmd = [&](size_t s, cl::ModesCmd& cmd) {
    const unsigned char* p = &raw[cur[s] * REC];
    cmd.mode = cl::MODE_ECB;
    cmd.decrypt = p[32] & 1;
    for (int q = 0; q < 3; q++) cmd.key[q] = cl::load_be64(p + 8 + 8 * q);
  };
  auto fill_din = [&](size_t s, cl::ModesDin& din) {
    din.data = cl::load_be64(&raw[cur[s] * REC]);
    din.last = true;
    din.bits = 64;
  };
  while (done < n) {
    cl::ModesDout out;
    const int ss = src.step(dut, fill_cmd, fill_din, out);
    if (ss < 0) continue;
    const size_t s = static_cast<size_t>(ss);
    if (!out.last || out.status != cl::ST_OK || out.bits != 64) {
      fatal("record " + std::to_string(cur[s]) + ": output beat last=" + std::to_string(out.last) +
            " status=" + std::to_string(out.status) + " bits=" + std::to_string(out.bits));
    }
    outs[cur[s]] = out.data;
    done++;
    cur[s] += ns;
    src.state(s) = cur[s] < n ? StreamSource::NEED_CMD : StreamSource::FINISHED;
  }
  std::FILE* fout = std::fopen(o.out_path.c_str(), "wb");
  if (!fout) fatal("cannot open output file " + o.out_path);
  for (uint64_t v : outs) {
    unsigned char b[8];
    cl::store_be64(b, v);
    std::fwrite(b, 1, 8, fout);
  }
  std::fclose(fout);
  std::printf("{\"blocks\": %zu, \"cycles\": %" PRIu64 ", \"streams\": %zu, \"stalls\": %s}\n", n, dut.cycles(),
              ns, o.stalls ? "true" : "false");
  return 0;
}

// --------------------------------------------------------------------------
// message: one message on stream 0.
// --------------------------------------------------------------------------
struct Beat {
  uint64_t data;
  uint32_t bits;
};

int run_message(const Options& o, VerilatedContext* ctx) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  uint64_t key[3];
  cl::parse_key192(o.key_hex, key);
  const uint64_t iv = cl::parse_hex64(o.iv_hex, "IV");
  uint32_t mode, seg = 64;
  if (o.mode == "ecb") mode = cl::MODE_ECB;
  else if (o.mode == "cbc") mode = cl::MODE_CBC;
  else if (o.mode == "cfb1") { mode = cl::MODE_CFB; seg = 1; }
  else if (o.mode == "cfb8") { mode = cl::MODE_CFB; seg = 8; }
  else if (o.mode == "cfb64") mode = cl::MODE_CFB;
  else if (o.mode == "ofb") mode = cl::MODE_OFB;
  else if (o.mode == "ctr") mode = cl::MODE_CTR;
  else if (o.mode == "cmac") mode = cl::MODE_CMAC;
  else fatal("unknown mode '" + o.mode + "'");

  // Read the whole input and cut it into beats.
  const std::vector<unsigned char> data = cl::read_file(o.in_path);
  std::vector<Beat> beats;
  if (seg == 1) {
    for (unsigned char byte : data)
      for (int b = 7; b >= 0; b--) beats.push_back({static_cast<uint64_t>((byte >> b) & 1) << 63, 1});
  } else if (seg == 8) {
    for (unsigned char byte : data) beats.push_back({static_cast<uint64_t>(byte) << 56, 8});
  } else {
    for (size_t i = 0; i < data.size(); i += 8) {
      unsigned char blk[8] = {0};
      const size_t nb = std::min<size_t>(8, data.size() - i);
      std::memcpy(blk, &data[i], nb);
      beats.push_back({cl::load_be64(blk), static_cast<uint32_t>(8 * nb)});
    }
    if (beats.empty() && mode == cl::MODE_CMAC) beats.push_back({0, 0});  // the empty message
  }
  if (beats.empty()) fatal("empty input");

  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::ModesCmd cmd;
  cmd.sid = 0;
  cmd.mode = mode;
  cmd.decrypt = o.decrypt;
  cmd.seg = seg;
  cmd.taglen = o.taglen;
  for (int q = 0; q < 3; q++) cmd.key[q] = key[q];
  cmd.iv = iv;
  bool cmd_done = false;
  size_t next = 0;
  std::vector<Beat> outs;
  uint64_t first_in = 0, first_out = 0, last_out = 0, idle = 0;
  uint32_t status = 0;
  bool finished = false;
  const size_t total = beats.size();
  while (!finished) {
    const bool cmd_offer = !cmd_done && !(o.stalls && rng.chance(1, 4));
    const bool din_offer = cmd_done && next < total && !(o.stalls && rng.chance(1, 4));
    cl::ModesDin din;
    if (next < total) {
      din.sid = 0;
      din.data = beats[next].data;
      din.last = next + 1 == total;
      din.bits = beats[next].bits;
    }
    const bool ready = !(o.stalls && rng.chance(1, 4));
    bool cf = false, df = false, of = false;
    cl::ModesDout out;
    dut.step(cmd_offer, cmd, din_offer, din, ready, cf, df, out, of);
    if (cf) cmd_done = true;
    if (df) {
      if (next == 0) first_in = dut.cycles();
      next++;
    }
    if (of) {
      if (out.sid != 0) fatal("output on unexpected stream " + std::to_string(out.sid));
      if (outs.empty()) first_out = dut.cycles();
      last_out = dut.cycles();
      outs.push_back({out.data, out.bits});
      idle = 0;
      if (out.last) {
        status = out.status;
        finished = true;
      } else if (out.status != cl::ST_OK) {
        fatal("non-last output beat with status " + std::to_string(out.status));
      }
      if (o.progress_every && outs.size() % o.progress_every == 0) {
        std::fprintf(stderr, "progress %zu %zu\n", outs.size(), total);
        std::fflush(stderr);
      }
    } else if (++idle > o.max_idle) {
      fatal("no output for " + std::to_string(o.max_idle) + " cycles (engine hung?)");
    }
  }
  // Reassemble the output bytes.
  std::vector<unsigned char> res;
  if (status == cl::ST_OK) {
    if (seg == 1 && mode == cl::MODE_CFB) {
      unsigned char acc = 0;
      int nbits = 0;
      for (const Beat& b : outs) {
        acc = static_cast<unsigned char>((acc << 1) | (b.data >> 63));
        if (++nbits == 8) {
          res.push_back(acc);
          acc = 0;
          nbits = 0;
        }
      }
    } else {
      for (const Beat& b : outs) {
        unsigned char blk[8];
        cl::store_be64(blk, b.data);
        res.insert(res.end(), blk, blk + b.bits / 8);
      }
    }
  }
  std::FILE* fout = std::fopen(o.out_path.c_str(), "wb");
  if (!fout) fatal("cannot open output file " + o.out_path);
  if (!res.empty()) std::fwrite(res.data(), 1, res.size(), fout);
  std::fclose(fout);
  std::printf("{\"beats\": %zu, \"out_beats\": %zu, \"cycles\": %" PRIu64 ", \"busy_cycles\": %" PRIu64
              ", \"first_latency\": %" PRIu64 ", \"status\": %u, \"stalls\": %s}\n",
              total, outs.size(), dut.cycles(), last_out - first_in + 1, first_out - first_in, status,
              o.stalls ? "true" : "false");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  const Options o = parse_args(argc, argv);
  int rc;
  if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else if (o.cmd == "message") rc = run_message(o, ctx.get());
  else if (o.cmd == "records") rc = run_records(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (mct, records, message)");
  std::fflush(stdout);
  return rc;
}
