// The JWE in the page: RSA-OAEP (SHA-1, MGF1-SHA-1) and A256CBC-HS512 (RFC 7518 §5.2.5) in compact
// serialization, through WebCrypto (crypto.subtle), which is asynchronous, so it cannot run inside
// the core's WebAssembly. The core gives the protected header (its base64url text is the AAD) and
// the payload; this file draws the CEK and IV from crypto.getRandomValues and does the rest:
//
//   CEK (64 bytes) = MAC_KEY (first 32) || ENC_KEY (last 32); IV 16 bytes
//   ciphertext = AES-256-CBC(ENC_KEY, IV, plaintext) with PKCS#7 padding
//   tag = first 32 bytes of HMAC-SHA-512(MAC_KEY, AAD || IV || ciphertext || AL),
//         AL = the AAD's length in bits as a 64-bit big-endian integer
//   token = header . RSA-OAEP(CEK) . IV . ciphertext . tag, each part base64url without padding
//
// The CEK's bytes are wiped once imported; the CryptoKeys made from them are not extractable.

const subtle = globalThis.crypto.subtle;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (RFC 7515 §2). */
export function base64url(bytes) {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63] + ALPHABET[n & 63];
  }
  if (i < bytes.length) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8);
    out += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + (i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63] : '');
  }
  return out;
}

/** The bytes of base64url text without padding; throws a SyntaxError on any other character. */
export function base64urlDecode(text) {
  if (text.length % 4 === 1 || /[^A-Za-z0-9_-]/.test(text)) throw new SyntaxError('not base64url');
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0, value = 0, at = 0;
  for (const ch of text) {
    value = (value << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

/** The public key (DER SubjectPublicKeyInfo) as a WebCrypto RSA-OAEP SHA-1 encryption key. */
export function importOaepPublicKey(spki) {
  return subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
}

/**
 * The compact JWE of `plaintext` (Uint8Array) under `publicKey` (a CryptoKey from
 * importOaepPublicKey, or the SPKI DER bytes) with `protectedHeader`, the base64url header the core
 * wrote. `cek` (64 bytes) and `iv` (16) are for known-answer tests only; without them they come
 * from crypto.getRandomValues, as they must.
 */
export async function encryptCompact({ protectedHeader, plaintext, publicKey, cek = null, iv = null }) {
  if (typeof protectedHeader !== 'string') throw new TypeError('protectedHeader must be a string');
  if (!(plaintext instanceof Uint8Array)) throw new TypeError('plaintext must be a Uint8Array');
  const key = publicKey instanceof CryptoKey ? publicKey : await importOaepPublicKey(publicKey);
  const contentKey = new Uint8Array(64), vector = new Uint8Array(16);
  if (cek === null) crypto.getRandomValues(contentKey);
  else if (cek.length === 64) contentKey.set(cek);
  else throw new RangeError('cek must be 64 bytes');
  if (iv === null) crypto.getRandomValues(vector);
  else if (iv.length === 16) vector.set(iv);
  else throw new RangeError('iv must be 16 bytes');
  let encryptedKey, macKey, encKey;
  try {
    encryptedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, contentKey));
    macKey = await subtle.importKey('raw', contentKey.subarray(0, 32), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
    encKey = await subtle.importKey('raw', contentKey.subarray(32, 64), { name: 'AES-CBC' }, false, ['encrypt']);
  } finally {
    contentKey.fill(0);
  }
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: vector }, encKey, plaintext));
  const aad = new TextEncoder().encode(protectedHeader);
  const macInput = new Uint8Array(aad.length + 16 + ciphertext.length + 8);
  macInput.set(aad, 0);
  macInput.set(vector, aad.length);
  macInput.set(ciphertext, aad.length + 16);
  new DataView(macInput.buffer).setBigUint64(macInput.length - 8, BigInt(aad.length) * 8n, false);
  const tag = new Uint8Array(await subtle.sign('HMAC', macKey, macInput)).subarray(0, 32);
  return [protectedHeader, base64url(encryptedKey), base64url(vector), base64url(ciphertext), base64url(tag)].join('.');
}
