#!/usr/bin/env bash
# Run the out-of-core benchmarks (issue 16) on the GPU machine, from binaries
# built by bench/pacc/build.sh, and print a table against the PCIe floor.
# usage: bench/pacc/run.sh BINDIR
# Env:
#   NZ NY NX STEPS  problem size and time steps (default 512 512 512 20)
#   ONLY            benchmarks to run (default "stencil25 himeno")
#   TIMEOUT         seconds per acc/pacc run (default 300)
#   UM_TIMEOUT      seconds per unified-memory run (default 300; they may be slow)
#   PASSES          passes of the capped pacc run's plan, for floor (b); if
#                   unset and PLAN=1, read from an extra traced run
#   PLAN            1 (default): one more capped pacc run with GANGWAY_TIME=1,
#                   whose stderr gives the plan ("... K steps a pass") and
#                   the bytes the runtime moved; not timed in the table
#   OUT             directory for results.tsv and logs (default: a /tmp dir)
#
# Per benchmark (4 arrays of 4*NZ*NY*NX bytes each; Q = a quarter of their
# total, in MiB):
#   acc          NAME_acc                      OpenACC, in core (data region)
#   pacc         NAME_pacc                     pacc pipeline, no cap (in core if it fits)
#   pacc_capped  GANGWAY_DEVICE_MEMORY=QM NAME_pacc   4x oversubscribed
#   um           NAME_um --free-mb Q           unified memory, 4x oversubscribed
#   um_prefetch  NAME_um --prefetch --free-mb Q
# and pcie_bw once (pinned h2d, d2h, both directions at once).
#
# Floor: the least time the bytes that must cross PCIe take at the measured
# rates: floor(in, out) = max(in/h2d, out/d2h, (in+out)/bidir).
#   (a) one pass: in = every array once, out = every read-write array once
#       (stencil25: 4 in, 3 out; himeno: 4 in, 2 out; x 4*NZ*NY*NX bytes);
#   (b) the plan's passes: PASSES x (a) (each pass of an out-of-core pacc
#       plan moves every array in once and every read-write array out once);
#   (c) when the traced run reports them, the bytes the runtime moved.
# The table gives each run's ms and ms/floor(a); pacc_capped also ms/floor(b)
# and ms/floor(c).
set -u
if [ $# -lt 1 ] || [ ! -d "$1" ]; then
    echo "usage: $0 BINDIR" >&2
    exit 2
fi
BIN=$(cd "$1" && pwd)
NZ=${NZ:-512}; NY=${NY:-512}; NX=${NX:-512}; STEPS=${STEPS:-20}
ONLY=${ONLY:-"stencil25 himeno"}
TIMEOUT=${TIMEOUT:-300}
UM_TIMEOUT=${UM_TIMEOUT:-300}
PLAN=${PLAN:-1}
RES=${OUT:-$(mktemp -d /tmp/paccrun.XXXXXX)}
mkdir -p "$RES/logs"
ROWS=$RES/results.tsv
printf 'bench\tvariant\timpl\tms\tcheck\trc\tx_floor_a\tx_floor_b\tx_floor_c\n' > "$ROWS"

{
    date -u; uname -a; nproc
    command -v nvidia-smi > /dev/null && nvidia-smi --query-gpu=name,memory.total,memory.used,driver_version,pcie.link.gen.current,pcie.link.width.current --format=csv
    [ -f "$BIN/BUILDINFO" ] && cat "$BIN/BUILDINFO"
    echo "NZ=$NZ NY=$NY NX=$NX STEPS=$STEPS"
} > "$RES/env.txt" 2>&1

kv() {   # kv KEY LINE: the value of KEY=... in LINE, without a unit
    echo "$2" | sed -n "s/.* $1=\([-0-9.eE+]*\).*/\1/p"
}
kvs() {  # kvs KEY LINE: the value as written
    echo "$2" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"
}

# run NAME TIMEOUT CMD...: the program's RESULT line in $LINE, exit status in $RC
run() {
    local name=$1 tmo=$2; shift 2
    local log=$RES/logs/$name.log
    RUNLOG=$name
    echo "\$ $*" > "$log"
    timeout -k 10 "$tmo" "$@" >> "$log" 2>&1
    RC=$?
    LINE=$(grep '^RESULT ' "$log" | tail -1)
    local what=$LINE
    if [ -z "$LINE" ]; then
        what="no RESULT (rc=$RC$( [ $RC -eq 124 ] || [ $RC -eq 137 ] && echo ", timed out after ${tmo}s"))"
    fi
    echo "[$(date +%T)] $name: $what" >&2
}

H2D=; D2H=; BIDIR=
if [ -x "$BIN/pcie_bw" ]; then
    run pcie_bw "$TIMEOUT" "$BIN/pcie_bw"
    H2D=$(kv h2d "$LINE"); D2H=$(kv d2h "$LINE"); BIDIR=$(kv bidir "$LINE")
else
    echo "no $BIN/pcie_bw: no floors" >&2
fi

floor_ms() {   # floor_ms IN_BYTES OUT_BYTES
    if [ -z "$H2D" ] || [ -z "$D2H" ] || [ -z "$BIDIR" ]; then echo "-"; return; fi
    awk -v i="$1" -v o="$2" -v h="$H2D" -v d="$D2H" -v b="$BIDIR" 'BEGIN {
        t = i / (h * 1e9); if (o / (d * 1e9) > t) t = o / (d * 1e9); if ((i + o) / (b * 1e9) > t) t = (i + o) / (b * 1e9);
        printf "%.3f", t * 1e3 }'
}
ratio() {      # ratio MS FLOOR_MS
    case "$1$2" in *-*|"") echo "-"; return ;; esac
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0 && a > 0) printf "%.2f", a / b; else printf "-" }'
}

