/* Generated from Include/payseal.h by tools/generate_bindings.py; do not edit. */
/* The JNI functions of dev.payseal.NativeRaw, one per function of Include/payseal.h, and the table
 * RegisterNatives reads. The helpers (pj_*) are in payseal_jni.c: inputs copied into memory wiped and freed,
 * outputs copied into new Java arrays, a failed status thrown as a PaySealException. */

#include "payseal_jni.h"

#include <string.h>

static jbyteArray JNICALL pj_payseal_version(JNIEnv *env, jclass cls)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_version());
}

static jint JNICALL pj_payseal_abi_version(JNIEnv *env, jclass cls)
{
    (void)cls;
    (void)env;
    return (jint)payseal_abi_version();
}

static jbyteArray JNICALL pj_payseal_status_name(JNIEnv *env, jclass cls, jint s)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_status_name((payseal_status)s));
}

static jbyteArray JNICALL pj_payseal_last_error(JNIEnv *env, jclass cls)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_last_error());
}

static jbyteArray JNICALL pj_payseal_last_error_subject(JNIEnv *env, jclass cls)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_last_error_subject());
}

static jbyteArray JNICALL pj_payseal_last_error_detail(JNIEnv *env, jclass cls)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_last_error_detail());
}

static jlong JNICALL pj_payseal_public_key_from_client_api(JNIEnv *env, jclass cls, jbyteArray json)
{
    (void)cls;
    jlong result = 0;
    pj_in in_json = PJ_IN_INIT;
    payseal_public_key *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, json, PAYSEAL_MAX_KEY_INPUT, "the Client API response", "")
        || !pj_read_bytes(env, json, "json", &in_json))
        goto done;
    status = payseal_public_key_from_client_api((const char *)in_json.data, in_json.len, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_json);
    return result;
}

static jlong JNICALL pj_payseal_public_key_parse(JNIEnv *env, jclass cls, jbyteArray data, jbyteArray keyId)
{
    (void)cls;
    jlong result = 0;
    pj_in in_data = PJ_IN_INIT;
    pj_in in_keyId = PJ_IN_INIT;
    payseal_public_key *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, data, PAYSEAL_MAX_KEY_INPUT, "the key input", "")
        || !pj_within_limit(env, keyId, PAYSEAL_MAX_KEY_INPUT, "the key id", "")
        || !pj_read_bytes(env, data, "data", &in_data)
        || !pj_read_cstring(env, keyId, "key_id", &in_keyId))
        goto done;
    status = payseal_public_key_parse((const uint8_t *)in_data.data, in_data.len, (const char *)in_keyId.data, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_data);
    pj_release(&in_keyId);
    return result;
}

static jint JNICALL pj_payseal_public_key_bits(JNIEnv *env, jclass cls, jlong key)
{
    (void)cls;
    (void)env;
    return (jint)payseal_public_key_bits((const payseal_public_key *)(intptr_t)key);
}

static jbyteArray JNICALL pj_payseal_public_key_id(JNIEnv *env, jclass cls, jlong key)
{
    (void)cls;
    return pj_borrowed_bytes(env, payseal_public_key_id((const payseal_public_key *)(intptr_t)key));
}

static void JNICALL pj_payseal_public_key_free(JNIEnv *env, jclass cls, jlong key)
{
    (void)cls;
    (void)env;
    payseal_public_key_free((payseal_public_key *)(intptr_t)key);
}

static jlong JNICALL pj_payseal_private_key_parse(JNIEnv *env, jclass cls, jbyteArray data)
{
    (void)cls;
    jlong result = 0;
    pj_in in_data = PJ_IN_INIT;
    payseal_private_key *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, data, PAYSEAL_MAX_KEY_INPUT, "the key input", "")
        || !pj_read_bytes(env, data, "data", &in_data))
        goto done;
    status = payseal_private_key_parse((const uint8_t *)in_data.data, in_data.len, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_data);
    return result;
}

static void JNICALL pj_payseal_private_key_free(JNIEnv *env, jclass cls, jlong key)
{
    (void)cls;
    (void)env;
    payseal_private_key_free((payseal_private_key *)(intptr_t)key);
}

static jbyteArray JNICALL pj_payseal_jwe_encrypt(JNIEnv *env, jclass cls, jlong key, jbyteArray plaintext)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_plaintext = PJ_IN_INIT;
    char *out_outJwe = NULL;
    size_t len_outJwe = 0;
    payseal_status status;
    if (!pj_within_limit(env, plaintext, PAYSEAL_MAX_PLAINTEXT, "the plaintext", "")
        || !pj_read_bytes(env, plaintext, "plaintext", &in_plaintext))
        goto done;
    status = payseal_jwe_encrypt((const payseal_public_key *)(intptr_t)key, (const uint8_t *)in_plaintext.data, in_plaintext.len, &out_outJwe, &len_outJwe);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJwe, len_outJwe);
done:
    payseal_free(out_outJwe);
    pj_release(&in_plaintext);
    return result;
}

static jbyteArray JNICALL pj_payseal_jwe_encrypt_kat(JNIEnv *env, jclass cls, jlong key, jbyteArray plaintext, jbyteArray cek, jbyteArray iv, jbyteArray oaepSeed)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_plaintext = PJ_IN_INIT;
    pj_in in_cek = PJ_IN_INIT;
    pj_in in_iv = PJ_IN_INIT;
    pj_in in_oaepSeed = PJ_IN_INIT;
    char *out_outJwe = NULL;
    size_t len_outJwe = 0;
    payseal_status status;
    if (!pj_within_limit(env, plaintext, PAYSEAL_MAX_PLAINTEXT, "the plaintext", "")
        || !pj_read_bytes(env, plaintext, "plaintext", &in_plaintext)
        || !pj_read_array(env, cek, "cek", 64, &in_cek)
        || !pj_read_array(env, iv, "iv", 16, &in_iv)
        || !pj_read_array(env, oaepSeed, "oaep_seed", 20, &in_oaepSeed))
        goto done;
    status = payseal_jwe_encrypt_kat((const payseal_public_key *)(intptr_t)key, (const uint8_t *)in_plaintext.data, in_plaintext.len, (const uint8_t *)in_cek.data, (const uint8_t *)in_iv.data, (const uint8_t *)in_oaepSeed.data, &out_outJwe, &len_outJwe);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJwe, len_outJwe);
