#define _GNU_SOURCE
#include "cjansson_arena.h"
#include <string.h>

// glibc's memmem (two-way search, vectorised), which Swift's Glibc module does not export.
const void *pushsim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  if (!haystack || !needle) return NULL;
  return memmem(haystack, haystack_length, needle, needle_length);
}

// The length of the run of bytes from the start that a JSON string can hold as they are (no `"`, `\` or control
// character or DEL, no `#`, which may start a `##[` the writer escapes, and no lead byte 0xC2, 0xD8 or 0xE2, which may
// start a C1 control or a bidi control that the writer escapes too): the JSON writer copies such a run whole.
// A plain loop the compiler vectorises.
size_t pushsim_json_plain_run(const unsigned char *bytes, size_t length) {
  size_t index = 0;
  for (; length - index >= 16; index += 16) {
    unsigned char special = 0;
    for (int offset = 0; offset < 16; offset++) {
      unsigned char byte = bytes[index + offset];
      special |= (byte < 0x20) | (byte == '"') | (byte == '\\') | (byte == 0x7F) | (byte == '#') | (byte == 0xC2) | (byte == 0xD8) |
                 (byte == 0xE2);
    }
    if (special) break;
  }
  while (index < length && bytes[index] >= 0x20 && bytes[index] != '"' && bytes[index] != '\\' && bytes[index] != 0x7F && bytes[index] != '#' &&
         bytes[index] != 0xC2 && bytes[index] != 0xD8 && bytes[index] != 0xE2)
    index++;
  return index;
}

// The JSON string state at each template tag (TemplateTags.opaque): one pass over the bytes, the tags skipped.
void pushsim_template_tag_context(const unsigned char *bytes, size_t length, const size_t *starts, const size_t *ends, size_t count,
                                  unsigned char *inside_string, unsigned char *previous, unsigned char *container) {
  int in_string = 0;
  unsigned char last = 0;
  // The innermost open container ('{' or '['), tracked to a depth of 256 (deeper: the tag counts as in an object).
  unsigned char stack[256];
  size_t depth = 0;
  size_t index = 0, next = 0;
  while (index < length && next < count) {
    if (index == starts[next]) {
      inside_string[next] = (unsigned char)in_string;
      previous[next] = last;
      container[next] = depth == 0 ? 0 : (depth <= 256 ? stack[depth - 1] : '{');
      // A tag where a value goes reads as a string value (TemplateTags.standsForValue); one around members is blanked.
      unsigned char inner = container[next];
      if (!in_string && ends[next] - starts[next] >= 2 && (last == ':' || (inner == '[' && (last == '[' || last == ','))))
        last = '"';
      index = ends[next] > index ? ends[next] : index + 1;
      next++;
      while (next < count && starts[next] < index) {
        inside_string[next] = 1;  // overlapped: left as it is
        previous[next] = 0;
        container[next] = 0;
        next++;
      }
      continue;
    }
    unsigned char byte = bytes[index];
    if (in_string) {
      if (byte == '\\') { index += 2; continue; }
      if (byte == '"') { in_string = 0; last = byte; }
    } else {
      if (byte == '"') in_string = 1;
      else if (byte == '{' || byte == '[') { if (depth < 256) stack[depth] = byte; depth++; }
      else if (byte == '}' || byte == ']') { if (depth > 0) depth--; }
      if (byte != ' ' && byte != '\t' && byte != '\n' && byte != '\r') last = byte;
    }
    index++;
  }
  for (; next < count; next++) { inside_string[next] = 1; previous[next] = 0; container[next] = 0; }
}
