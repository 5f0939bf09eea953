"""Bad-input rows of the offline card brands: brand tables (payseal_card_brands_parse), the card check,
brand detection, PAN formatting and PAN editing. Part of the bad-input catalogue: docs/make_bad_input.py
puts the rows in catalogue order and writes them.
"""
from .row_builders import brands, row
from .shared_inputs import BAD_UTF8

CARD_BRAND_ROWS = [
    brands("not an array", {"text": "{\"visa\":[\"4\"]}"}, "PAYSEAL_E_JSON", "the brand table is not a JSON array"),
    brands("a brand without name", {"text": "[{\"bins\":[\"4\"]}]"}, "PAYSEAL_E_JSON", "brand 0 has no \"name\""),
    brands("a range with ends of different lengths", {"text": "[{\"name\":\"x\",\"bins\":[\"30-4\"]}]"}, "PAYSEAL_E_JSON",
           "brand 0.bins[0] is not a BIN range (\"4\", \"2221-2229\": 1 to 19 digits, ends of the same length, low to high)"),
    brands("a PAN length of 20", {"text": "[{\"name\":\"x\",\"bins\":[\"4\"],\"panLengths\":[16,20]}]"}, "PAYSEAL_E_JSON",
           "brand 0.panLengths[1] is not an integer from 1 to 19"),
    brands("a pattern that does not compile", {"text": "[{\"name\":\"x\\u001b\",\"pattern\":\"(\"}]"}, "PAYSEAL_E_JSON",
           "the brand \"x\\u{1B}\" has a pattern that does not compile"),
    brands("neither bins nor pattern", {"text": "[{\"name\":\"x\",\"panLengths\":[16]}]"}, "PAYSEAL_E_JSON",
           "brand 0 has neither \"bins\" nor \"pattern\""),
    brands("oversized", {"repeat": "20", "count": 65537}, "PAYSEAL_E_LIMIT", "the brand table has 65537 bytes; the limit is 65536"),
    row("card brands", "check: accepted not an array of names", "payseal_card_check",
        {"pan": {"text": "4111"}, "accepted": {"text": "[\"visa\",3]"}, "year": 2026, "month": 11},
        "PAYSEAL_E_JSON", "accepted_json[1] is not a string"),
    row("card brands", "check: a month 13", "payseal_card_check", {"pan": {"text": "4111"}, "year": 2026, "month": 13},
        "PAYSEAL_E_ARGUMENT", "today must be a year 1...9999 and a month 1...12 (got 2026, 13)"),
    row("card brands", "check: PAN not UTF-8", "payseal_card_check", {"pan": BAD_UTF8, "year": 0, "month": 0},
        "PAYSEAL_E_ARGUMENT", "pan is not valid UTF-8"),
    row("card brands", "check: NULL PAN", "payseal_card_check", {"pan": None, "year": 0, "month": 0},
        "PAYSEAL_E_ARGUMENT", "pan is NULL"),
    row("card brands", "brand: PAN oversized", "payseal_card_brand", {"pan": {"repeat": "34", "count": 4097}},
        "PAYSEAL_E_LIMIT", "pan has 4097 bytes; the limit is 4096"),
    row("card brands", "format: NULL PAN", "payseal_card_format_pan", {"pan": None}, "PAYSEAL_E_ARGUMENT", "pan is NULL"),
    row("card brands", "edit: start after end", "payseal_card_edit_pan",
        {"text": {"text": "4111 1111"}, "start": 5, "end": 4, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "the selection start 5 is after its end 4"),
    row("card brands", "edit: inside a surrogate pair", "payseal_card_edit_pan",
        {"text": {"text": "4\U0001F4B3"}, "start": 2, "end": 2, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "start 2 is between the two halves of a surrogate pair"),
    row("card brands", "edit: past the end", "payseal_card_edit_pan",
        {"text": {"text": "4111"}, "start": 5, "end": 5, "replacement": {"text": "1"}},
        "PAYSEAL_E_ARGUMENT", "start 5 is past the end of the text (4 UTF-16 code units)"),
]
