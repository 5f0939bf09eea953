// The bad-input catalogue (Vectors/bad-input.constructed.json) through the module's raw layer over payseal.wasm: every
// row's call with its arguments, as Tests/PaySealCTests/BadInputCatalogueTests*.swift makes it
// through the C ABI, must fail with the row's status and exact message (PaySealError's code and
// message). The rows of calls the page does not have (private keys, decryption) are listed as
// skipped with the reason. A row that traps fails, and the rows after it run on a fresh instance. The module: PAYSEAL_WASM, else .build-web/payseal.wasm (make web).

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { init, raw, PaySealError, STATUS } from '../payseal.mjs';
import { RawData, WasmTrap } from '../src/wasm.mjs';
import { restart } from '../src/core.mjs';

const root = new URL('../../../', import.meta.url);
const wasm = process.env.PAYSEAL_WASM ?? new URL('.build-web/payseal.wasm', root).pathname;
const { cases: rows } = JSON.parse(readFileSync(new URL('Vectors/bad-input.constructed.json', root), 'utf8'));
const NOT_IN_THE_PAGE = {
  payseal_private_key_parse: 'private keys are not in the page (the web build answers PAYSEAL_E_CRYPTO)',
  payseal_jwe_decrypt: 'decryption is not in the page (the web build answers PAYSEAL_E_CRYPTO)',
};

const utf8 = (text) => new TextEncoder().encode(text);
const fromHex = (text) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/** The bytes an argument stands for; null for a NULL pointer. */
function bytes(value) {
  if (value === undefined || value === null) return null;
  if ('text' in value) return utf8(value.text);
  if ('hex' in value) return fromHex(value.hex);
  if ('repeat' in value) {
    const [prefix, suffix] = [utf8(value.prefix ?? ''), utf8(value.suffix ?? '')];
    const out = new Uint8Array(prefix.length + value.count + suffix.length).fill(parseInt(value.repeat, 16));
    out.set(prefix, 0);
    out.set(suffix, prefix.length + value.count);
    return out;
  }
  if ('file' in value) return new Uint8Array(readFileSync(new URL(value.file, root)));
  throw new Error(`an argument it does not know: ${JSON.stringify(value)}`);
}
// What a C string argument carries: the bytes up to the first NUL
const cString = (value) => {
  const b = bytes(value);
  return b === null || !b.includes(0) ? b : b.subarray(0, b.indexOf(0));
};
const data = (value, declared) => (declared === undefined ? bytes(value) : new RawData(bytes(value), declared));
const int = (value) => value ?? 0;

const clientApiKey = readFileSync(new URL('Vectors/keys/test-rsa-2048.client-api.json', root));

