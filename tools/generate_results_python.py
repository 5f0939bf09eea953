"""Writes bindings/python/src/payseal/_results.py from Include/payseal_results.json: one frozen
dataclass per shape, its members typed, and one reader per function that turns the function's
JSON text into those classes, checking every member's type on the way (a library that broke its
contract is an error naming the member, never a KeyError or a wrong type further on).

The public classes of the package (CardCheck, ValidationError, ...) keep their own names and
conveniences and are built from these.
"""

from __future__ import annotations

from typing import Dict, List

from payseal_results import Member, Result, Results, Shape, Type

PATH = "bindings/python/src/payseal/_results.py"

_PRIMITIVE = {"string": "str", "int": "int", "number": "Decimal", "bool": "bool", "id": "Union[int, str]", "json": "Any"}


def annotation(t: Type) -> str:
    if t.kind in _PRIMITIVE:
        return _PRIMITIVE[t.kind]
    if t.kind == "shape":
        return t.name
    if t.kind == "array":
        return f"List[{annotation(t.of)}]"
    if t.kind == "map":
        return f"Dict[{'int' if t.key == 'int' else 'str'}, {annotation(t.of)}]"
    return f"Optional[{annotation(t.of)}]"


def reader(t: Type) -> str:
    """An expression for the reader of t: a function (value, where) -> the typed value."""
    if t.kind in _PRIMITIVE:
        return f"_{t.kind}"
    if t.kind == "shape":
        return f"{t.name}._read"
    if t.kind == "array":
        return f"_array({reader(t.of)})"
    if t.kind == "map":
        return f"_map({reader(t.of)}, int_keys={t.key == 'int'})"
    return f"_nullable({reader(t.of)})"


# The checks written inline for a member of these types; the other types are read by a function.
_INLINE = {"string": "type({v}) is not str", "bool": "type({v}) is not bool",
           "int": "type({v}) is not int or not -_MAX_INT <= {v} <= _MAX_INT", "json": None}
_INLINE = {k: v for k, v in _INLINE.items() if v is not None}
_WHAT = {"string": "a string", "bool": "true or false", "int": "an integer"}
_COMPOSITE: Dict[str, str] = {}  # reader expression -> its module-level name, made once


def reader_name(t: Type) -> str:
    """A function (value, where) -> the typed value: a shape's _read, a helper, or a composite
    reader made once at module level (not per call)."""
    if t.kind == "json":
        return "_json"
    if t.kind in _PRIMITIVE or t.kind == "shape":
        return reader(t)
    expr = reader(t)
    if expr not in _COMPOSITE:
        _COMPOSITE[expr] = f"_read_{len(_COMPOSITE) + 1}"
    return _COMPOSITE[expr]


def uses_number(t: Type, shapes: Dict[str, Shape], seen: List[str]) -> bool:
    if t.kind == "number":
        return True
    if t.kind == "shape":
        if t.name in seen:
            return False
        seen.append(t.name)
        return any(uses_number(m.type, shapes, seen) for m in shapes[t.name].members)
    return t.of is not None and uses_number(t.of, shapes, seen)


def docstring(text: str, indent: str) -> List[str]:
    text = text.replace("\\", "\\\\").replace('"""', '\\"""')
    return [f'{indent}"""{text}"""']


