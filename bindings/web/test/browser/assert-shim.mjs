// What the vector runners (../vectors/*.mjs) take from node:assert/strict, for a page: the page's
// import map points node:assert/strict here. Equality is strict; deepEqual compares JSON texts
// with members sorted (the runners compare plain data: strings, numbers, arrays, objects).
class AssertionError extends Error {
  constructor(message) {
    super(message);
    this.name = 'AssertionError';
  }
}

const sorted = (value) => (Array.isArray(value) ? value.map(sorted)
  : value && typeof value === 'object' && !(value instanceof Uint8Array)
    ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted(value[k])]))
    : value instanceof Uint8Array ? { bytes: Array.from(value) } : value);
const shown = (value) => JSON.stringify(sorted(value))?.slice(0, 300);

function assert(value, message) {
  if (!value) throw new AssertionError(message ?? `${shown(value)} is not truthy`);
}
assert.AssertionError = AssertionError;
assert.ok = assert;
assert.equal = (actual, expected, message) => {
  if (!Object.is(actual, expected)) throw new AssertionError(message ?? `${shown(actual)} !== ${shown(expected)}`);
};
assert.deepEqual = (actual, expected, message) => {
  if (shown(actual) !== shown(expected) || JSON.stringify(sorted(actual)) !== JSON.stringify(sorted(expected))) {
    throw new AssertionError(message ?? `${shown(actual)} is not ${shown(expected)}`);
  }
};
assert.match = (text, pattern, message) => {
  if (!pattern.test(text)) throw new AssertionError(message ?? `${shown(text)} does not match ${pattern}`);
};
assert.throws = (fn, expected, message) => {
  try {
    fn();
  } catch (error) {
    if (typeof expected === 'function' && expected.prototype !== undefined && !(error instanceof expected)) throw error;
    if (typeof expected === 'function' && expected.prototype === undefined && expected(error) !== true) throw error;
    if (expected instanceof RegExp && !expected.test(String(error?.message ?? error))) throw error;
    if (expected && typeof expected === 'object' && !(expected instanceof RegExp)) {
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(error[key], value, message);
    }
    return;
  }
  throw new AssertionError(message ?? 'the function did not throw');
};

export default assert;
