// Test helpers over WebCrypto alone (no PaySeal): the vectors' RSA keys imported into WebCrypto,
// and a compact JWE (RSA-OAEP SHA-1, A256CBC-HS512) decrypted, so that a token the page made is
// proven by an implementation other than the one that made it. The keys the JWE vectors carry are
// SPKI (base64 or PEM "PUBLIC KEY"), PKCS#8 PEM ("PRIVATE KEY") or JWK.

import { base64urlDecode } from '../src/jwe.mjs';

const subtle = crypto.subtle;
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-1' };

function base64(text) {
  return Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
}

function pemBody(pem, label) {
  const match = pem.match(new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`));
  if (!match) throw new Error(`not a PEM ${label}`);
  return base64(match[1]);
}

// A JWK as WebCrypto takes it for RSA-OAEP: its own "alg", "use", "kid" and "key_ops" dropped
function oaepJwk(jwk) {
  const { alg, use, kid, key_ops: ops, ...rest } = jwk; // eslint-disable-line no-unused-vars
  return { ...rest, alg: 'RSA-OAEP', ext: true };
}

/** A vector's public key object {format, data} as a WebCrypto encryption key. */
export function importPublicKey({ format, data }) {
  if (format === 'spki_b64') return subtle.importKey('spki', base64(data), OAEP, false, ['encrypt']);
  if (format === 'pem') return subtle.importKey('spki', pemBody(data, 'PUBLIC KEY'), OAEP, false, ['encrypt']);
  if (format === 'jwk') return subtle.importKey('jwk', oaepJwk(data), OAEP, false, ['encrypt']);
  throw new Error(`public key format ${format}`);
}

/** A vector's private key object {format, data} as a WebCrypto decryption key. */
export function importPrivateKey({ format, data }) {
  if (format === 'pem') return subtle.importKey('pkcs8', pemBody(data, 'PRIVATE KEY'), OAEP, false, ['decrypt']);
  if (format === 'jwk') return subtle.importKey('jwk', oaepJwk(data), OAEP, false, ['decrypt']);
  throw new Error(`private key format ${format}`);
}

/** Decrypts a compact JWE with WebCrypto: {header, cek, plaintext}; throws when the tag does not verify. */
export async function decryptCompact(token, privateKey) {
  const parts = token.split('.');
  if (parts.length !== 5) throw new Error(`${parts.length} parts`);
  const [encryptedKey, iv, ciphertext, tag] = parts.slice(1).map(base64urlDecode);
  const cek = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, encryptedKey));
  if (cek.length !== 64) throw new Error(`a CEK of ${cek.length} bytes`);
  const aad = new TextEncoder().encode(parts[0]);
  const macInput = new Uint8Array(aad.length + iv.length + ciphertext.length + 8);
  macInput.set(aad, 0);
  macInput.set(iv, aad.length);
  macInput.set(ciphertext, aad.length + iv.length);
  new DataView(macInput.buffer).setBigUint64(macInput.length - 8, BigInt(aad.length) * 8n, false);
  const macKey = await subtle.importKey('raw', cek.subarray(0, 32), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', macKey, macInput)).subarray(0, 32);
  if (mac.length !== tag.length || mac.some((b, i) => b !== tag[i])) throw new Error('the tag does not verify');
  const encKey = await subtle.importKey('raw', cek.subarray(32), { name: 'AES-CBC' }, false, ['decrypt']);
  const plaintext = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, encKey, ciphertext));
  return { header: JSON.parse(new TextDecoder().decode(base64urlDecode(parts[0]))), cek, plaintext };
}

export const hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
export const fromHex = (text) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
