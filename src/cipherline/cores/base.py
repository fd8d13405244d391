# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The configuration model: parameters, core specifications and configurations.

Everything the rest of the package knows about a core comes from its
:class:`CoreSpec`: its RTL top, its parameters with their ranges and rules
(and the error messages), its initiation interval and latency, the slug that
names a configuration everywhere (cache directories, build directories,
report rows, test ids, ``--config``), and its published references.

A slug lists the parameters that have a ``slug`` code, e.g.
``tdes-n3-s48-r1-split`` (``n3`` = NUM_DES 3; ``split`` = SPLIT_ROUND 1).
Parameters marked ``always`` always appear; the others only when they differ
from their default. :meth:`Config.parse` reads a slug back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable


class ConfigError(ValueError):
    """An invalid configuration, option or argument (reported to the user as is)."""


@dataclass(frozen=True)
class Param:
    """One RTL parameter of a core."""

    name: str
    default: int
    help: str
    choices: tuple[int, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    #: Slug code: "s" gives "s48"; a 0/1 parameter is a flag: "split" for 1,
    #: "nosplit" for 0 (written when it differs from the default).
    slug: str | None = None
    #: Always in the slug (else only when it differs from the default).
    always: bool = False
    #: Slug words for some values (a profile: {64: "gcmonly"}); another
    #: value is written with the slug code.
    names: tuple[tuple[int, str], ...] = ()
    #: A bare-core option: the modes engines build the core with the
    #: default and do not have the parameter.
    core_only: bool = False

    @property
    def is_flag(self) -> bool:
        return self.choices == (0, 1)

    @property
    def option(self) -> str:
        """The command-line option, e.g. ``--rounds-per-cycle``."""
        return "--" + self.name.lower().replace("_", "-")

    def check(self, v: Any) -> int:
        if isinstance(v, bool):
            v = int(v)
        if not isinstance(v, int):
            raise ConfigError(f"{self.name} must be an integer, got {v!r}")
        if self.choices is not None and v not in self.choices:
            raise ConfigError(f"{self.name} must be one of {list(self.choices)}, got {v}")
        if self.minimum is not None and v < self.minimum:
            raise ConfigError(f"{self.name} must be at least {self.minimum}, got {v}")
        if self.maximum is not None and v > self.maximum:
            raise ConfigError(f"{self.name} must be at most {self.maximum}, got {v}")
        return v


P = dict[str, int]


@dataclass(frozen=True)
class CipherSpec:
    """What the package knows about one block cipher, in one place.

    Every core of the cipher names it (:attr:`CoreSpec.cipher`), and every
    command, the packet model, the C++ harness build, the NIST gate and the
    report read it from here (:func:`cipherline.cores.cipher_spec`). The RTL
    constant ``cipher_modes_pkg::ALG_<NAME>`` and the harness's packet
    constants are checked against it (tests/test_cipher_registry.py).
    A callable that takes ``p`` gets the configuration's parameters (a
    bare core's or an engine's; a parameter it does not have: its default).
    """

    name: str  # CoreSpec.cipher of its cores: "tdes", "aes", "toy"
    label: str  # for people: "TDES", "AES"
    block_bits: int
    #: The packet header's algorithm id (lane HB_ALG; cipher_modes_pkg::ALG_<NAME>).
    alg_id: int
    #: The packet header's key field in bits (it fills whole key beats).
    key_field_bits: int
    #: Bits of the key size code the engine's key bundle carries above the
    #: key (header lane HB_KSZ): 0 if the cipher has one key size.
    ksz_bits: int
    #: The reference model of a configuration (cipherline.ref.modes_model.BlockFn).
    block_fn: Callable[[P], Any]
    #: The core key of a user key (TDES: K1||K2||K3 from 8, 16 or 24 bytes;
    #: AES: the key, of a size the configuration enables), or ConfigError
    #: naming the sizes: ``(key, p) -> bytes``.
    core_key: Callable[[bytes, P], bytes]
    #: The core key sizes in bytes (the key port takes them left-aligned).
    key_sizes: tuple[int, ...]
    #: Bulk ECB on whole blocks (software reference): ``(core_key, decrypt, p)
    #: -> (data -> data)``.
    ecb: Callable[[bytes, bool, P], Callable[[bytes], bytes]]
    #: pycryptodome cipher objects for the NIST modes: ``(core_key, p) ->
    #: (pycryptodome MODE_*, **kw) -> object``; None: the modes' reference
    #: is :func:`cipherline.ref.modes_model.expected_beats`.
    modes_lib: Callable[[bytes, P], Callable[..., Any]] | None = None
    #: pycryptodome's CMAC of a message, the whole tag: ``(core_key, p, data)
    #: -> bytes``; None with ``modes_lib`` None.
    cmac_lib: Callable[[bytes, P, bytes], bytes] | None = None
    #: What the software reference is, for messages.
    software: str = "pycryptodome"
    #: OpenSSL's name for ``openssl enc`` without the mode: ``key -> "aes-128-"``;
    #: None: OpenSSL has no such cipher.
    openssl_prefix: Callable[[bytes], str] | None = None
    #: Whether OpenSSL's command line has its CTR mode.
    openssl_ctr: bool = False
    #: The key port value of one block, key_field_bits / 8 bytes: ``(p,
    #: core_key, decrypt) -> bytes``; default: the key, left-aligned.
    key_port: Callable[[P, bytes, bool], bytes] | None = None
    #: The key size code of a core key (header lane HB_KSZ; the bare core's
    #: key length port).
    ksz: Callable[[bytes], int] = lambda key: 0
    #: NIST policy findings of a message (besides the CMAC tag rule):
    #: ``(user_key, p, mode, blocks) -> [reason, ...]``.
    policy: Callable[[bytes, P, str, int], list[str]] = lambda key, p, mode, blocks: []
    #: Whether a command may set ``legacy`` to pass the policy (legacy data).
    legacy: bool = False
    #: A note ``cipherline run`` prints for a run (``decrypt -> text``; None: none).
    run_notice: Callable[[bool], str | None] = lambda decrypt: None
    #: The NIST ECB known-answer files of a core configuration (None: no gate).
    kat_files: Callable[[P], list[Any]] | None = None
    #: A KAT record's key for the core, or None to leave the record out:
    #: ``(record, p) -> bytes | None``.
    kat_key: Callable[[Any, P], bytes | None] = lambda v, p: v.key
    #: Stream contexts of the modes engine ``cipherline run`` builds.
    run_streams: int = 8
    #: An engine of it is a part of the integrated top (tdes_aes_modes).
    integrated: bool = False
    #: The report's family of a configuration (cipherline.report.tables
    #: FAMILY_COLORS): "TDEA", "DES", "AES"; default: the label.
    family: Callable[[P], str] | None = None
    #: The ``openssl speed`` cipher a bare core's ECB figure is compared with
    #: (cipherline.report.swbaseline CIPHERS), or None.
    sw_baseline: Callable[[P], str | None] = lambda p: None

    @property
    def block_bytes(self) -> int:
        return self.block_bits // 8

    def port_key(self, p: P, key: bytes, decrypt: bool) -> bytes:
        """The key port value of one block (:attr:`key_port`)."""
        if self.key_port is not None:
            return self.key_port(p, key, decrypt)
        return bytes(key).ljust(self.key_field_bits // 8, b"\0")

    def check_key(self, key: bytes) -> None:
        """ValueError unless ``key`` is a core key of the cipher."""
        if len(key) not in self.key_sizes:
            sizes = ", ".join(map(str, self.key_sizes))
            raise ValueError(f"{self.label} core keys are {sizes} bytes, got {len(key)}")

    def family_of(self, p: P) -> str:
        return self.family(p) if self.family else self.label

    @property
    def harness_define(self) -> str:
        """The C++ harness's compile-time choice (tb/cpp: ``-DCL_CORE_<NAME>``)."""
        return f"CL_CORE_{self.name.upper()}"

    @property
    def rtl_alg(self) -> str:
        """Its algorithm id's name in cipher_modes_pkg."""
        return f"ALG_{self.name.upper()}"


@dataclass(frozen=True)
class CoreSpec:
    """A synthesizable, simulatable core: what the registry knows about it.

    ``kind`` is "core" for a bare block core (tdes_core's port shape),
    "engine" for a modes engine top (cipher_modes around a block core),
    "dual" for the integrated top of two engines, and "unit" for a building
    block characterized on its own (the GHASH multiplier: no key, no core
    contract; only ``cipherline synth`` and its own tests take it).
    """

    name: str  # registry key, first word of every slug
    top: str  # RTL top module (and FuseSoC core cipherline:*:<top>)
    kind: str  # "core", "engine", "dual" or "unit"
    cipher: str  # "tdes", "aes", "toy": reference model, vectors, published figures
    description: str
    params: tuple[Param, ...]
    rules: Callable[[P], None]  # raises ConfigError on an invalid combination
    timing: Callable[[P], tuple[int, int]]  # -> (II cycles per block, latency cycles)
    block_bits: int
    key_bits: int
    label: Callable[[P], str]
    #: Blocks the core holds (its output FIFO; the engine's CORE_CAP).
    capacity: Callable[[P], int] = lambda p: 0
    #: Clocks after reset until the core's pipeline holds no key.
    flush_clocks: Callable[[P], int] = lambda p: 0
    #: Key for cipherline.report.published (papers' figures for this cipher).
    references: str | None = None
    #: Only for tests: not in reports or the CLI's lists of cores.
    test_only: bool = False
    #: The block core inside an engine (kind "engine").
    inner: "CoreSpec | None" = None
    #: C++ Verilator harness main (tb/cpp/), if the core has one.
    harness: str | None = None
    #: Configurations (slugs) in the default report (``make report``: chosen
    #: by measured CPU time to finish cold in 30 minutes on 2 cores), those
    #: the full report adds (``--full``, ``make report-full``) and those
    #: ``--extended`` adds.
    report: tuple[str, ...] = ()
    report_full: tuple[str, ...] = ()
    report_extended: tuple[str, ...] = ()
    #: Report configurations placed with fewer seeds than the report's (at
    #: most this many): those whose place and route dominates its run time.
    #: ``report_seeds`` in the default report, ``report_seeds_full`` in the
    #: full one (a configuration not in it gets every seed of the run).
    report_seeds: dict[str, int] = field(default_factory=dict)
    report_seeds_full: dict[str, int] = field(default_factory=dict)
    #: Figures for report ordering (bigger first), from the parameters.
    size: Callable[[P], float] = lambda p: 1.0
    #: nextpnr's placer for a configuration (nextpnr --placer): "heap", its
    #: default, or "static" (electrostatic) where HeAP does not converge in
    #: practical time (the pipelined AES engines with GCM: docs/modes.md).
    placer: Callable[[P], str] = lambda p: "heap"
    #: The RTL parameters of a configuration's registry parameters: where a
    #: registry value stands for a choice the registry makes (aes_modes'
    #: GHASH_DIGIT 0: the GHASH unit chosen from the core's II), the value
    #: it chose.
    hdl: Callable[[P], P] = lambda p: dict(p)
    extra: dict[str, Any] = field(default_factory=dict)

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise ConfigError(f"core {self.name!r} has no parameter {name!r}; "
                          f"known: {', '.join(p.name for p in self.params)}")

    def slug(self, p: P) -> str:
        parts = [self.name]
        for q in self.params:
            if q.slug is None or (not q.always and p[q.name] == q.default):
                continue
            if q.is_flag:
                parts.append(q.slug if p[q.name] else f"no{q.slug}")
            elif p[q.name] in dict(q.names):
                parts.append(dict(q.names)[p[q.name]])
            else:
                parts.append(f"{q.slug}{p[q.name]}")
        return "-".join(p for p in parts if p)


@dataclass(frozen=True)
class Config:
    """One configuration: a core and a full set of parameter values."""

    core: str
    params: tuple[tuple[str, int], ...]  # every parameter of the core, in spec order

    @classmethod
    def make(cls, core: str, **params: int) -> "Config":
        """Fill defaults, check names, types and ranges, and apply the core's rules."""
        from cipherline.cores import get_spec

        spec = get_spec(core)
        for name in params:
            spec.param(name)
        values = {p.name: p.check(params.get(p.name, p.default)) for p in spec.params}
        spec.rules(values)
        return cls(core, tuple(values.items()))

    @classmethod
    def parse(cls, slug: str, **overrides: int) -> "Config":
        """A configuration from its slug (``tdes-n3-s48-r1-split``)."""
        from cipherline.cores import CORES, public_cores

        text = slug.strip()
        # The longest registry name that prefixes the slug.
        names = sorted((n for n in CORES if text == n or text.startswith(n + "-")), key=len)
        if not names:
            raise ConfigError(f"bad configuration {slug!r}: it must start with a core name "
                              f"({', '.join(public_cores())})")
        spec = CORES[names[-1]]
        rest = text[len(spec.name):].lstrip("-")
        values: dict[str, int] = {}
        codes = {q.slug: q for q in spec.params if q.slug}
        words = {w: (q, v) for q in spec.params for v, w in q.names}
        for tok in filter(None, rest.split("-")):
            if tok in words:
                q, v = words[tok]
                values[q.name] = v
                continue
            q = codes.get(tok)
            if q is not None and q.is_flag:
                values[q.name] = 1
                continue
            q = codes.get(tok[2:]) if tok.startswith("no") else None
            if q is not None and q.is_flag:
                values[q.name] = 0
                continue
            m = re.fullmatch(r"([a-z]+)(\d+)", tok)
            q = codes.get(m.group(1)) if m else None
            if q is None or q.is_flag:
                known = ", ".join([f"{c}" if q.is_flag else f"{c}N" for c, q in codes.items()] + list(words))
                raise ConfigError(f"bad configuration {slug!r}: unknown part {tok!r} "
                                  f"(parts of {spec.name}: {known})")
            values[q.name] = int(m.group(2))
        values.update(overrides)
        return cls.make(spec.name, **values)

    # -- derived ---------------------------------------------------------------

    @property
    def spec(self) -> CoreSpec:
        from cipherline.cores import get_spec

        return get_spec(self.core)

    @property
    def p(self) -> dict[str, int]:
        return dict(self.params)

    @property
    def top(self) -> str:
        return self.spec.top

    @property
    def name(self) -> str:
        """The slug: the one name of this configuration everywhere."""
        return self.spec.slug(self.p)

    @property
    def label(self) -> str:
        return self.spec.label(self.p)

    @property
    def kind(self) -> str:
        return self.spec.kind

    @property
    def cipher(self) -> str:
        return self.spec.cipher

    @property
    def cipher_spec(self) -> "CipherSpec":
        """Its cipher's entry (ConfigError for a building block that has none)."""
        from cipherline.cores import cipher_spec

        return cipher_spec(self.spec.cipher)

    @property
    def block_bits(self) -> int:
        return self.spec.block_bits

    @property
    def key_bits(self) -> int:
        return self.spec.key_bits

    @property
    def timing(self) -> tuple[int, int]:
        return self.spec.timing(self.p)

    @property
    def ii(self) -> int:
        return self.timing[0]

    @property
    def latency(self) -> int:
        return self.timing[1]

    @property
    def capacity(self) -> int:
        return self.spec.capacity(self.p)

    @property
    def flush_clocks(self) -> int:
        return self.spec.flush_clocks(self.p)

    def hdl_params(self) -> dict[str, int]:
        """The RTL parameters (Verilator -G, Yosys -chparam)."""
        return self.spec.hdl(self.p)

    def with_params(self, **params: int) -> "Config":
        return Config.make(self.core, **{**self.p, **params})

    def to_json(self) -> dict[str, Any]:
        return {"core": self.core, "top": self.top, "name": self.name, "params": self.p}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Config":
        return cls.make(d["core"], **d["params"])

    def __str__(self) -> str:
        return self.name


def pow2_at_least(n: int) -> int:
    return 1 << max(0, n - 1).bit_length()
