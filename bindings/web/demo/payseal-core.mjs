// The demo page's PaySeal: payseal.wasm's C exports (Include/payseal.h, called through c-abi.mjs)
// as the few functions the checkout uses, every failure thrown as a PaySealError with the C ABI's
// status and message, and the JWE of a payment request with WebCrypto as the module's contract
// says (bindings/web/README.md, "The JWE in the page").
import { CAbi, parsePrototypes } from './c-abi.mjs';
import headerPrototypes from './payseal-prototypes.mjs';

// The web build's own exports (bindings/web/README.md), beside the header's.
const WEB_EXPORTS = `
payseal_status payseal_web_prepare_parts(const payseal_public_key *key, const payseal_payment_request *r,
  const payseal_metadata *metadata, uint8_t **out_payload, size_t *out_payload_len, char **out_parts, size_t *out_parts_len);
payseal_status payseal_web_public_key_spki(const payseal_public_key *key, uint8_t **out, size_t *out_len);
payseal_status payseal_web_jwe_header(const payseal_public_key *key, size_t plaintext_len, char **out, size_t *out_len);`;

export class PaySealError extends Error {
  constructor(call, code, message) {
    super(message);
    this.name = 'PaySealError';
    this.call = call;
    this.code = code;
  }
}

export const CHECK_FINAL = 1;

export async function loadCore(response) {
  let memory;
  const imports = { env: { payseal_random_fill: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)) } };
  const { instance } = response instanceof Response
    ? await WebAssembly.instantiateStreaming(response, imports)
    : await WebAssembly.instantiate(response, imports);
  memory = instance.exports.memory;
  return new Core(new CAbi(instance.exports, { ...headerPrototypes, ...parsePrototypes(WEB_EXPORTS) }));
}

export class Core {
  constructor(abi) {
    this.abi = abi;
  }

  // The call's out-parameters, or a PaySealError
  call(name, args) {
    const answer = this.abi.call(name, args);
    if (answer.status !== 0) throw new PaySealError(name, answer.status, answer.message);
    return answer.out;
  }

  json(name, args, out = 'out_json') {
    return JSON.parse(this.call(name, args)[out]);
  }

  free(name, handle) {
    if (handle) this.abi.wasm[name](handle);
  }

  memoryBytes() {
    return this.abi.memory.buffer.byteLength;
  }

  // Card brands, the card check and the editors (docs/cards.md)
  defaultBrands() { return this.call('payseal_card_brands_default', {}).out; }
  check(b, pan, expiry, cvc, flags) {
    return this.json('payseal_card_check_ex', { b, pan, expiry, cvc, accepted_json: null, year: 0, month: 0, flags });
  }
  brandInfo(b, name) { return this.json('payseal_card_brand_info', { b, name }); }
  edit(field, b, text, start, end, replacement, mask) {
    const args = { b, text, start, end, replacement, mask };
    const out = this.call({ pan: 'payseal_card_edit_pan', expiry: 'payseal_card_edit_expiry', cvc: 'payseal_mask_edit' }[field], args);
    return { text: out.out_text, caret: out.out_caret };
  }
  delete(field, b, text, start, end, forward, mask) {
    const args = { b, text, start, end, forward: forward ? 1 : 0, mask };
    const out = this.call({ pan: 'payseal_card_delete_pan', expiry: 'payseal_card_delete_expiry', cvc: 'payseal_mask_delete' }[field], args);
    return { text: out.out_text, caret: out.out_caret };
  }
  message(key, locale) { return this.call('payseal_message', { key, params_json: null, locale, catalog_json: null }).out; }

  // The Client API: requests built by the core, sent by the page, answers read by the core
  session(clientSessionId, customerId, clientApiUrl, assetUrl) {
    return this.call('payseal_session_new', { client_session_id: clientSessionId, customer_id: customerId, client_api_url: clientApiUrl, asset_url: assetUrl }).out;
  }
  request(s, operation, context, params, metadata) {
    return this.json('payseal_session_request', {
      s, operation, context_json: context && JSON.stringify(context), params_json: params && JSON.stringify(params), metadata,
    }, 'out_request_json');
  }
  metadata(values) {
    const m = this.call('payseal_metadata_new', {}).out;
    try {
      for (const [key, value] of Object.entries(values)) this.call('payseal_metadata_set', { m, key, value });
      return m;
    } catch (error) {
      this.free('payseal_metadata_free', m);
      throw error;
    }
  }
  offeredProducts(json) { return this.json('payseal_product_list_offered', { json, wallets: 0 }); }
  product(json) { return this.call('payseal_product_parse', { json }).out; }
  productJson(p) { return this.json('payseal_product_json', { p }); }
  fieldCheck(p, fieldId, value, flags) {
    return this.json('payseal_product_field_check_ex', { p, field_id: fieldId, value, year: 0, month: 0, flags });
  }
  publicKey(json) { return this.call('payseal_public_key_from_client_api', { json }).out; }
  paymentRequest(clientSessionId, productId, product, values) {
    const r = this.call('payseal_payment_request_new', { client_session_id: clientSessionId, payment_product_id: String(productId) }).out;
    try {
      this.call('payseal_payment_request_set_product', { r, p: product });
      for (const [key, value] of Object.entries(values)) this.call('payseal_payment_request_set_value', { r, key, value });
      return r;
    } catch (error) {
      this.free('payseal_payment_request_free', r);
      throw error;
    }
  }

  // payseal_prepare's job with WebCrypto (bindings/web/README.md, "The JWE in the page"):
  // { encryptedCustomerInput, encodedClientMetaInfo }
  async prepare(key, r, metadata) {
    const spki = this.call('payseal_web_public_key_spki', { key }).out;
    const parts = this.call('payseal_web_prepare_parts', { key, r, metadata });
    const payload = parts.out_payload;
    const { protectedHeader, encodedClientMetaInfo } = JSON.parse(parts.out_parts);
    const cek = crypto.getRandomValues(new Uint8Array(64));
    const iv = crypto.getRandomValues(new Uint8Array(16));
    try {
      return { encryptedCustomerInput: await jwe(spki, protectedHeader, cek, iv, payload), encodedClientMetaInfo };
    } finally {
      cek.fill(0);
      payload.fill(0);
    }
  }
}

const b64u = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

// RSA-OAEP (SHA-1) of the CEK, A256CBC-HS512 of the payload (RFC 7518 section 5.2), compact serialization
export async function jwe(spki, protectedHeader, cek, iv, payload) {
  const subtle = crypto.subtle;
  const rsa = await subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-1' }, false, ['encrypt']);
  const aes = await subtle.importKey('raw', cek.subarray(32, 64), 'AES-CBC', false, ['encrypt']);
  const hmac = await subtle.importKey('raw', cek.subarray(0, 32), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const encryptedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, cek);
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, aes, payload));
  const aad = new TextEncoder().encode(protectedHeader);
  const al = new Uint8Array(8);
  new DataView(al.buffer).setBigUint64(0, BigInt(aad.length * 8));
  const input = new Uint8Array(aad.length + iv.length + ciphertext.length + 8);
  input.set(aad, 0);
  input.set(iv, aad.length);
  input.set(ciphertext, aad.length + iv.length);
  input.set(al, aad.length + iv.length + ciphertext.length);
  const tag = new Uint8Array(await subtle.sign('HMAC', hmac, input)).subarray(0, 32);
  return [protectedHeader, b64u(encryptedKey), b64u(iv), b64u(ciphertext), b64u(tag)].join('.');
}
