// The ES module's own behaviour in node: its exports are the ones payseal.d.ts declares; wrong
// JavaScript types are TypeErrors naming the argument, before anything reaches the core; refusals
// are PaySealErrors with the C ABI's status and message; collectedDeviceInformation has the Direct
// JavaScript SDK's members; a Session sends only what the core built, to its clientApiUrl. Runs on
// .build-web/payseal.wasm (PAYSEAL_WASM), else on the masks' module (payseal-mask.wasm): the tests
// that need an export the loaded module lacks are skipped, saying which.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as payseal from '../payseal.mjs';

const root = new URL('../../../', import.meta.url);
const wasm = [process.env.PAYSEAL_WASM, new URL('.build-web/payseal.wasm', root).pathname, new URL('.build-web/payseal-mask.wasm', root).pathname]
  .find((path) => path && existsSync(path));
if (wasm) await payseal.init(wasm);
const needs = (...names) => {
  const missing = wasm ? names.filter((name) => !payseal.raw().has(name)) : names;
  return missing.length ? `${wasm ?? 'no payseal.wasm'} has no ${missing.join(', ')}` : false;
};

test('payseal.d.ts declares exactly the exports of payseal.mjs', () => {
  const declared = new Set([...readFileSync(new URL('../payseal.d.ts', import.meta.url), 'utf8')
    .matchAll(/^export (?:declare )?(?:function|class|const|interface|type) (\w+)/gm)].map((m) => m[1]));
  for (const name of Object.keys(payseal)) assert.ok(declared.has(name), `${name} is exported but not declared`);
});

test('a value of the wrong JavaScript type is a TypeError naming the argument', { skip: needs('payseal_mask_format') }, () => {
  assert.throws(() => new payseal.Mask(42), { name: 'TypeError', message: 'mask must be a string, not a number' });
  assert.throws(() => new payseal.Mask('{{99}}').format(null), { name: 'TypeError', message: 'value must be a string, not null' });
  assert.throws(() => new payseal.Mask('{{99}}').edit('1', '1', 1), { name: 'TypeError', message: /^start must be an integer/ });
  assert.throws(() => new payseal.Mask('{{99}}').edit('1', -1, 1), { name: 'RangeError', message: /^start must be between/ });
  assert.throws(() => payseal.iinBin(4111), { name: 'TypeError', message: /^cardNumber must be a string/ });
  assert.throws(() => payseal.PublicKey.parse(12), { name: 'TypeError', message: /^data must be a string or a Uint8Array/ });
  assert.throws(() => new payseal.PaymentRequest('s', 1.5), { name: 'TypeError', message: /paymentProductId/ });
  assert.throws(() => payseal.validateValue(5, ''), { name: 'TypeError', message: /^dataRestrictions must be/ });
});

test('a refusal is a PaySealError with the C ABI status and message', { skip: needs('payseal_mask_format') }, () => {
  assert.throws(() => new payseal.Mask('{{99').format('1'), (error) => error instanceof payseal.PaySealError && error.code === 1
    && error.statusName === 'PAYSEAL_E_ARGUMENT' && error.message === "the mask has a group that is not closed with '}}'");
  assert.throws(() => new payseal.Mask('{{99}}').format('1'.repeat(4097)), { code: payseal.STATUS.PAYSEAL_E_LIMIT, message: 'value has 4097 bytes; the limit is 4096' });
  assert.throws(() => new payseal.Mask('{{99}}').format('a\0b'), { code: 1, message: 'value holds U+0000, which ends a C string' });
  assert.equal(new payseal.Mask('{{99}}/{{99}}').format('1225'), '12/25');
});

test('collectedDeviceInformation has the members the Direct JavaScript SDK sends', () => {
  const page = { navigator: { language: 'nl-NL', userAgent: 'UA' }, screen: { colorDepth: 24, height: 900, width: 1440 }, innerHeight: 700, innerWidth: 1200 };
  assert.deepEqual(payseal.collectedDeviceInformation(page), {
    timezoneOffsetUtcMinutes: new Date().getTimezoneOffset(),
    locale: 'nl-NL',
    browserData: { javaScriptEnabled: true, colorDepth: 24, screenHeight: 900, screenWidth: 1440, innerHeight: 700, innerWidth: 1200 },
  });
});

