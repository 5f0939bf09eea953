// The core and its C ABI in WebAssembly (payseal.wasm, `make web`) through its raw exports in node:
// the version, a card check, a product field's server pattern (PCRE2), a mask, a public key and the
// JWE's parts for the page ("The JWE in the page", bindings/web/README.md), and bad input with the
// statuses and messages libpayseal.so gives for it; NULL, invalid UTF-8 and oversized input never trap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { statusesFrom } from './payseal-mask.mjs';

const root = new URL('../../../', import.meta.url);
const wasmPath = process.env.PAYSEAL_WASM ?? new URL('.build-web/payseal.wasm', root);
const header = await readFile(new URL('Include/payseal.h', root), 'utf8');
const STATUS = statusesFrom(header);
const define = (name) => Number(header.match(new RegExp(`#define ${name} (\\d+)`))[1]);

let memory;
const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
  env: {
    payseal_random_fill: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)),
    payseal_clock_ms: () => Date.now(),
  },
});
const wasm = instance.exports;
memory = wasm.memory;
const encoder = new TextEncoder(), decoder = new TextDecoder('utf-8', { fatal: true });
const u32 = (pointer) => new Uint32Array(memory.buffer, pointer, 1)[0];
const cString = (pointer) => {
  const bytes = new Uint8Array(memory.buffer, pointer);
  return decoder.decode(bytes.subarray(0, bytes.indexOf(0)));
};
const lastError = () => cString(wasm.payseal_last_error());

// Arguments copied in (text NUL-terminated; null is NULL) and out-pointer slots (4 bytes each,
// filled with 0xff so that a failure must clear them), all freed after `body`.
function call(args, outCount, body) {
  const pointers = args.map((arg) => {
    if (arg === null) return 0;
    const bytes = typeof arg === 'string' ? encoder.encode(arg) : arg;
    const pointer = wasm.payseal_web_alloc(bytes.length + 1);
    assert.notEqual(pointer, 0, 'payseal_web_alloc');
    new Uint8Array(memory.buffer, pointer, bytes.length + 1).set([...bytes, 0]);
    return pointer;
  });
  const outs = wasm.payseal_web_alloc(4 * Math.max(outCount, 1));
  new Uint8Array(memory.buffer, outs, 4 * Math.max(outCount, 1)).fill(0xff);
  try {
    return body(pointers, (index) => outs + 4 * index);
  } finally {
    for (const pointer of pointers) wasm.payseal_free(pointer);
    wasm.payseal_free(outs);
  }
}
// The text an export handed over (*out, *out_len), freed.
function takeText(out, outLength) {
  const text = decoder.decode(new Uint8Array(memory.buffer, u32(out), u32(outLength)).slice());
  wasm.payseal_free(u32(out));
  return text;
}
const failure = (status) => ({ status, message: lastError() });

function maskFormat(mask, value) {
  return call([mask, value], 2, ([m, v], out) => {
    const status = wasm.payseal_mask_format(m, v, out(0), out(1));
    return status === 0 ? { status, text: takeText(out(0), out(1)) } : failure(status);
  });
}

function validateValue(restrictions, value) {
  return call([restrictions, value], 2, ([json, v], out) => {
    const status = wasm.payseal_validate_value(json, json ? encoder.encode(restrictions).length : 0, v, 2026, 12, out(0), out(1));
    return status === 0 ? { status, errors: JSON.parse(takeText(out(0), out(1))) } : failure(status);
  });
}

function publicKey(json) {
  return call([json], 1, ([j], out) => {
    const status = wasm.payseal_public_key_from_client_api(j, j ? (typeof json === 'string' ? encoder.encode(json) : json).length : 0, out(0));
    return status === 0 ? { status, key: u32(out(0)) } : { ...failure(status), out: u32(out(0)) };
  });
}

test('the version and the ABI version are the header\'s', () => {
  const version = ['MAJOR', 'MINOR', 'PATCH'].map((part) => define(`PAYSEAL_VERSION_${part}`)).join('.');
  assert.equal(cString(wasm.payseal_version()), version);
  assert.equal(wasm.payseal_abi_version(), define('PAYSEAL_ABI_VERSION'));
  assert.equal(cString(wasm.payseal_status_name(STATUS.PAYSEAL_E_LIMIT)), 'PAYSEAL_E_LIMIT');
});

