#!/usr/bin/env bash
# The wheel a Python user gets: built by the in-tree backend, platform-tagged, carrying
# payseal/libpayseal.so, and working from a fresh venv outside the repository with no
# environment variable.
#
#   bindings/python/test_wheel.sh            # the wheel reuses .build/release/libpayseal.so if it exists
#   bindings/python/test_wheel.sh --build    # the backend runs the release build itself (as `pip install` does)
#
# Steps: `pip wheel bindings/python` into a temporary directory (PAYSEAL_PREBUILT_LIBRARY set to
# the repository's .build/release/libpayseal.so when it exists and --build is not given, unless
# already set); the wheel's tag is cp39-abi3-<platform> (not "any") and it holds
# payseal/libpayseal.so and the C extension payseal/_speedups.abi3.so; a fresh venv installs the
# wheel (and pytest); from /tmp-side cwd with PAYSEAL_LIBRARY unset: import payseal (the library
# loaded from the package directory, the extension loaded too), the
# version, PublicKey.from_client_api(json.load(...)) of Vectors/keys/test-rsa-2048.client-api.json,
# an encryption; then bindings/python/tests/test_vectors.py with pytest against the installed
# package; finally `git status --short --ignored bindings/python` shows nothing new (no build/,
# no *.egg-info). Prints "test_wheel: N passed, M failed" and exits 1 if any step failed.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$here/../.." && pwd)"
python="${PYTHON:-python3}"
self_build=0
case "${1:-}" in
    --build) self_build=1 ;;
    "") ;;
    *) echo "usage: $0 [--build]" >&2; exit 2 ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/payseal-test-wheel.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PYTHONDONTWRITEBYTECODE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
unset PAYSEAL_LIBRARY

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }
fail() { failed=$((failed + 1)); echo "FAILED: $*"; }
finish() {
    echo "test_wheel: $passed passed, $failed failed"
    [[ $failed -eq 0 ]]
    exit $?
}

git_state() { git -C "$repo_root" status --short --ignored -- bindings/python | sort; }
before="$(git_state)"

# 1. the wheel
if [[ $self_build -eq 1 ]]; then
    unset PAYSEAL_PREBUILT_LIBRARY
    echo "building the wheel; the backend runs the release build"
elif [[ -z "${PAYSEAL_PREBUILT_LIBRARY:-}" && -f "$repo_root/.build/release/libpayseal.so" ]]; then
    export PAYSEAL_PREBUILT_LIBRARY="$repo_root/.build/release/libpayseal.so"
    echo "building the wheel with PAYSEAL_PREBUILT_LIBRARY=$PAYSEAL_PREBUILT_LIBRARY"
fi
"$python" -m venv "$work/venv" || { fail "python -m venv"; finish; }
vpy="$work/venv/bin/python"
start=$SECONDS
if "$vpy" -m pip wheel -q --no-deps -w "$work/wheelhouse" "$here" >"$work/wheel.log" 2>&1; then
    pass "pip wheel bindings/python ($((SECONDS - start)) s)"
else
    cat "$work/wheel.log"
    fail "pip wheel bindings/python"
    finish
fi
shopt -s nullglob
wheels=("$work"/wheelhouse/payseal-*.whl)
if [[ ${#wheels[@]} -ne 1 ]]; then
    fail "expected one payseal wheel, found: ${wheels[*]:-none}"
    finish
fi
wheel="${wheels[0]}"
name="$(basename "$wheel")"
echo "wheel: $name, $(stat -c %s "$wheel") bytes"

# 2. its tag and contents
if [[ "$name" =~ -cp39-abi3-(linux|manylinux|musllinux|macosx|win)_[A-Za-z0-9_]+\.whl$ ]] && [[ "$name" != *-any.whl ]]; then
    pass "platform tag (${name#payseal-*-})"
else
    fail "the wheel is not platform-tagged cp39-abi3-<platform>: $name"
fi
if "$vpy" - "$wheel" <<'EOF'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
info = zipfile.ZipFile(sys.argv[1]).getinfo("payseal/libpayseal.so") if "payseal/libpayseal.so" in names else None
print("payseal/libpayseal.so:", "missing" if info is None else f"{info.file_size} bytes")
speedups = "payseal/_speedups.abi3.so" in names
print("payseal/_speedups.abi3.so:", "present" if speedups else "missing")
sys.exit(0 if info is not None and info.file_size > 0 and speedups else 1)
EOF
then pass "the wheel holds payseal/libpayseal.so and payseal/_speedups.abi3.so"
else fail "the wheel lacks payseal/libpayseal.so or payseal/_speedups.abi3.so"; fi

# 3. a fresh venv installs it
if "$vpy" -m pip install -q "$wheel" && "$vpy" -m pip install -q pytest; then
    pass "pip install the wheel (and pytest) into a fresh venv"
else
    fail "pip install the wheel"
    finish
fi

# 4. from outside the repository, no PAYSEAL_LIBRARY
mkdir -p "$work/cwd"
if (cd "$work/cwd" && env -u PAYSEAL_LIBRARY "$vpy" - "$repo_root/Vectors/keys/test-rsa-2048.client-api.json" <<'EOF'
import json, os, sys
import payseal
from payseal import _ffi, payment
assert payment._speedups is not None, "the C extension did not load"
pkg = os.path.dirname(os.path.abspath(payseal.__file__))
print("payseal", payseal.__version__, "library", payseal.library_version(), "loaded from", _ffi.library_path)
assert "site-packages" in pkg, pkg
assert os.path.samefile(_ffi.library_path, os.path.join(pkg, "libpayseal.so")), _ffi.library_path
with open(sys.argv[1], encoding="utf-8") as f:
    api = json.load(f)
with payseal.PublicKey.from_client_api(api) as key:
    assert key.bits == 2048 and key.key_id == api["keyId"], (key.bits, key.key_id)
    token = key.encrypt("4567350000427977")
    assert token.count(".") == 4
print("from_client_api(dict):", api["keyId"], "ok")
EOF
); then pass "import payseal from $work/cwd without PAYSEAL_LIBRARY; from_client_api(json.load(...))"
else fail "import payseal / from_client_api(dict) from outside the repository"; fi

# 5. the vector tests against the installed package
if (cd "$work/cwd" && env -u PAYSEAL_LIBRARY PAYSEAL_VECTORS_DIR="$repo_root/Vectors" \
        "$vpy" -m pytest -q -p no:cacheprovider "$here/tests/test_vectors.py" 2>&1 | tail -n 40; exit "${PIPESTATUS[0]}"); then
    pass "tests/test_vectors.py against the installed wheel"
else
    fail "tests/test_vectors.py against the installed wheel"
fi

# 6. nothing left in the source tree
after="$(git_state)"
new="$(comm -13 <(echo "$before") <(echo "$after"))"
artifacts="$(echo "$after" | grep -E '(^|/)(build/|[^/]*\.egg-info/?$|dist/|.*\.whl$)' || true)"
if [[ -z "$new" && -z "$artifacts" ]]; then
    pass "git status --short --ignored bindings/python: no build artifacts"
else
    fail "build artifacts in the source tree: ${new}${artifacts:+ $artifacts}"
fi

finish