done:
    payseal_free(out_outJwe);
    pj_release(&in_plaintext);
    pj_release(&in_cek);
    pj_release(&in_iv);
    pj_release(&in_oaepSeed);
    return result;
}

static jbyteArray JNICALL pj_payseal_jwe_decrypt(JNIEnv *env, jclass cls, jlong key, jbyteArray jwe)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_jwe = PJ_IN_INIT;
    uint8_t *out_outPlaintext = NULL;
    size_t len_outPlaintext = 0;
    payseal_status status;
    if (!pj_within_limit(env, jwe, PAYSEAL_MAX_JWE, "the JWE", "")
        || !pj_read_bytes(env, jwe, "jwe", &in_jwe))
        goto done;
    status = payseal_jwe_decrypt((const payseal_private_key *)(intptr_t)key, (const char *)in_jwe.data, in_jwe.len, &out_outPlaintext, &len_outPlaintext);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outPlaintext, len_outPlaintext);
done:
    payseal_free(out_outPlaintext);
    pj_release(&in_jwe);
    return result;
}

static jlong JNICALL pj_payseal_metadata_new(JNIEnv *env, jclass cls)
{
    (void)cls;
    jlong result = 0;
    payseal_metadata *out_out = NULL;
    payseal_status status;
    status = payseal_metadata_new(&out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    return result;
}

static void JNICALL pj_payseal_metadata_set(JNIEnv *env, jclass cls, jlong m, jbyteArray key, jbyteArray value)
{
    (void)cls;
    pj_in in_key = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    payseal_status status;
    if (!pj_within_limit(env, key, PAYSEAL_MAX_METADATA_VALUE, "the metadata key", "")
        || !pj_value_within_limit(env, key, value, PAYSEAL_MAX_METADATA_VALUE)
        || !pj_read_cstring(env, key, "key", &in_key)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_metadata_set((payseal_metadata *)(intptr_t)m, (const char *)in_key.data, (const char *)in_value.data);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
done:
    pj_release(&in_key);
    pj_release(&in_value);
    return;
}

static jbyteArray JNICALL pj_payseal_metadata_encode(JNIEnv *env, jclass cls, jlong m)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outB64 = NULL;
    size_t len_outB64 = 0;
    payseal_status status;
    status = payseal_metadata_encode((const payseal_metadata *)(intptr_t)m, &out_outB64, &len_outB64);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outB64, len_outB64);
done:
    payseal_free(out_outB64);
    return result;
}

static jbyteArray JNICALL pj_payseal_metadata_json(JNIEnv *env, jclass cls, jlong m)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    status = payseal_metadata_json((const payseal_metadata *)(intptr_t)m, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    return result;
}

static void JNICALL pj_payseal_metadata_free(JNIEnv *env, jclass cls, jlong m)
{
    (void)cls;
    (void)env;
    payseal_metadata_free((payseal_metadata *)(intptr_t)m);
}

static jlong JNICALL pj_payseal_payment_request_new(JNIEnv *env, jclass cls, jbyteArray clientSessionId, jbyteArray paymentProductId)
{
    (void)cls;
    jlong result = 0;
    pj_in in_clientSessionId = PJ_IN_INIT;
    pj_in in_paymentProductId = PJ_IN_INIT;
    payseal_payment_request *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, clientSessionId, PAYSEAL_MAX_PAYMENT_VALUE, "clientSessionId", "")
        || !pj_read_cstring(env, clientSessionId, "client_session_id", &in_clientSessionId)
        || !pj_read_cstring(env, paymentProductId, "payment_product_id", &in_paymentProductId))
        goto done;
    status = payseal_payment_request_new((const char *)in_clientSessionId.data, (const char *)in_paymentProductId.data, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_clientSessionId);
    pj_release(&in_paymentProductId);
    return result;
}

static void JNICALL pj_payseal_payment_request_set_value(JNIEnv *env, jclass cls, jlong r, jbyteArray key, jbyteArray value)
{
    (void)cls;
    pj_in in_key = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    payseal_status status;
    if (!pj_within_limit(env, key, PAYSEAL_MAX_PAYMENT_VALUE, "the payment value key", "")
        || !pj_value_within_limit(env, key, value, PAYSEAL_MAX_PAYMENT_VALUE)
        || !pj_read_cstring(env, key, "key", &in_key)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_payment_request_set_value((payseal_payment_request *)(intptr_t)r, (const char *)in_key.data, (const char *)in_value.data);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
done:
    pj_release(&in_key);
    pj_release(&in_value);
    return;
}

static void JNICALL pj_payseal_payment_request_set_account_on_file(JNIEnv *env, jclass cls, jlong r, jbyteArray id)
{
    (void)cls;
    pj_in in_id = PJ_IN_INIT;
    payseal_status status;
    if (!pj_within_limit(env, id, PAYSEAL_MAX_PAYMENT_VALUE, "accountOnFileId", "")
        || !pj_read_cstring(env, id, "id", &in_id))
        goto done;
    status = payseal_payment_request_set_account_on_file((payseal_payment_request *)(intptr_t)r, (const char *)in_id.data);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
done:
    pj_release(&in_id);
    return;
}

static void JNICALL pj_payseal_payment_request_set_tokenize(JNIEnv *env, jclass cls, jlong r, jint tokenize)
{
    (void)cls;
    payseal_status status;
    status = payseal_payment_request_set_tokenize((payseal_payment_request *)(intptr_t)r, (int)tokenize);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
done:
    return;
}

static jbyteArray JNICALL pj_payseal_payment_request_payload(JNIEnv *env, jclass cls, jlong r, jbyteArray nonce)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_nonce = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, nonce, "nonce", &in_nonce))
        goto done;
    status = payseal_payment_request_payload((const payseal_payment_request *)(intptr_t)r, (const char *)in_nonce.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_nonce);
    return result;
}

