/** The value of a JSON text, or undefined when it is no JSON (a cache line damaged or edited by hand). */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
