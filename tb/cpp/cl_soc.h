// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// The SoC top cipherline_axi (rtl/top/cipherline_axi.sv, -DCL_SOC=1) in the
// C++ harness: the packet interface of CipherModesDriver and an AXI4-Lite
// master on its register port (docs/csr.md), through which the C driver
// (sw/device/lib/dif/dif_cipherline.c, linked into the harness) loads key
// slots, enables the engine and zeroizes. SocTop::read32 and write32 are
// the driver's MMIO callbacks (dif_cipherline_init with the SocTop as the
// context): each moves one 32-bit word, running the clock with the packet
// interface idle (no beat offered, m_axis_tready_i low, so no output beat
// is lost) until the handshakes end. Every wait is bounded (kAxilClocks per
// channel: a read's AR and R, a write's AW, W and B); a response other than
// OKAY, or no answer, is fatal.

#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "cipher_modes_driver.h"
#include "dif_cipherline.h"

#if !defined(CL_SOC)
#error "cl_soc.h drives the SoC top: build with -DCL_SOC=1 (src/cipherline/sim/harness.py does)"
#endif

namespace cl {

// SLOT_SEL.ALG, the driver's algorithm codes, are the engines' ids.
static_assert(CL_TDES_ALG == kDifCipherlineAlgTdes && CL_AES_ALG == kDifCipherlineAlgAes,
              "dif_cipherline_alg_t and cipher_modes_pkg::ALG_* differ");

class SocTop : public CipherModesDriver {
 public:
  // Clocks one AXI4-Lite handshake may wait.
  static constexpr int kAxilClocks = 1000;
  // Status reads of one wait of the C driver (a commit, a zeroize sweep of
  // up to 1,024 slots: a read takes 3 clocks or more).
  static constexpr uint32_t kPollLimit = 2000;

  using CipherModesDriver::CipherModesDriver;

  // A 32-bit register read at byte offset `offset` (AR, then R).
  uint32_t read32(uint32_t offset) {
    idle_packets();
    top_->s_axil_araddr_i = offset;
    top_->s_axil_arvalid_i = 1;
    top_->s_axil_rready_i = 1;
    bool ar = true;
    for (int n = 0;; n++) {
      if (n > 2 * kAxilClocks) fatal("AXI4-Lite: no answer to the read of offset " + hex(offset));
      low();
      const bool ar_taken = ar && top_->s_axil_arready_o;
      const bool r_taken = top_->s_axil_rvalid_o;
      const uint32_t data = top_->s_axil_rdata_o, resp = top_->s_axil_rresp_o;
      high();
      if (ar_taken) {
        ar = false;
        top_->s_axil_arvalid_i = 0;
      }
      if (r_taken) {
        if (ar) fatal("AXI4-Lite: read data before the address of offset " + hex(offset));
        top_->s_axil_rready_i = 0;
        check_resp(resp, "read", offset);
        accesses_++;
        return data;
      }
    }
  }

  // A 32-bit register write at `offset`, every byte strobed (AW and W
  // together, then B).
  void write32(uint32_t offset, uint32_t value) {
    idle_packets();
    top_->s_axil_awaddr_i = offset;
    top_->s_axil_awvalid_i = 1;
    top_->s_axil_wdata_i = value;
    top_->s_axil_wstrb_i = 0xF;
    top_->s_axil_wvalid_i = 1;
    top_->s_axil_bready_i = 1;
    bool aw = true, w = true;
    for (int n = 0;; n++) {
      if (n > 3 * kAxilClocks) fatal("AXI4-Lite: no answer to the write of offset " + hex(offset));
      low();
      const bool aw_taken = aw && top_->s_axil_awready_o;
      const bool w_taken = w && top_->s_axil_wready_o;
      const bool b_taken = top_->s_axil_bvalid_o;
      const uint32_t resp = top_->s_axil_bresp_o;
      high();
      if (aw_taken) {
        aw = false;
        top_->s_axil_awvalid_i = 0;
      }
      if (w_taken) {
        w = false;
        top_->s_axil_wvalid_i = 0;
      }
      if (b_taken) {
        if (aw || w) fatal("AXI4-Lite: a write response before the write of offset " + hex(offset));
        top_->s_axil_bready_i = 0;
        check_resp(resp, "write", offset);
        accesses_++;
        return;
      }
    }
  }

  // The C driver's callbacks (ctx: the SocTop).
  static uint32_t mmio_read32(void* ctx, uint32_t offset) { return static_cast<SocTop*>(ctx)->read32(offset); }
  static void mmio_write32(void* ctx, uint32_t offset, uint32_t value) {
    static_cast<SocTop*>(ctx)->write32(offset, value);
  }

  // Register accesses so far.
  uint64_t accesses() const { return accesses_; }

 private:
  void idle_packets() {
    top_->s_axis_tvalid_i = 0;
    top_->s_axis_cmd_tvalid_i = 0;
    top_->m_axis_tready_i = 0;
  }

  static std::string hex(uint32_t v) {
    char s[16];
    std::snprintf(s, sizeof s, "0x%03x", v);
    return s;
  }

  static void check_resp(uint32_t resp, const char* what, uint32_t offset) {
    if (resp != 0) fatal(std::string("AXI4-Lite: ") + what + " of offset " + hex(offset) + " answered " +
                         (resp == 2 ? "SLVERR" : resp == 3 ? "DECERR" : "EXOKAY"));
  }

  uint64_t accesses_ = 0;
};

// The C driver's result codes, as the harness's JSON lines name them.
inline const char* dif_result_name(dif_cipherline_result_t r) {
  switch (r) {
    case kDifCipherlineOk: return "ok";
    case kDifCipherlineBadArg: return "bad_arg";
    case kDifCipherlineTimeout: return "timeout";
    case kDifCipherlineSlotRefused: return "refused";
  }
  return "?";
}

}  // namespace cl
