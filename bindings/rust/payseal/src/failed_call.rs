//! [`Error`] (a failed call's status and libpayseal's message) and this crate's [`Result`]; the
//! statuses themselves are [`Status`] (error.rs, generated from the header).

use crate::error::{Status, ARGUMENT_NAMES};
use crate::sys;
use std::ffi::CStr;
use std::fmt;

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
/// wording. Only the C parameters with another name in this crate (generated from
/// Include/payseal_results.json) are renamed.
fn rust_subject(subject: &str) -> String {
    let cut = subject.find(['.', '[']).unwrap_or(subject.len());
    let (argument, rest) = subject.split_at(cut);
    let name = ARGUMENT_NAMES.iter().find(|(c_name, _)| *c_name == argument).map_or(argument, |(_, rust_name)| rust_name);
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
