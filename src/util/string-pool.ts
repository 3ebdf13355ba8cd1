/**
 * One copy of each string in the results the main thread keeps for the site stage. A page's result arrives as a
 * copy (from a worker thread, or parsed from the cache), so every page brings its own copies of the strings
 * pages share (component names, rule ids and docs URLs, common headings and links): on the 3,000-page generated
 * site they were 5.8 of the 13 MB of strings left live after the check.
 */

/** Strings longer than this are left as they are: they are rarely shared, and looking one up reads it whole. */
const MAX_SHARED_LENGTH = 200

export class StringPool {
  private readonly strings = new Map<string, string>()

  /** `value` with each string in it (in arrays and plain objects, at any depth) replaced by the pool's copy; arrays and objects are changed in place. */
  shared<T>(value: T): T {
    return this.visit(value) as T
  }

  private visit(value: unknown): unknown {
    if (typeof value === 'string') return this.string(value)
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) value[index] = this.visit(value[index])
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      for (const key of Object.keys(record)) {
        const item = record[key]
        if (typeof item !== 'string') this.visit(item)
        // An own `__proto__` (front matter may have one) is set by defining it: assigning it would set the prototype.
        else if (key === '__proto__') Object.defineProperty(record, key, { value: this.string(item), writable: true, enumerable: true, configurable: true })
        else record[key] = this.string(item)
      }
    }
    return value
  }

  private string(value: string): string {
    if (value.length > MAX_SHARED_LENGTH) return value
    const known = this.strings.get(value)
    if (known !== undefined) return known
    this.strings.set(value, value)
    return value
  }
}
