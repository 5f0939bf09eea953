// Payment products (the Client API's products/{id} answer) as the core reads them, their fields
// as the customer types, the products lists, and one value's validation.

import { core, Handle, json, options, position, string, today } from './core.mjs';
import { CONSTANTS } from './raw.mjs';
import { Mask } from './cards.mjs';

/** A product field: its id, type, dataRestrictions and displayHints, and its as-you-type check. */
export class ProductField {
  constructor(product, field) {
    this.product = product;
    this.id = field.id;
    this.type = field.type ?? null;
    this.dataRestrictions = field.dataRestrictions ?? {};
    this.displayHints = field.displayHints ?? {};
    /** The field's mask (displayHints.mask), or null. */
    this.mask = typeof this.displayHints.mask === 'string' ? new Mask(this.displayHints.mask) : null;
  }

  /** Whether the field's hints say to obfuscate it (a CVC). */
  get obfuscate() {
    return this.displayHints.obfuscate === true;
  }

  /**
   * The value typed so far (masked or not): {state: "valid" | "incomplete" | "invalid", error}.
   * `final`: the customer has left the field or submits (incomplete becomes invalid).
   */
  check(value, opts = undefined) {
    return this.product.check(this.id, value, opts);
  }

  /**
   * One edit as the customer types or pastes: {text, caret, truncated, refused}, through the
   * field's mask (an MM/YY expiry reads a four-digit year as its last two: "12/2028" gives "12/28").
   */
  edit(text, start, end, replacement = '') {
    return this.product.editField(this.id, text, start, end, replacement);
  }

  /** The validation errors of a whole (unmasked) value, [] when valid. */
  validate(value, opts = undefined) {
    return validateValue(this.dataRestrictions, value, opts);
  }
}

/** A payment product, parsed and normalized by the core (fields in display order, accounts on file labelled). */
export class Product extends Handle {
  #json;

  /** @private use Product.parse */
  constructor(pointer) {
    super(pointer, 'payseal_product_free');
    this.#json = JSON.parse(core().call('payseal_product_json', pointer));
    this.fields = Object.freeze(this.#json.fields.map((field) => new ProductField(this, field)));
  }

  /** The products/{id} answer: a JSON string, bytes or the parsed object. */
  static parse(response) {
    return new Product(core().call('payseal_product_parse', json(response, 'response')));
  }

  get id() { return this.#json.id; }
  get displayHints() { return this.#json.displayHints ?? {}; }
  get accountsOnFile() { return this.#json.accountsOnFile; }

  /** The normalized product, as payseal_product_json writes it. */
  json() {
    return structuredClone(this.#json);
  }

  /** The field of that id; throws a RangeError for a field the product does not have. */
  field(fieldId) {
    string(fieldId, 'fieldId');
    const field = this.fields.find((f) => f.id === fieldId);
    if (field === undefined) throw new RangeError(`the product has no field ${JSON.stringify(fieldId)}`);
    return field;
  }

  /**
   * A field's value typed so far (masked or not): {state: "valid" | "incomplete" | "invalid", error}.
   * `final`: the customer has left the field or submits (incomplete becomes invalid).
   */
  check(fieldId, value, opts = undefined) {
    const { today: when, final = false } = options(opts);
    if (typeof final !== 'boolean') throw new TypeError('final must be a boolean');
    const out = core().call('payseal_product_field_check_ex', this.pointer, string(fieldId, 'fieldId'), string(value, 'value'), ...today(when),
      final ? CONSTANTS.CHECK_FINAL : 0);
    return JSON.parse(out);
  }

  /** One edit of a field's text: {text, caret, truncated, refused} (ProductField.edit). */
  editField(fieldId, text, start, end, replacement = '') {
    return JSON.parse(core().call('payseal_product_field_edit', this.pointer, string(fieldId, 'fieldId'), string(text, 'text'),
      position(start, 'start'), position(end, 'end'), string(replacement, 'replacement')));
  }

  /** An account on file's attribute as it is shown: through its field's mask, the X and * kept. */
  accountDisplayValue(accountId, key) {
    const id = Number.isInteger(accountId) ? String(accountId) : string(accountId, 'accountId');
    return core().call('payseal_product_account_display_value', this.pointer, id, string(key, 'key'));
  }
}

/** The products-list answer (GET products), each product normalized. */
export function parseProductList(response) {
  return JSON.parse(core().call('payseal_product_list_parse', json(response, 'response')));
}

/** The products a device can pay with: `applePay`, `googlePay` say which wallets it has. */
export function offeredProducts(response, { applePay = false, googlePay = false } = {}) {
  const wallets = (applePay === true ? CONSTANTS.WALLET_APPLE_PAY : 0) | (googlePay === true ? CONSTANTS.WALLET_GOOGLE_PAY : 0);
  return JSON.parse(core().call('payseal_product_list_offered', json(response, 'response'), wallets));
}

/** One unmasked value against a field's dataRestrictions: the errors, [] when valid. */
export function validateValue(dataRestrictions, value, opts = undefined) {
  const { today: when } = options(opts);
  return JSON.parse(core().call('payseal_validate_value', json(dataRestrictions, 'dataRestrictions'), string(value, 'value'), ...today(when)));
}


