import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { TextDocument } from 'vscode-languageserver-textdocument'
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver'
import { filesIn, projectRoot } from '../e2e/run-cli.js'
import { uriOf, useLspSite } from './client.js'

const files = filesIn(path.join(projectRoot, 'test/fixtures/sites/rename'))

describe('docslint lsp renames (built CLI, a real client over stdio)', () => {
  const site = useLspSite(files)
  const file = site.file

  /** Each file's text after the workspace edit, by path from the site root, for the files it edits. */
  const applied = (edit: WorkspaceEdit | null) =>
    Object.fromEntries(
      Object.entries(edit?.changes ?? {}).map(([uri, edits]) => {
        const name = Object.keys(files).find((candidate) => uriOf(file(candidate)) === uri)!
        return [name, TextDocument.applyEdits(TextDocument.create(uri, 'mdx', 1, files[name]), edits as TextEdit[])]
      })
    )

  it('answers willRenameFiles for a page moved in the editor with the edits of docslint rename: links, navigation, redirect', async () => {
    const page = file('guides/setup.mdx')
    const checked = site.client.diagnosticsFor(page)
    await site.client.open(page, files['guides/setup.mdx'])
    await checked
    const edit = await site.client.request<WorkspaceEdit | null>('workspace/willRenameFiles', { files: [{ oldUri: uriOf(page), newUri: uriOf(file('start/setup.mdx')) }] })
    const after = applied(edit)
    expect(Object.keys(after).sort()).toEqual(['docs.json', 'guides/deploy.mdx', 'guides/setup.mdx', 'index.mdx', 'snippets/next.mdx'])
    expect(after['index.mdx']).toContain('Start with [the setup guide](/start/setup), then [install the CLI](/start/setup#install-the-cli).')
    expect(after['guides/deploy.mdx']).toContain('[the setup](../start/setup#install-the-cli)')
    expect(after['guides/deploy.mdx']).toContain('[setup]: ../start/setup\n')
    expect(after['snippets/next.mdx']).toContain('<Card title="Set up Relay" href="/start/setup">')
    expect(after['guides/setup.mdx']).toContain('[the deploy guide](../guides/deploy)')
    expect(JSON.parse(after['docs.json'])).toMatchObject({
      navigation: { groups: [{ pages: ['index', 'start/setup', 'guides/deploy'] }] },
      redirects: [
        { source: '/install', destination: '/start/setup#install-the-cli' },
        { source: '/guides/setup', destination: '/start/setup' }
      ]
    })
  })

  it('renames a heading and the links to its id on textDocument/rename at its text; null away from a heading', async () => {
    const page = file('guides/setup.mdx')
    const uri = uriOf(page)
    const edit = await site.client.request<WorkspaceEdit | null>('textDocument/rename', { textDocument: { uri }, position: { line: 9, character: 6 }, newName: 'Install docslint' })
    expect(edit?.changes?.[uri]).toEqual([
      { range: { start: { line: 9, character: 3 }, end: { line: 9, character: 18 } }, newText: 'Install docslint' },
      { range: { start: { line: 11, character: 48 }, end: { line: 11, character: 66 } }, newText: '#install-the-cli' },
      { range: { start: { line: 19, character: 57 }, end: { line: 19, character: 73 } }, newText: '#install-docslint' }
    ])
    expect(applied(edit)['index.mdx']).toContain('[install the CLI](/guides/setup#install-docslint)')
    expect(await site.client.request('textDocument/rename', { textDocument: { uri }, position: { line: 11, character: 2 }, newName: 'X' })).toBeNull()
  })
})
