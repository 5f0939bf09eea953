#!/usr/bin/env python3
"""Known answers for PaySeal's messages in the customer's language (docs/card-input.md, "Messages in
the customer's language"): a message key with params in a locale, over PaySeal's catalog or a host's,
and a validation output's messages rendered again. The templates are PaySeal's catalog, read from
its source (Sources/PaySeal/Messages/MessageCatalog+<language>.swift); the lookup (ll-CC, ll,
English), the choice of template for the bounds, the plural forms, the placeholders and the host
catalog's checks are written here in Python from the docs, never by PaySeal. Writes
Vectors/messages.catalog.json.

    python3 Vectors/tools/generate_message_vectors.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import vectorlib as V

MESSAGES = Path(__file__).resolve().parents[2] / "Sources" / "PaySeal" / "Messages"
LANGUAGES = ["en", "de", "fr", "nl", "es", "it", "pt", "pl"]
ARG, JSN = "PAYSEAL_E_ARGUMENT", "PAYSEAL_E_JSON"


def catalog(language: str) -> dict:
    """One language's templates from its Swift file: lines `"key": "template",`."""
    text = (MESSAGES / f"MessageCatalog+{language}.swift").read_text("utf-8")
    table = {}
    for key, literal in re.findall(r'^\s*"([A-Za-z.]+)": ("(?:[^"\\]|\\.)*"),$', text, re.M):
        literal = re.sub(r"\\u\{([0-9A-Fa-f]{1,6})\}", lambda m: "\\u" + m.group(1).rjust(4, "0"), literal)
        assert key not in table, (language, key)
        table[key] = json.loads(literal)
    return table


BUILT_IN = {language: catalog(language) for language in LANGUAGES}


def tags(locale):
    """["ll-CC", "ll"], ["ll"] or [] (malformed): BCP 47-ish tags with '-' or '_', the region the first 2-letter or 3-digit subtag.

    A POSIX locale's codeset and modifier (de_DE.UTF-8, de-DE@euro) are ignored: what follows the first '.' or '@'."""
    if locale is None or len(locale.encode()) > 64:
        return []
    parts = re.split(r"[-_]", re.split(r"[.@]", locale, maxsplit=1)[0])
    if not re.fullmatch(r"[A-Za-z]{2,3}", parts[0]) or not all(re.fullmatch(r"[A-Za-z0-9]{1,8}", p) for p in parts[1:]):
        return []
    language = parts[0].lower()
    region = next((p for p in parts[1:] if re.fullmatch(r"[A-Za-z]{2}|[0-9]{3}", p)), None)
    return [f"{language}-{region.upper()}", language] if region else [language]


def placeholders(template):
    """The {name} placeholders in order; None when a brace opens or closes no placeholder of 1-64 ASCII letters."""
    if re.search(r"[{}]", re.sub(r"\{[A-Za-z]{1,64}\}", "", template)):
        return None
    return re.findall(r"\{([A-Za-z]+)\}", template)


def host_tables(host):
    """A host catalog read as PaySeal reads it: a status, or {tag: templates}."""
    if host is None:
        return {}
    if not isinstance(host, dict):
        return JSN
    tables = {}
    for locale, templates in host.items():
        t = tags(locale)
        if not t or t[0].lower() != locale.replace("_", "-").lower():
            return ARG
        if t[0] in tables:
            return ARG
        if not isinstance(templates, dict):
            return JSN
        for key, template in templates.items():
            if not isinstance(template, str):
                return JSN
            if key not in BUILT_IN["en"]:
                return ARG
            names = placeholders(template)
            if names is None or set(names) != set(placeholders(BUILT_IN["en"][key])):
                return ARG
        tables[t[0]] = templates
    return tables


def template_key(key, params):
    if key == "validation.length":
        low, high = params.get("minLength", 0), params.get("maxLength")
        if high is None:
            return "validation.length.atLeast", low
        if low == high:
            return "validation.length.exactly", low
        if low <= 0:
            return "validation.length.atMost", high
        return "validation.length.between", high
    if key == "validation.range":
        low, high = "minValue" in params, "maxValue" in params
        return "validation.range." + ("between" if low and high else "atLeast" if low else "atMost" if high else "any"), None
    if key not in BUILT_IN["en"] or key.startswith(("validation.length.", "validation.range.")):
        return None, None
    return key, None


def one(count, language):
    # CLDR: French and Portuguese take the singular for 0 and 1; the others here for 1 alone.
    return count in (0, 1) if language in ("fr", "pt") else count == 1


def render(key, params, locale, host=None):
    tables = host_tables(host)
    if isinstance(tables, str):
        return tables
    base, count = template_key(key, params or {})
    if base is None:
        return ARG
    for tag in tags(locale) + ["en"]:
        language = tag.split("-")[0]
        for table in (tables.get(tag), BUILT_IN.get(tag)):
            if table is None:
                continue
            full = base + (".one" if one(count, language) else ".other") if count is not None else base
            if full in table:
                text = table[full]
                for name in placeholders(text):
                    if name not in (params or {}):
                        return ARG
                    value = params[name]
                    text = text.replace("{" + name + "}", ", ".join(value) if isinstance(value, list) else str(value), 1)
                return text
    raise AssertionError(key)


