// A page's use of payseal.mjs, type-checked by `tsc --noEmit --strict` in make test-web (never run).
import {
  init, CardBrands, DeviceMetadata, Mask, PaySealError, PaymentRequest, Product, PublicKey, Session, editExpiry, iinBin, message,
  validateValue, type CardCheck, type FieldCheck, type FieldEdit, type PreparedPaymentRequest,
} from '../../payseal'; // payseal.d.ts, the types of payseal.mjs

export async function checkout(productJson: string, cardNumber: string): Promise<PreparedPaymentRequest | string> {
  await init(fetch('/payseal.wasm'));
  const session = new Session({ clientSessionId: 's', customerId: 'c', clientApiUrl: 'https://example.com', locale: 'nl_NL' });
  const key: PublicKey = await session.publicKey();
  const bits: number = key.bits;
  const product = Product.parse(productJson);
  const check: FieldCheck = product.field('cardNumber').check(cardNumber, { final: true, today: { year: 2026, month: 12 } });
  if (check.state === 'invalid') return check.error?.message ?? '';
  const brands = CardBrands.default();
  const card: CardCheck = brands.check(cardNumber, { expiry: '12/28', cvc: '123', accepted: ['visa'] });
  const brand: string | null = card.brand;
  const { text, caret } = new Mask('{{99}}/{{99}}').edit('12', 2, 2, '3');
  const expiry = editExpiry(text, caret, caret, '4');
  const refused: 'notADate' | 'notDigits' | null = expiry.refused;
  const pasted: FieldEdit = brands.editPan('', 0, 0, '4111 1111 1111 1111 1111');
  const cvc: FieldEdit = brands.editCvc('12', 2, 2, '3', { brand: card.brand });
  const typed: string = product.field('expiryDate').edit('12/20', 5, 5, '2').text;
  if (pasted.truncated || refused !== null) return `${cvc.text} ${typed}`;
  const request = new PaymentRequest('s', 1);
  request.setProduct(product);
  request.setValue('cardNumber', cardNumber);
  request.tokenize = true;
  request.accountOnFileId = null;
  try {
    return await request.prepare(key, DeviceMetadata.fromBrowser({ appIdentifier: 'shop' }));
  } catch (error) {
    if (error instanceof PaySealError) return `${error.code} ${error.statusName} ${error.message} ${brand} ${bits} ${expiry.text}`;
    throw error;
  } finally {
    request.free();
    key.free();
  }
}

export function wording(): string | null {
  return message('validation.length', { minLength: 13, maxLength: 19 }, { locale: 'de' }) + String(validateValue({ isRequired: true }, '').length)
    + (iinBin('4111 1111') ?? '');
}
