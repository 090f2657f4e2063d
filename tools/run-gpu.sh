#!/usr/bin/env bash
# run-gpu.sh: runs ON the GPU machine, from the repository root, what
# tools/gpu-pack.sh built into .carry/ (it is copied there as .carry/run-gpu.sh):
#   1. every .carry/tests/NAME with ACC_DEVICE_TYPE=nvidia (a silent host
#      fallback cannot pass), 60 s each; PASS = exit 0 and PASS printed;
#      ends with "N passed, N failed (GPU: name)";
#   1b. the same tests again split over a group of 2 logical devices of one
#      GPU (GANGWAY_LOGICAL_DEVICES=2 GANGWAY_NUM_DEVICES=2, docs/multigpu.md),
#      reported on their own: "N passed, N failed (group of 2 logical devices,
#      GPU: name)"; GROUP_PASS=0 leaves it out;
#   1c. if .carry/mpi.tar.xz exists (gpu-pack.sh check, tools/mpi-pack.sh): the MPI
#      example with the MPICH it carries (not the machine's own MPI), 1 rank, then
#      2 ranks (each on its own GPU, node-local rank % GPUs), then on a one-GPU
#      machine 2 ranks on 2 logical devices (GANGWAY_LOGICAL_DEVICES=2); each
#      --check against the host solver, and the 2-rank results against 1 rank's;
#      "N passed, N failed (MPI ...)"; MPI_PASS=0 leaves it out;
#   2. if .carry/bench exists: bw, then each cuda/gwcc pair, one at a time,
#      and last a table: name | gwcc ms | cuda ms | ratio | gwcc metric | check
#      (ratio = cuda ms / gwcc ms: above 1 means gwcc is faster);
#   3. if .carry/bench/red exists: the reduction micro-suite built with gwcc
#      and with GCC (libgomp from .carry/lib), then a table: case | gwcc ms |
#      gcc ms | speedup (gcc ms / gwcc ms) | check; and the small-reduction
#      latency (reduce1000 against one launch, and one launch plus a copy).
# Everything printed also goes to $OUT/gpu-log.txt when OUT is set.
# Env: TEST_TIMEOUT (60), BENCH_TIMEOUT (300), BENCH_ONLY ("triad dot",
#      "reductions" for the micro-suite),
#      SANITIZE (below), SKIP_TESTS=1 (benchmarks only), GROUP_PASS=0 (no pass 1b), GROUP_ONLY=1 (pass 1b alone), SINGLE_PASS=0 (no pass 1),
#      MPI_PASS=0 (no pass 1c), MPI_TIMEOUT (180), MPI_ARGS (NX NY ITERS, "2050 2050 500"),
#      TEST_SHARD=k/n (the tests whose number is k modulo n: shards on several GPUs, or
#      several at once on one; the runtime's unit runs in shard 0 alone),
#      GROUP_SPLIT (GANGWAY_SPLIT of pass 1b: always), MULTI=0 (no pass 2b), MULTI_ALT
#      ("NAME=VALUE ...": pass 2b also runs each benchmark on all GPUs with that environment,
#      e.g. GANGWAY_SPLIT_OVERLAP=0, a third column in its table), SKIP_CUDA_BENCH=1
#      (pass 2 left out: only 2b).
#   2b. with 2 or more GPUs visible: each gwcc benchmark on one GPU and split over all of them.
#   jit. if .carry/jit exists: run-time specialisation (docs/jit-plan.md 5.2): the guard, equal
#      bits, the cache across runs, 8 processes at once, damaged entries, no NVRTC, the start-up
#      of 50 kernels, and (bench mode) each benchmark ahead of time against GANGWAY_JIT=1;
#      "N passed, N failed (jit ...)"; JIT_PASS=0 leaves it out.
set -u
C=.carry
# gpu-pack.sh compresses the tests when they would not fit the carry
if [ -f "$C/tests.tar.xz" ] && [ ! -d "$C/tests" ]; then
    xz -dc "$C/tests.tar.xz" | tar -C "$C" -xf -
fi
# SANITIZE=memcheck|racecheck|initcheck|synccheck: each test (and the runtime's
# unit runs) under compute-sanitizer with that tool; a test passes only with
# "ERROR SUMMARY: 0 errors".  The runtime checks every driver call's result
# itself and makes some that fail on purpose (is this pointer device memory?),
# so API errors are not reported (--report-api-errors no); leaks are not
# checked (the process's device memory goes with its context).
SANITIZE=${SANITIZE:-}
SAN=
if [ -n "$SANITIZE" ]; then
    SAN="compute-sanitizer --tool $SANITIZE --error-exitcode 86 --report-api-errors no --print-limit 20"
    [ "$SANITIZE" = racecheck ] && SAN="$SAN --racecheck-report hazard"
    TEST_TIMEOUT=${TEST_TIMEOUT:-240}
