//! Judging one case: why a run failed ([`Fail`]), what that means for the case given its
//! expected result ([`Outcome`]), and the case's id for the report.

use crate::case_fields::opt_str;
use crate::support::Json;

const SMALL_KEY_REASON: &str = "test_allow_small_key: key below 2048 bits, refused by the C ABI's policy";

/// Why a case did not produce the expected outcome.
pub(crate) enum Fail {
    /// A PaySeal call failed.
    Api(payseal::Error),
    /// The calls succeeded but an output differs.
    Mismatch(String),
    /// The vector itself lacks a field or holds an unusable value.
    Vector(String),
    /// The case cannot be expressed through the C ABI (a skip, not a failure, for cases
    /// expected to succeed).
    Inexpressible(&'static str),
}

impl From<payseal::Error> for Fail {
    fn from(e: payseal::Error) -> Fail {
        Fail::Api(e)
    }
}

pub(crate) enum Outcome {
    Pass,
    Fail(String),
    Skip(&'static str),
}

pub(crate) type Run = Result<(), Fail>;

pub(crate) fn judge(c: &Json, run: fn(&Json) -> Run) -> Outcome {
    if c.get("test_allow_small_key").and_then(Json::as_bool) == Some(true) {
        return Outcome::Skip(SMALL_KEY_REASON);
    }
    let result = match c.get("result").and_then(Json::as_str) {
        Some(r @ ("valid" | "invalid" | "acceptable")) => r,
        _ => return Outcome::Fail("bad vector: result is not valid/invalid/acceptable".into()),
    };
    let want_status = match opt_str(c, "status") {
        Ok(s) => s,
        Err(_) => return Outcome::Fail("bad vector: status is not a string".into()),
    };
    if result == "invalid" && want_status.is_none() {
        return Outcome::Fail("bad vector: invalid case without status".into());
    }
    match (result, run(c)) {
        (_, Err(Fail::Vector(m))) => Outcome::Fail(format!("bad vector: {m}")),
        (_, Err(Fail::Inexpressible(why))) => Outcome::Skip(why),
        ("invalid", Ok(()) | Err(Fail::Mismatch(_))) => {
            Outcome::Fail(format!("expected {}, got success", want_status.unwrap_or("?")))
        }
        ("invalid", Err(Fail::Api(e))) | ("acceptable", Err(Fail::Api(e))) => match want_status {
            Some(s) if s != e.status.name() => Outcome::Fail(format!("expected {s}, got {e}")),
            _ => Outcome::Pass,
        },
        (_, Ok(())) => Outcome::Pass,
        (_, Err(Fail::Mismatch(m))) => Outcome::Fail(m),
        (_, Err(Fail::Api(e))) => Outcome::Fail(format!("expected success, got {e}")),
    }
}

pub(crate) fn case_id(c: &Json) -> String {
    match c.get("id") {
        Some(Json::String(s)) => s.clone(),
        Some(other) => other.to_text(),
        None => "<no id>".into(),
    }
}
