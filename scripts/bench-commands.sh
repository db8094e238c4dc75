#!/usr/bin/env bash
# End-to-end speed of cvg commands against opt-22 (issue 14): whole processes, JVM start
# included, wall time, CPU time (user + sys, all threads) and peak RSS from /usr/bin/time, median
# of REPS runs, one Markdown table. On a shared machine the CPU time is the steadier figure: wall
# time there is mostly waiting for a core (the header prints the load average).
#
#   scripts/bench-commands.sh            # full: 3 families x 50k and 200k blocks, + a 100-line file
#   scripts/bench-commands.sh --quick    # smoke: PHIWEB at 50k only, one run each
#
# Environment: REPS (default 3; --quick: 1), TIMEOUT seconds per process (default 300; a run
# that hits it is reported as ">TIMEOUT"), LONG seconds (default 60: a command whose first run
# takes longer is not repeated, its single run is the figure), WORK (inputs and logs, default
# /tmp/cvg-bench), FAMILIES and SIZES (space-separated, override the mode's defaults),
# COMMANDS (default: verify print cycles uniformity run check opt). Needs JDK 21+, Maven (to
# build jmh/target/benchmarks.jar, which writes the inputs) and opt-22 / llvm-diff-22.
#
# The opt-22 job matching each cvg command:
#   verify      opt-22 -passes=verify -disable-output F
#   print       opt-22 -S F -o /dev/null
#   cycles      opt-22 -passes='print<cycles>' -disable-output F
#   uniformity  opt-22 -mtriple=amdgcn-- -passes='print<uniformity>' -disable-output F
#   run         opt-22 -passes=verify -disable-output F   (no LLVM tool executes an amdgcn
#               kernel on a thread group; reading and verifying the module is the floor any
#               tool pays, so cvg's row shows what its bounded run costs on top)
#   check F F   llvm-diff-22 F F   (both read two modules and compare them function by function)
#   opt         opt-22 -passes=sink -S F -o /dev/null  vs  cvg opt -passes=sink -o /dev/null F
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
QUICK=0
[[ "${1:-}" == "--quick" ]] && QUICK=1
WORK="${WORK:-/tmp/cvg-bench}"
TIMEOUT="${TIMEOUT:-300}"
LONG="${LONG:-60}"
if (( QUICK )); then
  REPS="${REPS:-1}"; FAMILIES="${FAMILIES:-PHIWEB}"; SIZES="${SIZES:-50000}"
else
  REPS="${REPS:-3}"; FAMILIES="${FAMILIES:-IRREDUCIBLE STRUCTURED PHIWEB}"; SIZES="${SIZES:-50000 200000}"
fi
COMMANDS="${COMMANDS:-verify print cycles uniformity run check opt}"
mkdir -p "$WORK"

# Same JDK the cvg launcher picks.
source "$ROOT/cvg"
JAVA="$(find_java)"
BENCH_JAR="$ROOT/jmh/target/benchmarks.jar"
if [[ ! -f "$BENCH_JAR" ]]; then
  echo "building $BENCH_JAR ..." >&2
  (cd "$ROOT" && mvn -B -q -o -pl jmh -am package -DskipTests) >&2
fi
"$ROOT/cvg" --version >/dev/null   # builds cli/target/cvg.jar if needed, outside the timings

# input FAMILY BLOCKS -> path of the .ll (written once per WORK directory)
input() {
  local f="$WORK/$1-$2.ll"
  [[ -s "$f" ]] || "$JAVA" -cp "$BENCH_JAR" dev.cvg.bench.commands.CommandInputs "$1" "$2" "$f"
  echo "$f"
}

# cmd_of TOOL COMMAND FILE -> the command line (as a bash array assignment target `CMD`)
cmd_of() {
  local tool=$1 c=$2 f=$3
  if [[ $tool == cvg ]]; then
    case $c in
      verify|print|cycles|uniformity) CMD=("$ROOT/cvg" "$c" "$f") ;;
      run) CMD=("$ROOT/cvg" run --steps=100000 --threads=64 --seed=1 "$f") ;;
      check) CMD=("$ROOT/cvg" check "$f" "$f") ;;
      opt) CMD=("$ROOT/cvg" opt -passes=sink -o /dev/null "$f") ;;
    esac
  else
    case $c in
      verify|run) CMD=(opt-22 -passes=verify -disable-output "$f") ;;
      print) CMD=(opt-22 -S "$f" -o /dev/null) ;;
      cycles) CMD=(opt-22 '-passes=print<cycles>' -disable-output "$f") ;;
      uniformity) CMD=(opt-22 -mtriple=amdgcn-- '-passes=print<uniformity>' -disable-output "$f") ;;
      check) CMD=(llvm-diff-22 "$f" "$f") ;;
      opt) CMD=(opt-22 -passes=sink -S "$f" -o /dev/null) ;;
    esac
  fi
}