/** Runs a row's call (the helpers' handles made first, as the Swift replay makes them) and returns the failure. */
function run(call, a) {
  const core = raw();
  const handles = [];
  const make = (fn, ...args) => {
    const pointer = core.call(fn, ...args);
    handles.push([fn.replace(/_(new|parse|default|from_client_api)$/, '_free'), pointer]);
    return pointer;
  };
  const request = () => make('payseal_payment_request_new', 's', '1');
  const table = () => make('payseal_card_brands_default');
  const product = () => (a.product === null || a.product === undefined ? 0 : make('payseal_product_parse', bytes(a.product)));
  try {
    switch (call) {
      case 'payseal_public_key_parse': return core.call(call, data(a.data), cString(a.key_id));
      case 'payseal_public_key_from_client_api': return core.call(call, data(a.json));
      case 'payseal_metadata_set': return core.call(call, make('payseal_metadata_new'), cString(a.key), cString(a.value));
      case 'payseal_payment_request_new': return core.call(call, cString(a.session), cString(a.product));
      case 'payseal_payment_request_set_account_on_file': return core.call(call, request(), cString(a.id));
      case 'payseal_payment_request_set_value': {
        const r = request();
        if (a.product) core.call('payseal_payment_request_set_product', r, product());
        return core.call(call, r, cString(a.key), cString(a.value));
      }
      case 'payseal_jwe_encrypt': return core.call(call, make('payseal_public_key_from_client_api', clientApiKey), data(a.plaintext));
      case 'payseal_prepare': {
        const key = make('payseal_public_key_from_client_api', clientApiKey);
        return core.call(call, a.key === null ? 0 : key, request(), 0);
      }
      case 'payseal_mask_format': case 'payseal_mask_unformat': return core.call(call, cString(a.mask), cString(a.value));
      case 'payseal_mask_edit': return core.call(call, cString(a.mask), cString(a.text), a.start, a.end, cString(a.replacement));
      case 'payseal_mask_delete': return core.call(call, cString(a.mask), cString(a.text), int(a.start), int(a.end), int(a.forward));
      case 'payseal_validate_value': return core.call(call, data(a.json), cString(a.value), a.year, a.month);
      case 'payseal_iin_bin': return core.call(call, cString(a.card_number));
      case 'payseal_iin_result': return core.call(call, a.http_status, data(a.body, a.body_len));
      case 'payseal_iin_needs_new_details': return core.call(call, cString(a.card_number), cString(a.previous_card_number));
      case 'payseal_session_new': case 'payseal_session_request': {
        const session = make('payseal_session_new', cString(a.session) ?? 's1', cString(a.customer) ?? 'c1', cString(a.url) ?? 'https://h.example.com', '');
        if (call === 'payseal_session_new') return undefined;
        return core.call(call, session, cString(a.operation), cString(a.context), cString(a.params), 0);
      }
      case 'payseal_service_response': return core.call(call, cString(a.operation), a.http_status, data(a.body, a.body_len));
      case 'payseal_client_api_error': return core.call(call, a.http_status, data(a.body, a.body_len));
      case 'payseal_product_parse': return make(call, data(a.json));
      case 'payseal_product_list_parse': return core.call(call, data(a.json));
      case 'payseal_payment_request_validate': return core.call(call, request(), 0, 0);
      case 'payseal_payment_request_masked_value': case 'payseal_payment_request_unmasked_value': return core.call(call, request(), cString(a.field));
      case 'payseal_payment_request_set_product': {
        const r = request();
        if (a.key) core.call('payseal_payment_request_set_value', r, cString(a.key), cString(a.value));
        let p = 0; // as the Swift replay: a product that does not parse is a NULL product
        try {
          p = make('payseal_product_parse', bytes(a.product ?? { text: '' }) ?? new Uint8Array());
        } catch (error) {
          if (!(error instanceof PaySealError)) throw error;
        }
        return core.call(call, r, p);
      }
      case 'payseal_card_brands_parse': return make(call, data(a.json));
      case 'payseal_card_check': return core.call(call, table(), cString(a.pan), null, null, cString(a.accepted), a.year, a.month);
      case 'payseal_card_check_ex': return core.call(call, table(), cString(a.pan), null, null, cString(a.accepted), a.year, a.month, a.flags);
      case 'payseal_card_brand': case 'payseal_card_format_pan': case 'payseal_card_brand_candidates': return core.call(call, table(), cString(a.pan));
      case 'payseal_card_edit_pan': return core.call(call, table(), cString(a.text), a.start, a.end, cString(a.replacement));
      case 'payseal_card_delete_pan': return core.call(call, table(), cString(a.text), int(a.start), int(a.end), int(a.forward));
      case 'payseal_card_edit_expiry': return core.call(call, cString(a.text), int(a.start), int(a.end), cString(a.replacement));
      case 'payseal_card_delete_expiry': return core.call(call, cString(a.text), int(a.start), int(a.end), int(a.forward));
      case 'payseal_card_edit_pan_json': return core.call(call, table(), cString(a.text), int(a.start), int(a.end), cString(a.replacement));
      case 'payseal_card_edit_expiry_json': return core.call(call, cString(a.text), int(a.start), int(a.end), cString(a.replacement));
      case 'payseal_card_edit_cvc':
        return core.call(call, table(), cString(a.brand_name), cString(a.text), int(a.start), int(a.end), cString(a.replacement));
      case 'payseal_product_field_edit':
        return core.call(call, product(), cString(a.field), cString(a.text), int(a.start), int(a.end), cString(a.replacement));
      case 'payseal_card_brand_info': return core.call(call, table(), cString(a.name));
      case 'payseal_card_cvc_mask': return core.call(call, table(), cString(a.brand_name));
      case 'payseal_product_field_check': return core.call(call, product(), cString(a.field), cString(a.value), a.year, a.month);
      case 'payseal_product_field_check_ex': return core.call(call, product(), cString(a.field), cString(a.value), a.year, a.month, a.flags);
      case 'payseal_product_account_display_value': return core.call(call, product(), cString(a.account), cString(a.key));
      case 'payseal_message': return core.call(call, cString(a.key), cString(a.params), cString(a.locale), data(a.catalog));
      case 'payseal_messages_localize': return core.call(call, data(a.json), cString(a.locale), data(a.catalog));
      default: throw new Error(`a call this replay does not know: ${call}`);
    }
  } finally {
    for (const [free, pointer] of handles.reverse()) core.call(free, pointer);
  }
}

const ready = existsSync(wasm);
if (ready) await init(wasm);
const counts = { passed: 0, failed: 0, skipped: 0 };

for (const row of rows) {
  const skip = !ready ? `no ${wasm} (make web)` : NOT_IN_THE_PAGE[row.call] ?? false;
  test(row.id, { skip }, async () => {
    counts.failed += 1;
    let failure = null;
    try {
      run(row.call, row.args);
    } catch (error) {
      if (error instanceof WasmTrap) await restart(wasm); // the next rows on a fresh instance
      if (!(error instanceof PaySealError)) throw error;
      failure = error;
    }
    assert.ok(failure, `${row.call} succeeded; expected ${row.status}`);
    assert.deepEqual([failure.statusName, failure.message], [row.status, row.message]);
    assert.equal(failure.code, STATUS[row.status]);
    counts.failed -= 1;
    counts.passed += 1;
  });
  if (skip) counts.skipped += 1;
}

after(() => console.log(`Vectors/bad-input.constructed.json: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`));
