#!/usr/bin/env bash
# fuzz/run.sh [SECONDS] [TARGET...] — build the libFuzzer targets, seed their corpora from
# Vectors/, and fuzz each target for SECONDS (default 60). See fuzz/README.md.
#
# For each target, in order:
#   1. replay the saved crashes in fuzz/crashes/<target>/ (a crash that still reproduces counts);
#   2. fuzz for SECONDS in total (-max_total_time). libFuzzer stops at its first crash; the run is
#      then restarted for the time left (at most FUZZ_MAX_RESTARTS times), so that every target
#      gets its full time and one bug does not hide the others;
#   3. replay the whole corpus once with LeakSanitizer on (leak checks during fuzzing are off:
#      OpenSSL's lazily filled caches make libFuzzer's per-input leak check run on many inputs
#      and cut the speed twentyfold).
# Crash, leak, timeout and OOM inputs are copied to fuzz/crashes/<target>/ with a .log holding
# libFuzzer's report and stack, one input per distinct failure (oracle line or sanitizer
# summary). Prints the executions per target; exits 1 if anything was found.
#
# Environment: FUZZ_MAX_RESTARTS (default 100), FUZZ_ARGS (extra libFuzzer flags),
# PAYSEAL_FUZZ_SCRATCH (build folder, default <repo>/.build-fuzz), PAYSEAL_FUZZ_CORPUS (working
# corpora, default <scratch>/corpus; lanes of one campaign share it), SWIFT (default swift).
set -euo pipefail

DURATION=${1:-60}
shift || true
ALL_TARGETS=(public-key client-api private-key jwe-decrypt metadata payment-request mask-edit validate-value product-request card-edit)
if [ "$#" -gt 0 ]; then TARGETS=("$@"); else TARGETS=("${ALL_TARGETS[@]}"); fi
case "$DURATION" in ''|*[!0-9]*) echo "usage: fuzz/run.sh [SECONDS] [TARGET...]" >&2; exit 2 ;; esac
for target in "${TARGETS[@]}"; do
    case " ${ALL_TARGETS[*]} " in *" $target "*) ;; *) echo "fuzz/run.sh: unknown target $target (known: ${ALL_TARGETS[*]})" >&2; exit 2 ;; esac
done

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FUZZ="$ROOT/fuzz"
SCRATCH=${PAYSEAL_FUZZ_SCRATCH:-$ROOT/.build-fuzz}
SWIFT=${SWIFT:-swift}
MAX_RESTARTS=${FUZZ_MAX_RESTARTS:-100}
# Two lanes (two run.sh, each with its own scratch folder) may share one working corpus: libFuzzer
# reloads it every few seconds (-reload), so each lane fuzzes from what the other found. Each
# lane's start merges the corpus in place, one lane at a time.
CORPORA=${PAYSEAL_FUZZ_CORPUS:-$SCRATCH/corpus}

# --- build -------------------------------------------------------------------------------
# -sanitize applies to every Swift module built in this invocation, PaySeal included, so the
# library is instrumented for coverage and ASan; -parse-as-library because each target has a
# @main that hands over to libFuzzer's driver.
BUILD=("$SWIFT" build -c release --package-path "$FUZZ" --scratch-path "$SCRATCH"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
echo "fuzz/run.sh: building (${BUILD[*]})"
"${BUILD[@]}"
BIN=$("${BUILD[@]}" --show-bin-path)

# --- seed --------------------------------------------------------------------------------
python3 "$FUZZ/seed.py"

# The Swift runtime's crash backtracer would race ASan's and libFuzzer's signal handlers.
export SWIFT_BACKTRACE=enable=no
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ] && command -v llvm-symbolizer >/dev/null 2>&1; then
    export ASAN_SYMBOLIZER_PATH=$(command -v llvm-symbolizer)
fi
export PAYSEAL_FUZZ_KEY=${PAYSEAL_FUZZ_KEY:-$ROOT/Vectors/keys/test-rsa-2048.private.pem}

COMMON=(-rss_limit_mb=2048 -timeout=10 -print_final_stats=1)
read -r -a EXTRA <<< "${FUZZ_ARGS:-}"
LOGS="$SCRATCH/logs"
mkdir -p "$LOGS"