fi
TEST_TIMEOUT=${TEST_TIMEOUT:-60}
BENCH_TIMEOUT=${BENCH_TIMEOUT:-300}
MPI_TIMEOUT=${MPI_TIMEOUT:-180}
WORK=$(mktemp -d /tmp/gw-gpu.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

gpu_name() {
    nvidia-smi --query-gpu=name --format=csv,noheader 2> /dev/null | head -n 1 || true
}

# ---- execution tests ----

run_test() {   # exe
    local name log t0 rc secs
    name=$(basename "$1")
    log=$WORK/test-$name.log
    t0=$(date +%s.%N)
    ACC_DEVICE_TYPE=nvidia timeout -k 5 "$TEST_TIMEOUT" $SAN "$1" > "$log" 2>&1
    rc=$?
    if [ -n "$SAN" ] && [ $rc -eq 0 ] && grep -q 'ERROR SUMMARY: [1-9]' "$log"; then
        rc=86
    fi
    secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
    if [ $rc -eq 0 ] && grep -qw PASS "$log"; then
        echo "PASS $name (${secs}s)"
        return 0
    fi
    if [ -n "$SAN" ] && [ $rc -eq 86 ]; then
        echo "FAIL $name (compute-sanitizer $SANITIZE: $(grep -o 'ERROR SUMMARY: [0-9]* error[s]*' "$log" | tail -n 1))"
        grep -m 12 -E '^========= (Invalid|Race|Uninitialized|Barrier|Program hit|    at |Error)' "$log" | sed 's/^/    /'
        return 1
    elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
        echo "FAIL $name (timed out after ${TEST_TIMEOUT}s)"
    elif [ $rc -eq 0 ]; then
        echo "FAIL $name (exit status 0 but no PASS printed)"
    else
        echo "FAIL $name (exit status $rc)"
    fi
    head -n 12 "$log" | sed 's/^/    /'
    return 1
}

run_tests() {   # [group]: the pass over a group of logical devices
    local passed=0 failed=0 exe name modes="fake gpu" what="${SANITIZE:+compute-sanitizer $SANITIZE, }GPU"
    if [ -n "${1:-}" ]; then
        # test-runtime's data tests on 2 fake members (it sets GANGWAY_FAKE_DEVICE
        # from GANGWAY_NUM_DEVICES); its gpu mode assumes one device
        modes="fake"
        what="group of 2 logical devices, GPU"
    fi
    [ -d "$C/tests" ] || { echo "no $C/tests: run tools/gpu-pack.sh check on the build machine"; return 1; }
    local idx=0 shard=${TEST_SHARD:-0/1}
    for exe in "$C"/tests/*; do
        [ -f "$exe" ] && [ -x "$exe" ] || continue
        idx=$((idx + 1))
        [ $((idx % ${shard#*/})) -eq "${shard%/*}" ] || continue     # TEST_SHARD=k/n: every n-th
        if run_test "$exe"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    done
    # the runtime's own tests: the data semantics (fake device) and the
    # CUDA backend with hand-written PTX kernels
    # the runtime's own tests in the first shard alone (TEST_SHARD=0/n)
    [ "${shard%/*}" = 0 ] || modes=
    for mode in $modes; do      # fake: no argument
        [ -x "$C/unit/test-runtime" ] || break
        # under SANITIZE, the gpu mode alone (the fake device launches nothing)
        [ -n "$SAN" ] && [ "$mode" = fake ] && continue
        if GW_NO_PLANTED_FAULTS=${SAN:+1} $SAN "$C/unit/test-runtime" ${mode#fake} > "$WORK/unit-$mode.log" 2>&1 &&
            ! grep -q 'ERROR SUMMARY: [1-9]' "$WORK/unit-$mode.log"; then
            echo "PASS unit/test-runtime $mode"; passed=$((passed + 1))
        else
            echo "FAIL unit/test-runtime $mode"; tail -n 12 "$WORK/unit-$mode.log" | sed 's/^/    /'
            failed=$((failed + 1))
        fi
    done
    if [ -n "${1:-}" ] && [ -x "$C/unit/test-group" ] && [ "${shard%/*}" = 0 ]; then
        if "$C/unit/test-group" > "$WORK/unit-group.log" 2>&1; then
            echo "PASS unit/test-group"; passed=$((passed + 1))
        else
            echo "FAIL unit/test-group"; tail -n 12 "$WORK/unit-group.log" | sed 's/^/    /'
            failed=$((failed + 1))
        fi
    fi
    if [ -s "$C/tests/.build-failures" ] && [ "${shard%/*}" = 0 ]; then
        while read -r name; do
            echo "FAIL $name (did not build on the build machine)"
            failed=$((failed + 1))
        done < "$C/tests/.build-failures"
    fi
    echo "$passed passed, $failed failed ($what: $(gpu_name))"
    [ $failed -eq 0 ]
}

# ---- the MPI example (tools/mpi-pack.sh) ----

