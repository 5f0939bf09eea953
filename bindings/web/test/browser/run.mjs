// Runs the web tests in the page and shows them: the PCRE2-for-wasm32 cases (pcre2-smoke.mjs), the
// core's masks in Embedded Swift (payseal-mask.mjs), the JWE known answers with the browser's
// WebCrypto (jwe-kat.mjs), and the first cases of every vector file through the ES module
// (vector-smoke.mjs). The driver (run_browser_tests.py) reads the
// outcome from <html data-results> once <html data-done> is set.
import * as pcre2 from './pcre2-smoke.mjs';
import * as masks from './payseal-mask.mjs';
import { JWE_KAT_FILE, jweKnownAnswerCases } from './jwe-kat.mjs';

async function fetched(path) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

// Each suite: its name and a function giving its [name, run()] cases
const suites = [
  ['pcre2', async () => {
    const exports = await pcre2.instantiate(await (await fetched('./pcre2_smoke.wasm')).arrayBuffer());
    return pcre2.cases.map(([name, run]) => [name, () => run(exports)]);
  }],
  ['masks', async () => {
    const statuses = masks.statusesFrom(await (await fetched('./Include/payseal.h')).text());
    const vectors = {};
    for (const file of masks.MASK_VECTOR_FILES) vectors[file] = await (await fetched(`./Vectors/${file}`)).json();
    const api = await masks.instantiate(await (await fetched('./payseal.wasm')).arrayBuffer());
    return masks.maskCases(api, statuses, vectors);
  }],
  ['jwe', async () => {
    const files = (await (await fetched('./Vectors/index.json')).json()).filter((f) => JWE_KAT_FILE.test(f));
    const vectors = {};
    for (const file of files) vectors[file] = await (await fetched(`./Vectors/${file}`)).json();
    return jweKnownAnswerCases(vectors);
  }],
];
// The core's vectors through the ES module, when this build has payseal.wasm
if ((await fetch('./payseal.wasm', { method: 'HEAD' })).ok) {
  suites.push(['vectors', async () => {
    const { init } = await import('./payseal.mjs');
    const { restart } = await import('./src/core.mjs');
    const { vectorSmokeCases } = await import('./vector-smoke.mjs');
    const wasm = await (await fetched('./payseal.wasm')).arrayBuffer();
    await init(wasm);
    const texts = {};
    for (const file of await (await fetched('./Vectors/index.json')).json()) texts[file] = await (await fetched(`./Vectors/${file}`)).text();
    return vectorSmokeCases(texts, { restart: () => restart(wasm) });
  }]);
}

const results = [];
for (const [suite, load] of suites) {
  let cases;
  try {
    cases = await load();
  } catch (error) {
    results.push({ name: `${suite}: loading`, ok: false, detail: String(error && error.message || error) });
    continue;
  }
  for (const [name, run] of cases) {
    try {
      await run();
      results.push({ name: `${suite}: ${name}`, ok: true, detail: '' });
    } catch (error) {
      results.push({ name: `${suite}: ${name}`, ok: false, detail: String(error && error.message || error) });
    }
  }
}

const table = document.getElementById('cases');
for (const { name, ok, detail } of results) {
  const row = table.insertRow();
  row.insertCell().textContent = ok ? 'ok' : 'FAILED';
  row.cells[0].className = ok ? 'ok' : 'failed';
  row.insertCell().textContent = detail ? `${name}: ${detail}` : name;
}
const passed = results.filter((result) => result.ok).length;
document.getElementById('summary').textContent =
  `${passed} passed, ${results.length - passed} failed (${navigator.userAgent})`;
document.documentElement.dataset.results = JSON.stringify(results);
document.documentElement.dataset.done = '1';
