#define _GNU_SOURCE
#include "cjansson_arena.h"
#include <string.h>

// glibc's memmem (two-way search, vectorised), which Swift's Glibc module does not export.
const void *pushsim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  if (!haystack || !needle) return NULL;
  return memmem(haystack, haystack_length, needle, needle_length);
}

// The length of the run of bytes from the start that a JSON string can hold as they are (no `"`, `\` or control
// character or DEL, and no lead byte 0xC2, 0xD8 or 0xE2, which may start a C1 control or a bidi control that the writer
// escapes too): the JSON writer copies such a run whole. A plain loop the compiler vectorises.
size_t pushsim_json_plain_run(const unsigned char *bytes, size_t length) {
  size_t index = 0;
  for (; length - index >= 16; index += 16) {
    unsigned char special = 0;
    for (int offset = 0; offset < 16; offset++) {
      unsigned char byte = bytes[index + offset];
      special |= (byte < 0x20) | (byte == '"') | (byte == '\\') | (byte == 0x7F) | (byte == 0xC2) | (byte == 0xD8) | (byte == 0xE2);
    }
    if (special) break;
  }
  while (index < length && bytes[index] >= 0x20 && bytes[index] != '"' && bytes[index] != '\\' && bytes[index] != 0x7F && bytes[index] != 0xC2 &&
         bytes[index] != 0xD8 && bytes[index] != 0xE2)
    index++;
  return index;
}
