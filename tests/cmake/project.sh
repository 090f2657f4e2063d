#!/bin/sh
# tests/cmake/project.sh TMP: tests/cmake/vecproj configured with gwcc as its
# C compiler three ways (CC=gwcc, -DCMAKE_C_COMPILER, the toolchain file
# tools/cmake/gwcc.cmake), its library static and shared; built, run (the
# program checks its compute regions against the host loop and prints PASS),
# then rebuilt after its header changes: both objects must be compiled again
# (gwcc's -MD -MT -MF dependencies) and nothing else.  No cmake: exit 77.
# Env: GWCC, TEST_TIMEOUT (seconds per build step).
set -u
TMP=${1:-$(mktemp -d)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
T=${TEST_TIMEOUT:-60}
if ! command -v cmake > /dev/null 2>&1; then
    echo "no cmake: cmake not found (tools/install-deps.sh installs it as root)"
    exit 77
fi
fail() { echo "FAIL: $*"; exit 1; }
run_case() {   # name shared(ON|OFF) how(cc|var|toolchain)
    dir=$TMP/$1
    rm -rf "$dir" && mkdir -p "$dir" && cp -r "$ROOT/tests/cmake/vecproj" "$dir/src"
    mkdir -p "$dir/b"
    case $3 in
    cc) (cd "$dir/b" && CC=$GWCC timeout "$T" cmake -DVEC_SHARED="$2" ../src) ;;
    var) (cd "$dir/b" && timeout "$T" cmake -DCMAKE_C_COMPILER="$GWCC" -DVEC_SHARED="$2" ../src) ;;
    toolchain) (cd "$dir/b" && GWCC=$GWCC timeout "$T" cmake -DCMAKE_TOOLCHAIN_FILE="$ROOT/tools/cmake/gwcc.cmake" \
                    -DVEC_SHARED="$2" ../src) ;;
    esac > "$dir/configure.log" 2>&1 || { cat "$dir/configure.log"; fail "$1: cmake configure"; }
    grep -q "The C compiler identification is GNU" "$dir/configure.log" ||
        { cat "$dir/configure.log"; fail "$1: CMake did not identify gwcc as GNU"; }
    timeout "$T" make -C "$dir/b" > "$dir/build.log" 2>&1 || { cat "$dir/build.log"; fail "$1: build"; }
    out=$(cd "$dir/b" && timeout "$T" ./vecdemo 2>&1)
    echo "$1: $out" | grep -v "no usable GPU"
    echo "$out" | grep -qx PASS || fail "$1: the program did not pass"
    # the header changes: both objects again, and only those
    sleep 1
    echo "/* changed */" >> "$dir/src/src/vecops.h"
    timeout "$T" make -C "$dir/b" > "$dir/rebuild.log" 2>&1 || { cat "$dir/rebuild.log"; fail "$1: rebuild"; }
    n=$(grep -c "Building C object" "$dir/rebuild.log")
    [ "$n" -eq 2 ] || { cat "$dir/rebuild.log"; fail "$1: $n objects rebuilt after the header changed (want 2)"; }
    timeout "$T" make -C "$dir/b" > "$dir/again.log" 2>&1 || fail "$1: make again"
    ! grep -q "Building C object" "$dir/again.log" || { cat "$dir/again.log"; fail "$1: rebuilt with nothing changed"; }
}
run_case static-cc OFF cc
run_case shared-var ON var
run_case static-toolchain OFF toolchain
echo PASS
