"""The Java binding's raw layer, written from Include/payseal.h for tools/generate_bindings.py.

Three files, each from the header alone:
  NativeRaw.java      one `static native` method per function, named as in C (the JNI shim's only callers
                      are the hand-written classes of dev.payseal)
  Status.java         the payseal_status values as an enum (plus UNKNOWN for a value a newer library adds)
  Constants.java      the #defines
  payseal_jni_generated.c   one JNI function per header function (arguments copied in, outputs copied out and
                      released, a failed status thrown) and the JNINativeMethod table RegisterNatives reads

The mapping, one rule per C shape (anything else stops the generator with the line number):
  const payseal_x *  -> long (0 is NULL)             payseal_x **out     -> the long result
  const char * (NUL-terminated), const char *p + size_t p_len, const uint8_t *p + size_t len,
  const uint8_t x[N] -> byte[] (null is NULL), copied into native memory the shim wipes and frees
  size_t (a position) -> long (a negative one is PAYSEAL_E_ARGUMENT)   int -> int
  char ** / uint8_t ** (with size_t *out_len) -> the byte[] result (null when the library returned NULL);
                      two of them (payseal_prepare) -> byte[][]
  other size_t * outs (out_caret) -> a long[] argument (null: not asked for)
  payseal_status result -> void or the output above; a failure throws PaySealException
  int result -> int; const char * result (borrowed, static or owned by a key) -> byte[]
payseal_free is not exposed: the shim frees every buffer it copies out, so Java never holds one.
An input the header bounds (INPUT_LIMITS) is checked against its bound from the array's length
before any argument is copied: a longer one is refused in O(1), with the library's message.
"""

from __future__ import annotations

from typing import Dict, List, Tuple, Union

from payseal_header import Function, Header, HeaderError, Param, first_sentence

JAVA_PACKAGE = "dev.payseal"
JAVA_DIR = "bindings/java/src/main/java/dev/payseal"
JNI_DIR = "bindings/java/jni"
SHIM_ONLY = {"payseal_free"}  # used by the shim itself, never by Java

_KEY, _PLAIN, _JWE, _META, _VALUE, _CATALOG = ("PAYSEAL_MAX_KEY_INPUT", "PAYSEAL_MAX_PLAINTEXT", "PAYSEAL_MAX_JWE",
                                               "PAYSEAL_MAX_METADATA_VALUE", "PAYSEAL_MAX_PAYMENT_VALUE",
                                               "PAYSEAL_MAX_MESSAGE_CATALOG")
VALUE_OF_KEY = "the value of <key>"  # the library's words for a value: 'the value of "cardNumber"'

