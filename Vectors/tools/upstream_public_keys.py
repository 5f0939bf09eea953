"""public-key-parse.{rsa-public-key-parsing,wycheproof,rfc7517,rfc7520}.json, then the constructed
file (upstream_public_keys_constructed.py). Part of import_upstream.py.
"""

from __future__ import annotations

import base64
import json

import vectorlib as V
from upstream_public_key_cases import PK_NOTES, check_pyca_public, pk_invalid, pk_valid, policy_status
from upstream_public_keys_constructed import constructed_public_keys
from upstream_sources import COOKBOOK, JOSESWIFT, LIC_RFC, LIC_WYCHEPROOF, PYCA_VECTORS, RFC_MIRROR, WYCHEPROOF
from vectorlib import E_KEY_FORMAT, E_KEY_UNSUPPORTED


def public_key_parse(test_keys: dict) -> None:
    # --- rsa-public-key-parsing.json (51)
    doc = V.load_upstream("rsa-public-keys/rsa-public-key-parsing.json")
    forced = {  # upstream invalid / implementation-defined / reject-recommended -> PaySeal status
        "pyca:PEM_Serialization/rsa_wrong_delimiter_public_key.pem": (E_KEY_FORMAT, "SPKI body under an 'RSA PUBLIC KEY' label"),
        "pyca:PEM_Serialization/ec_public_key_rsa_delimiter.pem": (E_KEY_FORMAT, "EC SPKI under an 'RSA PUBLIC KEY' label: label mismatch"),
        "RFC7517-A.2-rsa-private-as-public": (E_KEY_FORMAT, "private RSA JWK (has d) given as a public key"),
    }
    cases = []
    for t in doc["tests"]:
        fmt = t["format"]
        inp = {"format": fmt, "hex": t["data_hex"]} if "data_hex" in t else {"format": fmt, "text": t["data_text"]}
        kid = None
        if fmt == "jwk":
            kid = json.loads(t["data_text"]).get("kid")
        up = t["expected"]
        base = {"upstream_expected": up}
        if t["id"] in forced:
            st, why = forced[t["id"]]
            cases.append(pk_invalid(t["id"], why, inp, None, st, **base))
        elif up == "invalid":
            cases.append(pk_invalid(t["id"], t.get("note", "not an RSA key"), inp, None, E_KEY_UNSUPPORTED, **base))
        elif up == "reject-recommended":
            cases.append(pk_invalid(t["id"], "id-RSASSA-PSS SubjectPublicKeyInfo (PSS-only key)", inp, None,
                                    E_KEY_UNSUPPORTED, **base))
        else:
            assert up == "valid", t["id"]
            n, e = int(t["n_hex"], 16), int(t["e"])
            assert n.bit_length() == int(t["modulus_bits"])
            check_pyca_public(inp, n, e)
            st = policy_status(n, e)
            if st:
                cases.append(pk_invalid(t["id"], f"RSA {n.bit_length()} bits, below the 2048-bit minimum", inp, None,
                                        st, bits=n.bit_length(), **base))
            else:
                cases.append(pk_valid(t["id"], f"RSA {n.bit_length()}, e={e} ({fmt})", inp, None, n, e, kid, **base))
    assert len(cases) == 51
    V.write_vectors(
        "public-key-parse.rsa-public-key-parsing.json", "public-key-parse",
        f"Vectors/upstream/rsa-public-keys/rsa-public-key-parsing.json (51 inputs compiled from {PYCA_VECTORS} "
        f"asymmetric/ keys, {JOSESWIFT} Tests/*.pub.pem, RFC 7517 Appendix A and {WYCHEPROOF} RSA test-group keys).",
        "Per input: Apache-2.0 OR BSD-3-Clause (pyca vectors), Apache-2.0 (JOSESwift, Wycheproof), " + LIC_RFC + " (RFC 7517)",
        ["All 51 inputs; upstream_expected keeps the upstream verdict, the PaySeal policy is applied on top "
         "(1024-bit pyca keys -> PAYSEAL_E_KEY_UNSUPPORTED; upstream 'implementation-defined' cases decided as "
         "PAYSEAL_E_KEY_FORMAT; 'reject-recommended' id-RSASSA-PSS -> PAYSEAL_E_KEY_UNSUPPORTED).",
         "Accepted DER/PEM inputs were re-decoded with pyca/cryptography to the same n, e."] + PK_NOTES,
        cases)

    # --- wycheproof-rsa-key-formats.json: every format of every key
    doc = V.load_upstream("rsa-public-keys/wycheproof-rsa-key-formats.json")
    cases = []
    for k in doc["keys"]:
        n, e = int(k["n_hex"], 16), int(k["e"])
        short = k["id"].replace("wycheproof:", "").replace("_test.json", "")
        pss = k["spki_algorithm"] != "rsaEncryption"
        forms = [("spki-der", {"format": "spki-der", "hex": k["spki_der_hex"]}),
                 ("spki-base64", {"format": "spki-base64", "text": k["spki_der_base64"]}),
                 ("pkcs1-der", {"format": "pkcs1-der", "hex": k["pkcs1_der_hex"]}),
                 ("spki-pem", {"format": "spki-pem", "text": k["spki_pem"]})]
        if k.get("jwk"):
            forms.append(("jwk", {"format": "jwk", "text": json.dumps(k["jwk"])}))
        assert base64.b64decode(k["spki_der_base64"]).hex() == k["spki_der_hex"]
        for fname, inp in forms:
            cid = f"{short}:{fname}"
            if pss and fname != "pkcs1-der":
                cases.append(pk_invalid(cid, "id-RSASSA-PSS SPKI (PSS-only key)", inp, None, E_KEY_UNSUPPORTED,
                                        upstream_expected=k["expected"]))
                continue
            check_pyca_public(inp, n, e)
            kid = k["jwk"].get("kid") if fname == "jwk" else None
            cmt = f"RSA {n.bit_length()}, e={e}, {fname}" + (" (inner RSAPublicKey of the PSS key: no algorithm "
                                                             "restriction in PKCS#1)" if pss else "")
            cases.append(pk_valid(cid, cmt, inp, None, n, e, kid, upstream_expected="valid"))
    V.write_vectors(
        "public-key-parse.wycheproof.json", "public-key-parse",
        f"{WYCHEPROOF} key material of rsa_signature_{{2048,3072,4096,8192}}_sha256_test.json and "
        f"rsa_pss_2048_sha256_mgf1_32_params_test.json (via Vectors/upstream/rsa-public-keys/wycheproof-rsa-key-formats.json).",
        LIC_WYCHEPROOF,
        ["8 keys x every format given (SPKI DER, its base64, PKCS#1 DER, SPKI PEM, JWK): 2048 (e=65537 and two with "
         "e=3), 3072 (e=65537, e=3), 4096, 8192 and one id-RSASSA-PSS key (its SPKI forms -> "
         "PAYSEAL_E_KEY_UNSUPPORTED; its bare PKCS#1 form is an ordinary RSA key). Wycheproof JWKs carry "
         "kid 'none' and alg 'RS256': kid 'none' is expected, alg is ignored."] + PK_NOTES,
        cases)

    # --- RFC 7517 Appendix A
    doc = V.load_upstream("rsa-public-keys/rfc7517-appendix-A-jwk-sets.json")
    cases = []
    for set_name, tag in (("A.1_public", "a1"), ("A.2_private", "a2"), ("A.3_symmetric", "a3")):
        for i, jwk in enumerate(doc[set_name]["keys"]):
            cid = f"{tag}-key{i}-{jwk['kty'].lower()}"
            inp = {"format": "jwk", "text": json.dumps(jwk)}
            if jwk["kty"] != "RSA":
                cases.append(pk_invalid(cid, f"kty {jwk['kty']}" + (" (private)" if "d" in jwk else ""), inp, None,
                                        E_KEY_UNSUPPORTED))
            elif "d" in jwk:
                cases.append(pk_invalid(cid, "private RSA JWK given as a public key", inp, None, E_KEY_FORMAT))
            else:
                n, e = V.int_b64u(jwk["n"]), V.int_b64u(jwk["e"])
                cases.append(pk_valid(cid, "RSA public JWK with kid and alg RS256", inp, None, n, e, jwk.get("kid")))
                cases.append(pk_valid(cid + "-explicit-key-id", "same JWK, explicit key_id wins over the JWK kid",
                                      inp, "explicit-key-id", n, e, "explicit-key-id"))
    set_text = json.dumps(doc["A.1_public"])
    cases.append(pk_invalid("a1-whole-jwk-set", "the whole A.1 JWK Set {\"keys\":[...]} (a set, not a JWK: no kty)",
                            {"format": "jwk", "text": set_text}, None, E_KEY_FORMAT))
    V.write_vectors(
        "public-key-parse.rfc7517.json", "public-key-parse",
        f"RFC 7517 Appendix A.1, A.2, A.3 JWK sets (Vectors/upstream/rsa-public-keys/rfc7517-appendix-A-jwk-sets.json; "
        f"{RFC_MIRROR}).",
        LIC_RFC,
        ["Each key of each set as its own input. Non-RSA keys (EC, also the private EC one; oct) -> "
         "PAYSEAL_E_KEY_UNSUPPORTED: kty is checked before private members. A private RSA JWK -> "
         "PAYSEAL_E_KEY_FORMAT. A whole JWK Set is not a JWK -> PAYSEAL_E_KEY_FORMAT."] + PK_NOTES,
        cases)

    # --- RFC 7520 3.3 / 3.4
    doc = V.load_upstream("rfc7520/rfc7520-rsa-jwe.json")["jwk_examples"]
    pub, prv = doc["RFC7520-3.3-public"], doc["RFC7520-3.4-private"]
    n, e = V.int_b64u(pub["n"]), V.int_b64u(pub["e"])
    cases = [pk_valid("s3.3", "RFC 7520 3.3 RSA public JWK (use sig, kid): use is ignored",
                      {"format": "jwk", "text": json.dumps(pub)}, None, n, e, pub["kid"]),
             pk_invalid("s3.4", "RFC 7520 3.4 RSA private JWK given as a public key",
                        {"format": "jwk", "text": json.dumps(prv)}, None, E_KEY_FORMAT)]
    V.write_vectors(
        "public-key-parse.rfc7520.json", "public-key-parse",
        f"RFC 7520 sections 3.3 and 3.4 RSA JWKs ({COOKBOOK} jwk/3_3, 3_4, via Vectors/upstream/rfc7520/rfc7520-rsa-jwe.json).",
        "The Unlicense (cookbook JSON); RFC 7520 text: " + LIC_RFC,
        ["4096-bit bilbo.baggins key: the public JWK parses (kid from the JWK), the private one is refused."] + PK_NOTES,
        cases)

    constructed_public_keys(test_keys)
