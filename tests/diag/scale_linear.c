// Compile time is linear in the number of compute regions: a generated file
// of 4000 small 'parallel loop' regions (tools/gen-regions.sh) takes less
// than 8 times the CPU time of one of 1000, with -fsyntax-only and with a
// host build (per-directive scans of the whole AST made it about 15 times).
// TIMEOUT-SCALE: 3
// RUN: bash $(dirname %s)/../../tools/check-scale.sh %gwcc %t 1000 | FileCheck %s
// CHECK: PASS ratio {{.*}}-fsyntax-only
// CHECK: PASS ratio {{.*}}-acc=host
