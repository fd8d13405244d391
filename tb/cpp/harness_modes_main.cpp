// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cipherline C++ Verilator harness for the modes engine cipher_modes
// (built by src/cipherline/sim/harness.py). One main for both engine tops,
// chosen at compile time as in harness_main.cpp: -DCL_CORE_TDES for
// tdes_modes (B = 8-byte blocks) or -DCL_CORE_AES for aes_modes (B = 16;
// cipher_modes_driver.h has the packet layouts). Commands travel in-band on
// the engine's one input channel (din): a command beat opens a message on
// its stream, and the data beats of that stream that follow it belong to
// that message. The harness is one AXI4-Stream source for all streams
// (tb/cpp/cl_axis.h); there are no source rules, so a stream's next command
// may follow its previous message's last beat at once (records does exactly
// that). See docs/modes.md.
//
// The engine's NIST policy (POLICY = 1) rejects a message whose key bundle is
// not three distinct keys (TDES), a CMAC tag shorter than CMAC_MIN_TAG or
// more than MAX_BLOCKS blocks unless its command sets cmd_legacy_i; mct and
// records set it exactly for such TDES keys (NIST keying option 2 and 3
// vectors are legacy data; cl::legacy_key), message only with --legacy.
//
// Subcommands (one final JSON line on stdout):
//
//   harness message --in FILE --out FILE --mode M --key HEX [--iv HEX]
//                   [--decrypt] [--taglen N] [--legacy]         (both engines)
//       One message on stream 0. M: ecb cbc cfb1 cfb8 cfbN ofb ctr cmac, N =
//       the block bits (cfb64 TDES, cfb128 AES). --key: TDES K1||K2||K3 (48
//       hex digits); AES a 16-, 24- or 32-byte key (AES-128/192/256). --iv:
//       one block (2B hex digits; default zero). CFB-1: one bit per beat (file
//       bits MSB first); CFB-8: one byte per beat; others: B-byte blocks, the
//       last one may be partial where the mode allows it (CTR, OFB, CFB-N,
//       CMAC). CMAC writes the tag; for verify (--decrypt) --iv holds the
//       expected tag and OUT stays empty. --legacy sets cmd_legacy_i (exempt
//       from the NIST policy). The final status (e.g. 7 = ERR_POLICY) is in
//       the JSON line; OUT stays empty unless it is OK.
//   harness message --mode gcm --in FILE --out FILE --key HEX --iv HEX
//                   [--aad FILE] [--taglen N] [--decrypt]          (aes_modes)
//       One AES-GCM message (mode 6, docs/modes.md "GCM") on stream 0. --iv:
//       the IV, 1..65535 bytes (12 bytes go in the header's IV beat, any other
//       length as the first data beats); --aad: the AAD (default empty);
//       --taglen: the tag length in bytes (default 16; the engine takes 4, 8,
//       12..16 and answers ERR_PARAM otherwise). Encryption: IN is the
//       plaintext, OUT gets ciphertext || tag (no data beats at all: the
//       header alone, TLAST on the IV beat). Decryption: IN is ciphertext ||
//       tag (its last taglen bytes are the tag beat); OUT gets the plaintext
//       only if the engine's status beat says OK, written after that beat.
//       On any other status OUT is not written, and an OUT from before is
//       removed. The JSON line has the lengths and, to show that a decryption's
//       plaintext waited for the verdict, the cycles of the last input beat
//       (the tag) and of the first output beat.
//   harness message --mode ccm --in FILE --out FILE --key HEX --iv HEX
//                   [--aad FILE] [--taglen N] [--decrypt]          (aes_modes)
//       One AES-CCM message (mode 7, SP 800-38C) on stream 0, as GCM but: --iv
//       is the nonce, 7..13 bytes, in the top bytes (lanes 0..n-1) of the
//       header's IV beat (control lane 6 = its length; no IV data beats);
//       --taglen 4, 6, ..., 16 (default 16; the engine answers ERR_PARAM
//       otherwise, or for a payload too long for the nonce's length field).
//   harness records --in FILE --out FILE [--streams N]          (both engines)
//       (B + K + 8)-byte records as for the bare-core harness
//       (harness_main.cpp): block(B) key field(K) flags(1) pad(7); flags bit
//       0 = decrypt, bits 2:1 = the key size code (AES: 0/1/2 = 128/192/256
//       bits; TDES 0). tdes_modes: 40-byte records, key K1||K2||K3;
//       aes_modes: 56-byte records, key left-aligned in 32 bytes. Each record
//       is a one-block ECB message with its own key, key size and direction,
//       on stream (index mod N) (N = the engine's STREAMS, the default); the
//       B-byte outputs are written in record order. A status other than OK
//       is fatal (e.g. ERR_MODE: ECB decryption on an ENCRYPT_ONLY AES core).
//       Used by the report's NIST known-answer gate.
//   harness replay --in FILE [--cmds FILE] --out FILE --expect N [--drain N]  (both engines)
//       Replay raw packet-interface beats (the AES engine's soak, cipherline
//       soak: Python builds every packet with cipherline.ref.packet and
//       cipherline.ref.descriptor) and record every output beat; nothing is
//       checked here. IN: (B + 8)-byte records, one per s_axis beat, sent in
//       file order: tdata(B: byte k = TDATA lane k) tid(2) tkeep(2) tlast(1)
//       pad(3). CMDS (an engine with descriptors, DESC = 1; required there,
//       refused elsewhere): (DESC_BYTES + 8)-byte records, one per s_axis_cmd
//       beat, sent in file order beside the data and independent of it, with
//       gaps of their own: tdata(DESC_BYTES) tid(2) pad(6). OUT: one (B + 8)-byte
//       record per m_axis beat, in delivery order: tdata(B) tid(2) tkeep(2)
//       tlast(1) tuser(1) pad(2). aes_modes: 24-byte records; tdes_modes:
//       16. Multi-byte fields big-endian. The run ends as the soak run's
//       below (N outputs, then --drain clocks; or --max-idle).
//
// TDES engine only (an aes_modes build stops with an error):
//
//   harness mct --spec FILE
//       Monte Carlo chains (tb/cpp/mct_io.h), one stream per chain, one
//       message per outer iteration (10,000 data beats); the engine does the
//       mode chaining, the harness only feeds the MCT's text feedback.
//   harness soak --keys FILE --in FILE --out FILE --expect N [--drain N]
//       Soak run (cipherline soak): replays a file of din beats in order and
//       records every output beat; nothing is checked here. KEYS: a pool of
//       24-byte K1||K2||K3 keys. IN: 16-byte records data(8) sid(2) key
//       index(2) flags(1: bit0 command, bit1 last, bit2 decrypt, bit3 legacy)
//       bits(1) mode|taglen<<3(1) seg(1); a command's IV is its data. The
//       fields a beat does not use (command fields of a data beat, last and
//       bits of a command) carry random garbage. OUT: one 12-byte record
//       data(8) sid(2) bits(1) last|status<<1(1) per output beat, in delivery
//       order. The run ends when every beat was sent and N outputs arrived,
//       plus --drain clocks (default 2000) to catch extra beats, or when
//       nothing moves for --max-idle clocks. All fields big-endian.
//
// The SoC top (cipherline_axi, -DCL_SOC=1: both ciphers behind 128-bit
// beats, key slots behind AXI4-Lite; tb/cpp/cl_soc.h) runs only:
//
//   harness session --script FILE
//       Steps on one simulation of the top, from reset: the C driver
//       (sw/device/lib/dif, linked in) first identifies and enables the top,
//       then each step of FILE runs in order and prints one JSON line. FILE
//       holds one argument per line, and an empty line between steps; a
//       step is a subcommand with its options:
//         load --slot N --cipher C --key HEX [--legacy]
//             dif_cipherline_load_slot: the key (TDES K1||K2||K3, 24 bytes;
//             AES 16, 24 or 32) into slot N for cipher C (tdes, aes), a legacy
//             slot with --legacy. JSON: "result" ok, refused (the key store's
//             SLOT_STATUS error bits in "slot_errors"), bad_arg or timeout.
//         zeroize
//             dif_cipherline_zeroize: every slot and every key the engines
//             hold cleared. JSON: "result" ok or timeout.
//         message --slot N --cipher C --mode M --in F --out F [...]
//             One message of cipher C on stream 0 naming slot N (a slot
//             header, or with descriptors a slot descriptor), with the
//             options of `message` above but --key and --legacy (the slot's);
//             its JSON line as there, with "slot".
//
// Common options: --stall-seed N (random gaps between input beats, random
// output stalls, some of hundreds of clocks), --trace FILE.vcd, --max-idle N;
// --cipher NAME (a top with one cipher: its own, the default).