# mpi_run NAME NP REF [ENV=VALUE...] -- ARGS...: the carried mpiexec, output in
# $WORK/mpi-NAME.log; passes when it exits 0, --check prints PASS, every rank
# had a GPU and (REF not -) its sweeps, residual and checksums are the run REF's
# (relative 1e-12).
mpi_run() {
    local name=$1 np=$2 ref=$3 M=$C/mpi envs=() key x y
    shift 3
    while [ $# -gt 0 ] && [ "$1" != -- ]; do envs+=("$1"); shift; done
    shift
    echo "\$ ${envs[*]} mpiexec -np $np mpi_jacobi $*"
    env ACC_DEVICE_TYPE=nvidia LD_LIBRARY_PATH="$PWD/$M/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        UCX_MODULE_DIR="$PWD/$M/lib/ucx" HWLOC_PLUGINS_PATH="$PWD/$M/lib/hwloc" "${envs[@]}" \
        timeout -k 5 "$MPI_TIMEOUT" "$M/bin/mpiexec.hydra" -launcher fork -np "$np" "$M/bin/mpi_jacobi" "$@" \
        > "$WORK/mpi-$name.log" 2>&1
    local rc=$?
    sed 's/^/    /' "$WORK/mpi-$name.log"
    if [ $rc -ne 0 ]; then
        echo "FAIL mpi/$name (exit status $rc$( [ $rc -eq 124 ] && echo ": timed out after ${MPI_TIMEOUT}s"))"
        return 1
    fi
    if ! grep -q '^host: .*: PASS$' "$WORK/mpi-$name.log"; then
        echo "FAIL mpi/$name (no PASS from --check)"
        return 1
    fi
    if ! grep -q '^  rank 0: .*GPU' "$WORK/mpi-$name.log" || grep -q 'no GPU' "$WORK/mpi-$name.log"; then
        echo "FAIL mpi/$name (a rank ran on the host)"
        return 1
    fi
    if [ "$ref" != - ]; then
        for key in sweeps residual checksum weighted; do
            x=$(sed -n "s/^$key //p" "$WORK/mpi-$ref.log")
            y=$(sed -n "s/^$key //p" "$WORK/mpi-$name.log")
            if ! awk -v x="$x" -v y="$y" 'BEGIN { d = x - y; if (d < 0) d = -d; m = x < 0 ? -x : x;
                                                 if (m < 1) m = 1; exit !(x != "" && d <= 1e-12 * m) }'; then
                echo "FAIL mpi/$name ($key $y, but mpi/$ref gave $x)"
                return 1
            fi
        done
        echo "PASS mpi/$name (--check, and sweeps, residual and checksums as mpi/$ref's)"
        return 0
    fi
    echo "PASS mpi/$name (--check)"
}

run_mpi() {
    local passed=0 failed=0 ngpu args="--check ${MPI_ARGS:-2050 2050 500}" r
    if [ -f "$C/mpi.tar.xz" ] && [ ! -d "$C/mpi" ]; then
        xz -dc "$C/mpi.tar.xz" | tar -C "$C" -xf -
    fi
    echo "# the machine's own MPI (not used): $(command -v mpirun > /dev/null 2>&1 &&
        echo "$(readlink -f "$(command -v mpirun)"):" "$(mpirun --version 2>&1 |
            grep -m 1 -i -E 'version|open mpi|open-rte')" || echo none)"
    [ -f "$C/mpi/BUILDINFO" ] && sed 's/^/# /' "$C/mpi/BUILDINFO"
    ngpu=$(nvidia-smi -L 2> /dev/null | grep -c '^GPU')
    for r in one two two-logical; do
        # shellcheck disable=SC2086
        case $r in
        one) mpi_run one 1 - -- $args ;;
        two) mpi_run two 2 one -- $args ;;
        two-logical)
            [ "$ngpu" -eq 1 ] || continue
            mpi_run two-logical 2 one GANGWAY_LOGICAL_DEVICES=2 -- $args ;;
        esac
        if [ $? -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
    done
    echo "$passed passed, $failed failed (MPI example, $ngpu GPU(s): $(gpu_name))"
    [ $failed -eq 0 ]
}

# ---- benchmarks ----

# field KEY LINE: the value of KEY=... in a RESULT line
field() {
    sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<< " $2"
}

# run_bench VARIANT NAME: run it, keep its log, print its RESULT lines
run_bench() {
    local exe=$C/bench/$1/$2 log=$WORK/bench-$1-$2.log rc
    if [ ! -x "$exe" ]; then
        echo "[$1/$2] not built"
        return 1
    fi
    ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$exe" > "$log" 2>&1
    rc=$?
    echo "$rc" > "$log.rc"
    if grep -q '^RESULT ' "$log"; then
        grep '^RESULT ' "$log" | sed "s|^|[$1/$2] |"
    else
        echo "[$1/$2] no RESULT line, exit status $rc:"
        tail -n 5 "$log" | sed 's/^/    /'
    fi
}

# What the table shows for a run: its first RESULT line, else why there is none.
result_of() {   # variant name -> "ms metric check"
    local log=$WORK/bench-$1-$2.log line rc
    line=$(grep -m 1 '^RESULT ' "$log" 2> /dev/null)
    if [ -n "$line" ]; then
        echo "$(field ms "$line") $(field metric "$line") $(field check "$line")"
        return
    fi
    rc=$(cat "$log.rc" 2> /dev/null || echo "-")
    if [ ! -e "$log" ]; then echo "- - NOTBUILT"
    elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then echo "- - TIMEOUT"
    else echo "- - NORESULT(rc=$rc)"
    fi
}

wanted() {   # name: in BENCH_ONLY, or no BENCH_ONLY
    [ -z "${BENCH_ONLY:-}" ] && return 0
    [[ " $BENCH_ONLY " == *" ${1%_fastmath} "* || " $BENCH_ONLY " == *" $1 "* ]]
}

run_benchmarks() {
    local names=() n base
    [ -f "$C/bench/BUILDINFO" ] && sed 's/^/# /' "$C/bench/BUILDINFO"
    echo "== bandwidth"
    run_bench cuda bw
    for n in $(ls "$C/bench/gwcc"; cat "$C/bench/.build-failures" 2> /dev/null); do
        [[ $n == bw ]] && continue
        wanted "$n" && names+=("$n")
    done
    mapfile -t names < <(printf '%s\n' "${names[@]}" | sort -u)
    for n in "${names[@]}"; do
        base=${n%_fastmath}
        echo "== $n"
        # the CUDA reference runs once, next to its first gwcc variant
        [ -e "$WORK/bench-cuda-$base.log" ] || run_bench cuda "$base"
        run_bench gwcc "$n"
    done
    print_table "${names[@]}"
}