test('DeviceMetadata.fromBrowser: user agent, window size, and the device information in the payload', { skip: needs('payseal_metadata_new', 'payseal_web_prepare_parts') }, async () => {
  const page = { navigator: { language: 'de-DE', userAgent: 'Mozilla/5.0 test' }, screen: { colorDepth: 30, height: 1080, width: 1920 }, innerHeight: 800, innerWidth: 1280 };
  const metadata = payseal.DeviceMetadata.fromBrowser({ appIdentifier: 'shop', window: page });
  const json = JSON.parse(metadata.json());
  assert.equal(json.platformIdentifier, 'Mozilla/5.0 test');
  assert.equal(json.screenSize, '1280x800');
  assert.equal(json.appIdentifier, 'shop');
  const { decryptCompact, importPrivateKey } = await import('./webcrypto-jwe.mjs');
  const key = payseal.PublicKey.fromClientApi(readFileSync(new URL('Vectors/keys/test-rsa-2048.client-api.json', root)));
  const request = new payseal.PaymentRequest('session', 1);
  request.setValue('cardNumber', '4567350000427977');
  const prepared = await request.prepare(key, metadata);
  const pem = readFileSync(new URL('Vectors/keys/test-rsa-2048.private.pem', root), 'utf8');
  const payload = JSON.parse(new TextDecoder().decode((await decryptCompact(prepared.encryptedFields, await importPrivateKey({ format: 'pem', data: pem }))).plaintext));
  assert.deepEqual(payload.collectedDeviceInformation.browserData, { javaScriptEnabled: true, colorDepth: 30, screenHeight: 1080, screenWidth: 1920, innerHeight: 800, innerWidth: 1280 });
  assert.deepEqual(payload.paymentValues, [{ key: 'cardNumber', value: '4567350000427977' }]);
  assert.equal(prepared.encodedClientMetaInfo, metadata.encode());
  for (const handle of [key, request, metadata]) handle.free();
});

test('a Session sends what the core built, to its clientApiUrl only', { skip: needs('payseal_session_new', 'payseal_session_request', 'payseal_product_list_parse') }, async () => {
  const sent = [];
  const stub = async (url, init) => {
    sent.push({ url, ...init });
    if (url.includes('/products?')) return new Response('{"paymentProducts":[{"id":1,"displayHints":{"displayOrder":0,"label":"Visa"}}]}', { status: 200 });
    return new Response('{"errorId":"e1","errors":[{"code":"1","message":"nope"}]}', { status: 403 });
  };
  const session = new payseal.Session({ clientSessionId: 'abc', customerId: 'c 1', clientApiUrl: 'https://payment.example.com', locale: 'nl_NL', fetch: stub });
  const context = { countryCode: 'NL', currencyCode: 'EUR', amount: 1000, isRecurring: false };
  const list = await session.paymentProducts(context);
  assert.deepEqual(list.paymentProducts.map((p) => p.id), [1]);
  assert.equal(sent[0].url, 'https://payment.example.com/client/v1/c%201/products?countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false&locale=nl_NL&hide=fields');
  assert.equal(sent[0].headers.Authorization, 'GCS v1Client:abc');
  await assert.rejects(session.publicKey(), (error) => error.code === payseal.STATUS.PAYSEAL_E_CLIENT_API && error.clientApiFailure.errorId === 'e1');
  assert.ok(sent.every((r) => r.url.startsWith('https://payment.example.com/client/v1/')));
  session.free();
});

test('an argument over what the module takes is PAYSEAL_E_LIMIT, never copied in', { skip: needs('payseal_product_parse') }, () => {
  assert.throws(() => payseal.Product.parse('x'.repeat(payseal.CONSTANTS.MAX_JWE + 1)),
    { code: payseal.STATUS.PAYSEAL_E_LIMIT, message: 'json has 2097153 bytes; the module takes at most 2097152' });
  assert.throws(() => payseal.Product.parse('x'.repeat(payseal.CONSTANTS.MAX_JWE)), { code: payseal.STATUS.PAYSEAL_E_LIMIT, message: 'the product JSON has 2097152 bytes; the limit is 1048576' });
});

// A page validates the patterns of every product it shows: one instance must take any number of them
test('one instance takes 100 distinct server patterns without a trap', { skip: needs('payseal_validate_value') }, () => {
  for (let i = 0; i < 100; i++) {
    const errors = payseal.validateValue({ validators: { regularExpression: { regularExpression: `a{${i}}b` } } }, 'x', { today: { year: 2026, month: 1 } });
    assert.equal(errors[0].type, 'regularExpression', `pattern ${i}`);
  }
});