SAMPLES = [  # (message key, params)
    ("validation.required", {}), ("validation.luhn", {}), ("validation.iban", {}), ("validation.termsAndConditions", {}),
    ("validation.regularExpression", {}), ("validation.regularExpression.invalidPattern", {"reason": "invalidPattern"}),
    ("validation.regularExpression.unsupportedPattern", {"reason": "unsupportedPattern"}),
    ("validation.regularExpression.matchLimit", {"reason": "matchLimit"}), ("validation.emailAddress", {}),
    ("validation.expirationDate.format", {"reason": "format"}), ("validation.expirationDate.past", {"reason": "past"}),
    ("validation.expirationDate.tooFar", {"reason": "tooFar"}), ("validation.fixedList", {"allowedValues": ["visa", "mastercard"]}),
    ("validation.length", {"minLength": 1}), ("validation.length", {"minLength": 3}),
    ("validation.length", {"minLength": 1, "maxLength": 1}), ("validation.length", {"minLength": 16, "maxLength": 16}),
    ("validation.length", {"minLength": 0, "maxLength": 1}), ("validation.length", {"minLength": 0, "maxLength": 35}),
    ("validation.length", {"minLength": 13, "maxLength": 19}), ("validation.length", {"minLength": 3, "maxLength": 1}),
    ("validation.length", {"minLength": 0}),
    ("validation.range", {"minValue": 1, "maxValue": 12}), ("validation.range", {"minValue": -5}),
    ("validation.range", {"maxValue": 1000000}), ("validation.range", {}),
    ("validation.residentIdNumber", {}), ("validation.numericString", {}), ("validation.integer", {}), ("validation.boolean", {}),
] + [(f"card.{part}.{reason}", {}) for part, reasons in (
    ("pan", ["required", "characters", "brandNotAccepted", "length", "luhn", "truncated"]),
    ("cvc", ["required", "characters", "length", "truncated", "notDigits"]),
    ("expiry", ["required", "format", "past", "tooFar", "notADate"])) for reason in reasons]


def message_case(cid, comment, key, params, locale, host=None):
    want = render(key, params, locale, host)
    invalid = want in (ARG, JSN)
    c = {"id": cid, "comment": comment, "result": "invalid" if invalid else "valid"}
    if invalid:
        c["status"] = want
    c.update(op="message", key=key, params=params, locale=locale, catalog=host)
    if not invalid:
        c["expected"] = want
    return c


def localize_case(cid, comment, errors, locale, host=None):
    out = []
    for e in errors:
        base, _ = template_key(e["messageKey"], e["params"])
        out.append(dict(e, message=render(e["messageKey"], e["params"], locale, host)) if base else e)
    text = json.dumps(errors, separators=(",", ":"), ensure_ascii=False)
    return {"id": cid, "comment": comment, "result": "valid", "op": "localize", "json": text, "locale": locale, "catalog": host,
            "expected": json.dumps(out, separators=(",", ":"), ensure_ascii=False)}


