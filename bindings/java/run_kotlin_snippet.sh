#!/bin/sh
# bindings/java/run_kotlin_snippet.sh JAR - the Kotlin snippet of bindings/java/README.md compiled
# against the jar with kotlinc (Debian's kotlin package, 1.3.31, on the JDK 17 of JAVA_HOME) and
# run, in an empty folder: Kotlin reads the binding's Java 17 classes as they are.
set -eu
jar=$1
here=$(cd "$(dirname "$0")" && pwd)
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
stdlib=/usr/share/java/kotlin-stdlib.jar:/usr/share/java/kotlin-stdlib-jdk7.jar
command -v kotlinc >/dev/null || { echo "test-java-kotlin: no kotlinc (apt-get install kotlin)"; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/extract_example.py" "$here/README.md" kotlin > "$tmp/CardField.kt"
# kotlinc 1.3 passes -Xverify:none to the JVM, which JDK 13+ warns about: that line is dropped
JAVA_HOME=$java_home kotlinc -Werror -cp "$jar:$stdlib" -d "$tmp/classes" "$tmp/CardField.kt" 2>&1 \
  | { grep -v 'Options -Xverify:none and -noverify were deprecated' || true; }
[ -f "$tmp/classes/CardFieldKt.class" ] || { echo "test-java-kotlin: the snippet did not compile"; exit 1; }
"$java_home/bin/java" -cp "$jar:$stdlib:$tmp/classes" CardFieldKt > "$tmp/out.txt"
cat "$tmp/out.txt"
grep -q '^key 16: valid, brand visa$' "$tmp/out.txt"
grep -q '^visa: valid$' "$tmp/out.txt"
echo "test-java-kotlin: the README's Kotlin snippet compiled against payseal.jar and ran"
