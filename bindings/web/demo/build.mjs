// Builds the demo checkout into <build>/demo: the page's files, the ES module (payseal.mjs, src/),
// the core's wasm, and index.html with the Subresource Integrity hash of every file it loads (its
// script, style and modulepreload tags, the wasm's fetch). Prints each file's size, raw and gzipped
// (gzip -9), and its hash.
//   node build.mjs BUILD_DIR
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const WEB = join(HERE, '..');
const DEMO_FILES = ['index.html', 'demo.mjs', 'card-form.mjs', 'demo.css'];

export function integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

// What the page loads: its own files, the ES module (payseal.mjs and src/), the wasm
function pageFiles() {
  const module = ['payseal.mjs', ...readdirSync(join(WEB, 'src')).filter((f) => f.endsWith('.mjs')).sort().map((f) => `src/${f}`)];
  return [...DEMO_FILES.slice(1).map((f) => [f, join(HERE, f)]), ...module.map((f) => [f, join(WEB, f)])];
}

export function build(buildDir) {
  const out = join(buildDir, 'demo');
  const wasm = join(buildDir, 'payseal.wasm');
  if (!existsSync(wasm)) throw new Error(`${wasm} is missing: make web builds it`);
  mkdirSync(join(out, 'src'), { recursive: true });
  const files = [...pageFiles(), ['payseal.wasm', wasm]];
  for (const [name, from] of files) copyFileSync(from, join(out, name));
  const rows = files.map(([file]) => {
    const bytes = readFileSync(join(out, file));
    return { file, bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, integrity: integrity(bytes) };
  });
  const hash = Object.fromEntries(rows.map((r) => [r.file, r.integrity]));
  // Every module but the entry point preloaded with its hash: a static import carries none of its own
  const preloads = rows.filter((r) => r.file.endsWith('.mjs') && r.file !== 'demo.mjs')
    .map((r) => `<link rel="modulepreload" href="${r.file}" integrity="${r.integrity}">`).join('\n');
  const page = readFileSync(join(HERE, 'index.html'), 'utf8').replace('{{modulepreloads}}', preloads)
    .replace(/\{\{integrity:([\w.\/-]+)\}\}/g, (_, file) => {
      if (!hash[file]) throw new Error(`index.html names ${file}, which the page does not load`);
      return hash[file];
    });
  writeFileSync(join(out, 'index.html'), page);
  return rows;
}

function main() {
  const buildDir = process.argv[2] ?? '.build-web';
  const rows = build(buildDir);
  const width = Math.max(...rows.map((r) => r.file.length));
  console.log(`demo-web: ${join(buildDir, 'demo')}`);
  for (const r of rows) console.log(`  ${r.file.padEnd(width)}  ${String(r.bytes).padStart(8)} bytes  ${String(r.gzipped).padStart(7)} gzipped  ${r.integrity}`);
  const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
  console.log(`  ${'total'.padEnd(width)}  ${String(total('bytes')).padStart(8)} bytes  ${String(total('gzipped')).padStart(7)} gzipped`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
