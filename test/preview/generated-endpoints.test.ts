import { beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkSites } from '../../src/engine.js'
import type { PreviewResult } from '../../src/preview/build.js'
import { exampleOf } from '../../src/preview/endpoint/example-value.js'
import { Refs } from '../../src/preview/endpoint/refs.js'
import { generatedSections, urlPart } from '../../src/site/generated-endpoints.js'
import type { Site } from '../../src/site/model.js'
import { buildFixture, buildSite, page, textOf } from './render.js'

/**
 * Endpoint pages generated from an `openapi` element without pages (test/fixtures/sites/api-generated: a tab
 * whose `openapi` is `{source: specs/store.yaml, directory: Reference}`, a group whose `openapi` is
 * specs/admin.yaml), the playground's cookie and form inputs, request examples that mark the base URL, and a
 * spec whose `$ref`s lead to other files.
 */
const fixture = path.resolve('test/fixtures/sites/api-generated')

/** The navigation file's sections, each as its groups' titles and links (method, label, href). */
function navigationOf(script: string): { groups: string[]; links: string[] }[] {
  const sections = JSON.parse(script.replace(/^window\.docslintNav=/, '').replace(/;\s*$/, '')) as string[]
  return sections.map((html) => ({
    groups: [...html.matchAll(/class="nav-group-title"><span>([^<]*)<\/span>/g)].map((match) => match[1]),
    links: [...html.matchAll(/<a class="nav-link[^"]*" href="([^"]*)">(.*?)<\/a>/g)].map((match) => `${textOf(match[2].replace(/<\/span><span>/g, ' '))} ${match[1]}`)
  }))
}

describe('generated endpoint pages (test/fixtures/sites/api-generated)', () => {
  let result: PreviewResult
  let read: (file: string) => string
  let site: Site
  beforeAll(async () => {
    ;({ result, read } = await buildFixture(fixture))
    site = (await checkSites({ paths: [fixture], cwd: fixture })).sites[0]
  })

  it('gives each operation of the spec a page at /<directory>/<tag>/<summary>, grouped by first tag; x-excluded gets none, x-hidden is built', () => {
    const sections = generatedSections(site)
    expect(sections.map((section) => [section.path.join('.'), section.kind, section.spec.name, section.divisions.map((division) => division.name)])).toEqual([
      ['navigation.tabs.0.groups.1', 'group', 'specs/admin.yaml', ['Guides']],
      ['navigation.tabs.1', 'tab', 'specs/store.yaml', ['API reference']]
    ])
    expect(sections.map((section) => section.groupsOfPages.map((group) => [group.name, group.endpoints.map((page) => `${page.url} ${page.title}${page.hidden ? ' (hidden)' : ''}`)]))).toEqual([
      [['API Reference', ['/api-reference/rotate-key Rotate key']]],
      [
        // Declared tags first, in the spec's order; a tag's `x-displayName` labels its group, its name stays in the URL.
        ['Stock', ['/reference/stock/list-stock List stock', '/reference/stock/adjust-stock Adjust stock', '/reference/stock/get-stock GET /stock/{sku}']],
        ['Orders and payments', ['/reference/orders/place-an-order Place an order', '/reference/orders/upload-a-receipt Upload a receipt']],
        ['API Reference', ['/reference/health-check Health check', '/reference/reindex Reindex (hidden)']]
      ]
    ])
    expect(result.pages).toBe(2 + 1 + 7)
    expect(result.files.filter((file) => file.endsWith('.html')).sort()).toEqual([
      'api-reference/rotate-key.html',
      'guides/orders.html',
      'index.html',
      'reference/health-check.html',
      'reference/orders/place-an-order.html',
      'reference/orders/upload-a-receipt.html',
      'reference/reindex.html',
      'reference/stock/adjust-stock.html',
      'reference/stock/get-stock.html',
      'reference/stock/list-stock.html'
    ])
  })

  it('lists the generated pages in the sidebar with method badges: a tab gets a group per tag, a group gets them nested; x-hidden is left out', () => {
    const [guides, reference] = navigationOf(read('_docslint/navigation.js'))
    expect(guides.groups).toEqual(['Start', 'Admin API', 'API Reference'])
    expect(guides.links).toEqual(['Depot index.html', 'Orders guides/orders.html', 'POST Rotate key api-reference/rotate-key.html'])
    expect(reference.groups).toEqual(['Stock', 'Orders and payments', 'API Reference'])
    expect(reference.links).toEqual([
      'GET List stock reference/stock/list-stock.html',
      'POST Adjust stock reference/stock/adjust-stock.html',
      'GET GET /stock/{sku} reference/stock/get-stock.html',
      'POST Place an order reference/orders/place-an-order.html',
      'PUT Upload a receipt reference/orders/upload-a-receipt.html',
      'GET Health check reference/health-check.html'
    ])
    // The tab bar leads to the first generated page; the generated page is in its tab.
    const order = read('reference/orders/place-an-order.html')
    expect(order).toMatch(/<a href="..\/stock\/list-stock.html" class="tab-link active" aria-current="page">API reference<\/a>/)
  })

  it('follows $refs to other files of the site (a whole file, and a schema of another spec)', () => {
    const text = textOf(read('reference/orders/place-an-order.html'))
    expect(text).toContain('linesobject[]requiredWhat is ordered.')
    expect(text).toContain('skustringThe stock-keeping unit ordered.')
    expect(text).toContain('codestringrequiredA code a program can test.')
    expect(text).toContain('"sku": "TEA-001"')
    expect(textOf(read('reference/stock/list-stock.html'))).toContain('"quantity": 2')
  })

  it('shows a fenced code block of a description as a code block of a page (highlighted, copy button)', () => {
    const html = read('reference/orders/place-an-order.html')
    const description = html.slice(html.indexOf('<div class="endpoint-description">'), html.indexOf('<form class="playground"'))
    expect(description).toMatch(/^<div class="endpoint-description"><p>Places an order for the lines given. From a terminal:<\/p><div class="code-block" data-title="bash" data-label="bash"><div class="code-bar"><span class="code-title">bash<\/span><button class="copy"/)
    expect(description).toContain('<pre class="shiki ')
    expect(textOf(description)).toContain('depot orders place --line TEA-001')
  })

  it('shows the spec\'s own code samples (x-codeSamples) first among the request examples', () => {
    const html = read('reference/stock/list-stock.html')
    const request = html.slice(html.indexOf('<div class="example request-example">'), html.indexOf('<div class="example response-example">'))
    expect([...request.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1])).toEqual(['SDK', 'cURL', 'JavaScript', 'Python'])
    expect(textOf(request)).toContain('const stock = await depot.stock.list({ warehouse: "north" });')
  })

  it('marks the base URL in every request example, for the playground to change', () => {
    const html = read('reference/orders/place-an-order.html')
    expect([...html.matchAll(/<span class="example-base-url">([^<]*)<\/span>/g)].map((match) => match[1])).toEqual(Array(3).fill('https://api.depot.example.com'))
  })

  it('gives a cookie parameter an input that says the browser cannot send it, and sends it in the code samples', () => {
    const html = read('reference/orders/place-an-order.html')
    expect(html).toContain('<legend>Cookies</legend><p class="pg-group-note">Your browser does not let a page set the Cookie header')
    expect(html).toMatch(/<label for="pg-cookie-session"><code>session<\/code><\/label><span class="pg-note">required<\/span><\/div><input class="pg-param" id="pg-cookie-session" type="text" data-in="cookie" data-name="session"/)
    const text = textOf(html)
    expect(text).toContain("--cookie 'session=<string>'")
    expect(text).toContain('Cookie: "session=<string>"')
    expect(text).toContain('cookies = {\n    "session": "<string>"\n}')
  })

  it('gives a multipart body an input per field (a file input for format: binary), and a form-urlencoded body one per field', () => {
    const upload = read('reference/orders/upload-a-receipt.html')
    expect(upload).toContain('<fieldset class="pg-group pg-form" data-content-type="multipart/form-data"><legend>Body (multipart/form-data)</legend>')
    expect(upload).toContain('<input class="pg-field" id="pg-form-file" type="file" data-name="file" data-file="">')
    expect(upload).toMatch(/<input class="pg-field" id="pg-form-note" type="text" data-name="note"/)
    expect(upload).not.toContain('pg-body-input')
    // The code samples send a multipart form, not text; the client writes Content-Type with the boundary.
    const text = textOf(upload)
    expect(text).toContain("--form 'file=@file' \\\n  --form 'note=<string>'")
    expect(text).toContain('const form = new FormData();\nform.append("file", fileInput.files[0]);\nform.append("note", "<string>");')
    expect(text).toContain('files = {\n    "file": open("file", "rb")\n}')
    expect(text).toContain('requests.put(url, data=payload, files=files, headers=headers)')
    expect(text).not.toContain('Content-Type: multipart')
    const adjust = read('reference/stock/adjust-stock.html')
    expect([...adjust.matchAll(/<input class="pg-field" id="[^"]*" type="(\w+)" data-name="(\w+)"/g)].map((match) => `${match[2]}:${match[1]}`)).toEqual(['sku:text', 'delta:text'])
  })

  it('the links to generated pages are no broken links, and a link to a page that no operation generates still is', async () => {
    const config = {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Depot',
      colors: { primary: '#1D4ED8' },
      navigation: { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: 'store.yaml' }] }
    }
    const spec = 'openapi: 3.1.0\ninfo: {title: Store, version: "1"}\npaths:\n  /orders:\n    get:\n      summary: List orders\n      tags: [Orders]\n      responses:\n        "200": {description: The orders.}\n'
    const { result } = await buildSite(config, { 'index.mdx': page('Home', 'See [the orders](/api-reference/orders/list-orders).\n'), 'store.yaml': spec })
    expect(result.files).toContain('api-reference/orders/list-orders.html')
    const { files } = await checkSites({ paths: [fixture], cwd: fixture })
    expect(files.flatMap((file) => file.messages)).toEqual([])
  })
})

