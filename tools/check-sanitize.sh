#!/bin/sh
# check-sanitize.sh SAN_B [GROUP|PATTERN...]: tests/run.sh with the gwcc,
# libgangway and unit tests that make check-sanitize built in SAN_B with
# AddressSanitizer and UBSan.  The programs the tests build link the
# sanitizers' runtimes too, and their host code is instrumented as well:
# SAN_B/san-path, first on PATH, holds a 'cc' (gwcc's default host compiler,
# so 'gwcc -v' still prints 'cc ...') and an 'mpicc' that add -fsanitize.
# UBSan's findings stop the process (-fno-sanitize-recover), as ASan's do;
# leaks are not counted.  Ends with run.sh's "N passed, N failed".
B=${1:?usage: check-sanitize.sh SAN_B [GROUP|PATTERN...]}
shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$B/san-path"
wrap() {    # name: SAN_B/san-path/name runs the one on PATH with the sanitizers
    real=$(command -v "$1") || return 0
    case $real in "$B/san-path/"*) return 0 ;; esac
    printf '#!/bin/sh\nexec %s -fsanitize=address,undefined "$@"\n' "$real" > "$B/san-path/$1"
    chmod +x "$B/san-path/$1"
}
# the scale tests time gwcc, whose host compiler would be instrumented too:
# gcc's ASan pass over a function of 6,000 blocks grows far faster than the
# function (16x for 4x, while gwcc's own part stays near 4x), so they build
# their host code with the compiler as it is (tools/check-scale.sh)
GW_SCALE_CC=$(command -v "${CC:-cc}")
export GW_SCALE_CC
wrap "${CC:-cc}"
[ "${CC:-cc}" = cc ] || ln -sf "$B/san-path/$CC" "$B/san-path/cc"
wrap mpicc
unset GWCC_CC MPICC
export PATH="$B/san-path:$PATH"
export GWCC="$B/bin/gwcc" GW_BIN="$B/bin"
# the sanitizers make gwcc about 3 times slower: the scale tests (thousands of
# regions, each file compiled twice) need more than run.sh's 60 s
export TEST_TIMEOUT=${TEST_TIMEOUT:-600}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
exec sh "$ROOT/tests/run.sh" "$@"
