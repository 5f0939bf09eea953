//! The error answer of any Client API request, read through `payseal_client_api_error` as the
//! Swift API's `ClientAPIFailure` reads it: the status, the platform's `errorId` and its errors.

use crate::{check, sys, take_text, Result};
use std::ptr;

/// One error of the platform's error body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// The platform's error code, such as `"1002"`.
    pub code: Option<String>,
    /// The error's identifier, such as `"UNKNOWN_PRODUCT_ID"`.
    pub id: Option<String>,
    /// The category, such as `"CONNECT_PLATFORM_ERROR"`.
    pub category: Option<String>,
    /// A description in English, for logs (not for the customer).
    pub message: Option<String>,
    /// The request property the error is about, when it is about one.
    pub property_name: Option<String>,
    /// The HTTP status the platform gives this error, when it says.
    pub http_status_code: Option<i64>,
}

/// An HTTP error answer, from [`client_api_error`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClientApiFailure {
    /// The HTTP status, such as 404.
    pub http_status: i32,
    /// The platform's id of this error occurrence, to quote to support.
    pub error_id: Option<String>,
    /// The errors, in the answer's order; empty when the body was no error body.
    pub errors: Vec<ApiError>,
    json: String,
}

impl ClientApiFailure {
    /// `{"httpStatus","errorId","errors":[{"code","id","category","message","propertyName","httpStatusCode"}]}`.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}

/// Reads the error answer `body` (as received) of a request answered with `http_status`. A body
/// that is no error body (a proxy's HTML page) gives no `error_id` and no errors; a member absent
/// or of another type is `None`.
///
/// Errors: [`crate::Status::Argument`] (a success status, 200-299, or one outside 100-599),
/// [`crate::Status::Limit`] (a body over 64 KiB, more than 1024 errors).
pub fn client_api_error(http_status: i32, body: impl AsRef<[u8]>) -> Result<ClientApiFailure> {
    let body = body.as_ref();
    let (mut out, mut len) = (ptr::null_mut(), 0usize);
    // SAFETY: body.len() readable bytes (a real address even when empty), valid out places.
    check(unsafe { sys::payseal_client_api_error(http_status, crate::bytes_ptr(body).cast(), body.len(), &mut out, &mut len) })?;
    // SAFETY: a buffer of len bytes owned by the caller after PAYSEAL_OK.
    let json = unsafe { take_text(out, len, "client_api_error") }?;
    let read = crate::results::read_client_api_error(&json)?;
    let errors = read
        .errors
        .into_iter()
        .map(|e| ApiError {
            code: e.code,
            id: e.id,
            category: e.category,
            message: e.message,
            property_name: e.property_name,
            http_status_code: e.http_status_code,
        })
        .collect();
    let error_id = read.error_id;
    Ok(ClientApiFailure { http_status, error_id, errors, json })
}
