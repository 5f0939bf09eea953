#!/bin/sh
# Builds the DocC catalogs of PaySeal and PaySealFoundation into .build/docs/<Module>.doccarchive
# with warnings as errors (a symbol link that does not resolve fails), from the symbol graphs of the
# debug build's modules, then checks that every public declaration has a doc comment.
#
# The toolchain's swift-symbolgraph-extract and docc, not swift-docc-plugin: the plugin's build of a
# target compiles every package dependency whatever its condition, swift-crypto's BoringSSL
# included (about two and a half minutes on 2 cores), for modules the debug build already has.
#
#   Tests/docs/build_docs.sh           (after a debug build: `swift build` or `swift test`)
set -eu
SWIFT=${SWIFT:-swift}
toolchain_bin=$(dirname "$(command -v "$SWIFT")")
bin=$("$SWIFT" build --show-bin-path)  # .build/<triple>/debug
triple=$(basename "$(dirname "$bin")")
out=.build/docs
# PaySeal's module imports the system libraries' module maps (and the generated one of the shims;
# CCurl: PaySealFoundation's, on Linux).
maps="-Xcc -fmodule-map-file=Sources/COpenSSL/module.modulemap
 -Xcc -fmodule-map-file=$bin/COpenSSLShims.build/module.modulemap
 -Xcc -fmodule-map-file=Sources/CSodium/module.modulemap
 -Xcc -fmodule-map-file=Sources/CPCRE2/module.modulemap
 -Xcc -fmodule-map-file=Sources/CCurl/module.modulemap"
for module in PaySeal PaySealFoundation; do
  graphs=$out/$module-symbol-graphs
  rm -rf "$graphs" "$out/$module.doccarchive"
  mkdir -p "$graphs"
  # shellcheck disable=SC2086 # $maps: one flag per word
  "$toolchain_bin/swift-symbolgraph-extract" -module-name "$module" -target "$triple" -I "$bin/Modules" $maps \
    -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs"
  "$toolchain_bin/docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1 \
    || { cat "$out/$module.log"; exit 1; }
  echo "$module: $out/$module.doccarchive"
done
python3 Tests/docs/check_doc_comments.py "$out"/PaySeal-symbol-graphs/*.json "$out"/PaySealFoundation-symbol-graphs/*.json
