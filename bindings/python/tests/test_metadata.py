"""DeviceMetadata: the defaults, the mapping interface and key order, a failed set leaving the builder
unchanged, the entry limit, and non-ASCII values.
"""

from __future__ import annotations

import base64
import json

import pytest

from api_helpers import NON_ASCII

import payseal
from payseal import DeviceMetadata, LimitError, PaySealError


def test_metadata_defaults_and_mapping() -> None:
    with DeviceMetadata() as m:
        assert m["appIdentifier"] == "UNKNOWN"
        assert m["sdkCreator"] == "PaySeal"
        assert m["sdkIdentifier"] == f"PaySeal/{payseal.library_version()}"
        assert "/" in m["platformIdentifier"]
        assert "ipAddress" not in m
        n = len(m)
        m["zzz"] = "extra"
        m["ipAddress"] = "2001:db8::1"
        m["appIdentifier"] = "com.example.shop"
        m.update({"screenSize": "1170x2532"}, deviceBrand="Acme")
        m.update([("aaa", "second extra")])
        m["zzz"] = "replaced"
        keys = list(m)
        known = ["platformIdentifier", "appIdentifier", "sdkIdentifier", "sdkCreator", "screenSize",
                 "deviceBrand", "deviceType", "ipAddress"]
        assert keys[: len(keys) - 2] == [k for k in known if k in keys]
        assert keys[-2:] == ["zzz", "aaa"]
        assert m["zzz"] == "replaced"
        assert len(m) == len(keys) >= n + 4
        assert m.get("missing") is None and m.get("zzz") == "replaced"
        assert dict(m) == json.loads(m.json())
        assert m == json.loads(m.json())
        assert base64.b64decode(m.encode(), validate=True) == m.json().encode("utf-8")
        with pytest.raises(KeyError):
            m["missing"]
        with pytest.raises(TypeError):
            del m["zzz"]  # type: ignore[attr-defined]


def test_metadata_failed_set_leaves_builder_unchanged() -> None:
    m = DeviceMetadata(appIdentifier="app")
    before = m.json()
    for key, value in (("screenSize", "0x5"), ("ipAddress", "1.2.3"), ("", "v"), ("k", "v" * 4097)):
        with pytest.raises(PaySealError):
            m.set(key, value)
    assert m.json() == before
    while len(m) < payseal.MAX_METADATA_ENTRIES:
        m[f"k{len(m)}"] = "v"
    with pytest.raises(LimitError):
        m["one-too-many"] = "v"
    m["k10"] = "replacing is fine at the limit"
    m.close()


def test_metadata_non_ascii() -> None:
    m = DeviceMetadata({"appIdentifier": NON_ASCII})
    assert m["appIdentifier"] == NON_ASCII
    assert NON_ASCII in base64.b64decode(m.encode()).decode("utf-8")
