#!/bin/sh
# Appends a line to the file named by its first argument (a run counter), then prints the input
# with %a computed from %b (defined after it) in any function named ...marked: the output parses,
# but the IR verifier rejects that function; the others are printed unchanged.
echo run >> "$1"
for last; do :; done
awk '/^define .*marked\(/ { inside = 1 }
     inside && /%a = add i32 %n, 1/ { sub(/%a = add i32 %n, 1/, "%a = add i32 %b, 1") }
     /^}/ { inside = 0 }
     { print }' "$last"
