#!/usr/bin/env python3
"""A local stand-in for the platform's Client API, for the transport tests.

It serves the recorded responses of Vectors/ (the TEST public key, the Visa and AmEx products,
the IIN details of a Visa card and the platform's 404 for an unknown bin; the networks of
products 302 and 320, the surcharge and the currency conversion quote of a card or token, and the
platform's 404 for a card without a quote) to exactly the requests
PaySeal should send for one session, and answers 400 with a one-line reason to anything else:
another method, path, query (in PaySeal's order), Authorization or X-GCS-ClientMetaInfo value, a
header sent twice, a body on a GET, or a POST whose Content-Type or JSON body is not PaySeal's.
Headers the HTTP stack adds itself (Accept, User-Agent, ...) are not PaySeal's and are not checked.

It listens on 127.0.0.1 only, on a port the OS picks, and prints that port as the first line of
standard output. It stops by itself after --max-requests requests or --seconds seconds, and,
with --until-stdin-closes, as soon as its standard input closes (its parent exited or is done).

A page in a browser calls it from another origin: --allow-origin ORIGIN answers the browser's
CORS preflight (OPTIONS) for that origin and PaySeal's headers, and marks every answer readable by
it; --any-meta-info takes any X-GCS-ClientMetaInfo that is base64 of a JSON object (a browser's
device metadata is not known in advance).

Usage: client_api_stub.py (--meta-info BASE64 | --any-meta-info) [--allow-origin ORIGIN]
           [--session-id ID] [--customer-id ID]
           [--country NL --currency EUR --amount 1000 [--recurring]] [--locale TAG]
           [--max-requests N] [--seconds S] [--until-stdin-closes]
           [--redirect-public-key-to URL]   (answers the public key request with 302 to URL)
           [--delay-public-key SECONDS]     (answers the public key request that much later)
"""
import argparse
import base64
import binascii
import json
import pathlib
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

VECTORS = pathlib.Path(__file__).resolve().parents[2] / "Vectors"
MAX_BODY = 4096


def recorded(file, case_id, member):
    """The text of one member of one case of a vector file."""
    cases = json.loads((VECTORS / file).read_text(encoding="utf-8"))["cases"]
    return next(case[member] for case in cases if case["id"] == case_id)


def responses():
    visa = recorded("products.platform-sdks.json", "fixture-wl-android.paymentProductVisa", "json_text")
    amex = recorded("products.platform-sdks.json", "fixture-wl-android.paymentProductAmEx", "json_text")
    return {
        "publicKey": (VECTORS / "keys" / "test-rsa-2048.client-api.json").read_text(encoding="utf-8"),
        "products": '{"paymentProducts":[' + visa + "," + amex + "]}",
        "1": visa,
        "2": amex,
        "iin": recorded("iin.platform-sdks.json", "fixture-iinDetailsResponse", "body"),
        "iinNotFound": recorded("iin.platform-sdks.json", "fixture-iinDetailsNotFound", "body"),
        "networks": recorded("service-response.platform-sdks.json", "networks-android", "body"),
        "surcharge": recorded("service-response.platform-sdks.json", "surcharge-android", "body"),
        "dcc": recorded("service-response.platform-sdks.json", "dcc-android", "body"),
        "dccNotFound": recorded("service-response.platform-sdks.json", "dcc-not-found-android", "body"),
    }


class Refused(Exception):
    pass


