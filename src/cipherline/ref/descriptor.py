# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The modes engine's message descriptor (engines built with DESC = 1), in Python.

With descriptors a message is one beat on the descriptor channel
(``s_axis_cmd``, TID = the stream) that carries its command, and then only
the message's bytes on the data channel (no control, key or IV beats; see
:mod:`cipherline.ref.packet` for the in-band header it replaces). The
descriptor is DESC_BYTES = 64 bytes, one DESC_BITS = 512-bit beat; byte k is
``tdata[8k+7:8k]`` (:meth:`Descriptor.tdata`). Layout (byte offsets):

====== ========= ===========================================================
bytes  field     contents
====== ========= ===========================================================
0      mode      ``MODE_*`` (0..7; a value above 7 gives ST_ERR_MODE)
1      flags     bit DF_DECRYPT: decrypt (CMAC: verify); DF_LEGACY: exempt
                 from the NIST policy; DF_SLOT: the key is a key store slot's;
                 the other bits must be 0
2      seg       CFB segment size in bits (1, 8 or the block width); 0 in a
                 GCM / CCM descriptor
3      taglen    tag length in bytes (CMAC, GCM, CCM)
4      ksz       key size code (AES: 0/1/2 = 128/192/256 bits; else 0; 0 with
                 DF_SLOT, the slot's size is used)
5      alg       algorithm id (``ALG_*``); must be the engine's
6..7   ivlen     GCM IV / CCM nonce length in bytes; 0 in the other modes
8..11  alen      AAD length in bytes (GCM, CCM; else 0)
12..15 plen      payload bytes on the data channel (every mode; 0: a message
                 without data beats)
16..31 iv        the IV block (CMAC verify: the expected tag) in its first
                 block-width / 8 bytes, zero after
32..63 key       the key bytes (FIPS byte order), zero past the key's size;
                 with DF_SLOT: the slot index (16 bits, bytes 32..33, below
                 2^SLOT_BITS), bytes 34..63 zero
====== ========= ===========================================================

The integer fields are little-endian (byte DB_x is the least significant);
the IV and key fields are byte strings (their byte 0 at DB_IV / DB_KEY).
:class:`Descriptor` packs and unpacks the 64 bytes; :func:`descriptor`
builds the descriptor of a :class:`~cipherline.ref.modes_model.Message` for
an engine of a given :class:`~cipherline.ref.packet.PacketFormat` (with the
header faults of the packet format, as descriptor faults), and
:func:`has_data` says whether such a message has data beats, as the RTL
decides it. Keep in sync with rtl/modes/cipher_modes_pkg.sv (the
``Descriptors`` block) and sw/include/cipherline_desc.h;
tests/test_descriptor.py checks that the three agree.
"""

from __future__ import annotations

from dataclasses import dataclass

from cipherline.ref import modes_model as mm
from cipherline.ref.packet import PacketFormat

__all__ = [
    "DESC_BYTES", "DESC_BITS", "DB_MODE", "DB_FLAGS", "DB_SEG", "DB_TAG", "DB_KSZ", "DB_ALG", "DB_IVLEN",
    "DB_ALEN", "DB_PLEN", "DB_IV", "DB_KEY", "DB_SLOT", "DF_DECRYPT", "DF_LEGACY", "DF_SLOT",
    "DESC_KEY_BITS", "DESC_KEY_BYTES", "DESC_IV_BYTES", "SLOT_BITS", "AEAD_MODES", "FAULTS",
    "Descriptor", "descriptor", "has_data", "data_beats",
]

#: The descriptor: one beat of DESC_BITS bits.
DESC_BYTES = 64
DESC_BITS = 8 * DESC_BYTES
#: Byte offsets of the fields (cipher_modes_pkg::DB_*).
DB_MODE = 0
DB_FLAGS = 1
DB_SEG = 2
DB_TAG = 3
DB_KSZ = 4
DB_ALG = 5
DB_IVLEN = 6   # 16 bits
DB_ALEN = 8    # 32 bits
DB_PLEN = 12   # 32 bits
DB_IV = 16     # 16 bytes
DB_KEY = 32    # 32 bytes
DB_SLOT = 32   # with DF_SLOT: 16 bits, then zero bytes
#: Flag bits of byte DB_FLAGS (cipher_modes_pkg::DF_*).
DF_DECRYPT = 0
DF_LEGACY = 1
DF_SLOT = 2
#: The key field (cipher_modes_pkg::DESC_KEY_W) and the IV field.
DESC_KEY_BITS = 256
DESC_KEY_BYTES = DESC_KEY_BITS // 8
DESC_IV_BYTES = DB_KEY - DB_IV
#: Key store slot indices (cipher_modes_pkg::SLOT_W).
SLOT_BITS = 10
AEAD_MODES = (mm.MODE_GCM, mm.MODE_CCM)
#: Descriptor faults :func:`descriptor` injects (``Message.fault``; each gives
#: ERR_PARAM): a reserved field, a reserved flag bit, another algorithm, a
#: nonzero byte after the key, the legacy flag in a slot descriptor.
FAULTS = ("reserved", "flag", "alg", "key_pad", "sa_legacy")

#: The integer fields: (name, offset, bytes).
_INT_FIELDS = (
    ("mode", DB_MODE, 1), ("flags", DB_FLAGS, 1), ("seg", DB_SEG, 1), ("taglen", DB_TAG, 1),
    ("ksz", DB_KSZ, 1), ("alg", DB_ALG, 1), ("ivlen", DB_IVLEN, 2), ("alen", DB_ALEN, 4),
    ("plen", DB_PLEN, 4),
)


@dataclass(frozen=True)
class Descriptor:
    """One descriptor's fields (see the module docstring for their meaning).

    ``iv``: the 16-byte IV field; ``key``: the 32-byte key field as it is
    sent (with DF_SLOT in ``flags``: the slot area, the slot index
    little-endian in its first two bytes). The fields are not checked until
    :meth:`pack`, which only checks that each fits its bytes, so that a test
    can build a malformed descriptor (a mode above 7, a reserved flag bit)."""

    mode: int = 0
    flags: int = 0
    seg: int = 0
    taglen: int = 0
    ksz: int = 0
    alg: int = 0
    ivlen: int = 0
    alen: int = 0
    plen: int = 0
    iv: bytes = bytes(DESC_IV_BYTES)
    key: bytes = bytes(DESC_KEY_BYTES)

    def pack(self) -> bytes:
        """The descriptor's DESC_BYTES bytes (byte k: tdata[8k+7:8k]);
        ValueError naming the field if a field does not fit."""
        b = bytearray(DESC_BYTES)
        for name, off, n in _INT_FIELDS:
            v = getattr(self, name)
            if not isinstance(v, int) or not 0 <= v < 1 << (8 * n):
                raise ValueError(f"descriptor field {name} = {v!r} does not fit its {n} byte(s) "
                                 f"(0..{(1 << (8 * n)) - 1})")
            b[off:off + n] = v.to_bytes(n, "little")
        for name, off, n in (("iv", DB_IV, DESC_IV_BYTES), ("key", DB_KEY, DESC_KEY_BYTES)):
            v = getattr(self, name)
            if not isinstance(v, (bytes, bytearray)) or len(v) != n:
                raise ValueError(f"descriptor field {name} must be {n} bytes, got {v!r}")
            b[off:off + n] = v
        return bytes(b)

    def tdata(self) -> int:
        """The descriptor beat's TDATA (DESC_BITS bits)."""
        return int.from_bytes(self.pack(), "little")

    @classmethod
    def unpack(cls, b: bytes) -> Descriptor:
        """The descriptor of DESC_BYTES bytes ``b`` (every field as sent)."""
        b = bytes(b)
        if len(b) != DESC_BYTES:
            raise ValueError(f"a descriptor is {DESC_BYTES} bytes, got {len(b)}")
        ints = {name: int.from_bytes(b[off:off + n], "little") for name, off, n in _INT_FIELDS}
        return cls(**ints, iv=b[DB_IV:DB_IV + DESC_IV_BYTES], key=b[DB_KEY:DB_KEY + DESC_KEY_BYTES])

    @property
    def slot(self) -> int | None:
        """The key store slot a DF_SLOT descriptor names (None without DF_SLOT)."""
        if not self.flags >> DF_SLOT & 1:
            return None
        off = DB_SLOT - DB_KEY
        return int.from_bytes(self.key[off:off + 2], "little")


def descriptor(fmt: PacketFormat, msg: mm.Message, slot: int | None = None) -> Descriptor:
    """The descriptor of ``msg`` for an engine of packet format ``fmt``.

    ``slot``: a slot descriptor naming that key store slot (the key, its
    size and the legacy flag are then the slot's: ksz 0, DF_LEGACY clear).
    ``msg.fault`` (one of :data:`FAULTS`) makes it malformed: "reserved" a
    reserved field nonzero (GCM / CCM: seg; other modes: ivlen), "flag" a
    reserved flag bit, "alg" another engine's algorithm id, "key_pad" a
    nonzero byte after the key (a key field with room after the key, not a
    slot descriptor), "sa_legacy" DF_LEGACY in a slot descriptor.
    """
    fault = msg.fault
    if fault is not None and fault not in FAULTS:
        raise ValueError(f"unknown descriptor fault {fault!r}; known: {', '.join(FAULTS)}")
    if fmt.key_field_bits > DESC_KEY_BITS or fmt.key_field_bits % 8:
        raise ValueError(f"a key field of {fmt.key_field_bits} bits does not fit the "
                         f"descriptor's {DESC_KEY_BITS}-bit key field")
    if fmt.nb > DESC_IV_BYTES:
        raise ValueError(f"a {fmt.block_bits}-bit block does not fit the descriptor's IV field")
    flags = int(msg.decrypt) << DF_DECRYPT | int(msg.legacy) << DF_LEGACY
    if slot is not None:
        if not 0 <= slot < 1 << SLOT_BITS:
            raise ValueError(f"slot {slot} is not a {SLOT_BITS}-bit slot index")
        flags = int(msg.decrypt) << DF_DECRYPT | 1 << DF_SLOT
        key = slot.to_bytes(2, "little").ljust(DESC_KEY_BYTES, b"\0")
        ksz = 0
    else:
        field = msg.key & ((1 << fmt.key_field_bits) - 1)
        key = field.to_bytes(fmt.key_field_bits // 8, "big").ljust(DESC_KEY_BYTES, b"\0")
        ksz = msg.key >> fmt.key_field_bits if fmt.ksz_bits else 0
    if msg.mode in AEAD_MODES:
        seg, ivlen, alen, plen = 0, msg.ivlen, msg.alen, msg.plen
    else:
        seg, ivlen, alen = msg.seg, 0, 0
        plen = sum(bin(keep).count("1") for _, keep, _ in data_beats(fmt, msg))
    if not 0 <= msg.iv < 1 << fmt.block_bits:
        raise ValueError(f"IV {msg.iv:#x} does not fit a {fmt.block_bits}-bit block")
    iv = msg.iv.to_bytes(fmt.nb, "big").ljust(DESC_IV_BYTES, b"\0")
    alg = fmt.alg
    if fault == "reserved":
        if msg.mode in AEAD_MODES:
            seg = 0x5A
        else:
            ivlen = 0x5A
    elif fault == "flag":
        flags |= 0x80
    elif fault == "alg":
        alg = fmt.alg_fault
    elif fault == "key_pad":
        if slot is not None:
            raise ValueError("a key_pad fault needs a key field; a slot descriptor has none")
        if fmt.key_field_bits >= DESC_KEY_BITS:
            raise ValueError(f"a key_pad fault needs room after the key; a {fmt.key_field_bits}-bit "
                             f"key fills the {DESC_KEY_BITS}-bit key field")
        key = key[:-1] + b"\x5a"
    elif fault == "sa_legacy":
        if slot is None:
            raise ValueError("a sa_legacy fault needs a slot descriptor")
        flags |= 1 << DF_LEGACY
    return Descriptor(mode=msg.mode, flags=flags, seg=seg, taglen=msg.taglen, ksz=ksz, alg=alg,
                      ivlen=ivlen, alen=alen, plen=plen, iv=iv, key=key)


def has_data(d: Descriptor) -> bool:
    """Whether a message with descriptor ``d`` has data beats, as the RTL
    decides it: GCM / CCM, when it has IV data beats (a GCM IV that is not
    12 bytes), AAD or payload, or is a decryption (the tag beat); every other
    mode byte (0..5, or above 7: ERR_MODE), when plen is not 0."""
    if d.mode in AEAD_MODES:
        ivdata = d.ivlen if d.mode == mm.MODE_GCM and d.ivlen != mm.GCM_IVLEN else 0
        return ivdata + d.alen + d.plen > 0 or bool(d.flags >> DF_DECRYPT & 1)
    return d.plen > 0


def data_beats(fmt: PacketFormat, msg: mm.Message) -> list[tuple[int, int, int]]:
    """The data channel's beats (tdata, tkeep, tlast) of ``msg``."""
    return [fmt.data(msg, b) for b in msg.beats]
