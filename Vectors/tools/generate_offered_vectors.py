#!/usr/bin/env python3
"""Writes Vectors/products-offered.platform-sdks.json: the products a device can pay with, as the
platform SDKs decide it, computed here from their rules (never from PaySeal):

- every SDK leaves out Maestro (117), Intersolve (5700), Sodexo Sport & Culture (5772) and VVV
  Giftcard (5784): wl-online-payments-direct/sdk-client-swift@ff86eee8c6fc0b137f3aab13ce0c186667b408e1
  OnlinePaymentsKit/Constants/SDKConstants.swift (unsupportedPaymentProducts),
  sdk-client-android@6cf05f952ee52fd7f65c8b9e689ad8decfc10e7e
  onlinepayments-sdk/src/main/kotlin/com/onlinepayments/sdk/client/android/domain/Constants.kt
  (UNAVAILABLE_PAYMENT_PRODUCT_IDS), sdk-client-js@e1c5b6f1756e96508bc460916e9639afac01b3b8
  src/infrastructure/utils/SupportedProductsUtil.ts (sdkUnsupportedProducts);
- Apple Pay (302) only where the device can pay with it: the Swift SDK's
  C2SCommunicator.checkApplePayAvailability (PKPaymentAuthorizationViewController.canMakePayments
  with the product's networks), the JavaScript SDK's DefaultPaymentProductService
  (ApplePay.isApplePayAvailable()); the Android SDK always leaves it out (Constants.kt);
- Google Pay (320) only where the device can pay with it: the Android SDK's
  PaymentProductService.isProductSupported (GooglePayUtil.isGooglePayAllowed). The Swift and
  JavaScript SDKs keep it whatever the device; PaySeal's documented departure: it goes where the
  host does not say the device can pay with it (no iOS app can).

The lists: the Swift SDK's products-list fixture (Vectors/upstream/display-hints/, which holds
Maestro 117) and a constructed list with the wallets and the other left-out products.
"""
import json
from pathlib import Path

import vectorlib as V

HERE = Path(__file__).resolve().parent
UPSTREAM = HERE.parent / "upstream" / "display-hints"
NO_SDK_OFFERS = {117, 5700, 5772, 5784}
APPLE_PAY, GOOGLE_PAY = 302, 320
FLAGS = {0: "no wallet", 1: "Apple Pay", 2: "Google Pay", 3: "Apple Pay and Google Pay"}


def offered_ids(products, wallets):
    """The SDKs' rules above, with wallets the OR of 1 (Apple Pay) and 2 (Google Pay)."""
    ids = []
    for product in products:
        pid = int(product["id"])
        if pid in NO_SDK_OFFERS:
            continue
        if pid == APPLE_PAY and not wallets & 1:
            continue
        if pid == GOOGLE_PAY and not wallets & 2:
            continue
        ids.append(pid)
    return ids


def product(pid, label, method):
    return {"id": pid, "paymentMethod": method, "displayHints": {"displayOrder": 0, "label": label, "logo": f"pp_logo_{pid}.png"}}


def main() -> None:
    sdk_list = json.loads((UPSTREAM / "wl-swift.paymentProducts.json").read_text("utf-8"))
    constructed = {"paymentProducts": [
        product(1, "VISA", "card"), product(302, "Apple Pay", "mobile"), product(320, "Google Pay", "mobile"),
        product(117, "Maestro", "card"), product(5700, "Intersolve", "card"), product(809, "iDEAL", "redirect"),
        product(5772, "Sodexo Sport & Culture", "card"), product(5784, "VVV Giftcard", "card"), product(3, "MasterCard", "card"),
    ], "accountsOnFile": []}
    cases = []
    # The SDK fixture once (it is large; Vectors/ has a size budget), the constructed list with each wallet.
    for name, document, flags in (("sdk", sdk_list, {0: FLAGS[0]}), ("wallets", constructed, FLAGS)):
        for wallets, what in flags.items():
            cases.append({"id": f"{name}-{wallets}", "comment": f"{'the Swift SDK fixture' if name == 'sdk' else 'every product an SDK leaves out'}, a device that pays with {what}",
                          "result": "valid", "json_text": json.dumps(document, ensure_ascii=False, separators=(",", ":")), "wallets": wallets,
                          "expected_ids": offered_ids(document["paymentProducts"], wallets)})
    cases += [
        {"id": "empty", "comment": "an empty list stays empty", "result": "valid", "json_text": '{"paymentProducts":[]}', "wallets": 3,
         "expected_ids": []},
        {"id": "unknown-wallet-bit", "comment": "a bit that names no wallet", "result": "invalid", "json_text": json.dumps(constructed, separators=(",", ":")),
         "wallets": 4, "status": "PAYSEAL_E_ARGUMENT"},
        {"id": "negative-wallets", "comment": "every bit set", "result": "invalid", "json_text": json.dumps(constructed, separators=(",", ":")),
         "wallets": -1, "status": "PAYSEAL_E_ARGUMENT"},
        {"id": "not-a-list", "comment": "a list that is not an object", "result": "invalid", "json_text": "[]", "wallets": 0,
         "status": "PAYSEAL_E_JSON"},
    ]
    V.write_vectors("products-offered.platform-sdks.json", "products-offered",
                    "The platform SDKs' rules for the products a device can pay with (Swift, Android and JavaScript Direct "
                    "SDKs, commits in Vectors/tools/generate_offered_vectors.py), computed by that tool (never PaySeal); the "
                    "Swift SDK's products-list fixture and a constructed list",
                    "MIT (Worldline platform SDK fixture); the rest CC0 (written for PaySeal)",
                    ["Runner: payseal_product_list_offered(json_text, wallets) gives a list whose products' ids are "
                     "`expected_ids`, in order; invalid cases give `status`. wallets: 1 Apple Pay, 2 Google Pay."], cases)
    V.update_readme()


if __name__ == "__main__":
    main()
