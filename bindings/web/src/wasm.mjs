// The raw layer: the WebAssembly build of the core (payseal.wasm) instantiated, and each export of
// Include/payseal.h called as raw.mjs describes it (tools/generate_web.py writes raw.mjs from the
// header). Arguments are copied into the module's memory (payseal_web_alloc), outputs copied out
// and released (payseal_free, which wipes), a failed status thrown as a PaySealError with the
// message payseal_last_error gives. It runs the same in node 20 (the module read from disk) and in
// a page (fetch and WebAssembly.instantiateStreaming).

import { CONSTANTS, FUNCTIONS, STATUS, STATUS_NAMES } from './raw.mjs';
import { PaySealError } from './errors.mjs';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const POINTER_BYTES = 4; // wasm32: pointers and size_t are 32 bits

// The module's bytes or a Response for a source: a URL or path (file: read from disk in node,
// anything else fetched), a Response, bytes, or a compiled WebAssembly.Module.
async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  let response = await source;
  if (typeof response === 'string' || response instanceof URL) {
    const url = new URL(response, typeof location === 'undefined' ? `file://${process.cwd()}/` : location.href);
    if (url.protocol === 'file:') {
      const { readFile } = await import('node:fs/promises');
      return WebAssembly.compile(await readFile(url));
    }
    response = await fetch(url);
  }
  if (!response.ok) throw new Error(`payseal.wasm: HTTP ${response.status} for ${response.url}`);
  // instantiateStreaming needs the application/wasm type; a server that sends another gets the bytes compiled
  if ((response.headers.get('content-type') ?? '').startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Instantiates payseal.wasm (any source `compile` takes) and returns its raw layer. */
export async function instantiate(source, { imports = {} } = {}) {
  const module = await compile(source);
  let memory = null;
  const provided = {
    env: {
      // Embedded Swift's hashing seed and the core's nonces: the page's CSPRNG (at most 65,536 bytes a call)
      payseal_random_fill: (pointer, length) => {
        for (let at = 0; at < length; at += 65536) {
          crypto.getRandomValues(new Uint8Array(memory.buffer, pointer + at, Math.min(65536, length - at)));
        }
      },
      // the core's clock (YearMonth.current: today for prepare's validation), as time() reads it
      payseal_clock_ms: () => Date.now(),
      ...imports.env,
    },
  };
  for (const [moduleName, names] of Object.entries(imports)) if (moduleName !== 'env') provided[moduleName] = names;
  const missing = WebAssembly.Module.imports(module).filter((i) => provided[i.module]?.[i.name] === undefined);
  if (missing.length) throw new Error(`payseal.wasm imports what this page does not provide: ${missing.map((i) => `${i.module}.${i.name}`).join(', ')}`);
  const instance = await WebAssembly.instantiate(module, provided);
  memory = instance.exports.memory;
  return new RawCore(instance.exports);
}

/** The module trapped (a bug of the core): that instance is dead for the page, as WebAssembly has it. */
export class WasmTrap extends Error {
  constructor(message) {
    super(message);
    this.name = 'WasmTrap';
  }
}

/** The argument bytes of a `data` parameter whose length is given apart (a test of a wrong length). */
export class RawData {
  constructor(bytes, length) { this.bytes = bytes; this.length = length; }
}

function inputBytes(value, name) {
  if (typeof value === 'string') return encoder.encode(value);
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`${name} must be a string or a Uint8Array`);
}

/**
 * The exports of one instance, called by name with their inputs in the header's order (every
 * parameter but the out-parameters and the lengths, which are filled in). Returns the one output,
 * an array of them, or the function's result; throws PaySealError for a status other than PAYSEAL_OK.
 */
export class RawCore {
  constructor(exports) {
    this.exports = exports;
    this.trapped = null;
  }

  /** Whether this build exports the function. */
  has(name) {
    return typeof this.exports[name] === 'function';
  }

  get memory() { return this.exports.memory; }

  // A copy of `bytes` in the module's memory, NUL-terminated; the caller wipes and frees it. The
  // module takes arguments of up to PAYSEAL_MAX_JWE bytes, more than any limit of the header: a
  // longer one is over its limit whatever the function (PAYSEAL_E_LIMIT), and is never copied.
  copyIn(bytes, name) {
    if (bytes.length > CONSTANTS.MAX_JWE) {
      throw new PaySealError(STATUS.PAYSEAL_E_LIMIT, `${name} has ${bytes.length} bytes; the module takes at most ${CONSTANTS.MAX_JWE}`);
    }
    const pointer = this.exports.payseal_web_alloc(bytes.length + 1);
    if (pointer === 0) throw new PaySealError(STATUS.PAYSEAL_E_NO_MEMORY, `no memory for ${name} (${bytes.length} bytes) in payseal.wasm`);
    const view = new Uint8Array(this.memory.buffer, pointer, bytes.length + 1);
    view.set(bytes);
    view[bytes.length] = 0;
    return pointer;
  }

  wipeAndFree(pointer, length) {
    new Uint8Array(this.memory.buffer, pointer, length).fill(0);
    this.exports.payseal_free(pointer);
  }

  readCString(pointer) {
    if (pointer === 0) return null;
    const bytes = new Uint8Array(this.memory.buffer, pointer);
    const end = bytes.indexOf(0);
    return decoder.decode(bytes.subarray(0, end < 0 ? bytes.length : end));
  }

  /** The calling thread's last error, subject and detail (only those this build exports). */
  lastError() {
    const read = (name) => (this.has(name) ? this.readCString(this.exports[name]()) ?? '' : '');
    return { message: read('payseal_last_error'), subject: read('payseal_last_error_subject'), detail: read('payseal_last_error_detail') };
  }

