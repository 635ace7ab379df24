#include "fuzz_shim.h"

#include <stdio.h>
#include <stdlib.h>

/* libFuzzer's entry point for programs that have their own main (https://llvm.org/docs/LibFuzzer.html, "Using
   libFuzzer as a library"). Weak: absent in a normal build. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) __attribute__((weak));

int pushsim_fuzz_drive(int argc, char **argv, pushsim_fuzz_callback callback) {
  if (LLVMFuzzerRunDriver) return LLVMFuzzerRunDriver(&argc, &argv, callback);
  int failed = 0;
  for (int index = 1; index < argc; index++) {
    FILE *file = fopen(argv[index], "rb");
    if (!file) { fprintf(stderr, "%s: cannot open\n", argv[index]); failed = 1; continue; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    uint8_t *buffer = malloc(size > 0 ? (size_t)size : 1);
    size_t got = buffer ? fread(buffer, 1, (size_t)size, file) : 0;
    fclose(file);
    if (buffer) callback(buffer, got);
    free(buffer);
  }
  return failed;
}
