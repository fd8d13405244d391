# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Published reference implementations, from the seed papers' own tables.

These are *other devices* (Xilinx Virtex / Virtex-II / Spartan-3, Altera
Cyclone II) and were *not measured here*; they are drawn on the Pareto plot
as context, never mixed into our Pareto front. One entry (the older open
pipelined 3DES core) is on our ECP5 flow but quoted, not re-run.

Area is given as 4-input LUT equivalents where the paper reports LUTs (or
LUT-based ROMs, counted as LUTs); ``area_text`` keeps the paper's own units.
Throughput is the paper's figure in Gbit/s (MByte/s converted x8).

``family`` groups ciphers for filtering: "des" (DES and TDEA, shown with
TDES reports) and "aes" (shown only when an AES core is reported).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Reference:
    key: str
    source: str  # short citation
    seed: str  # file in /work/shared/seeds
    family: str  # "des" or "aes"
    cipher: str  # "3DES", "DES", "AES-128"
    design: str
    device: str
    lut4: int | None  # LUT4 equivalents (None: not reported as LUTs)
    area_text: str  # area in the paper's own units
    fmax_mhz: float | None
    gbps: float
    ii: int | None  # cycles per block
    note: str = ""
    same_flow: bool = False  # True: ECP5 with this project's flow (quoted, not re-run)

    @property
    def mbps_per_lut4(self) -> float | None:
        return self.gbps * 1000.0 / self.lut4 if self.lut4 else None

    @property
    def short(self) -> str:
        return f"{self.design} ({self.device}, {self.source})"

    def to_json(self) -> dict:
        d = asdict(self)
        d["mbps_per_lut4"] = self.mbps_per_lut4
        return d


