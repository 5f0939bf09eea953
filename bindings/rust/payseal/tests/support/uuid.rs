//! The nonce check shared by the API and vector tests.

/// A version-4 UUID in lowercase with hyphens (RFC 9562 section 5.4): the shape of every
/// nonce PaySeal draws.
pub fn is_uuid_v4_lower(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 36
        && b.iter().enumerate().all(|(i, &c)| match i {
            8 | 13 | 18 | 23 => c == b'-',
            _ => matches!(c, b'0'..=b'9' | b'a'..=b'f'),
        })
        && b[14] == b'4'
        && matches!(b[19], b'8' | b'9' | b'a' | b'b')
}
