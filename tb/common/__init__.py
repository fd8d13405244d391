# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Reusable testbench pieces: stream driver/monitor/scoreboard (``stream``), simulation runner (``sim``)."""
