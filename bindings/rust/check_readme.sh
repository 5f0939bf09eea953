#!/usr/bin/env bash
# Compiles and runs every ```rust block of bindings/rust/README.md and the top README.md (blocks
# that are a whole program, such as the build.rs example, are skipped), each as the body of a
# function that has the names the snippets take as given: the TEST key's Client API JSON, a
# session's ids, a recorded IIN answer and product (examples/).
#
#   bindings/rust/check_readme.sh /abs/dir/containing/libpayseal.so   (run_tests.sh runs it)
set -euo pipefail
lib_dir=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/payseal-readme.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src"
cat >"$tmp/Cargo.toml" <<TOML
[package]
name = "payseal-readme-snippets"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
payseal = { path = "$here/payseal" }

[workspace]
TOML
awk -v repo="$repo" '
    FNR == 1 { file = FILENAME }
    /^```rust$/ { inside = 1; body = ""; start = FNR; next }
    inside && /^```$/ {
        inside = 0
        if (body ~ /fn main\(\)/) next
        n++
        printf "/// %s:%d\n#[allow(unused)]\nfn block%d() -> Result<(), Box<dyn std::error::Error>> {\n", file, start, n
        printf "    let client_api_json = std::fs::read(\"%s/Vectors/keys/test-rsa-2048.client-api.json\")?;\n", repo
        printf "    let (client_session_id, customer_id) = (String::from(\"session\"), String::from(\"customer\"));\n"
        printf "    let response_body = std::fs::read(\"%s/examples/iin-supported.json\")?;\n", repo
        printf "    let product_json = std::fs::read(\"%s/examples/product-1-visa.json\")?;\n", repo
        printf "%s    Ok(())\n}\n\n", body
        calls = calls sprintf("    block%d().map_err(|e| format!(\"README block %d: {e}\")).unwrap();\n", n, n)
        next
    }
    inside { body = body $0 "\n" }
    END { printf "fn main() {\n%s    println!(\"README Rust snippets: %d blocks compile and run\");\n}\n", calls, n }
' "$here/README.md" "$repo/README.md" >"$tmp/src/main.rs"
cd "$tmp"
env -u PKG_CONFIG_PATH PKG_CONFIG_LIBDIR="$here/target/no-pkgconfig" PAYSEAL_LIB_DIR="$lib_dir" \
    CARGO_TARGET_DIR="$here/target/readme" LD_LIBRARY_PATH="$lib_dir" cargo run --offline --quiet
