#!/usr/bin/env python3
"""A hostile stand-in for the Client API, for the tests of what a client does with an answer it
must not take whole or wait for forever.

Every connection gets the same treatment, chosen by MODE:

  large      200 and a body of --size bytes ("a" repeated), written 64 KiB at a time as the
             client reads: with its Content-Length, or with --chunked as chunks with no length
  gzip-bomb  200, Content-Encoding: gzip, and a gzip body that inflates to --size zero bytes:
             one compressed 1 MiB block (about 1 KiB) written again and again, so about
             --size / 1000 bytes go over the wire and nothing of --size is ever in memory here
  silent     reads the request and never answers
  trickle    200 and headers at once, then one body byte a second (Content-Length --size)
  stall      200 and headers at once (Content-Length --size), then nothing
  drip       the whole answer, status line and headers included, one byte a second
  escapes    200 and a short JSON body holding terminal sequences: an OSC that sets the window
             title, a CSI that clears the screen, a bell, C1 controls (U+009B), DEL and a CR
  two-lengths  200 with two different Content-Length headers (RFC 9112 section 6.3: an error)
  by-path    the request path's first segment names the mode of that connection (any of the
             above, or "healthy": 200 and a short JSON body at once), so that one server on one
             port serves slow and healthy exchanges alike

It listens on 127.0.0.1 only, on a port the OS picks, and prints that port as the first line of
standard output; then, as each connection ends, one JSON line: the mode, the request line, the
request's Accept-Encoding, how many body bytes the client took (accepted by the socket) and how
the connection ended ("complete", "client closed" or "stopped") and how many seconds it was open. It stops by itself after
--max-connections connections or --seconds seconds, and, with --until-stdin-closes, as soon as
its standard input closes: every loop here ends.

Usage: hostile_client_api.py MODE [--size BYTES] [--chunked] [--max-connections N] [--seconds S]
           [--until-stdin-closes]
"""
import argparse
import json
import select
import socket
import sys
import threading
import time
import zlib

BLOCK = 1 << 16
ESCAPES_BODY = ('{"errorId":"\x1b]0;payseal was here\x07\x1b[2J\x1b[H\x07",'
                '"c1":"\u009b31m","del":"\x7f","cr":"over\rwritten"}\n').encode("utf-8")


PRINTING = threading.Lock()


class Stopped(Exception):
    pass


HEALTHY_BODY = b'{"healthy":true}\n'


def read_request(connection, stopping):
    """The request line and the Accept-Encoding value, once the headers are in (the bodies PaySeal
    sends are small: whatever follows the headers is not read)."""
    data = b""
    while b"\r\n\r\n" not in data and len(data) < 65536:
        readable, _, _ = select.select([connection], [], [], 0.1)
        if stopping.is_set():
            raise Stopped()
        if readable:
            chunk = connection.recv(4096)
            if not chunk:
                break
            data += chunk
    lines = data.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    encoding = next((line.split(":", 1)[1].strip() for line in lines[1:]
                     if line.lower().startswith("accept-encoding:")), None)
    return lines[0], encoding


