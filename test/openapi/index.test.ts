import { describe, expect, it } from '@jest/globals'
import { endpointsOf, indexEndpoints, referenceTo, resolveReference, type Resolution } from '../../src/openapi/endpoint-index.js'
import type { SiteOpenApi, Spec, SpecLoad } from '../../src/openapi/model.js'
import { endpointOf } from '../../src/site/navigation.js'

describe('the endpoints of a spec', () => {
  it('are the operations of paths, webhooks and x-webhooks, following path items defined elsewhere', async () => {
    const spec = {
      paths: {
        '/users': { summary: 'Users', parameters: [], get: {}, post: {} },
        '/users/{id}': { $ref: '#/components/pathItems/User' },
        '/orders': { $ref: 'orders.yaml' },
        '/nothing': { $ref: 'missing.yaml' }
      },
      webhooks: { 'user.created': { post: {} } },
      'x-webhooks': { 'order.paid': { put: {} } },
      components: { pathItems: { User: { get: {}, delete: {} } } }
    }
    const others: Record<string, unknown> = { 'orders.yaml': { get: {} } }
    const deref = async (ref: string) => (ref.startsWith('#/') ? spec.components.pathItems.User : others[ref])
    expect(await endpointsOf(spec, deref)).toEqual([
      { method: 'GET', path: '/users', pointer: '#/paths/~1users/get' },
      { method: 'POST', path: '/users', pointer: '#/paths/~1users/post' },
      { method: 'GET', path: '/users/{id}', pointer: '#/paths/~1users~1{id}' },
      { method: 'DELETE', path: '/users/{id}', pointer: '#/paths/~1users~1{id}' },
      { method: 'GET', path: '/orders', pointer: '#/paths/~1orders' },
      { method: 'POST', webhook: 'user.created', pointer: '#/webhooks/user.created/post' },
      { method: 'PUT', webhook: 'order.paid', pointer: '#/x-webhooks/order.paid/put' }
    ])
  })
})

const loaded = { state: 'loaded' } as SpecLoad

function spec(name: string, endpoints: string[], load: SpecLoad = loaded): Spec {
  return {
    name,
    location: `/site/${name}`,
    remote: false,
    load,
    problems: [],
    endpoints: endpoints.map((written) => ({ ...endpointOf(written)!, pointer: '#/' }))
  }
}

function openapi(specs: Spec[], configured = true): SiteOpenApi {
  return { specs, index: indexEndpoints(specs), files: new Map(), configured }
}

/** A resolution as a line: its kind, and the specs and endpoints it names. */
function summary(resolution: Resolution): string {
  switch (resolution.kind) {
    case 'found':
    case 'ambiguous':
      return `${resolution.kind}: ${resolution.endpoints.map((endpoint) => referenceTo(openapi([]).index, endpoint, endpoint.spec.name)).join(', ')}`
    case 'unknown':
      return `unknown in ${resolution.searched.map((s) => s.name).join(', ')}${resolution.unread.length ? ` (unread ${resolution.unread.map((s) => s.name).join(', ')})` : ''}; closest ${resolution.closest ? referenceTo(openapi([]).index, resolution.closest) : 'none'}`
    case 'unknown-spec':
      return `unknown spec; closest ${resolution.closest ?? 'none'}`
    default:
      return resolution.kind
  }
}

describe('an endpoint reference', () => {
  const site = openapi([
    spec('openapi.yaml', ['GET /users', 'POST /users', 'GET /users/{id}', 'webhook user.created']),
    spec('v2/admin.json', ['GET /users', 'DELETE /admin/users/{userId}/']),
    spec('broken.yaml', [], { state: 'syntax', reason: '', place: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } }, text: '' })
  ])

  it.each([
    ['openapi.yaml GET /users/{id}', 'found: openapi.yaml GET /users/{id}'],
    ['openapi GET /users/{id}/', 'found: openapi.yaml GET /users/{id}'],
    ['/openapi.yaml get /users/{id}', 'found: openapi.yaml GET /users/{id}'],
    ['GET /users/{id}', 'found: openapi.yaml GET /users/{id}'],
    ['v2/admin DELETE /admin/users/{userId}', 'found: v2/admin.json DELETE /admin/users/{userId}/'],
    ['webhook user.created', 'found: openapi.yaml webhook user.created'],
    ['GET /users', 'ambiguous: openapi.yaml GET /users, v2/admin.json GET /users'],
    ['v2/admin GET /users', 'found: v2/admin.json GET /users'],
    ['openapi GET /user/{userId}', 'unknown in openapi.yaml; closest GET /users/{id}'],
    ['PATCH /users/{userId}', 'unknown in openapi.yaml, v2/admin.json (unread broken.yaml); closest GET /users/{id}'],
    // Another event, not a slip of one: nothing suggested (`user.deleted` is two letters from `user.created`).
    ['webhook user.deleted', 'unknown in openapi.yaml, v2/admin.json (unread broken.yaml); closest none'],
    ['webhook user.craeted', 'unknown in openapi.yaml, v2/admin.json (unread broken.yaml); closest webhook user.created'],
    ['GET /usres/{id}', 'unknown in openapi.yaml, v2/admin.json (unread broken.yaml); closest GET /users/{id}'],
    ['opneapi GET /users', 'unknown spec; closest openapi.yaml'],
    ['v4 GET /users', 'unknown spec; closest none'],
    ['broken GET /users', 'unchecked']
  ])('%s', (written, expected) => {
    expect(summary(resolveReference(site, endpointOf(written)!))).toBe(expected)
  })

  it('without a spec, is reported when the site has no spec, and not checked when docs.json was not read', () => {
    expect(summary(resolveReference(openapi([]), endpointOf('GET /users')!))).toBe('no-specs')
    expect(summary(resolveReference(openapi([], false), endpointOf('GET /users')!))).toBe('unchecked')
  })
})