def main() -> None:
    cases = []
    for language in LANGUAGES:
        for n, (key, params) in enumerate(SAMPLES):
            cases.append(message_case(f"{language}-{n:02d}", f"{key} {json.dumps(params)} in {language}", key, params, language))
    sample = ("validation.length", {"minLength": 13, "maxLength": 19})
    for locale, comment in [("fr-BE", "a region PaySeal has no table for: French"), ("pt_BR", "POSIX spelling: Portuguese"),
                            ("DE", "upper case"), ("nl-nl", "a lower-case region"), ("it-Latn-IT", "a script subtag skipped"),
                            ("es-419", "a numeric region"), ("xx", "an unknown language: English"), ("", "empty: English"),
                            (None, "no locale: English"), ("fr--BE", "malformed: English"), ("123", "malformed: English"),
                            ("f", "one letter: English"), ("de_DE.UTF-8", "a POSIX codeset, ignored: German"),
                            ("de-DE@euro", "a POSIX modifier, ignored: German"), ("fr_CA.ISO8859-1@x", "both: French"),
                            (".UTF-8", "a codeset alone: English"),
                            ("C.UTF-8", "the C locale: English"),
                            ("de DE", "a space: English"), ("fran\u00e7ais", "non-ASCII: English"),
                            ("pl-" + "x" * 70, "over 64 bytes: English")]:
        cases.append(message_case(f"fallback-{len(cases):03d}", comment, *sample, locale))
    cases.append(message_case("fallback-card-pt-BR", "a card reason in pt-BR", "card.pan.luhn", {}, "pt-BR"))
    cases.append(message_case("fallback-plural-fr-0", "French singular for 0", "validation.length", {"minLength": 0}, "fr-CA"))
    host = {"de": {"validation.required": "Pflichtfeld."}, "sv": {"validation.required": "Ange ett v\u00e4rde.",
            "validation.length.between.other": "Ange mellan {minLength} och {maxLength} tecken."},
            "fr_CA": {"card.pan.luhn": "Ce num\u00e9ro de carte est invalide."}}
    cases += [
        message_case("host-override", "the host's German replaces PaySeal's", "validation.required", {}, "de-AT", host),
        message_case("host-override-other-key", "a key the host's German lacks: PaySeal's German", "validation.luhn", {}, "de", host),
        message_case("host-added-language", "a language PaySeal lacks", "validation.length", {"minLength": 2, "maxLength": 5}, "sv_SE", host),
        message_case("host-added-language-fallback", "a key the added language lacks: English", "validation.iban", {}, "sv", host),
        message_case("host-region", "a region's template", "card.pan.luhn", {}, "fr-CA", host),
        message_case("host-region-other", "another region: PaySeal's French", "card.pan.luhn", {}, "fr-FR", host),
        message_case("host-english", "the host's English", "validation.required", {}, "xx", {"en": {"validation.required": "Required."}}),
        message_case("host-wrong-placeholder", "a template without English's placeholders", "validation.required", {}, "de",
                     {"de": {"validation.length.between.other": "Zwischen {minLength} und {max} Zeichen."}}),
        message_case("host-missing-placeholder", "a placeholder missing", "validation.required", {}, "de",
                     {"de": {"validation.range.between": "Von {minValue}."}}),
        message_case("host-extra-placeholder", "a placeholder English does not have", "validation.required", {}, "de",
                     {"de": {"validation.required": "{value} fehlt."}}),
        message_case("host-unbalanced-brace", "a brace that opens no placeholder", "validation.required", {}, "de",
                     {"de": {"validation.required": "Wert {fehlt."}}),
        message_case("host-unknown-key", "a key PaySeal has no template for", "validation.required", {}, "de",
                     {"de": {"validation.length": "Falsch."}}),
        message_case("host-bad-locale", "a locale that is not ll, ll-CC or ll_CC", "validation.required", {}, "de",
                     {"de-Latn-DE": {"validation.required": "Wert."}}),
        message_case("host-locale-twice", "pt_BR and pt-BR are one locale", "validation.required", {}, "pt",
                     {"pt_BR": {"validation.required": "A."}, "pt-BR": {"validation.required": "B."}}),
        message_case("host-not-string", "a template that is not a string", "validation.required", {}, "de", {"de": {"validation.required": 1}}),
        message_case("host-not-object", "a locale that is not an object", "validation.required", {}, "de", {"de": ["x"]}),
        message_case("host-empty", "an empty catalog", "validation.required", {}, "nl", {}),
        message_case("unknown-key", "a key PaySeal has no message for", "validation.unknownRule", {}, "de"),
        message_case("template-key", "a template key is not a message key", "validation.length.atLeast.one", {"minLength": 1}, "de"),
        message_case("card-unknown-reason", "a card reason the part does not have", "card.cvc.luhn", {}, "de"),
        message_case("missing-param", "no minLength: the template's {minLength} has no value", "validation.length", {}, "de"),
        message_case("list-param", "a list param is joined with \", \"; one the template does not name is ignored",
                     "validation.fixedList", {"allowedValues": ["a", "b", "c"]}, "nl"),
    ]
    errors = [{"type": "length", "params": {"minLength": 13, "maxLength": 19}, "messageKey": "validation.length",
               "message": "Enter between 13 and 19 characters."},
              {"type": "expirationDate", "params": {"reason": "past"}, "messageKey": "validation.expirationDate.past",
               "message": "This expiry date is in the past."},
              {"type": "futureRule", "params": {}, "messageKey": "validation.futureRule", "message": "This value is not valid."}]
    for locale in ["en", "de", "pl", "fr-BE", "xx"]:
        cases.append(localize_case(f"localize-{locale}", f"validation errors in {locale} (an unknown key keeps its message)", errors, locale))
    cases.append(localize_case("localize-host", "with a host catalog", errors, "de", {"de": {"validation.expirationDate.past": "Abgelaufen."}}))
    cases.append(localize_case("localize-empty", "no errors", [], "de"))
    V.write_vectors("messages.catalog.json", "messages",
                    "PaySeal's catalog (Sources/PaySeal/Messages/, one file per language), rendered by "
                    "Vectors/tools/generate_message_vectors.py (Python, never PaySeal) from the rules of docs/card-input.md",
                    "CC0 (written for PaySeal)",
                    ["Runner: op \"message\": payseal_message(key, params as JSON, locale or NULL, catalog as JSON or NULL) gives "
                     "`expected`, or `status`. op \"localize\": payseal_messages_localize(json, locale, catalog) gives `expected` "
                     "byte for byte.",
                     "Every message key is rendered in every language with sample params; `fallback-*` cases show the locale's "
                     "lookup (ll-CC, ll, English; malformed is English) and `host-*` cases a host's catalog over PaySeal's."],
                    cases)
    V.update_readme()


if __name__ == "__main__":
    main()
