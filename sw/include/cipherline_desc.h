/* Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0 */
/*
 * The modes engine's message descriptor (engines built with DESC = 1;
 * docs/modes.md, "Descriptors"): one 512-bit beat per message on the
 * descriptor channel (s_axis_cmd, TID = the stream) that carries the
 * message's command; the data channel then carries only the message's bytes.
 *
 * The beat's tdata is the bytes of a cl_desc_t: byte k of the struct is
 * tdata[8k+7:8k]. The integer fields (ivlen, alen, plen, and the slot index)
 * are little-endian: the struct's bytes are the descriptor on a
 * little-endian host as they are; a big-endian host must byte-swap those
 * fields (or write the bytes at the CL_DESC_DB_* offsets itself). The IV and
 * key fields are byte strings (their byte 0 at CL_DESC_DB_IV / CL_DESC_DB_KEY):
 * the IV block in its first block-width / 8 bytes, the key bytes in FIPS
 * order, zero past the key's size. Unused and reserved bytes must be zero.
 *
 * Same layout as rtl/modes/cipher_modes_pkg.sv (DESC_*, DB_*, DF_*) and
 * cipherline.ref.descriptor (Python); tests/test_descriptor.py checks that
 * the three agree. C11, freestanding (no OS headers).
 */

#ifndef CIPHERLINE_DESC_H
#define CIPHERLINE_DESC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#define CL_DESC_STATIC_ASSERT(c, m) static_assert(c, m)
#else
#define CL_DESC_STATIC_ASSERT(c, m) _Static_assert(c, m)
#endif

/* The descriptor: one beat of CL_DESC_BITS bits. */
#define CL_DESC_BYTES 64
#define CL_DESC_BITS (8 * CL_DESC_BYTES)

/* Byte offsets of the fields (cipher_modes_pkg::DB_*). */
#define CL_DESC_DB_MODE  0  /* CL_MODE_*; a value above 7 gives ST_ERR_MODE */
#define CL_DESC_DB_FLAGS 1  /* CL_DESC_F_* bits; the others must be 0 */
#define CL_DESC_DB_SEG   2  /* CFB segment size in bits (1, 8, block width); 0 in GCM / CCM */
#define CL_DESC_DB_TAG   3  /* tag length in bytes (CMAC, GCM, CCM) */
#define CL_DESC_DB_KSZ   4  /* key size code (AES: 0/1/2 = 128/192/256; else 0; 0 with a slot) */
#define CL_DESC_DB_ALG   5  /* algorithm (CL_ALG_*); must be the engine's */
#define CL_DESC_DB_IVLEN 6  /* 16 bits: GCM IV / CCM nonce length in bytes; 0 in other modes */
#define CL_DESC_DB_ALEN  8  /* 32 bits: AAD length in bytes (GCM, CCM; else 0) */
#define CL_DESC_DB_PLEN  12 /* 32 bits: payload bytes on the data channel (0: no data) */
#define CL_DESC_DB_IV    16 /* 16 bytes: the IV block (CMAC verify: the expected tag) */
#define CL_DESC_DB_KEY   32 /* 32 bytes: the key, zero past its size */
#define CL_DESC_DB_SLOT  32 /* with CL_DESC_F_SLOT: 16 bits, the key store slot; then zero */

/* Flag bits of byte CL_DESC_DB_FLAGS (cipher_modes_pkg::DF_*), and masks. */
#define CL_DESC_DF_DECRYPT 0 /* decrypt (CMAC: verify) */
#define CL_DESC_DF_LEGACY  1 /* exempt from the NIST policy (0 with CL_DESC_F_SLOT) */
#define CL_DESC_DF_SLOT    2 /* the key comes from key store slot k.slot */
#define CL_DESC_F_DECRYPT (1u << CL_DESC_DF_DECRYPT)
#define CL_DESC_F_LEGACY  (1u << CL_DESC_DF_LEGACY)
#define CL_DESC_F_SLOT    (1u << CL_DESC_DF_SLOT)

/* Field sizes. */
#define CL_DESC_IV_BYTES  16
#define CL_DESC_KEY_BYTES 32
#define CL_DESC_KEY_BITS  (8 * CL_DESC_KEY_BYTES)
#define CL_DESC_SLOT_BITS 10 /* slot indices: 0 .. 2^CL_DESC_SLOT_BITS - 1 */

/* Modes (cipher_modes_pkg::MODE_*). */
#define CL_MODE_ECB  0
#define CL_MODE_CBC  1
#define CL_MODE_CFB  2
#define CL_MODE_OFB  3
#define CL_MODE_CTR  4
#define CL_MODE_CMAC 5 /* CL_DESC_F_DECRYPT: verify */
#define CL_MODE_GCM  6
#define CL_MODE_CCM  7

/* Algorithm ids (cipher_modes_pkg::ALG_*). */
#define CL_ALG_TDES 0
#define CL_ALG_AES  1

typedef struct cl_desc {
    uint8_t mode;   /* CL_MODE_* */
    uint8_t flags;  /* CL_DESC_F_* */
    uint8_t seg;    /* CFB segment size in bits */
    uint8_t taglen; /* tag length in bytes */
    uint8_t ksz;    /* key size code */
    uint8_t alg;    /* CL_ALG_* */
    uint16_t ivlen; /* little-endian */
    uint32_t alen;  /* little-endian */
    uint32_t plen;  /* little-endian */
    uint8_t iv[CL_DESC_IV_BYTES];
    union {
        uint8_t key[CL_DESC_KEY_BYTES];
        uint16_t slot; /* with CL_DESC_F_SLOT; little-endian */
    } k;
} cl_desc_t;

CL_DESC_STATIC_ASSERT(sizeof(cl_desc_t) == CL_DESC_BYTES, "cl_desc_t is one descriptor");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, mode) == CL_DESC_DB_MODE, "cl_desc_t.mode");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, flags) == CL_DESC_DB_FLAGS, "cl_desc_t.flags");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, seg) == CL_DESC_DB_SEG, "cl_desc_t.seg");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, taglen) == CL_DESC_DB_TAG, "cl_desc_t.taglen");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, ksz) == CL_DESC_DB_KSZ, "cl_desc_t.ksz");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, alg) == CL_DESC_DB_ALG, "cl_desc_t.alg");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, ivlen) == CL_DESC_DB_IVLEN, "cl_desc_t.ivlen");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, alen) == CL_DESC_DB_ALEN, "cl_desc_t.alen");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, plen) == CL_DESC_DB_PLEN, "cl_desc_t.plen");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, iv) == CL_DESC_DB_IV, "cl_desc_t.iv");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, k.key) == CL_DESC_DB_KEY, "cl_desc_t.k.key");
CL_DESC_STATIC_ASSERT(offsetof(cl_desc_t, k.slot) == CL_DESC_DB_SLOT, "cl_desc_t.k.slot");
CL_DESC_STATIC_ASSERT(sizeof(((cl_desc_t *)0)->iv) == CL_DESC_IV_BYTES, "cl_desc_t.iv size");
CL_DESC_STATIC_ASSERT(sizeof(((cl_desc_t *)0)->k) == CL_DESC_KEY_BYTES, "cl_desc_t.k size");

#ifdef __cplusplus
}
#endif

#endif /* CIPHERLINE_DESC_H */
