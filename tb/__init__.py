# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb testbenches (importable as ``tb.<core>.<module>``; shared pieces in ``tb.common``)."""