def shape_class(s: Shape) -> List[str]:
    out = ["@dataclass(frozen=True)", f"class {s.name}:"] + docstring(s.doc + (" Members not listed here are kept in ``extra``." if s.open else ""), "    ") + [""]
    for m in s.members:
        t = annotation(m.type)
        if m.optional and m.type.kind != "nullable":
            t = f"Optional[{t}]"
        out.append(f"    {m.snake}: {t}" + (f"  #: {m.doc}" if m.doc and len(m.doc) < 80 else ""))
    if s.open:
        out.append("    extra: Dict[str, Any] = field(default_factory=dict, repr=False)")
    keys = ", ".join(f'("{m.json}", "{m.snake}", {m.optional})' for m in s.members)
    out += ["", f"    _KEYS: ClassVar[Tuple[Tuple[str, str, bool], ...]] = ({keys}{',' if len(s.members) == 1 else ''})"]
    out += ["", "    @classmethod", f'    def _read(cls, value: Any, where: str) -> "{s.name}":',
            "        if type(value) is not dict:", '            raise _broken(where, "is not an object")']
    # Straight-line checks, the where of a member built only when it is wrong: the card check
    # reads four of these objects per keystroke.
    args = []
    for m in s.members:
        var, key, t = f"m_{m.snake}", m.json, m.type
        nullable = m.optional or t.kind == "nullable"
        inner = t.of if t.kind == "nullable" else t
        out.append(f'        {var} = value.get("{key}"' + (")" if m.optional else ", _MISSING)"))
        guard = f"{var} is not None and " if nullable else ""
        test = _INLINE.get(inner.kind)
        if test is not None:
            out += [f"        if {guard}({test.format(v=var)}):" if guard and " or " in test else f"        if {guard}{test.format(v=var)}:", f'            raise _wrong(where, "{key}", {var}, "{_WHAT[inner.kind]}")']
            if m.values:
                out += [f"        if {guard}{var} not in {tuple(m.values)!r}:",
                        f'            raise _broken(f"{{where}}.{key}", f"is {{{var}!r}}, none of {", ".join(m.values)}")']
        else:
            if not m.optional:
                out += [f"        if {var} is _MISSING:", f'            raise _broken(f"{{where}}.{key}", "is missing")']
            call = f'{reader_name(inner)}({var}, where + ".{key}")'
            out.append(f"        {var} = " + (f"None if {var} is None else {call}" if nullable else call))
        args.append(var)
    if s.open:
        known = ", ".join(f'"{m.json}"' for m in s.members)
        args.append(f"{{k: v for k, v in value.items() if k not in ({known}{',' if len(s.members) == 1 else ''})}}")
    # A frozen dataclass's __init__ sets each field through object.__setattr__: filling __dict__
    # at once costs a third of it.
    names = [m.snake for m in s.members] + (["extra"] if s.open else [])
    out += ["        made = _new(cls)", "        made.__dict__.update("]
    out += [f"            {n}={a}," for n, a in zip(names, args)]
    out += ["        )", "        return made", "", "    def _as_json(self) -> Dict[str, Any]:",
            '        """The JSON object the library wrote (its keys in its order; an absent optional key left out)."""',
            "        return _dump_members(self, self._KEYS" + (", self.extra" if s.open else "") + ")", "", ""]
    return out


def function_reader(r: Result, shapes: Dict[str, Shape]) -> List[str]:
    name = r.function[len("payseal_"):]
    cases = [(r.function[len("payseal_"):] + "_" + "".join("_" + c.lower() if c.isupper() else c for c in case), t, case)
             for case, t in r.cases] if r.type is None else [(name, r.type, "")]
    out = []
    for fn_name, t, case in cases:
        parse = "_parse_decimal" if uses_number(t, shapes, []) else "_parse"
        what = r.function + (f" ({r.by} {case!r})" if case else "")
        out += [f"def read_{fn_name}(text: Union[str, bytes]) -> {annotation(t)}:"]
        out += docstring(f"The output of {what}, typed" + (f": {r.doc}" if r.doc else "."), "    ")
        out += [f'    return {reader_name(t)}({parse}(text, "{r.function}"), "{r.function}")', "", ""]
    return out