// libpayseal.so's answers to the same calls (byte for byte: the module must give these very texts).
const NATIVE = {
  visa: '{"brand":"visa","pan":{"state":"valid","maxLength":19,"advance":true},"cvc":{"state":"incomplete","reason":"required"},"expiry":{"state":"valid","advance":true},"complete":false}',
  badCard: '{"brand":"visa","pan":{"state":"incomplete","reason":"luhn","maxLength":19,"advance":false},"cvc":{"state":"incomplete","reason":"required"},"expiry":{"state":"invalid","reason":"format","advance":false},"complete":false}',
  patternFails: '[{"type":"regularExpression","params":{},"messageKey":"validation.regularExpression","message":"This value is not in the expected format."}]',
  patternTableShort: '{"brand":"visa","pan":{"state":"incomplete","reason":"length","maxLength":19,"advance":false},"cvc":{"state":"incomplete","reason":"required"},"expiry":{"state":"incomplete","reason":"required","advance":false},"complete":false}',
  patternTableFull: '{"brand":"visa","pan":{"state":"valid","maxLength":19,"advance":false},"cvc":{"state":"incomplete","reason":"required"},"expiry":{"state":"incomplete","reason":"required","advance":false},"complete":false}',
  matchLimit: '[{"type":"regularExpression","params":{"reason":"matchLimit"},"messageKey":"validation.regularExpression.matchLimit","message":"This value cannot be checked: matching the field\'s pattern took too long."}]',
};

test('a card check with the default brands, as libpayseal.so answers it', () => {
  const brands = call([], 1, (_, out) => {
    assert.equal(wasm.payseal_card_brands_default(out(0)), 0);
    return u32(out(0));
  });
  try {
    const check = (pan, expiry) => call([pan, expiry, '', null], 2, ([p, e, c, accepted], out) => {
      const status = wasm.payseal_card_check(brands, p, e, c, accepted, 2026, 12, out(0), out(1));
      assert.equal(status, 0, lastError());
      return takeText(out(0), out(1));
    });
    assert.equal(check('4111 1111 1111 1111', '12/30'), NATIVE.visa);
    assert.equal(check('4111 1111 1111 1112', '13/30'), NATIVE.badCard);
  } finally {
    wasm.payseal_card_brands_free(brands);
  }
});

test('a card check with a table of patterns (the search of continuations counts past 2^31)', () => {
  const table = JSON.stringify([{ name: 'visa', pattern: '^(?!^493698\\d*$)4\\d*$', panLengths: [16, 18, 19], cvvLength: 3 }]);
  const brands = call([table], 1, ([json], out) => {
    assert.equal(wasm.payseal_card_brands_parse(json, encoder.encode(table).length, out(0)), 0, lastError());
    return u32(out(0));
  });
  try {
    const check = (pan) => call([pan, '', '', '[]'], 2, ([p, e, c, accepted], out) => {
      assert.equal(wasm.payseal_card_check_ex(brands, p, e, c, accepted, 2026, 11, 0, out(0), out(1)), 0, lastError());
      return takeText(out(0), out(1));
    });
    assert.equal(check('4111'), NATIVE.patternTableShort);
    assert.equal(check('4111111111111111'), NATIVE.patternTableFull);
  } finally {
    wasm.payseal_card_brands_free(brands);
  }
});

test('a product field\'s server pattern runs on PCRE2 in the module, with its match limit', () => {
  const restrictions = '{"isRequired":true,"validators":{"regularExpression":{"regularExpression":"^[0-9]{3,4}$"}}}';
  assert.deepEqual(validateValue(restrictions, '123'), { status: 0, errors: [] });
  assert.deepEqual(validateValue(restrictions, '12a'), { status: 0, errors: JSON.parse(NATIVE.patternFails) });
  // A look-behind whose length sum wraps as a Java int (Java's arithmetic, past a 32-bit Int).
  assert.deepEqual(validateValue('{"validators":{"regularExpression":{"regularExpression":".*(?<=b*c*)x?"}}}', 'a\u2029b'),
    { status: 0, errors: JSON.parse(NATIVE.patternFails) });
  // A catastrophic pattern is stopped by the match limit and fails closed, in bounded time.
  const started = performance.now();
  const hostile = validateValue('{"validators":{"regularExpression":{"regularExpression":"(a+)+$"}}}', `${'a'.repeat(4000)}!`);
  assert.deepEqual(hostile, { status: 0, errors: JSON.parse(NATIVE.matchLimit) });
  assert.ok(performance.now() - started < 5000, 'the match limit holds');
});

test('a mask', () => {
  assert.deepEqual(maskFormat('{{9999}} {{9999}} {{9999}} {{9999}}', '4111111111111111'), { status: 0, text: '4111 1111 1111 1111' });
});

