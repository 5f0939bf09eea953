// PaySeal for the web: the core compiled to WebAssembly (payseal.wasm) with WebCrypto for the JWE.
//
//   import { init, Session, PaymentRequest, DeviceMetadata } from './payseal.mjs';
//   await init();                        // or init(new URL('payseal.wasm', ...)), init(bytes)
//   const key = await session.publicKey();
//   const request = new PaymentRequest(clientSessionId, 1);
//   request.setValue('cardNumber', '4567350000427977');
//   const { encryptedFields, encodedClientMetaInfo } = await request.prepare(key, DeviceMetadata.fromBrowser());
//
// Types: payseal.d.ts. Errors: PaySealError (code: the C ABI's status, message: its message) for
// values the core refuses, TypeError naming the argument for a value of the wrong JavaScript type.

import { core } from './src/core.mjs';
import { CONSTANTS, STATUS, STATUS_NAMES } from './src/raw.mjs';

export { init } from './src/core.mjs';
export { PaySealError } from './src/errors.mjs';
export { WasmTrap } from './src/wasm.mjs';
export { PublicKey } from './src/keys.mjs';
export { DeviceMetadata, PaymentRequest, collectedDeviceInformation } from './src/payment.mjs';
export { Product, ProductField, parseProductList, offeredProducts, validateValue } from './src/products.mjs';
export { Mask, CardBrands, editExpiry, deleteExpiry, iinBin, iinNeedsNewDetails, iinResult } from './src/cards.mjs';
export { Session, clientApiError, serviceResponse } from './src/session.mjs';
export { message, localizeMessages } from './src/messages.mjs';
export { CONSTANTS, STATUS, STATUS_NAMES };

/** The loaded module's version, "MAJOR.MINOR.PATCH". */
export function version() {
  return core().call('payseal_version');
}

/** The raw layer of the loaded module (each header function by name), for tests and tools. */
export function raw() {
  return core();
}
