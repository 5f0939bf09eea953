"""The Java binding's result layer, written from Include/payseal_results.json for
tools/generate_bindings.py: bindings/java/src/main/java/dev/payseal/Results.java.

One package-private class, Results, holding:
  - ARGUMENT_NAMES, the C parameters the Java API calls by another name (the description's
    "subjects"), which PaySealException words its messages with;
  - one static reader per function that returns JSON (payseal_card_check -> Results.cardCheck(json)),
    which parses the text with the binding's Json reader and decodes it into the typed classes below;
  - one static nested class per shape, its members as final fields of Java types (string -> String,
    int -> long, number -> double, bool -> boolean, id -> Object (a Long or a String), json -> Object,
    T[] -> List, map<T> -> Map<String, T>, map<int,T> -> Map<Long, T>, a shape -> its class); an
    optional member, or one of a nullable type (T?), is boxed and null when absent or null; an open
    shape also keeps every member it came with (members);
  - the decoding, strict: a member missing, of another JSON type or outside its values is an
    IllegalStateException naming the shape and member (the library's output never is one).
The public classes of dev.payseal (CardCheck, BrandInfo, FieldCheck, ...) read these and add what a
Java host expects (enums, Optional); none of them casts the library's JSON by hand.
"""

from __future__ import annotations

import re
from typing import Dict, List

from payseal_results import Member, Results, Shape, Type

JAVA_FILE = "bindings/java/src/main/java/dev/payseal/Results.java"

_UNBOXED = {"string": "String", "int": "long", "number": "double", "bool": "boolean", "id": "Object", "json": "Object"}
_BOXED = {"string": "String", "int": "Long", "number": "Double", "bool": "Boolean", "id": "Object", "json": "Object"}
_READERS = {"string": "Results::string", "int": "Results::integer", "number": "Results::number", "bool": "Results::bool",
            "id": "Results::id", "json": "Results::any"}


def java_type(t: Type, boxed: bool = False) -> str:
    if t.kind in _UNBOXED:
        return (_BOXED if boxed else _UNBOXED)[t.kind]
    if t.kind == "shape":
        return t.name
    if t.kind == "nullable":
        return java_type(t.of, boxed=True)
    if t.kind == "array":
        return f"List<{java_type(t.of, boxed=True)}>"
    key = "Long" if t.key == "int" else "String"
    return f"Map<{key}, {java_type(t.of, boxed=True)}>"


def reader(t: Type, values: tuple = ()) -> str:
    """A Java expression of a Results.Reader for values of type t."""
    if values:
        return "values(" + ", ".join(f'"{v}"' for v in values) + ")"
    if t.kind in _READERS:
        return _READERS[t.kind]
    if t.kind == "shape":
        return f"{t.name}::read"
    if t.kind == "nullable":
        return f"nullable({reader(t.of)})"
    if t.kind == "array":
        return f"listOf({reader(t.of)})"
    return f"{'intMapOf' if t.key == 'int' else 'mapOf'}({reader(t.of)})"


def method_name(function: str) -> str:
    """payseal_card_check_ex -> cardCheckEx."""
    words = function.removeprefix("payseal_").split("_")
    return words[0] + "".join(w.capitalize() for w in words[1:])


def field_name(json_name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9]", "", json_name)
    return name + "_" if name in ("default", "class", "new", "package", "interface", "enum") else name


def javadoc(text: str, indent: str) -> List[str]:
    text = text.replace("*/", "* /").replace("<", "&lt;").replace(">", "&gt;")
    return [f"{indent}/** {text} */"] if text else []


def member_lines(shape: Shape, m: Member) -> List[str]:
    absent = m.optional or m.type.kind == "nullable"
    doc = m.doc + (" Null when absent." if m.optional else " May be null." if m.type.kind == "nullable" else "")
    return javadoc(doc.strip(), "        ") + [f"        final {java_type(m.type, boxed=absent)} {field_name(m.json)};"]


def shape_lines(shape: Shape) -> List[str]:
    out = javadoc(shape.doc, "    ") + [f"    static final class {shape.name} {{"]
    for m in shape.members:
        out += member_lines(shape, m)
    if shape.open:
        out += ["        /** Every member as it came, those above included (an open shape passes the others through). */",
                "        final Map<String, Object> members;"]
    out += ["", f"        private {shape.name}(Map<String, Object> m, String where) {{"]
    for m in shape.members:
        call = "optional" if m.optional else "member"
        out.append(f'            {field_name(m.json)} = {call}(m, "{m.json}", where, {reader(m.type, m.values)});')
    if shape.open:
        out.append("            members = Collections.unmodifiableMap(m);")
    out += ["        }", "",
            f"        static {shape.name} read(Object json, String where) {{",
            f"            return new {shape.name}(object(json, where), where);", "        }", "    }", ""]
    return out


def function_lines(results: Results) -> List[str]:
    out: List[str] = []
    for r in results.results:
        doc = f"{r.function}'s result" + (f": {r.doc}" if r.doc else ".")
        name = method_name(r.function)
        if r.type is not None:
            out += javadoc(doc, "    ") + [
                f"    static {java_type(r.type, boxed=True)} {name}(String json) {{",
                f'        return decode({reader(r.type)}, json, "{r.function}");', "    }", ""]
            continue
        out += javadoc(f"{doc} Its shape depends on {r.by}: " + ", ".join(f"{k} {t}" for k, t in r.cases) + ".", "    ")
        out += [f"    static Object {name}(String {field_name(r.by)}, String json) {{",
                f"        switch ({field_name(r.by)}) {{"]
        for case, t in r.cases:
            out += [f'            case "{case}":', f'                return decode({reader(t)}, json, "{r.function}");']
        out += ["            default:",
                f'                throw new IllegalStateException("{r.function}: no shape for " + {field_name(r.by)});',
                "        }", "    }", ""]
    return out


