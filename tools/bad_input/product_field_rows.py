"""Bad-input rows of a product's fields as the customer types them (payseal_product_field_check,
payseal_product_field_edit) and of
accounts on file's display values (payseal_product_account_display_value). A NULL `product` argument is
a NULL product handle; year and month are 2026, 11 unless a row gives them. Part of the bad-input
catalogue: tools/make_bad_input.py puts the rows in catalogue order and writes them.
"""
from .client_api_and_product_rows import CARD_PRODUCT, PAN_MASK_CHANGES
from .row_builders import row

# A product with one account on file whose card number is stored masked (X).
ACCOUNT_PRODUCT = {"text": "{\"id\":1,\"fields\":[{\"id\":\"cardNumber\",\"displayHints\":{\"mask\":\"{{9999}} {{9999}} {{9999}} {{9999}}\"}}],"
                           "\"accountsOnFile\":[{\"id\":5021,\"attributes\":[{\"key\":\"cardNumber\",\"value\":\"411111XXXXXX1111\"}]}]}"}
BAD_UTF8 = {"hex": "c328"}


def check(case, args, status, message):
    full = {"product": CARD_PRODUCT, "field": {"text": "cardNumber"}, "value": {"text": "4111"}, "year": 2026, "month": 11}
    full.update(args)
    return row("product field as typed", case, "payseal_product_field_check", full, status, message)


def check_ex(case, args, status, message):
    full = {"product": CARD_PRODUCT, "field": {"text": "cardNumber"}, "value": {"text": "4111"}, "year": 2026, "month": 11,
            "flags": 1}
    full.update(args)
    return row("product field as typed", case, "payseal_product_field_check_ex", full, status, message)


def edit(case, args, status, message):
    full = {"product": CARD_PRODUCT, "field": {"text": "cardNumber"}, "text": {"text": "4111"}, "start": 4, "end": 4,
            "replacement": {"text": "1"}}
    full.update(args)
    return row("product field edit", case, "payseal_product_field_edit", full, status, message)


def display(case, args, status, message):
    full = {"product": ACCOUNT_PRODUCT, "account": {"text": "5021"}, "key": {"text": "cardNumber"}}
    full.update(args)
    return row("account on file display value", case, "payseal_product_account_display_value", full, status, message)


PRODUCT_FIELD_ROWS = [
    edit("a field the product does not have", {"field": {"text": "cardholderName"}}, "PAYSEAL_E_ARGUMENT",
         "the product has no field \"cardholderName\""),
    edit("NULL product", {"product": None}, "PAYSEAL_E_ARGUMENT", "p is NULL"),
    edit("start after end", {"start": 4, "end": 2}, "PAYSEAL_E_ARGUMENT", "the selection start 4 is after its end 2"),
    edit("text not UTF-8", {"text": BAD_UTF8, "start": 0, "end": 0}, "PAYSEAL_E_ARGUMENT", "text is not valid UTF-8"),
    check_ex("flags with an unknown bit", {"flags": -1}, "PAYSEAL_E_ARGUMENT",
             "flags has a bit other than PAYSEAL_CHECK_FINAL (-1)"),
    check_ex("NULL value, final", {"value": None}, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    check_ex("a field the product does not have, final", {"field": {"text": "cardholderName"}}, "PAYSEAL_E_ARGUMENT",
             "the product has no field \"cardholderName\""),
    check("NULL product", {"product": None}, "PAYSEAL_E_ARGUMENT", "p is NULL"),
    check("NULL field id", {"field": None}, "PAYSEAL_E_ARGUMENT", "field_id is NULL"),
    check("field id not UTF-8", {"field": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "field_id is not valid UTF-8"),
    check("a field the product does not have", {"field": {"text": "cardholderName"}}, "PAYSEAL_E_ARGUMENT",
          "the product has no field \"cardholderName\""),
    check("NULL value", {"value": None}, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    check("value not UTF-8", {"value": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "value is not valid UTF-8"),
    check("value oversized", {"value": {"repeat": "34", "count": 4097}}, "PAYSEAL_E_LIMIT",
          "value has 4097 bytes; the limit is 4096"),
    check("a letter the mask does not take (refused, as set_value refuses it)", {"value": {"text": "4111 x111"}},
          "PAYSEAL_E_ARGUMENT", PAN_MASK_CHANGES),
    check("20 digits on a 19-digit mask", {"value": {"text": "41111111111111111111"}}, "PAYSEAL_E_ARGUMENT", PAN_MASK_CHANGES),
    check("month 13", {"month": 13}, "PAYSEAL_E_ARGUMENT", "today must be a year 1...9999 and a month 1...12 (got 2026, 13)"),
    check("year 0 with a month", {"year": 0, "month": 5}, "PAYSEAL_E_ARGUMENT",
          "today must be a year 1...9999 and a month 1...12 (got 0, 5)"),
    display("NULL product", {"product": None}, "PAYSEAL_E_ARGUMENT", "p is NULL"),
    display("NULL account id", {"account": None}, "PAYSEAL_E_ARGUMENT", "account_id is NULL"),
    display("an account the product does not have", {"account": {"text": "5022"}}, "PAYSEAL_E_ARGUMENT",
            "the product has no account on file \"5022\""),
    display("account id not UTF-8", {"account": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "account_id is not valid UTF-8"),
    display("NULL key", {"key": None}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
    display("an attribute the account does not have", {"key": {"text": "cvv"}}, "PAYSEAL_E_ARGUMENT",
            "the account on file has no attribute \"cvv\""),
    display("a key with an ESC (quoted, not raw)", {"key": {"text": "cvv\u001b[2J"}}, "PAYSEAL_E_ARGUMENT",
            "the account on file has no attribute \"cvv\\u{1B}[2J\""),
]
