#!/usr/bin/env python3
"""Known answers for the Client API requests PaySeal builds (docs/card-input.md, "Client API
requests"): session + operation + context + params + metadata -> the exact method, URL, headers
and body, computed here in Python from the rules, never by PaySeal. Writes
Vectors/client-api-request.constructed.json (with the platform SDK's IIN request test among the
cases, its source kept).

    python3 Vectors/tools/generate_request_vectors.py
"""

from __future__ import annotations

import base64
import json
import re
from urllib.parse import quote

import vectorlib as V

# Every known metadata key set, so the header does not depend on the machine.
METADATA = [["platformIdentifier", "Linux/6.1"], ["appIdentifier", "com.example.shop/2.3"], ["sdkIdentifier", "PaySeal/0.1.0"],
            ["sdkCreator", "PaySeal"], ["screenSize", "1170x2532"], ["deviceBrand", "Example"], ["deviceType", "x86_64"],
            ["ipAddress", "192.0.2.1"]]
CONTEXT = {"countryCode": "NL", "currencyCode": "EUR", "amount": 1000, "isRecurring": False}
ARG, JSN, LIM = "PAYSEAL_E_ARGUMENT", "PAYSEAL_E_JSON", "PAYSEAL_E_LIMIT"


def base(url: str):
    # A URI is visible ASCII (RFC 3986), and its host goes into the Host header.
    if not url or len(url) > 2048 or re.search(r"[^\x21-\x7e]|[?#]", url):
        return None
    m = re.match(r"(?i)(https?)://([^/]*)(.*)$", url)
    if not m or not m.group(2) or "@" in m.group(2):
        return None
    # Host: RFC 3986 reg-name characters, or an IP literal of hex digits, ':' and '.'; a port, when
    # there is a ':', is 1-5 digits with a value of 1-65535.
    authority = re.fullmatch(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]+)(?::([0-9]{1,5}))?", m.group(2))
    if not authority or (authority.group(2) is not None and not 1 <= int(authority.group(2)) <= 65535):
        return None
    if m.group(2).endswith(":"):
        return None
    if m.group(1).lower() == "http":
        loopback = re.fullmatch(r"(?i)localhost|127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)"
                                r"|\[::1\]", authority.group(1))
        if not loopback:
            return None
    trimmed = url.rstrip("/")
    path = trimmed[len(m.group(1)) + 3 + len(m.group(2)):]
    if path.endswith("/client/v1"):
        return trimmed + "/"
    if path.endswith("/client"):
        return trimmed + "/v1/"
    return trimmed + "/client/v1/"


def encode(text: str) -> str:
    return quote(text, safe="-._~")


