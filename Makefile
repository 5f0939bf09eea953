# PaySeal — the two commands a newcomer needs are `make demo` and `make test`.
# Both install what they need first (Debian/Ubuntu packages, Python test packages).

PREFIX ?= /usr/local
SWIFT ?= swift
PYTHON ?= python3
# The shipped library: the Swift runtime linked in (no toolchain needed at run time), only the
# header's functions exported, and the SONAME libpayseal.so.<PAYSEAL_ABI_VERSION>, so hosts link
# against the ABI they were built for.
ABI_VERSION := $(shell sed -n 's/^\#define PAYSEAL_ABI_VERSION \([0-9]*\).*/\1/p' Include/payseal.h)
SONAME := libpayseal.so.$(ABI_VERSION)
RELEASE_FLAGS := -c release -Xswiftc -static-stdlib \
	-Xlinker --version-script=$(CURDIR)/Sources/PaySealC/exports.map -Xlinker -soname=$(SONAME)
RELEASE_DIR := .build/release
LIB := $(RELEASE_DIR)/libpayseal.so
CLI := $(RELEASE_DIR)/payseal-cli
# `make install` runs ldconfig for these prefixes (the loader's own directories).
SYSTEM_PREFIXES := /usr /usr/local

.PHONY: all deps deps-build build release demo test test-deep check check-apple-availability install-files test-portable test-snippet docs test-docs test-cli test-transport test-swift test-sanitizers check-data check-vectors-regenerate lint-swift format-swift check-generated lint-python generate-bindings test-c test-card-form test-freed-memory test-hostile-patterns test-stack-depth test-java-oracle test-java-oracle-portable java-oracle-random java-pattern-vectors java-pattern-tables test-python test-rust java test-java test-java-kotlin vectors check-abi test-install valgrind timing bench fuzz install uninstall test-system-install clean deps-web test-web demo-web fuzz-web bench-web test-web-types web

all: release

## deps-build: what building PaySeal needs (apt-get): libssl-dev, libsodium-dev, libpcre2-dev,
## pkg-config, and libcurl4-openssl-dev: the CLI links Foundation's URLSession (FoundationNetworking,
## over libcurl) statically with the Swift runtime, which needs libcurl.so to link against. `make demo`
## and the builds install only these.
## deps: deps-build and the test tools: valgrind; openjdk-17-jdk-headless, the Java oracle of the
## server's patterns (test-java-oracle) and the Java binding; junit5, the Java binding's tests (JUnit 5
## and its console launcher, in /usr/share/java); python3-dev, Python's headers, for the Python
## binding's C extension (payseal._speedups); python3-venv
BUILD_PACKAGES := libssl-dev libsodium-dev libpcre2-dev libcurl4-openssl-dev pkg-config
TEST_PACKAGES := valgrind openjdk-17-jdk-headless junit5 python3-dev python3-venv
# install-packages: apt-get install (with sudo unless root) those of $(1) that are not installed yet
install-packages = missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
deps-build:
	@$(call install-packages,$(BUILD_PACKAGES))
deps:
	@$(call install-packages,$(BUILD_PACKAGES) $(TEST_PACKAGES))

build: deps-build
	$(SWIFT) build

# RELEASE_BUILT=1: the release build is known to be current (make test's second group), so the
# no-op `swift build` (about 16 seconds of package planning) is skipped.
release: deps
	$(if $(RELEASE_BUILT),@echo "release: built already",$(SWIFT) build $(RELEASE_FLAGS))
	ln -sf libpayseal.so $(RELEASE_DIR)/$(SONAME)  # what hosts linked with -L$(RELEASE_DIR) load

## demo: prepare a payment request with the bundled TEST key pair and decrypt it back. The CLI's
## debug build: about a minute on a fresh clone, where the release build (`make release`, what
## libpayseal.so ships and make test runs) takes two; the demo's output is the same.
demo: deps-build
	$(SWIFT) build --product payseal-cli
	.build/debug/payseal-cli demo

## test: every layer's tests on the two builds a host uses (debug for the Swift tests, release for
## everything through the C ABI). The steps that measure time or drive a terminal run alone
## (TEST_ALONE); the others two at a time (TEST_PAIRED: most wait on pip, javac or one core),
## each step's output printed whole when it ends (CONTRIBUTING.md, "What make test runs").
TEST_ALONE := check-data check-apple-availability check-generated lint-python lint-swift test-swift release test-card-form test-cli test-transport test-hostile-patterns test-stack-depth
TEST_PAIRED := test-web check-vectors-regenerate test-snippet test-docs check-abi vectors test-c test-freed-memory test-java-oracle test-install test-python test-rust test-java
test: deps deps-web
	$(MAKE) --no-print-directory $(TEST_ALONE)
	$(MAKE) --no-print-directory -j2 --output-sync=target RELEASE_BUILT=1 DEBUG_BUILT=1 $(TEST_PAIRED)
	@echo "make test: all passed"

## test-deep: the same code under instruments, each a build or a run too slow for the edit-test
## loop (about 11 minutes): the Swift tests under AddressSanitizer and ThreadSanitizer, the portable
## backend's build and tests (and the Java oracle's comparison on it), the C tests and a soak under valgrind. CI runs it after `make test`.
test-deep: deps test-sanitizers test-portable test-java-oracle-portable valgrind
	@echo "make test-deep: all passed"

