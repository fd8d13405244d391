

"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""










from typing import Iterator
from typing import Union
from typing import overload
from typing import Literal
from typing import Any
from typing import NoReturn
from typing import Type

from peakrdl_python.lib import Node, NodeArray, Base
from peakrdl_python.lib import UDPStruct

from peakrdl_python.lib import AsyncMemory
from peakrdl_python.lib import AsyncAddressMap
from peakrdl_python.lib import AsyncRegFile
from peakrdl_python.lib import MemoryAsyncReadOnly, MemoryAsyncWriteOnly, MemoryAsyncReadWrite
from peakrdl_python.lib import AsyncReg
from peakrdl_python.lib import RegAsyncReadOnly, RegAsyncWriteOnly, RegAsyncReadWrite
from peakrdl_python.lib import RegAsyncReadOnlyArray, RegAsyncWriteOnlyArray, RegAsyncReadWriteArray
from peakrdl_python.lib import ReadableAsyncMemory, WritableAsyncMemory
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field

from peakrdl_python.lib import FieldSizeProps, FieldMiscProps






from .fields import cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls
from .fields import cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls
from .fields import cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls
from .fields import cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls
from .fields import cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls
from .fields import cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls
from .fields import cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls
from .fields import cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls
from .fields import cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls
from .fields import cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls
from .fields import cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls
from .fields import cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls
from .fields import cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls
from .fields import cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls
from .fields import cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls
from .fields import cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls
from .fields import cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls
from .fields import cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls
from .fields import cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls
from .fields import cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls
from .fields import cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls
from .fields import cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls
from .fields import cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls
from .fields import cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls
from .fields import cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls
from .fields import cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls
from .fields import cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls
from .fields import cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls
from .fields import cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls
from .fields import cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls
from .fields import cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls
from .fields import cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls
from .fields import cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls
from .fields import cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls
from .fields import cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls
from .fields import cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls
from .fields import cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls
from .fields import cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls
from .fields import cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls
from .fields import cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls
from .fields import cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls
from .fields import cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls
from .fields import cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls
from .fields import cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls
from .fields import cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls

# register definitions
    
    
class cipherline_csr_VERSION_0xe5e5fd1533d919163fe20127d03470df5b71bfb1fc09ecb33d3c14411617fb03_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__MINOR', '__MAJOR']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__MINOR:cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls = cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=1,
                is_volatile=False),
            logger_handle=logger_handle+'.MINOR',
            inst_name='MINOR',
            field_type=int)
        self.__MAJOR:cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls = cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=1,
                is_volatile=False),
            logger_handle=logger_handle+'.MAJOR',
            inst_name='MAJOR',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,MINOR : int,MAJOR : int,) -> int:
        return super().register_value(MINOR=MINOR,MAJOR=MAJOR,)
    

    

    

    # build the properties for the fields
    
    @property
    def MINOR(self) -> cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls:
        """
        Property to access MINOR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Minor version: 1 for this map (1 added CAP_CIPHER.DESC).</p>    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MINOR
    @property
    def MAJOR(self) -> cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls:
        """
        Property to access MAJOR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Major version: 1 for this map.</p>                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MAJOR

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'MINOR':'MINOR','MAJOR':'MAJOR',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MINOR"]) -> 'cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MAJOR"]) -> 'cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls', 'cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Version"
    @property
    def rdl_desc(self) -> str:
        return "Version of this register map. Software checks MAJOR before it uses the\nblock: a new MAJOR moves or redefines registers, a new MINOR only adds registers or\nfields (an added field reads 0 on older blocks)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.MINOR
        yield self.MAJOR
        
        
    

    
    
