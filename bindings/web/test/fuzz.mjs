// Fuzzing the web build in node: random and hostile arguments into every function of
// Include/payseal.h a wasm module exports (c-abi.mjs calls them by the header's prototypes). A
// trap (`RuntimeError: unreachable`, an out-of-bounds access, a stack overflow) kills a module
// instance for the whole page, so any trap is a finding; so is a status outside the header's
// enum, or an out-parameter left set after a failure (the header's "nothing is partially
// written"). Arguments stay within the C contract, which the ES module keeps for its callers:
// pointers are NULL or the module's own (copied strings, live handles, out-parameters), a length
// never exceeds its buffer; everything else is fair game (invalid UTF-8, oversized and deeply
// nested JSON, catastrophic patterns, masks, extreme integers, NULLs, freed-then-recreated
// handles). After a trap the module is instantiated again and the run goes on.
//
//   node fuzz.mjs --seconds S [--seed N] [--header Include/payseal.h] [--vectors Vectors] WASM...
// S is shared among the modules given and, with payseal.wasm among them, the ES module over it
// (ModuleFuzzer, below). Prints a summary per module and each distinct finding (function, trap,
// the arguments' shape), and exits 1 when there was one.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parsePrototypes, kindOf, CAbi } from './c-abi.mjs';

const STATUS_MAX = 14; // PAYSEAL_E_CANCELLED, the header's last status

// A small deterministic generator (mulberry32), so that a finding can be replayed with --seed.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)], chance: (p) => next() < p };
}

// Strings of the vector files (payloads, products, keys, masks, patterns, JWEs): a corpus of
// well-formed inputs for the mutations to start from.
export function corpusFrom(vectorsDir, limit = 16384) {
  const strings = new Set();
  const walk = (value) => {
    if (typeof value === 'string') { if (value.length <= limit) strings.add(value); }
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const v of Object.values(value)) {
        walk(v);
        if (v && typeof v === 'object') { const text = JSON.stringify(v); if (text.length <= limit) strings.add(text); }
      }
    }
  };
  for (const file of readdirSync(vectorsDir).filter((f) => f.endsWith('.json')).sort()) {
    try { walk(JSON.parse(readFileSync(join(vectorsDir, file), 'utf8')).cases ?? []); } catch { /* not a vector file */ }
  }
  return [...strings];
}

const HOSTILE = [
  '', ' ', '\u0000', '{', '}', '[', ']', '"', '\\', 'null', 'true', '0', '-1', '1e999', '[]', '{}',
  '9'.repeat(400), '['.repeat(100) + ']'.repeat(100), '{"a":'.repeat(70) + '1' + '}'.repeat(70),
  '(a+)+$', '(a|a)*b', '(?:(?:(?:a*)*)*)*$', '\\p{L}+\\d{1,19}', '(' .repeat(300) + ')'.repeat(300),
  '{{9999}} {{9999}} {{9999}} {{9999}} {{999}}', '{{', '}}', '{{{{', '{{99}}/{{99}}', '{{*}}'.repeat(1500),
  '4111111111111111', '4111 1111 1111 1111', '378282246310005', '6011000400000000', '12/28', '1/2', '123',
  'VISA', 'amex', 'en', 'nl_NL', 'zz-ZZ', 'x'.repeat(4096), 'x'.repeat(4097), '\u{1F4B3}'.repeat(1000),
  '\uD83D', '\u200E\u202E', '\u0663\u0664', 'A'.repeat(16383),
  '{"paymentProducts":[{"id":1,"fields":[{"id":"cardNumber","type":"numericstring","dataRestrictions":{"validators":{"regularExpression":{"regularExpression":"(a+)+$"}}}}]}]}',
  '[{"name":"x","pattern":"(a+)+$","panLengths":[16]}]',
];

const INTS = [0, 1, -1, 2, 12, 13, 2026, 9999, 10000, 0x7fffffff, -0x80000000, 4096, 4097, 65535, 65536, 1 << 24];

export class Fuzzer {
  constructor({ bytes, header, corpus, seed, name }) {
    this.bytes = bytes;
    this.name = name;
    this.prototypes = parsePrototypes(header);
    this.corpus = corpus;
    this.random = generator(seed);
    this.findings = new Map();
    this.calls = 0;
    this.statuses = new Map();
    this.instances = 0;
  }

