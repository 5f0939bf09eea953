// The page's JWE (../src/jwe.mjs) on the fixed-CEK/IV known answers of Vectors/jwe-encrypt-kat.*.json,
// shared by node's test runner (jwe.test.mjs) and a browser page: WebCrypto only, no payseal.wasm.
// Each case: the header, IV, ciphertext and tag byte-identical to the vector's token, and the
// encrypted key (RSA-OAEP draws its own seed) decrypted by WebCrypto with the TEST private key to
// the CEK, the whole token to the plaintext. A case's run() is async and throws on a wrong answer.

import { base64url, encryptCompact } from '../src/jwe.mjs';
import { decryptCompact, fromHex, hex, importPrivateKey, importPublicKey } from './webcrypto-jwe.mjs';

export const JWE_KAT_FILE = /^jwe-encrypt-kat\..*\.json$/;

function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: ${actual}, expected ${expected}`);
}

/** [name, async run()] per vector file (`vectors`: file name -> parsed JSON), its valid cases. */
export function jweKnownAnswerCases(vectors) {
  return Object.entries(vectors).map(([file, { cases }]) => {
    const valid = cases.filter((c) => c.result === 'valid');
    return [`${file}: ${valid.length} known answers with WebCrypto`, async () => {
      for (const vector of valid) {
        const expected = vector.compact.split('.');
        const protectedHeader = base64url(new TextEncoder().encode(vector.protected_header));
        expectEqual(protectedHeader, expected[0], `${vector.id}: the vector's header`);
        const token = await encryptCompact({
          protectedHeader, plaintext: fromHex(vector.plaintext_hex), publicKey: await importPublicKey(vector.public_key),
          cek: fromHex(vector.cek_hex), iv: fromHex(vector.iv_hex),
        });
        const mine = token.split('.');
        for (const part of vector.check_parts ?? [0, 2, 3, 4]) expectEqual(mine[part], expected[part], `${vector.id}: part ${part}`);
        const opened = await decryptCompact(token, await importPrivateKey(vector.private_key));
        expectEqual(hex(opened.cek), vector.cek_hex, `${vector.id}: the CEK under RSA-OAEP`);
        expectEqual(hex(opened.plaintext), vector.plaintext_hex, `${vector.id}: the plaintext`);
      }
    }];
  });
}
