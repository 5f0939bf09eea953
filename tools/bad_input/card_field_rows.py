"""Bad-input rows of the card field keys and brand details: Backspace and Delete with a direction
(payseal_mask_delete, payseal_card_delete_pan), the expiry field (payseal_card_edit_expiry,
payseal_card_delete_expiry) and brand details (payseal_card_brand_info, payseal_card_cvc_mask,
payseal_card_brand_candidates).
Part of the bad-input catalogue: tools/make_bad_input.py puts the rows in catalogue order and writes them.
"""
from .row_builders import row
from .shared_inputs import BAD_UTF8


def field(case, call, args, status, message):
    return row("card fields", case, call, args, status, message)


CARD_FIELD_ROWS = [
    field("mask delete: start after end", "payseal_mask_delete",
          {"mask": {"text": "{{9999}} {{9999}}"}, "text": {"text": "4111 1111"}, "start": 5, "end": 4, "forward": 0},
          "PAYSEAL_E_ARGUMENT", "the selection start 5 is after its end 4"),
    field("mask delete: inside a surrogate pair", "payseal_mask_delete",
          {"mask": {"text": "{{**}}"}, "text": {"text": "\U0001F4B3x"}, "start": 1, "end": 1, "forward": 1},
          "PAYSEAL_E_ARGUMENT", "start 1 is between the two halves of a surrogate pair"),
    field("mask delete: a mask left open", "payseal_mask_delete",
          {"mask": {"text": "{{99"}, "text": {"text": "12"}, "start": 1, "end": 1, "forward": 0},
          "PAYSEAL_E_ARGUMENT", "the mask has a group that is not closed with '}}'"),
    field("mask delete: text not UTF-8", "payseal_mask_delete",
          {"mask": {"text": "{{99}}"}, "text": BAD_UTF8, "start": 0, "end": 0, "forward": 0},
          "PAYSEAL_E_ARGUMENT", "text is not valid UTF-8"),
    field("PAN delete: past the end", "payseal_card_delete_pan",
          {"text": {"text": "4111"}, "start": 5, "end": 5, "forward": 1},
          "PAYSEAL_E_ARGUMENT", "start 5 is past the end of the text (4 UTF-16 code units)"),
    field("PAN delete: NULL text", "payseal_card_delete_pan", {"text": None, "start": 0, "end": 0, "forward": 0},
          "PAYSEAL_E_ARGUMENT", "text is NULL"),
    field("expiry edit: past the end", "payseal_card_edit_expiry",
          {"text": {"text": "09/31"}, "start": 9, "end": 9, "replacement": {"text": "1"}},
          "PAYSEAL_E_ARGUMENT", "start 9 is past the end of the text (5 UTF-16 code units)"),
    field("expiry edit: replacement not UTF-8", "payseal_card_edit_expiry",
          {"text": {"text": "09/"}, "start": 3, "end": 3, "replacement": BAD_UTF8},
          "PAYSEAL_E_ARGUMENT", "replacement is not valid UTF-8"),
    field("expiry edit: text oversized", "payseal_card_edit_expiry",
          {"text": {"repeat": "31", "count": 4097}, "start": 0, "end": 0, "replacement": {"text": "1"}},
          "PAYSEAL_E_LIMIT", "text has 4097 bytes; the limit is 4096"),
    field("expiry delete: start after end", "payseal_card_delete_expiry",
          {"text": {"text": "09/31"}, "start": 3, "end": 1, "forward": 0},
          "PAYSEAL_E_ARGUMENT", "the selection start 3 is after its end 1"),
    field("brand info: no brand of that name", "payseal_card_brand_info", {"name": {"text": "Visa"}},
          "PAYSEAL_E_ARGUMENT", "the brand table has no brand named \"Visa\""),
    field("brand info: NULL name", "payseal_card_brand_info", {"name": None}, "PAYSEAL_E_ARGUMENT", "name is NULL"),
    field("CVC mask: no brand of that name", "payseal_card_cvc_mask", {"brand_name": {"text": "Visa"}},
          "PAYSEAL_E_ARGUMENT", "the brand table has no brand named \"Visa\""),
    field("CVC mask: name not UTF-8", "payseal_card_cvc_mask", {"brand_name": BAD_UTF8},
          "PAYSEAL_E_ARGUMENT", "brand_name is not valid UTF-8"),
    field("candidates: PAN oversized", "payseal_card_brand_candidates", {"pan": {"repeat": "34", "count": 4097}},
          "PAYSEAL_E_LIMIT", "pan has 4097 bytes; the limit is 4096"),
    field("candidates: PAN not UTF-8", "payseal_card_brand_candidates", {"pan": BAD_UTF8},
          "PAYSEAL_E_ARGUMENT", "pan is not valid UTF-8"),
]
