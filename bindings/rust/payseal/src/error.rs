// Generated from Include/payseal.h and Include/payseal_results.json by tools/generate_bindings.py; do not edit.
// `Status`, one variant per `payseal_status` of the header, its value <-> name tables and its
// words; the names Rust calls the C parameters by in messages (`ARGUMENT_NAMES`). lib.rs includes
// it in the module `error` (include!: rustfmt leaves generated files as they are written).

use crate::sys;
use std::fmt;

/// A `payseal_status` value, one variant per status the header defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Status {
    /// `PAYSEAL_OK`: success. Never the status of an [`Error`](crate::Error) this crate returns.
    Ok,
    /// `PAYSEAL_E_ARGUMENT`: NULL where not allowed, bad length, invalid UTF-8. Also an interior
    /// NUL in a `&str` (checked by this crate).
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
    /// `PAYSEAL_E_DECRYPT`: any authentication or decryption failure, one uniform code.
    Decrypt,
    /// `PAYSEAL_E_CRYPTO`: unexpected OpenSSL or libsodium failure. This crate also uses it when
    /// the library breaks its own contract (success without an output, non-UTF-8 text, JSON not of
    /// its documented shape).
    Crypto,
    /// `PAYSEAL_E_NO_MEMORY`: an allocation failed.
    NoMemory,
    /// `PAYSEAL_E_LIMIT`: input larger than a documented limit.
    Limit,
    /// `PAYSEAL_E_VALIDATION`: payseal_prepare: the request fails its product's validation.
    Validation,
    /// `PAYSEAL_E_CLIENT_API`: the Client API answered an HTTP error (Swift Session calls). No
    /// function of libpayseal ends with it.
    ClientApi,
    /// `PAYSEAL_E_NO_ANSWER`: no HTTP answer: timeout, connection (Swift Session calls). No
    /// function of libpayseal ends with it.
    NoAnswer,
    /// `PAYSEAL_E_CANCELLED`: the calling task was cancelled (Swift Session calls). No function of
    /// libpayseal ends with it.
    Cancelled,
    /// A value this crate does not know (a newer library); holds the raw value.
    Unknown(u32),
}

impl Status {
    /// The status for a raw `payseal_status` value.
    pub fn from_raw(raw: u32) -> Status {
        match raw {
            0 => Status::Ok,
            1 => Status::Argument,
            2 => Status::KeyFormat,
            3 => Status::KeyUnsupported,
            4 => Status::Json,
            5 => Status::JweFormat,
            6 => Status::JweUnsupported,
            7 => Status::Decrypt,
            8 => Status::Crypto,
            9 => Status::NoMemory,
            10 => Status::Limit,
            11 => Status::Validation,
            12 => Status::ClientApi,
            13 => Status::NoAnswer,
            14 => Status::Cancelled,
            other => Status::Unknown(other),
        }
    }

    /// The raw `payseal_status` value.
    pub fn raw(self) -> u32 {
        match self {
            Status::Ok => 0,
            Status::Argument => 1,
            Status::KeyFormat => 2,
            Status::KeyUnsupported => 3,
            Status::Json => 4,
            Status::JweFormat => 5,
            Status::JweUnsupported => 6,
            Status::Decrypt => 7,
            Status::Crypto => 8,
            Status::NoMemory => 9,
            Status::Limit => 10,
            Status::Validation => 11,
            Status::ClientApi => 12,
            Status::NoAnswer => 13,
            Status::Cancelled => 14,
            Status::Unknown(raw) => raw,
        }
    }

    /// The C name, as `payseal_status_name` gives it ("PAYSEAL_E_DECRYPT";
    /// "PAYSEAL_E_UNKNOWN" for [`Status::Unknown`]).
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "PAYSEAL_OK",
            Status::Argument => "PAYSEAL_E_ARGUMENT",
            Status::KeyFormat => "PAYSEAL_E_KEY_FORMAT",
            Status::KeyUnsupported => "PAYSEAL_E_KEY_UNSUPPORTED",
            Status::Json => "PAYSEAL_E_JSON",
            Status::JweFormat => "PAYSEAL_E_JWE_FORMAT",
            Status::JweUnsupported => "PAYSEAL_E_JWE_UNSUPPORTED",
            Status::Decrypt => "PAYSEAL_E_DECRYPT",
            Status::Crypto => "PAYSEAL_E_CRYPTO",
            Status::NoMemory => "PAYSEAL_E_NO_MEMORY",
            Status::Limit => "PAYSEAL_E_LIMIT",
            Status::Validation => "PAYSEAL_E_VALIDATION",
            Status::ClientApi => "PAYSEAL_E_CLIENT_API",
            Status::NoAnswer => "PAYSEAL_E_NO_ANSWER",
            Status::Cancelled => "PAYSEAL_E_CANCELLED",
            Status::Unknown(_) => "PAYSEAL_E_UNKNOWN",
        }
    }

    /// The status whose C name is `name` ("PAYSEAL_E_JSON"); `None` for any other text.
    pub fn from_name(name: &str) -> Option<Status> {
        (0..=14).map(Status::from_raw).find(|s| s.name() == name)
    }
}

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

/// C parameter -> the name a Rust caller knows it by; every other parameter keeps its C name.
pub(crate) const ARGUMENT_NAMES: [(&str, &str); 4] = [
    ("data_restrictions_json", "data_restrictions"),
    ("context_json", "context"),
    ("params_json", "params"),
    ("accepted_json", "accepted"),
];
