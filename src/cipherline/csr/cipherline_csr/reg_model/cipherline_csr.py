


"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""












from typing import Iterator
from typing import Optional
from typing import Union
from typing import Type
from typing import overload
from typing import Literal
from typing import Any
from typing import NoReturn
import warnings

from peakrdl_python.lib import Node, NodeArray, Base
from peakrdl_python.lib import UDPStruct

from peakrdl_python.lib  import AddressMapArray, RegFileArray
from peakrdl_python.lib import AsyncMemory, AsyncMemoryArray
from peakrdl_python.lib import AsyncAddressMap
from peakrdl_python.lib import AsyncRegFile
from peakrdl_python.lib  import AsyncAddressMapArray
from peakrdl_python.lib  import AsyncRegFileArray
from peakrdl_python.lib import MemoryAsyncReadOnly, MemoryAsyncWriteOnly, MemoryAsyncReadWrite
from peakrdl_python.lib import MemoryAsyncReadOnlyArray, MemoryAsyncWriteOnlyArray, MemoryAsyncReadWriteArray
from peakrdl_python.lib import AsyncReg, AsyncRegArray
from peakrdl_python.lib import RegAsyncReadOnly, RegAsyncWriteOnly, RegAsyncReadWrite
from peakrdl_python.lib import RegAsyncReadOnlyArray, RegAsyncWriteOnlyArray, RegAsyncReadWriteArray
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field

from peakrdl_python.lib import ReadableAsyncRegister, WritableAsyncRegister
from peakrdl_python.lib import ReadableAsyncMemory, WritableAsyncMemory
from peakrdl_python.lib import ReadableAsyncRegisterArray, WriteableAsyncRegisterArray



from peakrdl_python.lib import AsyncCallbackSet




from peakrdl_python.__about__ import __version__
if __version__ != '4.0.0':
    raise RuntimeError('Library built with peakrdl-python version 4.0.0 however '
                        f'version {__version__} is installed')


from ._registers import cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls
from ._registers import cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls
from ._registers import cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls
from ._registers import cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls
from ._registers import cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls
from ._registers import cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls
from ._registers import cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls
from ._registers import cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls
from ._registers import cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls
from ._registers import cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls
from ._registers import cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls
from ._registers import cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls
from ._registers import cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls
from ._registers import cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls
from ._registers import cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls
from ._registers import cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls
from ._registers import cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls
from ._registers import cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls
from ._registers import cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls
from ._registers import cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls
from ._registers import cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls
from ._registers import cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls
from ._registers import cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls
from ._registers import cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls
from ._registers import cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls


