#!/bin/sh
# Runs the README's Swift checkout (the built Snippet, $1) against the loopback Client API stub:
# the stub answers only the requests PaySeal sends for its session, with the metadata the
# snippet's session sends, and the snippet decrypts what it prepared with the TEST private key.
set -eu
snippet=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'kill "$stub_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
stub_pid=
python3 "$here/../client-api-stub/client_api_stub.py" --meta-info "$("$snippet" --meta-info)" \
    --max-requests 20 --seconds 60 >"$work/port" 2>"$work/stub.err" &
stub_pid=$!
for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.05; done
if ! "$snippet" --checkout "http://127.0.0.1:$(head -1 "$work/port")" "$here/../../Vectors/keys/test-rsa-2048.private.pem"; then
    cat "$work/stub.err" >&2
    exit 1
fi
