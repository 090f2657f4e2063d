#!/usr/bin/env bash
# gpu-shards.sh: runs ON the GPU machine (copied to .carry/gpu-shards.sh by
# tools/gpu-pack.sh) the execution tests of .carry/tests in N shards at once
# on the machine's GPUs (CUDA_VISIBLE_DEVICES round robin), each a
# run-gpu.sh with TEST_SHARD=k/N, for one pass:
#   plain      the tests on the GPU (pass 1)
#   group      the tests split over 2 logical devices of one GPU (pass 1b)
#   memcheck, racecheck, initcheck, synccheck: pass 1 under compute-sanitizer
# Each shard's log goes to $OUT/PASS-k.log; the summary adds the shards'
# "N passed, N failed" lines and lists every FAIL.
# Usage: bash .carry/gpu-shards.sh PASS [N (default: the CPUs / 2)]
set -u
cd "$(dirname "$0")/.."
C=.carry
pass=${1:?usage: gpu-shards.sh plain|group|memcheck|racecheck|initcheck|synccheck [N]}
n=${2:-$(($(nproc) / 2))}
[ "$n" -ge 1 ] || n=1
out=${OUT:-/tmp/gw-shards}
mkdir -p "$out"
if [ -f "$C/tests.tar.xz" ] && [ ! -d "$C/tests" ]; then
    xz -dc "$C/tests.tar.xz" | tar -C "$C" -xf -
fi
gpus=$(nvidia-smi -L 2> /dev/null | grep -c '^GPU' || true)
[ "$gpus" -ge 1 ] || gpus=1
env_of() {
    case $pass in
    plain) echo "GROUP_PASS=0" ;;
    group) echo "GROUP_ONLY=1" ;;
    memcheck | racecheck | initcheck | synccheck) echo "GROUP_PASS=0 SANITIZE=$pass" ;;
    *) echo "unknown pass $pass" >&2; exit 2 ;;
    esac
}
e=$(env_of) || exit 2
for k in $(seq 0 $((n - 1))); do
    env $e CUDA_VISIBLE_DEVICES=$((k % gpus)) TEST_SHARD=$k/$n MPI_PASS=0 JIT_PASS=0 SKIP_CUDA_BENCH=1 \
        MULTI=0 OUT= bash "$C/run-gpu.sh" > "$out/$pass-$k.log" 2>&1 &
done
wait
passed=0 failed=0
for k in $(seq 0 $((n - 1))); do
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$out/$pass-$k.log" | tail -n 1)
    p=${line%% passed*}
    f=${line#*, }
    f=${f%% failed*}
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${f:-0}))
    [ -n "$line" ] || { echo "shard $k: no summary line"; tail -n 5 "$out/$pass-$k.log"; failed=$((failed + 1)); }
    grep -A12 '^FAIL' "$out/$pass-$k.log"
done
echo "$passed passed, $failed failed ($pass, $n shards)"
