"""The Python implementations of the benchmark (see bench/README.md):

    python impls.py --impl {payseal,joserfc,pyca} --op OP --bits B --threads T --seconds S [--turns R,W]
                    --keys DIR --payload FILE [--count N]

payseal  the PaySeal binding (installed in the venv by run.sh, with its C extension; else
         bindings/python/src on ctypes alone), the library from PAYSEAL_LIBRARY
joserfc  joserfc.jwe.encrypt_compact / decrypt_compact, RSA-OAEP + A256CBC-HS512
pyca     pyca/cryptography by hand: RSA-OAEP (SHA-1), AES-256-CBC, HMAC-SHA-512/256

Each first checks its output (decrypted with the private key by the pyca code below, or for
decrypt, that it gives back the payload), then runs the op for S seconds on T threads (keys
shared, builders per thread) and prints one JSON line.
"""

from __future__ import annotations

import argparse
import base64
import importlib.util
import json
import os
import platform
import struct
import sys
import threading
import time
import uuid
from hmac import compare_digest

from cryptography.hazmat.primitives import hashes, hmac, padding as sympad, serialization
from cryptography.hazmat.primitives.asymmetric import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

HERE = os.path.dirname(os.path.abspath(__file__))
if importlib.util.find_spec("payseal") is None:  # not installed in this venv (run.sh installs it)
    sys.path.insert(0, os.path.join(HERE, "..", "..", "bindings", "python", "src"))

# The inputs every implementation uses (bench/c/common.h).
SESSION = "f2a1c3e4b5d6478899aabbccddeeff00"
VALUES = [("cardNumber", "4012000033330026"), ("expiryDate", "1228"), ("cvv", "123"), ("cardholderName", "Wile E. Coyote")]
META = {"appIdentifier": "com.example.shop/2.3", "screenSize": "1170x2532"}
OAEP = padding.OAEP(mgf=padding.MGF1(algorithm=hashes.SHA1()), algorithm=hashes.SHA1(), label=None)


def fail(message):
    sys.stderr.write(f"check failed: {message}\n")
    sys.exit(1)


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def tag_of(mac_key: bytes, aad: bytes, iv: bytes, ct: bytes) -> bytes:
    h = hmac.HMAC(mac_key, hashes.SHA512())
    h.update(aad + iv + ct + struct.pack(">Q", len(aad) * 8))
    return h.finalize()[:32]


