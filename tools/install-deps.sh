#!/bin/sh
# install-deps.sh LLVM_DIR FILECHECK: check what Gangway builds and tests with;
# install what is missing through apt-get when we may, else say what to install.
#   needs: LLVM_DIR/include/clang-c/Index.h, LLVM_DIR/lib/libclang.so,
#          FileCheck and not (LLVM's test tools); nvcc is optional (warning only).
#   optional: MPICH (mpicc, mpirun: packages mpich libmpich-dev) for the MPI
#          example and its test (tests/mpi/, which says SKIP without it); installed
#          like the others when we may, else a warning.
#   optional: cmake, for tests/cmake (a CMake project built with gwcc; SKIP
#          without it); installed the same way.
# make runs it once (build/.deps); exit 1 when something is still missing.

LLVM_DIR=${1:-/usr/lib/llvm-19}
FILECHECK=${2:-FileCheck}
PACKAGES="libclang-19-dev llvm-19-tools"
MPI_PACKAGES="mpich libmpich-dev"
CMAKE_PACKAGES="cmake"

have_libclang() {
    [ -f "$LLVM_DIR/include/clang-c/Index.h" ] && [ -e "$LLVM_DIR/lib/libclang.so" ]
}

have_tool() {   # path or name on PATH
    case $1 in
    */*) [ -x "$1" ] ;;
    *) command -v "$1" > /dev/null 2>&1 ;;
    esac
}

# not: beside FileCheck, in LLVM_DIR, LLVM 19 or 14, or on PATH.
have_not() {
    for c in "$(dirname "$FILECHECK")/not" "$LLVM_DIR/bin/not" /usr/lib/llvm-19/bin/not \
             /usr/lib/llvm-14/bin/not; do
        [ -x "$c" ] && return 0
    done
    command -v not > /dev/null 2>&1
}

# After llvm-19-tools goes in, FileCheck is there even if FILECHECK named
# another that is missing.
have_filecheck() {
    have_tool "$FILECHECK" || [ -x "$LLVM_DIR/bin/FileCheck" ] || [ -x /usr/lib/llvm-19/bin/FileCheck ]
}

missing() {
    m=
    have_libclang || m="$m libclang($LLVM_DIR)"
    have_filecheck || m="$m FileCheck"
    have_not || m="$m not"
    echo "$m"
}

have_nvcc() {
    command -v nvcc > /dev/null 2>&1 || [ -x "${CUDA_HOME:-/nonexistent}/bin/nvcc" ] ||
        [ -x /usr/local/cuda/bin/nvcc ]
}

# Prints the command prefix that makes us root ("" when we are), or fails.
as_root() {
    if [ "$(id -u)" = 0 ]; then
        echo ""
    elif command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; then
        echo "sudo -n"
    else
        return 1
    fi
}

# Debian's MPICH: its mpirun (hydra) runs as root and needs no network but loopback.
have_mpi() {
    command -v mpicc > /dev/null 2>&1 && command -v mpirun > /dev/null 2>&1
}

install_packages() {   # packages what
    command -v apt-get > /dev/null 2>&1 || return 1
    root=$(as_root) || return 1
    log=${TMPDIR:-/tmp}/gangway-apt.$$.log
    echo "install-deps: missing:$2; installing $1 with apt-get"
    # shellcheck disable=SC2086
    if $root env DEBIAN_FRONTEND=noninteractive apt-get update -qq > "$log" 2>&1 &&
       $root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $1 >> "$log" 2>&1; then
        rm -f "$log"
        return 0
    fi
    echo "install-deps: apt-get failed; its last lines ($log):"
    tail -n 15 "$log"
    return 1
}

explain() {
    cat >&2 << EOF
install-deps: still missing:$(missing)
Gangway needs libclang 19 (headers and library) and LLVM's FileCheck and not.
On Debian 12 or Ubuntu, as root:
    apt-get update && apt-get install -y $PACKAGES
or point the build at another LLVM: make LLVM_DIR=/path/to/llvm FILECHECK=/path/to/FileCheck
(LLVM_DIR must hold include/clang-c/Index.h and lib/libclang.so; now: $LLVM_DIR)
EOF
}

if [ -n "$(missing)" ]; then
    install_packages "$PACKAGES" "$(missing)"
    if [ -n "$(missing)" ]; then
        explain
        exit 1
    fi
fi
if ! have_mpi; then
    install_packages "$MPI_PACKAGES" " MPI (mpicc, mpirun)"
    have_mpi || echo "install-deps: warning: no MPI (mpicc and mpirun); as root: apt-get install -y" \
                     "$MPI_PACKAGES. Without it the test mpi/jacobi says SKIP and make check-gpu" \
                     "packs no MPI example" >&2
fi
if ! command -v cmake > /dev/null 2>&1; then
    install_packages "$CMAKE_PACKAGES" " cmake"
    command -v cmake > /dev/null 2>&1 || echo "install-deps: warning: no cmake; as root: apt-get install -y" \
                     "$CMAKE_PACKAGES. Without it the test cmake/project says SKIP" >&2
fi
if ! have_nvcc; then
    echo "install-deps: warning: nvcc not found (PATH, \$CUDA_HOME/bin, /usr/local/cuda/bin):" \
         "gwcc will build for the host only" >&2
fi
exit 0
