#define _GNU_SOURCE
#include "cjansson_arena.h"
#include <string.h>

// glibc's memmem (two-way search, vectorised), which Swift's Glibc module does not export.
const void *pushsim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  if (!haystack || !needle) return NULL;
  return memmem(haystack, haystack_length, needle, needle_length);
}
