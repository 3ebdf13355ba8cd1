import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { CompletionItem, DocumentLink, DocumentSymbol, Hover, Location, Range, TextEdit } from 'vscode-languageserver'
import { uriOf, useLspSite } from './client.js'

const docsJson = `{
  "name": "Acme",
  "openapi": "openapi.yaml",
  "navigation": [
    { "group": "Start", "pages": ["index", "guides/setup"] },
    { "group": "API", "pages": ["api/users", "GET /users"] }
  ]
}
`
const files: Record<string, string> = {
  'docs.json': docsJson,
  'index.mdx': `---
title: "Welcome"
description: "Start with Acme."
---

import Note from '/snippets/note.mdx'

## Install

Read [the setup](/guides/setup#configure) and [how to install](#install).

<Card title="Setup" href="/guides/setup">Set up Acme.</Card>

<Note />
`,
  'guides/setup.mdx': `---
title: "Set up *Acme*"
description: "Configure the client."
---

## Prerequisites

### Keys

## Configure

Back to [the start](/).

<Accordion title="Rotate keys">Rotate them yearly.</Accordion>
`,
  'api/users.mdx': `---
title: "List users"
openapi: "GET /users"
---
`,
  'snippets/note.mdx': 'See [the setup](/guides/setup).\nRotate [the keys](/guides/setup#rotate-keys).\n',
  'openapi.yaml': `openapi: 3.0.3
info:
  title: Acme
  version: 1.0.0
paths:
  /users:
    get:
      summary: List users
      responses:
        '200':
          description: OK
`
}

/** A range as the assertions write it: `line:character-line:character`, LSP's lines and characters from 0. */
const span = ({ start, end }: Range) => `${start.line}:${start.character}-${end.line}:${end.character}`

