// How fast one AES-128 encryption round per clock runs on ECP5: a measurement
// of the structural option for a core whose latency is close to its II
// (docs/cores/aes.md, *A core for feedback chains*). The round register
// holds the S-box outputs; the loop is S-box outputs -> ShiftRows and
// MixColumns -> AddRoundKey with the next round key (the key step on the
// fly: SubWord from four more S-boxes, its XORs in prefix form) -> S-boxes.
// ROM_STYLE "logic": the S-boxes in LUTs; "block": in block RAMs, whose own
// address registers are then the round register, read unregistered
// (REGMODE NOREG, what Yosys infers).
module probe (
  input  logic         clk_i,
  input  logic         ld_i,     // start a block: the S-box inputs are din ^ key
  input  logic [127:0] din_i,
  input  logic [127:0] key_i,
  input  logic [7:0]   rcon_i,   // the round's Rcon (a port: the probe has no round counter)
  output logic [127:0] q_o       // the state after the round (a fabric copy)
);
  function automatic logic [7:0] xt(logic [7:0] b);
    xt = {b[6:0], 1'b0} ^ (b[7] ? 8'h1b : 8'h00);
  endfunction

  logic [15:0][7:0] sb;     // S(x): the block RAMs' outputs, a clock after their address
  logic [3:0][7:0]  kb;     // SubWord of the key's last word (its rotation)
  logic [127:0] k_q;        // the round key window of the round in the block RAMs
  logic [127:0] x_d, k_d, mc;
  logic [31:0]  w3_d;

  // ShiftRows then MixColumns of the S-box outputs (byte 0 at the top).
  always_comb begin
    for (int c = 0; c < 4; c++) begin
      logic [7:0] a0, a1, a2, a3;
      a0 = sb[(4 * c) % 16]; a1 = sb[(4 * c + 5) % 16]; a2 = sb[(4 * c + 10) % 16]; a3 = sb[(4 * c + 15) % 16];
      mc[127 - 32 * c -: 8]      = xt(a0) ^ xt(a1) ^ a1 ^ a2 ^ a3;
      mc[127 - 32 * c - 8 -: 8]  = a0 ^ xt(a1) ^ xt(a2) ^ a2 ^ a3;
      mc[127 - 32 * c - 16 -: 8] = a0 ^ a1 ^ xt(a2) ^ xt(a3) ^ a3;
      mc[127 - 32 * c - 24 -: 8] = xt(a0) ^ a0 ^ a1 ^ a2 ^ xt(a3);
    end
  end
  // The key step: w4 = w0 ^ t, w5 = w0 ^ w1 ^ t, ... (t = SubWord(RotWord(w3)) ^ Rcon).
  logic [31:0] t;
  assign t = {kb[0] ^ rcon_i, kb[1], kb[2], kb[3]};
  assign k_d[127:96] = k_q[127:96] ^ t;
  assign k_d[95:64]  = k_q[127:96] ^ k_q[95:64] ^ t;
  assign k_d[63:32]  = k_q[127:96] ^ k_q[95:64] ^ k_q[63:32] ^ t;
  assign k_d[31:0]   = k_q[127:96] ^ k_q[95:64] ^ k_q[63:32] ^ k_q[31:0] ^ t;
  assign x_d  = ld_i ? din_i ^ key_i : mc ^ k_d;
  assign w3_d = ld_i ? key_i[31:0] : k_d[31:0];

  always_ff @(posedge clk_i) begin
    k_q <= ld_i ? key_i : k_d;
    q_o <= mc;
  end
  for (genvar i = 0; i < 16; i++) begin : g_s
    probe_rom u_rom (.clk_i, .a_i(x_d[127 - 8 * i -: 8]), .d_o(sb[i]));
  end
  for (genvar i = 0; i < 4; i++) begin : g_k
    probe_rom u_rom (.clk_i, .a_i(w3_d[31 - 8 * ((i + 1) % 4) -: 8]), .d_o(kb[i]));
  end
endmodule

// The S-box as a ROM with a synchronous read (ROM_STYLE: LUTs and a register,
// or a DP16KD read NOREG).
module probe_rom (
  input  logic       clk_i,
  input  logic [7:0] a_i,
  output logic [7:0] d_o
);
  (* rom_style = `ROM_STYLE *) logic [7:0] m [256];
  initial $readmemh("sbox.hex", m);
  always_ff @(posedge clk_i) d_o <= m[a_i];
endmodule
