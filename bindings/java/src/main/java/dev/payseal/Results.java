// Generated from Include/payseal_results.json by tools/generate_bindings.py; do not edit.
package dev.payseal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON results of the C functions as typed Java values, from Include/payseal_results.json (its
 * format: Include/README.md): a reader per function, a class per shape. Strict: a result that does
 * not have its described shape is an IllegalStateException naming the member.
 */
final class Results {
    private Results() {
    }

    /** The C parameters the Java API calls by another name: a failure's message words them so. */
    static final Map<String, String> ARGUMENT_NAMES;

    static {
        Map<String, String> names = new LinkedHashMap<>();
        names.put("data_restrictions_json", "dataRestrictions");
        names.put("context_json", "context");
        names.put("params_json", "params");
        names.put("accepted_json", "accepted");
        names.put("catalog_json", "catalog");
        ARGUMENT_NAMES = Collections.unmodifiableMap(names);
    }

    /** payseal_metadata_json's result: The metadata: known keys in the documented order, then the others in insertion order. */
    static Map<String, String> metadataJson(String json) {
        return decode(mapOf(Results::string), json, "payseal_metadata_json");
    }

    /** payseal_payment_request_payload's result. */
    static Payload paymentRequestPayload(String json) {
        return decode(Payload::read, json, "payseal_payment_request_payload");
    }

    /** payseal_payment_request_validate's result: In the fields' display order, each with its fieldId; [] when valid. */
    static List<ValidationError> paymentRequestValidate(String json) {
        return decode(listOf(ValidationError::read), json, "payseal_payment_request_validate");
    }

    /** payseal_payment_request_keys's result: The keys of the values set, in payload order. */
    static List<String> paymentRequestKeys(String json) {
        return decode(listOf(Results::string), json, "payseal_payment_request_keys");
    }

    /** payseal_validate_value's result: Without fieldId; [] when the value is valid. */
    static List<ValidationError> validateValue(String json) {
        return decode(listOf(ValidationError::read), json, "payseal_validate_value");
    }

    /** payseal_messages_localize's result: The input's own shape (an output of payseal_validate_value, payseal_payment_request_validate or payseal_product_field_check), every message rendered again. */
    static Object messagesLocalize(String json) {
        return decode(Results::any, json, "payseal_messages_localize");
    }

    /** payseal_product_json's result. */
    static Product productJson(String json) {
        return decode(Product::read, json, "payseal_product_json");
    }

    /** payseal_product_list_parse's result. */
    static ProductList productListParse(String json) {
        return decode(ProductList::read, json, "payseal_product_list_parse");
    }

    /** payseal_product_list_offered's result. */
    static ProductList productListOffered(String json) {
        return decode(ProductList::read, json, "payseal_product_list_offered");
    }

    /** payseal_product_field_check's result. */
    static FieldCheck productFieldCheck(String json) {
        return decode(FieldCheck::read, json, "payseal_product_field_check");
    }

    /** payseal_product_field_check_ex's result. */
    static FieldCheck productFieldCheckEx(String json) {
        return decode(FieldCheck::read, json, "payseal_product_field_check_ex");
    }

    /** payseal_product_field_edit's result. */
    static FieldEdit productFieldEdit(String json) {
        return decode(FieldEdit::read, json, "payseal_product_field_edit");
    }

    /** payseal_iin_result's result. */
    static IinResult iinResult(String json) {
        return decode(IinResult::read, json, "payseal_iin_result");
    }

    /** payseal_session_request's result. */
    static ClientApiRequest sessionRequest(String json) {
        return decode(ClientApiRequest::read, json, "payseal_session_request");
    }

    /** payseal_service_response's result. Its shape depends on operation: paymentProductNetworks PaymentProductNetworks, surchargeCalculation SurchargeCalculation, currencyConversion CurrencyConversion. */
    static Object serviceResponse(String operation, String json) {
        switch (operation) {
            case "paymentProductNetworks":
                return decode(PaymentProductNetworks::read, json, "payseal_service_response");
            case "surchargeCalculation":
                return decode(SurchargeCalculation::read, json, "payseal_service_response");
            case "currencyConversion":
                return decode(CurrencyConversion::read, json, "payseal_service_response");
            default:
                throw new IllegalStateException("payseal_service_response: no shape for " + operation);
        }
    }

