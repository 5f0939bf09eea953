// DeviceMetadata and PaymentRequest with its async prepare: the core validates the request and
// writes the payload, the header and the metadata (payseal_web_prepare_parts); WebCrypto encrypts.

import { core, Handle, boolean, instance, optionalString, string, today } from './core.mjs';
import { encryptCompact } from './jwe.mjs';
import { PublicKey } from './keys.mjs';
import { Product } from './products.mjs';

/**
 * What the Direct JavaScript SDK (onlinepayments-sdk-client-js) collects from the browser for
 * 3-D Secure and sends in the encrypted payload as "collectedDeviceInformation": the names and
 * sources of its Util.collectDeviceInformation (src/infrastructure/utils/Util.ts and
 * src/infrastructure/encryption/Metadata.ts, commit e1c5b6f1756e96508bc460916e9639afac01b3b8).
 * `from` is the window (globalThis in a page); members the environment does not have are left out
 * of browserData (node has no screen).
 */
export function collectedDeviceInformation(from = globalThis) {
  const screen = from.screen ?? {};
  const browserData = { javaScriptEnabled: true };
  for (const [name, value] of [['colorDepth', screen.colorDepth], ['screenHeight', screen.height], ['screenWidth', screen.width],
    ['innerHeight', from.innerHeight], ['innerWidth', from.innerWidth]]) {
    if (Number.isInteger(value)) browserData[name] = value;
  }
  return {
    timezoneOffsetUtcMinutes: new Date().getTimezoneOffset(),
    locale: from.navigator?.language ?? Intl.DateTimeFormat().resolvedOptions().locale,
    browserData,
  };
}

/** The device metadata (encodedClientMetaInfo, the X-GCS-ClientMetaInfo header). */
export class DeviceMetadata extends Handle {
  /** The browser's collectedDeviceInformation, for prepare to add to the payload; null when not from the browser. */
  deviceInformation = null;

  /** A builder with the module's defaults, then `entries` ({key: value} or [[key, value], ...]) set in order. */
  constructor(entries = {}) {
    if (entries === null || typeof entries !== 'object') throw new TypeError('entries must be an object or an array of [key, value]');
    super(core().call('payseal_metadata_new'), 'payseal_metadata_free');
    for (const [key, value] of Array.isArray(entries) ? entries : Object.entries(entries)) this.set(key, value);
  }

  /**
   * The metadata of this browser, as the Direct JavaScript SDK's Util.getMetadata fills it:
   * platformIdentifier the user agent, screenSize the window's inner width x height; appIdentifier
   * if given; and its collectedDeviceInformation, which prepare adds to the payload.
   */
  static fromBrowser({ appIdentifier = null, window: from = globalThis } = {}) {
    const metadata = new DeviceMetadata();
    if (from.navigator?.userAgent) metadata.set('platformIdentifier', from.navigator.userAgent);
    if (from.innerWidth > 0 && from.innerHeight > 0) metadata.set('screenSize', `${from.innerWidth}x${from.innerHeight}`);
    if (appIdentifier !== null) metadata.set('appIdentifier', string(appIdentifier, 'appIdentifier'));
    metadata.deviceInformation = collectedDeviceInformation(from);
    return metadata;
  }

  /** Sets one field (any key; screenSize and ipAddress are checked). */
  set(key, value) {
    core().call('payseal_metadata_set', this.pointer, string(key, 'key'), string(value, 'value'));
  }

  /** The metadata JSON. */
  json() {
    return core().call('payseal_metadata_json', this.pointer);
  }

  /** Base64 of the JSON: the encodedClientMetaInfo. */
  encode() {
    return core().call('payseal_metadata_encode', this.pointer);
  }
}

const encoder = new TextEncoder();

/** The payload with "collectedDeviceInformation" added last, as the Direct JavaScript SDK sends it. */
function withDeviceInformation(payload, information) {
  if (information === null) return payload;
  const member = encoder.encode(`,"collectedDeviceInformation":${JSON.stringify(information)}}`);
  const out = new Uint8Array(payload.length - 1 + member.length);
  out.set(payload.subarray(0, payload.length - 1));
  out.set(member, payload.length - 1);
  payload.fill(0);
  return out;
}

