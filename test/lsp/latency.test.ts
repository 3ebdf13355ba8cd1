import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Diagnostic } from 'vscode-languageserver'
import { LspClient } from './client.js'
import { fixtureCopy, projectRoot } from '../e2e/run-cli.js'
import { siteRules, openapiRules } from '../../rules/index.js'

const cli = path.join(projectRoot, 'dist/src/cli.js')
const siteRuleIds = new Set([...siteRules, ...openapiRules].map((rule) => rule.meta.id))

/** A diagnostic as `line:column-line:column rule severity reason`, 1-based as `docslint check` counts. */
const described = ({ range: { start, end }, code, severity, message }: Diagnostic) =>
  `${start.line + 1}:${start.character + 1}-${end.line + 1}:${end.character + 1} ${code} ${severity} ${message}`

interface JsonMessage {
  place: { start: { line: number; column: number }; end: { line: number; column: number } }
  ruleId: string
  fatal: boolean | null
  reason: string
}

/** What `docslint check --stdin` reports for the page with this text, in its site, described as `described` does. */
function checkReports(root: string, page: string, text: string): string[] {
  const run = spawnSync(process.execPath, [cli, 'check', '--format', 'json', '--stdin', '--stdin-filename', page], { cwd: root, input: text, encoding: 'utf8' })
  const files = JSON.parse(run.stdout) as { messages: JsonMessage[] }[]
  const severity = (fatal: boolean | null) => (fatal === true ? 1 : fatal === false ? 2 : 3)
  return (files[0]?.messages ?? []).map(({ place: { start, end }, ruleId, fatal, reason }) => `${start.line}:${start.column}-${end.line}:${end.column} ${ruleId} ${severity(fatal)} ${reason}`)
}

/**
 * The language server publishes an opened page's own diagnostics first, then its site's, and after each edit the
 * same as `docslint check` reports for the same text: whatever it kept between checks, the result is the check's.
 */
describe('docslint lsp publishes what docslint check reports', () => {
  let root: string
  let client: LspClient
  beforeAll(async () => {
    root = fixtureCopy('site-rules')
    client = new LspClient()
    await client.initialize(root, { window: { workDoneProgress: true } })
  })
  afterAll(async () => {
    await client?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('for an opened page: its own diagnostics at once, then the site-level ones, each as the check reports them', async () => {
    const page = path.join(root, 'index.mdx')
    const text = readFileSync(page, 'utf8')
    const own = client.firstDiagnosticsFor(page)
    const site = client.diagnosticsFor(page)
    await client.open(page, text)
    const expected = checkReports(root, 'index.mdx', text)
    const first = await own
    expect(first.site).toBe(false)
    expect(first.diagnostics.some((diagnostic) => siteRuleIds.has(String(diagnostic.code)))).toBe(false)
    const all = (await site).diagnostics.map(described)
    expect(all).toEqual(expected)
    // The site rules' findings on it come with the site: links and an image that lead nowhere.
    expect(all.filter((line) => siteRuleIds.has(line.split(' ')[1])).length).toBeGreaterThan(0)
    expect(first.diagnostics.map(described).every((line) => all.includes(line))).toBe(true)
  })

  // Five edits, each compared with a run of the CLI: longer than one test's default time on a loaded machine.
  it('after edits: a page rule defect typed, a broken link mended, a new anchor linked, prose typed, the text put back', async () => {
    const page = path.join(root, 'index.mdx')
    const text = readFileSync(page, 'utf8')
    const typed = text.replace('first.', 'first, as its title says.')
    // Each edit, and the site rules it runs again: those that read the links and headings it changes, or none when it changes no fact.
    const linkRules = 'page-orphan, link-broken, link-extension, link-external, link-anchor-broken'
    const edits: [string, string][] = [
      [text.replace('Read [the setup guide](guides/setpu) first.', '# Again\n\nRead [the setup guide](guides/setup) first.'), `${linkRules} run`],
      [text.replace('[this page\'s intro](#acme-intro)', '[this page\'s intro](#acme-intro), [below](#more)') + '\n## More\n\nText.\n', `${linkRules} run`],
      [text, `${linkRules} run`],
      [typed, 'no page fact changed, their last messages kept'],
      [typed.replace('as its title', 'as its own title'), 'no page fact changed, their last messages kept']
    ]
    expect(typed).not.toBe(text)
    for (const [edited, ran] of edits) {
      const published = client.diagnosticsFor(page)
      const logged = client.logs.length
      await client.change(page, edited)
      expect((await published).diagnostics.map(described)).toEqual(checkReports(root, 'index.mdx', edited))
      expect(client.logs.slice(logged).filter((line) => line.startsWith('docslint: site rules'))).toEqual([`docslint: site rules: ${ran}`])
    }
  }, 240_000)

  it('for a second page opened, whose findings are the site’s: an orphan page and an import of nothing', async () => {
    const page = path.join(root, 'orphan.mdx')
    const text = readFileSync(page, 'utf8')
    const site = client.diagnosticsFor(page)
    await client.open(page, text)
    const diagnostics = (await site).diagnostics
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['page-orphan', 'import-missing'])
    expect(diagnostics.map(described)).toEqual(checkReports(root, 'orphan.mdx', text))
  })

  it('shows the progress of the site check to a client that shows progress: begin, pages counted, end', () => {
    const kinds = client.progress.map((value) => value.kind)
    expect(kinds[0]).toBe('begin')
    expect(kinds).toContain('end')
    expect(client.progress.find((value) => value.kind === 'report')?.message).toMatch(/^Checking site: \d+ of \d+ pages$/)
  })
})

describe('docslint lsp starts from the --cache file', () => {
  let root: string
  beforeAll(() => {
    root = fixtureCopy('site-rules')
    const run = spawnSync(process.execPath, [cli, 'check', '--cache', '.'], { cwd: root, encoding: 'utf8' })
    expect(run.status).toBe(1)
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const openIndex = async (client: LspClient) => {
    const page = path.join(root, 'index.mdx')
    const text = readFileSync(page, 'utf8')
    const site = client.diagnosticsFor(page)
    await client.open(page, text)
    expect((await site).diagnostics.map(described)).toEqual(checkReports(root, 'index.mdx', text))
  }

  it('a restarted editor: the site is published from the cache, no page parsed again', async () => {
    const client = new LspClient()
    try {
      await client.initialize(root)
      await openIndex(client)
      expect(client.logs.filter((line) => line.startsWith('docslint: checked'))).toEqual([`docslint: checked 0 pages of ${root} (6 unchanged, reused)`])
    } finally {
      await client.close()
    }
  })

  it('a damaged cache file is said, and left aside: every page is checked once, as without one', async () => {
    const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
    writeFileSync(path.join(root, '.docslintcache'), `${JSON.stringify({ format: 'docslint-cache/9', version, setups: {} })}\nnot a line of the cache\n`)
    const client = new LspClient()
    try {
      await client.initialize(root)
      await openIndex(client)
      expect(client.logs).toContain(`docslint: the cache file ${path.join(root, '.docslintcache')} is damaged: it is replaced`)
      // The opened page was checked alone at once, and its result reused by the site's check.
      expect(client.logs.filter((line) => line.startsWith('docslint: checked'))).toEqual([`docslint: checked 5 pages of ${root} (1 unchanged, reused)`])
    } finally {
      await client.close()
    }
  })
})
