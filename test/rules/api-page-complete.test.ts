import { testRule } from './tester.js'

const docs = (...pages: string[]) => JSON.stringify({ name: 'Acme', openapi: 'openapi.yaml', navigation: [{ group: 'API', pages }] })
const endpointPage = (reference: string, body = '') => `---\ntitle: "Get a user"\ndescription: "One user."\n${reference}\n---\n${body}`
const limits = { 'limits.mdx': '---\ntitle: "Limits"\ndescription: "Rate limits."\n---\n\nEach key may send 100 requests per minute.\n' }

/** A spec with one operation, `GET /users/{id}`, whose parameters, responses and security a case gives. */
function spec({ parameter = '          description: The user ID.\n', responses = "        '200':\n          description: The user and their roles.\n        '404':\n          description: No user has this ID.\n", security = '' } = {}): string {
  return `openapi: 3.1.0\ninfo:\n  title: Acme\n  version: '1'\npaths:\n  /users/{id}:\n    get:\n${security}      parameters:\n        - name: id\n          in: path\n          required: true\n${parameter}          schema:\n            type: string\n      responses:\n${responses}`
}

const site = (files: Record<string, string>) => ({ 'docs.json': docs('users', 'limits'), ...limits, ...files })

testRule('api-page-complete', {
  valid: [
    { name: 'a complete operation, and a rate limit on another page', files: site({ 'users.mdx': endpointPage('openapi: "GET /users/{id}"'), 'openapi.yaml': spec() }) },
    {
      name: 'a parameter documented by a <ParamField>',
      files: site({ 'users.mdx': endpointPage('openapi: "GET /users/{id}"', '\n<ParamField path="id" type="string">The user ID.</ParamField>\n'), 'openapi.yaml': spec({ parameter: '' }) })
    },
    { name: 'a site with no endpoint page', files: { 'docs.json': docs('limits'), 'limits.mdx': '---\ntitle: "Limits"\ndescription: "None."\n---\n\nNo limits.\n', 'openapi.yaml': spec() } },
    {
      name: 'an api: page with its parameter, examples and error statuses',
      files: site({
        'users.mdx': endpointPage('api: "GET https://api.acme.dev/users/{id}"', '\n<ParamField path="id" type="string">The user ID.</ParamField>\n\nA `404` means no user has this ID.\n\n<ResponseExample>\n```json\n{ "id": "u_1" }\n```\n</ResponseExample>\n'),
        'openapi.yaml': spec()
      })
    }
  ],
  invalid: [
    {
      name: 'an undescribed parameter, no error response and a bare status',
      files: site({ 'users.mdx': endpointPage('openapi: "GET /users/{id}"'), 'openapi.yaml': spec({ parameter: '', responses: "        '200':\n          description: OK\n" }) }),
      messages: [
        { file: 'users.mdx', at: '4:10-4:27', reason: 'No error response: add the `4XX` and `5XX` responses the operation gives (`401`, `404`, `429`) to the spec, with what each means' },
        { file: 'users.mdx', at: '4:10-4:27', reason: 'Parameters with no description: path `id`; describe each in the spec or with a `<ParamField>` on the page' },
        { file: 'users.mdx', at: '4:10-4:27', reason: 'Status `200` is not explained: say in the response\'s `description` when it happens and what the body holds' }
      ]
    },
    {
      name: 'authentication needed and not shown',
      files: site({ 'users.mdx': endpointPage('openapi: "GET /users/{id}"'), 'openapi.yaml': spec({ security: '      security:\n        - apiKey: []\n' }) }),
      messages: [
        { file: 'users.mdx', at: '4:10-4:27', reason: 'The operation needs authentication, but nothing shows how: define its security scheme in the spec, or show the header on the page (`<ParamField header="Authorization">`)' }
      ]
    },
    {
      name: 'no rate limit anywhere',
      files: { 'docs.json': docs('users'), 'users.mdx': endpointPage('openapi: "GET /users/{id}"'), 'openapi.yaml': spec() },
      messages: [
        { file: 'users.mdx', at: '4:10-4:27', reason: 'No page of the site states a rate limit with a number: say how many requests a key may send (`100 requests per minute`) and what the API answers past it (`429`)' }
      ]
    },
    {
      name: 'an api: page with nothing documented',
      files: site({ 'users.mdx': endpointPage('api: "GET https://api.acme.dev/users/{id}"'), 'openapi.yaml': spec() }),
      messages: [
        { file: 'users.mdx', at: '1:1-5:4', reason: 'No error status on the page: explain the `4XX` and `5XX` statuses the endpoint answers with (`401`, `404`, `429`)' },
        { file: 'users.mdx', at: '1:1-5:4', reason: 'No response example: add a `<ResponseExample>` with a success and an error response' },
        { file: 'users.mdx', at: '1:1-5:4', reason: 'Path parameters with no `<ParamField path>`: `id`; document each' }
      ]
    }
  ]
})
