#!/usr/bin/env bash
# Builds and tests the Rust bindings against a built libpayseal, offline.
#
# usage: bindings/rust/run_tests.sh /abs/dir/containing/libpayseal.so [test-binary args...]
#   e.g. bindings/rust/run_tests.sh "$PWD/.build/release"
#        bindings/rust/run_tests.sh "$PWD/.build/release" vectors     # only tests matching "vectors"
#
# The library is found through PAYSEAL_LIB_DIR=<dir>. payseal-sys's build.rs asks pkg-config
# first, so pkg-config is pointed at an empty directory here (PKG_CONFIG_LIBDIR, no
# PKG_CONFIG_PATH): an installed payseal.pc must not replace the library under test.
# The directory is embedded as an rpath into the test binaries, so no LD_LIBRARY_PATH is
# needed. Vectors come from <repo>/Vectors unless PAYSEAL_VECTORS_DIR is set.
set -euo pipefail

usage() {
    echo "usage: $0 /abs/dir/containing/libpayseal.so [test-binary args...]" >&2
    exit 2
}

[[ $# -ge 1 ]] || usage
lib_dir=$1
shift
[[ $lib_dir == /* ]] || { echo "error: the library directory must be an absolute path: $lib_dir" >&2; usage; }
[[ -d $lib_dir ]] || { echo "error: not a directory: $lib_dir" >&2; exit 2; }
if [[ ! -e $lib_dir/libpayseal.so && ! -e $lib_dir/libpayseal.dylib ]]; then
    echo "error: no libpayseal.so (or .dylib) in $lib_dir" >&2
    exit 2
fi

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo"

# The crates' style (rustfmt.toml) is checked first; rustup installs rustfmt with cargo.
if cargo fmt --version >/dev/null 2>&1; then
    (cd "$here" && cargo fmt --all --check) || { echo "error: run cargo fmt in bindings/rust" >&2; exit 1; }
else
    echo "rustfmt: not installed, the style check is skipped" >&2
fi

# Cargo picks the target dir from its config in the *current* directory, so pin it here.
export CARGO_TARGET_DIR="$here/target"
no_pc="$here/target/no-pkgconfig"
mkdir -p "$no_pc"
env -u PKG_CONFIG_PATH PKG_CONFIG_LIBDIR="$no_pc" PAYSEAL_LIB_DIR="$lib_dir" \
    cargo test --offline --manifest-path bindings/rust/Cargo.toml -- --nocapture "$@"
# The README's Rust blocks compile and run as written.
"$here/check_readme.sh" "$lib_dir"
