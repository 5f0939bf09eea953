"""Writes the bindings' status and error types from the header's payseal_status enum (its values,
names and comments) and the argument names of Include/payseal_results.json ("subjects"):

- bindings/python/src/payseal/_errors.py: one PaySealError subclass per status that a C function
  returns, error_class_for_status, STATUS_NAMES, and ARGUMENT_NAMES (a C parameter -> the name a
  Python caller knows it by, for the messages);
- bindings/rust/payseal/src/error.rs: the Status enum, its value <-> name tables, its words
  (Display), and ARGUMENT_NAMES for Rust;
- Sources/PaySeal/PaySealError+Arguments.swift: the core's one spelling of those argument keys
  (PaySealError.Subject.Argument), which its errors are about.

What the header cannot say is in the two tables below: the binding's own class name, base and
words for a status. A status added to the header without its row stops the generator.
"""

from __future__ import annotations

import re
from typing import Dict, List, Optional, Tuple

from payseal_header import Header
from payseal_results import Results

PYTHON_PATH = "bindings/python/src/payseal/_errors.py"
RUST_PATH = "bindings/rust/payseal/src/error.rs"

# status -> (Python class, its builtin base besides PaySealError), or None for a status no C
# function returns (the Swift API's Session calls alone end with it): no class, PaySealError.
PYTHON_CLASSES: Dict[str, Optional[Tuple[str, Optional[str]]]] = {
    "PAYSEAL_OK": None,
    "PAYSEAL_E_ARGUMENT": ("ArgumentError", "ValueError"),
    "PAYSEAL_E_KEY_FORMAT": ("KeyFormatError", "ValueError"),
    "PAYSEAL_E_KEY_UNSUPPORTED": ("KeyUnsupportedError", "ValueError"),
    "PAYSEAL_E_JSON": ("JSONError", "ValueError"),
    "PAYSEAL_E_JWE_FORMAT": ("JWEFormatError", "ValueError"),
    "PAYSEAL_E_JWE_UNSUPPORTED": ("JWEUnsupportedError", "ValueError"),
    "PAYSEAL_E_DECRYPT": ("DecryptError", None),
    "PAYSEAL_E_CRYPTO": ("CryptoError", None),
    "PAYSEAL_E_NO_MEMORY": ("NoMemoryError", "MemoryError"),
    "PAYSEAL_E_LIMIT": ("LimitError", "ValueError"),
    # ValidationError is the result type of a failed rule (card_input.ValidationError)
    "PAYSEAL_E_VALIDATION": ("ValidationFailedError", "ValueError"),
    "PAYSEAL_E_CLIENT_API": None,
    "PAYSEAL_E_NO_ANSWER": None,
    "PAYSEAL_E_CANCELLED": None,
}

# status -> (Rust's words for it, Display; what the crate adds to the header's comment)
RUST_WORDS: Dict[str, Tuple[str, str]] = {
    "PAYSEAL_OK": ("success", "Never the status of an [`Error`](crate::Error) this crate returns."),
    "PAYSEAL_E_ARGUMENT": ("invalid argument", "Also an interior NUL in a `&str` (checked by this crate)."),
    "PAYSEAL_E_KEY_FORMAT": ("malformed key", ""),
    "PAYSEAL_E_KEY_UNSUPPORTED": ("unsupported key", ""),
    "PAYSEAL_E_JSON": ("invalid JSON", ""),
    "PAYSEAL_E_JWE_FORMAT": ("malformed JWE", ""),
    "PAYSEAL_E_JWE_UNSUPPORTED": ("unsupported JWE", ""),
    "PAYSEAL_E_DECRYPT": ("decryption failed", ""),
    "PAYSEAL_E_CRYPTO": ("cryptographic failure",
                          "This crate also uses it when the library breaks its own contract (success without an output, "
                          "non-UTF-8 text, JSON not of its documented shape)."),
    "PAYSEAL_E_NO_MEMORY": ("out of memory", ""),
    "PAYSEAL_E_LIMIT": ("over a limit", ""),
    "PAYSEAL_E_VALIDATION": ("validation failed", ""),
    "PAYSEAL_E_CLIENT_API": ("the Client API answered an error", "No function of libpayseal ends with it."),
    "PAYSEAL_E_NO_ANSWER": ("no answer", "No function of libpayseal ends with it."),
    "PAYSEAL_E_CANCELLED": ("cancelled", "No function of libpayseal ends with it."),
}


