#!/usr/bin/env python3
"""Known answers for the Client API's error answers (docs/card-input.md, "Client API errors"): the
platform's error body (ErrorResponse: errorId, errors[] with code, id, category, message,
propertyName, httpStatusCode) as payseal_client_api_error and the Swift API's ClientAPIFailure read
it. The expected values are computed here in Python from that rule, never by PaySeal. Writes:

- Vectors/client-api-error.platform-sdks.json: the error bodies the platform SDKs' tests record
  (Worldline Direct Android: iinDetailsNotFound.json, vendored in Vectors/upstream/card-input/fixtures/,
  and currencyConversionNotFound.json, as generate_service_vectors.py quotes it), each with its source;
- Vectors/client-api-error.constructed.json: the shape the Client API documentation gives an error
  response (ErrorResponse, APIError) with its members absent, null and of other types, bodies that
  are no error body, other statuses, and the bounds.

    python3 Vectors/tools/generate_client_api_error_vectors.py
"""

from __future__ import annotations

import json

import generate_service_vectors as S
import vectorlib as V

LICENSE_SDK = "MIT (Worldline platform SDKs); data only, expected values PaySeal's"
LICENSE_OURS = "CC0 (written for PaySeal)"
MAX_BODY = 65536  # PAYSEAL_MAX_KEY_INPUT
MAX_ENTRIES = 1024  # the array bound of payseal_service_response
MEMBERS = ("code", "id", "category", "message", "propertyName")


def expected(status: int, body: bytes):
    """The normalized failure, or the status of a refused call."""
    if not 100 <= status <= 599 or 200 <= status <= 299:
        return "PAYSEAL_E_ARGUMENT"
    if len(body) > MAX_BODY:
        return "PAYSEAL_E_LIMIT"
    try:
        doc = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        doc = None  # not an error body: no reason for a second error
    if not isinstance(doc, dict):
        return {"httpStatus": status, "errorId": None, "errors": []}
    items = doc.get("errors") if isinstance(doc.get("errors"), list) else []
    if len(items) > MAX_ENTRIES:
        return "PAYSEAL_E_LIMIT"

    def text(obj, name):
        value = obj.get(name)
        return value if isinstance(value, str) else None

    def integer(value):
        ok = isinstance(value, int) and not isinstance(value, bool) and -2 ** 63 <= value < 2 ** 63
        return value if ok else None

    errors = [{**{m: text(e, m) for m in MEMBERS}, "httpStatusCode": integer(e.get("httpStatusCode"))}
              for e in items if isinstance(e, dict)]
    return {"httpStatus": status, "errorId": text(doc, "errorId"), "errors": errors}


def case(cid, comment, status, body, **extra):
    raw = body if isinstance(body, bytes) else body.encode("utf-8")
    want = expected(status, raw)
    shown = {"body": raw.hex(), "body_is_hex": True} if isinstance(body, bytes) else {"body": body}
    out = {"id": cid, "comment": comment, "result": "invalid" if isinstance(want, str) else "valid",
           "http_status": status, **shown}
    if isinstance(want, str):
        out["status"] = want
    else:
        out["expected"] = want
    return {**out, **extra}


def sdk_cases() -> list:
    iin = (V.UPSTREAM / "card-input" / "fixtures" / "wl-android.iinDetailsNotFound.json").read_text("utf-8")
    return [
        case("iin-not-found-android", "the Android fixture IIN_NOT_FOUND (errorCode and retriable are not read)", 404, iin,
             source="wl-online-payments-direct/sdk-client-android: onlinepayments-sdk/src/test/resources/iinDetailsNotFound.json"),
        case("dcc-not-found-android", "the Android fixture CURRENCY_CONVERSION_NOT_FOUND_REQUEST, without propertyName", 404,
             S.NOT_FOUND, source=S.RESOURCES + "currencyConversionNotFound.json"),
    ]