# The inputs whose size the header bounds: function -> C parameter -> (the bound, a #define or the
# number the header states; the words the library's PAYSEAL_E_LIMIT message gives the input; the
# message's subject, "" for none). The shim refuses a longer array before copying any argument,
# from its length alone, with the library's message "<words> has N bytes; the limit is L": a
# 256 MiB array costs what a 4 KiB one does. Each bound and wording is the library's own (a row of
# Vectors/bad-input.constructed.json for most; BadInputTest replays them through Java).
INPUT_LIMITS: Dict[str, Dict[str, Tuple[Union[str, int], str, str]]] = {
    "payseal_public_key_from_client_api": {"json": (_KEY, "the Client API response", "")},
    "payseal_public_key_parse": {"data": (_KEY, "the key input", ""), "key_id": (_KEY, "the key id", "")},
    "payseal_private_key_parse": {"data": (_KEY, "the key input", "")},
    "payseal_jwe_encrypt": {"plaintext": (_PLAIN, "the plaintext", "")},
    "payseal_jwe_encrypt_kat": {"plaintext": (_PLAIN, "the plaintext", "")},
    "payseal_jwe_decrypt": {"jwe": (_JWE, "the JWE", "")},
    "payseal_metadata_set": {"key": (_META, "the metadata key", ""), "value": (_META, VALUE_OF_KEY, "")},
    "payseal_payment_request_new": {"client_session_id": (_VALUE, "clientSessionId", "")},
    "payseal_payment_request_set_value": {"key": (_VALUE, "the payment value key", ""), "value": (_VALUE, VALUE_OF_KEY, "")},
    "payseal_payment_request_set_account_on_file": {"id": (_VALUE, "accountOnFileId", "")},
    "payseal_mask_format": {"mask": (_VALUE, "the mask", ""), "value": (_VALUE, "value", "")},
    "payseal_mask_unformat": {"mask": (_VALUE, "the mask", ""), "value": (_VALUE, "value", "")},
    "payseal_mask_edit": {"mask": (_VALUE, "the mask", ""), "text": (_VALUE, "text", ""),
                          "replacement": (_VALUE, "replacement", "")},
    "payseal_mask_delete": {"mask": (_VALUE, "the mask", ""), "text": (_VALUE, "text", "")},
    "payseal_validate_value": {"data_restrictions_json": (_KEY, "the dataRestrictions JSON", ""), "value": (_VALUE, "value", "")},
    "payseal_message": {"params_json": (_KEY, "params_json", ""), "catalog_json": (_CATALOG, "the message catalog", "")},
    "payseal_messages_localize": {"json": (_PLAIN, "the output", ""), "catalog_json": (_CATALOG, "the message catalog", "")},
    "payseal_product_parse": {"json": (_PLAIN, "the product JSON", "")},
    "payseal_product_list_parse": {"json": (_PLAIN, "the products list JSON", "")},
    "payseal_product_field_check": {"value": (_VALUE, "value", "")},
    "payseal_iin_bin": {"card_number": (_VALUE, "card_number", "")},
    "payseal_iin_result": {"body": (_KEY, "the IIN response", "")},
    "payseal_iin_needs_new_details": {"card_number": (_VALUE, "card_number", ""),
                                      "previous_card_number": (_VALUE, "previous_card_number", "")},
    "payseal_session_new": {"client_session_id": (_VALUE, "clientSessionId", ""), "customer_id": (_VALUE, "customerId", ""),
                            "client_api_url": (2048, "clientApiUrl", "")},
    "payseal_session_request": {"context_json": (_KEY, "context_json", ""), "params_json": (_KEY, "params_json", "")},
    "payseal_client_api_error": {"body": (_KEY, "the error body", "")},
    "payseal_card_brands_parse": {"json": (_KEY, "the brand table", "")},
    "payseal_card_brand": {"pan": (_VALUE, "pan", "")},
    "payseal_card_check": {"pan": (_VALUE, "pan", ""), "expiry": (_VALUE, "expiry", ""), "cvc": (_VALUE, "cvc", ""),
                           "accepted_json": (_KEY, "accepted_json", "accepted_json")},
    "payseal_card_format_pan": {"pan": (_VALUE, "pan", "")},
    "payseal_card_edit_pan": {"text": (_VALUE, "text", ""), "replacement": (_VALUE, "replacement", "")},
    "payseal_card_delete_pan": {"text": (_VALUE, "text", "")},
    "payseal_card_edit_expiry": {"text": (_VALUE, "text", ""), "replacement": (_VALUE, "replacement", "")},
    "payseal_card_delete_expiry": {"text": (_VALUE, "text", "")},
    "payseal_card_brand_candidates": {"pan": (_VALUE, "pan", "")},
}


def _is_handle(p: Param) -> bool:
    return p.base.startswith("payseal_") and p.base != "payseal_status"


def _is_len_of_previous(fn: Function, i: int) -> bool:
    """size_t x_len right after a pointer input: its length, taken from the Java array."""
    p = fn.params[i]
    if i == 0 or p.stars or p.base != "size_t":
        return False
    prev = fn.params[i - 1]
    return prev.stars == 1 and prev.const and prev.base in ("char", "uint8_t") and p.name.endswith("len")