class cipherline_csr_CAP_CIPHER_0xc174def150468b5ba850d44537df38f2b17593252e5240ed1a8a9d534b2e876d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__TDES', '__AES', '__AES_KEYLENS', '__AES_ENC_ONLY', '__POLICY', '__DESC']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__TDES:cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls = cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.TDES',
            inst_name='TDES',
            field_type=int)
        self.__AES:cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls = cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.AES',
            inst_name='AES',
            field_type=int)
        self.__AES_KEYLENS:cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls = cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=3,
                lsb=4, msb=6,
                low=4, high=6),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.AES_KEYLENS',
            inst_name='AES_KEYLENS',
            field_type=int)
        self.__AES_ENC_ONLY:cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls = cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=8, msb=8,
                low=8, high=8),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.AES_ENC_ONLY',
            inst_name='AES_ENC_ONLY',
            field_type=int)
        self.__POLICY:cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls = cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=12, msb=12,
                low=12, high=12),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.POLICY',
            inst_name='POLICY',
            field_type=int)
        self.__DESC:cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls = cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=13, msb=13,
                low=13, high=13),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.DESC',
            inst_name='DESC',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,TDES : int,AES : int,AES_KEYLENS : int,AES_ENC_ONLY : int,POLICY : int,DESC : int,) -> int:
        return super().register_value(TDES=TDES,AES=AES,AES_KEYLENS=AES_KEYLENS,AES_ENC_ONLY=AES_ENC_ONLY,POLICY=POLICY,DESC=DESC,)
    

    

    

    # build the properties for the fields
    
    @property
    def TDES(self) -> cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls:
        """
        Property to access TDES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the engine has a Triple-DES (TDEA) core (algorithm 0).</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__TDES
    @property
    def AES(self) -> cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls:
        """
        Property to access AES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the engine has an AES core (algorithm 1).</p>                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AES
    @property
    def AES_KEYLENS(self) -> cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls:
        """
        Property to access AES_KEYLENS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>AES key sizes built (the AES top's KEYLENS): bit 0 AES-128, bit |
        |              |      1 AES-192, bit 2 AES-256. A slot with a key size not built is      |
        |              |      rejected (SLOT_STATUS.ERR_KEY_SIZE). 0 without AES.</p>            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AES_KEYLENS
    @property
    def AES_ENC_ONLY(self) -> cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls:
        """
        Property to access AES_ENC_ONLY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the AES core is built encrypt-only (ENCRYPT_ONLY): modes     |
        |              |      that need the inverse cipher (ECB and CBC decryption) are not      |
        |              |      available.</p>                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AES_ENC_ONLY
    @property
    def POLICY(self) -> cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls:
        """
        Property to access POLICY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the engine enforces the NIST policy (POLICY): three distinct |
        |              |      TDES keys, CMAC tags of at least CMAC_MIN_TAG bytes, at most       |
        |              |      MAX_BLOCKS blocks a message.</p>                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__POLICY
    @property
    def DESC(self) -> cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls:
        """
        Property to access DESC field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the engine takes one descriptor per message on its           |
        |              |      descriptor channel (s_axis_cmd; DESC), and s_axis carries the      |
        |              |      messages' bytes alone. 0: in-band packet headers on s_axis.</p>    |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DESC

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'TDES':'TDES','AES':'AES','AES_KEYLENS':'AES_KEYLENS','AES_ENC_ONLY':'AES_ENC_ONLY','POLICY':'POLICY','DESC':'DESC',
            }

    
    
    
    
    
    
    # nodes:6
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["TDES"]) -> 'cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AES"]) -> 'cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AES_KEYLENS"]) -> 'cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AES_ENC_ONLY"]) -> 'cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["POLICY"]) -> 'cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DESC"]) -> 'cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls', 'cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls', 'cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls', 'cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls', 'cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls', 'cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Capability: ciphers"
    @property
    def rdl_desc(self) -> str:
        return "Which block ciphers the engine was built with, and their options. Driven by\nthe top level from its parameters (constant while the block runs)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.TDES
        yield self.AES
        yield self.AES_KEYLENS
        yield self.AES_ENC_ONLY
        yield self.POLICY
        yield self.DESC
        
        
    

    
    
class cipherline_csr_CAP_MODES_0x35f2cd8431f40f4ea932026a71f948290793c0bc5502bd7939bac1b1c1d1216e_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__MODES']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__MODES:cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls = cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=0, msb=7,
                low=0, high=7),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.MODES',
            inst_name='MODES',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,MODES : int,) -> int:
        return super().register_value(MODES=MODES,)
    

    

    

    # build the properties for the fields
    
    @property
    def MODES(self) -> cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls:
        """
        Property to access MODES field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Bit k is 1 when mode k is built (the packet header's mode       |
        |              |      code): 0 ECB, 1 CBC, 2 CFB, 3 OFB, 4 CTR, 5 CMAC, 6 GCM/GMAC, 7    |
        |              |      CCM. A message in a mode not built ends with status ERR_MODE.</p>  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MODES

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'MODES':'MODES',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Capability: modes"
    @property
    def rdl_desc(self) -> str:
        return "Which modes of operation the engine was built with (its MODES profile).\nDriven by the top level from its parameters."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.MODES
        
        
    

    
    
class cipherline_csr_CAP_SIZE_0x3c91353c59d4974d162013c6055c09a0df89e511c2ddbe9ba62362a581a4f144_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__STREAMS', '__SLOTS']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__STREAMS:cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls = cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=0, msb=15,
                low=0, high=15),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.STREAMS',
            inst_name='STREAMS',
            field_type=int)
        self.__SLOTS:cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls = cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=16,
                lsb=16, msb=31,
                low=16, high=31),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.SLOTS',
            inst_name='SLOTS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,STREAMS : int,SLOTS : int,) -> int:
        return super().register_value(STREAMS=STREAMS,SLOTS=SLOTS,)
    

    

    

    # build the properties for the fields
    
    @property
    def STREAMS(self) -> cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls:
        """
        Property to access STREAMS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Number of interleaved streams (message contexts) the engine     |
        |              |      keeps.</p>                                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__STREAMS
    @property
    def SLOTS(self) -> cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls:
        """
        Property to access SLOTS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Number of key slots of the key store (N_SLOTS). SLOT_SEL.SLOT   |
        |              |      must be below it.</p>                                              |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOTS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'STREAMS':'STREAMS','SLOTS':'SLOTS',
            }

    
    
    
    
    
    
    # nodes:2
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["STREAMS"]) -> 'cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOTS"]) -> 'cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls', 'cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Capability: sizes"
    @property
    def rdl_desc(self) -> str:
        return "Sizes of the engine\u0027s tables. Driven by the top level from its parameters."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.STREAMS
        yield self.SLOTS
        
        
    

    
    
class cipherline_csr_CTRL_0x96a4aa676d6fe0260a18f31ed104f8e6dc21b2f86847c5fe50cf87e7b61eb473_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__ENABLE', '__ZEROIZE', '__CLEAR_COUNTERS']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__ENABLE:cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls = cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ENABLE',
            inst_name='ENABLE',
            field_type=int)
        self.__ZEROIZE:cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls = cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ZEROIZE',
            inst_name='ZEROIZE',
            field_type=int)
        self.__CLEAR_COUNTERS:cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls = cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.CLEAR_COUNTERS',
            inst_name='CLEAR_COUNTERS',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,ENABLE : int,ZEROIZE : int,CLEAR_COUNTERS : int,) -> int:
        return super().register_value(ENABLE=ENABLE,ZEROIZE=ZEROIZE,CLEAR_COUNTERS=CLEAR_COUNTERS,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,ENABLE : int,ZEROIZE : int,CLEAR_COUNTERS : int,) -> None:
        return await super().write_all_fields_without_read(ENABLE=ENABLE,ZEROIZE=ZEROIZE,CLEAR_COUNTERS=CLEAR_COUNTERS,)
         
    

    # build the properties for the fields
    
    @property
    def ENABLE(self) -> cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls:
        """
        Property to access ENABLE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1: the engine takes packets. 0 (reset): it takes none; packets  |
        |              |      already inside complete.</p>                                       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ENABLE
    @property
    def ZEROIZE(self) -> cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls:
        """
        Property to access ZEROIZE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: zeroize. Clears every key slot of the key store and    |
        |              |      every key the engine holds; STATUS.ZEROIZE_DONE is cleared now and |
        |              |      set when the key store has finished. A pulse of one clock (reads   |
        |              |      0).</p>                                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ZEROIZE
    @property
    def CLEAR_COUNTERS(self) -> cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls:
        """
        Property to access CLEAR_COUNTERS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: set every message and block counter (MSG_<em>,         |
        |              |      BLOCKS_</em>) to 0. A pulse of one clock (reads 0), on the clock   |
        |              |      after the write: a count on the clock of the pulse counts after    |
        |              |      the clear (the counter reads 1).</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__CLEAR_COUNTERS

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ENABLE':'ENABLE','ZEROIZE':'ZEROIZE','CLEAR_COUNTERS':'CLEAR_COUNTERS',
            }

    
    
    
    
    
    
    # nodes:3
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ENABLE"]) -> 'cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ZEROIZE"]) -> 'cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["CLEAR_COUNTERS"]) -> 'cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls', 'cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls', 'cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Control"
    @property
    def rdl_desc(self) -> str:
        return "Engine enable, zeroization and counter clear."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ENABLE
        yield self.ZEROIZE
        yield self.CLEAR_COUNTERS
        
        
    

    
    
