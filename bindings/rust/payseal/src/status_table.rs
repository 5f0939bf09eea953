// Generated from Include/payseal.h by tools/generate_bindings.py; do not edit.
// The value <-> name tables of `Status`; error.rs declares the enum, its prose and its words.

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
