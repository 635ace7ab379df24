#pragma once

/// A per-thread arena for jansson's allocations during one parse (arena.c).

/// Installs the arena allocator (once, before any jansson value exists); 0 when it is off (AddressSanitizer).
int cjansson_install_arena(void);
/// Starts a parse on this thread: jansson's allocations come from the arena until `cjansson_arena_end`.
void cjansson_arena_begin(void);
/// Ends the parse: every value of it must have been released (`json_decref`) by now.
void cjansson_arena_end(void);