class cipherline_csr_STATUS_0x9f36efccc544afb64c7a624b1cb630a3094db13489efb8929360c05ed218b5c1_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__ZEROIZE_DONE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__ZEROIZE_DONE:cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls = cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ZEROIZE_DONE',
            inst_name='ZEROIZE_DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,ZEROIZE_DONE : int,) -> int:
        return super().register_value(ZEROIZE_DONE=ZEROIZE_DONE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,ZEROIZE_DONE : int,) -> None:
        return await super().write_all_fields_without_read(ZEROIZE_DONE=ZEROIZE_DONE,)
         
    

    # build the properties for the fields
    
    @property
    def ZEROIZE_DONE(self) -> cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls:
        """
        Property to access ZEROIZE_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set by the key store when a zeroization has finished (every     |
        |              |      slot and engine key cleared). Cleared by writing 1, and by the     |
        |              |      next CTRL.ZEROIZE.</p>                                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ZEROIZE_DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'ZEROIZE_DONE':'ZEROIZE_DONE',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Status"
    @property
    def rdl_desc(self) -> str:
        return "Engine status."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.ZEROIZE_DONE
        
        
    

    
    
class cipherline_csr_SLOT_SEL_0x267592b5bb2dad417db1e49a09883a3ba110c4e129abcdc8d98229710691ce91_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__SLOT', '__KSZ', '__LEGACY', '__ALG']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__SLOT:cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls = cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=10,
                lsb=0, msb=9,
                low=0, high=9),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT',
            inst_name='SLOT',
            field_type=int)
        self.__KSZ:cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls = cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=2,
                lsb=16, msb=17,
                low=16, high=17),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.KSZ',
            inst_name='KSZ',
            field_type=int)
        self.__LEGACY:cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls = cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=20, msb=20,
                low=20, high=20),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.LEGACY',
            inst_name='LEGACY',
            field_type=int)
        self.__ALG:cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls = cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=8,
                lsb=24, msb=31,
                low=24, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ALG',
            inst_name='ALG',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,SLOT : int,KSZ : int,LEGACY : int,ALG : int,) -> int:
        return super().register_value(SLOT=SLOT,KSZ=KSZ,LEGACY=LEGACY,ALG=ALG,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,SLOT : int,KSZ : int,LEGACY : int,ALG : int,) -> None:
        return await super().write_all_fields_without_read(SLOT=SLOT,KSZ=KSZ,LEGACY=LEGACY,ALG=ALG,)
         
    

    # build the properties for the fields
    
    @property
    def SLOT(self) -> cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls:
        """
        Property to access SLOT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key slot index, 0 to CAP_SIZE.SLOTS - 1 (packets name a slot by |
        |              |      this index).</p>                                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT
    @property
    def KSZ(self) -> cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls:
        """
        Property to access KSZ field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key size code: AES 0 = AES-128 (KEY0..KEY3), 1 = AES-192        |
        |              |      (KEY0..KEY5), 2 = AES-256 (KEY0..KEY7); TDES 0 = three keys K1 K2  |
        |              |      K3 (KEY0..KEY5).</p>                                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__KSZ
    @property
    def LEGACY(self) -> cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls:
        """
        Property to access LEGACY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Legacy slot: its messages are exempt from the NIST policy, as   |
        |              |      the inline header's legacy flag exempts a message. A TDES slot's   |
        |              |      keys need not be pairwise distinct, and the policy's limits on     |
        |              |      messages (CMAC tag length, blocks per TDES key bundle) do not      |
        |              |      apply. For decrypting or verifying legacy data only.</p>           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__LEGACY
    @property
    def ALG(self) -> cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls:
        """
        Property to access ALG field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Algorithm of the slot, the packet header's code: 0 TDES, 1      |
        |              |      AES.</p>                                                           |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ALG

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'SLOT':'SLOT','KSZ':'KSZ','LEGACY':'LEGACY','ALG':'ALG',
            }

    
    
    
    
    
    
    # nodes:4
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT"]) -> 'cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["KSZ"]) -> 'cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["LEGACY"]) -> 'cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ALG"]) -> 'cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls', 'cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls', 'cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls', 'cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Slot select"
    @property
    def rdl_desc(self) -> str:
        return "The slot that the next SLOT_CMD.COMMIT loads, and how its key is used.\nWrite it before the key words."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.SLOT
        yield self.KSZ
        yield self.LEGACY
        yield self.ALG
        
        
    

    
    
class cipherline_csr_SLOT_CMD_0xb56e876fea5d9907daf6d9d6ed29fedf777bd5e278adb99f578b76bec9f7290c_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COMMIT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,WritableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COMMIT:cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls = cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COMMIT',
            inst_name='COMMIT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COMMIT : int,) -> int:
        return super().register_value(COMMIT=COMMIT,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,COMMIT : int,) -> None:
        return await super().write_fields(COMMIT=COMMIT,)
    

    

    # build the properties for the fields
    
    @property
    def COMMIT(self) -> cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls:
        """
        Property to access COMMIT field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Write 1: the key store checks the key (SLOT_SEL's algorithm and |
        |              |      size, the TDES policy) and loads it into slot SLOT_SEL.SLOT.       |
        |              |      Clears SLOT_STATUS's DONE and error bits; SLOT_STATUS.BUSY is 1    |
        |              |      until the key store has finished. A pulse of one clock (reads      |
        |              |      0).</p>                                                            |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__COMMIT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COMMIT':'COMMIT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Slot command"
    @property
    def rdl_desc(self) -> str:
        return "Loads the key words into the selected slot."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COMMIT
        
        
    

    
    