describe('docslint lsp: navigation (built CLI, a real client over stdio)', () => {
  const site = useLspSite(files)
  const { file } = site
  const at = (name: string) => uriOf(file(name))
  /** A location as the assertions write it: the file from the site root, and its range. */
  const where = (location: Location) => `${path.relative(site.root, new URL(location.uri).pathname)} ${span(location.range)}`
  const request = <T>(method: string, name: string, line: number, character: number, extra = {}) =>
    site.client.request<T>(method, { textDocument: { uri: at(name) }, position: { line, character }, ...extra })

  /** Opens the documents and waits for their first diagnostics: the site has been checked once. */
  const opened = async (...names: string[]) => {
    for (const name of names) {
      const published = site.client.diagnosticsFor(file(name))
      await site.client.open(file(name), files[name])
      await published
    }
  }

  it('goes from a link to the page, and to the heading its #fragment names, on this page or another', async () => {
    await opened('index.mdx', 'docs.json', 'api/users.mdx')
    expect((await request<Location[]>('textDocument/definition', 'index.mdx', 9, 10)).map(where)).toEqual(['guides/setup.mdx 9:0-9:12'])
    expect((await request<Location[]>('textDocument/definition', 'index.mdx', 9, 60)).map(where)).toEqual(['index.mdx 7:0-7:10'])
    expect((await request<Location[]>('textDocument/definition', 'index.mdx', 11, 25)).map(where)).toEqual(['guides/setup.mdx 0:0-0:0'])
    // Between the links: nothing to follow.
    expect(await request<Location[]>('textDocument/definition', 'index.mdx', 9, 2)).toEqual([])
  })

  it('goes from a link to the element a #fragment reaches besides headings (an accordion\'s anchor)', async () => {
    await opened('snippets/note.mdx')
    expect((await request<Location[]>('textDocument/definition', 'snippets/note.mdx', 1, 20)).map(where)).toEqual(['guides/setup.mdx 13:0-13:62'])
  })

  it('goes from an import to the snippet, and from `openapi:` front matter to the operation in the spec', async () => {
    expect((await request<Location[]>('textDocument/definition', 'index.mdx', 5, 22)).map(where)).toEqual(['snippets/note.mdx 0:0-0:0'])
    expect((await request<Location[]>('textDocument/definition', 'api/users.mdx', 2, 12)).map(where)).toEqual(['openapi.yaml 6:4-6:7'])
  })

  it('goes from a navigation entry of docs.json to the page, and from an endpoint entry to the operation', async () => {
    expect((await request<Location[]>('textDocument/definition', 'docs.json', 4, 45)).map(where)).toEqual(['guides/setup.mdx 0:0-0:0'])
    expect((await request<Location[]>('textDocument/definition', 'docs.json', 5, 48)).map(where)).toEqual(['openapi.yaml 6:4-6:7'])
    expect(await request<Location[]>('textDocument/definition', 'docs.json', 1, 12)).toEqual([])
  })

  it('lists the document links of a page and of docs.json, a heading as a #L line,column fragment', async () => {
    const links = async (name: string) =>
      (await site.client.request<DocumentLink[]>('textDocument/documentLink', { textDocument: { uri: at(name) } })).map((link) => `${span(link.range)} ${link.target!.replace(uriOf(site.root), '')}`)
    expect(await links('index.mdx')).toEqual([
      '9:5-9:41 /guides/setup.mdx#L10,1',
      '9:46-9:72 /index.mdx#L8,1',
      '11:20-11:40 /guides/setup.mdx',
      '5:17-5:37 /snippets/note.mdx'
    ])
    expect(await links('docs.json')).toEqual([
      '4:34-4:41 /index.mdx',
      '4:43-4:57 /guides/setup.mdx',
      '5:32-5:43 /api/users.mdx',
      '5:45-5:57 /openapi.yaml#L7,5'
    ])
  })

  it('finds every link and navigation entry that reaches a page (its own `#fragment` links too): from the page itself, from a link or an entry to it', async () => {
    await opened('guides/setup.mdx')
    const expected = ['index.mdx 9:5-9:41', 'index.mdx 11:20-11:40', 'snippets/note.mdx 0:4-0:30', 'snippets/note.mdx 1:7-1:44', 'docs.json 4:43-4:57']
    const fromPage = await request<Location[]>('textDocument/references', 'guides/setup.mdx', 5, 3, { context: { includeDeclaration: false } })
    expect(fromPage.map(where)).toEqual(expected)
    const fromLink = await request<Location[]>('textDocument/references', 'index.mdx', 11, 30, { context: { includeDeclaration: true } })
    expect(fromLink.map(where)).toEqual(['guides/setup.mdx 0:0-0:0', ...expected])
    const fromEntry = await request<Location[]>('textDocument/references', 'docs.json', 4, 36, { context: { includeDeclaration: false } })
    expect(fromEntry.map(where)).toEqual(['guides/setup.mdx 11:8-11:22', 'index.mdx 9:46-9:72', 'docs.json 4:34-4:41'])
  })

  it('answers a request without a document or a position with nothing, and answers on', async () => {
    expect(await site.client.request('textDocument/definition', { textDocument: { uri: at('index.mdx') } })).toEqual([])
    expect(await site.client.request('textDocument/references', { textDocument: { uri: at('index.mdx') }, position: { line: -1, character: 0 } })).toEqual([])
    expect(await site.client.request('textDocument/documentLink', {})).toEqual([])
    expect(await site.client.request('textDocument/documentSymbol', { textDocument: { uri: 7 } })).toEqual([])
    expect((await request<Location[]>('textDocument/definition', 'index.mdx', 11, 25)).map(where)).toEqual(['guides/setup.mdx 0:0-0:0'])
  })

  it('hovers a link or a navigation entry with the title and description of the page it leads to', async () => {
    const hover = await request<Hover>('textDocument/hover', 'index.mdx', 9, 10)
    expect(hover).toEqual({ contents: { kind: 'markdown', value: '**Set up \\*Acme\\*** › Configure\n\nConfigure the client.\n\n`guides/setup.mdx`' }, range: { start: { line: 9, character: 5 }, end: { line: 9, character: 41 } } })
    expect(await request<Hover | null>('textDocument/hover', 'index.mdx', 9, 2)).toBeNull()
    const entry = await request<Hover>('textDocument/hover', 'docs.json', 4, 45)
    expect(entry.contents).toEqual({ kind: 'markdown', value: '**Set up \\*Acme\\***\n\nConfigure the client.\n\n`guides/setup.mdx`' })
  })

  it('shows the outline of a page: its headings, nested by level, each over its section, and the elements with an anchor in it', async () => {
    const symbols = await site.client.request<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri: at('guides/setup.mdx') } })
    const brief = (symbol: DocumentSymbol): unknown => ({ [`${symbol.name} ${symbol.detail} ${span(symbol.range)} ${span(symbol.selectionRange)}`]: (symbol.children ?? []).map(brief) })
    expect(symbols.map(brief)).toEqual([
      { 'Prerequisites h2 #prerequisites 5:0-9:0 5:0-5:16': [{ 'Keys h3 #keys 7:0-9:0 7:0-7:8': [] }] },
      { 'Configure h2 #configure 9:0-14:0 9:0-9:12': [{ '#rotate-keys <Accordion> 13:0-13:62 13:0-13:62': [] }] }
    ])
  })

  it('completes page paths after `](/` and `href="/`, headings after `#`, and operations after `openapi: `', async () => {
    const typed = `${files['index.mdx']}\nSee [x](/gu and <Card href="/ and [y](/guides/setup#co and [z](#in\n`
    await site.client.change(file('index.mdx'), typed)
    const items = (line: number, character: number) => request<CompletionItem[]>('textDocument/completion', 'index.mdx', line, character)
    const brief = (item: CompletionItem) => `${item.label} ${span((item.textEdit as TextEdit).range)}${item.detail ? ` ${item.detail}` : ''}`
    expect((await items(15, 11)).map(brief)).toEqual(['/ 15:8-15:11 Welcome', '/api/users 15:8-15:11 List users', '/guides/setup 15:8-15:11 Set up *Acme*'])
    expect((await items(15, 29)).map(brief)).toEqual(['/ 15:28-15:29 Welcome', '/api/users 15:28-15:29 List users', '/guides/setup 15:28-15:29 Set up *Acme*'])
    expect((await items(15, 54)).map(brief)).toEqual(['prerequisites 15:52-15:54 ## Prerequisites', 'keys 15:52-15:54 ### Keys', 'configure 15:52-15:54 ## Configure', 'rotate-keys 15:52-15:54 <Accordion>'])
    expect((await items(15, 66)).map(brief)).toEqual(['install 15:64-15:66 ## Install'])

    await site.client.change(file('api/users.mdx'), '---\ntitle: "List users"\nopenapi: \n---\n')
    const operations = await request<CompletionItem[]>('textDocument/completion', 'api/users.mdx', 2, 9)
    expect(operations.map(brief)).toEqual(['GET /users 2:9-2:9 List users (openapi.yaml)'])
    // Outside a link, a component's name is still completed.
    expect((await items(15, 3)).map((item) => item.label)).not.toContain('/guides/setup')
  })
})

describe('docslint lsp: a Markdown file of no docs site', () => {
  const site = useLspSite(files)

  it('gets no diagnostics (there is no docs.json above it), while the pages of a site do', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'docslint-no-site-'))
    try {
      const notes = path.join(elsewhere, 'notes.md')
      // A level-1 heading after the first one: heading-start would report it on a page of a site.
      const text = '# Notes\n\n# More notes\n'
      writeFileSync(notes, text)
      await site.client.open(notes, text)
      const page = site.file('guides/setup.mdx')
      const published = site.client.diagnosticsFor(page)
      await site.client.open(page, `${text}\n`)
      expect((await published).diagnostics.map((diagnostic) => diagnostic.code)).toContain('heading-start')
      expect(site.client.published.filter((sent) => sent.uri === uriOf(notes))).toEqual([])
      expect(site.client.logs.filter((line) => line.includes(elsewhere))).toEqual([])
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })
})
