// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for a Verilated modes engine top (model class Vtop, --prefix
// Vtop) on its AXI4-Stream packet interface (docs/modes.md). The top is a
// compile-time choice, as in harness_main.cpp: src/cipherline/sim/harness.py
// defines its cipher's block and key field bytes, algorithm id and top name
// from the cipher's registry entry (CL_BLOCK_BYTES, CL_KEY_BYTES, CL_ALG,
// CL_TOP), and one of
//   -DCL_CORE_TDES  tdes_modes: BLOCK_W = 64, key field K1||K2||K3 (24 bytes,
//                   three key beats), key size code 0;
//   -DCL_CORE_AES   aes_modes: BLOCK_W = 128, key field 32 bytes (two key
//                   beats; a 16- or 24-byte key left-aligned, the rest 0),
//                   key size code 0/1/2 (AES-128/192/256) in control lane 4.
// Blocks, IVs and keys are byte strings, block byte 0 in byte lane 0.
// The harness speaks in ModesBeats: a command (cmd = 1) opens a message on
// its stream, the data beats of that stream that follow it belong to that
// message. The driver sends a command as its packet header (control, the key
// beats, IV in a row), a data beat as one beat (TKEEP from its bit count),
// and a data beat on a stream with no open message as a packet that ends
// inside its header (ERR_HEADER). One step() is one rising clock edge on both
// channels; step() returns true when the ModesBeat's last AXI beat was taken.
// Output beats come back as ModesDouts (bit count from TKEEP; CFB-1: 1 bit).
// There are no source rules: beats of any streams may follow each other in
// any order, and a stream's next command may follow its previous message's
// last beat at once. A command on a stream whose message is still open
// cannot be sent as packets (fatal).
//
// PacketTop, the base of CipherModesDriver, drives the packet interface as
// raw AXI4-Stream beats (AxisBeat in: TID, TDATA lanes, TKEEP, TLAST;
// AxisOut out: the same and TUSER), with no message bookkeeping: the
// harness's replay run sends beats that Python built
// (cipherline.ref.packet) and records every output beat as it is.
//
// Descriptors (-DCL_DESC=1: an engine built with DESC = 1; docs/modes.md,
// "Descriptors"): a command is kept as its stream's descriptor
// (cl_desc_t, sw/include/cipherline_desc.h) and goes to the descriptor
// channel together with its message's first data beat, so that the
// descriptors come in the order the messages begin on the data channel; a
// command with header_only (a message without data) goes at once, with one
// data beat of TKEEP 0. A data beat on a stream with neither an open
// message nor a kept descriptor is a packet without a descriptor. The
// step() of a command without header_only drives nothing (one idle clock).
//
// GCM (mode 6, aes_modes with GCM = 1; docs/modes.md "GCM"): the command
// also carries the IV, AAD and payload lengths in bytes (control lanes 6,
// 8-11 and 12-15, big-endian), its IV beat holds a 12-byte IV (any other
// length comes as data beats), and every data beat of a GCM message keeps
// its own bytes (TKEEP from its bit count on every beat, not only the last:
// the last IV, AAD and payload beats may be short). A command with
// header_only set ends its packet with the IV beat (TLAST there): a GCM
// encryption with no data beats at all; it opens no message.
//
// Key slots (engines built with SA = 1; docs/modes.md, *Key slots*): a
// command whose `slot` is set names that key store slot instead of carrying
// its key: in-band, a two-beat header (control beat with flag FLAG_SA and
// the slot index in lanes 4 and 7, then the IV beat); with descriptors,
// flag DF_SLOT and the index in the key field. The slot's key, size and
// legacy flag are used, so the header's legacy flag is 0.
//
// The SoC top (-DCL_SOC=1: cipherline_axi, the TDES and AES engines behind
// 128-bit beats, cl_soc.h drives its AXI4-Lite port): both ciphers, chosen
// per message (ModesBeat::alg and block_bytes, from kCiphers). A TDES block
// is in byte lanes 0..7 of a beat, with TKEEP lanes 8..15 clear. The
// defines are then those of the beat (CL_BLOCK_BYTES = 16, CL_KEY_BYTES =
// 32: a TDES key K1||K2||K3 is followed by 8 zero bytes, CL_ALG the AES
// engine's), and CL_<CIPHER>_ALG, CL_<CIPHER>_BLOCK_BYTES for each engine.

