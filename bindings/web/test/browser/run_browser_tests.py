#!/usr/bin/env python3
"""The web tests in headless Chromium and Firefox ESR.

Chromium is driven by Selenium through Debian's chromedriver. Debian packages no geckodriver, so
Firefox ESR is driven without one: Firefox itself speaks WebDriver BiDi (--remote-debugging-port),
and this script sends the few BiDi commands it needs over a WebSocket (websocket-client, which
Selenium depends on).

Serves the test page (index.html, run.mjs), the shared cases (../pcre2-smoke.mjs,
../payseal-mask.mjs, ../jwe-kat.mjs, vector-smoke.mjs over ../vectors/), the ES module, the vector
files, Include/payseal.h and the wasm built in --build on 127.0.0.1 (an ephemeral port, under a
Content-Security-Policy that allows WebAssembly compilation but not eval), loads it in each browser, waits for the page's outcome,
prints one line per case and `browser: N passed, M failed`, and saves a screenshot per browser in
<build>/artifacts/. Exits 1 on any failure, or when no case ran.

With --demo, each browser then opens the demo checkout (bindings/web/demo/, built into <build>/demo
and served by serve_demo.py with the Client API stub) and runs demo_tests.py on it: the public test
cards typed key by key into its card field, a checkout, and the bounds in the page; a screenshot of
the checkout per browser (<browser>-demo.png).
"""

import argparse
import base64
import hashlib
import http.server
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import threading
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "demo"))
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FIREFOX = "/usr/bin/firefox-esr"
# What a checkout page would declare: scripts and fetches from the page's origin only, and
# WebAssembly compiled from them ('wasm-unsafe-eval'), never JavaScript's eval ('unsafe-eval').
# The page's import map (index.html) is an inline script: allowed by its hash, as a page would.
IMPORT_MAP = '{"imports":{"node:assert/strict":"./assert-shim.mjs"}}'
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval' "
       f"'sha256-{base64.b64encode(hashlib.sha256(IMPORT_MAP.encode()).digest()).decode()}'; "
       "connect-src 'self'; style-src 'unsafe-inline'")
TIMEOUT_SECONDS = 60
# Each browser in another language: the demo's messages follow navigator.language
CHROMIUM_LANGUAGE = "de-DE"
FIREFOX_LANGUAGE = "fr-FR"


ROOT = HERE.parents[3]


def serve(build):
    files = {
        "/": (HERE / "index.html", "text/html; charset=utf-8"),
        "/run.mjs": (HERE / "run.mjs", "text/javascript"),
        "/pcre2-smoke.mjs": (HERE.parent / "pcre2-smoke.mjs", "text/javascript"),
        "/payseal-mask.mjs": (HERE.parent / "payseal-mask.mjs", "text/javascript"),
        "/pcre2_smoke.wasm": (build / "pcre2_smoke.wasm", "application/wasm"),
        "/payseal.wasm": (build / "payseal.wasm", "application/wasm"),
        "/Include/payseal.h": (ROOT / "Include/payseal.h", "text/plain; charset=utf-8"),
    }
    # The ES module, the shared JWE and vector runners (the page's paths mirror bindings/web's, so
    # their relative imports resolve: /src/, /vectors/), every vector file and their list
    web = HERE.parents[1]
    files["/payseal.mjs"] = (web / "payseal.mjs", "text/javascript")
    for module in sorted((web / "src").glob("*.mjs")):
        files[f"/src/{module.name}"] = (module, "text/javascript")
    for module in sorted((HERE.parent / "vectors").glob("*.mjs")):
        files[f"/vectors/{module.name}"] = (module, "text/javascript")
    for name in ("jwe-kat.mjs", "webcrypto-jwe.mjs"):
        files[f"/{name}"] = (HERE.parent / name, "text/javascript")
    for name in ("assert-shim.mjs", "vector-smoke.mjs"):
        files[f"/{name}"] = (HERE / name, "text/javascript")
    vector_files = sorted(p.name for p in (ROOT / "Vectors").glob("*.json"))
    for name in vector_files:
        files[f"/Vectors/{name}"] = (ROOT / "Vectors" / name, "application/json")
    listing = json.dumps(vector_files).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_HEAD(self):  # noqa: N802 (http.server's name)
            self.do_GET(head=True)

        def do_GET(self, head=False):  # noqa: N802 (http.server's name)
            if self.path.split("?")[0] == "/Vectors/index.json":
                path, content_type, body = None, "application/json", listing
            else:
                path, content_type = files.get(self.path.split("?")[0], (None, None))
                if path is None or not path.is_file():
                    self.send_error(404)
                    return
                body = path.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Content-Security-Policy", CSP)
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def chromium_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1000,700", "--no-first-run", "--disable-background-networking", f"--lang={CHROMIUM_LANGUAGE}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": CHROMIUM_LANGUAGE})
    # Both paths given: Selenium Manager has nothing to look up or download.
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