def _classify(fn: Function) -> List[tuple]:
    """Each C parameter as (kind, param): in_handle, in_bytes, in_cstring, in_array, len, size, int,
    out_handle, out_buf, out_len, out_size."""
    kinds = []
    for i, p in enumerate(fn.params):
        if _is_len_of_previous(fn, i):
            kinds.append(("len", p))
        elif _is_handle(p) and p.stars == 1:
            kinds.append(("in_handle", p))
        elif _is_handle(p) and p.stars == 2:
            kinds.append(("out_handle", p))
        elif p.array is not None and p.base == "uint8_t":
            kinds.append(("in_array", p))
        elif p.stars == 1 and p.const and p.base in ("char", "uint8_t"):
            nxt = fn.params[i + 1] if i + 1 < len(fn.params) else None
            with_len = nxt is not None and _is_len_of_previous(fn, i + 1)
            if not with_len and p.base == "uint8_t":
                raise HeaderError(fn.line, f"{fn.name}: a uint8_t * input without its length: {p.name}")
            kinds.append(("in_bytes" if with_len else "in_cstring", p))
        elif p.stars == 0 and p.base == "size_t":
            kinds.append(("size", p))
        elif p.stars == 0 and p.base in ("int", "payseal_status"):
            kinds.append(("int", p))
        elif p.stars == 2 and p.base in ("char", "uint8_t") and not p.const:
            kinds.append(("out_buf", p))
        elif p.stars == 1 and p.base == "size_t" and not p.const:
            kinds.append(("out_len" if p.name.endswith("_len") else "out_size", p))
        else:
            raise HeaderError(fn.line, f"{fn.name}: a C type without a Java binding rule: {p.base} {'*' * p.stars}{p.name}")
    return kinds


def _java_name(name: str) -> str:
    parts = name.split("_")
    return parts[0] + "".join(x.capitalize() for x in parts[1:])


def _result(fn: Function, kinds: List[tuple]) -> str:
    """The Java result type of the native method."""
    r = fn.ret
    if (r.base, r.stars) == ("int", 0):
        return "int"
    if (r.base, r.stars) == ("void", 0):
        return "void"
    if (r.base, r.stars, r.const) == ("char", 1, True):
        return "byte[]"
    if (r.base, r.stars) != ("payseal_status", 0):
        raise HeaderError(fn.line, f"{fn.name}: a result type without a Java binding rule")
    outs = [k for k, _ in kinds if k in ("out_handle", "out_buf")]
    if not outs:
        return "void"
    if outs == ["out_handle"]:
        return "long"
    if outs == ["out_buf"]:
        return "byte[]"
    if outs == ["out_buf", "out_buf"]:
        return "byte[][]"
    raise HeaderError(fn.line, f"{fn.name}: outputs without a Java binding rule: {outs}")


JAVA_ARG = {"in_handle": "long", "in_bytes": "byte[]", "in_cstring": "byte[]", "in_array": "byte[]", "size": "long",
            "int": "int", "out_size": "long[]"}
JNI_ARG = {"long": "jlong", "byte[]": "jbyteArray", "int": "jint", "long[]": "jlongArray"}
JNI_SIG = {"long": "J", "byte[]": "[B", "int": "I", "long[]": "[J", "void": "V", "byte[][]": "[[B"}
JNI_RESULT = {"long": "jlong", "byte[]": "jbyteArray", "int": "jint", "void": "void", "byte[][]": "jobjectArray"}


def _java_args(kinds: List[tuple]) -> List[tuple]:
    return [(JAVA_ARG[k], _java_name(p.name)) for k, p in kinds if k in JAVA_ARG]


def _functions(h: Header) -> List[Function]:
    return [fn for fn in h.functions if fn.name not in SHIM_ONLY]


