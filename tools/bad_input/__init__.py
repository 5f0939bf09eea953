"""The rows of the bad-input catalogue (Vectors/bad-input.constructed.json, docs/bad-input.md), one module per input
family; tools/make_bad_input.py puts them in catalogue order and writes (or checks) both files.

    row_builders.py                 row() and one builder per call family (key, client, private, ...)
    shared_inputs.py                inputs several families use: the TEST key files, bad UTF-8, JWKs
    key_rows.py                     public key bytes, Client API JSON, private key bytes
    jwe_rows.py                     JWE
    payment_request_rows.py         metadata key or value, payment request
    mask_and_validation_rows.py     mask, validation
    client_api_and_product_rows.py  IIN, Client API session and request, payment product, payment
                                    request with a product
    card_brand_rows.py              card brands
    card_field_rows.py              card fields: Backspace/Delete with a direction, the expiry field,
                                    brand details
    product_field_rows.py           a product's field as the customer types it, accounts on file's
                                    display values
    message_rows.py                 messages in the customer's language: a key in a locale, a host
                                    catalog, an output rendered again
"""
