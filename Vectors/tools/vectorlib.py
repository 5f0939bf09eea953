"""Shared helpers for the PaySeal vector tools (import_upstream.py, generate_jwe_kat.py).

Nothing here calls PaySeal. RSA is done with Python integers (pow) and a
hand-written EME-OAEP (RFC 8017 section 7.1) over hashlib SHA-1; pyca/cryptography
is used only for AES-256-CBC, HMAC-SHA-512, key generation / serialization and
as an independent cross-check (RSA-OAEP decryption).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from pathlib import Path

from cryptography.hazmat.primitives import hashes, hmac, serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

TOOLS = Path(__file__).resolve().parent
VECTORS = TOOLS.parent
REPO = VECTORS.parent
KEYS = VECTORS / "keys"
# ../shared/vectors-upstream relative to the repository root
UPSTREAM = Path(os.environ.get("PAYSEAL_UPSTREAM", REPO.parent / "shared" / "vectors-upstream")).resolve()

STATUSES = {
    "PAYSEAL_E_ARGUMENT", "PAYSEAL_E_KEY_FORMAT", "PAYSEAL_E_KEY_UNSUPPORTED",
    "PAYSEAL_E_JSON", "PAYSEAL_E_JWE_FORMAT", "PAYSEAL_E_JWE_UNSUPPORTED",
    "PAYSEAL_E_DECRYPT", "PAYSEAL_E_LIMIT",
}
E_ARGUMENT = "PAYSEAL_E_ARGUMENT"
E_KEY_FORMAT = "PAYSEAL_E_KEY_FORMAT"
E_KEY_UNSUPPORTED = "PAYSEAL_E_KEY_UNSUPPORTED"
E_JSON = "PAYSEAL_E_JSON"
E_JWE_FORMAT = "PAYSEAL_E_JWE_FORMAT"
E_JWE_UNSUPPORTED = "PAYSEAL_E_JWE_UNSUPPORTED"
E_DECRYPT = "PAYSEAL_E_DECRYPT"
E_LIMIT = "PAYSEAL_E_LIMIT"

# ---------------------------------------------------------------------------
# base64 / base64url


def b64u(data: bytes) -> str:
    """base64url without padding (RFC 7515 section 2)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


_B64U_RE = re.compile(r"[A-Za-z0-9_-]*")
_B64_RE = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")


def b64u_decode_strict(s: str) -> bytes | None:
    """Strict base64url (no padding, no whitespace, alphabet only, length mod 4 != 1,
    zero pad bits). Returns None when rejected."""
    if not _B64U_RE.fullmatch(s) or len(s) % 4 == 1:
        return None
    out = base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
    if b64u(out) != s:  # non-canonical (non-zero) pad bits
        return None
    return out


def b64_decode_strict(s: str) -> bytes | None:
    """Strict standard base64 (RFC 4648 section 4): padded, alphabet only, zero pad bits."""
    if not _B64_RE.fullmatch(s):
        return None
    out = base64.b64decode(s, validate=True)
    if base64.b64encode(out).decode("ascii") != s:
        return None
    return out


def b64u_int(x: int) -> str:
    return b64u(i2b(x))


def int_b64u(s: str) -> int:
    return int.from_bytes(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)), "big")


