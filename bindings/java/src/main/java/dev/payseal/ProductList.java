package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The products-list response (GET products, hide=fields): each product read and normalized. Close it to close every product. */
public final class ProductList implements AutoCloseable {
    private final String normalizedJson;
    private final List<Product> products;

    private ProductList(String normalizedJson) {
        this.normalizedJson = normalizedJson;
        List<Product> list = new ArrayList<>();
        try {
            for (Results.Product p : Results.productListParse(normalizedJson).paymentProducts) {
                list.add(Product.parse(Json.write(p.members)));
            }
        } catch (RuntimeException e) {
            list.forEach(Product::close);
            throw e;
        }
        this.products = Collections.unmodifiableList(list);
    }

    /**
     * @param json the products-list response body
     * @return the list
     * @throws PaySealException JSON (not that shape, a product the library refuses), LIMIT, ARGUMENT
     */
    public static ProductList parse(String json) {
        return new ProductList(Utf8.decode(NativeRaw.payseal_product_list_parse(Utf8.encode(json))));
    }

    /**
     * The list without the products a device cannot pay with, as the platform SDKs decide it:
     * Maestro (117), Intersolve (5700), Sodexo Sport &amp; Culture (5772) and VVV Giftcard (5784)
     * always, Apple Pay (302) unless {@code applePay}, Google Pay (320) unless {@code googlePay}.
     * PaySeal cannot ask the device: say what it can pay with (the Google Pay API's
     * {@code isReadyToPay}).
     *
     * @param json the products-list response body
     * @param applePay the device can pay with Apple Pay
     * @param googlePay the device can pay with Google Pay
     * @return the products the device can pay with, in the response's order
     * @throws PaySealException as {@link #parse(String)}
     */
    public static ProductList offered(String json, boolean applePay, boolean googlePay) {
        int wallets = (applePay ? Constants.WALLET_APPLE_PAY : 0) | (googlePay ? Constants.WALLET_GOOGLE_PAY : 0);
        return new ProductList(Utf8.decode(NativeRaw.payseal_product_list_offered(Utf8.encode(json), wallets)));
    }

    /** @return the products, in the response's order */
    public List<Product> getProducts() {
        return products;
    }

    /** @return the normalized list: {"paymentProducts": [...], ...} with every other member as it came */
    public String toJson() {
        return normalizedJson;
    }

    /** Closes every product. */
    @Override
    public void close() {
        products.forEach(Product::close);
    }
}
