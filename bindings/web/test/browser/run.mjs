// Runs the PCRE2-for-wasm32 cases in the page and shows them; the driver (run_browser_tests.py)
// reads the outcome from <html data-results> once <html data-done> is set.
import { instantiate, runAll } from './pcre2-smoke.mjs';

let results;
try {
  const response = await fetch('./pcre2_smoke.wasm');
  if (!response.ok) throw new Error(`pcre2_smoke.wasm: HTTP ${response.status}`);
  results = runAll(await instantiate(await response.arrayBuffer()));
} catch (error) {
  results = [{ name: 'loading pcre2_smoke.wasm', ok: false, detail: String(error && error.message || error) }];
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
