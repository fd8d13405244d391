


"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""





from typing import Union

from peakrdl_python.sim_lib.register import Register, MemoryRegister
from peakrdl_python.sim_lib.memory import Memory
from peakrdl_python.sim_lib.simulator import MemoryEntry
from peakrdl_python.sim_lib.field import FieldDefinition, FieldType
from peakrdl_python.sim_lib.simulator import AsyncSimulator as Simulator


class cipherline_csr_simulator_cls(Simulator):

    def _build_registers(self) -> dict[int, Union[list[Union[MemoryRegister, Register]], Union[MemoryRegister, Register]]]:
        return {
            0 : 
    Register(width=32, full_inst_name='cipherline_csr.VERSION', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='MINOR', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='MAJOR', field_type=FieldType.READONLY),
                                                ]),
            4 : 
    Register(width=32, full_inst_name='cipherline_csr.CAP_CIPHER', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='TDES', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='AES', field_type=FieldType.READONLY),FieldDefinition(high=6, low=4, msb=6, lsb=4, inst_name='AES_KEYLENS', field_type=FieldType.READONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='AES_ENC_ONLY', field_type=FieldType.READONLY),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='POLICY', field_type=FieldType.READONLY),FieldDefinition(high=13, low=13, msb=13, lsb=13, inst_name='DESC', field_type=FieldType.READONLY),
                                                ]),
            8 : 
    Register(width=32, full_inst_name='cipherline_csr.CAP_MODES', readable=True, writable=False,
                                         fields=[FieldDefinition(high=7, low=0, msb=7, lsb=0, inst_name='MODES', field_type=FieldType.READONLY),
                                                ]),
            12 : 
    Register(width=32, full_inst_name='cipherline_csr.CAP_SIZE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=15, low=0, msb=15, lsb=0, inst_name='STREAMS', field_type=FieldType.READONLY),FieldDefinition(high=31, low=16, msb=31, lsb=16, inst_name='SLOTS', field_type=FieldType.READONLY),
                                                ]),
            16 : 
    Register(width=32, full_inst_name='cipherline_csr.CTRL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='ENABLE', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='ZEROIZE', field_type=FieldType.WRITEONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='CLEAR_COUNTERS', field_type=FieldType.WRITEONLY),
                                                ]),
            20 : 
    Register(width=32, full_inst_name='cipherline_csr.STATUS', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='ZEROIZE_DONE', field_type=FieldType.READWRITE),
                                                ]),
            32 : 
    Register(width=32, full_inst_name='cipherline_csr.SLOT_SEL', readable=True, writable=True,
                                         fields=[FieldDefinition(high=9, low=0, msb=9, lsb=0, inst_name='SLOT', field_type=FieldType.READWRITE),FieldDefinition(high=17, low=16, msb=17, lsb=16, inst_name='KSZ', field_type=FieldType.READWRITE),FieldDefinition(high=20, low=20, msb=20, lsb=20, inst_name='LEGACY', field_type=FieldType.READWRITE),FieldDefinition(high=31, low=24, msb=31, lsb=24, inst_name='ALG', field_type=FieldType.READWRITE),
                                                ]),
            36 : 
    Register(width=32, full_inst_name='cipherline_csr.SLOT_CMD', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='COMMIT', field_type=FieldType.WRITEONLY),
                                                ]),
            40 : 
    Register(width=32, full_inst_name='cipherline_csr.SLOT_STATUS', readable=True, writable=False,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='BUSY', field_type=FieldType.READONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='DONE', field_type=FieldType.READONLY),FieldDefinition(high=8, low=8, msb=8, lsb=8, inst_name='ERR_KEY_SIZE', field_type=FieldType.READONLY),FieldDefinition(high=9, low=9, msb=9, lsb=9, inst_name='ERR_TDES_KEYS', field_type=FieldType.READONLY),FieldDefinition(high=10, low=10, msb=10, lsb=10, inst_name='ERR_SLOT_BUSY', field_type=FieldType.READONLY),FieldDefinition(high=11, low=11, msb=11, lsb=11, inst_name='ERR_SLOT_RANGE', field_type=FieldType.READONLY),FieldDefinition(high=12, low=12, msb=12, lsb=12, inst_name='ERR_ALG', field_type=FieldType.READONLY),
                                                ]),
            64 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY0', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            68 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY1', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            72 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY2', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            76 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY3', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            80 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY4', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            84 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY5', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            88 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY6', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            92 : 
    Register(width=32, full_inst_name='cipherline_csr.KEY7', readable=False, writable=True,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='DATA', field_type=FieldType.WRITEONLY),
                                                ]),
            128 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_OK', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            132 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_PARTIAL', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            136 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_MODE', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            140 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_PARAM', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            144 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_HEADER', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            148 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_BUSY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            152 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_AUTH', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            156 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_POLICY', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            160 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_LONG', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            164 : 
    Register(width=32, full_inst_name='cipherline_csr.MSG_ERR_FULL', readable=True, writable=False,
                                         fields=[FieldDefinition(high=31, low=0, msb=31, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            192 : 
    Register(width=64, full_inst_name='cipherline_csr.BLOCKS_IN', readable=True, writable=False,
                                         fields=[FieldDefinition(high=63, low=0, msb=63, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            200 : 
    Register(width=64, full_inst_name='cipherline_csr.BLOCKS_OUT', readable=True, writable=False,
                                         fields=[FieldDefinition(high=63, low=0, msb=63, lsb=0, inst_name='COUNT', field_type=FieldType.READONLY),
                                                ]),
            256 : 
    Register(width=32, full_inst_name='cipherline_csr.INTR_STATE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='AUTH_FAIL', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='MSG_ERROR', field_type=FieldType.READWRITE),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='SLOT_DONE', field_type=FieldType.READWRITE),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='SLOT_ERROR', field_type=FieldType.READWRITE),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='ZEROIZE_DONE', field_type=FieldType.READWRITE),
                                                ]),
            260 : 
    Register(width=32, full_inst_name='cipherline_csr.INTR_ENABLE', readable=True, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='AUTH_FAIL', field_type=FieldType.READWRITE),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='MSG_ERROR', field_type=FieldType.READWRITE),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='SLOT_DONE', field_type=FieldType.READWRITE),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='SLOT_ERROR', field_type=FieldType.READWRITE),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='ZEROIZE_DONE', field_type=FieldType.READWRITE),
                                                ]),
            264 : 
    Register(width=32, full_inst_name='cipherline_csr.INTR_TEST', readable=False, writable=True,
                                         fields=[FieldDefinition(high=0, low=0, msb=0, lsb=0, inst_name='AUTH_FAIL', field_type=FieldType.WRITEONLY),FieldDefinition(high=1, low=1, msb=1, lsb=1, inst_name='MSG_ERROR', field_type=FieldType.WRITEONLY),FieldDefinition(high=2, low=2, msb=2, lsb=2, inst_name='SLOT_DONE', field_type=FieldType.WRITEONLY),FieldDefinition(high=3, low=3, msb=3, lsb=3, inst_name='SLOT_ERROR', field_type=FieldType.WRITEONLY),FieldDefinition(high=4, low=4, msb=4, lsb=4, inst_name='ZEROIZE_DONE', field_type=FieldType.WRITEONLY),
                                                ]),
        }

    def _build_memories(self) -> list[MemoryEntry]:
        return [
        ]

if __name__ == '__main__':
    pass
