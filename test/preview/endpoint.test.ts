import { beforeAll, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { toHtml } from 'hast-util-to-html'
import type { PreviewResult } from '../../src/preview/build.js'
import { markdownBlocks } from '../../src/preview/endpoint/markdown.js'
import { buildFixture, buildSite, page, textOf } from './render.js'

const fixture = path.resolve('test/fixtures/sites/api-preview')

/** The HTML from `start` to the `end` that closes it (the first one after it), icons shortened to `<svg>`. */
function region(html: string, start: string, end: string): string {
  const from = html.indexOf(start)
  if (from < 0) return ''
  return html.slice(from, html.indexOf(end, from) + end.length).replace(/<svg[^>]*>.*?<\/svg>/g, '<svg>')
}

/** The texts of an element's matches, in order (`<code class="field-name">` gives the field names). */
const texts = (html: string, open: string, close: string) => {
  const found: string[] = []
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) found.push(textOf(html.slice(at, html.indexOf(close, at))))
  return found
}

/** The code of each panel of the request or the response examples, as text. */
const exampleCode = (html: string, kind: 'request' | 'response') =>
  html
    .split('<div class="example ')
    .filter((part) => part.startsWith(`${kind}-example`))
    .flatMap((part) => texts(part, '<pre', '</pre>'))

const main = (html: string) => region(html, '<main id="content"', '</main>')
const aside = (html: string) => region(html, '<aside class="page-side"', '</aside>')

