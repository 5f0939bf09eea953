// A few seconds of the fuzz run (fuzz.mjs; `make fuzz-web` runs it for 10 minutes) over each wasm
// module the web build has made and the ES module over payseal.wasm: random and hostile arguments
// into every export, no trap, every status the header's, nothing left in an out-parameter after a
// failure.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { corpusFrom, Fuzzer, moduleFuzzer } from './fuzz.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const build = process.env.PAYSEAL_WEB_BUILD ?? join(root, '.build-web');
const modules = ['payseal.wasm'].map((name) => join(build, name)).filter(existsSync);
const SECONDS = 2;

test(`fuzz smoke: ${SECONDS} s per module (and the ES module), no trap (${modules.map((m) => m.split('/').pop()).join(', ')})`, async () => {
  if (!modules.length) throw new Error(`no wasm module in ${build}`);
  const header = readFileSync(join(root, 'Include/payseal.h'), 'utf8');
  const corpus = corpusFrom(join(root, 'Vectors'));
  const failures = [];
  for (const file of modules) {
    const fuzzer = new Fuzzer({ bytes: readFileSync(file), header, corpus, seed: 64, name: file });
    const report = await fuzzer.run(SECONDS);
    console.log(report.lines[0]);
    if (report.findings) failures.push(...report.lines.slice(1));
  }
  const full = modules.find((m) => m.endsWith('/payseal.wasm'));
  if (full) {
    const report = await (await moduleFuzzer({ wasmFile: full, root, corpus, seed: 64 })).run(SECONDS);
    console.log(report.lines[0]);
    if (report.findings) failures.push(...report.lines.slice(1));
  }
  if (failures.length) throw new Error(failures.join('\n'));
});