#pragma once

#include <cstdint>
#include <algorithm>
#include <array>
#include <deque>
#include <string>
#include <vector>

#include "cl_model.h"
#include "cipherline_desc.h"

namespace cl {

// The packet constants of the engine's cipher, from its registry entry
// (src/cipherline/sim/harness.py passes them).
#if !defined(CL_BLOCK_BYTES) || !defined(CL_KEY_BYTES) || !defined(CL_ALG) || !defined(CL_TOP)
#error "build with -DCL_BLOCK_BYTES, -DCL_KEY_BYTES, -DCL_ALG and -DCL_TOP (src/cipherline/sim/harness.py does)"
#endif
#define CL_STR2(x) #x
#define CL_STR(x) CL_STR2(x)
constexpr size_t kBlockBytes = CL_BLOCK_BYTES;  // BLOCK_W / 8
constexpr size_t kKeyBytes = CL_KEY_BYTES;      // the header's key field
constexpr uint32_t kAlg = CL_ALG;               // cipher_modes_pkg::ALG_*
constexpr const char* kEngine = CL_STR(CL_TOP);
constexpr uint32_t kBlockBits = 8 * kBlockBytes;
constexpr size_t kKeyBeats = kKeyBytes / kBlockBytes;
static_assert(kKeyBytes % kBlockBytes == 0, "the key field fills whole beats");
#if !defined(CL_DESC)
#define CL_DESC 0
#endif
constexpr bool kDesc = CL_DESC;  // the engine takes descriptors (DESC = 1)
static_assert(kKeyBytes <= CL_DESC_KEY_BYTES && kBlockBytes <= CL_DESC_IV_BYTES, "a descriptor holds key and IV");
using DescLanes = std::array<unsigned char, CL_DESC_BYTES>;

using Block = std::array<unsigned char, kBlockBytes>;  // block byte 0 first
using KeyField = std::array<unsigned char, kKeyBytes>;

// A cipher the top runs: its name (the registry's), algorithm id (the
// control beat's ALG lane) and block (byte lanes 0..block_bytes-1 of a beat).
struct Cipher {
  const char* name;
  uint32_t alg;
  size_t block_bytes;
};
#if defined(CL_SOC)
constexpr Cipher kCiphers[] = {{"tdes", CL_TDES_ALG, CL_TDES_BLOCK_BYTES}, {"aes", CL_AES_ALG, CL_AES_BLOCK_BYTES}};
static_assert(CL_TDES_BLOCK_BYTES <= kBlockBytes && CL_AES_BLOCK_BYTES <= kBlockBytes, "a block fits a beat");
#elif defined(CL_CORE_TDES)
constexpr Cipher kCiphers[] = {{"tdes", kAlg, kBlockBytes}};
#elif defined(CL_CORE_AES)
constexpr Cipher kCiphers[] = {{"aes", kAlg, kBlockBytes}};
#else
constexpr Cipher kCiphers[] = {{"toy", kAlg, kBlockBytes}};
#endif

// The cipher called `name`; an empty name: the top's only one.
inline const Cipher& cipher_named(const std::string& name) {
  std::string known;
  for (const Cipher& c : kCiphers) {
    if (name == c.name || (name.empty() && std::size(kCiphers) == 1)) return c;
    known += std::string(known.empty() ? "" : ", ") + c.name;
  }
  fatal((name.empty() ? std::string("this top runs several ciphers: give --cipher")
                      : "unknown cipher '" + name + "'") + " (" + kEngine + " runs " + known + ")");
}

// TKEEP of a beat whose first `bytes` byte lanes are kept.
constexpr uint32_t keep_bytes(size_t bytes) { return bytes >= 32 ? ~0u : (1u << bytes) - 1; }

// Key store slots (cipher_modes_pkg FLAG_SA, HB_SLOT_LO, HB_SLOT_HI): flag
// bit kFlagSaBit in the control beat's flags, the slot index's low byte in
// lane kLaneSlotLo (the key size lane), its high bits in lane kLaneSlotHi;
// 10-bit indices.
constexpr uint32_t kFlagSaBit = 2;
constexpr uint32_t kFlagSa = 1u << kFlagSaBit;
constexpr size_t kLaneSlotLo = 4, kLaneSlotHi = 7;
constexpr int32_t kSlotLimit = 1 << CL_DESC_SLOT_BITS;

// cipher_modes_pkg encodings.
enum : uint32_t {
  MODE_ECB = 0, MODE_CBC = 1, MODE_CFB = 2, MODE_OFB = 3, MODE_CTR = 4, MODE_CMAC = 5, MODE_GCM = 6, MODE_CCM = 7
};
// The AEAD modes, whose control beat carries the lengths and whose data beats
// keep their own bytes: GCM and CCM. Only a 128-bit control beat has room
// for the lengths.
inline bool aead_mode(uint32_t mode) { return kBlockBytes >= 16 && (mode == MODE_GCM || mode == MODE_CCM); }
// cipher_modes_pkg::HB_IVLEN, HB_IVLEN_HI (the segment lane), HB_ALEN,
// HB_PLEN: the AEAD length lanes.
constexpr size_t kLaneIvLen = 6, kLaneIvLenHi = 2, kLaneALen = 8, kLanePLen = 12;
enum : uint32_t {
  ST_OK = 0, ST_ERR_PARTIAL = 1, ST_ERR_MODE = 2, ST_ERR_PARAM = 3, ST_ERR_HEADER = 4,
  ST_ERR_BUSY = 5, ST_ERR_AUTH = 6, ST_ERR_POLICY = 7, ST_ERR_LONG = 8, ST_ERR_FULL = 9
};

inline const char* status_name(uint32_t st) {
  static const char* names[] = {"OK", "ERR_PARTIAL", "ERR_MODE", "ERR_PARAM",
                                "ERR_HEADER", "ERR_BUSY", "ERR_AUTH", "ERR_POLICY",
                                "ERR_LONG", "ERR_FULL"};
  return st < 10 ? names[st] : "?";
}

// The header's key field and key size code from a --key in hex: AES a 16-,
// 24- or 32-byte key, left-aligned; another cipher its whole key field
// (TDES K1||K2||K3, 48 hex digits; the toy core 32).
inline void parse_key_field(const std::string& hex, KeyField& key, uint32_t& ksz) {
  const std::vector<unsigned char> k = parse_hex_bytes(hex, "key");
#if defined(CL_CORE_AES)
  ksz = set_aes_key(k, key);
#else
  if (k.size() != kKeyBytes)
    fatal("key must be " + std::to_string(2 * kKeyBytes) + " hex digits (the whole key field), got '" + hex + "'");
  std::copy(k.begin(), k.end(), key.begin());
  ksz = 0;
#endif
}

#if defined(CL_CORE_TDES)
// TDES blocks as the 64-bit values of the Monte Carlo chains and soak files
// (big-endian), and K1, K2, K3 as the key field.
inline Block block64(uint64_t v) {
  Block b;
  store_be64(b.data(), v);
  return b;
}
inline uint64_t value64(const Block& b) { return load_be64(b.data()); }
inline KeyField key_field(const uint64_t k[3]) {
  KeyField f;
  for (int q = 0; q < 3; q++) store_be64(f.data() + 8 * q, k[q]);
  return f;
}

// K1, K2, K3 pairwise distinct, parity bits ignored: the engine's NIST policy
// (tdes_key_pkg::keys_distinct) accepts only such bundles from a command with
// cmd_legacy_i = 0.
inline bool keys_distinct(const uint64_t k[3]) {
  const uint64_t m = 0xFEFEFEFEFEFEFEFEull;
  return (k[0] & m) != (k[1] & m) && (k[1] & m) != (k[2] & m) && (k[0] & m) != (k[2] & m);
}
#endif

// Whether a command with this key field is legacy data, which must set
// cmd_legacy_i to pass the engine's NIST policy: a TDES key bundle that is
// not three distinct keys (keying options 2 and 3, e.g. NIST's K1 = K2 = K3
// known-answer records); never an AES key (AES has no legacy exemption).
inline bool legacy_key(const KeyField& key) {
#if defined(CL_CORE_TDES)
  uint64_t k[3];
  for (int q = 0; q < 3; q++) k[q] = load_be64(key.data() + 8 * q);
  return !keys_distinct(k);
#else
  (void)key;
  return false;
#endif
}

// One din beat: a command (cmd = true) or a data beat.
struct ModesBeat {
  uint32_t sid = 0;
  bool cmd = false;
  Block data{};          // data beat: data, MSB-aligned; command: IV / initial counter / expected tag
  bool last = false;     // data beat: last beat of the message
  uint32_t bits = kBlockBits;  // data beat: valid bits of a last beat
  // Command fields (sampled with a command beat, ignored with a data beat).
  uint32_t mode = MODE_ECB;
  bool decrypt = false;
  uint32_t seg = kBlockBits;  // CFB segment bits: 1, 8 or BLOCK_W
  uint32_t taglen = 8;   // CMAC / GCM tag bytes
  bool legacy = false;   // exempt this message from the NIST policy
  KeyField key{};
  uint32_t ksz = 0;      // key size code (AES: 0/1/2 = AES-128/192/256)
  // AEAD (GCM) command fields: IV, AAD and payload lengths in bytes, and
  // whether the packet is the header alone (TLAST on the IV beat).
  uint32_t ivlen = 0, alen = 0, plen = 0;
  bool header_only = false;
  // The message's cipher (its algorithm id and block; the SoC top runs two)
  // and the key store slot a command names (-1: the key is in the header).
  uint32_t alg = kAlg;
  size_t block_bytes = kBlockBytes;
  int32_t slot = -1;

