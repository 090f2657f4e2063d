#!/usr/bin/env bash
# Build the out-of-core benchmarks of bench/pacc into a directory (issue 16).
# usage: bench/pacc/build.sh OUTDIR
#   pcie_bw.cu stencil25_um.cu himeno_um.cu   -> OUTDIR/NAME   $NVCC $CUDA_FLAGS
#   stencil25_acc.c himeno_acc.c              -> OUTDIR/NAME   $GWCC $GWCC_FLAGS
#   stencil25_pacc.c himeno_pacc.c            -> OUTDIR/NAME   $GWCC $GWCC_FLAGS
# Env: NVCC (nvcc), CUDA_FLAGS ("-O3 -arch=sm_90"), GWCC (<repo>/build/bin/gwcc,
# else /work/main/build/bin/gwcc), GWCC_FLAGS ("-O3"), STRICT (1: a pacc
# program that fails or is not translated makes the exit status 1).
# Logs go to OUTDIR/buildlogs, compiler versions and flags to OUTDIR/BUILDINFO.
#
# The pacc programs: gwcc may not compile '#pragma pacc' yet. A failed build
# is reported and the script goes on. A build that succeeds but whose
# generated host code has no gw_pacc_begin call (gwcc passed the pacc lines
# to the host compiler: the time loop would run on the CPU) is moved to
# OUTDIR/hostonly/NAME, so run.sh does not time it as a pacc run.
# Exit status: 1 if a CUDA or OpenACC build failed (or, with STRICT=1, a pacc
# one), else 0.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
if [ $# -lt 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi
mkdir -p "$1"
OUT=$(cd "$1" && pwd)
LOG=$OUT/buildlogs
NVCC=${NVCC:-nvcc}
command -v "$NVCC" > /dev/null 2>&1 || { [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc; }
CUDA_FLAGS=${CUDA_FLAGS:-"-O3 -arch=sm_90"}
if [ -z "${GWCC:-}" ]; then
    GWCC=$ROOT/build/bin/gwcc
    [ -x "$GWCC" ] || GWCC=/work/main/build/bin/gwcc
fi
GWCC_FLAGS=${GWCC_FLAGS:-"-O3"}
STRICT=${STRICT:-0}
mkdir -p "$LOG"
fail=0
notes=""

for n in pcie_bw stencil25_um himeno_um; do
    if $NVCC $CUDA_FLAGS -o "$OUT/$n" "$HERE/$n.cu" > "$LOG/$n.log" 2>&1; then
        echo "ok   $n"
    else
        echo "FAIL $n (see $LOG/$n.log)"; fail=1
    fi
done

for n in stencil25_acc himeno_acc; do
    if $GWCC $GWCC_FLAGS -o "$OUT/$n" "$HERE/$n.c" -lm > "$LOG/$n.log" 2>&1; then
        echo "ok   $n"
    else
        echo "FAIL $n (see $LOG/$n.log)"; fail=1
    fi
done

for n in stencil25_pacc himeno_pacc; do
    tmp=$(mktemp -d /tmp/paccbuild.XXXXXX)
    rm -f "$OUT/$n" "$OUT/hostonly/$n"
    if $GWCC $GWCC_FLAGS --keep -o "$tmp/$n" "$HERE/$n.c" -lm > "$LOG/$n.log" 2>&1; then
        if grep -q 'gw_pacc_begin' "$tmp"/*.gw.c 2> /dev/null; then
            cp "$tmp/$n" "$OUT/$n"
            echo "ok   $n"
        else
            mkdir -p "$OUT/hostonly"
            cp "$tmp/$n" "$OUT/hostonly/$n"
            echo "NOTE $n: built, but gwcc did not translate the pipeline (no gw_pacc_begin in its host code):"
            echo "     its time loop runs on the CPU; kept as $OUT/hostonly/$n, which run.sh does not run"
            notes="$notes $n"
            [ "$STRICT" = 1 ] && fail=1
        fi
    else
        echo "FAIL $n (gwcc cannot compile it yet? see $LOG/$n.log); going on"
        notes="$notes $n"
        [ "$STRICT" = 1 ] && fail=1
    fi
    rm -rf "$tmp"
done

{
    echo "built $(date -u)"
    $NVCC --version | tail -2
    echo "CUDA_FLAGS=$CUDA_FLAGS"
    echo "GWCC=$GWCC"
    $GWCC --version 2>&1 | head -2
    echo "GWCC_FLAGS=$GWCC_FLAGS"
    (cd "$ROOT" && git rev-parse --short HEAD 2> /dev/null && git status --short -- src runtime 2> /dev/null | head -20)
    [ -n "$notes" ] && echo "pacc programs not built as pipelines:$notes"
} > "$OUT/BUILDINFO" 2>&1
[ -n "$notes" ] && echo "pacc programs not built as pipelines:$notes (run.sh skips them)"
exit $fail