## check: the gate before a commit, a few minutes on a built tree: the vector files, the generated
## files, the linters and formatters, then the Swift tests (every vector, the C ABI from Swift, the
## bad-input catalogue). `make test` runs all of it and more. `git config core.hooksPath .githooks`
## makes git run it before each commit (opt-in; `git commit --no-verify` skips it once).
check: deps check-data check-generated lint-python lint-swift test-swift
	@echo "make check: all passed"

test-swift: deps
	$(SWIFT) test

## test-portable: the portable crypto backend (trait PortableCrypto: swift-crypto, what Apple
## platforms get) in its own scratch path, built with OpenSSL's, libsodium's and PCRE2's -dev
## files hidden; the Swift tests and every vector file in one `swift test` run; its test binary
## links none of libcrypto, libsodium and libpcre2; its tokens decrypted by the system backend and
## by joserfc (Tests/portable/test-portable; in test-python's venv, which has joserfc, made first if missing)
test-portable: release
	@test -x $(CURDIR)/.build-venv-python/bin/python || $(MAKE) --no-print-directory test-python
	SWIFT=$(SWIFT) PAYSEAL_LIBRARY=$(CURDIR)/$(LIB) PYTHON_VENV=$(CURDIR)/.build-venv-python Tests/portable/test-portable

## test-sanitizers: the Swift tests again under AddressSanitizer and ThreadSanitizer
test-sanitizers: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan

## lint-swift: the Swift sources against .swift-format (the toolchain's `swift format lint --strict`;
## CONTRIBUTING.md's "Formatting" says what the configuration departs from the defaults in, and why)
SWIFT_FORMATTED := Sources Tests fuzz/Sources bench/swift Tests/swift-snippet
lint-swift:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format $(SWIFT_FORMATTED)

## format-swift: lays the Swift sources out as lint-swift wants them (run before committing Swift)
format-swift:
	$(SWIFT) format --in-place --recursive --configuration .swift-format $(SWIFT_FORMATTED)

## check-data: the vector files are well formed; the bad-input catalogue matches its data
check-data:
	$(PYTHON) Vectors/tools/check_vectors.py
	$(PYTHON) tools/make_bad_input.py --check
	@# The repository stands on its own: its design notes are docs/design.md.
	@! git grep -n 'DESIGN\.md\|DESIGN-' -- . ':!Makefile' || { echo "check-data: a reference to design notes outside the repository (use docs/design.md)"; exit 1; }

## check-apple-availability: the Swift sources use no API that Apple ships only after Package.swift's
## platforms (iOS 15, macOS 12, ...), by the availability the toolchain's own module interfaces
## declare (Tests/apple-availability/check_apple_availability.py); then the check's own test, which plants such uses
## (Synchronization's Atomic, InlineArray, ...) in a copy of the sources and expects it to fail.
check-apple-availability:
	$(PYTHON) Tests/apple-availability/check_apple_availability.py
	$(PYTHON) Tests/apple-availability/test_check_apple_availability.py

## check-vectors-regenerate: every generated Vectors/*.json, and the file table of Vectors/README.md,
## is what the tools in Vectors/tools/ make from the inputs vendored in Vectors/upstream/
## (Vectors/tools/regenerate.py --check: about 70 s of CPU in two processes, so not in check-data, which `make check`
## runs on every edit). The tools' packages (cryptography, joserfc, regex), pinned to the versions that
## made the files, from PyPI into .build-venv-vectors. `python3 Vectors/tools/regenerate.py` rewrites them.
VECTORS_VENV := $(CURDIR)/.build-venv-vectors
VECTORS_PACKAGES := cryptography==48.0.0 joserfc==1.6.5 regex==2026.5.9
check-vectors-regenerate: deps
	@test -x $(VECTORS_VENV)/bin/python || $(PYTHON) -m venv $(VECTORS_VENV)
	@test "$$(cat $(VECTORS_VENV)/.packages 2>/dev/null)" = "$(VECTORS_PACKAGES)" || { \
	  $(VECTORS_VENV)/bin/python -m pip install -q --disable-pip-version-check $(VECTORS_PACKAGES) && \
	  echo "$(VECTORS_PACKAGES)" > $(VECTORS_VENV)/.packages; }
	$(VECTORS_VENV)/bin/python Vectors/tools/regenerate.py --check

## check-generated: the files tools/generate_bindings.py writes from Include/payseal.h and
## Include/payseal_results.json (the raw layers, the result types and error classes of Python and
## Rust, the core's argument keys, exports.map, the version in every manifest) are current; then
## that --check fails on an edited generated line, on a changed result shape and on a function
## writing JSON (a char **out_json) left out of the description
check-generated:
	$(PYTHON) tools/generate_bindings.py --check
	$(PYTHON) Tests/generators/test_generated_check.py

## generate-bindings: rewrite those files (after changing the header or the results' description)
generate-bindings:
	$(PYTHON) tools/generate_bindings.py