class Stub:
    def __init__(self, args):
        def encode(text):
            return urllib.parse.quote(text, safe="-._~")

        self.args = args
        self.prefix = "/client/v1/" + encode(args.customer_id) + "/"
        self.query = (f"countryCode={encode(args.country)}&currencyCode={encode(args.currency)}"
                      f"&amount={args.amount}&isRecurring={'true' if args.recurring else 'false'}")
        # The products and product requests carry the context's locale right after isRecurring;
        # the networks request does not.
        self.products_query = self.query + (f"&locale={args.locale}" if args.locale else "")
        self.responses = responses()
        self.count = 0
        self.lock = threading.Lock()

    def iin_body(self, bin_digits):
        """The body PaySeal sends for a bin, member for member in its order."""
        a = self.args
        return ('{"bin":' + json.dumps(bin_digits) + ',"paymentContext":{"countryCode":' + json.dumps(a.country)
                + ',"isRecurring":' + ("true" if a.recurring else "false") + ',"amountOfMoney":{"amount":'
                + str(a.amount) + ',"currencyCode":' + json.dumps(a.currency) + "}}}")

    def service_body(self, operation, body):
        """The card source of a surcharge or quote body PaySeal sends, member for member in its
        order ({"card": {"cardNumber"[, "paymentProductId"]}} or {"token"}, and a quote's optional
        "targetCurrency" last); Refused otherwise."""
        a = self.args
        try:
            document = json.loads(body)
            source = document["cardSource"]
        except (ValueError, KeyError, TypeError):
            raise Refused(f"a {operation} body that is not PaySeal's: {body[:200]!r}")
        amount = '{"amount":' + str(a.amount) + ',"currencyCode":' + json.dumps(a.currency) + "}"
        expected = '{"cardSource":' + json.dumps(source, separators=(",", ":"))
        if operation == "surchargecalculation":
            expected += ',"amountOfMoney":' + amount + "}"
        else:
            target = document.get("targetCurrency")
            expected += ',"transaction":{"amount":' + amount + "}"
            expected += (',"targetCurrency":' + json.dumps(target) + "}") if isinstance(target, str) else "}"
        shape_ok = isinstance(source, dict) and (list(source) == ["token"] or (list(source) == ["card"] and isinstance(source["card"], dict)
                                                 and list(source["card"]) in (["cardNumber"], ["cardNumber", "paymentProductId"])))
        if not shape_ok or body != expected:
            raise Refused(f"the {operation} body {body[:200]!r}; expected {expected[:200]!r}")
        return source

    def preflight(self, handler):
        """A browser's CORS preflight from --allow-origin for PaySeal's methods and headers."""
        origin = handler.headers.get("Origin")
        method = handler.headers.get("Access-Control-Request-Method")
        headers = {h.strip().lower() for h in (handler.headers.get("Access-Control-Request-Headers") or "").split(",") if h.strip()}
        if not self.args.allow_origin or origin != self.args.allow_origin:
            raise Refused(f"a preflight from {origin!r}; allowed: {self.args.allow_origin!r}")
        if method not in ("GET", "POST") or not headers <= {"authorization", "x-gcs-clientmetainfo", "content-type"}:
            raise Refused(f"a preflight for {method!r} with {sorted(headers)}")
        return 204, ""

    def check_headers(self, handler, method):
        expected = [("Authorization", "GCS v1Client:" + self.args.session_id),
                    ("X-GCS-ClientMetaInfo", self.args.meta_info or self.any_meta_info(handler))]
        expected.append(("Content-Type", "application/json") if method == "POST" else ("Content-Type", None))
        for name, value in expected:
            sent = handler.headers.get_all(name) or []
            if value is None and sent:
                raise Refused(f"{name} on a {method}")
            if value is not None and sent != [value]:
                shown = ", ".join(repr(v[:120]) for v in sent) or "absent"
                raise Refused(f"{name} is {shown}; expected {value[:120]!r}")
        host = f"127.0.0.1:{handler.server.server_address[1]}"
        if handler.headers.get_all("Host") != [host]:
            raise Refused(f"Host is {handler.headers.get_all('Host')}; expected {host!r}")

    @staticmethod
    def any_meta_info(handler):
        """The X-GCS-ClientMetaInfo sent, when it is base64 of a JSON object; Refused otherwise."""
        sent = handler.headers.get_all("X-GCS-ClientMetaInfo") or []
        try:
            if len(sent) == 1 and isinstance(json.loads(base64.b64decode(sent[0], validate=True)), dict):
                return sent[0]
        except (binascii.Error, ValueError):
            pass
        raise Refused(f"X-GCS-ClientMetaInfo is {[v[:120] for v in sent]}; expected base64 of a JSON object")

    def read_body(self, handler, method):
        if handler.headers.get("Transfer-Encoding"):
            raise Refused("a chunked body; PaySeal's bodies have a length")
        length = handler.headers.get("Content-Length")
        if method == "GET":
            if length not in (None, "0"):
                raise Refused("a body on a GET")
            return ""
        if length is None or not length.isdigit() or int(length) > MAX_BODY:
            raise Refused(f"Content-Length {length!r}; expected a length up to {MAX_BODY}")
        return handler.rfile.read(int(length)).decode("utf-8", "replace")

    def answer(self, handler, method):
        """(status, body) for a request PaySeal should send; Refused for any other."""
        path = handler.path
        if method == "OPTIONS":
            return self.preflight(handler)
        if not path.startswith(self.prefix):
            raise Refused(f"{method} {path[:200]}: the path does not start with {self.prefix}")
        operation = path[len(self.prefix):]
        self.check_headers(handler, method)
        body = self.read_body(handler, method)
        if method == "GET" and operation == "crypto/publickey":
            if self.args.delay_public_key:
                time.sleep(self.args.delay_public_key)
            if self.args.redirect_public_key_to:
                return 302, self.args.redirect_public_key_to
            return 200, self.responses["publicKey"]
        if method == "GET" and operation == "products?" + self.products_query + "&hide=fields":
            return 200, self.responses["products"]
        if method == "GET" and operation.startswith("products/") and operation.endswith("?" + self.products_query):
            product = operation[len("products/"):-len("?" + self.products_query)]
            if product.isdigit() and str(int(product)) == product:
                if product in self.responses:
                    return 200, self.responses[product]
                return 404, '{"errorId":"payseal-stub","errors":[{"code":"1007","id":"UNKNOWN_PRODUCT_ID","httpStatusCode":404}]}'
        if method == "GET" and operation in ("products/302/networks?" + self.query, "products/320/networks?" + self.query):
            return 200, self.responses["networks"]
        if method == "POST" and operation in ("services/surchargecalculation", "services/dccrate"):
            source = self.service_body(operation[len("services/"):], body)
            if operation == "services/surchargecalculation":
                return 200, self.responses["surcharge"]
            if "token" in source or source["card"]["cardNumber"].startswith("4567"):
                return 200, self.responses["dcc"]
            return 404, self.responses["dccNotFound"]
        if method == "POST" and operation == "services/getIINdetails":
            try:
                bin_digits = json.loads(body)["bin"]
            except (ValueError, KeyError, TypeError):
                raise Refused(f"a getIINdetails body that is not PaySeal's: {body[:200]!r}")
            if not isinstance(bin_digits, str) or body != self.iin_body(bin_digits):
                raise Refused(f"the getIINdetails body {body[:200]!r}; expected {self.iin_body(str(bin_digits))[:200]!r}")
            if bin_digits.startswith("411111"):
                return 200, self.responses["iin"]
            return 404, self.responses["iinNotFound"]
        raise Refused(f"{method} {path[:200]}: not a request PaySeal sends (or not with this session's query)")


