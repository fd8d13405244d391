# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine's throughput benchmark (``cipherline bench modes``; the
cocotb test ``bench``), apart from its tests (tb/modes/tb_cipher_modes.py,
whose environment it shares).

Knobs (cipherline.sim.tbenv.settings): ``bench_out``, the JSON file it
writes; ``bench_blocks``, blocks per stream (default 2048).
"""

from __future__ import annotations

import json
import random

import cocotb
from cocotb.triggers import ClockCycles

from cipherline.ref import modes_model as mm
from cipherline.ref.modes_model import Beat, Message
from tb.modes.harness import ModesHarness
from tb.modes.scenarios import Job, rand_key
from tb.modes.slots import SlotStore
from tb.modes.tb_cipher_modes import _setup, env


async def _bench_one(h: ModesHarness, block: mm.BlockFn, mode: int, dec: bool, streams: int,
                     blocks_per_stream: int) -> dict:
    rng = random.Random(streams * 1000 + mode * 10 + int(dec))
    W = block.width
    jobs = []
    for s in range(streams):
        beats = [Beat(rng.getrandbits(W), i == blocks_per_stream - 1, W) for i in range(blocks_per_stream)]
        msg = Message(0, mode, dec, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W,
                      taglen=W // 8, beats=beats)
        jobs.append(Job(mm.expected_beats(msg, block, env().ctr_w, policy=env().policy), msg, name="bench",
                        stream=s))
    # Commands first (they are not part of the measured data throughput).
    stats = await h.run(jobs, rr=True)
    n = streams * blocks_per_stream
    # Steady-state rate: output beats per clock between the 10 % and the 90 %
    # output (excludes the pipeline fill and the commands at the start); CMAC
    # has one output per message: input blocks taken per clock instead.
    t = stats["in_times"] if mode == mm.MODE_CMAC else stats["out_times"]
    assert len(t) == n
    lo, hi = n // 10, n - 1 - n // 10
    overall = stats["last_out"] - stats["first_in"] + 1
    return {"blocks": n, "cycles": overall, "blocks_per_clock": (hi - lo) / max(1, t[hi] - t[lo]),
            "overall_blocks_per_clock": n / overall, "latency": stats["first_out"] - stats["first_in"]}


async def _bench_aead(h: ModesHarness, block: mm.BlockFn, mode: int, dec: bool, streams: int,
                      sizes: list[int], seed: int = 0, aad: int = 0, slots: SlotStore | None = None) -> dict:
    """GCM (or CCM: ``mode``) messages of ``sizes`` payload bytes, one after
    the other, on each of ``streams`` streams, round robin beat by beat (no
    AAD, a 12-byte IV or 11-byte nonce: a header of 4 beats per message on
    the input link). The rate is payload blocks accepted per clock between
    the 10 % and the 90 % data beat (a decryption's tag beats counted out),
    a window with message boundaries in it: the headers of the next
    messages and the final steps. ``ops_per_clock``: the core operations
    per clock that rate means (GCM: H, a block per payload beat, the final
    step; CCM: Y0, a CTR block and a CBC-MAC step per payload beat, the
    final step). ``aad``: bytes of AAD per message (its beats are not
    payload); ``slots``: the messages name key slots of that store (a
    two-beat header) instead of carrying their keys."""
    from Crypto.Cipher import AES

    ccm = mode == mm.MODE_CCM
    rng = random.Random(seed * 7919 + streams * 1000 + 600 + 100 * int(ccm) + int(dec))
    jobs = []
    for n in sizes:
        for s in range(streams):
            key = rand_key(rng, block, degenerate=False)
            if slots is not None:  # one slot per stream
                key = slots.slots.setdefault(s, key)
            kb = (key & ((1 << 256) - 1)).to_bytes(32, "big")[:16 + 8 * (key >> 256)]
            iv, data, ad = rng.randbytes(12 if not ccm else 11), rng.randbytes(n), rng.randbytes(aad)
            tag = None
            if dec:
                cipher = (AES.new(kb, AES.MODE_CCM, nonce=iv, mac_len=16) if ccm
                          else AES.new(kb, AES.MODE_GCM, nonce=iv, mac_len=16))
                cipher.update(ad)
                data, tag = cipher.encrypt_and_digest(data)
            msg = (mm.ccm_message if ccm else mm.gcm_message)(0, key, iv, ad, data, 16, dec, tag)
            jobs.append(Job(mm.expected_beats(msg, block, env().ctr_w, policy=env().policy), msg, name="bench",
                            stream=s, slot=None if slots is None else s))
    stats = await h.run(jobs, rr=True)
    assert not stats["full"], (f"{stats['full']} decryptions ERR_FULL: the message buffer "
                               f"({block.auth_buf_beats} beats) is smaller than the open messages")
    per = [-(-m // 16) for m in sizes]
    payload = streams * sum(per)
    overall = stats["last_out"] - stats["first_in"] + 1
    # AAD beats, and a decryption's tag beat, are data beats but no payload.
    rate = _window_rate(stats, payload)
    ops = (2 * len(sizes) + (2 if ccm else 1) * sum(per)) / sum(per)  # core operations per payload block
    return {"blocks": payload, "cycles": overall, "blocks_per_clock": rate, "ops_per_clock": ops * rate,
            "overall_blocks_per_clock": payload / overall, "latency": stats["first_out"] - stats["first_in"]}


def _window_rate(stats: dict, payload: int) -> float:
    """Payload blocks per clock between the 10 % and the 90 % data beat in
    (``payload`` of the data beats are payload)."""
    t = stats["in_times"]
    n = len(t)
    lo, hi = n // 10, n - 1 - n // 10
    return (payload / n) * (hi - lo) / max(1, t[hi] - t[lo])


#: One message at a time: the payload sizes (bytes) of the one-stream rows
#: of CBC encryption, CMAC and CCM (GCM's are among its packet-size rows).
ONE_SIZES = ("64", "576", "1500")


async def _bench_chain(h: ModesHarness, block: mm.BlockFn, mode: int, size: int, reps: int) -> dict:
    """``reps`` messages of ``size`` bytes of a block mode (CBC encryption,
    CMAC), one after the other on one stream. CBC takes whole blocks, so its
    messages are rounded up to them; CMAC's last block is partial where the
    size says so. The rate is blocks taken per clock (as the GCM rows)."""
    rng = random.Random(mode * 131 + size)
    W = block.width
    nb = -(-size * 8 // W)
    last_bits = W if mode == mm.MODE_CBC else (size * 8 - (nb - 1) * W)
    jobs = []
    for _ in range(reps):
        beats = [Beat(rng.getrandbits(W), i == nb - 1, last_bits if i == nb - 1 else W) for i in range(nb)]
        msg = Message(0, mode, False, rand_key(rng, block, degenerate=False), rng.getrandbits(W), W,
                      taglen=W // 8, beats=beats)
        jobs.append(Job(mm.expected_beats(msg, block, env().ctr_w, policy=env().policy), msg, name="bench",
                        stream=0))
    stats = await h.run(jobs, rr=True)
    overall = stats["last_out"] - stats["first_in"] + 1
    return {"blocks": reps * nb, "cycles": overall, "blocks_per_clock": _window_rate(stats, reps * nb),
            "overall_blocks_per_clock": reps * nb / overall, "latency": stats["first_out"] - stats["first_in"]}


#: The GCM benchmark's messages (payload bytes): the Ethernet minimum, 576,
#: the Ethernet MTU, a jumbo frame, and an IMIX (7:4:1 of 64, 576 and 1,500).
GCM_SIZES = {"64": [64], "576": [576], "1500": [1500], "9216": [9216], "IMIX": [64] * 7 + [576] * 4 + [1500]}
#: Streams of the GCM benchmark's interleaved rows (fewer for a decryption
#: whose open messages would not fit in the message buffer).
GCM_MANY = 16


def _gcm_rows(blocks: int, buf_bytes: int, ns: int) -> list[tuple[str, bool, int, list[int]]]:
    """(size label, decrypt, streams, message sizes per stream) of each GCM
    row: one stream and GCM_MANY streams (at most the engine's ``ns``), each
    with about ``blocks`` payload blocks (at least three messages a stream
    for one stream, one for many)."""
    rows = []
    for label, cycle in GCM_SIZES.items():
        cyc_blocks = sum(-(-n // 16) for n in cycle)
        for dec in (False, True):
            for many in (False, True):
                streams = min(GCM_MANY, ns)
                if many and dec and buf_bytes:
                    # Every stream's message is open at once (round robin).
                    streams = max(1, min(streams, buf_bytes // max(cycle)))
                streams = streams if many else 1
                if many and streams == 1:
                    continue
                reps = max(1 if many else 3, -(-blocks // (streams * cyc_blocks)))
                rows.append((label, dec, streams, cycle * reps))
    return rows


@cocotb.test()
async def bench(dut):
    """Throughput benchmark (cipherline bench modes); writes the knob bench_out (JSON)."""
    h, block, _ = _setup(dut)
    out = env().knobs.get("bench_out")
    blocks = int(env().knobs.get("bench_blocks", 2048))
    await h.reset()
    # The context sweep and the message buffer's free list (its words).
    await ClockCycles(dut.clk_i, max(h.ns, block.auth_buf_beats) + 4)
    results = []
    # The modes the engine builds (MODES; an engine without the parameter
    # builds every mode): the others are not measured.
    built = int(env().config.p.get("MODES", 0xFF))

    def has(mode: int) -> bool:
        return bool(built >> mode & 1)

    async def one(name: str, mode: int, dec: bool, streams: int, per: int) -> None:
        r = await _bench_one(h, block, mode, dec, streams, per)
        r.update(mode=name, streams=streams)
        if name == "CBC-encrypt" and streams == 1:
            # One block per feedback round trip: its clocks, issue to issue.
            r["round_trip"] = round(1 / r["blocks_per_clock"], 1)
        dut._log.info("%s", r)
        results.append(r)

    for name, mode, dec in (("ECB", mm.MODE_ECB, False), ("CTR", mm.MODE_CTR, False),
                            ("CBC-decrypt", mm.MODE_CBC, True)):
        if has(mode) and not (dec and block.forward_only):
            await one(name, mode, dec, 1, blocks)
    s = 1
    while has(mm.MODE_CBC) and s <= h.ns:
        await one("CBC-encrypt", mm.MODE_CBC, False, s, max(min(blocks // s, 256), 32))  # 1 stream: 256 are plenty
        s *= 2
    # The other feedback modes (CFB with BLOCK_W-bit segments) with every stream interleaved.
    per = max(blocks // h.ns, 32)
    for name, mode in (("CFB-encrypt", mm.MODE_CFB), ("OFB", mm.MODE_OFB), ("CMAC", mm.MODE_CMAC)):
        if has(mode):
            await one(name, mode, False, h.ns, per)
    # One message at a time: messages of 64, 576 and 1,500 bytes back to
    # back on one stream (CBC encryption, CMAC; CCM below with the AEAD rows).
    for label in ONE_SIZES:
        for name, mode in (("CBC-encrypt", mm.MODE_CBC), ("CMAC", mm.MODE_CMAC)):
            if not has(mode):
                continue
            nb = -(-int(label) * 8 // block.width)
            r = await _bench_chain(h, block, mode, int(label), max(3, -(-256 // nb)))
            r.update(mode=f"{name} {label}", streams=1, size=label)
            dut._log.info("%s", r)
            results.append(r)
    # CCM (AES engines with GCM): every stream interleaved (a decryption: as
    # many as the message buffer holds), two 2 KiB messages each (128 payload blocks, no AAD: a header of 4 beats on the
    # input link, and Y0 and the final step on the core, per message; two
    # core operations per payload block). Decryption goes through the
    # message buffer unless RELEASE_UNVERIFIED (an ERR_FULL fails the
    # benchmark).
    if block.aead:
        buf = 16 * block.auth_buf_beats  # 0: no message buffer (RELEASE_UNVERIFIED)
        for name, mode, dec in (("CCM-encrypt", mm.MODE_CCM, False), ("CCM-decrypt", mm.MODE_CCM, True)):
            if not has(mode):
                continue
            # As many streams as the message buffer holds open decryptions.
            streams = max(1, min(h.ns, buf // 2048)) if dec and buf else h.ns
            r = await _bench_aead(h, block, mode, dec, streams, [2048] * 2)
            r.update(mode=name, streams=streams)
            dut._log.info("%s", r)
            results.append(r)
        # CCM one message at a time (one stream), as CBC and CMAC above.
        for label in ONE_SIZES if has(mm.MODE_CCM) else ():
            for dec in (False, True):
                reps = max(3, -(-256 // -(-int(label) // 16)))
                r = await _bench_aead(h, block, mm.MODE_CCM, dec, 1, [int(label)] * reps)
                r.update(mode=f"CCM-{'decrypt' if dec else 'encrypt'} {label}", streams=1, size=label)
                dut._log.info("%s", r)
                results.append(r)
        # GCM at packet sizes, one stream and interleaved, with the engine's
        # message buffer (a decryption's plaintext waits in it).
        rng = random.Random(5)
        for label, dec, streams, sizes in _gcm_rows(blocks, buf, h.ns) if has(mm.MODE_GCM) else ():
            if label == "IMIX":
                rng.shuffle(sizes)
            r = await _bench_aead(h, block, mm.MODE_GCM, dec, streams, sizes)
            r.update(mode=f"GCM-{'decrypt' if dec else 'encrypt'} {label}", streams=streams, size=label)
            dut._log.info("%s", r)
            results.append(r)
        # IPsec ESP-shaped packets (an engine with SA): GCM encryption and
        # decryption, 8 bytes of AAD, 64 bytes of payload, a 16-byte tag,
        # naming a key slot and with the key inline; on one stream and on
        # GCM_MANY. In-band headers: a slot header (control and IV beats: 7
        # input beats for 4 payload blocks, 8 for a decryption with its tag
        # beat) or the key inline (9, 10); with descriptors (DESC) the data
        # link carries the AAD and payload beats (and the tag beat) alone.
        if env().config.p.get("SA") and has(mm.MODE_GCM):
            store = SlotStore(dut, 1)
            names = ("slot descriptor", "key in descriptor") if h.desc else ("slot header", "inline key")
            for dec in (False, True):
                for hdr, st in zip(names, (store, None)):
                    for streams in (1, min(GCM_MANY, h.ns)):
                        reps = max(3, -(-blocks // (4 * streams)))
                        r = await _bench_aead(h, block, mm.MODE_GCM, dec, streams, [64] * reps, aad=8, slots=st)
                        r.update(mode=f"GCM-{'decrypt' if dec else 'encrypt'} ESP 64 B, {hdr}", streams=streams)
                        dut._log.info("%s", r)
                        results.append(r)
    if out:
        with open(out, "w") as f:
            json.dump(results, f, indent=1)
