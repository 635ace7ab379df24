#include "cjansson_arena.h"
#include <jansson.h>

// MARK: - A per-thread arena for jansson's allocations (issue 11: speed)
//
// A parse allocates every value, key and hash bucket separately, and frees them all again right
// after pushsim has copied the tree; half of that time is malloc and free. While a parse is active
// on a thread, jansson's allocations come from that thread's arena (256 KiB, mapped once per thread)
// and its frees of arena memory cost nothing; a parse that needs more falls back to malloc, and
// free still frees what malloc gave. Off under AddressSanitizer, which must see every allocation.
#include <stdlib.h>
#include <sys/mman.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CJANSSON_NO_ARENA 1
#endif
#endif

enum { cjansson_arena_size = 256 * 1024 };

typedef struct {
  char *base;
  size_t used;
  int active;
} cjansson_arena;

static __thread cjansson_arena cjansson_thread_arena;

static void *cjansson_arena_malloc(size_t size) {
  cjansson_arena *arena = &cjansson_thread_arena;
  size_t need = (size + 15) & ~(size_t)15;
  if (arena->active && need >= size && need <= cjansson_arena_size - arena->used) {
    void *pointer = arena->base + arena->used;
    arena->used += need;
    return pointer;
  }
  return malloc(size);
}

static void cjansson_arena_free(void *pointer) {
  cjansson_arena *arena = &cjansson_thread_arena;
  if (arena->base && (char *)pointer >= arena->base && (char *)pointer < arena->base + cjansson_arena_size) return;
  free(pointer);
}

/// Installs the arena allocator (once, before any jansson value exists); false when it is off.
int cjansson_install_arena(void) {
#ifdef CJANSSON_NO_ARENA
  return 0;
#else
  json_set_alloc_funcs(cjansson_arena_malloc, cjansson_arena_free);
  return 1;
#endif
}

/// Starts a parse on this thread: allocations come from the arena until `cjansson_arena_end`.
void cjansson_arena_begin(void) {
  cjansson_arena *arena = &cjansson_thread_arena;
  if (!arena->base) {
    void *mapped = mmap(NULL, cjansson_arena_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) return;
    arena->base = (char *)mapped;
  }
  arena->used = 0;
  arena->active = 1;
}

/// Ends the parse: every value of it must have been released (`json_decref`) by now.
void cjansson_arena_end(void) {
  cjansson_thread_arena.active = 0;
  cjansson_thread_arena.used = 0;
}
