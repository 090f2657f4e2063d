/* jit_text.c: gangway_dev.h's text, built into libgangway, for NVRTC's "#include "gangway_dev.h"". */
#include "rt.h"

#include <string.h>

/* The Makefile names the header by its absolute path, so the assembler finds
 * it from any directory; the text ends in a 0 byte that is not the header's. */
#ifndef GW_DEV_H_PATH
#define GW_DEV_H_PATH "include/gangway_dev.h"
#endif

__asm__(".pushsection .rodata\n"
        ".balign 16\n"
        ".globl gw__dev_h_text\n"
        ".hidden gw__dev_h_text\n"
        "gw__dev_h_text:\n"
        ".incbin \"" GW_DEV_H_PATH "\"\n"
        ".globl gw__dev_h_end\n"
        ".hidden gw__dev_h_end\n"
        "gw__dev_h_end:\n"
        ".byte 0\n"
        ".popsection\n");

extern const char gw__dev_h_text[], gw__dev_h_end[];

static pthread_once_t hash_once = PTHREAD_ONCE_INIT;
static char hash_hex[33];

const char *gw__jit_header(size_t *len)
{
    if (len)
        *len = (size_t)(gw__dev_h_end - gw__dev_h_text);
    return gw__dev_h_text;
}

/* Its own SipHash keys ("gangway_dev.h" text): a header hash never equals a key. */
static void hash_header(void)
{
    GwJitHash h;
    GwJitKey k;
    gw__jit_hash_init(&h, 0x5f79617767676e61ULL, 0x682e7665645f7767ULL);
    gw__jit_hash_add(&h, gw__dev_h_text, (size_t)(gw__dev_h_end - gw__dev_h_text));
    gw__jit_hash_end(&h, k.b);
    gw__jit_key_name(&k, hash_hex);
}

const char *gw__jit_header_hash(void)
{
    pthread_once(&hash_once, hash_header);
    return hash_hex;
}
