import { testRule } from './tester.js'

/** A page whose front matter is `title: T` and then `fields`, one per line from line 3. */
const withFields = (...fields: string[]) => `---\ntitle: T\n${fields.join('\n')}\n---\n\nText.\n`

testRule('frontmatter-schema', {
  valid: [
    {
      name: 'every documented field, as the generator documents it',
      text: withFields(
        'sidebarTitle: "Frontmatter"',
        'icon: "book"',
        'iconType: sharp-solid',
        'tag: "NEW"',
        'mode: "wide"',
        'hidden: true',
        'noindex: true',
        'searchable: false',
        'boost: 0.25',
        'deprecated: true',
        'hideFooterPagination: true',
        'hideApiMarker: true',
        'related:\n  - /api-playground/overview\n  - Set up auth: /deploy/authentication-setup',
        'contextual:\n  options: []',
        'groups: ["admin", "developer"]',
        'public: true',
        'url: "https://www.npmjs.com/package/mint"',
        'openapi: POST /users',
        'asyncapi: "/asyncapi.yaml channelOne"',
        'playground: auth',
        "keywords: ['configuration', 'setup']",
        'timestamp: false',
        'lastUpdatedDate: "2026-08-13"',
        'rss: true',
        'canonical: "https://docs.example.com/latest/my-page"',
        'robots: "noindex"',
        '"og:image": "/images/social-preview.jpg"',
        '"og:image:width": 1200',
        '"twitter:card": summary_large_image'
      )
    },
    ...['center', 'custom', 'frame', 'assistant', 'default'].map((mode) => ({ name: `mode: ${mode}`, text: withFields(`mode: ${mode}`) })),
    { name: 'api: a method and a path', text: withFields("api: 'POST /v1/users'") },
    { name: 'api: a method and a URL, the method in lower case', text: withFields('api: post https://api.mintlify.com/user') },
    { name: 'related: false hides the section', text: withFields('related: false') },
    { name: 'a key the generator does not document is the site\'s own metadata', text: withFields('version: 2', 'product: ["API"]', 'hidden_from_search: "yes"') },
    { name: 'an empty value: read as not given', text: withFields('tag:', 'hidden:') },
    { name: 'invalid YAML (frontmatter-syntax reports it)', text: '---\nmode: "wider\n---\n' },
    { name: 'no front matter', text: 'Text.\n' }
  ],
  invalid: [
    {
      name: 'a mode the generator does not have, with the one it is a slip of',
      text: withFields('mode: "wider"'),
      messages: [{ at: '3:7-3:14', reason: '`mode` must be one of `default`, `wide`, `custom`, `frame`, `center` or `assistant`, not `wider`; did you mean `wide`?' }]
    },
    {
      name: 'a mode in British spelling',
      text: withFields('mode: centre'),
      messages: [{ at: '3:7-3:13', reason: '`mode` must be one of `default`, `wide`, `custom`, `frame`, `center` or `assistant`, not `centre`; did you mean `center`?' }]
    },
    {
      name: 'a mode near no value: no suggestion',
      text: withFields('mode: landing'),
      messages: [{ at: '3:7-3:14', reason: '`mode` must be one of `default`, `wide`, `custom`, `frame`, `center` or `assistant`, not `landing`' }]
    },
    {
      name: 'hidden as a string',
      text: withFields('hidden: "yes"'),
      messages: [{ at: '3:9-3:14', reason: '`hidden` must be `true` or `false` (unquoted), not a string ("yes")' }]
    },
    {
      name: 'a number as sidebarTitle',
      text: withFields('sidebarTitle: 123'),
      messages: [{ at: '3:15-3:18', reason: '`sidebarTitle` must be a string, not a number (123); quote it' }]
    },
    {
      name: 'api with a method HTTP does not have',
      text: withFields('api: "FETCH /x"'),
      messages: [{ at: '3:6-3:16', reason: '`api` must start with an HTTP method (`GET`, `POST`, `PUT`, `PATCH`, `DELETE`, `HEAD`, `OPTIONS` or `TRACE`), not `FETCH`' }]
    },
    {
      name: 'api with no method',
      text: withFields('api: /v1/users'),
      messages: [{ at: '3:6-3:15', reason: '`api` must be an HTTP method and a path or URL (`POST /v1/users`)' }]
    },
    {
      name: 'api with a target that is no path',
      text: withFields('api: GET users'),
      messages: [{ at: '3:6-3:15', reason: '`api` must be an HTTP method and a path or URL (`POST /v1/users`): `users` is neither a path (`/...`) nor a URL' }]
    },
    {
      name: 'a value outside its values (`bold` is no slip of `solid`), a quoted number, lists as one string, related as true',
      text: withFields('iconType: bold', 'playground: hidden', 'boost: "3"', 'keywords: "setup, install"', 'groups: admin', 'related: true'),
      messages: [
        { at: '3:11-3:15', reason: '`iconType` must be one of `regular`, `solid`, `light`, `thin`, `sharp-solid`, `duotone` or `brands`, not `bold`' },
        { at: '4:13-4:19', reason: '`playground` must be one of `interactive`, `simple`, `none` or `auth`, not `hidden`' },
        { at: '5:8-5:11', reason: '`boost` must be a number (unquoted), not a string ("3")' },
        { at: '6:11-6:27', reason: '`keywords` must be a list of strings (`["a", "b"]`), not a string ("setup, install")' },
        { at: '7:9-7:14', reason: '`groups` must be a list of strings (`["a", "b"]`), not a string ("admin")' },
        { at: '8:10-8:14', reason: '`related` must be a list of pages, or `false`, not a boolean (true)' }
      ]
    },
    {
      name: 'an SEO meta tag holding a list',
      text: withFields('"og:image": ["/a.png", "/b.png"]'),
      messages: [{ at: '3:13-3:33', reason: '`og:image` must be one value (text or a number), not a list' }]
    }
  ]
})