def i2b(x: int, length: int | None = None) -> bytes:
    if length is None:
        length = max(1, (x.bit_length() + 7) // 8)
    return x.to_bytes(length, "big")


# ---------------------------------------------------------------------------
# RSAES-OAEP, SHA-1, MGF1-SHA-1, empty label by default (RFC 8017 section 7.1)

HLEN = 20
EMPTY_LABEL_HASH = hashlib.sha1(b"").digest()


def mgf1_sha1(seed: bytes, length: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < length:
        out += hashlib.sha1(seed + counter.to_bytes(4, "big")).digest()
        counter += 1
    return out[:length]


def _xor(a: bytes, b: bytes) -> bytes:
    return bytes(x ^ y for x, y in zip(a, b))


def oaep_encode(msg: bytes, seed: bytes, k: int, label: bytes = b"") -> bytes:
    """EME-OAEP encoding, RFC 8017 7.1.1 step 2: EM = 0x00 || maskedSeed || maskedDB."""
    assert len(seed) == HLEN
    if len(msg) > k - 2 * HLEN - 2:
        raise ValueError("message too long")
    lhash = hashlib.sha1(label).digest()
    ps = b"\x00" * (k - len(msg) - 2 * HLEN - 2)
    db = lhash + ps + b"\x01" + msg
    masked_db = _xor(db, mgf1_sha1(seed, k - HLEN - 1))
    masked_seed = _xor(seed, mgf1_sha1(masked_db, HLEN))
    return b"\x00" + masked_seed + masked_db


def oaep_decode(em: bytes, k: int, label: bytes = b"") -> bytes | None:
    """EME-OAEP decoding, RFC 8017 7.1.2 step 3. Returns None on any failure."""
    if len(em) != k or k < 2 * HLEN + 2:
        return None
    y, masked_seed, masked_db = em[0], em[1:1 + HLEN], em[1 + HLEN:]
    seed = _xor(masked_seed, mgf1_sha1(masked_db, HLEN))
    db = _xor(masked_db, mgf1_sha1(seed, k - HLEN - 1))
    lhash = hashlib.sha1(label).digest()
    if y != 0 or db[:HLEN] != lhash:
        return None
    rest = db[HLEN:]
    i = 0
    while i < len(rest) and rest[i] == 0:
        i += 1
    if i == len(rest) or rest[i] != 1:
        return None
    return rest[i + 1:]


def modlen(n: int) -> int:
    return (n.bit_length() + 7) // 8


def rsa_oaep_encrypt(n: int, e: int, msg: bytes, seed: bytes, label: bytes = b"") -> bytes:
    k = modlen(n)
    m = int.from_bytes(oaep_encode(msg, seed, k, label), "big")
    assert m < n
    return i2b(pow(m, e, n), k)


def rsa_oaep_decrypt(n: int, d: int, ct: bytes, label: bytes = b"") -> bytes | None:
    k = modlen(n)
    if len(ct) != k:
        return None
    c = int.from_bytes(ct, "big")
    if c >= n:
        return None
    return oaep_decode(i2b(pow(c, d, n), k), k, label)


# ---------------------------------------------------------------------------
# AES_256_CBC_HMAC_SHA_512 (RFC 7518 section 5.2.2 / 5.2.5)


def _pkcs7_pad(data: bytes) -> bytes:
    p = 16 - len(data) % 16
    return data + bytes([p]) * p


def _pkcs7_unpad(data: bytes) -> bytes | None:
    if not data or len(data) % 16:
        return None
    p = data[-1]
    if p < 1 or p > 16 or data[-p:] != bytes([p]) * p:
        return None
    return data[:-p]


def _hmac512(key: bytes, data: bytes) -> bytes:
    h = hmac.HMAC(key, hashes.SHA512())
    h.update(data)
    return h.finalize()


def cbc_hmac_tag(key: bytes, iv: bytes, aad: bytes, ct: bytes) -> bytes:
    mac_key = key[:32]
    al = (len(aad) * 8).to_bytes(8, "big")
    return _hmac512(mac_key, aad + iv + ct + al)[:32]


def cbc_hmac_encrypt(key: bytes, iv: bytes, aad: bytes, pt: bytes) -> tuple[bytes, bytes]:
    assert len(key) == 64 and len(iv) == 16
    enc_key = key[32:]
    enc = Cipher(algorithms.AES(enc_key), modes.CBC(iv)).encryptor()
    ct = enc.update(_pkcs7_pad(pt)) + enc.finalize()
    return ct, cbc_hmac_tag(key, iv, aad, ct)


def cbc_hmac_decrypt(key: bytes, iv: bytes, aad: bytes, ct: bytes, tag: bytes) -> bytes | None:
    """Tag first (constant-time compare not needed here), then CBC. None on failure."""
    if len(key) != 64 or len(iv) != 16 or len(tag) != 32:
        return None
    if not hmac_compare(cbc_hmac_tag(key, iv, aad, ct), tag):
        return None
    if not ct or len(ct) % 16:
        return None
    dec = Cipher(algorithms.AES(key[32:]), modes.CBC(iv)).decryptor()
    return _pkcs7_unpad(dec.update(ct) + dec.finalize())


def hmac_compare(a: bytes, b: bytes) -> bool:
    import hmac as _h
    return _h.compare_digest(a, b)


# ---------------------------------------------------------------------------
# JWE (compact, RSA-OAEP + A256CBC-HS512)


def json_escape_kid(kid: str) -> str:
    """RFC 8259 string escaping as pinned by docs/design.md: escape '"' and '\\' and
    U+0000..U+001F (\\b \\f \\n \\r \\t or \\u00xx, lowercase hex); everything else,
    including '/', DEL and non-ASCII, is written raw (UTF-8)."""
    short = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    out = []
    for ch in kid:
        if ch in short:
            out.append(short[ch])
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def protected_header(kid: str | None) -> bytes:
    if kid is None:
        return b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}'
    return ('{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":' + json_escape_kid(kid) + "}").encode("utf-8")


def jwe_encrypt_kat(n: int, e: int, header: bytes, pt: bytes, cek: bytes, iv: bytes, seed: bytes) -> str:
    """Compact JWE with the given protected header bytes and fixed randomness."""
    h = b64u(header)
    ek = rsa_oaep_encrypt(n, e, cek, seed)
    ct, tag = cbc_hmac_encrypt(cek, iv, h.encode("ascii"), pt)
    return ".".join([h, b64u(ek), b64u(iv), b64u(ct), b64u(tag)])


JWE_MAX = 2 * 1024 * 1024


def _reject_constant(name):
    raise ValueError("non-standard JSON constant " + name)


def model_jwe_decrypt(n: int, d: int, compact: str) -> tuple[str, bytes | None]:
    """Reference model of payseal_jwe_decrypt's order of checks (see Vectors/README.md):
    size -> exactly 5 parts -> strict base64url of every part -> header is UTF-8 JSON
    object -> alg/enc present strings -> alg == RSA-OAEP, enc == A256CBC-HS512, no zip,
    no crit -> RSA-OAEP unwrap (64-byte CEK) -> IV/tag lengths + HMAC tag -> CBC + padding.
    Returns ("valid", plaintext) or (status, None)."""
    raw = compact.encode("utf-8")
    if len(raw) > JWE_MAX:
        return E_LIMIT, None
    parts = compact.split(".")
    if len(parts) != 5:
        return E_JWE_FORMAT, None
    dec = [b64u_decode_strict(p) for p in parts]
    if any(x is None for x in dec):
        return E_JWE_FORMAT, None
    hdr_bytes, ek, iv, ct, tag = dec
    try:
        hdr = json.loads(hdr_bytes.decode("utf-8", errors="strict"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError):
        return E_JWE_FORMAT, None
    if not isinstance(hdr, dict):
        return E_JWE_FORMAT, None
    if not isinstance(hdr.get("alg"), str) or not isinstance(hdr.get("enc"), str):
        return E_JWE_FORMAT, None
    if hdr["alg"] != "RSA-OAEP" or hdr["enc"] != "A256CBC-HS512" or "zip" in hdr or "crit" in hdr:
        return E_JWE_UNSUPPORTED, None
    cek = rsa_oaep_decrypt(n, d, ek)
    if cek is None or len(cek) != 64:
        return E_DECRYPT, None
    pt = cbc_hmac_decrypt(cek, iv, parts[0].encode("ascii"), ct, tag)
    if pt is None:
        return E_DECRYPT, None
    return "valid", pt


def jwe_header_fields(compact: str) -> tuple[str | None, str | None]:
    """(alg, enc) as claimed by the protected header, or (None, None) if unreadable."""
    parts = compact.split(".")
    h = b64u_decode_strict(parts[0]) if parts else None
    if h is None:
        return None, None
    try:
        o = json.loads(h.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None, None
    if not isinstance(o, dict):
        return None, None
    a, e = o.get("alg"), o.get("enc")
    return (a if isinstance(a, str) else None), (e if isinstance(e, str) else None)


# ---------------------------------------------------------------------------
# keys


def jwk_private_numbers(jwk: dict) -> tuple[int, int, int]:
    return int_b64u(jwk["n"]), int_b64u(jwk["e"]), int_b64u(jwk["d"])


def private_jwk_from_numbers(n, e, d, p, q, dp, dq, qi) -> dict:
    return {"kty": "RSA", "n": b64u_int(n), "e": b64u_int(e), "d": b64u_int(d), "p": b64u_int(p),
            "q": b64u_int(q), "dp": b64u_int(dp), "dq": b64u_int(dq), "qi": b64u_int(qi)}


def load_jwk_private(jwk: dict):
    """pyca RSAPrivateKey from a two-prime RSA JWK."""
    g = lambda k: int_b64u(jwk[k])
    pub = rsa.RSAPublicNumbers(g("e"), g("n"))
    return rsa.RSAPrivateNumbers(g("p"), g("q"), g("d"), g("dp"), g("dq"), g("qi"), pub).private_key()


def load_private_pem(pem: str | bytes):
    if isinstance(pem, str):
        pem = pem.encode("ascii")
    return serialization.load_pem_private_key(pem, password=None)


def private_key_numbers(key_obj) -> tuple[int, int, int]:
    pn = key_obj.private_numbers()
    return pn.public_numbers.n, pn.public_numbers.e, pn.d


def spki_der(pub) -> bytes:
    return pub.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


TEST_KEY_BITS = (2048, 3072, 4096)


def test_key_paths(bits: int) -> tuple[Path, Path]:
    return KEYS / f"test-rsa-{bits}.private.pem", KEYS / f"test-rsa-{bits}.client-api.json"


def ensure_test_keys() -> dict:
    """Create Vectors/keys/test-rsa-<bits>.* once; never regenerate existing keys.
    Returns {bits: {"pem": str, "key": RSAPrivateKey, "client_api": dict, "client_api_text": str}}."""
    KEYS.mkdir(parents=True, exist_ok=True)
    out = {}
    for bits in TEST_KEY_BITS:
        pem_path, api_path = test_key_paths(bits)
        if not pem_path.exists():
            key = rsa.generate_private_key(public_exponent=65537, key_size=bits)
            pem_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                   serialization.NoEncryption()))
            print(f"generated {pem_path.relative_to(REPO)}")
        pem = pem_path.read_text("ascii")
        key = load_private_pem(pem)
        assert key.key_size == bits and key.public_key().public_numbers().e == 65537
        if not api_path.exists():
            doc = {"keyId": f"payseal-test-rsa-{bits}",
                   "publicKey": base64.b64encode(spki_der(key.public_key())).decode("ascii")}
            api_path.write_text(json.dumps(doc, indent=2) + "\n", "utf-8")
            print(f"wrote {api_path.relative_to(REPO)}")
        api_text = api_path.read_text("utf-8")
        api = json.loads(api_text)
        assert base64.b64decode(api["publicKey"]) == spki_der(key.public_key()), api_path
        out[bits] = {"pem": pem, "key": key, "client_api": api, "client_api_text": api_text}
    return out


# ---------------------------------------------------------------------------
# minimal DER builder (for constructed public keys)


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = i2b(n)
    return bytes([0x80 | len(b)]) + b


def der_tlv(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def der_uint(x: int) -> bytes:
    """DER INTEGER of a non-negative integer (leading 0x00 when the top bit is set)."""
    b = x.to_bytes(x.bit_length() // 8 + 1, "big") if x else b"\x00"
    return der_tlv(0x02, b)


RSA_ENCRYPTION_ALGID = bytes.fromhex("300d06092a864886f70d0101010500")


def der_rsa_public_key(n: int, e: int) -> bytes:
    return der_tlv(0x30, der_uint(n) + der_uint(e))


def der_spki(pkcs1: bytes, algid: bytes = RSA_ENCRYPTION_ALGID) -> bytes:
    return der_tlv(0x30, algid + der_tlv(0x03, b"\x00" + pkcs1))


def pem(label: str, der: bytes, eol: str = "\n") -> str:
    body = base64.b64encode(der).decode("ascii")
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return eol.join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"]) + eol


def pseudo_modulus(bits: int, label: str) -> int:
    """Deterministic odd integer of exactly `bits` bits (NOT an RSA modulus: parse-level tests only)."""
    stream = b""
    i = 0
    while len(stream) * 8 < bits:
        stream += hashlib.sha512(f"payseal-vectors/pseudo-modulus/{label}/{i}".encode()).digest()
        i += 1
    x = int.from_bytes(stream, "big") >> (len(stream) * 8 - bits)
    return x | (1 << (bits - 1)) | 1


# ---------------------------------------------------------------------------
# output

RESULTS = {"valid", "invalid", "acceptable"}
_HEX_RE = re.compile(r"(?:[0-9a-f]{2})*")


def _check_hex(obj, path="") -> None:
    if isinstance(obj, dict):
        for k, v in obj.items():
            if (k.endswith("_hex") or k == "hex") and isinstance(v, str):
                assert _HEX_RE.fullmatch(v), f"bad hex at {path}/{k}: {v[:40]!r}"
            _check_hex(v, f"{path}/{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            _check_hex(v, f"{path}[{i}]")


def write_vectors(filename: str, topic: str, source: str, license: str, notes, cases: list, **extra) -> dict:
    assert filename == f"{topic}.{filename[len(topic) + 1:]}" and filename.endswith(".json"), filename
    ids = set()
    for c in cases:
        assert isinstance(c.get("id"), str) and c["id"] not in ids, f"{filename}: duplicate/missing id {c.get('id')}"
        ids.add(c["id"])
        assert isinstance(c.get("comment"), str), f"{filename}:{c['id']}: comment"
        assert c.get("result") in RESULTS, f"{filename}:{c['id']}: result {c.get('result')}"
        if c["result"] == "invalid":
            assert c.get("status") in STATUSES, f"{filename}:{c['id']}: status {c.get('status')}"
        else:
            assert "status" not in c, f"{filename}:{c['id']}: status on a {c['result']} case"
    _check_hex(cases)
    doc = {"topic": topic, "source": source, "license": license, "notes": notes}
    doc.update(extra)
    doc["cases"] = cases
    path = VECTORS / filename
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", "utf-8")
    counts = {r: sum(1 for c in cases if c["result"] == r) for r in ("valid", "invalid", "acceptable")}
    print(f"  {filename}: {len(cases)} cases {counts}")
    return counts


def load_upstream(rel: str):
    return json.loads((UPSTREAM / rel).read_text("utf-8"))


def sha256_tag(label: str, case_id: str, length: int) -> bytes:
    """Deterministic bytes: SHA-256("payseal-kat/<label>/<n>/<case id>") blocks, truncated."""
    out = b""
    i = 0
    while len(out) < length:
        out += hashlib.sha256(f"payseal-kat/{label}/{i}/{case_id}".encode("utf-8")).digest()
        i += 1
    return out[:length]


def aes_cbc_raw_encrypt(enc_key: bytes, iv: bytes, data: bytes) -> bytes:
    """AES-CBC without padding (data must be a multiple of 16): for crafted bad-padding cases."""
    enc = Cipher(algorithms.AES(enc_key), modes.CBC(iv)).encryptor()
    return enc.update(data) + enc.finalize()


# ---------------------------------------------------------------------------
# README table (between markers), rebuilt from the files themselves

README_BEGIN = "<!-- BEGIN FILE TABLE (generated by tools/vectorlib.py update_readme; do not edit by hand) -->"
README_END = "<!-- END FILE TABLE -->"
MADE_BY = {
    "jwe-encrypt-kat.independent.json": "generate_jwe_kat.py",
    "payment-payload.constructed.json": "generate_payment_vectors.py",
    "payment-payload.platform-sdk.json": "generate_payment_vectors.py",
    "device-metadata.constructed.json": "generate_payment_vectors.py",
    "prepare-round-trip.constructed.json": "generate_payment_vectors.py",
    "masks.independent.json": "generate_card_input.py",
    "validation.independent.json": "generate_card_input.py",
    "masks.platform-sdks.json": "import_card_input.py",
    "validation.platform-sdks.json": "import_card_input.py",
    "iin.platform-sdks.json": "generate_iin_vectors.py",
    "iin.constructed.json": "generate_iin_vectors.py",
    "client-api-request.constructed.json": "generate_request_vectors.py",
    "products.platform-sdks.json": "generate_product_vectors.py",
    "products.constructed.json": "generate_product_vectors.py",
    "request-validation.platform-sdks.json": "generate_request_validation_vectors.py",
    **{f"{topic}.{source}.json": "generate_card_brand_vectors.py"
       for topic in ("card-brands", "card-check", "pan-format", "pan-edit") for source in ("independent", "worldpay")},
}


def made_by(name: str) -> str:
    """The tool that writes a vector file: every *.fuzz-findings.json is fuzz_findings.py's."""
    if name.endswith(".fuzz-findings.json"):
        return "fuzz_findings.py"
    return MADE_BY.get(name, "import_upstream.py")


def update_readme() -> None:
    path = VECTORS / "README.md"
    if not path.exists():
        return
    text = path.read_text("utf-8")
    if README_BEGIN not in text or README_END not in text:
        return
    rows = ["| file | topic | source | license | valid | invalid | acceptable | made by |",
            "| --- | --- | --- | --- | ---: | ---: | ---: | --- |"]
    for f in sorted(VECTORS.glob("*.json")):
        doc = json.loads(f.read_text("utf-8"))
        cnt = {r: sum(1 for c in doc["cases"] if c["result"] == r) for r in ("valid", "invalid", "acceptable")}
        esc = lambda s: str(s).replace("|", "\\|").replace("\n", " ")
        rows.append(f"| `{f.name}` | {doc['topic']} | {esc(doc['source'])} | {esc(doc['license'])} | "
                    f"{cnt['valid']} | {cnt['invalid']} | {cnt['acceptable']} | "
                    f"`tools/{made_by(f.name)}` |")
    head, rest = text.split(README_BEGIN, 1)
    _, tail = rest.split(README_END, 1)
    path.write_text(head + README_BEGIN + "\n" + "\n".join(rows) + "\n" + README_END + tail, "utf-8")