#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <deque>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cipher_modes_driver.h"
#include "cl_axis.h"
#include "cl_records.h"
#include "cl_util.h"
#if defined(CL_SOC)
#include <fstream>

#include "cl_soc.h"
#endif
#if defined(CL_CORE_TDES)
#include "mct_chain.h"
#include "mct_io.h"
#endif

#ifndef CL_STREAMS
#define CL_STREAMS 64  // the engine's STREAMS (sim/harness.py passes -DCL_STREAMS)
#endif

namespace {

using cl::fatal;

struct Options : cl::HarnessOptions {
  std::string iv_hex, mode, aad_path;
  std::string cmds_path;  // replay (DESC engines): descriptor records
  std::string cipher;     // message, load: the cipher (empty: the top's only one)
  std::string script_path;  // session: its steps
  int32_t slot = -1;      // message, load (the SoC top): the key store slot
  unsigned taglen = 8;
  bool taglen_set = false;
  unsigned streams = CL_STREAMS;
  bool legacy = false;
};

Options parse_args(int argc, char** argv) {
  return cl::parse_harness_args<Options>(
      argc, argv, "usage: harness mct|records|message|replay|soak|session [options]",
      [](Options& o, const std::string& a, auto& val) {
        if (a == "--iv") o.iv_hex = val("--iv");
        else if (a == "--cipher") o.cipher = val("--cipher");
        else if (a == "--script") o.script_path = val("--script");
        else if (a == "--slot") {
          const uint64_t s = cl::parse_u64(val("--slot"), "--slot");
          if (s >= static_cast<uint64_t>(cl::kSlotLimit))
            fatal("--slot " + std::to_string(s) + " is not a 10-bit slot index");
          o.slot = static_cast<int32_t>(s);
        }
        else if (a == "--mode") o.mode = val("--mode");
        else if (a == "--taglen") {
          o.taglen = static_cast<unsigned>(cl::parse_u64(val("--taglen"), "--taglen"));
          o.taglen_set = true;
        } else if (a == "--aad") o.aad_path = val("--aad");
        else if (a == "--streams") o.streams = static_cast<unsigned>(cl::parse_u64(val("--streams"), "--streams"));
        else if (a == "--legacy") o.legacy = true;
        else if (a == "--cmds") o.cmds_path = val("--cmds");
        else return false;
        return true;
      });
}

// "progress DONE TOTAL" on stderr every --progress-every units (src/cipherline/sim/harness.py reads it).
void progress(const Options& o, uint64_t done, uint64_t total) {
  if (o.progress_every && done % o.progress_every == 0) {
    std::fprintf(stderr, "progress %" PRIu64 " %" PRIu64 "\n", done, total);
    std::fflush(stderr);
  }
}

// Fill a command beat (the stream id is set by the source).
void set_command(cl::ModesBeat& b, uint32_t mode, bool decrypt, uint32_t seg, const cl::KeyField& key, uint32_t ksz,
                 const cl::Block& iv, bool legacy, uint32_t taglen = 8) {
  b.cmd = true;
  b.mode = mode;
  b.decrypt = decrypt;
  b.seg = seg;
  b.taglen = taglen;
  b.legacy = legacy;
  b.key = key;
  b.ksz = ksz;
  b.data = iv;
  b.last = false;
  b.bits = 0;
}

// --------------------------------------------------------------------------
// message: one message on stream 0.
// --------------------------------------------------------------------------
struct Beat {
  cl::Block data;
  uint32_t bits;
};

// A segment of CFB-1 (the bit in bit 7 of byte 0) or CFB-8 (byte 0).
Beat segment(unsigned value, uint32_t bits) {
  Beat b{cl::Block{}, bits};
  b.data[0] = static_cast<unsigned char>(value);
  return b;
}

// `data` in beats of `block` bytes (byte lanes 0..block-1), the last one
// short (`empty_beat`: an empty `data` is one 0-byte beat, else no beat).
void append_blocks(std::vector<Beat>& beats, size_t block, const unsigned char* data, size_t n,
                   bool empty_beat = false) {
  for (size_t i = 0; i < n; i += block) {
    Beat b{cl::Block{}, 0};
    const size_t nb = std::min(block, n - i);
    std::copy_n(data + i, nb, b.data.begin());
    b.bits = static_cast<uint32_t>(8 * nb);
    beats.push_back(b);
  }
  if (n == 0 && empty_beat) beats.push_back({cl::Block{}, 0});
}

// What one message did on the engine.
struct MessageRun {
  std::vector<Beat> outs;  // every output beat, the status beat included
  uint32_t status = 0;
  uint64_t first_in = 0, last_in = 0, first_out = 0, last_out = 0;
  uint64_t cycles = 0;  // from reset release to the end
};

// Drive one message on stream 0 of `dut` (out of reset): the command `cmd`,
// then `beats` (the last one with TLAST), as fast as the engine takes them
// (or with --stall-seed's gaps and stalls), until the output beat with
// TLAST. `progress_on_input`: report progress by the input beats taken (a
// buffered GCM decryption gives no output before its verdict), else by the
// output beats.
MessageRun drive_message(const Options& o, cl::CipherModesDriver& dut, cl::ModesBeat cmd,
                         const std::vector<Beat>& beats, bool progress_on_input) {
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  // Beat 0 is the command, beat k >= 1 is data beat k - 1.
  cl::ModesBeat beat = cmd;
  size_t next = 0;
  MessageRun r;
  uint64_t idle = 0;
  bool finished = false;
  const size_t total = beats.size();
  auto report = [&](size_t done) { progress(o, done, total); };
  while (!finished) {
    const bool have = next <= total;
    if (have && next >= 1 && !src.raised())
      beat.set_data(0, beats[next - 1].data, next == total, beats[next - 1].bits);
    const bool valid = src.valid(have);
    bool of = false;
    cl::ModesDout out;
    const bool took = dut.step(valid, beat, sink.ready(), out, of);
    if (took) {
      src.accepted();
      if (next == 1 || total == 0) r.first_in = dut.cycles();  // the first data beat (or the lone header)
      r.last_in = dut.cycles();
      if (progress_on_input && next >= 1) report(next);
      next++;
      idle = 0;
    }
    if (of) {
      if (out.sid != 0) fatal("output on unexpected stream " + std::to_string(out.sid));
      if (r.outs.empty()) r.first_out = dut.cycles();
      r.last_out = dut.cycles();
      r.outs.push_back({out.data, out.bits});
      idle = 0;
      if (out.last) {
        r.status = out.status;
        finished = true;
      } else if (out.status != cl::ST_OK) {
        fatal("non-last output beat with status " + std::to_string(out.status));
      }
      if (!progress_on_input) report(r.outs.size());
    } else if (!took && ++idle > o.max_idle) {
      fatal("nothing moved for " + std::to_string(o.max_idle) + " cycles (engine hung?)");
    }
  }
  r.cycles = dut.cycles();
  return r;
}

void write_output(const std::string& path, const std::vector<unsigned char>& res) {
  std::FILE* fout = std::fopen(path.c_str(), "wb");
  if (!fout) fatal("cannot open output file " + path);
  if (!res.empty() && std::fwrite(res.data(), 1, res.size(), fout) != res.size()) fatal("cannot write " + path);
  if (std::fclose(fout) != 0) fatal("cannot write " + path);
}

// The output bytes of the data-carrying output beats (the status beat has none).
std::vector<unsigned char> output_bytes(const std::vector<Beat>& outs) {
  std::vector<unsigned char> res;
  for (const Beat& b : outs) res.insert(res.end(), b.data.begin(), b.data.begin() + b.bits / 8);
  return res;
}

void print_stats(const Options& o, const MessageRun& r, size_t total, size_t out_bytes, const std::string& extra) {
  const std::string slot = o.slot >= 0 ? ", \"slot\": " + std::to_string(o.slot) : "";
  std::printf("{\"beats\": %zu, \"out_beats\": %zu, \"out_bytes\": %zu, \"cycles\": %" PRIu64
              ", \"busy_cycles\": %" PRIu64 ", \"first_latency\": %" PRIu64 ", \"last_in_cycle\": %" PRIu64
              ", \"first_out_cycle\": %" PRIu64 ", \"status\": %u, \"status_name\": \"%s\", \"legacy\": %s"
              ", \"stalls\": %s%s%s}\n",
              total, r.outs.size(), out_bytes, r.cycles, r.last_out - r.first_in + 1, r.first_out - r.first_in,
              r.last_in, r.first_out, r.status, cl::status_name(r.status), o.legacy ? "true" : "false",
              o.stalls ? "true" : "false", slot.c_str(), extra.c_str());
  std::fflush(stdout);
}

int run_aead_message(const Options& o, cl::CipherModesDriver& dut, const cl::Cipher& c, const cl::KeyField& key,
                     uint32_t ksz);

// A message's command: set_command's fields, then its cipher and the key
// store slot it names (with a slot, the header's legacy flag is 0: the
// slot's own is used).
cl::ModesBeat message_command(const Options& o, const cl::Cipher& c, uint32_t mode, uint32_t seg,
                              const cl::KeyField& key, uint32_t ksz, const cl::Block& iv, uint32_t taglen) {
  cl::ModesBeat cmd;
  set_command(cmd, mode, o.decrypt, seg, key, ksz, iv, o.legacy && o.slot < 0, taglen);
  cmd.set_cipher(c, o.slot);
  return cmd;
}

// One message on stream 0 of `dut` (out of reset), as the options say:
// writes OUT and prints the JSON line.
int message(const Options& o, cl::CipherModesDriver& dut) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  const cl::Cipher& c = cl::cipher_named(o.cipher);
  const bool aead = o.mode == "gcm" || o.mode == "ccm";
  if (!o.aad_path.empty() && !aead) fatal("--aad is for --mode gcm and ccm");
  cl::KeyField key{};
  uint32_t ksz = 0;
  if (o.slot >= 0) {
    if (!o.key_hex.empty()) fatal("--key with --slot: the message uses the slot's key (load it first)");
  } else {
#if defined(CL_SOC)
    fatal("on the SoC top a message names a key slot (--slot); its key goes in with `load`");
#endif
    cl::parse_key_field(o.key_hex, key, ksz);
  }
  if (aead) return run_aead_message(o, dut, c, key, ksz);
  const size_t bs = c.block_bytes;
  const uint32_t bits = static_cast<uint32_t>(8 * bs);
  cl::Block iv{};
  if (!o.iv_hex.empty()) {
    const std::vector<unsigned char> v = cl::parse_hex_bytes(o.iv_hex, "IV");
    if (v.size() != bs)
      fatal("IV must be one block, " + std::to_string(2 * bs) + " hex digits, got '" + o.iv_hex + "'");
    std::copy(v.begin(), v.end(), iv.begin());
  }
  const std::string cfb_block = "cfb" + std::to_string(bits);
  uint32_t mode, seg = bits;
  if (o.mode == "ecb") mode = cl::MODE_ECB;
  else if (o.mode == "cbc") mode = cl::MODE_CBC;
  else if (o.mode == "cfb1") { mode = cl::MODE_CFB; seg = 1; }
  else if (o.mode == "cfb8") { mode = cl::MODE_CFB; seg = 8; }
  else if (o.mode == cfb_block) mode = cl::MODE_CFB;
  else if (o.mode == "ofb") mode = cl::MODE_OFB;
  else if (o.mode == "ctr") mode = cl::MODE_CTR;
  else if (o.mode == "cmac") mode = cl::MODE_CMAC;
  else
    fatal("unknown mode '" + o.mode + "' for " + (std::size(cl::kCiphers) > 1 ? std::string(c.name) + " on " : "") +
          cl::kEngine + " (ecb cbc cfb1 cfb8 " + cfb_block + " ofb ctr cmac" + (bs == 16 ? " gcm ccm)" : ")"));

