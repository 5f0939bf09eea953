// PublicKey: the platform's RSA key, decoded and checked by the core (the key policy and the
// canonical DER are the core's, in the module), imported into WebCrypto once for the JWE.

import { core, Handle, optionalString, textOrBytes, json } from './core.mjs';
import { encryptCompact, importOaepPublicKey } from './jwe.mjs';

export class PublicKey extends Handle {
  #webCryptoKey = null;

  /** @private use PublicKey.fromClientApi or PublicKey.parse */
  constructor(pointer) {
    super(pointer, 'payseal_public_key_free');
  }

  /** The Client API's /crypto/publickey response: {"keyId", "publicKey"} (a string, bytes or the object). */
  static fromClientApi(response) {
    return new PublicKey(core().call('payseal_public_key_from_client_api', json(response, 'response')));
  }

  /** An RSA public key in any format the core reads (DER, base64 DER, PEM, JWK); keyId becomes the JWE "kid". */
  static parse(data, { keyId = null } = {}) {
    return new PublicKey(core().call('payseal_public_key_parse', textOrBytes(data, 'data'), optionalString(keyId, 'keyId')));
  }

  /** The modulus size in bits. */
  get bits() {
    return core().call('payseal_public_key_bits', this.pointer);
  }

  /** The key id (the JWE "kid"), or null. */
  get keyId() {
    return core().call('payseal_public_key_id', this.pointer);
  }

  /** The key's DER SubjectPublicKeyInfo, as the core writes it (canonical DER of n and e). */
  spki() {
    return core().call('payseal_web_public_key_spki', this.pointer);
  }

  /** The WebCrypto RSA-OAEP (SHA-1) key, imported once. */
  async webCryptoKey() {
    this.#webCryptoKey ??= importOaepPublicKey(this.spki());
    return this.#webCryptoKey;
  }

  /**
   * A compact JWE of `plaintext` (a string, as UTF-8, or bytes) to this key, as payseal_jwe_encrypt
   * makes it: the header from the core, RSA-OAEP, AES-CBC and HMAC from WebCrypto. `cek` and `iv`
   * fix the randomness for known-answer tests only.
   */
  async encrypt(plaintext, { cek = null, iv = null } = {}) {
    const bytes = typeof textOrBytes(plaintext, 'plaintext') === 'string' ? new TextEncoder().encode(plaintext) : plaintext;
    const protectedHeader = core().call('payseal_web_jwe_header', this.pointer, bytes.length);
    return encryptCompact({ protectedHeader, plaintext: bytes, publicKey: await this.webCryptoKey(), cek, iv });
  }
}
