// gcc's dialect: implicit int, implicit function declarations and K&R
// definitions are warnings (exit 0) as with gcc -std=gnu17; -Werror makes
// them errors (exit 1); -Wno-implicit-int silences one; -w all of them.
// RUN: %gwcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %gwcc -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %gwcc -fsyntax-only -Wno-implicit-int %s 2>&1 | FileCheck %s --check-prefix=NOINT
// RUN: %gwcc -fsyntax-only -w %s > %t.w 2>&1 && test ! -s %t.w

// WARN: gnu_warnings_syntax_only.c:[[@LINE+3]]:8: warning: type specifier missing, defaults to 'int'{{.*}}[-Wimplicit-int]
// ERR: gnu_warnings_syntax_only.c:[[@LINE+2]]:8: error: type specifier missing, defaults to 'int'{{.*}}[-Werror,-Wimplicit-int]
// NOINT-NOT: implicit-int
static count = 3;

int scale(a, b)
    int a;
    double b;
{
    return a * (int)b;
}

int main(void)
{
    int x[16];
#pragma acc parallel loop copyout(x)
    for (int i = 0; i < 16; i++) x[i] = scale(i, 2.0) + count;
// WARN: gnu_warnings_syntax_only.c:[[@LINE+3]]:12: warning: call to undeclared function 'report'{{.*}}[-Wimplicit-function-declaration]
// ERR: gnu_warnings_syntax_only.c:[[@LINE+2]]:12: error: call to undeclared function 'report'{{.*}}[-Werror,-Wimplicit-function-declaration]
// NOINT: gnu_warnings_syntax_only.c:[[@LINE+1]]:12: warning: call to undeclared function 'report'
    return report(x[3]);
}
// WARN-NOT: deprecated
