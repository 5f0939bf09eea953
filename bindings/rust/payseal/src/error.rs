//! [`Status`] (one variant per `payseal_status`), [`Error`] (a status and libpayseal's
//! message) and this crate's [`Result`].

use crate::sys;
use std::ffi::CStr;
use std::fmt;

/// A `payseal_status` value, one variant per status the header defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Status {
    /// `PAYSEAL_OK`: success. Never the status of an [`Error`] this crate returns.
    Ok,
    /// `PAYSEAL_E_ARGUMENT`: NULL where not allowed, bad length, invalid UTF-8, a value the
    /// function does not accept; also an interior NUL in a `&str` (checked by this crate).
    Argument,
    /// `PAYSEAL_E_KEY_FORMAT`: key bytes cannot be parsed.
    KeyFormat,
    /// `PAYSEAL_E_KEY_UNSUPPORTED`: not RSA, modulus outside 2048..8192 bits, bad exponent.
    KeyUnsupported,
    /// `PAYSEAL_E_JSON`: malformed JSON input.
    Json,
    /// `PAYSEAL_E_JWE_FORMAT`: malformed compact serialization or header.
    JweFormat,
    /// `PAYSEAL_E_JWE_UNSUPPORTED`: alg/enc/zip/crit not supported.
    JweUnsupported,
    /// `PAYSEAL_E_DECRYPT`: any authentication or decryption failure (one uniform status).
    Decrypt,
    /// `PAYSEAL_E_CRYPTO`: unexpected OpenSSL or libsodium failure. This crate also uses it
    /// when the library breaks its own contract (success without an output, non-UTF-8 text).
    Crypto,
    /// `PAYSEAL_E_NO_MEMORY`: an allocation failed.
    NoMemory,
    /// `PAYSEAL_E_LIMIT`: input larger than a documented limit.
    Limit,
    /// `PAYSEAL_E_VALIDATION`: a request's values fail its product's validation.
    Validation,
    /// `PAYSEAL_E_CLIENT_API`: the Client API answered an HTTP error. Only calls that send
    /// requests (the Swift API's) end with it; no function of libpayseal does.
    ClientApi,
    /// `PAYSEAL_E_NO_ANSWER`: no HTTP answer (a timeout, a connection). Only calls that send
    /// requests end with it.
    NoAnswer,
    /// `PAYSEAL_E_CANCELLED`: the calling task was cancelled. Only calls that send requests end
    /// with it.
    Cancelled,
    /// A value this crate does not know (a newer library); holds the raw value.
    Unknown(u32),
}

// `Status::from_raw`, `raw`, `name` and `from_name`: the value <-> name mapping, generated from
// Include/payseal.h by tools/generate_bindings.py. A status added to the header fails to compile
// here until the enum above gets its variant (and Display below its words).
include!("status_table.rs");

impl From<sys::payseal_status> for Status {
    fn from(s: sys::payseal_status) -> Status {
        Status::from_raw(s.0)
    }
}

impl From<Status> for sys::payseal_status {
    fn from(s: Status) -> sys::payseal_status {
        sys::payseal_status(s.raw())
    }
}

/// What went wrong, in words (`"invalid argument"`); [`Status::name`] is the C name.
impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            Status::Ok => "success",
            Status::Argument => "invalid argument",
            Status::KeyFormat => "malformed key",
            Status::KeyUnsupported => "unsupported key",
            Status::Json => "invalid JSON",
            Status::JweFormat => "malformed JWE",
            Status::JweUnsupported => "unsupported JWE",
            Status::Decrypt => "decryption failed",
            Status::Crypto => "cryptographic failure",
            Status::NoMemory => "out of memory",
            Status::Limit => "over a limit",
            Status::Validation => "validation failed",
            Status::ClientApi => "the Client API answered an error",
            Status::NoAnswer => "no answer",
            Status::Cancelled => "cancelled",
            Status::Unknown(raw) => return write!(f, "unknown status {raw}"),
        };
        f.write_str(words)
    }
}

/// A failed PaySeal call: its status and libpayseal's message for it.
///
/// The message never contains key material, plaintext or card data (a guarantee of the
/// library). It may be empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// What failed.
    pub status: Status,
    /// `payseal_last_error()` read right after the failing call on the same thread, or this
    /// crate's own explanation for checks it makes before calling (interior NUL bytes). An
    /// argument is called by its Rust name (the subject rendered by this crate, then the
    /// library's `payseal_last_error_detail()`).
    pub message: String,
    /// What the failure is about, as a stable key (`payseal_last_error_subject()`: the C
    /// parameter's name, then `.member` or `[index]`), or `None`.
    pub subject: Option<String>,
}

impl Error {
    /// Builds the error for `status` from the calling thread's `payseal_last_error`. Must be
    /// called right after the failing call, before any other PaySeal call on this thread.
    pub(crate) fn from_last(status: sys::payseal_status) -> Error {
        // SAFETY: the three texts are never NULL and stay valid until this thread's next failing
        // PaySeal call; each is copied before any other call.
        let read = |text: *const std::os::raw::c_char| unsafe { CStr::from_ptr(text) }.to_string_lossy().into_owned();
        let subject = read(unsafe { sys::payseal_last_error_subject() });
        let message = if subject.is_empty() {
            read(unsafe { sys::payseal_last_error() })
        } else {
            format!("{} {}", rust_subject(&subject), read(unsafe { sys::payseal_last_error_detail() }))
        };
        Error { status: Status::from(status), message, subject: (!subject.is_empty()).then_some(subject) }
    }

    pub(crate) fn interior_nul(what: &str) -> Error {
        Error::of(Status::Argument, format!("{what} contains a NUL byte (refused before calling libpayseal)"))
    }

    pub(crate) fn contract(what: &str) -> Error {
        Error::of(Status::Crypto, format!("libpayseal broke its contract: {what}"))
    }

    /// An error this crate finds itself, about no one argument.
    pub(crate) fn of(status: Status, message: String) -> Error {
        Error { status, message, subject: None }
    }
}

/// A failure's subject key (`payseal_last_error_subject`) as a Rust message begins with it: the
/// argument by the name a Rust caller knows it by, then `"member"` or `[index]` as in the C
/// wording. Only the C parameters with another name in this crate are renamed.
fn rust_subject(subject: &str) -> String {
    const NAMES: [(&str, &str); 4] = [
        ("data_restrictions_json", "data_restrictions"),
        ("context_json", "context"),
        ("params_json", "the operation's parameters"),
        ("accepted_json", "accepted"),
    ];
    let cut = subject.find(['.', '[']).unwrap_or(subject.len());
    let (argument, rest) = subject.split_at(cut);
    let name = NAMES.iter().find(|(c_name, _)| *c_name == argument).map_or(argument, |(_, rust_name)| rust_name);
    match rest.strip_prefix('.') {
        Some(member) => format!("{name} \"{member}\""),
        None => format!("{name}{rest}"),
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.message.is_empty() {
            write!(f, "{}", self.status)
        } else {
            write!(f, "{}: {}", self.status, self.message)
        }
    }
}

impl std::error::Error for Error {}

/// `std::result::Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