describe('$refs to other files', () => {
  const config = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Depot', colors: { primary: '#1D4ED8' }, navigation: { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: 'store.yaml' }] } }
  const spec = (schema: string) =>
    `openapi: 3.1.0\ninfo: {title: Store, version: "1"}\npaths:\n  /nodes:\n    get:\n      summary: List nodes\n      responses:\n        "200":\n          description: The nodes.\n          content:\n            application/json:\n              schema:\n                $ref: '${schema}'\n`

  it('are never followed out of the site root: the page is built without what is outside', async () => {
    // buildSite's root is a new folder of the system's temporary folder: `../outside.yaml` is there, beside it.
    writeFileSync(path.join(tmpdir(), 'outside.yaml'), 'type: object\nproperties:\n  token:\n    type: string\n    description: OUTSIDE_SECRET\n')
    const { read } = await buildSite(config, { 'index.mdx': page('Home'), 'store.yaml': spec('../outside.yaml') })
    const html = read('api-reference/list-nodes.html')
    expect(html).toContain('The nodes.')
    expect(html).not.toContain('OUTSIDE_SECRET')
  })

  it('are followed through a cycle of files, the recursion cut where a schema comes back', async () => {
    const files = {
      'index.mdx': page('Home'),
      'store.yaml': spec('./node.yaml'),
      'node.yaml': 'type: object\nproperties:\n  name:\n    type: string\n    description: The node name.\n  children:\n    type: array\n    items:\n      $ref: ./child.yaml\n',
      'child.yaml': 'type: object\nproperties:\n  parent:\n    $ref: ./node.yaml\n  weight:\n    type: integer\n    description: The child weight.\n'
    }
    const { read } = await buildSite(config, files)
    const text = textOf(read('api-reference/list-nodes.html'))
    expect(text).toContain('The node name.')
    expect(text).toContain('The child weight.')
  })
})

describe('example values', () => {
  it('an `allOf` of one array schema (a description beside it) gives the array, not an empty object', () => {
    const refs = new Refs({ components: { schemas: { Tags: { type: 'array', items: { type: 'string' }, example: ['user_1'] } } } })
    expect(exampleOf({ type: 'object', properties: { tags: { allOf: [{ $ref: '#/components/schemas/Tags' }], description: 'Tags.' } } }, refs, 'request')).toEqual({ tags: ['user_1'] })
    expect(exampleOf({ allOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'object', properties: { b: { type: 'boolean' } } }] }, refs, 'request')).toEqual({ a: 123, b: true })
  })
})

describe('the URL part of a summary or tag', () => {
  it.each([
    ['Get user', 'get-user'],
    ["List a user's (recent) posts, v1.2", 'list-a-users-recent-posts-v12'],
    ['Stock / adjust', 'stock--adjust'],
    ['Ask? & answer:', 'ask?-&-answer:']
  ])('%s -> %s', (text, part) => expect(urlPart(text)).toBe(part))
})