  // Read the whole input and cut it into beats.
  const std::vector<unsigned char> data = cl::read_file(o.in_path);
  std::vector<Beat> beats;
  if (seg == 1) {
    for (unsigned char byte : data)
      for (int b = 7; b >= 0; b--) beats.push_back(segment(((byte >> b) & 1u) << 7, 1));
  } else if (seg == 8) {
    for (unsigned char byte : data) beats.push_back(segment(byte, 8));
  } else {
    append_blocks(beats, bs, data.data(), data.size(), mode == cl::MODE_CMAC);  // CMAC: the empty message
  }
  if (beats.empty()) fatal("empty input");

  const cl::ModesBeat cmd = message_command(o, c, mode, seg, key, ksz, iv, o.taglen);
  const MessageRun r = drive_message(o, dut, cmd, beats, false);
  // Reassemble the output bytes.
  std::vector<unsigned char> res;
  if (r.status == cl::ST_OK) {
    if (seg == 1 && mode == cl::MODE_CFB) {
      unsigned char acc = 0;
      int nbits = 0;
      for (const Beat& b : r.outs) {
        acc = static_cast<unsigned char>((acc << 1) | (b.data[0] >> 7));
        if (++nbits == 8) {
          res.push_back(acc);
          acc = 0;
          nbits = 0;
        }
      }
    } else {
      res = output_bytes(r.outs);
    }
  }
  write_output(o.out_path, res);
  print_stats(o, r, beats.size(), res.size(), "");
  return 0;
}

