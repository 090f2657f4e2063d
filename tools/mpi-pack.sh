#!/bin/sh
# mpi-pack.sh DIR: build examples/mpi_jacobi.c with gwcc against this
# machine's MPICH and put into DIR what it needs to run on a machine that has
# no MPI of ours (the GPU machine: its own mpirun is not used):
#   DIR/bin/mpi_jacobi                   GWCC_CC=mpicc gwcc -O2 --gpu-arch=$GPU_ARCH
#   DIR/bin/mpiexec.hydra, hydra_pmi_proxy   MPICH's launcher (finds the proxy beside it)
#   DIR/lib/*.so.*                       the shared libraries they load that are not glibc's
#                                        (libmpich, UCX, hwloc, ...), stripped
# tools/run-gpu.sh runs it (run_mpi) with LD_LIBRARY_PATH=DIR/lib.  gpu-pack.sh
# check calls this and packs DIR into .carry/mpi.tar.xz (libmpich alone is 40 MB).
# Exit 0: packed; 3: no MPICH here (says why; the GPU run then has no MPI test);
# 1: the build failed.
# Env: GWCC, GPU_ARCH (sm_90), MPICC (mpicc).
set -u
DIR=${1:?usage: sh tools/mpi-pack.sh DIR}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
GPU_ARCH=${GPU_ARCH:-sm_90}
MPICC=${MPICC:-mpicc}

if ! command -v "$MPICC" > /dev/null 2>&1; then
    echo "mpi-pack: no $MPICC (apt-get install mpich libmpich-dev, or run tools/install-deps.sh as root):" \
         "no MPI test on the GPU"
    exit 3
fi
hydra=$(command -v mpiexec.hydra 2> /dev/null)
proxy=$(dirname "${hydra:-/nonexistent}")/hydra_pmi_proxy
if ! "$MPICC" -show > /dev/null 2>&1 || [ -z "$hydra" ] || [ ! -x "$proxy" ]; then
    echo "mpi-pack: $MPICC is not MPICH's (no -show, or no mpiexec.hydra and hydra_pmi_proxy):" \
         "only MPICH is packed; no MPI test on the GPU"
    exit 3
fi

rm -rf "$DIR"
mkdir -p "$DIR/bin" "$DIR/lib"
if ! GWCC_CC=$MPICC "$GWCC" -O2 "--gpu-arch=$GPU_ARCH" "$ROOT/examples/mpi_jacobi.c" \
        -o "$DIR/bin/mpi_jacobi" -lm > "$DIR/build.log" 2>&1; then
    echo "FAIL build mpi_jacobi: GWCC_CC=$MPICC $GWCC -O2 --gpu-arch=$GPU_ARCH examples/mpi_jacobi.c"
    head -n 8 "$DIR/build.log" | sed 's/^/    /'
    exit 1
fi
rm -f "$DIR/build.log"
cp "$hydra" "$DIR/bin/mpiexec.hydra"
cp "$proxy" "$DIR/bin/hydra_pmi_proxy"
strip "$DIR"/bin/* 2> /dev/null

# Every library the three load, but glibc's (any glibc machine has those).
for exe in "$DIR"/bin/*; do
    ldd "$exe" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }'
done | sort -u | while read -r lib; do
    case $(basename "$lib") in
    libc.so.* | libm.so.* | libdl.so.* | libpthread.so.* | librt.so.* | libresolv.so.* | ld-linux*) continue ;;
    esac
    cp -L "$lib" "$DIR/lib/" && strip --strip-unneeded "$DIR/lib/$(basename "$lib")" 2> /dev/null
done
{
    mpichversion 2> /dev/null | head -n 3 || "$MPICC" -v 2>&1 | head -n 1
    "$GWCC" --version | head -n 1
    echo "GWCC_CC=$MPICC gwcc -O2 --gpu-arch=$GPU_ARCH examples/mpi_jacobi.c"
} > "$DIR/BUILDINFO" 2>&1
echo "mpi: mpi_jacobi, MPICH's launcher and $(find "$DIR/lib" -type f | wc -l) libraries" \
     "($(du -sk "$DIR" | cut -f1) KiB)"
