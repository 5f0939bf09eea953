// The core's masks in Embedded Swift (payseal.wasm, the core and its C ABI), shared by node's test runner
// (mask.test.mjs) and the browser page (browser/run.mjs): the module's payseal_mask_format as a
// function, and the cases: every `format` case of the mask vector files, and bad input with the C
// ABI's statuses (Include/payseal.h's) and messages. Each case throws on a wrong answer.

export const MASK_VECTOR_FILES = ['masks.independent.json', 'masks.platform-sdks.json'];

// The statuses as the header defines them: `PAYSEAL_E_LIMIT = 10,`
export function statusesFrom(header) {
  return Object.fromEntries([...header.matchAll(/^\s*(PAYSEAL_(?:OK|E_\w+)) = (\d+),/gm)].map((m) => [m[1], Number(m[2])]));
}

export async function instantiate(bytes) {
  let memory;
  const { instance } = await WebAssembly.instantiate(bytes, {
    // The module's only imports (bindings/web/embedded/web_imports.c): randomness and the clock
    env: {
      payseal_random_fill: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)),
      payseal_clock_ms: () => Date.now(),
    },
  });
  const wasm = instance.exports;
  memory = wasm.memory;
  const encoder = new TextEncoder(), decoder = new TextDecoder('utf-8', { fatal: true });

  // A NUL-terminated copy of `bytes` in the module's memory (0 for null), freed after `body`.
  function withCString(bytes, body) {
    if (bytes === null) return body(0);
    const pointer = wasm.payseal_web_alloc(bytes.length + 1);
    if (pointer === 0) throw new Error('payseal_web_alloc failed');
    const view = new Uint8Array(memory.buffer, pointer, bytes.length + 1);
    view.set(bytes);
    view[bytes.length] = 0;
    try {
      return body(pointer);
    } finally {
      wasm.payseal_free(pointer);
    }
  }
  const readCString = (pointer) => {
    const bytes = new Uint8Array(memory.buffer, pointer);
    return decoder.decode(bytes.subarray(0, bytes.indexOf(0)));
  };
  const encode = (text) => (typeof text === 'string' ? encoder.encode(text) : text);

  // payseal_mask_format(mask, value): { status, text } or { status, message }; null is NULL
  function maskFormat(mask, value, { nullOut = false } = {}) {
    return withCString(encode(mask), (maskPointer) => withCString(encode(value), (valuePointer) => {
      const outs = wasm.payseal_web_alloc(8); // char **out, then size_t *out_len (wasm32: 4 bytes each)
      new Uint32Array(memory.buffer, outs, 2).fill(0xffffffff); // so that a failure must clear them
      try {
        const status = nullOut ? wasm.payseal_mask_format(maskPointer, valuePointer, 0, 0)
          : wasm.payseal_mask_format(maskPointer, valuePointer, outs, outs + 4);
        const [out, outLength] = new Uint32Array(memory.buffer, outs, 2);
        if (status !== 0) {
          if (!nullOut && (out !== 0 || outLength !== 0)) throw new Error('out is not NULL, or out_len not 0, after a failure');
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
  return { maskFormat };
}

function expectEqual(actual, expected, what) {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: ${a}, expected ${e}`);
}

// [name, run()] for each vector file (`vectors`: file name -> parsed JSON) and for bad input
export function maskCases({ maskFormat }, STATUS, vectors) {
  const cases = Object.entries(vectors).map(([file, { cases: all }]) => {
    const format = all.filter((c) => c.op === 'format');
    return [`${file}: ${format.length} format cases`, () => {
      for (const vector of format) {
        const got = maskFormat(vector.mask, vector.value);
        if (vector.status) expectEqual(got.status, STATUS[vector.status], `${vector.id} (${got.message ?? got.text})`);
        else expectEqual(got, { status: STATUS.PAYSEAL_OK, text: vector.expected }, vector.id);
      }
    }];
  });
  cases.push(['bad input gets the C ABI statuses and messages, never a trap', () => {
    const { PAYSEAL_OK: ok, PAYSEAL_E_ARGUMENT: argument, PAYSEAL_E_LIMIT: limit } = STATUS;
    expectEqual(maskFormat('{{99', '1'), { status: argument, message: "the mask has a group that is not closed with '}}'" }, 'an open group');
    expectEqual(maskFormat('{{9999}}', '1'.repeat(4097)), { status: limit, message: 'value has 4097 bytes; the limit is 4096' }, 'a long value');
    expectEqual(maskFormat('{{9999}}', new Uint8Array([0x31, 0xc3])), { status: argument, message: 'value is not valid UTF-8' }, 'invalid UTF-8');
    expectEqual(maskFormat('{{9'.repeat(2000), '1'), { status: limit, message: 'the mask has 6000 bytes; the limit is 4096' }, 'a long mask');
    expectEqual(maskFormat(null, null), { status: argument, message: 'mask is NULL' }, 'NULL mask');
    expectEqual(maskFormat('{{99}}', null), { status: argument, message: 'value is NULL' }, 'NULL value');
    expectEqual(maskFormat('{{99}}', '1', { nullOut: true }), { status: argument, message: 'out is NULL' }, 'NULL out');
    expectEqual(maskFormat('{{99}}/{{99}}', '1225'), { status: ok, text: '12/25' }, 'after the failures');
  }]);
  return cases;
}
