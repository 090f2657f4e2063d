// After N errors (-ferror-limit=N, default 20 as clang's; gcc's -fmax-errors=N
// too) gwcc says so once and stops with status 1; -ferror-limit=0 has no limit.
// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not %gwcc -fsyntax-only -ferror-limit=3 %s 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: not %gwcc -fsyntax-only -fmax-errors=1 %s 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: not %gwcc -fsyntax-only -ferror-limit=0 %s 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: %gwcc -fsyntax-only -ferror-limit=2 %s > /dev/null 2>&1; test $? -eq 1
// RUN: not %gwcc -fsyntax-only -ferror-limit=x %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %gwcc -fsyntax-only %s 2>&1 | grep -c 'error:' | grep -qx 21
// RUN: not %gwcc -fsyntax-only -ferror-limit=0 %s 2>&1 | grep -c 'error:' | grep -qx 25

// DEFAULT: error_limit.c:28:27: error: unknown clause 'bogus1'
// DEFAULT: error_limit.c:47:27: error: unknown clause 'bogus20'
// DEFAULT-NEXT: #pragma acc parallel loop bogus20
// DEFAULT-NEXT: ^
// DEFAULT-NEXT: gwcc: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// DEFAULT-NOT: error:
// THREE: error: unknown clause 'bogus3'
// THREE-NOT: bogus4
// THREE: gwcc: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// ONE: error: unknown clause 'bogus1'
// ONE-NEXT: #pragma
// ONE-NEXT: ^
// ONE-NEXT: gwcc: fatal error: too many errors emitted, stopping now
// ALL: error: unknown clause 'bogus25'
// ALL-NOT: too many errors
// BAD: gwcc: error: invalid integral value 'x' in '-ferror-limit=x'
#pragma acc parallel loop bogus1
#pragma acc parallel loop bogus2
#pragma acc parallel loop bogus3
#pragma acc parallel loop bogus4
#pragma acc parallel loop bogus5
#pragma acc parallel loop bogus6
#pragma acc parallel loop bogus7
#pragma acc parallel loop bogus8
#pragma acc parallel loop bogus9
#pragma acc parallel loop bogus10
#pragma acc parallel loop bogus11
#pragma acc parallel loop bogus12
#pragma acc parallel loop bogus13
#pragma acc parallel loop bogus14
#pragma acc parallel loop bogus15
#pragma acc parallel loop bogus16
#pragma acc parallel loop bogus17
#pragma acc parallel loop bogus18
#pragma acc parallel loop bogus19
#pragma acc parallel loop bogus20
#pragma acc parallel loop bogus21
#pragma acc parallel loop bogus22
#pragma acc parallel loop bogus23
#pragma acc parallel loop bogus24
#pragma acc parallel loop bogus25
