"""cipherline: open, configurable, verified block-cipher hardware."""

__version__ = "0.1.0"