# An async function's body run in the page; its value (JSON-able) or the error it threw, as JSON
def page_function(body):
    return (f"(async () => {{ {body} }})().then((v) => JSON.stringify({{ value: v === undefined ? null : v }}), "
            "(e) => JSON.stringify({ error: String((e && e.stack) || e) }))")


def unwrap(text):
    answer = json.loads(text)
    if "error" in answer:
        raise RuntimeError(f"in the page: {answer['error']}")
    return answer["value"]


class SeleniumPage:
    """demo_tests' page driver over Selenium (WebDriver classic)."""

    def __init__(self, driver):
        self.driver = driver

    def get(self, url):
        self.driver.get(url)

    def evaluate(self, body):
        return unwrap(self.driver.execute_async_script(
            f"const done = arguments[arguments.length - 1]; {page_function(body)}.then(done);"))

    def key(self, ch):
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(self.driver).send_keys(ch).perform()

    def screenshot(self, path):
        self.driver.save_screenshot(str(path))


def run_chromium(url, screenshot, demo=None):
    """The page's results in Chromium (then the demo's, given its URL), and its browser version."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver = chromium_driver()
    try:
        driver.set_script_timeout(TIMEOUT_SECONDS)
        driver.get(url)
        WebDriverWait(driver, TIMEOUT_SECONDS).until(
            lambda d: d.execute_script("return document.documentElement.dataset.done") == "1")
        results = json.loads(driver.execute_script("return document.documentElement.dataset.results"))
        driver.save_screenshot(str(screenshot))
        if demo:
            results += demo_results(SeleniumPage(driver), demo, screenshot.with_name("chromium-demo.png"))
        return results, driver.capabilities.get("browserVersion", "?")
    finally:
        driver.quit()


def demo_results(page, url, screenshot):
    """demo_tests on one browser, as the runner's results; its time as the last line's name."""
    import demo_tests

    began = time.monotonic()
    try:
        results = [{"name": f"demo: {name}", "ok": ok, "detail": detail} for name, ok, detail in demo_tests.run_demo(page, url, screenshot)]
    except Exception as error:  # the demo's failure to run is a failure, reported as one
        results = [{"name": "demo: running the demo page", "ok": False, "detail": str(error)}]
    results.append({"name": f"demo: took {time.monotonic() - began:.1f} s", "ok": True, "detail": ""})
    return results


class BiDi:
    """A WebDriver BiDi session over Firefox's own endpoint: commands and their answers."""

    def __init__(self, endpoint):
        import websocket

        # Firefox refuses a handshake that carries an Origin header (websocket-client sends one).
        self.socket = websocket.create_connection(endpoint + "/session", timeout=TIMEOUT_SECONDS, suppress_origin=True)
        self.last_id = 0

    def command(self, method, params):
        self.last_id += 1
        self.socket.send(json.dumps({"id": self.last_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.last_id:
                if message.get("type") != "success":
                    raise RuntimeError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def key(self, context, ch):
        self.command("input.performActions", {"context": context, "actions": [
            {"type": "key", "id": "keyboard", "actions": [{"type": "keyDown", "value": ch}, {"type": "keyUp", "value": ch}]}]})

    def evaluate(self, context, expression):
        result = self.command("script.evaluate", {
            "expression": expression, "target": {"context": context}, "awaitPromise": True})
        if result.get("type") != "success":
            raise RuntimeError(f"script.evaluate: {result.get('exceptionDetails')}")
        return result["result"].get("value")


class BiDiPage:
    """demo_tests' page driver over a WebDriver BiDi session."""

    def __init__(self, bidi, context):
        self.bidi, self.context = bidi, context

    def get(self, url):
        self.bidi.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def evaluate(self, body):
        return unwrap(self.bidi.evaluate(self.context, page_function(body)))

    def key(self, ch):
        self.bidi.key(self.context, ch)

    def screenshot(self, path):
        png = self.bidi.command("browsingContext.captureScreenshot", {"context": self.context})["data"]
        pathlib.Path(path).write_bytes(base64.b64decode(png))


def run_firefox(url, screenshot, demo=None):
    """The page's results in headless Firefox ESR (then the demo's, given its URL), and its browser version."""
    with tempfile.TemporaryDirectory(prefix="payseal-firefox-") as profile:
        pathlib.Path(profile, "user.js").write_text(f'user_pref("intl.accept_languages", "{FIREFOX_LANGUAGE}");\n')
        process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--profile", profile, "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        try:
            endpoint = None
            deadline = time.monotonic() + TIMEOUT_SECONDS
            while endpoint is None and time.monotonic() < deadline:
                line = process.stderr.readline()
                if not line and process.poll() is not None:
                    raise RuntimeError(f"firefox-esr exited ({process.returncode}) before its WebDriver BiDi endpoint")
                found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
                endpoint = found and found.group(1)
            if endpoint is None:
                raise RuntimeError("firefox-esr printed no WebDriver BiDi endpoint")
            threading.Thread(target=process.stderr.read, daemon=True).start()  # drained, not shown
            bidi = BiDi(endpoint)
            version = bidi.command("session.new", {"capabilities": {}})["capabilities"].get("browserVersion", "?")
            context = bidi.command("browsingContext.getTree", {})["contexts"][0]["context"]
            bidi.command("browsingContext.navigate", {"context": context, "url": url, "wait": "complete"})
            while bidi.evaluate(context, "document.documentElement.dataset.done") != "1":
                if time.monotonic() > deadline:
                    raise RuntimeError("the page did not finish in time")
                time.sleep(0.1)
            results = json.loads(bidi.evaluate(context, "document.documentElement.dataset.results"))
            png = bidi.command("browsingContext.captureScreenshot", {"context": context})["data"]
            screenshot.write_bytes(base64.b64decode(png))
            if demo:
                results += demo_results(BiDiPage(bidi, context), demo, screenshot.with_name("firefox-demo.png"))
            bidi.command("session.end", {})
            return results, version
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


BROWSERS = {"chromium": run_chromium, "firefox": run_firefox}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", type=pathlib.Path, required=True, help="the web build directory (.build-web)")
    parser.add_argument("--browsers", default="chromium,firefox", help="comma-separated: chromium, firefox")
    parser.add_argument("--demo", action="store_true", help="then the demo checkout's tests (demo_tests.py) in each browser")
    args = parser.parse_args()
    build = args.build.resolve()
    artifacts = build / "artifacts"
    artifacts.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SE_OFFLINE", "true")

    server = serve(build)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    demo = None
    if args.demo:
        import serve_demo

        demo = serve_demo.Demo(build, port=0, seconds=600)
    passed = failed = 0
    try:
        for browser in args.browsers.split(","):
            screenshot = artifacts / f"{browser}-web-tests.png"
            began = time.monotonic()
            try:
                results, version = BROWSERS[browser](url, screenshot, demo and demo.url + "/")
            except Exception as error:  # a browser that cannot run is a failure, reported as one
                results, version = [{"name": "running the page", "ok": False, "detail": str(error)}], "?"
            for result in results:
                line = f"{'ok' if result['ok'] else 'not ok'} - {browser} {version}: {result['name']}"
                print(line + (f": {result['detail']}" if result["detail"] else ""))
            passed += sum(result["ok"] for result in results)
            failed += sum(not result["ok"] for result in results)
            for shot in (screenshot, screenshot.with_name(f"{browser}-demo.png")):
                if shot.exists() and shot.stat().st_mtime >= time.time() - (time.monotonic() - began) - 1:
                    print(f"screenshot: {shot}")
            print(f"{browser}: {time.monotonic() - began:.1f} s")
    finally:
        server.shutdown()
        if demo:
            demo.stop()
    print(f"browser: {passed} passed, {failed} failed")
    return 0 if passed and not failed else 1


if __name__ == "__main__":
    sys.exit(main())