static void JNICALL pj_payseal_payment_request_set_product(JNIEnv *env, jclass cls, jlong r, jlong p)
{
    (void)cls;
    payseal_status status;
    status = payseal_payment_request_set_product((payseal_payment_request *)(intptr_t)r, (const payseal_product *)(intptr_t)p);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
done:
    return;
}

static jbyteArray JNICALL pj_payseal_payment_request_masked_value(JNIEnv *env, jclass cls, jlong r, jbyteArray fieldId)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_fieldId = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_read_cstring(env, fieldId, "field_id", &in_fieldId))
        goto done;
    status = payseal_payment_request_masked_value((const payseal_payment_request *)(intptr_t)r, (const char *)in_fieldId.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_fieldId);
    return result;
}

static jbyteArray JNICALL pj_payseal_payment_request_validate(JNIEnv *env, jclass cls, jlong r, jint year, jint month)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outErrorsJson = NULL;
    size_t len_outErrorsJson = 0;
    payseal_status status;
    status = payseal_payment_request_validate((const payseal_payment_request *)(intptr_t)r, (int)year, (int)month, &out_outErrorsJson, &len_outErrorsJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outErrorsJson, len_outErrorsJson);
done:
    payseal_free(out_outErrorsJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_payment_request_keys(JNIEnv *env, jclass cls, jlong r)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    status = payseal_payment_request_keys((const payseal_payment_request *)(intptr_t)r, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_payment_request_unmasked_value(JNIEnv *env, jclass cls, jlong r, jbyteArray fieldId)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_fieldId = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_read_cstring(env, fieldId, "field_id", &in_fieldId))
        goto done;
    status = payseal_payment_request_unmasked_value((const payseal_payment_request *)(intptr_t)r, (const char *)in_fieldId.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_fieldId);
    return result;
}

static void JNICALL pj_payseal_payment_request_free(JNIEnv *env, jclass cls, jlong r)
{
    (void)cls;
    (void)env;
    payseal_payment_request_free((payseal_payment_request *)(intptr_t)r);
}

static jobjectArray JNICALL pj_payseal_prepare(JNIEnv *env, jclass cls, jlong key, jlong r, jlong metadata)
{
    (void)cls;
    jobjectArray result = NULL;
    char *out_outEncryptedFields = NULL;
    char *out_outEncodedClientMetaInfo = NULL;
    payseal_status status;
    status = payseal_prepare((const payseal_public_key *)(intptr_t)key, (const payseal_payment_request *)(intptr_t)r, (const payseal_metadata *)(intptr_t)metadata, &out_outEncryptedFields, &out_outEncodedClientMetaInfo);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes_pair(env, out_outEncryptedFields, out_outEncodedClientMetaInfo, out_outEncryptedFields ? strlen(out_outEncryptedFields) : 0, out_outEncodedClientMetaInfo ? strlen(out_outEncodedClientMetaInfo) : 0);
done:
    payseal_free(out_outEncodedClientMetaInfo);
    payseal_free(out_outEncryptedFields);
    return result;
}

static jbyteArray JNICALL pj_payseal_mask_format(JNIEnv *env, jclass cls, jbyteArray mask, jbyteArray value)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_mask = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_within_limit(env, mask, PAYSEAL_MAX_PAYMENT_VALUE, "the mask", "")
        || !pj_within_limit(env, value, PAYSEAL_MAX_PAYMENT_VALUE, "value", "")
        || !pj_read_cstring(env, mask, "mask", &in_mask)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_mask_format((const char *)in_mask.data, (const char *)in_value.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_mask);
    pj_release(&in_value);
    return result;
}

static jbyteArray JNICALL pj_payseal_mask_unformat(JNIEnv *env, jclass cls, jbyteArray mask, jbyteArray value)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_mask = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_within_limit(env, mask, PAYSEAL_MAX_PAYMENT_VALUE, "the mask", "")
        || !pj_within_limit(env, value, PAYSEAL_MAX_PAYMENT_VALUE, "value", "")
        || !pj_read_cstring(env, mask, "mask", &in_mask)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_mask_unformat((const char *)in_mask.data, (const char *)in_value.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_mask);
    pj_release(&in_value);
    return result;
}

static jbyteArray JNICALL pj_payseal_mask_edit(JNIEnv *env, jclass cls, jbyteArray mask, jbyteArray text, jlong start, jlong end, jbyteArray replacement, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_mask = PJ_IN_INIT;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, mask, PAYSEAL_MAX_PAYMENT_VALUE, "the mask", "")
        || !pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_within_limit(env, replacement, PAYSEAL_MAX_PAYMENT_VALUE, "replacement", "")
        || !pj_read_cstring(env, mask, "mask", &in_mask)
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_mask_edit((const char *)in_mask.data, (const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_mask);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_mask_delete(JNIEnv *env, jclass cls, jbyteArray mask, jbyteArray text, jlong start, jlong end, jint forward, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_mask = PJ_IN_INIT;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, mask, PAYSEAL_MAX_PAYMENT_VALUE, "the mask", "")
        || !pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_read_cstring(env, mask, "mask", &in_mask)
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end))
        goto done;
    status = payseal_mask_delete((const char *)in_mask.data, (const char *)in_text.data, c_start, c_end, (int)forward, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_mask);
    pj_release(&in_text);
    return result;
}

static jbyteArray JNICALL pj_payseal_validate_value(JNIEnv *env, jclass cls, jbyteArray dataRestrictionsJson, jbyteArray value, jint year, jint month)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_dataRestrictionsJson = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    char *out_outErrorsJson = NULL;
    size_t len_outErrorsJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, dataRestrictionsJson, PAYSEAL_MAX_KEY_INPUT, "the dataRestrictions JSON", "")
        || !pj_within_limit(env, value, PAYSEAL_MAX_PAYMENT_VALUE, "value", "")
        || !pj_read_bytes(env, dataRestrictionsJson, "data_restrictions_json", &in_dataRestrictionsJson)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_validate_value((const char *)in_dataRestrictionsJson.data, in_dataRestrictionsJson.len, (const char *)in_value.data, (int)year, (int)month, &out_outErrorsJson, &len_outErrorsJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outErrorsJson, len_outErrorsJson);
