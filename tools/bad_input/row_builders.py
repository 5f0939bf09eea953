"""How a bad-input row is written: row() gives the family, case, call, arguments, status and message;
key, client, private, jwe, meta, payment, mask, validate and brands fill in the family and the call for
theirs. Part of the bad-input catalogue: tools/make_bad_input.py puts the rows in catalogue order and
writes them.
"""
from .shared_inputs import PEM


def row(family, case, call, args, status, message):
    return {"family": family, "case": case, "call": call, "args": args, "status": status, "message": message}


def key(case, data, status, message, key_id=None):
    return row("public key bytes", case, "payseal_public_key_parse", {"data": data, "key_id": key_id}, status, message)


def client(case, json_input, status, message):
    return row("Client API JSON", case, "payseal_public_key_from_client_api", {"json": json_input}, status, message)


def private(case, data, status, message):
    return row("private key bytes", case, "payseal_private_key_parse", {"data": data}, status, message)


def jwe(case, token, status, message, private_key=PEM):
    return row("JWE", case, "payseal_jwe_decrypt", {"key": private_key, "jwe": token}, status, message)


def meta(case, k, v, status, message):
    return row("metadata key or value", case, "payseal_metadata_set", {"key": k, "value": v}, status, message)


def payment(case, call, args, status, message):
    return row("payment request", case, call, args, status, message)


def mask(case, call, args, status, message):
    return row("mask", case, call, args, status, message)


def validate(case, rules, value, status, message, year=2026, month=11):
    return row("validation", case, "payseal_validate_value",
               {"json": rules, "value": value, "year": year, "month": month}, status, message)


def brands(case, json_input, status, message):
    return row("card brands", "table: " + case, "payseal_card_brands_parse", {"json": json_input}, status, message)
