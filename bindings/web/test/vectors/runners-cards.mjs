// The vector runners of card input through the ES module (as bindings/python/tests/
// vector_runners_card_input.py, _card_fields.py, _messages.py and _product_fields.py run them
// through the C ABI): masks, validation, IIN, Client API requests and answers, products, request
// validation, card brands and checks, PAN and expiry editing, messages, product fields as typed.

import assert from 'node:assert/strict';
import {
  CardBrands, DeviceMetadata, Mask, PaymentRequest, Product, Session, clientApiError, deleteExpiry, editExpiry, iinBin, iinNeedsNewDetails,
  iinResult, localizeMessages, message, offeredProducts, parseProductList, raw, serviceResponse, validateValue,
} from '../../payseal.mjs';
import { CANONICAL, NO_RESULT, canonical, fromHex, outcome } from './cases.mjs';

function using(handle, body) {
  try {
    return body(handle);
  } finally {
    handle.free();
  }
}
const today = ([year, month]) => ({ year, month });
const edit = (got) => ({ text: got.text, caret: got.caret });
const body = (vector) => (vector.body_is_hex ? fromHex(vector.body) : vector.body);

export async function runMasks(vector) {
  const got = await outcome(vector, () => {
    const mask = new Mask(vector.mask);
    if (vector.op === 'format') return mask.format(vector.value);
    if (vector.op === 'unformat') return mask.unformat(vector.value);
    return edit(mask.edit(vector.text, vector.start, vector.end, vector.replacement));
  });
  if (got !== NO_RESULT) assert.deepEqual(got, vector.expected);
}

export async function runValidation(vector) {
  // as JSON text: some invalid cases hold JSON that is not an object
  const got = await outcome(vector, () => validateValue(JSON.stringify(vector.data_restrictions), vector.value, { today: today(vector.today) }));
  if (got !== NO_RESULT) assert.deepEqual(got.map(({ type, params }) => ({ type, params })), vector.expected_errors);
}

export async function runValidationMessages(vector) {
  const got = await outcome(vector, () => validateValue(vector.data_restrictions, vector.value, { today: today(vector.today) }));
  if (got !== NO_RESULT) {
    assert.deepEqual(got.map(({ type, params, messageKey, message: text }) => ({ type, params, messageKey, message: text })), vector.expected_errors);
  }
}

export async function runProductsList(vector) {
  const got = await outcome(vector, () => parseProductList(vector.json_text));
  if (got !== NO_RESULT) assert.equal(canonical(got), canonical(vector.expected));
}

export async function runProductsOffered(vector) {
  const wallets = vector.wallets;
  if (wallets & ~3) {
    // Not expressible through the module's two booleans: the core's refusal through the raw layer
    assert.throws(() => raw().call('payseal_product_list_offered', vector.json_text, wallets), (e) => e.statusName === vector.status);
    return;
  }
  const got = await outcome(vector, () => offeredProducts(vector.json_text, { applePay: Boolean(wallets & 1), googlePay: Boolean(wallets & 2) })
    .paymentProducts.map((p) => p.id));
  if (got !== NO_RESULT) assert.deepEqual(got, vector.expected_ids);
}

export async function runIin(vector) {
  const got = await outcome(vector, () => {
    if (vector.op === 'bin') return iinBin(vector.card_number);
    if (vector.op === 'trigger') return iinNeedsNewDetails(vector.card_number, vector.previous_card_number);
    return iinResult(vector.http_status, vector.body);
  });
  if (got === NO_RESULT) return;
  if (vector.op === 'bin') assert.equal(got, vector.expected_bin);
  else if (vector.op === 'trigger') assert.equal(got, vector.expected_needed);
  else assert.equal(canonical(got), canonical(vector.expected));
}

