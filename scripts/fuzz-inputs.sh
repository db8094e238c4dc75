#!/usr/bin/env bash
# The long input-fuzzing campaign (issue 13, "Inputs that cannot break it"):
#   scripts/fuzz-inputs.sh [N] [JOBS] [SEED]
# sends N (default 100000) mutated, spliced and truncated .ll inputs through every cvg command
# in-process, in JOBS (default 1) niced JVMs each taking a contiguous share of the input indices,
# with LLVM's conformance corpus among the seeds when /work/shared/conformance/llvm exists.
# Every input must give success or a typed error (file:line:col for syntax errors), an exit code
# of 0..3, never an internal error, and at most 1 s under 100 KB. The reports (counts per command
# and exit code, slowest input, failures with seed, index, command line and reduced input) go to
# cli/target/fuzz-inputs/; the exit status is 1 if any input broke the contract.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
N="${1:-100000}"
JOBS="${2:-1}"
SEED="${3:-1}"
OUT="$ROOT/cli/target/fuzz-inputs"
cd "$ROOT"
mkdir -p "$OUT"
rm -f "$OUT"/report-"$SEED"-*.txt
mvn -q -o -pl cli -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test >&2
# a snapshot of the compiled classes, so that rebuilding the worktree does not change a running campaign
SNAP="$OUT/classes"
rm -rf "$SNAP"
mkdir -p "$SNAP"
CP=""
for d in "$ROOT/cli/target/test-classes" "$ROOT/cli/target/classes" $(tr ':' ' ' < cli/target/test-classpath.txt); do
  if [[ -d "$d" ]]; then
    k=${#CP}
    cp -r "$d" "$SNAP/$k"
    d="$SNAP/$k"
  fi
  CP="$CP${CP:+:}$d"
done
# a JDK 21+ (the classes are Java 21; java on PATH may be older): $JAVA_HOME, else the newest under /usr/lib/jvm
JAVA=""
for j in ${JAVA_HOME:+"$JAVA_HOME/bin/java"} /usr/lib/jvm/*/bin/java; do
  v=$("$j" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
  if [[ -n "$v" ]] && (( v >= 21 )); then JAVA=$j; fi
done
[[ -n "$JAVA" ]] || { echo "fuzz-inputs: no JDK 21+ found" >&2; exit 2; }
EXTRA=()
[[ -d /work/shared/conformance/llvm ]] && EXTRA=(--conformance)
PER=$(( (N + JOBS - 1) / JOBS ))
PIDS=()
for (( j = 0; j < JOBS; j++ )); do
  FIRST=$(( j * PER ))
  COUNT=$(( N - FIRST < PER ? N - FIRST : PER ))
  (( COUNT > 0 )) || break
  nice "$JAVA" -cp "$CP" dev.cvg.cli.inputs.InputFuzzMain "$SEED" "$FIRST" "$COUNT" \
    "$OUT/report-$SEED-$FIRST.txt" "${EXTRA[@]}" >/dev/null &
  PIDS+=($!)
done
STATUS=0
for p in "${PIDS[@]}"; do
  wait "$p" || STATUS=1
done
cat "$OUT"/report-"$SEED"-*.txt
awk '/^input fuzzing:/ { n += $7; v += $9 } END { printf "total: %d inputs, %d violations\n", n, v }' \
  "$OUT"/report-"$SEED"-*.txt
exit $STATUS
