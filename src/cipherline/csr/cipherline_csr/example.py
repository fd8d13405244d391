

"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from peakrdl_python.lib import AsyncCallbackSet

from .reg_model.cipherline_csr import cipherline_csr_cls
from .sim.cipherline_csr import cipherline_csr_simulator_cls

if __name__ == '__main__':

    sim = cipherline_csr_simulator_cls(address=0)

    # create an instance of the class
    reg_model = cipherline_csr_cls(callbacks=AsyncCallbackSet(read_callback=sim.read,
                                                                       write_callback=sim.write))