  async instantiate() {
    let memory;
    this.module ??= await WebAssembly.compile(this.bytes);
    const instance = await WebAssembly.instantiate(this.module, {
      env: {
        payseal_random_fill: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)),
        payseal_clock_ms: () => Date.now(),
      },
    });
    memory = instance.exports.memory;
    this.abi = new CAbi(instance.exports, this.prototypes);
    this.functions = this.abi.exported().filter((f) => f !== 'payseal_web_alloc' && f !== 'payseal_free');
    this.handles = new Map(); // handle type -> live handles
    this.instances += 1;
  }

  text() {
    const r = this.random;
    let s = r.chance(0.4) ? r.pick(HOSTILE) : r.pick(this.corpus);
    if (r.chance(0.5)) s = this.mutate(s);
    return s;
  }

  mutate(s) {
    const r = this.random;
    switch (r.int(7)) {
      case 0: return s.slice(0, r.int(s.length + 1));
      case 1: { const at = r.int(s.length + 1); return s.slice(0, at) + r.pick(HOSTILE) + s.slice(at); }
      case 2: return s.repeat(1 + r.int(4));
      case 3: { const at = r.int(s.length + 1); return s.slice(0, at) + String.fromCharCode(r.int(0x10000)) + s.slice(at + 1); }
      case 4: return s.replace(/\d/g, () => String(r.int(10)));
      case 5: return s + r.pick(this.corpus).slice(0, 200);
      default: return s;
    }
  }

  // Bytes that are not UTF-8 (a lone continuation byte, an overlong NUL, a surrogate, a cut sequence)
  badBytes() {
    const r = this.random;
    const base = new TextEncoder().encode(this.text().slice(0, 300));
    const bad = r.pick([[0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xff]]);
    const at = r.int(base.length + 1);
    return Uint8Array.from([...base.slice(0, at), ...bad, ...base.slice(at)]);
  }

  argument(fn, { type, name }) {
    const r = this.random;
    const kind = kindOf(type);
    if (kind === 'input') {
      if (r.chance(0.08)) return null;
      if (type === 'const uint8_t*' && r.chance(0.5)) return Uint8Array.from({ length: r.pick([0, 1, 16, 20, 64, 300, 1200]) }, () => r.int(256));
      return r.chance(0.1) ? this.badBytes() : this.text();
    }
    if (kind === 'outBuffer' || kind === 'outSize' || kind === 'outHandle') return r.chance(0.05) ? null : undefined;
    if (kind === 'handle') {
      const live = this.handles.get(type.replace(/^const /, '').replace(/\*$/, '')) ?? [];
      if (/_free$/.test(fn)) return 0; // freeing a live handle happens below, once
      return live.length && r.chance(0.9) ? r.pick(live) : 0;
    }
    if (type === 'size_t') return undefined; // a length: the input's (or 0 after NULL)
    return r.chance(0.7) ? r.pick(INTS) : r.int(0x7fffffff) - (r.chance(0.3) ? 0x40000000 : 0);
  }

  async step() {
    const r = this.random;
    if (r.chance(0.02)) return this.allocation();
    const fn = r.pick(this.functions);
    const prototype = this.prototypes[fn];
    const args = {};
    for (const param of prototype.params) {
      const value = this.argument(fn, param);
      if (value !== undefined) args[param.name] = value;
    }
    // A length shorter than its buffer (every length up to the buffer's is within the contract)
    for (let i = 1; i < prototype.params.length; i++) {
      const { type, name } = prototype.params[i], before = prototype.params[i - 1];
      const input = args[before.name];
      if (type === 'size_t' && kindOf(before.type) === 'input' && r.chance(0.2)) {
        const length = input === null || input === undefined ? 0 : (typeof input === 'string' ? new TextEncoder().encode(input).length : input.length);
        args[name] = r.int(length + 1);
      } else if (type === 'size_t' && kindOf(before.type) === 'input' && (input === null || input === undefined) && r.chance(0.5)) {
        args[name] = r.pick([1, 100, 0x7fffffff]); // NULL with a length: documented as PAYSEAL_E_ARGUMENT
      }
    }
    // A live handle freed now and then (then forgotten: using it again would be the caller's error)
    const freeing = /_free$/.test(fn) && prototype.params.length === 1 && kindOf(prototype.params[0].type) === 'handle';
    if (freeing) {
      const key = prototype.params[0].type.replace(/^const /, '').replace(/\*$/, '');
      const live = this.handles.get(key) ?? [];
      if (live.length && r.chance(0.5)) args[prototype.params[0].name] = live.splice(r.int(live.length), 1)[0];
    }
    this.calls += 1;
    let answer;
    try {
      answer = this.abi.call(fn, args);
    } catch (error) {
      if (error instanceof RangeError && /payseal_web_alloc refused/.test(error.message)) return; // not called
      this.finding(fn, args, error);
      await this.instantiate();
      return;
    }
    if ('returned' in answer) return; // not a status (void, a version, a name)
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    if (!(answer.status >= 0 && answer.status <= STATUS_MAX)) this.finding(fn, args, new Error(`status ${answer.status} is not in the header's enum`));
    if (answer.status !== 0) {
      for (const [param, value] of Object.entries(answer.out)) {
        if (value !== null && value !== 0) this.finding(fn, args, new Error(`${param} set after a failure (status ${answer.status})`));
      }
      if (!answer.message) this.finding(fn, args, new Error(`status ${answer.status} without a message`));
    } else {
      for (const { type, name } of prototype.params) {
        if (kindOf(type) === 'outHandle' && answer.out[name]) {
          const key = type.replace(/\*\*$/, '');
          const live = this.handles.get(key) ?? [];
          live.push(answer.out[name]);
          if (live.length > 8) this.release(key, live.shift());
          this.handles.set(key, live);
        }
      }
    }
  }

  // payseal_web_alloc with any size (negative, past the cap, past the memory): a pointer or 0, then freed
  async allocation() {
    const size = this.random.pick([0, 1, 4096, 16384, 16385, 65536, 1 << 20, 1 << 26, 0x7fffffff, -1, -0x80000000]);
    this.calls += 1;
    try {
      const pointer = this.abi.wasm.payseal_web_alloc(size);
      if (pointer !== 0) this.abi.wasm.payseal_free(pointer);
    } catch (error) {
      this.finding('payseal_web_alloc', { size }, error);
      await this.instantiate();
    }
  }

  release(type, handle) {
    const free = `${type}_free`;
    if (this.prototypes[free] && typeof this.abi.wasm[free] === 'function') this.abi.wasm[free](handle);
  }

  finding(fn, args, error) {
    const shape = Object.fromEntries(Object.entries(args).map(([k, v]) => [k,
      v === null ? 'NULL' : typeof v === 'string' ? `string(${v.length}): ${JSON.stringify(v.slice(0, 60))}` : v instanceof Uint8Array ? `bytes(${v.length})` : v]));
    const kind = error instanceof WebAssembly.RuntimeError ? `trap: ${error.message}` : `${error.name}: ${error.message}`;
    const key = `${fn} ${kind}`;
    if (!this.findings.has(key)) this.findings.set(key, { fn, kind, args: shape, count: 0, stack: String(error.stack ?? '').split('\n').slice(0, 6).join('\n') });
    this.findings.get(key).count += 1;
  }

  async run(seconds) {
    await this.instantiate();
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      for (let i = 0; i < 50; i++) await this.step();
    }
    return this.report();
  }

  report() {
    const lines = [`${this.name}: ${this.calls} calls into ${this.functions.length} exported functions, ` +
      `statuses ${JSON.stringify(Object.fromEntries([...this.statuses].sort((a, b) => a[0] - b[0])))}, ` +
      `${this.instances} instance(s), memory ${this.abi.memory.buffer.byteLength} bytes, ${this.findings.size} finding(s)`];
    for (const f of this.findings.values()) lines.push(`  FINDING ${f.fn}: ${f.kind} (x${f.count}) args ${JSON.stringify(f.args)}\n${f.stack}`);
    return { lines, findings: this.findings.size, calls: this.calls };
  }
}