  bool operator==(const ModesBeat& o) const {
    return sid == o.sid && cmd == o.cmd && data == o.data && last == o.last && bits == o.bits && mode == o.mode &&
           decrypt == o.decrypt && seg == o.seg && taglen == o.taglen && legacy == o.legacy && key == o.key &&
           ksz == o.ksz && ivlen == o.ivlen && alen == o.alen && plen == o.plen && header_only == o.header_only &&
           alg == o.alg && block_bytes == o.block_bytes && slot == o.slot;
  }

  // Set the message's cipher and its key store slot (-1: none).
  void set_cipher(const Cipher& c, int32_t key_slot) {
    alg = c.alg;
    block_bytes = c.block_bytes;
    slot = key_slot;
  }

  // Turn this beat into a data beat of stream sid.
  void set_data(uint32_t s, const Block& d, bool is_last, uint32_t nbits) {
    sid = s;
    cmd = false;
    data = d;
    last = is_last;
    bits = nbits;
  }
};

struct ModesDout {
  uint32_t sid = 0;
  Block data{};
  bool last = false;
  uint32_t bits = 0;
  uint32_t status = 0;
};

// TDATA byte lanes to and from the Verilated ports (lane k = bits 8k+7:8k):
// a 64-bit port is a QData, a wider one 32-bit words, least significant first.
inline void put_lanes(QData& port, const unsigned char* lanes) {
  port = 0;
  for (int k = 7; k >= 0; k--) port = (port << 8) | lanes[k];
}
template <std::size_t W>
inline void put_lanes(VlWide<W>& port, const unsigned char* lanes) {
  for (std::size_t w = 0; w < W; w++) {
    const unsigned char* p = lanes + 4 * w;
    port[w] = static_cast<EData>(p[0]) | static_cast<EData>(p[1]) << 8 | static_cast<EData>(p[2]) << 16 |
              static_cast<EData>(p[3]) << 24;
  }
}
inline void get_lanes(QData port, unsigned char* lanes) {
  for (int k = 0; k < 8; k++, port >>= 8) lanes[k] = static_cast<unsigned char>(port);
}
template <std::size_t W>
inline void get_lanes(const VlWide<W>& port, unsigned char* lanes) {
  for (std::size_t w = 0; w < W; w++)
    for (int k = 0; k < 4; k++) lanes[4 * w + k] = static_cast<unsigned char>(port[w] >> (8 * k));
}

// One beat of the packet interface's input, as on its wires.
struct AxisBeat {
  uint32_t tid = 0;
  Block tdata{};  // lane k (tdata[8k+7:8k]) = byte k
  uint32_t tkeep = 0;
  bool tlast = false;

