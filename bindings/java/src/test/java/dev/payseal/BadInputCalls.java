package dev.payseal;

import java.util.List;

/** The Java call of each C function of Vectors/bad-input.constructed.json, with the defaults of BadInputCatalogueTests.swift. */
final class BadInputCalls {
    private BadInputCalls() {
    }

    @SuppressWarnings("unchecked")
    static void call(String call, BadInputTest.Args a) throws Exception {
        switch (call) {
            case "payseal_public_key_parse":
                PublicKey.parse(a.bytes("data"), a.text("key_id")).close();
                return;
            case "payseal_public_key_from_client_api":
                PublicKey.fromClientApi(a.bytes("json")).close();
                return;
            case "payseal_private_key_parse":
                PrivateKey.parse(a.bytes("data")).close();
                return;
            case "payseal_jwe_decrypt":
                try (PrivateKey key = PrivateKey.parse(a.bytes("key"))) {
                    key.decrypt(a.text("jwe"));
                }
                return;
            case "payseal_metadata_set":
                try (DeviceMetadata m = new DeviceMetadata()) {
                    m.set(a.text("key"), a.text("value"));
                }
                return;
            case "payseal_payment_request_new":
                new PaymentRequest(a.text("session"), a.text("product")).close();
                return;
            case "payseal_payment_request_set_account_on_file":
                try (PaymentRequest r = new PaymentRequest("s", "1")) {
                    r.setAccountOnFile(a.text("id"));
                }
                return;
            case "payseal_payment_request_set_value":
                try (PaymentRequest r = new PaymentRequest("s", "1")) {
                    if (a.has("product")) {
                        try (Product p = Product.parse(a.bytes("product"))) {
                            r.setProduct(p);
                        }
                    }
                    r.setValue(a.text("key"), a.text("value"));
                }
                return;
            case "payseal_jwe_encrypt":
            case "payseal_prepare":
                try (PublicKey key = PublicKey.fromClientApi(ThreadTest.read("Vectors/keys/test-rsa-2048.client-api.json"));
                     PaymentRequest r = new PaymentRequest("s", "1")) {
                    if (call.equals("payseal_jwe_encrypt")) {
                        key.encrypt(a.bytes("plaintext"));
                    } else {
                        r.prepare(a.isNull("key") ? null : key);
                    }
                }
                return;
            case "payseal_message":
                Messages.message(a.text("key"), a.text("params"), a.text("locale"), a.text("catalog"));
                return;
            case "payseal_messages_localize":
                Messages.localize(a.text("json"), a.text("locale"), a.text("catalog"));
                return;
            case "payseal_mask_format":
                new Mask(a.text("mask")).format(a.text("value"));
                return;
            case "payseal_mask_unformat":
                new Mask(a.text("mask")).unformat(a.text("value"));
                return;
            case "payseal_mask_edit":
                new Mask(a.text("mask")).edit(a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                return;
            case "payseal_mask_delete":
                new Mask(a.text("mask")).delete(a.text("text"), a.integer("start"), a.integer("end"), direction(a));
                return;
            case "payseal_validate_value":
                Validation.validateValue(a.text("json"), a.text("value"), a.today());
                return;
            case "payseal_iin_bin":
                Iin.bin(a.text("card_number"));
                return;
            case "payseal_iin_needs_new_details":
                Iin.needsNewDetails(a.text("card_number"), a.text("previous_card_number"));
                return;
            case "payseal_client_api_error":
                if (a.has("body_len")) {
                    throw new BadInputTest.Inexpressible("a body length other than the array's");
                }
                ClientApiFailure.read(a.integer("http_status"), a.bytes("body"));
                return;
            case "payseal_iin_result":
                if (a.has("body_len")) {
                    throw new BadInputTest.Inexpressible("a body length other than the array's");
                }
                IinResult.parse(a.integer("http_status"), a.bytes("body"));
                return;
            case "payseal_service_response":
                if (a.has("body_len")) {
                    throw new BadInputTest.Inexpressible("a body length other than the array's");
                }
                ServiceResponse.read(a.text("operation"), a.integer("http_status"), a.bytes("body"));
                return;
            case "payseal_session_new":
            case "payseal_session_request":
                try (Session s = Session.builder().clientSessionId(a.text("session", "s1")).customerId(a.text("customer", "c1"))
                        .clientApiUrl(a.text("url", "https://h.example.com")).build()) {
                    if (call.equals("payseal_session_request")) {
                        s.request(a.text("operation"), a.text("context"), a.text("params"), null);
                    }
                }
                return;
            case "payseal_product_parse":
                Product.parse(a.bytes("json")).close();
                return;
            case "payseal_product_list_parse":
                ProductList.parse(a.text("json")).close();
                return;
            case "payseal_payment_request_validate":
            case "payseal_payment_request_masked_value":
            case "payseal_payment_request_unmasked_value":
            case "payseal_payment_request_set_product":
                try (PaymentRequest r = new PaymentRequest("s", "1")) {
                    if (call.equals("payseal_payment_request_validate")) {
                        r.validate(null);
                    } else if (call.equals("payseal_payment_request_masked_value")) {
                        r.getMaskedValue(a.text("field"));
                    } else if (call.equals("payseal_payment_request_unmasked_value")) {
                        r.getUnmaskedValue(a.text("field"));
                    } else {
                        if (a.has("key")) {
                            r.setValue(a.text("key"), a.text("value"));
                        }
                        try (Product p = Product.parse(a.bytes("product"))) {
                            r.setProduct(p);
                        }
                    }
                }
                return;
            case "payseal_product_field_check":
            case "payseal_product_field_check_ex":
            case "payseal_product_account_display_value":
            case "payseal_product_field_edit":
                if (!a.has("product")) {
                    throw new BadInputTest.Inexpressible("a method of a null Product");
                }
                try (Product p = Product.parse(a.bytes("product"))) {
                    if (call.equals("payseal_product_field_check")) {
                        p.check(a.text("field"), a.text("value"), CheckOptions.TYPING.today(a.today()));
                    } else if (call.equals("payseal_product_field_check_ex")) {
                        p.check(a.text("field"), a.text("value"), CheckOptions.TYPING.today(a.today()).leavingField(isFinal(a)));
                    } else if (call.equals("payseal_product_field_edit")) {
                        p.edit(a.text("field"), a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    } else {
                        p.accountDisplayValue(a.text("account"), a.text("key"));
                    }
                }
                return;
            case "payseal_card_brands_parse":
                CardBrands.parse(a.bytes("json")).close();
                return;
            default:
                cardCall(call, a);
        }
    }

    /** The flags of an _ex check as the boolean the Java method takes; other bits cannot be passed. */
    private static boolean isFinal(BadInputTest.Args a) {
        int flags = a.integer("flags");
        if (flags != 0 && flags != Constants.CHECK_FINAL) {
            throw new BadInputTest.Inexpressible("flags other than PAYSEAL_CHECK_FINAL (the method takes a boolean)");
        }
        return flags == Constants.CHECK_FINAL;
    }

    /** A brand name as the row gives it, unless only its ASCII case differs from the table's (then Java reads it as the table's). */
    private static String exactName(CardBrands b, String name) {
        if (CardRunners.otherCaseOf(b, name) != null) {
            throw new BadInputTest.Inexpressible("a brand name in another ASCII case (the Java binding reads it as the table's spelling)");
        }
        return name;
    }

    private static Direction direction(BadInputTest.Args a) {
        return a.integer("forward") != 0 ? Direction.FORWARD : Direction.BACKWARD;
    }

    @SuppressWarnings("unchecked")
    private static void cardCall(String call, BadInputTest.Args a) throws Exception {
        try (CardBrands b = CardBrands.builtIn()) {
            switch (call) {
                case "payseal_card_check":
                case "payseal_card_check_ex":
                    List<String> accepted = null;
                    String text = a.text("accepted");
                    if (text != null) {
                        Object parsed;
                        try {
                            parsed = Json.parse(text);
                        } catch (IllegalArgumentException e) {
                            throw new BadInputTest.Inexpressible("an accepted list that is not JSON");
                        }
                        if (!(parsed instanceof List) || !((List<Object>) parsed).stream().allMatch(x -> x instanceof String)) {
                            throw new BadInputTest.Inexpressible("an accepted list that is not a List<String>");
                        }
                        accepted = (List<String>) parsed;
                    }
                    CardCheck.Builder check = b.newCheck().pan(a.text("pan")).today(a.today());
                    if (accepted != null) {
                        check.acceptedBrands(accepted); // [] and no list are alike: every brand
                    }
                    if (call.equals("payseal_card_check_ex")) {
                        check.leavingField(isFinal(a));
                    }
                    check.check();
                    return;
                case "payseal_card_brand":
                    b.detectBrand(a.text("pan"));
                    return;
                case "payseal_card_format_pan":
                    b.formatPan(a.text("pan"));
                    return;
                case "payseal_card_edit_pan":
                    b.editPan(a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    return;
                case "payseal_card_delete_pan":
                    b.deletePan(a.text("text"), a.integer("start"), a.integer("end"), direction(a));
                    return;
                case "payseal_card_edit_expiry":
                    CardBrands.editExpiry(a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    return;
                case "payseal_card_edit_pan_json":
                    b.editPan(a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    return;
                case "payseal_card_edit_expiry_json":
                    CardBrands.editExpiry(a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    return;
                case "payseal_card_edit_cvc":
                    b.editCvc(exactName(b, a.text("brand_name")), a.text("text"), a.integer("start"), a.integer("end"), a.text("replacement"));
                    return;
                case "payseal_card_delete_expiry":
                    CardBrands.deleteExpiry(a.text("text"), a.integer("start"), a.integer("end"), direction(a));
                    return;
                case "payseal_card_brand_info":
                    b.info(exactName(b, a.text("name")));
                    return;
                case "payseal_card_cvc_mask":
                    if (a.isNull("brand_name")) {
                        b.cvcMask();
                    } else {
                        b.cvcMask(exactName(b, a.text("brand_name")));
                    }
                    return;
                case "payseal_card_brand_candidates":
                    b.candidates(a.text("pan"));
                    return;
                default:
                    throw new AssertionError("unknown call " + call);
            }
        }
    }
}
