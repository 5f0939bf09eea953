"""jwe-decrypt.{wycheproof,rfc7516,rfc7520}.json. Part of import_upstream.py."""

from __future__ import annotations

import vectorlib as V
from upstream_jwe_cases import JWE_NOTES, jwe_case
from upstream_sources import COOKBOOK, LIC_RFC, LIC_WYCHEPROOF, RFC_MIRROR
from vectorlib import E_JWE_FORMAT, E_JWE_UNSUPPORTED

# Wycheproof JWE subset: expected PaySeal status per tcId, argued from the order of checks.
WYCHEPROOF_JWE_EXPECT = {
    # jwe_aes (A256KW): 5 well-formed parts and a JSON-object header with alg A256KW -> unsupported,
    # whatever is wrong further on (tag, ciphertext, IV, encrypted key, header content)
    **{i: E_JWE_UNSUPPORTED for i in (1, 2, 4, 5, 6, 7, 8, 10, 11, 13, 14, 16, 17, 19)},
    # tc3 modifies the LAST character of the tag: its 2 pad bits become non-zero, so the strict
    # base64url decoder (which rejects non-canonical encodings) fails before the header is read
    3: E_JWE_FORMAT,
    # a part and its separator missing -> 4 parts; JSON serialization -> 1 part
    **{i: E_JWE_FORMAT for i in (9, 12, 15, 18, 21, 22)},
    20: E_JWE_FORMAT,  # 5 parts, empty header -> not JSON
    # jwe_rsa_oaep: other enc -> unsupported; 87 is ours; 110 RSA1_5 -> unsupported
    82: E_JWE_UNSUPPORTED, 83: E_JWE_UNSUPPORTED, 84: E_JWE_UNSUPPORTED, 85: E_JWE_UNSUPPORTED,
    86: E_JWE_UNSUPPORTED, 87: "valid", 110: E_JWE_UNSUPPORTED,
    128: E_JWE_UNSUPPORTED, 129: E_JWE_UNSUPPORTED,  # RFC 7520 5.1 RSA1_5, 5.2 A256GCM
    **{i: E_JWE_UNSUPPORTED for i in (136, 137, 138, 139)},  # A256GCMKW + A128CBC-HS256
}


def wycheproof_jwe() -> None:
    doc = V.load_upstream("wycheproof/derived/jwe_rsa_oaep_and_structure_subset.json")
    rsa_jwk = next(t["private_jwk"] for t in doc["tests"] if t["group"] == "jwe_rsa_oaep")
    cases = []
    for t in doc["tests"]:
        tc = int(t["tcId"])
        jwk = t["private_jwk"]
        substituted = jwk.get("kty") != "RSA"
        if substituted:
            jwk = rsa_jwk
        n, _, d = V.jwk_private_numbers(jwk)
        pt = bytes.fromhex(t["pt"]) if t["pt"] else None
        extra = {"group": t["group"], "flags": t["flags"]}
        if tc == 3:
            extra["policy_note"] = ("non-canonical base64url (non-zero pad bits) in the tag: FORMAT under PaySeal's "
                                    "strict decoder, UNSUPPORTED under a lenient one")
        if substituted:
            extra["key_substituted"] = ("upstream key is symmetric (kty oct); PaySeal takes an RSA key, so the "
                                        "jwe_rsa_oaep group's RSA key is used and the status is what the checks give")
        cases.append(jwe_case(f"tc{tc}", f"{t['group']}: {t['comment']}", {"format": "jwk", "data": jwk}, (n, d),
                              t["jwe"], upstream_result=t["result"], plaintext=pt, bits=n.bit_length(),
                              expect=WYCHEPROOF_JWE_EXPECT[tc], extra=extra))
    assert len(cases) == 35
    V.write_vectors(
        "jwe-decrypt.wycheproof.json", "jwe-decrypt",
        "C2SP/wycheproof testvectors_v1/json_web_encryption_test.json @ dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 "
        "(via Vectors/upstream/wycheproof/derived/jwe_rsa_oaep_and_structure_subset.json): groups jwe_rsa_oaep "
        "tcId 82-87 and 110, jwe_aes 1-22, rfc_7520 128-129, Pkcs5Paddings 136-139.",
        LIC_WYCHEPROOF,
        ["tc87 is the only valid case (RSA-OAEP + A256CBC-HS512, plaintext 'foo').",
         "jwe_aes (A256KW + A256CBC-HS512 and its structural mutations) and Pkcs5Paddings (A256GCMKW) have "
         "symmetric keys: the jwe_rsa_oaep RSA key is used instead (key_substituted). Mutations that keep 5 "
         "well-formed parts reach the alg check -> PAYSEAL_E_JWE_UNSUPPORTED; a missing part+separator (4 parts), "
         "the JSON serialization (1 part) and the empty header -> PAYSEAL_E_JWE_FORMAT.",
         "tc3 (rejectsModifiedAuthenticationTagAtEnd) changes the last character of the tag so that its pad bits "
         "are non-zero: PaySeal's strict base64url decoder rejects it -> PAYSEAL_E_JWE_FORMAT (a lenient decoder "
         "would reach the alg check -> PAYSEAL_E_JWE_UNSUPPORTED). It is the only upstream token in any file with a "
         "non-canonical part (checked)."]
        + JWE_NOTES,
        cases)


