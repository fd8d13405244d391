
"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""
from .cipherline_csr import cipherline_csr_simulator_cls as Simulator
