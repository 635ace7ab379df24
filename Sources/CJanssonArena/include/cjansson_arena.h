#pragma once

/// Arena slots for jansson's allocations during a parse, owned by the tree until it is released (arena.c).

/// Installs the arena allocator (once, before any jansson value exists); 0 when it is off (AddressSanitizer).
int cjansson_install_arena(void);
/// Starts a parse on this thread: jansson's allocations come from a free slot until `cjansson_arena_pause`.
/// Returns the slot, or -1 when none is free.
int cjansson_arena_begin(void);
/// Ends the parse's allocations; 1 when some fell back to malloc (the tree then needs json_decref).
int cjansson_arena_pause(void);
/// Returns the slot once its tree is gone.
void cjansson_arena_release(int slot);

#include <stddef.h>
/// The first occurrence of `needle` in `haystack`, or NULL (glibc memmem; bytes.c). Not about jansson, but this
/// is the project's C target.
const void *pushsim_find_bytes(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// Quotes that open or close a string in JSON text (not escaped by a backslash) (strings.c).
size_t pushsim_count_quotes(const unsigned char *bytes, size_t length);
/// Keys and string values in a jansson tree (a `json_t *`); SIZE_MAX when out of memory (strings.c).
size_t pushsim_tree_strings(void *root);
/// How many bytes from the start a JSON string holds unescaped (no `"`, `\` or control character) (bytes.c).
size_t pushsim_json_plain_run(const unsigned char *bytes, size_t length);

// For each template tag [starts[i], ends[i]) (sorted, not overlapping), whether it stands inside a JSON string and the
// last significant byte before it outside strings (0 when none); tags' own bytes do not change the string state.
void pushsim_template_tag_context(const unsigned char *bytes, size_t length, const size_t *starts, const size_t *ends, size_t count,
                                  unsigned char *inside_string, unsigned char *previous, unsigned char *container);