SUMMARY=$RES/summary.txt
: > "$SUMMARY"
for b in $ONLY; do
    case $b in
        stencil25) NRW=3 ;;
        himeno) NRW=2 ;;
        *) echo "unknown benchmark $b" >&2; continue ;;
    esac
    A=$(awk -v z="$NZ" -v y="$NY" -v x="$NX" 'BEGIN { printf "%.0f", z * y * x * 4 }')   # bytes of one array
    IN=$(awk -v a="$A" 'BEGIN { printf "%.0f", 4 * a }')
    OUTB=$(awk -v a="$A" -v r="$NRW" 'BEGIN { printf "%.0f", r * a }')
    Q=$(awk -v t="$IN" 'BEGIN { q = int(t / 4 / 1048576); if (q < 1) q = 1; print q }')
    FA=$(floor_ms "$IN" "$OUTB")
    ARGS="$NZ $NY $NX $STEPS"   # word-split on purpose below

    # the plan of the capped pipeline (floor b, c)
    P=${PASSES:-}; FC=-; PLANTXT=
    if [ -x "$BIN/${b}_pacc" ] && [ -z "$P" ] && [ "$PLAN" = 1 ]; then
        GANGWAY_TIME=1 GANGWAY_DEVICE_MEMORY=${Q}M run "${b}_pacc_plan" "$TIMEOUT" "$BIN/${b}_pacc" $ARGS
        log=$RES/logs/${b}_pacc_plan.log
        PLANTXT=$(grep 'gangway: pacc pipeline at' "$log" | head -2 | sed 's/^gangway: //')
        K=$(grep -o '[0-9][0-9]* steps\? a pass' "$log" | head -1 | grep -o '^[0-9]*')
        [ -n "$K" ] && P=$(awk -v s="$STEPS" -v k="$K" 'BEGIN { printf "%d", (s + k - 1) / k }')
        grep -q 'in core:' "$log" && P=1
        MB=$(grep -o '[0-9]* bytes in, [0-9]* shared on the device, [0-9]* out' "$log" | head -1)
        if [ -n "$MB" ]; then
            MI=$(echo "$MB" | awk '{ print $1 }'); MO=$(echo "$MB" | awk '{ print $(NF - 1) }')
            FC=$(floor_ms "$MI" "$MO")
        fi
    fi
    FB=-
    [ -n "$P" ] && [ "$FA" != - ] && FB=$(awk -v f="$FA" -v p="$P" 'BEGIN { printf "%.3f", f * p }')

    for v in acc pacc pacc_capped um um_prefetch; do
        LINE=; RC=-; RUNLOG=none
        case $v in
            acc)         [ -x "$BIN/${b}_acc" ] && run "${b}_acc" "$TIMEOUT" "$BIN/${b}_acc" $ARGS ;;
            pacc)        [ -x "$BIN/${b}_pacc" ] && run "${b}_pacc" "$TIMEOUT" "$BIN/${b}_pacc" $ARGS ;;
            pacc_capped) [ -x "$BIN/${b}_pacc" ] && GANGWAY_DEVICE_MEMORY=${Q}M run "${b}_pacc_capped" "$TIMEOUT" "$BIN/${b}_pacc" $ARGS ;;
            um)          [ -x "$BIN/${b}_um" ] && run "${b}_um" "$UM_TIMEOUT" "$BIN/${b}_um" --free-mb "$Q" $ARGS ;;
            um_prefetch) [ -x "$BIN/${b}_um" ] && run "${b}_um_prefetch" "$UM_TIMEOUT" "$BIN/${b}_um" --prefetch --free-mb "$Q" $ARGS ;;
        esac
        IMPL=-
        if [ -n "$LINE" ]; then
            MS=$(kv ms "$LINE"); CHK=$(kvs check "$LINE"); IMPL=$(kvs impl "$LINE")
            # gwcc's runtime falls back to the host without a GPU: not a GPU time
            grep -q 'no usable GPU' "$RES/logs/$RUNLOG.log" 2> /dev/null && IMPL="$IMPL(HOST-FALLBACK)"
        elif [ "$RC" = - ]; then
            MS=-; CHK=NOBINARY
        elif [ "$RC" = 124 ] || [ "$RC" = 137 ]; then
            MS=-; CHK=TIMEOUT
        else
            MS=-; CHK=NORESULT
        fi
        RA=$(ratio "$MS" "$FA"); RB=-; RCC=-
        if [ $v = pacc_capped ]; then RB=$(ratio "$MS" "$FB"); RCC=$(ratio "$MS" "$FC"); fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$v" "$IMPL" "$MS" "$CHK" "$RC" "$RA" "$RB" "$RCC" >> "$ROWS"
    done

    {
        echo "== $b ${NZ}x${NY}x${NX}, $STEPS steps: arrays $(awk -v t="$IN" 'BEGIN { printf "%.2f GiB", t / 1073741824 }'), cap/free for the oversubscribed runs ${Q} MiB"
        echo "   pcie (GB/s): h2d ${H2D:--} d2h ${D2H:--} both at once ${BIDIR:--}"
        echo "   floor (a) one pass, $IN B in + $OUTB B out: $FA ms"
        if [ -n "$P" ]; then echo "   floor (b) $P passes: $FB ms"; else echo "   floor (b): no PASSES, no plan"; fi
        [ -n "$PLANTXT" ] && echo "$PLANTXT" | sed 's/^/   plan: /'
        [ "$FC" != - ] && echo "   floor (c) the runtime's bytes ($MI in, $MO out): $FC ms"
    } >> "$SUMMARY"
done

cat "$SUMMARY"
echo
column -t -s $'\t' "$ROWS" 2> /dev/null || cat "$ROWS"
echo
echo "results: $ROWS, logs: $RES/logs, env: $RES/env.txt"
