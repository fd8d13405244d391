# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cipherline: open, configurable, verified block-cipher hardware."""

__version__ = "0.1.0"
