#!/bin/sh
# nvrtc-sweep.sh: does the CUDA text gwcc generates compile under NVRTC, and
# is gwcc right about which does (docs/jit-plan.md 1.3)?
#
#   sh tools/nvrtc-sweep.sh [FILE.c...]
#
# Translates each test program (default: the *.c of tests/exec, its multi/
# programs' units, tests/conformance and tests/c99) with `gwcc --keep -c`
# and a stand-in nvcc that writes an empty fatbin, then compiles the kept
# .gw.cu with NVRTC for sm_90 and the options gwcc embedded for the
# run-time compiler (gw_mod.jit_opts), as the runtime will.  gwcc's verdict
# comes from the kept .gw.c: a unit is JIT-able when neither gw_mod nor any
# gw_kernel has a jit_why.  Each unit prints one line:
#   OK    JIT-able, and compiles
#   AOT   not JIT-able (gwcc's reason follows), and does not compile
#   FAIL  JIT-able but does not compile (the first error), or gwcc failed
#   UNEXP not JIT-able by gwcc, yet it compiles: the check is too strict
#   SKIP  no kernels
# With SLICES=1 (the default) each kernel variant of a JIT-able unit is also
# compiled alone, as a specialisation is: its unit's prelude (gw_mod.prelude_len
# bytes) and its text (.src_at, .src_len), GW_SPEC_OPEN/CLOSE a block; a
# failure makes the unit FAIL.  Ends with "N of M JIT-able units compile
# under NVRTC, K kernels alone; A not JIT-able"; exit 0 when no unit is
# FAIL or UNEXP.  Takes about 10 minutes on 2 cores (SLICES=0: 6).
# Environment: GWCC (default build/bin/gwcc), CC, NVRTC_LIB (the library, if
# not libnvrtc.so.13 or .12), JOBS (parallel compiles, default 2), SLICES.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
JOBS=${JOBS:-2}
SLICES=${SLICES:-1}
HDR=$(cd "$(dirname "$GWCC")/../include" 2> /dev/null && pwd)/gangway_dev.h
[ -f "$HDR" ] || HDR=$ROOT/include/gangway_dev.h

# NVRTC on a file with the unit's options (nvrtc_try's log in $2.log).
nvrtc() {   # dir file opts...
    d=$1 f=$2
    shift 2
    "$d/nvrtc_try" "$HDR" "$f" -arch=sm_90 "$@" > "$f.log" 2>&1
}

first_error() {   # log
    msg=$(grep -m1 'error' "$1" || tail -n 1 "$1")
    echo "$msg" | sed 's|^.*\.gw\.cu||; s|^.*\.slice\.cu||'
}

# Each kernel variant alone: prelude + its text.  Prints how many compiled,
# or FAIL and the first error.
slices() {   # dir stem opts...
    d=$1 stem=$2
    shift 2
    pre=$(sed -n 's/.*gw_mod\.prelude_len = \([0-9]*\)u.*/\1/p' "$stem.gw.c")
    n=0
    re='^static gw_kernel gw_k_\([A-Za-z0-9_]*\) = .*\.src_at = \([0-9]*\)u, \.src_len = \([0-9]*\)u};$'
    for k in $(sed -n "s/$re/\\1:\\2:\\3/p" "$stem.gw.c"); do
        name=${k%%:*} at=${k#*:}
        len=${at#*:} at=${at%%:*}
        s=$stem.$name.slice.cu
        { printf '#define GW_SPEC_OPEN {\n#define GW_SPEC_CLOSE }\n'; head -c "$pre" "$stem.gw.cu"
          tail -c +$((at + 1)) "$stem.gw.cu" | head -c "$len"; } > "$s"
        if ! nvrtc "$d" "$s" "$@"; then
            echo "FAIL kernel $name alone: $(first_error "$s.log")"
            return
        fi
        n=$((n + 1))
    done
    echo "$n"
}

# One file: translate, then NVRTC.  (Run by xargs as: sh $0 --one DIR FILE.)
sweep_one() {   # dir file
    dir=$1
    name=$(echo "$2" | sed "s|^$ROOT/||")
    stem=$dir/$(echo "$name" | sed 's/\.c$//')     # gwcc keeps STEM.gw.cu
    mkdir -p "$(dirname "$stem")"
    flags=$(head -n 5 "$2" | sed -n 's|^// GWCC_FLAGS:||p' | head -n 1)
    # shellcheck disable=SC2086
    if ! GWCC_NVCC=$dir/nvcc "$GWCC" -O2 $flags --keep -c "$2" -o "$stem.o" > "$stem.log" 2>&1; then
        echo "FAIL $name: gwcc: $(grep -m1 'error' "$stem.log")"
        return
    fi
    if [ ! -f "$stem.gw.cu" ]; then
        echo "SKIP $name (no kernels)"
        return
    fi
    # the options gwcc embedded for the run-time compiler, one a line
    # shellcheck disable=SC2046
    set -- $(sed -n 's/.*gw_mod\.jit_opts = "\([^"]*\)".*/\1/p' "$stem.gw.c" | sed 's/\\n/ /g')
    why=$(grep -o 'jit_why = "[^"]*"' "$stem.gw.c" | head -n 1 | sed 's/^jit_why = //')
    if nvrtc "$dir" "$stem.gw.cu" "$@"; then
        whole=ok
    else
        whole=$(first_error "$stem.gw.cu.log")
    fi
    if [ -n "$why" ]; then
        [ "$whole" = ok ] && echo "UNEXP $name: compiles, but gwcc says $why" ||
            echo "AOT  $name: $why"
        return
    fi
    if [ "$whole" != ok ]; then
        echo "FAIL $name: $whole"
        return
    fi
    n=0
    [ "$SLICES" = 1 ] && n=$(slices "$dir" "$stem" "$@")
    case $n in
    FAIL*) echo "FAIL $name: ${n#FAIL }" ;;
    *) echo "OK   $name ($n kernels alone)" ;;
    esac
}

if [ "${1:-}" = --one ]; then
    sweep_one "$2" "$3"
    exit 0
fi

[ -x "$GWCC" ] || { echo "nvrtc-sweep: no gwcc at $GWCC (set GWCC)" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nvrtc-sweep.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
${CC:-cc} -O2 -o "$tmp/nvrtc_try" "$ROOT/tools/nvrtc_try.c" -ldl || exit 2
# The stand-in nvcc writes an empty fatbin.
cat > "$tmp/nvcc" << 'NVCC'
#!/bin/sh
while [ $# -gt 1 ]; do [ "$1" = -o ] && : > "$2"; shift; done
NVCC
chmod +x "$tmp/nvcc"

[ $# -gt 0 ] || set -- "$ROOT"/tests/exec/*.c "$ROOT"/tests/exec/multi/*/*.c \
    "$ROOT"/tests/conformance/*.c "$ROOT"/tests/c99/*.c
for f in "$@"; do printf '%s\n' "$f"; done |
    SLICES=$SLICES xargs -P "$JOBS" -I{} sh "$0" --one "$tmp" {} > "$tmp/results"
sort -k2 "$tmp/results"
ok=$(grep -c '^OK' "$tmp/results")
jitable=$(grep -c '^OK\|^FAIL' "$tmp/results")
aot=$(grep -c '^AOT' "$tmp/results")
kernels=$(sed -n 's/^OK .*(\([0-9]*\) kernels alone)$/\1/p' "$tmp/results" | awk '{ n += $1 } END { print n + 0 }')
echo "$ok of $jitable JIT-able units compile under NVRTC, $kernels kernels alone; $aot not JIT-able"
! grep -q '^FAIL\|^UNEXP' "$tmp/results"
