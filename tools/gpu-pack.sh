#!/bin/sh
# gpu-pack.sh check|bench (make check-gpu / make bench): build here what the
# GPU machine will run, into .carry/ (git-ignored), since gwcc itself cannot
# travel there (libclang is too big to carry).
#   check  tests/exec/*.c                -> .carry/tests/NAME        (gwcc -O2)
#          tests/conformance/*.c         -> .carry/tests/conf-NAME
#          tests/c99/*.c                 -> .carry/tests/c99-NAME
#          tests/exec/multi/NAME/*.c     -> .carry/tests/multi-NAME      (gwcc -O2 *.c)
#                                        -> .carry/tests/multi-NAME-sep  (gwcc -c each, gwcc *.o)
#          tests/bench_style/NAME/       -> .carry/tests/bench-NAME  (make CC="gwcc --gpu-arch=..."
#                                           in a scratch copy; the program is ./NAME)
#          examples/mpi_jacobi.c         -> .carry/mpi.tar.xz: the example built against this
#                                           machine's MPICH (GWCC_CC=mpicc), MPICH's launcher and
#                                           the libraries (tools/mpi-pack.sh; about 9 MB);
#                                           .carry/mpi.skip says why when there is no MPICH
#   bench  instead of the tests, bench/ (the yardsticks of ../shared/bench, plus nbody_small):
#          acc/NAME.c                    -> .carry/bench/gwcc/NAME   (gwcc -O3)
#          acc/nbody.c                   -> .carry/bench/gwcc/nbody_fastmath (-O3 -ffast-math)
#          cuda/NAME.cu (bw.cu too)      -> .carry/bench/cuda/NAME   (nvcc -O3 -arch=sm_90)
#          and the reduction micro-suite, bench/reductions/NAME.c:
#                                        -> .carry/bench/red/gwcc-NAME (gwcc -O3)
#                                        -> .carry/bench/red/gcc-NAME  (gcc-12 -O3 -fopenacc, nvptx)
#          with GCC's libgomp.so.1 and libgomp-plugin-nvptx.so.1 in .carry/lib
# and .carry/run-gpu.sh (tools/run-gpu.sh), which runs it all on the GPU.
# Env: GWCC, JOBS (2: tests built at once), GPU_ONLY (test files: pack only those, and no MPI example
#      unless MPI_PACK=1), MPI_PACK (0: no MPI example), GPU_ARCH (default sm_90: the H100/H200),
#      BENCH_DIR, NVCC,
#      GCC_ACC (default gcc-12; installed with gcc-12-offload-nvptx when
#      missing and apt-get can run).
MODE=${1:-check}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CARRY=$ROOT/.carry
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
export GWCC
GPU_ARCH=${GPU_ARCH:-sm_90}
JOBS=${JOBS:-2}                     # single-file tests built at once
BENCH_DIR=${BENCH_DIR:-$ROOT/bench}
CARRY_LIMIT_KB=$((60 * 1024))       # the device tool carries 64 MiB at most

case $MODE in
check | bench) ;;
*) echo "usage: sh tools/gpu-pack.sh check|bench" >&2; exit 2 ;;
esac
if [ ! -x "$GWCC" ]; then
    echo "gpu-pack: $GWCC not found: run make first" >&2
    exit 1
fi

