#!/bin/sh
# Fails when a line of a ```swift block of README.md is not, in order, in Sources/Snippet/main.swift
# (the file that `swift build --package-path Tests/swift-snippet` compiles). Lines are compared with
# their runs of spaces as one space and without leading spaces: swift-format indents main.swift's
# function bodies and puts two spaces before a comment, where the README aligns its comments.
# `import` lines are left out: main.swift has its imports once, at the top, and compiling it
# checks that the modules the README imports are there.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
readme="$here/../../README.md"
main="$here/Sources/Snippet/main.swift"
awk -v main="$main" '
    function norm(text) { gsub(/[ \t]+/, " ", text); sub(/^ /, "", text); sub(/ $/, "", text); return text }
    BEGIN { n = 0; while ((getline line < main) > 0) lines[++n] = norm(line); at = 1; bad = 0 }
    /^```swift$/ { inside = 1; next }
    /^```$/ { inside = 0; next }
    inside && $0 != "" && $0 !~ /^import / {
        found = 0
        want = norm($0)
        for (i = at; i <= n; i++) if (lines[i] == want) { found = 1; at = i + 1; break }
        if (!found) { print "README.md:" NR ": not in main.swift (or out of order): " $0; bad = 1 }
    }
    END { exit bad }
' "$readme"
echo "README Swift snippets: every line is in $(basename "$main")"

# The DocC article "Checkout in a Swift app" shows the README's Swift checkout: the same lines.
article="$here/../../Sources/PaySeal/PaySeal.docc/CheckoutInASwiftApp.md"
readme_checkout=$(awk '/^\*\*Checkout in a Swift app\*\*/ { f = 1 } f && /^```swift$/ { g = 1; next } g && /^```$/ { exit } g' "$readme")
article_checkout=$(awk '/^```swift$/ { g = 1; next } g && /^```$/ { exit } g' "$article")
if [ -z "$readme_checkout" ] || [ "$readme_checkout" != "$article_checkout" ]; then
    echo "README.md's Swift checkout and the DocC article's code differ (or the README has none)"
    exit 1
fi
echo "README Swift checkout: the DocC article shows the same code"
