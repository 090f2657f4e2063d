/* api_get_property_string.c: acc_get_property_string (OpenACC 3.3 section 3.2.6): name (and vendor, driver when given) of each device as non-empty strings, NULL for the numeric properties and for unknown properties. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>

static int fails;
#define CHECK(c, ...) do { if (!(c)) { printf("FAIL line %d: ", __LINE__); printf(__VA_ARGS__); printf("\n"); fails++; } } while (0)

static void check_type(acc_device_t t, int gpu)
{
    int n = acc_get_num_devices(t);
    for (int k = 0; k < n; k++) {
        const char *name = acc_get_property_string(k, t, acc_property_name);
        const char *vendor = acc_get_property_string(k, t, acc_property_vendor);
        const char *driver = acc_get_property_string(k, t, acc_property_driver);
        printf("type %d device %d: name '%s', vendor '%s', driver '%s'\n", (int)t, k,
               name ? name : "(null)", vendor ? vendor : "(null)", driver ? driver : "(null)");
        if (gpu) CHECK(name != NULL && name[0] != '\0', "type %d device %d: no name", (int)t, k);
        CHECK(!name || strlen(name) > 0, "type %d device %d: empty name", (int)t, k);
        CHECK(!vendor || strlen(vendor) > 0, "type %d device %d: empty vendor", (int)t, k);
        CHECK(!driver || strlen(driver) > 0, "type %d device %d: empty driver", (int)t, k);
        /* the same answer twice */
        const char *again = acc_get_property_string(k, t, acc_property_name);
        CHECK((!name && !again) || (name && again && !strcmp(name, again)), "type %d device %d: name changed", (int)t, k);
        /* numeric and unknown properties give NULL */
        CHECK(acc_get_property_string(k, t, acc_property_memory) == NULL, "type %d device %d: acc_property_memory as a string", (int)t, k);
        CHECK(acc_get_property_string(k, t, acc_property_free_memory) == NULL, "type %d device %d: acc_property_free_memory as a string", (int)t, k);
        CHECK(acc_get_property_string(k, t, acc_property_shared_memory_support) == NULL, "type %d device %d: shared_memory_support as a string", (int)t, k);
        CHECK(acc_get_property_string(k, t, (acc_device_property_t)0x17FF0) == NULL, "type %d device %d: unknown property", (int)t, k);
    }
}

int main(void)
{
    check_type(acc_device_host, 0);
    if (acc_get_num_devices(acc_device_nvidia) > 0) check_type(acc_device_nvidia, 1);

    int dev = -1;
#pragma acc serial copyout(dev)
    dev = acc_on_device(acc_device_not_host);
    printf("mode: %s\n", dev ? "device (separate memory)" : "host fallback (shared memory)");
    acc_device_t t = acc_get_device_type();
    int num = acc_get_device_num(t);
    const char *name = acc_get_property_string(num, t, acc_property_name);
    if (dev) CHECK(name != NULL && name[0] != '\0', "the current device has no name");
    CHECK(acc_get_property_string(num, t, acc_property_memory) == NULL, "current device: memory as a string");

    if (fails) return 1;
    printf("PASS\n");
    return 0;
}
