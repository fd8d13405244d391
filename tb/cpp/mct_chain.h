// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// One TDEA Monte Carlo test chain (NIST SP 800-20 TMOVS / CAVS TDESVS),
// written as a state machine around single block operations so that many
// independent chains can share one pipelined core: the chain says which
// block operation it needs next (op()), the harness runs it on the
// hardware, and hands the result back (result()).
//
// The mode chaining (CBC, CFB-s, OFB) is computed here in C++ around the
// raw block core: tdes_core only does ECB block operations. (When the
// modes engine cipher_modes is used instead, only the ECB chains go to the
// core directly; see docs/conformance.md.)
//
// Procedure, per inner step j (s = segment bits, t = input text):
//   ECB  : out = E/D(t); t = out
//   CBC e: C = E(t ^ cv); t = cv; cv = C
//   CBC d: P = D(t) ^ cv; cv = t; t = P
//   CFB  : O = E(x); r = t ^ MSB_s(O);
//          e: t = MSB_s(x); x = x << s | r     d: x = x << s | t; t = MSB_s(O)
//   OFB  : O = E(x); r = t ^ O; t = x; x = O
// After 10,000 steps: record, then KEY1 ^= last 64 output bits, KEY2 ^= the
// 64 before (keying 1, 2), KEY3 ^= the 64 before those (keying 1); keying 2
// sets KEY3 = KEY1, keying 3 KEY2 = KEY3 = KEY1; odd parity. Next IV: CBC cv,
// CFB x, OFB x; next text: t, except OFB: text_0 ^ O_9998.

#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "cl_util.h"

namespace cl {

enum class MctMode { ECB, CBC, CFB1, CFB8, CFB64, OFB };

inline MctMode parse_mct_mode(const std::string& s) {
  if (s == "ecb") return MctMode::ECB;
  if (s == "cbc") return MctMode::CBC;
  if (s == "cfb1") return MctMode::CFB1;
  if (s == "cfb8") return MctMode::CFB8;
  if (s == "cfb64") return MctMode::CFB64;
  if (s == "ofb") return MctMode::OFB;
  fatal("unknown MCT mode '" + s + "'");
}

inline int segment_bits(MctMode m) {
  switch (m) {
    case MctMode::CFB1: return 1;
    case MctMode::CFB8: return 8;
    default: return 64;
  }
}

inline uint64_t odd_parity(uint64_t k) {
  uint64_t out = 0;
  for (int sh = 56; sh >= 0; sh -= 8) {
    uint64_t b = (k >> sh) & 0xFE;
    if ((__builtin_popcountll(b) & 1) == 0) b |= 1;
    out |= b << sh;
  }
  return out;
}

struct MctRecord {
  int count;
  uint64_t key[3];
  uint64_t iv;
  uint64_t text_in;
  uint64_t text_out;
};

class MctChain {
 public:
  MctChain(MctMode mode, bool decrypt, int keying, const uint64_t key[3], uint64_t iv, uint64_t text,
           int outer, int inner)
      : mode_(mode), dec_(decrypt), keying_(keying), seg_(segment_bits(mode)), outer_(outer), inner_(inner) {
    if (keying < 1 || keying > 3) fatal("keying option must be 1, 2 or 3");
    if (outer < 1 || inner < 3) fatal("need outer >= 1 and inner >= 3");
    for (int i = 0; i < 3; i++) key_[i] = key[i];
    iv_ = iv;
    text_ = text & seg_mask();
    start_outer();
  }

  bool done() const { return i_ >= outer_; }

  // The block operation needed next: input block, direction, keys.
  void op(uint64_t& block, bool& decrypt) const {
    switch (mode_) {
      case MctMode::ECB: block = t_; decrypt = dec_; break;
      case MctMode::CBC:
        if (dec_) { block = t_; decrypt = true; }
        else { block = t_ ^ x_; decrypt = false; }
        break;
      default: block = x_; decrypt = false; break;  // CFB, OFB: forward cipher only
    }
  }
  const uint64_t* key() const { return key_; }