def java_native_raw(h: Header, banner: str) -> str:
    out = [f"// {banner}", f"package {JAVA_PACKAGE};", "",
           "/**", " * The C ABI of {@code Include/payseal.h} as JNI natives, one per function, named as in C. Strings are UTF-8",
           " * {@code byte[]} (null is NULL), handles {@code long}; a failed status throws {@link PaySealException}. The",
           " * shim ({@code bindings/java/jni}) copies every input into native memory it wipes and frees, and every",
           " * output into a new array, then frees the library's buffer ({@code payseal_free}). Only this package calls it.",
           " */", "final class NativeRaw {", "    static {", "        NativeLoader.load();", "    }", "",
           "    private NativeRaw() {", "    }"]
    section = None
    for fn in _functions(h):
        if fn.section != section:
            section = fn.section
            out += ["", f"    // --- {section}"]
        kinds = _classify(fn)
        args = ", ".join(f"{t} {n}" for t, n in _java_args(kinds))
        doc = first_sentence(fn.doc).replace("*/", "* /").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;")
        out += ["", f"    /** {doc} */", f"    static native {_result(fn, kinds)} {fn.name}({args});"]
    return "\n".join(out + ["}", ""])


def java_status(h: Header, banner: str) -> str:
    out = [f"// {banner}", f"package {JAVA_PACKAGE};", "",
           "/** The status of a failed call ({@code payseal_status} in {@code Include/payseal.h}). */",
           "public enum Status {"]
    for name, value, comment in h.statuses:
        short = name[len("PAYSEAL_"):].removeprefix("E_")
        doc = (comment or "success").replace("*/", "* /").replace("<", "&lt;").replace(">", "&gt;")
        out += [f"    /** {doc} ({name}). */", f'    {short}({value}, "{name}"),']
    out += ["    /** A value this binding does not know (a newer library's). */", '    UNKNOWN(-1, "PAYSEAL_E_UNKNOWN");', "",
            "    private final int code;", "    private final String cName;", "",
            "    Status(int code, String cName) {", "        this.code = code;", "        this.cName = cName;", "    }", "",
            "    /** @return the C value of this status ({@code -1} for {@link #UNKNOWN}) */",
            "    public int getCode() {", "        return code;", "    }", "",
            "    /** @return the C name, as {@code payseal_status_name} gives it (\"PAYSEAL_E_DECRYPT\") */",
            "    public String getCName() {", "        return cName;", "    }", "",
            "    /**", "     * @param code a {@code payseal_status} value", "     * @return its status, {@link #UNKNOWN} for a value not in the enum",
            "     */", "    public static Status fromCode(int code) {", "        switch (code) {"]
    for name, value, _ in h.statuses:
        out.append(f"            case {value}: return {name[len('PAYSEAL_'):].removeprefix('E_')};")
    out += ["            default: return UNKNOWN;", "        }", "    }", "}", ""]
    return "\n".join(out)


def java_constants(h: Header, banner: str) -> str:
    out = [f"// {banner}", f"package {JAVA_PACKAGE};", "",
           "/** The sizes, limits and versions of {@code Include/payseal.h} (its {@code #define}s). */",
           "public final class Constants {", "    private Constants() {", "    }"]
    for d in h.defines.values():
        name = d.name[len("PAYSEAL_"):]
        doc = d.comment.replace("*/", "* /").replace("<", "&lt;").replace(">", "&gt;")
        if d.number is None:
            value, typ = f'"{d.value}"', "String"
        else:
            value, typ = str(d.number), "int"
        out += ["", f"    /** {doc}. */", f"    public static final {typ} {name} = {value};"]
    return "\n".join(out + ["}", ""])


