// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// The clock and handshake sequence shared by the block-core drivers
// (tdes_core_driver.h, aes_core_driver.h): every block core has tdes_core's
// ports in_valid_i/in_ready_o, out_valid_o/out_ready_i, in_tag_i/out_tag_o.
// A driver derives from CoreDriver<Derived, In, Out> and provides
//   void apply(const In&)  - drive the input beat's data ports;
//   void capture(Out&)     - read the output beat's data ports;
//   static const char* channel() - the input channel's name in errors;
// and, for the one block-core harness (harness_main.cpp), the byte layout of
// its blocks and keys in the harness files:
//   kBlockBytes, kKeyBytes - a block, and the key field of a records entry
//                            (records: block, key, flags(1), pad(7));
//   static void load_block(const unsigned char*, In&);
//   static void store_block(const Out&, unsigned char*);
//   static void load_key(const unsigned char* field, unsigned flags, In&);
//   static void parse_key(const std::string& hex, In&)  - the --key of stream;
//   kSoak (and, if true, load_pool_key) - whether the harness's soak runs it.
// One call to step() is one rising clock edge: the inputs are applied, the
// combinational outputs settle, the handshakes that happen at this edge are
// decided (valid && ready before the edge), then the edge is evaluated.

#pragma once

#include <cstdint>

#include "cl_model.h"

#ifndef CL_TAG_W
#define CL_TAG_W 8
#endif

namespace cl {

template <class Derived, class InT, class OutT>
class CoreDriver : public ModelDriver {
 public:
  using In = InT;
  using Out = OutT;

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
  bool step(bool offer, const In& in, bool out_ready, Out& out, bool& out_fired) {
    axis_.check(offer, in, Derived::channel());
    top_->in_valid_i = offer;
    if (offer) {
      static_cast<Derived*>(this)->apply(in);
      top_->in_tag_i = in.tag;
    }
    top_->out_ready_i = out_ready;
    low();
    const bool in_fired = offer && top_->in_ready_o;
    out_fired = top_->out_valid_o && out_ready;
    if (out_fired) {
      static_cast<Derived*>(this)->capture(out);
      out.tag = top_->out_tag_o;
    }
    high();
    axis_.fired(in_fired);
    return in_fired;
  }

 protected:
  explicit CoreDriver(VerilatedContext* ctx, const char* trace_path) : ModelDriver(ctx, trace_path) {
    top_->in_valid_i = 0;
    top_->out_ready_i = 0;
    top_->eval();
  }

 private:
  AxisRule<InT> axis_;
};

}  // namespace cl
