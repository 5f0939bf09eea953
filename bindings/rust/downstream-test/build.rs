//! What a downstream crate needs so that its binaries find libpayseal without LD_LIBRARY_PATH:
//! payseal-sys (a direct dependency, `links = "payseal"`) reports the directory it linked
//! against as DEP_PAYSEAL_LIB_DIR; embed it as an rpath. Cargo applies `rustc-link-arg` only
//! to the package whose build script prints it, so payseal-sys cannot do this for us.
fn main() {
    println!("cargo:rerun-if-env-changed=DEP_PAYSEAL_LIB_DIR");
    if let Some(dir) = std::env::var_os("DEP_PAYSEAL_LIB_DIR") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.to_string_lossy());
    }
}
