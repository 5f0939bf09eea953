// The demo checkout: the session the merchant's server created (the page's <meta name="payseal-session">),
// the products the Client API offers in display order with their labels, a card form that behaves
// as the terminal form does (card-form.mjs), and prepare: the two strings the merchant's server
// forwards. Every request goes to the Client API URL only (the page's CSP allows nothing else).
// The page's state is in data- attributes too, for its browser tests (test/browser/).
import { CardForm, FIELDS } from './card-form.mjs';
import * as PaySeal from './payseal.mjs';
import { CardBrands, DeviceMetadata, PaySealError, PaymentRequest, Session, init, message, offeredProducts } from './payseal.mjs';

const $ = (id) => document.getElementById(id);
const root = document.documentElement;
const locale = navigator.language || 'en';
const config = JSON.parse(document.querySelector('meta[name="payseal-session"]').content);
const context = { countryCode: 'NL', currencyCode: 'EUR', amount: 1000, isRecurring: false };

let session, metadata, form, publicKey, product = null;
const violations = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));

function status(text, failed = false) {
  $('status').textContent = text;
  $('status').classList.toggle('failed', failed);
}

function renderProducts(products) {
  const list = $('products');
  list.replaceChildren();
  for (const p of products) {
    const item = document.createElement('li');
    const label = document.createElement('label');
    const radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'product';
    radio.value = String(p.id);
    radio.addEventListener('change', () => chooseProduct(p.id).catch(fail));
    label.append(radio, ` ${p.displayHints?.label ?? `product ${p.id}`}`);
    item.dataset.productId = String(p.id);
    item.dataset.label = p.displayHints?.label ?? '';
    item.append(label);
    list.append(item);
  }
  root.dataset.products = JSON.stringify(products.map((p) => ({ id: p.id, label: p.displayHints?.label ?? null })));
}

async function chooseProduct(id) {
  product?.free();
  product = null;
  product = await session.paymentProduct(id, context);
  const fields = product.json().fields.map((f) => f.id);
  for (const radio of document.querySelectorAll('input[name="product"]')) radio.checked = radio.value === String(id);
  $('holder-row').hidden = !fields.includes('cardholderName');
  root.dataset.product = String(id);
  status(`${product.displayHints.label ?? id}: ${fields.join(', ')}`);
}

// The form drawn from its model: each field's text, state (red only when invalid), message in the
// browser's language, and the reported brand with its CVC length
function render() {
  for (const field of FIELDS) {
    const input = $(field), part = form.parts[field];
    input.value = form.text[field];
    const invalid = part.state === 'invalid';
    input.classList.toggle('invalid', invalid);
    input.setAttribute('aria-invalid', String(invalid));
    input.dataset.state = part.state;
    input.dataset.reason = part.reason ?? '';
    input.dataset.advance = String(Boolean(form.typed?.[field]?.advance));
    input.dataset.left = String(form.left[field]);
    if (field === 'pan') input.dataset.maxLength = String(form.typed.pan.maxLength);
    $(`${field}-message`).textContent = invalid ? message(`card.${field}.${part.reason}`, null, { locale }) : notes[field];
  }
  const cvc = form.cvcLengths.join(' or ');
  $('brand').textContent = form.brand ? `${form.brand} · CVC ${cvc} digits` : `CVC ${cvc} digits`;
  $('brand').dataset.brand = form.brand ?? '';
  $('cvc').maxLength = Math.max(...form.cvcLengths);
  root.dataset.complete = String(form.complete);
}

// What the last paste into each field lost or why it was refused, shown under the field unless the
// field is red (the check's message first), in the browser's language: card.pan.truncated, ...
const notes = { pan: '', expiry: '', cvc: '' };
function pasteNote(field, { truncated, refused }) {
  const why = refused ?? (truncated ? 'truncated' : null);
  return why ? message(`card.${field}.${why}`, null, { locale }) : '';
}