# bytes NAME: the least bytes the timed region moves (bench/floors.tsv)
bytes_of() {
    awk -v n="$1" '$1 == n { print $2 }' "$C/bench/floors.tsv" 2> /dev/null
}

print_table() {
    local n g c gms gmetric gcheck cms ratio floor bw bytes logsum=0 count=0
    # the bandwidth floor: bytes over the device-to-device copy rate measured now
    bw=$(grep -m 1 'name=bw_d2d_memcpy' "$WORK/bench-cuda-bw.log" 2> /dev/null | sed -n 's/.*metric=\([0-9.]*\).*/\1/p')
    echo
    echo "== summary (ratio = cuda ms / gwcc ms: above 1 means gwcc is faster; %floor = time the bytes take"
    echo "   at the measured device-to-device copy rate (${bw:-?} GB/s) over gwcc's time; GPU: $(gpu_name))"
    printf '%-20s %10s %10s %7s %16s %7s  %s\n' name "gwcc ms" "cuda ms" ratio "gwcc metric" "%floor" check
    for n in "$@"; do
        read -r gms gmetric gcheck <<< "$(result_of gwcc "$n")"
        read -r cms _ _ <<< "$(result_of cuda "${n%_fastmath}")"
        ratio=- floor=-
        if [[ $gms != - && $cms != - ]]; then
            ratio=$(awk -v c="$cms" -v g="$gms" 'BEGIN { if (g > 0) printf "%.3f", c / g; else print "-" }')
        fi
        bytes=$(bytes_of "${n%_fastmath}")
        if [[ $gms != - && -n $bw && -n $bytes ]]; then
            floor=$(awk -v b="$bytes" -v w="$bw" -v g="$gms" 'BEGIN { printf "%.1f", 100 * (b / (w * 1e9)) / (g / 1e3) }')
        fi
        if [[ $ratio != - && $gcheck == PASS && $n != *_fastmath && $n != *_small ]]; then
            logsum=$(awk -v s="$logsum" -v r="$ratio" 'BEGIN { printf "%.9f", s + log(r) }')
            count=$((count + 1))
        fi
        printf '%-20s %10s %10s %7s %16s %7s  %s\n' "$n" "$gms" "$cms" "$ratio" "$gmetric" "$floor" "$gcheck"
    done
    if [ $count -gt 0 ]; then
        awk -v s="$logsum" -v k="$count" \
            'BEGIN { printf "geomean ratio %.3f over the %d passing yardsticks (fastmath and small variants left out)\n", exp(s / k), k }'
    fi
}

# ---- several GPUs (docs/multigpu.md) ----

