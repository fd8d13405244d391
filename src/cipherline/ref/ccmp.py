# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""IEEE 802.11 CCMP (CTR with CBC-MAC Protocol) encapsulation in the host library.

The 802.11i CCMP option of the AES engine lives here, not in hardware: the
engine runs plain AES-CCM (SP 800-38C, mode 7) and CCMP is CCM with inputs
built from the MPDU's MAC header and the packet number (IEEE Std 802.11-2016 /
-2020 clause 12.5.3; 802.11i-2004 8.3.3). Building them is byte-field work on
a frame the driver has already parsed -- frame control masking, the optional
Address 4, QoS Control and HT Control fields, the PN split around the CCMP
header's key-ID octet -- and what the engine needs is only::

    key     the TK: 16 bytes (CCMP-128) or 32 bytes (CCMP-256)
    nonce   13 bytes: nonce flags (priority = QoS TID, management bit) || A2 || PN5..PN0
    aad     22..30 bytes: the masked header FC | A1 | A2 | A3 | SC | [A4] | [QC]
    payload the frame body (plaintext, or for decryption the ciphertext)
    taglen  the MIC: 8 bytes (CCMP-128) or 16 (CCMP-256)

so the engine stays a CCM engine with a 13-byte nonce and an 8- or 16-byte
tag, and the 802.11 rules stay in software, where they can follow the
standard's revisions (the Order-bit rule changed with 802.11n, the A-MSDU
bit with SPP A-MSDU) without a new bitstream.

API
---
:func:`parse_header` (-> :class:`MacHeader`) reads an MPDU's MAC header;
:func:`ccmp_header` / :func:`parse_ccmp_header` (-> :class:`CcmpHeader`)
build and read the 8-byte CCMP header with its 48-bit PN; :func:`ccmp_nonce`
and :func:`ccmp_aad` give the CCM nonce and AAD; :func:`encapsulate` and
:func:`decapsulate` protect and unprotect a whole MPDU (no FCS), through a
pluggable CCM function (:data:`CcmFn`: ``(key, nonce, aad, data, taglen,
decrypt) -> (out, tag)``; the default is the golden model
:func:`cipherline.ref.modes_model.ccm` on AES, and a
:class:`~cipherline.ref.modes_model.BlockFn` is taken too); a MIC mismatch
raises :class:`CcmpMicError`. :func:`engine_request` (-> :class:`EngineRequest`)
is the engine's job for one MPDU.

Running an MPDU on the engine
-----------------------------
::

    from cipherline.ref import ccmp
    req = ccmp.engine_request(tk, mpdu_plain, pn=0x000000000001, key_id=0)
    Path("aad.bin").write_bytes(req.aad)
    Path("body.bin").write_bytes(req.cli_input())       # the payload
    # cipherline run --core aes --mode ccm --key <tk> --nonce <req.nonce.hex()> \\
    #     --aad aad.bin --taglen 8 body.bin sealed.bin   (req.cli_args("aad.bin"))
    mpdu_protected = req.mpdu(Path("sealed.bin").read_bytes())   # ciphertext || MIC

and for reception ``req = ccmp.engine_request(tk, mpdu_protected,
decrypt=True)``: ``req.cli_input()`` is ciphertext || MIC (what ``cipherline
run --mode ccm --decrypt`` reads; it writes the plaintext only if the MIC
matches), ``req.mpdu(plain)`` the plaintext MPDU and ``req.pn`` / ``req.key_id``
are the received PN and key ID for the caller's replay check.

Rules implemented (802.11-2016 12.5.3.3.3 and 12.5.3.3.4)
--------------------------------------------------------
AAD: FC with the Subtype bits 4-6 masked to 0 in Data frames (kept in
Management frames), Retry, Power Management and More Data masked to 0,
Protected Frame set to 1, Order (+HTC) masked to 0 in Data frames with a QoS
Control field and kept otherwise; A1, A2, A3; SC with the sequence number
(bits 4-15) masked to 0 and the fragment number kept; A4 if present; QC if
present with only the TID (bits 0-3) kept, and bit 7 (A-MSDU Present) kept
too when both STAs have SPP A-MSDU Capable = 1 (``spp_amsdu=True``; non-DMG
rule). Duration/ID, the sequence number and the HT Control field are not
authenticated. Nonce: flags = TID of the QC (0 without one) | 0x10 for
Management frames, then A2, then PN5 .. PN0.