describe('endpoint pages (test/fixtures/sites/api-preview)', () => {
  let result: PreviewResult
  let read: (file: string) => string
  beforeAll(async () => {
    ;({ result, read } = await buildFixture(fixture))
  })

  it('writes a page for the endpoint the navigation names, beside the pages of its group, and the playground script', () => {
    expect(result.pages).toBe(4)
    expect(result.files).toEqual([
      '_docslint/components.css',
      '_docslint/minisearch.js',
      '_docslint/navigation.js',
      '_docslint/playground.js',
      '_docslint/script.js',
      '_docslint/search.js',
      '_docslint/search/0/meta.js',
      '_docslint/search/0/s0.js',
      '_docslint/search/0/t0.js',
      '_docslint/style.css',
      'api/create-pet.html',
      'api/get-a-pet.html',
      'api/send-alert.html',
      'index.html'
    ])
  })

  it('links the endpoint entries of the navigation with method badges, the pages with `openapi:` and `api:` too', () => {
    expect(region(read('api/get-a-pet.html'), '<div class="nav-group depth-0"><p class="nav-group-title"><span>Pets</span>', '</ul>')).toBe(
      '<div class="nav-group depth-0"><p class="nav-group-title"><span>Pets</span></p><ul>' +
        '<li><a class="nav-link nav-api" href="create-pet.html"><span class="method method-post">POST</span><span>Create a pet</span></a></li>' +
        '<li><a class="nav-link active nav-api" href="get-a-pet.html" aria-current="page"><span class="method method-get">GET</span><span>Get a pet</span></a></li>' +
        '<li><a class="nav-link nav-api" href="send-alert.html"><span class="method method-post">POST</span><span>Send an alert</span></a></li>' +
        '</ul>'
    )
  })

  describe('a page made for a navigation entry (`GET /pets/{petId}`)', () => {
    let html: string
    beforeAll(() => (html = read('api/get-a-pet.html')))

    it('shows the summary as its title, the method badge and the URL, and the description', () => {
      expect(region(html, '<header class="page-header">', '</header>')).toBe('<header class="page-header"><h1>Get a pet</h1></header>')
      expect(region(html, '<div class="endpoint-bar">', '</code></div>')).toBe(
        '<div class="endpoint-bar"><span class="method method-get">GET</span><code class="endpoint-url"><span class="endpoint-base">https://api.pets.example.com</span><span class="endpoint-path">/pets/{petId}</span></code></div>'
      )
      expect(region(html, '<div class="endpoint-description">', '</div>')).toBe('<div class="endpoint-description"><p>Returns one pet by its id, with its owner.</p></div>')
    })

    it('shows the authorization, then the parameters by location with type, required, allowed values and description', () => {
      const sections = texts(main(html), '<h2 ', '</h2>')
      expect(sections).toEqual(['Authorizations#', 'Path parameters#', 'Query parameters#', 'Headers#', 'Response#'])
      expect(region(main(html), '<h2 id="authorizations">', '</div></div>')).toBe(
        '<h2 id="authorizations">Authorizations<a class="heading-anchor" href="#authorizations" aria-label="Link to Authorizations">#</a></h2>' +
          '<div class="field schema-field"><div class="field-head"><code class="field-name">Authorization</code><span class="field-location">header</span><span class="field-type">string</span><span class="field-required">required</span></div>' +
          '<div class="field-body"><p>Bearer authentication: <code>Bearer &#x3C;token></code>, where <code>&#x3C;token></code> is your auth token.</p><p>An API key from your dashboard.</p></div></div>'
      )
      expect(region(main(html), '<h2 id="query-parameters">', '</div></div>')).toBe(
        '<h2 id="query-parameters">Query parameters<a class="heading-anchor" href="#query-parameters" aria-label="Link to Query parameters">#</a></h2>' +
          '<div class="field schema-field"><div class="field-head"><code class="field-name">include</code><span class="field-type">enum&#x3C;string></span></div>' +
          '<div class="field-body"><p>Related records to include in the answer.</p><p class="field-enum">Available options: <code>owner</code>, <code>visits</code></p></div></div>'
      )
      expect(textOf(region(main(html), '<h2 id="path-parameters">', '</div></div>'))).toBe("Path parameters#petIdstringrequiredThe pet's id.")
      expect(textOf(region(main(html), '<h2 id="headers">', '</div></div>'))).toBe('Headers#X-Request-Idstring<uuid>An id you choose, echoed back in the answer.')
    })

    it('shows every response by status with its description and schema: allOf merged, $refs followed, a schema inside itself cut', () => {
      const responses = texts(main(html), '<div class="response-status">', '</h3>')
      expect(responses).toEqual(['200#', '404#'])
      const ok = region(main(html), '<h3 id="response-200">', '<div class="response-status"><h3 id="response-404">')
      expect(texts(ok, '<code class="field-name">', '</code>')).toEqual(['name', 'kind', 'tags', 'microchip', 'iso', 'legacy', 'id', 'owner', 'id', 'name', 'pets'])
      expect(region(ok, '<details class="expandable schema-children">', '</details>')).toBe(
        '<details class="expandable schema-children"><summary>Show child attributes</summary><div class="expandable-body">' +
          '<div class="field schema-field"><div class="field-head"><code class="field-name">id</code><span class="field-type">string</span></div></div>' +
          '<div class="field schema-field"><div class="field-head"><code class="field-name">name</code><span class="field-type">string</span></div></div>' +
          '<div class="field schema-field"><div class="field-head"><code class="field-name">pets</code><span class="field-type">object[]</span></div>' +
          "<div class=\"field-body\"><p>The owner's other pets.</p><p class=\"schema-note\">The same as <code>Pet</code> above (it contains itself).</p></div></div></div></details>"
      )
      expect(textOf(region(main(html), '<h3 id="response-404">', '</div></div></div>'))).toBe(
        '404#application/jsonNo pet has this id.codestringrequiredA code a program can compare.messagestringrequiredWhat went wrong, for people.'
      )
    })

    it('writes the request in cURL, JavaScript and Python, from the first base URL with the credential as a placeholder', () => {
      expect(exampleCode(aside(html), 'request')).toEqual([
        "curl --request GET \\\n  --url 'https://api.pets.example.com/pets/{petId}' \\\n  --header 'Authorization: Bearer <token>'",
        'const options = {\n  method: "GET",\n  headers: {Authorization: "Bearer <token>"}\n};\n\nfetch("https://api.pets.example.com/pets/{petId}", options)\n' +
          '  .then((response) => response.json())\n  .then((response) => console.log(response))\n  .catch((error) => console.error(error));',
        'import requests\n\nurl = "https://api.pets.example.com/pets/{petId}"\n\nheaders = {\n    "Authorization": "Bearer <token>"\n}\n\nresponse = requests.get(url, headers=headers)\n\nprint(response.json())'
      ])
    })

    it('gives a response example per status: the spec’s own example, or one built from the schema', () => {
      const [ok, missing] = exampleCode(aside(html), 'response').map((code) => JSON.parse(code))
      expect(ok).toEqual({ name: 'Rex', kind: 'dog', tags: ['<string>'], microchip: { iso: '<string>' }, id: 'pet_123', owner: { id: 'own_42', name: 'Jane', pets: [] } })
      expect(missing).toEqual({ code: 'not_found', message: 'No pet has the id pet_123.' })
    })

    it('has a playground: a base URL chooser, the bearer credential, an input per parameter, labelled with their names, and Send', () => {
      const form = region(html, '<form class="playground"', '</form>')
      expect(region(form, '<div class="pg-row"><div class="pg-name"><label for="pg-base">', '</select></div>')).toBe(
        '<div class="pg-row"><div class="pg-name"><label for="pg-base"><code>Base URL</code></label></div><select class="pg-base" id="pg-base">' +
          '<option value="https://api.pets.example.com">https://api.pets.example.com</option><option value="https://sandbox.pets.example.com">https://sandbox.pets.example.com</option></select></div>'
      )
      const controls = [...form.matchAll(/<label for="([^"]+)"><code>([^<]+)<\/code><\/label>/g)].map((match) => [match[1], match[2]])
      expect(controls).toEqual([
        ['pg-base', 'Base URL'],
        ['pg-auth', 'Authorization'],
        ['pg-path-petId', 'petId'],
        ['pg-query-include', 'include'],
        ['pg-header-X-Request-Id', 'X-Request-Id']
      ])
      expect(form).toContain('<input class="pg-credential" id="pg-auth" type="text" data-auth="bearer" value="" autocomplete="off" spellcheck="false">')
      expect(form).toContain('<input class="pg-param" id="pg-path-petId" type="text" data-in="path" data-name="petId" placeholder="pet_123" required autocomplete="off">')
      expect(form).toContain('<button class="pg-send" type="submit">Send</button>')
      expect(html).toContain('<script src="../_docslint/playground.js" defer></script>')
      // The script is text in a template literal: a backslash lost there breaks it without a type error.
      expect(() => new Function(read('_docslint/playground.js'))).not.toThrow()
    })
  })

  describe('a page with `openapi:` front matter (`POST /owners/{ownerId}/pets`)', () => {
    let html: string
    beforeAll(() => (html = read('api/create-pet.html')))

    it('shows its own MDX after the playground and before the endpoint’s sections', () => {
      const body = main(html)
      const own = body.indexOf('<p>Each owner can register up to 20 pets; a 21st request gets status 409.</p>')
      expect(own).toBeGreaterThan(body.indexOf('</form>'))
      expect(own).toBeLessThan(body.indexOf('<h2 id="authorizations">'))
      expect(region(html, '<header class="page-header">', '</header>')).toBe('<header class="page-header"><h1>Create a pet</h1><p class="page-description">Register a new pet under an owner.</p></header>')
    })

    it('shows the request body: content type, required fields, allowed values, and `oneOf` as choices to expand', () => {
      const body = region(main(html), '<h2 id="body">', '<h2 id="response">')
      expect(texts(body, '<code class="field-name">', '</code>')).toEqual(['name', 'kind', 'tags', 'microchip', 'iso', 'legacy'])
      expect(textOf(region(body, '<p class="schema-note"><code>', '</p>'))).toBe('application/json · required')
      expect(region(body, '<div class="schema-choices">', '</details></div>').replace(/<div class="expandable-body">.*?<\/details>/g, '…</details>')).toBe(
        '<div class="schema-choices"><p class="schema-note">One of</p>' +
          '<details class="expandable schema-choice"><summary>ISO chip · object</summary>…</details>' +
          '<details class="expandable schema-choice"><summary>Legacy chip · object</summary>…</details></div>'
      )
      // `id` is read-only: it is in the responses, not in the body.
      expect(texts(body, '<code class="field-name">', '</code>')).not.toContain('id')
      expect(textOf(region(main(html), '<h2 id="query-parameters">', '</div></div>'))).toBe('Query parameters#notifybooleandefault: falseWhether the owner gets an email.')
    })

    it('keeps the page’s own RequestExample instead of the generated one, and generates the response examples', () => {
      expect(exampleCode(aside(html), 'request')).toEqual([
        'curl --request POST \\\n  --url https://api.pets.example.com/owners/own_42/pets \\\n  --header "Authorization: Bearer $PETS_API_KEY" \\\n  --data \'{ "name": "Rex", "kind": "dog" }\''
      ])
      expect(texts(region(aside(html), '<div class="example response-example">', '</div></div></div></div>'), '<button class="tab"', '</button>')).toEqual(['201', '409'])
      expect(exampleCode(aside(html), 'response').map((code) => Object.keys(JSON.parse(code)))).toEqual([['name', 'kind', 'tags', 'microchip', 'id', 'owner'], ['code', 'message']])
    })

    it('prefills the playground’s body with an example built from the schema', () => {
      expect(textOf(region(html, '<textarea', '</textarea>'))).toBe(JSON.stringify({ name: 'Rex', kind: 'dog', tags: ['<string>'], microchip: { iso: '<string>' } }, null, 2))
      expect(region(html, '<textarea', '>')).toBe('<textarea class="pg-body-input" id="pg-body" data-content-type="application/json" rows="10" spellcheck="false">')
    })
  })

  describe('a page with `api:` front matter (`POST /alerts`)', () => {
    let html: string
    beforeAll(() => (html = read('api/send-alert.html')))

    it('shows the method and URL after the base URL, the playground with a body from its ParamFields, then its own fields', () => {
      expect(textOf(region(html, '<div class="endpoint-bar">', '</code></div>'))).toBe('POSThttps://api.pets.example.com/alerts')
      expect(textOf(region(html, '<textarea', '</textarea>'))).toBe('{\n  "petId": "<string>",\n  "radius": 5\n}')
      // The page's own ParamFields are drawn by the component library.
      const names = texts(main(html), 'data-component-part="field-name">', '</div>').map((name) => name.replace('data-component-part="field-name">', ''))
      expect(names).toEqual(['petId', 'radius', 'id'])
      expect(exampleCode(aside(html), 'request')[0]).toBe(
        "curl --request POST \\\n  --url 'https://api.pets.example.com/alerts' \\\n  --header 'Authorization: Bearer <token>' \\\n  --header 'Content-Type: application/json' \\\n" +
          "  --data '{\n  \"petId\": \"<string>\",\n  \"radius\": 5\n}'"
      )
    })
  })
})

