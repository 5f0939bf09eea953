// The core's masks compiled in Embedded Swift for wasm32 (payseal.wasm, make test-web builds
// it) through the WebAssembly API in node: the cases of payseal-mask.mjs.
import { test } from 'node:test';
import { readFile } from 'node:fs/promises';
import { MASK_VECTOR_FILES, instantiate, maskCases, statusesFrom } from './payseal-mask.mjs';

const root = new URL('../../../', import.meta.url);
const wasmPath = process.env.PAYSEAL_WASM ?? new URL('.build-web/payseal.wasm', root);
const STATUS = statusesFrom(await readFile(new URL('Include/payseal.h', root), 'utf8'));
const vectors = {};
for (const file of MASK_VECTOR_FILES) vectors[file] = JSON.parse(await readFile(new URL(`Vectors/${file}`, root), 'utf8'));

const api = await instantiate(await readFile(wasmPath));
for (const [name, run] of maskCases(api, STATUS, vectors)) test(name, run);
