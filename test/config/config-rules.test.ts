import { describe, expect, it } from '@jest/globals'
import { lint, docsJson, type Finding } from '../helpers.js'

interface Case {
  name: string
  text: string
  findings: Partial<Finding>[]
  file?: string
}

/** A valid docs.json in the current format, with `extra` keys after `navigation`. */
function currentJson(extra: Record<string, unknown> = {}): string {
  const { theme = 'mint', ...rest } = extra
  return JSON.stringify({ name: 'Acme', theme, colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...rest }, null, 2) + '\n'
}

/** Each case: a docs.json (built with JSON.stringify(…, null, 2), so positions are predictable) and its messages. */
const invalid: Case[] = [
  {
    name: 'wrong type',
    text: docsJson({ favicon: 7 }),
    findings: [{ ruleId: 'config-schema', severity: 'error', at: '11:14-11:15', reason: '`favicon` must be a string, not a whole number (`7`)' }]
  },
  {
    name: 'value outside an enum, with the closest allowed value',
    text: docsJson({ api: { playground: { mode: 'hidden' } } }),
    findings: [
      {
        ruleId: 'config-schema',
        at: '13:15-13:23',
        reason: '`api.playground.mode` is `"hidden"`, which is not allowed: use `show`, `simple` or `hide`. Did you mean `hide`?'
      }
    ]
  },
  {
    name: 'enum of the wrong type says the type and the allowed values',
    text: docsJson({ modeToggle: { default: true } }),
    findings: [{ ruleId: 'config-schema', at: '12:16-12:20', reason: '`modeToggle.default` must be a string: one of `light` or `dark`, not `true` or `false` (`true`)' }]
  },
  {
    name: 'a colour that is not hex',
    text: docsJson({ colors: { primary: '#12345' } }),
    findings: [
      {
        ruleId: 'config-schema',
        at: '12:16-12:24',
        reason: '`colors.primary` is `"#12345"`, which is not a hex colour: write `#` and 3 or 6 hex digits, like `#0D9373`'
      }
    ]
  },
  {
    name: 'missing name, on the opening brace',
    text: '{\n  "navigation": []\n}\n',
    findings: [{ ruleId: 'config-schema', at: '1:1-1:2', reason: 'docs.json is missing the required key `name` (Project name; used for the global title)' }]
  },
  {
    name: 'missing navigation',
    text: '{\n  "name": "Acme"\n}\n',
    findings: [{ ruleId: 'config-schema', at: '1:1-1:2', reason: 'docs.json is missing the required key `navigation` (Groups and the pages in each group)' }]
  },
  {
    name: 'unknown key, with the closest known key',
    text: docsJson({ navigaton: [] }),
    findings: [{ ruleId: 'config-unknown-key', severity: 'warn', at: '11:3-11:14', reason: 'Unknown key `navigaton` in docs.json; did you mean `navigation`?' }]
  },
  {
    name: 'link CTA without name',
    text: docsJson({ topbarCtaButton: { url: 'https://example.com' } }),
    findings: [
      {
        ruleId: 'config-schema',
        at: '11:3-11:20',
        reason: '`topbarCtaButton` is missing the required key `name`: a `link` button (the default `type`) needs `name`, its text'
      }
    ]
  },
  {
    name: 'background with only light',
    text: docsJson({ colors: { primary: '#000000', background: { light: '#FFFFFF' } } }),
    findings: [{ ruleId: 'config-schema', at: '13:5-13:17', reason: '`colors.background` is missing the required key `dark` (Background in dark mode)' }]
  },
  {
    name: 'basic auth name not shaped user:pass',
    text: docsJson({ api: { auth: { method: 'basic', name: 'apikey' } } }),
    findings: [
      {
        ruleId: 'config-schema',
        at: '14:15-14:23',
        reason:
          '`api.auth.name` is `"apikey"`, which is not shaped `[usernameName]:[passwordName]`, as it must be when `method` is `basic` (for example `username:password`)'
      }
    ]
  },
  {
    name: 'trailing comma, on the comma',
    text: '{\n  "name": "Acme",\n  "navigation": [],\n}\n',
    findings: [{ ruleId: 'config-syntax', at: '3:19-3:20', reason: 'Trailing comma: JSON allows no comma after the last property of an object; remove it' }]
  },
  {
    name: 'trailing comma in an array',
    text: '{\n  "name": "Acme",\n  "navigation": [],\n  "versions": ["v1",]\n}\n',
    findings: [{ ruleId: 'config-syntax', at: '4:20-4:21', reason: 'Trailing comma: JSON allows no comma after the last item of an array; remove it' }]
  },
  {
    name: 'a comment',
    text: '{\n  // the name\n  "name": "Acme",\n  "navigation": []\n}\n',
    findings: [{ ruleId: 'config-syntax', at: '2:3-2:14', reason: 'Invalid JSON: comments are not allowed in JSON, found `// the name`' }]
  },
  {
    name: 'single quotes',
    text: "{\n  'name': 'Acme'\n}\n",
    findings: [{ ruleId: 'config-syntax', at: '2:3-2:9', reason: "Invalid JSON: `'name'` is not valid JSON here: JSON strings and keys need double quotes" }]
  },
  {
    name: 'missing comma between entries',
    text: '{\n  "name": "Acme"\n  "navigation": []\n}\n',
    findings: [{ ruleId: 'config-syntax', at: '3:3-3:15', reason: 'Invalid JSON: expected `,` between two entries, found `"navigation"`' }]
  },
  {
    name: 'unclosed object',
    text: '{\n  "name": "Acme",\n  "navigation": []\n',
    findings: [{ ruleId: 'config-syntax', at: '4:1-4:1', reason: 'Invalid JSON: expected `}` to close the object, found the end of the file' }]
  },
  {
    name: 'a duplicate key, on the second one',
    text: '{\n  "name": "Acme",\n  "navigation": [],\n  "name": "Acme Cloud"\n}\n',
    findings: [
      {
        ruleId: 'config-syntax',
        at: '4:3-4:9',
        reason: 'Duplicate key `name`: it is also written at 2:3, and JSON keeps only this last value; remove one of them'
      }
    ]
  },
  {
    name: 'empty file',
    text: '',
    findings: [{ ruleId: 'config-syntax', at: '1:1-1:1', reason: 'docs.json is empty: expected a JSON object' }]
  },
  {
    name: 'not an object',
    text: '[]\n',
    findings: [{ ruleId: 'config-schema', at: '1:1-1:3', reason: 'docs.json must be an object, not an array' }]
  },
  {
    name: 'union of the wrong type: one message naming both types',
    text: docsJson({ logo: 3 }),
    findings: [{ ruleId: 'config-schema', at: '11:11-11:12', reason: '`logo` must be a string or an object, not a whole number (`3`)' }]
  },
  {
    name: 'union of the right type: only the real error inside it',
    text: docsJson({ logo: { light: '/l.svg', dark: 5 } }),
    findings: [{ ruleId: 'config-schema', at: '13:13-13:14', reason: '`logo.dark` must be a string, not a whole number (`5`)' }]
  },
  {
    name: 'gradient missing `to`',
    text: docsJson({ anchors: [{ name: 'API', url: 'api', color: { from: '#000' } }] }),
    findings: [{ ruleId: 'config-schema', at: '15:7-15:14', reason: '`anchors[0].color` is missing the required key `to`' }]
  },
  {
    name: 'nested group without pages, on its opening brace',
    text: docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'Nested' }] }] }),
    findings: [{ ruleId: 'config-schema', at: '8:9-8:10', reason: '`navigation[0].pages[1]` is missing the required key `pages` (Pages of the group: paths of page files without extension, endpoint entries (`GET /users`, `openapi.yaml GET /users`), or nested groups)' }]
  },
  {
    name: 'a repeated version',
    text: docsJson({ versions: ['v1', 'v1'] }),
    findings: [{ ruleId: 'config-schema', at: '13:5-13:9', reason: '`versions[1]` repeats `"v1"`, already listed at `versions[0]`' }]
  },
  {
    name: 'footer social that is not a URL',
    text: docsJson({ footerSocials: { x: 'acme' } }),
    findings: [{ ruleId: 'config-schema', at: '12:10-12:16', reason: '`footerSocials.x` is `"acme"`, which is not an absolute URL (like `https://example.com`)' }]
  },
  {
    name: 'renamed footer key',
    text: docsJson({ footerSocials: { twitter: 'https://x.com/acme' } }),
    findings: [
      {
        ruleId: 'config-unknown-key',
        at: '12:5-12:14',
        reason:
          'Unknown key `twitter` in `footerSocials`; did you mean `x`? Allowed keys: `website`, `x`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin` and `instagram`.'
      }
    ]
  },
  {
    name: 'empty name',
    text: docsJson({ name: '' }),
    findings: [{ ruleId: 'config-schema', at: '2:11-2:13', reason: '`name` must not be empty' }]
  },
  {
    name: 'deprecated maintainOrder',
    text: docsJson({ api: { maintainOrder: true } }),
    findings: [
      {
        ruleId: 'config-deprecated',
        severity: 'info',
        at: '12:5-12:20',
        reason: '`api.maintainOrder` is announced to become the default behaviour; the setting will then be deprecated and can be removed'
      }
    ]
  },
  {
    name: 'legacy mint.json',
    file: 'mint.json',
    text: docsJson(),
    findings: [
      {
        ruleId: 'config-deprecated',
        severity: 'info',
        at: '1:1-1:2',
        reason: '`mint.json` is the legacy name of the site configuration and is read because there is no `docs.json`; rename it to `docs.json`, or run `docslint migrate --write` to write a `docs.json` in the current format'
      }
    ]
  },
  {
    name: 'current format: an unknown top-level key, with the closest known key',
    text: currentJson({ navbr: {} }),
    findings: [{ ruleId: 'config-unknown-key', severity: 'warn', at: '17:3-17:10', reason: 'Unknown key `navbr` in docs.json; did you mean `navbar`?' }]
  },
  {
    name: 'current format: a value outside an enum, at the value',
    text: currentJson({ theme: 'mintt' }),
    findings: [
      {
        ruleId: 'config-schema',
        at: '3:12-3:19',
        reason:
          '`theme` is `"mintt"`, which is not allowed: use `mint`, `maple`, `palm`, `willow`, `linden`, `almond`, `aspen`, `luma` or `sequoia`. Did you mean `mint`?'
      }
    ]
  },
  {
    name: 'current format: a seed-format key says where it went, once',
    text: currentJson({ topbarLinks: [], api: { auth: { method: 'bearer' } } }),
    findings: [
      {
        ruleId: 'config-format',
        severity: 'warn',
        at: '17:3-17:16',
        reason: "`topbarLinks` is the seed format's name and is not read in the current format; write `navbar.links` instead"
      },
      {
        ruleId: 'config-format',
        at: '19:5-19:11',
        reason: "`api.auth` is the seed format's name and is not read in the current format; write `api.mdx.auth` instead"
      }
    ]
  }
]