/** A payment request: the values a customer typed, for one client session and payment product. */
export class PaymentRequest extends Handle {
  #accountOnFileId = null;
  #tokenize = false;

  /** `paymentProductId`: an integer or a string of digits (at most 2^53 - 1). */
  constructor(clientSessionId, paymentProductId) {
    const id = Number.isInteger(paymentProductId) ? String(paymentProductId) : paymentProductId;
    if (typeof id !== 'string') throw new TypeError('paymentProductId must be an integer or a string of digits');
    super(core().call('payseal_payment_request_new', string(clientSessionId, 'clientSessionId'), id), 'payseal_payment_request_free');
  }

  /** Sets a value ("cardNumber"); with a product, stored without its mask's literals; "" removes it. */
  setValue(key, value) {
    core().call('payseal_payment_request_set_value', this.pointer, string(key, 'key'), string(value, 'value'));
  }

  /** The keys of the values set, in payload order. */
  keys() {
    return JSON.parse(core().call('payseal_payment_request_keys', this.pointer));
  }

  /** The value stored for a field, as the payload carries it; "" when none. */
  unmaskedValue(fieldId) {
    return core().call('payseal_payment_request_unmasked_value', this.pointer, string(fieldId, 'fieldId'));
  }

  get accountOnFileId() { return this.#accountOnFileId; }
  /** The account on file (a string or an integer id), or null for none. */
  set accountOnFileId(id) {
    const text = Number.isInteger(id) ? String(id) : optionalString(id, 'accountOnFileId');
    core().call('payseal_payment_request_set_account_on_file', this.pointer, text);
    this.#accountOnFileId = text;
  }

  get tokenize() { return this.#tokenize; }
  set tokenize(value) {
    core().call('payseal_payment_request_set_tokenize', this.pointer, boolean(value, 'tokenize') ? 1 : 0);
    this.#tokenize = value;
  }

  /** Attaches the payment product: values are checked against its fields and masks from now on. */
  setProduct(product) {
    core().call('payseal_payment_request_set_product', this.pointer, instance(product, Product, 'product').pointer);
  }

  /** A field's value formatted with its mask, for display. */
  maskedValue(fieldId) {
    return core().call('payseal_payment_request_masked_value', this.pointer, string(fieldId, 'fieldId'));
  }

  /** The validation errors in field display order, [] when valid; `today` {year, month}, a Date, or the clock. */
  validate({ today: when } = {}) {
    return JSON.parse(core().call('payseal_payment_request_validate', this.pointer, ...today(when)));
  }

  /** The payload JSON with a given nonce (known-answer tests). */
  payload(nonce) {
    return core().call('payseal_payment_request_payload', this.pointer, string(nonce, 'nonce'));
  }

  /**
   * What the merchant's server forwards: {encryptedFields, encodedClientMetaInfo}. The core
   * validates the request (PaySealError PAYSEAL_E_VALIDATION) and writes the payload with a fresh
   * nonce; WebCrypto encrypts it. With a DeviceMetadata.fromBrowser(), its
   * collectedDeviceInformation is added to the payload, as the Direct JavaScript SDK does.
   */
  async prepare(key, metadata = null) {
    instance(key, PublicKey, 'key');
    if (metadata !== null) instance(metadata, DeviceMetadata, 'metadata');
    const [payload, partsJson] = core().call('payseal_web_prepare_parts', key.pointer, this.pointer, metadata?.pointer ?? 0);
    const parts = JSON.parse(partsJson);
    const plaintext = withDeviceInformation(payload, metadata?.deviceInformation ?? null);
    try {
      const encryptedFields = await encryptCompact({ protectedHeader: parts.protectedHeader, plaintext, publicKey: await key.webCryptoKey() });
      return { encryptedFields, encodedClientMetaInfo: parts.encodedClientMetaInfo };
    } finally {
      plaintext.fill(0);
    }
  }
}