def _limit_checks(fn: Function, kinds: List[tuple]) -> List[str]:
    """The calls that refuse an input over its INPUT_LIMITS bound, from its length alone: they come
    before every copy, so an over-long input is refused in O(1)."""
    limits = INPUT_LIMITS.get(fn.name, {})
    inputs = {p.name: _java_name(p.name) for k, p in kinds if k in ("in_bytes", "in_cstring")}
    unknown = sorted(set(limits) - set(inputs))
    if unknown:
        raise HeaderError(fn.line, f"{fn.name}: INPUT_LIMITS names inputs it does not have: {unknown}")
    checks = []
    for name, (bound, words, subject) in limits.items():
        if words == VALUE_OF_KEY:
            checks.append(f"pj_value_within_limit(env, {inputs['key']}, {inputs[name]}, {bound})")
        else:
            checks.append(f'pj_within_limit(env, {inputs[name]}, {bound}, "{words}", "{subject}")')
    return checks


def _c_function(fn: Function) -> List[str]:
    kinds = _classify(fn)
    result = _result(fn, kinds)
    jargs = ["JNIEnv *env", "jclass cls"] + [f"{JNI_ARG[t]} {n}" for t, n in _java_args(kinds)]
    body = [f"static {JNI_RESULT[result]} JNICALL pj_{fn.name}({', '.join(jargs)})", "{", "    (void)cls;"]
    r = fn.ret
    if (r.base, r.stars) in (("int", 0), ("void", 0)) or (r.base, r.stars, r.const) == ("char", 1, True):
        # int, void and borrowed-string results: handles and scalars in, nothing to release
        call_args = []
        for k, p in kinds:
            if k != "in_handle" and k != "int":
                raise HeaderError(fn.line, f"{fn.name}: a non-status function with a {k} argument")
            name = _java_name(p.name)
            const = "const " if p.const else ""
            call_args.append(f"({const}{p.base} *)(intptr_t){name}" if k == "in_handle" else f"({p.base}){name}")
        call = f"{fn.name}({', '.join(call_args)})"
        if result == "void":
            return body + ["    (void)env;", f"    {call};", "}"]
        if result == "int":
            return body + ["    (void)env;", f"    return (jint){call};", "}"]
        return body + [f"    return pj_borrowed_bytes(env, {call});", "}"]
    decls, reads, call_args, after = [], _limit_checks(fn, kinds), [], []
    outs = []
    for k, p in kinds:
        name = _java_name(p.name)
        if k == "in_handle":
            call_args.append(f"({'const ' if p.const else ''}{p.base} *)(intptr_t){name}")
        elif k in ("in_bytes", "in_cstring", "in_array"):
            decls.append(f"    pj_in in_{name} = PJ_IN_INIT;")
            reader = {"in_bytes": "pj_read_bytes", "in_cstring": "pj_read_cstring", "in_array": "pj_read_array"}[k]
            extra = f", {p.array}" if k == "in_array" else ""
            reads.append(f'{reader}(env, {name}, "{p.name}"{extra}, &in_{name})')
            cast = "const uint8_t *" if p.base == "uint8_t" else "const char *"
            call_args.append(f"({cast})in_{name}.data")
            after.append(f"    pj_release(&in_{name});")
        elif k == "len":
            prev = call_args[-1].split("in_")[-1].split(".")[0]
            call_args.append(f"in_{prev}.len")
        elif k == "size":
            decls.append(f"    size_t c_{name} = 0;")
            reads.append(f'pj_read_size(env, {name}, "{p.name}", &c_{name})')
            call_args.append(f"c_{name}")
        elif k == "int":
            call_args.append(f"(int){name}")
        elif k == "out_handle":
            decls.append(f"    {p.base} *out_{name} = NULL;")
            call_args.append(f"&out_{name}")
            outs.append(("handle", name))
        elif k == "out_buf":
            decls.append(f"    {p.base} *out_{name} = NULL;")
            call_args.append(f"&out_{name}")
            outs.append(("buf", name))
            after.insert(0, f"    payseal_free(out_{name});")
        elif k == "out_len":
            decls.append(f"    size_t len_{outs[-1][1]} = 0;")
            call_args.append(f"&len_{outs[-1][1]}")
            outs[-1] = ("buf_len", outs[-1][1])
        elif k == "out_size":
            decls.append(f"    size_t out_{name} = 0;")
            call_args.append(f"&out_{name}")
            outs.append(("size", name))
    ret_decl = {"void": [], "long": ["    jlong result = 0;"], "byte[]": ["    jbyteArray result = NULL;"],
                "byte[][]": ["    jobjectArray result = NULL;"]}[result]
    body += ret_decl + decls + ["    payseal_status status;"]
    if reads:
        body.append("    if (!" + "\n        || !".join(reads) + ")")
        body.append("        goto done;")
    body.append(f"    status = {fn.name}({', '.join(call_args)});")
    body.append("    if (status != PAYSEAL_OK) {")
    body.append("        pj_throw_status(env, status);")
    body.append("        goto done;")
    body.append("    }")
    bufs = [n for kind, n in outs if kind in ("buf", "buf_len")]
    for kind, n in outs:
        if kind == "handle":
            body.append(f"    result = (jlong)(intptr_t)out_{n};")
        elif kind == "size":
            body.append(f"    pj_write_size(env, {n}, out_{n});")
    if result == "byte[]":
        n = bufs[0]
        kind = [k for k, m in outs if m == n][0]
        length = f"len_{n}" if kind == "buf_len" else f"out_{n} ? strlen((const char *)out_{n}) : 0"
        body.append(f"    result = pj_new_bytes(env, out_{n}, {length});")
    elif result == "byte[][]":
        lens = ", ".join(f"out_{n} ? strlen(out_{n}) : 0" for n in bufs)
        body.append(f"    result = pj_new_bytes_pair(env, out_{bufs[0]}, out_{bufs[1]}, {lens});")
    # goto done is the one way out: an unused label is a -Wunused-label error under -Werror
    body += ["done:"] + after + (["    return result;"] if result != "void" else ["    return;"]) + ["}"]
    return body


