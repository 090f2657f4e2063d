/* copy.cu: the kernel that copies a split launch's fetched pieces when its
 * kernel waits for them (split.c, pieces_kernel): one launch for every
 * piece a part pulls, instead of a copy-engine copy for each in a row (a
 * copy-engine copy between GPUs costs several microseconds each even when
 * small).  Each piece is one row of blocks (blockIdx.y); a block's threads
 * stride over it in 16-byte words where the source and destination are
 * aligned alike, else in 4-byte words, else bytes.
 *
 * runtime/copy.ptx is nvcc's output for this file (`make copy-ptx`), built
 * into libgangway so that building the runtime needs no nvcc. */

#define GW_COPY_MAX 16

struct gw_copy_set {
    unsigned long long dst[GW_COPY_MAX], src[GW_COPY_MAX], n[GW_COPY_MAX];
};

/* Bytes [0, n) of s to d, in words of W bytes (T) from the first address of
 * d that is a multiple of W, with bytes before and after. */
template <typename T, int W>
__device__ static void copy_words(char *d, const char *s, unsigned long long n,
                                  unsigned long long t, unsigned long long step)
{
    unsigned long long head = (W - ((unsigned long long)d & (W - 1))) & (W - 1);
    if (head > n)
        head = n;
    unsigned long long words = (n - head) / W;
    T *dw = (T *)(d + head);
    const T *sw = (const T *)(s + head);
    for (unsigned long long i = t; i < words; i += step)
        dw[i] = sw[i];
    if (t < head)
        d[t] = s[t];
    for (unsigned long long i = head + words * W + t; i < n; i += step)
        d[i] = s[i];
}

extern "C" __global__ void gw_copy_pieces(gw_copy_set c)
{
    unsigned k = blockIdx.y;
    char *d = (char *)c.dst[k];
    const char *s = (const char *)c.src[k];
    unsigned long long n = c.n[k];
    unsigned long long t = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long step = (unsigned long long)gridDim.x * blockDim.x;
    unsigned long long skew = (unsigned long long)d ^ (unsigned long long)s;
    if (!(skew & 15))
        copy_words<uint4, 16>(d, s, n, t, step);
    else if (!(skew & 3))
        copy_words<unsigned, 4>(d, s, n, t, step);
    else
        copy_words<unsigned char, 1>(d, s, n, t, step);
}