# Each gwcc benchmark on one GPU and split over N (GANGWAY_NUM_DEVICES=N),
# one after the other in this run; speedup = 1-GPU ms / N-GPU ms.  A third
# run on N GPUs with GANGWAY_TIME=1 prints the mode each kernel took (its
# events and waits are not in the timed runs).  GANGWAY_SPLIT is left to the
# program's environment (auto by default).
run_multi() {   # N
    local n=$1 b name g1 gn c1 cn sp ga ca
    echo "== the benchmarks on 1 GPU and on $n GPUs (GANGWAY_NUM_DEVICES=$n, GANGWAY_SPLIT=${GANGWAY_SPLIT:-auto})"
    for b in "$C"/bench/gwcc/*; do
        name=$(basename "$b")
        wanted "$name" || continue
        # the timed runs are plain: GANGWAY_TIME's events would cost the split run only
        ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$b" > "$WORK/multi1-$name.log" 2>&1
        GANGWAY_NUM_DEVICES=$n ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$b" \
            > "$WORK/multi$n-$name.log" 2>&1
        echo "[$name on $n GPUs] exit status $?; its GANGWAY_TIME report, from a run of its own:"
        GANGWAY_TIME=1 GANGWAY_NUM_DEVICES=$n ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$b" 2>&1 \
            | grep -v '^RESULT' | head -n 40 | sed 's/^/    /'
        echo "[$name on $n GPUs] where its last 32 split launches spent their time (GANGWAY_SPLIT_TRACE=32):"
        GANGWAY_SPLIT_TRACE=32 GANGWAY_NUM_DEVICES=$n ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$b" 2>&1 \
            | sed -n '/split launches traced/,$p' | grep -v '^RESULT' | head -n 12 | sed 's/^/    /'
        if [ -n "${MULTI_ALT:-}" ]; then
            # shellcheck disable=SC2086 # MULTI_ALT is a list of NAME=VALUE words
            env $MULTI_ALT GANGWAY_NUM_DEVICES=$n ACC_DEVICE_TYPE=nvidia \
                timeout -k 10 "$BENCH_TIMEOUT" "$b" > "$WORK/multialt-$name.log" 2>&1
            echo "[$name on $n GPUs with $MULTI_ALT] exit status $?"
        fi
    done
    echo
    echo "== summary (speedup = 1-GPU ms / $n-GPU ms; GPU: $(gpu_name))"
    printf '%-20s %10s %10s %8s  %s\n' name "1 GPU ms" "$n GPUs ms" speedup check
    for b in "$C"/bench/gwcc/*; do
        name=$(basename "$b")
        wanted "$name" || continue
        read -r g1 _ c1 <<< "$(log_result "$WORK/multi1-$name.log")"
        read -r gn _ cn <<< "$(log_result "$WORK/multi$n-$name.log")"
        sp=-
        [[ $g1 != - && $gn != - ]] && sp=$(awk -v a="$g1" -v b="$gn" 'BEGIN { if (b > 0) printf "%.3f", a / b }')
        printf '%-20s %10s %10s %8s  1 GPU %s, %s GPUs %s\n' "$name" "$g1" "$gn" "$sp" "$c1" "$n" "$cn"
        if [ -n "${MULTI_ALT:-}" ]; then
            read -r ga _ ca <<< "$(log_result "$WORK/multialt-$name.log")"
            sp=-
            [[ $g1 != - && $ga != - ]] && sp=$(awk -v a="$g1" -v b="$ga" 'BEGIN { if (b > 0) printf "%.3f", a / b }')
            printf '%-20s %10s %10s %8s  with %s: %s\n' "  (alt)" "$g1" "$ga" "$sp" "$MULTI_ALT" "$ca"
        fi
    done
}

log_result() {   # log -> "ms metric check", or "- - NORESULT"
    local line
    line=$(grep -m 1 '^RESULT ' "$1" 2> /dev/null)
    if [ -n "$line" ]; then
        echo "$(field ms "$line") $(field metric "$line") $(field check "$line")"
    else
        echo "- - NORESULT"
    fi
}

# ---- the reduction micro-suite ----

# run_red COMPILER NAME: its RESULT lines into $WORK/red-COMPILER-NAME.log
run_red() {
    local exe=$C/bench/red/$1-$2 log=$WORK/red-$1-$2.log rc
    if [ ! -x "$exe" ]; then
        echo "[$1/$2] not built"
        return 1
    fi
    LD_LIBRARY_PATH="$PWD/$C/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ACC_DEVICE_TYPE=nvidia \
        timeout -k 10 "$BENCH_TIMEOUT" "$exe" > "$log" 2>&1
    rc=$?
    echo "[$1/$2] exit status $rc, $(grep -c '^RESULT .*check=PASS' "$log") passing cases"
    grep -v '^RESULT ' "$log" | head -n 8 | sed 's/^/    /'
}

# red_field LOG CASE KEY
red_field() {
    local line
    line=$(grep -m 1 "^RESULT case=$2 " "$1" 2> /dev/null)
    [ -n "$line" ] && field "$3" "$line" || echo -
}

red_table() {   # program
    local cases c gms gcheck cms ccheck speed
    mapfile -t cases < <(sed -n 's/^RESULT case=\([^ ]*\).*/\1/p' "$WORK/red-gwcc-$1.log" "$WORK/red-gcc-$1.log" \
                         2> /dev/null | awk '!seen[$0]++')
    printf '%-30s %10s %10s %8s  %s\n' case "gwcc ms" "gcc ms" speedup check
    for c in "${cases[@]}"; do
        gms=$(red_field "$WORK/red-gwcc-$1.log" "$c" ms)
        gcheck=$(red_field "$WORK/red-gwcc-$1.log" "$c" check)
        cms=$(red_field "$WORK/red-gcc-$1.log" "$c" ms)
        ccheck=$(red_field "$WORK/red-gcc-$1.log" "$c" check)
        speed=-
        if [[ $gms != - && $cms != - ]]; then
            speed=$(awk -v c="$cms" -v g="$gms" 'BEGIN { if (g > 0) printf "%.2f", c / g; else print "-" }')
        fi
        printf '%-30s %10s %10s %8s  gwcc %s, gcc %s\n' "$c" "$gms" "$cms" "$speed" "$gcheck" "$ccheck"
    done
}

run_reductions() {
    [ -f "$C/bench/red/BUILDINFO" ] && sed 's/^/# /' "$C/bench/red/BUILDINFO"
    echo "== reduction micro-suite"
    for p in reductions latency gang_bodies; do
        run_red gwcc "$p"
        run_red gcc "$p"
    done
    echo
    echo "== reduction micro-suite summary (speedup = gcc ms / gwcc ms: above 1 means gwcc is faster; GPU: $(gpu_name))"
    red_table reductions
    echo
    echo "== small reduction latency (reduce1000 should be no slower than launch_copy)"
    red_table latency
    echo "== gang loops of long sequential bodies (speedup = gcc ms / gwcc ms)"
    red_table gang_bodies
}

# Ten runs of each bench/repro program, default and --reproducible-reductions:
# how many different results (VALUE lines) and the median time of each.
run_repro() {
    local exe name v runs
    echo "== reproducibility: 10 runs each (distinct = how many different results; GPU: $(gpu_name))"
    printf '%-22s %9s %10s  %s\n' program distinct "median ms" "first result"
    for exe in "$C"/bench/repro/*; do
        [ -x "$exe" ] || continue
        name=$(basename "$exe")
        : > "$WORK/repro-$name"
        : > "$WORK/repro-ms-$name"
        for runs in 1 2 3 4 5 6 7 8 9 10; do
            ACC_DEVICE_TYPE=nvidia timeout -k 10 "$BENCH_TIMEOUT" "$exe" > "$WORK/repro-out" 2>&1
            grep '^VALUE' "$WORK/repro-out" >> "$WORK/repro-$name"
            field ms "$(grep -m 1 '^RESULT' "$WORK/repro-out")" >> "$WORK/repro-ms-$name"
        done
        v=$(sort -u "$WORK/repro-$name" | wc -l)
        printf '%-22s %9s %10s  %s\n' "$name" "$v" "$(sort -n "$WORK/repro-ms-$name" | sed -n 5p)" \
            "$(head -n 1 "$WORK/repro-$name" | cut -d' ' -f2-)"
    done
}

# ---- run-time specialisation (GANGWAY_JIT, docs/jit-plan.md 5.2) ----

jit_field() {   # log: "compiled" | "cache" | "loadms" | "hints" | "compilems" from spec.c's report line
    sed -n 's/^gangway: run-time specialisation (GANGWAY_JIT; \([0-9]*\) compiled, \([0-9.]*\) ms; \([0-9]*\) from the cache; [0-9]* failed; modules loaded in \([0-9.]*\) ms; \([0-9]*\) hints used).*/\1 \3 \4 \5 \2/p' "$1" |
        awk -v f="$2" '{ print (f == "compiled" ? $1 : f == "cache" ? $2 : f == "loadms" ? $3 : f == "hints" ? $4 : $5) }'
}

