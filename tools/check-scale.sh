#!/bin/bash
# check-scale.sh GWCC TMP [N] [KIND]: gwcc's time must grow linearly with the
# number of compute regions (issue 19 item 10), or of routines or pipelines
# (KIND routines, pipelines: tools/gen-scale.sh).  Files of N and 4N regions
# (tools/gen-regions.sh) are checked with -fsyntax-only and built with
# -acc=host -c; each pair's CPU time (user + sys) must grow less than 8
# times: linear passes give about 4, the quadratic ones this guards against
# gave 15.  A pair that fails is timed again (the best of two runs each), so
# a loaded machine counts less; one run each otherwise, to stay well inside
# the test's time limit on a loaded 2-core machine.  GW_SCALE_CC: the host
# compiler gwcc runs here (check-sanitize.sh: cc without the sanitizers).
G=$1 T=$2 N=${3:-1000} KIND=${4:-regions}
here=$(cd "$(dirname "$0")" && pwd)
gen() {   # n
    if [ "$KIND" = regions ]; then sh "$here/gen-regions.sh" "$1"; else sh "$here/gen-scale.sh" "$KIND" "$1"; fi
}
gen "$N" > "$T.small.c" || exit 1
gen $((4 * N)) > "$T.big.c" || exit 1

cpu() {   # the CPU seconds of a run of gwcc with these arguments, the best of RUNS
    best=
    for run in $(seq "$RUNS"); do
        TIMEFORMAT='%3U %3S'
        t=$( { time env ${GW_SCALE_CC:+GWCC_CC="$GW_SCALE_CC"} "$G" "$@" > /dev/null 2> "$T.err"; } 2>&1 ) || { cat "$T.err"; echo "FAIL: gwcc $*"; exit 1; }
        s=$(echo "$t" | awk '{ print $1 + $2 }')
        best=$(awk -v a="$best" -v b="$s" 'BEGIN { print (a == "" || b < a) ? b : a }')
    done
    echo "$best"
}

status=0
for mode in "-fsyntax-only" "-acc=host -c -O0"; do
    for RUNS in 1 2; do
        # shellcheck disable=SC2086
        small=$(cpu $mode "$T.small.c" -o "$T.small.o") || { echo "$small"; exit 1; }
        # shellcheck disable=SC2086
        big=$(cpu $mode "$T.big.c" -o "$T.big.o") || { echo "$big"; exit 1; }
        verdict=$(awk -v s="$small" -v b="$big" 'BEGIN { r = b / (s > 0.01 ? s : 0.01); printf "%s ratio %.1f", r < 8 ? "PASS" : "FAIL", r }')
        case $verdict in PASS*) break ;; esac
    done
    echo "$verdict ($mode: $N $KIND ${small}s, $((4 * N)) $KIND ${big}s)"
    case $verdict in FAIL*) status=1 ;; esac
done
exit $status
