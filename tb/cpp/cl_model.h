// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// Base of the cycle drivers of the cipherline C++ Verilator harnesses: owns
// the Verilated model (class Vtop, built with --prefix Vtop) and its optional
// VCD trace, and evaluates the two halves of a clock. Every top-level has
// clk_i and a synchronous active-low rst_ni. A driver derives from it, sets
// its own inputs, and calls low() / high() around its handshake sampling.

#pragma once

#include <cstdint>
#include <memory>

#include "Vtop.h"
#include "verilated.h"
#ifdef CL_TRACE
#include "verilated_vcd_c.h"
#endif

#include "cl_util.h"

namespace cl {

class ModelDriver {
 public:
  ModelDriver(const ModelDriver&) = delete;
  ModelDriver& operator=(const ModelDriver&) = delete;

  uint64_t cycles() const { return cycles_; }

 protected:
  explicit ModelDriver(VerilatedContext* ctx, const char* trace_path)
      : ctx_(ctx), top_(new Vtop{ctx, "top"}) {
#ifdef CL_TRACE
    if (trace_path) {
      ctx_->traceEverOn(true);
      tfp_.reset(new VerilatedVcdC);
      top_->trace(tfp_.get(), 99);
      tfp_->open(trace_path);
    }
#else
    if (trace_path) fatal("this harness was built without tracing (build with --trace)");
#endif
    top_->clk_i = 0;
    top_->rst_ni = 0;
  }

  ~ModelDriver() {
    top_->final();
#ifdef CL_TRACE
    if (tfp_) tfp_->close();
#endif
  }

  // First half of a clock: clock low, inputs applied and settled (the caller
  // samples the handshakes after this).
  void low() {
    top_->clk_i = 0;
    top_->eval();
    dump();
  }

  // Second half: the rising edge.
  void high() {
    top_->clk_i = 1;
    top_->eval();
    dump();
    cycles_++;
  }

  // Hold reset for n clocks (the caller has set its valid/ready inputs low),
  // then release it; the cycle count restarts.
  void reset_clocks(int n) {
    top_->rst_ni = 0;
    for (int i = 0; i < n; i++) {
      top_->clk_i = 0;
      top_->eval();
      top_->clk_i = 1;
      top_->eval();
    }
    top_->rst_ni = 1;
    cycles_ = 0;
  }

  VerilatedContext* ctx_;
  std::unique_ptr<Vtop> top_;

 private:
  void dump() {
#ifdef CL_TRACE
    if (tfp_) tfp_->dump(ctx_->time());
    ctx_->timeInc(1);
#endif
  }

#ifdef CL_TRACE
  std::unique_ptr<VerilatedVcdC> tfp_;
#endif
  uint64_t cycles_ = 0;
};

// Self-check of a harness source against the AXI4-Stream rule: once valid
// is raised, valid and the beat stay until the beat is accepted. A harness
// that breaks it stops with an error.
template <class Beat>
class AxisRule {
 public:
  // Before the clock: the source's valid and beat.
  void check(bool valid, const Beat& b, const char* channel) {
    if (pending_ && !(valid && b == last_))
      fatal(std::string("AXI4-Stream rule broken on ") + channel + ": the harness " +
            (valid ? "changed" : "withdrew") + " a beat before it was accepted");
    valid_ = valid;
    if (valid) last_ = b;
  }
  // After the clock: whether the beat was taken.
  void fired(bool accepted) { pending_ = valid_ && !accepted; }

 private:
  Beat last_{};
  bool pending_ = false, valid_ = false;
};

// Options every harness takes; a harness with more derives from this and
// handles its own in the `extra` callback of parse_harness_args.
struct HarnessOptions {
  std::string cmd, in_path, out_path, spec_path, trace_path, key_hex;
  std::string keys_path;  // soak: key pool
  bool decrypt = false, stalls = false;
  uint64_t stall_seed = 0, max_idle = 100000, progress_every = 1u << 16;
  uint64_t drain = 2000;  // soak: clocks after the last expected output
  uint64_t expect = 0;    // soak (modes): output beats to wait for
  int keylen = -1;        // stream (aes_core): key length code for a key field given whole (--keylen)
};

// argv[1] is the subcommand. extra(option, value_getter) returns false for an
// option it does not know.
template <class Options, class Extra>
Options parse_harness_args(int argc, char** argv, const char* usage, Extra extra) {
  Options o;
  if (argc < 2) fatal(usage);
  o.cmd = argv[1];
  for (int i = 2; i < argc; i++) {
    const std::string a = argv[i];
    auto val = [&](const char* name) -> std::string {
      if (i + 1 >= argc) fatal(std::string("missing value for ") + name);
      return argv[++i];
    };
    if (a == "--in") o.in_path = val("--in");
    else if (a == "--out") o.out_path = val("--out");
    else if (a == "--spec") o.spec_path = val("--spec");
    else if (a == "--key") o.key_hex = val("--key");
    else if (a == "--decrypt") o.decrypt = true;
    else if (a == "--keylen") o.keylen = static_cast<int>(parse_u64(val("--keylen"), "--keylen"));
    else if (a == "--trace") o.trace_path = val("--trace");
    else if (a == "--stall-seed") {
      o.stalls = true;
      o.stall_seed = parse_u64(val("--stall-seed"), "--stall-seed");
    } else if (a == "--max-idle") o.max_idle = parse_u64(val("--max-idle"), "--max-idle");
    else if (a == "--progress-every") o.progress_every = parse_u64(val("--progress-every"), "--progress-every");
    else if (a == "--keys") o.keys_path = val("--keys");
    else if (a == "--drain") o.drain = parse_u64(val("--drain"), "--drain");
    else if (a == "--expect") o.expect = parse_u64(val("--expect"), "--expect");
    else if (a.rfind("+verilator", 0) == 0) continue;  // Verilator's own arguments
    else if (!extra(o, a, val)) fatal("unknown option '" + a + "'");
  }
  return o;
}

}  // namespace cl