def rfc_jwe() -> None:
    a = V.load_upstream("rfc7516/rfc7516-appendix-A.json")
    a1_jwk = a["tests"][0]["key_jwk"]
    cases = []
    for t in a["tests"]:
        jwk = t["key_jwk"] if t["key_jwk"].get("kty") == "RSA" else a1_jwk
        n, _, d = V.jwk_private_numbers(jwk)
        extra = None if jwk is t["key_jwk"] else {
            "key_substituted": "A.3 uses a symmetric A128KW key; the A.1 RSA key is used instead"}
        cases.append(jwe_case(t["id"].replace("RFC7516-", "a").lower().replace("a.", "a"),
                              f"RFC 7516 {t['id'][8:]}: {t['alg']} + {t['enc']}",
                              {"format": "jwk", "data": jwk}, (n, d), t["compact"], upstream_result=t["result"],
                              bits=n.bit_length(), expect=E_JWE_UNSUPPORTED, extra=extra))
    V.write_vectors(
        "jwe-decrypt.rfc7516.json", "jwe-decrypt",
        f"RFC 7516 Appendix A.1-A.3 (Vectors/upstream/rfc7516/rfc7516-appendix-A.json; {RFC_MIRROR}).",
        LIC_RFC,
        ["A.1 is RSA-OAEP + A256GCM, A.2 RSA1_5 + A128CBC-HS256, A.3 A128KW + A128CBC-HS256: all valid upstream, "
         "all PAYSEAL_E_JWE_UNSUPPORTED (no RFC example uses RSA-OAEP with A256CBC-HS512)."] + JWE_NOTES,
        cases)

    r = V.load_upstream("rfc7520/rfc7520-rsa-jwe.json")
    cases = []
    for t in r["tests"]:
        jwk = t["key_jwk"]
        n, _, d = V.jwk_private_numbers(jwk)
        cases.append(jwe_case(t["id"].replace("RFC7520-", "s"), f"RFC 7520 {t['id'][8:]}: {t['alg']} + {t['enc']}",
                              {"format": "jwk", "data": jwk}, (n, d), t["compact"], upstream_result=t["result"],
                              bits=n.bit_length(), expect=E_JWE_UNSUPPORTED))
    V.write_vectors(
        "jwe-decrypt.rfc7520.json", "jwe-decrypt",
        f"RFC 7520 sections 5.1, 5.2 and 6 (JOSE Cookbook, {COOKBOOK}, via Vectors/upstream/"
        f"rfc7520/rfc7520-rsa-jwe.json).",
        "The Unlicense (cookbook JSON); RFC 7520 text: " + LIC_RFC,
        ["5.1 RSA1_5 + A128CBC-HS256 (2048-bit), 5.2 RSA-OAEP + A256GCM (4096-bit), 6 RSA-OAEP + A128GCM "
         "(4096-bit): all PAYSEAL_E_JWE_UNSUPPORTED. Keys are the cookbook JWKs (with kid/use members)."] + JWE_NOTES,
        cases)
