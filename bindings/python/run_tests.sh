#!/usr/bin/env bash
# Runs the Python binding's tests against a built libpayseal.
#
#   bindings/python/run_tests.sh /abs/path/to/libpayseal.so
#
# Creates (or reuses) a virtual environment at <repo root>/.build-venv-python, installs the
# binding from bindings/python (plus pytest, joserfc, cryptography and mypy for the tests), runs
# pytest from the repository root with PAYSEAL_LIBRARY set, mypy --strict over the package and
# check_readme.py (the README's Python blocks run as written). Nothing is copied into the source
# tree: the package is built from a temporary copy, without a bundled library. Exits with pytest's status.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 /abs/path/to/libpayseal.so" >&2
    exit 2
fi
library="$1"
case "$library" in
    /*) ;;
    *) library="$(cd "$(dirname "$library")" && pwd)/$(basename "$library")" ;;
esac
if [[ ! -f "$library" ]]; then
    echo "$0: no library at $library" >&2
    exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$here/../.." && pwd)"
venv="$repo_root/.build-venv-python"
python="${PYTHON:-python3}"

if [[ ! -x "$venv/bin/python" ]]; then
    "$python" -m venv "$venv"
fi

# pip builds a local directory in place (setuptools writes build/ and *.egg-info next to the
# sources), so build from a throw-away copy of the package instead.
staging="$(mktemp -d "${TMPDIR:-/tmp}/payseal-python-build.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp -R "$here/pyproject.toml" "$here/setup.py" "$here/MANIFEST.in" "$here/README.md" "$here/src" "$here/_build_backend" "$staging/"
find "$staging" \( -name '__pycache__' -o -name '*.egg-info' -o -name '*.so' -o -name '*.dylib' -o -name '*.dll' \) -prune -exec rm -rf {} +

cd "$repo_root"
# PAYSEAL_PREBUILT_LIBRARY=none: the build backend neither builds nor bundles libpayseal (a
# staging copy is no checkout anyway); the tests load "$library" through PAYSEAL_LIBRARY, and
# test_import_fails_cleanly_without_a_library still has no library next to the package.
# (test_wheel.sh tests the wheel with its bundled library.)
PAYSEAL_PREBUILT_LIBRARY=none "$venv/bin/python" -m pip install -q --disable-pip-version-check --upgrade --force-reinstall --no-deps "$staging"
"$venv/bin/python" -m pip install -q --disable-pip-version-check pytest joserfc cryptography mypy

status=0
# PAYSEAL_EXPECT_SPEEDUPS=1: the package installed above must carry its C extension.
PAYSEAL_LIBRARY="$library" PAYSEAL_EXPECT_SPEEDUPS=1 PYTHONDONTWRITEBYTECODE=1 \
    "$venv/bin/python" -m pytest -q -p no:cacheprovider bindings/python/tests || status=$?
# The type hints are part of the API (py.typed): the package passes mypy --strict.
(cd "$here/src" && "$venv/bin/python" -m mypy --strict --no-incremental --cache-dir=/dev/null payseal) || status=1
# The README's Python blocks run as written.
PAYSEAL_LIBRARY="$library" PYTHONDONTWRITEBYTECODE=1 "$venv/bin/python" "$here/check_readme.py" || status=1
exit "$status"