done:
    payseal_free(out_outErrorsJson);
    pj_release(&in_dataRestrictionsJson);
    pj_release(&in_value);
    return result;
}

static jbyteArray JNICALL pj_payseal_message(JNIEnv *env, jclass cls, jbyteArray key, jbyteArray paramsJson, jbyteArray locale, jbyteArray catalogJson)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_key = PJ_IN_INIT;
    pj_in in_paramsJson = PJ_IN_INIT;
    pj_in in_locale = PJ_IN_INIT;
    pj_in in_catalogJson = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_within_limit(env, paramsJson, PAYSEAL_MAX_KEY_INPUT, "params_json", "")
        || !pj_within_limit(env, catalogJson, PAYSEAL_MAX_MESSAGE_CATALOG, "the message catalog", "")
        || !pj_read_cstring(env, key, "key", &in_key)
        || !pj_read_cstring(env, paramsJson, "params_json", &in_paramsJson)
        || !pj_read_cstring(env, locale, "locale", &in_locale)
        || !pj_read_bytes(env, catalogJson, "catalog_json", &in_catalogJson))
        goto done;
    status = payseal_message((const char *)in_key.data, (const char *)in_paramsJson.data, (const char *)in_locale.data, (const char *)in_catalogJson.data, in_catalogJson.len, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_key);
    pj_release(&in_paramsJson);
    pj_release(&in_locale);
    pj_release(&in_catalogJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_messages_localize(JNIEnv *env, jclass cls, jbyteArray json, jbyteArray locale, jbyteArray catalogJson)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_json = PJ_IN_INIT;
    pj_in in_locale = PJ_IN_INIT;
    pj_in in_catalogJson = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_within_limit(env, json, PAYSEAL_MAX_PLAINTEXT, "the output", "")
        || !pj_within_limit(env, catalogJson, PAYSEAL_MAX_MESSAGE_CATALOG, "the message catalog", "")
        || !pj_read_bytes(env, json, "json", &in_json)
        || !pj_read_cstring(env, locale, "locale", &in_locale)
        || !pj_read_bytes(env, catalogJson, "catalog_json", &in_catalogJson))
        goto done;
    status = payseal_messages_localize((const char *)in_json.data, in_json.len, (const char *)in_locale.data, (const char *)in_catalogJson.data, in_catalogJson.len, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_json);
    pj_release(&in_locale);
    pj_release(&in_catalogJson);
    return result;
}

static jlong JNICALL pj_payseal_product_parse(JNIEnv *env, jclass cls, jbyteArray json)
{
    (void)cls;
    jlong result = 0;
    pj_in in_json = PJ_IN_INIT;
    payseal_product *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, json, PAYSEAL_MAX_PLAINTEXT, "the product JSON", "")
        || !pj_read_bytes(env, json, "json", &in_json))
        goto done;
    status = payseal_product_parse((const char *)in_json.data, in_json.len, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_json);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_json(JNIEnv *env, jclass cls, jlong p)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    status = payseal_product_json((const payseal_product *)(intptr_t)p, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    return result;
}

static void JNICALL pj_payseal_product_free(JNIEnv *env, jclass cls, jlong p)
{
    (void)cls;
    (void)env;
    payseal_product_free((payseal_product *)(intptr_t)p);
}

static jbyteArray JNICALL pj_payseal_product_list_parse(JNIEnv *env, jclass cls, jbyteArray json)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_json = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, json, PAYSEAL_MAX_PLAINTEXT, "the products list JSON", "")
        || !pj_read_bytes(env, json, "json", &in_json))
        goto done;
    status = payseal_product_list_parse((const char *)in_json.data, in_json.len, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_json);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_list_offered(JNIEnv *env, jclass cls, jbyteArray json, jint wallets)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_json = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_bytes(env, json, "json", &in_json))
        goto done;
    status = payseal_product_list_offered((const char *)in_json.data, in_json.len, (int)wallets, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_json);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_field_check(JNIEnv *env, jclass cls, jlong p, jbyteArray fieldId, jbyteArray value, jint year, jint month)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_fieldId = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, value, PAYSEAL_MAX_PAYMENT_VALUE, "value", "")
        || !pj_read_cstring(env, fieldId, "field_id", &in_fieldId)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_product_field_check((const payseal_product *)(intptr_t)p, (const char *)in_fieldId.data, (const char *)in_value.data, (int)year, (int)month, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_fieldId);
    pj_release(&in_value);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_field_check_ex(JNIEnv *env, jclass cls, jlong p, jbyteArray fieldId, jbyteArray value, jint year, jint month, jint flags)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_fieldId = PJ_IN_INIT;
    pj_in in_value = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, fieldId, "field_id", &in_fieldId)
        || !pj_read_cstring(env, value, "value", &in_value))
        goto done;
    status = payseal_product_field_check_ex((const payseal_product *)(intptr_t)p, (const char *)in_fieldId.data, (const char *)in_value.data, (int)year, (int)month, (int)flags, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_fieldId);
    pj_release(&in_value);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_field_edit(JNIEnv *env, jclass cls, jlong p, jbyteArray fieldId, jbyteArray text, jlong start, jlong end, jbyteArray replacement)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_fieldId = PJ_IN_INIT;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, fieldId, "field_id", &in_fieldId)
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_product_field_edit((const payseal_product *)(intptr_t)p, (const char *)in_fieldId.data, (const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_fieldId);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_product_account_display_value(JNIEnv *env, jclass cls, jlong p, jbyteArray accountId, jbyteArray key)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_accountId = PJ_IN_INIT;
    pj_in in_key = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_read_cstring(env, accountId, "account_id", &in_accountId)
        || !pj_read_cstring(env, key, "key", &in_key))
        goto done;
    status = payseal_product_account_display_value((const payseal_product *)(intptr_t)p, (const char *)in_accountId.data, (const char *)in_key.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_accountId);
    pj_release(&in_key);
    return result;
}

static jbyteArray JNICALL pj_payseal_iin_bin(JNIEnv *env, jclass cls, jbyteArray cardNumber)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_cardNumber = PJ_IN_INIT;
    char *out_outBin = NULL;
    size_t len_outBin = 0;
    payseal_status status;
    if (!pj_within_limit(env, cardNumber, PAYSEAL_MAX_PAYMENT_VALUE, "card_number", "")
        || !pj_read_cstring(env, cardNumber, "card_number", &in_cardNumber))
        goto done;
    status = payseal_iin_bin((const char *)in_cardNumber.data, &out_outBin, &len_outBin);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outBin, len_outBin);