def _sentence(comment: str) -> str:
    text = comment.strip()
    return (text + ("" if text.endswith(".") else ".")) if text else ""


def _rows(h: Header, table: Dict[str, object], what: str) -> None:
    for name, _, _ in h.statuses:
        if name not in table:
            raise SystemExit(f"generate_errors: {name} has no row in {what} (tools/generate_errors.py)")
    for name in table:
        if name not in [n for n, _, _ in h.statuses]:
            raise SystemExit(f"generate_errors: {what} has a row for {name}, which the header does not declare")


def python_errors(h: Header, results: Results, banner: str) -> str:
    _rows(h, PYTHON_CLASSES, "PYTHON_CLASSES")
    classes = [(name, row, comment) for name, _, comment in h.statuses if (row := PYTHON_CLASSES[name]) is not None]
    names = [row[0] for _, row, _ in classes]
    out = [f"# {banner}",
           '"""The exception class of each ``payseal_status`` a C function returns, and the names a Python',
           "caller knows the C parameters by (an error's subject begins with the C name; the message uses",
           "the Python one). The base class and the errors no status stands for are in ``_error_base``.",
           '"""', "", "from __future__ import annotations", "", "from typing import Dict, Type", "",
           "from ._error_base import PaySealError, PaySealLibraryNotFound",
           "from ._raw import ("]
    out += [f"    {name}," for name, _, _ in classes] + ["    STATUS_NAMES,", ")", "", "__all__ = [",
                                                          '    "PaySealError",']
    out += [f'    "{n}",' for n in names] + ['    "PaySealLibraryNotFound",', '    "error_class_for_status",',
                                               '    "STATUS_NAMES",', '    "ARGUMENT_NAMES",', "]", "", ""]
    for name, (cls, builtin), comment in classes:
        bases = "PaySealError" + (f", {builtin}" if builtin else "")
        out += [f"class {cls}({bases}):", f'    """{name}: {_sentence(comment)}"""', "", f"    STATUS = {name}", "", ""]
    out += ["_BY_STATUS: Dict[int, Type[PaySealError]] = {"]
    out += [f"    {name}: {cls}," for name, (cls, _), _ in classes] + ["}", "", "",
            "def error_class_for_status(status: int) -> Type[PaySealError]:",
            '    """The exception class for a ``payseal_status`` (the base class for the others)."""',
            "    return _BY_STATUS.get(status, PaySealError)", "", "",
            "#: C parameter -> the name a Python caller knows it by; every other parameter keeps its C name.",
            "ARGUMENT_NAMES: Dict[str, str] = {"]
    out += [f'    "{c}": "{py}",' for c, py in results.argument_names("python").items()] + ["}", ""]
    return "\n".join(out)


def rust_variant(name: str) -> str:
    return "".join(part.capitalize() for part in re.sub(r"^PAYSEAL_(E_)?", "", name).lower().split("_"))