    /** payseal_client_api_error's result. */
    static ClientApiFailure clientApiError(String json) {
        return decode(ClientApiFailure::read, json, "payseal_client_api_error");
    }

    /** payseal_card_check's result. */
    static CardCheck cardCheck(String json) {
        return decode(CardCheck::read, json, "payseal_card_check");
    }

    /** payseal_card_check_ex's result. */
    static CardCheck cardCheckEx(String json) {
        return decode(CardCheck::read, json, "payseal_card_check_ex");
    }

    /** payseal_card_edit_pan_json's result. */
    static FieldEdit cardEditPanJson(String json) {
        return decode(FieldEdit::read, json, "payseal_card_edit_pan_json");
    }

    /** payseal_card_edit_expiry_json's result. */
    static FieldEdit cardEditExpiryJson(String json) {
        return decode(FieldEdit::read, json, "payseal_card_edit_expiry_json");
    }

    /** payseal_card_edit_cvc's result. */
    static FieldEdit cardEditCvc(String json) {
        return decode(FieldEdit::read, json, "payseal_card_edit_cvc");
    }

    /** payseal_card_brand_info's result. */
    static BrandInfo cardBrandInfo(String json) {
        return decode(BrandInfo::read, json, "payseal_card_brand_info");
    }

    /** payseal_card_brands_json's result: The whole table, normalized, in table order. */
    static List<CardBrand> cardBrandsJson(String json) {
        return decode(listOf(CardBrand::read), json, "payseal_card_brands_json");
    }

    /** payseal_card_brand_candidates's result: Brand names, most specific first. */
    static List<String> cardBrandCandidates(String json) {
        return decode(listOf(Results::string), json, "payseal_card_brand_candidates");
    }

    /** The payload payseal_prepare encrypts (it holds card data). */
    static final class Payload {
        /** Null when absent. */
        final String clientSessionId;
        /** A lowercase UUID v4. */
        final String nonce;
        /** Null when absent. */
        final Long paymentProductId;
        /** Null when absent. */
        final String accountOnFileId;
        /** Present (true) only when set. Null when absent. */
        final Boolean tokenize;
        final List<PaymentValue> paymentValues;

        private Payload(Map<String, Object> m, String where) {
            clientSessionId = optional(m, "clientSessionId", where, Results::string);
            nonce = member(m, "nonce", where, Results::string);
            paymentProductId = optional(m, "paymentProductId", where, Results::integer);
            accountOnFileId = optional(m, "accountOnFileId", where, Results::string);
            tokenize = optional(m, "tokenize", where, Results::bool);
            paymentValues = member(m, "paymentValues", where, listOf(PaymentValue::read));
        }

        static Payload read(Object json, String where) {
            return new Payload(object(json, where), where);
        }
    }

    /** One value of the payload. */
    static final class PaymentValue {
        final String key;
        /** Card data: unmasked, as set. */
        final String value;

        private PaymentValue(Map<String, Object> m, String where) {
            key = member(m, "key", where, Results::string);
            value = member(m, "value", where, Results::string);
        }

        static PaymentValue read(Object json, String where) {
            return new PaymentValue(object(json, where), where);
        }
    }

    /** One failed rule of a value. */
    static final class ValidationError {
        /** The field, when a whole request is validated. Null when absent. */
        final String fieldId;
        /** The rule ("luhn", "length", ...) or "required". */
        final String type;
        /** The rule's bounds or reason, each an integer, a string or an array of strings: {"minLength":13,"maxLength":19}, {"reason":"past"}. */
        final Map<String, Object> params;
        /** A stable key to translate on: "validation.&lt;type&gt;" or "validation.&lt;type&gt;.&lt;reason&gt;". */
        final String messageKey;
        /** PaySeal's English sentence, without the field's name. */
        final String message;

        private ValidationError(Map<String, Object> m, String where) {
            fieldId = optional(m, "fieldId", where, Results::string);
            type = member(m, "type", where, Results::string);
            params = member(m, "params", where, mapOf(Results::any));
            messageKey = member(m, "messageKey", where, Results::string);
            message = member(m, "message", where, Results::string);
        }

        static ValidationError read(Object json, String where) {
            return new ValidationError(object(json, where), where);
        }
    }

    /** A product field's value as the customer types it. */
    static final class FieldCheck {
        final String state;
        /** null when valid; when invalid the check no continuation passes; when incomplete the error the value gives now. May be null. */
        final ValidationError error;

