// The PCRE2-for-wasm32 smoke cases (pcre2_smoke.c), shared by node's test runner (pcre2.test.mjs)
// and the browser page (browser/index.html): each case gets the instantiated module's exports
// and throws on a wrong answer. Only the WebAssembly API: the module has no imports.

// pcre2.h's values
export const PCRE2 = {
  ERROR_NOMATCH: -1,
  ERROR_JIT_BADOPTION: -45,
  ERROR_MATCHLIMIT: -47,
  ERROR_NOMEMORY: -48,
  ERROR_DEPTHLIMIT: -53,
  ERROR_HEAPLIMIT: -63,
  CONFIG: { JIT: 1, LINKSIZE: 3, MATCHLIMIT: 4, NEWLINE: 5, PARENSLIMIT: 6, DEPTHLIMIT: 7, UNICODE: 9, HEAPLIMIT: 12, COMPILED_WIDTHS: 14 },
};
const COMPILE_ERROR = -1000; // pcre2_smoke.c's SMOKE_COMPILE_ERROR

// The system backend's limits (Sources/PaySeal/Validation/PatternMatcher.swift)
export const LIMITS = { match: 1_000_000, depth: 10_000, heapKiB: 8 * 1024 };

export async function instantiate(bytes) {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  instance.exports._initialize();
  return instance.exports;
}

