"""cocotb testbench of the AES block core."""
