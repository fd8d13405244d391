


"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from enum import unique

from peakrdl_python.lib import SystemRDLEnum, SystemRDLEnumEntry



if __name__ == '__main__':
    pass