  bool operator==(const AxisBeat& o) const {
    return tid == o.tid && tdata == o.tdata && tkeep == o.tkeep && tlast == o.tlast;
  }
};

// One beat of its output.
struct AxisOut {
  uint32_t tid = 0;
  Block tdata{};
  uint32_t tkeep = 0;
  bool tlast = false;
  uint32_t tuser = 0;  // the status (last beat)
};

// The packet top's ports, one clock at a time.
class PacketTop : public ModelDriver {
 public:
  explicit PacketTop(VerilatedContext* ctx, const char* trace_path = nullptr) : ModelDriver(ctx, trace_path) {
    static_assert(sizeof(Vtop::s_axis_tdata_i) == kBlockBytes,
                  "the model's TDATA is not this harness's block: wrong -DCL_CORE_* for the top");
    idle_inputs();
    top_->eval();
  }

  void reset(int n = 4) {
    idle_inputs();
    reset_clocks(n);
  }

  // One clock: offers `in` if `valid`, with m_axis_tready_i = `ready`.
  // Returns whether the input beat was taken; fills `out` and sets `fired`
  // when an output beat was delivered.
  bool clock(bool valid, const AxisBeat& in, bool ready, AxisOut& out, bool& fired) {
    bool unused = false;
    return clock(valid, in, ready, out, fired, false, 0, DescLanes{}, unused);
  }

