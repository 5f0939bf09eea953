"""Writes bindings/rust/payseal/src/results.rs from Include/payseal_results.json: one struct per
shape, its members typed, and one reader per function that turns the function's JSON text into
them, checking every member's type (a library that broke its contract is an Error naming the
member). The crate's public types (CardCheck, ValidationError, ...) are built from these.
"""

from __future__ import annotations

from typing import Dict, List

from payseal_results import Result, Results, Shape, Type

PATH = "bindings/rust/payseal/src/results.rs"

_PRIMITIVE = {"string": "String", "int": "i64", "number": "String", "bool": "bool", "id": "String", "json": "JsonValue"}
_RESERVED = {"type": "kind", "ref": "reference", "match": "matches"}


def rust_type(t: Type) -> str:
    if t.kind in _PRIMITIVE:
        return _PRIMITIVE[t.kind]
    if t.kind == "shape":
        return t.name
    if t.kind == "array":
        return f"Vec<{rust_type(t.of)}>"
    if t.kind == "map":
        return f"Vec<({'i64' if t.key == 'int' else 'String'}, {rust_type(t.of)})>"
    return f"Option<{rust_type(t.of)}>"


def reader(t: Type) -> str:
    if t.kind in _PRIMITIVE:
        return {"bool": "boolean", "json": "any"}.get(t.kind, t.kind)
    if t.kind == "shape":
        return f"{t.name}::read"
    fn = {"array": "array", "nullable": "nullable", "map": "int_map" if t.key == "int" else "map"}[t.kind]
    return f"|v: &JsonValue, at: &At| {fn}(v, at, {reader(t.of)})"


def field_name(json_key: str) -> str:
    snake = "".join("_" + c.lower() if c.isupper() else c for c in json_key)
    return _RESERVED.get(snake, snake)