        private FieldCheck(Map<String, Object> m, String where) {
            state = member(m, "state", where, values("valid", "incomplete", "invalid"));
            error = member(m, "error", where, nullable(ValidationError::read));
        }

        static FieldCheck read(Object json, String where) {
            return new FieldCheck(object(json, where), where);
        }
    }

    /** A field's text after one edit, and whether a paste was cut or refused. */
    static final class FieldEdit {
        /** The field's new text (card data for a card field). */
        final String text;
        /** The caret, in UTF-16 code units. */
        final long caret;
        /** Digits of a paste were cut (a PAN longer than its brand's longest, a CVC longer than its mask). */
        final boolean truncated;
        /** Why a paste was refused, the field unchanged: "notADate" or "notDigits"; null when the edit was taken, and for a refused key. May be null. */
        final String refused;

        private FieldEdit(Map<String, Object> m, String where) {
            text = member(m, "text", where, Results::string);
            caret = member(m, "caret", where, Results::integer);
            truncated = member(m, "truncated", where, Results::bool);
            refused = member(m, "refused", where, nullable(Results::string));
        }

        static FieldEdit read(Object json, String where) {
            return new FieldEdit(object(json, where), where);
        }
    }

    /** A normalized payment product: the response's own object, every member kept. */
    static final class Product {
        final long id;
        /** In display order. */
        final List<ProductField> fields;
        final List<AccountOnFile> accountsOnFile;
        /** The first of displayHintsList when the response has the list alone. Null when absent. */
        final Map<String, Object> displayHints;
        /** As it came. Null when absent. */
        final Object displayHintsList;
        /** Every member as it came, those above included (an open shape passes the others through). */
        final Map<String, Object> members;

        private Product(Map<String, Object> m, String where) {
            id = member(m, "id", where, Results::integer);
            fields = member(m, "fields", where, listOf(ProductField::read));
            accountsOnFile = member(m, "accountsOnFile", where, listOf(AccountOnFile::read));
            displayHints = optional(m, "displayHints", where, mapOf(Results::any));
            displayHintsList = optional(m, "displayHintsList", where, Results::any);
            members = Collections.unmodifiableMap(m);
        }

        static Product read(Object json, String where) {
            return new Product(object(json, where), where);
        }
    }

    /** One field of a product's form, as the server sent it. */
    static final class ProductField {
        /** The payment value's key. */
        final String id;
        /** "numericstring", "expirydate", "string", ... Null when absent. */
        final String type;
        /** Null when absent. */
        final Map<String, Object> dataRestrictions;
        /** Null when absent. */
        final Map<String, Object> displayHints;
        /** Every member as it came, those above included (an open shape passes the others through). */
        final Map<String, Object> members;

        private ProductField(Map<String, Object> m, String where) {
            id = member(m, "id", where, Results::string);
            type = optional(m, "type", where, Results::string);
            dataRestrictions = optional(m, "dataRestrictions", where, mapOf(Results::any));
            displayHints = optional(m, "displayHints", where, mapOf(Results::any));
            members = Collections.unmodifiableMap(m);
        }

        static ProductField read(Object json, String where) {
            return new ProductField(object(json, where), where);
        }
    }

    /** A stored card of a product. */
    static final class AccountOnFile {
        final String id;
        /** Null when absent. */
        final Long paymentProductId;
        /** As the server sent it: [{"key","value","status",...}]. Null when absent. */
        final Object attributes;
        /** Null when absent. */
        final Map<String, Object> displayHints;
        /** The attribute the label template names, formatted with its mask. */
        final String label;
        /** Every member as it came, those above included (an open shape passes the others through). */
        final Map<String, Object> members;

        private AccountOnFile(Map<String, Object> m, String where) {
            id = member(m, "id", where, Results::string);
            paymentProductId = optional(m, "paymentProductId", where, Results::integer);
            attributes = optional(m, "attributes", where, Results::any);
            displayHints = optional(m, "displayHints", where, mapOf(Results::any));
            label = member(m, "label", where, Results::string);
            members = Collections.unmodifiableMap(m);
        }

        static AccountOnFile read(Object json, String where) {
            return new AccountOnFile(object(json, where), where);
        }
    }

    /** The products-list response, each product normalized as Product, every other member kept. */
    static final class ProductList {
        final List<Product> paymentProducts;
        /** Every member as it came, those above included (an open shape passes the others through). */
        final Map<String, Object> members;