class Pyca:
    """The JWE by hand on pyca/cryptography; also the checker of every Python implementation."""

    def __init__(self, client_api: bytes, private_pem: bytes):
        doc = json.loads(client_api)
        self.public = serialization.load_der_public_key(base64.b64decode(doc["publicKey"]))
        self.private = serialization.load_pem_private_key(private_pem, password=None)
        header = {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": doc["keyId"]}
        self.header = b64u(json.dumps(header, separators=(",", ":")).encode())
        self.aad = self.header.encode("ascii")

    def encrypt(self, plaintext: bytes) -> str:
        cek, iv = os.urandom(64), os.urandom(16)  # MAC_KEY || ENC_KEY
        ek = self.public.encrypt(cek, OAEP)
        padder = sympad.PKCS7(128).padder()
        encryptor = Cipher(algorithms.AES(cek[32:]), modes.CBC(iv)).encryptor()
        ct = encryptor.update(padder.update(plaintext) + padder.finalize()) + encryptor.finalize()
        tag = tag_of(cek[:32], self.aad, iv, ct)
        return ".".join((self.header, b64u(ek), b64u(iv), b64u(ct), b64u(tag)))

    def decrypt(self, jwe: str) -> bytes:
        parts = jwe.split(".")
        if len(parts) != 5:
            raise ValueError("not 5 parts")
        header = json.loads(unb64u(parts[0]))
        if header.get("alg") != "RSA-OAEP" or header.get("enc") != "A256CBC-HS512":
            raise ValueError(f"header {header}")
        cek = self.private.decrypt(unb64u(parts[1]), OAEP)
        iv, ct, tag = unb64u(parts[2]), unb64u(parts[3]), unb64u(parts[4])
        if len(cek) != 64 or not compare_digest(tag_of(cek[:32], parts[0].encode("ascii"), iv, ct), tag):
            raise ValueError("tag")
        decryptor = Cipher(algorithms.AES(cek[32:]), modes.CBC(iv)).decryptor()
        unpadder = sympad.PKCS7(128).unpadder()
        return unpadder.update(decryptor.update(ct) + decryptor.finalize()) + unpadder.finalize()


def payload_json() -> bytes:
    """The payment payload as PaySeal writes it, with a fresh nonce."""
    return json.dumps(
        {"clientSessionId": SESSION, "nonce": str(uuid.uuid4()), "paymentProductId": 1,
         "paymentValues": [{"key": k, "value": v} for k, v in VALUES]},
        separators=(",", ":"),
    ).encode()


METADATA = {
    "platformIdentifier": f"{platform.system()}/{platform.release()}", "appIdentifier": META["appIdentifier"],
    "sdkIdentifier": "Bench/1.0", "sdkCreator": "Bench", "screenSize": META["screenSize"], "deviceType": platform.machine(),
}


def metadata_encode() -> str:
    return base64.b64encode(json.dumps(METADATA, separators=(",", ":")).encode()).decode("ascii")


# --- the implementations: each returns {op: factory}, a factory making one thread's op ----------


def impl_pyca(ctx):
    jwe = ctx.checker.encrypt(ctx.payload)

    def prepare():
        return ctx.checker.encrypt(payload_json()), metadata_encode()

    def parse_key():
        doc = json.loads(ctx.client_api)
        return serialization.load_der_public_key(base64.b64decode(doc["publicKey"]))

    return {
        "encrypt": lambda: lambda: ctx.checker.encrypt(ctx.payload),
        "decrypt": lambda: lambda: ctx.checker.decrypt(jwe),
        "prepare": lambda: prepare,
        "parse-key": lambda: parse_key,
        "metadata": lambda: metadata_encode,
        "_bits": lambda: parse_key().key_size,
    }


def impl_joserfc(ctx):
    from joserfc import jwe as jose
    from joserfc.jwk import RSAKey

    registry = jose.JWERegistry(algorithms=["RSA-OAEP", "A256CBC-HS512"])
    kid = json.loads(ctx.client_api)["keyId"]
    header = {"alg": "RSA-OAEP", "enc": "A256CBC-HS512", "kid": kid}

    def parse_key():
        doc = json.loads(ctx.client_api)
        return RSAKey.import_key(base64.b64decode(doc["publicKey"]), {"kid": doc["keyId"]})

    public = parse_key()
    private = RSAKey.import_key(ctx.private_pem)
    jwe = ctx.checker.encrypt(ctx.payload)

    def encrypt(data):
        return jose.encrypt_compact(header, data, public, registry=registry)

    return {
        "encrypt": lambda: lambda: encrypt(ctx.payload),
        "decrypt": lambda: lambda: jose.decrypt_compact(jwe, private, registry=registry).plaintext,
        "prepare": lambda: lambda: (encrypt(payload_json()), metadata_encode()),
        "parse-key": lambda: parse_key,
        "_bits": lambda: parse_key().raw_value.key_size,
    }


def impl_payseal(ctx):
    import payseal

    key = payseal.PublicKey.from_client_api(ctx.client_api)
    private = payseal.PrivateKey.parse(ctx.private_pem)
    jwe = ctx.checker.encrypt(ctx.payload)

    def prepare():
        request = payseal.PaymentRequest(SESSION, 1)
        for k, v in VALUES:
            request[k] = v
        metadata = payseal.DeviceMetadata(META)
        return lambda: (lambda p: (p.encrypted_fields, p.encoded_client_meta_info))(request.prepare(key, metadata))

    def metadata():
        m = payseal.DeviceMetadata(META)
        return m.encode

    return {
        "encrypt": lambda: lambda: key.encrypt(ctx.payload),
        "decrypt": lambda: lambda: private.decrypt(jwe),
        "prepare": prepare,
        "parse-key": lambda: lambda: payseal.PublicKey.from_client_api(ctx.client_api).close(),
        "metadata": metadata,
        "_bits": lambda: payseal.PublicKey.from_client_api(ctx.client_api).bits,
    }


IMPLS = {"pyca": impl_pyca, "joserfc": impl_joserfc, "payseal": impl_payseal}


# --- checks and timing ------------------------------------------------------------------------


def check_metadata(encoded: str):
    doc = json.loads(base64.b64decode(encoded, validate=True))
    if any(doc.get(k) != v for k, v in META.items()):
        fail(f"metadata lacks the overrides: {doc}")


def self_check(ctx, op, ops):
    out = ops[op]()()
    if op == "encrypt":
        if ctx.checker.decrypt(out) != ctx.payload:
            fail("the JWE does not decrypt to the payload")
    elif op == "decrypt":
        if out != ctx.payload:
            fail("decrypt gives another plaintext")
    elif op == "prepare":
        fields, meta = out
        doc = json.loads(ctx.checker.decrypt(fields))
        nonce = doc.get("nonce", "")
        if (doc.get("clientSessionId") != SESSION or doc.get("paymentProductId") != 1
                or doc.get("paymentValues") != [{"key": k, "value": v} for k, v in VALUES]
                or nonce != str(uuid.UUID(nonce)) or uuid.UUID(nonce).version != 4):
            fail(f"unexpected payload {doc}")
        check_metadata(meta)
    elif op == "parse-key":
        if ops["_bits"]() != ctx.bits:
            fail("parse-key: wrong size")
    elif op == "metadata":
        check_metadata(out)


def run_timed(factory, threads: int, seconds: float) -> float:
    barrier = threading.Barrier(threads)
    rates = []
    errors = []
    warmup = min(0.2, seconds / 4)

    def worker():
        try:
            op = factory()
            clock = time.perf_counter
            end = clock() + warmup
            while clock() < end:
                op()
            barrier.wait()
            count, start = 0, clock()
            now, end = start, start + seconds
            while now < end:
                op()
                count += 1
                now = clock()
            rates.append(count / (now - start))
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
            barrier.abort()

    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    if errors:
        fail(f"operation failed: {errors[0]!r}")
    return sum(rates)


TURN_SECONDS = 0.02


def run_in_turns(factory, seconds: float, turns: str) -> float:
    """One thread, in turns with another program over two pipes (bench/c/common.h, run_in_turns)."""
    fd_in, fd_out = (int(fd) for fd in turns.split(","))
    op, clock = factory(), time.perf_counter
    end = clock() + min(0.2, seconds / 4)
    while clock() < end:
        op()
    count, busy, paired = 0, 0.0, True
    while busy < seconds:
        try:
            paired = paired and os.read(fd_in, 1) == b"t"
        except OSError:
            paired = False
        start = now = clock()
        while now - start < TURN_SECONDS:
            op()
            count += 1
            now = clock()
        busy += now - start
        try:
            paired = paired and os.write(fd_out, b"t") == 1
        except OSError:  # the other program is gone
            paired = False
    os.close(fd_out)
    return count / busy


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--impl", choices=sorted(IMPLS), required=True)
    p.add_argument("--op", required=True)
    p.add_argument("--bits", type=int, default=2048)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--seconds", type=float, default=1.0)
    p.add_argument("--keys", default=os.path.join(HERE, "..", "..", "Vectors", "keys"))
    p.add_argument("--payload", default=os.path.join(HERE, "..", "payload.json"))
    p.add_argument("--count", type=int, help="run the op this many times on this thread, untimed (bench/callgrind.py)")
    p.add_argument("--turns", help="R,W: take turns with another program over these pipes (one thread)")
    ctx = p.parse_args()
    stem = os.path.join(ctx.keys, f"test-rsa-{ctx.bits}")
    with open(stem + ".client-api.json", "rb") as f:
        ctx.client_api = f.read()
    with open(stem + ".private.pem", "rb") as f:
        ctx.private_pem = f.read()
    with open(ctx.payload, "rb") as f:
        ctx.payload = f.read()
    ctx.checker = Pyca(ctx.client_api, ctx.private_pem)
    ops = IMPLS[ctx.impl](ctx)
    if ctx.op not in ops or ctx.op.startswith("_"):
        fail(f"{ctx.impl} has no op {ctx.op}")
    self_check(ctx, ctx.op, ops)
    if ctx.count is not None:
        op = ops[ctx.op]()
        for _ in range(ctx.count):
            op()
        print(json.dumps({"impl": ctx.impl, "op": ctx.op, "count": ctx.count, "check": "ok"}))
        return
    if ctx.turns and ctx.threads != 1:
        fail("--turns is for one thread")
    rate = run_in_turns(ops[ctx.op], ctx.seconds, ctx.turns) if ctx.turns else run_timed(ops[ctx.op], ctx.threads, ctx.seconds)
    print(json.dumps({"impl": ctx.impl if ctx.impl != "payseal" else "python", "op": ctx.op, "bits": ctx.bits,
                      "threads": ctx.threads, "ops_per_sec": round(rate, 1), "check": "ok"}))


if __name__ == "__main__":
    main()