done:
    payseal_free(out_outBin);
    pj_release(&in_cardNumber);
    return result;
}

static jbyteArray JNICALL pj_payseal_iin_result(JNIEnv *env, jclass cls, jint httpStatus, jbyteArray body)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_body = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, body, PAYSEAL_MAX_KEY_INPUT, "the IIN response", "")
        || !pj_read_bytes(env, body, "body", &in_body))
        goto done;
    status = payseal_iin_result((int)httpStatus, (const char *)in_body.data, in_body.len, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_body);
    return result;
}

static void JNICALL pj_payseal_iin_needs_new_details(JNIEnv *env, jclass cls, jbyteArray cardNumber, jbyteArray previousCardNumber, jlongArray outNeeded)
{
    (void)cls;
    pj_in in_cardNumber = PJ_IN_INIT;
    pj_in in_previousCardNumber = PJ_IN_INIT;
    size_t out_outNeeded = 0;
    payseal_status status;
    if (!pj_within_limit(env, cardNumber, PAYSEAL_MAX_PAYMENT_VALUE, "card_number", "")
        || !pj_within_limit(env, previousCardNumber, PAYSEAL_MAX_PAYMENT_VALUE, "previous_card_number", "")
        || !pj_read_cstring(env, cardNumber, "card_number", &in_cardNumber)
        || !pj_read_cstring(env, previousCardNumber, "previous_card_number", &in_previousCardNumber))
        goto done;
    status = payseal_iin_needs_new_details((const char *)in_cardNumber.data, (const char *)in_previousCardNumber.data, &out_outNeeded);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outNeeded, out_outNeeded);
done:
    pj_release(&in_cardNumber);
    pj_release(&in_previousCardNumber);
    return;
}

static jlong JNICALL pj_payseal_session_new(JNIEnv *env, jclass cls, jbyteArray clientSessionId, jbyteArray customerId, jbyteArray clientApiUrl, jbyteArray assetUrl)
{
    (void)cls;
    jlong result = 0;
    pj_in in_clientSessionId = PJ_IN_INIT;
    pj_in in_customerId = PJ_IN_INIT;
    pj_in in_clientApiUrl = PJ_IN_INIT;
    pj_in in_assetUrl = PJ_IN_INIT;
    payseal_session *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, clientSessionId, PAYSEAL_MAX_PAYMENT_VALUE, "clientSessionId", "")
        || !pj_within_limit(env, customerId, PAYSEAL_MAX_PAYMENT_VALUE, "customerId", "")
        || !pj_within_limit(env, clientApiUrl, 2048, "clientApiUrl", "")
        || !pj_read_cstring(env, clientSessionId, "client_session_id", &in_clientSessionId)
        || !pj_read_cstring(env, customerId, "customer_id", &in_customerId)
        || !pj_read_cstring(env, clientApiUrl, "client_api_url", &in_clientApiUrl)
        || !pj_read_cstring(env, assetUrl, "asset_url", &in_assetUrl))
        goto done;
    status = payseal_session_new((const char *)in_clientSessionId.data, (const char *)in_customerId.data, (const char *)in_clientApiUrl.data, (const char *)in_assetUrl.data, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_clientSessionId);
    pj_release(&in_customerId);
    pj_release(&in_clientApiUrl);
    pj_release(&in_assetUrl);
    return result;
}

static jbyteArray JNICALL pj_payseal_session_request(JNIEnv *env, jclass cls, jlong s, jbyteArray operation, jbyteArray contextJson, jbyteArray paramsJson, jlong metadata)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_operation = PJ_IN_INIT;
    pj_in in_contextJson = PJ_IN_INIT;
    pj_in in_paramsJson = PJ_IN_INIT;
    char *out_outRequestJson = NULL;
    size_t len_outRequestJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, contextJson, PAYSEAL_MAX_KEY_INPUT, "context_json", "")
        || !pj_within_limit(env, paramsJson, PAYSEAL_MAX_KEY_INPUT, "params_json", "")
        || !pj_read_cstring(env, operation, "operation", &in_operation)
        || !pj_read_cstring(env, contextJson, "context_json", &in_contextJson)
        || !pj_read_cstring(env, paramsJson, "params_json", &in_paramsJson))
        goto done;
    status = payseal_session_request((const payseal_session *)(intptr_t)s, (const char *)in_operation.data, (const char *)in_contextJson.data, (const char *)in_paramsJson.data, (const payseal_metadata *)(intptr_t)metadata, &out_outRequestJson, &len_outRequestJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outRequestJson, len_outRequestJson);
done:
    payseal_free(out_outRequestJson);
    pj_release(&in_operation);
    pj_release(&in_contextJson);
    pj_release(&in_paramsJson);
    return result;
}

static void JNICALL pj_payseal_session_free(JNIEnv *env, jclass cls, jlong s)
{
    (void)cls;
    (void)env;
    payseal_session_free((payseal_session *)(intptr_t)s);
}

static jbyteArray JNICALL pj_payseal_service_response(JNIEnv *env, jclass cls, jbyteArray operation, jint httpStatus, jbyteArray body)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_operation = PJ_IN_INIT;
    pj_in in_body = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, operation, "operation", &in_operation)
        || !pj_read_bytes(env, body, "body", &in_body))
        goto done;
    status = payseal_service_response((const char *)in_operation.data, (int)httpStatus, (const char *)in_body.data, in_body.len, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_operation);
    pj_release(&in_body);
    return result;
}

static jbyteArray JNICALL pj_payseal_client_api_error(JNIEnv *env, jclass cls, jint httpStatus, jbyteArray body)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_body = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, body, PAYSEAL_MAX_KEY_INPUT, "the error body", "")
        || !pj_read_bytes(env, body, "body", &in_body))
        goto done;
    status = payseal_client_api_error((int)httpStatus, (const char *)in_body.data, in_body.len, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_body);
    return result;
}

