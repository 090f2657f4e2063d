#!/bin/sh
# run.sh: the one test runner (make check).  Runs, two at a time:
#   unit       build/bin/test-*               pass = exit 0
#   diag       tests/diag/*.c                 lit-style // RUN: lines
#   translate  tests/translate/*.c            lit-style // RUN: lines
#   exec       tests/exec/*.c                 gwcc -O2, run, exit 0 and PASS printed
#              tests/exec/multi/NAME/         a program of several .c files: built
#                                             with gwcc -O2 *.c, and again with
#                                             gwcc -O2 -c each, then gwcc *.o
#   c99        tests/c99/*.c                  the same: C that is not C++ (tests/c99/README.md);
#                                             a "// INFO_NOT: REGEX" line: --info must not match
#   bench_style tests/bench_style/NAME/       a program with its own Makefile, copied to
#                                             a scratch folder, built by make CC=gwcc
#                                             (separate gwcc -c, then link), then ./NAME
#                                             run: exit 0 and PASS printed
#   conformance tests/conformance/*.c         the same (one test per construct-clause
#                                             pair and per runtime routine)
#   unit2      build/bin/test-runtime with GANGWAY_NUM_DEVICES=2: its data
#                                             tests on a group of 2 fake members (in unit)
#   mpi        tests/mpi/*.sh TMP             a script (examples/mpi_jacobi.c with the
#                                             installed MPI, 1 to 3 ranks): pass = exit 0
#                                             and PASS printed; exit 77 = SKIP (no MPI:
#                                             its last line says why)
#   cmake      tests/cmake/*.sh TMP           a script: a CMake project (a library and an
#                                             executable) configured with gwcc as its C
#                                             compiler, built, rebuilt after a header
#                                             changes, run; 77 = SKIP (no cmake)
#   fuzz       tests/fuzz/*.sh TMP            a script: a short fixed run of tools/fuzz
#                                             (mutated programs through gwcc and nvcc);
#                                             77 = SKIP (no python3)
# usage: sh tests/run.sh [GROUP... | PATTERN...]   (no argument: everything)
#   e.g. sh tests/run.sh diag;  sh tests/run.sh exec loop_
#   sh tests/run.sh fake2 [GROUP... | PATTERN...]: the unit, exec, conformance and c99
#   tests (or those named) with GANGWAY_FAKE_DEVICE=2 GANGWAY_NUM_DEVICES=2, the data
#   semantics of a group of 2 (docs/multigpu.md); a program that launches a kernel
#   stops there (fake devices run none; nor do they load device code, which a file-scope
#   declare of a routine's global needs) and counts as KERNEL, not failed, when all
#   it did before passed the runtime's checks.
# Ends with "N passed, N failed"; exit 1 if any failed.
# Env: FILECHECK, NOT (LLVM tools), GWCC (default build/bin/gwcc), GW_BIN
#      (the unit tests' folder, default gwcc's own: make check-sanitize's
#      build-san/bin), JOBS (default 2), TEST_TIMEOUT (seconds per command,
#      default 60).
# A test whose text says "REQUIRES: gpu" runs only when a GPU is visible
# (make check-gpu runs it on the GPU machine); here it prints SKIP.

ROOT=$(cd "$(dirname "$0")/.." && pwd)

find_tool() {   # name: $LLVM_DIR/bin, PATH, LLVM 19, LLVM 14
    for c in "${LLVM_DIR:-/usr/lib/llvm-19}/bin/$1" "$(command -v "$1" 2>/dev/null)" \
             "/usr/lib/llvm-19/bin/$1" "/usr/lib/llvm-14/bin/$1"; do
        [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return; }
    done
    echo "$1"
}

