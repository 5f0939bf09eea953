/// The list as a payment-method screen shows it, which every app otherwise sorts and gathers
/// itself: the products in display order, and the customer's accounts on file across them.
extension PaymentProductList {
    /// The products in ``PaymentProduct/displayHints`` order (`displayHints.displayOrder`, else that of
    /// the first entry of `displayHintsList`), lowest first; products without one come
    /// last; products of equal order keep their document order.
    public var sortedProducts: [PaymentProduct] {
        products.enumerated().sorted { a, b in
            switch (a.element.displayHints?.displayOrder, b.element.displayHints?.displayOrder) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.offset < b.offset
            }
        }.map { $0.element }
    }

    /// Every account on file of the list, product by product in ``sortedProducts`` order, each
    /// with the product it belongs to (the list is fetched without fields, so an account's
    /// ``PaymentProduct/AccountOnFile/label`` is as the template gives it).
    public var accountsOnFile: [(product: PaymentProduct, account: PaymentProduct.AccountOnFile)] {
        sortedProducts.flatMap { product in product.accountsOnFile.map { (product, $0) } }
    }
}