#if !defined(CL_SOC)
int run_message(const Options& o, VerilatedContext* ctx) {
  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  return message(o, dut);
}
#endif

#if defined(CL_SOC)
// --------------------------------------------------------------------------
// session (the SoC top): the C driver's calls and messages naming key slots,
// in order, on one simulation.
// --------------------------------------------------------------------------

// The steps of a session script: one argument per line, steps separated by
// an empty line.
std::vector<std::vector<std::string>> read_script(const std::string& path) {
  std::ifstream f(path);
  if (!f) fatal("cannot open session script " + path);
  std::vector<std::vector<std::string>> steps(1);
  for (std::string line; std::getline(f, line);) {
    if (line.empty()) {
      if (!steps.back().empty()) steps.emplace_back();
    } else {
      steps.back().push_back(line);
    }
  }
  if (steps.back().empty()) steps.pop_back();
  return steps;
}

// A step's options, parsed as a subcommand line (`harness load --slot 3 ...`).
Options parse_step(const std::vector<std::string>& step) {
  std::vector<std::string> args = {"harness"};
  args.insert(args.end(), step.begin(), step.end());
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  return parse_args(static_cast<int>(argv.size()), argv.data());
}

// A C driver call that must succeed (identify, enable at the start).
void dif_check(dif_cipherline_result_t r, const char* what) {
  if (r != kDifCipherlineOk) fatal(std::string("C driver: ") + what + ": " + cl::dif_result_name(r));
}

