// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated modes engine tdes_modes (model class Vtop,
// --prefix Vtop), BLOCK_W = 64, key field 192 bits (TDES core), on its
// AXI4-Stream packet interface (docs/modes.md). The harness speaks in
// ModesBeats: a command (cmd = 1) opens a message on its stream, the data
// beats of that stream that follow it belong to that message. The driver
// sends a command as its packet header (control, K1, K2, K3, IV: five beats
// in a row), a data beat as one beat (TKEEP from its bit count), and a data
// beat on a stream with no open message as a packet that ends inside its
// header (ERR_HEADER). One step() is one rising clock edge on both channels;
// step() returns true when the ModesBeat's last AXI beat was taken. Output
// beats come back as ModesDouts (bit count from TKEEP; CFB-1: 1 bit).
// There are no source rules: beats of any streams may follow each other in
// any order, and a stream's next command may follow its previous message's
// last beat at once. A command on a stream whose message is still open
// cannot be sent as packets (fatal).

#pragma once

#include <cstdint>
#include <algorithm>
#include <deque>
#include <string>
#include <vector>

#include "cl_model.h"

namespace cl {

// cipher_modes_pkg encodings.
enum : uint32_t { MODE_ECB = 0, MODE_CBC = 1, MODE_CFB = 2, MODE_OFB = 3, MODE_CTR = 4, MODE_CMAC = 5 };
enum : uint32_t {
  ST_OK = 0, ST_ERR_PARTIAL = 1, ST_ERR_MODE = 2, ST_ERR_PARAM = 3, ST_ERR_HEADER = 4,
  ST_ERR_BUSY = 5, ST_ERR_AUTH = 6, ST_ERR_POLICY = 7
};

inline const char* status_name(uint32_t st) {
  static const char* names[] = {"OK", "ERR_PARTIAL", "ERR_MODE", "ERR_PARAM",
                                "ERR_HEADER", "ERR_BUSY", "ERR_AUTH", "ERR_POLICY"};
  return st < 8 ? names[st] : "?";
}

// K1, K2, K3 pairwise distinct, parity bits ignored: the engine's NIST policy
// (tdes_pkg::keys_distinct) accepts only such bundles from a command with
// cmd_legacy_i = 0.
inline bool keys_distinct(const uint64_t k[3]) {
  const uint64_t m = 0xFEFEFEFEFEFEFEFEull;
  return (k[0] & m) != (k[1] & m) && (k[1] & m) != (k[2] & m) && (k[0] & m) != (k[2] & m);
}

// One din beat: a command (cmd = true) or a data beat.
struct ModesBeat {
  uint32_t sid = 0;
  bool cmd = false;
  uint64_t data = 0;     // data beat: data, MSB-aligned; command: IV / initial counter / expected tag
  bool last = false;     // data beat: last beat of the message
  uint32_t bits = 64;    // data beat: valid bits of a last beat
  // Command fields (sampled with a command beat, ignored with a data beat).
  uint32_t mode = MODE_ECB;
  bool decrypt = false;
  uint32_t seg = 64;     // CFB segment bits: 1, 8 or 64
  uint32_t taglen = 8;   // CMAC tag bytes
  bool legacy = false;   // exempt this message from the NIST policy
  uint64_t key[3] = {0, 0, 0};

  bool operator==(const ModesBeat& o) const {
    return sid == o.sid && cmd == o.cmd && data == o.data && last == o.last && bits == o.bits && mode == o.mode &&
           decrypt == o.decrypt && seg == o.seg && taglen == o.taglen && legacy == o.legacy &&
           key[0] == o.key[0] && key[1] == o.key[1] && key[2] == o.key[2];
  }

  // Turn this beat into a data beat of stream sid.
  void set_data(uint32_t s, uint64_t d, bool is_last, uint32_t nbits) {
    sid = s;
    cmd = false;
    data = d;
    last = is_last;
    bits = nbits;
  }
};

struct ModesDout {
  uint32_t sid = 0;
  uint64_t data = 0;
  bool last = false;
  uint32_t bits = 0;
  uint32_t status = 0;
};

// A 64-bit value with its bytes in reverse order (block byte 0 <-> lane 0).
inline uint64_t swap_bytes64(uint64_t x) { return __builtin_bswap64(x); }

class CipherModesDriver : public ModelDriver {
 public:
  explicit CipherModesDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : ModelDriver(ctx, trace_path), open_(kMaxStreams, false), cfb1_(kMaxStreams) {
    idle_inputs();
    top_->eval();
  }

  void reset(int n = 4) {
    idle_inputs();
    reset_clocks(n);
    std::fill(open_.begin(), open_.end(), false);
    for (auto& q : cfb1_) q.clear();
    sub_ = 0;
  }

