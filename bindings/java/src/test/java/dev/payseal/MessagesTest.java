package dev.payseal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.YearMonth;
import org.junit.jupiter.api.Test;

/** Messages in the customer's language through the Java API, and the payment context's locale in a request. */
class MessagesTest {
    @Test
    void aMessageFallsBackToItsLanguageThenEnglish() {
        String bounds = "{\"minLength\":13,\"maxLength\":19}";
        assertEquals("Inserisci da 13 a 19 caratteri.", Messages.message("validation.length", bounds, "it_CH"));
        assertEquals("Enter between 13 and 19 characters.", Messages.message("validation.length", bounds, "xx"));
        assertEquals("Pflichtfeld.", Messages.message("validation.required", null, "de", "{\"de\":{\"validation.required\":\"Pflichtfeld.\"}}"));
        PaySealException wrong = assertThrows(PaySealException.class,
                () -> Messages.message("validation.required", null, "de", "{\"de\":{\"validation.range.any\":\"{x}\"}}"));
        assertEquals(Status.ARGUMENT, wrong.getStatus());
        assertTrue(wrong.getMessage().contains("validation.range.any"), wrong.getMessage());
    }

    @Test
    void validationInALocaleKeepsTheKey() {
        ValidationError error = Validation.validateValue("{\"validators\":{\"luhn\":{}}}", "4111111111111112", YearMonth.of(2026, 11), "nl").get(0);
        assertEquals("validation.luhn", error.getMessageKey());
        assertEquals("Dit nummer is ongeldig: het controlecijfer klopt niet.", error.getMessage());
    }

    @Test
    void theContextsLocaleGoesIntoTheProductsRequest() {
        try (Session session = Session.builder().clientSessionId("s").customerId("c").clientApiUrl("https://example.com").build();
             DeviceMetadata metadata = new DeviceMetadata()) {
            PaymentContext.Builder context = PaymentContext.builder().countryCode("NL").currencyCode("EUR").amount(1000);
            String url = session.paymentProductsRequest(context.locale("fr-BE").build(), metadata).getUrl();
            assertTrue(url.endsWith("isRecurring=false&locale=fr-BE&hide=fields"), url);
            assertThrows(PaySealException.class, () -> session.paymentProductsRequest(context.locale("fr BE").build(), metadata));
        }
    }
}