// The ES module (payseal.mjs) fuzzed the same way: every exported function, every class's static
// methods and every method of instances made from well-formed inputs, called with random
// JavaScript values (strings of the corpus, numbers, objects, arrays, bytes, null, undefined).
// A PaySealError, a TypeError or a RangeError is an answer; a trap, or any other error (a JSON
// output that does not parse, an internal failure), is a finding. Sessions send through a fetch
// that answers random statuses and bodies. After a trap the instance cannot go on (as in a page):
// the run stops there.
export class ModuleFuzzer {
  constructor({ PaySeal, corpus, seed, keyJson, productJson }) {
    this.PaySeal = PaySeal;
    this.corpus = corpus;
    this.random = generator(seed);
    this.findings = new Map();
    this.calls = 0;
    this.answers = new Map();
    this.keyJson = keyJson;
    this.productJson = productJson;
    this.pointerConstructors = [];
  }

  value(depth = 0) {
    const r = this.random;
    switch (r.int(depth > 1 ? 6 : 10)) {
      case 0: case 1: case 2: return r.chance(0.4) ? r.pick(HOSTILE) : r.pick(this.corpus);
      case 3: return r.pick([...INTS, NaN, Infinity, -0, 1.5, 2 ** 53, -(2 ** 53)]);
      case 4: return r.pick([null, undefined, true, false]);
      case 5: return Uint8Array.from({ length: r.int(64) }, () => r.int(256));
      case 6: return { year: r.pick(INTS), month: r.pick(INTS) };
      case 7: { try { return JSON.parse(r.pick(this.corpus)); } catch { return {}; } }
      case 8: return Array.from({ length: r.int(4) }, () => this.value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: r.int(4) }, () => [r.pick(['final', 'expiry', 'cvc', 'accepted', 'today', 'locale', 'catalog', 'applePay', 'clientSessionId', 'customerId', 'clientApiUrl']), this.value(depth + 1)]));
    }
  }

  async fetch() {
    const r = this.random;
    const body = r.chance(0.5) ? r.pick(this.corpus) : r.pick(HOSTILE);
    return new Response(body, { status: r.pick([200, 200, 400, 403, 404, 500, 502]) });
  }

  // Instances of each class, from well-formed inputs
  instances() {
    const P = this.PaySeal;
    const made = [];
    const attempt = (make) => { try { made.push(make()); } catch { /* this build or input refuses it */ } };
    attempt(() => P.CardBrands.default());
    attempt(() => new P.Mask('{{9999}} {{9999}} {{9999}} {{9999}} {{999}}'));
    attempt(() => P.Product.parse(this.productJson));
    attempt(() => P.PublicKey.fromClientApi(this.keyJson));
    attempt(() => new P.DeviceMetadata());
    attempt(() => { const request = new P.PaymentRequest('fuzz-session', 1); request.setValue('cardNumber', '4111111111111111'); return request; });
    attempt(() => new P.Session({ clientSessionId: 'fuzz', customerId: 'c', clientApiUrl: 'https://example.com', fetch: () => this.fetch() }));
    attempt(() => P.Product.parse(this.productJson).field('cardNumber'));
    return made;
  }

  targets() {
    const P = this.PaySeal, targets = [];
    const isClass = (f) => /^class\b/.test(Function.prototype.toString.call(f));
    for (const [name, value] of Object.entries(P)) {
      if (typeof value !== 'function' || ['init', 'raw'].includes(name) || name === 'PaySealError') continue;
      if (!isClass(value)) { targets.push([name, (args) => value(...args)]); continue; }
      // A constructor that takes the core's raw pointer (documented as private: CardBrands.default()
      // and Product.parse make them) is the C contract's, not JavaScript's: left out, and counted
      if (/constructor\(pointer\b/.test(Function.prototype.toString.call(value))) this.pointerConstructors.push(name);
      else targets.push([`new ${name}`, (args) => new value(...args)]);
      for (const method of Object.getOwnPropertyNames(value).filter((m) => typeof value[m] === 'function')) {
        targets.push([`${name}.${method}`, (args) => value[method](...args)]);
      }
    }
    for (const instance of this.instances()) {
      const proto = Object.getPrototypeOf(instance), name = proto.constructor.name;
      for (const method of Object.getOwnPropertyNames(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, method);
        if (method === 'constructor' || method === 'free' || typeof descriptor.value !== 'function') continue;
        targets.push([`${name}#${method}`, (args) => instance[method](...args)]);
      }
    }
    return targets;
  }

  async run(seconds) {
    const targets = this.targets();
    const end = performance.now() + seconds * 1000;
    const { PaySealError, WasmTrap } = this.PaySeal;
    const isTrap = (error) => error instanceof WebAssembly.RuntimeError || (WasmTrap && error instanceof WasmTrap);
    while (performance.now() < end) {
      const [name, call] = this.random.pick(targets);
      const args = Array.from({ length: this.random.int(5) }, () => this.value());
      this.calls += 1;
      let kind;
      try {
        await call(args);
        kind = 'returned';
      } catch (error) {
        kind = error?.constructor?.name ?? typeof error;
        const expected = error instanceof PaySealError || (error instanceof TypeError) || error instanceof RangeError;
        if (!expected) {
          const shape = args.map((a) => (typeof a === 'string' ? `string(${a.length})` : a instanceof Uint8Array ? `bytes(${a.length})` : JSON.stringify(a)?.slice(0, 60)));
          const key = `${name} ${kind}: ${String(error?.message).slice(0, 120)}`;
          if (!this.findings.has(key)) this.findings.set(key, { name, args: shape, stack: String(error?.stack ?? error).split('\n').slice(0, 5).join('\n'), count: 0 });
          this.findings.get(key).count += 1;
          // The instance is dead for the whole page, and the module's handles with it (a new
          // instance would receive the old handles' releases from the garbage collector): the run
          // stops at its first trap
          if (isTrap(error)) break;
        }
      }
      this.answers.set(kind, (this.answers.get(kind) ?? 0) + 1);
    }
    const lines = [`payseal.mjs: ${this.calls} calls into ${targets.length} functions and methods, answers ${JSON.stringify(Object.fromEntries(this.answers))}, ` +
      `${this.findings.size} finding(s); constructors of a raw pointer left out: ${this.pointerConstructors.join(', ') || 'none'}`];
    for (const [key, f] of this.findings) lines.push(`  FINDING ${key} (x${f.count}) args ${JSON.stringify(f.args)}\n${f.stack}`);
    return { lines, findings: this.findings.size, calls: this.calls };
  }
}

