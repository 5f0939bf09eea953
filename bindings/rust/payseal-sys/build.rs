//! Finds and links libpayseal (a shared library).
//!
//! Search path, first match wins:
//! 1. `PAYSEAL_LIB_DIR`: the directory holding `libpayseal.so` (`.dylib` on macOS). Also
//!    embedded as an rpath into this package's test binaries, and exported to dependent
//!    build scripts as `DEP_PAYSEAL_LIB_DIR` (the `payseal` crate embeds it into its own tests),
//!    so `cargo test` runs without `LD_LIBRARY_PATH`.
//! 2. `pkg-config --libs-only-L payseal`, when pkg-config is installed and knows the package.
//! 3. Nothing: the system linker's default search path.

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=PAYSEAL_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_LIBDIR");

    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let rpath_ok = target_os != "windows";

    match env::var_os("PAYSEAL_LIB_DIR").filter(|d| !d.is_empty()) {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            let shown = dir.display().to_string();
            if !dir.is_dir() {
                println!("cargo:warning=PAYSEAL_LIB_DIR={shown} is not a directory");
            }
            println!("cargo:rustc-link-search=native={shown}");
            if rpath_ok {
                // Applies to this package's tests/examples only (Cargo never forwards link
                // args to dependents); see DEP_PAYSEAL_LIB_DIR below for the others.
                println!("cargo:rustc-link-arg=-Wl,-rpath,{shown}");
            }
            // With `links = "payseal"`, dependents' build scripts see DEP_PAYSEAL_LIB_DIR.
            println!("cargo:lib_dir={shown}");
        }
        None => {
            for dir in pkg_config_dirs() {
                println!("cargo:rustc-link-search=native={dir}");
            }
        }
    }
    println!("cargo:rustc-link-lib=dylib=payseal");
}

/// The `-L` directories pkg-config reports for `payseal`; empty when pkg-config is missing,
/// fails, or does not know the package.
fn pkg_config_dirs() -> Vec<String> {
    let Ok(out) = Command::new("pkg-config").args(["--libs-only-L", "payseal"]).output() else {
        return Vec::new();
    };
    if !out.status.success() {
        return Vec::new();
    }
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .filter_map(|tok| tok.strip_prefix("-L"))
        .filter(|d| !d.is_empty())
        .map(str::to_owned)
        .collect()
}