  // One clock. Offers the next AXI beat of `b` when din_offer is true.
  // Returns whether the ModesBeat is complete (its last AXI beat taken);
  // fills out / dout_fired with a delivered output beat.
  bool step(bool din_offer, const ModesBeat& b, bool dout_ready, ModesDout& out, bool& dout_fired) {
    axis_.check(din_offer, b, "cipher_modes din");
    uint64_t tdata = 0;
    uint32_t tkeep = 0xFF;
    bool tlast = false, final_beat = true;
    if (din_offer) axi_beat(b, tdata, tkeep, tlast, final_beat);
    top_->s_axis_tvalid_i = din_offer;
    if (din_offer) {
      top_->s_axis_tid_i = b.sid;
      top_->s_axis_tdata_i = tdata;
      top_->s_axis_tkeep_i = tkeep;
      top_->s_axis_tlast_i = tlast;
    }
    top_->m_axis_tready_i = dout_ready;
    low();
    const bool axi_fired = din_offer && top_->s_axis_tready_o;
    dout_fired = top_->m_axis_tvalid_o && dout_ready;
    if (dout_fired) take_output(out);
    high();
    const bool done = axi_fired && final_beat;
    if (axi_fired) sub_ = final_beat ? 0 : sub_ + 1;
    if (done) sent(b);
    axis_.fired(done);
    return done;
  }

 private:
  static constexpr uint32_t kMaxStreams = 1024;
  AxisRule<ModesBeat> axis_;
  std::vector<bool> open_;               // per stream: a message is open (its packet not ended)
  std::vector<std::deque<bool>> cfb1_;   // per stream, per message awaiting output: CFB-1
  uint32_t sub_ = 0;                     // AXI beat of the current ModesBeat

  void idle_inputs() {
    top_->zeroize_i = 0;
    top_->s_axis_tvalid_i = 0;
    top_->m_axis_tready_i = 0;
  }

  void check_sid(uint32_t sid) const {
    if (sid >= kMaxStreams) fatal("stream id " + std::to_string(sid) + " out of range");
  }

  // AXI beat number sub_ of b.
  void axi_beat(const ModesBeat& b, uint64_t& tdata, uint32_t& tkeep, bool& tlast, bool& final_beat) const {
    check_sid(b.sid);
    tkeep = 0xFF;
    tlast = false;
    if (b.cmd) {
      if (open_[b.sid])
        fatal("stream " + std::to_string(b.sid) +
                                 ": a command inside an open message cannot be sent as packets");
      // Header: control (lanes: mode, flags, segment, tag length, key size 0,
      // algorithm 0 = TDES), K1, K2, K3, IV.
      if (sub_ == 0)
        tdata = (b.mode & 0xFFu) | (uint64_t((b.decrypt ? 1 : 0) | (b.legacy ? 2 : 0)) << 8) |
                (uint64_t(b.seg & 0xFFu) << 16) | (uint64_t(b.taglen & 0xFFu) << 24);
      else if (sub_ <= 3)
        tdata = swap_bytes64(b.key[sub_ - 1]);
      else
        tdata = swap_bytes64(b.data);
      final_beat = sub_ == 4;
    } else if (!open_[b.sid]) {
      tdata = swap_bytes64(b.data);  // a stray beat: a packet that ends in its header
      tlast = true;
      final_beat = true;
    } else {
      tdata = swap_bytes64(b.data);
      tlast = b.last;
      if (b.last) {
        // Bit counts above 64 cannot be said with TKEEP: a hole (ERR_PARTIAL).
        tkeep = b.bits > 64 ? 0x02u : (1u << ((b.bits + 7) / 8)) - 1;
      }
      final_beat = true;
    }
  }

  void sent(const ModesBeat& b) {
    if (b.cmd) {
      open_[b.sid] = true;
      cfb1_[b.sid].push_back(b.mode == MODE_CFB && b.seg == 1);
    } else if (!open_[b.sid]) {
      cfb1_[b.sid].push_back(false);  // the ERR_HEADER beat
    } else if (b.last) {
      open_[b.sid] = false;
    }
  }

  void take_output(ModesDout& out) {
    out.sid = top_->m_axis_tid_o;
    check_sid(out.sid);
    out.data = swap_bytes64(top_->m_axis_tdata_o);
    out.last = top_->m_axis_tlast_o;
    out.status = top_->m_axis_tuser_o;
    const uint32_t keep = top_->m_axis_tkeep_o;
    auto& q = cfb1_[out.sid];
    if (q.empty()) fatal("output on stream " + std::to_string(out.sid) + " with no message");
    out.bits = q.front() ? (keep & 1u) : 8u * static_cast<uint32_t>(__builtin_popcount(keep));
    if (out.last) q.pop_front();
  }
};

}  // namespace cl
