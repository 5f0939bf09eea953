//! The JSON value of the test support: the crate's own reader and value (`src/json.rs`, compiled
//! into the tests by path, since integration tests cannot reach a private module), its compact
//! text, and [`semantic_eq`], equality as after parsing.

#[allow(dead_code)] // the tests use part of it
#[path = "../../src/json.rs"]
mod reader;

pub(crate) use reader::parse;
pub use reader::JsonValue as Json;

impl Json {
    /// Compact serialization (like Python's `json.dumps(..., separators=(",", ":"),
    /// ensure_ascii=False)`), member order kept.
    pub fn to_text(&self) -> String {
        self.to_string()
    }
}

/// Structural equality as after parsing: objects compare as maps (order-insensitive, last
/// duplicate wins), numbers by value, everything else exactly.
pub fn semantic_eq(a: &Json, b: &Json) -> bool {
    match (a, b) {
        (Json::Null, Json::Null) => true,
        (Json::Bool(x), Json::Bool(y)) => x == y,
        (Json::Number(x), Json::Number(y)) => x == y || matches!((x.parse::<f64>(), y.parse::<f64>()), (Ok(p), Ok(q)) if p == q),
        (Json::String(x), Json::String(y)) => x == y,
        (Json::Array(x), Json::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| semantic_eq(p, q)),
        (Json::Object(x), Json::Object(y)) => {
            let (kx, ky) = (member_names(x), member_names(y));
            kx == ky && kx.iter().all(|k| semantic_eq(a.get(k).unwrap(), b.get(k).unwrap()))
        }
        _ => false,
    }
}

/// An object's member names, sorted, without duplicates.
fn member_names(m: &[(String, Json)]) -> Vec<&str> {
    let mut k: Vec<&str> = m.iter().map(|(k, _)| k.as_str()).collect();
    k.sort_unstable();
    k.dedup();
    k
}
