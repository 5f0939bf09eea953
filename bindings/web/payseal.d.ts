// Types of payseal.mjs, PaySeal for the web (the core in payseal.wasm, the JWE with WebCrypto).
// Results are the JSON the core writes, parsed; their shapes follow Include/payseal.h.

/** Loads payseal.wasm once: its URL or path, a Response (or a promise of one), its bytes or a compiled module. */
export function init(source?: string | URL | Response | Promise<Response> | BufferSource | WebAssembly.Module): Promise<unknown>;
/** The loaded module's version, "MAJOR.MINOR.PATCH". */
export function version(): string;

/** The header's #defines without their PAYSEAL_ prefix (MAX_PAYMENT_VALUE, CHECK_FINAL, ...). */
export const CONSTANTS: Readonly<Record<string, number | string>>;
/** payseal_status values by name (PAYSEAL_E_ARGUMENT: 1, ...). */
export const STATUS: Readonly<Record<string, number>>;
/** payseal_status names by value. */
export const STATUS_NAMES: readonly string[];

/** A call the core refused: the C ABI's status and message. */
export class PaySealError extends Error {
  readonly name: 'PaySealError';
  /** The payseal_status (PAYSEAL_E_ARGUMENT is 1). */
  readonly code: number;
  /** Its name, "PAYSEAL_E_ARGUMENT". */
  readonly statusName: string;
  /** What the failure is about ("params_json.cardNumber"), "" when no single argument. */
  readonly subject: string;
  /** The message without its subject. */
  readonly detail: string;
  /** For PAYSEAL_E_CLIENT_API (12): the Client API's error answer. */
  clientApiFailure?: ClientApiFailure;
}

/**
 * payseal.wasm trapped (a bug of the core, never an answer to bad input): the instance is dead for
 * the page, and every later call throws this too. Reload the page (or the worker).
 */
export class WasmTrap extends Error {
  readonly name: 'WasmTrap';
}

/** A core handle: free() releases it now (the core wipes what it held); a dropped one is released when collected. */
declare class Handle {
  free(): void;
}

/** A month, "today" for the checks: {year, month}, a Date (its UTC month), or the clock when absent. */
export type Today = { year: number; month: number } | Date;
/** JSON input: its text, its UTF-8 bytes, or the object. */
export type JsonInput = string | Uint8Array | object;

export class PublicKey extends Handle {
  private constructor();
  /** The Client API's /crypto/publickey response {"keyId", "publicKey"}. */
  static fromClientApi(response: JsonInput): PublicKey;
  /** DER, base64 DER, PEM or JWK; keyId becomes the JWE "kid". */
  static parse(data: string | Uint8Array, options?: { keyId?: string | null }): PublicKey;
  readonly bits: number;
  readonly keyId: string | null;
  /** The key's DER SubjectPublicKeyInfo. */
  spki(): Uint8Array;
  webCryptoKey(): Promise<CryptoKey>;
  /** A compact JWE (RSA-OAEP, A256CBC-HS512); cek and iv for known-answer tests only. */
  encrypt(plaintext: string | Uint8Array, options?: { cek?: Uint8Array | null; iv?: Uint8Array | null }): Promise<string>;
}

/** What the Direct JavaScript SDK sends for 3-D Secure as "collectedDeviceInformation". */
export interface CollectedDeviceInformation {
  timezoneOffsetUtcMinutes: number;
  locale: string;
  browserData: {
    javaScriptEnabled: true;
    colorDepth?: number;
    screenHeight?: number;
    screenWidth?: number;
    innerHeight?: number;
    innerWidth?: number;
  };
}
export function collectedDeviceInformation(from?: object): CollectedDeviceInformation;

export class DeviceMetadata extends Handle {
  constructor(entries?: Record<string, string> | Array<[string, string]>);
  /** platformIdentifier (the user agent), screenSize (inner width x height), appIdentifier, and the collectedDeviceInformation. */
  static fromBrowser(options?: { appIdentifier?: string | null; window?: object }): DeviceMetadata;
  deviceInformation: CollectedDeviceInformation | null;
  set(key: string, value: string): void;
  json(): string;
  /** Base64 of the JSON: the encodedClientMetaInfo. */
  encode(): string;
}

