// The C ABI of a PaySeal wasm module called by its header's prototypes: each function of
// Include/payseal.h the module exports, with arguments by parameter name, strings and bytes copied
// into the module's memory (payseal_web_alloc) and freed after the call, out-parameters allocated
// and read back (a returned buffer released with payseal_free, which wipes it). The fuzz run
// drives every export through it, with raw numbers where pointers go; the demo page's tests read
// the same prototypes. Nothing here knows what a function does: the header says it all.

// The prototypes of a C header: name -> { returns, params: [{ type, name }] }
export function parsePrototypes(header) {
  const text = header.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, ' ');
  const prototypes = {};
  for (const [, returns, name, list] of text.matchAll(/([\w\s*]+?)\b(payseal_\w+)\(([^)]*)\);/g)) {
    const params = list.trim() === 'void' ? [] : list.split(',').map((param) => {
      // `const uint8_t cek[64]` is a pointer named cek
      const array = /\[\d+\]\s*$/.test(param);
      const words = param.replace(/\[\d+\]\s*$/, '').replace(/\*/g, ' * ').trim().split(/\s+/);
      const paramName = words.pop();
      if (array) words.push('*');
      return { type: words.join(' ').replace(/ \*/g, '*'), name: paramName };
    });
    prototypes[name] = { returns: returns.trim().replace(/\s+/g, ' '), params };
  }
  return prototypes;
}

// What a parameter type is to the caller.
export function kindOf(type) {
  if (type === 'const char*' || type === 'const uint8_t*') return 'input';      // string, bytes, null or a raw pointer
  if (type === 'char**' || type === 'uint8_t**') return 'outBuffer';           // a returned buffer
  if (type === 'size_t*') return 'outSize';
  if (/^payseal_\w+\*\*$/.test(type)) return 'outHandle';
  if (/^(const )?payseal_\w+\*$/.test(type) || type === 'void*') return 'handle'; // a number: a handle or NULL
  return 'scalar';                                                                  // int, size_t, payseal_status
}

const WORD = 4; // wasm32: pointers and size_t

export class CAbi {
  constructor(exports, prototypes) {
    this.wasm = exports;
    this.prototypes = prototypes;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder('utf-8', { fatal: false });
  }

  get memory() {
    return this.wasm.memory;
  }

  exported() {
    return Object.keys(this.prototypes).filter((name) => typeof this.wasm[name] === 'function');
  }

  // `bytes` copied into the module's memory with a NUL after them; the pointer, or 0 when the
  // module refuses the size (its allocation bound).
  copyIn(bytes) {
    const pointer = this.wasm.payseal_web_alloc(bytes.length + 1);
    if (pointer === 0) return 0;
    const view = new Uint8Array(this.memory.buffer, pointer, bytes.length + 1);
    view.set(bytes);
    view[bytes.length] = 0;
    return pointer;
  }

  cString(pointer) {
    if (pointer === 0) return null;
    const bytes = new Uint8Array(this.memory.buffer, pointer);
    const end = bytes.indexOf(0);
    return this.decoder.decode(bytes.subarray(0, end < 0 ? 0 : end));
  }

  lastError() {
    return typeof this.wasm.payseal_last_error === 'function' ? this.cString(this.wasm.payseal_last_error()) : '';
  }

  // Calls `name` with `args` (parameter name -> value): strings (UTF-8) and Uint8Arrays for
  // inputs, numbers for handles, scalars and raw pointers, null for NULL. A length parameter
  // right after an input (json_len, len, catalog_len...) defaults to the input's byte length;
  // out-parameters are allocated unless `args` gives them (null passes NULL). Answers
  // { status, message, out: { name: string | Uint8Array | number | null } }; `returned` for
  // functions that return something other than a status. Throws when an argument cannot be copied
  // in (the module's allocation bound): the call was not made.
  call(name, args = {}) {
    const prototype = this.prototypes[name];
    const fn = this.wasm[name];
    if (!prototype || typeof fn !== 'function') throw new Error(`${name} is not exported`);
    const allocated = [], outs = [], values = [];
    let lastInputLength = null;
    try {
      for (const { type, name: param } of prototype.params) {
        const kind = kindOf(type), given = Object.hasOwn(args, param) ? args[param] : undefined;
        if (kind === 'input') {
          lastInputLength = null;
          if (given === undefined || given === null) { values.push(0); lastInputLength = 0; continue; }
          if (typeof given === 'number') { values.push(given >>> 0); continue; }
          const bytes = typeof given === 'string' ? this.encoder.encode(given) : given;
          const pointer = this.copyIn(bytes);
          if (pointer === 0) throw new RangeError(`${name}: payseal_web_alloc refused ${bytes.length + 1} bytes for ${param}`);
          allocated.push(pointer);
          values.push(pointer);
          lastInputLength = bytes.length;
        } else if (kind === 'outBuffer' || kind === 'outSize' || kind === 'outHandle') {
          if (given !== undefined) { values.push(given === null ? 0 : given >>> 0); continue; }
          const slot = this.wasm.payseal_web_alloc(WORD);
          if (slot === 0) throw new RangeError(`${name}: payseal_web_alloc refused an out-parameter`);
          new Uint32Array(this.memory.buffer, slot, 1)[0] = 0;
          allocated.push(slot);
          outs.push({ param, kind, slot });
          values.push(slot);
        } else if (type === 'size_t' && given === undefined && lastInputLength !== null) {
          values.push(lastInputLength);
        } else {
          values.push(given === undefined || given === null ? 0 : Number(given) | 0);
        }
        if (kind !== 'input') lastInputLength = null;
      }
      const result = fn(...values);
      if (prototype.returns !== 'payseal_status') return { returned: result };
      const read = Object.fromEntries(outs.map(({ param, kind, slot }) => [param, new Uint32Array(this.memory.buffer, slot, 1)[0]]));
      const out = {};
      for (const { param, kind } of outs) {
        const value = read[param];
        if (kind === 'outBuffer') {
          // Its length: <param>_len (out_payload_len), else the one out length (out_len)
          const buffers = outs.filter((o) => o.kind === 'outBuffer').length;
          const lengthParam = outs.find((o) => o.param === `${param}_len`)
            ?? (buffers === 1 ? outs.find((o) => o.kind === 'outSize' && o.param.endsWith('len')) : undefined);
          if (value === 0) out[param] = null;
          else if (lengthParam && read[lengthParam.param] !== undefined) {
            const bytes = new Uint8Array(this.memory.buffer, value, read[lengthParam.param]);
            out[param] = type(prototype, param) === 'uint8_t**' ? bytes.slice() : this.decoder.decode(bytes);
          } else out[param] = this.cString(value);
          if (value !== 0) this.wasm.payseal_free(value);
        } else out[param] = value;
      }
      return { status: result, message: result === 0 ? '' : this.lastError(), out };
    } finally {
      for (const pointer of allocated) this.wasm.payseal_free(pointer);
    }
  }
}

function type(prototype, param) {
  return prototype.params.find((p) => p.name === param)?.type;
}
