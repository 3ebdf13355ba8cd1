import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Point, Position } from 'unist'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { Severity } from '../src/rule.js'
import { createProcessor } from '../src/processor.js'
import { check, type CheckOptions } from '../src/engine.js'
import { configTransform, type ToolConfig } from '../src/config/rc.js'

/** A message as the tables write it: rule, severity, `line:column-line:column`, reason. */
export interface Finding {
  ruleId: string
  severity: Severity
  at: string
  reason: string
}

/** A message of a whole-site check, with the path of its file from the site root. */
export interface SiteFinding extends Finding {
  file: string
}

/**
 * Runs docslint's processor on one in-memory file, as unified-engine would: with the default settings, or with
 * those of a tool configuration (read as if it were `.docslintrc.json` in the current folder).
 */
export async function lint(filePath: string, text: string, config?: ToolConfig): Promise<{ file: VFile; findings: Finding[] }> {
  const processor = createProcessor({ keepText: true })
  if (config) processor.data('settings', configTransform(config, path.join(process.cwd(), '.docslintrc.json')).settings)
  const file = new VFile({ path: filePath, value: text })
  const tree = processor.parse(file)
  await processor.run(tree, file)
  return { file, findings: file.messages.map(toFinding) }
}

export function toFinding(message: VFileMessage): Finding {
  return {
    ruleId: String(message.ruleId),
    severity: message.fatal === true ? 'error' : message.fatal === false ? 'warn' : 'info',
    at: formatPlace(message.place),
    reason: message.reason
  }
}

/** `line:column-line:column` for a range, `line:column` for a point, as the assertions write places. */
export function formatPlace(place: Point | Position | undefined): string {
  if (!place) return ''
  if ('start' in place) return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}`
  return `${place.line}:${place.column}`
}

/** Every message of a check of `paths` (the whole site by default), each with its file's path from `root`. */
export async function checkFindings(root: string, paths = [root], options: CheckOptions = {}): Promise<SiteFinding[]> {
  const files = await check({ paths, cwd: root, ...options })
  return files.flatMap((file) =>
    file.messages.map((message) => ({ file: path.relative(root, path.resolve(file.cwd, file.path)), ...toFinding(message) }))
  )
}

/** A message as one line: `file line:column-line:column rule severity: reason`. */
export const asLine = ({ file, at, ruleId, severity, reason }: SiteFinding): string => `${file} ${at} ${ruleId} ${severity}: ${reason}`

/** Every message of a check as one line each (see asLine). */
export async function messages(root: string, paths = [root], options: CheckOptions = {}): Promise<string[]> {
  return (await checkFindings(root, paths, options)).map(asLine)
}

/** Runs `use` on a site written to a fresh temporary folder (file paths from the site root, and their contents), and removes the folder afterwards. */
export async function withSite<T>(files: Record<string, string>, use: (root: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      writeFileSync(path.join(root, name), text)
    }
    return await use(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** A docs.json with the two required keys and whatever else a case adds, pretty-printed. */
export function docsJson(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }], ...extra }, null, 2) + '\n'
}

/** `navigation` with one group of these pages, for docsJson. */
export const navigationOf = (...pages: unknown[]) => ({ navigation: [{ group: 'Start', pages }] })

/** The files of a site whose docs.json lists one spec, `spec.<extension>`, with `text`, and whatever else is given. */
export function specSite(text: string, extension = 'yaml', extra: Record<string, string> = {}): Record<string, string> {
  return {
    'docs.json': JSON.stringify({ name: 'API', openapi: `spec.${extension}`, navigation: [] }),
    [`spec.${extension}`]: text,
    ...extra
  }
}

const endpointSpec = `openapi: 3.1.0
info: {title: Acme, version: '1'}
paths:
  /runs:
    get:
      summary: List runs
      description: Lists the runs of a project, newest first.
      responses:
        '200': {description: ok}
    post:
      responses:
        '200': {description: ok}
`

/** A site whose spec has `GET /runs` (a summary and a description) and `POST /runs` (neither), and an endpoint page of `front`. */
export const endpointPage = (front: string) => specSite(endpointSpec, 'yaml', { 'runs.mdx': `---\n${front}\n---\n` })

/** A spec with two problems of redocly's `spec` ruleset: a misspelt key (`openapi/struct` at 8:7) and a `$ref` to nothing (`openapi/no-unresolved-refs` at 11:11). */
export const twoProblems = `openapi: 3.1.0
info:
  title: T
  version: '1'
paths:
  /a:
    get:
      sumary: A
      responses:
        '200':
          $ref: '#/components/responses/Nope'
`

/** A page body under valid front matter: most page cases are about the body alone. */
export const page = (body: string): string => `---\ntitle: "Quick start"\ndescription: "Install the SDK."\n---\n\n${body}`

/** A valid docs.json in the current format, with `extra` keys after `navigation`, pretty-printed. */
export function currentJson(extra: Record<string, unknown> = {}): string {
  const { theme = 'mint', ...rest } = extra
  return JSON.stringify({ name: 'Acme', theme, colors: { primary: '#0D7A5F' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...rest }, null, 2) + '\n'
}

/** An HTTP server on 127.0.0.1 for the tests of remote files (no test reaches the network): its base URL, and how to stop it. */
export async function localServer(handler: RequestListener): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close }
}

/**
 * A generated reference page over the parse budget (src/page/budget.ts), as SDK generators write them: per call,
 * a heading, a paragraph linking to its return type's heading, a parameter, a table and a code block. docslint
 * skims it (src/page/skim.ts) instead of parsing it. `extra` ends the page.
 */
export function generatedReference(extra = '', calls = 1500): string {
  const call = (n: number) =>
    `## \`client.users.list_${n}()\`\n\nLists users. Returns a [\`User\`](#user-${n}) object.\n\n<ParamField query="limit_${n}" type="integer">The most items, **10** by default.</ParamField>\n\n| Name | Type |\n| --- | --- |\n| \`id\` | \`string\` |\n\n### User ${n}\n\n\`\`\`python\nclient.users.list_${n}(limit=10)\n\`\`\`\n`
  return page(`${Array.from({ length: calls }, (_, n) => call(n)).join('\n')}\n${extra}`)
}