``pre_ht=True`` reads the frame by the pre-802.11n rules of 802.11i-2004
(and of P802.11i/D7.0's test MPDUs): the Order bit of a QoS Data frame is a
StrictlyOrdered request, not "+HTC", so no HT Control field follows the QC
and the AAD keeps the Order bit.

Not supported (each raises ValueError with the reason where a frame shows it)
-----------------------------------------------------------------------------
* Protocol version 1 (802.11ah PV1 / S1G compressed headers; the nonce's PV1
  bit), Control frames (type 1; CCMP does not protect them) and Extension
  frames (type 3: DMG beacons, S1G).
* DMG (60 GHz) QoS Control rules (A-MSDU Present and A-MSDU Type kept): only
  the non-DMG rule (``spp_amsdu``) is implemented.
* HT Control presence is inferred from the header alone, as receivers do:
  Order = 1 in a QoS Data or Management frame means a 4-byte HT Control field
  (802.11n and later). Whether the frame was sent in an HT/VHT/HE PPDU (the
  standard's condition) is not known here; use ``pre_ht`` for pre-11n frames.
* 802.11be MLO address translation (AAD and nonce over MLD addresses) and
  802.11ad/ax/be extensions beyond the above; GCMP (a 12-byte nonce A2 || PN:
  :func:`ccmp_aad` is also GCMP's AAD, but no GCMP encapsulation is provided).
* Replay detection, key management (PTK/GTK derivation), fragmentation and
  reassembly, and the FCS: the caller's. MPDUs here exclude the FCS.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import Callable, Union

from cipherline.ref import modes_model as mm

__all__ = [
    "FC_TODS", "FC_FROMDS", "FC_MOREFRAG", "FC_RETRY", "FC_PWRMGT", "FC_MOREDATA", "FC_PROTECTED", "FC_ORDER",
    "TYPE_MGMT", "TYPE_CTRL", "TYPE_DATA", "TYPE_EXT",
    "CCMP_HDR_LEN", "PN_MAX", "MIC_LENS", "CcmFn", "CcmpMicError",
    "MacHeader", "parse_header", "CcmpHeader", "ccmp_header", "parse_ccmp_header",
    "ccmp_nonce", "ccmp_aad", "default_mic_len", "model_ccm",
    "EngineRequest", "engine_request", "encapsulate", "decapsulate",
]

# Frame Control bits (as the 16-bit little-endian field).
FC_TODS = 0x0100
FC_FROMDS = 0x0200
FC_MOREFRAG = 0x0400
FC_RETRY = 0x0800
FC_PWRMGT = 0x1000
FC_MOREDATA = 0x2000
FC_PROTECTED = 0x4000
FC_ORDER = 0x8000
TYPE_MGMT, TYPE_CTRL, TYPE_DATA, TYPE_EXT = range(4)

#: The CCMP header's length; the largest 48-bit PN.
CCMP_HDR_LEN = 8
PN_MAX = (1 << 48) - 1
#: MIC length by TK length: CCMP-128 (16-byte TK) 8 bytes, CCMP-256 (32-byte TK) 16 bytes.
MIC_LENS = {16: 8, 32: 16}
_EXT_IV = 0x20

#: A CCM function: ``(key, nonce, aad, data, taglen, decrypt) -> (out, tag)``
#: on byte strings; ``out`` is the ciphertext (or with ``decrypt`` the
#: plaintext) of ``data`` and ``tag`` the ``taglen``-byte tag computed over the
#: plaintext (a decryption's caller compares it with the received MIC). This is
#: :func:`cipherline.ref.modes_model.ccm`'s contract with the key as bytes.
CcmFn = Callable[[bytes, bytes, bytes, bytes, int, bool], tuple[bytes, bytes]]


class CcmpMicError(ValueError):
    """The MIC of a protected MPDU does not match (wrong TK, or the frame was
    altered): the plaintext must be discarded."""


# ---------------------------------------------------------------------------
# MAC header.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class MacHeader:
    """A parsed MPDU MAC header (PV0 Data or Management frame).

    ``fc``, ``duration``, ``sc`` and ``qc`` are the little-endian 16-bit
    fields as ints (``qc`` None without a QoS Control field); ``a1`` .. ``a4``
    6-byte addresses (``a4`` None unless ToDS = FromDS = 1 in a Data frame);
    ``htc`` the 4-byte HT Control field or None; ``raw`` the header's bytes as
    read (``len(raw)`` is where the frame body, or the CCMP header, starts);
    ``pre_ht`` the rule it was read by (see the module notes)."""

    fc: int
    duration: int
    a1: bytes
    a2: bytes
    a3: bytes
    sc: int
    a4: bytes | None = None
    qc: int | None = None
    htc: bytes | None = None
    raw: bytes = b""
    pre_ht: bool = False

    @property
    def ftype(self) -> int:
        return (self.fc >> 2) & 3

    @property
    def subtype(self) -> int:
        return (self.fc >> 4) & 0xF

    @property
    def is_data(self) -> bool:
        return self.ftype == TYPE_DATA

    @property
    def is_mgmt(self) -> bool:
        return self.ftype == TYPE_MGMT

    @property
    def is_qos(self) -> bool:
        return self.qc is not None

    @property
    def tid(self) -> int:
        """The QoS Control TID (bits 0-3), 0 without a QoS Control field."""
        return self.qc & 0x0F if self.qc is not None else 0

    @property
    def protected(self) -> bool:
        return bool(self.fc & FC_PROTECTED)

    @property
    def seq(self) -> int:
        return self.sc >> 4

    @property
    def frag(self) -> int:
        return self.sc & 0x0F

    @property
    def length(self) -> int:
        return len(self.raw)


def parse_header(mpdu: bytes, *, pre_ht: bool = False) -> MacHeader:
    """The MAC header at the start of ``mpdu`` (the rest is the frame body).

    Data frames: FC, Duration/ID, A1, A2, A3, SC, A4 when ToDS and FromDS are
    both 1, QoS Control for the QoS subtypes (subtype bit 3: QoS Data, QoS
    Data+CF-Ack, ..., QoS Null), then HT Control when Order = 1 in a QoS
    frame. Management frames: FC .. SC, then HT Control when Order = 1.
    ``pre_ht``: the Order bit never announces HT Control (802.11i-2004 rules).
    Raises ValueError for protocol version 1, Control and Extension frames,
    a Management frame with both DS bits set, or a frame shorter than its
    header."""
    mpdu = bytes(mpdu)
    if len(mpdu) < 2:
        raise ValueError("an MPDU starts with a 2-byte Frame Control field")
    fc = int.from_bytes(mpdu[0:2], "little")
    pv, ftype = fc & 3, (fc >> 2) & 3
    if pv != 0:
        raise ValueError(f"protocol version {pv} frames (802.11ah PV1) are not supported, only PV0")
    if ftype == TYPE_CTRL:
        raise ValueError("Control frames are not protected by CCMP")
    if ftype == TYPE_EXT:
        raise ValueError("Extension frames (type 3: DMG beacon, S1G) are not supported")
    a4_present = ftype == TYPE_DATA and fc & (FC_TODS | FC_FROMDS) == FC_TODS | FC_FROMDS
    if ftype == TYPE_MGMT and fc & (FC_TODS | FC_FROMDS) == FC_TODS | FC_FROMDS:
        raise ValueError("a Management frame with ToDS = FromDS = 1 is not a valid frame")
    qos = ftype == TYPE_DATA and bool((fc >> 4) & 0x8)
    htc_present = not pre_ht and bool(fc & FC_ORDER) and (qos or ftype == TYPE_MGMT)
    n = 24 + 6 * a4_present + 2 * qos + 4 * htc_present
    if len(mpdu) < n:
        raise ValueError(f"the MPDU has {len(mpdu)} bytes, shorter than its {n}-byte MAC header")
    pos = 24
    a4 = qc = htc = None
    if a4_present:
        a4, pos = mpdu[pos:pos + 6], pos + 6
    if qos:
        qc, pos = int.from_bytes(mpdu[pos:pos + 2], "little"), pos + 2
    if htc_present:
        htc, pos = mpdu[pos:pos + 4], pos + 4
    return MacHeader(fc=fc, duration=int.from_bytes(mpdu[2:4], "little"), a1=mpdu[4:10], a2=mpdu[10:16],
                     a3=mpdu[16:22], sc=int.from_bytes(mpdu[22:24], "little"), a4=a4, qc=qc, htc=htc,
                     raw=mpdu[:n], pre_ht=pre_ht)


# ---------------------------------------------------------------------------
# CCMP header and PN.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CcmpHeader:
    """The 8-byte CCMP header: the 48-bit packet number and the key ID (0..3)."""

    pn: int
    key_id: int

    def to_bytes(self) -> bytes:
        return ccmp_header(self.pn, self.key_id)


def _check_pn(pn: int) -> None:
    if not 0 <= pn <= PN_MAX:
        raise ValueError(f"a CCMP PN is 48 bits (0 .. 2^48 - 1), got {pn}")


def ccmp_header(pn: int, key_id: int = 0) -> bytes:
    """PN0, PN1, reserved (0), key-ID octet (ExtIV 0x20 | KeyID << 6), PN2, PN3, PN4, PN5."""
    _check_pn(pn)
    if not 0 <= key_id <= 3:
        raise ValueError(f"the key ID is 0..3, got {key_id}")
    p = pn.to_bytes(6, "little")
    return bytes([p[0], p[1], 0, _EXT_IV | key_id << 6]) + p[2:6]


def parse_ccmp_header(data: bytes) -> CcmpHeader:
    """The PN and key ID of the CCMP header at the start of ``data``; raises
    ValueError when fewer than 8 bytes or the ExtIV bit is 0 (a WEP IV). The
    reserved octet and bits 0-4 of the key-ID octet are ignored."""
    if len(data) < CCMP_HDR_LEN:
        raise ValueError(f"a CCMP header is {CCMP_HDR_LEN} bytes, got {len(data)}")
    if not data[3] & _EXT_IV:
        raise ValueError("the ExtIV bit (0x20 of the key-ID octet) is 0: not a CCMP header")
    pn = int.from_bytes(bytes([data[0], data[1]]) + bytes(data[4:8]), "little")
    return CcmpHeader(pn, data[3] >> 6)


# ---------------------------------------------------------------------------
# Nonce and AAD.
# ---------------------------------------------------------------------------
def ccmp_nonce(header: MacHeader, pn: int, mgmt: bool | None = None) -> bytes:
    """The 13-byte CCM nonce: flags (priority = the QoS TID, 0 without QC;
    0x10 for a Management frame), A2, PN5..PN0. ``mgmt`` overrides the
    management bit (None: from the header's frame type)."""
    _check_pn(pn)
    if mgmt is None:
        mgmt = header.is_mgmt
    flags = header.tid | (0x10 if mgmt else 0)
    return bytes([flags]) + header.a2 + pn.to_bytes(6, "big")


def ccmp_aad(header: MacHeader, *, spp_amsdu: bool = False) -> bytes:
    """The AAD (802.11-2016 12.5.3.3.3): masked FC | A1 | A2 | A3 | masked SC
    | [A4] | [masked QC], 22, 24, 28 or 30 bytes. ``spp_amsdu``: both STAs
    have SPP A-MSDU Capable = 1, so the QC's A-MSDU Present bit (7) is kept."""
    fc = header.fc & ~(FC_RETRY | FC_PWRMGT | FC_MOREDATA) | FC_PROTECTED
    if header.is_data:
        fc &= ~0x0070
        if header.is_qos and not header.pre_ht:
            fc &= ~FC_ORDER
    aad = fc.to_bytes(2, "little") + header.a1 + header.a2 + header.a3 + (header.sc & 0x000F).to_bytes(2, "little")
    if header.a4 is not None:
        aad += header.a4
    if header.qc is not None:
        aad += bytes([header.qc & (0x8F if spp_amsdu else 0x0F), 0])
    return aad


# ---------------------------------------------------------------------------
# The CCM function.
# ---------------------------------------------------------------------------
_AES = None


def model_ccm(key: bytes, nonce: bytes, aad: bytes, data: bytes, taglen: int,
              decrypt: bool) -> tuple[bytes, bytes]:
    """The default :data:`CcmFn`: the golden model's CCM
    (:func:`cipherline.ref.modes_model.ccm`) on an AES engine with AEAD."""
    global _AES
    if _AES is None:
        _AES = mm.aes_block_fn(7, False, True, False, 2304)
    return mm.ccm(_AES, mm.aes_bundle(key), nonce, aad, data, taglen, decrypt)


def _ccm_fn(block: Union[CcmFn, "mm.BlockFn", None]) -> CcmFn:
    if block is None:
        return model_ccm
    if isinstance(block, mm.BlockFn):
        bfn = block
        return lambda key, nonce, aad, data, taglen, decrypt: mm.ccm(
            bfn, mm.aes_bundle(key), nonce, aad, data, taglen, decrypt)
    if not callable(block):
        raise TypeError("block must be a CCM function (key, nonce, aad, data, taglen, decrypt) -> (out, tag), "
                        "a modes_model.BlockFn, or None")
    return block


def default_mic_len(tk: bytes) -> int:
    """8 for a 16-byte TK (CCMP-128), 16 for a 32-byte TK (CCMP-256)."""
    if len(tk) not in MIC_LENS:
        raise ValueError(f"a CCMP TK is 16 bytes (CCMP-128) or 32 bytes (CCMP-256), got {len(tk)}")
    return MIC_LENS[len(tk)]


def _mic_len(tk: bytes, mic_len: int | None) -> int:
    default = default_mic_len(tk)
    if mic_len is None:
        return default
    if mic_len not in (8, 16):
        raise ValueError(f"a CCMP MIC is 8 bytes (CCMP-128) or 16 bytes (CCMP-256), got {mic_len}")
    return mic_len


# ---------------------------------------------------------------------------
# Engine request, encapsulation, decapsulation.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class EngineRequest:
    """The CCM job of one MPDU for the engine (or any :data:`CcmFn`).

    ``key`` the TK, ``nonce`` (13 bytes), ``aad``, ``payload`` (the plaintext
    body, or with ``decrypt`` the ciphertext body), ``taglen`` (the MIC
    length); ``tag`` the received MIC (decryption; None for encryption).
    ``header`` is the MAC header as it goes out (Protected bit set for an
    encryption, as received for a decryption), ``pn`` / ``key_id`` the PN and
    key ID (from the CCMP header for a decryption)."""

    key: bytes
    nonce: bytes
    aad: bytes
    payload: bytes
    taglen: int
    decrypt: bool = False
    tag: bytes | None = None
    header: bytes = b""
    pn: int = 0
    key_id: int = 0

    def ccm_args(self) -> tuple[bytes, bytes, bytes, bytes, int, bool]:
        """The arguments of a :data:`CcmFn`."""
        return self.key, self.nonce, self.aad, self.payload, self.taglen, self.decrypt

    def cli_input(self) -> bytes:
        """IN for ``cipherline run --mode ccm``: the payload (encryption), or
        ciphertext || MIC (``--decrypt``)."""
        return self.payload + (self.tag or b"")

    def cli_args(self, aad_file: str) -> list[str]:
        """The ``cipherline run`` options of this request, with the AAD in
        ``aad_file`` (write :attr:`aad` there); IN and OUT come after them."""
        args = ["--core", "aes", "--mode", "ccm", "--key", self.key.hex(), "--nonce", self.nonce.hex(),
                "--aad", str(aad_file), "--taglen", str(self.taglen)]
        return args + ["--decrypt"] if self.decrypt else args

    def mpdu(self, out: bytes) -> bytes:
        """The MPDU from the engine's output: for an encryption ``out`` is
        ciphertext || MIC and the result the protected MPDU (header, CCMP
        header, ciphertext, MIC); for a decryption ``out`` is the plaintext
        and the result the header as received followed by it."""
        if self.decrypt:
            if len(out) != len(self.payload):
                raise ValueError(f"the plaintext has {len(out)} bytes, the ciphertext {len(self.payload)}")
            return self.header + bytes(out)
        if len(out) != len(self.payload) + self.taglen:
            raise ValueError(f"the engine's output should be {len(self.payload)} + {self.taglen} bytes "
                             f"(ciphertext || MIC), got {len(out)}")
        return self.header + ccmp_header(self.pn, self.key_id) + bytes(out)


def engine_request(tk: bytes, mpdu: bytes, pn: int | None = None, key_id: int = 0, mic_len: int | None = None,
                   *, decrypt: bool = False, pre_ht: bool = False, spp_amsdu: bool = False) -> EngineRequest:
    """The engine's CCM request for one MPDU (no FCS).

    Encryption (``decrypt=False``): ``mpdu`` is the plaintext MPDU (its
    Protected bit may be either), ``pn`` the PN to send it with and ``key_id``
    the CCMP header's key ID. Decryption: ``mpdu`` is the protected MPDU; the
    PN and key ID come from its CCMP header (``pn`` and ``key_id`` must be
    left at their defaults), the payload is the ciphertext and ``tag`` the MIC
    (its last ``mic_len`` bytes). ``mic_len``: 8 or 16, default from the TK
    length. Raises ValueError for a bad TK, PN, key ID or frame."""
    taglen = _mic_len(tk, mic_len)
    hdr = parse_header(mpdu, pre_ht=pre_ht)
    body = bytes(mpdu[hdr.length:])
    if not decrypt:
        if pn is None:
            raise ValueError("an encryption needs the PN to send the MPDU with")
        ccmp_header(pn, key_id)  # range checks
        fc = hdr.fc | FC_PROTECTED
        out_hdr = fc.to_bytes(2, "little") + hdr.raw[2:]
        return EngineRequest(bytes(tk), ccmp_nonce(hdr, pn), ccmp_aad(hdr, spp_amsdu=spp_amsdu), body, taglen,
                             False, None, out_hdr, pn, key_id)
    if pn is not None or key_id != 0:
        raise ValueError("a decryption takes the PN and key ID from the MPDU's CCMP header")
    if not hdr.protected:
        raise ValueError("the MPDU's Protected Frame bit is 0: it is not CCMP-protected")
    if len(body) < CCMP_HDR_LEN + taglen:
        raise ValueError(f"the frame body has {len(body)} bytes, fewer than the CCMP header and a "
                         f"{taglen}-byte MIC")
    ch = parse_ccmp_header(body)
    data = body[CCMP_HDR_LEN:len(body) - taglen]
    return EngineRequest(bytes(tk), ccmp_nonce(hdr, ch.pn), ccmp_aad(hdr, spp_amsdu=spp_amsdu), data, taglen,
                         True, body[len(body) - taglen:], hdr.raw, ch.pn, ch.key_id)


def encapsulate(tk: bytes, mpdu_plain: bytes, pn: int, key_id: int = 0, mic_len: int | None = None,
                block: Union[CcmFn, "mm.BlockFn", None] = None, *, pre_ht: bool = False,
                spp_amsdu: bool = False) -> bytes:
    """The CCMP-protected MPDU of a plaintext MPDU (no FCS): its header with
    the Protected bit set, the CCMP header (``pn``, ``key_id``), the encrypted
    body and the MIC (8 bytes for a 16-byte TK, 16 for a 32-byte TK, or
    ``mic_len``). ``block``: the :data:`CcmFn` (default: the golden model),
    or a modes_model BlockFn to run the model's CCM on."""
    req = engine_request(tk, mpdu_plain, pn, key_id, mic_len, pre_ht=pre_ht, spp_amsdu=spp_amsdu)
    out, tag = _ccm_fn(block)(*req.ccm_args())
    if len(out) != len(req.payload) or len(tag) != req.taglen:
        raise ValueError(f"the CCM function returned {len(out)} + {len(tag)} bytes for a "
                         f"{len(req.payload)}-byte payload and a {req.taglen}-byte tag")
    return req.mpdu(out + tag)


def decapsulate(tk: bytes, mpdu_protected: bytes, block: Union[CcmFn, "mm.BlockFn", None] = None, *,
                mic_len: int | None = None, pre_ht: bool = False, spp_amsdu: bool = False,
                clear_protected: bool = False) -> bytes:
    """The plaintext MPDU of a CCMP-protected MPDU (no FCS): the MAC header
    as received (the Protected bit kept, unless ``clear_protected``) and the
    decrypted body, with the CCMP header and the MIC removed. Raises
    :class:`CcmpMicError` when the MIC does not match, ValueError for a frame
    that is not CCMP-protected or too short. The PN is not checked for
    replays: read it with ``engine_request(..., decrypt=True).pn`` or
    :func:`parse_ccmp_header`."""
    req = engine_request(tk, mpdu_protected, None, 0, mic_len, decrypt=True, pre_ht=pre_ht, spp_amsdu=spp_amsdu)
    plain, tag = _ccm_fn(block)(*req.ccm_args())
    if not hmac.compare_digest(bytes(tag), req.tag):
        hdr = parse_header(mpdu_protected, pre_ht=pre_ht)
        raise CcmpMicError(f"CCMP MIC mismatch (A2={hdr.a2.hex(':')} PN={req.pn:#014x} "
                           f"seq={hdr.seq} frag={hdr.frag}): the frame is discarded")
    out = req.mpdu(plain)
    if clear_protected:
        fc = int.from_bytes(out[0:2], "little") & ~FC_PROTECTED
        out = fc.to_bytes(2, "little") + out[2:]
    return out
