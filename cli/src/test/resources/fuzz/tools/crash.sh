#!/bin/sh
# Reports an error and dies of SIGABRT, as an LLVM assertion does.
echo "fake-opt: assertion failed" >&2
kill -ABRT $$
