# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine's AXI4-Stream packet format (docs/modes.md), in Python.

One message is one packet on its stream (TID): the header beats (control,
key, IV), then the data beats. Byte lane k of a beat is ``tdata[8k+7:8k]``
and holds byte k of the block: a big-endian block value ``v`` (the model's
MSB-aligned ints) is the tdata ``int.from_bytes(v.to_bytes(nb, "big"),
"little")``. :class:`PacketFormat` turns a :class:`~cipherline.ref.modes_model.Message`
into beats ``(tdata, tkeep, tlast)`` and expected output beats into the
``(tdata, tkeep)`` the engine sends;
:func:`cipherline.cores.reference.packet_format` gives the format of a
registry cipher's engine (this module takes what it needs as arguments and
does not import the registry). In the integrated top (rtl/top/tdes_aes_modes.sv) a
TDES packet has 128-bit beats (``packet_format("tdes", beat_bits=128)``):
blocks in lanes 0..7, the key in two key beats followed by zero bytes.
GCM and CCM messages (modes 6 and 7) also carry their IV length and AAD and
payload lengths in the control beat (lanes HB_IVLEN and HB_IVLEN_HI, HB_ALEN..,
HB_PLEN..),
and every one of their data beats has the TKEEP of its bits.
Keep in sync with rtl/modes/cipher_modes_pkg.sv and
rtl/modes/cm_packet_rx.sv.
"""

from __future__ import annotations

from dataclasses import dataclass

from cipherline.ref import modes_model as mm

__all__ = ["FLAG_SA", "HB_SLOT_LO", "HB_SLOT_HI", "HB_MODE", "HB_FLAGS", "HB_SEG", "HB_TAG", "HB_KSZ", "HB_ALG", "HB_IVLEN", "HB_IVLEN_HI", "HB_ALEN",
           "HB_PLEN", "HB_AEAD_RESERVED", "AEAD_MODES", "FAULTS",
           "PacketFormat", "turn", "keep_of"]

# Control beat byte lanes.
HB_MODE, HB_FLAGS, HB_SEG, HB_TAG, HB_KSZ, HB_ALG = range(6)
#: GCM / CCM only (modes AEAD_MODES; lanes 6.. of other modes are reserved,
#: 0): lane HB_IVLEN the IV / nonce length in bytes, its low byte, and lane
#: HB_IVLEN_HI (the segment lane, unused by GCM and CCM) its high byte; lane 7
#: reserved (0); lanes HB_ALEN..+3 the AAD length and HB_PLEN..+3 the payload
#: length in bytes, 32-bit big-endian (the most significant byte first).
HB_IVLEN, HB_ALEN, HB_PLEN = 6, 8, 12
HB_IVLEN_HI = HB_SEG
#: The lane the "reserved" header fault sets in a GCM / CCM control beat.
HB_AEAD_RESERVED = 7
AEAD_MODES = (mm.MODE_GCM, mm.MODE_CCM)
#: Security-association headers (engines with SA; docs/modes.md, *Key
#: slots*): flag bit FLAG_SA, no key beats, and the key store slot's index
#: in lane HB_SLOT_LO (low byte, the key size lane) and HB_SLOT_HI (the bits
#: above). The key, its size and the legacy flag are the slot's.
FLAG_SA, HB_SLOT_LO, HB_SLOT_HI = 2, 4, 7
#: Slot indices: 10 bits (cipher_modes_pkg::SLOT_W).
SLOT_BITS = 10
#: Header faults a test can inject (each gives ERR_PARAM): a reserved byte, a
#: reserved flag bit, another algorithm.
FAULTS = ("reserved", "flag", "alg")


def turn(value: int, nb: int) -> int:
    """A big-endian ``nb``-byte value as tdata (byte 0 in lane 0), and back."""
    return int.from_bytes(value.to_bytes(nb, "big"), "little")


def keep_of(bits: int, nb: int) -> int:
    """TKEEP of a beat whose first ``bits`` bits are valid (lanes 0..ceil(bits/8)-1)."""
    return (1 << min(nb, -(-bits // 8))) - 1


@dataclass(frozen=True)
class PacketFormat:
    """The packet format of one engine.

    block_bits: block width; alg: its algorithm id; key_field_bits: the key
    bits the header carries (then zero bytes to a whole beat); alg_fault:
    the algorithm id the "alg" header fault writes (another engine's; the
    integrated top needs an id neither of its engines has); ksz_bits: bits
    of the key size code above the key in the model's key bundle (AES: 2,
    else 0); beat_bits: TDATA width (0: the block width).
    """

    block_bits: int
    alg: int
    key_field_bits: int
    alg_fault: int
    ksz_bits: int = 0
    beat_bits: int = 0

    def __post_init__(self) -> None:
        if self.alg_fault == self.alg:
            raise ValueError(f"the alg fault's id must not be the engine's own ({self.alg})")

    @property
    def nb(self) -> int:
        """Byte lanes of a block (lanes 0..nb-1 of a beat)."""
        return self.block_bits // 8

    @property
    def beat_nb(self) -> int:
        """Byte lanes of a beat."""
        return (self.beat_bits or self.block_bits) // 8

    @property
    def key_beats(self) -> int:
        return -(-self.key_field_bits // (8 * self.beat_nb))

    @property
    def header_beats(self) -> int:
        return self.key_beats + 2

    def control(self, msg: mm.Message, fault: str | None = None, slot: int | None = None) -> bytes:
        """The control beat's bytes; ``slot``: a security-association header
        naming that key store slot (the legacy flag is then the slot's)."""
        c = bytearray(self.beat_nb)
        c[HB_MODE] = msg.mode
        c[HB_FLAGS] = int(msg.decrypt) | (int(msg.legacy) << 1)
        c[HB_SEG] = msg.seg
        c[HB_TAG] = msg.taglen
        c[HB_KSZ] = msg.key >> self.key_field_bits if self.ksz_bits else 0
        c[HB_ALG] = self.alg
        if slot is not None:
            if not 0 <= slot < 1 << SLOT_BITS:
                raise ValueError(f"slot {slot} is not a {SLOT_BITS}-bit slot index")
            c[HB_FLAGS] = int(msg.decrypt) | (1 << FLAG_SA)
            c[HB_SLOT_LO], c[HB_SLOT_HI] = slot & 0xFF, slot >> 8
        aead = msg.mode in AEAD_MODES
        if aead:
            if not 0 <= msg.ivlen < 1 << 16:
                raise ValueError(f"{msg.ivlen} does not fit the 2-byte IV length field (lanes {HB_IVLEN_HI}, {HB_IVLEN})")
            c[HB_IVLEN_HI] = msg.ivlen >> 8
            for lane, value, nb in ((HB_IVLEN, msg.ivlen & 0xFF, 1), (HB_ALEN, msg.alen, 4), (HB_PLEN, msg.plen, 4)):
                if not 0 <= value < 1 << (8 * nb):
                    raise ValueError(f"{value} does not fit the {nb}-byte length field at lane {lane}")
                if lane + nb <= len(c):  # a 64-bit control beat has no room for the lengths
                    c[lane:lane + nb] = value.to_bytes(nb, "big")
        if fault == "reserved":
            c[HB_AEAD_RESERVED if aead else self.beat_nb - 1] = 0x5A
        elif fault == "flag":
            c[HB_FLAGS] |= 0x80
        elif fault == "alg":
            c[HB_ALG] = self.alg_fault
        elif fault == "sa_legacy":  # the legacy flag in a slot header (ERR_PARAM)
            if slot is None:
                raise ValueError("a sa_legacy fault needs a slot header")
            c[HB_FLAGS] |= 2
        elif fault is not None and fault != "key_pad":
            raise ValueError(f"unknown header fault {fault!r}; known: "
                             f"{', '.join(FAULTS + ('key_pad', 'sa_legacy'))}")
        return bytes(c)

    def header(self, msg: mm.Message, last: bool = False, slot: int | None = None) -> list[tuple[int, int, int]]:
        """The header beats (tdata, tkeep, tlast) of ``msg`` (``msg.fault``:
        malformed; "key_pad": a nonzero byte after the key, in a format whose
        key beats have room after it); ``last``: the IV beat ends the packet
        (an empty message); ``slot``: a security-association header, the
        control beat and the IV beat, naming that key store slot."""
        fault = msg.fault
        full = (1 << self.beat_nb) - 1
        if slot is not None:
            if fault == "key_pad":
                raise ValueError("a key_pad fault needs key beats; a slot header has none")
            beats = [int.from_bytes(self.control(msg, fault, slot), "little"), turn(msg.iv, self.nb)]
            return [(b, full, int(last and i == 1)) for i, b in enumerate(beats)]
        field = msg.key & ((1 << self.key_field_bits) - 1)
        nbt = self.beat_nb
        kbytes = field.to_bytes(-(-self.key_field_bits // 8), "big").ljust(self.key_beats * nbt, b"\0")
        if fault == "key_pad":
            if len(kbytes) * 8 == self.key_field_bits:
                raise ValueError("a key_pad fault needs key beats with room after the key")
            kbytes = kbytes[:-1] + b"\x5a"
        beats = [int.from_bytes(self.control(msg, fault), "little")]
        beats += [int.from_bytes(kbytes[i:i + nbt], "little") for i in range(0, len(kbytes), nbt)]
        beats.append(turn(msg.iv, self.nb))
        return [(b, full, int(last and i == len(beats) - 1)) for i, b in enumerate(beats)]

    def data(self, msg: mm.Message, beat: mm.Beat) -> tuple[int, int, int]:
        """A data beat (tdata, tkeep, tlast): all lanes kept before the last
        beat, the valid bytes on it; CFB-1/-8 one segment in lane 0
        (TKEEP = lane 0); GCM / CCM the valid bytes on every beat;
        ``beat.keep`` overrides TKEEP."""
        if beat.keep is not None:
            keep = beat.keep
        elif msg.mode == mm.MODE_CFB and msg.seg in (1, 8):
            keep = 1
        elif beat.last or msg.mode in AEAD_MODES:
            keep = keep_of(beat.bits, self.nb)
        else:
            keep = (1 << self.nb) - 1
        return turn(beat.data, self.nb), keep, int(beat.last)

    def beats(self, msg: mm.Message, slot: int | None = None) -> list[tuple[int, int, int]]:
        """All beats of ``msg``'s packet (a message without data beats is
        its header alone, with TLAST on the IV beat); ``slot``: with a
        security-association header."""
        return self.header(msg, last=not msg.beats, slot=slot) + [self.data(msg, b) for b in msg.beats]

    def slot_key(self, msg: mm.Message) -> tuple[int, bytes] | None:
        """The key store load of ``msg``'s key: (key size code, key bytes as
        the key registers take them), or None for a key no slot can hold
        (an AES key size code above 2)."""
        field = msg.key & ((1 << self.key_field_bits) - 1)
        raw = field.to_bytes(self.key_field_bits // 8, "big")
        if not self.ksz_bits:
            return 0, raw
        ksz = msg.key >> self.key_field_bits
        return (ksz, raw[:16 + 8 * ksz]) if ksz <= 2 else None

    def truncated(self, n: int, fill: int) -> list[tuple[int, int, int]]:
        """A packet that ends after ``n`` (1..header_beats-1) header beats of
        filler (the engine answers one ERR_HEADER beat)."""
        if not 1 <= n < self.header_beats:
            raise ValueError(f"a truncated header has 1..{self.header_beats - 1} beats, not {n}")
        full = (1 << self.beat_nb) - 1
        mask = (1 << (8 * self.beat_nb)) - 1
        # The first beat's flag FLAG_SA is clear: on an engine with slot
        # headers it would make the second beat the IV beat (a whole header).
        sa = 1 << (8 * HB_FLAGS + FLAG_SA)
        return [((fill * (i + 1)) & mask & ~(sa if i == 0 else 0), full, int(i == n - 1)) for i in range(n)]

    def stray(self, beat: mm.Beat) -> list[tuple[int, int, int]]:
        """The packet the testbenches send for a stray beat (a data beat with
        no message): 1..header_beats-1 header beats, chosen by its data."""
        return self.truncated(1 + beat.data % (self.header_beats - 1), beat.data)

    def out(self, beat: mm.OutBeat) -> tuple[int, int]:
        """(tdata, tkeep) of an output beat."""
        return turn(beat.data, self.nb), keep_of(beat.bits, self.nb)
