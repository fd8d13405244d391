// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_axil_pkg: the AXI4-Lite register interface of the CSR block and the
// tops above it: 32-bit data, byte addresses, no AWPROT / ARPROT (every
// access is treated alike).
//
// The slave's ports are written once, here, as macros (Yosys reads no
// SystemVerilog interfaces); a macro is defined from here to the end of the
// compilation, and this package comes first in the CSR block's file list.
// `CL_AXIL_S_PORTS(addr_w) declares the 17 slave ports, s_axil_*, with
// addr_w address bits; it does not end with a comma. `CL_AXIL_CONNECT
// connects all of them, by name, to the same names one level up.

package cl_axil_pkg;

  // Response codes (BRESP, RRESP).
  parameter logic [1:0] RESP_OKAY   = 2'b00;
  parameter logic [1:0] RESP_SLVERR = 2'b10;

endpackage

`define CL_AXIL_S_PORTS(addr_w) \
  input  logic                 s_axil_awvalid_i, \
  output logic                 s_axil_awready_o, \
  input  logic [(addr_w)-1:0]  s_axil_awaddr_i, \
  input  logic                 s_axil_wvalid_i, \
  output logic                 s_axil_wready_o, \
  input  logic [31:0]          s_axil_wdata_i, \
  input  logic [3:0]           s_axil_wstrb_i, \
  output logic                 s_axil_bvalid_o, \
  input  logic                 s_axil_bready_i, \
  output logic [1:0]           s_axil_bresp_o, \
  input  logic                 s_axil_arvalid_i, \
  output logic                 s_axil_arready_o, \
  input  logic [(addr_w)-1:0]  s_axil_araddr_i, \
  output logic                 s_axil_rvalid_o, \
  input  logic                 s_axil_rready_i, \
  output logic [31:0]          s_axil_rdata_o, \
  output logic [1:0]           s_axil_rresp_o

`define CL_AXIL_CONNECT \
    .s_axil_awvalid_i, \
    .s_axil_awready_o, \
    .s_axil_awaddr_i, \
    .s_axil_wvalid_i, \
    .s_axil_wready_o, \
    .s_axil_wdata_i, \
    .s_axil_wstrb_i, \
    .s_axil_bvalid_o, \
    .s_axil_bready_i, \
    .s_axil_bresp_o, \
    .s_axil_arvalid_i, \
    .s_axil_arready_o, \
    .s_axil_araddr_i, \
    .s_axil_rvalid_o, \
    .s_axil_rready_i, \
    .s_axil_rdata_o, \
    .s_axil_rresp_o
