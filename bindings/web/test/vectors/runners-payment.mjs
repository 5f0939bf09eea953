// The vector runners of the payment flow through the ES module (as bindings/python/tests/
// vector_runners_payment.py runs them through the C ABI): known-answer JWE encryption, public keys,
// payment payloads, prepare round trips and device metadata. Where the C ABI runner decrypts with
// payseal_jwe_decrypt, these decrypt with WebCrypto (../webcrypto-jwe.mjs): the web build has no
// private keys. Each throws on a mismatch.

import assert from 'node:assert/strict';
import { DeviceMetadata, PaymentRequest, PublicKey } from '../../payseal.mjs';
import { decryptCompact, importPrivateKey } from '../webcrypto-jwe.mjs';
import { NO_RESULT, fromHex, hex, inputBytes, keyBytes, outcome } from './cases.mjs';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const text = (bytes) => new TextDecoder().decode(bytes);

function using(handle, body) {
  try {
    return body(handle);
  } finally {
    handle.free();
  }
}

/** The fixed CEK and IV: every part but the encrypted key byte-identical; that one decrypted to the CEK. */
export async function runJweEncryptKat(vector) {
  const plaintext = fromHex(vector.plaintext_hex);
  const got = await outcome(vector, async () => {
    const key = PublicKey.parse(keyBytes(vector.public_key), { keyId: vector.kid ?? null });
    try {
      return await key.encrypt(plaintext, { cek: fromHex(vector.cek_hex), iv: fromHex(vector.iv_hex) });
    } finally {
      key.free();
    }
  });
  if (got === NO_RESULT) return;
  const mine = got.split('.'), theirs = vector.compact.split('.');
  assert.equal(mine.length, 5);
  for (const part of vector.check_parts ?? [0, 2, 3, 4]) assert.equal(mine[part], theirs[part], `JWE part ${part} differs`);
  const opened = await decryptCompact(got, await importPrivateKey(vector.private_key));
  assert.equal(hex(opened.cek), vector.cek_hex, 'the encrypted key does not decrypt to the CEK');
  assert.equal(hex(opened.plaintext), vector.plaintext_hex);
}

function checkKey(vector, key) {
  if ('bits' in vector) assert.equal(key.bits, Number(vector.bits));
  if ('kid' in vector) assert.equal(key.keyId, vector.kid);
}

export async function runPublicKeyParse(vector) {
  const data = inputBytes(vector.input);
  await outcome(vector, () => using(PublicKey.parse(data, { keyId: vector.key_id ?? null }), (key) => checkKey(vector, key)));
}

export async function runClientApiKey(vector) {
  const data = 'json_hex' in vector ? fromHex(vector.json_hex) : new TextEncoder().encode(vector.json_text);
  await outcome(vector, () => using(PublicKey.fromClientApi(data), (key) => checkKey(vector, key)));
}

function applyPayment(vector, request) {
  for (const [key, value] of vector.values ?? []) request.setValue(key, value);
  const accountOnFileId = vector.account_on_file_id;
  if (accountOnFileId !== undefined && accountOnFileId !== null) request.accountOnFileId = String(accountOnFileId);
  request.tokenize = Boolean(vector.tokenize ?? false);
}

export async function runPaymentPayload(vector) {
  const got = await outcome(vector, () => using(new PaymentRequest(vector.client_session_id, String(vector.payment_product_id)), (request) => {
    applyPayment(vector, request);
    return request.payload(vector.nonce);
  }));
  if (got === NO_RESULT) return;
  if (vector.compare === 'semantic') assert.deepEqual(JSON.parse(got), JSON.parse(vector.expected_json));
  else assert.equal(got, vector.expected_json);
}

/** prepare with the client_api_json key; the token decrypted with WebCrypto and the private key. */
export async function runPrepareRoundTrip(vector) {
  const got = await outcome(vector, async () => {
    const key = PublicKey.fromClientApi(vector.client_api_json);
    const request = new PaymentRequest(vector.client_session_id, String(vector.payment_product_id));
    const metadata = 'metadata_set' in vector ? new DeviceMetadata(vector.metadata_set) : null;
    try {
      applyPayment(vector, request);
      return [await request.prepare(key, metadata), key.keyId];
    } finally {
      key.free();
      request.free();
      metadata?.free();
    }
  });
  if (got === NO_RESULT) return;
  const [prepared, keyId] = got;
  const opened = await decryptCompact(prepared.encryptedFields, await importPrivateKey(vector.private_key));
  assert.deepEqual(opened.header, { alg: 'RSA-OAEP', enc: 'A256CBC-HS512', ...(keyId === null ? {} : { kid: keyId }) });
  const payload = text(opened.plaintext);
  const { nonce } = JSON.parse(payload);
  assert.match(nonce, UUID_V4);
  if ('expected_payload_json' in vector) assert.equal(payload, vector.expected_payload_json.replace('"NONCE"', JSON.stringify(nonce)));
  if ('expected_metadata_json' in vector) {
    assert.equal(prepared.encodedClientMetaInfo, Buffer.from(vector.expected_metadata_json, 'utf8').toString('base64'));
  }
}

export async function runDeviceMetadata(vector) {
  const got = await outcome(vector, () => using(new DeviceMetadata(), (metadata) => {
    for (const [key, value] of vector.set ?? []) metadata.set(key, value);
    return [metadata.json(), metadata.encode()];
  }));
  if (got === NO_RESULT) return;
  if ('expected_json' in vector) assert.equal(got[0], vector.expected_json);
  if ('expected_base64' in vector) assert.equal(got[1], vector.expected_base64);
}