## lint-python: ruff (from PyPI into .build-venv-lint) over every Python file, with ruff.toml's
## rules and exclusions
LINT_VENV := $(CURDIR)/.build-venv-lint
lint-python: deps
	@test -x $(LINT_VENV)/bin/python || $(PYTHON) -m venv $(LINT_VENV)
	@$(LINT_VENV)/bin/ruff --version >/dev/null 2>&1 || \
	  $(LINT_VENV)/bin/python -m pip install -q --disable-pip-version-check 'ruff>=0.17,<0.18'
	$(LINT_VENV)/bin/ruff check .

## test-c: the C host test (every function, every error path) as C99 and C++17, the example,
## and the C test under valgrind memcheck
test-c: release
	$(MAKE) -C bindings/c test LIB_DIR=$(CURDIR)/$(RELEASE_DIR)

## test-card-form: the terminal card form (bindings/c/card_field) typed into through a
## pseudo-terminal with real key sequences, its screen read by a VT100 emulator (pyte, from PyPI
## into .build-venv-card-form): focus moves, brand and CVC size, red only on an invalid part, paste,
## the terminal restored on every way out (Tests/card-form/test_card_form.py)
CARD_FORM_VENV := $(CURDIR)/.build-venv-card-form
test-card-form: release
	$(MAKE) -C bindings/c card-field LIB_DIR=$(CURDIR)/$(RELEASE_DIR)
	@test -x $(CARD_FORM_VENV)/bin/python || $(PYTHON) -m venv $(CARD_FORM_VENV)
	@$(CARD_FORM_VENV)/bin/python -c 'import pyte' 2>/dev/null || \
	  $(CARD_FORM_VENV)/bin/python -m pip install -q --disable-pip-version-check 'pyte>=0.8,<0.9'
	$(CARD_FORM_VENV)/bin/python Tests/card-form/test_card_form.py bindings/c/build/card_field

## test-freed-memory: no freed heap block holds a card number, a payload, a plaintext or a private
## JWK's d or p after the calls that handle them (free() interposed; Tests/freed-memory/README.md)
FREED := .build/freed-memory
test-freed-memory: release
	@mkdir -p $(FREED)
	$(CC) -O1 -std=c99 -Wall -Wextra -Werror -fPIC -shared Tests/freed-memory/freed_copies.c -o $(FREED)/freed_copies.so
	$(CC) -O1 -std=c99 -Wall -Wextra -Werror -IInclude Tests/freed-memory/freed_memory_test.c -o $(FREED)/freed_memory_test \
	  $(FREED)/freed_copies.so -L$(RELEASE_DIR) -lpayseal -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR) -Wl,-rpath,$(CURDIR)/$(FREED)
	LD_PRELOAD=$(CURDIR)/$(FREED)/freed_copies.so $(FREED)/freed_memory_test Vectors/keys Tests/freed-memory/test-rsa-2048.private.jwk.json

## test-hostile-patterns: the worst known server patterns and brand tables through the release
## library: each call within its time bound, at most 150 MiB resident after 8 threads matched
## (Tests/hostile-patterns/hostile_patterns.c; `make bench` reports the same figures)
test-hostile-patterns: release
	@mkdir -p .build/tools
	$(CC) -O2 -std=c99 -Wall -Wextra -Werror -IInclude Tests/hostile-patterns/hostile_patterns.c Tests/hostile-patterns/hostile_cards.c -o .build/tools/hostile_patterns \
	  -L$(RELEASE_DIR) -lpayseal -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR) -lpthread
	.build/tools/hostile_patterns --check

## test-stack-depth: every input within the limits, nested as deep as they allow, on a thread
## with a 128 KiB stack (painted, with a guard page), through the release library; prints the
## stack each case used (Tests/stack-depth/stack_depth_test.c)
test-stack-depth: release
	@mkdir -p .build/tools
	$(CC) -O2 -std=c99 -Wall -Wextra -Werror -IInclude Tests/stack-depth/stack_depth_test.c -o .build/tools/stack_depth_test \
	  -L$(RELEASE_DIR) -lpayseal -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR) -lpthread
	.build/tools/stack_depth_test 128

## test-install: `make install` into a scratch prefix; the installed (stripped) library passes
## check-abi, and the C example builds with nothing but `pkg-config --cflags --libs payseal`
INSTALL_TEST_PREFIX := $(CURDIR)/.build/install-test
test-install: release
	rm -rf $(INSTALL_TEST_PREFIX)
	$(MAKE) --no-print-directory install-files PREFIX=$(INSTALL_TEST_PREFIX)
	Tests/abi/check-abi $(INSTALL_TEST_PREFIX)/lib/libpayseal.so
	readelf -d $(INSTALL_TEST_PREFIX)/lib/libpayseal.so | grep -q 'Library soname: \[$(SONAME)\]'
	test -L $(INSTALL_TEST_PREFIX)/lib/libpayseal.so && test "$$(readlink $(INSTALL_TEST_PREFIX)/lib/libpayseal.so)" = $(SONAME)
	@size=$$(stat -c %s $(INSTALL_TEST_PREFIX)/bin/payseal); echo "installed CLI: $$size bytes (stripped)"; \
	  ! readelf -S $(INSTALL_TEST_PREFIX)/bin/payseal | grep -q '\.symtab'
	$(MAKE) -C bindings/c --no-print-directory pkgconfig-test PREFIX=$(INSTALL_TEST_PREFIX)
	@if [ "$$(id -u)" -eq 0 ]; then $(MAKE) --no-print-directory test-system-install; \
	  else echo "test-system-install: skipped (not root: it installs into /usr/local and removes it again)"; fi