class Connection:
    def __init__(self, connection, args, stopping):
        self.connection, self.args, self.stopping = connection, args, stopping
        self.sent = 0

    def write(self, data, body=True):
        """Writes all of `data` as the client takes it; counts the body bytes taken."""
        view = memoryview(data)
        while view:
            _, writable, _ = select.select([], [self.connection], [], 0.1)
            if self.stopping.is_set():
                raise Stopped()
            if writable:
                count = self.connection.send(view)
                view = view[count:]
                if body:
                    self.sent += count

    def headers(self, *lines):
        self.write(("HTTP/1.1 200 OK\r\n" + "".join(line + "\r\n" for line in lines)
                    + "Connection: close\r\n\r\n").encode("latin-1"), body=False)

    def large(self):
        size = self.args.size
        if self.args.chunked:
            self.headers("Content-Type: application/json", "Transfer-Encoding: chunked")
        else:
            self.headers("Content-Type: application/json", f"Content-Length: {size}")
        block, left = b"a" * BLOCK, size
        while left > 0:
            part = block[:min(left, BLOCK)]
            # The chunk framing is not body: only `part` counts.
            if self.args.chunked:
                self.write(f"{len(part):x}\r\n".encode(), body=False)
            self.write(part)
            if self.args.chunked:
                self.write(b"\r\n", body=False)
            left -= len(part)
        if self.args.chunked:
            self.write(b"0\r\n\r\n", body=False)

    def gzip_bomb(self):
        # Raw deflate after a full flush starts again from nothing, so every 1 MiB block of zeros
        # compresses to the same bytes: the stream is the header, that block N times, an empty
        # final block and the trailer (CRC-32 and size, computed only if the client takes it all).
        size = self.args.size
        compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
        zeros = bytes(1 << 20)
        block = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
        self.headers("Content-Type: application/json", "Content-Encoding: gzip")
        self.write(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff")
        for _ in range(size >> 20):
            self.write(block)
        self.write(compressor.flush())
        crc = 0
        for _ in range(size >> 20):
            if self.stopping.is_set():
                raise Stopped()
            crc = zlib.crc32(zeros, crc)
        self.write(crc.to_bytes(4, "little") + (size & 0xFFFFFFFF).to_bytes(4, "little"))

    def silent(self):
        self.wait_for_close()

    def trickle(self):
        self.headers("Content-Type: application/json", f"Content-Length: {self.args.size}")
        for _ in range(self.args.size):
            self.write(b" ")
            deadline = time.monotonic() + 1
            # A second between bytes, watching for the client hanging up meanwhile.
            while time.monotonic() < deadline:
                readable, _, _ = select.select([self.connection], [], [], 0.1)
                if self.stopping.is_set():
                    raise Stopped()
                if readable and not self.connection.recv(4096):
                    raise ConnectionResetError()

    def wait_for_close(self):
        while True:
            readable, _, _ = select.select([self.connection], [], [], 0.1)
            if self.stopping.is_set():
                raise Stopped()
            if readable and not self.connection.recv(4096):
                raise ConnectionResetError()

    def stall(self):
        self.headers("Content-Type: application/json", f"Content-Length: {self.args.size}")
        self.wait_for_close()

    def drip(self):
        answer = (f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {self.args.size}\r\n"
                  "Connection: close\r\n\r\n").encode("latin-1") + b" " * self.args.size
        for byte in answer:
            self.write(bytes([byte]), body=False)
            deadline = time.monotonic() + 1
            while time.monotonic() < deadline:
                readable, _, _ = select.select([self.connection], [], [], 0.1)
                if self.stopping.is_set():
                    raise Stopped()
                if readable and not self.connection.recv(4096):
                    raise ConnectionResetError()

    def two_lengths(self):
        self.headers("Content-Type: application/json", f"Content-Length: {len(HEALTHY_BODY)}",
                     f"Content-Length: {len(HEALTHY_BODY) - 3}")
        self.write(HEALTHY_BODY)

    def healthy(self):
        self.headers("Content-Type: application/json", f"Content-Length: {len(HEALTHY_BODY)}")
        self.write(HEALTHY_BODY)

    def escapes(self):
        self.headers("Content-Type: application/json", f"Content-Length: {len(ESCAPES_BODY)}")
        self.write(ESCAPES_BODY)

    def serve(self):
        request, encoding, end, mode = "", None, "complete", self.args.mode
        opened = time.monotonic()
        modes = {"large": self.large, "gzip-bomb": self.gzip_bomb, "silent": self.silent,
                 "trickle": self.trickle, "stall": self.stall, "drip": self.drip,
                 "escapes": self.escapes, "two-lengths": self.two_lengths}
        try:
            request, encoding = read_request(self.connection, self.stopping)
            if mode == "by-path":
                path = request.split(" ")[1] if request.count(" ") >= 2 else ""
                mode = path.split("/")[1] if path.startswith("/") and "/" in path[1:] else ""
                modes["healthy"] = self.healthy
                if mode not in modes:
                    mode = "silent"
            modes[mode]()
        except (ConnectionError, OSError):
            end = "client closed"
        except Stopped:
            end = "stopped"
        finally:
            self.connection.close()
        report = {"mode": mode, "request": request[:200], "accept_encoding": encoding,
                  "body_bytes_sent": self.sent, "end": end, "seconds": round(time.monotonic() - opened, 3)}
        with PRINTING:
            print(json.dumps(report), flush=True)


def main():
    parser = argparse.ArgumentParser(description="A hostile Client API for PaySeal's transport tests.")
    parser.add_argument("mode", choices=["large", "gzip-bomb", "silent", "trickle", "stall", "drip", "escapes",
                                         "two-lengths", "by-path"])
    parser.add_argument("--size", type=int, default=1 << 30,
                        help="body bytes (large, gzip-bomb inflated, trickle, stall, drip)")
    parser.add_argument("--chunked", action="store_true", help="large: chunked, with no Content-Length")
    parser.add_argument("--max-connections", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--until-stdin-closes", action="store_true")
    args = parser.parse_args()

    stopping = threading.Event()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    print(listener.getsockname()[1], flush=True)
    timer = threading.Timer(args.seconds, stopping.set)
    timer.daemon = True
    timer.start()
    if args.until_stdin_closes:
        threading.Thread(target=lambda: (sys.stdin.buffer.read(), stopping.set()), daemon=True).start()
    threads = []
    while not stopping.is_set() and len(threads) < args.max_connections:
        readable, _, _ = select.select([listener], [], [], 0.1)
        if readable:
            connection, _ = listener.accept()
            thread = threading.Thread(target=Connection(connection, args, stopping).serve, daemon=True)
            thread.start()
            threads.append(thread)
    listener.close()
    for thread in threads:
        thread.join()
    timer.cancel()


if __name__ == "__main__":
    main()
