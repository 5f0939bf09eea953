//! Raw FFI declarations for libpayseal, generated from `Include/payseal.h` by
//! `tools/generate_bindings.py` (`make generate-bindings`). Every item keeps its C name and
//! its doc is the first sentence of the header's comment; read the header for the contract of
//! each function. Use the `payseal` crate for a safe API.
//!
//! Type mapping:
//! - `size_t` -> `usize` (Rust guarantees `usize` has the size of a pointer, which is the
//!   size of `size_t` on every platform Rust and PaySeal support);
//! - `int` -> [`c_int`], `char` -> [`c_char`], `uint8_t` -> `u8`;
//! - C array parameters (`const uint8_t cek[64]`) decay to pointers in C, so they are
//!   `*const u8` here; the callee reads exactly the documented number of bytes;
//! - `payseal_status` -> the [`payseal_status`] newtype (see its documentation for why it is
//!   not a Rust `enum`);
//! - opaque handles -> zero-sized `#[repr(C)]` structs that are `!Send`, `!Sync` and `!Unpin`
//!   and can only be used behind pointers (the pattern the Rustonomicon recommends).

#![no_std]
#![allow(non_camel_case_types)]
#![deny(missing_docs)]

use core::ffi::{c_char, c_int, c_uint, c_void};
use core::marker::{PhantomData, PhantomPinned};

// The constants, the `payseal_status` newtype and its values, the opaque handles and the
// `extern "C"` block, generated from Include/payseal.h by tools/generate_bindings.py.
include!("generated.rs");