def _doc(text: str, indent: str) -> List[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(indent) + 4 + len(line) + 1 + len(word) > 100:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [f"{indent}/// {ln}" for ln in lines + [line]]


def rust_errors(h: Header, results: Results, banner: str) -> str:
    _rows(h, RUST_WORDS, "RUST_WORDS")
    last = h.statuses[-1][1]
    out = [f"// {banner}", "// `Status`, one variant per `payseal_status` of the header, its value <-> name tables and its",
           "// words; the names Rust calls the C parameters by in messages (`ARGUMENT_NAMES`). lib.rs includes",
           "// it in the module `error` (include!: rustfmt leaves generated files as they are written).", "",
           "use crate::sys;", "use std::fmt;", "",
           "/// A `payseal_status` value, one variant per status the header defines.",
           "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]", "#[non_exhaustive]", "pub enum Status {"]
    for name, _, comment in h.statuses:
        words, note = RUST_WORDS[name]
        out += _doc(f"`{name}`: {_sentence(comment) or words + '.'}" + (f" {note}" if note else ""), "    ")
        out.append(f"    {rust_variant(name)},")
    out += ["    /// A value this crate does not know (a newer library); holds the raw value.", "    Unknown(u32),", "}", "",
            "impl Status {", "    /// The status for a raw `payseal_status` value.", "    pub fn from_raw(raw: u32) -> Status {",
            "        match raw {"]
    out += [f"            {v} => Status::{rust_variant(n)}," for n, v, _ in h.statuses]
    out += ["            other => Status::Unknown(other),", "        }", "    }", "", "    /// The raw `payseal_status` value.",
            "    pub fn raw(self) -> u32 {", "        match self {"]
    out += [f"            Status::{rust_variant(n)} => {v}," for n, v, _ in h.statuses]
    out += ["            Status::Unknown(raw) => raw,", "        }", "    }", "",
            '    /// The C name, as `payseal_status_name` gives it ("PAYSEAL_E_DECRYPT";',
            '    /// "PAYSEAL_E_UNKNOWN" for [`Status::Unknown`]).', "    pub fn name(self) -> &'static str {", "        match self {"]
    out += [f'            Status::{rust_variant(n)} => "{n}",' for n, _, _ in h.statuses]
    out += ['            Status::Unknown(_) => "PAYSEAL_E_UNKNOWN",', "        }", "    }", "",
            '    /// The status whose C name is `name` ("PAYSEAL_E_JSON"); `None` for any other text.',
            "    pub fn from_name(name: &str) -> Option<Status> {",
            f"        (0..={last}).map(Status::from_raw).find(|s| s.name() == name)", "    }", "}", "",
            "impl From<sys::payseal_status> for Status {", "    fn from(s: sys::payseal_status) -> Status {",
            "        Status::from_raw(s.0)", "    }", "}", "", "impl From<Status> for sys::payseal_status {",
            "    fn from(s: Status) -> sys::payseal_status {", "        sys::payseal_status(s.raw())", "    }", "}", "",
            '/// What went wrong, in words (`"invalid argument"`); [`Status::name`] is the C name.',
            "impl fmt::Display for Status {", "    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {",
            "        let words = match self {"]
    out += [f'            Status::{rust_variant(n)} => "{RUST_WORDS[n][0]}",' for n, _, _ in h.statuses]
    out += ['            Status::Unknown(raw) => return write!(f, "unknown status {raw}"),', "        };",
            "        f.write_str(words)", "    }", "}", ""]
    names = results.argument_names("rust")
    out += ["/// C parameter -> the name a Rust caller knows it by; every other parameter keeps its C name.",
            f"pub(crate) const ARGUMENT_NAMES: [(&str, &str); {len(names)}] = ["]
    out += [f'    ("{c}", "{r}"),' for c, r in names.items()] + ["];", ""]
    return "\n".join(out)


def generate(h: Header, results: Results, banner: str, results_banner: str) -> Dict[str, str]:
    return {PYTHON_PATH: python_errors(h, results, banner), RUST_PATH: rust_errors(h, results, banner),
            SWIFT_PATH: swift_arguments(results, results_banner)}


SWIFT_PATH = "Sources/PaySeal/PaySealError+Arguments.swift"


def swift_name(c_name: str) -> str:
    parts = c_name.split("_")
    return parts[0] + "".join("JSON" if p == "json" else p.capitalize() for p in parts[1:])


def swift_arguments(results: Results, banner: str) -> str:
    """The core's one spelling of each argument key the bindings rename: what it throws about."""
    out = [f"// {banner}", "", "extension PaySealError.Subject {",
           "    /// The stable keys of the arguments a binding calls by another name: each is the C parameter's",
           "    /// name, which `payseal_last_error_subject` begins with; the bindings' tables of their own",
           "    /// names come from the same description (Include/payseal_results.json).",
           "    public enum Argument {"]
    for i, (c_name, names) in enumerate(results.arguments.items()):
        others = ", ".join(f"{lang.capitalize()} `{name}`" for lang, name in names.items())
        out += ([""] if i else []) + [f"        /// `{c_name}` ({others}).", f'        public static let {swift_name(c_name)} = "{c_name}"']
    return "\n".join(out + ["    }", "}", ""])