        private ProductList(Map<String, Object> m, String where) {
            paymentProducts = member(m, "paymentProducts", where, listOf(Product::read));
            members = Collections.unmodifiableMap(m);
        }

        static ProductList read(Object json, String where) {
            return new ProductList(object(json, where), where);
        }
    }

    /** The IIN check's answer. */
    static final class IinResult {
        final String status;
        /** The product to load, as the server wrote it; null when unknown. May be null. */
        final Object paymentProductId;
        /** null when the server did not say. May be null. */
        final Boolean isAllowedInContext;
        /** May be null. */
        final String countryCode;
        /** May be null. */
        final String cardType;
        /** The server's entries as they came. */
        final List<Object> coBrands;

        private IinResult(Map<String, Object> m, String where) {
            status = member(m, "status", where, values("SUPPORTED", "EXISTING_BUT_NOT_ALLOWED", "UNKNOWN"));
            paymentProductId = member(m, "paymentProductId", where, nullable(Results::id));
            isAllowedInContext = member(m, "isAllowedInContext", where, nullable(Results::bool));
            countryCode = member(m, "countryCode", where, nullable(Results::string));
            cardType = member(m, "cardType", where, nullable(Results::string));
            coBrands = member(m, "coBrands", where, listOf(Results::any));
        }

        static IinResult read(Object json, String where) {
            return new IinResult(object(json, where), where);
        }
    }

    /** An HTTP request to send with any HTTP client. */
    static final class ClientApiRequest {
        final String method;
        final String url;
        /** In the order PaySeal writes them. */
        final Map<String, String> headers;
        /** null for a GET. May be null. */
        final String body;

        private ClientApiRequest(Map<String, Object> m, String where) {
            method = member(m, "method", where, Results::string);
            url = member(m, "url", where, Results::string);
            headers = member(m, "headers", where, mapOf(Results::string));
            body = member(m, "body", where, nullable(Results::string));
        }

        static ClientApiRequest read(Object json, String where) {
            return new ClientApiRequest(object(json, where), where);
        }
    }

    /** An amount in the currency's smallest unit and its ISO 4217 code. */
    static final class AmountOfMoney {
        /** May be null. */
        final Long amount;
        /** May be null. */
        final String currencyCode;

        private AmountOfMoney(Map<String, Object> m, String where) {
            amount = member(m, "amount", where, nullable(Results::integer));
            currencyCode = member(m, "currencyCode", where, nullable(Results::string));
        }

        static AmountOfMoney read(Object json, String where) {
            return new AmountOfMoney(object(json, where), where);
        }
    }

    /** The networks of a product (Apple Pay, Google Pay). */
    static final class PaymentProductNetworks {
        final List<String> networks;

        private PaymentProductNetworks(Map<String, Object> m, String where) {
            networks = member(m, "networks", where, listOf(Results::string));
        }

        static PaymentProductNetworks read(Object json, String where) {
            return new PaymentProductNetworks(object(json, where), where);
        }
    }

    /** The surcharge calculation's answer. */
    static final class SurchargeCalculation {
        final List<Surcharge> surcharges;

        private SurchargeCalculation(Map<String, Object> m, String where) {
            surcharges = member(m, "surcharges", where, listOf(Surcharge::read));
        }

        static SurchargeCalculation read(Object json, String where) {
            return new SurchargeCalculation(object(json, where), where);
        }
    }

    /** One product's surcharge. */
    static final class Surcharge {
        /** May be null. */
        final Long paymentProductId;
        /** "OK" or "NO_SURCHARGE". May be null. */
        final String result;
        /** May be null. */
        final AmountOfMoney netAmount;
        /** May be null. */
        final AmountOfMoney surchargeAmount;
        /** May be null. */
        final AmountOfMoney totalAmount;
        /** May be null. */
        final SurchargeRate surchargeRate;

        private Surcharge(Map<String, Object> m, String where) {
            paymentProductId = member(m, "paymentProductId", where, nullable(Results::integer));
            result = member(m, "result", where, nullable(Results::string));
            netAmount = member(m, "netAmount", where, nullable(AmountOfMoney::read));
            surchargeAmount = member(m, "surchargeAmount", where, nullable(AmountOfMoney::read));
            totalAmount = member(m, "totalAmount", where, nullable(AmountOfMoney::read));
            surchargeRate = member(m, "surchargeRate", where, nullable(SurchargeRate::read));
        }

