#!/bin/sh
# nvrtc-sweep.sh: does the CUDA text gwcc generates compile under NVRTC?
#
#   sh tools/nvrtc-sweep.sh [FILE.c...]
#
# Translates each test program (default: the *.c of tests/exec, its multi/
# programs' units, tests/conformance and tests/c99) with `gwcc --keep -c`
# and a stand-in nvcc that only notes its options, then compiles the kept
# .gw.cu with NVRTC for sm_90, as the run-time compiler will
# (docs/jit-plan.md 1.2).  Prints OK or the first error per file (SKIP: no
# kernels), then "N of M compile under NVRTC".  Exit 0 when all do.
# Environment: GWCC (default build/bin/gwcc), CC, NVRTC_LIB (the library, if
# not libnvrtc.so.13 or .12), JOBS (parallel compiles, default 2).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
JOBS=${JOBS:-2}

# One file: translate, then NVRTC.  (Run by xargs as: sh $0 --one DIR FILE.)
sweep_one() {   # dir file
    name=$(echo "$2" | sed "s|^$ROOT/||")
    stem=$1/$(echo "$name" | sed 's/\.c$//')     # gwcc keeps STEM.gw.cu
    mkdir -p "$(dirname "$stem")"
    flags=$(head -n 5 "$2" | sed -n 's|^// GWCC_FLAGS:||p' | head -n 1)
    # shellcheck disable=SC2086
    if ! GWCC_NVCC=$1/nvcc GW_NVCC_ARGS=$stem.args \
        "$GWCC" -O2 $flags --keep -c "$2" -o "$stem.o" > "$stem.log" 2>&1; then
        echo "FAIL $name: gwcc: $(grep -m1 'error' "$stem.log")"
        return
    fi
    if [ ! -f "$stem.gw.cu" ]; then
        echo "SKIP $name (no kernels)"
        return
    fi
    # the options gwcc gave nvcc that NVRTC must see too
    opts="-arch=sm_90 -std=c++17 --diag-suppress=177,550 --device-int128"
    grep -q -- '-rdc=true' "$stem.args" && opts="$opts -rdc=true"
    grep -q -- '--use_fast_math' "$stem.args" && opts="$opts --use_fast_math"
    # shellcheck disable=SC2086
    if "$1/nvrtc_try" "$ROOT/include/gangway_dev.h" "$stem.gw.cu" $opts \
        > "$stem.log" 2>&1; then
        echo "OK   $name"
    else
        msg=$(grep -m1 'error' "$stem.log" || tail -n 1 "$stem.log")
        echo "FAIL $name: $(echo "$msg" | sed 's|^.*\.gw\.cu||')"
    fi
}

if [ "${1:-}" = --one ]; then
    sweep_one "$2" "$3"
    exit 0
fi

[ -x "$GWCC" ] || { echo "nvrtc-sweep: no gwcc at $GWCC (set GWCC)" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvrtc-sweep.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
${CC:-cc} -O2 -o "$tmp/nvrtc_try" "$ROOT/tools/nvrtc_try.c" -ldl || exit 2
# The stand-in nvcc: notes its options, writes an empty fatbin.
cat > "$tmp/nvcc" << 'NVCC'
#!/bin/sh
echo "$@" > "$GW_NVCC_ARGS"
while [ $# -gt 1 ]; do [ "$1" = -o ] && : > "$2"; shift; done
NVCC
chmod +x "$tmp/nvcc"

[ $# -gt 0 ] || set -- "$ROOT"/tests/exec/*.c "$ROOT"/tests/exec/multi/*/*.c \
    "$ROOT"/tests/conformance/*.c "$ROOT"/tests/c99/*.c
for f in "$@"; do printf '%s\n' "$f"; done |
    xargs -P "$JOBS" -I{} sh "$0" --one "$tmp" {} > "$tmp/results"
sort -k2 "$tmp/results"
ok=$(grep -c '^OK' "$tmp/results")
all=$(grep -vc '^SKIP' "$tmp/results")
echo "$ok of $all compile under NVRTC"
[ "$ok" -eq "$all" ]
