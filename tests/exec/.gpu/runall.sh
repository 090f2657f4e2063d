#!/bin/bash
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD
pass=0; fail=0
for b in $(ls | grep -v '\.so\|\.sh\|\.txt'); do
  out=$(timeout 60 ./$b 2>&1); rc=$?
  if [ $rc -eq 0 ] && echo "$out" | grep -q '^PASS'; then pass=$((pass+1)); echo "ok $b: $(echo "$out" | grep -v '^PASS' | tr '\n' ' ' | cut -c1-120)"; else fail=$((fail+1)); echo "FAIL $b rc=$rc: $(echo "$out" | tail -5 | tr '\n' ' ')"; fi
done
echo "$pass passed, $fail failed"
