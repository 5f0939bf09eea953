"""PaymentRequest and prepare: the payload's shape (values, tokenize, account on file), prepare's round
trip for every TEST key size with and without metadata, a failed set leaving the request unchanged,
and the value limit.
"""

from __future__ import annotations

import base64
import json
import re

import pytest

from api_helpers import NON_ASCII, header_of
from conftest import KEY_SIZES, key_files

import payseal
from payseal import (
    ArgumentError,
    DeviceMetadata,
    LimitError,
    PaymentRequest,
    PaySealError,
    PreparedPaymentRequest,
    PrivateKey,
    PublicKey,
)

UUID_V4 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")


def test_payment_payload_shape() -> None:
    request = PaymentRequest("sess ✓", "3012")
    assert request.payment_product_id == 3012 and request.client_session_id == "sess ✓"
    request["cardNumber"] = "4567350000427977"
    request.set_value("expiryDate", "1230")
    request["cardNumber"] = "4111111111111111"  # keeps its first position
    assert request.keys() == ["cardNumber", "expiryDate"] and len(request) == 2 and "cvv" not in request
    assert json.loads(request.payload("n-1")) == {
        "clientSessionId": "sess ✓", "nonce": "n-1", "paymentProductId": 3012,
        "paymentValues": [{"key": "cardNumber", "value": "4111111111111111"},
                          {"key": "expiryDate", "value": "1230"}],
    }
    request.tokenize = True
    request.account_on_file_id = "aof-1"
    assert request.tokenize is True and request.account_on_file_id == "aof-1"
    assert request.payload("n") == (
        '{"clientSessionId":"sess ✓","nonce":"n","paymentProductId":3012,"accountOnFileId":"aof-1",'
        '"tokenize":true,"paymentValues":[{"key":"cardNumber","value":"4111111111111111"},'
        '{"key":"expiryDate","value":"1230"}]}'
    )
    request.tokenize = False
    request.account_on_file_id = None
    payload = json.loads(request.payload("n"))
    assert "tokenize" not in payload and "accountOnFileId" not in payload
    assert PaymentRequest("s", 1).payload("n").endswith('"paymentValues":[]}')
    assert "4111" not in repr(request)
    with pytest.raises(ArgumentError):
        request.account_on_file_id = ""
    assert request.account_on_file_id is None


@pytest.mark.parametrize("bits", KEY_SIZES)
def test_prepare_round_trip(bits: int) -> None:
    files = key_files(bits)
    with PublicKey.from_client_api(files["client_api"]) as key, PrivateKey.parse(files["private_pem"]) as priv:
        request = PaymentRequest("session-" + NON_ASCII, 1)
        request.update({"cardNumber": "4567350000427977", "cardholderName": NON_ASCII})
        request.tokenize = True
        metadata = DeviceMetadata(appIdentifier="com.example.shop", screenSize="1170x2532")
        prepared = request.prepare(key, metadata)
        assert isinstance(prepared, PreparedPaymentRequest)
        assert header_of(prepared.encrypted_fields)["kid"] == key.key_id
        payload = json.loads(priv.decrypt(prepared.encrypted_fields))
        assert UUID_V4.match(payload["nonce"])
        assert payload == json.loads(request.payload(payload["nonce"]))
        assert base64.b64decode(prepared.encoded_client_meta_info, validate=True).decode() == metadata.json()
        default = request.prepare(key)
        assert json.loads(base64.b64decode(default.encoded_client_meta_info))["appIdentifier"] == "UNKNOWN"
        other = json.loads(priv.decrypt(default.encrypted_fields))["nonce"]
        assert other != payload["nonce"]
        with pytest.raises(TypeError):
            request.prepare(priv)  # type: ignore[arg-type]


def test_payment_request_failed_set_leaves_it_unchanged() -> None:
    request = PaymentRequest("s", 1)
    request["cardNumber"] = "4111111111111111"
    before = request.payload("n")
    for key, value in (("", "v"), ("k", "v" * 4097), ("k" * 4097, "v"), ("k", "\ud800")):
        with pytest.raises(PaySealError):
            request.set_value(key, value)
    assert request.payload("n") == before and request.keys() == ["cardNumber"]
    while len(request) < payseal.MAX_PAYMENT_VALUES:
        request[f"k{len(request)}"] = "v"
    with pytest.raises(LimitError):
        request["one-too-many"] = "v"
    request["cardNumber"] = "replacing is fine at the limit"
    assert len(json.loads(request.payload("n"))["paymentValues"]) == payseal.MAX_PAYMENT_VALUES
