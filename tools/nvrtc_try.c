/* nvrtc_try: compile one gwcc-generated .gw.cu with NVRTC (tools/nvrtc-sweep.sh). */
/* Usage: nvrtc_try GANGWAY_DEV_H FILE.cu [NVRTC OPTION...].  NVRTC is loaded
 * with dlopen, as the runtime will load it, so this builds with cc -ldl and no
 * CUDA headers.  gangway_dev.h is handed over as a header string: NVRTC reads
 * no include directory.  Exit 0 when the file compiles; else the log on
 * stderr and exit 1 (2: bad usage or unreadable file, 3: no NVRTC). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef int NvrtcResult;
typedef void *NvrtcProgram;

static struct {
    NvrtcResult (*create)(NvrtcProgram *, const char *, const char *, int,
                          const char *const *, const char *const *);
    NvrtcResult (*compile)(NvrtcProgram, int, const char *const *);
    NvrtcResult (*log_size)(NvrtcProgram, size_t *);
    NvrtcResult (*log)(NvrtcProgram, char *);
    NvrtcResult (*destroy)(NvrtcProgram *);
    const char *(*error_string)(NvrtcResult);
} nvrtc;

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    char *buf = malloc(n + 1);
    if (!buf || fread(buf, 1, n, f) != (size_t)n) {
        fprintf(stderr, "%s: cannot read\n", path);
        exit(2);
    }
    buf[n] = 0;
    fclose(f);
    return buf;
}

/* The library by its soname (NVRTC 13, then 12), else $NVRTC_LIB. */
static int load_nvrtc(void)
{
    const char *names[] = {getenv("NVRTC_LIB"), "libnvrtc.so.13", "libnvrtc.so.12",
                           "libnvrtc.so"};
    void *lib = NULL;
    for (int i = 0; !lib && i < 4; i++)
        if (names[i]) lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!lib) return 0;
    *(void **)&nvrtc.create = dlsym(lib, "nvrtcCreateProgram");
    *(void **)&nvrtc.compile = dlsym(lib, "nvrtcCompileProgram");
    *(void **)&nvrtc.log_size = dlsym(lib, "nvrtcGetProgramLogSize");
    *(void **)&nvrtc.log = dlsym(lib, "nvrtcGetProgramLog");
    *(void **)&nvrtc.destroy = dlsym(lib, "nvrtcDestroyProgram");
    *(void **)&nvrtc.error_string = dlsym(lib, "nvrtcGetErrorString");
    return nvrtc.create && nvrtc.compile && nvrtc.log_size && nvrtc.log &&
           nvrtc.destroy && nvrtc.error_string;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: nvrtc_try GANGWAY_DEV_H FILE.cu [OPTION...]\n");
        return 2;
    }
    if (!load_nvrtc()) {
        fprintf(stderr, "nvrtc_try: no NVRTC (%s)\n", dlerror());
        return 3;
    }
    const char *hdr_text = read_all(argv[1]);
    const char *hdr_name = "gangway_dev.h";
    char *src = read_all(argv[2]);
    NvrtcProgram prog;
    NvrtcResult r = nvrtc.create(&prog, src, argv[2], 1, &hdr_text, &hdr_name);
    if (r) {
        fprintf(stderr, "%s: %s\n", argv[2], nvrtc.error_string(r));
        return 1;
    }
    r = nvrtc.compile(prog, argc - 3, (const char *const *)argv + 3);
    size_t n = 0;
    nvrtc.log_size(prog, &n);
    char *log = malloc(n + 1);
    log[0] = 0;
    if (n) nvrtc.log(prog, log);
    if (r) fprintf(stderr, "%s%s: %s\n", log, argv[2], nvrtc.error_string(r));
    nvrtc.destroy(&prog);
    return r ? 1 : 0;
}
