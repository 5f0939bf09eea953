"""A strict reader of Include/payseal.h for tools/generate_bindings.py (stdlib only).

It understands exactly the shapes the header uses: include guards and includes, the
`extern "C"` wrapper, `#define PAYSEAL_* <integer expression or string> /* comment */`, the
`payseal_status` enum, `typedef struct X X; /* comment */` handles, and function prototypes,
each with the comment block directly above it. Anything else stops it with the line number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple


class HeaderError(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line, self.message = line, message


@dataclass
class Define:
    name: str
    value: str  # the C expression ("64u * 1024u") or a string literal's contents
    number: Optional[int]  # None for a string
    comment: str


@dataclass
class Param:
    const: bool
    base: str  # char, uint8_t, size_t, int, void, payseal_status or a handle
    stars: int
    name: str
    array: Optional[int] = None  # `const uint8_t cek[64]`


@dataclass
class Function:
    ret: Param  # name "" (a return type)
    name: str
    params: List[Param]
    doc: str
    section: str
    line: int


@dataclass
class Header:
    defines: Dict[str, Define] = field(default_factory=dict)
    statuses: List[Tuple[str, int, str]] = field(default_factory=list)  # name, value, comment
    handles: List[Tuple[str, str]] = field(default_factory=list)  # name, comment
    functions: List[Function] = field(default_factory=list)


BASES = ("char", "uint8_t", "size_t", "int", "void", "payseal_status")
STRUCTURE = {'#ifndef payseal_H', '#define payseal_H', '#include <stddef.h>', '#include <stdint.h>',
             '#ifdef __cplusplus', 'extern "C" {', '#endif', '}', '#endif /* payseal_H */'}
DEFINE = re.compile(r'#define (PAYSEAL_\w+) +(\d+u?(?: \* \d+u?)*|\(\d+u?(?: \* \d+u?)*\)|"[^"\\]*") +/\* (.+) \*/$')
STATUS = re.compile(r'(PAYSEAL_\w+) = (\d+),?(?: +/\* (.+) \*/)?$')
HANDLE = re.compile(r'typedef struct (payseal_\w+) \1; +/\* (.+) \*/$')
PROTO_START = re.compile(r'(payseal_status|void|int|const char \*)\s*(payseal_\w+)\(')
PROTO = re.compile(r'(payseal_status|void|int|const char \*)\s*(payseal_\w+)\(([^()]*)\);$')
PARAM = re.compile(r'(const )?(\w+) ?(\**) ?(\w+)(?:\[(\d+)\])?$')


def _comment_text(lines: List[str]) -> str:
    text = " ".join(re.sub(r"^\s*(/\*+|\*(?!/))?\s?", "", ln).replace("*/", "").strip() for ln in lines)
    return re.sub(r"\s+", " ", text).strip()


def _param(text: str, names: set, line: int, ret: bool = False) -> Param:
    text = re.sub(r"\s+", " ", text.strip())
    m = PARAM.match(text + (" r" if ret else ""))
    if not m or (m.group(2) not in BASES and m.group(2) not in names):
        raise HeaderError(line, f"a parameter or return type it does not understand: {text!r}")
    return Param(bool(m.group(1)), m.group(2), len(m.group(3)), "" if ret else m.group(4),
                 int(m.group(5)) if m.group(5) else None)


def parse(text: str) -> Header:
    h = Header()
    lines = text.split("\n")
    i, doc, section, handle_names = 0, None, "", set()
    while i < len(lines):
        ln, no = lines[i].rstrip(), i + 1
        if ln.lstrip().startswith("/*"):
            if doc is not None:
                raise HeaderError(no, "a comment block right after another: which declaration is it for?")
            start = i
            while "*/" not in lines[i]:
                i += 1
                if i == len(lines):
                    raise HeaderError(start + 1, "unterminated comment")
            block = lines[start:i + 1]
            i += 1
            if ln.startswith("/* ---"):
                section = _comment_text(block[1:2]).rstrip(".:")
                section = re.split(r"[:(]", section)[0].strip()
                continue
            doc = (start + 1, _comment_text(block))
            continue
        i += 1
        if not ln.strip():
            doc = None  # a comment followed by a blank line documents nothing in particular
            continue
        if ln in STRUCTURE:
            pass
        elif ln.startswith("#define"):
            m = DEFINE.match(ln)
            if not m:
                raise HeaderError(no, "a #define it does not understand (PAYSEAL_NAME value /* comment */)")
            value = m.group(2).strip("()")
            if value.startswith('"'):
                h.defines[m.group(1)] = Define(m.group(1), value.strip('"'), None, m.group(3))
            else:
                number = 1
                for factor in value.split(" * "):
                    number *= int(factor.rstrip("u"))
                h.defines[m.group(1)] = Define(m.group(1), value, number, m.group(3))
        elif ln == "typedef enum payseal_status {":
            while lines[i].strip() != "} payseal_status;":
                m = STATUS.match(lines[i].strip())
                if not m:
                    raise HeaderError(i + 1, "an enum member it does not understand (NAME = value, /* comment */)")
                h.statuses.append((m.group(1), int(m.group(2)), m.group(3) or ""))
                i += 1
            i += 1
        elif ln.startswith("typedef"):
            m = HANDLE.match(ln)
            if not m:
                raise HeaderError(no, "a typedef it does not understand (typedef struct X X; /* comment */)")
            h.handles.append((m.group(1), m.group(2)))
            handle_names.add(m.group(1))
        elif PROTO_START.match(ln):
            joined = ln
            while not joined.endswith(";") and i < len(lines):
                joined += " " + lines[i].strip()
                i += 1
            m = PROTO.match(joined)
            if not m:
                raise HeaderError(no, "a prototype it does not understand")
            if doc is None:
                raise HeaderError(no, f"{m.group(2)} has no comment block right above it")
            raw = m.group(3).strip()
            params = [] if raw == "void" else [_param(p, handle_names, no) for p in raw.split(",")]
            ret = _param(m.group(1), handle_names, no, ret=True)
            h.functions.append(Function(ret, m.group(2), params, doc[1], section, no))
        else:
            raise HeaderError(no, f"a declaration it does not understand: {ln.strip()!r}")
        doc = None
    if [v for _, v, _ in h.statuses] != list(range(len(h.statuses))):
        raise HeaderError(0, "payseal_status values are not 0, 1, 2, ... in order")
    return h


def first_sentence(doc: str, longest: int = 200) -> str:
    """The doc comment's first sentence (a period then a space, not after e.g. or i.e.); one longer
    than `longest` characters ends at its first colon outside brackets and quotes, if it has one."""
    m = re.search(r"(?<!e\.g)(?<!i\.e)\.(\s|$)", doc)
    sentence = doc[: m.start() + 1] if m else doc
    depth, quoted = 0, False
    for i, ch in enumerate(sentence if len(sentence) > longest else ""):
        quoted = not quoted if ch == '"' else quoted
        depth += (ch in "([{") - (ch in ")]}")
        if ch == ":" and depth == 0 and not quoted:
            return sentence[:i] + "."
    return sentence
