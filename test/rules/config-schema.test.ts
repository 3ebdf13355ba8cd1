import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

/** Each docs.json is built with JSON.stringify(…, null, 2), so that positions are predictable. */
testRule('config-schema', {
  valid: [
    { name: 'the two required keys', text: docsJson(), alone: true },
    { name: 'a $schema path relative to docs.json (a schema saved with `docslint schema`)', text: docsJson({ $schema: './docs.schema.json' }), alone: true },
    { name: '$schema and the loosely typed extra keys', text: docsJson({ $schema: 'https://example.com/s.json', analytics: { ga4: { measurementId: 'G-1' } }, font: {}, redirects: [], seo: {}, banner: {}, css: 'x', scripts: [], rounded: 'sm', primaryTab: {}, search: {}, metadata: {} }), alone: true },
    { name: 'a redirect source with a query or an anchor: `redirect-source` reports it', text: currentJson({ redirects: [{ source: '/a?b', destination: '/x' }, { source: '/a#b', destination: '/x' }] }) },
    { name: 'legacy format: a mint.json theme beside the navigation list', text: docsJson({ theme: 'venus' }), alone: true },
    { name: 'current format: Shiki\'s `css-variables` code block theme', text: currentJson({ styling: { codeblocks: { theme: 'css-variables' } } }), alone: true },
    { name: 'current format: a code block theme per mode', text: currentJson({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'dracula' } } } }), alone: true },
    { name: 'an unknown key of an object the generator leaves open is `config-unknown-key`\'s warning', text: currentJson({ navbar: { links: [], weight: 1 } }) },
    { name: 'nested groups and endpoint entries', text: docsJson({ navigation: [{ group: 'API', icon: 'code', version: 'v1', pages: ['GET /users', 'openapi.yaml GET /users/{id}', { group: 'Nested', pages: ['a', { group: 'Deeper', pages: ['b'] }] }] }], versions: ['v1'] }), alone: true },
    { name: 'github CTA without name', text: docsJson({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/x' } }), alone: true },
    { name: 'basic auth shaped user:pass', text: docsJson({ api: { auth: { method: 'basic', name: 'user:pass' } } }), alone: true },
    { name: 'three-digit hex and gradient colours', text: docsJson({ colors: { primary: '#abc', anchors: { from: '#000', to: '#fff' } }, anchors: [{ name: 'A', url: 'a', color: '#123456' }] }), alone: true },
    { name: 'openapi as a list and baseUrl as a list', text: docsJson({ openapi: ['a.yaml', 'https://example.com/b.json'], api: { baseUrl: ['https://a.example.com', 'https://b.example.com'] } }), alone: true }
  ],
  invalid: [
    {
      // The generator refuses such a docs.json (its `colors` is missing): an error, not only an unknown key's warning.
      name: 'current format: a misspelt required key, as the error of the key it stands for, with the key renamed',
      text: JSON.stringify({ name: 'Acme', theme: 'mint', clors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }, null, 2) + '\n',
      messages: [{ at: '4:3-4:10', reason: 'Key `clors` in docs.json stands where the required key `colors` is missing; did you mean `colors`?' }],
      output: JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }, null, 2) + '\n'
    },
    {
      name: 'current format: a `footer.socials` platform the generator does not know, on the key',
      alone: true,
      text: currentJson({ footer: { socials: { x: 'https://x.com/acme', mastodon: 'https://mastodon.social/@acme' } } }),
      messages: [
        {
          at: '20:7-20:17',
          reason:
            'Key `mastodon` is not allowed in `footer.socials`: use `x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit` or `podcast`'
        }
      ]
    },
    {
      name: 'legacy format: a misspelt `footerSocials` platform, with the platform it meant',
      alone: true,
      text: docsJson({ footerSocials: { githb: 'https://github.com/acme' } }),
      messages: [
        {
          at: '12:5-12:12',
          reason:
            'Key `githb` is not allowed in `footerSocials`: use `x`, `website`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin`, `instagram`, `hacker-news`, `medium`, `telegram`, `twitter`, `x-twitter`, `earth-americas`, `bluesky`, `threads`, `reddit` or `podcast`. Did you mean `github`?'
        }
      ]
    },
    {
      name: 'a redirect source that is no path pattern (two wildcards in a row), in either format',
      alone: true,
      text: docsJson({ redirects: [{ source: '/(.*):a[.**(.*)/z', destination: '/x' }, { source: '/old/:slug*', destination: '/new/:slug*' }] }),
      messages: [
        {
          at: '13:17-13:36',
          reason: '`redirects[0].source` is `"/(.*):a[.**(.*)/z"`, which is not a redirect path: at character 11, it has a `*` right after another wildcard or parameter; one `*` is enough'
        }
      ]
    },
    {
      name: 'a redirect source with a `+` after no parameter, in the current format',
      alone: true,
      text: currentJson({ redirects: [{ source: '/a+b', destination: '/x' }] }),
      messages: [
        {
          at: '19:17-19:23',
          reason: '`redirects[0].source` is `"/a+b"`, which is not a redirect path: at character 3, it has a `+` that follows no parameter (write `:name+`)'
        }
      ]
    },
    {
      // A navigation list makes it the seed format, whatever the theme: the generator refuses a current theme in mint.json.
      name: 'legacy format: a current-format theme beside the navigation list, at the value',
      alone: true,
      text: docsJson({ theme: 'mint' }),
      messages: [{ at: '11:12-11:18', reason: '`theme` is `"mint"`, which is not allowed: use `venus`, `quill` or `prism`' }]
    },
    {
      name: 'current format: a code block theme that is no Shiki theme the generator bundles, at the value, with no suggestion when none is close',
      alone: true,
      text: currentJson({ styling: { codeblocks: { theme: 'mint' } } }),
      messages: [{ at: '19:16-19:22', reason: '`styling.codeblocks.theme` is `"mint"`, which is not the name of a Shiki theme that the generator bundles (like `github-light` or `dracula`; see https://shiki.style/themes)' }]
    },
    {
      name: 'current format: a misspelt code block theme of one mode, with the one theme it is closest to',
      alone: true,
      text: currentJson({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'draculla' } } } }),
      messages: [{ at: '21:17-21:27', reason: '`styling.codeblocks.theme.dark` is `"draculla"`, which is not the name of a Shiki theme that the generator bundles (like `github-light` or `dracula`; see https://shiki.style/themes); did you mean `dracula`?' }]
    },
    {
      name: 'current format: a code block theme equally close to several (`github`): no suggestion',
      alone: true,
      text: currentJson({ styling: { codeblocks: { theme: 'github' } } }),
      messages: [{ at: '19:16-19:24', reason: '`styling.codeblocks.theme` is `"github"`, which is not the name of a Shiki theme that the generator bundles (like `github-light` or `dracula`; see https://shiki.style/themes)' }]
    },
    {
      name: 'current format: an unknown key of `colors`, which the generator refuses, on the key',
      alone: true,
      text: currentJson({ colors: { primary: '#0D7A5F', accent: '#000000' } }),
      messages: [{ at: '6:5-6:13', reason: 'Unknown key `accent` in `colors`, where the generator refuses keys it does not know. Allowed keys: `primary`, `light` and `dark`.' }]
    },
    {
      name: 'legacy format: an unknown key of a navigation group, which the generator refuses',
      alone: true,
      text: docsJson({ navigation: [{ group: 'Start', pages: ['index'], weight: 2 }] }),
      messages: [{ at: '9:7-9:15', reason: 'Unknown key `weight` in `navigation[0]`, where the generator refuses keys it does not know. Allowed keys: `group`, `pages`, `icon` and `version`.' }]
    },
    {
      name: 'legacy format: a slip of a key of `api`, which the generator closes: the key it meant, and the rename as the fix',
      alone: true,
      text: docsJson({ api: { playgrond: { mode: 'show' } } }),
      messages: [{ at: '12:5-12:16', reason: 'Unknown key `playgrond` in `api`, where the generator refuses keys it does not know; did you mean `playground`? Allowed keys: `baseUrl`, `auth`, `playground` and `maintainOrder`.' }],
      output: docsJson({ api: { playground: { mode: 'show' } } })
    },
    {
      name: 'current format: a value outside an enum, at the value',
      alone: true,
      text: currentJson({ theme: 'mintt' }),
      messages: [
        {
          at: '3:12-3:19',
          reason: '`theme` is `"mintt"`, which is not allowed: use `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`. Did you mean `mint`?'
        }
      ]
    },
    {
      name: 'wrong type',
      alone: true,
      text: docsJson({ favicon: 7 }),
      messages: [{ at: '11:14-11:15', reason: '`favicon` must be a string, not a whole number (`7`)' }]
    },
    {
      name: 'value outside an enum, with the closest allowed value',
      alone: true,
      text: docsJson({ api: { playground: { mode: 'hidden' } } }),
      messages: [
        {
          at: '13:15-13:23',
          reason: '`api.playground.mode` is `"hidden"`, which is not allowed: use `show`, `simple` or `hide`. Did you mean `hide`?'
        }
      ]
    },
    {
      name: 'enum of the wrong type says the type and the allowed values',
      alone: true,
      text: docsJson({ modeToggle: { default: true } }),
      messages: [{ at: '12:16-12:20', reason: '`modeToggle.default` must be a string: one of `light` or `dark`, not `true` or `false` (`true`)' }]
    },
    {
      name: 'a colour that is not hex',
      alone: true,
      text: docsJson({ colors: { primary: '#12345' } }),
      messages: [
        {
          at: '12:16-12:24',
          reason: '`colors.primary` is `"#12345"`, which is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`'
        }
      ]
    },
    {
      name: 'missing name, on the opening brace',
      alone: true,
      text: '{\n  "navigation": []\n}\n',
      messages: [{ at: '1:1-1:2', reason: 'docs.json is missing the required key `name` (Project name; used for the global title)' }]
    },
    {
      name: 'missing navigation',
      alone: true,
      text: '{\n  "name": "Acme"\n}\n',
      messages: [{ at: '1:1-1:2', reason: 'docs.json is missing the required key `navigation` (Groups and the pages in each group)' }]
    },
    {
      name: 'link CTA without name',
      alone: true,
      text: docsJson({ topbarCtaButton: { url: 'https://example.com' } }),
      messages: [
        {
          at: '11:3-11:20',
          reason: '`topbarCtaButton` is missing the required key `name`: a `link` button (the default `type`) needs `name`, its text'
        }
      ]
    },
    {
      name: 'background with only light',
      alone: true,
      text: docsJson({ colors: { primary: '#000000', background: { light: '#FFFFFF' } } }),
      messages: [{ at: '13:5-13:17', reason: '`colors.background` is missing the required key `dark` (Background in dark mode)' }]
    },
    {
      name: 'basic auth name not shaped user:pass',
      alone: true,
      text: docsJson({ api: { auth: { method: 'basic', name: 'apikey' } } }),
      messages: [
        {
          at: '14:15-14:23',
          reason:
            '`api.auth.name` is `"apikey"`, which is not shaped `[usernameName]:[passwordName]`, as it must be when `method` is `basic` (for example `username:password`)'
        }
      ]
    },
    {
      name: 'not an object',
      alone: true,
      text: '[]\n',
      messages: [{ at: '1:1-1:3', reason: 'docs.json must be an object, not an array' }]
    },
    {
      name: 'union of the wrong type: one message naming both types',
      alone: true,
      text: docsJson({ logo: 3 }),
      messages: [{ at: '11:11-11:12', reason: '`logo` must be a string or an object, not a whole number (`3`)' }]
    },
    {
      name: 'union of the right type: only the real error inside it',
      alone: true,
      text: docsJson({ logo: { light: '/l.svg', dark: 5 } }),
      messages: [{ at: '13:13-13:14', reason: '`logo.dark` must be a string, not a whole number (`5`)' }]
    },
    {
      name: 'gradient missing `to`',
      alone: true,
      text: docsJson({ anchors: [{ name: 'API', url: 'api', color: { from: '#000' } }] }),
      messages: [{ at: '15:7-15:14', reason: '`anchors[0].color` is missing the required key `to`' }]
    },
    {
      name: 'nested group without pages, on its opening brace',
      alone: true,
      text: docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'Nested' }] }] }),
      messages: [{ at: '8:9-8:10', reason: '`navigation[0].pages[1]` is missing the required key `pages` (Pages of the group: paths of page files without extension, endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups)' }]
    },
    {
      name: 'a repeated version',
      alone: true,
      text: docsJson({ versions: ['v1', 'v1'] }),
      messages: [{ at: '13:5-13:9', reason: '`versions[1]` repeats `"v1"`, already listed at `versions[0]`' }]
    },
    {
      name: 'footer social that is not a URL',
      alone: true,
      text: docsJson({ footerSocials: { x: 'acme' } }),
      messages: [{ at: '12:10-12:16', reason: '`footerSocials.x` is `"acme"`, which is not an absolute URL (like `https://example.com`)' }]
    },
    {
      name: 'empty name',
      alone: true,
      text: docsJson({ name: '' }),
      messages: [{ at: '2:11-2:13', reason: '`name` must not be empty' }]
    }
  ]
})
