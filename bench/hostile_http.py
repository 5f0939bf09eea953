"""The release CLI's `request publicKey --send` against the hostile Client API of the tests
(Tests/client-api-stub/hostile_client_api.py on 127.0.0.1): a 1 GiB body with and without its
Content-Length, gzip inflating to 2 GiB, a server that never answers and one that sends a byte a
second (both with --timeout 2). Each row: the wall time, the CLI's peak resident memory
(Tests/cli/run_measured.py), the body bytes the server got rid of, and the CLI's error line."""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(ROOT, "Tests", "client-api-stub", "hostile_client_api.py")
MEASURE = os.path.join(ROOT, "Tests", "cli", "run_measured.py")
CASES = [
    ("1 GiB body", ["large", "--size", str(1 << 30)], []),
    ("1 GiB body, chunked", ["large", "--size", str(1 << 30), "--chunked"], []),
    ("gzip inflating to 2 GiB", ["gzip-bomb", "--size", str(2 << 30)], []),
    ("never answers", ["silent"], ["--timeout", "2"]),
    ("a byte a second", ["trickle", "--size", "1000"], ["--timeout", "2"]),
]


def one(cli, server_args, cli_args, work):
    server = subprocess.Popen([sys.executable, SERVER, *server_args, "--max-connections", "1", "--seconds", "120"],
                              stdout=subprocess.PIPE, text=True)
    try:
        port = server.stdout.readline().strip()
        out, err = os.path.join(work, "out"), os.path.join(work, "err")
        measured = subprocess.run([sys.executable, MEASURE, out, err, cli, "request", "publicKey", "--session-id", "s",
                                   "--customer-id", "c", "--send", "--client-api-url", f"http://127.0.0.1:{port}",
                                   *cli_args], capture_output=True, text=True, timeout=300)
        status, peak_kib, seconds = measured.stdout.split()
        reports = [json.loads(line) for line in server.communicate(timeout=130)[0].splitlines() if line.startswith("{")]
    finally:
        if server.poll() is None:
            server.kill()
    with open(err) as f:
        lines = f.read().strip().splitlines()
    return {"status": int(status), "peak_mib": int(peak_kib) / 1024, "seconds": float(seconds),
            "taken": reports[0]["body_bytes_sent"] if reports else None,
            "error": lines[-1] if lines else f"exit {status}"}


def rows(cli):
    """One row per case; none when the CLI is not there (a LIB_DIR without it)."""
    if not os.access(cli, os.X_OK):
        return []
    with tempfile.TemporaryDirectory() as work:
        return [dict(one(cli, server_args, cli_args, work), case=name) for name, server_args, cli_args in CASES]


def report(rows):
    """The rows as run.py prints them."""
    if not rows:
        return []
    lines = ["Hostile HTTP answers (the release CLI's request --send; bench/hostile_http.py):"]
    for row in rows:
        taken = row["taken"]
        taken = "?" if taken is None else f"{taken / 2**20:.1f} MiB" if taken >= 2**20 else f"{taken} bytes"
        met = "MET" if row["peak_mib"] <= 100 else "NOT MET"
        lines.append(f"  {row['case']:<24} {row['seconds']:>5.1f} s {row['peak_mib']:>6.1f} MiB peak (<= 100) {met:<7} "
                     f"{taken:>10} taken  {row['error'].split('failed: ')[-1]}")
    return lines


if __name__ == "__main__":
    print("\n".join(report(rows(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "payseal-cli")))))