static jlong JNICALL pj_payseal_card_brands_default(JNIEnv *env, jclass cls)
{
    (void)cls;
    jlong result = 0;
    payseal_card_brands *out_out = NULL;
    payseal_status status;
    status = payseal_card_brands_default(&out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    return result;
}

static jlong JNICALL pj_payseal_card_brands_parse(JNIEnv *env, jclass cls, jbyteArray json)
{
    (void)cls;
    jlong result = 0;
    pj_in in_json = PJ_IN_INIT;
    payseal_card_brands *out_out = NULL;
    payseal_status status;
    if (!pj_within_limit(env, json, PAYSEAL_MAX_KEY_INPUT, "the brand table", "")
        || !pj_read_bytes(env, json, "json", &in_json))
        goto done;
    status = payseal_card_brands_parse((const char *)in_json.data, in_json.len, &out_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = (jlong)(intptr_t)out_out;
done:
    pj_release(&in_json);
    return result;
}

static void JNICALL pj_payseal_card_brands_free(JNIEnv *env, jclass cls, jlong b)
{
    (void)cls;
    (void)env;
    payseal_card_brands_free((payseal_card_brands *)(intptr_t)b);
}

static jbyteArray JNICALL pj_payseal_card_brand(JNIEnv *env, jclass cls, jlong b, jbyteArray pan)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_pan = PJ_IN_INIT;
    char *out_outName = NULL;
    size_t len_outName = 0;
    payseal_status status;
    if (!pj_within_limit(env, pan, PAYSEAL_MAX_PAYMENT_VALUE, "pan", "")
        || !pj_read_cstring(env, pan, "pan", &in_pan))
        goto done;
    status = payseal_card_brand((const payseal_card_brands *)(intptr_t)b, (const char *)in_pan.data, &out_outName, &len_outName);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outName, len_outName);
done:
    payseal_free(out_outName);
    pj_release(&in_pan);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_check(JNIEnv *env, jclass cls, jlong b, jbyteArray pan, jbyteArray expiry, jbyteArray cvc, jbyteArray acceptedJson, jint year, jint month)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_pan = PJ_IN_INIT;
    pj_in in_expiry = PJ_IN_INIT;
    pj_in in_cvc = PJ_IN_INIT;
    pj_in in_acceptedJson = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, pan, PAYSEAL_MAX_PAYMENT_VALUE, "pan", "")
        || !pj_within_limit(env, expiry, PAYSEAL_MAX_PAYMENT_VALUE, "expiry", "")
        || !pj_within_limit(env, cvc, PAYSEAL_MAX_PAYMENT_VALUE, "cvc", "")
        || !pj_within_limit(env, acceptedJson, PAYSEAL_MAX_KEY_INPUT, "accepted_json", "accepted_json")
        || !pj_read_cstring(env, pan, "pan", &in_pan)
        || !pj_read_cstring(env, expiry, "expiry", &in_expiry)
        || !pj_read_cstring(env, cvc, "cvc", &in_cvc)
        || !pj_read_cstring(env, acceptedJson, "accepted_json", &in_acceptedJson))
        goto done;
    status = payseal_card_check((const payseal_card_brands *)(intptr_t)b, (const char *)in_pan.data, (const char *)in_expiry.data, (const char *)in_cvc.data, (const char *)in_acceptedJson.data, (int)year, (int)month, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_pan);
    pj_release(&in_expiry);
    pj_release(&in_cvc);
    pj_release(&in_acceptedJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_check_ex(JNIEnv *env, jclass cls, jlong b, jbyteArray pan, jbyteArray expiry, jbyteArray cvc, jbyteArray acceptedJson, jint year, jint month, jint flags)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_pan = PJ_IN_INIT;
    pj_in in_expiry = PJ_IN_INIT;
    pj_in in_cvc = PJ_IN_INIT;
    pj_in in_acceptedJson = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, pan, "pan", &in_pan)
        || !pj_read_cstring(env, expiry, "expiry", &in_expiry)
        || !pj_read_cstring(env, cvc, "cvc", &in_cvc)
        || !pj_read_cstring(env, acceptedJson, "accepted_json", &in_acceptedJson))
        goto done;
    status = payseal_card_check_ex((const payseal_card_brands *)(intptr_t)b, (const char *)in_pan.data, (const char *)in_expiry.data, (const char *)in_cvc.data, (const char *)in_acceptedJson.data, (int)year, (int)month, (int)flags, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_pan);
    pj_release(&in_expiry);
    pj_release(&in_cvc);
    pj_release(&in_acceptedJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_format_pan(JNIEnv *env, jclass cls, jlong b, jbyteArray pan)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_pan = PJ_IN_INIT;
    char *out_out = NULL;
    size_t len_out = 0;
    payseal_status status;
    if (!pj_within_limit(env, pan, PAYSEAL_MAX_PAYMENT_VALUE, "pan", "")
        || !pj_read_cstring(env, pan, "pan", &in_pan))
        goto done;
    status = payseal_card_format_pan((const payseal_card_brands *)(intptr_t)b, (const char *)in_pan.data, &out_out, &len_out);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_out, len_out);
