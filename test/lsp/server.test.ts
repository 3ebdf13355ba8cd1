import { describe, expect, it } from '@jest/globals'
import { TextDocument } from 'vscode-languageserver-textdocument'
import type { CodeAction, CompletionItem, Diagnostic, Hover, TextEdit } from 'vscode-languageserver'
import { uriOf, useLspSite } from './client.js'

const front = '---\ntitle: "Welcome"\ndescription: "Start with Acme."\n---\n\n'
const docsJson = '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/setup"] }]\n}\n'
const files: Record<string, string> = {
  'docs.json': docsJson,
  'index.mdx': `${front}## Install\n\nRun the installer.\n`,
  'guides/setup.mdx': `${front}## Setup\n`
}

/** A diagnostic as the assertions write it: `line:character-line:character code severity`. */
const brief = (diagnostic: Diagnostic) => {
  const { start, end } = diagnostic.range
  return `${start.line}:${start.character}-${end.line}:${end.character} ${diagnostic.code} ${diagnostic.severity}`
}

describe('docslint lsp (built CLI, a real client over stdio)', () => {
  const site = useLspSite(files)
  const file = site.file

  it('publishes a diagnostic at the defect typed into an open page, with its rule id and docs link; the quick fix takes it away', async () => {
    const page = file('index.mdx')
    const clean = site.client.diagnosticsFor(page)
    await site.client.open(page, files['index.mdx'])
    expect((await clean).diagnostics).toEqual([])

    // The writer types a level-1 heading (not saved: the file on disk is unchanged).
    const typed = `${front}# Welcome\n\n## Install\n\nRun the installer.\n`
    const published = site.client.diagnosticsFor(page)
    await site.client.change(page, typed)
    const { diagnostics } = await published
    expect(diagnostics.map(brief)).toEqual(['5:0-5:9 heading-start 2'])
    expect(diagnostics[0]).toMatchObject({ source: 'docslint', codeDescription: { href: 'https://github.com/docslint/docslint/blob/main/docs/rules/heading-start.md' } })

    const actions = await site.client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(page) }, range: diagnostics[0].range, context: { diagnostics } })
    expect(actions.map((action) => action.title)).toEqual(['Fix: Level-1 heading in the body (heading-start)', 'Disable heading-start for this line'])
    const fixed = applyEdits(typed, actions[0].edit!.changes![uriOf(page)])
    expect(fixed).toBe(`${front}## Welcome\n\n### Install\n\nRun the installer.\n`)
    expect(applyEdits(typed, actions[1].edit!.changes![uriOf(page)])).toBe(`${front}{/* docslint-disable-next-line heading-start */}\n# Welcome\n\n## Install\n\nRun the installer.\n`)

    const after = site.client.diagnosticsFor(page)
    await site.client.change(page, fixed)
    expect((await after).diagnostics).toEqual([])
  })

  // Found by the fuzz suite (lsp-framing 3232/67): fileURLToPath throws on an encoded `/`, and the server died with a stack trace.
  it('answers on after a document whose file: URI names no local path (an encoded slash)', async () => {
    const odd = `${uriOf(file('index.mdx')).replace(/index\.mdx$/, '')}a%2F..%2F..%2Fx.mdx`
    await site.client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: odd, languageId: 'mdx', version: 1, text: '# x\n' } })
    const hover = await site.client.request<Hover | null>('textDocument/hover', { textDocument: { uri: odd }, position: { line: 0, character: 0 } })
    expect(hover).toBeNull()
    const page = file('guides/setup.mdx')
    const published = site.client.diagnosticsFor(page)
    await site.client.open(page, files['guides/setup.mdx'])
    expect((await published).diagnostics).toEqual([])
  })

  it('checks a page against the site as it is open: a link to a page, then to a page that is not there', async () => {
    const page = file('guides/setup.mdx')
    const opened = site.client.diagnosticsFor(page)
    await site.client.open(page, `${front}## Setup\n\nBack to [the start](/index).\n`)
    expect((await opened).diagnostics).toEqual([])
    const changed = site.client.diagnosticsFor(page)
    await site.client.change(page, `${front}## Setup\n\nBack to [the start](/indexx).\n`)
    const { diagnostics } = await changed
    expect(diagnostics.map(brief)).toEqual(['7:8-7:28 link-broken 1'])
  })

  it('hovers a docs.json key with its description from the schema', async () => {
    const config = file('docs.json')
    const opened = site.client.diagnosticsFor(config)
    await site.client.open(config, docsJson)
    expect((await opened).diagnostics).toEqual([])
    const hover = await site.client.request<Hover>('textDocument/hover', { textDocument: { uri: uriOf(config) }, position: { line: 1, character: 4 } })
    expect(hover.contents).toEqual({ kind: 'markdown', value: 'Project name; used for the global title.' })
  })

  it('completes docs.json keys, enum values and the pages navigation may list', async () => {
    const config = file('docs.json')
    const text = '{\n  "name": "Acme",\n  "modeToggle": { "default": "" },\n  "navigation": [{ "group": "Start", "pages": ["index", ""] }],\n  \n}\n'
    await site.client.change(config, text)
    const labels = async (line: number, character: number) =>
      (await site.client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri: uriOf(config) }, position: { line, character } })).map((item) => item.label)
    expect(await labels(4, 2)).toEqual(expect.arrayContaining(['navigation', 'colors', 'footerSocials', 'modeToggle']))
    expect(await labels(2, 30)).toEqual(['light', 'dark'])
    expect(await labels(3, 56)).toEqual(['guides/setup', 'index'])
  })

  it('completes component names and attributes in a page', async () => {
    const page = file('index.mdx')
    await site.client.change(page, `${front}<Car\n\n<Card \n`)
    const labels = async (line: number, character: number) =>
      (await site.client.request<CompletionItem[]>('textDocument/completion', { textDocument: { uri: uriOf(page) }, position: { line, character } })).map((item) => item.label)
    expect(await labels(5, 4)).toEqual(expect.arrayContaining(['Card', 'CardGroup', 'Frame', 'Steps']))
    expect(await labels(7, 6)).toEqual(expect.arrayContaining(['title', 'href', 'icon']))
  })
})

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'mdx', 1, text), edits)
}
