/**
 * The value a lookup table holds for a key that comes from the user (a component name, a platform, a format):
 * only the table's own entries, never what every object inherits (`constructor`, `__proto__`, `toString`).
 */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}
