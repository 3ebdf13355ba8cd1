/**
 * The text of one generated page: Mintlify-style MDX as real sites write it (front matter, headings, prose with
 * links and inline code, fenced code, lists, tables and the usual components), so that the benchmark parses
 * what docslint meets in practice rather than a few lines of lorem ipsum.
 *
 * Everything written here must be valid MDX: no `{`, `}` or `<` in prose, void tags self-closed, no HTML
 * comments. Code goes in fenced blocks, where anything is allowed.
 */
import type { Random } from './random.js'

/** What a page may link to: paths of the site's pages (without extension) and of its images. */
export interface SiteLinks {
  pages: readonly string[]
  images: readonly string[]
}

export interface PageRequest {
  random: Random
  links: SiteLinks
  /** API reference pages lean on ParamField and ResponseField, as in real sites. */
  apiReference: boolean
}

const TOPICS = [
  'webhooks', 'API keys', 'environments', 'deployments', 'rate limits', 'pagination', 'authentication',
  'scheduled tasks', 'retries', 'logging', 'batch jobs', 'projects', 'team members', 'error handling',
  'custom domains', 'event streams', 'queues', 'secrets', 'usage limits', 'audit logs', 'workspaces', 'tags'
] as const

const TITLE_PATTERNS = [
  (topic: string) => `Configure ${topic}`,
  (topic: string) => `${capitalise(topic)} overview`,
  (topic: string) => `Working with ${topic}`,
  (topic: string) => `Manage ${topic}`,
  (topic: string) => `Troubleshooting ${topic}`,
  (topic: string) => `Migrating ${topic} to v2`
] as const

const RESOURCES = [
  ['projects', 'project'], ['runs', 'run'], ['webhooks', 'webhook'], ['environments', 'environment'],
  ['keys', 'key'], ['deployments', 'deployment'], ['schedules', 'schedule'], ['events', 'event']
] as const

const SUBJECTS = [
  'The client', 'Each request', 'Your project', 'The dashboard', 'A task', 'The CLI', 'Every environment',
  'The API', 'The SDK', 'A webhook endpoint', 'Your team', 'The worker', 'A deployment'
] as const

const VERBS = [
  'sends', 'stores', 'validates', 'retries', 'returns', 'creates', 'lists', 'signs', 'caches', 'groups',
  'rotates', 'schedules', 'records', 'forwards'
] as const

const OBJECTS = [
  'a JSON payload', 'the request headers', 'one event per run', 'an access token', 'the latest deployment',
  'the configured secrets', 'a signed URL', 'the failed attempts', 'every matching record', 'the usage totals'
] as const

const ENDINGS = [
  ' before the response is sent', ' for every environment', ' when the request succeeds', ' after a short delay',
  ' in the order they were created', '', '', ' without blocking the caller', ' so you can inspect it later',
  ' once the build has finished', ' for up to thirty days'
] as const

const INLINE_CODE = [
  'apiKey', 'client.runs.list()', 'npx acme deploy', 'maxAttempts', 'NODE_ENV', 'X-Request-Id', 'timeoutInMs',
  'status', 'created_at', '.env', 'idempotencyKey', 'retry.factor', 'GET /v1/projects', 'ACME_API_KEY', 'cursor'
] as const

