// The page's JWE (src/jwe.mjs, WebCrypto) on every fixed-CEK/IV known-answer vector of
// Vectors/jwe-encrypt-kat.*.json (jwe-kat.mjs, which a browser page can run too): the header, IV, ciphertext and tag byte-identical to the
// vector's token; the encrypted key (RSA-OAEP draws its own seed in WebCrypto) proven by
// decrypting it with the TEST private key through WebCrypto, and a token made here decrypted by the
// native library (libpayseal.so through the Python binding). The same vectors through the whole
// module (the header from payseal.wasm) run in vectors.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { base64url, encryptCompact } from '../src/jwe.mjs';
import { decryptCompact, hex, importPrivateKey, importPublicKey } from './webcrypto-jwe.mjs';
import { JWE_KAT_FILE, jweKnownAnswerCases } from './jwe-kat.mjs';

const root = new URL('../../../', import.meta.url);
const vectors = {};
for (const file of (await readdir(new URL('Vectors/', root))).filter((f) => JWE_KAT_FILE.test(f)).sort()) {
  vectors[file] = JSON.parse(await readFile(new URL(`Vectors/${file}`, root), 'utf8'));
}
for (const [name, run] of jweKnownAnswerCases(vectors)) test(name, run);

test('fresh CEK and IV from crypto.getRandomValues for every token', async () => {
  const { cases } = JSON.parse(await readFile(new URL('Vectors/jwe-encrypt-kat.independent.json', root), 'utf8'));
  const vector = cases.find((c) => c.id === 'k2048-payment');
  const publicKey = await importPublicKey(vector.public_key), privateKey = await importPrivateKey(vector.private_key);
  const plaintext = new TextEncoder().encode('{"a":1}');
  const one = await encryptCompact({ protectedHeader: 'eyJhbGciOiJSU0EtT0FFUCJ9', plaintext, publicKey });
  const two = await encryptCompact({ protectedHeader: 'eyJhbGciOiJSU0EtT0FFUCJ9', plaintext, publicKey });
  const [a, b] = [await decryptCompact(one, privateKey), await decryptCompact(two, privateKey)];
  assert.notEqual(hex(a.cek), hex(b.cek));
  assert.notEqual(one.split('.')[2], two.split('.')[2]);
  assert.equal(new TextDecoder().decode(a.plaintext), '{"a":1}');
});

// The native library: PAYSEAL_LIBRARY, else the release build of this checkout
const library = process.env.PAYSEAL_LIBRARY ?? new URL('.build/release/libpayseal.so', root).pathname;
test('a token made with WebCrypto decrypts with the native library', { skip: existsSync(library) ? false : `no ${library} (make release)` }, async () => {
  const pem = await readFile(new URL('Vectors/keys/test-rsa-2048.private.pem', root), 'utf8');
  const { publicKey: spki } = JSON.parse(await readFile(new URL('Vectors/keys/test-rsa-2048.client-api.json', root), 'utf8'));
  const publicKey = await importPublicKey({ format: 'spki_b64', data: spki });
  const header = base64url(new TextEncoder().encode('{"alg":"RSA-OAEP","enc":"A256CBC-HS512","kid":"web"}'));
  const plaintext = new TextEncoder().encode('{"paymentValues":[{"key":"cardNumber","value":"4567350000427977"}],"é":"日本"}');
  const token = await encryptCompact({ protectedHeader: header, plaintext, publicKey });
  const script = 'import sys, payseal; key = payseal.PrivateKey.parse(sys.argv[1]); sys.stdout.write(key.decrypt(sys.argv[2]).hex())';
  const out = execFileSync('python3', ['-c', script, pem, token], {
    env: { ...process.env, PYTHONPATH: new URL('bindings/python/src', root).pathname, PAYSEAL_LIBRARY: library },
  }).toString();
  assert.equal(out, hex(plaintext));
});

// The whole page's prepare (payseal.wasm's payload and header, WebCrypto's encryption) opened natively
const wasm = process.env.PAYSEAL_WASM ?? new URL('.build-web/payseal.wasm', root).pathname;
const prepareSkip = !existsSync(library) ? `no ${library} (make release)` : !existsSync(wasm) ? `no ${wasm} (make web)` : false;
test('PaymentRequest.prepare in the page decrypts with the native library', { skip: prepareSkip }, async () => {
  const payseal = await import('../payseal.mjs');
  await payseal.init(wasm);
  const key = payseal.PublicKey.fromClientApi(await readFile(new URL('Vectors/keys/test-rsa-2048.client-api.json', root)));
  const request = new payseal.PaymentRequest('session-1', 1);
  request.setValue('cardNumber', '4567350000427977');
  request.setValue('cardholderName', 'Zoë 日本');
  const { encryptedFields } = await request.prepare(key);
  const pem = await readFile(new URL('Vectors/keys/test-rsa-2048.private.pem', root), 'utf8');
  const script = 'import sys, payseal; key = payseal.PrivateKey.parse(sys.argv[1]); sys.stdout.write(key.decrypt(sys.argv[2]).decode())';
  const payload = JSON.parse(execFileSync('python3', ['-c', script, pem, encryptedFields], {
    env: { ...process.env, PYTHONPATH: new URL('bindings/python/src', root).pathname, PAYSEAL_LIBRARY: library },
  }).toString());
  assert.equal(payload.clientSessionId, 'session-1');
  assert.deepEqual(payload.paymentValues, [{ key: 'cardNumber', value: '4567350000427977' }, { key: 'cardholderName', value: 'Zoë 日本' }]);
  key.free();
  request.free();
});
