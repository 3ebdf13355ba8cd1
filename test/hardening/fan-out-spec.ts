/**
 * The spec of issue 32, item 7: schemas that fan out, Level0 ... Level<levels - 1>, each with ten properties
 * `p0`...`p9` that refer to the next (the last one's are strings), read by `POST /things` as its body and its
 * response. Six levels name a million fields in 3 KB.
 */
export function fanOutSpec(levels: number): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Array.from({ length: levels }, (_, level) => {
      const next = level + 1 < levels ? { $ref: `#/components/schemas/Level${level + 1}` } : { type: 'string' }
      return [`Level${level}`, { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`p${index}`, next])) }]
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
