"""Reads Include/payseal_results.json, the one description of the JSON the C functions hand back
and of the names the bindings give an error's subject (its format: Include/README.md).

The reading is strict: an unknown key, a type that does not parse, a shape named and not
described or described and never used, a function the header does not declare, stops the
generators with the path of the offending entry. So does a function the header declares as
writing JSON that is not described, and a described one the header shows writing no JSON: the
header names the `char **` parameter that receives a JSON text `out_json` or `out_<what>_json`
(JSON_OUTPUT); a result whose parameter is named otherwise names it with `out`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Dict, List, Mapping, Optional, Sequence, Tuple

PRIMITIVES = ("string", "int", "number", "bool", "id", "json")
# The name of a `char **` parameter that receives JSON: out_json, out_errors_json, out_request_json.
JSON_OUTPUT = re.compile(r"out(?:_[a-z]+)*_json")
LANGUAGES = ("python", "rust", "java")


class ResultsError(Exception):
    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass(frozen=True)
class Type:
    """A parsed type: kind is a primitive, "shape" (name set), "array", "map" or "nullable"
    (of set); a map's keys are "string" or "int"."""

    kind: str
    name: str = ""
    of: Optional["Type"] = None
    key: str = "string"

    def __str__(self) -> str:
        if self.kind == "shape":
            return self.name
        if self.kind == "array":
            return f"{self.of}[]"
        if self.kind == "nullable":
            return f"{self.of}?"
        if self.kind == "map":
            return f"map<{'int,' if self.key == 'int' else ''}{self.of}>"
        return self.kind


@dataclass(frozen=True)
class Member:
    json: str
    type: Type
    optional: bool
    values: Tuple[str, ...]
    doc: str

    @property
    def snake(self) -> str:
        """The key as a Python or Rust name: paymentProductId -> payment_product_id."""
        return re.sub(r"(?<!^)(?=[A-Z])", "_", self.json).lower()


@dataclass(frozen=True)
class Shape:
    name: str
    doc: str
    open: bool
    members: Tuple[Member, ...]


@dataclass(frozen=True)
class Result:
    function: str
    type: Optional[Type]  # None when by is set
    by: str
    cases: Tuple[Tuple[str, Type], ...]
    doc: str
    out: str = ""  # the C parameter that receives the JSON, when JSON_OUTPUT does not name it


@dataclass(frozen=True)
class Results:
    results: Tuple[Result, ...]
    shapes: Dict[str, Shape]
    arguments: Dict[str, Dict[str, str]]  # C parameter -> language -> name

    def argument_names(self, language: str) -> Dict[str, str]:
        """C parameter -> the language's name, for the parameters it calls otherwise."""
        return {c: names[language] for c, names in self.arguments.items() if names[language] != c}


_TYPE = re.compile(r"^(?:map<(?:(int),)?(?P<map>.+)>|(?P<array>.+)\[\]|(?P<nullable>.+)\?|(?P<name>[A-Za-z]+))$")


def parse_type(text: str, where: str) -> Type:
    m = _TYPE.match(text.strip())
    if not m:
        raise ResultsError(where, f"type {text!r} does not parse")
    if m.group("map") is not None:
        return Type("map", of=parse_type(m.group("map"), where), key="int" if m.group(1) else "string")
    if m.group("array") is not None:
        return Type("array", of=parse_type(m.group("array"), where))
    if m.group("nullable") is not None:
        inner = parse_type(m.group("nullable"), where)
        if inner.kind in ("nullable", "json"):
            raise ResultsError(where, f"type {text!r}: {inner} already holds null")
        return Type("nullable", of=inner)
    name = m.group("name")
    if name in PRIMITIVES:
        return Type(name)
    if not name[0].isupper():
        raise ResultsError(where, f"type {name!r} is no primitive ({', '.join(PRIMITIVES)}) and no shape name (CamelCase)")
    return Type("shape", name=name)


def _keys(obj: object, where: str, required: Tuple[str, ...], allowed: Tuple[str, ...]) -> Dict[str, object]:
    if not isinstance(obj, dict):
        raise ResultsError(where, "is not an object")
    for key in required:
        if key not in obj:
            raise ResultsError(where, f"has no {key!r}")
    for key in obj:
        if key not in required + allowed:
            raise ResultsError(where, f"has an unknown key {key!r}")
    return obj


def _text(obj: Dict[str, object], key: str, where: str) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str):
        raise ResultsError(f"{where}.{key}", "is not a string")
    return value


def shapes_used(t: Type) -> List[str]:
    if t.kind == "shape":
        return [t.name]
    return shapes_used(t.of) if t.of is not None else []


