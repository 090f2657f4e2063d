// RUN: not %gwcc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// An atomic directive inside a function that a compute region calls is not
// translated yet: it is an error, never a silently non-atomic update.
static void bump(int *count)
{
// CHECK: {{.*}}fe_atomic_in_called_function.c:[[@LINE+1]]:1: error: 'atomic' in function 'bump', which a compute region calls, is not supported yet; move the atomic statement into the compute region
#pragma acc atomic update
    (*count)++;
}

int main(void)
{
    int count = 0;
#pragma acc parallel loop copy(count)
    for (int i = 0; i < 100; i++) bump(&count);
    return count != 100;
}
