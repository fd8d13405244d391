"""Reusable testbench pieces: stream driver/monitor/scoreboard (``stream``), simulation runner (``sim``)."""