class cipherline_csr_SLOT_STATUS_0xb044d5eedc8968e5a867a382230dd6980d7e7ed84ed7efba8a71878c11d3c37d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__BUSY', '__DONE', '__ERR_KEY_SIZE', '__ERR_TDES_KEYS', '__ERR_SLOT_BUSY', '__ERR_SLOT_RANGE', '__ERR_ALG']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__BUSY:cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls = cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=None,
                is_volatile=True),
            logger_handle=logger_handle+'.BUSY',
            inst_name='BUSY',
            field_type=int)
        self.__DONE:cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls = cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DONE',
            inst_name='DONE',
            field_type=int)
        self.__ERR_KEY_SIZE:cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls = cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=8, msb=8,
                low=8, high=8),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERR_KEY_SIZE',
            inst_name='ERR_KEY_SIZE',
            field_type=int)
        self.__ERR_TDES_KEYS:cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls = cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=9, msb=9,
                low=9, high=9),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERR_TDES_KEYS',
            inst_name='ERR_TDES_KEYS',
            field_type=int)
        self.__ERR_SLOT_BUSY:cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls = cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=10, msb=10,
                low=10, high=10),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERR_SLOT_BUSY',
            inst_name='ERR_SLOT_BUSY',
            field_type=int)
        self.__ERR_SLOT_RANGE:cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls = cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=11, msb=11,
                low=11, high=11),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERR_SLOT_RANGE',
            inst_name='ERR_SLOT_RANGE',
            field_type=int)
        self.__ERR_ALG:cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls = cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=12, msb=12,
                low=12, high=12),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ERR_ALG',
            inst_name='ERR_ALG',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,BUSY : int,DONE : int,ERR_KEY_SIZE : int,ERR_TDES_KEYS : int,ERR_SLOT_BUSY : int,ERR_SLOT_RANGE : int,ERR_ALG : int,) -> int:
        return super().register_value(BUSY=BUSY,DONE=DONE,ERR_KEY_SIZE=ERR_KEY_SIZE,ERR_TDES_KEYS=ERR_TDES_KEYS,ERR_SLOT_BUSY=ERR_SLOT_BUSY,ERR_SLOT_RANGE=ERR_SLOT_RANGE,ERR_ALG=ERR_ALG,)
    

    

    

    # build the properties for the fields
    
    @property
    def BUSY(self) -> cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls:
        """
        Property to access BUSY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>1 while the key store is loading or zeroizing; a COMMIT written |
        |              |      while it is 1 is refused (ERR_SLOT_BUSY).</p>                      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__BUSY
    @property
    def DONE(self) -> cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls:
        """
        Property to access DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set when the key store has finished the last COMMIT, loaded or  |
        |              |      rejected (see the error bits).</p>                                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DONE
    @property
    def ERR_KEY_SIZE(self) -> cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls:
        """
        Property to access ERR_KEY_SIZE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The commit was rejected: a key size code the algorithm or the   |
        |              |      built core does not have (CAP_CIPHER.AES_KEYLENS), or no key byte  |
        |              |      was written since the last COMMIT (a KEYn write with no strobe     |
        |              |      writes none; KEYn bytes not written are zero).</p>                 |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ERR_KEY_SIZE
    @property
    def ERR_TDES_KEYS(self) -> cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls:
        """
        Property to access ERR_TDES_KEYS field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The commit was rejected by the TDES policy: K1, K2 and K3 are   |
        |              |      not pairwise distinct (parity bits ignored; SP 800-67r2 keying     |
        |              |      option 1), and SLOT_SEL.LEGACY is 0 (the engine's POLICY parameter |
        |              |      is 1).</p>                                                         |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ERR_TDES_KEYS
    @property
    def ERR_SLOT_BUSY(self) -> cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls:
        """
        Property to access ERR_SLOT_BUSY field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The commit was rejected: the key store was busy (the commit     |
        |              |      before it still running, a zeroization, or after reset its sweep   |
        |              |      of the slots). A slot that messages in the engine use can be       |
        |              |      rewritten: a message keeps the key it looked up when its header    |
        |              |      was taken.</p>                                                     |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ERR_SLOT_BUSY
    @property
    def ERR_SLOT_RANGE(self) -> cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls:
        """
        Property to access ERR_SLOT_RANGE field of the register

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
        return self.__ERR_SLOT_RANGE
    @property
    def ERR_ALG(self) -> cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls:
        """
        Property to access ERR_ALG field of the register

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
        return self.__ERR_ALG

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'BUSY':'BUSY','DONE':'DONE','ERR_KEY_SIZE':'ERR_KEY_SIZE','ERR_TDES_KEYS':'ERR_TDES_KEYS','ERR_SLOT_BUSY':'ERR_SLOT_BUSY','ERR_SLOT_RANGE':'ERR_SLOT_RANGE','ERR_ALG':'ERR_ALG',
            }

    
    
    
    
    
    
    # nodes:7
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["BUSY"]) -> 'cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["DONE"]) -> 'cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERR_KEY_SIZE"]) -> 'cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERR_TDES_KEYS"]) -> 'cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERR_SLOT_BUSY"]) -> 'cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERR_SLOT_RANGE"]) -> 'cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ERR_ALG"]) -> 'cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls', 'cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls', 'cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls', 'cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls', 'cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls', 'cipherline_csr_slot_result_f_0x7b6de14cd5c62759974d2818a18be5ef806db4bbcc6a07e0dea85a318060c4fd_cls', 'cipherline_csr_slot_result_f_0xc19e09dae9d3d4dd203367a715ad1fadc39675eca420b2f30935265f0a70cdb1_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Slot status"
    @property
    def rdl_desc(self) -> str:
        return "The key store\u0027s state and the result of the last SLOT_CMD.COMMIT. DONE\nand the error bits are cleared by the next COMMIT; when DONE is 1 with no error bit,\nthe slot holds the new key."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.BUSY
        yield self.DONE
        yield self.ERR_KEY_SIZE
        yield self.ERR_TDES_KEYS
        yield self.ERR_SLOT_BUSY
        yield self.ERR_SLOT_RANGE
        yield self.ERR_ALG
        
        
    

    
    
class cipherline_csr_key_r_0x926fb6d7aa121df2bc750bfe9b91c091a585c3764afff0507e3fd4c685ec144a_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__DATA']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,WritableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__DATA:cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls = cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.DATA',
            inst_name='DATA',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,DATA : int,) -> int:
        return super().register_value(DATA=DATA,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,DATA : int,) -> None:
        return await super().write_fields(DATA=DATA,)
    

    

    # build the properties for the fields
    
    @property
    def DATA(self) -> cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls:
        """
        Property to access DATA field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Key bytes 4n (bits 31:24) to 4n+3 (bits 7:0).</p>               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__DATA

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'DATA':'DATA',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_key_r_DATA_0xebc6469dc224f0be61e99891d5c8c6ac3852fe26fb92a235dbea0fd97ff424fe_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Key word"
    @property
    def rdl_desc(self) -> str:
        return "Key words for the next COMMIT: KEYn holds key bytes 4n to 4n+3, byte 4n\nin bits 31:24 (the key as written in FIPS 197 and SP 800-67 reads KEY0, KEY1, ... left\nto right). TDES: K1 in KEY0-KEY1, K2 in KEY2-KEY3, K3 in KEY4-KEY5. A write stages its\nstrobed bytes only (WSTRB[b] is bits 8b+7:8b: key byte 4n+3-b), so a key may be written a\nbyte or a halfword at a time; a write with no strobe stages nothing. Write-only: each\nwrite goes straight to the key store (this block keeps no key bit); reads return 0."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.DATA
        
        
    

    
    
