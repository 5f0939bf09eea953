// Every Vectors/*.json case through the ES module over payseal.wasm in node (node --test), with
// the per-file counts the C ABI runner prints (bindings/python/tests/test_vectors.py, conftest.py):
// "<file>: N passed, M failed, K skipped". Skipped as there: the topics the C ABI cannot express,
// cases that need a key below 2048 bits, and U+0000 inside a C string argument. Skipped here only:
// the topics whose operation the page does not have (WEB_ONLY_SKIPS) and the cases past a documented
// limit of the web build (WEB_LIMITS), each with its reason.
// The module: PAYSEAL_WASM, else .build-web/payseal.wasm (make web). A case that traps fails, and the
// cases after it run on a fresh instance (a trap leaves an instance unusable).

import { after, test } from 'node:test';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { init } from '../payseal.mjs';
import { restart } from '../src/core.mjs';
import { WasmTrap } from '../src/wasm.mjs';
import { cStringInputs, parseKeepingText } from './vectors/cases.mjs';
import * as payment from './vectors/runners-payment.mjs';
import * as cards from './vectors/runners-cards.mjs';

const root = new URL('../../../', import.meta.url);
const wasm = process.env.PAYSEAL_WASM ?? new URL('.build-web/payseal.wasm', root).pathname;
const vectorsDir = new URL(process.env.PAYSEAL_VECTORS_DIR ? `file://${process.env.PAYSEAL_VECTORS_DIR}/` : 'Vectors/', root);

const NON_ABI_TOPICS = new Set(['a256cbc-hs512', 'rsa-oaep-encrypt', 'rsa-oaep-decrypt', 'base64']);
const WEB_ONLY_SKIPS = {
  'jwe-decrypt': 'decryption with a private key is not in the page: the web build has no private keys (payseal_private_key_parse and '
    + 'payseal_jwe_decrypt answer PAYSEAL_E_CRYPTO there); a merchant\'s server decrypts, with the native library',
};
// A case the page answers otherwise, by a documented limit of the web build: [its test, the reason].
const WEB_LIMITS = [
  [(topic, vector) => {
    const id = Number(vector.params?.paymentProductId);
    return topic === 'client-api-request' && id > 2 ** 31 - 1 && id <= Number.MAX_SAFE_INTEGER;
  },
    'a product id from 2^31 to 2^53 - 1: the web build (wasm32) holds a product id in a 32-bit Int and refuses one above 2^31 - 1 with '
    + 'PAYSEAL_E_ARGUMENT (bindings/web/README.md, "What the core does so that it builds in both modes")'],
];
const RUNNERS = {
  'jwe-encrypt-kat': payment.runJweEncryptKat,
  'public-key-parse': payment.runPublicKeyParse,
  'client-api-key': payment.runClientApiKey,
  'payment-payload': payment.runPaymentPayload,
  'device-metadata': payment.runDeviceMetadata,
  'prepare-round-trip': payment.runPrepareRoundTrip,
  masks: cards.runMasks,
  validation: cards.runValidation,
  iin: cards.runIin,
  'client-api-request': cards.runClientApiRequest,
  'service-response': cards.runServiceResponse,
  'client-api-error': cards.runClientApiError,
  products: cards.runProducts,
  'products-list': cards.runProductsList,
  'products-offered': cards.runProductsOffered,
  'validation-messages': cards.runValidationMessages,
  messages: cards.runMessages,
  'request-validation': cards.runRequestValidation,
  'card-brands': cards.runCardBrands,
  'card-check': cards.runCardCheck,
  'card-as-you-type': cards.runCardAsYouType,
  'pan-format': cards.runPanFormat,
  'pan-edit': cards.runPanEdit,
  'card-editing': cards.runCardEditing,
  'product-field-check': cards.runProductFieldCheck,
};

const SMALL_KEY_REASON = 'needs a key below 2048 bits, which the C ABI refuses by policy (test_allow_small_key)';

/** How a case runs here: [null, runner] or [the reason it is skipped]. */
function plan(topic, vector) {
  if (NON_ABI_TOPICS.has(topic)) return [`topic ${topic} is not expressible through the C ABI`];
  if (WEB_ONLY_SKIPS[topic]) return [WEB_ONLY_SKIPS[topic]];
  if (!RUNNERS[topic]) return [`topic ${topic} is not known to this runner`];
  for (const [applies, reason] of WEB_LIMITS) if (applies(topic, vector)) return [reason];
  if (vector.test_allow_small_key) return [SMALL_KEY_REASON];
  const withNul = Object.entries(cStringInputs(topic, vector)).filter(([, value]) => value.includes('\0')).map(([name]) => name);
  if (withNul.length) return [`passes U+0000 inside a NUL-terminated C string argument (${withNul.join(', ')}), which the C ABI cannot carry`];
  return [null, RUNNERS[topic]];
}

const summary = [];
const skipReasons = new Map();
const ready = existsSync(wasm);
if (ready) await init(wasm);

for (const file of (await readdir(vectorsDir)).filter((f) => f.endsWith('.json')).sort()) {
  test(file, { skip: ready ? false : `no ${wasm} (make web)` }, async () => {
    const { topic, cases } = parseKeepingText(await readFile(new URL(file, vectorsDir), 'utf8'));
    const counts = { passed: 0, failed: 0, skipped: 0 }, failures = [];
    for (const [index, vector] of cases.entries()) {
      const [reason, runner] = plan(topic, vector);
      if (reason) {
        counts.skipped += 1;
        skipReasons.set(reason, (skipReasons.get(reason) ?? 0) + 1);
        continue;
      }
      try {
        await runner(vector);
        counts.passed += 1;
      } catch (error) {
        counts.failed += 1;
        failures.push(`${vector.id ?? `#${index}`}: ${String(error.message).split('\n')[0].slice(0, 300)}`);
        if (error instanceof WasmTrap) await restart(wasm); // the next cases on a fresh instance
      }
    }
    summary.push(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    if (failures.length) throw new Error(`${failures.length} of ${cases.length} cases failed:\n  ${failures.slice(0, 10).join('\n  ')}`);
  });
}

after(() => {
  if (!summary.length) return;
  const lines = ['PaySeal vectors through payseal.mjs and payseal.wasm:', ...summary.sort(), 'skipped, by reason:'];
  for (const [reason, count] of skipReasons) lines.push(`  ${count}: ${reason}`);
  console.log(lines.join('\n'));
});