export async function runClientApiRequest(vector) {
  const s = vector.session;
  const got = await outcome(vector, () => using(new DeviceMetadata(vector.metadata), (metadata) => using(new Session({
    clientSessionId: s.client_session_id, customerId: s.customer_id, clientApiUrl: s.client_api_url, assetUrl: s.asset_url, metadata,
  }), (session) => session.request(vector.operation, vector.context ?? null, vector.params ?? null))));
  if (got !== NO_RESULT) assert.equal(canonical(got), canonical(vector.expected));
}

export async function runClientApiError(vector) {
  const got = await outcome(vector, () => clientApiError(vector.http_status, body(vector)));
  if (got !== NO_RESULT) assert.equal(canonical(got), canonical(vector.expected));
}

export async function runServiceResponse(vector) {
  // numbers compared as written (3.30 is not 3.3): the core's text against the file's text
  const got = await outcome(vector, () => raw().call('payseal_service_response', vector.operation, vector.http_status, body(vector)));
  if (got !== NO_RESULT) assert.equal(canonical(got), vector.expected[CANONICAL]);
}

export async function runProducts(vector) {
  const got = await outcome(vector, () => using(Product.parse(vector.json_text), (product) => product.json()));
  if (got !== NO_RESULT) assert.equal(canonical(got), canonical(vector.expected));
}

export async function runRequestValidation(vector) {
  const got = await outcome(vector, () => using(Product.parse(vector.product), (product) => using(new PaymentRequest('session', product.id), (request) => {
    request.setProduct(product);
    if (vector.account_on_file !== undefined && vector.account_on_file !== null) request.accountOnFileId = vector.account_on_file;
    for (const [key, value] of vector.values) request.setValue(key, value);
    return [request.validate({ today: today(vector.today) }), JSON.parse(request.payload('n')).paymentValues];
  })));
  if (got === NO_RESULT) return;
  const [errors, values] = got;
  assert.deepEqual(errors.map(({ fieldId, type, params }) => ({ fieldId, type, params })), vector.expected_errors);
  assert.deepEqual(values.map((v) => [v.key, v.value]), vector.expected_values);
}

/** The case's table: table_text (raw JSON text), else table (null: the built-in table). */
function cardBrands(vector) {
  if ('table_text' in vector) return CardBrands.parse(vector.table_text);
  if (vector.table === undefined || vector.table === null) return CardBrands.default();
  return CardBrands.parse(JSON.stringify(vector.table));
}

export async function runCardBrands(vector) {
  const got = await outcome(vector, () => using(cardBrands(vector), (brands) => brands.brand(vector.pan)));
  if (got !== NO_RESULT) assert.equal(got, vector.expected);
}

export async function runCardCheck(vector) {
  const got = await outcome(vector, () => using(cardBrands(vector), (brands) => brands.check(vector.pan, {
    expiry: vector.expiry ?? '', cvc: vector.cvc ?? '', accepted: vector.accepted ?? null, today: today(vector.today), final: vector.final === true,
  })));
  if (got !== NO_RESULT) assert.deepEqual(got, vector.expected);
}

/** The check of each prefix of pan, as "<brand> <state> <reason> <maxLength> <advance>". */
export async function runCardAsYouType(vector) {
  const pan = vector.pan;
  assert.equal(vector.expected.length, pan.length);
  using(cardBrands(vector), (brands) => {
    vector.expected.forEach((expected, index) => {
      const got = brands.check(pan.slice(0, index + 1), { accepted: vector.accepted ?? null, today: today(vector.today) });
      const line = `${got.brand ?? 'null'} ${got.pan.state} ${got.pan.reason ?? '-'} ${got.pan.maxLength} ${got.pan.advance ? 'advance' : '-'}`;
      assert.equal(line, expected, `after ${index + 1} digits`);
    });
  });
}

export async function runPanFormat(vector) {
  const got = await outcome(vector, () => using(cardBrands(vector), (brands) => brands.formatPan(vector.pan)));
  if (got !== NO_RESULT) assert.equal(got, vector.expected);
}

/** An edit's {text, caret}, and truncated and refused where the case pins them. */
function assertEdit(got, expected) {
  assert.deepEqual({ text: got.text, caret: got.caret }, { text: expected.text, caret: expected.caret });
  for (const name of ['truncated', 'refused']) {
    if (name in expected) assert.equal(got[name], expected[name], name);
  }
}