def compact(obj) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def constructed_cases() -> list:
    full = {"errorId": "657b10da-d2f9-4088-a948-bf190ef516b1-000001c7", "errors": [
        {"code": "1002", "id": "UNKNOWN_PRODUCT_ID", "category": "CONNECT_PLATFORM_ERROR",
         "message": "UNKNOWN_PRODUCT_ID", "propertyName": "paymentProductId", "httpStatusCode": 404},
        {"code": "21000120", "id": "REQUEST_PARAMETER_INVALID", "category": "PAYMENT_PLATFORM_ERROR",
         "message": "cardNumber is not valid \u00e9", "propertyName": "cardPaymentMethodSpecificInput.card.cardNumber",
         "httpStatusCode": 400}]}
    bodies = [
        ("documented-shape", "every documented member, two errors", 400, compact(full)),
        ("no-errors", "errorId only: errors []", 403, '{"errorId":"x"}'),
        ("errors-null", "errors null: []", 500, '{"errorId":"x","errors":null}'),
        ("errors-object", "errors an object: []", 500, '{"errors":{"code":"1"}}'),
        ("members-null", "null members are null", 404, '{"errorId":null,"errors":[{"code":null,"id":null,"httpStatusCode":null}]}'),
        ("members-other-types", "members of another type read as absent", 400,
         '{"errorId":7,"errors":[{"code":1002,"id":["X"],"category":{},"message":true,"propertyName":1,"httpStatusCode":"404"}]}'),
        ("status-fraction", "an httpStatusCode with a fraction is no integer", 400, '{"errors":[{"httpStatusCode":404.5}]}'),
        ("entries-not-objects", "entries that are not objects are skipped", 400, '{"errors":[7,"x",null,{"id":"A"},[]]}'),
        ("extra-members", "other members are dropped", 409, '{"errorId":"e","requestId":"r","errors":[{"id":"A","retriable":true,"errorCode":"5"}]}'),
        ("empty-object", "an empty object", 502, "{}"),
        ("array", "a JSON array is no error body", 400, '[{"id":"A"}]'),
        ("html", "a proxy's HTML page", 502, "<html><body>Bad Gateway</body></html>"),
        ("empty", "no body", 503, ""),
        ("string", "a JSON string", 400, '"error"'),
        ("status-301", "a redirect is not a success either", 301, '{"errorId":"r"}'),
        ("status-100", "the lowest status", 100, "{}"),
        ("status-599", "the highest status", 599, "{}"),
        ("status-200", "200 is a success: read it with its operation's reader", 200, "{}"),
        ("status-299", "299 is a success", 299, "{}"),
        ("status-99", "99 is no HTTP status", 99, "{}"),
        ("status-600", "600 is no HTTP status", 600, "{}"),
        ("status-negative", "a negative status", -1, "{}"),
        ("entries-1024", "1024 errors: the most", 400, compact({"errors": [{"id": "A"}] * MAX_ENTRIES})),
        ("entries-1025", "1025 errors: past the bound", 400, compact({"errors": [7] * (MAX_ENTRIES + 1)})),
        ("body-65536", "a body of 65536 bytes: the most", 400, '{"errorId":"' + "a" * (MAX_BODY - 14) + '"}'),
        ("body-65537", "a body of 65537 bytes", 400, '{"errorId":"' + "a" * (MAX_BODY - 13) + '"}'),
    ]
    cases = [case(cid, comment, status, body) for cid, comment, status, body in bodies]
    cases.append(case("not-utf8", "invalid UTF-8 is no error body", 400, b'{"errorId":"\xc3("}'))
    return cases


def main() -> None:
    notes = ["Runner: payseal_client_api_error(http_status, body) (Swift: ClientAPIFailure(httpStatus:body:).json) gives "
             "`expected` (compared as JSON, member order included); `body` is text, or hex bytes when `body_is_hex`. "
             "Invalid cases fail with `status`."]
    V.write_vectors("client-api-error.platform-sdks.json", "client-api-error",
                    "The platform SDKs' recorded error answers (Worldline Direct Android test resources), via "
                    "Vectors/upstream/card-input/fixtures/ and generate_service_vectors.py; each case names its source.",
                    LICENSE_SDK, notes, sdk_cases())
    V.write_vectors("client-api-error.constructed.json", "client-api-error",
                    "constructed for PaySeal by Vectors/tools/generate_client_api_error_vectors.py (Python, never PaySeal), "
                    "from the Client API documentation's error response (ErrorResponse: errorId, errors[] of APIError: code, "
                    "id, category, message, propertyName, httpStatusCode) and the rules of Include/payseal.h",
                    LICENSE_OURS, notes, constructed_cases())
    V.update_readme()


if __name__ == "__main__":
    main()