jit_ok() {      # name condition-text rc
    if [ "$3" -eq 0 ]; then
        echo "PASS jit-$1"
        JP=$((JP + 1))
    else
        echo "FAIL jit-$1: $2"
        JF=$((JF + 1))
    fi
}

run_jit() {
    local J=$C/jit c rc a b n ok i h
    JP=0 JF=0
    export ACC_DEVICE_TYPE=nvidia
    # the guard: a miss when n changes, a second specialisation for the new values, every launch right
    c=$WORK/jc-guard
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_JIT_ADOPT=always GANGWAY_TIME=jit \
        timeout 120 "$J/jit_guard" > "$WORK/jit-guard.log" 2>&1
    rc=$?
    sed 's/^/    /' "$WORK/jit-guard.log"
    n=$(grep -c 'adopted' "$WORK/jit-guard.log")
    grep -q PASS "$WORK/jit-guard.log" && [ $rc -eq 0 ] && [ "$n" -ge 2 ] &&
        awk '$1 ~ /_L[0-9]/ && $4 >= 1 { f = 1 } END { exit !f }' "$WORK/jit-guard.log"
    jit_ok guard "PASS, two adopted specialisations and a miss counted" $?
    # the same bits with and without specialisation
    GANGWAY_JIT=0 timeout 120 "$J/jit_float_bits" > "$WORK/jit-bits0.log" 2>&1
    GANGWAY_CACHE_DIR=$WORK/jc-bits GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_JIT_ADOPT=always GANGWAY_TIME=jit \
        timeout 120 "$J/jit_float_bits" > "$WORK/jit-bits1.log" 2>&1
    a=$(grep '^BITS' "$WORK/jit-bits0.log") b=$(grep '^BITS' "$WORK/jit-bits1.log")
    echo "    JIT=0: $a; JIT=1: $b; $(grep -c adopted "$WORK/jit-bits1.log") adopted"
    [ -n "$a" ] && [ "$a" = "$b" ] && grep -q adopted "$WORK/jit-bits1.log" && grep -q PASS "$WORK/jit-bits1.log"
    jit_ok float-bits "equal BITS lines, a specialisation adopted" $?
    # the cache across runs: the second run compiles nothing
    c=$WORK/jc-reuse
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_TIME=jit "$J/jit_guard" > "$WORK/jit-r1.log" 2>&1
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_TIME=jit "$J/jit_guard" > "$WORK/jit-r2.log" 2>&1
    a=$(jit_field "$WORK/jit-r1.log" compiled) b=$(jit_field "$WORK/jit-r2.log" compiled)
    n=$(jit_field "$WORK/jit-r2.log" cache) h=$(jit_field "$WORK/jit-r2.log" hints)
    echo "    first run: ${a:-?} compiled; second: ${b:-?} compiled, ${n:-?} from the cache, ${h:-?} hints used"
    [ "${a:-0}" -ge 1 ] && [ "${b:-1}" -eq 0 ] && [ "${n:-0}" -ge 1 ] && grep -q PASS "$WORK/jit-r2.log"
    jit_ok cache-reuse "the second run compiles nothing" $?
    [ "${h:-0}" -ge 1 ] && grep -q '(hint' "$WORK/jit-r2.log" && grep -q PASS "$WORK/jit-r2.log"
    jit_ok hints "the second run starts from the first one's hints" $?
    # eight processes at once on an empty cache
    c=$WORK/jc-many
    for i in 1 2 3 4 5 6 7 8; do
        GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 "$J/jit_guard" > "$WORK/jit-c$i.log" 2>&1 &
    done
    wait
    ok=0
    for i in 1 2 3 4 5 6 7 8; do grep -q PASS "$WORK/jit-c$i.log" && ok=$((ok + 1)); done
    n=$(find "$c" -type f | grep -cvE '/[0-9a-f]{32}$')
    echo "    $ok of 8 passed; $(find "$c" -type f | wc -l) files in the cache, $n not whole entries"
    [ "$ok" -eq 8 ] && [ "$n" -eq 0 ]
    jit_ok concurrent "8 PASS, no temporaries left" $?
    # damaged entries: one truncated, one with a byte flipped: compiled again, never loaded
    a=$(find "$c" -type f -size +1k | head -n 1) b=$(find "$c" -type f -size +1k | sed -n 2p)
    if [ -n "$a" ] && [ -n "$b" ]; then
        truncate -s 100 "$a"
        printf '\x55' | dd of="$b" bs=1 seek=600 conv=notrunc 2> /dev/null
    fi
    # (no hints: every value set is profiled and looked up again, the damaged ones too)
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_JIT_HINTS=0 GANGWAY_TIME=jit "$J/jit_guard" \
        > "$WORK/jit-d.log" 2>&1
    n=$(jit_field "$WORK/jit-d.log" compiled)
    echo "    after damaging 2 entries: ${n:-?} compiled"
    [ -n "$a" ] && [ -n "$b" ] && [ "${n:-0}" -ge 1 ] && grep -q PASS "$WORK/jit-d.log"
    jit_ok damaged "PASS and the damaged entries compiled again" $?
    # no NVRTC: the ahead-of-time kernels and one notice
    GANGWAY_NVRTC=/nonexistent/libnvrtc.so GANGWAY_CACHE_DIR=$WORK/jc-none GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 \
        "$J/jit_guard" > "$WORK/jit-n.log" 2>&1
    n=$(grep -ci 'nvrtc' "$WORK/jit-n.log")
    sed 's/^/    /' "$WORK/jit-n.log" | head -n 4
    grep -q PASS "$WORK/jit-n.log" && [ "$n" -eq 1 ]
    jit_ok no-nvrtc "PASS and exactly one notice" $?
    # start-up: 50 kernels, each launched 4 times, warm cache against the ahead-of-time build
    c=$WORK/jc-start
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 "$J/many_kernels" > /dev/null 2>&1
    : > "$WORK/mk-aot" ; : > "$WORK/mk-jit"
    for i in 1 2 3 4 5; do
        a=$(date +%s%N); "$J/many_kernels.aot" > /dev/null 2>&1; b=$(date +%s%N)
        echo $(( (b - a) / 1000000 )) >> "$WORK/mk-aot"
        a=$(date +%s%N); GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 "$J/many_kernels" > "$WORK/mk.log" 2>&1
        b=$(date +%s%N)
        echo $(( (b - a) / 1000000 )) >> "$WORK/mk-jit"
    done
    GANGWAY_CACHE_DIR=$c GANGWAY_JIT=1 GANGWAY_JIT_SYNC=1 GANGWAY_TIME=jit "$J/many_kernels" > "$WORK/mk-t.log" 2>&1
    a=$(sort -n "$WORK/mk-aot" | sed -n 3p) b=$(sort -n "$WORK/mk-jit" | sed -n 3p)
    n=$(jit_field "$WORK/mk-t.log" cache) i=$(jit_field "$WORK/mk-t.log" loadms)
    echo "    many_kernels (50 kernels): ahead of time ${a} ms, JIT warm cache ${b} ms (median of 5);" \
         "${n:-?} loaded from the cache in ${i:-?} ms; compiled: $(jit_field "$WORK/mk-t.log" compiled)"
    grep -q PASS "$WORK/mk.log" && [ $((b - a)) -le 100 ] &&
        awk -v l="${i:-999}" -v n="${n:-0}" 'BEGIN { exit !(n > 0 && l / n <= 1.0) }'
    jit_ok start-up "PASS, at most 100 ms later, at most 1 ms a kernel's load" $?
    if [ -d "$J/bench" ]; then
        run_jit_bench
    fi
    echo "$JP passed, $JF failed (jit, GPU: $(gpu_name))"
    [ "$JF" -eq 0 ]
}

