# Copyright cipherline contributors. SPDX-License-Identifier: Apache-2.0
"""Software references of one message, for ``cipherline run``.

Every cipher's pieces come from its registry entry
(:class:`cipherline.cores.CipherSpec`): the bulk ECB of a file
(:func:`check_against_software`), pycryptodome's mode objects and CMAC
(:func:`software_mode`) or, for a cipher with no pycryptodome counterpart,
the reference model cut into beats as the harness cuts a file
(:func:`model_mode`), AES-GCM and AES-CCM (:func:`software_gcm`,
:func:`software_ccm`), OpenSSL's command line as a second opinion
(:func:`openssl_mode`), and the comparisons that name the first difference.
"""

from __future__ import annotations

from pathlib import Path

from cipherline.cores import cipher_spec

#: Bytes per chunk of a file check.
CHUNK = 1 << 20


def _cfb1(encrypt_block, iv: bytes, data: bytes, decrypt: bool) -> bytes:
    """CFB-1 (SP 800-38A) bit by bit, file bits MSB first, on a block
    encryption function (pycryptodome has no 1-bit segments)."""
    nb = len(iv)
    mask = (1 << (8 * nb)) - 1
    reg = int.from_bytes(iv, "big")
    out = bytearray()
    for byte in data:
        o = 0
        for k in range(7, -1, -1):
            bit = (byte >> k) & 1
            r = bit ^ (encrypt_block(reg.to_bytes(nb, "big"))[0] >> 7)
            reg = ((reg << 1) | (bit if decrypt else r)) & mask  # the ciphertext bit shifts in
            o = (o << 1) | r
        out.append(o)
    return bytes(out)


