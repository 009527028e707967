// libFuzzer entry point; the target itself lives in fuzztargets.h.
#include "fuzz/fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return ringlab::fuzz::fuzzVarnish(data, size);
}
