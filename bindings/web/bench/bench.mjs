// The web benchmark: a keystroke (card edit and check), a product field validation and a prepare
// through the ES module over payseal.wasm in node (what a page calls), each as a ratio to the native C ABI measured in the same run
// (native_ops.c over libpayseal.so, the same inputs), and prepare against node-forge's RSA-OAEP +
// AES-CBC + HMAC on the same payload when FORGE_DIR names node-forge's lib/ (it is never part of
// the repository; without it that row says why it is missing). Times are CPU time of each process
// (process.cpuUsage here, WebCrypto's worker threads included) per operation.
// The payload for node-forge is the one the core writes for the same request (payseal_web_prepare_parts).
//   node bench.mjs --build .build-web --native PROGRAM [--seconds S]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import os from 'node:os';
import { CardBrands, DeviceMetadata, Mask, PaymentRequest, Product, PublicKey, init, raw } from '../payseal.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const build = resolve(option('--build', '.build-web'));
const native = option('--native');
const seconds = Number(option('--seconds', '2'));
const root = new URL('../../../', import.meta.url).pathname;
const keyFile = join(root, 'Vectors/keys/test-rsa-2048.client-api.json');

await init(readFileSync(join(build, 'payseal.wasm')));

const MASK = '{{9999}} {{9999}} {{9999}} {{9999}} {{999}}';
const KEY_TEXT = '4111 1111 111';
const TODAY = { year: 2026, month: 11 };
const PRODUCT = { id: 1, fields: [{ id: 'cardNumber', type: 'numericstring', displayHints: { mask: MASK },
  dataRestrictions: { isRequired: true, validators: { length: { maxLength: 19, minLength: 13 }, luhn: {}, regularExpression: { regularExpression: '^[0-9]*$' } } } }] };

const brands = CardBrands.default();
const mask = new Mask(MASK);
const field = Product.parse(PRODUCT).field('cardNumber');
const key = PublicKey.fromClientApi(readFileSync(keyFile, 'utf8'));
const metadata = new DeviceMetadata();
const request = new PaymentRequest('payseal-bench-session', 1);
for (const [k, value] of Object.entries({ cardNumber: '4111111111111111', expiryDate: '1228', cvv: '123', cardholderName: 'Wile E. Coyote' })) {
  request.setValue(k, value);
}

function keystroke() {
  const edited = brands.editPan(KEY_TEXT, 13, 13, '1');
  return edited.text === '4111 1111 1111' && brands.check(edited.text, { expiry: '12/2', cvc: '12', today: TODAY }).brand === 'visa';
}
function validation() {
  const edited = mask.edit(KEY_TEXT, 13, 13, '1');
  return field.check(edited.text, { today: TODAY }).error?.type === 'luhn';
}
async function prepare() {
  const { encryptedFields } = await request.prepare(key, metadata);
  return encryptedFields.startsWith('eyJ') && encryptedFields.split('.').length === 5;
}

// node-forge's JWE of the same payload (what the Direct JavaScript SDK does with it)
function forgePrepare(forge, publicKeyPem, header, payload) {
  const cek = forge.random.getBytesSync(64), iv = forge.random.getBytesSync(16);
  const encryptedKey = forge.pki.publicKeyFromPem(publicKeyPem).encrypt(cek, 'RSA-OAEP', { md: forge.md.sha1.create(), mgf1: { md: forge.md.sha1.create() } });
  const cipher = forge.cipher.createCipher('AES-CBC', cek.substring(32, 64));
  cipher.start({ iv });
  cipher.update(forge.util.createBuffer(payload));
  cipher.finish();
  const ciphertext = cipher.output.getBytes();
  const al = forge.util.createBuffer();
  al.putInt32(0);
  al.putInt32(header.length * 8);
  const hmac = forge.hmac.create();
  hmac.start('sha512', cek.substring(0, 32));
  hmac.update(header + iv + ciphertext + al.getBytes());
  const tag = hmac.digest().getBytes().substring(0, 32);
  const b64u = (s) => forge.util.encode64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return [header, b64u(encryptedKey), b64u(iv), b64u(ciphertext), b64u(tag)].join('.');
}

