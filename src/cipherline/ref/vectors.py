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

:func:`cavp_dir` finds the CAVP data shipped in the ``cryptography_vectors``
package, e.g. ``cavp_dir("ciphers", "3DES", "ECB")``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

__all__ = [
    "GcmVector",
    "Vector",
    "VectorFormatError",
    "cavp_dir",
    "load_gcm_rsp",
    "load_rsp",
    "split_blocks",
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
