#!/usr/bin/env bash
# The payseal CLI as a merchant debugging a rejected payment uses it, run from a temporary
# directory outside the repository: the built-in demo keys, inspect, key-info fingerprints of a
# pair, decrypt of prepare's JSON, and the error contract (one "payseal: error: " line on stderr,
# exit status 1; usage errors exit 64).
#
# Usage: Tests/cli/test_cli.sh BINARY     (e.g. .build/debug/payseal-cli)
set -u

if [ $# -ne 1 ]; then
    echo "usage: $0 BINARY" >&2
    exit 2
fi
case "$1" in
    /*) BIN="$1" ;;
    *) BIN="$PWD/$1" ;;
esac
if [ ! -x "$BIN" ]; then
    echo "test_cli: $BIN is not an executable" >&2
    exit 2
fi
REPO="$(cd "$(dirname "$0")/../.." && pwd)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/payseal-cli-test.XXXXXX")"
trap 'chmod -R u+rwx "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
chmod 755 "$WORK"
cd "$WORK" || exit 2
mkdir keys
cp "$REPO/Vectors/keys/test-rsa-2048.client-api.json" "$REPO/Vectors/keys/test-rsa-2048.private.pem" \
   "$REPO/Vectors/keys/test-rsa-3072.private.pem" keys/
PUB=keys/test-rsa-2048.client-api.json
PRIV=keys/test-rsa-2048.private.pem

# A throwaway P-256 key (not RSA), to check what key-info and decrypt say about it.
cat > ec.pem <<'EOF'
-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQglO2Zug/GfT8Xjakr
/nNafzI0kgs8i0PIKUBQEv2+mgihRANCAAQxhEGpYOrLf/AwL6gT/tg10CaTiL6h
fWNuFJFNU609uKGBVF1zuDB9aCCfx1zAluHg6dttpyIT+AIsYDESb4X1
-----END PRIVATE KEY-----
EOF

passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() {
    failed=$((failed + 1))
    echo "FAIL: $1" >&2
    [ -s out ] && { echo "  stdout:" >&2; head -20 out | sed 's/^/    /' >&2; }
    [ -s err ] && { echo "  stderr:" >&2; head -20 err | sed 's/^/    /' >&2; }
    return 0
}

# run CMD...: runs the CLI with stdout in ./out, stderr in ./err, the status in $status.
run() {
    "$BIN" "$@" >out 2>err
    status=$?
}

# expect_ok NAME [GREP-PATTERN...] -- CMD...: exit 0, empty stderr, each fixed string in stdout.
expect_ok() {
    local name="$1"; shift
    local patterns=()
    while [ "$1" != "--" ]; do patterns+=("$1"); shift; done
    shift
    run "$@"
    if [ "$status" -ne 0 ]; then fail "$name: exit status $status, expected 0"; return; fi
    if [ -s err ]; then fail "$name: unexpected stderr"; return; fi
    local pattern
    for pattern in "${patterns[@]}"; do
        if ! grep -qF -- "$pattern" out; then fail "$name: stdout lacks: $pattern"; return; fi
    done
    pass
}

# expect_error NAME SUBSTRING -- CMD...: exit 1, stderr exactly one line "payseal: error: ..."
# containing SUBSTRING.
expect_error() {
    local name="$1" substring="$2"; shift 3
    run "$@"
    check_error "$name" "$substring"
}

check_error() {
    local name="$1" substring="$2"
    if [ "$status" -ne 1 ]; then fail "$name: exit status $status, expected 1"; return; fi
    if [ "$(wc -l <err)" -ne 1 ]; then fail "$name: stderr has $(wc -l <err) lines, expected 1"; return; fi
    if ! head -1 err | grep -q '^payseal: error: '; then fail "$name: stderr does not start with 'payseal: error: '"; return; fi
    if ! grep -qF -- "$substring" err; then fail "$name: stderr lacks: $substring"; return; fi
    pass
}

# 1. The demo with its built-in TEST keys, from a directory without Vectors/.
expect_ok "demo from $WORK" "built-in TEST key pair" "Round trip verified" -- demo
expect_ok "demo --keys DIR" "TEST key pair in keys" "Round trip verified" -- demo --keys keys
expect_error "demo --keys missing" "does not exist" -- demo --keys no-such-dir

# 2. inspect: a token made by prepare, as JSON, as a file, as an argument, on stdin.
run prepare --public-key "$PUB" --session-id sess-1 --product-id 1 --value cardNumber=4012000033330026 \
    --value expiryDate=1230 --app-identifier com.example.shop/2.3
if [ "$status" -eq 0 ] && grep -q '"encryptedFields"' out; then pass; else fail "prepare"; fi
cp out prepared.json
sed -n 's/.*"encryptedFields": "\([^"]*\)".*/\1/p' prepared.json > token.jwe
sed -n 's/.*"encodedClientMetaInfo": "\([^"]*\)".*/\1/p' prepared.json > metainfo.txt
TOKEN="$(cat token.jwe)"
META="$(cat metainfo.txt)"
HEADER_CHECKS=('alg:  "RSA-OAEP"' 'enc:  "A256CBC-HS512"' 'kid:  "payseal-test-rsa-2048"'
               'IV:                  16  ok' 'tag:                 32  ok' 'encrypted key:      256  ok' 'shape: ok')
expect_ok "inspect prepare's JSON" "${HEADER_CHECKS[@]}" '"appIdentifier":"com.example.shop/2.3"' -- inspect prepared.json
expect_ok "inspect token argument" "${HEADER_CHECKS[@]}" -- inspect "$TOKEN"
expect_ok "inspect token file" "${HEADER_CHECKS[@]}" -- inspect token.jwe
"$BIN" inspect - <token.jwe >out 2>err; status=$?
if [ "$status" -eq 0 ] && grep -qF 'enc:  "A256CBC-HS512"' out; then pass; else fail "inspect - (stdin)"; fi
expect_ok "inspect encodedClientMetaInfo" 'metadata: {' '"appIdentifier":"com.example.shop/2.3"' '"sdkIdentifier":"PaySeal/' -- inspect "$META"
run inspect metainfo.txt
if [ "$status" -eq 0 ] && grep -q '^  metadata: {.*}$' out; then pass; else fail "inspect encodedClientMetaInfo file"; fi
# A token whose IV lost 4 bytes (a 12-byte, GCM-sized IV): the report, then one error line.
BAD_TOKEN="$(echo "$TOKEN" | awk -F. '{ printf "%s.%s.%s.%s.%s", $1, $2, substr($3, 1, 16), $4, $5 }')"
expect_error "inspect token with a 12-byte IV" "the IV has 12 bytes; A256CBC-HS512 needs 16" -- inspect "$BAD_TOKEN"
if grep -qF 'WRONG: A256CBC-HS512 needs 16' out; then pass; else fail "inspect 12-byte IV: report on stdout"; fi
HS256_HEADER="$(printf '{"alg":"RSA-OAEP-256","enc":"A128GCM"}' | base64 | tr '+/' '-_' | tr -d '=\n')"
expect_error "inspect token with other alg/enc" "alg is \"RSA-OAEP-256\"" -- inspect "$HS256_HEADER.${TOKEN#*.}"

# 3. key-info: the private key's fingerprint is that of its public half.
run key-info "$PUB"; FP_PUBLIC="$(grep '^fingerprint: SHA-256:' out)"
run key-info "$PRIV"; FP_PRIVATE="$(grep '^fingerprint: SHA-256:' out)"
if [ -n "$FP_PUBLIC" ] && [ "$FP_PUBLIC" = "$FP_PRIVATE" ] && grep -q '^type: *RSA private key, 2048 bits' out; then
    pass
else
    fail "key-info fingerprints of the pair differ: public '$FP_PUBLIC', private '$FP_PRIVATE'"
fi
run key-info keys/test-rsa-3072.private.pem; FP_OTHER="$(grep '^fingerprint: SHA-256:' out)"
if [ -n "$FP_OTHER" ] && [ "$FP_OTHER" != "$FP_PUBLIC" ]; then pass; else fail "key-info of another private key"; fi

# 4. decrypt: prepare's JSON (its encryptedFields), and the bare token still.
expect_ok "decrypt prepare's JSON" '"clientSessionId":"sess-1"' '{"key":"cardNumber","value":"4012000033330026"}' -- \
    decrypt --private-key "$PRIV" --input prepared.json
expect_ok "decrypt token" '"paymentProductId":1' -- decrypt --private-key "$PRIV" --input token.jwe
"$BIN" decrypt --private-key "$PRIV" <prepared.json >out 2>err; status=$?
if [ "$status" -eq 0 ] && grep -qF '"clientSessionId":"sess-1"' out; then pass; else fail "decrypt prepare's JSON on stdin"; fi

# 5. Errors: one "payseal: error: " line, exit 1.
mkdir a-directory
echo 'not a token' > text.txt
echo '{"amount": 1}' > other.json
expect_error "vectors: missing directory" "no-such-dir: it does not exist" -- vectors no-such-dir
expect_error "vectors: a file" "is not a directory" -- vectors text.txt
expect_error "key-info: missing file" "missing.pem: it does not exist" -- key-info missing.pem
expect_error "key-info: a directory" "a-directory: it is a directory" -- key-info a-directory
expect_error "decrypt: missing input" "missing.jwe: it does not exist" -- decrypt --private-key "$PRIV" --input missing.jwe
expect_error "key-info: EC private key" "the key is of type EC; PaySeal needs an RSA key" -- key-info ec.pem
expect_error "decrypt: EC private key" "the key is of type EC; PaySeal needs an RSA key" -- decrypt --private-key ec.pem --input token.jwe
expect_error "decrypt: Client API JSON as the private key" "is a public key (a Client API public key response" -- \
    decrypt --private-key "$PUB" --input token.jwe
expect_error "decrypt: the wrong private key" "[PAYSEAL_E_DECRYPT]" -- decrypt --private-key keys/test-rsa-3072.private.pem --input token.jwe
expect_error "decrypt: JSON without encryptedFields" 'no "encryptedFields"' -- decrypt --private-key "$PRIV" --input other.json
expect_error "inspect: missing file" "no-such.jwe: it does not exist" -- inspect no-such.jwe
expect_error "inspect: text" "neither a JWE" -- inspect text.txt
expect_error "inspect: other JSON" 'neither "encryptedFields" nor "encodedClientMetaInfo"' -- inspect other.json
expect_error "inspect: base64 of no JSON" "not a JSON object" -- inspect "aGVsbG8="
expect_error "inspect: four parts" "has 5 parts" -- inspect "${TOKEN%.*}"
expect_error "inspect: empty stdin" "empty" -- inspect - </dev/null
expect_error "encrypt: missing key" "it does not exist" -- encrypt --key missing.json --input text.txt
echo secret > unreadable.txt
chmod 000 unreadable.txt
if [ "$(id -u)" -ne 0 ]; then
    expect_error "key-info: permission denied" "unreadable.txt: permission denied" -- key-info unreadable.txt
elif command -v setpriv >/dev/null && setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null; then
    setpriv --reuid=65534 --regid=65534 --clear-groups "$BIN" key-info unreadable.txt >out 2>err; status=$?
    check_error "key-info: permission denied (as uid 65534)" "unreadable.txt: permission denied"
else
    echo "test_cli: skipped the permission test (root, and no setpriv to drop privileges)"
fi

# 6. Usage errors stay the argument parser's: "Error: ..." and exit 64; the help says so.
run --no-such-option
if [ "$status" -eq 64 ] && grep -q '^Error: ' err; then pass; else fail "usage error: exit $status, expected 64"; fi
run key-info
if [ "$status" -eq 64 ]; then pass; else fail "missing argument: exit $status, expected 64"; fi
run --help
if [ "$status" -eq 0 ] && grep -q '64 (EX_USAGE)' out; then pass; else fail "--help documents the exit statuses"; fi
# No command at all: the help on stderr, exit 64.
run
if [ "$status" -eq 64 ] && [ ! -s out ] && grep -q '^USAGE: payseal <subcommand>' err; then pass; else fail "bare payseal: exit $status, expected 64 and the help"; fi
# A misspelled option is named even where a required one is missing too (the parser reports the missing one).
run card check --pna 4111
if [ "$status" -eq 64 ] && grep -qF "unknown option '--pna' of 'payseal card check'" err && ! grep -q 4111 err; then pass; else fail "card check --pna: exit $status, expected 64 naming --pna"; fi
# A date the help's YYYY-MM does not allow is a malformed argument: exit 64, as the help promises.
for today in 2026-13 2026-00 2026-1 26-11; do
    run card check --pan 4111 --today "$today"
    if [ "$status" -eq 64 ] && grep -qF 'month 01 to 12' err; then pass; else fail "card check --today $today: exit $status, expected 64"; fi
done

# 7. Card fields: the keys with their direction, the expiry field, brand details.
expect_ok "card delete: forward-Delete at caret 4" '{"text":"4111 2223 3334 444","caret":5}' -- \
    card delete "4111 2222 3333 4444" --start 4 --forward
expect_ok "card delete: Backspace after a space" '{"text":"4112 222","caret":3}' -- card delete "4111 2222" --start 5
expect_ok "card delete --mask" '{"text":"13-4","caret":1}' -- card delete "12-34" --start 3 --mask "{{99}}-{{99}}"
expect_ok "card expiry: 2 is February" '{"text":"02/","caret":3}' -- card expiry "" --start 0 --replacement 2
expect_ok "card expiry: a pasted 12/2028" '{"text":"12/28","caret":5}' -- card expiry "" --start 0 --replacement 12/2028
expect_ok "card expiry: Backspace after the / of 11/28" '{"text":"1/28","caret":1}' -- card expiry "11/28" --start 3 --backspace
expect_ok "card expiry: 12/ Backspace" '{"text":"1","caret":1}' -- card expiry "12/" --start 3 --backspace
expect_ok "card expiry: a third year digit after 20" '{"text":"12/202","caret":6}' -- card expiry "12/20" --start 5 --replacement 2
expect_ok "card expiry: 12/2028 typed whole is 12/28" '{"text":"12/28","caret":5}' -- card expiry "12/202" --start 6 --replacement 8
expect_ok "card expiry: a pasted 13/30 is refused" '{"text":"","caret":0}' -- card expiry "" --start 0 --replacement 13/30
expect_ok "card expiry: Delete before the year's first digit" '{"text":"12/","caret":3}' -- card expiry "12/28" --start 3 --delete
expect_ok "card brand --all" '["maestro","visa"]' -- card brand "4936 98" --all
expect_ok "card info amex" '{"name":"amex","panLengths":[15],"cvcLengths":[4],"format":[4,6,5],"advanceLength":15}' -- card info amex
expect_ok "card info: the table" '[{"name":"amex","bins":["34","37"],' '{"name":"visa","bins":["4"],"panLengths":[13,16,18,19]' -- card info
expect_error "card info: an unknown brand" "no brand named Visa [PAYSEAL_E_ARGUMENT]" -- card info Visa
expect_error "card expiry: a position past the end" "[PAYSEAL_E_ARGUMENT]" -- card expiry "09/31" --start 9 --backspace
if grep -qF "09/31" err; then fail "card expiry: the error quotes the expiry"; else pass; fi
run card expiry 1 --start 1 --backspace --delete
if [ "$status" -eq 64 ]; then pass; else fail "card expiry --backspace --delete: exit $status, expected 64"; fi

# The card check as the customer types: incomplete (exit 1) with the reason it fails now, invalid
# only when nothing typed next can help; dashes are separators; one expiry rule with tooFar.
expect_ok "card check: dashes, MM/YYYY" '"brand":"visa","pan":{"state":"valid","maxLength":19,"advance":true}' '"complete":true' -- \
    card check --pan 4111-1111-1111-1111 --expiry 12/2028 --cvc 123 --today 2026-11
run card check --pan "4111 1111 1111 1" --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '"pan":{"state":"incomplete","reason":"luhn","maxLength":19,"advance":false}' out; then pass
else fail "card check: 13 digits of a Visa typed, Luhn failing: incomplete luhn (exit $status)"; fi
run card check --pan 34 --accept visa --expiry 12/99 --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '"pan":{"state":"invalid","reason":"brandNotAccepted","maxLength":15,"advance":false}' out \
    && grep -qF '"expiry":{"state":"invalid","reason":"tooFar","advance":false}' out; then pass
else fail "card check: 34 with only visa accepted, 12/99: invalid brandNotAccepted and tooFar (exit $status)"; fi
run card check --pan "" --expiry 1/28 --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '"expiry":{"state":"incomplete","reason":"format","advance":false}' out; then pass
else fail "card check: 1/28, a month missing a digit as Backspace leaves it: incomplete format (exit $status)"; fi
run card check --pan "4111 1111 1111 1112" --expiry 12/2 --final --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '"pan":{"state":"invalid","reason":"luhn","maxLength":19,"advance":false}' out \
    && grep -qF '"expiry":{"state":"invalid","reason":"format","advance":false}' out; then pass
else fail "card check --final: a 16-digit Visa with a typo and 12/2 on leaving: invalid luhn and format (exit $status)"; fi

# 8. request --send against a local Client API stub on 127.0.0.1 (a port the OS picks): it serves
# the recorded answers to exactly the requests PaySeal sends, 400 with the reason to any other,
# and stops after 20 requests or 30 seconds should this script not stop it first.
if command -v python3 >/dev/null; then
    python3 "$REPO/Tests/client-api-stub/client_api_stub.py" --meta-info "$("$BIN" metadata)" \
        --max-requests 20 --seconds 30 >stub.port 2>stub.err &
    STUB_PID=$!
    trap 'kill "$STUB_PID" 2>/dev/null; chmod -R u+rwx "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
    for _ in $(seq 100); do [ -s stub.port ] && break; sleep 0.05; done
    STUB=(--session-id payseal-stub-session --customer-id "customer 1" --client-api-url "http://127.0.0.1:$(head -1 stub.port)")
    CONTEXT='{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}'
    expect_ok "request publicKey --send" 'HTTP 200' '"keyId": "payseal-test-rsa-2048"' -- request publicKey "${STUB[@]}" --send
    expect_ok "request paymentProducts --send" 'HTTP 200' '{"paymentProducts":[' -- \
        request paymentProducts "${STUB[@]}" --context "$CONTEXT" --send
    expect_ok "request paymentProduct --send" 'HTTP 200' '"id": "cardNumber"' -- \
        request paymentProduct "${STUB[@]}" --context "$CONTEXT" --product-id 1 --send
    expect_ok "request iinDetails --send" 'HTTP 200' '"paymentProductId": 1' '"isAllowedInContext": true' -- \
        request iinDetails "${STUB[@]}" --context "$CONTEXT" --card-number "4111 1111 1111 1111" --send
    expect_ok "request networks --send" 'HTTP 200' '"Eurocard"' 'answer: {"networks":["CB","Eurocard","VISA"]}' -- \
        request networks "${STUB[@]}" --context "$CONTEXT" --product-id 302 --send
    expect_ok "request surcharge --send" 'HTTP 200' \
        'answer: {"surcharges":[{"paymentProductId":1,"result":"OK","netAmount":{"amount":1000,"currencyCode":"EUR"}' -- \
        request surcharge "${STUB[@]}" --context "$CONTEXT" --card-number "4567 3500 0000 0000" --product-id 1 --send
    expect_ok "request currencyConversion --token --send" 'HTTP 200' \
        'answer: {"dccSessionId":"5cd02469177743fb8a0b2c78937ee25f","result":{"result":"Allowed","resultReason":"Accepted"}' -- \
        request currencyConversion "${STUB[@]}" --context "$CONTEXT" --token 0ca037cc-9101-4a54-a7a1-1a0b4a6c07b4 --send
    expect_ok "request currencyConversion --target-currency --send (the stub takes PaySeal's body)" 'HTTP 200' -- \
        request currencyConversion "${STUB[@]}" --context "$CONTEXT" --token 0ca037cc-9101-4a54-a7a1-1a0b4a6c07b4 --target-currency USD --send
    expect_error "request currencyConversion --send: HTTP 404" "the Client API answered HTTP 404 to currencyConversion" -- \
        request currencyConversion "${STUB[@]}" --context "$CONTEXT" --card-number 4000000000000002 --send
    if grep -qF 'CURRENCY_CONVERSION_NOT_FOUND_REQUEST' out; then pass; else fail "request currencyConversion --send: the 404's body"; fi
    expect_error "request --send: HTTP 404" "the Client API answered HTTP 404 to paymentProduct" -- \
        request paymentProduct "${STUB[@]}" --context "$CONTEXT" --product-id 7 --send
    if head -1 out | grep -qx 'HTTP 404' && grep -qF 'UNKNOWN_PRODUCT_ID' out; then pass; else fail "request --send: the 404's status and body"; fi
    # The stub refuses what PaySeal would not send (here another session): the CLI prints its reason.
    expect_error "request --send: refused" "answered HTTP 400 to publicKey" -- \
        request publicKey --session-id other-session --customer-id "customer 1" --client-api-url "${STUB[5]}" --send
    if grep -qF "refused the request: Authorization is 'GCS v1Client:other-session'" out; then pass; else fail "request --send: the stub's 400 body"; fi
    run request publicKey "${STUB[@]}" --send --curl
    if [ "$status" -eq 64 ] && grep -qF -- '--send and --curl cannot be used together' err; then pass; else fail "request --send --curl: exit $status, expected 64"; fi
    kill "$STUB_PID" 2>/dev/null
    wait "$STUB_PID" 2>/dev/null
    expect_error "request --send: nothing listening" "crypto/publickey failed: could not connect to the host" -- \
        request publicKey "${STUB[@]}" --send
else
    fail "request --send: python3 runs the Client API stub and is not installed"
fi

# 9. A clientApiUrl over its limit says its size and the limit.
expect_ok "request surcharge: the body" '"url":"https://payment.example.com/client/v1/c/services/surchargecalculation"' \
    '"body":"{\"cardSource\":{\"card\":{\"cardNumber\":\"4567350000000000\",\"paymentProductId\":1}},\"amountOfMoney\":{\"amount\":1000,\"currencyCode\":\"EUR\"}}"' -- \
    request surcharge --session-id s --customer-id c --client-api-url https://payment.example.com \
    --context '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}' --card-number 4567-3500-0000-0000 --product-id 1
expect_ok "request networks: the URL" \
    '"url":"https://payment.example.com/client/v1/c/products/320/networks?countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=true"' -- \
    request networks --session-id s --customer-id c --client-api-url https://payment.example.com \
    --context '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":true}' --product-id 320
expect_error "request surcharge: a card number and a token" 'surchargeCalculation takes "cardNumber" or "token", not both [PAYSEAL_E_ARGUMENT]' -- \
    request surcharge --session-id s --customer-id c --client-api-url https://payment.example.com \
    --context '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}' --card-number 4567350000000000 --token t
expect_error "request currencyConversion: no context" "this operation needs a payment context [PAYSEAL_E_ARGUMENT]" -- \
    request currencyConversion --session-id s --customer-id c --client-api-url https://payment.example.com --token t
# --locale: the context's locale, sent with the products requests (R20), refused where it cannot be sent.
expect_ok "request paymentProducts --locale" '&isRecurring=false&locale=fr_BE&hide=fields' -- request paymentProducts --session-id s \
    --customer-id c --client-api-url https://payment.example.com --context '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}' --locale fr_BE
expect_error "request --locale without --context" "--locale is the payment context's: give --context too" -- \
    request paymentProducts --session-id s --customer-id c --client-api-url https://payment.example.com --locale fr_BE
expect_error "request --locale with a space" "the payment context's locale must be 2 to 35 ASCII letters" -- request paymentProducts --session-id s \
    --customer-id c --client-api-url https://payment.example.com --context '{"countryCode":"NL","currencyCode":"EUR","amount":1000,"isRecurring":false}' --locale 'fr BE'
expect_error "request: a 3,000-byte clientApiUrl" "clientApiUrl has 3000 bytes; the limit is 2048 [PAYSEAL_E_LIMIT]" -- request publicKey \
    --session-id s --customer-id c --client-api-url "https://payment.example.com/$(printf 'a%.0s' $(seq 2972))"

# 10. Invalid UTF-8 in a JSON input gets the status C gives it, PAYSEAL_E_ARGUMENT, whatever the input.
printf '{"a":"\303("}' > bad-utf8.json
printf '[{"name":"\303("}]' > bad-utf8-table.json
expect_error "validate: restrictions not UTF-8" "the dataRestrictions JSON is not valid UTF-8 [PAYSEAL_E_ARGUMENT]" -- \
    validate --restrictions bad-utf8.json 1
expect_error "iin --response not UTF-8" "the IIN response is not valid UTF-8 [PAYSEAL_E_ARGUMENT]" -- iin 4111111111111111 --response bad-utf8.json
expect_error "card brand --table not UTF-8" "the brand table is not valid UTF-8 [PAYSEAL_E_ARGUMENT]" -- card brand --table bad-utf8-table.json 4111
expect_error "product show: not UTF-8" "the product JSON is not valid UTF-8 [PAYSEAL_E_ARGUMENT]" -- product show bad-utf8.json
expect_error "product list: not UTF-8" "the products list JSON is not valid UTF-8 [PAYSEAL_E_ARGUMENT]" -- product list bad-utf8.json

# 11. Card data is never shown: not in the CLI's own errors (a --value without '='), not in the
# argument parser's (a card number typed with spaces is four arguments it cannot place, or a value
# an option cannot take). Each command fails as expected, neither stdout nor stderr holds the
# number or any of its groups of digits, and stderr quotes no argument with a digit.
CARD_GROUPS=(4012 0000 3333 0026)
expect_hidden() {  # NAME STATUS -- CMD...
    local name="$1" expected="$2" group; shift 3
    run "$@"
    if [ "$status" -ne "$expected" ]; then fail "$name: exit status $status, expected $expected"; return; fi
    for group in 4012000033330026 "${CARD_GROUPS[@]}" 6011000990139424123; do
        if grep -qF -- "$group" out err; then fail "$name: the output shows $group"; return; fi
    done
    # Nor any other argument with a digit (a CVC, an expiry): the parser quotes what it shows.
    if grep -q "'[^']*[0-9][^']*'" err; then fail "$name: the error quotes an argument with a digit"; return; fi
    pass
}
echo '{"validators":{"luhn":{}}}' > luhn.json
expect_hidden "prepare --value without '='" 1 -- prepare --public-key "$PUB" --session-id s --product-id 1 --value 4012000033330026
if grep -qF -- "--value number 1 has no '='" err; then pass; else fail "prepare --value without '=': the error names the option"; fi
expect_hidden "prepare --value KEY:VALUE" 1 -- prepare --public-key "$PUB" --session-id s --product-id 1 --value cardNumber=4111 \
    --value cardNumber:4012000033330026
expect_hidden "prepare --metadata without '='" 1 -- prepare --public-key "$PUB" --session-id s --product-id 1 --metadata 6011000990139424123
expect_hidden "card check --pan typed with spaces" 64 -- card check --pan "${CARD_GROUPS[@]}"
if grep -qF "3 unexpected arguments" err; then pass; else fail "card check --pan with spaces: the usage error says what is wrong"; fi
expect_hidden "card check --cvc and --expiry in two" 64 -- card check --pan 4111111111111111 --cvc 12 3 --expiry 12 28
expect_hidden "card format" 64 -- card format "${CARD_GROUPS[@]}"
expect_hidden "card brand --all=" 64 -- card brand --all=4012000033330026 4
expect_hidden "card edit --start with a card number" 64 -- card edit 4 --start "4012 0000 3333 0026"
expect_hidden "card delete" 64 -- card delete "${CARD_GROUPS[@]}" --start 4
expect_hidden "card expiry" 64 -- card expiry 12 28 --start 0
expect_hidden "iin" 64 -- iin "${CARD_GROUPS[@]}"
expect_hidden "validate" 64 -- validate --restrictions luhn.json "${CARD_GROUPS[@]}"
expect_hidden "mask format" 64 -- mask format "{{9999}} {{9999}}" 4012 0000 3333
expect_hidden "request iinDetails --card-number" 64 -- request iinDetails --session-id s --customer-id c \
    --client-api-url https://payment.example.com --card-number "${CARD_GROUPS[@]}"
expect_hidden "request surcharge: letters in the card number" 1 -- request surcharge --session-id s --customer-id c \
    --client-api-url https://payment.example.com --context '{"countryCode":"NL","currencyCode":"EUR","amount":1,"isRecurring":false}' \
    --card-number 4012000033330026x
expect_hidden "request iinDetails: letters in the card number" 1 -- request iinDetails --session-id s --customer-id c \
    --client-api-url https://payment.example.com --context '{"countryCode":"NL","currencyCode":"EUR","amount":1,"isRecurring":false}' \
    --card-number 4012000033330026x
run crad
if [ "$status" -eq 64 ] && grep -qF "'crad'" err; then pass; else fail "a mistyped subcommand is still shown"; fi

# 12. request --send against a hostile server (Tests/client-api-stub/hostile_client_api.py on
# 127.0.0.1, one connection, 60 s at most; it streams its bodies, so nothing holds them whole):
# bodies far over the 4 MiB limit, a server that never answers, one that stalls after its
# headers, ones that send a byte a second, two Content-Length values, and terminal sequences in a
# body. The CLI's peak resident memory and its time come from
# run_measured.py; the body bytes it took and its Accept-Encoding from the server's report.
HOSTILE="$REPO/Tests/client-api-stub/hostile_client_api.py"
# hostile_send MODE [SERVER-ARGS...] -- [CLI-ARGS...]: runs `request publicKey --send` against
# the server like run() (with HOSTILE_PTY set, on a pseudo-terminal: Tests/cli/run_measured.py)
# and sets $peak_kib, $seconds, $taken and $encoding.
hostile_send() {
    local server_args=()
    while [ "$1" != "--" ]; do server_args+=("$1"); shift; done
    shift
    rm -f hostile.out
    python3 "$HOSTILE" "${server_args[@]}" --max-connections 1 --seconds 60 >hostile.out 2>hostile.err &
    local server=$!
    for _ in $(seq 100); do [ -s hostile.out ] && break; sleep 0.05; done
    python3 "$REPO/Tests/cli/run_measured.py" ${HOSTILE_PTY:+--pty} out err "$BIN" request publicKey \
        --session-id s --customer-id c --send "$@" --client-api-url "http://127.0.0.1:$(head -1 hostile.out)" >measured
    read -r status peak_kib seconds <measured
    wait "$server"
    taken=$(sed -n '2s/.*"body_bytes_sent": \([0-9]*\).*/\1/p' hostile.out)
    encoding=$(sed -n '2s/.*"accept_encoding": \("[^"]*"\|null\).*/\1/p' hostile.out)
}

# expect_bounded NAME: the CLI stayed under 100 MiB resident (the bodies are 1 and 2 GiB) and
# asked for no encoding but identity.
expect_bounded() {
    if [ "${peak_kib:-0}" -gt 0 ] && [ "$peak_kib" -lt 102400 ]; then pass
    else fail "$1: peak resident memory ${peak_kib:-?} KiB, expected under 100 MiB"; fi
    if [ "$encoding" = '"identity"' ]; then pass; else fail "$1: the request's Accept-Encoding is $encoding, expected identity"; fi
}

if command -v python3 >/dev/null; then
    hostile_send large --size $((1 << 30)) --
    check_error "request --send: a 1 GiB body" "crypto/publickey failed: the answer's Content-Length, 1073741824 bytes, is over the limit of 4194304 bytes"
    expect_bounded "request --send: a 1 GiB body"
    echo "  1 GiB body: ${seconds} s, ${peak_kib} KiB peak, ${taken} bytes taken" >&2
    hostile_send large --size $((1 << 30)) --chunked --
    check_error "request --send: a 1 GiB chunked body" "crypto/publickey failed: the answer's body is over the limit of 4194304 bytes"
    expect_bounded "request --send: a 1 GiB chunked body"
    # What the CLI took before it hung up: the limit, what was in flight, and the sockets' buffers.
    if [ "${taken:-0}" -lt $((64 << 20)) ]; then pass; else fail "request --send: a 1 GiB chunked body: ${taken:-?} bytes taken"; fi
    echo "  1 GiB chunked body: ${seconds} s, ${peak_kib} KiB peak, ${taken} bytes taken" >&2
    hostile_send gzip-bomb --size $((2 << 30)) --
    check_error "request --send: gzip inflating to 2 GiB" "crypto/publickey failed: the answer's body is over the limit of 4194304 bytes"
    expect_bounded "request --send: gzip inflating to 2 GiB"
    echo "  gzip inflating to 2 GiB: ${seconds} s, ${peak_kib} KiB peak, ${taken} bytes taken" >&2
    # --timeout bounds the whole exchange: no answer, headers then nothing, a body byte a second,
    # the whole answer a byte a second. The CLI ends at the timeout (its start and exit included:
    # within 1 s more) and the server sees the connection closed as soon.
    for mode in silent stall trickle drip; do
        hostile_send "$mode" --size 1000 -- --timeout 3
        check_error "request --send --timeout 3: $mode" "crypto/publickey failed: timed out after 3 seconds"
        if awk "BEGIN { exit !($seconds >= 3 && $seconds < 4) }"; then pass; else fail "request --send --timeout 3: $mode took $seconds s"; fi
        open=$(sed -n '2s/.*"seconds": \([0-9.]*\).*/\1/p' hostile.out)
        if awk "BEGIN { exit !(\"$open\" != \"\" && $open < 4) }"; then pass
        else fail "request --send --timeout 3: $mode: the server saw the connection open ${open:-?} s"; fi
        echo "  $mode, --timeout 3: ${seconds} s, the connection open ${open} s" >&2
    done
    # Two different Content-Length values: refused (RFC 9112, section 6.3).
    hostile_send two-lengths --
    check_error "request --send: two Content-Length values" 'crypto/publickey failed: the answer has conflicting Content-Length values ("17", "14")'

    # Terminal sequences in a body: escaped on a terminal (a pseudo-terminal here; its line
    # discipline turns each \n into \r\n), the bytes as sent into a file.
    HOSTILE_PTY=1 hostile_send escapes --
    tr -d '\r' <out >shown
    if [ "$status" -eq 0 ] && grep -qF '"errorId":"\u{1B}]0;payseal was here\u{7}\u{1B}[2J\u{1B}[H\u{7}"' shown \
        && grep -qF '"c1":"\u{9B}31m","del":"\u{7F}","cr":"over\u{D}written"}' shown \
        && ! LC_ALL=C grep -q "$(printf '[\033\007\177]')\|$(printf '\302\233')" shown; then pass
    else fail "request --send on a terminal: control characters escaped"; od -c out | head -12 >&2; fi
    hostile_send escapes --
    if [ "$status" -eq 0 ] && tail -n +2 out | cmp -s - <(printf '{"errorId":"\033]0;payseal was here\007\033[2J\033[H\007","c1":"\302\23331m","del":"\177","cr":"over\rwritten"}\n'); then pass
    else fail "request --send into a file: the body as sent"; fi
else
    fail "request --send against a hostile server: python3 runs it and is not installed"
fi

# Every file argument reads a stream: process substitution, /dev/stdin, a FIFO.
expect_ok "validate --restrictions <(…)" -- validate --restrictions <(echo '{"validators":{"luhn":{}}}') 4111111111111111
if [ "$status" -eq 0 ] && [ ! -s out ]; then pass; else fail "validate <(…): a valid value prints nothing"; fi
run validate --restrictions <(echo '{"validators":{"luhn":{}}}') 4111111111111112
if [ "$status" -eq 1 ] && grep -qF '"message":"This number is not valid: its check digit does not match."' out; then pass; else fail "validate <(…): the luhn error with its message"; fi
"$BIN" iin 4111111111111111 --response /dev/stdin <"$REPO/examples/iin-supported.json" >out 2>err
if [ $? -eq 0 ] && grep -qF '"status":"SUPPORTED","paymentProductId":1' out; then pass; else fail "iin --response /dev/stdin"; fi
expect_ok "card brand --table <(…)" "visa" -- card brand --table <(echo '[{"name":"visa","bins":["4"]}]') 4111
mkfifo list.fifo
cat "$REPO/examples/products.json" >list.fifo &
expect_ok "product list FIFO" "3 product(s)" '1 "VISA" card' '809 "iDEAL" redirect' -- product list list.fifo
wait
expect_error "product list: a directory" "cannot read .: it is a directory" -- product list .

# examples/: the recorded Client API responses the README points at.
EX="$REPO/examples"
expect_ok "product show example" 'product 1 "VISA": 4 field(s), 1 account(s) on file' 'cardNumber (numericstring) required label "Card number"' \
    'account on file 5021: "4111 11XX XXXX 1111"' -- product show "$EX/product-1-visa.json"
expect_ok "product show --json keeps the display hints" '"placeholderLabel":"**** **** **** ****"' '"tooltip":{"image":"cvv_tooltip.png"' \
    '"logo":"pp_logo_1_v2.png"' -- product show --json "$EX/product-1-visa.json"
expect_ok "product list --json" '"paymentProducts":[{"allowsRecurring":true' -- product list --json "$EX/products.json"
expect_ok "iin example: not allowed" '"status":"EXISTING_BUT_NOT_ALLOWED"' -- iin 4111111111111111 --response "$EX/iin-not-allowed.json"
expect_ok "iin example: 404" '"status":"UNKNOWN"' -- iin 4111111111111111 --response "$EX/iin-unknown.json" --status 404
expect_ok "prepare with the example product" '"encryptedFields"' -- prepare --public-key "$EX/public-key.json" --session-id s \
    --product-id 1 --product "$EX/product-1-visa.json" --value "cardNumber=4111 1111 1111 1111" --value expiryDate=12/30 --value cvv=123
expect_error "prepare: letters in the card number are refused" 'the value of "cardNumber" does not fit its mask' -- prepare \
    --public-key "$EX/public-key.json" --session-id s --product-id 1 --product "$EX/product-1-visa.json" --value cardNumber=4111x1111y1111z1111
expect_error "prepare: a 4-digit CVV on a 3-digit mask is refused" 'the value of "cvv" does not fit its mask' -- prepare \
    --public-key "$EX/public-key.json" --session-id s --product-id 1 --product "$EX/product-1-visa.json" --value cvv=1234

# A newcomer's mistakes, each said plainly: the wrong file for product list, a misspelled
# subcommand (with the valid ones listed, and a card number given in its place not repeated),
# vectors outside a checkout, formatted values without --product.
expect_error "product list: a single product" \
    "holds a single payment product (a products/{id} response), not a products list: \`payseal product show" -- \
    product list "$EX/product-1-visa.json"
echo '{"products": []}' > not-a-list.json
expect_error "product list: no paymentProducts" 'not-a-list.json has no "paymentProducts" member' -- product list not-a-list.json
expect_ok "product list: an empty list is still a list" "0 product(s)" -- product list <(echo '{"paymentProducts": []}')
# usage_error NAME SUBSTRING -- CMD...: exit 64, SUBSTRING on stderr, no "Unknown option", no "4111".
usage_error() {
    local name="$1" substring="$2"; shift 3
    run "$@"
    if [ "$status" -ne 64 ]; then fail "$name: exit status $status, expected 64"; return; fi
    if ! grep -qF -- "$substring" err; then fail "$name: stderr lacks: $substring"; return; fi
    if grep -q 'Unknown option\|4111' err; then fail "$name: stderr blames an option or repeats card digits"; return; fi
    pass
}
usage_error "card chek" "Error: unknown subcommand 'chek' of 'payseal card'; valid: check, format, edit, delete, expiry, brand, info" -- \
    card chek --pan 4111
usage_error "product lst" "unknown subcommand 'lst' of 'payseal product'; valid: show, list" -- product lst "$EX/products.json"
usage_error "mask fromat" "unknown subcommand 'fromat' of 'payseal mask'; valid: format, unformat, edit" -- mask fromat '{{99}}' 12
usage_error "payseal chek" "unknown subcommand 'chek' of 'payseal'; valid: demo, prepare, metadata," -- chek --pan 4111
usage_error "request publicKy" \
    "unknown operation 'publicKy' of 'payseal request'; valid: publicKey, paymentProducts, paymentProduct, iinDetails" -- \
    request publicKy --session-id s
usage_error "card 4111…: the digits are not repeated" "unknown subcommand of 'payseal card'; valid: check," -- card 4111111111111111
expect_ok "help card still works" "check" "expiry" -- help card
usage_error "vectors outside a checkout" \
    "missing the vectors directory (there is no ./Vectors here): give the Vectors folder of a PaySeal checkout, as in 'payseal vectors PATH/TO/payseal/Vectors'" -- \
    vectors
# prepare without --product: digits with separators are encrypted as given, with a warning per
# value that names the field and never quotes the value; a name (letters) gets none.
run prepare --public-key "$PUB" --session-id s --product-id 1 --value "cardNumber=4111 1111 1111 1111" \
    --value expiryDate=12/30 --value "cardholderName=J. Doe" --value cvv=123
if [ "$status" -eq 0 ] && grep -q '"encryptedFields"' out && [ "$(wc -l <err)" -eq 2 ] \
    && grep -qF 'payseal: warning: the value of "cardNumber" has separators' err \
    && grep -qF 'payseal: warning: the value of "expiryDate" has separators' err \
    && ! grep -q '4111\|12/30\|Doe\|123' err; then pass
else fail "prepare without --product: a warning for each formatted value, none quoting it (exit $status)"; fi
"$BIN" decrypt --private-key "$PRIV" --input out >dec 2>err
if grep -qF '{"key":"cardNumber","value":"4111 1111 1111 1111"}' dec; then pass; else fail "prepare without --product: the value as given"; fi

# A product's field as the customer types it (exit 0 only when valid), and an account on file's display value.
expect_ok "product check: a whole card number" '{"state":"valid","error":null}' -- \
    product check "$EX/product-1-visa.json" cardNumber "4111 1111 1111 1111" --today 2026-11
run product check "$EX/product-1-visa.json" cardNumber "4111 1111 1111 1" --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '{"state":"incomplete","error":{"type":"luhn"' out; then pass
else fail "product check: 13 digits of a Visa: incomplete luhn (exit $status)"; fi
run product check "$EX/product-1-visa.json" cardNumber "4111 1111 1111 1" --final --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '{"state":"invalid","error":{"type":"luhn"' out; then pass
else fail "product check --final: 13 digits of a Visa on leaving: invalid luhn (exit $status)"; fi
run product check "$EX/product-1-visa.json" expiryDate 12/19 --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '{"state":"invalid","error":{"type":"expirationDate","params":{"reason":"past"}' out; then pass
else fail "product check: 12/19 in 2026 on {{99}}/{{99}}: invalid past (exit $status)"; fi
run product check "$EX/product-1-visa.json" expiryDate 12/20 --today 2026-11
if [ "$status" -eq 1 ] && grep -qF '{"state":"incomplete","error":{"type":"expirationDate","params":{"reason":"past"}' out; then pass
else fail "product check: 12/20 in 2026 on {{99}}/{{99}}: incomplete past, on its way to 12/2028 (exit $status)"; fi
expect_ok "product check --each-key: one line per key, through the mask" '{"text":"12/3","check":{"state":"incomplete"' \
    '{"text":"12/30","check":{"state":"valid","error":null}}' -- product check --each-key "$EX/product-1-visa.json" expiryDate 1230 --today 2026-11
if [ "$(wc -l <out)" -eq 4 ]; then pass; else fail "product check --each-key: $(wc -l <out) lines for 4 keys"; fi
expect_ok "product check --each-key: 12/2028 typed in an MMYY field, by way of 12/202, is 12/28" \
    '{"text":"12/202","check":{"state":"incomplete"' '{"text":"12/28","check":{"state":"valid","error":null}}' -- \
    product check --each-key "$EX/product-1-visa.json" expiryDate 122028 --today 2026-11

# --locale: the messages in the customer's language (messageKey unchanged), English without it or
# for a locale PaySeal has no catalog for.
run product check "$EX/product-1-visa.json" expiryDate 12/20 --today 2026-11 --locale de-AT
if [ "$status" -eq 1 ] && grep -qF '"messageKey":"validation.expirationDate.past","message":"Dieses Ablaufdatum liegt in der Vergangenheit."' out; then pass
else fail "product check --locale de-AT: the German message (exit $status)"; fi
run validate --restrictions <(echo '{"validators":{"length":{"minLength":13,"maxLength":19}}}') 4111 --locale pl
if [ "$status" -eq 1 ] && grep -qF '"message":"Liczba znaków: od 13 do 19."' out; then pass; else fail "validate --locale pl: the Polish message"; fi
run validate --restrictions <(echo '{"validators":{"luhn":{}}}') 4111111111111112 --locale xx
if [ "$status" -eq 1 ] && grep -qF '"message":"This number is not valid: its check digit does not match."' out; then pass
else fail "validate --locale xx: English"; fi
run card check --pan "4111 1111 1111 1112" --expiry 12/20 --today 2026-11 --locale fr_BE
if [ "$status" -eq 1 ] && grep -qF '"reason":"luhn","maxLength":19,"advance":false,"message":"Ce numéro n'"'"'est pas valide' out \
    && grep -qF '"reason":"past","advance":false,"message":"Cette date d'"'"'expiration est dépassée."' out; then pass
else fail "card check --locale fr_BE: each reason's French message (exit $status)"; fi
expect_error "product check: a letter in the card number" 'the value of "cardNumber" does not fit its mask' -- \
    product check "$EX/product-1-visa.json" cardNumber 4111x111
expect_error "product check: an unknown field" 'the product has no field "pin"' -- product check "$EX/product-1-visa.json" pin 1234
expect_ok "product display-value keeps the X's" '4111 11XX XXXX 1111' -- product display-value "$EX/product-1-visa.json" 5021 cardNumber
expect_ok "product display-value through the expiry mask" '12/28' -- product display-value "$EX/product-1-visa.json" 5021 expiryDate
expect_error "product display-value: an unknown attribute" 'the account on file has no attribute "cvv"' -- \
    product display-value "$EX/product-1-visa.json" 5021 cvv

echo "test_cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
