import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

/** A spec with these security schemes (YAML flow mappings, by name). */
const specWith = (schemes: Record<string, string>) =>
  `openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  securitySchemes:\n${Object.entries(schemes)
    .map(([name, scheme]) => `    ${name}: ${scheme}\n`)
    .join('')}`
const bearer = '{type: http, scheme: bearer}'
const apiKey = (name: string) => `{type: apiKey, in: header, name: ${name}}`
/** A site whose docs.json sets `api.auth` and lists the spec. */
const site = (auth: object, spec: string) => ({ 'docs.json': docsJson({ api: { auth }, openapi: 'openapi.yaml' }), 'index.mdx': page('Welcome.\n'), 'openapi.yaml': spec })
/** The same in the current format: `api.mdx.auth`, the spec in `api.openapi`. */
const currentSite = (auth: object, spec: string) => ({ 'docs.json': currentJson({ api: { openapi: 'openapi.yaml', mdx: { auth } } }), 'index.mdx': page('Welcome.\n'), 'openapi.yaml': spec })

testRule('openapi-auth-mismatch', {
  valid: [
    { name: 'current format: bearer, with an HTTP bearer scheme', files: currentSite({ method: 'bearer' }, specWith({ bearerAuth: bearer })) },
    { name: 'bearer, with an HTTP bearer scheme', files: site({ method: 'bearer' }, specWith({ bearerAuth: bearer })) },
    { name: 'an API key whose header name differs only in case', files: site({ method: 'key', name: 'x-api-key' }, specWith({ bearerAuth: bearer, keyAuth: apiKey('X-Api-Key') })) },
    { name: 'basic, with a Swagger 2.0 basic scheme', files: site({ method: 'basic', name: 'user:pass' }, 'swagger: "2.0"\ninfo: {title: T, version: "1"}\npaths: {}\nsecurityDefinitions:\n  basicAuth: {type: basic}\n') },
    { name: 'no api.auth', files: site({}, specWith({ bearerAuth: bearer })) }
  ],
  invalid: [
    {
      name: 'current format: an API key when the spec takes a bearer token, on api.mdx.auth.method',
      files: currentSite({ method: 'key', name: 'X-Api-Key' }, specWith({ bearerAuth: bearer })),
      messages: [{ file: 'docs.json', at: '21:19-21:24', reason: '`api.mdx.auth.method` is `key` (an API key named `X-Api-Key`), but no security scheme of `openapi.yaml` takes it: `bearerAuth` is HTTP bearer; use `bearer`' }]
    },
    {
      name: 'an API key when the spec takes a bearer token, on the method, with the method to use',
      files: site({ method: 'key', name: 'X-Api-Key' }, specWith({ bearerAuth: bearer })),
      messages: [
        {
          file: 'docs.json',
          at: '13:17-13:22',
          reason: '`api.auth.method` is `key` (an API key named `X-Api-Key`), but no security scheme of `openapi.yaml` takes it: `bearerAuth` is HTTP bearer; use `bearer`'
        }
      ]
    },
    {
      name: 'an API key of another name, with the name to set',
      files: site({ method: 'key', name: 'Authorization' }, specWith({ keyAuth: apiKey('X-Api-Key') })),
      messages: [
        {
          file: 'docs.json',
          at: '13:17-13:22',
          reason: '`api.auth.method` is `key` (an API key named `Authorization`), but no security scheme of `openapi.yaml` takes it: `keyAuth` is an API key `X-Api-Key` in the header; set `api.auth.name` to `X-Api-Key`'
        }
      ]
    },
    {
      name: 'a spec with no security scheme',
      files: site({ method: 'bearer' }, "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths: {}\n"),
      messages: [
        {
          file: 'docs.json',
          at: '13:17-13:25',
          reason: '`api.auth.method` is `bearer`, but `openapi.yaml` defines no security scheme (`components.securitySchemes`): the playground would send credentials the API does not declare'
        }
      ]
    }
  ]
})
