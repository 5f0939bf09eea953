/// The products a device can pay with, as the platform SDKs decide it: their list leaves out the
/// products none of them supports, Apple Pay where the device cannot pay with it, and Google Pay
/// where the device cannot pay with it. PaySeal cannot ask the device (that is PassKit's
/// `canMakePayments(usingNetworks:)`, Google Pay's `isReadyToPay`, the browser's
/// `ApplePaySession.canMakePayments()`), so the host says what it can pay with.
///
/// The platform SDKs' rules (docs/card-input.md, "Products a device can pay with"):
/// - every SDK leaves out Maestro (117), Intersolve (5700), Sodexo Sport & Culture (5772) and VVV
///   Giftcard (5784): the iOS SDK's `SDKConstants.unsupportedPaymentProducts`, the Android SDK's
///   `Constants.UNAVAILABLE_PAYMENT_PRODUCT_IDS`, the JavaScript SDK's `sdkUnsupportedProducts`;
/// - Apple Pay (302) only where the device can pay with it (the iOS SDK's
///   `checkApplePayAvailability`, the JavaScript SDK's `ApplePay.isApplePayAvailable()`; the
///   Android SDK always leaves it out);
/// - Google Pay (320) only where the device can pay with it (the Android SDK's
///   `GooglePayUtil.isGooglePayAllowed`). The iOS and JavaScript SDKs keep it whatever the device:
///   PaySeal leaves it out there too unless the host says the device can pay with it, since no
///   iOS app can.
extension PaymentProductList {
    /// What the device can pay with, as the host knows it.
    public struct Wallets: Sendable, Hashable {
        /// The device can pay with Apple Pay (PassKit's `canMakePayments(usingNetworks:)` with the
        /// networks of product 302, or `ApplePaySession.canMakePayments()` in a browser).
        public var applePay: Bool
        /// The device can pay with Google Pay (the Google Pay API's `isReadyToPay`).
        public var googlePay: Bool

        /// What a device can pay with; neither by default.
        public init(applePay: Bool = false, googlePay: Bool = false) {
            self.applePay = applePay
            self.googlePay = googlePay
        }
    }

    /// The product id of Apple Pay.
    public static let applePayProductID = 302
    /// The product id of Google Pay.
    public static let googlePayProductID = 320
    /// The products no platform SDK offers: Maestro, Intersolve, Sodexo Sport & Culture, VVV Giftcard.
    public static let productIDsNoSDKOffers: Set<Int> = [117, 5700, 5772, 5784]

    /// Whether a device with `wallets` can pay with the product `id`.
    public static func canOffer(productID id: Int, on wallets: Wallets) -> Bool {
        if productIDsNoSDKOffers.contains(id) { return false }
        if id == applePayProductID { return wallets.applePay }
        if id == googlePayProductID { return wallets.googlePay }
        return true
    }

    /// The list without the products a device with `wallets` cannot pay with (the response's
    /// other members, and the order of the rest, as they were).
    public func offered(on wallets: Wallets) -> PaymentProductList {
        PaymentProductList(products: products.filter { PaymentProductList.canOffer(productID: $0.id, on: wallets) }, source: source)
    }

    private init(products: [PaymentProduct], source: JSONValue) {
        self.products = products
        self.source = source
    }
}
