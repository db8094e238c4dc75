#!/bin/sh
# Exits 0 having printed text that is not LLVM IR.
echo "this is not IR {"