  // The same, with a descriptor offered on s_axis_cmd when `cmd_valid`;
  // `cmd_taken` tells whether it was taken.
  bool clock(bool valid, const AxisBeat& in, bool ready, AxisOut& out, bool& fired, bool cmd_valid,
             uint32_t cmd_tid, const DescLanes& cmd, bool& cmd_taken) {
    top_->s_axis_cmd_tvalid_i = cmd_valid;
    if (cmd_valid) {
      top_->s_axis_cmd_tid_i = cmd_tid;
      put_lanes(top_->s_axis_cmd_tdata_i, cmd.data());
    }
    top_->s_axis_tvalid_i = valid;
    if (valid) {
      top_->s_axis_tid_i = in.tid;
      put_lanes(top_->s_axis_tdata_i, in.tdata.data());
      top_->s_axis_tkeep_i = in.tkeep;
      top_->s_axis_tlast_i = in.tlast;
    }
    top_->m_axis_tready_i = ready;
    low();
    const bool taken = valid && top_->s_axis_tready_o;
    cmd_taken = cmd_valid && top_->s_axis_cmd_tready_o;
    fired = top_->m_axis_tvalid_o && ready;
    if (fired) {
      out.tid = top_->m_axis_tid_o;
      get_lanes(top_->m_axis_tdata_o, out.tdata.data());
      out.tkeep = top_->m_axis_tkeep_o;
      out.tlast = top_->m_axis_tlast_o;
      out.tuser = top_->m_axis_tuser_o;
    }
    high();
    return taken;
  }

 private:
  void idle_inputs() {
#if defined(CL_SOC)
    top_->s_axil_awvalid_i = 0;  // the SoC top zeroizes through its registers
    top_->s_axil_wvalid_i = 0;
    top_->s_axil_bready_i = 0;
    top_->s_axil_arvalid_i = 0;
    top_->s_axil_rready_i = 0;
#else
    top_->zeroize_i = 0;
#endif
    top_->s_axis_cmd_tvalid_i = 0;
    top_->s_axis_tvalid_i = 0;
    top_->m_axis_tready_i = 0;
  }
};

class CipherModesDriver : public PacketTop {
 public:
  explicit CipherModesDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : PacketTop(ctx, trace_path), open_(kMaxStreams, false), aead_(kMaxStreams, false),
        full_keep_(kMaxStreams, kFullKeep), cfb1_(kMaxStreams), desc_(kMaxStreams), kept_(kMaxStreams, false) {}

  void reset(int n = 4) {
    PacketTop::reset(n);
    std::fill(open_.begin(), open_.end(), false);
    std::fill(aead_.begin(), aead_.end(), false);
    std::fill(full_keep_.begin(), full_keep_.end(), kFullKeep);
    for (auto& q : cfb1_) q.clear();
    std::fill(kept_.begin(), kept_.end(), false);
    sub_ = 0;
    desc_sent_ = false;
    data_sent_ = false;
  }