        static Surcharge read(Object json, String where) {
            return new Surcharge(object(json, where), where);
        }
    }

    /** The platform's rate details of a surcharge. */
    static final class SurchargeRate {
        /** May be null. */
        final String surchargeProductTypeId;
        /** May be null. */
        final String surchargeProductTypeVersion;
        /** May be null. */
        final Double adValoremRate;
        /** May be null. */
        final Double specificRate;

        private SurchargeRate(Map<String, Object> m, String where) {
            surchargeProductTypeId = member(m, "surchargeProductTypeId", where, nullable(Results::string));
            surchargeProductTypeVersion = member(m, "surchargeProductTypeVersion", where, nullable(Results::string));
            adValoremRate = member(m, "adValoremRate", where, nullable(Results::number));
            specificRate = member(m, "specificRate", where, nullable(Results::number));
        }

        static SurchargeRate read(Object json, String where) {
            return new SurchargeRate(object(json, where), where);
        }
    }

    /** The currency conversion quote. */
    static final class CurrencyConversion {
        /** May be null. */
        final String dccSessionId;
        /** May be null. */
        final ConversionResult result;
        /** May be null. */
        final ConversionProposal proposal;

        private CurrencyConversion(Map<String, Object> m, String where) {
            dccSessionId = member(m, "dccSessionId", where, nullable(Results::string));
            result = member(m, "result", where, nullable(ConversionResult::read));
            proposal = member(m, "proposal", where, nullable(ConversionProposal::read));
        }

        static CurrencyConversion read(Object json, String where) {
            return new CurrencyConversion(object(json, where), where);
        }
    }

    /** Whether a conversion is offered. */
    static final class ConversionResult {
        /** "Allowed", "NoRate", ... May be null. */
        final String result;
        /** May be null. */
        final String resultReason;

        private ConversionResult(Map<String, Object> m, String where) {
            result = member(m, "result", where, nullable(Results::string));
            resultReason = member(m, "resultReason", where, nullable(Results::string));
        }

        static ConversionResult read(Object json, String where) {
            return new ConversionResult(object(json, where), where);
        }
    }

    /** The conversion offered. */
    static final class ConversionProposal {
        /** May be null. */
        final AmountOfMoney baseAmount;
        /** May be null. */
        final AmountOfMoney targetAmount;
        /** May be null. */
        final ConversionRate rate;
        /** May be null. */
        final String disclaimerReceipt;
        /** May be null. */
        final String disclaimerDisplay;

        private ConversionProposal(Map<String, Object> m, String where) {
            baseAmount = member(m, "baseAmount", where, nullable(AmountOfMoney::read));
            targetAmount = member(m, "targetAmount", where, nullable(AmountOfMoney::read));
            rate = member(m, "rate", where, nullable(ConversionRate::read));
            disclaimerReceipt = member(m, "disclaimerReceipt", where, nullable(Results::string));
            disclaimerDisplay = member(m, "disclaimerDisplay", where, nullable(Results::string));
        }

        static ConversionProposal read(Object json, String where) {
            return new ConversionProposal(object(json, where), where);
        }
    }

    /** The rate of a conversion. */
    static final class ConversionRate {
        /** May be null. */
        final Double exchangeRate;
        /** May be null. */
        final Double invertedExchangeRate;
        /** May be null. */
        final Double markUpRate;
        /** May be null. */
        final String quotationDateTime;
        /** May be null. */
        final String source;

        private ConversionRate(Map<String, Object> m, String where) {
            exchangeRate = member(m, "exchangeRate", where, nullable(Results::number));
            invertedExchangeRate = member(m, "invertedExchangeRate", where, nullable(Results::number));
            markUpRate = member(m, "markUpRate", where, nullable(Results::number));
            quotationDateTime = member(m, "quotationDateTime", where, nullable(Results::string));
            source = member(m, "source", where, nullable(Results::string));
        }

        static ConversionRate read(Object json, String where) {
            return new ConversionRate(object(json, where), where);
        }
    }

    /** An HTTP error answer of the Client API. */
    static final class ClientApiFailure {
        final long httpStatus;
        /** May be null. */
        final String errorId;
        final List<ApiError> errors;

