#!/bin/sh
# build.sh: tests/gpu_split/bin/split_gpu (needs nvcc; carry tests/gpu_split/bin to a GPU machine and run
# bin/split_gpu [n [iters]] there, e.g. GANGWAY_NUM_DEVICES=2 GANGWAY_LOGICAL_DEVICES=2 GANGWAY_SPLIT=always).
set -e
D=$(cd "$(dirname "$0")" && pwd)
ROOT=$D/../..
OUT=${OUT_DIR:-$D/bin}
mkdir -p "$OUT"
${NVCC:-nvcc} -fatbin -arch=${GPU_ARCH:-sm_90} -o "$OUT/kernels.fatbin" "$D/kernels.cu"
(cd "$OUT" && cp kernels.fatbin kernels_fatbin && xxd -i kernels_fatbin | sed "s/^unsigned char kernels_fatbin\[\]/unsigned char kernels_fatbin[] __attribute__((aligned(16)))/" > kernels_fatbin.c && rm kernels_fatbin)
cc -O2 -I"$ROOT/include" -o "$OUT/split_gpu" "$D/split_gpu.c" "$OUT/kernels_fatbin.c" \
    "$ROOT/build/lib/libgangway.a" -ldl -lpthread -lm
echo "$OUT/split_gpu"