# Turn a test's RUN lines into shell commands, one a line: joins lines that
# end in '\', then substitutes %gwcc, %s, %t, FileCheck and a leading not.
run_lines() {   # file tmp
    awk -v gwcc="$GWCC" -v src="$1" -v tmp="$2" -v fc="$FILECHECK" -v notp="$NOT" '
    function subst(s, from, to,    out, i) {
        out = ""
        while ((i = index(s, from)) > 0) {
            out = out substr(s, 1, i - 1) to
            s = substr(s, i + length(from))
        }
        return out s
    }
    function is_word(c) { return c ~ /[A-Za-z0-9_.\/-]/ }
    # Replace the word w; at_start: only where a command starts.
    function word(s, w, to, at_start,    out, i, before, after, pre) {
        out = ""
        while ((i = index(s, w)) > 0) {
            before = i > 1 ? substr(s, i - 1, 1) : ""
            after = substr(s, i + length(w), 1)
            pre = out substr(s, 1, i - 1)
            ok = !is_word(before) && !is_word(after)
            if (ok && at_start) ok = pre ~ /(^|[|;&(!])[ \t]*$/
            out = pre (ok ? to : w)
            s = substr(s, i + length(w))
        }
        return out s
    }
    /RUN:/ {
        line = substr($0, index($0, "RUN:") + 4)
        sub(/^[ \t]+/, "", line)
        sub(/[ \t]+$/, "", line)
        more = line ~ /\\$/
        if (more) sub(/\\$/, "", line)
        cmd = cmd line
        if (more) { cmd = cmd " "; next }
        cmd = subst(cmd, "%gwcc", gwcc)
        cmd = subst(cmd, "%s", src)
        cmd = subst(cmd, "%t", tmp)
        cmd = word(cmd, "FileCheck", fc, 0)
        cmd = word(cmd, "not", notp, 1)
        print cmd
        cmd = ""
    }' "$1"
}

has_gpu() {
    command -v nvidia-smi > /dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q GPU
}

# One test: prints its PASS/FAIL block in one write, leaves a mark in $GW_RESULTS.
one_test() {   # group path
    group=$1 path=$2
    name=$group/$(basename "$path" .c)
    [ "$group" = unit2 ] && name=unit/$(basename "$path")-fake2
    [ -d "$path" ] && name=$group/multi/$(basename "$path")
    [ "$group" = bench_style ] && name=$group/$(basename "$path")
    case $group in mpi | cmake | fuzz) name=$group/$(basename "$path" .sh) ;; esac
    tmp=$GW_TMP/$(echo "$name" | tr / -)
    mkdir -p "$tmp"
    log=$tmp/log
    texts=$path
    [ -d "$path" ] && texts=$(echo "$path"/*.c)
    # shellcheck disable=SC2086
    if [ "$group" != unit ] && cat $texts | grep -q 'REQUIRES: *gpu' && ! has_gpu; then
        echo "SKIP $name (needs a GPU: make check-gpu)"
        return
    fi
    case $group in
    unit) timeout "$TEST_TIMEOUT" "$path" > "$log" 2>&1 ;;
    unit2) GANGWAY_NUM_DEVICES=2 timeout "$TEST_TIMEOUT" "$path" > "$log" 2>&1 ;;
    exec | conformance | c99) exec_test "$path" "$tmp" > "$log" 2>&1 ;;
    bench_style) make_test "$path" "$tmp" > "$log" 2>&1 ;;
    mpi | cmake | fuzz) script_test "$path" "$tmp" > "$log" 2>&1 ;;
    *) lit_test "$path" "$tmp" > "$log" 2>&1 ;;
    esac
    rc=$?
    if { [ "$group" = mpi ] || [ "$group" = cmake ] || [ "$group" = fuzz ]; } && [ $rc -eq 77 ]; then
        echo "SKIP $name ($(tail -n 1 "$log"))"
        return
    fi
    if [ $rc -eq 0 ]; then
        : > "$GW_RESULTS/pass.$(echo "$name" | tr / -)"
        echo "PASS $name"
    elif [ -n "${GW_FAKE2:-}" ] && [ "$group" != unit ] && grep -qE "cannot run on the fake device|the fake device cannot run kernels" "$log"; then
        : > "$GW_RESULTS/kernel.$(echo "$name" | tr / -)"
        echo "KERNEL $name (its data directives up to the first kernel passed)"
    else
        : > "$GW_RESULTS/fail.$(echo "$name" | tr / -)"
        printf 'FAIL %s\n%s\n' "$name" "$(head -n 15 "$log" | sed 's/^/    /')"
    fi
}

# A "// TIMEOUT-SCALE: K" line among the first twenty gives each of the
# test's commands K times TEST_TIMEOUT (the scale tests time gwcc on files
# of thousands of regions, several runs to a command).
lit_test() {   # path tmp
    limit=$((TEST_TIMEOUT * $(head -n 20 "$1" | sed -n 's|^// TIMEOUT-SCALE: *\([0-9][0-9]*\).*|\1|p' | head -n 1 | grep . || echo 1)))
    cmds=$(run_lines "$1" "$2/t")
    if [ -z "$cmds" ]; then
        echo "no RUN: lines in $1"
        return 1
    fi
    printf '%s\n' "$cmds" | while IFS= read -r cmd; do
        echo "\$ $cmd"
        timeout "$limit" bash -o pipefail -c "$cmd" < /dev/null || {
            echo "(exit status $?)"
            exit 1      # leaves the pipeline's subshell only
        }
    done
}

# A "// GWCC_FLAGS: ..." line among the first five adds gwcc options.
test_flags() {  # path
    head -n 5 "$1" | sed -n 's|^// GWCC_FLAGS:||p' | head -n 1
}

exec_test() {   # path tmp
    if [ -d "$1" ]; then
        multi_test "$1" "$2"
        return
    fi
    # shellcheck disable=SC2046
    "$GWCC" -O2 $(test_flags "$1") "$1" -o "$2/exe" -lm || return 1
    info_check "$1" "$2" || return 1
    run_exe "$2"
}

# A "// INFO_NOT: REGEX" line among the first five: gwcc --info on the test
# must print no line that REGEX (grep -E) matches, e.g. "one thread" for a
# parallel loop that must be partitioned.
info_check() {   # path tmp
    re=$(head -n 5 "$1" | sed -n 's|^// INFO_NOT: *||p' | head -n 1)
    [ -n "$re" ] || return 0
    # shellcheck disable=SC2046
    "$GWCC" -O2 $(test_flags "$1") --info -fsyntax-only "$1" > "$2/info" 2>&1 || return 1
    if grep -E "$re" "$2/info"; then
        echo "(gwcc --info matches '$re')"
        return 1
    fi
}

# A folder of .c files is one program: built in one gwcc call, then with
# each file compiled on its own (gwcc -c) and the objects linked by gwcc.
multi_test() {   # dir tmp
    # shellcheck disable=SC2086
    "$GWCC" -O2 "$1"/*.c -o "$2/exe" -lm || return 1
    run_exe "$2" || return 1
    mkdir -p "$2/sep"
    for f in "$1"/*.c; do
        "$GWCC" -O2 --keep -c "$f" -o "$2/sep/$(basename "$f" .c).o" || return 1
    done
    # Without a GPU the runtime never links the device code: nvlink checks
    # here that every device function the units call is defined.
    nvlink=$(dirname "$(command -v nvcc 2> /dev/null || echo /usr/local/cuda/bin/nvcc)")/nvlink
    if [ -x "$nvlink" ] && ls "$2"/sep/*.gw.fatbin > /dev/null 2>&1; then
        "$nvlink" -arch=sm_90 "$2"/sep/*.gw.fatbin -o "$2/sep/linked.cubin" || return 1
    fi
    "$GWCC" "$2"/sep/*.o -o "$2/exe" -lm || return 1
    echo "(separately compiled)"
    run_exe "$2"
}

# A folder with a Makefile, built the way benchmark suites are: a copy of it
# in tmp/src, make CC=gwcc there; the program is the folder's name.
make_test() {   # dir tmp
    rm -rf "$2/src"
    cp -R "$1" "$2/src" || return 1
    timeout "$((TEST_TIMEOUT * 4))" make -C "$2/src" CC="$GWCC" || return 1
    mv "$2/src/$(basename "$1")" "$2/exe" || return 1
    run_exe "$2"
}

# A script of tests/mpi or tests/cmake: its own timeouts (TEST_TIMEOUT each
# run); 77 = SKIP (the tool it needs is missing; its last line says which).
script_test() {   # path tmp
    sh "$1" "$2" > "$2/script.out" 2>&1
    rc=$?
    cat "$2/script.out"
    [ $rc -eq 0 ] || return $rc
    grep -qx PASS "$2/script.out" || { echo "(exit status 0 but no PASS printed)"; return 1; }
}

run_exe() {   # tmp: runs tmp/exe
    timeout "$TEST_TIMEOUT" "$1/exe" > "$1/out" 2>&1
    rc=$?
    cat "$1/out"
    if [ $rc -eq 124 ]; then
        echo "(timed out after ${TEST_TIMEOUT}s)"
        return 1
    elif [ $rc -ne 0 ]; then
        echo "(exit status $rc)"
        return 1
    fi
    grep -qw PASS "$1/out" || { echo "(exit status 0 but no PASS printed)"; return 1; }
}

# Worker mode: xargs calls us back once per test.
if [ "${1:-}" = --one ]; then
    one_test "$2" "$3"
    exit 0
fi

# The tests the arguments ask for, one "group path" a line.
list_tests() {
    groups= patterns=
    for a in "$@"; do
        case $a in
        unit | diag | translate | exec | conformance | c99 | bench_style | mpi | cmake | fuzz) groups="$groups $a" ;;
        *) patterns="$patterns $a" ;;
        esac
    done
    [ -n "$groups" ] || groups="unit fuzz diag translate exec conformance c99 bench_style mpi cmake"
    [ -n "${GW_FAKE2:-}" ] && [ "$groups" = "unit fuzz diag translate exec conformance c99 bench_style mpi cmake" ] &&
        groups="unit exec conformance c99"
    for g in $groups; do
        if [ "$g" = unit ]; then
            [ -z "$patterns" ] && [ -z "${GW_FAKE2:-}" ] && echo "unit2 $GW_BIN/test-runtime"
            set -- "$GW_BIN"/test-*
        else
            set -- "$ROOT"/tests/"$g"/*.c
            [ "$g" = exec ] && set -- "$@" "$ROOT"/tests/exec/multi/*/
            [ "$g" = bench_style ] && set -- "$ROOT"/tests/bench_style/*/
            [ "$g" = mpi ] && set -- "$ROOT"/tests/mpi/*.sh
            [ "$g" = cmake ] && set -- "$ROOT"/tests/cmake/*.sh
            [ "$g" = fuzz ] && set -- "$ROOT"/tests/fuzz/*.sh
        fi
        for f in "$@"; do
            f=${f%/}
            [ -f "$f" ] || [ -d "$f" ] || continue
            if [ -n "$patterns" ]; then
                hit=
                for p in $patterns; do
                    case $(basename "$f") in *"$p"*) hit=1 ;; esac
                done
                [ -n "$hit" ] || continue
            fi
            echo "$g $f"
        done
    done
}

export FILECHECK=${FILECHECK:-$(find_tool FileCheck)}
export NOT=${NOT:-$(find_tool not)}
export GWCC=${GWCC:-$ROOT/build/bin/gwcc}
export GW_BIN=${GW_BIN:-$(cd "$(dirname "$GWCC")" 2> /dev/null && pwd || echo "$ROOT/build/bin")}
export TEST_TIMEOUT=${TEST_TIMEOUT:-60}
GW_TMP=$(mktemp -d "${TMPDIR:-/tmp}/gw-tests.XXXXXX") || exit 1
export GW_TMP GW_RESULTS=$GW_TMP/results
mkdir -p "$GW_RESULTS"
trap 'rm -rf "$GW_TMP"' EXIT
trap 'exit 130' INT TERM

if [ "${1:-}" = fake2 ]; then
    shift
    export GW_FAKE2=1 GANGWAY_FAKE_DEVICE=2 GANGWAY_NUM_DEVICES=2
fi
tests=$(list_tests "$@")
if [ -n "$tests" ] && echo "$tests" | grep -qv '^unit ' && [ ! -x "$GWCC" ]; then
    echo "run.sh: $GWCC not found: run make first" >&2
fi
[ -n "$tests" ] && echo "$tests" | xargs -P "${JOBS:-2}" -L 1 sh "$0" --one

passed=$(find "$GW_RESULTS" -name 'pass.*' | wc -l)
failed=$(find "$GW_RESULTS" -name 'fail.*' | wc -l)
kernel=$(find "$GW_RESULTS" -name 'kernel.*' | wc -l)
[ -n "${GW_FAKE2:-}" ] && echo "fake2 (GANGWAY_FAKE_DEVICE=2 GANGWAY_NUM_DEVICES=2): $kernel stopped at a kernel"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
