#!/bin/sh
# bindings/java/run_tests.sh JAR - the Java binding's tests under JUnit 5's console launcher (no
# Gradle or Maven), then the README's first example and examples/CardForm.java in an empty folder
# holding only the jar and a copy of examples/, with no environment variable: the jar loads its own
# libraries.
# JAVA_HOME (a JDK 17) and JUNIT_CONSOLE (junit-platform-console-standalone.jar) come from the Makefile.
set -eu
jar=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(dirname "$jar")
java_home=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
console=${JUNIT_CONSOLE:-/usr/share/java/junit-platform-console-standalone.jar}

rm -rf "$build/test-classes" && mkdir -p "$build/test-classes"
"$java_home/bin/javac" --release 17 -Xlint:all -Werror -cp "$jar:$console" -d "$build/test-classes" \
  "$here"/src/test/java/dev/payseal/*.java
# -Xmx256m: a bounded heap, so the RSS of the handle test measures native memory, not the heap growing
"$java_home/bin/java" -Xmx256m -Dpayseal.vectors="$root/Vectors" -Dpayseal.root="$root" -jar "$console" \
  --class-path "$jar:$build/test-classes" --scan-class-path --disable-banner --details=summary --fail-if-no-tests

# The README's first complete example, in a folder that has nothing else.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$jar" "$tmp/payseal.jar"
cp -r "$root/examples" "$tmp/examples"
python3 "$here/extract_example.py" "$here/README.md" > "$tmp/Example.java"
(cd "$tmp" && env -i PATH=/usr/bin:/bin "$java_home/bin/javac" -cp payseal.jar Example.java \
  && env -i PATH=/usr/bin:/bin "$java_home/bin/java" -cp payseal.jar:. Example) > "$tmp/out.txt"
cat "$tmp/out.txt"
grep -q '^5-part JWE' "$tmp/out.txt"
echo "test-java: the README example ran from a folder holding only payseal.jar and examples/"

# The card form typed key by key, card data in char[] only, in the same folder.
cp "$here/examples/CardForm.java" "$tmp/CardForm.java"
(cd "$tmp" && env -i PATH=/usr/bin:/bin "$java_home/bin/javac" -Xlint:all -Werror -cp payseal.jar CardForm.java \
  && env -i PATH=/usr/bin:/bin "$java_home/bin/java" -cp payseal.jar:. CardForm) > "$tmp/form.txt"
cat "$tmp/form.txt"
grep -q '^key 16: valid, brand visa$' "$tmp/form.txt"
grep -q '^visa: pan valid, expiry valid, cvc valid$' "$tmp/form.txt"
grep -q '^0 errors; 5-part JWE for the server$' "$tmp/form.txt"
echo "test-java: examples/CardForm.java typed a card key by key and prepared it"