## test-system-install (root): install into /usr/local (ldconfig), a C host built with nothing but
## `pkg-config --cflags --libs payseal` runs with no LD_LIBRARY_PATH, then uninstall
test-system-install: release
	$(MAKE) --no-print-directory install-files PREFIX=/usr/local
	$(MAKE) -C bindings/c --no-print-directory pkgconfig-test PREFIX=/usr/local SYSTEM=1 || { $(MAKE) --no-print-directory uninstall PREFIX=/usr/local; exit 1; }
	$(MAKE) --no-print-directory uninstall PREFIX=/usr/local

## test-snippet: the README's Swift code compiles as written (and its lines are all in the test
## package), and runs: the checkout against the loopback Client API stub, its payment decrypted
## with the TEST key
test-snippet: deps
	Tests/swift-snippet/check-readme.sh
	$(SWIFT) build --package-path Tests/swift-snippet --scratch-path .build-snippet
	.build-snippet/debug/Snippet
	Tests/swift-snippet/run-against-stub.sh .build-snippet/debug/Snippet

## docs, test-docs: the DocC archives of PaySeal and PaySealFoundation in .build/docs, built with
## warnings as errors from the debug build's modules by the toolchain's docc, and every public
## declaration with its doc comment (Tests/docs/build_docs.sh). DEBUG_BUILT=1: the debug build is
## current (make test's second group, after test-swift), so the no-op `swift build` is skipped.
docs test-docs: deps
	$(if $(DEBUG_BUILT),@echo "debug build: built already",$(SWIFT) build --target PaySealFoundation)
	SWIFT=$(SWIFT) Tests/docs/build_docs.sh

## test-cli: the installed-style CLI from a directory outside the repository: the demo with its
## built-in TEST keys, inspect, key-info fingerprints, one-line errors, request --send against a
## local Client API stub on 127.0.0.1, and against a hostile one (1 GiB bodies, gzip inflating to
## 2 GiB, no answer, a byte a second, terminal sequences: its memory, time and output checked)
## (Tests/cli/test_cli.sh)
test-cli: release
	Tests/cli/test_cli.sh $(CURDIR)/$(CLI)

## test-transport: what timed-out exchanges of URLSessionTransport leave behind, in a process of
## its own (Tests/transport-soak/main.swift, the debug build): 200 exchanges with a 0.3 s timeout
## against Tests/client-api-stub/hostile_client_api.py on 127.0.0.1 (a byte a second, headers then
## nothing, no answer, the whole answer a byte a second), 10 at a time; each ends at its timeout,
## the threads and sockets are back to what they were within 1 s of each 10, the server saw each
## connection closed within the timeout + 1 s, 3 requests to the same host and port are answered
## afterwards, and the resident memory grew by at most 1 MiB (about 10 s)
test-transport: deps
	$(SWIFT) build --product TransportSoak
	.build/debug/TransportSoak Tests/client-api-stub/hostile_client_api.py

# The Java oracle's classes, compiled once for every target that runs it (make test runs two of
# them at once: each compiling into the one directory, one could load a class the other is writing).
JAVA_ORACLE := .build/java-oracle/JavaOracle.class
$(JAVA_ORACLE): Tests/java-oracle/JavaOracle.java | deps
	mkdir -p .build/java-oracle
	$(JDK17)/bin/javac -d .build/java-oracle Tests/java-oracle/JavaOracle.java

## test-java-oracle: the server's patterns read by PaySeal and by java.util.regex itself (OpenJDK
## 17), every pattern of Tests/java-oracle/corpus.json and of the vectors times every value
## (Tests/java-oracle/README.md); prints `java-oracle: N passed, M failed`; then `\X` on 24,000 code
## points with 15 probes each (`java-grapheme: N passed, M failed`); then the seeded random
## differential (java-oracle-random's 3,000 patterns, `java-random: N passed, M failed`)
JDK17 = $(firstword $(wildcard /usr/lib/jvm/java-17-openjdk-*))
test-java-oracle: release $(JAVA_ORACLE)
	$(PYTHON) Tests/java-oracle/compare.py --lib $(LIB) --java $(JDK17)/bin/java --classes .build/java-oracle
	$(PYTHON) Tests/java-oracle/grapheme_probe.py --lib $(LIB) --java $(JDK17)/bin/java --classes .build/java-oracle
	$(PYTHON) Tests/java-oracle/random_differential.py --lib $(LIB) --java $(JDK17)/bin/java --classes .build/java-oracle --show 5

## test-java-oracle-portable: the oracle's corpus, the `\X` probe and the random differential on the
## portable backend's library (ICU's NSRegularExpression), built as test-portable builds, in its
## scratch path (make test runs it, test-deep's test-portable then builds the tests on its modules)
test-java-oracle-portable: deps $(JAVA_ORACLE)
	SWIFT=$(SWIFT) Tests/portable/test-portable --library
	$(PYTHON) Tests/java-oracle/compare.py --lib .build-portable-crypto/debug/libpayseal.so --java $(JDK17)/bin/java --classes .build/java-oracle
	$(PYTHON) Tests/java-oracle/grapheme_probe.py --lib .build-portable-crypto/debug/libpayseal.so --java $(JDK17)/bin/java --classes .build/java-oracle
	$(PYTHON) Tests/java-oracle/random_differential.py --lib .build-portable-crypto/debug/libpayseal.so --java $(JDK17)/bin/java --classes .build/java-oracle --show 5