HELPERS = '''    /** Decodes one JSON value (as Json.parse gives it) into a Java value, naming where it is in errors. */
    interface Reader<T> {
        T read(Object json, String where);
    }

    private static <T> T decode(Reader<T> reader, String json, String function) {
        return reader.read(Json.parse(json), function);
    }

    private static IllegalStateException wrong(String where, String what) {
        return new IllegalStateException("the library's JSON: " + where + " is not " + what);
    }

    private static <T> T member(Map<String, Object> m, String key, String where, Reader<T> reader) {
        if (!m.containsKey(key)) {
            throw new IllegalStateException("the library's JSON: " + where + " has no " + key);
        }
        return reader.read(m.get(key), where + "." + key);
    }

    private static <T> T optional(Map<String, Object> m, String key, String where, Reader<T> reader) {
        Object value = m.get(key);
        return value == null ? null : reader.read(value, where + "." + key);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object json, String where) {
        if (!(json instanceof Map)) {
            throw wrong(where, "an object");
        }
        return (Map<String, Object>) json;
    }

    private static String string(Object json, String where) {
        if (!(json instanceof String)) {
            throw wrong(where, "a string");
        }
        return (String) json;
    }

    private static long integer(Object json, String where) {
        if (!(json instanceof Long)) {
            throw wrong(where, "an integer");
        }
        return (Long) json;
    }

    private static double number(Object json, String where) {
        if (!(json instanceof Number)) {
            throw wrong(where, "a number");
        }
        return ((Number) json).doubleValue();
    }

    private static boolean bool(Object json, String where) {
        if (!(json instanceof Boolean)) {
            throw wrong(where, "a boolean");
        }
        return (Boolean) json;
    }

    private static Object id(Object json, String where) {
        if (!(json instanceof Long) && !(json instanceof String)) {
            throw wrong(where, "an id (an integer or a string)");
        }
        return json;
    }

    private static Object any(Object json, String where) {
        return json;
    }

    private static Reader<String> values(String... allowed) {
        List<String> known = List.of(allowed);
        return (json, where) -> {
            String value = string(json, where);
            if (!known.contains(value)) {
                throw wrong(where, "one of " + known);
            }
            return value;
        };
    }

    private static <T> Reader<T> nullable(Reader<T> reader) {
        return (json, where) -> json == null ? null : reader.read(json, where);
    }

    private static <T> Reader<List<T>> listOf(Reader<T> reader) {
        return (json, where) -> {
            if (!(json instanceof List)) {
                throw wrong(where, "an array");
            }
            List<T> out = new ArrayList<>();
            for (Object item : (List<?>) json) {
                out.add(reader.read(item, where + "[" + out.size() + "]"));
            }
            return Collections.unmodifiableList(out);
        };
    }

    private static <T> Reader<Map<String, T>> mapOf(Reader<T> reader) {
        return (json, where) -> {
            Map<String, T> out = new LinkedHashMap<>();
            object(json, where).forEach((key, value) -> out.put(key, reader.read(value, where + "." + key)));
            return Collections.unmodifiableMap(out);
        };
    }

    private static <T> Reader<Map<Long, T>> intMapOf(Reader<T> reader) {
        return (json, where) -> {
            Map<Long, T> out = new LinkedHashMap<>();
            object(json, where).forEach((key, value) -> {
                if (!key.matches("[0-9]{1,18}")) {
                    throw wrong(where + "." + key, "under an integer key");
                }
                out.put(Long.valueOf(key), reader.read(value, where + "." + key));
            });
            return Collections.unmodifiableMap(out);
        };
    }
'''


def argument_name_lines(results: Results) -> List[str]:
    """ARGUMENT_NAMES: the C parameters Java calls by another name (the description's "subjects")."""
    out = ["    /** The C parameters the Java API calls by another name: a failure's message words them so. */",
           "    static final Map<String, String> ARGUMENT_NAMES;", "", "    static {",
           "        Map<String, String> names = new LinkedHashMap<>();"]
    out += [f'        names.put("{c}", "{java}");' for c, java in results.argument_names("java").items()]
    return out + ["        ARGUMENT_NAMES = Collections.unmodifiableMap(names);", "    }", ""]


def java_results(results: Results, banner: str) -> str:
    lines = [f"// {banner}", "package dev.payseal;", "",
             "import java.util.ArrayList;", "import java.util.Collections;", "import java.util.LinkedHashMap;",
             "import java.util.List;", "import java.util.Map;", "",
             "/**",
             " * The JSON results of the C functions as typed Java values, from Include/payseal_results.json (its",
             " * format: Include/README.md): a reader per function, a class per shape. Strict: a result that does",
             " * not have its described shape is an IllegalStateException naming the member.",
             " */",
             "final class Results {",
             "    private Results() {",
             "    }", ""]
    lines += argument_name_lines(results)
    lines += function_lines(results)
    for shape in results.shapes.values():
        lines += shape_lines(shape)
    lines += HELPERS.rstrip("\n").split("\n")
    lines += ["}", ""]
    return "\n".join(lines)


def generate(results: Results, banner: str) -> Dict[str, str]:
    return {JAVA_FILE: java_results(results, banner)}