const EXTERNAL_LINKS = [
  ['the Node.js download page', 'https://nodejs.org/en/download'],
  ['GitHub Actions', 'https://docs.github.com/en/actions'],
  ['the PostgreSQL manual', 'https://www.postgresql.org/docs/'],
  ['HTTP status codes', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Status']
] as const

const HEADINGS = [
  'Before you begin', 'How it works', 'Configure the client', 'Handle errors', 'Limits', 'Example request',
  'Best practices', 'Testing locally', 'Going to production', 'Common problems', 'Security', 'Monitoring',
  'Versioning', 'Local development', 'Permissions'
] as const

const ICONS = ['rocket', 'book', 'code', 'bolt', 'key', 'gear', 'shield', 'globe', 'terminal', 'database'] as const
const TYPES = ['string', 'integer', 'boolean', 'object', 'string[]', 'number'] as const
const FIELD_NAMES = [
  'id', 'name', 'status', 'created_at', 'updated_at', 'environment', 'metadata', 'limit', 'cursor', 'tags',
  'retries', 'timeout', 'region', 'version', 'owner'
] as const

export function renderPage(request: PageRequest): string {
  const { random } = request
  const topic = random.pick(TOPICS)
  const parts = [frontMatter(random, topic), paragraph(request, topic, random.int(2, 4))]
  // Squaring skews the count: most pages are a few KB, a few are long, like real sites.
  const sectionCount = 2 + Math.floor(random.next() ** 2 * 10)
  if (request.apiReference) parts.push(...apiSections(request, topic))
  for (let index = 0; index < sectionCount; index++) parts.push(section(request, topic))
  if (random.chance(0.4)) parts.push('## Next steps', cards(request, topic))
  return parts.join('\n\n') + '\n'
}

function frontMatter(random: Random, topic: string): string {
  const title = random.pick(TITLE_PATTERNS)(topic)
  const lines = ['---', `title: "${title}"`, `description: "Learn how to set up and use ${topic} in your project."`]
  if (random.chance(0.3)) lines.push(`sidebarTitle: "${capitalise(topic)}"`)
  if (random.chance(0.2)) lines.push(`icon: "${random.pick(ICONS)}"`)
  return [...lines, '---'].join('\n')
}

function apiSections(request: PageRequest, topic: string): string[] {
  return [
    '## Parameters', paramFields(request, topic),
    '## Response', responseField(request, topic),
    '## Example', codeGroup(request)
  ]
}

function section(request: PageRequest, topic: string): string {
  const { random } = request
  const parts = [`## ${random.pick(HEADINGS)}`, paragraph(request, topic, random.int(2, 5)), block(request, topic)]
  if (random.chance(0.4)) {
    parts.push(`### ${random.pick(HEADINGS)}`, paragraph(request, topic, random.int(1, 3)), block(request, topic))
  }
  return parts.join('\n\n')
}

type BlockWriter = (request: PageRequest, topic: string) => string

/** Prose-like blocks come up more often than components, as in real pages. */
const BLOCKS: readonly [weight: number, write: BlockWriter][] = [
  [4, (request, topic) => paragraph(request, topic, request.random.int(2, 4))],
  [3, (request, topic) => list(request, topic)],
  [4, (request) => codeBlock(request.random)],
  [1, (request) => table(request.random)],
  [2, (request, topic) => callout(request, topic)],
  [1, (request, topic) => steps(request, topic)],
  [1, (request) => tabs(request)],
  [1, (request) => codeGroup(request)],
  [1, (request, topic) => cards(request, topic)],
  [1, (request, topic) => paramFields(request, topic)],
  [1, (request, topic) => responseField(request, topic)],
  [1, (request, topic) => frame(request, topic)],
  [1, (request, topic) => accordions(request, topic)]
]
const TOTAL_WEIGHT = BLOCKS.reduce((sum, [weight]) => sum + weight, 0)

function block(request: PageRequest, topic: string): string {
  let roll = request.random.next() * TOTAL_WEIGHT
  for (const [weight, write] of BLOCKS) {
    roll -= weight
    if (roll < 0) return write(request, topic)
  }
  return paragraph(request, topic, 2)
}

function paragraph(request: PageRequest, topic: string, sentenceCount: number): string {
  return Array.from({ length: sentenceCount }, () => sentence(request, topic)).join(' ')
}

function sentence(request: PageRequest, topic: string): string {
  const { random } = request
  const object = random.chance(0.3) ? `the ${topic}` : random.pick(OBJECTS)
  let text = `${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${object}${random.pick(ENDINGS)}`
  if (random.chance(0.3)) text += `, using \`${random.pick(INLINE_CODE)}\``
  text += '.'
  if (random.chance(0.15)) text += ` See ${pageLink(request, `the guide to ${random.pick(TOPICS)}`)} for details.`
  else if (random.chance(0.05)) text += ` Read more in ${externalLink(random)}.`
  return text
}

function pageLink(request: PageRequest, text: string): string {
  return `[${text}](${pageHref(request)})`
}

function pageHref(request: PageRequest): string {
  return `/${request.random.pick(request.links.pages)}`
}

function externalLink(random: Random): string {
  const [text, url] = random.pick(EXTERNAL_LINKS)
  return `[${text}](${url})`
}

function list(request: PageRequest, topic: string): string {
  const { random } = request
  const ordered = random.chance(0.4)
  const items = Array.from({ length: random.int(3, 6) }, (_, index) => {
    const marker = ordered ? `${index + 1}.` : '-'
    const lead = random.chance(0.4) ? `\`${random.pick(INLINE_CODE)}\`: ` : ''
    return `${marker} ${lead}${sentence(request, topic)}`
  })
  return items.join('\n')
}

/** GFM tables are not parsed as tables without remark-gfm, but real pages have them, so the parser meets them. */
function table(random: Random): string {
  const rows = Array.from({ length: random.int(3, 6) }, () => {
    const type = random.pick(TYPES)
    const field = random.pick(FIELD_NAMES)
    const description = `${capitalise(random.pick(OBJECTS))}${random.pick(ENDINGS)}.`
    return `| \`${field}\` | \`${type}\` | ${description} |`
  })
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

function callout(request: PageRequest, topic: string): string {
  const tag = request.random.pick(['Note', 'Tip', 'Warning', 'Info'] as const)
  return `<${tag}>\n  ${paragraph(request, topic, request.random.int(1, 3))}\n</${tag}>`
}

function steps(request: PageRequest, topic: string): string {
  const { random } = request
  const stepTitles = ['Install the SDK', 'Create an API key', 'Configure the client', 'Deploy', 'Verify the setup']
  const count = random.int(2, 4)
  const items = stepTitles.slice(0, count).map((title) => {
    const body = [paragraph(request, topic, random.int(1, 3))]
    if (random.chance(0.6)) body.push(codeBlock(random))
    return `  <Step title="${title}">\n${indent(body.join('\n\n'), 4)}\n  </Step>`
  })
  return `<Steps>\n${items.join('\n')}\n</Steps>`
}

function tabs(request: PageRequest): string {
  const { random } = request
  const resource = random.pick(RESOURCES)
  const tabList = [
    `  <Tab title="TypeScript">\n${indent(fence('ts', typescriptSample(random, resource)), 4)}\n  </Tab>`,
    `  <Tab title="Python">\n${indent(fence('python', pythonSample(random, resource)), 4)}\n  </Tab>`
  ]
  return `<Tabs>\n${tabList.join('\n')}\n</Tabs>`
}

function codeGroup(request: PageRequest): string {
  const { random } = request
  const resource = random.pick(RESOURCES)
  const blocks = [
    fence('bash cURL', curlSample(random, resource)),
    fence('ts Node.js', typescriptSample(random, resource)),
    fence('python Python', pythonSample(random, resource))
  ]
  return `<CodeGroup>\n${blocks.join('\n\n')}\n</CodeGroup>`
}

function cards(request: PageRequest, topic: string): string {
  const { random } = request
  const items = Array.from({ length: random.int(2, 4) }, () => {
    const title = capitalise(random.pick(TOPICS))
    const attributes = `title="${title}" icon="${random.pick(ICONS)}" href="${pageHref(request)}"`
    return `  <Card ${attributes}>\n    ${sentence(request, topic)}\n  </Card>`
  })
  return `<CardGroup cols={2}>\n${items.join('\n')}\n</CardGroup>`
}

function paramFields(request: PageRequest, topic: string): string {
  const { random } = request
  const fields = [`<ParamField path="id" type="string" required>\n  The ID of the ${topic} record.\n</ParamField>`]
  for (let index = random.int(1, 4); index > 0; index--) {
    const location = random.pick(['query', 'body'] as const)
    const required = random.chance(0.3) ? ' required' : ''
    const attributes = `${location}="${random.pick(FIELD_NAMES)}" type="${random.pick(TYPES)}"${required}`
    fields.push(`<ParamField ${attributes}>\n  ${paragraph(request, topic, random.int(1, 2))}\n</ParamField>`)
  }
  return fields.join('\n\n')
}

function responseField(request: PageRequest, topic: string): string {
  const { random } = request
  const nested = Array.from({ length: random.int(2, 4) }, () => {
    const attributes = `name="${random.pick(FIELD_NAMES)}" type="${random.pick(TYPES)}"`
    return `    <ResponseField ${attributes}>\n      ${sentence(request, topic)}\n    </ResponseField>`
  })
  return [
    `<ResponseField name="data" type="object">`,
    `  ${sentence(request, topic)}`,
    '',
    `  <Expandable title="properties">`,
    nested.join('\n'),
    '  </Expandable>',
    '</ResponseField>'
  ].join('\n')
}

function frame(request: PageRequest, topic: string): string {
  const image = request.random.pick(request.links.images)
  const caption = `The ${topic} page in the dashboard`
  return `<Frame caption="${caption}">\n  <img src="${image}" alt="${caption}" />\n</Frame>`
}

function accordions(request: PageRequest, topic: string): string {
  const { random } = request
  const items = Array.from({ length: random.int(2, 4) }, () => {
    const title = `What happens to ${random.pick(OBJECTS)}?`
    return `  <Accordion title="${title}">\n    ${paragraph(request, topic, random.int(1, 3))}\n  </Accordion>`
  })
  return `<AccordionGroup>\n${items.join('\n')}\n</AccordionGroup>`
}

function codeBlock(random: Random): string {
  const resource = random.pick(RESOURCES)
  switch (random.int(0, 3)) {
    case 0:
      return fence('bash', random.chance(0.5) ? curlSample(random, resource) : installSample(random))
    case 1:
      return fence('ts', typescriptSample(random, resource))
    case 2:
      return fence('python', pythonSample(random, resource))
    default:
      return fence('json', jsonSample(random, resource))
  }
}

type Resource = (typeof RESOURCES)[number]

function installSample(random: Random): string {
  const manager = random.pick(['npm install', 'pnpm add', 'yarn add'] as const)
  const environment = random.pick(['staging', 'prod'])
  return `${manager} @acme/sdk@latest\nnpx acme@latest login\nnpx acme@latest deploy --env ${environment}`
}

function curlSample(random: Random, [plural]: Resource): string {
  return [
    `curl -X POST https://api.acme.dev/v1/${plural} \\`,
    '  -H "Authorization: Bearer $ACME_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"name": "${sampleName(random)}", "retries": ${random.int(1, 9)}}'`
  ].join('\n')
}

function typescriptSample(random: Random, [plural, singular]: Resource): string {
  return [
    'import { Acme } from "@acme/sdk";',
    '',
    'const acme = new Acme({ apiKey: process.env.ACME_API_KEY });',
    '',
    `export async function create${capitalise(singular)}(name: string) {`,
    `  const ${singular} = await acme.${plural}.create({`,
    '    name,',
    `    retries: ${random.int(1, 9)},`,
    `    timeoutInMs: ${random.int(1, 60) * 1000},`,
    '  });',
    `  console.log(\`Created \${${singular}.id}\`);`,
    `  return ${singular};`,
    '}'
  ].join('\n')
}

function pythonSample(random: Random, [plural, singular]: Resource): string {
  return [
    'import os',
    'from acme import Acme',
    '',
    'client = Acme(api_key=os.environ["ACME_API_KEY"])',
    '',
    `${singular} = client.${plural}.create(name="${sampleName(random)}", retries=${random.int(1, 9)})`,
    `print(f"Created {${singular}.id}")`
  ].join('\n')
}

function jsonSample(random: Random, [, singular]: Resource): string {
  const fields = {
    id: `${singular.slice(0, 3)}_${random.int(0x100000, 0xffffff).toString(16)}`,
    object: singular,
    name: sampleName(random),
    status: random.pick(['active', 'pending', 'failed']),
    created_at: `2024-0${random.int(1, 9)}-1${random.int(0, 9)}T10:00:00Z`,
    metadata: { team: random.pick(['platform', 'growth', 'infra']) }
  }
  return JSON.stringify(fields, null, 2)
}

function sampleName(random: Random): string {
  return `${random.pick(['nightly', 'billing', 'signup', 'export', 'sync'])}-${random.pick(['job', 'hook', 'task'])}`
}

function fence(info: string, code: string): string {
  return '```' + info + '\n' + code + '\n```'
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n')
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