async function measure(op) {
  if (!(await op())) throw new Error(`${op.name} gave a wrong answer`);
  const start = process.cpuUsage();
  const wall = performance.now();
  let runs = 0, used = 0;
  while (used < seconds) {
    for (let i = 0; i < 20; i++) await op();
    runs += 20;
    const u = process.cpuUsage(start);
    used = (u.user + u.system) / 1e6;
  }
  return { us: (used * 1e6) / runs, runs, wallUs: ((performance.now() - wall) * 1000) / runs };
}

// node-forge's prepare of the same payload (the core's, for the same request), when FORGE_DIR is set
let forgeRow = 'node-forge: skipped (FORGE_DIR, node-forge\'s lib/ outside the repository, is not set)';
let forgePrepareOnce = null;
const forgeDir = process.env.FORGE_DIR;
if (forgeDir && existsSync(join(forgeDir, 'index.js'))) {
  const forge = createRequire(import.meta.url)(join(resolve(forgeDir), 'index.js'));
  const pem = `-----BEGIN PUBLIC KEY-----\n${JSON.parse(readFileSync(keyFile, 'utf8')).publicKey}\n-----END PUBLIC KEY-----`;
  const [payloadBytes, parts] = raw().call('payseal_web_prepare_parts', key.pointer, request.pointer, metadata.pointer);
  const payload = Buffer.from(payloadBytes).toString('binary');
  const header = JSON.parse(parts).protectedHeader;
  payloadBytes.fill(0);
  const version = JSON.parse(readFileSync(join(forgeDir, '../package.json'), 'utf8')).version;
  forgePrepareOnce = function nodeForge() { return forgePrepare(forge, pem, header, payload).split('.').length === 5; };
  forgeRow = `node-forge ${version}`;
} else if (forgeDir) forgeRow = `node-forge: skipped (no index.js in ${forgeDir})`;

// A trap kills the module's instance: the op that trapped is reported as such, and the ops after it
// cannot run (validation last: pattern matching is where the web build differs most)
const results = {};
let trapped = null;
for (const op of [keystroke, prepare, ...(forgePrepareOnce ? [forgePrepareOnce] : []), validation]) {
  if (trapped) { results[op.name] = { error: `not run: the module trapped in ${trapped}` }; continue; }
  try {
    results[op.name] = await measure(op);
  } catch (error) {
    results[op.name] = { error: `${error.name}: ${error.message}` };
    if (error instanceof WebAssembly.RuntimeError) trapped = op.name;
  }
}

const nativeResults = {};
if (native) {
  for (const line of execFileSync(native, [String(seconds), keyFile], { encoding: 'utf8' }).trim().split('\n')) {
    const { op, us_per_op: us } = JSON.parse(line);
    nativeResults[op] = us;
  }
}

if (results.nodeForge?.us) {
  forgeRow += `: prepare (RSA-OAEP + AES-CBC + HMAC in JavaScript) ${results.nodeForge.us.toFixed(1)} us, ` +
    (results.prepare.us ? `${(results.nodeForge.us / results.prepare.us).toFixed(2)} x PaySeal's wasm + WebCrypto prepare (${results.prepare.us.toFixed(1)} us)` : '');
} else if (results.nodeForge) forgeRow += `: ${results.nodeForge.error}`;

const cpu = os.cpus()[0]?.model ?? '?';
console.log(`bench-web: node ${process.version}, ${cpu} (${os.cpus().length} cores), ${new Date().toISOString().slice(0, 10)}, ${seconds} s of CPU per op`);
console.log('| operation | wasm in node (us) | native C ABI (us) | wasm / native |');
console.log('| --- | ---: | ---: | ---: |');
for (const op of ['keystroke', 'validation', 'prepare']) {
  const n = nativeResults[op], w = results[op];
  const wasm = w.error ? w.error : w.us.toFixed(1);
  const ratio = n === undefined || w.error ? '-' : (w.us / n).toFixed(2);
  console.log(`| ${op} | ${wasm} | ${n === undefined ? '-' : n.toFixed(1)} | ${ratio} |`);
}
console.log(forgeRow);
console.log(JSON.stringify({ wasm: results, native: nativeResults }));
process.exitCode = Object.values(results).some((r) => r.error) ? 1 : 0;
