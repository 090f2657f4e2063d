/* api_get_property.c: acc_get_property (OpenACC 3.3 section 3.2.6): numeric properties of each device (memory > 0, free memory <= memory), 0 for the string properties and for unknown properties. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

static void check_type(acc_device_t t, int gpu)
{
    int n = acc_get_num_devices(t);
    for (int k = 0; k < n; k++) {
        size_t mem = acc_get_property(k, t, acc_property_memory);
        size_t fre = acc_get_property(k, t, acc_property_free_memory);
        size_t shm = acc_get_property(k, t, acc_property_shared_memory_support);
        printf("type %d device %d: memory %zu, free %zu, shared memory support %zu\n", (int)t, k, mem, fre, shm);
        if (gpu) {
            CHECK(mem > 0, "type %d device %d: acc_property_memory is 0", (int)t, k);
            CHECK(fre > 0 && fre <= mem, "type %d device %d: free memory %zu of %zu", (int)t, k, fre, mem);
        } else if (mem) {
            CHECK(fre <= mem, "type %d device %d: free memory %zu of %zu", (int)t, k, fre, mem);
        }
        /* string-valued and unknown properties read as 0 through acc_get_property */
        CHECK(acc_get_property(k, t, acc_property_name) == 0, "type %d device %d: acc_property_name as a number", (int)t, k);
        CHECK(acc_get_property(k, t, acc_property_vendor) == 0, "type %d device %d: acc_property_vendor as a number", (int)t, k);
        CHECK(acc_get_property(k, t, acc_property_driver) == 0, "type %d device %d: acc_property_driver as a number", (int)t, k);
        CHECK(acc_get_property(k, t, (acc_device_property_t)0x7FF0) == 0, "type %d device %d: unknown property", (int)t, k);
    }
}

int main(void)
{
    check_type(acc_device_host, 0);
    if (acc_get_num_devices(acc_device_nvidia) > 0) check_type(acc_device_nvidia, 1);

    /* the current device, after a region ran */
    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t);
    if (dev) {
        size_t mem = acc_get_property(num, t, acc_property_memory);
        size_t before = acc_get_property(num, t, acc_property_free_memory);
        CHECK(mem > 0 && before <= mem, "current device: memory %zu, free %zu", mem, before);
        /* taking a large block leaves less free memory (a caching allocator may keep it: no exact amount) */
        size_t big = mem / 8;
        void *p = acc_malloc(big);
        size_t after = acc_get_property(num, t, acc_property_free_memory);
        printf("free memory %zu -> %zu after acc_malloc(%zu)\n", before, after, big);
        CHECK(p != NULL, "acc_malloc(%zu) failed", big);
        CHECK(after < before, "free memory did not drop after acc_malloc(%zu): %zu -> %zu", big, before, after);
        acc_free(p);
    }
    CHECK(acc_get_property(num, t, acc_property_name) == 0, "current device: acc_property_name as a number");

    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