median3() {     # exe env... : the median ms of 3 runs, and the last RESULT line in $WORK/jb.last
    local exe=$1 i
    shift
    : > "$WORK/jb.ms"
    for i in 1 2 3; do
        env "$@" timeout -k 10 "$BENCH_TIMEOUT" "$exe" > "$WORK/jb.out" 2>&1
        grep -m 1 '^RESULT' "$WORK/jb.out" > "$WORK/jb.last"
        field ms "$(cat "$WORK/jb.last")" >> "$WORK/jb.ms"
    done
    sort -n "$WORK/jb.ms" | sed -n 2p
}

run_jit_bench() {
    local exe name aot j0 j1 cold r0 r1 same warm first i
    echo "== run-time specialisation on the benchmarks (ratio = ahead-of-time ms / JIT ms; GPU: $(gpu_name))"
    echo "   compile ms: the first run's NVRTC compiles (empty cache); warm load ms: a warm-cache run's"
    echo "   specialised modules loaded / all first launches' device code loads"
    printf '%-12s %9s %9s %9s %7s %11s %15s  %s\n' program "aot ms" "jit=0 ms" "jit ms" ratio "compile ms" \
        "warm load ms" "results"
    : > "$WORK/jb.ratios"
    for exe in "$C"/jit/bench/*; do
        case $exe in *.aot) continue ;; esac
        name=$(basename "$exe")
        j0=$(median3 "$exe" GANGWAY_JIT=0); r0=$(sed 's/ ms=[0-9.]*//; s/ GB.s=[0-9.]*//; s/ metric=[^ ]*//' "$WORK/jb.last")
        GANGWAY_CACHE_DIR=$WORK/jb-cache-$name GANGWAY_JIT=1 GANGWAY_TIME=jit "$exe" > "$WORK/jb-cold-$name" 2>&1
        cold=$(jit_field "$WORK/jb-cold-$name" compilems)
        # the ahead-of-time build and the JIT (warm cache) in turn, 5 runs each: the medians
        : > "$WORK/jb.aot" ; : > "$WORK/jb.jit"
        for i in 1 2 3 4 5; do
            GANGWAY_JIT=0 timeout -k 10 "$BENCH_TIMEOUT" "$exe.aot" > "$WORK/jb.out" 2>&1
            field ms "$(grep -m 1 '^RESULT' "$WORK/jb.out")" >> "$WORK/jb.aot"
            GANGWAY_CACHE_DIR=$WORK/jb-cache-$name GANGWAY_JIT=1 timeout -k 10 "$BENCH_TIMEOUT" "$exe" \
                > "$WORK/jb.out" 2>&1
            grep -m 1 '^RESULT' "$WORK/jb.out" > "$WORK/jb.last"
            field ms "$(cat "$WORK/jb.last")" >> "$WORK/jb.jit"
        done
        aot=$(sort -n "$WORK/jb.aot" | sed -n 3p) j1=$(sort -n "$WORK/jb.jit" | sed -n 3p)
        r1=$(sed 's/ ms=[0-9.]*//; s/ GB.s=[0-9.]*//; s/ metric=[^ ]*//' "$WORK/jb.last")
        GANGWAY_CACHE_DIR=$WORK/jb-cache-$name GANGWAY_JIT=1 GANGWAY_TIME=jit "$exe" > "$WORK/jb-warm-$name" 2>&1
        warm=$(jit_field "$WORK/jb-warm-$name" loadms)
        first=$(sed -n 's/^  first launches: [0-9]* device code loads in \([0-9.]*\) ms.*/\1/p' "$WORK/jb-warm-$name")
        same=differ
        [ "$r0" = "$r1" ] && same=equal
        local ratio
        ratio=$(awk -v a="$aot" -v j="$j1" 'BEGIN { if (j > 0) printf "%.3f", a / j; else print "-" }')
        echo "$ratio" >> "$WORK/jb.ratios"
        printf '%-12s %9s %9s %9s %7s %11s %15s  %s (%s)\n' "$name" "$aot" "$j0" "$j1" "$ratio" "${cold:--}" \
            "${warm:--} / ${first:--}" "$same" "$r1"
        grep -E '^  [A-Za-z_0-9]+ |^ {20,}' "$WORK/jb-warm-$name" | head -n 8 | sed 's/^/      /'
    done
    awk '$1 != "-" { n++; l += log($1); if ($1 < min || !min) min = $1; if ($1 > max) max = $1 }
         END { if (n) printf "geomean %.3f over %d programs; lowest %.3f, highest %.3f\n", exp(l / n), n, min, max }' \
        "$WORK/jb.ratios"
}

