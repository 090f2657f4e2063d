// RUN: not %gwcc -fsyntax-only %s 2>&1 | FileCheck %s

void f(float *a, float *b, int n, float x)
{
#pragma acc parallel
    {
// CHECK: {{.*}}unknown_clause_tab.c:[[@LINE+1]]:19: error: unknown clause 'seqq'; did you mean 'seq'?
	#pragma acc loop seqq
        for (int i = 0; i < n; i++) a[i] = x;
    }
}