function wireField(field) {
  const input = $(field);
  input.addEventListener('beforeinput', (event) => {
    const start = input.selectionStart ?? input.value.length, end = input.selectionEnd ?? start;
    let result;
    const began = performance.now();
    try {
      switch (event.inputType) {
        case 'insertText': case 'insertReplacementText': case 'insertFromPaste': case 'insertFromDrop':
          event.preventDefault();
          result = form.type(field, start, end, event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
          break;
        case 'deleteContentBackward': case 'deleteWordBackward': case 'deleteSoftLineBackward': case 'deleteByCut':
          event.preventDefault();
          result = form.delete(field, start, end, false);
          break;
        case 'deleteContentForward': case 'deleteWordForward': case 'deleteSoftLineForward':
          event.preventDefault();
          result = form.delete(field, start, end, true);
          break;
        default:
          event.preventDefault(); // no other edit reaches a card field
          return;
      }
    } catch (error) {
      fail(error);
      return;
    }
    notes[field] = pasteNote(field, result); // until the field's next edit
    render();
    input.setSelectionRange(result.caret, result.caret);
    root.dataset.lastKeyMs = (performance.now() - began).toFixed(3);
    if (result.advance) {
      const next = $(FIELDS[FIELDS.indexOf(field) + 1]);
      next.focus();
      next.setSelectionRange(next.value.length, next.value.length);
    }
  });
  input.addEventListener('focus', () => form.enter(field));
  // Leaving the field: Tab or Shift-Tab (as the terminal form), or the focus going elsewhere (a
  // click); a page without the system's focus gets no blur, so the key is taken too
  const leave = () => {
    if (form.left[field]) return;
    form.leave(field);
    render();
  };
  input.addEventListener('keydown', (event) => { if (event.key === 'Tab') leave(); });
  input.addEventListener('blur', leave);
}

async function pay(event) {
  event.preventDefault();
  if (!form.submit()) {
    render();
    status('The card form is not complete.', true);
    return;
  }
  render();
  const holder = $('holder').value;
  const productFields = product.json().fields;
  const fields = new Set(productFields.map((f) => f.id));
  const expiryMask = productFields.find((f) => f.id === 'expiryDate')?.displayHints?.mask;
  const values = Object.entries({ ...form.values(expiryMask), cardholderName: holder }).filter(([k, v]) => fields.has(k) && v !== '');
  const request = new PaymentRequest(config.clientSessionId, product.id);
  try {
    request.setProduct(product);
    for (const [key, value] of values) request.setValue(key, value);
    const prepared = await request.prepare(publicKey, metadata);
    $('encrypted').value = prepared.encryptedFields;
    $('meta-info').value = prepared.encodedClientMetaInfo;
    root.dataset.prepared = '1';
    status('Prepared: the merchant\'s server forwards these two strings.');
    form.wipe();
    $('holder').value = '';
    render();
    $('result').scrollIntoView();
  } finally {
    request.free(); // the core wipes the values it held
  }
}

function fail(error) {
  const text = error instanceof PaySealError ? `${error.message} (PaySeal status ${error.code})` : String(error.message ?? error);
  status(text, true);
  root.dataset.error = text;
}

async function main() {
  await init(fetch('payseal.wasm', { integrity: root.dataset.wasmIntegrity, cache: 'no-store' }));
  metadata = DeviceMetadata.fromBrowser();
  session = new Session({ ...config, metadata, fetch: (url, options) => fetch(url, { ...options, cache: 'no-store', referrerPolicy: 'no-referrer' }) });
  form = new CardForm(CardBrands.default());
  FIELDS.forEach(wireField);
  $('checkout').addEventListener('submit', (event) => pay(event).catch(fail));
  render();
  publicKey = await session.publicKey();
  // The products this device can pay with (no wallets in this page), in display order: a stable
  // sort on displayHints.displayOrder (from displayHintsList when the product has only the list)
  const answer = await session.send('paymentProducts', context);
  const offered = offeredProducts(answer.body).paymentProducts;
  const products = offered.map((p, index) => ({ p, index }))
    .sort((a, b) => (a.p.displayHints?.displayOrder ?? Infinity) - (b.p.displayHints?.displayOrder ?? Infinity) || a.index - b.index)
    .map(({ p }) => p);
  renderProducts(products);
  if (products.length) await chooseProduct(products[0].id);
  root.dataset.ready = '1';
}

// For the page's browser tests: the module, the CSP violations seen, and a fresh card form
window.paysealDemo = {
  PaySeal,
  violations,
  clientApiUrl: config.clientApiUrl,
  resetCard() {
    form.wipe();
    for (const field of FIELDS) {
      notes[field] = '';
      form.left[field] = false;
    }
    form.refresh();
    render();
    $('pan').focus();
  },
};
main().catch((error) => {
  fail(error);
  root.dataset.ready = 'failed';
});
