// Compile time is linear in the number of routines and of pipelines, as in
// the number of regions (scale_linear.c): files of 4x as many routine
// vector functions, each called from a region, or of 'pacc pipeline'
// functions (tools/gen-scale.sh) take less than 8 times the CPU time.
// Each routine's search of the whole AST and of all directives, a clause
// probe's clang_getCursor, and each pipeline's scans of all loops,
// declarations and edits made them 8 to 30 times (found while fuzzing).
// TIMEOUT-SCALE: 3
// RUN: bash $(dirname %s)/../../tools/check-scale.sh %gwcc %t.r 500 routines | FileCheck %s
// RUN: bash $(dirname %s)/../../tools/check-scale.sh %gwcc %t.p 300 pipelines | FileCheck %s
// CHECK: PASS ratio {{.*}}-fsyntax-only
// CHECK: PASS ratio {{.*}}-acc=host
