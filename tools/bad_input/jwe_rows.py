"""Bad-input rows of payseal_jwe_decrypt: JWEs of the wrong shape, encoding, header or size, and tokens
from the jwe-decrypt vectors that fail decryption. Part of the bad-input catalogue:
tools/make_bad_input.py puts the rows in catalogue order and writes them.
"""
from .row_builders import jwe
from .shared_inputs import header_jwe

DECRYPT_FAILED = "decryption failed: the JWE was not made for this key, or it was altered"

JWE_ROWS = [
    jwe("empty", {"text": ""}, "PAYSEAL_E_JWE_FORMAT", "a compact JWE has 5 parts separated by '.'; this one has 1"),
    jwe("NULL", None, "PAYSEAL_E_ARGUMENT", "jwe is NULL"),
    jwe("oversized", {"repeat": "41", "count": 2 * 1024 * 1024 + 1}, "PAYSEAL_E_LIMIT", "the JWE has 2097153 bytes; the limit is 2097152"),
    jwe("four parts", {"text": "a.b.c.d"}, "PAYSEAL_E_JWE_FORMAT", "a compact JWE has 5 parts separated by '.'; this one has 4"),
    jwe("padding", {"text": "eyJhbGciOiJSU0EtT0FFUCJ9=.a.b.c.d"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE protected header is not base64url without padding"),
    jwe("embedded NUL", {"hex": "65794a00" + "2e61612e61612e61612e6161"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE protected header is not base64url without padding"),
    jwe("invalid UTF-8", {"hex": "c3282e612e622e632e64"}, "PAYSEAL_E_ARGUMENT", "the JWE is not valid UTF-8"),
    jwe("header not JSON", {"text": "aGVsbG8.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE header is not valid JSON (invalid JSON at byte 0: unexpected character)"),
    jwe("header an array", {"text": "W10.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT", "the JWE header is not a JSON object"),
    jwe("alg a number", {"text": "eyJhbGciOjEsImVuYyI6IkEyNTZDQkMtSFM1MTIifQ.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_FORMAT",
        "the JWE header has no \"alg\" string"),
    jwe("another alg", {"text": "eyJhbGciOiJSU0EtT0FFUC0yNTYiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE alg is \"RSA-OAEP-256\"; PaySeal supports \"RSA-OAEP\" only"),
    jwe("another enc", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZHQ00ifQ.AA.AA.AA.AA"}, "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE enc is \"A256GCM\"; PaySeal supports \"A256CBC-HS512\" only"),
    jwe("alg with a terminal sequence", header_jwe('{"alg":"\\u001b[2J\\u001b[H","enc":"A256CBC-HS512"}'), "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE alg is \"\\u{1B}[2J\\u{1B}[H\"; PaySeal supports \"RSA-OAEP\" only"),
    jwe("enc with a line break and a quote", header_jwe('{"alg":"RSA-OAEP","enc":"x\\r\\nlevel=ok \\"y"}'), "PAYSEAL_E_JWE_UNSUPPORTED",
        "the JWE enc is \"x\\u{D}\\u{A}level=ok \\\"y\"; PaySeal supports \"A256CBC-HS512\" only"),
    jwe("zip", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJ6aXAiOiJERUYifQ.AA.AA.AA.AA"},
        "PAYSEAL_E_JWE_UNSUPPORTED", "compressed JWEs (\"zip\") are not supported"),
    jwe("crit", {"text": "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJjcml0IjpbImV4cCJdfQ.AA.AA.AA.AA"},
        "PAYSEAL_E_JWE_UNSUPPORTED", "the JWE header marks extensions PaySeal does not understand as critical (\"crit\")"),
    jwe("tag altered", {"vector": "jwe-decrypt.constructed.json", "id": "tag-bitflip"}, "PAYSEAL_E_DECRYPT", DECRYPT_FAILED,
        private_key={"vector": "jwe-decrypt.constructed.json", "id": "tag-bitflip"}),
    jwe("encrypted key altered", {"vector": "jwe-decrypt.constructed.json", "id": "encrypted-key-bitflip"}, "PAYSEAL_E_DECRYPT",
        DECRYPT_FAILED, private_key={"vector": "jwe-decrypt.constructed.json", "id": "encrypted-key-bitflip"}),
    jwe("wrong key", {"vector": "jwe-decrypt.constructed.json", "id": "wrong-private-key"}, "PAYSEAL_E_DECRYPT", DECRYPT_FAILED,
        private_key={"vector": "jwe-decrypt.constructed.json", "id": "wrong-private-key"}),
]
