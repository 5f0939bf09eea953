#!/usr/bin/env python3
"""Serves the demo checkout (built by build.mjs into BUILD/demo) on 127.0.0.1, with the project's
Client API stub (Tests/client-api-stub/client_api_stub.py) on another port as the Client API.

The page is served under a Content-Security-Policy without 'unsafe-eval': scripts and styles from
the page's origin only, WebAssembly compiled from them ('wasm-unsafe-eval'), and connect-src limited
to the wasm file and the Client API URL, so that the page can send no request anywhere else. The
stub answers the browser's CORS preflight for the page's origin and takes any device metadata.
The session (what a merchant's server gets from Create Session) is the stub's, written into the
page's <meta name="payseal-session">.

Usage: serve_demo.py --build .build-web [--port N] [--seconds S]
"""

import argparse
import html
import http.server
import json
import pathlib
import subprocess
import sys
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]
STUB = ROOT / "Tests/client-api-stub/client_api_stub.py"
SESSION_ID = "payseal-demo-session"
CUSTOMER_ID = "demo customer"
TYPES = {".html": "text/html; charset=utf-8", ".mjs": "text/javascript", ".css": "text/css", ".wasm": "application/wasm"}


def csp(page_origin, client_api_url):
    return ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
            f"connect-src {page_origin}/payseal.wasm {client_api_url}/client/v1/; "
            "img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


class Demo:
    """The page's server and the Client API stub, both on 127.0.0.1; stop() ends both."""

    def __init__(self, build, port=0, seconds=3600):
        self.directory = pathlib.Path(build).resolve() / "demo"
        if not (self.directory / "index.html").is_file():
            raise SystemExit(f"{self.directory}/index.html is missing: node bindings/web/demo/build.mjs builds it")
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", port), self.handler())
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.stub = subprocess.Popen(
            [sys.executable, str(STUB), "--any-meta-info", "--allow-origin", self.url, "--session-id", SESSION_ID,
             "--customer-id", CUSTOMER_ID, "--max-requests", "100000", "--seconds", str(seconds), "--until-stdin-closes"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.client_api_url = f"http://127.0.0.1:{self.stub.stdout.readline().strip()}"
        self.policy = csp(self.url, self.client_api_url)
        session = json.dumps({"clientSessionId": SESSION_ID, "customerId": CUSTOMER_ID,
                              "clientApiUrl": self.client_api_url, "assetUrl": self.client_api_url})
        self.page = (self.directory / "index.html").read_text(encoding="utf-8").replace(
            "{{session}}", html.escape(session, quote=True)).encode("utf-8")
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def handler(self):
        demo = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's name)
                name = self.path.split("?")[0].lstrip("/") or "index.html"
                path = demo.directory / name
                if name == "index.html":
                    body = demo.page
                elif (name.count("/") == 0 or (name.startswith("src/") and name.count("/") == 1)) and path.suffix in TYPES and path.is_file():
                    body = path.read_bytes()
                else:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", TYPES[path.suffix])
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Content-Security-Policy", demo.policy)
                self.send_header("X-Content-Type-Options", "nosniff")
                self.send_header("Referrer-Policy", "no-referrer")
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        return Handler

    def stop(self):
        self.server.shutdown()
        if self.stub.stdin:
            self.stub.stdin.close()
        try:
            self.stub.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.stub.kill()
            self.stub.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=".build-web", help="the web build directory")
    parser.add_argument("--port", type=int, default=8064, help="the page's port (0: any free one)")
    parser.add_argument("--seconds", type=float, default=3600, help="stop after this long")
    args = parser.parse_args()
    demo = Demo(args.build, args.port, args.seconds)
    print(f"demo-web: the checkout on {demo.url}/ (Client API stub on {demo.client_api_url}); Ctrl-C stops it")
    print(f"demo-web: Content-Security-Policy: {demo.policy}", flush=True)
    try:
        time.sleep(args.seconds)
    except KeyboardInterrupt:
        pass
    finally:
        demo.stop()


if __name__ == "__main__":
    main()