def software_mode(mode: str, key: bytes, params: dict, iv: bytes, decrypt: bool, data: bytes,
                  taglen: int = 8, *, cipher: str = "tdes", ctr_w: int | None = None) -> bytes:
    """Reference result of one message (pycryptodome, through the cipher's
    registry entry): output bytes, or the CMAC tag.

    ``key`` is the core's key (:attr:`CipherSpec.core_key`: TDES 24 bytes,
    keys that degenerate to single DES work; AES 16, 24 or 32 bytes);
    ``params`` the configuration's parameters (NUM_DES). ``iv`` is one
    block; CTR increments the low ``ctr_w`` bits of the counter block (the
    engine's CTR_W; default the whole block).
    """
    from Crypto.Cipher import AES as mod  # the MODE_* numbers (the same in every pycryptodome cipher)

    c = cipher_spec(cipher)
    if c.modes_lib is None or c.cmac_lib is None:
        return model_mode(mode, key, params, iv, decrypt, data, taglen, cipher=cipher, ctr_w=ctr_w)
    bs = c.block_bytes
    new = c.modes_lib(key, params)

    if mode == "cbc":
        c = new(mod.MODE_CBC, iv=iv)
        return c.decrypt(data) if decrypt else c.encrypt(data)
    if mode in ("cfb8", f"cfb{8 * bs}"):
        seg = 8 if mode == "cfb8" else 8 * bs
        full = len(data) - len(data) % (seg // 8)
        c = new(mod.MODE_CFB, iv=iv, segment_size=seg)
        out = c.decrypt(data[:full]) if decrypt else c.encrypt(data[:full])
        if full < len(data):  # CFB-BLOCK_W partial final block: XOR with E(last ciphertext block)
            last_c = (data[:full] if decrypt else out)[-bs:] if full else iv
            ks = new(mod.MODE_ECB).encrypt(last_c)
            out += bytes(a ^ b for a, b in zip(data[full:], ks))
        return out
    if mode == "cfb1":
        return _cfb1(new(mod.MODE_ECB).encrypt, iv, data, decrypt)
    if mode == "ofb":
        return new(mod.MODE_OFB, iv=iv).encrypt(data)
    if mode == "ctr":  # the low ctr_w bits count (mod 2^ctr_w), the others stay
        low = (1 << (ctr_w or 8 * bs)) - 1
        ctr0 = int.from_bytes(iv, "big")
        n = -(-len(data) // bs)
        ks = new(mod.MODE_ECB).encrypt(b"".join(
            ((ctr0 & ~low) | ((ctr0 + i) & low)).to_bytes(bs, "big") for i in range(n)))
        return bytes(a ^ b for a, b in zip(data, ks))
    if mode == "cmac":
        return c.cmac_lib(key, params, data)[:taglen]
    raise ValueError(f"no software reference for mode {mode!r}")


def model_mode(mode: str, key: bytes, params: dict, iv: bytes, decrypt: bool, data: bytes,
               taglen: int = 8, *, cipher: str = "tdes", ctr_w: int | None = None) -> bytes:
    """:func:`software_mode` by the reference model
    (:func:`cipherline.ref.modes_model.expected_beats` on the cipher's
    BlockFn), for a cipher with no pycryptodome counterpart: the message
    cut into beats as the harness sends it (CFB-1 a bit per beat, CFB-8 a
    byte, the other modes whole blocks, the last one short)."""
    from cipherline.ref import modes_model as mm

    c = cipher_spec(cipher)
    fn, w, bs = c.block_fn(params), c.block_bits, c.block_bytes
    seg = {"cfb1": 1, "cfb8": 8}.get(mode, w)
    kind = {"ecb": mm.Mode.ECB, "cbc": mm.Mode.CBC, "ofb": mm.Mode.OFB, "ctr": mm.Mode.CTR,
            "cmac": mm.Mode.CMAC}.get(mode, mm.Mode.CFB)
    if seg == 1:
        units = [(byte >> b & 1, 1) for byte in data for b in range(7, -1, -1)]
    elif seg == 8:
        units = [(byte, 8) for byte in data]
    else:
        units = [(int.from_bytes(data[i:i + bs].ljust(bs, b"\0"), "big") >> (w - 8 * len(data[i:i + bs])),
                  8 * len(data[i:i + bs])) for i in range(0, len(data), bs)]
    beats = [mm.Beat(v << (w - n), i == len(units) - 1, n) for i, (v, n) in enumerate(units)]
    bundle = int.from_bytes(c.port_key(params, key, decrypt), "big") | c.ksz(key) << c.key_field_bits
    msg = mm.Message(0, kind, decrypt and kind != mm.Mode.CMAC, bundle, int.from_bytes(iv or bytes(bs), "big"),
                     seg, taglen, beats, legacy=True)
    outs = [o for o in mm.expected_beats(msg, fn, ctr_w=ctr_w, policy=mm.NO_POLICY) if o.bits]
    if kind == mm.Mode.CMAC:
        return outs[-1].data.to_bytes(bs, "big")[:taglen]
    if seg == 1:
        bits = "".join(str(o.data >> (w - 1) & 1) for o in outs)
        return int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""
    return b"".join(o.data.to_bytes(bs, "big")[:o.bits // 8] for o in outs)


def software_gcm(key: bytes, iv: bytes, aad: bytes, data: bytes, taglen: int, decrypt: bool) -> bytes | None:
    """pycryptodome's AES-GCM (``AES.new(key, AES.MODE_GCM, nonce=iv,
    mac_len=taglen)``): encryption gives ciphertext || tag; decryption takes
    ``data`` = ciphertext || tag and gives the plaintext, or None if the tag
    does not match."""
    from Crypto.Cipher import AES

    c = AES.new(key, AES.MODE_GCM, nonce=iv, mac_len=taglen)
    c.update(aad)
    if not decrypt:
        ct, tag = c.encrypt_and_digest(data)
        return ct + tag
    try:
        return c.decrypt_and_verify(data[:len(data) - taglen], data[len(data) - taglen:])
    except ValueError:  # "MAC check failed"
        return None


def software_ccm(key: bytes, nonce: bytes, aad: bytes, data: bytes, taglen: int,
                 decrypt: bool) -> bytes | None:
    """pycryptodome's AES-CCM (``AES.new(key, AES.MODE_CCM, nonce=nonce,
    mac_len=taglen, msg_len=..., assoc_len=...)``): encryption gives
    ciphertext || tag; decryption takes ``data`` = ciphertext || tag and
    gives the plaintext, or None if the tag does not match."""
    from Crypto.Cipher import AES

    plen = len(data) - taglen if decrypt else len(data)
    c = AES.new(key, AES.MODE_CCM, nonce=nonce, mac_len=taglen, msg_len=plen, assoc_len=len(aad))
    c.update(aad)
    if not decrypt:
        ct, tag = c.encrypt_and_digest(data)
        return ct + tag
    try:
        return c.decrypt_and_verify(data[:plen], data[plen:])
    except ValueError:  # "MAC check failed"
        return None


def openssl_not_checked(mode: str) -> str:
    """What `run` says instead of an OpenSSL cross-check for GCM and CCM."""
    return (f"not checked: `openssl enc` has no {mode.upper()} (AEAD ciphers are not supported by openssl enc); "
            "checked against pycryptodome only")


def compare_gcm(got: bytes | None, exp: bytes | None, status: int, decrypt: bool, plen: int,
                who: str = "pycryptodome", name: str = "GCM") -> str | None:
    """None if the engine's GCM (or CCM: ``name``) result agrees with
    ``who``'s, else what differs. Encryption: ``got`` and ``exp`` are
    ciphertext || tag (``plen`` payload bytes). Decryption: ``exp`` is the
    plaintext or None (the tag does not match); ``got`` the plaintext OUT
    holds (None: no OUT); the engine's ``status`` 0 says the tag matched, 6 =
    ERR_AUTH that it did not."""
    if decrypt:
        ok = exp is not None
        if ok != (status == 0):
            return (f"{name} verify: hardware says {'pass' if status == 0 else 'fail'}, "
                    f"{who} says {'pass' if ok else 'fail'}")
        if status != 0:
            return None if not got else f"OUT holds {len(got)} bytes after a failed decryption"
        exp_b = exp or b""
    else:
        exp_b = exp or b""
    got_b = got or b""
    if got_b == exp_b:
        return None
    if len(got_b) != len(exp_b):
        return f"output has {len(got_b)} bytes, {who} {len(exp_b)}"
    i = next(k for k in range(len(exp_b)) if exp_b[k] != got_b[k])
    if not decrypt and i >= plen:
        return f"tag: hardware {got_b[plen:].hex()}, {who} {exp_b[plen:].hex()}"
    return f"byte offset {i} (block {i // 16}): hardware {got_b[i:i + 16].hex()}, {who} {exp_b[i:i + 16].hex()}"


def openssl_name(cipher: str, key: bytes, mode: str, ctr_w: int | None = None) -> str | None:
    """OpenSSL's cipher name for ``openssl enc -NAME`` (CMAC: the CBC cipher
    of ``openssl mac -cipher NAME CMAC``), or None if its command line has
    no such cipher or mode (TDES CTR, and CTR whose counter is not the whole
    block)."""
    c = cipher_spec(cipher)
    bits = c.block_bits
    if c.openssl_prefix is None or mode == "ctr" and (not c.openssl_ctr or (ctr_w or bits) != bits):
        return None
    suffix = {"cbc": "cbc", "cfb1": "cfb1", "cfb8": "cfb8", f"cfb{bits}": "cfb", "ofb": "ofb", "ctr": "ctr",
              "cmac": "cbc"}.get(mode)
    if suffix is None:
        return None
    return c.openssl_prefix(key) + suffix


def openssl_mode(cipher: str, key: bytes, mode: str, iv: bytes, decrypt: bool, data: bytes,
                 ctr_w: int | None = None) -> tuple[bytes | None, str]:
    """OpenSSL's result of one message (CMAC: the whole tag) and the command
    that made it; or None and why there is none (openssl not installed, no
    such mode on its command line, an error)."""
    import shutil
    import subprocess

    name = openssl_name(cipher, key, mode, ctr_w)
    if name is None:
        return None, f"no {cipher_spec(cipher).label} {mode.upper()} on the openssl command line"
    exe = shutil.which("openssl")
    if exe is None:
        return None, "openssl is not installed"
    if mode == "cmac":
        args = ["mac", "-cipher", name.upper(), "-macopt", f"hexkey:{key.hex()}", "CMAC"]
        what = f"openssl mac -cipher {name.upper()} CMAC"
    else:
        args = ["enc", f"-{name}", "-nopad", "-K", key.hex(), "-iv", iv.hex()] + (["-d"] if decrypt else [])
        what = f"openssl enc -{name}" + (" -d" if decrypt else "")
    p = subprocess.run([exe, *args], input=data, capture_output=True)
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace").strip().splitlines()
        return None, f"`{what}` failed: {err[0] if err else f'exit {p.returncode}'}"
    return (bytes.fromhex(p.stdout.decode().strip()) if mode == "cmac" else p.stdout), what


def compare_message(got: bytes, exp: bytes, mode: str, status: int, verify_tag: bytes | None, bs: int,
                    who: str) -> str | None:
    """None if the engine's answer to one message agrees with reference
    ``who``'s result ``exp`` (CMAC: the tag, truncated to the tag length),
    else what differs. ``verify_tag``: the expected tag of a CMAC verify
    (the engine's ``status`` 0 says it matched, 6 = ERR_AUTH that it did
    not)."""
    if verify_tag is not None:
        ok = exp == verify_tag
        if ok != (status == 0):
            return (f"CMAC verify: hardware says {'pass' if status == 0 else 'fail'}, "
                    f"{who} says {'pass' if ok else 'fail'}")
        return f"verified tag output {got.hex()} != {exp.hex()}" if status == 0 and got != exp else None
    if mode == "cmac":
        return None if got == exp else f"CMAC tag: hardware {got.hex()}, {who} {exp.hex()}"
    if exp == got:
        return None
    if len(exp) != len(got):
        return f"output has {len(got)} bytes, {who} {len(exp)}"
    i = next(k for k in range(len(exp)) if exp[k] != got[k])
    return f"byte offset {i} (block {i // bs}): hardware {got[i:i + bs].hex()}, {who} {exp[i:i + bs].hex()}"


def check_against_software(in_path: Path, out_path: Path, key: bytes, decrypt: bool, params: dict,
                           progress=None, cipher: str = "tdes") -> str | None:
    """None if OUT = reference(IN), else a message naming the first bad block.

    ``key`` is the core's key (TDES: 24 bytes; AES: 16, 24 or 32);
    ``params`` the configuration's parameters; the reference is the
    cipher's bulk ECB (pycryptodome).
    """
    c = cipher_spec(cipher)
    ref, bs = c.ecb(key, decrypt, params), c.block_bytes
    n_in = in_path.stat().st_size
    n_out = out_path.stat().st_size
    if n_in != n_out:
        return f"output has {n_out} bytes, input {n_in}"
    done = 0
    with open(in_path, "rb") as fi, open(out_path, "rb") as fo:
        while True:
            a = fi.read(CHUNK)
            if not a:
                break
            b = fo.read(len(a))
            exp = ref(a)
            if exp != b:
                for i in range(0, len(a), bs):
                    if exp[i:i + bs] != b[i:i + bs]:
                        blk = (done + i) // bs
                        return (f"block {blk} (byte offset {done + i}): input {a[i:i + bs].hex()}, "
                                f"hardware {b[i:i + bs].hex()}, {c.software} {exp[i:i + bs].hex()}")
            done += len(a)
            if progress:
                progress(done // bs)
    return None
