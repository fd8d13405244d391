

"""
Python Wrapper for the cipherline_csr register model

This code was generated from the PeakRDL-python package version 4.0.0

"""









from peakrdl_python.lib import UDPStruct
from peakrdl_python.lib import FieldAsyncReadOnly, FieldAsyncWriteOnly, FieldAsyncReadWrite, Field


# field definitions
    
    
class cipherline_csr_VERSION_MINOR_0x1a199e18f28e00c95dd3289c8d20794424042a2c60ab301a12a0b1ce158cf075_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Minor version: 1 for this map (1 added CAP_CIPHER.DESC).</p>    |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Minor version: 1 for this map (1 added CAP_CIPHER.DESC)."
    
    
    

    
    
class cipherline_csr_VERSION_MAJOR_0x5ccf3c722c43f56b553baf9b80561f9a5ffcb0b21d710fd903c6cb7075f2990_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>Major version: 1 for this map.</p>                              |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Major version: 1 for this map."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_TDES_0xdb57396df60a2d7f37d4d9968f52bcd3fea155c05260095851156159b495c830_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: the engine has a Triple-DES (TDEA) core (algorithm 0).</p>   |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the engine has a Triple-DES (TDEA) core (algorithm 0)."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_AES_0x255c2c63e37fd270836db22ce03cfe2a07fd019be7eaa13092c3d6227919a421_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

    +--------------+-------------------------------------------------------------------------+
    | SystemRDL    | Value                                                                   |
    | Field        |                                                                         |
    +==============+=========================================================================+
    | Description  | .. raw:: html                                                           |
    |              |                                                                         |
    |              |      <p>1: the engine has an AES core (algorithm 1).</p>                |
    +--------------+-------------------------------------------------------------------------+
    """
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the engine has an AES core (algorithm 1)."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_AES_KEYLENS_0xa1ca2e805e7000370978e285258fa3a376c9a909a35ac63a36b459c0fc863ed2_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "AES key sizes built (the AES top\u0027s KEYLENS): bit 0 AES-128, bit 1 AES-192,\nbit 2 AES-256. A slot with a key size not built is rejected (SLOT_STATUS.ERR_KEY_SIZE).\n0 without AES."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_AES_ENC_ONLY_0x2fb5be60e4bde4f91c2d2309a6fe60897de406d6d16e7f1c2d51c8c18510a09f_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the AES core is built encrypt-only (ENCRYPT_ONLY): modes that need the\ninverse cipher (ECB and CBC decryption) are not available."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_POLICY_0x3ec6afee79a7ff89d761e954533f5920cde956eea3ac7ea25b11b3a82b1bf3df_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the engine enforces the NIST policy (POLICY): three distinct TDES keys,\nCMAC tags of at least CMAC_MIN_TAG bytes, at most MAX_BLOCKS blocks a message."
    
    
    

    
    
class cipherline_csr_CAP_CIPHER_DESC_0xca3dc7ae599481cc39c1ced176d1fa16d01e073e6e523bd37051b4ce2e9acf36_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the engine takes one descriptor per message on its descriptor channel\n(s_axis_cmd; DESC), and s_axis carries the messages\u0027 bytes alone. 0: in-band packet\nheaders on s_axis."
    
    
    

    
    
class cipherline_csr_CAP_MODES_MODES_0xaf49366463def14ad919ca70151dd2f59d65fcd90e1a1feb98218afa6f7e87b7_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Bit k is 1 when mode k is built (the packet header\u0027s mode code):\n0 ECB, 1 CBC, 2 CFB, 3 OFB, 4 CTR, 5 CMAC, 6 GCM/GMAC, 7 CCM. A message in a mode not\nbuilt ends with status ERR_MODE."
    
    
    

    
    
class cipherline_csr_CAP_SIZE_STREAMS_0x39562d7a0e29855d2feb8a4f627f68d464539f65f2b594d851277f91df02c25e_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Number of interleaved streams (message contexts) the engine keeps."
    
    
    

    
    
class cipherline_csr_CAP_SIZE_SLOTS_0xf946cd729615276ad557435e5d3053800b920f2c1981cc275a4ad7bb078cf8e7_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Number of key slots of the key store (N_SLOTS). SLOT_SEL.SLOT must be\nbelow it."
    
    
    

    
    
class cipherline_csr_CTRL_ENABLE_0xe5bb901505c900f82f610f8142c82c0d0754c5d517d1076b98d1d8ded1910c49_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1: the engine takes packets. 0 (reset): it takes none; packets already\ninside complete."
    
    
    

    
    
class cipherline_csr_CTRL_ZEROIZE_0xb21c9c742b23edcb5a9fbf86537e9950b48c18d3ac255e995328a6141ab9b935_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: zeroize. Clears every key slot of the key store and every key\nthe engine holds; STATUS.ZEROIZE_DONE is cleared now and set when the key store has\nfinished. A pulse of one clock (reads 0)."
    
    
    

    
    
class cipherline_csr_CTRL_CLEAR_COUNTERS_0x15b46e7a316deaa80733dd66a9e5f5368cf45cc1ae848dfc896f3d7fd9b3e5af_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: set every message and block counter (MSG_*, BLOCKS_*) to 0. A\npulse of one clock (reads 0), on the clock after the write: a count on the clock of the\npulse counts after the clear (the counter reads 1)."
    
    
    

    
    
class cipherline_csr_STATUS_ZEROIZE_DONE_0xec771024b6b8f63487ca90e90619d440a3a54c4176719a1e3fa65d43518b4d9e_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set by the key store when a zeroization has finished (every slot and\nengine key cleared). Cleared by writing 1, and by the next CTRL.ZEROIZE."
    
    
    

    
    
class cipherline_csr_SLOT_SEL_SLOT_0x3a759814dacc0484e3bd6ebb14393f2487d11e941822055dfef43eaf82b78171_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Key slot index, 0 to CAP_SIZE.SLOTS - 1 (packets name a slot by this\nindex)."
    
    
    

    
    
class cipherline_csr_SLOT_SEL_KSZ_0x5f2de60cd4987d3c1273c5efae157604b63b7a7ee347c83d3b8172d83e4b57f8_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Key size code: AES 0 = AES-128 (KEY0..KEY3), 1 = AES-192 (KEY0..KEY5),\n2 = AES-256 (KEY0..KEY7); TDES 0 = three keys K1 K2 K3 (KEY0..KEY5)."
    
    
    

    
    
class cipherline_csr_SLOT_SEL_LEGACY_0xeae45a6962dd598706832b95bc9ea59aa12723a5eb97692f98649c756ef1e540_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Legacy slot: its messages are exempt from the NIST policy, as the inline\nheader\u0027s legacy flag exempts a message. A TDES slot\u0027s keys need not be pairwise distinct,\nand the policy\u0027s limits on messages (CMAC tag length, blocks per TDES key bundle) do not\napply. For decrypting or verifying legacy data only."
    
    
    

    
    
class cipherline_csr_SLOT_SEL_ALG_0xf7f194a394b89b051f63953ca40a94548eba32a43fff1872209ea6792dce0856_cls(FieldAsyncReadWrite):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Algorithm of the slot, the packet header\u0027s code: 0 TDES, 1 AES."
    
    
    

    
    
class cipherline_csr_SLOT_CMD_COMMIT_0x52131e97eac1836f9a70aaef0269c1039fab53d69cb3ea782097a21dbc83481a_cls(FieldAsyncWriteOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Write 1: the key store checks the key (SLOT_SEL\u0027s algorithm and size,\nthe TDES policy) and loads it into slot SLOT_SEL.SLOT. Clears SLOT_STATUS\u0027s DONE and\nerror bits; SLOT_STATUS.BUSY is 1 until the key store has finished. A pulse of one clock\n(reads 0)."
    
    
    

    
    
class cipherline_csr_SLOT_STATUS_BUSY_0x1a102dcd11eb9df890fe52a26646d4fe2d73dbcd3d3a4069c3a47ff25212ba20_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "1 while the key store is loading or zeroizing; a COMMIT written while\nit is 1 is refused (ERR_SLOT_BUSY)."
    
    
    

    
    
class cipherline_csr_slot_result_f_0x9979635a38e659e164c119a9c0cd299b2f6ee4ed9484700669c2280947900790_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "Set when the key store has finished the last COMMIT, loaded or\nrejected (see the error bits)."
    
    
    

    
    
class cipherline_csr_slot_result_f_0xce80ca730a1367f56ba88a419ea78df59ef18f5519a33847863e4008db1dfc31_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The commit was rejected: a key size code the algorithm or\nthe built core does not have (CAP_CIPHER.AES_KEYLENS), or no key byte was written since the\nlast COMMIT (a KEYn write with no strobe writes none; KEYn bytes not written are zero)."
    
    
    

    
    
class cipherline_csr_slot_result_f_0x99455c85730311409b909937977047c20691c393723de83fcfdcc44fd4064837_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The commit was rejected by the TDES policy: K1, K2 and K3\nare not pairwise distinct (parity bits ignored; SP 800-67r2 keying option 1), and\nSLOT_SEL.LEGACY is 0 (the engine\u0027s POLICY parameter is 1)."
    
    
    

    
    
class cipherline_csr_slot_result_f_0xa9f583f5bd81c666d643f48df503c6f74f07643add020132090d6936ae9e12ed_cls(FieldAsyncReadOnly):
    """
    Class to represent a register field in the register model

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
    __slots__ : list[str] = []

    

    
    

    @property
    def rdl_desc(self) -> str:
        return "The commit was rejected: the key store was busy (the\ncommit before it still running, a zeroization, or after reset its sweep of the slots). A slot that messages in the engine\nuse can be rewritten: a message keeps the key it looked up when its header was taken."
    
    
    


if __name__ == '__main__':
    pass