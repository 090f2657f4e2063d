// Compile time is linear in the number of compute regions when they all
// stand in one function body (scale_linear.c has four to a function):
// 4x as many regions, most of them quiet, some on an async queue, with
// acc_wait calls and update directives between (tools/gen-scale.sh block),
// take less than 8 times the CPU time.  Each quiet region's search for its
// wait past every later statement, each directive's scan of its block's
// statements before it, each region's search for the regions that list it
// and, with async work, each region's comparison with every earlier one
// made 6,000 regions 10 to 16 times as slow as 1,500.
// TIMEOUT-SCALE: 3
// RUN: bash $(dirname %s)/../../tools/check-scale.sh %gwcc %t 1500 block | FileCheck %s
// CHECK: PASS ratio {{.*}}-fsyntax-only
// CHECK: PASS ratio {{.*}}-acc=host
