import { expect } from '@jest/globals'
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toHtml } from 'hast-util-to-html'
import { VFile } from 'vfile'
import { checkSites } from '../../src/engine.js'
import { parsePage } from '../../src/page/parse.js'
import { renderContent, type RenderedContent } from '../../src/preview/content.js'
import { isSafeExternal } from '../../src/preview/paths.js'
import { hasScheme } from '../../src/site/url.js'
import { compactTree } from '../../src/preview/tree.js'
import { writePreview, type PreviewResult } from '../../src/preview/build.js'

/** A page's content as the preview renders it, links kept as written (safe ones) or dropped (unsafe ones). */
export function renderMdx(text: string, extname = '.mdx'): RenderedContent {
  const file = new VFile({ path: `page${extname}`, value: text })
  const { tree, failure } = parsePage(text, file)
  if (failure) throw new Error(failure.reason)
  return renderContent(compactTree(tree), { href: (url) => (hasScheme(url) ? (isSafeExternal(url) ? url : undefined) : url) })
}

/** The HTML of a page's content, with icons' SVG paths shortened to `…` so expectations stay readable. */
export function contentHtml(text: string, extname = '.mdx'): string {
  return toHtml(renderMdx(text, extname).main).replace(/ d="[^"]*"/g, ' d="…"').trim()
}

export function asideHtml(text: string): string {
  return toHtml(renderMdx(text).aside).replace(/ d="[^"]*"/g, ' d="…"').trim()
}

export const page = (title: string, body = '## About\n\nText.\n') => `---\ntitle: "${title}"\ndescription: "The ${title} page."\n---\n\n${body}`

/** Writes a site (docs.json and files) into a temporary folder, checks it and builds its preview. */
export async function buildSite(config: object, files: Record<string, string>): Promise<{ root: string; out: string; result: PreviewResult; read: (file: string) => string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'docslint-preview-'))
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config, null, 2))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), content)
  }
  const { sites } = await checkSites({ paths: [root], cwd: root, keepPreviewTrees: true })
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-out-')), 'site')
  const result = await writePreview(sites[0], out)
  return { root, out, result, read: (file) => readFileSync(path.join(out, file), 'utf8') }
}

/** Checks a fixture site (no message expected) and builds its preview into a temporary folder. */
export async function buildFixture(fixture: string): Promise<{ result: PreviewResult; read: (file: string) => string }> {
  const { files, sites } = await checkSites({ paths: [fixture], cwd: fixture, keepPreviewTrees: true })
  expect(files.flatMap((file) => file.messages)).toEqual([])
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-fixture-')), 'site')
  const result = await writePreview(sites[0], out)
  return { result, read: (file) => readFileSync(path.join(out, file), 'utf8') }
}

/** The text of some HTML, as a reader sees it (tags dropped, entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
