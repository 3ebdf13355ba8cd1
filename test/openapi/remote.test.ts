import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CheckOptions } from '../../src/engine.js'
import { messages, withSite } from '../helpers.js'

const petstore = `openapi: 3.1.0
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    get:
      responses:
        '200':
          description: The pets.
`

/** Remote specs come from this local server: no test reaches the network. */
const routes: Record<string, (respond: (status: number, body: string) => void) => void> = {
  '/pets.yaml': (respond) => respond(200, petstore),
  '/struct.yaml': (respond) => respond(200, petstore.replace('      responses:', '      sumary: Pets\n      responses:')),
  '/broken.yaml': (respond) => respond(200, 'openapi: 3.1.0\ninfo: {title: x\n'),
  '/gone.yaml': (respond) => respond(404, 'Not here'),
  // Never answers: only the time limit ends the request.
  '/slow.yaml': () => undefined
}

let server: Server
let base: string
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    const route = routes[request.url ?? '']
    if (!route) return void response.writeHead(404).end()
    route((status, body) => response.writeHead(status, { 'content-type': 'application/yaml' }).end(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

/** Where the `index`th entry of `openapi` is written in the docs.json of messagesUsing. */
function entry(index: number, url: string): string {
  return `docs.json ${4 + index}:5-${4 + index}:${5 + JSON.stringify(url).length}`
}

/** The messages of a site whose docs.json lists `specs` and whose pages refer to `GET /pets`, three times. */
function messagesUsing(specs: string[], options: CheckOptions = {}, extra: Record<string, string> = {}): Promise<string[]> {
  const page = (title: string) => `---\ntitle: ${title}\ndescription: About pets.\nopenapi: GET /pets\n---\n`
  const files = {
    'docs.json': JSON.stringify({ name: 'Pets', openapi: specs, navigation: [{ group: 'API', pages: ['a', 'b', 'c'] }] }, null, 2) + '\n',
    'a.mdx': page('A'),
    'b.mdx': page('B'),
    'c.mdx': page('C'),
    ...extra
  }
  return withSite(files, (root) => messages(root, [root], options))
}

describe('remote OpenAPI files', () => {
  it('are fetched once per run, however many pages refer to them, and resolve references', async () => {
    requests.length = 0
    expect(await messagesUsing([`${base}/pets.yaml`])).toEqual([])
    expect(requests).toEqual(['/pets.yaml'])
  })

  it('are reported on their docs.json entry when they cannot be fetched, or are not valid, with the place in the fetched file', async () => {
    expect(await messagesUsing([`${base}/gone.yaml`, `${base}/broken.yaml`, `${base}/struct.yaml`])).toEqual([
      `${entry(0, `${base}/gone.yaml`)} openapi-missing error: Cannot fetch \`${base}/gone.yaml\`: the server answered 404 Not Found`,
      `${entry(1, `${base}/broken.yaml`)} openapi-syntax error: In \`${base}/broken.yaml\` at 3:1: Cannot parse the spec as YAML: deficient indentation`,
      `${entry(2, `${base}/struct.yaml`)} openapi/struct error: In \`${base}/struct.yaml\` at 8:7: Property \`sumary\` is not expected here. Did you mean \`summary\`?`
    ])
  })

  it('are given up after --timeout seconds, with a message that says so', async () => {
    expect(await messagesUsing([`${base}/slow.yaml`], { timeout: 0.3 })).toEqual([
      `${entry(0, `${base}/slow.yaml`)} openapi-missing error: Cannot fetch \`${base}/slow.yaml\`: no answer within 0.3 s (a longer limit: \`--timeout <seconds>\`; no remote files: \`--offline\`)`
    ])
  })

  it('are not fetched offline: the spec gets an information message and the references to it are not checked', async () => {
    requests.length = 0
    expect(await messagesUsing([`${base}/pets.yaml`], { offline: true })).toEqual([
      `${entry(0, `${base}/pets.yaml`)} openapi-missing info: Not checked: \`${base}/pets.yaml\` is a remote OpenAPI file, not fetched with \`--offline\``
    ])
    expect(requests).toEqual([])
  })

  it('referred to by a local spec are not fetched offline either: information, not an unresolved $ref', async () => {
    requests.length = 0
    const spec = petstore.replace("          description: The pets.\n", `          description: The pets.\n          content:\n            application/json:\n              schema:\n                $ref: '${base}/pets.yaml'\n`)
    expect(await messagesUsing(['openapi.yaml'], { offline: true }, { 'openapi.yaml': spec })).toEqual([
      `openapi.yaml 14:17-14:${25 + `${base}/pets.yaml`.length} openapi/no-unresolved-refs info: Can't resolve $ref: \`${base}/pets.yaml\` not fetched (\`--offline\`)`
    ])
    expect(requests).toEqual([])
  })
})
