"""cocotb testbench of the TDES block core."""
