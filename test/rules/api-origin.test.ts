import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

/** A page written for an endpoint, with `api:` on its line 4. */
const apiPage = (api: string) => `---\ntitle: "Collect"\ndescription: "Collect an event."\napi: "${api}"\n---\n\nSends an event.\n`
const navigation = [{ group: 'Start', pages: ['index', 'collect'] }]
const index = '---\ntitle: "Home"\ndescription: "Start here."\n---\n\nWelcome.\n'

/** A seed-format site whose docs.json has these `api` settings (and `openapi` when a spec is given). */
function site(api: object, written: string, spec?: string): Record<string, string> {
  return {
    'docs.json': docsJson({ api, ...(spec ? { openapi: 'openapi.yaml' } : {}), navigation }),
    'index.mdx': index,
    'collect.mdx': apiPage(written),
    ...(spec ? { 'openapi.yaml': spec } : {})
  }
}

/** A spec with these servers at its top level, and an operation with its own. */
const specWithServers = (servers: string, operationServers = '') =>
  `openapi: 3.1.0\ninfo: {title: Acme, version: '1'}\nservers:\n${servers}paths:\n  /uploads:\n    post:\n${operationServers}      responses:\n        '201': {description: The upload.}\n`

testRule('api-origin', {
  valid: [
    { name: 'a path after the base URL', files: site({ baseUrl: 'https://api.acme.com' }, 'POST /collect') },
    { name: 'a URL on the base URL’s origin, written in capitals with the default port', files: site({ baseUrl: 'https://api.acme.com/v1' }, 'POST HTTPS://API.Acme.com:443/v2/collect') },
    { name: 'a URL on the second of two base URLs', files: site({ baseUrl: ['https://api.acme.com', 'https://sandbox.acme.com'] }, 'POST https://sandbox.acme.com/collect') },
    {
      name: 'a URL on a server of the spec, its variable set to its default',
      files: site({}, 'GET https://eu.acme.com/status', specWithServers("  - url: 'https://{region}.acme.com'\n    variables:\n      region: {default: eu}\n"))
    },
    {
      name: 'a URL on a server of one operation of the spec',
      files: site({}, 'PUT https://uploads.acme.com/files/a', specWithServers('  - url: https://api.acme.com\n', '      servers:\n        - url: https://uploads.acme.com\n'))
    },
    {
      name: 'current format: a URL on `api.mdx.server`',
      files: { 'docs.json': currentJson({ api: { mdx: { server: 'https://api.acme.com' } } }), 'index.mdx': apiPage('POST https://api.acme.com/collect') }
    }
  ],
  invalid: [
    {
      name: 'a URL on another origin than the base URL, on the `api:` value',
      files: site({ baseUrl: 'https://api.acme.com', auth: { method: 'bearer' } }, 'POST https://other.example/collect'),
      messages: [
        {
          file: 'collect.mdx',
          at: '4:6-4:42',
          reason:
            '`api:` sends requests to `https://other.example`, which is not the origin of a base URL (`api.baseUrl`) or of a server of the OpenAPI specs (`https://api.acme.com`): the playground asks readers before it sends their credential there. Add it to `api.baseUrl` if it serves the API, or write the path alone (`POST /collect`)'
        }
      ]
    },
    {
      name: 'a URL when docs.json has no base URL and there is no spec',
      files: site({}, 'GET http://localhost:8080/health'),
      messages: [
        {
          file: 'collect.mdx',
          at: '4:6-4:40',
          reason:
            '`api:` sends requests to `http://localhost:8080`, but docs.json has no base URL (`api.baseUrl`) and no OpenAPI spec has a server: the playground asks readers before it sends their credential there. Add it to `api.baseUrl` if it serves the API'
        }
      ]
    },
    {
      name: 'a host that only starts with the server’s',
      files: site({}, 'DELETE https://api.acme.com.evil.example/users/{id}', specWithServers('  - url: https://api.acme.com/v1\n')),
      messages: [
        {
          file: 'collect.mdx',
          at: '4:6-4:59',
          reason:
            '`api:` sends requests to `https://api.acme.com.evil.example`, which is not the origin of a base URL (`api.baseUrl`) or of a server of the OpenAPI specs (`https://api.acme.com`): the playground asks readers before it sends their credential there. Add it to `api.baseUrl` if it serves the API, or write the path alone (`DELETE /users/{id}`)'
        }
      ]
    },
    {
      name: 'current format: a URL on another origin than `api.mdx.server`',
      files: { 'docs.json': currentJson({ api: { mdx: { server: ['https://api.acme.com', 'http://127.0.0.1:4010'] } } }), 'index.mdx': apiPage('POST https://other.example/collect?x=1') },
      messages: [
        {
          file: 'index.mdx',
          at: '4:6-4:46',
          reason:
            '`api:` sends requests to `https://other.example`, which is not the origin of a base URL (`api.mdx.server`) or of a server of the OpenAPI specs (`https://api.acme.com` and `http://127.0.0.1:4010`): the playground asks readers before it sends their credential there. Add it to `api.mdx.server` if it serves the API, or write the path alone (`POST /collect?x=1`)'
        }
      ]
    }
  ]
})
