"""Bad-input rows of the payment request: device metadata keys and values (payseal_metadata_set) and the
payment request's session id, product id, values, account on file, plaintext size and prepare. Part of
the bad-input catalogue: tools/make_bad_input.py puts the rows in catalogue order and writes them.
"""
from .row_builders import meta, payment
from .shared_inputs import BAD_UTF8

PAYMENT_REQUEST_ROWS = [
    meta("empty key", {"text": ""}, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "the metadata key is empty"),
    meta("NULL key", None, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
    meta("NULL value", {"text": "appIdentifier"}, None, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    meta("key not UTF-8", BAD_UTF8, {"text": "x"}, "PAYSEAL_E_ARGUMENT", "key is not valid UTF-8"),
    meta("value not UTF-8", {"text": "appIdentifier"}, BAD_UTF8, "PAYSEAL_E_ARGUMENT", "value is not valid UTF-8"),
    meta("oversized value", {"text": "appIdentifier"}, {"repeat": "61", "count": 4097}, "PAYSEAL_E_LIMIT",
         "the value of \"appIdentifier\" has 4097 bytes; the limit is 4096"),
    meta("oversized key", {"repeat": "6b", "count": 4097}, {"text": "x"}, "PAYSEAL_E_LIMIT",
         "the metadata key has 4097 bytes; the limit is 4096"),
    meta("screenSize without x", {"text": "screenSize"}, {"text": "1170"}, "PAYSEAL_E_ARGUMENT",
         "screenSize must be \"<width>x<height>\" with positive integers, such as \"1170x2532\""),
    meta("ipAddress not an address", {"text": "ipAddress"}, {"text": "example.com"}, "PAYSEAL_E_ARGUMENT",
         "ipAddress must be an IPv4 or IPv6 address"),
    payment("product id not a number", "payseal_payment_request_new", {"session": {"text": "s"}, "product": {"text": "abc"}},
            "PAYSEAL_E_ARGUMENT", "paymentProductId must be a decimal integer such as \"1\" or \"3012\""),
    payment("product id above 2^53 - 1", "payseal_payment_request_new", {"session": {"text": "s"}, "product": {"text": "9007199254740992"}},
            "PAYSEAL_E_ARGUMENT", "paymentProductId is above 2^53 - 1 (9007199254740991), which a JSON number does not carry exactly"),
    payment("product id NULL", "payseal_payment_request_new", {"session": {"text": "s"}, "product": None},
            "PAYSEAL_E_ARGUMENT", "payment_product_id is NULL"),
    payment("session id empty", "payseal_payment_request_new", {"session": {"text": ""}, "product": {"text": "1"}},
            "PAYSEAL_E_ARGUMENT", "clientSessionId is empty"),
    payment("session id not UTF-8", "payseal_payment_request_new", {"session": BAD_UTF8, "product": {"text": "1"}},
            "PAYSEAL_E_ARGUMENT", "client_session_id is not valid UTF-8"),
    payment("session id oversized", "payseal_payment_request_new", {"session": {"repeat": "73", "count": 4097}, "product": {"text": "1"}},
            "PAYSEAL_E_LIMIT", "clientSessionId has 4097 bytes; the limit is 4096"),
    payment("value key empty", "payseal_payment_request_set_value", {"key": {"text": ""}, "value": {"text": "x"}},
            "PAYSEAL_E_ARGUMENT", "the payment value key is empty"),
    payment("value not UTF-8", "payseal_payment_request_set_value", {"key": {"text": "cardNumber"}, "value": BAD_UTF8},
            "PAYSEAL_E_ARGUMENT", "the value of \"cardNumber\" is not valid UTF-8"),
    payment("value key with a terminal sequence", "payseal_payment_request_set_value",
            {"key": {"text": "\u001b[2J"}, "value": BAD_UTF8},
            "PAYSEAL_E_ARGUMENT", "the value of \"\\u{1B}[2J\" is not valid UTF-8"),
    payment("value oversized", "payseal_payment_request_set_value", {"key": {"text": "cardNumber"}, "value": {"repeat": "39", "count": 4097}},
            "PAYSEAL_E_LIMIT", "the value of \"cardNumber\" has 4097 bytes; the limit is 4096"),
    payment("account on file empty", "payseal_payment_request_set_account_on_file", {"id": {"text": ""}},
            "PAYSEAL_E_ARGUMENT", "accountOnFileId is empty"),
    payment("plaintext oversized", "payseal_jwe_encrypt", {"plaintext": {"repeat": "61", "count": 1024 * 1024 + 1}},
            "PAYSEAL_E_LIMIT", "the plaintext has 1048577 bytes; the limit is 1048576"),
    payment("prepare without a key", "payseal_prepare", {"key": None}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
]
