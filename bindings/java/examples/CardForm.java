import dev.payseal.CardBrands;
import dev.payseal.CardCheck;
import dev.payseal.Mask;
import dev.payseal.PaymentRequest;
import dev.payseal.Product;
import dev.payseal.PublicKey;
import dev.payseal.TextEdit;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.BiFunction;

/** A card form typed key by key, its card data in char[] only: PAN, expiry, CVC, then the payment. */
public class CardForm {
    /** Types keys at the end of a field kept in a char[] (field: text and key to the edit); each old array is cleared. */
    static char[] type(String keys, BiFunction<char[], char[], TextEdit> field) {
        char[] text = {};
        for (int i = 0; i < keys.length(); i++) {
            TextEdit edit = field.apply(text, new char[] {keys.charAt(i)});
            Arrays.fill(text, '\0');
            text = edit.getTextChars();
        }
        return text;
    }

    public static void main(String[] args) throws Exception {
        try (CardBrands brands = CardBrands.builtIn();
             PublicKey key = PublicKey.fromClientApi(Files.readString(Path.of("examples/public-key.json")));
             Product product = Product.parse(Files.readString(Path.of("examples/product-1-visa.json")));
             PaymentRequest request = new PaymentRequest("client-session-id", product.getId())) {
            CardCheck.Builder form = brands.newCheck().acceptedBrands("visa", "mastercard");
            char[] pan = {};
            String keys = "4111111111111111";                   // the customer's keys, one at a time
            for (int i = 0; i < keys.length(); i++) {
                TextEdit edit = brands.editPan(pan, pan.length, pan.length, new char[] {keys.charAt(i)});
                Arrays.fill(pan, '\0');
                pan = edit.getTextChars();
                CardCheck check = form.pan(pan).check();
                System.out.println("key " + (i + 1) + ": " + check.getPan() + ", brand " + check.getSettledBrand().orElse("not settled"));
                if (check.getPan().isAdvance()) {
                    break;                                      // the focus moves on to the expiry
                }
            }
            String brand = form.check().getSettledBrand().orElseThrow();
            char[] expiry = type("1230", (text, k) -> CardBrands.editExpiry(text, text.length, text.length, k));
            Mask cvcMask = new Mask(brands.cvcMask(brand));
            char[] cvc = type("1234", (text, k) -> cvcMask.edit(text, text.length, text.length, k));  // the 4th key is refused
            CardCheck left = form.expiry(expiry).cvc(cvc).leavingField(true).check();
            System.out.println(brand + ": pan " + left.getPan() + ", expiry " + left.getExpiry() + ", cvc " + left.getCvc());
            request.setProduct(product).setValue("cardNumber", pan).setValue("expiryDate", expiry).setValue("cvv", cvc);
            for (char[] data : new char[][] {pan, expiry, cvc}) {
                Arrays.fill(data, '\0');                       // the binding wiped its own copies
            }
            System.out.println(request.validate().size() + " errors; " + request.prepare(key).getEncryptedFields().split("\\.").length
                    + "-part JWE for the server");
        }
    }
}
