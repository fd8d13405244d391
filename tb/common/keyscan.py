# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Key-material scan over a whole simulated design hierarchy (cocotb).

:func:`scan` walks every signal and every memory word below a handle (the
design must be built with its internals public; see ``run_cocotb(public=)``)
and reports where any of a set of bit patterns occurs, at any bit offset.
:func:`tdes_patterns` gives the forms in which a TDEA key bundle can sit in
cipherline's TDES hardware: the raw 64-bit keys, and PC-1(K) (C||D, 56 bits)
at every rotation, plain and bit-reversed (iterative stages keep decryption
keys reversed). :func:`aes_patterns` gives those of an AES key bundle: the
key itself, and every 64 bits of two consecutive words of its expanded key
(the stage registers hold a window of the key schedule, in either
direction). CMAC subkey material (L = E_K(0), K1, K2) is added by the
caller as block-wide patterns.

Because the scan searches values, not names, a register that is added later
and keeps a key is found without anyone listing it. The test that uses it
also checks, while keys are live, that the scan finds them in the context
RAM, the core input FIFO and the core's stage registers, so a walk that
misses part of the hierarchy fails instead of passing vacuously.
"""

from __future__ import annotations

from dataclasses import dataclass

from cocotb.handle import ArrayObject, HierarchyArrayObject, HierarchyObject, ValueObjectBase

_PC1 = [57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3,
        60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37,
        29, 21, 13, 5, 28, 20, 12, 4]


@dataclass(frozen=True)
class Pattern:
    name: str
    bits: str  # MSB first

    @staticmethod
    def of(name: str, value: int, width: int) -> "Pattern":
        return Pattern(name, format(value, f"0{width}b"))


def _pc1(k: int) -> int:
    out = 0
    for pos in _PC1:
        out = (out << 1) | ((k >> (64 - pos)) & 1)
    return out


def _rotl28(x: int, r: int) -> int:
    r %= 28
    return ((x << r) | (x >> (28 - r))) & 0xFFFFFFF


def _rev28(x: int) -> int:
    return int(format(x, "028b")[::-1], 2)


def tdes_patterns(bundle: int, name: str = "key") -> list[Pattern]:
    """Every form of the three keys of a 192-bit bundle (K1 = bits 191:128)."""
    pats = []
    for i in range(3):
        k = (bundle >> (128 - 64 * i)) & ((1 << 64) - 1)
        pats.append(Pattern.of(f"{name}.K{i + 1}", k, 64))
        cd = _pc1(k)
        c, d = cd >> 28, cd & 0xFFFFFFF
        for form, (c0, d0) in (("cd", (c, d)), ("rev_cd", (_rev28(c), _rev28(d)))):
            for r in range(28):
                v = (_rotl28(c0, r) << 28) | _rotl28(d0, r)
                pats.append(Pattern.of(f"{name}.K{i + 1}.{form}<<{r}", v, 56))
    return pats


def aes_patterns(bundle: int, name: str = "key") -> list[Pattern]:
    """The key of an AES bundle {key size code (2 bits), key (256 bits, left
    aligned)} and every two consecutive words of its expanded key."""
    from cipherline.ref.aes_schedule import expand_key

    code = bundle >> 256
    if code > 2:
        raise ValueError(f"{name}: key size code {code} names no AES key")
    nbytes = 16 + 8 * code
    key = ((bundle >> (256 - 8 * nbytes)) & ((1 << (8 * nbytes)) - 1)).to_bytes(nbytes, "big")
    w = expand_key(key)
    pats = [Pattern.of(f"{name}.key", int.from_bytes(key, "big"), 8 * nbytes)]
    pats += [Pattern.of(f"{name}.w{i}", (w[i] << 32) | w[i + 1], 64) for i in range(len(w) - 1)]
    return pats


def _leaves(handle, path: str, seen: set[str]):
    """(path, handle) of every signal and memory word below ``handle``.

    Scopes are visited once, by their full path. An element of a generate
    array is looked up by name in the array's parent: Verilator's VPI gives
    an indexed element the array's own type again, and lists a generate
    scope among its own children.
    """
    if isinstance(handle, ValueObjectBase) and not isinstance(handle, ArrayObject):
        yield path, handle
        return
    full = handle._path
    if full in seen:
        return
    seen.add(full)
    if isinstance(handle, ArrayObject):
        for i, h in enumerate(handle):
            yield from _leaves(h, f"{path}[{i}]", seen)
        return
    if not isinstance(handle, HierarchyObject):
        raise TypeError(f"{path}: cannot scan a {type(handle).__name__}")
    for child in list(handle):
        if child._path == handle._path:
            continue  # Verilator lists a generate scope inside itself
        if isinstance(child, HierarchyArrayObject):
            for i in sorted(child._keys()):
                elem = handle._id(f"{child._name}[{i}]", extended=False)
                yield from _leaves(elem, f"{path}.{child._name}[{i}]", seen)
        else:
            yield from _leaves(child, f"{path}.{child._name}", seen)


def scan(dut, patterns: list[Pattern], skip_top: tuple[str, ...] = ()) -> tuple[dict[str, list[str]], int]:
    """Signals (by path) holding any pattern, with the pattern names found,
    and the number of signals and memory words scanned.

    ``skip_top``: names of top-level signals not to scan (the testbench's own
    input ports).
    """
    found: dict[str, list[str]] = {}
    count = 0
    seen: set[str] = {dut._path}
    for child in list(dut):
        if child._name in skip_top:
            continue
        for path, h in _leaves(child, f"{dut._name}.{child._name}", seen):
            count += 1
            try:
                val = h.value
            except Exception:  # noqa: BLE001 - a handle without a readable value
                continue
            width = len(val) if hasattr(val, "__len__") else 1
            if width < 56:
                continue
            try:
                text = format(int(val), f"0{width}b")
            except ValueError:  # X/Z bits cannot hold a key
                continue
            hits = [p.name for p in patterns if p.bits in text]
            if hits:
                found[path] = hits
    return found, count


def leaf_paths(dut) -> list[str]:
    """Every path :func:`scan` visits (for diagnosis)."""
    seen: set[str] = {dut._path}
    return [p for child in list(dut) for p, _ in _leaves(child, f"{dut._name}.{child._name}", seen)]
