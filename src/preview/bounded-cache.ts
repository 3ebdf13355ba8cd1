/**
 * A cache that keeps the most recently used entries within a budget: each entry has a size (in whatever unit
 * the caller counts), and the least recently used go when a new one would pass the budget. A Map iterates in
 * insertion order, so moving an entry to the end on each use makes the first one the least recently used.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, { value: T; size: number }>()
  private used = 0

  constructor(readonly budget: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Whether the cache holds `key`, without counting it as a use. */
  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Keeps `value` unless it alone is over the budget. */
  set(key: string, value: T, size: number): void {
    if (size > this.budget) return
    const previous = this.entries.get(key)
    if (previous) {
      this.entries.delete(key)
      this.used -= previous.size
    }
    for (const [oldest, entry] of this.entries) {
      if (this.used + size <= this.budget) break
      this.entries.delete(oldest)
      this.used -= entry.size
    }
    this.entries.set(key, { value, size })
    this.used += size
  }

  get size(): number {
    return this.entries.size
  }
}
