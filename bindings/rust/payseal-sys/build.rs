//! Finds and links libpayseal (a shared library).
//!
//! Search order, first match wins:
//! 1. pkg-config: `pkg-config --libs-only-L --libs-only-l payseal` (the binary named by
//!    `PKG_CONFIG`, default `pkg-config`; honours `PKG_CONFIG_PATH` and `PKG_CONFIG_LIBDIR`),
//!    i.e. a `make install`ed libpayseal whose `payseal.pc` pkg-config can see.
//! 2. `PAYSEAL_LIB_DIR`: a directory holding `libpayseal.so` (`libpayseal.dylib` on macOS).
//! 3. Otherwise the build fails with a message naming both ways.
//!
//! For the directory found (when there is one: pkg-config leaves out system directories such
//! as /usr/lib, which need no rpath) it prints
//! * `cargo:rustc-link-search=native=DIR` and `cargo:rustc-link-lib=dylib=payseal`: these
//!   propagate to every crate that links this one;
//! * `cargo:rustc-link-arg=-Wl,-rpath,DIR`: Cargo applies this to THIS package's own tests and
//!   examples only, never to dependents;
//! * `cargo:lib_dir=DIR`: with `links = "payseal"` Cargo hands it to the build scripts of the
//!   packages that depend directly on payseal-sys as `DEP_PAYSEAL_LIB_DIR`. That is how an
//!   rpath reaches any other binary: its package depends on payseal-sys and its build.rs
//!   prints `cargo:rustc-link-arg=-Wl,-rpath,$DEP_PAYSEAL_LIB_DIR` (the `payseal` crate does
//!   this for its own tests; see README.md for downstream crates). Stable Rust has no way for
//!   a dependency to add linker arguments to a dependent's link (`-l link-arg=` is nightly-only).

use std::env;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{exit, Command};

/// Where the library was found.
struct Found {
    how: &'static str,
    /// `-L` directories to search (may be empty: library on the linker's default path).
    search: Vec<PathBuf>,
    /// `-l` names (dylib).
    libs: Vec<String>,
    /// The directory holding the library, to embed as an rpath; None for system directories.
    lib_dir: Option<PathBuf>,
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    for var in ["PAYSEAL_LIB_DIR", "PKG_CONFIG_PATH", "PKG_CONFIG_LIBDIR", "PKG_CONFIG_SYSROOT_DIR", "PKG_CONFIG"] {
        println!("cargo:rerun-if-env-changed={var}");
    }

    let target_os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let lib_file = match target_os.as_str() {
        "macos" | "ios" => "libpayseal.dylib",
        "windows" => "payseal.lib",
        _ => "libpayseal.so",
    };

    let found = match from_pkg_config(lib_file).or_else(|| from_env(lib_file)) {
        Some(found) => found,
        None => {
            eprintln!(
                "error: payseal-sys: libpayseal not found.\n\
                 Either install it with `make install` (PREFIX=... if not /usr/local) so that \
                 pkg-config finds payseal.pc (add PREFIX/lib/pkgconfig to PKG_CONFIG_PATH for a \
                 non-standard prefix),\n\
                 or set PAYSEAL_LIB_DIR to the directory holding {lib_file} \
                 (e.g. PAYSEAL_LIB_DIR=/path/to/PaySeal/.build/release)."
            );
            exit(1);
        }
    };

    for dir in &found.search {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    for lib in &found.libs {
        println!("cargo:rustc-link-lib=dylib={lib}");
    }
    if let Some(dir) = &found.lib_dir {
        let dir = dir.display();
        if target_os != "windows" {
            // This package's tests and examples only; dependents use DEP_PAYSEAL_LIB_DIR.
            println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
        }
        println!("cargo:lib_dir={dir}");
    }
    println!("cargo:found_by={}", found.how);
}

/// 1. pkg-config, when it is installed and knows `payseal`.
fn from_pkg_config(lib_file: &str) -> Option<Found> {
    let program = env::var_os("PKG_CONFIG").filter(|p| !p.is_empty()).unwrap_or_else(|| OsString::from("pkg-config"));
    let out = Command::new(&program).args(["--libs-only-L", "--libs-only-l", "payseal"]).output().ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut search = Vec::new();
    let mut libs = Vec::new();
    for tok in text.split_whitespace() {
        if let Some(dir) = tok.strip_prefix("-L").filter(|d| !d.is_empty()) {
            search.push(PathBuf::from(dir));
        } else if let Some(lib) = tok.strip_prefix("-l").filter(|l| !l.is_empty()) {
            if !libs.iter().any(|l| l == lib) {
                libs.push(lib.to_owned());
            }
        }
    }
    if !libs.iter().any(|l| l == "payseal") {
        libs.push("payseal".to_owned());
    }
    let lib_dir = search.iter().find(|d| d.join(lib_file).exists()).cloned();
    if lib_dir.is_none() && !search.is_empty() {
        println!(
            "cargo:warning=pkg-config's payseal.pc points at {} but none holds {lib_file}; linking anyway",
            search.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(", ")
        );
    }
    Some(Found { how: "pkg-config", search, libs, lib_dir })
}

/// 2. `PAYSEAL_LIB_DIR`.
fn from_env(lib_file: &str) -> Option<Found> {
    let dir = PathBuf::from(env::var_os("PAYSEAL_LIB_DIR").filter(|d| !d.is_empty())?);
    if !dir.is_absolute() {
        // A build script runs in the package's directory, not the caller's, and an rpath
        // would be resolved against the program's working directory at run time.
        eprintln!("error: payseal-sys: PAYSEAL_LIB_DIR must be an absolute path: {}", dir.display());
        exit(1);
    }
    if !dir.join(lib_file).exists() {
        eprintln!("error: payseal-sys: PAYSEAL_LIB_DIR={} holds no {lib_file}", dir.display());
        exit(1);
    }
    Some(Found { how: "PAYSEAL_LIB_DIR", search: vec![dir.clone()], libs: vec!["payseal".to_owned()], lib_dir: Some(dir) })
}
