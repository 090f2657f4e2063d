/* Covers: `set device_type(multicore)` (a type there is no device for) and acc_set_device_type with a value that names no available type are a warning on stderr and no change: the device type, and where compute constructs run, stay as they were. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <openacc.h>

#define N 5000
static int a[N], in[N];
static unsigned int seed = 0x61C88647u;
static unsigned int xrand(void) { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed; }

static int where(void)
{
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    return dev;
}

static int round_trip(int k)
{
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc parallel loop copyin(in) copyout(a)
    for (int i = 0; i < N; i++) a[i] = in[i] * k - 3;
    for (int i = 0; i < N; i++)
        if (a[i] != in[i] * k - 3) { printf("FAIL (k = %d): a[%d] = %d, expected %d\n", k, i, a[i], in[i] * k - 3); return 1; }
    return 0;
}

int main(void)
{
    int dev = where();
    printf("mode: %s\n", dev ? "device (separate memory)" : "host");
    for (int i = 0; i < N; i++) in[i] = (int)(xrand() % 10000u);
    acc_device_t t0 = acc_get_device_type();

    FILE *log = tmpfile();
    int saved = dup(2);
    fflush(stderr);
    dup2(fileno(log), 2);
#pragma acc set device_type(multicore)
    acc_device_t t1 = acc_get_device_type();
    int dev1 = where();
    acc_set_device_type((acc_device_t)77);
    acc_device_t t2 = acc_get_device_type();
    int dev2 = where();
    fflush(stderr);
    dup2(saved, 2);
    char text[4096] = "";
    rewind(log);
    size_t got = fread(text, 1, sizeof text - 1, log);
    text[got] = '\0';

    int bad = 0;
    if (t1 != t0) { printf("device type %d after set device_type(multicore), expected %d\n", (int)t1, (int)t0); bad++; }
    if (t2 != t0) { printf("device type %d after acc_set_device_type(77), expected %d\n", (int)t2, (int)t0); bad++; }
    if (dev1 != dev || dev2 != dev) { printf("compute constructs moved (%d, %d, expected %d)\n", dev1, dev2, dev); bad++; }
    if (!strstr(text, "multicore")) { printf("no warning naming multicore on stderr: '%s'\n", text); bad++; }
    if (!strstr(text, "acc_set_device_type(77)")) { printf("no warning for acc_set_device_type(77) on stderr: '%s'\n", text); bad++; }
    if (round_trip(5)) bad++;
    if (bad) { printf("FAIL: %d wrong\n", bad); return 1; }
    printf("PASS\n");
    return 0;
}
