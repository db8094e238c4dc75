#!/bin/sh
# Prints the input with %a computed from %b, which is defined after it: parses, but the IR
# verifier rejects the use before its definition.
for last; do :; done
sed 's/%a = add i32 %n, 1/%a = add i32 %b, 1/' "$last"
