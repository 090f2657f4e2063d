// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// An atomic directive inside a function that a compute region calls is
// translated to the GPU's atomics like one in the region; a statement of a
// form the directive does not allow is an error there too.
static void bump(int *count, int v)
{
#pragma acc atomic update
    (*count)++;
// CHECK: {{.*}}fe_atomic_bad_in_called_function.c:[[@LINE+2]]:5: error: this statement is not of a form the 'atomic update' construct allows
#pragma acc atomic update
    *count = v;
}

int main(void)
{
    int count = 0;
#pragma acc parallel loop copy(count)
    for (int i = 0; i < 100; i++) bump(&count, i);
    return count != 100;
}
