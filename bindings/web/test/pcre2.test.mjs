// PCRE2 for wasm32 in node: pcre2_smoke.wasm (make test-web builds it) through the WebAssembly API.
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { cases, instantiate } from './pcre2-smoke.mjs';

const wasmPath = process.env.PCRE2_SMOKE_WASM ?? new URL('../../../.build-web/pcre2_smoke.wasm', import.meta.url);
const exports = await instantiate(await readFile(wasmPath));

for (const [name, run] of cases) test(name, () => run(exports));
