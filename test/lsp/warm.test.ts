import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Diagnostic } from 'vscode-languageserver'
import { LspClient } from './client.js'

const front = (title: string) => `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}."\n---\n\n`
const files: Record<string, string> = {
  'docs.json': '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/setup", "guides/deploy", "guides/other"] }]\n}\n',
  'index.mdx': `${front('Welcome')}## Next\n\nRead [the other guide](/guides/other).\n`,
  'guides/setup.mdx': `${front('Setup')}## Setup\n\nInstall it.\n`,
  'guides/deploy.mdx': `${front('Deploy')}## Deploy\n\nShip it.\n`
}

const brief = (diagnostic: Diagnostic) => `${diagnostic.range.start.line}:${diagnostic.range.start.character} ${diagnostic.code}`

/**
 * The language server keeps each page's result between checks: a change to one page parses that page only
 * (the server says so in its log), while the site stage runs again on every check with the facts it kept.
 */
describe('docslint lsp keeps the site warm between checks', () => {
  let root: string
  let client: LspClient
  const file = (name: string) => path.join(root, name)
  const lastLog = () => client.logs.filter((line) => line.startsWith('docslint: checked')).at(-1)

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'docslint-lsp-warm-'))
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(file(name)), { recursive: true })
      writeFileSync(file(name), text)
    }
    client = new LspClient()
    await client.initialize(root)
  })

  afterAll(async () => {
    await client.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('checks every page when a page is opened, then only the changed page after an edit', async () => {
    const page = file('index.mdx')
    const opened = client.diagnosticsFor(page)
    await client.open(page, files['index.mdx'])
    expect((await opened).diagnostics.map(brief)).toEqual(['7:5 link-broken'])
    expect(lastLog()).toBe(`docslint: checked 3 pages of ${root} (0 unchanged, from memory)`)

    const changed = client.diagnosticsFor(page)
    await client.change(page, `${files['index.mdx']}\n# Title again\n`)
    expect((await changed).diagnostics.map(brief)).toEqual(['7:5 link-broken', '9:0 heading-start'])
    expect(lastLog()).toBe(`docslint: checked 1 page of ${root} (2 unchanged, from memory)`)
  })

  it('runs the site stage again: a page added on disk makes the link of an unchanged page good', async () => {
    const page = file('index.mdx')
    writeFileSync(file('guides/other.mdx'), `${front('Other')}## Other\n\nMore.\n`)
    const rechecked = client.diagnosticsFor(page)
    // The same text as the last change: the page's result comes from memory, the new page is checked.
    await client.change(page, `${files['index.mdx']}\n# Title again\n`)
    expect((await rechecked).diagnostics.map(brief)).toEqual(['9:0 heading-start'])
    expect(lastLog()).toBe(`docslint: checked 1 page of ${root} (3 unchanged, from memory)`)
  })
})