        private ClientApiFailure(Map<String, Object> m, String where) {
            httpStatus = member(m, "httpStatus", where, Results::integer);
            errorId = member(m, "errorId", where, nullable(Results::string));
            errors = member(m, "errors", where, listOf(ApiError::read));
        }

        static ClientApiFailure read(Object json, String where) {
            return new ClientApiFailure(object(json, where), where);
        }
    }

    /** One error of an error answer (its message is for logs, not for the customer). */
    static final class ApiError {
        /** May be null. */
        final String code;
        /** May be null. */
        final String id;
        /** May be null. */
        final String category;
        /** May be null. */
        final String message;
        /** May be null. */
        final String propertyName;
        /** May be null. */
        final Long httpStatusCode;

        private ApiError(Map<String, Object> m, String where) {
            code = member(m, "code", where, nullable(Results::string));
            id = member(m, "id", where, nullable(Results::string));
            category = member(m, "category", where, nullable(Results::string));
            message = member(m, "message", where, nullable(Results::string));
            propertyName = member(m, "propertyName", where, nullable(Results::string));
            httpStatusCode = member(m, "httpStatusCode", where, nullable(Results::integer));
        }

        static ApiError read(Object json, String where) {
            return new ApiError(object(json, where), where);
        }
    }

    /** A card form as the customer types it. */
    static final class CardCheck {
        /** The brand every continuation of the digits is detected as; null while several (or none) remain. May be null. */
        final String brand;
        final CardPart pan;
        final CardPart cvc;
        final CardPart expiry;
        final boolean complete;

        private CardCheck(Map<String, Object> m, String where) {
            brand = member(m, "brand", where, nullable(Results::string));
            pan = member(m, "pan", where, CardPart::read);
            cvc = member(m, "cvc", where, CardPart::read);
            expiry = member(m, "expiry", where, CardPart::read);
            complete = member(m, "complete", where, Results::bool);
        }

        static CardCheck read(Object json, String where) {
            return new CardCheck(object(json, where), where);
        }
    }

    /** One part of a card form. */
    static final class CardPart {
        final String state;
        /** Present exactly when the part is not valid. Null when absent. */
        final String reason;
        /** The PAN part only. Null when absent. */
        final Long maxLength;
        /** The PAN and expiry parts: move the focus on now. Null when absent. */
        final Boolean advance;

        private CardPart(Map<String, Object> m, String where) {
            state = member(m, "state", where, values("valid", "incomplete", "invalid"));
            reason = optional(m, "reason", where, Results::string);
            maxLength = optional(m, "maxLength", where, Results::integer);
            advance = optional(m, "advance", where, Results::bool);
        }

        static CardPart read(Object json, String where) {
            return new CardPart(object(json, where), where);
        }
    }

    /** A brand's details, as the card check and the PAN layout use them. */
    static final class BrandInfo {
        final String name;
        final List<Long> panLengths;
        final List<Long> cvcLengths;
        /** The PAN's group sizes for its longest length. */
        final List<Long> format;
        final long advanceLength;
        /** BIN range -&gt; where its cards usually end. Null when absent. */
        final Map<String, Long> advanceLengths;
        /** PAN length -&gt; its group sizes. Null when absent. */
        final Map<Long, List<Long>> formatByLength;

        private BrandInfo(Map<String, Object> m, String where) {
            name = member(m, "name", where, Results::string);
            panLengths = member(m, "panLengths", where, listOf(Results::integer));
            cvcLengths = member(m, "cvcLengths", where, listOf(Results::integer));
            format = member(m, "format", where, listOf(Results::integer));
            advanceLength = member(m, "advanceLength", where, Results::integer);
            advanceLengths = optional(m, "advanceLengths", where, mapOf(Results::integer));
            formatByLength = optional(m, "formatByLength", where, intMapOf(listOf(Results::integer)));
        }

        static BrandInfo read(Object json, String where) {
            return new BrandInfo(object(json, where), where);
        }
    }

    /** A brand as a table row. */
    static final class CardBrand {
        final String name;
        /** "D" or "lo-hi". */
        final List<String> bins;
        /** Null when absent. */
        final String pattern;
        final List<Long> panLengths;
        final List<Long> cvcLengths;
        final List<Long> format;
        final long advanceLength;
        /** Null when absent. */
        final Map<String, Long> advanceLengths;
        /** Null when absent. */
        final Map<Long, List<Long>> formatByLength;

