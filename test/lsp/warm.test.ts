import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import type { Diagnostic } from 'vscode-languageserver'
import { uriOf, useLspSite } from './client.js'

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
  const site = useLspSite(files)
  const file = site.file
  const lastLog = () => site.client.logs.filter((line) => line.startsWith('docslint: checked')).at(-1)

  it('checks every page when a page is opened, then only the changed page after an edit', async () => {
    const page = file('index.mdx')
    const opened = site.client.diagnosticsFor(page)
    await site.client.open(page, files['index.mdx'])
    expect((await opened).diagnostics.map(brief)).toEqual(['7:5 link-broken'])
    expect(lastLog()).toBe(`docslint: checked 3 pages of ${site.root} (0 unchanged, reused)`)

    const changed = site.client.diagnosticsFor(page)
    await site.client.change(page, `${files['index.mdx']}\n# Title again\n`)
    expect((await changed).diagnostics.map(brief)).toEqual(['7:5 link-broken', '9:0 heading-start'])
    expect(lastLog()).toBe(`docslint: checked 1 page of ${site.root} (2 unchanged, reused)`)
  })

  it('runs the site stage again: a page added on disk makes the link of an unchanged page good', async () => {
    const page = file('index.mdx')
    writeFileSync(file('guides/other.mdx'), `${front('Other')}## Other\n\nMore.\n`)
    const rechecked = site.client.diagnosticsFor(page)
    // As an editor tells the server of a file created outside it (the server asks for these events): the open
    // page's text is what was checked last, so its result comes from memory and only the new page is checked.
    await site.client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(file('guides/other.mdx')), type: 1 }] })
    expect((await rechecked).diagnostics.map(brief)).toEqual(['9:0 heading-start'])
    expect(lastLog()).toBe(`docslint: checked 1 page of ${site.root} (3 unchanged, reused)`)
  })
})
