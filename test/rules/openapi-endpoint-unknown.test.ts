import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const users = `openapi: 3.1.0
info: {title: Users, version: '1'}
paths:
  /users:
    get:
      responses:
        '200': {description: The users.}
  /users/{id}:
    delete:
      responses:
        '204': {description: Deleted.}
webhooks:
  user.created:
    post:
      responses:
        '200': {description: Received.}
`
const endpointPage = (reference: string) => `---\ntitle: The endpoint\ndescription: What it does.\nopenapi: ${reference}\n---\n`
/** A site with the users spec (and any other file given), whose navigation lists `entries`. */
const site = (entries: string[], files: Record<string, string> = {}) => ({
  'docs.json': docsJson({ ...navigationOf('index', ...entries), openapi: ['openapi.yaml', ...Object.keys(files).filter((name) => name.endsWith('.yaml'))] }),
  'index.mdx': page('Welcome.\n'),
  'openapi.yaml': users,
  ...files
})

testRule('openapi-endpoint-unknown', {
  valid: [
    {
      name: 'an endpoint named by its spec file\'s name without folder and extension',
      files: {
        'docs.json': docsJson({ ...navigationOf('index', 'api/stats'), openapi: ['/openapi/builder.json'] }),
        'index.mdx': page('Welcome.\n'),
        'api/stats.mdx': endpointPage('builder GET /v1/stats'),
        'openapi/builder.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'Builder', version: '1' }, paths: { '/v1/stats': { get: { responses: { '200': { description: 'The stats.' } } } } } })
      }
    },
    {
      name: 'with no `openapi` setting, endpoints of the specs the site holds (found as the site generator finds them), by name or not',
      files: {
        'docs.json': docsJson(navigationOf('index', 'api/users', 'api/delete')),
        'index.mdx': page('Welcome.\n'),
        'api/users.mdx': endpointPage('GET /users'),
        'api/delete.mdx': endpointPage('users DELETE /users/{id}'),
        'specs/users.yaml': users,
        'data/settings.json': '{"openapi": "not a version", "paths": {}}'
      }
    },
    {
      name: 'references with and without the spec, its extension, a trailing slash, and a webhook',
      files: site(['GET /users', 'openapi DELETE /users/{id}/', 'api/users', 'api/webhook'], {
        'api/users.mdx': endpointPage('"/openapi.yaml get /users"'),
        'api/webhook.mdx': endpointPage('webhook user.created')
      })
    }
  ],
  invalid: [
    {
      name: 'a page reference to no operation, on its value, with the closest',
      files: site(['api/user'], { 'api/user.mdx': endpointPage('GET /user') }),
      messages: [{ file: 'api/user.mdx', at: '4:10-4:19', reason: '`openapi:` `GET /user`: no operation `GET /user` in `openapi.yaml`; did you mean `GET /users`?' }]
    },
    {
      name: 'a navigation entry naming no spec of the site, with the closest',
      files: site(['opnapi GET /users']),
      messages: [{ file: 'docs.json', at: '8:9-8:28', reason: 'Navigation entry `opnapi GET /users`: `opnapi` is no OpenAPI file of the site (the specs are `openapi.yaml`); did you mean `openapi GET /users`?' }]
    },
    {
      name: 'a reference that is no endpoint reference',
      files: site(['api/user'], { 'api/user.mdx': endpointPage('GET users') }),
      messages: [
        {
          file: 'api/user.mdx',
          at: '4:10-4:19',
          reason: '`openapi:` `GET users` is not an endpoint reference: write `[spec] METHOD /path` (`GET /users`, `openapi.yaml GET /users`) or `[spec] webhook name`'
        }
      ]
    },
    {
      name: 'a reference two specs define, as a warning',
      files: site(['GET /users'], { 'admin.yaml': users }),
      messages: [
        {
          file: 'docs.json',
          at: '8:9-8:21',
          severity: 'warn',
          reason: 'Navigation entry `GET /users` is defined in 2 specs, `openapi.yaml` and `admin.yaml`: name the one you mean (`openapi GET /users` or `admin GET /users`)'
        }
      ]
    },
    {
      name: 'a reference on a site with no spec',
      files: { 'docs.json': docsJson(navigationOf('index', 'GET /users')), 'index.mdx': page('Welcome.\n') },
      messages: [
        {
          file: 'docs.json',
          at: '8:9-8:21',
          reason: 'Navigation entry `GET /users` cannot be found: docs.json lists no OpenAPI file in `openapi`, and the site has none (a `.json`, `.yaml` or `.yml` file with `openapi:` at its top level)'
        }
      ]
    },
    {
      name: 'with no `openapi` setting, an operation that none of the specs found in the site has',
      files: {
        'docs.json': docsJson(navigationOf('index', 'api/stats')),
        'index.mdx': page('Welcome.\n'),
        'api/stats.mdx': endpointPage('GET /stats'),
        'specs/users.yaml': users,
        'node_modules/pkg/openapi.yaml': users.replace('/users:', '/stats:')
      },
      // `/stats` is another operation, not a slip of `/users`: nothing suggested.
      messages: [{ file: 'api/stats.mdx', at: '4:10-4:20', reason: '`openapi:` `GET /stats`: no operation `GET /stats` in `specs/users.yaml`' }]
    }
  ]
})
