# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The soak's checker (:mod:`cipherline.commands.soak`): it classifies a
harness run's outputs against the expected ones as lost, duplicated,
reordered, wrong (and, for the AES engine, leaked), and it merges the
streams of generated traffic into one input order.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

if TYPE_CHECKING:
    import numpy as np


class SoakError(RuntimeError):
    """A soak that cannot run or whose checker disagrees with the golden model."""


@dataclass
class Counts:
    """Output problems of one run: any non-zero count fails the soak.

    ``leaked``: beats of plaintext that a decryption must not release (the
    AES engine's GCM and CCM decryptions that fail or are refused)."""

    lost: int = 0
    duplicated: int = 0
    reordered: int = 0
    wrong: int = 0
    leaked: int = 0

    def add(self, other: Counts) -> None:
        self.lost += other.lost
        self.duplicated += other.duplicated
        self.reordered += other.reordered
        self.wrong += other.wrong
        self.leaked += other.leaked

    def bad(self) -> int:
        return self.lost + self.duplicated + self.reordered + self.wrong + self.leaked


def lis_length(seq: Sequence[int]) -> int:
    """Length of the longest strictly increasing subsequence (patience sorting)."""
    tails: list[int] = []
    for x in seq:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


def _out_of_order(positions: np.ndarray) -> int:
    """How many of these distinct positions arrived out of order (len - LIS)."""
    import numpy as np

    if len(positions) < 2 or bool(np.all(np.diff(positions) > 0)):
        return 0
    return len(positions) - lis_length(positions.tolist())


def classify_tagged(n: int, tags: np.ndarray, blocks: np.ndarray, expected: np.ndarray) -> Counts:
    """Core outputs (tag, block) in arrival order against the ``n`` expected blocks (tag = index)."""
    import numpy as np

    tags = tags.astype(np.int64)
    blocks = blocks.astype(np.uint64)
    if len(tags) == n and np.array_equal(tags, np.arange(n)) and np.array_equal(blocks, expected):
        return Counts()
    valid = tags < n
    vt, vb = tags[valid], blocks[valid]
    uniq, first = np.unique(vt, return_index=True)
    first = np.sort(first)                      # first arrivals, in arrival order
    arrived = vt[first]
    garbled = int((~valid).sum())               # impossible tags: wrong beats
    missing = n - len(uniq)
    paired = min(missing, garbled)              # a garbled beat stands for a missing block
    return Counts(lost=missing - paired, duplicated=len(vt) - len(uniq), reordered=_out_of_order(arrived),
                  wrong=int((vb[first] != expected[arrived]).sum()) + garbled)


def classify_sequence(expected: Sequence[Any], got: Sequence[Any],
                      leaked: Callable[[Any], bool] | None = None) -> Counts:
    """Output beats of one stream against its expected beat sequence (hashable beat values).

    Each arriving beat is matched with the earliest unmatched expected beat of
    the same value after the previous match, else with the earliest unmatched
    one anywhere (it arrived late or early: *reordered*, counted as matched
    beats minus their longest increasing run). A beat whose value has no
    unmatched expected beat left is *duplicated* if that value was expected,
    else *wrong*; unmatched expected beats are *lost*, except that a wrong beat
    and a lost one count once, as wrong. A beat whose value is not expected
    and that ``leaked`` says must never leave (plaintext of a failed
    decryption) is *leaked* instead of wrong (and stands for no lost beat).
    Beats with little entropy (CFB-1 segments, status beats) can make the
    split between categories ambiguous, but ``got != expected`` always gives
    a non-zero count.
    """
    if list(expected) == list(got):
        return Counts()
    where: dict[Any, list[int]] = defaultdict(list)
    for i, v in enumerate(expected):
        where[v].append(i)
    head = dict.fromkeys(where, 0)
    used = bytearray(len(expected))
    matched: list[int] = []
    dup = extra = leak = 0
    last = -1
    for v in got:
        lst = where.get(v)
        if lst is None:
            if leaked is not None and leaked(v):
                leak += 1
            else:
                extra += 1
            continue
        k = bisect_left(lst, last + 1)
        while k < len(lst) and used[lst[k]]:
            k += 1
        if k == len(lst):
            h = head[v]
            while h < len(lst) and used[lst[h]]:
                h += 1
            head[v] = h
            if h == len(lst):
                dup += 1
                continue
            k = h
        p = lst[k]
        used[p] = 1
        matched.append(p)
        last = p
    unmatched = len(expected) - len(matched)
    paired = min(unmatched, extra)
    return Counts(lost=unmatched - paired, duplicated=dup,
                  reordered=len(matched) - lis_length(matched), wrong=extra, leaked=leak)


def stream_merge(sid: np.ndarray, rng: np.random.Generator, streams: int, rate: np.ndarray | None = None,
                 shape: float | None = None) -> np.ndarray:
    """The send order of beats grouped by stream (``sid``: each beat's
    stream, each stream's beats together and in order): indices into them.

    Each stream sends at its own ``rate`` (default: every eighth stream hot,
    four times faster, and a random factor of 0.5-2), with exponential gaps
    between its beats (or gamma-distributed ones of ``shape``: more
    regular), so streams interleave beat by beat and sometimes run back to
    back; each stream's order is kept.
    """
    import numpy as np

    if rate is None:
        rate = np.where(np.arange(streams) % 8 == 0, 4.0, 1.0) * rng.uniform(0.5, 2.0, streams)
    gaps = (rng.exponential(1.0, len(sid)) if shape is None else rng.gamma(shape, 1 / shape, len(sid))) / rate[sid]
    t = np.cumsum(gaps)
    starts = np.flatnonzero(np.r_[True, sid[1:] != sid[:-1]])
    base = np.repeat(t[starts] - gaps[starts], np.diff(np.r_[starts, len(sid)]))
    return np.argsort(t - base, kind="stable")
