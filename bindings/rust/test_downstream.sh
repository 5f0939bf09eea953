#!/usr/bin/env bash
# Builds and runs a downstream crate (bindings/rust/downstream-test) from a fresh directory
# outside the repository, offline, the way a user of the `payseal` crate would, and checks how
# payseal-sys finds libpayseal:
#   1. PAYSEAL_LIB_DIR=LIB_DIR                      -> links and runs, rpath = LIB_DIR
#   2. PKG_CONFIG_PATH=<scratch prefix>/lib/pkgconfig -> links and runs, rpath = <prefix>/lib
#   3. both                                          -> pkg-config wins, rpath = <prefix>/lib
#   4. neither                                       -> the build fails naming both ways
# No LD_LIBRARY_PATH anywhere: each binary is also run directly, outside Cargo, and the
# dynamic loader must resolve libpayseal.so from the binary's rpath to the expected directory.
#
# usage: bindings/rust/test_downstream.sh /abs/dir/containing/libpayseal.so
#
# pkg-config is isolated from the machine's own .pc files (PKG_CONFIG_LIBDIR = an empty
# directory), so an installed payseal.pc cannot make a case pass or fail by accident.
set -uo pipefail

usage() {
    echo "usage: $0 /abs/dir/containing/libpayseal.so" >&2
    exit 2
}
[[ $# -eq 1 ]] || usage
lib_dir=$1
[[ $lib_dir == /* ]] || { echo "error: the library directory must be an absolute path: $lib_dir" >&2; usage; }
[[ -e $lib_dir/libpayseal.so ]] || { echo "error: no libpayseal.so in $lib_dir" >&2; exit 2; }
command -v pkg-config >/dev/null || { echo "error: pkg-config is not installed" >&2; exit 2; }

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/payseal-downstream.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# The crate, with its payseal dependencies pointing at this repository by absolute path.
app=$tmp/app
mkdir -p "$app"
cp -R "$here/downstream-test/." "$app/"
rm "$app/Cargo.toml.in"
sed "s|@RUST_DIR@|$here|g" "$here/downstream-test/Cargo.toml.in" >"$app/Cargo.toml"

# A scratch install prefix, as `make install PREFIX=$prefix` would leave it.
prefix=$tmp/prefix
mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
# The name a linked binary asks the loader for: the library's SONAME (libpayseal.so.1), as
# `make install` lays it out (the file under that name, libpayseal.so a link to it).
needed=$(readelf -d "$lib_dir/libpayseal.so" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
needed=${needed:-libpayseal.so}
cp "$lib_dir/libpayseal.so" "$prefix/lib/$needed"
[[ $needed == libpayseal.so ]] || ln -s "$needed" "$prefix/lib/libpayseal.so"
cp "$repo/Include/payseal.h" "$prefix/include/"
version=$(sed -n 's/^#define PAYSEAL_VERSION_STRING "\([^"]*\)".*/\1/p' "$repo/Include/payseal.h")
sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" "$repo/bindings/c/payseal.pc.in" >"$prefix/lib/pkgconfig/payseal.pc"
empty_pc=$tmp/empty-pkgconfig
mkdir -p "$empty_pc"

# A clean environment for every cargo call: none of the variables under test, no
# LD_LIBRARY_PATH, the crate's own target directory.
unset LD_LIBRARY_PATH PAYSEAL_LIB_DIR PKG_CONFIG_PATH PKG_CONFIG CARGO_TARGET_DIR PKG_CONFIG_SYSROOT_DIR
export PKG_CONFIG_LIBDIR=$empty_pc

passed=0
failed=0
pass() { echo "  ok: $*"; passed=$((passed + 1)); }
fail() { echo "  FAIL: $*"; failed=$((failed + 1)); }

bin=$app/target/debug/payseal-downstream-test

# run_case NAME EXPECTED_LIB_DIR [VAR=value...]: cargo run must succeed and print the results,
# and the binary, run directly, must load libpayseal.so from EXPECTED_LIB_DIR via its rpath.
run_case() {
    local name=$1 want=$2
    shift 2
    echo "case: $name"
    local out
    if out=$(cd "$app" && env "$@" cargo run --offline --quiet 2>"$tmp/stderr"); then
        if grep -q '^brand 4111111111111111 = visa$' <<<"$out" && grep -q '^mask format = 4111 1111 1111 1111$' <<<"$out"; then
            pass "$name: cargo run: $(tr '\n' ';' <<<"$out")"
        else
            fail "$name: cargo run printed: $out"
        fi
    else
        fail "$name: cargo run failed:"
        sed 's/^/    /' "$tmp/stderr"
        return
    fi
    local runpath resolved
    runpath=$(readelf -d "$bin" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p')
    resolved=$(LD_TRACE_LOADED_OBJECTS=1 "$bin" | awk -v n="$needed" '$1 == n { print $3 }')
    if [[ :$runpath: == *:$want:* && $resolved == "$want/$needed" ]]; then
        pass "$name: rpath $runpath, $needed resolved to $resolved"
    else
        fail "$name: rpath '$runpath', $needed resolved to '$resolved', expected $want"
    fi
    if out=$("$bin" 2>&1); then
        pass "$name: binary runs outside cargo"
    else
        fail "$name: binary run directly failed: $out"
    fi
}

run_case "PAYSEAL_LIB_DIR" "$lib_dir" PAYSEAL_LIB_DIR="$lib_dir"
run_case "PKG_CONFIG_PATH" "$prefix/lib" PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
run_case "both (pkg-config first)" "$prefix/lib" PKG_CONFIG_PATH="$prefix/lib/pkgconfig" PAYSEAL_LIB_DIR="$lib_dir"

# The one-file setup for a private prefix (README, "A private prefix: one file"): a crate that
# depends on `payseal` only (no build.rs, no payseal-sys) and a .cargo/config.toml that points
# pkg-config at the prefix and embeds its lib directory as an rpath. No environment variable.
plain=$tmp/plain
mkdir -p "$plain/src" "$plain/.cargo"
cp "$here/downstream-test/src/main.rs" "$plain/src/"
cat >"$plain/Cargo.toml" <<TOML
[package]
name = "payseal-downstream-test"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
payseal = { path = "$here/payseal" }

[workspace]
TOML
cat >"$plain/.cargo/config.toml" <<TOML
[env]
PKG_CONFIG_PATH = "$prefix/lib/pkgconfig"

[build]
rustflags = ["-C", "link-arg=-Wl,-rpath,$prefix/lib"]
TOML
app=$plain bin=$plain/target/debug/payseal-downstream-test run_case ".cargo/config.toml only" "$prefix/lib"

echo "case: neither"
if (cd "$app" && cargo run --offline --quiet >/dev/null 2>"$tmp/stderr"); then
    fail "neither: the build succeeded without pkg-config or PAYSEAL_LIB_DIR"
elif grep -q 'make install' "$tmp/stderr" && grep -q 'pkg-config' "$tmp/stderr" && grep -q 'PAYSEAL_LIB_DIR' "$tmp/stderr"; then
    pass "neither: build failed with: $(grep -m1 'libpayseal not found' "$tmp/stderr")"
else
    fail "neither: the build failed without naming both ways:"
    sed 's/^/    /' "$tmp/stderr"
fi

echo "test_downstream: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
