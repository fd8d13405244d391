// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated modes engine cipher_modes (model class
// Vtop, --prefix Vtop), BLOCK_W = 64, KEY_W = 192 (TDES core). One step() is
// one rising clock edge on both channels (din, dout); a beat transfers when
// valid && ready before the edge. Commands travel in-band on din: a command
// beat (cmd = 1) opens a message on its stream, the data beats of that stream
// that follow it belong to that message. There are no source rules: beats of
// any streams, commands included, may follow each other in any order, and a
// stream's next command may follow its previous message's last beat at once.
// See docs/modes.md.

#pragma once

#include <cstdint>

#include "cl_model.h"

namespace cl {

// cipher_modes_pkg encodings.
enum : uint32_t { MODE_ECB = 0, MODE_CBC = 1, MODE_CFB = 2, MODE_OFB = 3, MODE_CTR = 4, MODE_CMAC = 5 };
enum : uint32_t {
  ST_OK = 0, ST_ERR_PARTIAL = 1, ST_ERR_MODE = 2, ST_ERR_PARAM = 3, ST_ERR_NO_MSG = 4,
  ST_ERR_BUSY = 5, ST_ERR_AUTH = 6, ST_ERR_POLICY = 7
};

inline const char* status_name(uint32_t st) {
  static const char* names[] = {"OK", "ERR_PARTIAL", "ERR_MODE", "ERR_PARAM",
                                "ERR_NO_MSG", "ERR_BUSY", "ERR_AUTH", "ERR_POLICY"};
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

class CipherModesDriver : public ModelDriver {
 public:
  explicit CipherModesDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : ModelDriver(ctx, trace_path) {
    idle_inputs();
    top_->eval();
  }

  void reset(int n = 4) {
    idle_inputs();
    reset_clocks(n);
  }

  // One clock. Offers `b` on din when din_offer is true (every field is
  // driven, so a data beat carries whatever its command fields hold, which
  // the engine ignores). Returns whether the din beat was accepted; fills
  // out / dout_fired with a delivered output beat.
  bool step(bool din_offer, const ModesBeat& b, bool dout_ready, ModesDout& out, bool& dout_fired) {
    axis_.check(din_offer, b, "cipher_modes din");
    top_->din_valid_i = din_offer;
    if (din_offer) {
      top_->din_sid_i = b.sid;
      top_->din_cmd_i = b.cmd;
      top_->din_data_i = b.data;
      top_->din_last_i = b.last;
      top_->din_bits_i = b.bits;
      top_->cmd_mode_i = b.mode;
      top_->cmd_decrypt_i = b.decrypt;
      top_->cmd_seg_i = b.seg;
      top_->cmd_taglen_i = b.taglen;
      top_->cmd_legacy_i = b.legacy;
      top_->cmd_key_i[5] = static_cast<uint32_t>(b.key[0] >> 32);
      top_->cmd_key_i[4] = static_cast<uint32_t>(b.key[0]);
      top_->cmd_key_i[3] = static_cast<uint32_t>(b.key[1] >> 32);
      top_->cmd_key_i[2] = static_cast<uint32_t>(b.key[1]);
      top_->cmd_key_i[1] = static_cast<uint32_t>(b.key[2] >> 32);
      top_->cmd_key_i[0] = static_cast<uint32_t>(b.key[2]);
    }
    top_->dout_ready_i = dout_ready;
    low();
    const bool din_fired = din_offer && top_->din_ready_o;
    dout_fired = top_->dout_valid_o && dout_ready;
    if (dout_fired) {
      out.sid = top_->dout_sid_o;
      out.data = top_->dout_data_o;
      out.last = top_->dout_last_o;
      out.bits = top_->dout_bits_o;
      out.status = top_->dout_status_o;
    }
    high();
    axis_.fired(din_fired);
    return din_fired;
  }

 private:
  AxisRule<ModesBeat> axis_;

  void idle_inputs() {
    top_->zeroize_i = 0;
    top_->din_valid_i = 0;
    top_->dout_ready_i = 0;
  }
};

}  // namespace cl
