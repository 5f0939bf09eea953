"""Bad-input rows of the messages in the customer's language: payseal_message (a key, its params, a
locale and a host catalog) and payseal_messages_localize (an output rendered again). A locale is never
refused. Part of the bad-input catalogue: tools/make_bad_input.py puts the rows in catalogue order and
writes them.
"""
from .row_builders import row
from .shared_inputs import BAD_UTF8

WRONG_PLACEHOLDER = {"text": '{"de":{"validation.length.between.other":"Zwischen {minLength} und {max} Zeichen."}}'}


def message(case, args, status, text):
    full = {"key": {"text": "validation.required"}, "params": None, "locale": {"text": "de"}, "catalog": None}
    full.update(args)
    return row("messages", case, "payseal_message", full, status, text)


def localize(case, args, status, text):
    full = {"json": {"text": "[]"}, "locale": {"text": "de"}, "catalog": None}
    full.update(args)
    return row("messages", case, "payseal_messages_localize", full, status, text)


MESSAGE_ROWS = [
    message("message: NULL key", {"key": None}, "PAYSEAL_E_ARGUMENT", "key is NULL"),
    message("message: unknown key", {"key": {"text": "validation.nope"}}, "PAYSEAL_E_ARGUMENT",
            "PaySeal has no message for the key \"validation.nope\""),
    message("message: a template key", {"key": {"text": "validation.length.atLeast.one"}}, "PAYSEAL_E_ARGUMENT",
            "PaySeal has no message for the key \"validation.length.atLeast.one\""),
    message("message: key not UTF-8", {"key": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "key is not valid UTF-8"),
    message("message: params missing the template's", {"key": {"text": "validation.length"}, "params": {"text": "{}"}},
            "PAYSEAL_E_ARGUMENT", "the params of \"validation.length\" have no \"minLength\""),
    message("message: params not an object", {"params": {"text": "[1]"}}, "PAYSEAL_E_JSON", "the params are not a JSON object"),
    message("message: a param of another type", {"params": {"text": "{\"minLength\":true}"}}, "PAYSEAL_E_JSON",
            "the param \"minLength\" is not an integer, a string or an array of strings"),
    message("message: params oversized", {"params": {"repeat": "20", "count": 65535, "prefix": "{", "suffix": "}"}},
            "PAYSEAL_E_LIMIT", "params_json has 65537 bytes; the limit is 65536"),
    message("message: catalog template without English's placeholders", {"catalog": WRONG_PLACEHOLDER}, "PAYSEAL_E_ARGUMENT",
            "the message catalog's \"de\" key \"validation.length.between.other\" does not have English's placeholders "
            "{minLength}, {maxLength}, each once"),
    message("message: catalog template repeating a placeholder",
            {"catalog": {"text": '{"de":{"validation.length.atLeast.other":"{minLength} Zeichen, mindestens {minLength}."}}'}},
            "PAYSEAL_E_ARGUMENT", "the message catalog's \"de\" key \"validation.length.atLeast.other\" does not have English's "
            "placeholders {minLength}, each once"),
] + [
    message(f"message: catalog template with {name}", {"catalog": {"text": '{"de":{"validation.required":"Pflicht' + escape + 'feld."}}'}},
            "PAYSEAL_E_ARGUMENT", f"the message catalog's \"de\" key \"validation.required\" has the control character U+{code}, "
            "which has no place in a message")
    for name, escape, code in [("NUL", "\\u0000", "0000"), ("ESC", "\\u001b", "001B"), ("CR", "\\r", "000D"),
                               ("LF", "\\n", "000A"), ("U+202E", "\\u202e", "202E")]
] + [
    message("message: catalog key unknown", {"catalog": {"text": '{"de":{"validation.nope":"Nein."}}'}}, "PAYSEAL_E_ARGUMENT",
            "the message catalog's \"de\" key \"validation.nope\" is not a PaySeal template key"),
    message("message: catalog locale malformed", {"catalog": {"text": '{"deutsch":{}}'}}, "PAYSEAL_E_ARGUMENT",
            "the message catalog's locale \"deutsch\" is not ll, ll-CC or ll_CC"),
    message("message: catalog locale twice", {"catalog": {"text": '{"pt_BR":{},"pt-br":{}}'}}, "PAYSEAL_E_ARGUMENT",
            "the message catalog gives the locale \"pt-BR\" twice"),
    message("message: catalog not an object", {"catalog": {"text": "[]"}}, "PAYSEAL_E_JSON", "the message catalog is not a JSON object"),
    message("message: catalog not UTF-8", {"catalog": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "catalog_json is not valid UTF-8"),
    message("message: catalog oversized", {"catalog": {"repeat": "20", "count": 262143, "prefix": "{", "suffix": "}"}},
            "PAYSEAL_E_LIMIT", "the message catalog has 262145 bytes; the limit is 262144"),
    localize("localize: NULL json", {"json": None}, "PAYSEAL_E_ARGUMENT", "json is NULL"),
    localize("localize: json not UTF-8", {"json": BAD_UTF8}, "PAYSEAL_E_ARGUMENT", "json is not valid UTF-8"),
    localize("localize: json oversized", {"json": {"repeat": "20", "count": 1048575, "prefix": "[", "suffix": "]"}},
             "PAYSEAL_E_LIMIT", "the output has 1048577 bytes; the limit is 1048576"),
    localize("localize: catalog template without English's placeholders", {"catalog": WRONG_PLACEHOLDER}, "PAYSEAL_E_ARGUMENT",
             "the message catalog's \"de\" key \"validation.length.between.other\" does not have English's placeholders "
             "{minLength}, {maxLength}, each once"),
]

# The payment context's locale goes into the product requests' URLs: anything but 2-35 ASCII
# letters, digits, '-' and '_' is refused before a URL is built.
LOCALE_CONTEXT = '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false,"locale":%s}'
LOCALE_ERROR = "the payment context's locale must be 2 to 35 ASCII letters, digits, '-' and '_'"
MESSAGE_ROWS += [
    row("Client API request", "paymentProducts: a locale that would add a query parameter", "payseal_session_request",
        {"operation": {"text": "paymentProducts"}, "context": {"text": LOCALE_CONTEXT % '"nl&hide=fields"'}, "params": None},
        "PAYSEAL_E_ARGUMENT", LOCALE_ERROR),
    row("Client API request", "paymentProducts: a locale of 36 characters", "payseal_session_request",
        {"operation": {"text": "paymentProducts"}, "context": {"text": LOCALE_CONTEXT % ('"' + "x" * 36 + '"')}, "params": None},
        "PAYSEAL_E_ARGUMENT", LOCALE_ERROR),
    row("Client API request", "paymentProducts: a locale that is a number", "payseal_session_request",
        {"operation": {"text": "paymentProducts"}, "context": {"text": LOCALE_CONTEXT % "7"}, "params": None},
        "PAYSEAL_E_JSON", "the payment context's \"locale\" is not a string"),
]
