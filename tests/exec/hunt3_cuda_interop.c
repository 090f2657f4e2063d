// Regression hunt 3: the CUDA interoperability routines of OpenACC 3.3 (A.2.1): acc_get_current_cuda_device and _context, acc_get_cuda_stream, acc_set_cuda_stream (queue 7 runs on queue 5's stream; work on both stays ordered); 0 on the host.
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define N 4096
int main(void)
{
  int err = 0, dev = -1;
  double *a = malloc(N * sizeof *a);
  for (int i = 0; i < N; i++) a[i] = i;
#pragma acc serial copyout(dev)
  dev = acc_on_device(acc_device_not_host);
  printf("mode: %s\n", dev ? "device" : "host");
  void *ctx = acc_get_current_cuda_context(), *st5 = acc_get_cuda_stream(5);
  (void)acc_get_current_cuda_device();
  if (dev && (!ctx || !st5)) { err++; printf("no context or stream\n"); }
  int ok = acc_set_cuda_stream(7, st5);
  if (dev && (ok != 1 || acc_get_cuda_stream(7) != st5)) { err++; printf("set_cuda_stream %d\n", ok); }
  if (!dev && ok != 0) { err++; printf("set_cuda_stream on the host %d\n", ok); }
#pragma acc enter data copyin(a[0:N]) async(5)
#pragma acc parallel loop present(a[0:N]) async(7)
  for (int i = 0; i < N; i++) a[i] *= 2;
#pragma acc parallel loop present(a[0:N]) async(5)
  for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc exit data copyout(a[0:N]) async(7)
#pragma acc wait(7)
  for (int i = 0; i < N; i++) if (a[i] != 2.0 * i + 1) { err++; printf("a[%d] = %g\n", i, a[i]); break; }
  free(a);
  printf(err ? "FAIL\n" : "PASS\n");
  return err != 0;
}