def make_handler(stub, server_stop):
    class Handler(BaseHTTPRequestHandler):
        def handle_one(self, method):
            with stub.lock:
                stub.count += 1
                last = stub.count >= stub.args.max_requests
            try:
                status, body, kind = *stub.answer(self, method), "application/json"
            except Refused as refused:
                status, body, kind = 400, f"payseal stub refused the request: {refused}\n", "text/plain; charset=utf-8"
                print(f"client_api_stub: {body.strip()}", file=sys.stderr, flush=True)
            location = None
            if method == "OPTIONS" and status == 204:
                body = ""
            if status == 302:
                location, body, kind = body, "redirected\n", "text/plain; charset=utf-8"
            data = body.encode("utf-8")
            self.send_response(status)
            if location:
                self.send_header("Location", location)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            if stub.args.allow_origin:
                self.send_header("Access-Control-Allow-Origin", stub.args.allow_origin)
                self.send_header("Vary", "Origin")
            if method == "OPTIONS" and status == 204:
                self.send_header("Access-Control-Allow-Methods", "GET, POST")
                self.send_header("Access-Control-Allow-Headers", "Authorization, X-GCS-ClientMetaInfo, Content-Type")
                self.send_header("Access-Control-Max-Age", "600")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
            if last:
                server_stop()

        def do_GET(self):
            self.handle_one("GET")

        def do_POST(self):
            self.handle_one("POST")

        def do_OPTIONS(self):
            self.handle_one("OPTIONS")

        def do_PUT(self):
            self.handle_one("PUT")

        def do_DELETE(self):
            self.handle_one("DELETE")

        def log_message(self, *args):
            pass

    return Handler


def main():
    parser = argparse.ArgumentParser(description="A local Client API stub for PaySeal's transport tests.")
    meta_info = parser.add_mutually_exclusive_group(required=True)
    meta_info.add_argument("--meta-info", help="the exact X-GCS-ClientMetaInfo value expected")
    meta_info.add_argument("--any-meta-info", action="store_true",
                           help="any X-GCS-ClientMetaInfo that is base64 of a JSON object (a browser's)")
    parser.add_argument("--allow-origin", metavar="ORIGIN",
                        help="answer CORS preflights from ORIGIN and let it read every answer (a page in a browser)")
    parser.add_argument("--session-id", default="payseal-stub-session")
    parser.add_argument("--customer-id", default="customer 1")
    parser.add_argument("--country", default="NL")
    parser.add_argument("--currency", default="EUR")
    parser.add_argument("--amount", type=int, default=1000)
    parser.add_argument("--recurring", action="store_true")
    parser.add_argument("--locale", help="the locale the products and product requests must carry (none without it)")
    parser.add_argument("--max-requests", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--until-stdin-closes", action="store_true")
    parser.add_argument("--delay-public-key", type=float, default=0, metavar="SECONDS",
                        help="wait before answering the public key request (a test of cancellation)")
    parser.add_argument("--redirect-public-key-to", metavar="URL",
                        help="answer the public key request with 302 to URL (a test that redirects are not followed)")
    args = parser.parse_args()

    stub = Stub(args)
    server = None
    stopping = threading.Event()

    def stop():
        # shutdown() waits for serve_forever to return: never call it on the serving thread.
        if not stopping.is_set():
            stopping.set()
            threading.Thread(target=server.shutdown, daemon=True).start()

    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(stub, stop))
    server.daemon_threads = True
    timer = threading.Timer(args.seconds, stop)
    timer.daemon = True
    timer.start()
    if args.until_stdin_closes:
        threading.Thread(target=lambda: (sys.stdin.buffer.read(), stop()), daemon=True).start()
    print(server.server_address[1], flush=True)
    server.serve_forever(poll_interval=0.05)
    server.server_close()


if __name__ == "__main__":
    main()
