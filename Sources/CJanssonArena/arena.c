#include "cjansson_arena.h"
#include <jansson.h>

// MARK: - Arenas for jansson's allocations (issue 11: speed)
//
// A parse allocates every value, key and hash bucket separately, and frees them all again when the
// tree goes; half of that time is malloc and free. While a parse is active on a thread, jansson's
// allocations come from an arena slot that parse owns: a bump pointer in one of `slot_count` slots of
// 256 KiB, all in one region mapped once (pages are touched only as slots fill). The tree keeps its slot
// until it is released (`cjansson_arena_release`), from any thread, so a lint rule can read jansson's
// tree directly. A free of arena memory costs nothing; a parse that outgrows its slot, or finds every
// slot taken, falls back to malloc, and free still frees what malloc gave. Off under AddressSanitizer,
// which must see every allocation.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CJANSSON_NO_ARENA 1
#endif
#endif

enum { slot_size = 256 * 1024, slot_count = 64 };

static char *region;
static pthread_once_t region_once = PTHREAD_ONCE_INIT;
static atomic_int slot_busy[slot_count];

static __thread int current_slot = -1;
static __thread int preferred_slot = -1;
static __thread size_t slot_used;
static __thread int fell_back;

static void map_region(void) {
  void *mapped = mmap(NULL, (size_t)slot_size * slot_count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  region = mapped == MAP_FAILED ? NULL : (char *)mapped;
}

static void *cjansson_arena_malloc(size_t size) {
  size_t need = (size + 15) & ~(size_t)15;
  if (current_slot >= 0 && need >= size && need <= slot_size - slot_used) {
    void *pointer = region + (size_t)current_slot * slot_size + slot_used;
    slot_used += need;
    return pointer;
  }
  if (current_slot >= 0) fell_back = 1;
  return malloc(size);
}

static void cjansson_arena_free(void *pointer) {
  if (region && (char *)pointer >= region && (char *)pointer < region + (size_t)slot_size * slot_count) return;
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

static int take(int slot) {
  int expected = 0;
  return atomic_compare_exchange_strong(&slot_busy[slot], &expected, 1);
}

/// Starts a parse on this thread: allocations come from a free slot until `cjansson_arena_pause`.
/// Returns the slot, or -1 when none is free (the parse then uses malloc).
int cjansson_arena_begin(void) {
  pthread_once(&region_once, map_region);
  current_slot = -1;
  fell_back = 0;
  if (!region) return -1;
  int slot = -1;
  if (preferred_slot >= 0 && take(preferred_slot)) {
    slot = preferred_slot;
  } else {
    for (int index = 0; index < slot_count; index++) {
      if (take(index)) {
        slot = index;
        break;
      }
    }
  }
  if (slot < 0) return -1;
  preferred_slot = slot;
  current_slot = slot;
  slot_used = 0;
  return slot;
}

/// Ends the parse's allocations (the slot stays taken by the tree); 1 when some came from malloc,
/// so the tree must be released with json_decref.
int cjansson_arena_pause(void) {
  current_slot = -1;
  int result = fell_back;
  fell_back = 0;
  return result;
}

/// Gives the slot back once its tree is gone (json_decref'd when `cjansson_arena_pause` said so).
void cjansson_arena_release(int slot) {
  if (slot >= 0 && slot < slot_count) atomic_store(&slot_busy[slot], 0);
}
