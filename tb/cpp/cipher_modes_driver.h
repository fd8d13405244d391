// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated modes engine cipher_modes (model class
// Vtop, --prefix Vtop), BLOCK_W = 64, KEY_W = 192 (TDES core). One step() is
// one rising clock edge on all three channels (cmd, din, dout); a beat
// transfers when valid && ready before the edge. See docs/modes.md.

#pragma once

#include <cstdint>

#include "cl_model.h"

namespace cl {

// cipher_modes_pkg encodings.
enum : uint32_t { MODE_ECB = 0, MODE_CBC = 1, MODE_CFB = 2, MODE_OFB = 3, MODE_CTR = 4, MODE_CMAC = 5 };
enum : uint32_t { ST_OK = 0 };

struct ModesCmd {
  uint32_t sid = 0;
  uint32_t mode = MODE_ECB;
  bool decrypt = false;
  uint32_t seg = 64;     // CFB segment bits: 1, 8 or 64
  uint32_t taglen = 8;   // CMAC tag bytes
  uint64_t key[3] = {0, 0, 0};
  uint64_t iv = 0;
};

struct ModesDin {
  uint32_t sid = 0;
  uint64_t data = 0;     // MSB-aligned
  bool last = false;
  uint32_t bits = 64;    // valid bits of a last beat
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

  // One clock. Returns the accepted beats through cmd_fired / din_fired and
  // the delivered output through dout_fired / out.
  void step(bool cmd_offer, const ModesCmd& c, bool din_offer, const ModesDin& d, bool dout_ready,
            bool& cmd_fired, bool& din_fired, ModesDout& out, bool& dout_fired) {
    top_->cmd_valid_i = cmd_offer;
    if (cmd_offer) {
      top_->cmd_sid_i = c.sid;
      top_->cmd_mode_i = c.mode;
      top_->cmd_decrypt_i = c.decrypt;
      top_->cmd_seg_i = c.seg;
      top_->cmd_taglen_i = c.taglen;
      top_->cmd_key_i[5] = static_cast<uint32_t>(c.key[0] >> 32);
      top_->cmd_key_i[4] = static_cast<uint32_t>(c.key[0]);
      top_->cmd_key_i[3] = static_cast<uint32_t>(c.key[1] >> 32);
      top_->cmd_key_i[2] = static_cast<uint32_t>(c.key[1]);
      top_->cmd_key_i[1] = static_cast<uint32_t>(c.key[2] >> 32);
      top_->cmd_key_i[0] = static_cast<uint32_t>(c.key[2]);
      top_->cmd_iv_i = c.iv;
    }
    top_->din_valid_i = din_offer;
    if (din_offer) {
      top_->din_sid_i = d.sid;
      top_->din_data_i = d.data;
      top_->din_last_i = d.last;
      top_->din_bits_i = d.bits;
    }
    top_->dout_ready_i = dout_ready;
    low();
    cmd_fired = cmd_offer && top_->cmd_ready_o;
    din_fired = din_offer && top_->din_ready_o;
    dout_fired = top_->dout_valid_o && dout_ready;
    if (dout_fired) {
      out.sid = top_->dout_sid_o;
      out.data = top_->dout_data_o;
      out.last = top_->dout_last_o;
      out.bits = top_->dout_bits_o;
      out.status = top_->dout_status_o;
    }
    high();
  }

 private:
  void idle_inputs() {
    top_->cmd_valid_i = 0;
    top_->din_valid_i = 0;
    top_->dout_ready_i = 0;
  }
};

}  // namespace cl
