#!/usr/bin/env bash
# Builds everything the benchmark needs, then runs bench/run.py with this script's arguments
# (e.g. --quick, --rounds 3, --ops encrypt). See bench/README.md.
#   LIB_DIR  the directory of libpayseal.so to measure; when unset, `make release` builds it
#            into .build/release first.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$ROOT/.build-bench
VENV=$ROOT/.build-venv-bench
CC=${CC:-gcc}

if [ -z "${LIB_DIR:-}" ]; then
    make -C "$ROOT" --no-print-directory release >&2
    LIB_DIR=$ROOT/.build/release
fi
[ -f "$LIB_DIR/libpayseal.so" ] || { echo "no libpayseal.so in $LIB_DIR" >&2; exit 1; }
export LIB_DIR

echo "building the C programs, the Swift bench (release) and the venv..." >&2
mkdir -p "$BUILD/c"
CRYPTO=$(pkg-config --cflags --libs libcrypto 2>/dev/null || echo -lcrypto)
# shellcheck disable=SC2086
$CC -O2 -Wall -o "$BUILD/c/baseline" "$ROOT/bench/c/baseline.c" $CRYPTO -lpthread
# shellcheck disable=SC2086
$CC -O2 -Wall -I"$ROOT/Include" -o "$BUILD/c/capi" "$ROOT/bench/c/capi.c" \
    -L"$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lpayseal $CRYPTO -lpthread
$CC -O2 -Wall -I"$ROOT/Include" -o "$BUILD/c/json_scaling" "$ROOT/bench/c/json_scaling.c" \
    -L"$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lpayseal
$CC -O2 -Wall -I"$ROOT/Include" -o "$BUILD/c/card_input" "$ROOT/bench/c/card_input.c" \
    -L"$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lpayseal
$CC -O2 -Wall -I"$ROOT/Include" -o "$BUILD/c/first_validation" "$ROOT/bench/c/first_validation.c" \
    -L"$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lpayseal
$CC -O2 -Wall -I"$ROOT/Include" -o "$BUILD/c/hostile_patterns" "$ROOT/Tests/hostile-patterns/hostile_patterns.c" "$ROOT/Tests/hostile-patterns/hostile_cards.c" \
    -L"$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lpayseal -lpthread
# The Java binding's jar (make java: on .build/release's library) and its bench program.
make -C "$ROOT" --no-print-directory java >&2
mkdir -p "$BUILD/java"
javac -cp "$ROOT/.build/java/payseal.jar" -d "$BUILD/java" "$ROOT/bench/java/JavaBench.java"
swift build -c release --package-path "$ROOT/bench/swift" --scratch-path "$BUILD" >&2
# The same Swift program on PaySeal's portable crypto backend (swift-crypto), its own scratch path.
swift build -c release --package-path "$ROOT/bench/swift" --scratch-path "$BUILD-portable" --traits PortableCrypto >&2
# regex: the pure-Python reference's partial matching (the field-keystroke peer).
if ! "$VENV/bin/python" -c "import joserfc, cryptography, regex" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q "joserfc==1.6.5" cryptography regex >&2
fi
# The Python binding as a user installs it (with its C extension), from a copy of its sources
# (no build/ in the tree) and without a bundled library: PAYSEAL_LIBRARY names $LIB_DIR's.
staging=$(mktemp -d)
cp -R "$ROOT/bindings/python/." "$staging/"
rm -rf "$staging/tests"
PAYSEAL_PREBUILT_LIBRARY=none "$VENV/bin/pip" install -q --force-reinstall --no-deps "$staging" >&2
rm -rf "$staging"

exec "$VENV/bin/python" "$ROOT/bench/run.py" --lib-dir "$LIB_DIR" "$@"