# The signature of a finding, from a libFuzzer log: the oracle's file:line and the fixed start
# of its message (up to the first quote or parenthesis, which is where input text begins; digits
# as #), or the sanitizer's summary line, or Swift's fatal error. One oracle line checks several
# things (the message bound and the status of one error), so file:line alone merged two findings.
# Findings with a signature already saved are counted but not saved again.
signature() {  # log
    local line message
    line=$(grep -a -m1 -E "PAYSEAL-FUZZ ORACLE FAILURE|^SUMMARY: |Fatal error: |ERROR: libFuzzer: " "$1" || true)
    case "$line" in
        *"PAYSEAL-FUZZ ORACLE FAILURE"*)
            message=${line#*): }
            message=${message%%[\"(]*}
            line="${line%%): *}): $(printf '%s' "${message:0:48}" | tr -s '0-9' '#')" ;;
    esac
    echo "${line:-unknown}"
}

# Moves new libFuzzer artifacts of one target into fuzz/crashes/<target>/ with their log (one
# per signature); prints how many artifacts there were.
collect() {  # target artifact-dir log
    local target=$1 dir=$2 log=$3 found=0 file name sig saved
    sig=$(signature "$log")
    shopt -s nullglob
    for file in "$dir"/crash-* "$dir"/leak-* "$dir"/timeout-* "$dir"/oom-*; do
        name=$(basename "$file")
        found=$((found + 1))
        saved=0
        for existing in "$FUZZ/crashes/$target"/*.log; do
            [ "$(signature "$existing")" = "$sig" ] && saved=1 && break
        done
        if [ "$saved" -eq 0 ]; then
            cp "$file" "$FUZZ/crashes/$target/$name"
            # libFuzzer's report from the failure on (the stack, the input's bytes), not the progress lines.
            awk 'f || /PAYSEAL-FUZZ ORACLE FAILURE|^==[0-9]+==|ERROR: libFuzzer|Fatal error: |INFO: a leak has been found/ {f=1} f' \
                "$log" > "$FUZZ/crashes/$target/$name.log"
        fi
        # The input itself, on stderr (stdout is the count), so that a CI log alone reproduces it.
        echo "    input $name ($(stat -c %s "$file") bytes, hex, first 512): $(head -c 512 "$file" | od -An -v -tx1 | tr -d ' \n')" \
            | tee -a "$LOGS/$target-inputs.txt" >&2
        rm -f "$file"
    done
    shopt -u nullglob
    echo "$found"
}

declare -A EXECS RESULT FINDINGS
status=0
for target in "${TARGETS[@]}"; do
    echo
    echo "=== $target: ${DURATION}s"
    corpus="$CORPORA/$target"
    # Not <scratch>/artifacts: SwiftPM owns that folder and may empty it when it builds in the
    # same scratch folder (a build beside the long campaign lost a finding that way).
    artifacts="$SCRATCH/fuzz-artifacts/$target"
    mkdir -p "$corpus" "$artifacts" "$artifacts-replay" "$FUZZ/crashes/$target"
    dict=()
    [ -f "$FUZZ/dictionaries/$target.dict" ] && dict=(-dict="$FUZZ/dictionaries/$target.dict")
    found=0
    notes=()
    rm -f "$LOGS/$target-inputs.txt"

    # 1. Known crashes: do they still reproduce?
    shopt -s nullglob
    known=("$FUZZ/crashes/$target"/crash-* "$FUZZ/crashes/$target"/leak-* "$FUZZ/crashes/$target"/timeout-* "$FUZZ/crashes/$target"/oom-*)
    shopt -u nullglob
    reproduced=0
    for file in "${known[@]}"; do
        case "$file" in *.log) continue ;; esac
        if ! "$BIN/$target" "${COMMON[@]}" -detect_leaks=1 -runs=1 -artifact_prefix="$artifacts-replay/" "$file" \
            > "$LOGS/$target-replay.log" 2>&1; then
            reproduced=$((reproduced + 1))
            echo "  known crash still reproduces: fuzz/crashes/$target/$(basename "$file")"
        fi
    done
    [ "$reproduced" -gt 0 ] && notes+=("$reproduced saved crash(es) still reproduce")
    found=$((found + reproduced))

    # 2. Fuzz for DURATION seconds in total. First a crash-resistant merge of the working corpus
    #    (it drops inputs that now fail, for example after an oracle was added, which would
    #    otherwise stop every restart while the corpus loads, and it drops redundant inputs).
    #    The folder is updated in place, never replaced, and lanes merge one at a time (flock on a
    #    file beside it): a lane's libFuzzer exits when its corpus folder vanishes, and two lanes
    #    started together once replaced each other's folder and lost the corpus.
    exec {merge_lock}>"$corpus.lock"
    flock "$merge_lock"
    shopt -s nullglob
    before=("$corpus"/*)
    if [ "${#before[@]}" -gt 0 ]; then
        rm -rf "$corpus.merge" "$corpus.merge-failures"
        mkdir -p "$corpus.merge" "$corpus.merge-failures"
        # (Inputs that fail during the merge are written under the artifact prefix; they are
        # dropped, not reported, and must not land in the working directory.)
        if "$BIN/$target" -merge=1 -detect_leaks=0 -rss_limit_mb=2048 -timeout=10 -artifact_prefix="$corpus.merge-failures/" \
            "$corpus.merge" "$corpus" \
            > "$LOGS/$target-merge.log" 2>&1; then
            # Keep what the merge kept (libFuzzer names inputs by content hash, so most are
            # there already), then drop what it dropped; what another lane wrote meanwhile stays.
            for file in "$corpus.merge"/*; do
                [ -e "$corpus/${file##*/}" ] || mv "$file" "$corpus/"
            done
            for file in "${before[@]}"; do
                [ -e "$corpus.merge/${file##*/}" ] || rm -f "$file"
            done
        fi
        rm -rf "$corpus.merge"
    fi
    shopt -u nullglob
    exec {merge_lock}>&-
    executions=0
    start=$SECONDS
    runs=0
    while :; do
        left=$((DURATION - (SECONDS - start)))
        [ "$left" -ge 1 ] || break
        log="$LOGS/$target-$runs.log"
        set +e
        "$BIN/$target" "${COMMON[@]}" -detect_leaks=0 -max_total_time="$left" -artifact_prefix="$artifacts/" \
            "${dict[@]}" "${EXTRA[@]}" "$corpus" "$FUZZ/corpus/$target" > "$log" 2>&1
        rc=$?
        set -e
        n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        executions=$((executions + ${n:-0}))
        new=$(collect "$target" "$artifacts" "$log")
        if [ "$rc" -ne 0 ] || [ "$new" -gt 0 ]; then
            # A corpus input that fails (named by its SHA-1, like the artifact) would fail again
            # at the next start: take it out of the working corpus.
            unit=$(sed -n 's/.*Test unit written to .*-\([0-9a-f]\{40\}\)$/\1/p' "$log" | tail -1)
            [ -n "$unit" ] && rm -f "$corpus/$unit"
            found=$((found + (new > 0 ? new : 1)))
            reason=$(grep -m1 -E "PAYSEAL-FUZZ ORACLE FAILURE|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error|SUMMARY:" "$log" || true)
            echo "  finding after $((SECONDS - start))s (exit $rc): $(echo "${reason:-see $log}" | cut -c1-240)"
            notes+=("$(signature "$log")")
            runs=$((runs + 1))
            if [ "${n:-0}" -eq 0 ] || [ "$runs" -gt "$MAX_RESTARTS" ]; then
                echo "  stopping this target (no executions in the last run, or more than $MAX_RESTARTS restarts)"
                break
            fi
        else
            break
        fi
    done
    fuzzed=$((SECONDS - start))

    # 3. Leak check over the corpus.
    log="$LOGS/$target-leaks.log"
    set +e
    "$BIN/$target" "${COMMON[@]}" -detect_leaks=1 -runs=0 -artifact_prefix="$artifacts/" "$corpus" "$FUZZ/corpus/$target" > "$log" 2>&1
    rc=$?
    set -e
    new=$(collect "$target" "$artifacts" "$log")
    if [ "$rc" -ne 0 ] || [ "$new" -gt 0 ]; then
        found=$((found + (new > 0 ? new : 1)))
        reason=$(grep -m1 -E "ERROR: LeakSanitizer|PAYSEAL-FUZZ ORACLE FAILURE|ERROR: AddressSanitizer|SUMMARY:" "$log" || true)
        echo "  finding in the corpus leak pass: $(echo "${reason:-see $log}" | cut -c1-240)"
        notes+=("leak pass: $(signature "$log")")
    fi

    EXECS[$target]=$executions
    if [ "$found" -eq 0 ]; then
        RESULT[$target]="no crash"
    else
        RESULT[$target]="CRASH: $found finding(s), inputs in fuzz/crashes/$target/"
        status=1
    fi
    echo "  $target: $executions executions in ${fuzzed}s, ${RESULT[$target]}"
    if [ "${#notes[@]}" -gt 0 ]; then
        FINDINGS[$target]=$(printf '%s\n' "${notes[@]}" | sort | uniq -c | sed 's/^ */    - /; s/^\(    - [0-9]*\) /\1x /')
        echo "${FINDINGS[$target]}"
    fi
    true
done

echo
echo "=== fuzz/run.sh summary (${DURATION}s per target)"
printf '%-16s %14s  %s\n' target executions result
for target in "${TARGETS[@]}"; do
    printf '%-16s %14s  %s\n' "$target" "${EXECS[$target]}" "${RESULT[$target]}"
done
# What was found, again here, where a log that keeps only its tail still shows it.
for target in "${TARGETS[@]}"; do
    [ -n "${FINDINGS[$target]:-}" ] || continue
    printf '%s:\n%s\n' "$target" "${FINDINGS[$target]}"
    if [ -f "$LOGS/$target-inputs.txt" ]; then sort -u "$LOGS/$target-inputs.txt"; fi
done
exit "$status"