export async function runPanEdit(vector) {
  const got = await outcome(vector, () => using(cardBrands(vector), (brands) => brands.editPan(vector.text, vector.start, vector.end, vector.replacement ?? '')));
  if (got !== NO_RESULT) assertEdit(got, vector.expected);
}

function cardEditing(vector) {
  const { op, start, end } = vector;
  if (op === 'mask-delete') return edit(new Mask(vector.mask).delete(vector.text, start, end, vector.forward));
  if (op === 'expiry-edit') return editExpiry(vector.text, start, end, vector.replacement);
  if (op === 'expiry-delete') return edit(deleteExpiry(vector.text, start, end, vector.forward));
  return using(cardBrands(vector), (brands) => {
    if (op === 'cvc-edit') return brands.editCvc(vector.text, start, end, vector.replacement, { brand: vector.name });
    if (op === 'pan-delete') return edit(brands.deletePan(vector.text, start, end, vector.forward));
    if (op === 'brand-info') return brands.info(vector.name);
    if (op === 'brands-json') return brands.json();
    if (op === 'cvc-mask') return brands.cvcMask(vector.name);
    if (op === 'brand-candidates') return brands.candidates(vector.pan);
    throw new Error(`unknown op ${op}`);
  });
}

const EDITS = new Set(['mask-delete', 'pan-delete', 'expiry-edit', 'expiry-delete', 'cvc-edit']);

export async function runCardEditing(vector) {
  const got = await outcome(vector, () => cardEditing(vector));
  if (got === NO_RESULT) return;
  if (EDITS.has(vector.op)) assertEdit(got, vector.expected);
  else assert.deepEqual(got, vector.expected);
}

export async function runMessages(vector) {
  const options = { locale: vector.locale ?? null, catalog: vector.catalog ?? null };
  const got = await outcome(vector, () => (vector.op === 'message' ? message(vector.key, vector.params ?? null, options)
    : localizeMessages(vector.json, options.locale, { catalog: options.catalog })));
  if (got !== NO_RESULT) assert.equal(got, vector.expected);
}

/** Each value of typed, key by key: the pinned state and messageKey, read masked and unmasked. */
export async function runProductFieldCheck(vector) {
  using(Product.parse(vector.product), (product) => {
    const when = today(vector.today);
    if (vector.result === 'invalid') {
      assert.throws(() => product.check(vector.field, vector.value, { today: when }), (e) => e.statusName === vector.status);
      return;
    }
    const field = product.field(vector.field);
    for (const typed of vector.typed) {
      const left = typed.left ?? '';
      let previous = '';
      typed.steps.forEach((step, index) => {
        const [state, key, ...rest] = step.split(' ');
        const text = rest.join(' ');
        if (index > 0) { // the text after one more key typed at the end, through the field's editor
          const edited = field.edit(previous, previous.length, previous.length, Array.from(typed.keys)[index - 1]).text;
          assert.equal(edited, text, `${typed.keys} after ${index} keys: typed`);
        }
        previous = text;
        if (index < left.length) {
          const settled = field.check(text, { today: when, final: true });
          const gotLeft = [{ valid: 'v', invalid: 'x' }[settled.state] ?? '?', settled.error?.messageKey ?? '-'];
          assert.deepEqual(gotLeft, [left[index], key], `${typed.keys} after ${index} keys, left`);
        }
        // Unmasked too, where the mask writes the text as it is (not a year digit held past it).
        const forms = field.mask && field.mask.format(text) !== text ? [text] : [text, field.mask ? field.mask.unformat(text) : text];
        for (const form of forms) {
          const check = field.check(form, { today: when });
          assert.deepEqual([check.state, check.error?.messageKey ?? '-'], [state, key], `${typed.keys} after ${index} keys, ${JSON.stringify(form)}`);
        }
      });
    }
  });
}