export interface PreparedPaymentRequest {
  /** The JWE the merchant's server forwards as encryptedCustomerInput. */
  encryptedFields: string;
  encodedClientMetaInfo: string;
}

export interface ValidationError {
  fieldId?: string;
  type: string;
  params: Record<string, unknown>;
  messageKey: string;
  message: string;
}

export class PaymentRequest extends Handle {
  constructor(clientSessionId: string, paymentProductId: number | string);
  setValue(key: string, value: string): void;
  keys(): string[];
  unmaskedValue(fieldId: string): string;
  accountOnFileId: string | number | null;
  tokenize: boolean;
  setProduct(product: Product): void;
  maskedValue(fieldId: string): string;
  validate(options?: { today?: Today }): ValidationError[];
  payload(nonce: string): string;
  prepare(key: PublicKey, metadata?: DeviceMetadata | null): Promise<PreparedPaymentRequest>;
}

export type FieldState = 'valid' | 'incomplete' | 'invalid';
export interface FieldCheck {
  state: FieldState;
  error: ValidationError | null;
}

export class ProductField {
  readonly product: Product;
  readonly id: string;
  readonly type: string | null;
  readonly dataRestrictions: Record<string, unknown>;
  readonly displayHints: Record<string, unknown>;
  readonly obfuscate: boolean;
  /** The value typed so far; final: the customer left the field or submits. */
  check(value: string, options?: { today?: Today; final?: boolean }): FieldCheck;
  /** One edit through the field's mask; an MM/YY expiry reads a four-digit year as its last two. */
  edit(text: string, start: number, end: number, replacement?: string): FieldEdit;
  validate(value: string, options?: { today?: Today }): ValidationError[];
}

export class Product extends Handle {
  private constructor();
  static parse(response: JsonInput): Product;
  readonly id: number;
  readonly fields: readonly ProductField[];
  readonly displayHints: Record<string, unknown>;
  readonly accountsOnFile: Array<Record<string, unknown>>;
  json(): Record<string, unknown>;
  field(fieldId: string): ProductField;
  editField(fieldId: string, text: string, start: number, end: number, replacement?: string): FieldEdit;
  accountDisplayValue(accountId: string | number, key: string): string;
}

export function parseProductList(response: JsonInput): { paymentProducts: Array<Record<string, unknown>>; [member: string]: unknown };
export function offeredProducts(response: JsonInput, wallets?: { applePay?: boolean; googlePay?: boolean }): {
  paymentProducts: Array<Record<string, unknown>>;
  [member: string]: unknown;
};
export function validateValue(dataRestrictions: JsonInput, value: string, options?: { today?: Today }): ValidationError[];

export interface Edit {
  text: string;
  /** The caret, in UTF-16 code units. */
  caret: number;
}

/** One edit of a field, and whether a paste was cut or refused. */
export interface FieldEdit extends Edit {
  /** Digits of a paste were cut (a PAN longer than its brand's longest, a CVC longer than its mask). */
  truncated: boolean;
  /** Why a paste was refused, the field unchanged; null when the edit was taken, and for a refused key. */
  refused: 'notADate' | 'notDigits' | null;
}

export class Mask {
  constructor(mask: string);
  readonly mask: string;
  format(value: string): string;
  unformat(value: string): string;
  edit(text: string, start: number, end: number, replacement?: string): Edit;
  delete(text: string, start: number, end: number, forward?: boolean): Edit;
}
export function editExpiry(text: string, start: number, end: number, replacement?: string): FieldEdit;
export function deleteExpiry(text: string, start: number, end: number, forward?: boolean): Edit;

export interface CardPart {
  state: FieldState;
  reason?: string;
  maxLength?: number;
  advance?: boolean;
}
export interface CardCheck {
  brand: string | null;
  pan: CardPart & { maxLength: number; advance: boolean };
  cvc: CardPart;
  expiry: CardPart & { advance: boolean };
  complete: boolean;
}
export interface BrandInfo {
  name: string;
  panLengths: number[];
  cvcLengths: number[];
  format: number[];
  advanceLength: number;
  advanceLengths?: Record<string, number>;
  formatByLength?: Record<string, number[]>;
}

