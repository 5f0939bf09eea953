//! Embeds libpayseal's directory as an rpath into this crate's own tests and examples, so
//! `cargo test` finds the library without `LD_LIBRARY_PATH`.
//!
//! payseal-sys's build script finds the library (pkg-config, then `PAYSEAL_LIB_DIR`) and
//! passes its directory on as `DEP_PAYSEAL_LIB_DIR` (Cargo's `links` metadata, given to the
//! build scripts of packages that depend directly on payseal-sys). Cargo applies
//! `rustc-link-arg` only to the package whose build script prints it, so this crate has to
//! print its own, and so does every downstream crate that wants an rpath (README.md shows the
//! three-line build.rs). The variable is absent when the library is on the linker's default
//! path (pkg-config leaves system directories out), which needs no rpath.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=DEP_PAYSEAL_LIB_DIR");
    let windows = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "windows");
    if let Some(dir) = std::env::var_os("DEP_PAYSEAL_LIB_DIR").filter(|d| !d.is_empty()) {
        if !windows {
            // Applies to this package's tests, examples and benches (a library has no link step).
            println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.to_string_lossy());
        }
    }
}