# addrmap, regfile, memor and register definitions
    
    
class cipherline_csr_0x4c74c9e2915d0b385936c880bf7aa50999a9284d5d99c6dd4f0afce27ac872af_cls(AsyncAddressMap):
    """
    Class to represent a address map in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Name         | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      cipherline CSR                                                     |
    +--------------+-------------------------------------------------------------------------+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Control and status registers of a cipherline modes engine:      |
    |              |      identification and capabilities, enable and zeroization, key-slot  |
    |              |      programming of the security-association key store, message and     |
    |              |      block counters, and an interrupt. AXI4-Lite, 32-bit data; a read   |
    |              |      of an address that no register occupies, or a write to one, gets   |
    |              |      the SLVERR response (reads return 0).</p>                          |
    +--------------+-------------------------------------------------------------------------+
    """

    __slots__ : list[str] = ['__VERSION', '__CAP_CIPHER', '__CAP_MODES', '__CAP_SIZE', '__CTRL', '__STATUS', '__SLOT_SEL', '__SLOT_CMD', '__SLOT_STATUS', '__KEY0', '__KEY1', '__KEY2', '__KEY3', '__KEY4', '__KEY5', '__KEY6', '__KEY7', '__MSG_OK', '__MSG_ERR_PARTIAL', '__MSG_ERR_MODE', '__MSG_ERR_PARAM', '__MSG_ERR_HEADER', '__MSG_ERR_BUSY', '__MSG_ERR_AUTH', '__MSG_ERR_POLICY', '__MSG_ERR_LONG', '__MSG_ERR_FULL', '__BLOCKS_IN', '__BLOCKS_OUT', '__INTR_STATE', '__INTR_ENABLE', '__INTR_TEST']

    def __init__(self, *,
                 address:int=0,
                 logger_handle:str='reg_model.cipherline_csr',
                 inst_name:str='cipherline_csr',
                 callbacks: Optional[AsyncCallbackSet]=None,
                 parent:Optional[AsyncAddressMap]=None):

        if callbacks is not None:
            if not isinstance(callbacks, AsyncCallbackSet):
                raise TypeError(f'callbacks should be AsyncCallbackSet got {type(callbacks)}')

        super().__init__(callbacks=callbacks,
                         address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        
            
        self.__VERSION:cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls = cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls(
                                                                     address=self.address+0,
                                                                     logger_handle=logger_handle+'.VERSION',
                                                                     inst_name='VERSION', parent=self)
        
            
        self.__CAP_CIPHER:cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls = cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls(
                                                                     address=self.address+4,
                                                                     logger_handle=logger_handle+'.CAP_CIPHER',
                                                                     inst_name='CAP_CIPHER', parent=self)
        
            
        self.__CAP_MODES:cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls = cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls(
                                                                     address=self.address+8,
                                                                     logger_handle=logger_handle+'.CAP_MODES',
                                                                     inst_name='CAP_MODES', parent=self)
        
            
        self.__CAP_SIZE:cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls = cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls(
                                                                     address=self.address+12,
                                                                     logger_handle=logger_handle+'.CAP_SIZE',
                                                                     inst_name='CAP_SIZE', parent=self)
        
            
        self.__CTRL:cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls = cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls(
                                                                     address=self.address+16,
                                                                     logger_handle=logger_handle+'.CTRL',
                                                                     inst_name='CTRL', parent=self)
        
            
        self.__STATUS:cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls = cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls(
                                                                     address=self.address+20,
                                                                     logger_handle=logger_handle+'.STATUS',
                                                                     inst_name='STATUS', parent=self)
        
            
        self.__SLOT_SEL:cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls = cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls(
                                                                     address=self.address+32,
                                                                     logger_handle=logger_handle+'.SLOT_SEL',
                                                                     inst_name='SLOT_SEL', parent=self)
        
            
        self.__SLOT_CMD:cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls = cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls(
                                                                     address=self.address+36,
                                                                     logger_handle=logger_handle+'.SLOT_CMD',
                                                                     inst_name='SLOT_CMD', parent=self)
        
            
        self.__SLOT_STATUS:cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls = cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls(
                                                                     address=self.address+40,
                                                                     logger_handle=logger_handle+'.SLOT_STATUS',
                                                                     inst_name='SLOT_STATUS', parent=self)
        
            
        self.__KEY0:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+64,
                                                                     logger_handle=logger_handle+'.KEY0',
                                                                     inst_name='KEY0', parent=self)
        
            
        self.__KEY1:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+68,
                                                                     logger_handle=logger_handle+'.KEY1',
                                                                     inst_name='KEY1', parent=self)
        
            
        self.__KEY2:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+72,
                                                                     logger_handle=logger_handle+'.KEY2',
                                                                     inst_name='KEY2', parent=self)
        
            
        self.__KEY3:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+76,
                                                                     logger_handle=logger_handle+'.KEY3',
                                                                     inst_name='KEY3', parent=self)
        
            
        self.__KEY4:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+80,
                                                                     logger_handle=logger_handle+'.KEY4',
                                                                     inst_name='KEY4', parent=self)
        
            
        self.__KEY5:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+84,
                                                                     logger_handle=logger_handle+'.KEY5',
                                                                     inst_name='KEY5', parent=self)
        
            
        self.__KEY6:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+88,
                                                                     logger_handle=logger_handle+'.KEY6',
                                                                     inst_name='KEY6', parent=self)
        
            
        self.__KEY7:cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls = cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(
                                                                     address=self.address+92,
                                                                     logger_handle=logger_handle+'.KEY7',
                                                                     inst_name='KEY7', parent=self)
        
            
        self.__MSG_OK:cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls = cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls(
                                                                     address=self.address+128,
                                                                     logger_handle=logger_handle+'.MSG_OK',
                                                                     inst_name='MSG_OK', parent=self)
        
            
        self.__MSG_ERR_PARTIAL:cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls = cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls(
                                                                     address=self.address+132,
                                                                     logger_handle=logger_handle+'.MSG_ERR_PARTIAL',
                                                                     inst_name='MSG_ERR_PARTIAL', parent=self)
        
            
        self.__MSG_ERR_MODE:cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls = cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls(
                                                                     address=self.address+136,
                                                                     logger_handle=logger_handle+'.MSG_ERR_MODE',
                                                                     inst_name='MSG_ERR_MODE', parent=self)
        
            
        self.__MSG_ERR_PARAM:cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls = cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls(
                                                                     address=self.address+140,
                                                                     logger_handle=logger_handle+'.MSG_ERR_PARAM',
                                                                     inst_name='MSG_ERR_PARAM', parent=self)
        
            
        self.__MSG_ERR_HEADER:cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls = cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls(
                                                                     address=self.address+144,
                                                                     logger_handle=logger_handle+'.MSG_ERR_HEADER',
                                                                     inst_name='MSG_ERR_HEADER', parent=self)
        
            
        self.__MSG_ERR_BUSY:cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls = cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls(
                                                                     address=self.address+148,
                                                                     logger_handle=logger_handle+'.MSG_ERR_BUSY',
                                                                     inst_name='MSG_ERR_BUSY', parent=self)
        
            
        self.__MSG_ERR_AUTH:cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls = cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls(
                                                                     address=self.address+152,
                                                                     logger_handle=logger_handle+'.MSG_ERR_AUTH',
                                                                     inst_name='MSG_ERR_AUTH', parent=self)
        
            
        self.__MSG_ERR_POLICY:cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls = cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls(
                                                                     address=self.address+156,
                                                                     logger_handle=logger_handle+'.MSG_ERR_POLICY',
                                                                     inst_name='MSG_ERR_POLICY', parent=self)
        
            
        self.__MSG_ERR_LONG:cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls = cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls(
                                                                     address=self.address+160,
                                                                     logger_handle=logger_handle+'.MSG_ERR_LONG',
                                                                     inst_name='MSG_ERR_LONG', parent=self)
        
            
        self.__MSG_ERR_FULL:cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls = cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls(
                                                                     address=self.address+164,
                                                                     logger_handle=logger_handle+'.MSG_ERR_FULL',
                                                                     inst_name='MSG_ERR_FULL', parent=self)
        
            
        self.__BLOCKS_IN:cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls = cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls(
                                                                     address=self.address+192,
                                                                     logger_handle=logger_handle+'.BLOCKS_IN',
                                                                     inst_name='BLOCKS_IN', parent=self)
        
            
        self.__BLOCKS_OUT:cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls = cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls(
                                                                     address=self.address+200,
                                                                     logger_handle=logger_handle+'.BLOCKS_OUT',
                                                                     inst_name='BLOCKS_OUT', parent=self)
        
            
        self.__INTR_STATE:cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls = cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls(
                                                                     address=self.address+256,
                                                                     logger_handle=logger_handle+'.INTR_STATE',
                                                                     inst_name='INTR_STATE', parent=self)
        
            
        self.__INTR_ENABLE:cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls = cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls(
                                                                     address=self.address+260,
                                                                     logger_handle=logger_handle+'.INTR_ENABLE',
                                                                     inst_name='INTR_ENABLE', parent=self)
        
            
        self.__INTR_TEST:cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls = cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls(
                                                                     address=self.address+264,
                                                                     logger_handle=logger_handle+'.INTR_TEST',
                                                                     inst_name='INTR_TEST', parent=self)
        

    @property
    def size(self) -> int:
        return 268
    @property
    def VERSION(self) -> 'cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls':
        """
        Property to access VERSION 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Version                                                            |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Version of this register map. Software checks MAJOR before it   |
        |              |      uses the block: a new MAJOR moves or redefines registers, a new    |
        |              |      MINOR only adds registers or fields (an added field reads 0 on     |
        |              |      older blocks).</p>                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__VERSION
        
    @property
    def CAP_CIPHER(self) -> 'cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls':
        """
        Property to access CAP_CIPHER 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Capability: ciphers                                                |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Which block ciphers the engine was built with, and their        |
        |              |      options. Driven by the top level from its parameters (constant     |
        |              |      while the block runs).</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CAP_CIPHER
        
    @property
    def CAP_MODES(self) -> 'cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls':
        """
        Property to access CAP_MODES 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Capability: modes                                                  |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Which modes of operation the engine was built with (its MODES   |
        |              |      profile). Driven by the top level from its parameters.</p>         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CAP_MODES
        
    @property
    def CAP_SIZE(self) -> 'cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls':
        """
        Property to access CAP_SIZE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Capability: sizes                                                  |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Sizes of the engine's tables. Driven by the top level from its  |
        |              |      parameters.</p>                                                    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CAP_SIZE
        
    @property
    def CTRL(self) -> 'cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls':
        """
        Property to access CTRL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Control                                                            |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Engine enable, zeroization and counter clear.</p>               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CTRL
        
    @property
    def STATUS(self) -> 'cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls':
        """
        Property to access STATUS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Status                                                             |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Engine status.</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STATUS
        
    @property
    def SLOT_SEL(self) -> 'cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls':
        """
        Property to access SLOT_SEL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Slot select                                                        |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The slot that the next SLOT_CMD.COMMIT loads, and how its key   |
        |              |      is used. Write it before the key words.</p>                        |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_SEL
        
    @property
    def SLOT_CMD(self) -> 'cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls':
        """
        Property to access SLOT_CMD 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Slot command                                                       |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Loads the key words into the selected slot.</p>                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_CMD
        
    @property
    def SLOT_STATUS(self) -> 'cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls':
        """
        Property to access SLOT_STATUS 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Slot status                                                        |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The key store's state and the result of the last                |
        |              |      SLOT_CMD.COMMIT. DONE and the error bits are cleared by the next   |
        |              |      COMMIT; when DONE is 1 with no error bit, the slot holds the new   |
        |              |      key.</p>                                                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_STATUS
        
    @property
    def KEY0(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY0 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY0
        
    @property
    def KEY1(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY1 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY1
        
    @property
    def KEY2(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY2 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY2
        
    @property
    def KEY3(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY3 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY3
        
    @property
    def KEY4(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY4 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY4
        
    @property
    def KEY5(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY5 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY5
        
    @property
    def KEY6(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY6 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY6
        
    @property
    def KEY7(self) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls':
        """
        Property to access KEY7 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Key word                                                           |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, |
        |              |      byte 4n in bits 31:24 (the key as written in FIPS 197 and SP       |
        |              |      800-67 reads KEY0, KEY1, ... left to right). TDES: K1 in           |
        |              |      KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its    |
        |              |      strobed bytes only (WSTRB<b> is bits 8b+7:8b: key byte 4n+3-b), so |
        |              |      a key may be written a byte or a halfword at a time; a write with  |
        |              |      no strobe stages nothing. Write-only: each write goes straight to  |
        |              |      the key store (this block keeps no key bit); reads return 0.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KEY7
        
    @property
    def MSG_OK(self) -> 'cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls':
        """
        Property to access MSG_OK 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: OK                                                       |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status OK (0).</p>                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_OK
        
    @property
    def MSG_ERR_PARTIAL(self) -> 'cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls':
        """
        Property to access MSG_ERR_PARTIAL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_PARTIAL                                              |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_PARTIAL (1): a partial or   |
        |              |      oversized final block.</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_PARTIAL
        
    @property
    def MSG_ERR_MODE(self) -> 'cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls':
        """
        Property to access MSG_ERR_MODE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_MODE                                                 |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_MODE (2): an unknown mode,  |
        |              |      or one the engine does not have.</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_MODE
        
    @property
    def MSG_ERR_PARAM(self) -> 'cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls':
        """
        Property to access MSG_ERR_PARAM 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_PARAM                                                |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_PARAM (3): a bad segment    |
        |              |      size, tag or IV length, key size, or a malformed control beat.</p> |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_PARAM
        
    @property
    def MSG_ERR_HEADER(self) -> 'cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls':
        """
        Property to access MSG_ERR_HEADER 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_HEADER                                               |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_HEADER (4): a packet that   |
        |              |      ended inside its header.</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_HEADER
        
    @property
    def MSG_ERR_BUSY(self) -> 'cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls':
        """
        Property to access MSG_ERR_BUSY 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_BUSY                                                 |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_BUSY (5): aborted by a new  |
        |              |      command on their stream.</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_BUSY
        
    @property
    def MSG_ERR_AUTH(self) -> 'cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls':
        """
        Property to access MSG_ERR_AUTH 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_AUTH                                                 |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_AUTH (6): authentication    |
        |              |      failures, a CMAC verify or GCM / CCM decryption whose tag did not  |
        |              |      match.</p>                                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_AUTH
        
    @property
    def MSG_ERR_POLICY(self) -> 'cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls':
        """
        Property to access MSG_ERR_POLICY 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_POLICY                                               |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_POLICY (7): refused or cut  |
        |              |      short by the NIST policy.</p>                                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_POLICY
        
    @property
    def MSG_ERR_LONG(self) -> 'cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls':
        """
        Property to access MSG_ERR_LONG 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_LONG                                                 |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_LONG (8): a GCM / CCM       |
        |              |      decryption longer than the message buffer.</p>                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_LONG
        
    @property
    def MSG_ERR_FULL(self) -> 'cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls':
        """
        Property to access MSG_ERR_FULL 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Messages: ERR_FULL                                                 |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Messages that ended with status ERR_FULL (9): a GCM / CCM       |
        |              |      decryption that did not fit beside the open buffered ones.</p>     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERR_FULL
        
    @property
    def BLOCKS_IN(self) -> 'cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls':
        """
        Property to access BLOCKS_IN 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Blocks in                                                          |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Data beats the engine has taken at its packet input (AAD,       |
        |              |      payload and tag beats; not header beats). Read the low word        |
        |              |      (0x0c0) first: it takes a snapshot, and the high word (0x0c4)      |
        |              |      reads from it.</p>                                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BLOCKS_IN
        
    @property
    def BLOCKS_OUT(self) -> 'cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls':
        """
        Property to access BLOCKS_OUT 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Blocks out                                                         |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Output beats that keep a byte the engine has sent out. Read the |
        |              |      low word (0x0c8) first: it takes a snapshot, and the high word     |
        |              |      (0x0cc) reads from it.</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BLOCKS_OUT
        
    @property
    def INTR_STATE(self) -> 'cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls':
        """
        Property to access INTR_STATE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Interrupt state                                                    |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Interrupt events, each kept until software writes 1 to its bit. |
        |              |      The interrupt output intr_o is 1 while any bit is 1 with its       |
        |              |      INTR_ENABLE bit. An event on the clock of the write that clears    |
        |              |      its bit sets it again.</p>                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__INTR_STATE
        
    @property
    def INTR_ENABLE(self) -> 'cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls':
        """
        Property to access INTR_ENABLE 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Interrupt enable                                                   |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Which INTR_STATE bits drive the interrupt output intr_o.</p>    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__INTR_ENABLE
        
    @property
    def INTR_TEST(self) -> 'cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls':
        """
        Property to access INTR_TEST 

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Name         | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      Interrupt test                                                     |
        +--------------+-------------------------------------------------------------------------+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1 to a bit to set the same bit of INTR_STATE, as its      |
        |              |      event would (a software test of the interrupt path). Reads 0.</p>  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__INTR_TEST
        

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'VERSION':'VERSION','CAP_CIPHER':'CAP_CIPHER','CAP_MODES':'CAP_MODES','CAP_SIZE':'CAP_SIZE','CTRL':'CTRL','STATUS':'STATUS','SLOT_SEL':'SLOT_SEL','SLOT_CMD':'SLOT_CMD','SLOT_STATUS':'SLOT_STATUS','KEY0':'KEY0','KEY1':'KEY1','KEY2':'KEY2','KEY3':'KEY3','KEY4':'KEY4','KEY5':'KEY5','KEY6':'KEY6','KEY7':'KEY7','MSG_OK':'MSG_OK','MSG_ERR_PARTIAL':'MSG_ERR_PARTIAL','MSG_ERR_MODE':'MSG_ERR_MODE','MSG_ERR_PARAM':'MSG_ERR_PARAM','MSG_ERR_HEADER':'MSG_ERR_HEADER','MSG_ERR_BUSY':'MSG_ERR_BUSY','MSG_ERR_AUTH':'MSG_ERR_AUTH','MSG_ERR_POLICY':'MSG_ERR_POLICY','MSG_ERR_LONG':'MSG_ERR_LONG','MSG_ERR_FULL':'MSG_ERR_FULL','BLOCKS_IN':'BLOCKS_IN','BLOCKS_OUT':'BLOCKS_OUT','INTR_STATE':'INTR_STATE','INTR_ENABLE':'INTR_ENABLE','INTR_TEST':'INTR_TEST',
            }

    
    
    
    
    
    
    # nodes:32
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["VERSION"]) -> 'cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CAP_CIPHER"]) -> 'cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CAP_MODES"]) -> 'cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CAP_SIZE"]) -> 'cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CTRL"]) -> 'cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STATUS"]) -> 'cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_SEL"]) -> 'cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_CMD"]) -> 'cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_STATUS"]) -> 'cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY0"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY1"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY2"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY3"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY4"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY5"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY6"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KEY7"]) -> 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_OK"]) -> 'cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_PARTIAL"]) -> 'cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_MODE"]) -> 'cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_PARAM"]) -> 'cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_HEADER"]) -> 'cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_BUSY"]) -> 'cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_AUTH"]) -> 'cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_POLICY"]) -> 'cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_LONG"]) -> 'cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERR_FULL"]) -> 'cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCKS_IN"]) -> 'cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BLOCKS_OUT"]) -> 'cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INTR_STATE"]) -> 'cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INTR_ENABLE"]) -> 'cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["INTR_TEST"]) -> 'cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls', 'cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls', 'cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls', 'cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls', 'cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls', 'cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls', 'cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls', 'cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls', 'cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls', 'cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls', 'cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls', 'cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls', 'cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls', 'cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls', 'cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls', 'cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls', 'cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls', 'cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls', 'cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls', 'cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls', 'cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls', 'cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls', 'cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls', 'cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "cipherline CSR"
    @property
    def rdl_desc(self) -> str:
        return "Control and status registers of a cipherline modes engine: identification and\ncapabilities, enable and zeroization, key-slot programming of the security-association\nkey store, message and block counters, and an interrupt. AXI4-Lite, 32-bit data; a read\nof an address that no register occupies, or a write to one, gets the SLVERR response\n(reads return 0)."
    
    

    
    def __iter__(self) -> Iterator[Union[Node, NodeArray]]:
        
        
        yield self.VERSION
        yield self.CAP_CIPHER
        yield self.CAP_MODES
        yield self.CAP_SIZE
        yield self.CTRL
        yield self.STATUS
        yield self.SLOT_SEL
        yield self.SLOT_CMD
        yield self.SLOT_STATUS
        yield self.KEY0
        yield self.KEY1
        yield self.KEY2
        yield self.KEY3
        yield self.KEY4
        yield self.KEY5
        yield self.KEY6
        yield self.KEY7
        yield self.MSG_OK
        yield self.MSG_ERR_PARTIAL
        yield self.MSG_ERR_MODE
        yield self.MSG_ERR_PARAM
        yield self.MSG_ERR_HEADER
        yield self.MSG_ERR_BUSY
        yield self.MSG_ERR_AUTH
        yield self.MSG_ERR_POLICY
        yield self.MSG_ERR_LONG
        yield self.MSG_ERR_FULL
        yield self.BLOCKS_IN
        yield self.BLOCKS_OUT
        yield self.INTR_STATE
        yield self.INTR_ENABLE
        yield self.INTR_TEST
        
        
    


cipherline_csr_cls = cipherline_csr_0x4c74c9e2915d0b385936c880bf7aa50999a9284d5d99c6dd4f0afce27ac872af_cls

if __name__ == '__main__':
    # dummy functions to demonstrate the class
    async def read_addr_space(addr: int, width: int, accesswidth: int) -> int:
        """
        Callback to simulate the operation of the package, everytime the read is called, it will
        request the user input the value to be read back.

        Args:
            addr: Address to write to
            width: Width of the register in bits
            accesswidth: Minimum access width of the register in bits

        Returns:
            value inputted by the used
        """
        assert isinstance(addr, int)
        assert isinstance(width, int)
        assert isinstance(accesswidth, int)
        return int(input('value to read from address:0x%X'%addr))

    async def write_addr_space(addr: int, width: int, accesswidth: int, data: int) -> None:
        """
        Callback to simulate the operation of the package, everytime the read is called, it will
        request the user input the value to be read back.

        Args:
            addr: Address to write to
            width: Width of the register in bits
            accesswidth: Minimum access width of the register in bits
            data: value to be written to the register

        Returns:
            None
        """
        assert isinstance(addr, int)
        assert isinstance(width, int)
        assert isinstance(accesswidth, int)
        assert isinstance(data, int)
        print('write data:0x%X to address:0x%X'%(data, addr))

    # create an instance of the class
    cipherline_csr = cipherline_csr_cls(callbacks = AsyncCallbackSet(read_callback=read_addr_space,
                                                                                                     write_callback=write_addr_space))