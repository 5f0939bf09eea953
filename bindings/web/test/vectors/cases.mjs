// Reading a vector case as the C ABI runners read it (bindings/python/tests/vector_inputs.py): its
// key and input bytes, its expected outcome (a result or a PaySeal status), the strings the C ABI
// takes NUL-terminated, and JSON compared exactly (members in their order, numbers as written).

import assert from 'node:assert/strict';
import { PaySealError } from '../../payseal.mjs';

export const NO_RESULT = Symbol('no result');
export const fromHex = (text) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
export const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text) => new TextEncoder().encode(text);

/** A key object {format, data} as the bytes given to the core. */
export function keyBytes({ format, data }) {
  if (format === 'der_hex') return fromHex(data);
  if (format === 'pem' || format === 'spki_b64') return utf8(data);
  if (format === 'jwk') return utf8(pythonJson(data));
  throw new Error(`unknown key format ${format}`);
}

/** public-key-parse "input": {hex} | {text} | {format: "repeat", byte, count}. */
export function inputBytes(input) {
  if (input.format === 'repeat') return new Uint8Array(Number(input.count)).fill(parseInt(input.byte, 16));
  if ('hex' in input) return fromHex(input.hex);
  if ('text' in input) return utf8(input.text);
  throw new Error(`unknown input ${Object.keys(input)}`);
}

/**
 * Runs a case's calls. valid: returns their result. invalid: the first failing call's status must
 * be case.status; returns NO_RESULT. acceptable: either.
 */
export async function outcome(vector, run) {
  if (vector.result === 'valid') return run();
  if (vector.result === 'invalid') {
    let got;
    try {
      got = await run();
    } catch (error) {
      if (!(error instanceof PaySealError)) throw error;
      assert.equal(error.statusName, vector.status, `expected ${vector.status}, got ${error.statusName} (${error.message})`);
      return NO_RESULT;
    }
    throw new assert.AssertionError({ message: `expected ${vector.status}, but the calls succeeded (${String(JSON.stringify(got)).slice(0, 120)})` });
  }
  if (vector.result === 'acceptable') {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof PaySealError)) throw error;
      if ('status' in vector) assert.equal(error.statusName, vector.status);
      return NO_RESULT;
    }
  }
  throw new Error(`unknown result ${vector.result}`);
}

/** Python's json.dumps(value) (", " and ": " separators, non-ASCII escaped): the JWK bytes the C ABI runners pass. */
export function pythonJson(value) {
  const text = (s) => JSON.stringify(s).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${text(k)}: ${pythonJson(v)}`).join(', ')}}`;
  return typeof value === 'string' ? text(value) : JSON.stringify(value);
}

/** The canonical text of a value read by parseKeepingText (numbers as written, members in order). */
export const CANONICAL = Symbol('canonical JSON text');

/**
 * JSON.parse, where each object and array also keeps its canonical text under CANONICAL: compact,
 * members in their order (integer keys too, which JavaScript objects reorder) and numbers as
 * written (3.30 is not 3.3), strings as JSON.stringify writes them.
 */
export function parseKeepingText(s) {
  let i = 0;
  const ws = () => { while (i < s.length && ' \t\n\r'.includes(s[i])) i++; };
  const string = () => {
    const start = i++;
    while (s[i] !== '"') i += s[i] === '\\' ? 2 : 1;
    return JSON.parse(s.slice(start, ++i));
  };
  function value() {
    ws();
    const c = s[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']', parts = [], out = c === '{' ? {} : [];
      i++; ws();
      if (s[i] !== close) {
        for (;;) {
          ws();
          let name = null;
          if (c === '{') { name = string(); ws(); i++; }
          const [v, text] = value();
          if (c === '{') { out[name] = v; parts.push(`${JSON.stringify(name)}:${text}`); } else { out.push(v); parts.push(text); }
          ws();
          if (s[i] === close) break;
          i++;
        }
      }
      i++;
      const text = c + parts.join(',') + close;
      Object.defineProperty(out, CANONICAL, { value: text });
      return [out, text];
    }
    if (c === '"') { const v = string(); return [v, JSON.stringify(v)]; }
    const start = i;
    while (i < s.length && !',]} \t\n\r'.includes(s[i])) i++;
    const literal = s.slice(start, i);
    return [JSON.parse(literal), literal];
  }
  return value()[0];
}

/** The canonical text of JSON text, or of a value JSON.stringify writes. */
export function canonical(textOrValue) {
  const value = parseKeepingText(typeof textOrValue === 'string' ? textOrValue : JSON.stringify(textOrValue));
  return value !== null && typeof value === 'object' ? value[CANONICAL] : JSON.stringify(value);
}

/** The case's strings that the C ABI takes as NUL-terminated `const char *` (as vector_inputs.py). */
export function cStringInputs(topic, vector) {
  const found = {};
  const add = (name, value) => { if (typeof value === 'string') found[name] = value; };
  const pick = (...names) => names.forEach((name) => add(name, vector[name]));
  if (topic === 'jwe-encrypt-kat') add('kid', vector.kid);
  else if (topic === 'public-key-parse') add('key_id', vector.key_id);
  else if (topic === 'payment-payload' || topic === 'prepare-round-trip') {
    pick('client_session_id', 'payment_product_id', 'account_on_file_id', 'nonce');
    (vector.values ?? []).forEach(([k, v], i) => { add(`values[${i}] key`, k); add(`values[${i}] value`, v); });
    (vector.metadata_set ?? []).forEach(([k, v], i) => { add(`metadata_set[${i}] key`, k); add(`metadata_set[${i}] value`, v); });
  } else if (topic === 'masks') pick('mask', 'value', 'text', 'replacement');
  else if (topic === 'validation' || topic === 'validation-messages') pick('value');
  else if (topic === 'iin') pick('card_number');
  else if (topic === 'messages') pick('key', 'locale');
  else if (['card-brands', 'card-check', 'card-as-you-type', 'pan-format', 'pan-edit'].includes(topic)) pick('pan', 'expiry', 'cvc', 'text', 'replacement');
  else if (topic === 'product-field-check') {
    pick('value');
    (vector.typed ?? []).forEach((typed, i) => add(`typed[${i}] keys`, typed.keys));
  } else if (topic === 'card-editing') pick('mask', 'text', 'replacement', 'pan', 'name');
  else if (topic === 'client-api-request') Object.entries(vector.session).forEach(([k, v]) => add(k, v));
  else if (topic === 'device-metadata') (vector.set ?? []).forEach(([k, v], i) => { add(`set[${i}] key`, k); add(`set[${i}] value`, v); });
  return found;
}
