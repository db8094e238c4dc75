#!/bin/sh
# Turns every "add i32" of function @kernel2 (also as a batch renames it, @cvgbatchN.kernel2) into "sub i32" and writes the module to the file
# given after -o (the {out} convention); the input is the first argument.
in="$1"
shift
[ "$1" = "-o" ] || exit 2
awk '/^define .*[@.]kernel2\(/ {k = 1} /^}/ {k = 0} { if (k) sub(/add i32/, "sub i32"); print }' "$in" > "$2"