def doc(text: str, indent: str) -> List[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(indent) + 4 + len(line) + 1 + len(word) > 110:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [f"{indent}/// {ln}" for ln in lines + [line]] if text else []


def shape_struct(s: Shape) -> List[str]:
    out = doc(s.doc, "") + ["#[derive(Clone, Debug, PartialEq, Eq)]", f"pub(crate) struct {s.name} {{"]
    for m in s.members:
        t = rust_type(m.type)
        if m.optional and m.type.kind != "nullable":
            t = f"Option<{t}>"
        out += doc(f"`{m.json}`" + (f": {m.doc}" if m.doc else "") + (" Absent: `None`." if m.optional else ""), "    ")
        out.append(f"    pub {field_name(m.json)}: {t},")
    if s.open:
        out += ["    /// The members not listed above, as they came.", "    pub extra: Vec<(String, JsonValue)>,"]
    out += ["}", "", f"impl {s.name} {{", "    fn read(v: &JsonValue, at: &At) -> Read<Self> {", "        let o = object(v, at)?;"]
    if s.open:
        known = ", ".join(f'"{m.json}"' for m in s.members)
        out.append(f"        let extra = o.iter().filter(|(k, _)| ![{known}].contains(&k.as_str())).cloned().collect();")
    out.append(f"        Ok({s.name} {{")
    for m in s.members:
        read = reader(m.type)
        if m.values:
            values = ", ".join(f'"{v}"' for v in m.values)
            read = f"|v: &JsonValue, at: &At| one_of(v, at, &[{values}])"
        how = "optional" if m.optional else "member"
        out.append(f'            {field_name(m.json)}: {how}(o, "{m.json}", at, {read})?,')
    if s.open:
        out.append("            extra,")
    out += ["        })", "    }", "}", ""]
    return out


def function_readers(r: Result) -> List[str]:
    base = r.function[len("payseal_"):]
    cases = [(base, r.type, "")] if r.type is not None else [
        (base + "_" + field_name(case), t, case) for case, t in r.cases]
    out = []
    for name, t, case in cases:
        what = f"`{r.function}`" + (f" (`{r.by}` \"{case}\")" if case else "")
        out += doc(f"The output of {what}, typed." + (f" {r.doc}" if r.doc else ""), "")
        out += [f"pub(crate) fn read_{name}(text: &str) -> crate::Result<{rust_type(t)}> {{",
                f'    typed(text, "{r.function}", {reader(t)})', "}", ""]
    return out


HELPERS = r'''
type Read<T> = std::result::Result<T, String>;

/// The largest integer a JSON number carries exactly to every host.
const MAX_INT: i64 = (1 << 53) - 1;

/// Where a value is, written out only when it is wrong: reading builds no text.
enum At<'a> {
    Output(&'a str),
    Key(&'a At<'a>, &'a str),
    Index(&'a At<'a>, usize),
}

impl std::fmt::Display for At<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            At::Output(function) => f.write_str(function),
            At::Key(parent, key) => write!(f, "{parent}.{key}"),
            At::Index(parent, index) => write!(f, "{parent}[{index}]"),
        }
    }
}

fn typed<T>(text: &str, function: &str, read: impl Fn(&JsonValue, &At) -> Read<T>) -> crate::Result<T> {
    let value = json::parse(text).map_err(|_| Error::contract(&format!("{function}: its output is not JSON")))?;
    read(&value, &At::Output(function)).map_err(|what| Error::contract(&what))
}

fn object<'a>(v: &'a JsonValue, at: &At) -> Read<&'a [(String, JsonValue)]> {
    v.as_object().ok_or_else(|| format!("{at} is not an object"))
}

fn member<T>(o: &[(String, JsonValue)], key: &str, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<T> {
    match o.iter().rev().find(|(k, _)| k == key) {
        Some((_, v)) => read(v, &At::Key(at, key)),
        None => Err(format!("{at}.{key} is missing")),
    }
}

fn optional<T>(o: &[(String, JsonValue)], key: &str, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Option<T>> {
    match o.iter().rev().find(|(k, _)| k == key) {
        Some((_, JsonValue::Null)) | None => Ok(None),
        Some((_, v)) => read(v, &At::Key(at, key)).map(Some),
    }
}

fn string(v: &JsonValue, at: &At) -> Read<String> {
    v.as_str().map(str::to_owned).ok_or_else(|| format!("{at} is not a string"))
}

fn int(v: &JsonValue, at: &At) -> Read<i64> {
    match v {
        JsonValue::Number(n) => n.parse::<i64>().ok().filter(|n| n.abs() <= MAX_INT).ok_or_else(|| format!("{at} is not an integer")),
        _ => Err(format!("{at} is not an integer")),
    }
}

fn number(v: &JsonValue, at: &At) -> Read<String> {
    match v {
        JsonValue::Number(n) => Ok(n.clone()),
        _ => Err(format!("{at} is not a number")),
    }
}

fn boolean(v: &JsonValue, at: &At) -> Read<bool> {
    v.as_bool().ok_or_else(|| format!("{at} is not true or false"))
}

fn id(v: &JsonValue, at: &At) -> Read<String> {
    match v {
        JsonValue::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Ok(s.clone()),
        _ => int(v, at).map(|n| n.to_string()),
    }
}

fn any(v: &JsonValue, _at: &At) -> Read<JsonValue> {
    Ok(v.clone())
}

fn one_of(v: &JsonValue, at: &At, values: &[&str]) -> Read<String> {
    let text = string(v, at)?;
    if values.contains(&text.as_str()) {
        Ok(text)
    } else {
        Err(format!("{at} is \"{text}\", none of {}", values.join(", ")))
    }
}

fn nullable<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Option<T>> {
    if v.is_null() {
        Ok(None)
    } else {
        read(v, at).map(Some)
    }
}

fn array<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<T>> {
    let items = v.as_array().ok_or_else(|| format!("{at} is not an array"))?;
    items.iter().enumerate().map(|(i, item)| read(item, &At::Index(at, i))).collect()
}

fn map<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<(String, T)>> {
    object(v, at)?.iter().map(|(k, item)| Ok((k.clone(), read(item, &At::Key(at, k))?))).collect()
}

fn int_map<T>(v: &JsonValue, at: &At, read: impl Fn(&JsonValue, &At) -> Read<T>) -> Read<Vec<(i64, T)>> {
    object(v, at)?
        .iter()
        .map(|(k, item)| {
            let key = k.parse::<i64>().ok().filter(|_| k.bytes().all(|b| b.is_ascii_digit())).ok_or_else(|| format!("{at}: the key \"{k}\" is not an integer"))?;
            Ok((key, read(item, &At::Key(at, k))?))
        })
        .collect()
}
'''


def generate(results: Results, banner: str) -> Dict[str, str]:
    out = [f"// {banner}",
           "// The JSON outputs of the C ABI as typed values, from their one description",
           "// (Include/payseal_results.json): a struct per shape and a `read_*` per function. A member of",
           "// the wrong type (a library that broke its contract) is an `Error` naming it. lib.rs includes it",
           "// in the module `results` (include!: rustfmt leaves generated files as they are written).",
           "", "use crate::json::{self, JsonValue};", "use crate::Error;"]
    out += HELPERS.rstrip("\n").split("\n") + [""]
    for shape in results.shapes.values():
        out += shape_struct(shape)
    for r in results.results:
        out += function_readers(r)
    while out[-1] == "":
        out.pop()
    return {PATH: "\n".join(out) + "\n"}
