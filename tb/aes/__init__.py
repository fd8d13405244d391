# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""cocotb testbench of the AES block core."""