int run_session(const Options& o, VerilatedContext* ctx) {
  if (o.script_path.empty()) fatal("session needs --script FILE");
  const std::vector<std::vector<std::string>> steps = read_script(o.script_path);
  cl::SocTop dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  dif_cipherline_t dif;
  dif_check(dif_cipherline_init(&cl::SocTop::mmio_read32, &cl::SocTop::mmio_write32, &dut, cl::SocTop::kPollLimit,
                                &dif),
            "init");
  dif_cipherline_identity_t id;
  dif_check(dif_cipherline_identify(&dif, &id), "identify");
  if (!id.tdes || !id.aes || id.slots == 0)
    fatal("the SoC top identifies without both engines and key slots (CAP_CIPHER, CAP_SIZE)");
  dif_check(dif_cipherline_enable(&dif, true), "enable");
  for (size_t i = 0; i < steps.size(); i++) {
    const Options s = parse_step(steps[i]);
    if (s.cmd == "load") {
      const cl::Cipher& c = cl::cipher_named(s.cipher);
      if (s.slot < 0 || s.key_hex.empty()) fatal("session step " + std::to_string(i) + ": load needs --slot and --key");
      const std::vector<unsigned char> key = cl::parse_hex_bytes(s.key_hex, "key");
      const auto alg = static_cast<dif_cipherline_alg_t>(c.alg);  // the same codes (cl_soc.h)
      uint32_t errors = 0;
      const uint64_t t0 = dut.cycles();
      const dif_cipherline_result_t r = dif_cipherline_load_slot(&dif, static_cast<uint32_t>(s.slot), alg, key.data(),
                                                                 key.size(), s.legacy, &errors);
      std::printf("{\"op\": \"load\", \"slot\": %d, \"cipher\": \"%s\", \"result\": \"%s\", \"slot_errors\": %u"
                  ", \"clocks\": %" PRIu64 "}\n",
                  s.slot, c.name, cl::dif_result_name(r), errors, dut.cycles() - t0);
    } else if (s.cmd == "zeroize") {
      const uint64_t t0 = dut.cycles();
      const dif_cipherline_result_t r = dif_cipherline_zeroize(&dif);
      std::printf("{\"op\": \"zeroize\", \"result\": \"%s\", \"clocks\": %" PRIu64 "}\n", cl::dif_result_name(r),
                  dut.cycles() - t0);
    } else if (s.cmd == "message") {
      if (s.slot < 0) fatal("session step " + std::to_string(i) + ": a message names its key slot (--slot)");
      message(s, dut);
    } else {
      fatal("session step " + std::to_string(i) + ": unknown step '" + s.cmd + "' (load, zeroize, message)");
    }
    std::fflush(stdout);
  }
  return 0;
}
#endif

// --------------------------------------------------------------------------
// message --mode gcm / ccm: one AES-GCM or AES-CCM message on stream 0.
// --------------------------------------------------------------------------
int run_aead_message(const Options& o, cl::CipherModesDriver& dut, const cl::Cipher& c, const cl::KeyField& key,
                     uint32_t ksz) {
#if defined(CL_CORE_AES) || defined(CL_SOC)
  const bool ccm = o.mode == "ccm";
  if (c.block_bytes != 16)
    fatal("--mode " + o.mode + " needs a 128-bit block: it runs on the AES engine, not " + c.name);
  const std::string name = ccm ? "CCM" : "GCM";
  if (o.iv_hex.empty())
    fatal(ccm ? "--mode ccm needs --iv (the nonce, 7..13 bytes)" : "--mode gcm needs --iv (the IV, 1..65535 bytes)");
  const std::vector<unsigned char> iv = cl::parse_hex_bytes(o.iv_hex, ccm ? "nonce" : "IV");
  if (ccm && (iv.size() < 7 || iv.size() > 13))
    fatal("a CCM nonce is 7..13 bytes, got " + std::to_string(iv.size()));
  if (!ccm && (iv.empty() || iv.size() > 65535)) fatal("a GCM IV is 1..65535 bytes, got " + std::to_string(iv.size()));
  const unsigned taglen = o.taglen_set ? o.taglen : 16;
  if (taglen > c.block_bytes)
    fatal("a " + name + " tag is at most 16 bytes (one beat), got " + std::to_string(taglen));
  const std::vector<unsigned char> aad = o.aad_path.empty() ? std::vector<unsigned char>{} : cl::read_file(o.aad_path);
  const std::vector<unsigned char> in = cl::read_file(o.in_path);
  if (o.decrypt && in.size() < taglen)
    fatal("a " + name + " decryption's input is ciphertext || tag: " + std::to_string(in.size()) +
          " bytes is shorter than the " + std::to_string(taglen) + "-byte tag");
  const size_t plen = o.decrypt ? in.size() - taglen : in.size();
  if (aad.size() > 0xFFFFFFFFull || plen > 0xFFFFFFFFull) fatal(name + " lengths are 32-bit byte counts");

  // Data beats: the IV (GCM, unless 12 bytes), the AAD, the payload, the tag (decryption).
  // The header's IV beat: a 12-byte GCM IV, or the CCM nonce, in its top bytes (lanes 0..n-1).
  const bool iv_in_header = ccm || iv.size() == 12;
  std::vector<Beat> beats;
  if (!iv_in_header) append_blocks(beats, c.block_bytes, iv.data(), iv.size());
  append_blocks(beats, c.block_bytes, aad.data(), aad.size());
  append_blocks(beats, c.block_bytes, in.data(), plen);
  if (o.decrypt) {
    Beat t{cl::Block{}, 8 * taglen};
    std::copy_n(in.data() + plen, taglen, t.data.begin());
    beats.push_back(t);
  }
  cl::Block ivb{};
  if (iv_in_header) std::copy(iv.begin(), iv.end(), ivb.begin());
  cl::ModesBeat cmd = message_command(o, c, ccm ? cl::MODE_CCM : cl::MODE_GCM, cl::kBlockBits, key, ksz, ivb, taglen);
  cmd.ivlen = static_cast<uint32_t>(iv.size());
  cmd.alen = static_cast<uint32_t>(aad.size());
  cmd.plen = static_cast<uint32_t>(plen);
  cmd.header_only = beats.empty();  // an encryption of nothing: the header alone

  const MessageRun r = drive_message(o, dut, cmd, beats, true);
  const std::vector<unsigned char> res = output_bytes(r.outs);
  if (r.status == cl::ST_OK) {
    write_output(o.out_path, res);  // after the status beat: a decryption's plaintext is verified
  } else {
    std::remove(o.out_path.c_str());  // no output, and none from before that could pass for it
  }
  char extra[160];
  std::snprintf(extra, sizeof extra, ", \"ivlen\": %zu, \"alen\": %zu, \"plen\": %zu, \"taglen\": %u", iv.size(),
                aad.size(), plen, taglen);
  print_stats(o, r, beats.size(), res.size(), extra);
  return 0;
#else
  (void)dut, (void)c, (void)key, (void)ksz;
  fatal("--mode " + o.mode + " needs a 128-bit block: it runs on aes_modes, not " + cl::kEngine);
#endif
}

// --------------------------------------------------------------------------
// The runs on many streams: records (both engines), mct and soak (TDES).
// --------------------------------------------------------------------------

