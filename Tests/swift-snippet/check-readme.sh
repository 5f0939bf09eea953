#!/bin/sh
# Fails when a line of a ```swift block of README.md is not, verbatim and in order, in
# Sources/Snippet/main.swift (the file that `swift build --package-path Tests/swift-snippet` compiles).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
readme="$here/../../README.md"
main="$here/Sources/Snippet/main.swift"
awk -v main="$main" '
    BEGIN { n = 0; while ((getline line < main) > 0) lines[++n] = line; at = 1; bad = 0 }
    /^```swift$/ { inside = 1; next }
    /^```$/ { inside = 0; next }
    inside && $0 != "" {
        found = 0
        for (i = at; i <= n; i++) if (lines[i] == $0) { found = 1; at = i + 1; break }
        if (!found) { print "README.md:" NR ": not in main.swift (or out of order): " $0; bad = 1 }
    }
    END { exit bad }
' "$readme"
echo "README Swift snippets: every line is in $(basename "$main")"