## java-oracle-random: a seeded random differential against java.util.regex (PATTERNS=3000 SEED=…):
## random Java patterns, values built to match them and one edit away (Tests/java-oracle/README.md)
java-oracle-random: release $(JAVA_ORACLE)
	$(PYTHON) Tests/java-oracle/random_differential.py --lib $(LIB) --java $(JDK17)/bin/java --classes .build/java-oracle \
	  --patterns $(or $(PATTERNS),3000) $(if $(SEED),--seed $(SEED))

## java-pattern-vectors: rewrite Vectors/validation.java-patterns.json from Java 17's verdicts
java-pattern-vectors: release $(JAVA_ORACLE)
	$(PYTHON) Tests/java-oracle/compare.py --lib $(LIB) --java $(JDK17)/bin/java --classes .build/java-oracle \
	  --write-vectors Vectors/validation.java-patterns.json

## java-pattern-tables: rewrite Sources/PaySeal/JavaPattern/Tables/JavaPatternTables.swift from OpenJDK 17's tables
java-pattern-tables: deps
	mkdir -p .build/java-oracle
	$(JDK17)/bin/javac -d .build/java-oracle Tests/java-oracle/JavaTables.java
	$(PYTHON) Tests/java-oracle/generate_tables.py $(JDK17)/bin/java .build/java-oracle

## test-python: the ctypes binding in a fresh venv, its vectors and the joserfc interop (both ways);
## then a platform wheel with the library inside, installed in a fresh venv and used from /tmp
test-python: release
	bindings/python/run_tests.sh $(CURDIR)/$(LIB)
	bindings/python/test_wheel.sh

## test-rust: the Rust crates (vectors, safe API), then a downstream crate outside the repository
## that finds the library through PAYSEAL_LIB_DIR, then through pkg-config, and runs without
## LD_LIBRARY_PATH (bindings/rust/README.md)
test-rust: release
	bindings/rust/run_tests.sh $(CURDIR)/$(RELEASE_DIR)
	bindings/rust/test_downstream.sh $(CURDIR)/$(RELEASE_DIR)