test('a public key, its SubjectPublicKeyInfo and the JWE parts for the page', async () => {
  const response = await readFile(new URL('Vectors/keys/test-rsa-2048.client-api.json', root), 'utf8');
  const { status, key } = publicKey(response);
  assert.equal(status, 0, lastError());
  try {
    assert.equal(wasm.payseal_public_key_bits(key), 2048);
    const spki = call([], 2, (_, out) => {
      assert.equal(wasm.payseal_web_public_key_spki(key, out(0), out(1)), 0);
      const bytes = new Uint8Array(memory.buffer, u32(out(0)), u32(out(1))).slice();
      wasm.payseal_free(u32(out(0)));
      return bytes;
    });
    assert.deepEqual(Buffer.from(spki).toString('base64'), JSON.parse(response).publicKey);
    const keyID = JSON.parse(response).keyId;
    const headerText = call([], 2, (_, out) => {
      assert.equal(wasm.payseal_web_jwe_header(key, 10, out(0), out(1)), 0);
      return takeText(out(0), out(1));
    });
    assert.deepEqual(JSON.parse(Buffer.from(headerText, 'base64url')), { alg: 'RSA-OAEP', enc: 'A256CBC-HS512', kid: keyID });
    assert.deepEqual(call([], 2, (_, out) => failure(wasm.payseal_web_jwe_header(key, 1048577, out(0), out(1)))),
      { status: STATUS.PAYSEAL_E_LIMIT, message: 'the plaintext has 1048577 bytes; the limit is 1048576' });

    const request = call(['session-1', '1'], 1, ([session, product], out) => {
      assert.equal(wasm.payseal_payment_request_new(session, product, out(0)), 0, lastError());
      return u32(out(0));
    });
    try {
      call(['cardNumber', '4111111111111111'], 0, ([name, value]) => assert.equal(wasm.payseal_payment_request_set_value(request, name, value), 0));
      const parts = call([], 4, (_, out) => {
        assert.equal(wasm.payseal_web_prepare_parts(key, request, 0, out(0), out(1), out(2), out(3)), 0, lastError());
        const payload = JSON.parse(decoder.decode(new Uint8Array(memory.buffer, u32(out(0)), u32(out(1))).slice()));
        wasm.payseal_free(u32(out(0)));
        return { payload, parts: JSON.parse(takeText(out(2), out(3))) };
      });
      assert.equal(parts.payload.clientSessionId, 'session-1');
      assert.match(parts.payload.nonce, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.deepEqual(parts.payload.paymentValues, [{ key: 'cardNumber', value: '4111111111111111' }]);
      assert.equal(parts.parts.protectedHeader, headerText);
      assert.equal(JSON.parse(Buffer.from(parts.parts.encodedClientMetaInfo, 'base64')).sdkCreator, 'PaySeal');
      // payseal_prepare needs WebCrypto: a clear status, both outputs NULL.
      call([], 2, (_, out) => {
        assert.equal(wasm.payseal_prepare(key, request, 0, out(0), out(1)), STATUS.PAYSEAL_E_CRYPTO);
        assert.match(lastError(), /WebCrypto/);
        assert.deepEqual([u32(out(0)), u32(out(1))], [0, 0]);
      });
    } finally {
      wasm.payseal_payment_request_free(request);
    }
  } finally {
    wasm.payseal_public_key_free(key);
  }
});

test('bad input: the C ABI\'s statuses and messages, every output cleared, no trap', () => {
  const { PAYSEAL_E_ARGUMENT: argument, PAYSEAL_E_LIMIT: limit, PAYSEAL_E_KEY_FORMAT: keyFormat, PAYSEAL_E_JSON: json } = STATUS;
  assert.deepEqual(publicKey('{"keyId":"k","publicKey":"AAAA"}'), { status: keyFormat, message: 'the DER is not a valid SubjectPublicKeyInfo', out: 0 });
  assert.deepEqual(publicKey(null), { status: argument, message: 'json is NULL', out: 0 });
  assert.deepEqual(publicKey(new Uint8Array([0x7b, 0xff, 0x7d])), { status: argument, message: 'the Client API response is not valid UTF-8', out: 0 });
  assert.deepEqual(publicKey('x'.repeat(64 * 1024 + 1)), { status: limit, message: 'the Client API response has 65537 bytes; the limit is 65536', out: 0 });
  assert.deepEqual(publicKey('[1]'), { status: json, message: 'the Client API response is not a JSON object', out: 0 });
  assert.deepEqual(maskFormat('{{99}}', new Uint8Array([0x31, 0xc3])), { status: argument, message: 'value is not valid UTF-8' });
  assert.deepEqual(maskFormat(null, '1'), { status: argument, message: 'mask is NULL' });
  assert.deepEqual(maskFormat('{{9999}}', '1'.repeat(4097)), { status: limit, message: 'value has 4097 bytes; the limit is 4096' });
  assert.equal(wasm.payseal_web_alloc(-1), 0);
  assert.equal(wasm.payseal_web_alloc(0x7fffffff), 0);
  assert.equal(wasm.payseal_public_key_bits(0), 0);
  assert.deepEqual(maskFormat('{{99}}/{{99}}', '1225'), { status: 0, text: '12/25' });
});

test('every export answers NULL arguments without a trap', () => {
  const exports = Object.entries(wasm).filter(([name, value]) => name.startsWith('payseal_') && typeof value === 'function');
  assert.ok(exports.length >= 76, `${exports.length} exports`);
  for (const [name, run] of exports) {
    // A trap throws a WebAssembly.RuntimeError here and leaves the instance unusable.
    const result = run(...new Array(run.length).fill(0));
    if (typeof result === 'number' && name !== 'payseal_web_alloc' && run.length > 0 && !/_free$|_bits$|_id$|_version$|_name$|last_error/.test(name)) {
      assert.notEqual(result, 0, `${name}(NULL, ...) succeeded`);
    }
  }
  assert.deepEqual(maskFormat('{{99}}/{{99}}', '1225'), { status: 0, text: '12/25' });
});