done:
    payseal_free(out_out);
    pj_release(&in_pan);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_edit_pan(JNIEnv *env, jclass cls, jlong b, jbyteArray text, jlong start, jlong end, jbyteArray replacement, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_within_limit(env, replacement, PAYSEAL_MAX_PAYMENT_VALUE, "replacement", "")
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_card_edit_pan((const payseal_card_brands *)(intptr_t)b, (const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_delete_pan(JNIEnv *env, jclass cls, jlong b, jbyteArray text, jlong start, jlong end, jint forward, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end))
        goto done;
    status = payseal_card_delete_pan((const payseal_card_brands *)(intptr_t)b, (const char *)in_text.data, c_start, c_end, (int)forward, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_text);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_edit_expiry(JNIEnv *env, jclass cls, jbyteArray text, jlong start, jlong end, jbyteArray replacement, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_within_limit(env, replacement, PAYSEAL_MAX_PAYMENT_VALUE, "replacement", "")
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_card_edit_expiry((const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_delete_expiry(JNIEnv *env, jclass cls, jbyteArray text, jlong start, jlong end, jint forward, jlongArray outCaret)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    char *out_outText = NULL;
    size_t len_outText = 0;
    size_t out_outCaret = 0;
    payseal_status status;
    if (!pj_within_limit(env, text, PAYSEAL_MAX_PAYMENT_VALUE, "text", "")
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end))
        goto done;
    status = payseal_card_delete_expiry((const char *)in_text.data, c_start, c_end, (int)forward, &out_outText, &len_outText, &out_outCaret);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    pj_write_size(env, outCaret, out_outCaret);
    result = pj_new_bytes(env, out_outText, len_outText);
done:
    payseal_free(out_outText);
    pj_release(&in_text);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_edit_pan_json(JNIEnv *env, jclass cls, jlong b, jbyteArray text, jlong start, jlong end, jbyteArray replacement)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_card_edit_pan_json((const payseal_card_brands *)(intptr_t)b, (const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_edit_expiry_json(JNIEnv *env, jclass cls, jbyteArray text, jlong start, jlong end, jbyteArray replacement)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_card_edit_expiry_json((const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_edit_cvc(JNIEnv *env, jclass cls, jlong b, jbyteArray brandName, jbyteArray text, jlong start, jlong end, jbyteArray replacement)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_brandName = PJ_IN_INIT;
    pj_in in_text = PJ_IN_INIT;
    size_t c_start = 0;
    size_t c_end = 0;
    pj_in in_replacement = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, brandName, "brand_name", &in_brandName)
        || !pj_read_cstring(env, text, "text", &in_text)
        || !pj_read_size(env, start, "start", &c_start)
        || !pj_read_size(env, end, "end", &c_end)
        || !pj_read_cstring(env, replacement, "replacement", &in_replacement))
        goto done;
    status = payseal_card_edit_cvc((const payseal_card_brands *)(intptr_t)b, (const char *)in_brandName.data, (const char *)in_text.data, c_start, c_end, (const char *)in_replacement.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_brandName);
    pj_release(&in_text);
    pj_release(&in_replacement);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_brand_info(JNIEnv *env, jclass cls, jlong b, jbyteArray name)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_name = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_read_cstring(env, name, "name", &in_name))
        goto done;
    status = payseal_card_brand_info((const payseal_card_brands *)(intptr_t)b, (const char *)in_name.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_name);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_cvc_mask(JNIEnv *env, jclass cls, jlong b, jbyteArray brandName)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_brandName = PJ_IN_INIT;
    char *out_outMask = NULL;
    size_t len_outMask = 0;
    payseal_status status;
    if (!pj_read_cstring(env, brandName, "brand_name", &in_brandName))
        goto done;
    status = payseal_card_cvc_mask((const payseal_card_brands *)(intptr_t)b, (const char *)in_brandName.data, &out_outMask, &len_outMask);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outMask, len_outMask);
done:
    payseal_free(out_outMask);
    pj_release(&in_brandName);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_brands_json(JNIEnv *env, jclass cls, jlong b)
{
    (void)cls;
    jbyteArray result = NULL;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    status = payseal_card_brands_json((const payseal_card_brands *)(intptr_t)b, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    return result;
}

static jbyteArray JNICALL pj_payseal_card_brand_candidates(JNIEnv *env, jclass cls, jlong b, jbyteArray pan)
{
    (void)cls;
    jbyteArray result = NULL;
    pj_in in_pan = PJ_IN_INIT;
    char *out_outJson = NULL;
    size_t len_outJson = 0;
    payseal_status status;
    if (!pj_within_limit(env, pan, PAYSEAL_MAX_PAYMENT_VALUE, "pan", "")
        || !pj_read_cstring(env, pan, "pan", &in_pan))
        goto done;
    status = payseal_card_brand_candidates((const payseal_card_brands *)(intptr_t)b, (const char *)in_pan.data, &out_outJson, &len_outJson);
    if (status != PAYSEAL_OK) {
        pj_throw_status(env, status);
        goto done;
    }
    result = pj_new_bytes(env, out_outJson, len_outJson);
done:
    payseal_free(out_outJson);
    pj_release(&in_pan);
    return result;
}

static const JNINativeMethod pj_methods[] = {
    {"payseal_version", "()[B", (void *)pj_payseal_version},
    {"payseal_abi_version", "()I", (void *)pj_payseal_abi_version},
    {"payseal_status_name", "(I)[B", (void *)pj_payseal_status_name},
    {"payseal_last_error", "()[B", (void *)pj_payseal_last_error},
    {"payseal_last_error_subject", "()[B", (void *)pj_payseal_last_error_subject},
    {"payseal_last_error_detail", "()[B", (void *)pj_payseal_last_error_detail},
    {"payseal_public_key_from_client_api", "([B)J", (void *)pj_payseal_public_key_from_client_api},
    {"payseal_public_key_parse", "([B[B)J", (void *)pj_payseal_public_key_parse},
    {"payseal_public_key_bits", "(J)I", (void *)pj_payseal_public_key_bits},
    {"payseal_public_key_id", "(J)[B", (void *)pj_payseal_public_key_id},
    {"payseal_public_key_free", "(J)V", (void *)pj_payseal_public_key_free},
    {"payseal_private_key_parse", "([B)J", (void *)pj_payseal_private_key_parse},
    {"payseal_private_key_free", "(J)V", (void *)pj_payseal_private_key_free},
    {"payseal_jwe_encrypt", "(J[B)[B", (void *)pj_payseal_jwe_encrypt},
    {"payseal_jwe_encrypt_kat", "(J[B[B[B[B)[B", (void *)pj_payseal_jwe_encrypt_kat},
    {"payseal_jwe_decrypt", "(J[B)[B", (void *)pj_payseal_jwe_decrypt},
    {"payseal_metadata_new", "()J", (void *)pj_payseal_metadata_new},
    {"payseal_metadata_set", "(J[B[B)V", (void *)pj_payseal_metadata_set},
    {"payseal_metadata_encode", "(J)[B", (void *)pj_payseal_metadata_encode},
    {"payseal_metadata_json", "(J)[B", (void *)pj_payseal_metadata_json},
    {"payseal_metadata_free", "(J)V", (void *)pj_payseal_metadata_free},
    {"payseal_payment_request_new", "([B[B)J", (void *)pj_payseal_payment_request_new},
    {"payseal_payment_request_set_value", "(J[B[B)V", (void *)pj_payseal_payment_request_set_value},
    {"payseal_payment_request_set_account_on_file", "(J[B)V", (void *)pj_payseal_payment_request_set_account_on_file},
    {"payseal_payment_request_set_tokenize", "(JI)V", (void *)pj_payseal_payment_request_set_tokenize},
    {"payseal_payment_request_payload", "(J[B)[B", (void *)pj_payseal_payment_request_payload},
    {"payseal_payment_request_set_product", "(JJ)V", (void *)pj_payseal_payment_request_set_product},
    {"payseal_payment_request_masked_value", "(J[B)[B", (void *)pj_payseal_payment_request_masked_value},
    {"payseal_payment_request_validate", "(JII)[B", (void *)pj_payseal_payment_request_validate},
    {"payseal_payment_request_keys", "(J)[B", (void *)pj_payseal_payment_request_keys},
    {"payseal_payment_request_unmasked_value", "(J[B)[B", (void *)pj_payseal_payment_request_unmasked_value},
    {"payseal_payment_request_free", "(J)V", (void *)pj_payseal_payment_request_free},
    {"payseal_prepare", "(JJJ)[[B", (void *)pj_payseal_prepare},
    {"payseal_mask_format", "([B[B)[B", (void *)pj_payseal_mask_format},
    {"payseal_mask_unformat", "([B[B)[B", (void *)pj_payseal_mask_unformat},
    {"payseal_mask_edit", "([B[BJJ[B[J)[B", (void *)pj_payseal_mask_edit},
    {"payseal_mask_delete", "([B[BJJI[J)[B", (void *)pj_payseal_mask_delete},
    {"payseal_validate_value", "([B[BII)[B", (void *)pj_payseal_validate_value},
    {"payseal_message", "([B[B[B[B)[B", (void *)pj_payseal_message},
    {"payseal_messages_localize", "([B[B[B)[B", (void *)pj_payseal_messages_localize},
    {"payseal_product_parse", "([B)J", (void *)pj_payseal_product_parse},
    {"payseal_product_json", "(J)[B", (void *)pj_payseal_product_json},
    {"payseal_product_free", "(J)V", (void *)pj_payseal_product_free},
    {"payseal_product_list_parse", "([B)[B", (void *)pj_payseal_product_list_parse},
    {"payseal_product_list_offered", "([BI)[B", (void *)pj_payseal_product_list_offered},
    {"payseal_product_field_check", "(J[B[BII)[B", (void *)pj_payseal_product_field_check},
    {"payseal_product_field_check_ex", "(J[B[BIII)[B", (void *)pj_payseal_product_field_check_ex},
    {"payseal_product_field_edit", "(J[B[BJJ[B)[B", (void *)pj_payseal_product_field_edit},
    {"payseal_product_account_display_value", "(J[B[B)[B", (void *)pj_payseal_product_account_display_value},
    {"payseal_iin_bin", "([B)[B", (void *)pj_payseal_iin_bin},
    {"payseal_iin_result", "(I[B)[B", (void *)pj_payseal_iin_result},
    {"payseal_iin_needs_new_details", "([B[B[J)V", (void *)pj_payseal_iin_needs_new_details},
    {"payseal_session_new", "([B[B[B[B)J", (void *)pj_payseal_session_new},
    {"payseal_session_request", "(J[B[B[BJ)[B", (void *)pj_payseal_session_request},
    {"payseal_session_free", "(J)V", (void *)pj_payseal_session_free},
    {"payseal_service_response", "([BI[B)[B", (void *)pj_payseal_service_response},
    {"payseal_client_api_error", "(I[B)[B", (void *)pj_payseal_client_api_error},
    {"payseal_card_brands_default", "()J", (void *)pj_payseal_card_brands_default},
    {"payseal_card_brands_parse", "([B)J", (void *)pj_payseal_card_brands_parse},
    {"payseal_card_brands_free", "(J)V", (void *)pj_payseal_card_brands_free},
    {"payseal_card_brand", "(J[B)[B", (void *)pj_payseal_card_brand},
    {"payseal_card_check", "(J[B[B[B[BII)[B", (void *)pj_payseal_card_check},
    {"payseal_card_check_ex", "(J[B[B[B[BIII)[B", (void *)pj_payseal_card_check_ex},
    {"payseal_card_format_pan", "(J[B)[B", (void *)pj_payseal_card_format_pan},
    {"payseal_card_edit_pan", "(J[BJJ[B[J)[B", (void *)pj_payseal_card_edit_pan},
    {"payseal_card_delete_pan", "(J[BJJI[J)[B", (void *)pj_payseal_card_delete_pan},
    {"payseal_card_edit_expiry", "([BJJ[B[J)[B", (void *)pj_payseal_card_edit_expiry},
    {"payseal_card_delete_expiry", "([BJJI[J)[B", (void *)pj_payseal_card_delete_expiry},
    {"payseal_card_edit_pan_json", "(J[BJJ[B)[B", (void *)pj_payseal_card_edit_pan_json},
    {"payseal_card_edit_expiry_json", "([BJJ[B)[B", (void *)pj_payseal_card_edit_expiry_json},
    {"payseal_card_edit_cvc", "(J[B[BJJ[B)[B", (void *)pj_payseal_card_edit_cvc},
    {"payseal_card_brand_info", "(J[B)[B", (void *)pj_payseal_card_brand_info},
    {"payseal_card_cvc_mask", "(J[B)[B", (void *)pj_payseal_card_cvc_mask},
    {"payseal_card_brands_json", "(J)[B", (void *)pj_payseal_card_brands_json},
    {"payseal_card_brand_candidates", "(J[B)[B", (void *)pj_payseal_card_brand_candidates},
};

int pj_register_natives(JNIEnv *env, jclass raw)
{
    return (*env)->RegisterNatives(env, raw, pj_methods, (jint)(sizeof pj_methods / sizeof pj_methods[0]));
}