class cipherline_csr_msg_count_r_0xeccd84f2a2926acfc718a768bc73ca22a2036e102eeaba78868e7f35681a0f4c_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: OK"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status OK (0)."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0x40a1667a0e79214d4ad2f59feac933ae0153552657de7830db03eba6bdc473e2_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_PARTIAL"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_PARTIAL (1): a partial or\noversized final block."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0x4f1223a522af706f542a621b10de036f3d8e64141386baf42a79a1feee8f3bff_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_MODE"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_MODE (2): an unknown mode, or\none the engine does not have."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0x6c123caabd7482bbe4e55063506750246ee0464acfaa896aacc9bc3a7ba17c5d_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_PARAM"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_PARAM (3): a bad segment\nsize, tag or IV length, key size, or a malformed control beat."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0xe1e1d0856aa1467c9ab2805a2eff08eb30473f52ef7d6f62c24010b9feb77788_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_HEADER"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_HEADER (4): a packet that\nended inside its header."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0x6aa69a1ce53d8e8cd80cf518ed002da223b55f378e5e16c0309a7b2417e57253_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_BUSY"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_BUSY (5): aborted by a new\ncommand on their stream."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0xb7883cbc535ed9bef7e0b004369f59e22ede1c535c8366f3ad08bb818183bfec_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_AUTH"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_AUTH (6): authentication\nfailures, a CMAC verify or GCM / CCM decryption whose tag did not match."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0xe01cd42bc747b1183c00c33e4dd6e63adcbba1667e7cf29455842cee0978db45_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_POLICY"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_POLICY (7): refused or cut\nshort by the NIST policy."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0xc21bcfd4c05a20a939d9f5db9fc3ad0689c68aaad0b46553a13e73987a876539_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_LONG"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_LONG (8): a GCM / CCM\ndecryption longer than the message buffer."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_msg_count_r_0xf0b7a53a73050e70784ff07d2099b0ff6ae76825d7f295b0e82e501fa889d422_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls = cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=32,
                lsb=0, msb=31,
                low=0, high=31),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_msg_count_f_0x695719962fd063ab3bf79754ed339c8de221f3461f727105c51e81ec411182ac_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Messages: ERR_FULL"
    @property
    def rdl_desc(self) -> str:
        return "Messages that ended with status ERR_FULL (9): a GCM / CCM\ndecryption that did not fit beside the open buffered ones."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_block_count_r_0x57bf665aee8e262abfac3daaa1d35319086c3ac27023f937bb1c7e1f8f7a3779_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls = cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=64,
                lsb=0, msb=63,
                low=0, high=63),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Blocks in"
    @property
    def rdl_desc(self) -> str:
        return "Data beats the engine has taken at its packet input (AAD, payload\nand tag beats; not header beats). Read the low word (0x0c0) first: it takes a snapshot,\nand the high word (0x0c4) reads from it."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_block_count_r_0xbe2c5a255fa812bd8c8d88da352b7c1b831da457749f958c0d0499014110ce94_cls(RegAsyncReadOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__COUNT']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,ReadableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__COUNT:cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls = cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=64,
                lsb=0, msb=63,
                low=0, high=63),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.COUNT',
            inst_name='COUNT',
            field_type=int)

    @property
    def width(self) -> int:
        return 64

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,COUNT : int,) -> int:
        return super().register_value(COUNT=COUNT,)
    

    

    

    # build the properties for the fields
    
    @property
    def COUNT(self) -> cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls:
        """
        Property to access COUNT field of the register

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
        return self.__COUNT

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'COUNT':'COUNT',
            }

    
    
    
    
    
    
                
    def get_child_by_system_rdl_name(self, name: Any) -> 'cipherline_csr_block_count_r_COUNT_0x54d9b0ce138a98398c636c1b00ba1ddd836635c5a7a6bb32014b751660f90048_cls':
        return super().get_child_by_system_rdl_name(name)
                
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Blocks out"
    @property
    def rdl_desc(self) -> str:
        return "Output beats that keep a byte the engine has sent out. Read the low word\n(0x0c8) first: it takes a snapshot, and the high word (0x0cc) reads from it."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.COUNT
        
        
    

    
    
class cipherline_csr_INTR_STATE_0x73a7f75bde737dfe010e799b12bfeb318bdfd0b4da557b5049d1913e267b11ef_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__AUTH_FAIL', '__MSG_ERROR', '__SLOT_DONE', '__SLOT_ERROR', '__ZEROIZE_DONE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__AUTH_FAIL:cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls = cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.AUTH_FAIL',
            inst_name='AUTH_FAIL',
            field_type=int)
        self.__MSG_ERROR:cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls = cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.MSG_ERROR',
            inst_name='MSG_ERROR',
            field_type=int)
        self.__SLOT_DONE:cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls = cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.SLOT_DONE',
            inst_name='SLOT_DONE',
            field_type=int)
        self.__SLOT_ERROR:cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls = cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.SLOT_ERROR',
            inst_name='SLOT_ERROR',
            field_type=int)
        self.__ZEROIZE_DONE:cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls = cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=4, msb=4,
                low=4, high=4),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=True),
            logger_handle=logger_handle+'.ZEROIZE_DONE',
            inst_name='ZEROIZE_DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> int:
        return super().register_value(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> None:
        return await super().write_all_fields_without_read(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
         
    

    # build the properties for the fields
    
    @property
    def AUTH_FAIL(self) -> cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls:
        """
        Property to access AUTH_FAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A message ended with status ERR_AUTH (a tag mismatch).</p>      |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AUTH_FAIL
    @property
    def MSG_ERROR(self) -> cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls:
        """
        Property to access MSG_ERROR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A message ended with an error status other than ERR_AUTH.</p>   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERROR
    @property
    def SLOT_DONE(self) -> cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls:
        """
        Property to access SLOT_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>The key store finished a COMMIT (SLOT_STATUS.DONE was set).</p> |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_DONE
    @property
    def SLOT_ERROR(self) -> cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls:
        """
        Property to access SLOT_ERROR field of the register

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
        return self.__SLOT_ERROR
    @property
    def ZEROIZE_DONE(self) -> cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls:
        """
        Property to access ZEROIZE_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>A zeroization finished (STATUS.ZEROIZE_DONE was set).</p>       |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ZEROIZE_DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'AUTH_FAIL':'AUTH_FAIL','MSG_ERROR':'MSG_ERROR','SLOT_DONE':'SLOT_DONE','SLOT_ERROR':'SLOT_ERROR','ZEROIZE_DONE':'ZEROIZE_DONE',
            }

    
    
    
    
    
    
    # nodes:5
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AUTH_FAIL"]) -> 'cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERROR"]) -> 'cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_DONE"]) -> 'cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_ERROR"]) -> 'cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ZEROIZE_DONE"]) -> 'cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_intr_f_0xeac8859d84cebcf88dd522397eb827ce6ffd74652867104d3a72d989ab3ae1fc_cls', 'cipherline_csr_intr_f_0xb70f5a6cfdb3fc6ee649966eeb3eaf683437d9c5388f3950328a2828553fa689_cls', 'cipherline_csr_intr_f_0xc52b232df1498abc9018ef626bd9081bf477e916c2c1624d2a022f18851a946c_cls', 'cipherline_csr_intr_f_0x537e3a7e23074f1b6cadb48bffefdfdbdb3c5a25de2ac17e0446abe42540c52b_cls', 'cipherline_csr_intr_f_0x48772563405ec0b89321280e1b7ebb4f7b7b87651f365e45f4ce65e8134272e2_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt state"
    @property
    def rdl_desc(self) -> str:
        return "Interrupt events, each kept until software writes 1 to its bit. The\ninterrupt output intr_o is 1 while any bit is 1 with its INTR_ENABLE bit. An event on the\nclock of the write that clears its bit sets it again."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.AUTH_FAIL
        yield self.MSG_ERROR
        yield self.SLOT_DONE
        yield self.SLOT_ERROR
        yield self.ZEROIZE_DONE
        
        
    

    
    