function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: ${actual}, expected ${expected}`);
}

// Copies `text` (UTF-8) into the module's memory for the length of `body(pointer, length)`.
function withBytes(exports, text, body) {
  const bytes = new TextEncoder().encode(text);
  const pointer = exports.smoke_alloc(bytes.length);
  if (pointer === 0) throw new Error('smoke_alloc failed');
  new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
  try {
    return body(pointer, bytes.length);
  } finally {
    exports.smoke_free(pointer);
  }
}

export function fullMatch(exports, pattern, subject, limits = LIMITS) {
  return withBytes(exports, pattern, (p, pl) =>
    withBytes(exports, subject, (s, sl) => exports.smoke_full_match(p, pl, s, sl, limits.match, limits.depth, limits.heapKiB)));
}

export const cases = [
  ['the version and build options are the system library\'s, without JIT', (exports) => {
    const buffer = exports.smoke_alloc(64);
    const length = exports.smoke_version(buffer, 64);
    const version = new TextDecoder().decode(new Uint8Array(exports.memory.buffer, buffer, Math.max(length - 1, 0)) /* its NUL counted */);
    exports.smoke_free(buffer);
    expectEqual(version, '10.42 2022-12-11', 'PCRE2_CONFIG_VERSION');
    const config = (what) => Number(exports.smoke_config(PCRE2.CONFIG[what]));
    expectEqual(config('JIT'), 0, 'PCRE2_CONFIG_JIT');
    expectEqual(config('UNICODE'), 1, 'PCRE2_CONFIG_UNICODE');
    expectEqual(config('COMPILED_WIDTHS'), 1, 'PCRE2_CONFIG_COMPILED_WIDTHS (8-bit only)');
    // libpcre2-8-0's build-time defaults (pcre2_config on the system library)
    expectEqual(config('MATCHLIMIT'), 10_000_000, 'PCRE2_CONFIG_MATCHLIMIT');
    expectEqual(config('DEPTHLIMIT'), 10_000_000, 'PCRE2_CONFIG_DEPTHLIMIT');
    expectEqual(config('HEAPLIMIT'), 20_000_000, 'PCRE2_CONFIG_HEAPLIMIT');
    expectEqual(config('NEWLINE'), 2, 'PCRE2_CONFIG_NEWLINE (LF)');
    expectEqual(config('LINKSIZE'), 2, 'PCRE2_CONFIG_LINKSIZE');
    expectEqual(config('PARENSLIMIT'), 250, 'PCRE2_CONFIG_PARENSLIMIT');
  }],
  ['a pattern compiles and full-matches', (exports) => {
    expectEqual(fullMatch(exports, '\\d{4}', '1234'), 1, '\\d{4} on 1234');
    expectEqual(fullMatch(exports, '\\d{4}', '12345'), PCRE2.ERROR_NOMATCH, '\\d{4} on 12345 (end anchored)');
    expectEqual(fullMatch(exports, '\\d{4}', 'x1234'), PCRE2.ERROR_NOMATCH, '\\d{4} on x1234 (anchored)');
    expectEqual(fullMatch(exports, '^[0-9]{2}/[0-9]{2}$', '12/34'), 1, 'an expiry date');
  }],
  ['UTF-8 and Unicode properties', (exports) => {
    expectEqual(fullMatch(exports, '\\p{L}+ \\p{Lu}\\.', 'Zoë Ä.'), 1, '\\p{L}+ on Zoë');
    expectEqual(fullMatch(exports, '.', '€'), 1, 'one code point of three bytes');
    expectEqual(fullMatch(exports, '[^a]', '\u{1F600}'), 1, 'a code point beyond the BMP');
  }],
  ['a pattern that does not compile is an error, not a match', (exports) => {
    const result = fullMatch(exports, '(\\d', '1');
    if (result > COMPILE_ERROR) throw new Error(`(\\d compiled: ${result}`);
    expectEqual(COMPILE_ERROR - result, 114, 'the compile error (missing closing parenthesis)');
  }],
  ['JIT is off: pcre2_jit_compile answers PCRE2_ERROR_JIT_BADOPTION', (exports) => {
    const result = withBytes(exports, 'a+', (p, l) => exports.smoke_jit_compile(p, l));
    expectEqual(result, PCRE2.ERROR_JIT_BADOPTION, 'pcre2_jit_compile');
  }],
  ['a catastrophic pattern stops at the match limit', (exports) => {
    // ValidationTests.catastrophicPatternsAreBounded's pattern and longest value
    const started = Date.now();
    const result = fullMatch(exports, '(a+)+$', 'a'.repeat(4095) + '!');
    const elapsed = Date.now() - started;
    expectEqual(result, PCRE2.ERROR_MATCHLIMIT, '(a+)+$ on a{4095}!');
    if (elapsed > 5000) throw new Error(`the match limit took ${elapsed} ms`);
  }],
  ['the depth and heap limits stop a deep match', (exports) => {
    const deep = '(a|b)*[!?]{2}', subject = 'ab'.repeat(2000) + '!';
    expectEqual(fullMatch(exports, deep, subject, { ...LIMITS, depth: 100 }), PCRE2.ERROR_DEPTHLIMIT, 'depth limit 100');
    expectEqual(fullMatch(exports, deep, subject, { ...LIMITS, heapKiB: 1 }), PCRE2.ERROR_HEAPLIMIT, 'heap limit 1 KiB');
    expectEqual(fullMatch(exports, deep, subject), PCRE2.ERROR_NOMATCH, 'within the limits');
  }],
  ['past the module\'s memory cap a match answers PCRE2_ERROR_NOMEMORY, not a trap', (exports) => {
    // The library's own defaults (no limit below 20 GB of heap) and a subject whose backtracking
    // frames need more than the 64 MiB the module may grow to: malloc answers NULL.
    const defaults = { match: 10_000_000, depth: 10_000_000, heapKiB: 20_000_000 };
    const result = fullMatch(exports, '(a|b)*[!?]{2}', 'ab'.repeat(400_000) + '!', defaults);
    expectEqual(result, PCRE2.ERROR_NOMEMORY, 'a match needing over 64 MiB');
    expectEqual(fullMatch(exports, '\\d+', '42'), 1, 'the module still answers after it');
  }],
];

// Every case, for a page: [{ name, ok, detail }]
export function runAll(exports) {
  return cases.map(([name, run]) => {
    try {
      run(exports);
      return { name, ok: true, detail: '' };
    } catch (error) {
      return { name, ok: false, detail: String(error && error.message || error) };
    }
  });
}