        private CardBrand(Map<String, Object> m, String where) {
            name = member(m, "name", where, Results::string);
            bins = member(m, "bins", where, listOf(Results::string));
            pattern = optional(m, "pattern", where, Results::string);
            panLengths = member(m, "panLengths", where, listOf(Results::integer));
            cvcLengths = member(m, "cvcLengths", where, listOf(Results::integer));
            format = member(m, "format", where, listOf(Results::integer));
            advanceLength = member(m, "advanceLength", where, Results::integer);
            advanceLengths = optional(m, "advanceLengths", where, mapOf(Results::integer));
            formatByLength = optional(m, "formatByLength", where, intMapOf(listOf(Results::integer)));
        }

        static CardBrand read(Object json, String where) {
            return new CardBrand(object(json, where), where);
        }
    }

    /** Decodes one JSON value (as Json.parse gives it) into a Java value, naming where it is in errors. */
    interface Reader<T> {
        T read(Object json, String where);
    }

    private static <T> T decode(Reader<T> reader, String json, String function) {
        return reader.read(Json.parse(json), function);
    }

    private static IllegalStateException wrong(String where, String what) {
        return new IllegalStateException("the library's JSON: " + where + " is not " + what);
    }

    private static <T> T member(Map<String, Object> m, String key, String where, Reader<T> reader) {
        if (!m.containsKey(key)) {
            throw new IllegalStateException("the library's JSON: " + where + " has no " + key);
        }
        return reader.read(m.get(key), where + "." + key);
    }

    private static <T> T optional(Map<String, Object> m, String key, String where, Reader<T> reader) {
        Object value = m.get(key);
        return value == null ? null : reader.read(value, where + "." + key);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object json, String where) {
        if (!(json instanceof Map)) {
            throw wrong(where, "an object");
        }
        return (Map<String, Object>) json;
    }

    private static String string(Object json, String where) {
        if (!(json instanceof String)) {
            throw wrong(where, "a string");
        }
        return (String) json;
    }

    private static long integer(Object json, String where) {
        if (!(json instanceof Long)) {
            throw wrong(where, "an integer");
        }
        return (Long) json;
    }

    private static double number(Object json, String where) {
        if (!(json instanceof Number)) {
            throw wrong(where, "a number");
        }
        return ((Number) json).doubleValue();
    }

    private static boolean bool(Object json, String where) {
        if (!(json instanceof Boolean)) {
            throw wrong(where, "a boolean");
        }
        return (Boolean) json;
    }

    private static Object id(Object json, String where) {
        if (!(json instanceof Long) && !(json instanceof String)) {
            throw wrong(where, "an id (an integer or a string)");
        }
        return json;
    }

    private static Object any(Object json, String where) {
        return json;
    }

    private static Reader<String> values(String... allowed) {
        List<String> known = List.of(allowed);
        return (json, where) -> {
            String value = string(json, where);
            if (!known.contains(value)) {
                throw wrong(where, "one of " + known);
            }
            return value;
        };
    }

    private static <T> Reader<T> nullable(Reader<T> reader) {
        return (json, where) -> json == null ? null : reader.read(json, where);
    }

    private static <T> Reader<List<T>> listOf(Reader<T> reader) {
        return (json, where) -> {
            if (!(json instanceof List)) {
                throw wrong(where, "an array");
            }
            List<T> out = new ArrayList<>();
            for (Object item : (List<?>) json) {
                out.add(reader.read(item, where + "[" + out.size() + "]"));
            }
            return Collections.unmodifiableList(out);
        };
    }

    private static <T> Reader<Map<String, T>> mapOf(Reader<T> reader) {
        return (json, where) -> {
            Map<String, T> out = new LinkedHashMap<>();
            object(json, where).forEach((key, value) -> out.put(key, reader.read(value, where + "." + key)));
            return Collections.unmodifiableMap(out);
        };
    }

    private static <T> Reader<Map<Long, T>> intMapOf(Reader<T> reader) {
        return (json, where) -> {
            Map<Long, T> out = new LinkedHashMap<>();
            object(json, where).forEach((key, value) -> {
                if (!key.matches("[0-9]{1,18}")) {
                    throw wrong(where + "." + key, "under an integer key");
                }
                out.put(Long.valueOf(key), reader.read(value, where + "." + key));
            });
            return Collections.unmodifiableMap(out);
        };
    }
}