# measure TOOL COMMAND FILE -> "WALL RSS_KB CPU" (medians), or ">TIMEOUT - -" after a timeout
measure() {
  local walls=() rsss=() cpus=() i t="$WORK/time.txt" rc w r u s
  cmd_of "$1" "$2" "$3"
  for (( i = 0; i < REPS; i++ )); do
    rc=0
    nice -n 5 timeout "$TIMEOUT" /usr/bin/time -f '%e %M %U %S' -o "$t" "${CMD[@]}" \
        >"$WORK/out.txt" 2>"$WORK/err.txt" || rc=$?
    if (( rc == 124 )); then echo ">$TIMEOUT - -"; return; fi
    if (( rc != 0 )) && ! [[ $rc == 3 && $2 == run ]]; then
      echo "FAILED($rc): ${CMD[*]}" >&2; tail -3 "$WORK/err.txt" >&2
    fi
    read -r w r u s < <(tail -1 "$t")
    walls+=("$w"); rsss+=("$r"); cpus+=("$(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }')")
    if (( i == 0 )) && awk -v w="$w" -v l="$LONG" 'BEGIN { exit !(w > l) }'; then break; fi
  done
  local mw mr mc
  mw=$(printf '%s\n' "${walls[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  mr=$(printf '%s\n' "${rsss[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  mc=$(printf '%s\n' "${cpus[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
  echo "$mw $mr $mc"
}

# row LABEL COMMAND FILE: one table line
row() {
  local w1 r1 c1 w2 r2 c2
  read -r w1 r1 c1 < <(measure cvg "$2" "$3")
  read -r w2 r2 c2 < <(measure opt "$2" "$3")
  awk -v l="$1" -v c="$2" -v w1="$w1" -v r1="$r1" -v w2="$w2" -v r2="$r2" -v c1="$c1" -v c2="$c2" 'BEGIN {
    t1 = (w1 ~ /^>/); t2 = (w2 ~ /^>/)
    m1 = t1 ? "-" : sprintf("%.0f", r1 / 1024); m2 = t2 ? "-" : sprintf("%.0f", r2 / 1024)
    wr = (t1 || t2) ? "-" : sprintf("%.2f", w1 / (w2 > 0.005 ? w2 : 0.005))
    rr = (t1 || t2) ? "-" : sprintf("%.1f", r1 / r2)
    ok = (t1 || t2) ? (t2 && !t1 ? "wall" : "no") : ((w1 <= w2 ? "wall" : "") (w1 <= w2 && r1 <= 2 * r2 ? " + " : " ") (r1 <= 2 * r2 ? "RSS" : ""))
    gsub(/^ +| +$/, "", ok); if (ok == "") ok = "no"
    cr = (t1 || t2) ? "-" : sprintf("%.2f", c1 / (c2 > 0.005 ? c2 : 0.005))
    printf "| %s | `%s` | %s | %s | %s | %s | %s | %s | %s× | %s× | %s× | %s |\n", l, c, w1, c1, m1, w2, c2, m2, wr, cr, rr, ok
  }'
}

echo "cvg $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'), $("$JAVA" -version 2>&1 | head -1), $(opt-22 --version | grep -m1 -o 'LLVM version [0-9.]*')"
echo "$(date -u '+%F %T UTC'), $(nproc) cores, reps $REPS (median), timeout ${TIMEOUT}s, start: $(uptime | sed 's/.*load/load/')"
echo
echo "| input | command | cvg wall s | cvg CPU s | cvg MiB | opt-22 wall s | opt-22 CPU s | opt-22 MiB | wall ratio | CPU ratio | RSS ratio | meets (wall, RSS) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
small=$(input STRUCTURED 8)
for c in $COMMANDS; do
  row "$(wc -l <"$small")-line file" "$c" "$small"
done
for size in $SIZES; do
  for fam in $FAMILIES; do
    f=$(input "$fam" "$size")
    label="$fam $((size / 1000))k ($(( $(stat -L -c %s "$f") / 1048576 )) MB)"
    for c in $COMMANDS; do
      row "$label" "$c" "$f"
    done
  done
done
echo
echo "end: $(date -u '+%T UTC'), $(uptime | sed 's/.*load/load/')"
