package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** The products-list response (GET products, hide=fields): each product read and normalized. Close it to close every product. */
public final class ProductList implements AutoCloseable {
    private final String normalizedJson;
    private final List<Product> products;

    private ProductList(String normalizedJson) {
        this.normalizedJson = normalizedJson;
        List<Product> list = new ArrayList<>();
        try {
            for (Object p : (List<?>) Json.parseObject(normalizedJson).get("paymentProducts")) {
                list.add(Product.parse(Json.write((Map<?, ?>) p)));
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
