"""Bad-input rows of masks (payseal_mask_format, payseal_mask_unformat, payseal_mask_edit) and of
payseal_validate_value (the dataRestrictions JSON, the value, today). VALIDATION_JSON_SIZE_ROWS comes
after the Client API and product rows in the catalogue. Part of the bad-input catalogue:
tools/make_bad_input.py puts the rows in catalogue order and writes them.
"""
from .row_builders import mask, validate
from .shared_inputs import BAD_UTF8

CARD_MASK = {"text": "{{9999}} {{9999}} {{9999}} {{9999}} {{999}}"}

MASK_ROWS = [
    mask("NULL mask", "payseal_mask_format", {"mask": None, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "mask is NULL"),
    mask("NULL value", "payseal_mask_unformat", {"mask": CARD_MASK, "value": None}, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    mask("single brace", "payseal_mask_format", {"mask": {"text": "{9}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a single '{' (groups open with '{{') at character 1"),
    mask("brace outside a group", "payseal_mask_format", {"mask": {"text": "9}}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a '}' outside a group at character 2"),
    mask("nested group", "payseal_mask_format", {"mask": {"text": "{{9{{9}}}}"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a '{' inside a group at character 4"),
    mask("unclosed group", "payseal_mask_unformat", {"mask": {"text": "{{99"}, "value": {"text": "1"}}, "PAYSEAL_E_ARGUMENT",
         "the mask has a group that is not closed with '}}'"),
    mask("value not UTF-8", "payseal_mask_format", {"mask": CARD_MASK, "value": BAD_UTF8}, "PAYSEAL_E_ARGUMENT",
         "value is not valid UTF-8"),
    mask("value oversized", "payseal_mask_format", {"mask": CARD_MASK, "value": {"repeat": "31", "count": 4097}}, "PAYSEAL_E_LIMIT",
         "value has 4097 bytes; the limit is 4096"),
    mask("mask oversized", "payseal_mask_format", {"mask": {"repeat": "39", "count": 4097}, "value": {"text": "1"}}, "PAYSEAL_E_LIMIT",
         "the mask has 4097 bytes; the limit is 4096"),
    mask("edit: start after end", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1234"}, "start": 3, "end": 2,
         "replacement": {"text": ""}}, "PAYSEAL_E_ARGUMENT", "the selection start 3 is after its end 2"),
    mask("edit: past the end", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1234"}, "start": 5, "end": 5,
         "replacement": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "start 5 is past the end of the text (4 UTF-16 code units)"),
    mask("edit: inside a surrogate pair", "payseal_mask_edit", {"mask": {"text": "{{****}}"}, "text": {"text": "a\U0001F389"},
         "start": 2, "end": 2, "replacement": {"text": "b"}}, "PAYSEAL_E_ARGUMENT",
         "start 2 is between the two halves of a surrogate pair"),
    mask("edit: NULL text", "payseal_mask_edit", {"mask": CARD_MASK, "text": None, "start": 0, "end": 0,
         "replacement": {"text": "1"}}, "PAYSEAL_E_ARGUMENT", "text is NULL"),
    mask("edit: replacement not UTF-8", "payseal_mask_edit", {"mask": CARD_MASK, "text": {"text": "1"}, "start": 1, "end": 1,
         "replacement": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "replacement is not valid UTF-8"),
]

VALIDATION_ROWS = [
    validate("NULL JSON", None, {"text": "1"}, "PAYSEAL_E_ARGUMENT", "data_restrictions_json is NULL"),
    validate("NULL value", {"text": "{}"}, None, "PAYSEAL_E_ARGUMENT", "value is NULL"),
    validate("not JSON", {"text": "{\"validators\":"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "invalid JSON at byte 14: unexpected end of input"),
    validate("not an object", {"text": "[]"}, {"text": "1"}, "PAYSEAL_E_JSON", "dataRestrictions is not a JSON object"),
    validate("isRequired a string", {"text": "{\"isRequired\":\"yes\"}"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "dataRestrictions \"isRequired\" is not a boolean"),
    validate("validators an array", {"text": "{\"validators\":[]}"}, {"text": "1"}, "PAYSEAL_E_JSON",
             "dataRestrictions \"validators\" is not a JSON object"),
    validate("length with a string bound", {"text": "{\"validators\":{\"length\":{\"minLength\":\"3\"}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"length\".\"minLength\" is not an integer"),
    validate("range with a fraction", {"text": "{\"validators\":{\"range\":{\"maxValue\":1.5}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"range\".\"maxValue\" is not an integer"),
    validate("regularExpression without a pattern", {"text": "{\"validators\":{\"regularExpression\":{}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "the \"regularExpression\" validator has no \"regularExpression\""),
    validate("fixedList without allowedValues", {"text": "{\"validators\":{\"fixedList\":{}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "the \"fixedList\" validator has no \"allowedValues\""),
    validate("fixedList with a number", {"text": "{\"validators\":{\"fixedList\":{\"allowedValues\":[1]}}}"}, {"text": "1"},
             "PAYSEAL_E_JSON", "\"fixedList\".\"allowedValues\"[0] is not a string"),
    validate("month 13", {"text": "{}"}, {"text": "1"}, "PAYSEAL_E_ARGUMENT",
             "today must be a year 1...9999 and a month 1...12 (got 2026, 13)", month=13),
    validate("JSON not UTF-8", {"hex": "7b2261223a22c328227d"}, {"text": "1"}, "PAYSEAL_E_ARGUMENT",
             "data_restrictions_json is not valid UTF-8"),
    validate("year 10000", {"text": "{}"}, {"text": "1"}, "PAYSEAL_E_ARGUMENT",
             "today must be a year 1...9999 and a month 1...12 (got 10000, 1)", year=10000, month=1),
    validate("value not UTF-8", {"text": "{}"}, BAD_UTF8, "PAYSEAL_E_ARGUMENT", "value is not valid UTF-8"),
    validate("value oversized", {"text": "{}"}, {"repeat": "31", "count": 4097}, "PAYSEAL_E_LIMIT",
             "value has 4097 bytes; the limit is 4096"),
]

VALIDATION_JSON_SIZE_ROWS = [
    validate("JSON oversized", {"repeat": "20", "count": 65537}, {"text": "1"}, "PAYSEAL_E_LIMIT",
             "the dataRestrictions JSON has 65537 bytes; the limit is 65536"),
]
