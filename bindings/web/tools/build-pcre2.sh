#!/bin/sh
# PCRE2 10.42 for wasm32 (wasm32-wasi, Debian's wasi-libc for memcpy, malloc and the rest), built
# from Debian's source package with Debian's clang: the 8-bit library only, no JIT (the JIT entry
# points answer PCRE2_ERROR_JIT_BADOPTION, as on a platform without JIT, so callers fall back to the
# interpreter), Unicode on, and the build-time defaults of the system library (match and depth
# limit 10,000,000, heap limit 20,000,000 KiB, newline LF, link size 2), which a match context lowers
# per match as the system backend does. Nothing of PCRE2 is committed: the source package is fetched
# into OUT/src (apt-get source, after adding `deb-src` entries mirroring the Debian `deb` ones if
# apt has none) and the library is written to OUT/pcre2/lib/libpcre2-8.a with its header in
# OUT/pcre2/include.
#
# usage: build-pcre2.sh OUT_DIR
set -eu

out=$(mkdir -p "$1" && cd "$1" && pwd)
upstream=10.42
cc=${WASM_CC:-clang-14}
ar=${WASM_AR:-llvm-ar-14}
prefix=$out/pcre2
stamp=$prefix/lib/libpcre2-8.a

sudo=$( [ "$(id -u)" -eq 0 ] || echo sudo )

# deb-src entries: apt-get source needs them, and a Debian image usually has only `deb` entries.
# They mirror the Debian archive's `deb` entries (URIs ending in /debian or /debian-security), in
# both of apt's formats; other archives (a vendor's, a CDN's) may serve no sources and are left out.
source_versions() { apt-cache showsrc pcre2 2>/dev/null | sed -n 's/^Version: //p'; }
if ! source_versions | grep -q "^$upstream-"; then
  list=/etc/apt/sources.list.d/payseal-deb-src
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    # deb822 stanzas: a stanza of Types `deb` whose URIs are the Debian archive's, as `deb-src`
    awk 'BEGIN { RS = ""; ORS = "\n\n" }
         /(^|\n)Types: deb(\n|$)/ && /(^|\n)URIs: [^\n]*\/debian(-security)?\/?(\n|$)/ {
           sub(/Types: deb/, "Types: deb-src"); print }' "$f"
  done > "$list.sources.new"
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$f" ] || continue
    sed -n 's|^deb \(.*/debian\(-security\)\{0,1\}/\{0,1\} .*\)|deb-src \1|p' "$f"
  done > "$list.list.new"
  for format in sources list; do
    if [ -s "$list.$format.new" ]; then $sudo mv "$list.$format.new" "$list.$format"; else rm -f "$list.$format.new"; fi
  done 2>/dev/null || { echo "build-pcre2: cannot write $list.* (root or sudo needed)" >&2; exit 1; }
  echo "build-pcre2: added deb-src entries ($list.*); apt-get update"
  $sudo apt-get update -qq
fi

# The source of the system library's version when the archive serves it, else the newest 10.42
# source package that downloads (the version used is printed and kept in SOURCE-VERSION).
installed=$(dpkg-query -W -f '${source:Version}' libpcre2-8-0 2>/dev/null || true)
candidates=$( { echo "$installed"; source_versions | grep "^$upstream-" | sort -r -V; } | grep . | awk '!seen[$0]++')
rm -rf "$out/src" && mkdir -p "$out/src"
chosen=""
for version in $candidates; do
  if (cd "$out/src" && apt-get source -qq "pcre2=$version" >"$out/src/apt-get-source.log" 2>&1); then
    chosen=$version
    break
  fi
  echo "build-pcre2: the source package pcre2 $version could not be fetched ($(grep -m1 '^E:' "$out/src/apt-get-source.log" || echo 'apt-get source failed'))"
done
if [ -z "$chosen" ]; then
  echo "build-pcre2: no pcre2 $upstream source package could be fetched" >&2
  exit 1
fi
[ "$chosen" = "$installed" ] || echo "build-pcre2: note: pcre2 source $chosen, the system library is $installed"
src=$out/src/pcre2-$upstream
# Patches of a 3.0 (quilt) package are applied by dpkg-source; a 1.0 package's are applied here.
if [ -f "$src/debian/patches/series" ] && [ ! -d "$src/.pc" ]; then
  grep -v '^#' "$src/debian/patches/series" | while read -r patch _; do
    [ -n "$patch" ] && patch -d "$src" -p1 -s < "$src/debian/patches/$patch"
  done
fi

rm -rf "$prefix" "$out/pcre2-obj" && mkdir -p "$prefix/lib" "$prefix/include" "$out/pcre2-obj"
cp "$src/src/config.h.generic" "$out/pcre2-obj/config.h"
cp "$src/src/pcre2.h.generic" "$out/pcre2-obj/pcre2.h"
cp "$src/src/pcre2_chartables.c.dist" "$out/pcre2-obj/pcre2_chartables.c"
# The 8-bit library's files (NON-AUTOTOOLS-BUILD, step 4); pcre2_jit_compile.c without SUPPORT_JIT
# defines the JIT functions as stubs.
files="auto_possess chartables compile config context convert dfa_match error extuni find_bracket
  jit_compile maketables match match_data newline ord2utf pattern_info script_run serialize
  string_utils study substitute substring tables ucd valid_utf xclass"
flags="--target=wasm32-wasi -O2 -DHAVE_CONFIG_H -DPCRE2_CODE_UNIT_WIDTH=8 -DPCRE2_STATIC
  -DSUPPORT_PCRE2_8 -DSUPPORT_UNICODE -DHAVE_MEMMOVE -DHAVE_STDINT_H -DHAVE_INTTYPES_H -DHAVE_LIMITS_H
  -DHAVE_STDLIB_H -DHAVE_STRING_H -DHAVE_STRERROR -I$out/pcre2-obj -I$src/src"
objects=""
for name in $files; do
  file=$src/src/pcre2_$name.c
  [ "$name" = chartables ] && file=$out/pcre2-obj/pcre2_chartables.c
  # shellcheck disable=SC2086
  $cc $flags -c "$file" -o "$out/pcre2-obj/pcre2_$name.o"
  objects="$objects $out/pcre2-obj/pcre2_$name.o"
done
# shellcheck disable=SC2086
$ar rcs "$stamp" $objects
cp "$out/pcre2-obj/pcre2.h" "$prefix/include/pcre2.h"
echo "$chosen" > "$prefix/SOURCE-VERSION"
echo "pcre2 for wasm32: $stamp ($(stat -c %s "$stamp") bytes, source package $chosen)"
