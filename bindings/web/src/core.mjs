// The loaded core (one per page), the handle base class, and the checks of JavaScript arguments:
// a wrong type is a TypeError naming the argument, before anything reaches the core; a value of the
// right type that the core refuses is a PaySealError with the C ABI's status and message.

import { instantiate } from './wasm.mjs';

let raw = null, loading = null;

/**
 * Loads payseal.wasm once for the page (or node process): `source` is its URL or path, a Response
 * (or a promise of one), its bytes or a compiled WebAssembly.Module; default: payseal.wasm beside
 * payseal.mjs. Await it before anything else; later calls return the same core.
 */
export function init(source = new URL('../payseal.wasm', import.meta.url)) {
  loading ??= instantiate(source).then((loaded) => (raw = loaded), (error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A new instance in place of the loaded one (tests: go on after a trap); handles of the old one are void. */
export async function restart(source) {
  raw = await instantiate(source);
  loading = Promise.resolve(raw);
  return raw;
}

/** The raw layer (RawCore) of the loaded module; throws if init() has not finished. */
export function core() {
  if (raw === null) throw new Error('PaySeal: await init() before the first call');
  return raw;
}

// Handles are released by free(); one the page drops without it is released when collected.
const finalizer = new FinalizationRegistry(({ freeName, pointer }) => {
  if (raw !== null && pointer !== 0) raw.call(freeName, pointer);
});

/** A core handle (a key, a request...): `free()` releases it at once (the core wipes what it held). */
export class Handle {
  #pointer;
  #freeName;
  constructor(pointer, freeName) {
    this.#pointer = pointer;
    this.#freeName = freeName;
    finalizer.register(this, { freeName, pointer }, this);
  }

  /** The handle's pointer in the module's memory; throws once freed. */
  get pointer() {
    if (this.#pointer === 0) throw new Error(`${this.constructor.name} was freed`);
    return this.#pointer;
  }

  /** Releases the handle now; further use throws. Safe to call twice. */
  free() {
    if (this.#pointer === 0) return;
    finalizer.unregister(this);
    core().call(this.#freeName, this.#pointer);
    this.#pointer = 0;
  }
}

export function string(value, name) {
  if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${describe(value)}`);
  return value;
}

export function optionalString(value, name) {
  return value === undefined || value === null ? null : string(value, name);
}

export function textOrBytes(value, name) {
  if (typeof value === 'string' || value instanceof Uint8Array) return value;
  throw new TypeError(`${name} must be a string or a Uint8Array, not ${describe(value)}`);
}

/** JSON input: a string or bytes as they are, any other object serialized. */
export function json(value, name) {
  if (typeof value === 'string' || value instanceof Uint8Array) return value;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  throw new TypeError(`${name} must be a JSON string, a Uint8Array or an object, not ${describe(value)}`);
}

export function optionalJson(value, name) {
  return value === undefined || value === null ? null : json(value, name);
}

export function integer(value, name, min = -0x80000000, max = 0x7fffffff) {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`${name} must be an integer, not ${describe(value)}`);
  if (value < min || value > max) throw new RangeError(`${name} must be between ${min} and ${max}`);
  return value;
}

/** A UTF-16 position (size_t in the core). */
export function position(value, name) {
  return integer(value, name, 0, 0xffffffff);
}

export function boolean(value, name) {
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be a boolean, not ${describe(value)}`);
  return value;
}

export function instance(value, type, name) {
  if (!(value instanceof type)) throw new TypeError(`${name} must be a ${type.name}, not ${describe(value)}`);
  return value;
}

/** `today` as the core takes it: {year, month}, a Date (its UTC month), or undefined (0, 0: the clock). */
export function today(value, name = 'today') {
  if (value === undefined || value === null) return [0, 0];
  if (value instanceof Date) return [value.getUTCFullYear(), value.getUTCMonth() + 1];
  if (typeof value === 'object') return [integer(value.year, `${name}.year`), integer(value.month, `${name}.month`)];
  throw new TypeError(`${name} must be {year, month} or a Date, not ${describe(value)}`);
}

export function options(value, name = 'options') {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object') throw new TypeError(`${name} must be an object, not ${describe(value)}`);
  return value;
}

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? `a ${value.constructor?.name ?? 'object'}` : `a ${typeof value}`;
}