main() {
    local status=0
    echo "== $(date -u '+%Y-%m-%d %H:%M:%S UTC') on $(hostname)"
    nvidia-smi -L || echo "(nvidia-smi -L failed: no GPU visible?)"
    if [ "${SKIP_TESTS:-0}" != 1 ] && [ -d "$C/tests" ]; then
        if [ "${GROUP_ONLY:-0}" != 1 ] && [ "${SINGLE_PASS:-1}" != 0 ]; then
            echo "== execution tests (ACC_DEVICE_TYPE=nvidia, ${TEST_TIMEOUT}s each)"
            run_tests || status=1
        fi
        if [ "${GROUP_PASS:-1}" != 0 ]; then
            echo
            echo "== the same tests on a group of 2 logical devices of one GPU" \
                 "(GANGWAY_LOGICAL_DEVICES=2 GANGWAY_NUM_DEVICES=2)"
            GANGWAY_SPLIT=${GROUP_SPLIT:-always} GANGWAY_LOGICAL_DEVICES=2 GANGWAY_NUM_DEVICES=2 \
                run_tests group || status=1
        fi
    fi
    if [ "${SKIP_TESTS:-0}" != 1 ] && [ "${MPI_PASS:-1}" != 0 ] && [ "${GROUP_ONLY:-0}" != 1 ]; then
        if [ -f "$C/mpi.skip" ]; then
            echo
            echo "SKIP mpi ($(cat "$C/mpi.skip"))"
        elif [ -f "$C/mpi.tar.xz" ] || [ -d "$C/mpi" ]; then
            echo
            echo "== the MPI example (examples/mpi_jacobi.c with the carried MPICH, ACC_DEVICE_TYPE=nvidia," \
                 "${MPI_TIMEOUT}s each)"
            run_mpi || status=1
        fi
    fi
    if [ -d "$C/jit" ] && [ "${JIT_PASS:-1}" != 0 ]; then
        echo
        echo "== run-time specialisation (GANGWAY_JIT; tools/run-gpu.sh run_jit)"
        run_jit || status=1
    fi
    if [ -d "$C/bench" ] && [ "${SKIP_CUDA_BENCH:-0}" != 1 ]; then
        echo
        echo "== benchmarks (one at a time, ${BENCH_TIMEOUT}s each)"
        run_benchmarks
    fi
    local ngpu
    ngpu=$(nvidia-smi -L 2> /dev/null | grep -c '^GPU')
    if [ -d "$C/bench/gwcc" ] && [ "${MULTI:-1}" != 0 ] && [ "$ngpu" -ge 2 ]; then
        echo
        run_multi "$ngpu"
    fi
    if [ -d "$C/bench/red" ] && wanted reductions; then
        echo
        run_reductions
    fi
    if [ -d "$C/bench/repro" ] && wanted repro; then
        echo
        run_repro
    fi
    return $status
}

if [ -n "${OUT:-}" ]; then
    mkdir -p "$OUT"
    main 2>&1 | tee "$OUT/gpu-log.txt"
    exit "${PIPESTATUS[0]}"
fi
main