HELPERS = '''
def _broken(where: str, what: str) -> PaySealError:
    return PaySealError("PAYSEAL_E_UNKNOWN", f"libpayseal broke its contract: {where} {what}", -1)


def _parse(text: Union[str, bytes], where: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        raise _broken(where, "is not JSON") from None


def _parse_decimal(text: Union[str, bytes], where: str) -> Any:
    try:
        return json.loads(text, parse_float=Decimal)
    except ValueError:
        raise _broken(where, "is not JSON") from None


def _object(value: Any, where: str) -> Dict[str, Any]:
    if not isinstance(value, dict):
        raise _broken(where, "is not an object")
    return value


_MISSING = object()  # a key's value when the object has no such key


def _wrong(where: str, key: str, value: Any, what: str) -> PaySealError:
    return _broken(f"{where}.{key}", "is missing" if value is _MISSING else f"is not {what}")


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise _broken(where, "is not a string")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > _MAX_INT:
        raise _broken(where, "is not an integer")
    return value


def _number(value: Any, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise _broken(where, "is not a number")
    return Decimal(value)


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _broken(where, "is not true or false")
    return value


def _id(value: Any, where: str) -> Union[int, str]:
    if isinstance(value, str) and value.isdigit() and value.isascii():
        return value
    return _int(value, where)


def _json(value: Any, where: str) -> Any:
    return value


def _nullable(read: Callable[[Any, str], _T]) -> Callable[[Any, str], Optional[_T]]:
    return lambda value, where: None if value is None else read(value, where)


def _array(read: Callable[[Any, str], _T]) -> Callable[[Any, str], List[_T]]:
    def array(value: Any, where: str) -> List[_T]:
        if not isinstance(value, list):
            raise _broken(where, "is not an array")
        return [read(item, f"{where}[{i}]") for i, item in enumerate(value)]

    return array


def _map(read: Callable[[Any, str], _T], int_keys: bool) -> Callable[[Any, str], Dict[Any, _T]]:
    def members(value: Any, where: str) -> Dict[Any, _T]:
        obj = _object(value, where)
        if int_keys and not all(k.isdigit() and k.isascii() for k in obj):
            raise _broken(where, "has a key that is not an integer")
        return {(int(k) if int_keys else k): read(v, f"{where}.{k}") for k, v in obj.items()}

    return members


def _dump(value: Any) -> Any:
    if isinstance(value, list):
        return [_dump(item) for item in value]
    if isinstance(value, dict):
        return {str(k): _dump(v) for k, v in value.items()}
    as_json = getattr(value, "_as_json", None)
    return value if as_json is None else as_json()


def _dump_members(value: Any, keys: Tuple[Tuple[str, str, bool], ...], extra: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for key, attribute, optional in keys:
        member = getattr(value, attribute)
        if not (optional and member is None):
            out[key] = _dump(member)
    if extra:
        out.update(extra)
    return out


def _one_of(read: Callable[[Any, str], str], values: Tuple[str, ...]) -> Callable[[Any, str], str]:
    def one_of(value: Any, where: str) -> str:
        text = read(value, where)
        if text not in values:
            raise _broken(where, f"is {text!r}, none of {', '.join(values)}")
        return text

    return one_of
'''


def generate(results: Results, banner: str) -> Dict[str, str]:
    out = [f"# {banner}",
           '"""The JSON outputs of the C ABI as typed values, from their one description',
           "(Include/payseal_results.json): a frozen dataclass per shape and a ``read_*`` per function. A",
           "member of the wrong type (a library that broke its contract) raises PaySealError naming it.",
           '"""', "", "from __future__ import annotations", "", "import json",
           "from dataclasses import dataclass, field", "from decimal import Decimal",
           "from typing import Any, Callable, ClassVar, Dict, List, Optional, Tuple, TypeVar, Union", "",
           "from ._error_base import PaySealError", "", '_T = TypeVar("_T")',
           "_MAX_INT = (1 << 53) - 1  # the largest integer a JSON number carries exactly to every host",
           "_new = object.__new__", ""]
    out += HELPERS.rstrip("\n").split("\n") + ["", ""]
    _COMPOSITE.clear()
    for shape in results.shapes.values():
        out += shape_class(shape)
    readers: List[str] = []
    for r in results.results:
        readers += function_reader(r, results.shapes)
    out += ["# The readers of arrays, maps and nullable values, each made once."]
    out += [f"{name} = {expr}" for expr, name in _COMPOSITE.items()] + ["", ""] + readers
    while out[-1] == "":
        out.pop()
    return {PATH: "\n".join(out) + "\n"}


__all__ = ["generate", "Member"]
