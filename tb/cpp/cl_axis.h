// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// AXI4-Stream timing of the harness sources and sinks (--stall-seed).
//
// A source (AxisSource) follows the AXI4-Stream rule: once it raises valid,
// valid and the beat stay unchanged until the beat is accepted. Random gaps
// (valid low) are inserted only between beats: after a beat is accepted, the
// next one is offered after a random number of clocks (usually 0-3, sometimes
// tens of clocks, so that the pipelines drain).
//
// A sink (AxisSink) may drop ready on any clock. Besides short random stalls
// it sometimes stalls for 100-700 clocks, longer than any output FIFO of the
// cores, so that back-pressure reaches the input.
//
// Without random timing (no --stall-seed) the source offers a beat whenever
// it has one and the sink is always ready.

#pragma once

#include <cstdint>

#include "cl_util.h"

namespace cl {

class AxisSource {
 public:
  AxisSource(bool random, Rng& rng) : random_(random), rng_(rng) { gap_ = draw_gap(); }

  // valid for this clock. `have`: the caller has a beat to send; it must
  // keep that beat unchanged until accepted() while raised() is true.
  bool valid(bool have) {
    if (!have) return false;
    if (raised_) return true;
    if (gap_ > 0) {
      gap_--;
      return false;
    }
    raised_ = true;
    return true;
  }

  // The beat offered this clock was taken (valid && ready at the edge).
  void accepted() {
    raised_ = false;
    gap_ = draw_gap();
  }

  // valid is up: the beat on the bus must not change.
  bool raised() const { return raised_; }

 private:
  uint32_t draw_gap() {
    if (!random_) return 0;
    uint32_t g = 0;
    while (g < 16 && rng_.chance(1, 4)) g++;  // geometric: mean 1/3 clock
    if (rng_.chance(1, 128)) g += 16 + static_cast<uint32_t>(rng_.next() % 112);
    return g;
  }

  bool random_;
  Rng& rng_;
  bool raised_ = false;
  uint32_t gap_ = 0;
};

class AxisSink {
 public:
  // Long stalls: on average one per `long_every` clocks, 100-700 clocks each.
  AxisSink(bool random, Rng& rng, unsigned long_every = 4096)
      : random_(random), rng_(rng), long_every_(long_every) {}

  // ready for this clock.
  bool ready() {
    if (!random_) return true;
    if (stall_ > 0) {
      stall_--;
      return false;
    }
    if (long_every_ && rng_.chance(1, long_every_)) {
      stall_ = 99 + static_cast<uint32_t>(rng_.next() % 601);
      long_stalls_++;
      return false;
    }
    return !rng_.chance(1, 4);
  }

  uint64_t long_stalls() const { return long_stalls_; }

 private:
  bool random_;
  Rng& rng_;
  unsigned long_every_;
  uint32_t stall_ = 0;
  uint64_t long_stalls_ = 0;
};

}  // namespace cl