find_nvcc() {
    for c in "${NVCC:-}" "$(command -v nvcc 2> /dev/null)" "${CUDA_HOME:-/nonexistent}/bin/nvcc" \
             /usr/local/cuda/bin/nvcc; do
        [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
    done
    return 1
}

# build OUT FAILLIST CMD...: run CMD, strip OUT; on failure note OUT's name
# in FAILLIST (run-gpu.sh counts it as failed) and show the first lines.
build() {
    out=$1 faillist=$2
    shift 2
    if "$@" > "$out.log" 2>&1 && strip "$out" 2> /dev/null; then
        rm -f "$out.log"
        return 0
    fi
    echo "FAIL build $(basename "$out"): $*"
    head -n 8 "$out.log" | sed 's/^/    /'
    rm -f "$out" "$out.log"
    basename "$out" >> "$faillist"
    return 1
}

pack_tests() {
    rm -rf "$CARRY/tests" "$CARRY/tests.tar.xz"
    mkdir -p "$CARRY/tests"
    : > "$CARRY/tests/.build-failures"
    n=0 bad=0 running=0
    # GPU_ONLY="file.c ...": only these single-file tests (and no multi-file ones)
    # shellcheck disable=SC2086
    for src in ${GPU_ONLY:-"$ROOT"/tests/exec/*.c "$ROOT"/tests/conformance/*.c "$ROOT"/tests/c99/*.c}; do
        [ -f "$src" ] || continue
        name=$(basename "$src" .c)
        case $src in */conformance/*) name=conf-$name ;; */c99/*) name=c99-$name ;; esac
        n=$((n + 1))
        # a "// GWCC_FLAGS: ..." line among the first five adds options (tests/run.sh)
        flags=$(head -n 5 "$src" | sed -n 's|^// GWCC_FLAGS:||p' | head -n 1)
        # shellcheck disable=SC2086
        build "$CARRY/tests/$name" "$CARRY/tests/.build-failures" \
            "$GWCC" -O2 $flags "--gpu-arch=$GPU_ARCH" "$src" -o "$CARRY/tests/$name" -lm &
        running=$((running + 1))
        if [ "$running" -ge "$JOBS" ]; then
            wait
            running=0
        fi
    done
    wait
    bad=$(wc -l < "$CARRY/tests/.build-failures")
    for dir in "$ROOT"/tests/exec/multi/*/; do
        [ -d "$dir" ] && [ -z "${GPU_ONLY:-}" ] || continue
        name=multi-$(basename "$dir")
        n=$((n + 2))
        # shellcheck disable=SC2086
        build "$CARRY/tests/$name" "$CARRY/tests/.build-failures" \
            "$GWCC" -O2 "--gpu-arch=$GPU_ARCH" "$dir"*.c -o "$CARRY/tests/$name" -lm || bad=$((bad + 1))
        build "$CARRY/tests/$name-sep" "$CARRY/tests/.build-failures" \
            sh -c 'out=$1 arch=$2; shift 2; objs=; for f in "$@"; do
                       o=$out-$(basename "$f" .c).o; objs="$objs $o"
                       "$GWCC" -O2 "--gpu-arch=$arch" -c "$f" -o "$o" || exit 1
                   done; "$GWCC" $objs -o "$out" -lm; rc=$?; rm -f $objs; exit $rc' \
            sh "$CARRY/tests/$name-sep" "$GPU_ARCH" "$dir"*.c || bad=$((bad + 1))
    done
    for dir in "$ROOT"/tests/bench_style/*/; do
        [ -f "$dir/Makefile" ] || continue
        base=$(basename "$dir")
        name=bench-$base
        n=$((n + 1))
        build "$CARRY/tests/$name" "$CARRY/tests/.build-failures" \
            sh -c 'src=$1 out=$2 base=$3 arch=$4; t=$(mktemp -d) && cp -R "$src" "$t/src" &&
                   make -C "$t/src" CC="$GWCC --gpu-arch=$arch" && mv "$t/src/$base" "$out"; rc=$?
                   rm -rf "$t"; exit $rc' \
            sh "$dir" "$CARRY/tests/$name" "$base" "$GPU_ARCH" || bad=$((bad + 1))
    done
    bad=$(wc -l < "$CARRY/tests/.build-failures")
    echo "tests: $n built with gwcc -O2 --gpu-arch=$GPU_ARCH, $bad failed to build" \
         "(counted as failures on the GPU)"
}

pack_bench() {
    nvcc=$(find_nvcc) || { echo "gpu-pack: nvcc not found: cannot build the CUDA references" >&2; exit 1; }
    if [ ! -d "$BENCH_DIR/acc" ]; then
        echo "gpu-pack: no benchmarks in $BENCH_DIR (set BENCH_DIR)" >&2
        exit 1
    fi
    B=$CARRY/bench
    rm -rf "$B"
    mkdir -p "$B/gwcc" "$B/cuda" "$B/src"
    fails=$B/.build-failures
    : > "$fails"
    # nbody_small: the n-body yardsticks with 4096 bodies, for launch sizing
    for f in acc/nbody.c cuda/nbody.cu; do
        sed 's/^#define NB 65536$/#define NB 4096/; s/name=nbody /name=nbody_small /' "$BENCH_DIR/$f" \
            > "$B/src/$(basename "$f" | sed 's/nbody/nbody_small/')"
    done
    for src in "$BENCH_DIR"/acc/*.c "$B/src/nbody_small.c"; do
        name=$(basename "$src" .c)
        build "$B/gwcc/$name" "$fails" \
            "$GWCC" -O3 "--gpu-arch=$GPU_ARCH" "$src" -o "$B/gwcc/$name" -lm
        if [ "$name" = nbody ] || [ "$name" = nbody_small ]; then
            build "$B/gwcc/${name}_fastmath" "$fails" \
                "$GWCC" -O3 -ffast-math "--gpu-arch=$GPU_ARCH" "$src" -o "$B/gwcc/${name}_fastmath" -lm
        fi
    done
    for src in "$BENCH_DIR"/cuda/*.cu "$B/src/nbody_small.cu"; do
        name=$(basename "$src" .cu)
        build "$B/cuda/$name" "$fails" "$nvcc" -O3 "-arch=$GPU_ARCH" "$src" -o "$B/cuda/$name"
    done
    cp "$BENCH_DIR/floors.tsv" "$B/floors.tsv" 2> /dev/null
    {
        "$GWCC" --version
        "$nvcc" --version | tail -n 2
        echo "gwcc: -O3 --gpu-arch=$GPU_ARCH (nbody_fastmath: -O3 -ffast-math); cuda: nvcc -O3 -arch=$GPU_ARCH"
    } > "$B/BUILDINFO" 2>&1
    echo "bench: $(ls "$B/gwcc" | wc -l) gwcc and $(ls "$B/cuda" | wc -l) cuda programs built," \
         "$(wc -l < "$fails") failed"
}

GCC_ACC=${GCC_ACC:-gcc-12}
GCC_ACC_FLAGS="-O3 -fopenacc -foffload=nvptx-none -foffload=-lm -foffload=-misa=sm_80"

# Can $GCC_ACC build OpenACC for nvptx?  If not, install the offload compiler
# (as root, or with password-less sudo).
gcc_offload_ok() {
    t=$(mktemp -d)
    printf 'int main(void){int s=0;\n#pragma acc parallel loop reduction(+:s)\nfor(int i=0;i<9;i++)s+=i;\nreturn s!=36;}\n' \
        > "$t/t.c"
    $GCC_ACC $GCC_ACC_FLAGS "$t/t.c" -o "$t/t" > /dev/null 2>&1
    rc=$?
    rm -rf "$t"
    return $rc
}

ensure_gcc_offload() {
    gcc_offload_ok && return 0
    sudo=
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    echo "gpu-pack: $GCC_ACC cannot offload to nvptx; installing gcc-12-offload-nvptx"
    { $sudo apt-get update && $sudo apt-get install -y gcc-12-offload-nvptx; } > /dev/null 2>&1
    gcc_offload_ok || {
        echo "gpu-pack: warning: no GCC OpenACC offloading (apt-get install gcc-12-offload-nvptx);" \
             "the micro-suite runs with gwcc only" >&2
        return 1
    }
}

# The reduction micro-suite, with gwcc and with GCC's OpenACC.
pack_reductions() {
    R=$CARRY/bench/red
    rm -rf "$R"
    mkdir -p "$R"
    fails=$CARRY/bench/.build-failures
    for src in "$ROOT"/bench/reductions/*.c; do
        name=$(basename "$src" .c)
        build "$R/gwcc-$name" "$fails" "$GWCC" -O3 "--gpu-arch=$GPU_ARCH" "$src" -o "$R/gwcc-$name" -lm
    done
    if ensure_gcc_offload; then
        for src in "$ROOT"/bench/reductions/*.c; do
            name=$(basename "$src" .c)
            # shellcheck disable=SC2086
            build "$R/gcc-$name" "$fails" $GCC_ACC $GCC_ACC_FLAGS "$src" -o "$R/gcc-$name" -lm
        done
        mkdir -p "$CARRY/lib"
        for l in libgomp.so.1 libgomp-plugin-nvptx.so.1; do
            p=$($GCC_ACC -print-file-name="$l")
            [ -e "$p" ] || p=/usr/lib/x86_64-linux-gnu/$l
            cp -L "$p" "$CARRY/lib/$l" && strip --strip-unneeded "$CARRY/lib/$l" 2> /dev/null
        done
        $GCC_ACC --version | head -n 1 > "$R/BUILDINFO"
        echo "gcc: $GCC_ACC $GCC_ACC_FLAGS" >> "$R/BUILDINFO"
    fi
    echo "gwcc: -O3 --gpu-arch=$GPU_ARCH" >> "$R/BUILDINFO"
    echo "reductions: $(ls "$R" | grep -c -e '^gwcc-' -e '^gcc-') micro-suite programs built"
}

# The MPI example with what it needs to run (tools/mpi-pack.sh), compressed:
# libmpich is 40 MB, 7 MB in xz.
pack_mpi() {
    rm -rf "$CARRY/mpi" "$CARRY/mpi.tar.xz" "$CARRY/mpi.skip"
    if [ "${MPI_PACK:-$([ -n "${GPU_ONLY:-}" ] && echo 0 || echo 1)}" = 0 ]; then
        return 0
    fi
    sh "$ROOT/tools/mpi-pack.sh" "$CARRY/mpi" > "$CARRY/mpi.log" 2>&1
    rc=$?
    cat "$CARRY/mpi.log"
    if [ $rc -eq 3 ]; then          # no MPICH here: run-gpu.sh says SKIP and why
        tail -n 1 "$CARRY/mpi.log" > "$CARRY/mpi.skip"
    elif [ $rc -ne 0 ]; then        # counted as a failure on the GPU
        mkdir -p "$CARRY/tests" && echo mpi_jacobi >> "$CARRY/tests/.build-failures"
    else
        tar -C "$CARRY" -cf - mpi | xz -T2 -6 > "$CARRY/mpi.tar.xz"
    fi
    rm -rf "$CARRY/mpi" "$CARRY/mpi.log"
}

# dot and spmv_cg printing their result's bits (a VALUE line) before they
# return, built as they are and with --reproducible-reductions
pack_repro() {
    P=$CARRY/bench/repro
    mkdir -p "$P" "$P/src"
    sed 's/^    free(a); free(b);$/    printf("VALUE dot %a\\n", last);\n&/' "$BENCH_DIR/acc/dot.c" > "$P/src/dot_repro.c"
    sed 's/^    free(rowptr); free(col);/    printf("VALUE spmv_cg rr %a sum(x) %a\\n", rr, sx);\n&/' "$BENCH_DIR/acc/spmv_cg.c" \
        > "$P/src/spmv_cg_repro.c"
    for src in "$P"/src/*.c; do
        name=$(basename "$src" .c)
        build "$P/$name" "$P/.build-failures" "$GWCC" -O3 "--gpu-arch=$GPU_ARCH" "$src" -o "$P/$name" -lm
        build "$P/$name-r" "$P/.build-failures" \
            "$GWCC" -O3 --reproducible-reductions "--gpu-arch=$GPU_ARCH" "$src" -o "$P/$name-r" -lm
    done
    rm -rf "$P/src"
}

# Run-time specialisation (docs/jit-plan.md 5.2), run-gpu.sh's pass jit: the guard and
# float-bits tests, many_kernels (50 constructs) built with -fgw-jit and ahead of time, and
# in bench mode each yardstick and bench/jit/*.c both ways.
pack_jit() {
    J=$CARRY/jit
    rm -rf "$J"
    mkdir -p "$J/src"
    fails=$J/.build-failures
    : > "$fails"
    for t in jit_guard jit_float_bits; do
        build "$J/$t" "$fails" "$GWCC" -O2 -fgw-jit "--gpu-arch=$GPU_ARCH" "$ROOT/tests/exec/$t.c" -o "$J/$t" -lm
    done
    sh "$ROOT/tools/gen-many-kernels.sh" 50 > "$J/src/many_kernels.c"
    build "$J/many_kernels" "$fails" "$GWCC" -O2 -fgw-jit "--gpu-arch=$GPU_ARCH" "$J/src/many_kernels.c" \
        -o "$J/many_kernels" -lm
    build "$J/many_kernels.aot" "$fails" "$GWCC" -O2 "--gpu-arch=$GPU_ARCH" "$J/src/many_kernels.c" \
        -o "$J/many_kernels.aot" -lm
    if [ "$MODE" = bench ]; then
        mkdir -p "$J/bench"
        for src in "$BENCH_DIR"/acc/*.c "$ROOT"/bench/jit/*.c; do
            name=$(basename "$src" .c)
            build "$J/bench/$name" "$fails" "$GWCC" -O3 -fgw-jit "--gpu-arch=$GPU_ARCH" "$src" -o "$J/bench/$name" -lm
            build "$J/bench/$name.aot" "$fails" "$GWCC" -O3 "--gpu-arch=$GPU_ARCH" "$src" -o "$J/bench/$name.aot" -lm
        done
    fi
    wait
    rm -rf "$J/src"
    echo "jit: $(find "$J" -type f -perm -u+x | wc -l) programs built, $(wc -l < "$fails") failed"
}

mkdir -p "$CARRY"
# The tests and the benchmarks together pass the device tool's 64 MiB: one
# mode packs one of them.
if [ "$MODE" = bench ]; then
    rm -rf "$CARRY/tests" "$CARRY/mpi" "$CARRY/mpi.tar.xz" "$CARRY/mpi.skip"
    pack_bench
    pack_reductions
    pack_repro
    pack_jit
else
    rm -rf "$CARRY/bench" "$CARRY/lib"     # a check run should not spend GPU time on benchmarks
    pack_tests
    pack_mpi
    pack_jit
fi
mkdir -p "$CARRY/unit"
cp "$ROOT/build/bin/test-runtime" "$CARRY/unit/test-runtime" && strip "$CARRY/unit/test-runtime"
cp "$ROOT/build/bin/test-group" "$CARRY/unit/test-group" && strip "$CARRY/unit/test-group"
cp "$ROOT/tools/run-gpu.sh" "$CARRY/run-gpu.sh"
cp "$ROOT/tools/gpu-shards.sh" "$CARRY/gpu-shards.sh"
chmod +x "$CARRY/run-gpu.sh" "$CARRY/gpu-shards.sh"

kb=$(du -sk "$CARRY" | cut -f1)
if [ "$kb" -gt "$CARRY_LIMIT_KB" ] && [ -d "$CARRY/tests" ]; then
    # the test executables share most of their bytes (libgangway, the runtime
    # stubs): xz makes them fit; run-gpu.sh unpacks them
    echo "carry: .carry is $((kb / 1024)) MiB; compressing the tests"
    tar -C "$CARRY" -cf - tests | xz -T2 -6 > "$CARRY/tests.tar.xz" && rm -rf "$CARRY/tests"
    kb=$(du -sk "$CARRY" | cut -f1)
fi
echo "carry: .carry is $((kb / 1024)) MiB ($kb KiB)"
if [ "$kb" -gt "$CARRY_LIMIT_KB" ]; then
    echo "gpu-pack: warning: .carry is over $((CARRY_LIMIT_KB / 1024)) MiB; remove what the" \
         "GPU run does not need (du -sh .carry/*)" >&2
fi
cat << 'EOF'
Now run it on the GPU machine, from the repository root, with the device tool:
    run   command: bash .carry/run-gpu.sh   carry: [".carry"]
It prints its results and writes them to $OUT/gpu-log.txt.
EOF
