/**
 * Runs `make` with no stack trace captured for the errors it creates. A VFileMessage is an Error, whose
 * constructor captures the stack only for vfile-message to overwrite it with '' (vfile-message 4): a site with
 * tens of thousands of messages paid that capture for each, and again for each that came back from a page
 * worker or the cache (4 µs a message, three times the rest of making it).
 */
export function withoutStackTrace<T>(make: () => T): T {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  try {
    return make()
  } finally {
    Error.stackTraceLimit = limit
  }
}
