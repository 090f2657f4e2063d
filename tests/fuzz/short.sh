#!/bin/sh
# tests/fuzz/short.sh TMP: make check's short run of tools/fuzz: the same
# mutants every time (seed 1, the first FUZZ_COUNT of them, default 250, from
# the tests' own programs), each through gwcc -fsyntax-only, the GPU build and
# -acc=host, the CUDA through nvcc.  Fails on any crash, hang, rejection
# without a located error, disagreement between the modes, or accepted input
# whose host C or CUDA then fails to compile; the bad mutants and why are left
# in TMP/out.  No python3: exit 77 (SKIP).
# Env: GWCC, FUZZ_COUNT.
TMP=${1:-$(mktemp -d)}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GWCC=${GWCC:-$ROOT/build/bin/gwcc}
if ! command -v python3 > /dev/null 2>&1; then
    echo "no python3: tools/fuzz needs it"
    exit 77
fi
python3 "$ROOT/tools/fuzz/fuzz.py" --gwcc "$GWCC" --seed 1 --count "${FUZZ_COUNT:-250}" -j 1 \
    --no-shared --out "$TMP/out" || exit 1
echo PASS