export class CardBrands extends Handle {
  private constructor();
  static default(): CardBrands;
  static parse(table: JsonInput): CardBrands;
  brand(pan: string): string | null;
  check(pan: string, options?: { expiry?: string; cvc?: string; accepted?: string[] | string | null; today?: Today; final?: boolean }): CardCheck;
  formatPan(pan: string): string;
  editPan(text: string, start: number, end: number, replacement?: string): FieldEdit;
  /** One edit of the CVC with the CVC mask of brand (the check's brand; null: none yet, 4 digits). */
  editCvc(text: string, start: number, end: number, replacement?: string, options?: { brand?: string | null }): FieldEdit;
  deletePan(text: string, start: number, end: number, forward?: boolean): Edit;
  info(name: string): BrandInfo;
  cvcMask(brand?: string | null): string;
  json(): BrandInfo[];
  candidates(pan: string): string[];
}

export interface IINResult {
  status: 'SUPPORTED' | 'EXISTING_BUT_NOT_ALLOWED' | 'UNKNOWN';
  paymentProductId: number | string | null;
  isAllowedInContext: boolean | null;
  countryCode: string | null;
  cardType: string | null;
  coBrands: unknown[];
}
export function iinBin(cardNumber: string): string | null;
export function iinNeedsNewDetails(cardNumber: string, previousCardNumber?: string): boolean;
export function iinResult(httpStatus: number, body: JsonInput): IINResult;

export interface PaymentContext {
  countryCode: string;
  currencyCode: string;
  amount: number;
  isRecurring: boolean;
  locale?: string;
}
export interface ClientApiRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | null;
}
export interface ClientApiFailure {
  httpStatus: number;
  errorId: string | null;
  errors: Array<{
    code: string | null;
    id: string | null;
    category: string | null;
    message: string | null;
    propertyName: string | null;
    httpStatusCode: number | null;
  }>;
}
export type CardSource = { cardNumber: string; paymentProductId?: number | string; targetCurrency?: string } | { token: string; targetCurrency?: string };

export class Session extends Handle {
  constructor(options: {
    clientSessionId: string;
    customerId: string;
    clientApiUrl: string;
    assetUrl?: string;
    locale?: string | null;
    fetch?: typeof fetch;
    metadata?: DeviceMetadata | null;
  });
  locale: string | null;
  readonly metadata: DeviceMetadata | null;
  request(operation: string, context?: JsonInput | null, params?: JsonInput | null): ClientApiRequest;
  send(operation: string, context?: JsonInput | null, params?: JsonInput | null, options?: { notFound?: boolean }): Promise<{ status: number; body: string }>;
  publicKey(): Promise<PublicKey>;
  paymentProducts(context: PaymentContext): Promise<ReturnType<typeof parseProductList>>;
  paymentProduct(paymentProductId: number | string, context: PaymentContext): Promise<Product>;
  iinDetails(cardNumber: string, context: PaymentContext): Promise<IINResult | { status: 'NOT_ENOUGH_DIGITS' }>;
  paymentProductNetworks(paymentProductId: number | string, context: PaymentContext): Promise<{ networks: string[] }>;
  surchargeCalculation(source: CardSource, context: PaymentContext): Promise<Record<string, unknown>>;
  currencyConversion(source: CardSource, context: PaymentContext): Promise<Record<string, unknown>>;
}
export function clientApiError(httpStatus: number, body: JsonInput): ClientApiFailure;
export function serviceResponse(operation: string, httpStatus: number, body: JsonInput): Record<string, unknown>;

/** A message ("validation.length", "card.pan.luhn") in locale, from catalog over PaySeal's. */
export function message(key: string, params?: JsonInput | null, options?: { locale?: string | null; catalog?: JsonInput | null }): string;
/** An output of PaySeal (its JSON) with every message rendered in locale. */
export function localizeMessages(output: JsonInput, locale: string | null, options?: { catalog?: JsonInput | null }): string;

/** The raw layer: each header function by name, for tests and tools. */
export function raw(): { call(name: string, ...inputs: unknown[]): unknown; has(name: string): boolean };
