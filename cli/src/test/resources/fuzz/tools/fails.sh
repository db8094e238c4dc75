#!/bin/sh
# Exits 1 with a message, as opt does on input it rejects.
echo "fake-opt: error: input module is broken!" >&2
exit 1
