// libcurl for URLSessionTransport's exchanges on Linux (Sources/PaySealFoundation/CurlExchange.swift).
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: these typed
// forms call them with the one argument type each option takes.
#include <curl/curl.h>

typedef size_t (*payseal_curl_data_callback)(char *data, size_t size, size_t count, void *context);

static inline CURLcode payseal_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode payseal_curl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode payseal_curl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode payseal_curl_set_callback(CURL *handle, CURLoption option, payseal_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

/// Only http and https, for the request and for anything it could lead to.
static inline CURLcode payseal_curl_only_http(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075500 /* 7.85: the string form; the bit mask is deprecated */
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
    return code == CURLE_OK ? curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") : code;
#else
    CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    return code == CURLE_OK ? curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS)) : code;
#endif
}

/// An exchange that ends while its host name is being resolved does not wait for the resolver's
/// thread (getaddrinfo cannot be interrupted): that thread is left to end by itself. Before
/// libcurl 7.87 the cleanup waits for it.
static inline void payseal_curl_do_not_wait_for_the_resolver(CURL *handle) {
#if LIBCURL_VERSION_NUM >= 0x075700
    (void)curl_easy_setopt(handle, CURLOPT_QUICK_EXIT, 1L);
#else
    (void)handle;
#endif
}

static inline long payseal_curl_response_code(CURL *handle) {
    long code = 0;
    return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code) == CURLE_OK ? code : 0;
}

/// The result of the transfer `multi` reports done, or -1 while none is.
static inline int payseal_curl_done_result(CURLM *multi) {
    int queued = 0;
    CURLMsg *message;
    while ((message = curl_multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) return (int)message->data.result;
    }
    return -1;
}
