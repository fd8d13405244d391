// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Cycle driver for the Verilated tdes_core (model class Vtop, built with
// --prefix Vtop). One call to step() is one rising clock edge: the inputs
// are applied, the combinational outputs settle, the handshakes that happen
// at this edge are decided (valid && ready before the edge), then the edge
// is evaluated.

#pragma once

#include <cstdint>

#include "cl_model.h"

#ifndef CL_TAG_W
#define CL_TAG_W 8
#endif

namespace cl {

struct BlockIn {
  uint64_t block = 0;
  uint64_t key[3] = {0, 0, 0};  // K1, K2, K3
  bool decrypt = false;
  uint32_t tag = 0;

  bool operator==(const BlockIn& o) const {
    return block == o.block && key[0] == o.key[0] && key[1] == o.key[1] && key[2] == o.key[2] &&
           decrypt == o.decrypt && tag == o.tag;
  }
};

struct BlockOut {
  uint64_t block = 0;
  uint32_t tag = 0;
};

class TdesCoreDriver : public ModelDriver {
 public:
  explicit TdesCoreDriver(VerilatedContext* ctx, const char* trace_path = nullptr)
      : ModelDriver(ctx, trace_path) {
    top_->in_valid_i = 0;
    top_->out_ready_i = 0;
    top_->eval();
  }

  // Hold reset for n clocks, then release it.
  void reset(int n = 4) {
    top_->in_valid_i = 0;
    top_->out_ready_i = 0;
    reset_clocks(n);
  }

  // Tag width the core was built with (-GTAG_W, passed as -DCL_TAG_W), 1..32.
  static constexpr int tag_bits() { return CL_TAG_W; }
  static constexpr uint32_t tag_mask() { return 0xFFFFFFFFu >> (32 - CL_TAG_W); }

  // One clock. Offers `in` when offer is true; out_ready drives out_ready_i.
  // Returns whether the input beat was accepted; fills out / out_fired.
  bool step(bool offer, const BlockIn& in, bool out_ready, BlockOut& out, bool& out_fired) {
    axis_.check(offer, in, "tdes_core in");
    top_->in_valid_i = offer;
    if (offer) {
      top_->in_block_i = in.block;
      // in_key_i[191:128] = K1, [127:64] = K2, [63:0] = K3 (32-bit words, LSW first).
      top_->in_key_i[5] = static_cast<uint32_t>(in.key[0] >> 32);
      top_->in_key_i[4] = static_cast<uint32_t>(in.key[0]);
      top_->in_key_i[3] = static_cast<uint32_t>(in.key[1] >> 32);
      top_->in_key_i[2] = static_cast<uint32_t>(in.key[1]);
      top_->in_key_i[1] = static_cast<uint32_t>(in.key[2] >> 32);
      top_->in_key_i[0] = static_cast<uint32_t>(in.key[2]);
      top_->in_decrypt_i = in.decrypt;
      top_->in_tag_i = in.tag;
    }
    top_->out_ready_i = out_ready;
    low();
    const bool in_fired = offer && top_->in_ready_o;
    out_fired = top_->out_valid_o && out_ready;
    if (out_fired) {
      out.block = top_->out_block_o;
      out.tag = top_->out_tag_o;
    }
    high();
    axis_.fired(in_fired);
    return in_fired;
  }

 private:
  AxisRule<BlockIn> axis_;
};

}  // namespace cl