const valid: Case[] = [
  { name: 'a current-format file: no config-format message', text: currentJson({ $schema: 'https://mintlify.com/docs.json', navbar: { links: [{ label: 'Blog', href: 'https://acme.com/blog' }] } }), findings: [] },
  { name: 'the two required keys', text: docsJson(), findings: [] },
  { name: 'a $schema path relative to docs.json (a schema saved with `docslint schema`)', text: docsJson({ $schema: './docs.schema.json' }), findings: [] },
  { name: '$schema and the loosely typed extra keys', text: docsJson({ $schema: 'https://example.com/s.json', analytics: { ga4: { measurementId: 'G-1' } }, font: {}, redirects: [], seo: {}, banner: {}, css: 'x', scripts: [], rounded: 'sm', primaryTab: {}, search: {}, metadata: {} }), findings: [] },
  { name: 'nested groups and endpoint entries', text: docsJson({ navigation: [{ group: 'API', icon: 'code', version: 'v1', pages: ['GET /users', 'openapi.yaml GET /users/{id}', { group: 'Nested', pages: ['a', { group: 'Deeper', pages: ['b'] }] }] }], versions: ['v1'] }), findings: [] },
  { name: 'github CTA without name', text: docsJson({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/x' } }), findings: [] },
  { name: 'basic auth shaped user:pass', text: docsJson({ api: { auth: { method: 'basic', name: 'user:pass' } } }), findings: [] },
  { name: 'three-digit hex and gradient colours', text: docsJson({ colors: { primary: '#abc', anchors: { from: '#000', to: '#fff' } }, anchors: [{ name: 'A', url: 'a', color: '#123456' }] }), findings: [] },
  { name: 'openapi as a list and baseUrl as a list', text: docsJson({ openapi: ['a.yaml', 'https://example.com/b.json'], api: { baseUrl: ['https://a.example.com', 'https://b.example.com'] } }), findings: [] }
]

describe('config rules', () => {
  it.each(invalid)('reports $name', async ({ text, findings, file }) => {
    const result = await lint(file ?? 'docs.json', text)
    expect(result.findings).toEqual(findings.map((finding) => expect.objectContaining(finding)))
  })

  it.each(valid)('accepts $name', async ({ text }) => {
    expect((await lint('docs.json', text)).findings).toEqual([])
  })

  it('gives every message a docs URL and the suggestion as `expected`', async () => {
    const { file } = await lint('docs.json', docsJson({ navigaton: [] }))
    expect(file.messages[0]).toMatchObject({
      url: 'https://github.com/docslint/docslint/blob/main/docs/rules/config-unknown-key.md',
      source: 'docslint',
      expected: ['navigation'],
      actual: 'navigaton'
    })
  })

  it('keeps the normalised config, with schema defaults applied, on the file', async () => {
    const { file } = await lint('docs.json', docsJson({ anchors: [{ name: 'A', url: 'a' }], logo: { light: '/l.svg' }, api: {}, topbarCtaButton: { name: 'Go', url: '/go' } }))
    expect(file.data.siteConfig?.valid).toBe(true)
    const config = file.data.siteConfig?.config
    expect(config?.topAnchor).toEqual({ name: 'Documentation', icon: 'book-open', iconType: 'duotone' })
    expect(config?.anchors?.[0]).toMatchObject({ iconType: 'duotone', isDefaultHidden: false })
    expect(config?.logo).toEqual({ light: '/l.svg', href: '/' })
    expect(config?.api?.playground).toEqual({ mode: 'show' })
    expect(config?.topbarCtaButton?.type).toBe('link')
  })
})
