import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'
import { messages } from '../helpers.js'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites')
const site = path.join(fixtures, 'openapi')

describe('the OpenAPI checks on the openapi fixture site', () => {
  it('report the specs, the endpoint references and the auth method, each where it is written', async () => {
    expect(await messages(site)).toEqual([
      'api/list-users.mdx 4:10-4:22 openapi-endpoint-unknown warn: `openapi:` `GET /users` is defined in 2 specs, `openapi.yaml` and `specs/external.json`: name the one you mean (`openapi GET /users` or `specs/external GET /users`)',
      'api/malformed.mdx 4:10-4:21 openapi-endpoint-unknown error: `openapi:` `GET users` is not an endpoint reference: write `[spec] METHOD /path` (`GET /users`, `openapi.yaml GET /users`) or `[spec] webhook name`',
      'api/nope.mdx 4:10-4:21 openapi-endpoint-unknown error: `openapi:` `GET /nope`: no operation `GET /nope` in `openapi.yaml`, `specs/struct.yaml`, `specs/cycle.yaml` and `specs/external.json` (`specs/syntax.yaml`, `specs/missing.yaml` and `../outside.yaml` could not be read)',
      'api/other-spec.mdx 4:10-4:33 openapi-endpoint-unknown error: `openapi:` `v4-openapi GET /users`: `v4-openapi` is no OpenAPI file of the site (the specs are `openapi.yaml`, `specs/struct.yaml`, `specs/syntax.yaml`, `specs/missing.yaml`, `specs/cycle.yaml`, `specs/external.json` and `../outside.yaml`); did you mean `openapi GET /users`?',
      'api/webhooks.mdx 4:10-4:45 openapi-endpoint-unknown error: `openapi:` `openapi.yaml webhook user.deleted`: no webhook `user.deleted` in `openapi.yaml`',
      'docs.json 4:25-4:30 openapi-auth-mismatch warn: `api.auth.method` is `key` (an API key named `X-Api-Key`), but no security scheme of `openapi.yaml`, `specs/struct.yaml`, `specs/cycle.yaml` and `specs/external.json` takes it: `bearerAuth` is HTTP bearer; use `bearer`',
      'docs.json 10:5-10:25 openapi-missing error: OpenAPI file `specs/missing.yaml` does not exist in the site (paths in `openapi` start from the folder of docs.json)',
      'docs.json 13:5-13:22 nav-outside-root error: OpenAPI file `../outside.yaml` leaves the site root: it climbs out of the site root with `..`',
      'docs.json 28:9-28:29 openapi-endpoint-unknown error: Navigation entry `openapi POST /user`: no operation `POST /user` in `openapi.yaml`; did you mean `openapi POST /users`?',
      "specs/cycle.yaml 26:13-26:43 openapi/no-unresolved-refs error: Can't resolve $ref: it never reaches a value, each `$ref` leading to the next (`#/components/responses/Failure` → `#/components/responses/Error` → `#/components/responses/Failure`); make one of them a definition",
      "specs/external.json 12:18-12:58 openapi/no-unresolved-refs error: Can't resolve $ref: `specs/shared/gone.yaml` does not exist in the site",
      "specs/external.json 13:18-13:50 openapi/no-unresolved-refs error: Can't resolve $ref: `../outside.yaml` leaves the site root: it climbs out of the site root with `..`",
      'specs/shared/user.yaml 5:16-5:18 openapi/struct error: The value of the minLength field must be greater than or equal to 0',
      'specs/struct.yaml 8:7-8:13 openapi/struct error: Property `sumary` is not expected here. Did you mean `summary`?',
      'specs/struct.yaml 22:41-22:51 openapi/struct error: Expected type `boolean` but got `string`.',
      'specs/syntax.yaml 9:5-9:5 openapi-syntax error: Cannot parse the spec as YAML: deficient indentation'
    ])
  })

  it('resolve the references that are right: a spec without its extension, a trailing slash, a leading `/`', async () => {
    const found = await messages(site)
    for (const page of ['api/get-user.mdx', 'api/orders.mdx']) expect(found.filter((line) => line.startsWith(page))).toEqual([])
    expect(found.filter((line) => line.includes('DELETE /users/{id}/'))).toEqual([])
  })

  it('report a named spec alone, a file a spec refers to, and a named page alone', async () => {
    expect(await messages(site, [path.join(site, 'specs/struct.yaml')])).toEqual([
      'specs/struct.yaml 8:7-8:13 openapi/struct error: Property `sumary` is not expected here. Did you mean `summary`?',
      'specs/struct.yaml 22:41-22:51 openapi/struct error: Expected type `boolean` but got `string`.'
    ])
    expect(await messages(site, [path.join(site, 'specs/shared/user.yaml')])).toEqual([
      'specs/shared/user.yaml 5:16-5:18 openapi/struct error: The value of the minLength field must be greater than or equal to 0'
    ])
    const files = await check({ paths: [path.join(site, 'api/nope.mdx')], cwd: site })
    expect(files.map((file) => file.path)).toEqual(['api/nope.mdx'])
    expect(files[0].messages.map((message) => message.ruleId)).toEqual(['openapi-endpoint-unknown'])
  })

  it('give each message a docs URL, openapi/<rule> that of the openapi family', async () => {
    const files = await check({ paths: [path.join(site, 'specs')], cwd: site })
    const urls = new Set(files.flatMap((file) => file.messages.map((message) => `${message.ruleId} ${message.url}`)))
    expect([...urls].sort()).toEqual([
      'openapi-syntax https://github.com/docslint/docslint/blob/main/docs/rules/openapi-syntax.md',
      'openapi/no-unresolved-refs https://github.com/docslint/docslint/blob/main/docs/rules/openapi.md',
      'openapi/struct https://github.com/docslint/docslint/blob/main/docs/rules/openapi.md'
    ])
  })

  it('report nothing on the example site, whose spec and endpoint entry are valid', async () => {
    expect(await messages(path.resolve(fixtures, '../../../examples/acme'))).toEqual([])
  })
})