class cipherline_csr_INTR_ENABLE_0xaf392a876bd8d721dbd2380b6f6099b12e9b68d6fde018e5fbbe310272afb3cd_cls(RegAsyncReadWrite):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__AUTH_FAIL', '__MSG_ERROR', '__SLOT_DONE', '__SLOT_ERROR', '__ZEROIZE_DONE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,MemoryAsyncReadWrite]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__AUTH_FAIL:cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls = cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.AUTH_FAIL',
            inst_name='AUTH_FAIL',
            field_type=int)
        self.__MSG_ERROR:cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls = cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MSG_ERROR',
            inst_name='MSG_ERROR',
            field_type=int)
        self.__SLOT_DONE:cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls = cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT_DONE',
            inst_name='SLOT_DONE',
            field_type=int)
        self.__SLOT_ERROR:cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls = cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT_ERROR',
            inst_name='SLOT_ERROR',
            field_type=int)
        self.__ZEROIZE_DONE:cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls = cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=4, msb=4,
                low=4, high=4),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ZEROIZE_DONE',
            inst_name='ZEROIZE_DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> int:
        return super().register_value(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
    

    

    
         
            
    async def write_all_fields_without_read( # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> None:
        return await super().write_all_fields_without_read(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
         
    

    # build the properties for the fields
    
    @property
    def AUTH_FAIL(self) -> cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls:
        """
        Property to access AUTH_FAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Enable INTR_STATE.AUTH_FAIL.</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AUTH_FAIL
    @property
    def MSG_ERROR(self) -> cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls:
        """
        Property to access MSG_ERROR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Enable INTR_STATE.MSG_ERROR.</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERROR
    @property
    def SLOT_DONE(self) -> cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls:
        """
        Property to access SLOT_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Enable INTR_STATE.SLOT_DONE.</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_DONE
    @property
    def SLOT_ERROR(self) -> cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls:
        """
        Property to access SLOT_ERROR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Enable INTR_STATE.SLOT_ERROR.</p>                               |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_ERROR
    @property
    def ZEROIZE_DONE(self) -> cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls:
        """
        Property to access ZEROIZE_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Enable INTR_STATE.ZEROIZE_DONE.</p>                             |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ZEROIZE_DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'AUTH_FAIL':'AUTH_FAIL','MSG_ERROR':'MSG_ERROR','SLOT_DONE':'SLOT_DONE','SLOT_ERROR':'SLOT_ERROR','ZEROIZE_DONE':'ZEROIZE_DONE',
            }

    
    
    
    
    
    
    # nodes:5
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AUTH_FAIL"]) -> 'cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERROR"]) -> 'cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_DONE"]) -> 'cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_ERROR"]) -> 'cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ZEROIZE_DONE"]) -> 'cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_INTR_ENABLE_AUTH_FAIL_0xea9b5aab15ca2d6c71229af920523a30a3d702e43b276557be56709bca522b9c_cls', 'cipherline_csr_INTR_ENABLE_MSG_ERROR_0x9d9ad4bbc8d489fa8ea4c9ab203941c15b459e4192a37af2355c3fc80512b7c7_cls', 'cipherline_csr_INTR_ENABLE_SLOT_DONE_0x1605ff0996a129ca9aec2f009ccf919792d7ca304a37859f464e7d49c4a514f7_cls', 'cipherline_csr_INTR_ENABLE_SLOT_ERROR_0x633fe817398734efe94e3839b6b64a974fb192d1178b4720ba1b79150882f306_cls', 'cipherline_csr_INTR_ENABLE_ZEROIZE_DONE_0x60d2e3cdaa6e481c5f014b46d8e5e1f193d3671f1f70bb33cb5281e03449c564_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt enable"
    @property
    def rdl_desc(self) -> str:
        return "Which INTR_STATE bits drive the interrupt output intr_o."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.AUTH_FAIL
        yield self.MSG_ERROR
        yield self.SLOT_DONE
        yield self.SLOT_ERROR
        yield self.ZEROIZE_DONE
        
        
    

    
    
class cipherline_csr_INTR_TEST_0xa98c9e134a1906355549c46ef96c025d6d9ac408e6e1ee4ba1015c3fee67c753_cls(RegAsyncWriteOnly):
    """
    Class to represent a register in the register model

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

    __slots__ : list[str] = ['__AUTH_FAIL', '__MSG_ERROR', '__SLOT_DONE', '__SLOT_ERROR', '__ZEROIZE_DONE']

    def __init__(self,
                 address: int,
                 logger_handle: str,
                 inst_name: str,
                 parent: Union[AsyncAddressMap,AsyncRegFile,WritableAsyncMemory]):

        super().__init__(address=address,
                         logger_handle=logger_handle,
                         inst_name=inst_name,
                         parent=parent)

        # build the field attributes
        
        self.__AUTH_FAIL:cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls = cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=0, msb=0,
                low=0, high=0),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.AUTH_FAIL',
            inst_name='AUTH_FAIL',
            field_type=int)
        self.__MSG_ERROR:cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls = cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=1, msb=1,
                low=1, high=1),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.MSG_ERROR',
            inst_name='MSG_ERROR',
            field_type=int)
        self.__SLOT_DONE:cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls = cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=2, msb=2,
                low=2, high=2),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT_DONE',
            inst_name='SLOT_DONE',
            field_type=int)
        self.__SLOT_ERROR:cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls = cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=3, msb=3,
                low=3, high=3),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.SLOT_ERROR',
            inst_name='SLOT_ERROR',
            field_type=int)
        self.__ZEROIZE_DONE:cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls = cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls(
            parent_register=self,
            size_props=FieldSizeProps(
                width=1,
                lsb=4, msb=4,
                low=4, high=4),
            misc_props=FieldMiscProps(
                default=0,
                is_volatile=False),
            logger_handle=logger_handle+'.ZEROIZE_DONE',
            inst_name='ZEROIZE_DONE',
            field_type=int)

    @property
    def width(self) -> int:
        return 32

    @property
    def accesswidth(self) -> int:
        return 32

    
    
    def register_value( # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> int:
        return super().register_value(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
    

    
    
    async def write_fields(    # type: ignore[override]
        self, *,AUTH_FAIL : int,MSG_ERROR : int,SLOT_DONE : int,SLOT_ERROR : int,ZEROIZE_DONE : int,) -> None:
        return await super().write_fields(AUTH_FAIL=AUTH_FAIL,MSG_ERROR=MSG_ERROR,SLOT_DONE=SLOT_DONE,SLOT_ERROR=SLOT_ERROR,ZEROIZE_DONE=ZEROIZE_DONE,)
    

    

    # build the properties for the fields
    
    @property
    def AUTH_FAIL(self) -> cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls:
        """
        Property to access AUTH_FAIL field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set INTR_STATE.AUTH_FAIL.</p>                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__AUTH_FAIL
    @property
    def MSG_ERROR(self) -> cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls:
        """
        Property to access MSG_ERROR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set INTR_STATE.MSG_ERROR.</p>                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__MSG_ERROR
    @property
    def SLOT_DONE(self) -> cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls:
        """
        Property to access SLOT_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set INTR_STATE.SLOT_DONE.</p>                                   |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_DONE
    @property
    def SLOT_ERROR(self) -> cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls:
        """
        Property to access SLOT_ERROR field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set INTR_STATE.SLOT_ERROR.</p>                                  |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__SLOT_ERROR
    @property
    def ZEROIZE_DONE(self) -> cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls:
        """
        Property to access ZEROIZE_DONE field of the register

        +--------------+-------------------------------------------------------------------------+
        | SystemRDL    | Value                                                                   |
        | Field        |                                                                         |
        +==============+=========================================================================+
        | Description  | .. raw:: html                                                           |
        |              |                                                                         |
        |              |      <p>Set INTR_STATE.ZEROIZE_DONE.</p>                                |
        +--------------+-------------------------------------------------------------------------+
        """
        return self.__ZEROIZE_DONE

    
    @property
    def systemrdl_python_child_name_map(self) -> dict[str, str]:
        return {'AUTH_FAIL':'AUTH_FAIL','MSG_ERROR':'MSG_ERROR','SLOT_DONE':'SLOT_DONE','SLOT_ERROR':'SLOT_ERROR','ZEROIZE_DONE':'ZEROIZE_DONE',
            }

    
    
    
    
    
    
    # nodes:5
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["AUTH_FAIL"]) -> 'cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["MSG_ERROR"]) -> 'cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_DONE"]) -> 'cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["SLOT_ERROR"]) -> 'cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls': ...
                
                
    @overload
    def get_child_by_system_rdl_name(self, name: Literal["ZEROIZE_DONE"]) -> 'cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls': ...
                

    @overload
    def get_child_by_system_rdl_name(self, name: str) -> Union['cipherline_csr_INTR_TEST_AUTH_FAIL_0xf56767bfd4b629fc652245a3c1a143fe4823fa7f3abe0a980bd4ecb9fc26ac82_cls', 'cipherline_csr_INTR_TEST_MSG_ERROR_0x1e7306987123d0df96901002e05e4cc9fe3dd7d50427217b61d7b6d2d00643ba_cls', 'cipherline_csr_INTR_TEST_SLOT_DONE_0x9db57f1b87bc1db7fc98e84b2c4674dcc5ee676275ce4213f53761baa24a366a_cls', 'cipherline_csr_INTR_TEST_SLOT_ERROR_0x5b13d46fdf5b574f303185b053302d7ab2cc53e78e26c3a63da33264c1adb3f_cls', 'cipherline_csr_INTR_TEST_ZEROIZE_DONE_0x31692e25223e9c644611481d1d4e70f8ca19baa509d29e6113a3aa339fce5726_cls', ]: ...

    def get_child_by_system_rdl_name(self, name: Any) -> Any:
        return super().get_child_by_system_rdl_name(name)
    


    

    
    

    @property
    def rdl_name(self) -> str:
        return "Interrupt test"
    @property
    def rdl_desc(self) -> str:
        return "Write 1 to a bit to set the same bit of INTR_STATE, as its event would\n(a software test of the interrupt path). Reads 0."
    
    

    
    def __iter__(self) -> Iterator[Union[FieldAsyncReadOnly,FieldAsyncWriteOnly,FieldAsyncReadWrite]]:
        
        
        yield self.AUTH_FAIL
        yield self.MSG_ERROR
        yield self.SLOT_DONE
        yield self.SLOT_ERROR
        yield self.ZEROIZE_DONE
        
        
    


if __name__ == '__main__':
    pass