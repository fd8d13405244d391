# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Command-line options shared by the subcommands, generated from the core registry.

Every configuration option comes from :mod:`cipherline.cores`: ``--core``,
``--config SLUG`` (a whole configuration by its name), one option per core
parameter (``--stages N``; a 0/1 parameter is a switch, ``--split-round`` /
``--no-split-round``) and ``--param NAME=VALUE``. A parameter that the chosen
core does not have is an error, not silently ignored.
"""

from __future__ import annotations

import argparse
from typing import Iterable

from cipherline.cores import CORES, Config, ConfigError, CoreSpec, Param, get_spec, public_cores


def integer(text: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}") from None


def positive_int(text: str) -> int:
    v = integer(text)
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {v}")
    return v


def positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not v > 0:
        raise argparse.ArgumentTypeError(f"must be positive, got {text}")
    return v


def param_assignment(text: str) -> tuple[str, int]:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    try:
        return name.strip().upper(), int(value, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{name}: expected an integer value, got {value!r}") \
            from None


def _specs(kinds: Iterable[str]) -> list[CoreSpec]:
    kinds = tuple(kinds)
    return [CORES[n] for n in public_cores() if CORES[n].kind in kinds]


def add_config_args(p: argparse.ArgumentParser, default: str,
                    kinds: Iterable[str] = ("core", "engine", "dual")) -> None:
    """``--core``, ``--config``, one option per parameter of the offered cores, ``--param``."""
    specs = _specs(kinds)
    g = p.add_argument_group("configuration (see cipherline.cores)")
    g.add_argument("--core", default=None,
                   help=f"{', '.join(s.name for s in specs)} (default: {default})")
    g.add_argument("--config", default=None, metavar="SLUG",
                   help="a whole configuration by its name, e.g. tdes-n3-s48-r1-split "
                        "(the names `cipherline report --list` prints); options below override it")
    seen: dict[str, Param] = {}
    owners: dict[str, list[str]] = {}
    for s in specs:
        for q in s.params:
            seen.setdefault(q.name, q)
            owners.setdefault(q.name, []).append(s.name)
    for name, q in seen.items():
        where = ", ".join(owners[name])
        dest = "cfg_" + name
        if q.is_flag:
            g.add_argument(q.option, dest=dest, action=argparse.BooleanOptionalAction, default=None,
                           help=f"{name}: {q.help} [{where}]")
        else:
            g.add_argument(q.option, dest=dest, type=integer, default=None, metavar="N",
                           help=f"{name}: {q.help} (default {q.default}) [{where}]")
    g.add_argument("--param", dest="cfg_param", type=param_assignment, action="append",
                   default=[], metavar="NAME=VALUE", help="set a core parameter (repeatable)")
    p.set_defaults(cfg_default=default, cfg_kinds=tuple(kinds))


def config_from_args(args: argparse.Namespace) -> Config:
    """The configuration the options describe; raises ConfigError."""
    params: dict[str, int] = {}
    if args.config:
        base = Config.parse(args.config)
        if args.core and args.core != base.core:
            raise ConfigError(f"--config {args.config} is a {base.core} configuration, "
                              f"not --core {args.core}")
        core, params = base.core, base.p
    else:
        core = args.core or args.cfg_default
    spec = get_spec(core)
    # A test-only core is not offered, but its configurations run by name
    # (--config toy-d1): the tests take the commands' own paths with them.
    if (spec.test_only and not args.config) or spec.kind not in args.cfg_kinds:
        raise ConfigError(f"core {core!r} is not offered here; choose from "
                          f"{', '.join(s.name for s in _specs(args.cfg_kinds))}")
    names = {q.name for q in spec.params}
    for key, v in vars(args).items():
        if key.startswith("cfg_") and key not in ("cfg_param", "cfg_default", "cfg_kinds") \
                and v is not None:
            name = key[4:]
            if name not in names:
                raise ConfigError(f"--{name.lower().replace('_', '-')}: core {core} has no "
                                  f"parameter {name} (it has {', '.join(sorted(names))})")
            params[name] = int(v)
    for name, v in args.cfg_param:
        params[name] = v
    return Config.make(core, **params)


def config_option_text(config: Config) -> str:
    """The options that give ``config`` back (for messages)."""
    return f"--config {config.name}"
