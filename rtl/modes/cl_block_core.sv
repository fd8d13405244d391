// Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
//
// cl_block_core: thin adapter that puts a block cipher core behind one
// interface for the modes engine (cipher_modes). The core is chosen by the
// CORE parameter (cipher_modes_pkg::CORE_*). Only TDES exists today; AES will
// be another generate branch with the same ports.
//
// Interface contract (the same for every core): valid/ready in and out;
// results leave in input order with their tag; in_ready_o depends only on
// registers; the core buffers its own results, so it never drops a block
// when out_ready_i is low.

module cl_block_core #(
  parameter int unsigned CORE             = cipher_modes_pkg::CORE_TDES, // which block core (CORE_*)
  parameter int unsigned BLOCK_W          = 64,        // block width in bits
  parameter int unsigned KEY_W            = 192,       // key bundle width in bits
  parameter int unsigned NUM_DES          = 3,         // TDES: 1 = DES, 3 = TDEA EDE
  parameter int unsigned STAGES           = 48,        // TDES: pipeline stages
  parameter int unsigned ROUNDS_PER_CYCLE = 1,         // TDES: rounds per stage per clock
  parameter bit          SPLIT_ROUND      = 1'b0,      // TDES: extra register in each round
  parameter bit          SBOX_ROM         = 1'b0,      // TDES: block-RAM ROM S-boxes (SPLIT_ROUND)
  parameter int unsigned TAG_W            = 1          // tag width carried with each block
) (
  input  logic               clk_i,
  input  logic               rst_ni,       // synchronous, active low
  input  logic               in_valid_i,
  output logic               in_ready_o,
  input  logic [BLOCK_W-1:0] in_block_i,
  input  logic [KEY_W-1:0]   in_key_i,
  input  logic               in_decrypt_i,
  input  logic [TAG_W-1:0]   in_tag_i,
  output logic               out_valid_o,
  input  logic               out_ready_i,
  output logic [BLOCK_W-1:0] out_block_o,
  output logic [TAG_W-1:0]   out_tag_o
);

  if (CORE == cipher_modes_pkg::CORE_TDES) begin : g_tdes
    if (BLOCK_W != 64 || KEY_W != 192) begin : g_err_width
      $fatal(1, "cl_block_core: TDES needs BLOCK_W=64 and KEY_W=192");
    end
    tdes_core #(
      .NUM_DES         (NUM_DES),
      .STAGES          (STAGES),
      .ROUNDS_PER_CYCLE(ROUNDS_PER_CYCLE),
      .TAG_W           (TAG_W),
      .SPLIT_ROUND     (SPLIT_ROUND),
      .SBOX_ROM        (SBOX_ROM)
    ) u_core (
      .clk_i,
      .rst_ni,
      .in_valid_i,
      .in_ready_o,
      .in_block_i,
      .in_key_i,
      .in_decrypt_i,
      .in_tag_i,
      .out_valid_o,
      .out_ready_i,
      .out_block_o,
      .out_tag_o
    );
  end else if (CORE == cipher_modes_pkg::CORE_AES) begin : g_aes
    $fatal(1, "cl_block_core: cipher_modes_pkg::CORE_AES is reserved; the AES core does not exist yet");
  end else begin : g_err_core
    $fatal(1, "cl_block_core: unknown CORE");
  end

endmodule