def expected(session, operation, context, params):
    b = base(session["client_api_url"])
    if b is None or not session["client_session_id"] or not session["customer_id"]:
        return ARG
    if max(len(session["client_session_id"].encode()), len(session["customer_id"].encode())) > 4096:
        return LIM
    # No control character in the ids; the session id goes into the Authorization header, so it is
    # visible ASCII (RFC 9110 field-value without obs-text): a line break would forge a header.
    if any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in session["client_session_id"] + session["customer_id"]):
        return ARG
    if re.search(r"[^\x21-\x7e]", session["client_session_id"]):
        return ARG
    # A customer id whose segment, as sent, a URL stack reads as a dot segment (RFC 3986 §5.2.4;
    # WHATWG also reads %2e as '.') would take the request to another path.
    if encode(session["customer_id"]).lower() in (".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"):
        return ARG
    root = b + encode(session["customer_id"]) + "/"
    meta = "{" + ",".join(f'"{k}":"{v}"' for k, v in METADATA) + "}"
    headers = {"Authorization": "GCS v1Client:" + session["client_session_id"],
               "X-GCS-ClientMetaInfo": base64.b64encode(meta.encode()).decode()}
    if operation not in ("publicKey", "paymentProducts", "paymentProduct", "iinDetails"):
        return ARG
    if operation == "publicKey":
        return {"method": "GET", "url": root + "crypto/publickey", "headers": headers, "body": None}
    if context is None:
        return ARG
    if not isinstance(context, dict):
        return JSN
    for name, kind in (("countryCode", str), ("currencyCode", str), ("amount", int), ("isRecurring", bool)):
        if context.get(name) is None:
            return ARG
        if not isinstance(context[name], kind) or (kind is int and isinstance(context[name], bool)):
            return JSN
    # The locale (optional) goes into the products' URLs as given, so only characters a query
    # keeps: 2-35 ASCII letters, digits, '-' and '_' (RFC 5646's longest tag to keep is 35).
    locale = context.get("locale")
    if locale is not None and not isinstance(locale, str):
        return JSN
    if locale is not None and not re.fullmatch(r"[A-Za-z0-9_-]{2,35}", locale):
        return ARG
    query = (f"countryCode={encode(context['countryCode'])}&currencyCode={encode(context['currencyCode'])}"
             f"&amount={context['amount']}&isRecurring={'true' if context['isRecurring'] else 'false'}")
    if locale is not None and operation in ("paymentProducts", "paymentProduct"):
        query += "&locale=" + locale
    if operation == "paymentProducts":
        return {"method": "GET", "url": root + "products?" + query + "&hide=fields", "headers": headers, "body": None}
    if operation == "paymentProduct":
        pid = (params or {}).get("paymentProductId")
        if pid is None:
            return ARG
        if isinstance(pid, str):
            if not re.fullmatch(r"0|[1-9][0-9]{0,17}", pid) or int(pid) > 2 ** 53 - 1:
                return ARG
            pid = int(pid)
        elif not isinstance(pid, int) or isinstance(pid, bool):
            return JSN
        if not 0 <= pid <= 2 ** 53 - 1:
            return ARG
        return {"method": "GET", "url": f"{root}products/{pid}?{query}", "headers": headers, "body": None}
    number = (params or {}).get("cardNumber")
    if number is None:
        return ARG
    if not isinstance(number, str):
        return JSN
    # The card number's limit is a payment value's, as for payseal_iin_bin (these cases have no
    # JSON escapes, so its length as written is its UTF-8 length).
    if len(number.encode()) > 4096:
        return LIM
    if any(c not in "0123456789 -" for c in number):
        return ARG
    digits = "".join(c for c in number if c.isdigit())
    if len(digits) < 6:
        return ARG
    body = {"bin": digits[:8] if len(digits) >= 8 else digits[:6],
            "paymentContext": {"countryCode": context["countryCode"], "isRecurring": context["isRecurring"],
                               "amountOfMoney": {"amount": context["amount"], "currencyCode": context["currencyCode"]}}}
    headers = dict(headers, **{"Content-Type": "application/json"})
    return {"method": "POST", "url": root + "services/getIINdetails", "headers": headers,
            "body": json.dumps(body, separators=(",", ":"), ensure_ascii=False)}


def case(cid, comment, url="https://payment.example.com", operation="publicKey", context=None, params=None,
         session_id="f2a1c3e4b5d6478899aabbccddeeff00", customer="1234-abcd", **extra):
    session = {"client_session_id": session_id, "customer_id": customer, "client_api_url": url,
               "asset_url": "https://assets.example.com"}
    want = expected(session, operation, context, params)
    c = {"id": cid, "comment": comment, "result": "invalid" if isinstance(want, str) else "valid"}
    if isinstance(want, str):
        c["status"] = want
    c.update(session=session, operation=operation, context=context, params=params, metadata=METADATA)
    if not isinstance(want, str):
        c["expected"] = want
    c.update(extra)
    return c


