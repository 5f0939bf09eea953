#!/bin/sh
# Fails when a line of a ```swift block of README.md is not, in order, in Sources/Snippet/main.swift
# (the file that `swift build --package-path Tests/swift-snippet` compiles). Lines are compared
# with their runs of spaces made one: swift-format lays main.swift out (no aligned end-of-line
# comments), the README keeps its comments aligned for the reader.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
readme="$here/../../README.md"
main="$here/Sources/Snippet/main.swift"
awk -v main="$main" '
    function norm(s) { gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s); return s }
    BEGIN { n = 0; while ((getline line < main) > 0) lines[++n] = norm(line); at = 1; bad = 0 }
    /^```swift$/ { inside = 1; next }
    /^```$/ { inside = 0; next }
    inside && $0 != "" {
        found = 0
        # imports: anywhere (swift-format gathers them at the top of main.swift)
        if ($1 == "import") { for (i = 1; i <= n; i++) if (lines[i] == norm($0)) found = 1; if (found) next }
        for (i = at; i <= n; i++) if (lines[i] == norm($0)) { found = 1; at = i + 1; break }
        if (!found) { print "README.md:" NR ": not in main.swift (or out of order): " $0; bad = 1 }
    }
    END { exit bad }
' "$readme"
echo "README Swift snippets: every line is in $(basename "$main")"
