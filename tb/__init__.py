"""cocotb testbenches (importable as ``tb.<core>.<module>``; shared pieces in ``tb.common``)."""
