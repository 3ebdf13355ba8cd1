/** A plain JSON object: an object that is neither null nor an array (as parsed JSON and YAML give them). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
