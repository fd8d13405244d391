

"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field


# field definitions
    
    
class cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The commit was rejected: SLOT_SEL.SLOT is not below             |
    |              |      CAP_SIZE.SLOTS.</p>                                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The commit was rejected: SLOT_SEL.SLOT is not below\nCAP_SIZE.SLOTS."
    
    
    

    
    
class cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The commit was rejected: SLOT_SEL.ALG names an algorithm the    |
    |              |      engine does not have.</p>                                          |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The commit was rejected: SLOT_SEL.ALG names an algorithm the\nengine does not have."
    
    
    

    
    
class cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Key bytes 4n (bits 31:24) to 4n+3 (bits 7:0).</p>               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Key bytes 4n (bits 31:24) to 4n+3 (bits 7:0)."
    
    
    

    
    
class cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Messages counted; stops at 2^32 - 1. Cleared by                 |
    |              |      CTRL.CLEAR_COUNTERS.</p>                                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Messages counted; stops at 2^32 - 1. Cleared by CTRL.CLEAR_COUNTERS."
    
    
    

    
    
class cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Blocks counted; stops at 2^64 - 1. Cleared by                   |
    |              |      CTRL.CLEAR_COUNTERS.</p>                                           |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Blocks counted; stops at 2^64 - 1. Cleared by CTRL.CLEAR_COUNTERS."
    
    
    

    
    
class cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A message ended with status ERR_AUTH (a tag mismatch).</p>      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A message ended with status ERR_AUTH (a tag mismatch)."
    
    
    

    
    
class cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A message ended with an error status other than ERR_AUTH.</p>   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A message ended with an error status other than ERR_AUTH."
    
    
    

    
    
class cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The key store finished a COMMIT (SLOT_STATUS.DONE was set).</p> |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The key store finished a COMMIT (SLOT_STATUS.DONE was set)."
    
    
    

    
    
class cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>The key store rejected a COMMIT (an error bit of SLOT_STATUS    |
    |              |      was set).</p>                                                      |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The key store rejected a COMMIT (an error bit of SLOT_STATUS was\nset)."
    
    
    

    
    
class cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>A zeroization finished (STATUS.ZEROIZE_DONE was set).</p>       |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "A zeroization finished (STATUS.ZEROIZE_DONE was set)."
    
    
    

    
    
class cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Enable INTR_STATE.AUTH_FAIL.</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Enable INTR_STATE.AUTH_FAIL."
    
    
    

    
    
class cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Enable INTR_STATE.MSG_ERROR.</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Enable INTR_STATE.MSG_ERROR."
    
    
    

    
    
class cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Enable INTR_STATE.SLOT_DONE.</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Enable INTR_STATE.SLOT_DONE."
    
    
    

    
    
class cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Enable INTR_STATE.SLOT_ERROR.</p>                               |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Enable INTR_STATE.SLOT_ERROR."
    
    
    

    
    
class cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Enable INTR_STATE.ZEROIZE_DONE.</p>                             |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Enable INTR_STATE.ZEROIZE_DONE."
    
    
    

    
    
class cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set INTR_STATE.AUTH_FAIL.</p>                                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set INTR_STATE.AUTH_FAIL."
    
    
    

    
    
class cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set INTR_STATE.MSG_ERROR.</p>                                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set INTR_STATE.MSG_ERROR."
    
    
    

    
    
class cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set INTR_STATE.SLOT_DONE.</p>                                   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set INTR_STATE.SLOT_DONE."
    
    
    

    
    
class cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set INTR_STATE.SLOT_ERROR.</p>                                  |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set INTR_STATE.SLOT_ERROR."
    
    
    

    
    
class cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Set INTR_STATE.ZEROIZE_DONE.</p>                                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set INTR_STATE.ZEROIZE_DONE."
    
    
    


if __name__ == '__main__':
    pass