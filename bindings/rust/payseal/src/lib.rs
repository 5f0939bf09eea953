//! Safe Rust API over libpayseal.
//!
//! PaySeal turns a payment platform's public key and a customer's card data into the two
//! strings a merchant's server forwards to the platform's Server API: `encryptedFields`, a JWE
//! compact serialization (RSA-OAEP + A256CBC-HS512), and `encodedClientMetaInfo`, base64 of
//! the device metadata JSON.
//!
//! ```no_run
//! use payseal::{DeviceMetadata, PaymentRequest, PublicKey};
//!
//! # fn main() -> payseal::Result<()> {
//! // The body of the Client API's /crypto/publickey response.
//! let key = PublicKey::from_client_api(r#"{"keyId":"…","publicKey":"MIIBIjAN…"}"#)?;
//! let mut request = PaymentRequest::new("client-session-id", 1)?;
//! request.set_value("cardNumber", "4567350000427977")?;
//! request.set_value("expiryDate", "1230")?;
//! let mut metadata = DeviceMetadata::new()?;
//! metadata.set("appIdentifier", "MyShop/1.0")?;
//! let prepared = request.prepare(&key, Some(&metadata))?;
//! println!("{} {}", prepared.encrypted_fields, prepared.encoded_client_meta_info);
//! # Ok(())
//! # }
//! ```
//!
//! # Errors
//!
//! Every fallible call returns [`Result`]; an [`Error`] carries the [`Status`] libpayseal
//! returned and the message it left in `payseal_last_error`, read on the same thread right
//! after the failing call.
//!
//! # Strings and NUL bytes
//!
//! libpayseal takes most text (key ids, metadata, payment values, nonces) as NUL-terminated C
//! strings. A Rust `&str` may contain `'\0'`, which C would silently read as the end of the
//! string, so such a value would be truncated rather than refused. This crate therefore
//! rejects any `&str` argument with an interior NUL with [`Status::Argument`] before
//! calling libpayseal (the status libpayseal uses for unusable arguments). Inputs that
//! libpayseal takes with an explicit length (key bytes, Client API JSON, JWE text,
//! plaintext) are passed through unchanged.
//!
//! # Threads
//!
//! [`PublicKey`] and [`PrivateKey`] are immutable and `Send + Sync`: share one through an
//! `Arc`. The builders [`DeviceMetadata`] and [`PaymentRequest`] are `Send` but not `Sync`:
//! one thread at a time, as the C header requires (checked at compile time in this crate).
//!
//! # Secrets in Rust memory
//!
//! libpayseal wipes its own buffers (`payseal_free`), and this crate frees each one right
//! after copying it out. The copies (`Vec<u8>` plaintexts, payload `String`s) are ordinary
//! Rust allocations that are *not* wiped when dropped; overwrite them yourself if your threat
//! model needs it.

#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

mod card_fields;
mod card_input;
mod cards;
mod client_api;
mod client_api_errors;
mod json;
/// The library's JSON outputs as typed values, generated from Include/payseal_results.json.
#[allow(dead_code)] // every member is described; the public types use what they expose
mod results {
    include!("results.rs");
}
mod product;
mod product_field;
#[cfg(test)]
mod results_tests;
mod session;

mod device_metadata;
/// `Status` and the argument names of messages, generated from the header and
/// Include/payseal_results.json.
mod error {
    include!("error.rs");
}
mod failed_call;
mod ffi_helpers;
mod library_version;
mod messages;
mod payment_request;
mod private_key;
mod public_key;
mod services;

pub use card_fields::{delete_expiry, edit_expiry, BrandInfo};
pub use card_input::{iin_bin, iin_needs_new_details, iin_result, validate_value, Mask, MaskEdit, Param, ValidationError};
pub use cards::{BrandNames, CardBrands, CardCheck, CardPart};
pub use client_api::{CardSource, ClientApiRequest, IinResult, IinStatus, Operation, PaymentContext, YearMonth};
pub use client_api_errors::{client_api_error, ApiError, ClientApiFailure};
pub use device_metadata::DeviceMetadata;
pub use error::Status;
pub use failed_call::{Error, Result};
pub use json::JsonValue;
pub use library_version::{abi_version, version, ABI_VERSION};
pub use messages::{localize_messages, message};
pub use payment_request::{PaymentRequest, Prepared};
pub use private_key::PrivateKey;
pub use product::{offered_products, parse_product_list, AccountOnFile, Product, ProductField, Wallets};
pub use product_field::{FieldCheck, FieldState};
pub use public_key::{PublicKey, CEK_BYTES, IV_BYTES, OAEP_SEED_BYTES};
pub use services::{
    currency_conversion, payment_product_networks, service_response, surcharge_calculation, AmountOfMoney,
    CurrencyConversionQuote, PaymentProductNetworks, Surcharge, SurchargeCalculation,
};
pub use session::Session;
// The helpers the card-input, card-brand and session modules reach as `crate::…`.
use ffi_helpers::{bytes_ptr, c_string, check, handle, take_text};

/// The raw declarations (`payseal-sys`), for what this crate does not wrap.
pub use payseal_sys as sys;

/// Compile-time proof that the builders are not `Sync` (the auto-trait ambiguity trick of
/// `static_assertions::assert_not_impl_any!`): if `T: Sync`, both impls apply, the `_`
/// cannot be inferred, and the crate does not compile.
#[allow(dead_code)]
mod builders_are_not_sync {
    trait AmbiguousIfSync<A> {
        fn check() {}
    }
    impl<T: ?Sized> AmbiguousIfSync<()> for T {}
    impl<T: ?Sized + Sync> AmbiguousIfSync<u8> for T {}
    const _: fn() = || {
        <super::DeviceMetadata as AmbiguousIfSync<_>>::check();
        <super::PaymentRequest as AmbiguousIfSync<_>>::check();
    };
}