## java: the Java binding's jar, .build/java/payseal.jar: the JNI shim (C99, linked to libpayseal.so
## by its NEEDED entry, rpath $$ORIGIN), the classes, and both libraries inside for linux-x86_64
## (bindings/java/README.md)
JAVA_BUILD := .build/java
JAVA_JAR := $(JAVA_BUILD)/payseal.jar
JAVA_NATIVE := $(JAVA_BUILD)/classes/dev/payseal/native/linux-x86_64
JUNIT_CONSOLE := /usr/share/java/junit-platform-console-standalone.jar
java: release
	rm -rf $(JAVA_BUILD)/classes && mkdir -p $(JAVA_NATIVE)
	$(CC) -std=c99 -Wall -Wextra -Werror -O2 -fPIC -shared -I$(JDK17)/include -I$(JDK17)/include/linux -IInclude \
	  bindings/java/jni/payseal_jni.c bindings/java/jni/payseal_jni_generated.c -o $(JAVA_NATIVE)/libpayseal_jni.so \
	  -L$(RELEASE_DIR) -lpayseal -Wl,-z,defs -Wl,-rpath,'$$ORIGIN'
	cp $(LIB) $(JAVA_NATIVE)/libpayseal.so && strip --strip-unneeded $(JAVA_NATIVE)/libpayseal.so
	$(JDK17)/bin/javac --release 17 -Xlint:all -Werror -Xdoclint:all/protected -d $(JAVA_BUILD)/classes bindings/java/src/main/java/dev/payseal/*.java
	$(JDK17)/bin/jar --create --file $(JAVA_JAR) -C $(JAVA_BUILD)/classes .
	@echo "java: $(JAVA_JAR) ($$(stat -c %s $(JAVA_JAR)) bytes)"

## test-java: the Java binding under JUnit 5 (console launcher, no Gradle): every vector file, one
## test per case, threads, handles, the bad-input catalogue; then the README's first example compiled
## and run in an empty folder holding only the jar and examples/ (bindings/java/run_tests.sh)
test-java: java
	JAVA_HOME=$(JDK17) JUNIT_CONSOLE=$(JUNIT_CONSOLE) bindings/java/run_tests.sh $(CURDIR)/$(JAVA_JAR)

## test-java-kotlin: the Kotlin snippet of bindings/java/README.md compiled against the jar with
## Debian's kotlinc 1.3.31 on JDK 17 and run (about 30 s; `apt-get install kotlin`, not in deps)
test-java-kotlin: java
	JAVA_HOME=$(JDK17) bindings/java/run_kotlin_snippet.sh $(CURDIR)/$(JAVA_JAR)

vectors: release
	$(CLI) vectors Vectors

## check-abi: header vs exports vs a strict C99/C++17 compile; no Swift runtime needed (Tests/abi/check-abi)
check-abi: release
	Tests/abi/check-abi $(LIB)

## valgrind: the C tests under memcheck (bindings/c test-valgrind), then memcheck over 300 rounds of encrypt/decrypt/prepare (and every tenth a bad input) through
## the C ABI: a leak or a memory error shows in the first rounds as in the ten-thousandth; RSS over 1,000,000 encryptions is `make bench`'s check
valgrind: release
	$(MAKE) -C bindings/c test-valgrind LIB_DIR=$(CURDIR)/$(RELEASE_DIR)
	@mkdir -p .build/tools
	$(CC) -O2 -std=c99 -Wall -Wextra -pedantic -Werror -IInclude -ITests/include Tests/soak/soak.c \
	  -o .build/tools/soak -L$(RELEASE_DIR) -lpayseal -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR)
	valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
	  .build/tools/soak Vectors/keys/test-rsa-2048.client-api.json Vectors/keys/test-rsa-2048.private.pem 300

## bench: release build, then the benchmark table (not part of `make test`); BENCH_ARGS=--quick for a smoke run
bench: release
	LIB_DIR=$(CURDIR)/$(RELEASE_DIR) bench/run.sh $(BENCH_ARGS)

## deps-web: what the web build and its tests need (apt-get): Debian's clang and lld (wasm-ld) for
## wasm32, wasi-libc (the C library PCRE2 needs in wasm32) and compiler-rt's wasm32 builtins, wabt
## and binaryen (wasm-objdump, wasm-opt), dpkg-dev (apt-get source unpacks with dpkg-source),
## chromium, chromium-driver and firefox-esr for the browser tests, node-typescript (tsc) for payseal.d.ts
WEB_PACKAGES := clang lld wasi-libc libclang-rt-14-dev-wasm32 wabt binaryen dpkg-dev chromium chromium-driver firefox-esr node-typescript
deps-web:
	@$(call install-packages,$(WEB_PACKAGES))

# The web build's files: PCRE2 10.42 for wasm32, fetched and built by bindings/web/tools/build-pcre2.sh
# (Debian's source package, nothing of it committed), and the wasm programs built on it.
WEB_BUILD := .build-web
WEB_CC := clang-14 --target=wasm32-wasi -O2 -std=c99 -Wall -Wextra -Werror
PCRE2_WASM := $(WEB_BUILD)/pcre2/lib/libpcre2-8.a
$(PCRE2_WASM): bindings/web/tools/build-pcre2.sh | deps-web
	bindings/web/tools/build-pcre2.sh $(WEB_BUILD)
# A reactor (no main, no WASI imports: wasm-objdump checks there are none), its memory capped at 64 MiB
$(WEB_BUILD)/pcre2_smoke.wasm: bindings/web/test/pcre2_smoke.c $(PCRE2_WASM)
	$(WEB_CC) -mexec-model=reactor -I$(WEB_BUILD)/pcre2/include $< $(PCRE2_WASM) -Wl,--max-memory=67108864 -Wl,--strip-all -o $@
	@! wasm-objdump -j Import -x $@ 2>/dev/null | grep -q '^ - ' || { echo "$@ imports functions:"; wasm-objdump -j Import -x $@; rm -f $@; exit 1; }
	@echo "$@: $$(stat -c %s $@) bytes, $$(gzip -9 -c $@ | wc -c) gzipped"

# The core and its C ABI in Embedded Swift for wasm32-unknown-none-wasm (bindings/web/README.md):
# Sources/PaySeal but the files bindings/web/core-left-out.txt lists (the web backend in their
# place), Sources/PaySealC and the web exports (bindings/web/embedded/WebExports.swift), PCRE2 for
# wasm32 and wasi-libc, linked by the toolchain's wasm-ld (its objects are LLVM's current format)
# into a module whose only imports are the page's randomness and clock, memory capped at 64 MiB
SWIFTC ?= swiftc
WEB_SWIFTC = $(SWIFTC) -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library \
	-package-name PaySeal -swift-version 6 -Osize -Xfrontend -disable-stack-protector \
	-I bindings/web/embedded/CWebLibc -Xfrontend -import-module -Xfrontend CWebLibc \
	-I bindings/web/embedded/CPCRE2 -I bindings/web/embedded/CPaySealHeader -I $(WEB_BUILD)/modules \
	-Xcc -I$(WEB_BUILD)/pcre2/include -Xcc -isystem -Xcc /usr/include/wasm32-wasi
WEB_WASM_LD = $(dir $(realpath $(shell command -v $(SWIFTC))))wasm-ld
WEB_SWIFT_LIB = $(dir $(realpath $(shell command -v $(SWIFTC))))../lib/swift/embedded/wasm32-unknown-none-wasm
WEB_CORE_SOURCES := $(filter-out $(shell grep -v '^\#' bindings/web/core-left-out.txt),$(sort $(shell find Sources/PaySeal -name '*.swift')))
WEB_C_SOURCES := $(sort $(wildcard Sources/PaySealC/*.swift)) bindings/web/embedded/WebExports.swift
WEB_EXPORTS := $(shell sed -n 's/^ *\(payseal_[a-z0-9_]*\);$$/\1/p' Sources/PaySealC/exports.map) \
	payseal_web_alloc payseal_web_prepare_parts payseal_web_jwe_header payseal_web_public_key_spki payseal_web_heap_in_use
WEB_IMPORTS := env.payseal_random_fill env.payseal_clock_ms
web: $(WEB_BUILD)/payseal.wasm
$(WEB_BUILD)/embedded/PaySeal.o: $(WEB_CORE_SOURCES) bindings/web/core-left-out.txt bindings/web/embedded/CWebLibc/CWebLibc.h \
	  $(PCRE2_WASM) | deps-web
	@mkdir -p $(WEB_BUILD)/embedded $(WEB_BUILD)/modules
	$(WEB_SWIFTC) -module-name PaySeal -emit-module -emit-module-path $(WEB_BUILD)/modules/PaySeal.swiftmodule \
	  -c $(WEB_CORE_SOURCES) -o $@
$(WEB_BUILD)/embedded/PaySealC.o: $(WEB_C_SOURCES) Include/payseal.h $(WEB_BUILD)/embedded/PaySeal.o
	$(WEB_SWIFTC) -module-name PaySealC -c $(WEB_C_SOURCES) -o $@
$(WEB_BUILD)/embedded/web_imports.o: bindings/web/embedded/web_imports.c | deps-web
	@mkdir -p $(WEB_BUILD)/embedded
	$(WEB_CC) -c $< -o $@
$(WEB_BUILD)/payseal.wasm: $(WEB_BUILD)/embedded/PaySeal.o $(WEB_BUILD)/embedded/PaySealC.o $(WEB_BUILD)/embedded/web_imports.o
	$(WEB_WASM_LD) --no-entry $(addprefix --export=,$(WEB_EXPORTS)) --max-memory=67108864 --strip-all --gc-sections \
	  $(addprefix --wrap=,malloc calloc realloc free posix_memalign aligned_alloc) \
	  $^ $(PCRE2_WASM) $(WEB_SWIFT_LIB)/libswiftUnicodeDataTables.a /usr/lib/wasm32-wasi/libc.a \
	  $$(clang-14 --target=wasm32-wasi -rtlib=compiler-rt -print-libgcc-file-name) -o $@
	@! wasm-objdump -j Import -x $@ 2>/dev/null | grep '^ - ' | grep -v -e '<- env.payseal_random_fill$$' -e '<- env.payseal_clock_ms$$' \
	  || { echo "$@ imports more than $(WEB_IMPORTS)"; rm -f $@; exit 1; }
	@echo "$@: $$(stat -c %s $@) bytes, $$(gzip -9 -c $@ | wc -c) gzipped"

## test-web: the web build's tests: PCRE2 for wasm32 (bindings/web/test/pcre2_smoke.c) and the
## core's masking in Embedded Swift (payseal_mask_format on the mask vectors' format cases) through
## the WebAssembly API in node 20 (node --test bindings/web/test/*.test.mjs); then the same cases from a
## page on 127.0.0.1 in headless Chromium, driven by Selenium (from PyPI into .build-venv-web) and
## chromedriver, and in headless Firefox ESR, driven over its own WebDriver BiDi endpoint (Debian
## packages no geckodriver); a screenshot of each in .build-web/artifacts/ (bindings/web/test/browser/)
WEB_VENV := $(CURDIR)/.build-venv-web
test-web: deps-web test-web-types $(WEB_BUILD)/pcre2_smoke.wasm $(WEB_BUILD)/payseal.wasm $(WEB_BUILD)/demo/index.html
	node --test bindings/web/test/*.test.mjs
	@test -x $(WEB_VENV)/bin/python || $(PYTHON) -m venv $(WEB_VENV)
	@$(WEB_VENV)/bin/python -c 'import selenium' 2>/dev/null || \
	  $(WEB_VENV)/bin/python -m pip install -q --disable-pip-version-check 'selenium>=4.20,<5'
	$(WEB_VENV)/bin/python bindings/web/test/browser/run_browser_tests.py --build $(WEB_BUILD) --demo

## The demo checkout, its browser tests, the fuzz run and the benchmark of the web build
## (bindings/web/README.md, "The demo checkout"). The demo's build (node bindings/web/demo/build.mjs)
## prints each file's size, raw and gzipped, and its Subresource Integrity hash (the page's tags use them).
WEB_DEMO_SOURCES := $(wildcard bindings/web/demo/*.mjs bindings/web/demo/*.css bindings/web/demo/*.html bindings/web/src/*.mjs) bindings/web/payseal.mjs
$(WEB_BUILD)/demo/index.html: $(WEB_DEMO_SOURCES) $(WEB_BUILD)/payseal.wasm
	node bindings/web/demo/build.mjs $(WEB_BUILD)
## demo-web: the checkout on http://127.0.0.1:$(DEMO_PORT)/ against the Client API stub, under its
## Content-Security-Policy (no 'unsafe-eval'; connect-src the wasm and the Client API URL); Ctrl-C stops it
DEMO_PORT ?= 8064
demo-web: deps-web $(WEB_BUILD)/payseal.wasm
	node bindings/web/demo/build.mjs $(WEB_BUILD)
	$(PYTHON) bindings/web/demo/serve_demo.py --build $(WEB_BUILD) --port $(DEMO_PORT)
## fuzz-web: random and hostile arguments into every export of the web build's modules in node
## (bindings/web/test/fuzz.mjs), SECONDS in all (default 600); exits 1 on any trap. Not in make test.
fuzz-web: deps-web $(WEB_BUILD)/payseal.wasm
	node bindings/web/test/fuzz.mjs --seconds $(if $(filter command line environment,$(origin SECONDS)),$(SECONDS),600) \
	  $(WEB_BUILD)/payseal.wasm
## bench-web: a keystroke, a product validation and a prepare in node over payseal.wasm, as ratios to the
## native C ABI in the same run (bindings/web/bench/); FORGE_DIR=<node-forge's lib/> adds node-forge's prepare
bench-web: release $(WEB_BUILD)/payseal.wasm
	@mkdir -p $(WEB_BUILD)/bench
	$(CC) -O2 -Wall -I Include -o $(WEB_BUILD)/bench/native_ops bindings/web/bench/native_ops.c \
	  -L $(RELEASE_DIR) -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR) -lpayseal
	node bindings/web/bench/bench.mjs --build $(WEB_BUILD) --native $(WEB_BUILD)/bench/native_ops
## test-web-types: the ES module's TypeScript declarations (bindings/web/payseal.d.ts) checked against a
## page's use of it (bindings/web/test/types/usage.ts) and the README's `js` snippet, by Debian's tsc, --strict, nothing emitted
test-web-types: deps-web
	tsc --noEmit --strict -p bindings/web/test/types
	@mkdir -p $(WEB_BUILD)/readme
	{ echo 'declare const clientSessionId: string, customerId: string, clientApiUrl: string;'; \
	  sed -n '/^```js$$/,/^```$$/p' README.md | sed '1d;$$d' | sed "s|'./payseal.mjs'|'../../bindings/web/payseal'|"; echo 'export {};'; } \
	  > $(WEB_BUILD)/readme/snippet.ts
	tsc --noEmit --strict --target ES2022 --module ES2022 --moduleResolution node --lib ES2022,DOM $(WEB_BUILD)/readme/snippet.ts

## fuzz: every libFuzzer target (fuzz/run.sh) (with AddressSanitizer) for SECONDS each; exits 1 on any finding.
## Not part of `make test`: CI runs `make fuzz SECONDS=60` after it (see fuzz/README.md).
SECONDS ?= 60
fuzz: deps
	fuzz/run.sh $(SECONDS)

## timing: does a failed decryption take the same time whether RSA-OAEP or the tag failed?
## (Tests/timing/decrypt_timing.c)
timing: release
	@mkdir -p .build/tools
	$(CC) -O2 -std=c99 -Wall -Wextra -pedantic -Werror -D_POSIX_C_SOURCE=199309L -IInclude -ITests/include Tests/timing/decrypt_timing.c \
	  -o .build/tools/decrypt_timing -L$(RELEASE_DIR) -lpayseal -Wl,-rpath,$(CURDIR)/$(RELEASE_DIR)
	.build/tools/decrypt_timing Vectors/keys/test-rsa-2048.client-api.json Vectors/keys/test-rsa-2048.private.pem 3000

## install: the library as $(SONAME) with the link libpayseal.so, the header, payseal.pc and the
## CLI as `payseal`, all stripped; ldconfig for a system prefix (/usr, /usr/local) without DESTDIR
install: release
	@$(MAKE) --no-print-directory install-files

# install-files: install's copying alone, for test-install and test-system-install, whose release
# build is done (a no-op `swift build` still takes about 16 seconds)
install-files:
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 755 $(LIB) $(DESTDIR)$(PREFIX)/lib/$(SONAME)
	strip --strip-unneeded $(DESTDIR)$(PREFIX)/lib/$(SONAME)  # the symbol table only: 9.7 MB -> 6.3 MB
	ln -sf $(SONAME) $(DESTDIR)$(PREFIX)/lib/libpayseal.so
	install -m 644 Include/payseal.h $(DESTDIR)$(PREFIX)/include/payseal.h
	install -m 755 $(CLI) $(DESTDIR)$(PREFIX)/bin/payseal
	strip $(DESTDIR)$(PREFIX)/bin/payseal
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(sed -n 's/^#define PAYSEAL_VERSION_STRING "\([^"]*\)".*/\1/p' Include/payseal.h)|" \
	  bindings/c/payseal.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/payseal.pc
	@if [ -z "$(DESTDIR)" ] && [ -n "$(filter $(PREFIX),$(SYSTEM_PREFIXES))" ]; then echo ldconfig; ldconfig; fi

## uninstall: what install wrote
uninstall:
	rm -f $(DESTDIR)$(PREFIX)/lib/$(SONAME) $(DESTDIR)$(PREFIX)/lib/libpayseal.so $(DESTDIR)$(PREFIX)/include/payseal.h \
	  $(DESTDIR)$(PREFIX)/bin/payseal $(DESTDIR)$(PREFIX)/lib/pkgconfig/payseal.pc
	@if [ -z "$(DESTDIR)" ] && [ -n "$(filter $(PREFIX),$(SYSTEM_PREFIXES))" ]; then echo ldconfig; ldconfig; fi

clean:
	rm -rf .build .build-* bindings/rust/target bindings/c/build
