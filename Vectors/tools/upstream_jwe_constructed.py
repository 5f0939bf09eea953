"""jwe-decrypt.constructed.json: strictness cases around one jose2go token. Part of import_upstream.py."""

from __future__ import annotations

import vectorlib as V
from upstream_jwe_cases import JWE_NOTES, jwe_case
from upstream_sources import JOSE2GO, LIC_OURS
from vectorlib import E_DECRYPT, E_JWE_FORMAT, E_JWE_UNSUPPORTED


def constructed_jwe(j2g: dict, pj: dict) -> None:
    key = j2g["key"]
    entry = {"format": "pem", "data": key["original"]}
    n, e, d = V.jwk_private_numbers(key["private_jwk"])
    nd = (n, d)
    base_t = next(t for t in j2g["tests"] if t["enc"] == "A256CBC-HS512")
    base = base_t["compact"]
    pt = base_t["plaintext_utf8"].encode()
    P = base.split(".")
    raw = [V.b64u_decode_strict(x) for x in P]
    assert raw[0] == b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}'
    wrong_n, _, wrong_d = V.jwk_private_numbers(pj["key"]["private_jwk"])
    wrong_entry = {"format": "pem", "data": pj["key"]["original"]}

    def with_part(i, value):
        q = list(P)
        q[i] = value
        return ".".join(q)

    def flip(i, byte_index, mask=0x01):
        b = bytearray(raw[i])
        b[byte_index] ^= mask
        return with_part(i, V.b64u(bytes(b)))

    def with_header(h: bytes):
        return with_part(0, V.b64u(h))

    def fresh(cid, header: bytes, cek=None, iv=None, ct_override=None, pt_=b"constructed"):
        """A new token for the jose2go public key with fixed randomness derived from the case id."""
        cek = cek if cek is not None else V.sha256_tag("cek", "constructed/" + cid, 64)
        iv = iv if iv is not None else V.sha256_tag("iv", "constructed/" + cid, 16)
        seed = V.sha256_tag("oaep-seed", "constructed/" + cid, 20)
        h = V.b64u(header)
        ek = V.rsa_oaep_encrypt(n, e, cek, seed)
        if ct_override is None:
            ct, tag = V.cbc_hmac_encrypt(cek, iv, h.encode("ascii"), pt_)
        else:
            ct = ct_override
            tag = V.cbc_hmac_tag(cek, iv, h.encode("ascii"), ct)
        return ".".join([h, V.b64u(ek), V.b64u(iv), V.b64u(ct), V.b64u(tag)])

    def pick(ch):
        for i in (1, 3, 4, 2):
            if ch in P[i]:
                return i, P[i].index(ch)
        raise AssertionError(ch)

    i_dash, pos_dash = pick("-")
    i_us, pos_us = pick("_")
    last = P[4][-1]
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    noncanon = alphabet[alphabet.index(last) | 1]
    assert noncanon != last
    mid = len(P[3]) // 2
    cek_fixed = V.sha256_tag("cek", "constructed/padding", 64)
    iv_fixed = V.sha256_tag("iv", "constructed/padding", 16)
    bad_pad_zero = V.aes_cbc_raw_encrypt(cek_fixed[32:], iv_fixed, b"constructed-pad\x00")
    bad_pad_17 = V.aes_cbc_raw_encrypt(cek_fixed[32:], iv_fixed, b"0123456789abcdef" + bytes([17]) * 16)
    bad_pad_mixed = V.aes_cbc_raw_encrypt(cek_fixed[32:], iv_fixed, b"0123456789ab\x03\x02\x03\x03")
    # 32-byte and 65-byte CEKs: RSA-OAEP unwrap succeeds but the CEK has the wrong length
    seed32 = V.sha256_tag("oaep-seed", "constructed/cek-32", 20)
    cek32 = V.sha256_tag("cek", "constructed/cek-32", 32)
    tok_cek32 = ".".join([P[0], V.b64u(V.rsa_oaep_encrypt(n, e, cek32, seed32)), P[2], P[3], P[4]])
    cek65 = V.sha256_tag("cek", "constructed/cek-65", 65)
    tok_cek65 = ".".join([P[0], V.b64u(V.rsa_oaep_encrypt(n, e, cek65, seed32)), P[2], P[3], P[4]])

    F, U, D = E_JWE_FORMAT, E_JWE_UNSUPPORTED, E_DECRYPT
    specs = [
        ("baseline", "the unmodified jose2go RSA-OAEP + A256CBC-HS512 token", base, "valid", pt),
        # structure
        ("parts-4", "4 parts (tag and its '.' removed)", ".".join(P[:4]), F, None),
        ("parts-6-trailing-dot", "6 parts: a trailing '.'", base + ".", F, None),
        ("parts-6-extra-part", "6 parts: the tag repeated as a sixth part", base + "." + P[4], F, None),
        ("parts-1", "no '.' at all", "".join(P), F, None),
        ("empty-string-parts", "'....': five empty parts (empty header is not JSON)", "....", F, None),
        ("empty-header", "part 1 (header) empty", with_part(0, ""), F, None),
        ("empty-encrypted-key", "part 2 (encrypted key) empty: RSA unwrap fails", with_part(1, ""), D, None),
        ("empty-iv", "part 3 (IV) empty", with_part(2, ""), D, None),
        ("empty-ciphertext", "part 4 (ciphertext) empty", with_part(3, ""), D, None),
        ("empty-tag", "part 5 (tag) empty", with_part(4, ""), D, None),
        # base64url strictness
        ("pad-iv", "'==' padding on the IV part", with_part(2, P[2] + "=="), F, None),
        ("pad-tag", "'=' padding on the tag part", with_part(4, P[4] + "="), F, None),
        ("space-in-ciphertext", "a space inside the ciphertext part", with_part(3, P[3][:mid] + " " + P[3][mid:]), F, None),
        ("newline-in-encrypted-key", "a newline inside the encrypted-key part",
         with_part(1, P[1][:100] + "\n" + P[1][100:]), F, None),
        ("trailing-newline", "the token followed by a newline", base + "\n", F, None),
        ("leading-space", "a space before the token", " " + base, F, None),
        ("plus-for-dash", f"'+' (standard alphabet) in part {i_dash + 1} instead of '-'",
         with_part(i_dash, P[i_dash][:pos_dash] + "+" + P[i_dash][pos_dash + 1:]), F, None),
        ("slash-for-underscore", f"'/' (standard alphabet) in part {i_us + 1} instead of '_'",
         with_part(i_us, P[i_us][:pos_us] + "/" + P[i_us][pos_us + 1:]), F, None),
        ("noncanonical-tag-padbits", "tag part whose last character has a non-zero pad bit (same 32 bytes "
         "under a lenient decoder)", with_part(4, P[4][:-1] + noncanon), F, None),
        ("length-mod4-1", "ciphertext part padded with 'A's to a length of 1 mod 4",
         with_part(3, P[3] + "A" * ((1 - len(P[3])) % 4 or 4)), F, None),
        # header
        ("header-array", "header is the JSON array []", with_header(b"[]"), F, None),
        ("header-string", "header is a JSON string", with_header(b'"RSA-OAEP"'), F, None),
        ("header-not-json", "header is not JSON", with_header(b"alg=RSA-OAEP&enc=A256CBC-HS512"), F, None),
        ("header-trailing-garbage", "header JSON object followed by garbage",
         with_header(b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512"}x'), F, None),
        ("header-not-utf8", "header bytes are not UTF-8 (0xff 0xfe inside a string)",
         with_header(b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"\xff\xfe"}'), F, None),
        ("header-missing-enc", "header without enc", with_header(b'{"alg":"RSA-OAEP"}'), F, None),
        ("header-missing-alg", "header without alg", with_header(b'{"enc":"A256CBC-HS512"}'), F, None),
        ("header-alg-lowercase", "alg 'rsa-oaep' (names are case-sensitive)",
         with_header(b'{"alg":"rsa-oaep","enc":"A256CBC-HS512"}'), U, None),
        ("header-alg-rsa-oaep-256", "alg RSA-OAEP-256", with_header(b'{"alg":"RSA-OAEP-256","enc":"A256CBC-HS512"}'), U, None),
        ("header-enc-a128cbc", "enc A128CBC-HS256", with_header(b'{"alg":"RSA-OAEP","enc":"A128CBC-HS256"}'), U, None),
        ("header-zip-def", "zip DEF added (header re-encoded, so the tag also fails: the header check comes first)",
         with_header(b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512","zip":"DEF"}'), U, None),
        ("header-crit-exp", "crit [\"exp\"] added (header re-encoded)",
         with_header(b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512","crit":["exp"]}'), U, None),
        ("header-reordered", "same members re-encoded in another order: the AAD changes, so the tag fails",
         with_header(b'{"enc":"A256CBC-HS512","alg":"RSA-OAEP"}'), D, None),
        # crypto
        ("tag-truncated-1", "tag truncated to 31 bytes", with_part(4, V.b64u(raw[4][:31])), D, None),
        ("tag-truncated-16", "tag truncated to 16 bytes", with_part(4, V.b64u(raw[4][:16])), D, None),
        ("tag-extended", "tag extended to 33 bytes", with_part(4, V.b64u(raw[4] + b"\x00")), D, None),
        ("tag-bitflip", "one bit flipped in the tag", flip(4, 0), D, None),
        ("tag-bitflip-last", "one bit flipped in the last tag byte", flip(4, 31, 0x80), D, None),
        ("iv-bitflip", "one bit flipped in the IV", flip(2, 0), D, None),
        ("ciphertext-bitflip-first", "one bit flipped in the first ciphertext byte", flip(3, 0), D, None),
        ("ciphertext-bitflip-last", "one bit flipped in the last ciphertext byte", flip(3, len(raw[3]) - 1), D, None),
        ("ciphertext-truncated-block", "last ciphertext block removed", with_part(3, V.b64u(raw[3][:-16])), D, None),
        ("encrypted-key-bitflip", "one bit flipped in the encrypted key", flip(1, 0x10), D, None),
        ("encrypted-key-truncated", "encrypted key one byte short", with_part(1, V.b64u(raw[1][:-1])), D, None),
        ("encrypted-key-extended", "encrypted key one byte longer than the modulus",
         with_part(1, V.b64u(raw[1] + b"\x00")), D, None),
        ("encrypted-key-equals-n", "encrypted key = n (not < n)", with_part(1, V.b64u(V.i2b(n, V.modlen(n)))), D, None),
        ("swap-iv-tag-lengths", "IV and tag parts swapped", ".".join([P[0], P[1], P[4], P[3], P[2]]), D, None),
        ("cek-32-bytes", "encrypted key unwraps (valid OAEP) to a 32-byte CEK", tok_cek32, D, None),
        ("cek-65-bytes", "encrypted key unwraps (valid OAEP) to a 65-byte CEK", tok_cek65, D, None),
        ("tag-ok-bad-padding-zero", "valid tag, but the last plaintext byte is 0x00 (bad PKCS#7)",
         fresh("pad0", raw[0], cek_fixed, iv_fixed, ct_override=bad_pad_zero), D, None),
        ("tag-ok-bad-padding-17", "valid tag, padding byte 17 > block size",
         fresh("pad17", raw[0], cek_fixed, iv_fixed, ct_override=bad_pad_17), D, None),
        ("tag-ok-bad-padding-mixed", "valid tag, padding bytes 02 03 03 03 are not all equal",
         fresh("padmixed", raw[0], cek_fixed, iv_fixed, ct_override=bad_pad_mixed), D, None),
        ("tag-ok-ciphertext-15-bytes", "valid tag over a 15-byte ciphertext (not a block multiple)",
         fresh("ct15", raw[0], cek_fixed, iv_fixed, ct_override=bad_pad_17[:15]), D, None),
        ("tag-ok-empty-ciphertext", "valid tag over an empty ciphertext",
         fresh("ct0", raw[0], cek_fixed, iv_fixed, ct_override=b""), D, None),
        ("tag-ok-iv-12-bytes", "valid tag, but a 12-byte IV",
         fresh("iv12", raw[0], cek_fixed, iv_fixed[:12], ct_override=bad_pad_17), D, None),
        # positives built for the jose2go key (fixed randomness)
        ("valid-extra-header-members", "unknown/extra header members are ignored (typ, cty, kid, a custom object)",
         fresh("extra", b'{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"k1","typ":"JWE","cty":"JSON",'
                        b'"x-custom":{"a":[1,2,null],"b":true}}'), "valid", b"constructed"),
        ("valid-header-whitespace", "header with insignificant JSON whitespace",
         fresh("ws", b'{ "alg" : "RSA-OAEP",\n  "enc" : "A256CBC-HS512" }'), "valid", b"constructed"),
        ("valid-header-enc-first", "header members in the order enc, alg",
         fresh("encfirst", b'{"enc":"A256CBC-HS512","alg":"RSA-OAEP"}'), "valid", b"constructed"),
        ("valid-header-escaped-alg", "alg written with a JSON escape (RSA\\u002dOAEP): equal after JSON decoding",
         fresh("esc", b'{"alg":"RSA\\u002dOAEP","enc":"A256CBC-HS512"}'), "valid", b"constructed"),
        ("valid-header-kid-nonascii", "header with a non-ASCII kid (raw UTF-8)",
         fresh("kidutf8", '{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"clé-日本"}'.encode()), "valid", b"constructed"),
    ]
    cases = []
    for cid, comment, compact, exp, ptx in specs:
        cases.append(jwe_case(cid, comment, entry, nd, compact, plaintext=ptx, bits=2048, expect=exp))
    cases.append(jwe_case("wrong-private-key", "the baseline token with another 2048-bit key (python-jose's)",
                          wrong_entry, (wrong_n, wrong_d), base, bits=2048, expect=D))
    V.write_vectors(
        "jwe-decrypt.constructed.json", "jwe-decrypt",
        f"Constructed for PaySeal (not upstream) from the RSA-OAEP + A256CBC-HS512 token TestDecrypt_RSA_OAEP_A256CBC_HS512 "
        f"and key of {JOSE2GO} jose_test.go (Vectors/upstream/jose-libs/jose2go.json).",
        "MIT (jose2go token and key); constructions: " + LIC_OURS,
        ["Strictness negatives built by import_upstream.py from one jose2go token (baseline), plus tokens freshly "
         "encrypted to the same jose2go key with fixed randomness (sha256 of 'payseal-kat/<cek|iv|oaep-seed>/0/"
         "constructed/<name>') to reach checks that need a valid tag (bad padding, wrong IV/CEK length) or to "
         "show accepted header variants (valid-*).",
         "Status choices pinned here (PaySeal must match): a header without alg or enc (or with a non-string one) "
         "is PAYSEAL_E_JWE_FORMAT, a string alg/enc other than ours is PAYSEAL_E_JWE_UNSUPPORTED; any length "
         "problem of the encrypted key, CEK, IV, ciphertext or tag is PAYSEAL_E_DECRYPT (not FORMAT); base64url "
         "with non-zero pad bits is PAYSEAL_E_JWE_FORMAT; whitespace anywhere (incl. a trailing newline) is "
         "PAYSEAL_E_JWE_FORMAT; the AAD is the header segment as received (re-encoding the same header breaks "
         "the tag).",
         "'part N' in comments counts from 1 (header, encrypted key, IV, ciphertext, tag)."] + JWE_NOTES,
        cases)
