#!/bin/sh
# tests/mpi/jacobi.sh TMP: examples/mpi_jacobi.c built with gwcc against the
# installed MPI (GWCC_CC=mpicc) and run by mpirun with 1 rank, 2 ranks (an
# odd number of interior rows: the remainder row), 2 ranks exchanging halos
# through host_data use_device (MPI_CUDA_AWARE=1: here, in host fallback, the
# device addresses are host addresses) and 3 ranks.  Each run checks itself
# against the serial host solver (--check: PASS); the multi-rank runs must
# give the one-rank run's sweeps, residual and checksums (relative 1e-12).
# No MPI (mpicc or mpirun missing): exit 77, run.sh prints SKIP and the reason.
# Env: GWCC, TEST_TIMEOUT (seconds per run), MPICC, MPIRUN.
set -u
TMP=${1:-$(mktemp -d)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
MPICC=${MPICC:-mpicc}
MPIRUN=${MPIRUN:-mpirun}
T=${TEST_TIMEOUT:-60}

for tool in "$MPICC" "$MPIRUN"; do
    if ! command -v "$tool" > /dev/null 2>&1; then
        echo "no MPI: $tool not found (tools/install-deps.sh installs mpich and libmpich-dev as root)"
        exit 77
    fi
done
# Open MPI's mpirun wants these as root and with more ranks than cores.
flags=
if "$MPIRUN" --version 2>&1 | grep -q "Open MPI"; then
    flags="--oversubscribe"
    [ "$(id -u)" = 0 ] && flags="$flags --allow-run-as-root"
fi

exe=$TMP/mpi_jacobi
echo "\$ GWCC_CC=$MPICC $GWCC -O2 examples/mpi_jacobi.c -o $exe -lm"
GWCC_CC=$MPICC "$GWCC" -O2 "$ROOT/examples/mpi_jacobi.c" -o "$exe" -lm || exit 1

# run NAME NP AWARE ARGS...: MPI_CUDA_AWARE=AWARE mpirun -np NP, output in
# TMP/NAME.out; --check must PASS.
run() {
    name=$1 np=$2 aware=$3
    shift 3
    echo "\$ MPI_CUDA_AWARE=$aware $MPIRUN $flags -np $np mpi_jacobi $*"
    # shellcheck disable=SC2086
    MPI_CUDA_AWARE=$aware timeout -k 5 "$T" "$MPIRUN" $flags -np "$np" "$exe" "$@" > "$TMP/$name.out" 2>&1
    rc=$?
    grep -v '^gangway: no usable GPU' "$TMP/$name.out"
    if [ $rc -ne 0 ]; then
        echo "(exit status $rc$( [ $rc -eq 124 ] && echo ": timed out after ${T}s"))"
        return 1
    fi
    grep -q '^host: .*: PASS$' "$TMP/$name.out" || { echo "(no PASS from --check)"; return 1; }
}

# same A B: B's sweeps, residual and checksums match A's.
same() {
    for key in sweeps residual checksum weighted; do
        x=$(sed -n "s/^$key //p" "$TMP/$1.out")
        y=$(sed -n "s/^$key //p" "$TMP/$2.out")
        if ! awk -v x="$x" -v y="$y" 'BEGIN { d = x - y; if (d < 0) d = -d; m = x < 0 ? -x : x;
                                             if (m < 1) m = 1; exit !(x != "" && d <= 1e-12 * m) }'; then
            echo "($2: $key $y, but one rank gave $x)"
            return 1
        fi
    done
    echo "($2 matches one rank)"
}

ARGS="--check 259 130 200"
# shellcheck disable=SC2086
{
    run one 1 0 $ARGS || exit 1
    run two 2 0 $ARGS || exit 1
    same one two || exit 1
    run two-use-device 2 1 $ARGS || exit 1
    grep -q 'halo exchange: device addresses' "$TMP/two-use-device.out" ||
        { echo "(host_data path not taken)"; exit 1; }
    same one two-use-device || exit 1
    run three 3 0 $ARGS || exit 1
    same one three || exit 1
}
# sweeps until the residual is below a tolerance: every rank count stops at the same sweep
run one-tol 1 0 --check 66 40 100000 1e-6 || exit 1
run two-tol 2 0 --check 66 40 100000 1e-6 || exit 1
same one-tol two-tol || exit 1
echo PASS
