# PaySeal — the two commands a newcomer needs are `make demo` and `make test`.
# Both install what they need first (Debian/Ubuntu packages, Python test packages).

PREFIX ?= /usr/local
SWIFT ?= swift
# The shipped library: the Swift runtime linked in (no toolchain needed at run time) and only
# the header's functions exported.
RELEASE_FLAGS := -c release -Xswiftc -static-stdlib \
	-Xlinker --version-script=$(CURDIR)/Sources/PaySealC/exports.map
RELEASE_DIR := .build/release
LIB := $(RELEASE_DIR)/libpayseal.so
CLI := $(RELEASE_DIR)/payseal-cli

.PHONY: all deps build release demo test test-swift vectors check-abi install clean

all: release

## deps: system packages (apt-get) — libssl-dev, libsodium-dev, pkg-config
deps:
	@missing=""; for p in libssl-dev libsodium-dev pkg-config; do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

## demo: prepare a payment request with the bundled TEST key pair and decrypt it back
demo: release
	$(CLI) demo

## test: everything CI runs
test: deps test-swift release check-abi vectors
	@echo "make test: all passed"

test-swift: deps
	$(SWIFT) test

vectors: release
	$(CLI) vectors Vectors

## check-abi: header vs exports vs a strict C99/C++17 compile; no Swift runtime needed
check-abi: release
	tools/check-abi $(LIB)

install: release
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 755 $(LIB) $(DESTDIR)$(PREFIX)/lib/libpayseal.so
	install -m 644 Include/payseal.h $(DESTDIR)$(PREFIX)/include/payseal.h
	install -m 755 $(CLI) $(DESTDIR)$(PREFIX)/bin/payseal
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(sed -n 's/^public let paySealVersion = "\(.*\)"/\1/p' Sources/PaySeal/PaySealError.swift)|" \
	  bindings/c/payseal.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/payseal.pc

clean:
	rm -rf .build