// The din source of the mct and records runs: one AXI4-Stream source for
// every stream. It picks the next beat round robin over the streams (after a
// command, the same stream's first data beat comes next), keeps it on the bus
// until the engine takes it, and steps the engine. The caller says what each
// stream sends: next(s, beat) fills stream s's next beat (command or data)
// and returns false if the stream has nothing to send now; sent(s, beat) is
// called when that beat was accepted.
class StreamSource {
 public:
  StreamSource(size_t n, const Options& o)
      : n_(n), o_(o), rng_(o.stall_seed), src_(o.stalls, rng_), sink_(o.stalls, rng_) {}

  // One clock. Returns true with `out` filled if an output beat was delivered.
  template <class Next, class Sent>
  bool step(cl::CipherModesDriver& dut, Next next, Sent sent, cl::ModesDout& out) {
    if (!have_) pick(next);
    const bool valid = src_.valid(have_);
    bool of = false;
    if (dut.step(valid, beat_, sink_.ready(), out, of)) {
      src_.accepted();
      have_ = false;
      sent(static_cast<size_t>(beat_.sid), beat_);
    }
    if (!of) {
      if (++idle_ > o_.max_idle) fatal("no output for " + std::to_string(o_.max_idle) + " cycles (engine hung?)");
      return false;
    }
    idle_ = 0;
    if (out.sid >= n_) fatal("output beat on stream " + std::to_string(out.sid) + ", which was never used");
    return true;
  }

 private:
  template <class Next>
  void pick(Next next) {
    for (size_t k = 0; k < n_; k++) {
      const size_t s = (rr_ + k) % n_;
      if (next(s, beat_)) {
        beat_.sid = static_cast<uint32_t>(s);
        have_ = true;
        rr_ = beat_.cmd ? s : (s + 1) % n_;
        return;
      }
    }
  }

  size_t n_;
  const Options& o_;
  cl::Rng rng_;
  cl::AxisSource src_;
  cl::AxisSink sink_;
  size_t rr_ = 0;
  bool have_ = false;
  uint64_t idle_ = 0;
  cl::ModesBeat beat_;
};

#if !defined(CL_SOC)
// --------------------------------------------------------------------------
// records: one single-block ECB message per record, spread over the streams.
// A stream sends its next record's command right after the previous
// record's data beat, without waiting for the output (no source rules).
// --------------------------------------------------------------------------
int run_records(const Options& o, VerilatedContext* ctx) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("--in and --out are required");
  if (o.streams < 1 || o.streams > CL_STREAMS) fatal("--streams must be 1.." + std::to_string(CL_STREAMS));
  constexpr size_t B = cl::kBlockBytes, K = cl::kKeyBytes, REC = B + K + 8;  // block, key field, flags, pad
  const std::vector<unsigned char> raw = cl::read_file(o.in_path);
  if (raw.size() % REC) fatal("records file length is not a multiple of " + std::to_string(REC) + " bytes");
  const size_t n = raw.size() / REC;
  const size_t ns = std::min<size_t>(o.streams, std::max<size_t>(n, 1));
  // Per stream: the next record to send, whether its command is sent, and
  // the records whose data beat is in the engine (outputs come in order).
  std::vector<size_t> cur(ns);
  std::vector<char> cmd_sent(ns, 0);
  std::vector<std::deque<size_t>> flying(ns);
  for (size_t s = 0; s < ns; s++) cur[s] = s;
  StreamSource src(ns, o);
  std::vector<cl::Block> outs(n);
  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  size_t done = 0;
  auto next = [&](size_t s, cl::ModesBeat& b) {
    if (cur[s] >= n) return false;
    const unsigned char* p = &raw[cur[s] * REC];
    if (!cmd_sent[s]) {
      const unsigned flags = p[B + K];
      cl::KeyField key;
      std::copy_n(p + B, K, key.begin());
      // NIST's TDES records that are not three distinct keys (the KAT's
      // K1 = K2 = K3, keying option 2) are legacy data: exempt from the policy.
      set_command(b, cl::MODE_ECB, flags & 1, cl::kBlockBits, key, (flags >> 1) & 3, cl::Block{},
                  cl::legacy_key(key));
    } else {
      cl::Block d;
      std::copy_n(p, B, d.begin());
      b.set_data(static_cast<uint32_t>(s), d, true, cl::kBlockBits);
    }
    return true;
  };
  auto sent = [&](size_t s, const cl::ModesBeat& b) {
    if (b.cmd) {
      cmd_sent[s] = 1;
      return;
    }
    flying[s].push_back(cur[s]);
    cur[s] += ns;
    cmd_sent[s] = 0;
  };
  while (done < n) {
    cl::ModesDout out;
    if (!src.step(dut, next, sent, out)) continue;
    const size_t s = out.sid;
    if (flying[s].empty()) fatal("unexpected output beat on stream " + std::to_string(s));
    const size_t r = flying[s].front();
    flying[s].pop_front();
    if (!out.last || out.status != cl::ST_OK || out.bits != cl::kBlockBits) {
      fatal("record " + std::to_string(r) + ": output beat last=" + std::to_string(out.last) + " status=" +
            std::to_string(out.status) + " (" + cl::status_name(out.status) + ") bits=" + std::to_string(out.bits));
    }
    outs[r] = out.data;
    done++;
  }
  {
    cl::RecordWriter fout(o.out_path, B);
    for (const cl::Block& v : outs) std::copy(v.begin(), v.end(), fout.add());
  }
  std::printf("{\"blocks\": %zu, \"cycles\": %" PRIu64 ", \"streams\": %zu, \"stalls\": %s}\n", n, dut.cycles(),
              ns, o.stalls ? "true" : "false");
  return 0;
}