  // One clock. Offers the next AXI beat of `b` when din_offer is true.
  // Returns whether the ModesBeat is complete (its last AXI beat taken);
  // fills out / dout_fired with a delivered output beat.
  bool step(bool din_offer, const ModesBeat& b, bool dout_ready, ModesDout& out, bool& dout_fired) {
    if constexpr (kDesc) return step_desc(din_offer, b, dout_ready, out, dout_fired);
    axis_.check(din_offer, b, "cipher_modes din");
    AxisBeat a;
    bool final_beat = true;
    if (din_offer) {
      a.tid = b.sid;
      axi_beat(b, a.tdata, a.tkeep, a.tlast, final_beat);
    }
    AxisOut raw;
    const bool axi_fired = clock(din_offer, a, dout_ready, raw, dout_fired);
    if (dout_fired) take_output(raw, out);
    const bool done = axi_fired && final_beat;
    if (axi_fired) sub_ = final_beat ? 0 : sub_ + 1;
    if (done) sent(b);
    axis_.fired(done);
    return done;
  }

 private:
  static constexpr uint32_t kMaxStreams = 1024;
  static constexpr uint32_t kFullKeep = (1u << kBlockBytes) - 1;
  AxisRule<ModesBeat> axis_;
  std::vector<bool> open_;               // per stream: a message is open (its packet not ended)
  std::vector<bool> aead_;               // per stream: the open message is GCM (TKEEP on every beat)
  std::vector<uint32_t> full_keep_;      // per stream: TKEEP of a whole block of its message's cipher
  std::vector<std::deque<bool>> cfb1_;   // per stream, per message awaiting output: CFB-1
  uint32_t sub_ = 0;                     // AXI beat of the current ModesBeat
  std::vector<DescLanes> desc_;          // DESC: per stream, the descriptor of its next message ...
  std::vector<bool> kept_;               // ... kept until its first data beat
  bool desc_sent_ = false;               // DESC: the current ModesBeat's descriptor was taken,
  bool data_sent_ = false;               // ... its data beat

  // DESC: one clock of ModesBeat b. A command is kept (header_only: sent at
  // once with a TKEEP-0 beat); a data beat that begins a message goes with
  // its stream's kept descriptor; b is done when every part was taken.
  bool step_desc(bool din_offer, const ModesBeat& b, bool dout_ready, ModesDout& out, bool& dout_fired) {
    axis_.check(din_offer, b, "cipher_modes din");
    AxisBeat a;
    bool need_desc = false, need_data = false;
    if (din_offer) {
      check_sid(b.sid);
      a.tid = b.sid;
      if (b.cmd) {
        if (open_[b.sid] || kept_[b.sid])
          fatal("stream " + std::to_string(b.sid) + ": a command before its stream's last message has begun and ended");
        desc_[b.sid] = descriptor(b);
        if (b.header_only) {  // the message without data: its descriptor and one TKEEP-0 beat
          need_desc = !desc_sent_;
          need_data = !data_sent_;
          a.tdata.fill(0);
          a.tkeep = 0;
          a.tlast = true;
        }
      } else if (open_[b.sid] || kept_[b.sid]) {
        need_desc = !open_[b.sid] && !desc_sent_;  // its message's first beat
        need_data = !data_sent_;
        data_axi(b, aead_[b.sid], full_keep_[b.sid], a.tdata, a.tkeep, a.tlast);
      } else {
        need_data = !data_sent_;  // a packet without a descriptor (ERR_HEADER)
        a.tdata = b.data;
        a.tkeep = kFullKeep;
        a.tlast = true;
      }
    }
    AxisOut raw;
    bool cmd_taken = false;
    const bool data_taken = clock(need_data, a, dout_ready, raw, dout_fired, need_desc, b.sid,
                                  desc_[b.sid % kMaxStreams], cmd_taken);
    if (dout_fired) take_output(raw, out);
    if (cmd_taken) desc_sent_ = true;
    if (data_taken) data_sent_ = true;
    // Done: every part of b was taken, on this clock or before (a command
    // without header_only has none).
    const bool done = din_offer && (!need_data || data_taken) && (!need_desc || cmd_taken);
    if (done) {
      desc_sent_ = false;
      data_sent_ = false;
      if (b.cmd) {
        kept_[b.sid] = !b.header_only;
        aead_[b.sid] = aead_mode(b.mode);
        full_keep_[b.sid] = keep_bytes(b.block_bytes);
        cfb1_[b.sid].push_back(b.mode == MODE_CFB && b.seg == 1);
      } else if (open_[b.sid] || kept_[b.sid]) {
        kept_[b.sid] = false;
        open_[b.sid] = !b.last;
      } else {
        cfb1_[b.sid].push_back(false);  // the ERR_HEADER beat
      }
    }
    axis_.fired(done);
    return done;
  }

