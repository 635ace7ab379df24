/* make bench's floor: the least any jansson-based linter must do. Reads each file named on stdin (one path per
   line) into an exact-size buffer, parses it with json_loadb (any value, NUL allowed, and duplicates rejected, the
   flag a jansson linter needs to report repeated keys; pushsim instead parses without it and compares the strings
   of the text with those of the tree, see JSONParser.load), frees the tree. Exit 0 when every file parsed, 1 otherwise. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char path[4096];
  int failed = 0;
  while (fgets(path, sizeof path, stdin)) {
    path[strcspn(path, "\n")] = 0;
    FILE *file = fopen(path, "rb");
    if (!file) { failed = 1; continue; }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *buffer = malloc(size > 0 ? (size_t)size : 1);
    size_t got = buffer ? fread(buffer, 1, (size_t)size, file) : 0;
    fclose(file);
    json_error_t error;
    json_t *root = buffer ? json_loadb(buffer, got, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_ALLOW_NUL, &error) : NULL;
    if (!root) failed = 1; else json_decref(root);
    free(buffer);
  }
  return failed;
}
