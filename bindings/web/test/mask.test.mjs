// The core's masking compiled in Embedded Swift for wasm32 (payseal-mask.wasm, make test-web
// builds it): payseal_mask_format through the WebAssembly API, on every `format` case of the
// mask vector files, and its errors with the C ABI's statuses (Include/payseal.h).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const root = new URL('../../../', import.meta.url);
const wasmPath = process.env.PAYSEAL_MASK_WASM ?? new URL('.build-web/payseal-mask.wasm', root);

// The statuses as the header defines them: `PAYSEAL_E_LIMIT = 10,`
const header = await readFile(new URL('Include/payseal.h', root), 'utf8');
const STATUS = Object.fromEntries([...header.matchAll(/^\s*(PAYSEAL_(?:OK|E_\w+)) = (\d+),/gm)].map((m) => [m[1], Number(m[2])]));

let memory;
const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
  // Embedded Swift's hashing seed, when the module uses it (web_random.c)
  env: { payseal_random_fill: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)) },
});
const wasm = instance.exports;
memory = wasm.memory;

const encoder = new TextEncoder(), decoder = new TextDecoder('utf-8', { fatal: true });

// A NUL-terminated copy of `bytes` in the module's memory, freed after `body`.
function withCString(bytes, body) {
  const pointer = wasm.payseal_web_alloc(bytes.length + 1);
  assert.notEqual(pointer, 0, 'payseal_web_alloc');
  const view = new Uint8Array(memory.buffer, pointer, bytes.length + 1);
  view.set(bytes);
  view[bytes.length] = 0;
  try {
    return body(pointer);
  } finally {
    wasm.payseal_free(pointer);
  }
}

function readCString(pointer) {
  const bytes = new Uint8Array(memory.buffer, pointer);
  return decoder.decode(bytes.subarray(0, bytes.indexOf(0)));
}

// payseal_mask_format(mask, value): { status, text } or { status, message }
function maskFormat(mask, value) {
  const encode = (text) => (typeof text === 'string' ? encoder.encode(text) : text);
  return withCString(encode(mask), (maskPointer) => withCString(encode(value), (valuePointer) => {
    const outs = wasm.payseal_web_alloc(8); // char **out, then size_t *out_len (wasm32: 4 bytes each)
    try {
      const status = wasm.payseal_mask_format(maskPointer, valuePointer, outs, outs + 4);
      const [out, outLength] = new Uint32Array(memory.buffer, outs, 2);
      if (status !== STATUS.PAYSEAL_OK) {
        assert.equal(out, 0, 'out is NULL after a failure');
        return { status, message: readCString(wasm.payseal_last_error()) };
      }
      const text = decoder.decode(new Uint8Array(memory.buffer, out, outLength));
      wasm.payseal_free(out);
      return { status, text };
    } finally {
      wasm.payseal_free(outs);
    }
  }));
}

for (const file of ['masks.independent.json', 'masks.platform-sdks.json']) {
  const { cases } = JSON.parse(await readFile(new URL(`Vectors/${file}`, root), 'utf8'));
  const format = cases.filter((c) => c.op === 'format');
  test(`${file}: ${format.length} format cases`, () => {
    let passed = 0;
    for (const vector of format) {
      const got = maskFormat(vector.mask, vector.value);
      if (vector.status) {
        assert.equal(got.status, STATUS[vector.status], `${vector.id}: ${got.message ?? got.text}`);
      } else {
        assert.deepEqual(got, { status: STATUS.PAYSEAL_OK, text: vector.expected }, vector.id);
      }
      passed += 1;
    }
    assert.equal(passed, format.length);
  });
}

test('bad input gets the C ABI statuses and messages, never a trap', () => {
  assert.deepEqual(maskFormat('{{99', '1'), { status: STATUS.PAYSEAL_E_ARGUMENT, message: "the mask has a group that is not closed with '}}'" });
  assert.deepEqual(maskFormat('{{9999}}', '1'.repeat(4097)), { status: STATUS.PAYSEAL_E_LIMIT, message: 'value has 4097 bytes; the limit is 4096' });
  assert.deepEqual(maskFormat('{{9999}}', new Uint8Array([0x31, 0xc3])), { status: STATUS.PAYSEAL_E_ARGUMENT, message: 'value is not valid UTF-8' });
  assert.deepEqual(maskFormat('{{9'.repeat(2000), '1'), { status: STATUS.PAYSEAL_E_LIMIT, message: 'the mask has 6000 bytes; the limit is 4096' });
  // NULL arguments
  const outs = wasm.payseal_web_alloc(8);
  assert.equal(wasm.payseal_mask_format(0, 0, outs, outs + 4), STATUS.PAYSEAL_E_ARGUMENT);
  assert.equal(readCString(wasm.payseal_last_error()), 'mask is NULL');
  withCString(encoder.encode('{{99}}'), (mask) => {
    assert.equal(wasm.payseal_mask_format(mask, 0, outs, outs + 4), STATUS.PAYSEAL_E_ARGUMENT);
    assert.equal(readCString(wasm.payseal_last_error()), 'value is NULL');
    assert.equal(wasm.payseal_mask_format(mask, mask, 0, 0), STATUS.PAYSEAL_E_ARGUMENT);
  });
  wasm.payseal_free(outs);
  assert.deepEqual(maskFormat('{{99}}/{{99}}', '1225'), { status: STATUS.PAYSEAL_OK, text: '12/25' });
});