// The ES module's fuzzer over the wasm at `wasmFile`, with the vectors' TEST key and a card product
export async function moduleFuzzer({ wasmFile, root, corpus, seed }) {
  const PaySeal = await import(join(root, 'bindings/web/payseal.mjs'));
  await PaySeal.init(readFileSync(wasmFile));
  const keyJson = readFileSync(join(root, 'Vectors/keys/test-rsa-2048.client-api.json'), 'utf8');
  const products = JSON.parse(readFileSync(join(root, 'Vectors/products.platform-sdks.json'), 'utf8')).cases;
  const productJson = products.find((c) => c.id === 'fixture-wl-android.paymentProductVisa').json_text;
  return new ModuleFuzzer({ PaySeal, corpus, seed, keyJson, productJson });
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    if (at < 0) return fallback;
    const [value] = argv.splice(at, 2).slice(1);
    return value;
  };
  const seconds = Number(option('--seconds', '60'));
  const seed = Number(option('--seed', String(Date.now() % 2 ** 31)));
  const root = new URL('../../../', import.meta.url).pathname;
  const header = readFileSync(option('--header', join(root, 'Include/payseal.h')), 'utf8');
  const corpus = corpusFrom(option('--vectors', join(root, 'Vectors')));
  const files = argv;
  if (!files.length) throw new Error('no wasm file given');
  console.log(`fuzz-web: seed ${seed}, ${seconds} s shared by ${files.length} module(s) and the ES module, corpus of ${corpus.length} strings from the vectors`);
  let findings = 0;
  // A handle the garbage collector releases into an instance that trapped throws outside any call
  process.on('uncaughtException', (error) => {
    console.log(`  FINDING outside a call (a handle's release after a trap?): ${error.name}: ${error.message}`);
    findings += 1;
    process.exitCode = 1;
  });
  // The raw exports of each module, then the ES module over payseal.wasm (when it is among them)
  const full = files.find((f) => f.endsWith('/payseal.wasm') || f === 'payseal.wasm');
  const share = seconds / (files.length + (full ? 1 : 0));
  for (const file of files) {
    const fuzzer = new Fuzzer({ bytes: readFileSync(file), header, corpus, seed, name: file });
    const report = await fuzzer.run(share);
    console.log(report.lines.join('\n'));
    findings += report.findings;
  }
  if (full) {
    const report = await (await moduleFuzzer({ wasmFile: full, root, corpus, seed })).run(share);
    console.log(report.lines.join('\n'));
    findings += report.findings;
  }
  console.log(findings ? `fuzz-web: ${findings} finding(s)` : 'fuzz-web: no findings');
  process.exitCode = findings ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
