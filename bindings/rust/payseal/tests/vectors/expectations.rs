//! Comparing a run's outputs with the case's expected values; a difference is a
//! [`Fail::Mismatch`].

use crate::case_fields::opt_str;
use crate::judging::{Fail, Run};
use crate::support::Json;
use payseal::PublicKey;

pub(crate) fn expect_eq<T: PartialEq + std::fmt::Debug>(what: &str, got: T, want: T) -> Run {
    if got == want {
        Ok(())
    } else {
        Err(Fail::Mismatch(format!("{what}: got {got:?}, expected {want:?}")))
    }
}

/// Like expect_eq for text, but long values are shown around their first difference.
pub(crate) fn expect_text(what: &str, got: &str, want: &str) -> Run {
    if got == want {
        return Ok(());
    }
    if got.len() + want.len() <= 400 {
        return Err(Fail::Mismatch(format!("{what}: got {got:?}, expected {want:?}")));
    }
    let at = got.bytes().zip(want.bytes()).take_while(|(a, b)| a == b).count();
    let around = |s: &str| {
        let start = s.char_indices().map(|(i, _)| i).take_while(|&i| i + 40 <= at).last().unwrap_or(0);
        s[start..].chars().take(80).collect::<String>()
    };
    Err(Fail::Mismatch(format!(
        "{what}: {} vs {} bytes, first difference at byte {at}: got …{:?}…, expected …{:?}…",
        got.len(),
        want.len(),
        around(got),
        around(want)
    )))
}

pub(crate) fn expect_bits(key: &PublicKey, c: &Json) -> Run {
    if let Some(b) = c.get("bits") {
        let want = b
            .as_u64()
            .or_else(|| b.as_str().and_then(|s| s.parse().ok()))
            .ok_or_else(|| Fail::Vector("bits is not a number".into()))?;
        expect_eq("bits", u64::from(key.bits()), want)?;
    }
    Ok(())
}

pub(crate) fn expect_kid(key: &PublicKey, c: &Json) -> Run {
    if c.get("kid").is_some() {
        expect_eq("kid", key.key_id().as_deref(), opt_str(c, "kid")?)?;
    }
    Ok(())
}
