#include "cjansson_arena.h"
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>

// MARK: - Counting strings, for repeated keys (JSONParser.load)
//
// jansson keeps the last value of a repeated key. Whether it dropped a member is told by counting: every string token
// of the text (key or value) is two unescaped quotes, every key and string value of the tree one string, and a dropped
// member takes at least its key with it. Written in C because the count runs for every linted file: the text's loop
// is vectorised by the compiler, the tree's walk calls jansson directly.

size_t pushsim_count_quotes(const unsigned char *bytes, size_t length) {
  size_t quotes = 0, index = 0;
  unsigned backslashes = 0;
  // Blocks of 64 bytes with byte-wide tallies, which the compiler vectorises (a block's tally fits a byte); no escape
  // can hide a quote unless the text has a backslash.
  for (; length - index >= 64; index += 64) {
    unsigned char block_quotes = 0, block_backslashes = 0;
    for (int offset = 0; offset < 64; offset++) {
      block_quotes += bytes[index + offset] == '"';
      block_backslashes |= bytes[index + offset] == '\\';
    }
    quotes += block_quotes;
    backslashes |= block_backslashes;
  }
  for (; index < length; index++) {
    quotes += bytes[index] == '"';
    backslashes |= bytes[index] == '\\';
  }
  if (!backslashes) return quotes;
  // A backslash occurs only inside a string in valid JSON and escapes the byte after it.
  quotes = 0;
  for (index = 0; index < length; index++) {
    if (bytes[index] == '\\') {
      index++;
    } else if (bytes[index] == '"') {
      quotes++;
    }
  }
  return quotes;
}

size_t pushsim_tree_strings(void *tree) {
  json_t *root = tree;
  // An explicit stack: a document may nest 200,000 deep.
  size_t capacity = 64, depth = 0, count = 0;
  json_t **stack = malloc(capacity * sizeof *stack);
  if (!stack || !root) {
    free(stack);
    return SIZE_MAX;
  }
  stack[depth++] = root;
  while (depth > 0) {
    json_t *node = stack[--depth];
    size_t children = 0;
    if (json_is_object(node)) {
      children = json_object_size(node);
      count += children;
    } else if (json_is_array(node)) {
      children = json_array_size(node);
    } else {
      count += json_is_string(node);
      continue;
    }
    if (children > capacity - depth) {
      while (children > capacity - depth) capacity *= 2;
      json_t **grown = realloc(stack, capacity * sizeof *stack);
      if (!grown) {
        free(stack);
        return SIZE_MAX;
      }
      stack = grown;
    }
    if (json_is_object(node)) {
      for (void *iterator = json_object_iter(node); iterator; iterator = json_object_iter_next(node, iterator)) {
        json_t *child = json_object_iter_value(iterator);
        if (child) stack[depth++] = child;
      }
    } else {
      for (size_t index = 0; index < children; index++) {
        json_t *child = json_array_get(node, index);
        if (child) stack[depth++] = child;
      }
    }
  }
  free(stack);
  return count;
}
