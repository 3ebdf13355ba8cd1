/**
 * The spec of issue 32, item 7: schemas that fan out, Level0 ... Level<levels - 1>, each with ten properties
 * `p0`...`p9` that refer to the next (the last one's are strings), read by `POST /things` as its body and its
 * response. Six levels name a million fields in 3 KB. With `anyOf`, each level is instead an `anyOf` of `width`
 * references to the next: options of options, with no property between them (the fuzz suite's shape).
 */
export function fanOutSpec(levels: number, way: 'properties' | 'anyOf' = 'properties', width = 10): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Array.from({ length: levels }, (_, level) => {
      const next = level + 1 < levels ? { $ref: `#/components/schemas/Level${level + 1}` } : { type: 'string' }
      const targets = Array.from({ length: width }, () => next)
      return [`Level${level}`, way === 'anyOf' ? { anyOf: targets } : { type: 'object', properties: Object.fromEntries(targets.map((target, index) => [`p${index}`, target])) }]
    })
  )
  const body = { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } }
  return {
    openapi: '3.0.3',
    info: { title: 'Fan', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: { '/things': { post: { summary: 'Create a thing', requestBody: { content: body }, responses: { '200': { description: 'ok', content: body } } } } },
    components: { schemas }
  }
}
