/**
 * A quick fix that only the site can make: a page uses `<PreviewButton>` without importing it, and the site's
 * other pages import it from a snippet. The site stage completes the message (component-unknown's site step) with
 * the import to add, and the editor's quick fix writes it; checked again, the page is clean.
 */
import { describe, expect, it } from '@jest/globals'
import { TextDocument } from 'vscode-languageserver-textdocument'
import type { CodeAction } from 'vscode-languageserver'
import { uriOf, useLspSite } from './client.js'

const front = (title: string) => `---\ntitle: "${title}"\ndescription: "About ${title.toLowerCase()}."\n---\n\n`
const files: Record<string, string> = {
  'docs.json': '{\n  "name": "Acme",\n  "navigation": [{ "group": "Start", "pages": ["index", "guides/try"] }]\n}\n',
  'index.mdx': `${front('Welcome')}import { PreviewButton } from "/snippets/preview-button.jsx"\n\n## Start\n\n<PreviewButton href="/guides/try">Try it</PreviewButton>\n`,
  'guides/try.mdx': `${front('Try')}## Try\n\nText.\n`,
  'snippets/preview-button.jsx': 'export const PreviewButton = ({ href, children }) => <a href={href}>{children}</a>\n'
}

describe('docslint lsp: a quick fix the site stage completes', () => {
  const site = useLspSite(files)

  it('adds the import the other pages use, below the front matter, and the page is clean after', async () => {
    const page = site.file('guides/try.mdx')
    const text = `${front('Try')}## Try\n\n<PreviewButton href="/">Home</PreviewButton>\n`
    const opened = site.client.diagnosticsFor(page)
    await site.client.open(page, text)
    const { diagnostics } = await opened
    expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.message])).toEqual([
      [
        'component-unknown',
        "Component `<PreviewButton>` is not imported: `index.mdx` imports it from `/snippets/preview-button.jsx`; add `import { PreviewButton } from '/snippets/preview-button.jsx'` below the front matter"
      ]
    ])
    const actions = await site.client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(page) },
      range: diagnostics[0].range,
      context: { diagnostics }
    })
    expect(actions.map((action) => action.title)).toEqual(['Fix: Component `<PreviewButton>` is not imported (component-unknown)', 'Disable component-unknown for this line'])
    const document = TextDocument.create(uriOf(page), 'mdx', 1, text)
    const fixed = TextDocument.applyEdits(document, actions[0].edit!.changes![uriOf(page)])
    expect(fixed).toBe(`${front('Try')}import { PreviewButton } from '/snippets/preview-button.jsx'\n\n## Try\n\n<PreviewButton href="/">Home</PreviewButton>\n`)

    const rechecked = site.client.diagnosticsFor(page)
    await site.client.change(page, fixed)
    expect((await rechecked).diagnostics).toEqual([])
  })
})
