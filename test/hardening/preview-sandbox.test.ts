/**
 * Issue 32, item 10: an `.html` file of the site, embedded in a page (`<iframe src="/demo.html">`) or linked,
 * ran its script with the preview's own origin: it rewrote the page around it and opened a dialog. The
 * preview's iframes of the site's files are sandboxed (scripts, forms and pop-ups, in an origin of their own),
 * and `--serve` sends the site's HTML (and SVG) files with `Content-Security-Policy: sandbox`, never its own
 * pages. The browser's side is test/e2e/preview-sandbox-browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkSites } from '../../src/engine.js'
import { writePreview } from '../../src/preview/build.js'
import { servePreview, type PreviewServer } from '../../src/preview/serve.js'
import { docsJson, page, withSite } from '../helpers.js'
import { contentHtml } from '../preview/render.js'

/** What demo.html does when it runs with the preview's origin: rewrites the page around it, and opens a dialog. */
const HOSTILE_DEMO = "<!doctype html>\n<p>Demo</p>\n<script>parent.document.body.innerHTML='PWNED'</script>\n<script>alert(1)</script>\n"

const POLICY = 'sandbox allow-scripts allow-forms allow-popups'

describe('iframes of the site’s own files are sandboxed', () => {
  it('gives an iframe of a site file scripts, forms and pop-ups, but not the preview’s origin', () => {
    expect(contentHtml('<iframe src="/demo.html" title="Demo" />')).toBe('<iframe src="/demo.html" title="Demo" sandbox="allow-scripts allow-forms allow-popups"></iframe>')
    expect(contentHtml('<iframe src="demos/chart.html" title="Chart"></iframe>')).toBe('<iframe src="demos/chart.html" title="Chart" sandbox="allow-scripts allow-forms allow-popups"></iframe>')
  })

  it('keeps an author’s sandbox when it is stricter, and never loosens it', () => {
    expect(contentHtml('<iframe src="/demo.html" title="Demo" sandbox="allow-scripts allow-same-origin allow-modals allow-top-navigation" />')).toBe(
      '<iframe src="/demo.html" title="Demo" sandbox="allow-scripts"></iframe>'
    )
    expect(contentHtml('<iframe src="/demo.html" title="Demo" sandbox="" />')).toBe('<iframe src="/demo.html" title="Demo" sandbox=""></iframe>')
    expect(contentHtml('<iframe src="/demo.html" title="Demo" sandbox />')).toBe('<iframe src="/demo.html" title="Demo" sandbox=""></iframe>')
  })

  it('leaves an iframe of another site as the author wrote it, as the site generator does', () => {
    expect(contentHtml('<iframe src="https://www.youtube.com/embed/abc" title="Video" allowFullScreen />')).toBe('<iframe src="https://www.youtube.com/embed/abc" title="Video" allowfullscreen></iframe>')
    expect(contentHtml('<iframe src="https://example.com/embed" title="Embed" sandbox="allow-scripts allow-same-origin" />')).toBe(
      '<iframe src="https://example.com/embed" title="Embed" sandbox="allow-scripts allow-same-origin"></iframe>'
    )
  })
})

describe('--serve sends the site’s HTML files under a sandbox, and its own pages without', () => {
  let folder: string
  let server: PreviewServer

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'docslint-sandbox-'))
    const out = path.join(folder, 'out')
    const files = {
      'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'guide'] }] }),
      'index.mdx': page('<iframe src="/demo.html" title="Demo" />\n\nSee [the logo](/logo.svg).\n'),
      'guide.mdx': page('## Steps\n\nText.\n'),
      'demo.html': HOSTILE_DEMO,
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n'
    }
    await withSite(files, async (root) => {
      const { sites } = await checkSites({ paths: [root], cwd: root, keepPreviewTrees: true })
      await writePreview(sites[0], out)
    })
    server = await servePreview(out, 0)
  })

  afterAll(async () => {
    await server?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const get = (file: string) => fetch(new URL(file, server.url))

  it('sends demo.html with `Content-Security-Policy: sandbox`, as it is (no reload script)', async () => {
    const answer = await get('/demo.html')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-security-policy')).toBe(POLICY)
    expect(await answer.text()).toBe(HOSTILE_DEMO)
  })

  it('sends an SVG file of the site, which can hold a script too, under the same sandbox', async () => {
    expect((await get('/logo.svg')).headers.get('content-security-policy')).toBe(POLICY)
  })

  it('sends the preview’s own pages and files without it', async () => {
    for (const file of ['/', '/index.html', '/guide.html', '/guide', '/_docslint/script.js']) {
      const answer = await get(file)
      expect([file, answer.status, answer.headers.get('content-security-policy')]).toEqual([file, 200, null])
    }
  })
})