REFERENCES: tuple[Reference, ...] = (
    # Hämäläinen et al., seed 000, Virtex XCV800-6, ROM S-boxes (16x1 ROMs are LUTs).
    Reference(
        "hamalainen-iter", "Hämäläinen et al.", "000_4bbbf3fc7479c2b7.txt", "des", "3DES",
        "iterative 1 round/clk, ROM S-boxes", "Xilinx Virtex XCV800-6",
        lut4=1110 + 128, area_text="740 slices, 1,110 LUTs + 128 16x1 ROMs",
        fmax_mhz=35.791, gbps=5.61 * 8 / 1000, ii=51,
        note="Table 3 (optimized, inner IP/FP removed), 5.61 MB/s"),
    Reference(
        "hamalainen-2round", "Hämäläinen et al.", "000_4bbbf3fc7479c2b7.txt", "des", "3DES",
        "iterative 2 rounds/clk, ROM S-boxes", "Xilinx Virtex XCV800-6",
        lut4=1175 + 256, area_text="833 slices, 1,175 LUTs + 256 16x1 ROMs",
        fmax_mhz=29.044, gbps=8.61 * 8 / 1000, ii=27,
        note="Table 4, 8.61 MB/s"),
    Reference(
        "hamalainen-pipe", "Hämäläinen et al.", "000_4bbbf3fc7479c2b7.txt", "des", "3DES",
        "24-stage pipeline, 2 rounds/stage, ROM S-boxes", "Xilinx Virtex XCV800-6",
        lut4=3568 + 6184, area_text="6,689 slices, 3,568 LUTs + 6,184 16x1 ROMs",
        fmax_mhz=45.550, gbps=364 * 8 / 1000, ii=1,
        note="Table 5, 364 MB/s"),
    # Rosal & Kumar, seed 002, Cyclone II EP2C35F672C6.
    Reference(
        "rosal-pipe", "Rosal & Kumar", "002_b24414d343d1cd56.txt", "des", "3DES",
        "48-stage pipeline", "Altera Cyclone II EP2C35",
        lut4=13915, area_text="13,915 LEs (LUT4 + FF each)",
        fmax_mhz=50.0, gbps=3.2, ii=1,
        note="Tables 2-3; clocked at the 50 MHz board clock (fmax not reported)"),
    # Rouvroy et al., seed 003, Virtex-II XC2V1000-5.
    Reference(
        "rouvroy-seq", "Rouvroy et al.", "003_ec8b96f0bbe68c39.txt", "des", "3DES",
        "sequential, 1 block / 18 clk", "Xilinx Virtex-II XC2V1000-5",
        lut4=1103, area_text="604 slices, 1,103 LUTs, 672 FFs",
        fmax_mhz=258.0, gbps=0.917, ii=18,
        note="Tables 3 and 5"),
    Reference(
        "rouvroy-des-pipe", "Rouvroy et al.", "003_ec8b96f0bbe68c39.txt", "des", "DES",
        "single DES, 37-stage pipeline", "Xilinx Virtex-II XC2V1000-5",
        lut4=3775, area_text="2,965 slices, 3,775 LUTs, 4,387 FFs",
        fmax_mhz=333.0, gbps=21.3, ii=1,
        note="Tables 1-2; single DES (16 rounds), not TDEA"),
    # Quoted comparison point on this project's own flow.
    Reference(
        "older-open-pipe", "older open core", "(project brief)", "des", "3DES",
        "older open pipelined 3DES core", "Lattice ECP5 (same flow)",
        lut4=10594, area_text="10,594 LUT4, 8,808 FF",
        fmax_mhz=209.6, gbps=13.4, ii=1,
        note="figures as quoted in the project brief", same_flow=True),
    # AES: shown only when an AES core is reported.
    Reference(
        "aziz-aes", "Aziz & Ikram", "001_6c99706a21b7c962.txt", "aes", "AES-128",
        "sequential AES-128, 11 clk/block, BRAM S-boxes", "Xilinx Spartan-3",
        lut4=None, area_text="481 slices, 10 block RAMs",
        fmax_mhz=231.97, gbps=2.699, ii=11,
        note="Table 1; LUTs not reported (<= 2 per slice)"),
    Reference(
        "chodowiec-aes", "Chodowiec, Gaj et al.", "004_78e31b77a56d1785.txt", "aes", "AES-128",
        "Rijndael, IPSec (SLAAC-1V)", "Xilinx Virtex XCV1000",
        lut4=None, area_text="not given numerically (share of XCV1000)",
        fmax_mhz=None, gbps=0.998, ii=None,
        note="998 Mbit/s demonstrated experimentally"),
    Reference(
        "chodowiec-compact", "Chodowiec & Gaj, CHES 2003", "(anchors.md)", "aes", "AES-128",
        "compact, 32-bit datapath, encrypt and decrypt", "Xilinx Spartan-II",
        lut4=None, area_text="222 slices + 3 block RAMs",
        fmax_mhz=None, gbps=0.150, ii=None,
        note="the compact end of the curve, as quoted in shared/anchors.md"),
    Reference(
        "tiny-aes-v6", "tiny_aes (open core)", "(anchors.md)", "aes", "AES-128",
        "fully unrolled, T-tables, 2 clk/round, encrypt only", "Xilinx Virtex-6",
        lut4=None, area_text="3,536 LUT6 + 86 block RAMs",
        fmax_mhz=324.6, gbps=128 * 324.6 / 1000, ii=1,
        note="the core's own figure; T-tables in block RAM; LUT6, not LUT4"),
    # AES-GCM (authenticated encryption; compare with the AES engine's GCM
    # rate: docs/modes.md *GCM*).
    Reference(
        "lemsitzer-gcm", "Lemsitzer et al., CHES 2007", "(anchors.md)", "aes", "AES-GCM",
        "AES-GCM: pipelined AES and GHASH", "Xilinx Virtex-4",
        lut4=None, area_text="not quoted in shared/anchors.md",
        fmax_mhz=None, gbps=15.3, ii=None,
        note="GCM throughput as quoted in shared/anchors.md"),
    Reference(
        "zhou-gcm", "Zhou et al., ARC 2009", "(anchors.md)", "aes", "AES-GCM",
        "AES-GCM, 4-stage Karatsuba GHASH", "FPGA (not quoted)",
        lut4=None, area_text="not quoted in shared/anchors.md",
        fmax_mhz=None, gbps=30.0, ii=None,
        note="'above 30 Gbit/s' as quoted in shared/anchors.md (a lower bound)"),
    # The same peer core measured on this project's ECP5 flow (quoted, not re-run).
    Reference(
        "tiny-aes-ecp5", "tiny_aes (open core)", "(anchors.md)", "aes", "AES-128",
        "tiny_aes AES-128 pipelined, encrypt only", "Lattice ECP5 (same flow)",
        lut4=39971, area_text="39,971 LUT4, 6,576 FF, 0 EBR",
        fmax_mhz=193.0, gbps=24.7, ii=1,
        note="measured on this flow as quoted in shared/anchors.md", same_flow=True),
)


def references(families: set[str] | frozenset[str] | None = None) -> list[Reference]:
    """The references of the given cipher families (all if None)."""
    return [r for r in REFERENCES if families is None or r.family in families]
