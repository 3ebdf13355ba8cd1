import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'
import { OpenApiSession } from '../../src/openapi/session.js'
import { buildSite } from '../../src/site/model.js'
import { messages, specSite, twoProblems, withSite } from '../helpers.js'

describe('the OpenAPI stage', () => {
  it('lints only the specs whose messages can be reported, and indexes all of them', async () => {
    const [quiet, linted] = await withSite(specSite(twoProblems), async (root) => {
      const files = await check({ paths: [root], cwd: root })
      const site = buildSite(root, files.find((file) => file.basename === 'docs.json')!, files)
      const load = (lints: boolean) => new OpenApiSession({ timeout: 10, offline: false, lints: () => lints }).load(site)
      return [await load(false), await load(true)]
    })
    expect([quiet.specs[0].problems.length, linted.specs[0].problems.length]).toEqual([0, 2])
    expect([...quiet.index.byKey.keys()]).toEqual(['GET /a'])
  })

  it('indexes each operation with its spec and the place it is defined', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites/openapi')
    const files = await check({ paths: [root], cwd: root })
    const site = buildSite(root, files.find((file) => file.basename === 'docs.json')!, files)
    const { index } = await new OpenApiSession({ timeout: 10, offline: false, lints: () => false }).load(site)
    const where = (key: string) => index.byKey.get(key)!.map((endpoint) => `${endpoint.spec.name} ${endpoint.pointer} ${JSON.stringify(endpoint.spec.locate!(endpoint.pointer))}`)
    expect(where('DELETE /users/{id}')).toEqual([
      'openapi.yaml #/paths/~1users~1{id}/delete {"start":{"line":31,"column":5},"end":{"line":31,"column":11}}'
    ])
    expect(where('webhook user.created')).toEqual([
      'openapi.yaml #/webhooks/user.created/post {"start":{"line":38,"column":5},"end":{"line":38,"column":9}}'
    ])
    expect(where('GET /users').map((line) => line.split(' ')[0])).toEqual(['openapi.yaml', 'specs/external.json'])
  })

  it('reads a spec that a reference names even when docs.json does not list it, and lints it', async () => {
    const files = {
      'docs.json': JSON.stringify({ name: 'API', navigation: [{ group: 'API', pages: ['a', 'api/v2 GET /a', 'api/v2 GET /b'] }] }),
      'a.mdx': '---\ntitle: A\ndescription: The a endpoint.\nopenapi: /api/v2.yaml GET /a\n---\n',
      'api/v2.yaml': twoProblems
    }
    expect(await withSite(files, (root) => messages(root))).toEqual([
      'api/v2.yaml 8:7-8:13 openapi/struct error: Property `sumary` is not expected here. Did you mean `summary`?',
      "api/v2.yaml 11:11-11:46 openapi/no-unresolved-refs error: Can't resolve $ref",
      'docs.json 1:73-1:88 openapi-endpoint-unknown error: Navigation entry `api/v2 GET /b`: no operation `GET /b` in `api/v2.yaml`; did you mean `api/v2 GET /a`?'
    ])
  })

  it('relative paths in messages follow the folder the check runs in', async () => {
    await withSite(specSite(twoProblems), async (root) => {
      const files = await check({ paths: [root], cwd: path.dirname(root) })
      expect(files.map((file) => file.path)).toEqual([`${path.basename(root)}/docs.json`, `${path.basename(root)}/spec.yaml`])
    })
  })
})
