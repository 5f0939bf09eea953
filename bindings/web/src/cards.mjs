// Masks, card brands (offline detection, the card check, PAN and expiry editing) and the IIN
// check's pieces, over the core. Positions are UTF-16 code units, as the DOM's selectionStart.

import { core, Handle, boolean, integer, json, optionalJson, optionalString, options, position, string, today } from './core.mjs';
import { CONSTANTS } from './raw.mjs';

const edit = ([text, caret]) => ({ text, caret });
/** A field edit's JSON result: {text, caret, truncated, refused} (refused: null, "notADate" or "notDigits"). */
const fieldEdit = (out) => JSON.parse(out);

/** A field mask ("{{9999}} {{9999}}"): format, unformat, and one edit or deletion at a time. */
export class Mask {
  constructor(mask) {
    this.mask = string(mask, 'mask');
  }

  format(value) {
    return core().call('payseal_mask_format', this.mask, string(value, 'value'));
  }

  unformat(value) {
    return core().call('payseal_mask_unformat', this.mask, string(value, 'value'));
  }

  /** Replaces [start, end) of text with replacement ("" deletes): {text, caret}. */
  edit(text, start, end, replacement = '') {
    return edit(core().call('payseal_mask_edit', this.mask, string(text, 'text'), position(start, 'start'), position(end, 'end'),
      string(replacement, 'replacement')));
  }

  /** Backspace (forward false) or Delete (forward true) at [start, end): {text, caret}. */
  delete(text, start, end, forward = false) {
    return edit(core().call('payseal_mask_delete', this.mask, string(text, 'text'), position(start, 'start'), position(end, 'end'),
      boolean(forward, 'forward') ? 1 : 0));
  }
}

/**
 * One edit of an MM/YY expiry field: {text, caret, truncated, refused}; refused "notADate" for a
 * paste that makes no possible date (the field unchanged).
 */
export function editExpiry(text, start, end, replacement = '') {
  return fieldEdit(core().call('payseal_card_edit_expiry_json', string(text, 'text'), position(start, 'start'), position(end, 'end'),
    string(replacement, 'replacement')));
}

/** Backspace (forward false) or Delete (forward true) in an MM/YY expiry field: {text, caret}. */
export function deleteExpiry(text, start, end, forward = false) {
  return edit(core().call('payseal_card_delete_expiry', string(text, 'text'), position(start, 'start'), position(end, 'end'),
    boolean(forward, 'forward') ? 1 : 0));
}

/** A brand table: the built-in one (CardBrands.default()) or one parsed from JSON. */
export class CardBrands extends Handle {
  /** @private use CardBrands.default or CardBrands.parse */
  constructor(pointer) {
    super(pointer, 'payseal_card_brands_free');
  }

  static default() {
    return new CardBrands(core().call('payseal_card_brands_default'));
  }

  /** A table: JSON text, bytes or the array of brands. */
  static parse(table) {
    return new CardBrands(core().call('payseal_card_brands_parse', json(table, 'table')));
  }

  /** The brand detected for a PAN, or null. */
  brand(pan) {
    return core().call('payseal_card_brand', this.pointer, string(pan, 'pan'));
  }

  /**
   * The card form as the customer types it: {brand, pan, cvc, expiry, complete}. `accepted`: the
   * brand names the merchant takes; `today`: {year, month} or a Date; `final`: the customer left
   * the field or submits.
   */
  check(pan, opts = undefined) {
    const { expiry = '', cvc = '', accepted = null, today: when, final = false } = options(opts);
    const acceptedJson = accepted === null ? null : optionalJson(accepted, 'accepted');
    return JSON.parse(core().call('payseal_card_check_ex', this.pointer, string(pan, 'pan'), string(expiry, 'expiry'), string(cvc, 'cvc'),
      acceptedJson, ...today(when), boolean(final, 'final') ? CONSTANTS.CHECK_FINAL : 0));
  }

  /** A PAN with its brand's layout ("4111 1111 1111 1111"). */
  formatPan(pan) {
    return core().call('payseal_card_format_pan', this.pointer, string(pan, 'pan'));
  }

  /**
   * One edit of a PAN field: {text, caret, truncated, refused}; truncated when a paste was cut at
   * the reported brand's longest PAN, a key past it refused (the text unchanged).
   */
  editPan(text, start, end, replacement = '') {
    return fieldEdit(core().call('payseal_card_edit_pan_json', this.pointer, string(text, 'text'), position(start, 'start'), position(end, 'end'),
      string(replacement, 'replacement')));
  }

  /**
   * One edit of a CVC field, digits only, with the CVC mask of `brand` (the brand the check
   * reports; null: none yet, 4 digits): {text, caret, truncated, refused}; refused "notDigits" for a
   * paste with anything but digits and white space.
   */
  editCvc(text, start, end, replacement = '', { brand = null } = {}) {
    return fieldEdit(core().call('payseal_card_edit_cvc', this.pointer, optionalString(brand, 'brand'), string(text, 'text'),
      position(start, 'start'), position(end, 'end'), string(replacement, 'replacement')));
  }

  /** Backspace (forward false) or Delete (forward true) in a PAN field: {text, caret}. */
  deletePan(text, start, end, forward = false) {
    return edit(core().call('payseal_card_delete_pan', this.pointer, string(text, 'text'), position(start, 'start'), position(end, 'end'),
      boolean(forward, 'forward') ? 1 : 0));
  }

  /** A brand's details: {name, panLengths, cvcLengths, format, advanceLength, ...}. */
  info(name) {
    return JSON.parse(core().call('payseal_card_brand_info', this.pointer, string(name, 'name')));
  }

  /** The CVC field's mask for a brand (null: no brand yet, "{{9999}}"). */
  cvcMask(brand = null) {
    return core().call('payseal_card_cvc_mask', this.pointer, optionalString(brand, 'brand'));
  }

  /** The whole table, normalized. */
  json() {
    return JSON.parse(core().call('payseal_card_brands_json', this.pointer));
  }

  /** Every brand whose ranges or pattern match the PAN's digits, most specific first. */
  candidates(pan) {
    return JSON.parse(core().call('payseal_card_brand_candidates', this.pointer, string(pan, 'pan')));
  }
}

/** The bin to send for the IIN check (8 digits, or 6), or null with fewer than 6 digits. */
export function iinBin(cardNumber) {
  return core().call('payseal_iin_bin', string(cardNumber, 'cardNumber'));
}

/** Whether the card number, changed from previousCardNumber, needs a new IIN check. */
export function iinNeedsNewDetails(cardNumber, previousCardNumber = '') {
  return core().call('payseal_iin_needs_new_details', string(cardNumber, 'cardNumber'), string(previousCardNumber, 'previousCardNumber')) !== 0;
}

/** The IIN details answer (HTTP 200 or 404 and its body): {status, paymentProductId, ...}. */
export function iinResult(httpStatus, body) {
  return JSON.parse(core().call('payseal_iin_result', integer(httpStatus, 'httpStatus'), json(body, 'body')));
}
