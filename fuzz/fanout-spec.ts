/**
 * The `openapi-fanout` family (issue 32, item 7): small specs whose schemas fan out, each level's schema
 * pointing `fanout` times to the next level's (3 to 9 levels, 2 to 12 each), through `properties`, `allOf`,
 * `oneOf`, `anyOf`, `items` and `additionalProperties`, sometimes through a chain of `$ref`s, sometimes back
 * to the first level (a cycle). A few kilobytes of text stand for up to 12^9 rendered schema nodes: the
 * check and the build (always) must stay within time and memory.
 */
import type { Random } from '../bench/random.js'
import type { FuzzCase } from './case.js'

const WAYS = ['properties', 'allOf', 'oneOf', 'anyOf', 'items', 'additionalProperties'] as const
type Way = (typeof WAYS)[number]

type Schema = Record<string, unknown>

export function openapiFanout(random: Random): Pick<FuzzCase, 'files' | 'build'> {
  const depth = random.int(3, 9)
  const fanout = random.int(2, 12)
  const distinct = random.chance(0.5)
  const cycle = random.chance(0.25)
  const mixed = random.chance(0.3)
  const way = random.pick(WAYS)
  const schemas: Record<string, Schema> = {}
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
  const nameOf = (level: number, index: number) => `L${level}_${distinct ? index : 0}`
  for (let level = 0; level < depth; level++) {
    for (let index = 0; index < (distinct ? fanout : 1); index++) {
      const targets = Array.from({ length: fanout }, (_, branch) => (level + 1 < depth ? ref(nameOf(level + 1, branch)) : cycle ? ref(nameOf(0, branch)) : { type: 'string' }))
      schemas[nameOf(level, index)] = fannedOut(mixed ? random.pick(WAYS) : way, targets)
    }
  }
  // A chain of $refs before the first level: each one more indirection the renderer follows.
  let root = nameOf(0, 0)
  for (let link = random.int(0, 3); link > 0; link--) {
    schemas[`Alias${link}`] = ref(root)
    root = `Alias${link}`
  }
  const json = { 'application/json': { schema: ref(root) } }
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Fan-out', version: '1.0.0' },
    servers: [{ url: 'https://api.acme.example.com' }],
    paths: {
      '/users/{id}': {
        get: {
          operationId: 'getUser',
          summary: 'Get a user',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            ...(random.chance(0.3) ? [{ name: 'filter', in: 'query', content: json }] : [])
          ],
          ...(random.chance(0.3) ? { requestBody: { content: json } } : {}),
          responses: { '200': { description: 'The user.', content: json } }
        }
      }
    },
    components: { schemas }
  }
  return { files: { 'openapi.yaml': JSON.stringify(spec, null, 2) }, build: true }
}

/** A schema that points to each of `targets` in one way. */
function fannedOut(way: Way, targets: Schema[]): Schema {
  const named = (wrap: (target: Schema) => Schema) => ({ type: 'object', properties: Object.fromEntries(targets.map((target, index) => [`p${index}`, wrap(target)])) })
  switch (way) {
    case 'properties':
      return named((target) => target)
    case 'items':
      return named((target) => ({ type: 'array', items: target }))
    case 'additionalProperties':
      return named((target) => ({ type: 'object', additionalProperties: target }))
    default:
      return { [way]: targets }
  }
}
