//! Test support without dependencies: the crate's JSON reader (RFC 8259) with a compact writer and
//! semantic equality, hex/base64 helpers, enough for Vectors/*.json, and the nonce's shape.

mod hex_base64;
mod json;
mod uuid;

pub use hex_base64::{base64, hex, to_hex};
pub(crate) use json::parse;
pub use json::{semantic_eq, Json};
pub use uuid::is_uuid_v4_lower;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_round_trip_and_escapes() {
        let v = parse(r#" {"a":[1,-2.5e+3,true,false,null],"b":"x\"\\\/\b\f\n\r\t\u00e9\ud83d\udd11","a":0} "#).unwrap();
        assert_eq!(v.get("a").unwrap().as_u64(), Some(0));
        assert_eq!(v.get("b").unwrap().as_str(), Some("x\"\\/\u{8}\u{c}\n\r\té🔑"));
        let again = parse(&v.to_text()).unwrap();
        assert!(semantic_eq(&v, &again));
        for bad in ["", "{", "[1,]", "{\"a\"}", "01", "1.", "\"\\ud83d\"", "\"\\udd11\"", "\"\u{1}\"", "nul", "1 2", "\"\\x\""] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        assert!(semantic_eq(&parse(r#"{"a":1,"b":2}"#).unwrap(), &parse(r#"{"b":2.0,"a":1}"#).unwrap()));
        assert!(!semantic_eq(&parse("[1,2]").unwrap(), &parse("[2,1]").unwrap()));
    }

    #[test]
    fn hex_codec() {
        assert_eq!(hex("00ff10Ab").unwrap(), vec![0, 255, 16, 171]);
        assert!(hex("abc").is_err() && hex("zz").is_err());
        assert_eq!(to_hex(&[0, 255, 16]), "00ff10");
        let b64: Vec<String> = ["", "f", "fo", "foo", "foob", "fooba", "foobar"].iter().map(|s| base64(s.as_bytes())).collect();
        assert_eq!(b64, ["", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy"]);
    }
}
