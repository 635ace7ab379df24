#include <stddef.h>
#include <stdint.h>

typedef int (*pushsim_fuzz_callback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver when the binary is linked with it (swift build -Xswiftc -sanitize=fuzzer,address);
/// otherwise replays each file named on the command line once through the callback (a regression run).
int pushsim_fuzz_drive(int argc, char **argv, pushsim_fuzz_callback callback);
