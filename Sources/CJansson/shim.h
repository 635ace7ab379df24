#pragma once
#include <jansson.h>

/// json_typeof is a macro, which Swift does not import.
static inline json_type cjansson_typeof(const json_t *json) { return json_typeof(json); }

/// Flags for the strict parser: accept any top-level value (the caller reports a non-object
/// top level itself) and keep \u0000 escapes inside string values (RFC 8259 allows them).
static inline size_t cjansson_strict_flags(void) { return JSON_DECODE_ANY | JSON_ALLOW_NUL; }

/// json_error_code is an inline function over the error text's last byte; wrap it for Swift.
static inline int cjansson_error_code(const json_error_t *error) {
  return (int)json_error_code(error);
}
static inline int cjansson_error_null_byte_in_key(void) { return (int)json_error_null_byte_in_key; }