  call(name, ...inputs) {
    if (this.trapped) throw new WasmTrap(`payseal.wasm trapped earlier (${this.trapped}): this instance can no longer be used`);
    const signature = FUNCTIONS[name] ?? WEB_FUNCTIONS[name];
    if (signature === undefined) throw new Error(`${name} is not a PaySeal function`);
    if (!this.has(name)) throw new Error(`${name} is not in this build of payseal.wasm`);
    const [result, params] = signature;
    const args = [], copies = [], outs = [];
    let next = 0, outSlots = 0;
    for (const [, kind] of params) if (kind.startsWith('out')) outSlots += 1;
    const outBase = outSlots ? this.exports.payseal_web_alloc(outSlots * POINTER_BYTES) : 0;
    if (outSlots && outBase === 0) throw new PaySealError(STATUS.PAYSEAL_E_NO_MEMORY, 'no memory for the outputs in payseal.wasm');
    try {
      let slot = 0, pendingLength = null;
      for (const [param, kind] of params) {
        if (kind === 'len') { args.push(pendingLength); continue; }
        if (kind.startsWith('out')) {
          const at = outBase + slot * POINTER_BYTES;
          slot += 1;
          new Uint32Array(this.memory.buffer, at, 1)[0] = 0;
          args.push(at);
          outs.push([param, kind, at]);
          continue;
        }
        const value = inputs[next++];
        if (kind === 'str' || kind === 'data' || kind.startsWith('fixed:')) {
          const given = value instanceof RawData ? value.bytes : value;
          if (given === null || given === undefined) {
            args.push(0);
            pendingLength = value instanceof RawData ? value.length : 0;
            continue;
          }
          const bytes = inputBytes(given, param);
          if (kind === 'str' && bytes.includes(0)) {
            throw new PaySealError(STATUS.PAYSEAL_E_ARGUMENT, `${param} holds U+0000, which ends a C string`);
          }
          if (kind.startsWith('fixed:') && bytes.length !== Number(kind.slice(6))) {
            throw new PaySealError(STATUS.PAYSEAL_E_ARGUMENT, `${param} must be ${kind.slice(6)} bytes, not ${bytes.length}`);
          }
          const pointer = this.copyIn(bytes, param);
          copies.push([pointer, bytes.length + 1]);
          args.push(pointer);
          pendingLength = value instanceof RawData ? value.length : bytes.length;
        } else if (kind.startsWith('handle:') || kind === 'ptr') {
          args.push(value === null || value === undefined ? 0 : value >>> 0);
        } else {
          args.push(kind === 'size' ? value >>> 0 : value | 0); // the callers check types and ranges
        }
      }
      let returned;
      try {
        returned = this.exports[name](...args);
      } catch (error) {
        // A trap (unreachable, out of bounds) leaves the module's stack and heap as they were: no
        // later call can be trusted, so none is made
        if (error instanceof WebAssembly.RuntimeError) {
          this.trapped = `${name}: ${error.message}`;
          throw new WasmTrap(`payseal.wasm trapped in ${name} (${error.message}): this instance can no longer be used`);
        }
        throw error;
      }
      if (result === 'int') return returned;
      if (result === 'void') return undefined;
      if (result === 'borrowedStr') return this.readCString(returned);
      if (returned !== 0) {
        const { message, subject, detail } = this.lastError();
        throw new PaySealError(returned, message, { subject, detail, statusName: STATUS_NAMES[returned] });
      }
      const values = [];
      const slots = new Uint32Array(this.memory.buffer, outBase, outSlots);
      outs.forEach(([, kind], index) => {
        const word = slots[index];
        if (kind === 'outLen') return;
        if (kind === 'outSize' || kind.startsWith('outHandle')) { values.push(word); return; }
        // outStr or outBytes: its length is the next slot when that is its out_len, else up to the NUL
        const hasLength = outs[index + 1]?.[1] === 'outLen';
        if (word === 0) { values.push(null); return; }
        const bytes = hasLength ? new Uint8Array(this.memory.buffer, word, slots[index + 1]).slice()
          : new Uint8Array(this.memory.buffer, word, new Uint8Array(this.memory.buffer, word).indexOf(0)).slice();
        this.exports.payseal_free(word);
        if (kind === 'outBytes') values.push(bytes);
        else {
          values.push(decoder.decode(bytes));
          bytes.fill(0);
        }
      });
      return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
    } finally {
      if (!this.trapped) {
        for (const [pointer, length] of copies) this.wipeAndFree(pointer, length);
        if (outBase) this.exports.payseal_free(outBase);
      }
    }
  }
}

// The web build's own exports (not in Include/payseal.h), as bindings/web/README.md ("The JWE in the
// page") declares them, in raw.mjs's kinds
export const WEB_FUNCTIONS = Object.freeze({
  payseal_web_prepare_parts: ['status', [['key', 'handle:payseal_public_key'], ['r', 'handle:payseal_payment_request'],
    ['metadata', 'handle:payseal_metadata'], ['out_payload', 'outBytes'], ['out_payload_len', 'outLen'], ['out_parts', 'outStr'],
    ['out_parts_len', 'outLen']]],
  payseal_web_jwe_header: ['status', [['key', 'handle:payseal_public_key'], ['plaintext_len', 'size'], ['out', 'outStr'], ['out_len', 'outLen']]],
  payseal_web_public_key_spki: ['status', [['key', 'handle:payseal_public_key'], ['out', 'outBytes'], ['out_len', 'outLen']]],
});
