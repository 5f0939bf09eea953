"""a256cbc-hs512.*: RFC 7518 B.3 and Wycheproof, each case re-encrypted. Part of import_upstream.py."""

from __future__ import annotations

import vectorlib as V
from upstream_sources import LIC_RFC, LIC_WYCHEPROOF, RFC_MIRROR
from vectorlib import E_DECRYPT


def a256cbc() -> None:
    b3 = V.load_upstream("rfc7518-appendix-b/b3-a256cbc-hs512.json")["tests"][0]
    key, iv, aad, pt = (bytes.fromhex(b3[x]) for x in ("K", "IV", "A", "P"))
    ct, tag = V.cbc_hmac_encrypt(key, iv, aad, pt)
    assert ct.hex() == b3["E"] and tag.hex() == b3["T"], "RFC 7518 B.3 does not reproduce"
    assert bytes.fromhex(b3["MAC_KEY"]) + bytes.fromhex(b3["ENC_KEY"]) == key
    V.write_vectors(
        "a256cbc-hs512.rfc7518-b3.json", "a256cbc-hs512",
        f"RFC 7518 Appendix B.3 'Test Cases for AES_256_CBC_HMAC_SHA_512' (Vectors/upstream/"
        f"rfc7518-appendix-b/b3-a256cbc-hs512.json; {RFC_MIRROR}).",
        LIC_RFC,
        ["key_hex = K = MAC_KEY || ENC_KEY (64 bytes); aad_hex = A; ct_hex = E (ciphertext only, IV not "
         "prepended); tag_hex = T = first 32 bytes of HMAC-SHA-512(MAC_KEY, A || IV || E || AL).",
         "Re-verified by import_upstream.py: encryption reproduces E and T."],
        [{"id": "rfc7518-b3", "comment": "RFC 7518 B.3 (Kerckhoffs text)", "result": "valid",
          "key_hex": b3["K"], "iv_hex": b3["IV"], "aad_hex": b3["A"], "pt_hex": b3["P"],
          "ct_hex": b3["E"], "tag_hex": b3["T"]}])

    w = V.load_upstream("wycheproof/original/testvectors_v1/a256cbc_hs512_test.json")
    cases = []
    for g in w["testGroups"]:
        assert (g["keySize"], g["ivSize"], g["tagSize"]) == (512, 128, 256)
        for t in g["tests"]:
            key, iv, aad, msg, ct, tag = (bytes.fromhex(t[x]) for x in ("key", "iv", "aad", "msg", "ct", "tag"))
            # layout check: 'ct' is the ciphertext only and 'tag' the 32-byte tag (not IV||ct, not ct||tag)
            ect, etag = V.cbc_hmac_encrypt(key, iv, aad, msg)
            assert ect == ct, f"wycheproof tc{t['tcId']}: ct layout"
            if t["result"] == "valid":
                assert etag == tag and V.cbc_hmac_decrypt(key, iv, aad, ct, tag) == msg
            else:
                assert etag != tag and V.cbc_hmac_decrypt(key, iv, aad, ct, tag) is None
            c = {"id": f"tc{t['tcId']}", "comment": t["comment"] or ", ".join(t["flags"]), "result": t["result"],
                 "flags": t["flags"], "key_hex": t["key"], "iv_hex": t["iv"], "aad_hex": t["aad"],
                 "pt_hex": t["msg"], "ct_hex": t["ct"], "tag_hex": t["tag"]}
            if t["result"] == "invalid":
                c["status"] = E_DECRYPT
            cases.append(c)
    assert len(cases) == 94
    V.write_vectors(
        "a256cbc-hs512.wycheproof.json", "a256cbc-hs512",
        "C2SP/wycheproof testvectors_v1/a256cbc_hs512_test.json @ dac1dd4729fd1f8dd9e1e9f3dce51d783da6c166 "
        "(via Vectors/upstream/wycheproof/original/testvectors_v1/a256cbc_hs512_test.json), all 94 cases.",
        LIC_WYCHEPROOF,
        ["Upstream layout: 'key' = MAC_KEY || ENC_KEY (64 bytes), 'ct' = ciphertext only (the IV is separate, "
         "not prepended), 'tag' = 32 bytes; checked by re-encrypting every case (ct must match exactly).",
         "tc1 (flag Ktv) is RFC 7518 B.3. Invalid cases are ModifiedTag: same ct, altered tag -> "
         "PAYSEAL_E_DECRYPT (the tag is checked before any CBC decryption).",
         "Re-verified by import_upstream.py: valid -> encrypt gives ct and tag, decrypt gives pt; invalid -> "
         "tag check fails."],
        cases)
