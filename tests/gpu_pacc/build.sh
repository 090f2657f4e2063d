#!/bin/sh
# build.sh: tests/gpu_pacc/bin/pacc_gpu (needs nvcc): a pacc pipeline through the ABI with hand-written
# kernels, on a GPU: out of core at several chunks and depths against the host, and a timed run
# (bin/pacc_gpu check | bin/pacc_gpu time ROWS COLS STEPS with GANGWAY_DEVICE_MEMORY set); and bin/nests:
# gwcc-compiled 3-D nests run by the same pipeline (bin/nests NZ STEPS CHUNKS DEPTH).
set -e
D=$(cd "$(dirname "$0")" && pwd)
ROOT=$D/../..
OUT=${OUT_DIR:-$D/bin}
mkdir -p "$OUT"
${NVCC:-nvcc} -fatbin -fmad=false -arch=${GPU_ARCH:-sm_90} -o "$OUT/kernels.fatbin" "$D/kernels.cu"
(cd "$OUT" && cp kernels.fatbin kernels_fatbin && xxd -i kernels_fatbin | sed "s/^unsigned char kernels_fatbin\[\]/unsigned char kernels_fatbin[] __attribute__((aligned(16)))/" > kernels_fatbin.c && rm kernels_fatbin)
cc -O2 -I"$ROOT/include" -I"$ROOT/runtime" -o "$OUT/pacc_gpu" "$D/pacc_gpu.c" "$OUT/kernels_fatbin.c" \
    "$ROOT/build/lib/libgangway.a" -ldl -lpthread -lm
echo "$OUT/pacc_gpu"
# gwcc's own kernels (nests.c) under the hand-written pipeline host code (nests_driver.c)
"$ROOT/build/bin/gwcc" -O2 -c "$D/nests.c" -o "$OUT/nests.o"
cc -O2 -c -I"$ROOT/include" "$D/nests_driver.c" -o "$OUT/nests_driver.o"
"$ROOT/build/bin/gwcc" "$OUT/nests.o" "$OUT/nests_driver.o" -o "$OUT/nests" -lm
echo "$OUT/nests"