// --------------------------------------------------------------------------
// replay: raw packet-interface beats in, every output beat out.
// --------------------------------------------------------------------------
int run_replay(const Options& o, VerilatedContext* ctx) {
  if (o.in_path.empty() || o.out_path.empty()) fatal("replay needs --in and --out");
  constexpr size_t B = cl::kBlockBytes, REC = B + 8;
  constexpr size_t CREC = CL_DESC_BYTES + 8;
  if (cl::kDesc == o.cmds_path.empty())
    fatal(cl::kDesc ? "replay on an engine with descriptors needs --cmds" : "--cmds needs an engine with descriptors");
  cl::RecordReader fin(o.in_path, REC);
  std::unique_ptr<cl::RecordReader> fcmd;
  if (cl::kDesc) fcmd = std::make_unique<cl::RecordReader>(o.cmds_path, CREC);
  cl::RecordWriter fout(o.out_path, REC);
  const uint64_t total = fin.count(), cmd_total = fcmd ? fcmd->count() : 0;
  cl::PacketTop dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSource csrc(o.stalls, rng);
  cl::DescLanes cmd{};
  uint32_t cmd_tid = 0;
  bool cmd_have = false;
  uint64_t cmds_sent = 0;
  cl::AxisSink sink(o.stalls, rng);
  cl::SoakEnd end(o.expect, o.drain, o.max_idle);
  cl::AxisRule<cl::AxisBeat> rule;
  cl::AxisRule<std::pair<uint32_t, cl::DescLanes>> crule;
  cl::AxisBeat b;
  bool have = false;
  uint64_t sent = 0, outs = 0;
  for (;;) {
    if (!have && sent < total) {
      const unsigned char* p = fin.next();
      std::copy_n(p, B, b.tdata.begin());
      b.tid = cl::load_be16(p + B);
      if (b.tid >= CL_STREAMS) fatal("replay: stream id " + std::to_string(b.tid) + " >= STREAMS");
      b.tkeep = cl::load_be16(p + B + 2);
      b.tlast = p[B + 4] & 1;
      have = true;
    }
    if (!cmd_have && cmds_sent < cmd_total) {
      const unsigned char* p = fcmd->next();
      std::copy_n(p, CL_DESC_BYTES, cmd.begin());
      cmd_tid = cl::load_be16(p + CL_DESC_BYTES);
      if (cmd_tid >= CL_STREAMS) fatal("replay: descriptor stream id " + std::to_string(cmd_tid) + " >= STREAMS");
      cmd_have = true;
    }
    const bool valid = src.valid(have);
    const bool cvalid = csrc.valid(cmd_have);
    const bool ready = end.draining() || sink.ready();
    rule.check(valid, b, "s_axis");
    crule.check(cvalid, {cmd_tid, cmd}, "s_axis_cmd");
    cl::AxisOut out;
    bool of = false, ctook = false;
    const bool took = dut.clock(valid, b, ready, out, of, cvalid, cmd_tid, cmd, ctook);
    rule.fired(took);
    crule.fired(ctook);
    if (ctook) {
      csrc.accepted();
      cmd_have = false;
      cmds_sent++;
    }
    if (took) {
      src.accepted();
      have = false;
      sent++;
      progress(o, sent, total);
    }
    if (of) {
      unsigned char* r = fout.add();
      std::copy(out.tdata.begin(), out.tdata.end(), r);
      cl::store_be16(r + B, out.tid);
      cl::store_be16(r + B + 2, out.tkeep);
      r[B + 4] = out.tlast ? 1 : 0;
      r[B + 5] = static_cast<unsigned char>(out.tuser);
      r[B + 6] = r[B + 7] = 0;
      outs++;
    }
    if (end.done(sent == total && cmds_sent == cmd_total, outs, took || of || ctook)) break;
  }
  fout.flush();
  std::printf("{\"in\": %" PRIu64 ", \"cmds\": %" PRIu64 ", \"out\": %" PRIu64 ", \"cycles\": %" PRIu64
              ", \"timed_out\": %s, \"long_stalls\": %" PRIu64 ", \"stalls\": %s}\n",
              sent, cmds_sent, outs, dut.cycles(), end.timed_out() ? "true" : "false", sink.long_stalls(),
              o.stalls ? "true" : "false");
  return 0;
}
#endif  // !CL_SOC

#if defined(CL_CORE_TDES)
// A command of the TDES mct run: K1, K2, K3 and a 64-bit IV.
void set_command(cl::ModesBeat& b, uint32_t mode, bool decrypt, uint32_t seg, const uint64_t key[3], uint64_t iv,
                 bool legacy) {
  set_command(b, mode, decrypt, seg, cl::key_field(key), 0, cl::block64(iv), legacy);
}

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
  // Per chain: what it sends next. A chain has one data beat in flight at a
  // time (the MCT's next text depends on the output).
  enum State { NEED_CMD, NEED_DATA, WAIT_OUT, FINISHED };
  std::vector<State> state(n, NEED_CMD);
  StreamSource src(n, o);
  std::vector<size_t> printed(n, 0);
  size_t live = n;
  uint64_t ops = 0, records = 0;
  auto next = [&](size_t c, cl::ModesBeat& b) {
    const cl::MctChain& ch = *chains[c];
    if (state[c] == NEED_CMD) {
      uint32_t seg;
      const uint32_t mode = engine_mode(ch.mode(), seg);
      // Keying options 2 and 3 (and a key update that happens to make two
      // keys equal) are legacy data: exempt from the engine's NIST policy.
      set_command(b, mode, ch.decrypt(), seg, ch.key(), ch.outer_iv(), !cl::keys_distinct(ch.key()));
      return true;
    }
    if (state[c] == NEED_DATA) {
      b.set_data(static_cast<uint32_t>(c), cl::block64(ch.text() << (64 - ch.seg())), ch.last_inner(),
                 static_cast<uint32_t>(ch.seg()));
      return true;
    }
    return false;
  };
  auto sent = [&](size_t c, const cl::ModesBeat& b) { state[c] = b.cmd ? NEED_DATA : WAIT_OUT; };
  while (live > 0) {
    cl::ModesDout out;
    if (!src.step(dut, next, sent, out)) continue;
    const size_t c = out.sid;
    if (state[c] != WAIT_OUT) fatal("unexpected output beat on stream " + std::to_string(c));
    cl::MctChain& ch = *chains[c];
    const bool want_last = ch.last_inner();
    if (out.last != want_last || out.status != cl::ST_OK || out.bits != static_cast<uint32_t>(ch.seg())) {
      fatal("stream " + std::to_string(c) + ": output beat last=" + std::to_string(out.last) + " status=" +
            std::to_string(out.status) + " (" + cl::status_name(out.status) + ") bits=" + std::to_string(out.bits) +
            ", expected last=" + std::to_string(want_last) + " status=0 bits=" + std::to_string(ch.seg()));
    }
    const uint64_t data = cl::value64(out.data);
    const uint64_t seg_out = ch.seg() == 64 ? data : (data >> (64 - ch.seg()));
    ch.mode_result(seg_out);
    ops++;
    const auto& recs = ch.records();
    while (printed[c] < recs.size()) {
      cl::print_mct_record(static_cast<unsigned>(c), recs[printed[c]++]);
      records++;
    }
    // A finished chain sends nothing more: after its last record it is not
    // at an outer start, and a further beat would be a stray (ERR_HEADER).
    if (ch.done()) {
      state[c] = FINISHED;
      live--;
    } else {
      state[c] = ch.at_outer_start() ? NEED_CMD : NEED_DATA;
    }
  }
  std::printf("{\"done\": true, \"chains\": %zu, \"ops\": %" PRIu64 ", \"cycles\": %" PRIu64
              ", \"records\": %" PRIu64 ", \"stalls\": %s, \"engine\": \"cipher_modes\"}\n",
              n, ops, dut.cycles(), records, o.stalls ? "true" : "false");
  return 0;
}