  // --- For the modes engine (cipher_modes keeps the chaining state itself) ---
  MctMode mode() const { return mode_; }
  bool decrypt() const { return dec_; }
  // True before the first inner step of an outer iteration (a new message).
  bool at_outer_start() const { return j_ == 0; }
  // True for the last inner step (the message's last data beat).
  bool last_inner() const { return j_ + 1 == inner_; }
  uint64_t outer_iv() const { return iv0_; }
  // The current input text (s bits, right-aligned).
  uint64_t text() const { return t_; }
  // Result of the mode (out = the s-bit output text, right-aligned): turned
  // into the equivalent raw block-cipher output, so the same bookkeeping as
  // result() runs. Only the bits the procedure uses are reconstructed.
  void mode_result(uint64_t out) {
    uint64_t o = out;
    switch (mode_) {
      case MctMode::ECB: break;
      case MctMode::CBC: o = dec_ ? (out ^ x_) : out; break;
      case MctMode::OFB: o = out ^ t_; break;
      default: o = (out ^ t_) << (64 - seg_); break;  // CFB: MSB_s(O) = out ^ text
    }
    result(o);
  }

  // Result of the block operation requested by op().
  void result(uint64_t o) {
    uint64_t out = 0;
    switch (mode_) {
      case MctMode::ECB:
        out = o;
        t_ = o;
        break;
      case MctMode::CBC:
        if (dec_) {
          out = o ^ x_;
          x_ = t_;
          t_ = out;
        } else {
          out = o;
          t_ = x_;
          x_ = o;
        }
        break;
      case MctMode::CFB1:
      case MctMode::CFB8:
      case MctMode::CFB64: {
        const uint64_t ks = o >> (64 - seg_);
        out = t_ ^ ks;
        const uint64_t cseg = dec_ ? t_ : out;
        const uint64_t next_t = dec_ ? ks : (x_ >> (64 - seg_));
        x_ = (seg_ == 64) ? cseg : ((x_ << seg_) | cseg);
        t_ = next_t;
        break;
      }
      case MctMode::OFB:
        out = t_ ^ o;
        t_ = x_;
        prev_ = x_;
        x_ = o;
        break;
    }
    push_hist(out);
    last_out_ = out;
    if (++j_ == inner_) finish_outer();
  }

  const std::vector<MctRecord>& records() const { return recs_; }
  int seg() const { return seg_; }

 private:
  uint64_t seg_mask() const { return seg_ == 64 ? ~0ull : ((1ull << seg_) - 1); }

  void start_outer() {
    j_ = 0;
    iv0_ = iv_;
    text0_ = text_;
    t_ = text_;
    x_ = iv_;  // CBC chaining value / CFB shift register / OFB input block
    prev_ = iv_;
    h_[0] = h_[1] = h_[2] = 0;
  }

  void push_hist(uint64_t v) {
    if (seg_ == 64) {
      h_[2] = h_[1];
      h_[1] = h_[0];
      h_[0] = v;
    } else {
      h_[2] = (h_[2] << seg_) | (h_[1] >> (64 - seg_));
      h_[1] = (h_[1] << seg_) | (h_[0] >> (64 - seg_));
      h_[0] = (h_[0] << seg_) | v;
    }
  }

  void finish_outer() {
    MctRecord r;
    r.count = i_;
    for (int k = 0; k < 3; k++) r.key[k] = key_[k];
    r.iv = iv0_;
    r.text_in = text0_;
    r.text_out = last_out_;
    recs_.push_back(r);
    // Key update.
    uint64_t k1 = key_[0] ^ h_[0];
    uint64_t k2 = key_[1] ^ h_[1];
    uint64_t k3 = key_[2] ^ h_[2];
    if (keying_ == 2) k3 = k1;
    if (keying_ == 3) k2 = k3 = k1;
    key_[0] = odd_parity(k1);
    key_[1] = odd_parity(k2);
    key_[2] = odd_parity(k3);
    // Next IV and text.
    switch (mode_) {
      case MctMode::ECB: text_ = t_; break;
      case MctMode::OFB: iv_ = x_; text_ = text0_ ^ prev_; break;
      default: iv_ = x_; text_ = t_; break;
    }
    i_++;
    if (!done()) start_outer();
  }

  MctMode mode_;
  bool dec_;
  int keying_;
  int seg_;
  int outer_, inner_;
  uint64_t key_[3];
  uint64_t iv_ = 0, text_ = 0;     // values for the next outer iteration
  uint64_t iv0_ = 0, text0_ = 0;   // values at the start of this one
  uint64_t t_ = 0, x_ = 0, prev_ = 0, last_out_ = 0;
  uint64_t h_[3] = {0, 0, 0};      // last 192 output bits, h_[0] newest
  std::vector<MctRecord> recs_;
  int i_ = 0, j_ = 0;
};

}  // namespace cl