def c_shim(h: Header, banner: str) -> str:
    names = {fn.name for fn in _functions(h)}
    for name, limits in INPUT_LIMITS.items():
        if name not in names:
            raise HeaderError(0, f"INPUT_LIMITS names {name}, which the header does not declare")
        for bound, _, _ in limits.values():
            if isinstance(bound, str) and bound not in h.defines:
                raise HeaderError(0, f"INPUT_LIMITS: {name}'s bound {bound} is not a #define of the header")
    out = [f"/* {banner} */", "/* The JNI functions of dev.payseal.NativeRaw, one per function of Include/payseal.h, and the table",
           " * RegisterNatives reads. The helpers (pj_*) are in payseal_jni.c: inputs copied into memory wiped and freed,",
           " * outputs copied into new Java arrays, a failed status thrown as a PaySealException. */", "",
           '#include "payseal_jni.h"', "", "#include <string.h>"]
    for fn in _functions(h):
        out += [""] + _c_function(fn)
    out += ["", "static const JNINativeMethod pj_methods[] = {"]
    for fn in _functions(h):
        kinds = _classify(fn)
        sig = "(" + "".join(JNI_SIG[t] for t, _ in _java_args(kinds)) + ")" + JNI_SIG[_result(fn, kinds)]
        out.append(f'    {{"{fn.name}", "{sig}", (void *)pj_{fn.name}}},')
    out += ["};", "", "int pj_register_natives(JNIEnv *env, jclass raw)", "{",
            "    return (*env)->RegisterNatives(env, raw, pj_methods, (jint)(sizeof pj_methods / sizeof pj_methods[0]));",
            "}", ""]
    return "\n".join(out)


def outputs(h: Header, banner: str) -> Dict[str, str]:
    return {
        f"{JAVA_DIR}/NativeRaw.java": java_native_raw(h, banner),
        f"{JAVA_DIR}/Status.java": java_status(h, banner),
        f"{JAVA_DIR}/Constants.java": java_constants(h, banner),
        f"{JNI_DIR}/payseal_jni_generated.c": c_shim(h, banner),
    }