describe('the playground as docs.json and the page set it', () => {
  const spec = (servers: boolean) =>
    [
      'openapi: 3.1.0',
      'info: { title: Things, version: "1" }',
      servers ? 'servers: [{ url: "https://{region}.things.example.com", variables: { region: { default: eu } } }]' : '',
      'security: [{ token: [] }]',
      'paths:',
      '  /things/{id}:',
      '    get:',
      '      summary: Get a thing',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      '      responses: { "200": { description: The thing. } }',
      'components: { securitySchemes: { token: { type: apiKey, in: query, name: token } } }'
    ].join('\n')
  const thing = (frontmatter = '') => `---\ntitle: "Get a thing"\ndescription: "Read one thing."\nopenapi: "GET /things/{id}"\n${frontmatter}---\n\nText.\n`
  const seed = (api: object, servers = true, frontmatter = '') =>
    buildSite({ name: 'Things', api, openapi: 'openapi.yaml', navigation: [{ group: 'API', pages: ['thing'] }] }, { 'openapi.yaml': spec(servers), 'thing.mdx': thing(frontmatter) })
  const current = (api: object, frontmatter = '') =>
    buildSite(
      { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Things', colors: { primary: '#0E7490' }, api: { openapi: 'openapi.yaml', ...api }, navigation: { groups: [{ group: 'API', pages: ['thing'] }] } },
      { 'openapi.yaml': spec(true), 'thing.mdx': thing(frontmatter) }
    )
  const labels = (html: string) => [...html.matchAll(/<label for="[^"]+"><code>([^<]+)<\/code><\/label>(?:<span class="pg-note">([^<]+)<\/span>)?/g)].map((match) => match.slice(1).filter(Boolean).join(' '))
  const bar = (html: string) => textOf(region(html, '<div class="endpoint-bar">', '</code></div>'))

  it('`simple` (seed) shows the URL without the form, and writes no playground script', async () => {
    const { read, result } = await seed({ baseUrl: 'https://api.things.example.com', playground: { mode: 'simple' } })
    expect(read('thing.html')).not.toContain('<form')
    expect(bar(read('thing.html'))).toBe('GEThttps://api.things.example.com/things/{id}')
    expect(result.files).not.toContain('_docslint/playground.js')
  })

  it('`hide` (seed) shows neither the form nor the base URL', async () => {
    const { read } = await seed({ baseUrl: 'https://api.things.example.com', playground: { mode: 'hide' } })
    expect(read('thing.html')).not.toContain('<form')
    expect(bar(read('thing.html'))).toBe('GET/things/{id}')
  })

  it('seed `api.auth` applies to every endpoint: `basic` asks for the two fields its `name` names; one base URL is shown, not chosen', async () => {
    const { read } = await seed({ baseUrl: 'https://api.things.example.com', auth: { method: 'basic', name: 'user:secret' } })
    const html = read('thing.html')
    expect(labels(html)).toEqual(['Base URL', 'user', 'secret', 'id required'])
    expect(html).toContain('<input class="pg-base" id="pg-base" type="url" value="https://api.things.example.com" readonly>')
    expect(html).toContain('<input class="pg-credential" id="pg-auth-pass" type="password" data-auth="basic-pass" autocomplete="off" spellcheck="false">')
    expect(exampleCode(html, 'request')[0]).toBe("curl --request GET \\\n  --url 'https://api.things.example.com/things/{id}' \\\n  --header 'Authorization: Basic <encoded-value>'")
  })

  it('`key` from docs.json goes where the spec’s scheme of that name says (a query parameter), prefilled with `inputPrefix`', async () => {
    const { read } = await seed({ baseUrl: 'https://api.things.example.com', auth: { method: 'key', name: 'token', inputPrefix: 'tk_' } })
    const html = read('thing.html')
    expect(labels(html)).toEqual(['Base URL', 'token query', 'id required'])
    expect(html).toContain('<input class="pg-credential" id="pg-auth" type="text" data-auth="key" value="tk_" autocomplete="off" spellcheck="false" data-in="query" data-name="token">')
    expect(exampleCode(html, 'request')[0]).toBe("curl --request GET \\\n  --url 'https://api.things.example.com/things/{id}?token=%3Capi-key%3E'")
  })

  it('without a base URL in docs.json or the spec there is nowhere to send a request: the page is shown as `simple`', async () => {
    const { read } = await seed({}, false)
    expect(read('thing.html')).not.toContain('<form')
    expect(bar(read('thing.html'))).toBe('GET/things/{id}')
  })

  it('current format: an OpenAPI page takes its servers (variables filled in) and its credential from the spec, not from `api.mdx`', async () => {
    const { read } = await current({ mdx: { server: 'https://mdx.things.example.com', auth: { method: 'bearer' } } })
    const html = read('thing.html')
    expect(bar(html)).toBe('GEThttps://eu.things.example.com/things/{id}')
    expect(labels(html)).toEqual(['Base URL', 'token query', 'id required'])
  })

  it('current format: `api.playground.display: simple`, and a page’s `playground: none` over `interactive`', async () => {
    expect((await current({ playground: { display: 'simple' } })).read('thing.html')).not.toContain('<form')
    const none = (await current({ playground: { display: 'interactive' } }, 'playground: "none"\n')).read('thing.html')
    expect(none).not.toContain('<form')
    expect(bar(none)).toBe('GET/things/{id}')
  })

  it('an `openapi:` page without a title takes its endpoint’s summary, in the navigation and as its heading', async () => {
    const { read } = await buildSite(
      { name: 'Things', openapi: 'openapi.yaml', navigation: [{ group: 'API', pages: ['thing'] }] },
      { 'openapi.yaml': spec(true), 'thing.mdx': '---\ndescription: "Read one thing."\nopenapi: "GET /things/{id}"\n---\n\nText.\n' }
    )
    const html = read('thing.html')
    expect(region(html, '<a class="nav-link active nav-api"', '</a>')).toBe('<a class="nav-link active nav-api" href="thing.html" aria-current="page"><span class="method method-get">GET</span><span>Get a thing</span></a>')
    expect(region(html, '<h1>', '</h1>')).toBe('<h1>Get a thing</h1>')
  })

  it('a page’s `authMethod: none` takes the credential away', async () => {
    const { read } = await seed({ baseUrl: 'https://api.things.example.com', auth: { method: 'bearer' } }, true, 'authMethod: "none"\n')
    expect(labels(read('thing.html'))).toEqual(['Base URL', 'id required'])
    expect(read('thing.html')).not.toContain('id="authorizations"')
  })
})

describe('endpoint entries of a current-format navigation', () => {
  const spec = [
    'openapi: 3.1.0',
    'info: { title: Things, version: "1" }',
    'servers: [{ url: "https://api.things.example.com" }]',
    'paths:',
    '  /things/{id}:',
    '    delete:',
    '      operationId: deleteThing',
    '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
    '      responses: { "204": { description: Deleted. } }',
    'webhooks:',
    '  thing.created:',
    '    post:',
    '      summary: Thing created',
    '      requestBody: { content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } }',
    '      responses: { "200": { description: Received. } }'
  ].join('\n')
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Things',
    colors: { primary: '#0E7490' },
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API', groups: [{ group: 'Things', openapi: 'openapi.yaml', pages: ['reference/intro', 'DELETE /things/{id}', 'webhook thing.created'] }] }
      ]
    }
  }
  let read: (file: string) => string
  let files: string[]
  beforeAll(async () => {
    const built = await buildSite(config, { 'openapi.yaml': spec, 'index.mdx': page('Home'), 'reference/intro.mdx': page('Intro') })
    read = built.read
    files = built.result.files
  })

  it('makes a page for each, in the folder of the group’s first page, at the slug of the summary or the operation id, in the group’s tab', () => {
    expect(files).toContain('reference/delete-thing.html')
    expect(files).toContain('reference/thing-created.html')
    const html = read('reference/delete-thing.html')
    expect(textOf(region(html, '<nav class="tab-bar"', '</nav>').replace(/<a[^>]*class="tab-link"[^>]*>.*?<\/a>/g, ''))).toBe('API')
    expect(region(html, '<nav class="sidebar-groups"', '</nav>')).toBe(
      '<nav class="sidebar-groups" aria-label="Pages" data-nav="1" data-root="../" data-page="reference/delete-thing.html"><ul class="nav-root"><li><div class="nav-group depth-0"><p class="nav-group-title"><span>Things</span></p><ul>' +
        '<li><a class="nav-link" href="intro.html">Intro</a></li>' +
        '<li><a class="nav-link active nav-api" href="delete-thing.html" aria-current="page"><span class="method method-delete">DELETE</span><span>DELETE /things/{id}</span></a></li>' +
        '<li><a class="nav-link nav-api" href="thing-created.html"><span class="method method-post">POST</span><span>Thing created</span></a></li>' +
        '</ul></div></li></ul></nav>'
    )
  })

  it('a webhook page shows its payload and responses, and no request to send', () => {
    const html = read('reference/thing-created.html')
    expect(textOf(region(html, '<div class="endpoint-bar">', '</code></div>'))).toBe('POSTthing.created')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('class="example request-example"')
    expect(texts(main(html), '<h2 ', '</h2>')).toEqual(['Body#', 'Response#'])
  })
})

describe('the descriptions of a spec', () => {
  const html = (text: string) => toHtml({ type: 'root', children: markdownBlocks(text, { href: (url) => url }) })

  it('are Markdown', () => {
    expect(html('Use **bold** and [a link](https://example.com).')).toBe('<p>Use <strong>bold</strong> and <a href="https://example.com">a link</a>.</p>')
  })

  // Found by the fuzz suite (openapi 20261127/1289): a description of 200,000 tags took 9 s and 540 MB to build.
  it('past a page’s parse budget are shown as their text, not parsed', () => {
    const text = `No user has ${'<b>x</b> '.repeat(20_000)}this id.`
    expect(html(text)).toBe(`<p>${text.replace(/</g, '&#x3C;')}</p>`)
  })
})