// --------------------------------------------------------------------------
// soak: replay a file of din beats, record every output beat.
// --------------------------------------------------------------------------
int run_soak(const Options& o, VerilatedContext* ctx) {
  if (o.in_path.empty() || o.out_path.empty() || o.keys_path.empty()) fatal("soak needs --keys, --in and --out");
  const std::vector<cl::Key192> pool = cl::load_key_pool(o.keys_path);
  cl::RecordReader fin(o.in_path, 16);
  cl::RecordWriter fout(o.out_path, 12);
  const uint64_t total = fin.count();
  cl::CipherModesDriver dut(ctx, o.trace_path.empty() ? nullptr : o.trace_path.c_str());
  dut.reset();
  cl::Rng rng(o.stall_seed);
  cl::Rng junk(o.stall_seed ^ 0x5DEECE66Dull);  // garbage on the fields the engine ignores
  cl::AxisSource src(o.stalls, rng);
  cl::AxisSink sink(o.stalls, rng);
  cl::SoakEnd end(o.expect, o.drain, o.max_idle);
  cl::ModesBeat b;
  bool have = false;
  uint64_t sent = 0, data_sent = 0, outs = 0;
  for (;;) {
    if (!have && sent < total) {
      const unsigned char* p = fin.next();
      const unsigned flags = p[12];
      b.sid = cl::load_be16(p + 8);
      if (b.sid >= CL_STREAMS) fatal("soak: stream id " + std::to_string(b.sid) + " >= STREAMS");
      b.cmd = flags & 1;
      b.data = cl::block64(cl::load_be64(p));
      if (b.cmd) {
        b.key = cl::key_field(cl::pool_key(pool, cl::load_be16(p + 10)).k);
        b.decrypt = flags & 4;
        b.legacy = flags & 8;
        b.mode = p[14] & 7;
        b.taglen = (p[14] >> 3) & 15;
        b.seg = p[15] & 127;
        b.last = junk.chance(1, 2);
        b.bits = static_cast<uint32_t>(junk.next() & 127);
      } else {
        b.last = flags & 2;
        b.bits = p[13] & 127;
        const uint64_t j = junk.next();
        b.mode = j & 7;
        b.decrypt = (j >> 3) & 1;
        b.legacy = (j >> 4) & 1;
        b.taglen = (j >> 5) & 15;
        b.seg = (j >> 9) & 127;
        uint64_t k[3];
        for (int q = 0; q < 3; q++) k[q] = junk.next();
        b.key = cl::key_field(k);
      }
      have = true;
    }
    const bool valid = src.valid(have);
    const bool ready = end.draining() || sink.ready();
    cl::ModesDout out;
    bool of = false;
    const bool took = dut.step(valid, b, ready, out, of);
    if (took) {
      src.accepted();
      have = false;
      sent++;
      data_sent += !b.cmd;
      progress(o, sent, total);
    }
    if (of) {
      unsigned char* r = fout.add();
      std::copy(out.data.begin(), out.data.end(), r);
      cl::store_be16(r + 8, out.sid);
      r[10] = static_cast<unsigned char>(out.bits);
      r[11] = static_cast<unsigned char>((out.last ? 1 : 0) | (out.status << 1));
      outs++;
    }
    if (end.done(sent == total, outs, took || of)) break;
  }
  fout.flush();
  std::printf("{\"in\": %" PRIu64 ", \"data_in\": %" PRIu64 ", \"out\": %" PRIu64 ", \"cycles\": %" PRIu64
              ", \"timed_out\": %s, \"long_stalls\": %" PRIu64 ", \"stalls\": %s}\n",
              sent, data_sent, outs, dut.cycles(), end.timed_out() ? "true" : "false", sink.long_stalls(),
              o.stalls ? "true" : "false");
  return 0;
}

#endif  // CL_CORE_TDES

}  // namespace

int main(int argc, char** argv) {
  auto ctx = std::make_unique<VerilatedContext>();
  ctx->commandArgs(argc, argv);
  const Options o = parse_args(argc, argv);
  int rc;
#if defined(CL_SOC)
  if (o.cmd == "session") rc = run_session(o, ctx.get());
  else fatal("'" + o.cmd + "': the SoC top's harness (" + cl::kEngine + ") runs 'session' only");
#else
  if (o.cmd == "session")
    fatal(std::string("'session' runs on the SoC top (cipherline_axi); this harness is built for ") + cl::kEngine);
  else if (o.cmd == "message") rc = run_message(o, ctx.get());
  else if (o.cmd == "records") rc = run_records(o, ctx.get());
  else if (o.cmd == "replay") rc = run_replay(o, ctx.get());
#if defined(CL_CORE_TDES)
  else if (o.cmd == "mct") rc = run_mct(o, ctx.get());
  else if (o.cmd == "soak") rc = run_soak(o, ctx.get());
  else fatal("unknown subcommand '" + o.cmd + "' (message, records, replay, mct, soak)");
#else
  else if (o.cmd == "mct" || o.cmd == "soak")
    fatal("'" + o.cmd + "' runs on the TDES engine (tdes_modes) only; this harness is built for " + cl::kEngine +
          ", which runs 'message', 'records' and 'replay'");
  else fatal("unknown subcommand '" + o.cmd + "' (message, records, replay)");
#endif
#endif  // CL_SOC
  std::fflush(stdout);
  return rc;
}
