#!/bin/sh
# demo.sh (make demo): build each examples/*.c with gwcc -O2 and run it, on
# the GPU when one is visible, else in the host fallback.  Exit 1 if any fails.
# examples/mpi_*.c: built with GWCC_CC=mpicc and run by mpirun -np 2 --check
# (README "MPI"); SKIP without mpicc and mpirun.
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/gw-demo.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT

if gpu=$(nvidia-smi -L 2> /dev/null | head -n 1) && [ -n "$gpu" ]; then
    echo "== running on the GPU: $gpu"
else
    echo "== no GPU here: the examples run in the host fallback"
fi

failed=0
for src in "$ROOT"/examples/*.c; do
    name=$(basename "$src" .c)
    cc=${GWCC_CC:-cc} run=
    case $name in
    mpi_*)
        if ! command -v mpicc > /dev/null 2>&1 || ! command -v mpirun > /dev/null 2>&1; then
            echo "SKIP $name (no mpicc and mpirun: tools/install-deps.sh installs mpich as root)"
            continue
        fi
        cc=mpicc run="mpirun -np 2"
        ;;
    esac
    echo "-- $name: ${run:+GWCC_CC=$cc }gwcc -O2 examples/$name.c -o $name${run:+; $run $name --check}"
    if ! GWCC_CC=$cc "$GWCC" -O2 "$src" -o "$TMP/$name" -lm; then
        echo "FAIL $name (does not compile)"
        failed=$((failed + 1))
        continue
    fi
    start=$(date +%s.%N)
    if [ -n "$run" ]; then
        $run "$TMP/$name" --check 514 514 500 > "$TMP/$name.out" 2>&1
    else
        "$TMP/$name" > "$TMP/$name.out" 2>&1
    fi
    rc=$?
    secs=$(echo "$start $(date +%s.%N)" | awk '{ printf "%.2f", $2 - $1 }')
    sed 's/^/   /' "$TMP/$name.out"
    if [ $rc -eq 0 ] && grep -qw PASS "$TMP/$name.out"; then
        echo "PASS $name (${secs}s)"
    else
        echo "FAIL $name (exit status $rc)"
        failed=$((failed + 1))
    fi
done
[ $failed -eq 0 ] && echo "all examples passed" || echo "$failed example(s) failed"
[ $failed -eq 0 ]
