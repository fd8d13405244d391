# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""The ``cipherline`` command line.

Each subcommand lives in its own module ``cipherline.cmd_<name>`` exposing
``register(subparsers)``, which adds its parser and sets ``func``.
"""

from __future__ import annotations

import argparse
import importlib
import sys

SUBCOMMANDS = ["synth", "report", "run", "conformance", "bench", "soak"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cipherline",
        description="Open, configurable, verified block-cipher hardware: "
        "simulate, synthesize and characterize the cipherline cores.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in SUBCOMMANDS:
        importlib.import_module(f"cipherline.commands.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