  // The descriptor of command b (cl_desc_t's bytes on a little-endian host;
  // the integer fields are written byte by byte here, so any host).
  static DescLanes descriptor(const ModesBeat& b) {
    DescLanes d{};
    const bool aead = aead_mode(b.mode);
    d[CL_DESC_DB_MODE] = static_cast<unsigned char>(b.mode);
    const bool sa = b.slot >= 0;
    d[CL_DESC_DB_FLAGS] = static_cast<unsigned char>((b.decrypt ? CL_DESC_F_DECRYPT : 0) |
                                                     (sa ? CL_DESC_F_SLOT : b.legacy ? CL_DESC_F_LEGACY : 0));
    d[CL_DESC_DB_SEG] = static_cast<unsigned char>(aead ? 0 : b.seg);
    d[CL_DESC_DB_TAG] = static_cast<unsigned char>(b.taglen);
    d[CL_DESC_DB_KSZ] = static_cast<unsigned char>(sa ? 0 : b.ksz);
    d[CL_DESC_DB_ALG] = static_cast<unsigned char>(b.alg);
    if (aead) {
      if (b.ivlen > 0xFFFF) fatal("an AEAD IV length of " + std::to_string(b.ivlen) + " bytes does not fit 16 bits");
      for (int k = 0; k < 2; k++) d[CL_DESC_DB_IVLEN + k] = static_cast<unsigned char>(b.ivlen >> (8 * k));
      for (int k = 0; k < 4; k++) {
        d[CL_DESC_DB_ALEN + k] = static_cast<unsigned char>(b.alen >> (8 * k));
        d[CL_DESC_DB_PLEN + k] = static_cast<unsigned char>(b.plen >> (8 * k));
      }
    }
    std::copy(b.data.begin(), b.data.end(), d.begin() + CL_DESC_DB_IV);
    if (sa) {  // the slot index, little-endian, then zeros
      check_slot(b.slot);
      d[CL_DESC_DB_SLOT] = static_cast<unsigned char>(b.slot);
      d[CL_DESC_DB_SLOT + 1] = static_cast<unsigned char>(b.slot >> 8);
    } else {
      std::copy(b.key.begin(), b.key.end(), d.begin() + CL_DESC_DB_KEY);
    }
    return d;
  }

  void check_sid(uint32_t sid) const {
    if (sid >= kMaxStreams) fatal("stream id " + std::to_string(sid) + " out of range");
  }

  static void check_slot(int32_t slot) {
    if (slot >= kSlotLimit) fatal("slot " + std::to_string(slot) + " is not a 10-bit slot index");
  }

