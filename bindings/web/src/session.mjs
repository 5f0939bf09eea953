// Session: the Client API over the page's fetch. The core builds every request (URL, headers,
// body: payseal_session_request) and reads every answer; this file only sends them, so no request
// goes anywhere but the session's clientApiUrl.

import { core, Handle, instance, integer, json, optionalJson, optionalString, string } from './core.mjs';
import { PaySealError } from './errors.mjs';
import { STATUS } from './raw.mjs';
import { DeviceMetadata } from './payment.mjs';
import { PublicKey } from './keys.mjs';
import { Product, parseProductList } from './products.mjs';
import { iinBin, iinResult } from './cards.mjs';

/** The Client API's error answer, read by the core: {httpStatus, errorId, errors: [...]}. */
export function clientApiError(httpStatus, body) {
  return JSON.parse(core().call('payseal_client_api_error', integer(httpStatus, 'httpStatus'), json(body, 'body')));
}

/** A service answer (paymentProductNetworks, surchargeCalculation, currencyConversion), normalized. */
export function serviceResponse(operation, httpStatus, body) {
  return JSON.parse(core().call('payseal_service_response', string(operation, 'operation'), integer(httpStatus, 'httpStatus'), json(body, 'body')));
}

/**
 * A Client API session (the Create Session response). `locale` (the customer's, "nl_NL") is sent
 * with the products calls; `fetch` is the page's (or a stub's); `metadata` a DeviceMetadata for
 * the X-GCS-ClientMetaInfo header (null: the module's defaults).
 */
export class Session extends Handle {
  constructor({ clientSessionId, customerId, clientApiUrl, assetUrl = '', locale = null, fetch: send = globalThis.fetch, metadata = null } = {}) {
    super(core().call('payseal_session_new', string(clientSessionId, 'clientSessionId'), string(customerId, 'customerId'),
      string(clientApiUrl, 'clientApiUrl'), string(assetUrl, 'assetUrl')), 'payseal_session_free');
    if (typeof send !== 'function') throw new TypeError('fetch must be a function');
    if (metadata !== null) instance(metadata, DeviceMetadata, 'metadata');
    this.locale = optionalString(locale, 'locale');
    this.metadata = metadata;
    this.fetch = send;
  }

  /** The HTTP request of an operation, as the core writes it: {method, url, headers, body}. */
  request(operation, context = null, params = null) {
    return JSON.parse(core().call('payseal_session_request', this.pointer, string(operation, 'operation'), optionalJson(context, 'context'),
      optionalJson(params, 'params'), this.metadata?.pointer ?? 0));
  }

  #context(context) {
    if (context === null || typeof context !== 'object') throw new TypeError('context must be an object');
    return this.locale === null || 'locale' in context ? context : { ...context, locale: this.locale };
  }

  /** Sends an operation's request; resolves to {status, body} (the body text) of a 2xx or 404 answer. */
  async send(operation, context = null, params = null, { notFound = false } = {}) {
    const { method, url, headers, body } = this.request(operation, context, params);
    let response;
    try {
      response = await this.fetch(url, { method, headers, body: body ?? undefined, credentials: 'omit', redirect: 'error' });
    } catch (error) {
      throw new PaySealError(STATUS.PAYSEAL_E_NO_ANSWER, `no answer from the Client API to ${operation}: ${error.message}`);
    }
    const text = await response.text();
    if (response.ok || (notFound && response.status === 404)) return { status: response.status, body: text };
    const failure = clientApiError(response.status, text);
    const error = new PaySealError(STATUS.PAYSEAL_E_CLIENT_API, `the Client API answered HTTP ${response.status} to ${operation}`);
    error.clientApiFailure = failure;
    throw error;
  }

  /** The platform's public key for encryption. */
  async publicKey() {
    return PublicKey.fromClientApi((await this.send('publicKey')).body);
  }

  /** The payment products for a context {countryCode, currencyCode, amount, isRecurring, locale?}, normalized. */
  async paymentProducts(context) {
    return parseProductList((await this.send('paymentProducts', this.#context(context))).body);
  }

  /** One payment product, with its fields. */
  async paymentProduct(paymentProductId, context) {
    const answer = await this.send('paymentProduct', this.#context(context), { paymentProductId });
    return Product.parse(answer.body);
  }

  /** The IIN check of a card number: the result, or {status: "NOT_ENOUGH_DIGITS"} under 6 digits. */
  async iinDetails(cardNumber, context) {
    if (iinBin(cardNumber) === null) return { status: 'NOT_ENOUGH_DIGITS' };
    const answer = await this.send('iinDetails', context, { cardNumber }, { notFound: true });
    return iinResult(answer.status, answer.body);
  }

  /** The networks of a product (Apple Pay, Google Pay). */
  async paymentProductNetworks(paymentProductId, context) {
    const answer = await this.send('paymentProductNetworks', context, { paymentProductId });
    return serviceResponse('paymentProductNetworks', answer.status, answer.body);
  }

  /** The surcharge for a card ({cardNumber, paymentProductId?}) or a token ({token}). */
  async surchargeCalculation(source, context) {
    const answer = await this.send('surchargeCalculation', context, source);
    return serviceResponse('surchargeCalculation', answer.status, answer.body);
  }

  /** A currency conversion quote for a card or a token ({..., targetCurrency?}). */
  async currencyConversion(source, context) {
    const answer = await this.send('currencyConversion', context, source);
    return serviceResponse('currencyConversion', answer.status, answer.body);
  }
}
