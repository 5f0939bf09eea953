"""PaySeal's messages in the customer's language (docs/card-input.md, "Messages in the customer's
language"): English, German, French, Dutch, Spanish, Italian, Portuguese and Polish, with a
host's own catalog over them.

    message("validation.length", {"minLength": 13, "maxLength": 19}, locale="de")
    # 'Bitte geben Sie zwischen 13 und 19 Zeichen ein.'
    message("card.pan.luhn", locale="fr-BE")   # fr-BE -> fr -> English
    localize_messages('[{"type":"required","params":{},"messageKey":"validation.required",...}]', "nl")
"""

from __future__ import annotations

from typing import Optional, Tuple

from ._core import JSONInput, _lib, call_returning_text, json_bytes, to_c_string

__all__ = ["message", "localize_messages"]


def _locale(locale: Optional[str]) -> Optional[bytes]:
    return None if locale is None else to_c_string(locale, "locale")


def _catalog(catalog: Optional[JSONInput]) -> Tuple[Optional[bytes], int]:
    if catalog is None:
        return None, 0
    data = json_bytes(catalog, "catalog")
    return data, len(data)


def message(key: str, params: Optional[JSONInput] = None, *, locale: Optional[str] = None,
            catalog: Optional[JSONInput] = None) -> str:
    """The message of ``key`` (a ``messageKey`` such as ``"validation.length"``, or
    ``"card.<part>.<reason>"``) with ``params`` (a dict or its JSON) in ``locale`` (``"ll"``,
    ``"ll-CC"`` or ``"ll_CC"``; ``None``, unknown or malformed: English). ``catalog``: a host's
    ``{"<locale>": {"<template key>": "<template>"}}`` over PaySeal's. An unknown key, or a
    catalog template without English's placeholders, raises :class:`~payseal.ArgumentError`."""
    params_json = None if params is None else json_bytes(params, "params")
    if params_json is not None and b"\x00" in params_json:
        params_json = to_c_string(params_json.decode("utf-8", "surrogatepass"), "params")
    data, size = _catalog(catalog)
    return call_returning_text(_lib.payseal_message, to_c_string(key, "key"), params_json, _locale(locale), data, size)


def localize_messages(output: JSONInput, locale: Optional[str], *, catalog: Optional[JSONInput] = None) -> str:
    """An output of PaySeal's (validation errors, a field check) as JSON text with every
    ``message`` rendered again in ``locale``; every other byte as PaySeal wrote it."""
    document = json_bytes(output, "output")
    data, size = _catalog(catalog)
    return call_returning_text(_lib.payseal_messages_localize, document, len(document), _locale(locale), data, size)