  // AXI beat number sub_ of b: its byte lanes, TKEEP, TLAST.
  void axi_beat(const ModesBeat& b, Block& lanes, uint32_t& tkeep, bool& tlast, bool& final_beat) const {
    check_sid(b.sid);
    tkeep = kFullKeep;
    tlast = false;
    if (b.cmd) {
      if (open_[b.sid])
        fatal("stream " + std::to_string(b.sid) +
                                 ": a command inside an open message cannot be sent as packets");
      // Header: control (lanes: mode, flags, segment, tag length, key size,
      // algorithm; AEAD: IV length, AAD length, payload length), the key
      // beats, IV. A slot header: control (FLAG_SA, the slot index in the
      // key size lane and lane 7), IV.
      const bool sa = b.slot >= 0;
      const uint32_t key_beats = sa ? 0 : kKeyBeats;
      if (sub_ == 0) {
        lanes.fill(0);
        lanes[0] = static_cast<unsigned char>(b.mode);
        lanes[1] = static_cast<unsigned char>((b.decrypt ? 1 : 0) | (sa ? kFlagSa : b.legacy ? 2 : 0));
        lanes[2] = static_cast<unsigned char>(b.seg);
        lanes[3] = static_cast<unsigned char>(b.taglen);
        lanes[4] = static_cast<unsigned char>(b.ksz);
        lanes[5] = static_cast<unsigned char>(b.alg);
        if (sa) {
          check_slot(b.slot);
          lanes[kLaneSlotLo] = static_cast<unsigned char>(b.slot);
          lanes[kLaneSlotHi] = static_cast<unsigned char>(b.slot >> 8);
        }
        if (aead_mode(b.mode)) put_aead_lengths(b, lanes);
      } else if (sub_ <= key_beats) {
        std::copy_n(b.key.begin() + (sub_ - 1) * kBlockBytes, kBlockBytes, lanes.begin());
      } else {
        lanes = b.data;
        tlast = b.header_only;
      }
      final_beat = sub_ == key_beats + 1;
    } else if (!open_[b.sid]) {
      lanes = b.data;  // a stray beat: a packet that ends in its header
      tlast = true;
      final_beat = true;
    } else {
      data_axi(b, aead_[b.sid], full_keep_[b.sid], lanes, tkeep, tlast);
      final_beat = true;
    }
  }

  // A data beat of an open message (``aead``: a GCM / CCM one, TKEEP on
  // every beat; ``full_keep``: TKEEP of a whole block of its cipher): its
  // lanes, TKEEP, TLAST.
  static void data_axi(const ModesBeat& b, bool aead, uint32_t full_keep, Block& lanes, uint32_t& tkeep,
                       bool& tlast) {
    lanes = b.data;
    tlast = b.last;
    tkeep = full_keep;
    if (b.last || aead) {
      // Bit counts above BLOCK_W cannot be said with TKEEP: a hole (ERR_PARTIAL).
      tkeep = b.bits > kBlockBits ? 0x02u : (1u << ((b.bits + 7) / 8)) - 1;
    }
  }

  // The AEAD length fields of the control beat (big-endian byte counts).
  static void put_aead_lengths(const ModesBeat& b, Block& lanes) {
    if constexpr (kBlockBytes >= 16) {
      if (b.ivlen > 0xFFFF) fatal("an AEAD IV length of " + std::to_string(b.ivlen) + " bytes does not fit 16 bits");
      lanes[kLaneIvLen] = static_cast<unsigned char>(b.ivlen);
      lanes[kLaneIvLenHi] = static_cast<unsigned char>(b.ivlen >> 8);
      for (int k = 0; k < 4; k++) {
        lanes[kLaneALen + k] = static_cast<unsigned char>(b.alen >> (24 - 8 * k));
        lanes[kLanePLen + k] = static_cast<unsigned char>(b.plen >> (24 - 8 * k));
      }
    } else {
      (void)b;
      (void)lanes;
    }
  }

  void sent(const ModesBeat& b) {
    if (b.cmd) {
      open_[b.sid] = !b.header_only;  // a header-only packet ended on its IV beat
      aead_[b.sid] = aead_mode(b.mode);
      full_keep_[b.sid] = keep_bytes(b.block_bytes);
      cfb1_[b.sid].push_back(b.mode == MODE_CFB && b.seg == 1);
    } else if (!open_[b.sid]) {
      cfb1_[b.sid].push_back(false);  // the ERR_HEADER beat
    } else if (b.last) {
      open_[b.sid] = false;
    }
  }

  void take_output(const AxisOut& raw, ModesDout& out) {
    out.sid = raw.tid;
    check_sid(out.sid);
    out.data = raw.tdata;
    out.last = raw.tlast;
    out.status = raw.tuser;
    const uint32_t keep = raw.tkeep;
    auto& q = cfb1_[out.sid];
    if (q.empty()) fatal("output on stream " + std::to_string(out.sid) + " with no message");
    out.bits = q.front() ? (keep & 1u) : 8u * static_cast<uint32_t>(__builtin_popcount(keep));
    if (out.last) q.pop_front();
  }
};

}  // namespace cl