def _check_outputs(results: List[Result], functions: Mapping[str, Sequence[str]]) -> None:
    """Every function that writes JSON by the header is described, and every described one writes JSON:
    functions maps each function of the header to its `char **` parameters."""
    described = {r.function for r in results}
    for fn, outs in functions.items():
        json_outs = [o for o in outs if JSON_OUTPUT.fullmatch(o)]
        if json_outs and fn not in described:
            raise ResultsError(f"results.{fn}", f"is not described, and the header's {fn} writes JSON (char **{json_outs[0]})")
    for r in results:
        outs = functions.get(r.function, ())
        json_outs = [o for o in outs if JSON_OUTPUT.fullmatch(o)]
        where = f"results.{r.function}"
        if r.out:
            if r.out not in outs:
                raise ResultsError(f"{where}.out", f"{r.function} has no char ** parameter {r.out!r}")
            if json_outs:
                raise ResultsError(f"{where}.out", f"{r.function} writes its JSON to {json_outs[0]}, which its name says: drop out")
        elif len(json_outs) != 1:
            raise ResultsError(where, f"the header's {r.function} has {len(json_outs)} char ** parameters named "
                               f"out_json or out_<what>_json, not one (out names the one that receives the JSON)")


def parse(text: str, functions: Optional[Mapping[str, Sequence[str]]] = None, parameters: Optional[List[str]] = None) -> Results:
    """The description from its text; functions (the header's, each with its `char **` parameters) and
    parameters (the header's names) are checked against it."""
    try:
        top = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ResultsError(f"line {exc.lineno}", exc.msg) from None
    top = _keys(top, "(top)", ("results", "shapes", "subjects"), ("about",))
    shapes: Dict[str, Shape] = {}
    if not isinstance(top["shapes"], dict) or not isinstance(top["results"], dict):
        raise ResultsError("(top)", "shapes and results are objects")
    for name, body in top["shapes"].items():
        where = f"shapes.{name}"
        if not re.fullmatch(r"[A-Z][A-Za-z]*", name):
            raise ResultsError(where, "a shape's name is CamelCase letters")
        body = _keys(body, where, ("doc", "members"), ("open",))
        members: List[Member] = []
        for i, m in enumerate(body["members"] if isinstance(body["members"], list) else []):
            mw = f"{where}.members[{i}]"
            m = _keys(m, mw, ("json", "type"), ("optional", "values", "doc"))
            values = m.get("values", [])
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
                raise ResultsError(f"{mw}.values", "is not an array of strings")
            t = parse_type(_text(m, "type", mw), mw)
            if values and t.kind != "string":
                raise ResultsError(f"{mw}.values", "only a string member has values")
            members.append(Member(_text(m, "json", mw), t, m.get("optional", False) is True, tuple(values), _text(m, "doc", mw)))
        if not members:
            raise ResultsError(where, "has no members")
        if len({m.json for m in members}) != len(members):
            raise ResultsError(where, "names a member twice")
        shapes[name] = Shape(name, _text(body, "doc", where), body.get("open", False) is True, tuple(members))
    results: List[Result] = []
    for fn, body in top["results"].items():
        where = f"results.{fn}"
        if functions is not None and fn not in functions:
            raise ResultsError(where, "the header declares no such function")
        body = _keys(body, where, (), ("type", "by", "cases", "doc", "out"))
        if ("type" in body) == ("by" in body):
            raise ResultsError(where, "gives either type or by and cases")
        if "type" in body:
            results.append(Result(fn, parse_type(_text(body, "type", where), where), "", (), _text(body, "doc", where),
                                  _text(body, "out", where)))
        else:
            cases = _keys(body.get("cases"), f"{where}.cases", (), tuple(body.get("cases") or {}))
            results.append(Result(fn, None, _text(body, "by", where),
                                  tuple((k, parse_type(str(v), f"{where}.cases.{k}")) for k, v in cases.items()), _text(body, "doc", where),
                                  _text(body, "out", where)))
    if functions is not None:
        _check_outputs(results, functions)
    used: List[str] = []
    for r in results:
        for t in ([r.type] if r.type else [t for _, t in r.cases]):
            used += shapes_used(t)
    for shape in shapes.values():
        for m in shape.members:
            for name in shapes_used(m.type):
                if name not in shapes:
                    raise ResultsError(f"shapes.{shape.name}.{m.json}", f"names the shape {name!r}, which is not described")
            used += shapes_used(m.type)
    for name in used:
        if name not in shapes:
            raise ResultsError("results", f"the shape {name!r} is not described")
    for name in shapes:
        if name not in used:
            raise ResultsError(f"shapes.{name}", "is described but no result or shape uses it")
    subjects = _keys(top["subjects"], "subjects", ("arguments",), ("doc",))
    arguments: Dict[str, Dict[str, str]] = {}
    for c_name, names in _keys(subjects["arguments"], "subjects.arguments", (), tuple(subjects["arguments"] or {})).items():
        aw = f"subjects.arguments.{c_name}"
        if parameters is not None and c_name not in parameters:
            raise ResultsError(aw, "no function of the header has a parameter of that name")
        names = _keys(names, aw, LANGUAGES, ())
        arguments[c_name] = {lang: _text(names, lang, aw) for lang in LANGUAGES}
    return Results(tuple(results), shapes, arguments)