def main() -> None:
    cases = []
    for n, url in enumerate(["https://payment.example.com", "https://payment.example.com/", "https://payment.example.com/client",
                             "https://payment.example.com/client/", "https://payment.example.com/client/v1",
                             "https://payment.example.com/client/v1/", "https://example.com/api", "https://example.com:8443/x/client",
                             "HTTPS://Example.COM", "http://localhost:8080", "http://127.0.0.1", "http://[::1]:9000/client",
                             "http://127.1.2.3/client/v1", "http://localhost:1", "https://example.com:65535/x",
                             "https://[2001:db8::1]:443"]):
        cases.append(case(f"url-{n:02d}", f"clientApiUrl {url}", url=url))
    for n, url in enumerate(["http://payment.example.com", "ftp://example.com", "https://user@example.com", "https://example.com/?a=1",
                             "https://example.com/#x", "", "https://", "https://exa mple.com", "http://127.0.0.256",
                             "http://localhost.example.com", "example.com", "http://localhost:abc", "http://localhost:-1",
                             "http://127.0.0.1:99999", "http://[::1]:0", "http://localhost:", "https://example.com:abc",
                             "https://example.com:65536", "https://example.com:+443", "https://b\u00fccher.example",
                             "https://example.com/\u2028", "https://example.com\\.evil.example/", "https://:443"]):
        cases.append(case(f"bad-url-{n:02d}", f"clientApiUrl {url!r}", url=url))
    cases += [
        case("customer-encoded", "customerId percent-encoded as a path segment", customer="cust 1/é?#"),
        case("customer-dot-dot", "customerId .. (a client would go to .../client/crypto/publickey)", customer=".."),
        case("customer-dot", "customerId . (a client would drop the segment)", customer="."),
        case("customer-three-dots", "customerId ... is no dot segment", customer="..."),
        case("customer-encoded-dots", "customerId %2E%2E reaches the URL as %252E%252E, no dot segment", customer="%2E%2E"),
        case("customer-mixed-dots", "customerId .%2e reaches the URL as .%252e, no dot segment", customer=".%2e"),
        case("products", "the products of a context", operation="paymentProducts", context=CONTEXT),
        case("products-recurring", "isRecurring true", operation="paymentProducts", context=dict(CONTEXT, isRecurring=True, amount=0)),
        case("products-encoded-query", "query values percent-encoded", operation="paymentProducts",
             context=dict(CONTEXT, countryCode="N&L", currencyCode="E R")),
        case("products-extra-member", "context members beyond the five are ignored", operation="paymentProducts",
             context=dict(CONTEXT, channel="web")),
        case("products-locale", "a locale, sent right after isRecurring", operation="paymentProducts", context=dict(CONTEXT, locale="nl_NL")),
        case("products-locale-bcp47", "a BCP 47 tag, sent as given", operation="paymentProducts", context=dict(CONTEXT, locale="fr-BE")),
        case("products-locale-null", "locale null: none sent", operation="paymentProducts", context=dict(CONTEXT, locale=None)),
        case("products-locale-2", "the shortest locale", operation="paymentProducts", context=dict(CONTEXT, locale="de")),
        case("products-locale-35", "the longest locale", operation="paymentProducts", context=dict(CONTEXT, locale="x" * 35)),
        case("product-locale", "one product with a locale", operation="paymentProduct", context=dict(CONTEXT, locale="pt_BR"),
             params={"paymentProductId": 1}),
        case("iin-locale", "a locale is not part of the IIN check's body", operation="iinDetails", context=dict(CONTEXT, locale="it"),
             params={"cardNumber": "4242 4242 4242 4242"}),
        case("locale-36", "a locale of 36 characters", operation="paymentProducts", context=dict(CONTEXT, locale="x" * 36)),
        case("locale-1", "a locale of 1 character", operation="paymentProducts", context=dict(CONTEXT, locale="x")),
        case("locale-empty", "an empty locale", operation="paymentProducts", context=dict(CONTEXT, locale="")),
        case("locale-ampersand", "a locale that would add a query parameter", operation="paymentProduct",
             context=dict(CONTEXT, locale="nl&hide=fields"), params={"paymentProductId": 1}),
        case("locale-space", "a space in the locale", operation="paymentProducts", context=dict(CONTEXT, locale="nl NL")),
        case("locale-non-ascii", "a non-ASCII letter in the locale", operation="paymentProducts", context=dict(CONTEXT, locale="n\u00e9")),
        case("locale-dot", "a '.' (POSIX charset suffix) in the locale", operation="paymentProducts",
             context=dict(CONTEXT, locale="nl_NL.UTF-8")),
        case("locale-number", "a locale that is a number", operation="paymentProducts", context=dict(CONTEXT, locale=7)),
        case("product-number", "one product, id as a number", operation="paymentProduct", context=CONTEXT, params={"paymentProductId": 1}),
        case("product-string", "one product, id as a string", operation="paymentProduct", context=CONTEXT,
             params={"paymentProductId": "3012"}),
        case("product-max", "id 2^53 - 1", operation="paymentProduct", context=CONTEXT, params={"paymentProductId": 2 ** 53 - 1}),
        case("product-too-big", "id 2^53", operation="paymentProduct", context=CONTEXT, params={"paymentProductId": 2 ** 53}),
        case("product-negative", "id -1", operation="paymentProduct", context=CONTEXT, params={"paymentProductId": -1}),
        case("product-missing-id", "no paymentProductId", operation="paymentProduct", context=CONTEXT, params={}),
        case("product-id-bool", "paymentProductId true", operation="paymentProduct", context=CONTEXT, params={"paymentProductId": True}),
        case("iin-8", "8 digits of 16", operation="iinDetails", context=CONTEXT, params={"cardNumber": "4242 4242 4242 4242"}),
        case("iin-7", "7 digits: 6 sent", operation="iinDetails", context=CONTEXT, params={"cardNumber": "4242424"}),
        case("iin-5", "5 digits: nothing to ask", operation="iinDetails", context=CONTEXT, params={"cardNumber": "42424"}),
        case("iin-letter", "a letter", operation="iinDetails", context=CONTEXT, params={"cardNumber": "4242x424"}),
        case("no-context", "paymentProducts without a context", operation="paymentProducts"),
        case("context-missing-amount", "no amount", operation="paymentProducts", context={k: v for k, v in CONTEXT.items() if k != "amount"}),
        case("context-amount-string", "amount as a string", operation="paymentProducts", context=dict(CONTEXT, amount="1000")),
        case("context-recurring-string", "isRecurring as a string", operation="paymentProducts", context=dict(CONTEXT, isRecurring="false")),
        case("context-array", "a context that is an array", operation="paymentProducts", context=[1]),
        case("unknown-operation", "an operation PaySeal does not know", operation="productGroups", context=CONTEXT),
        case("session-empty", "an empty session id", session_id=""),
        case("session-newline", "a session id with a line break (header injection)", session_id="a\r\nX-Evil: 1"),
        case("session-latin1-crlf", "U+010D U+010A, sent as CR LF by a stack that truncates to Latin-1",
             session_id="abc\u010d\u010aX-Evil: 1"),
        case("session-line-separator", "U+2028 in the session id", session_id="s\u2028"),
        case("session-bidi-override", "U+202E in the session id", session_id="s\u202e"),
        case("session-zero-width-space", "U+200B in the session id", session_id="s\u200b"),
        case("session-space", "a space in the session id", session_id="s 1"),
        case("session-visible-ascii", "every visible ASCII character", session_id="".join(chr(c) for c in range(0x21, 0x7F))),
        case("iin-limit", "a card number of 4096 bytes", operation="iinDetails", context=CONTEXT, params={"cardNumber": "4" * 4096}),
        case("iin-over-limit", "a card number of 4097 bytes (payseal_iin_bin refuses it too)", operation="iinDetails",
             context=CONTEXT, params={"cardNumber": "4" * 4097}),
    ]
    sdk = [c for c in V.load_upstream("card-input/upstream-cases.json")["cases"] if c["kind"] == "iin_request"][0]
    i = sdk["input"]
    context = {"countryCode": i["paymentContext"]["countryCode"], "currencyCode": i["paymentContext"]["amountOfMoney"]["currencyCode"],
               "amount": i["paymentContext"]["amountOfMoney"]["amount"], "isRecurring": False}
    cases.append(case("sdk-iin-request", "the WL-JS IIN request test", operation="iinDetails", context=context,
                      params={"cardNumber": i["partialCreditCardNumber"]}, source=sdk["source"],
                      note="the SDK's test asserts a paymentContext without isRecurring; PaySeal always sends isRecurring "
                           "(false here), as the Android and Swift SDKs do"))
    V.write_vectors("client-api-request.constructed.json", "client-api-request",
                    "constructed for PaySeal by Vectors/tools/generate_request_vectors.py (Python, never PaySeal), from the rules "
                    "of docs/card-input.md, with the platform SDK's IIN request test", "CC0 (written for PaySeal)",
                    ["Runner: payseal_session_new(session...), a metadata builder with every pair of `metadata` set, then "
                     "payseal_session_request(operation, context as JSON or NULL, params as JSON or NULL) gives `expected` "
                     "(compared as JSON, member order included); invalid cases give `status` from the first failing call."], cases)
    V.update_readme()


if __name__ == "__main__":
    main()
