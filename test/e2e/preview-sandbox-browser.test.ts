/**
 * Issue 32, item 10, in Debian's Chromium: a page embeds the site's `demo.html` (`<iframe src="/demo.html">`),
 * whose scripts try to rewrite the page around it and to open dialogs. Built with the CLI and opened from
 * `file://`, and served as `--serve` serves it, the page stays as it was and no dialog opens, while the demo's
 * own script still runs (in an origin of its own). Opened by itself from the server, the demo has no origin of
 * the preview's either.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { servePreview, type PreviewServer } from '../../src/preview/serve.js'
import { docsJson, page } from '../helpers.js'
import { browserAvailable, launchChromium } from './browser.js'
import { runCli } from './run-cli.js'

const maybe = browserAvailable() ? describe : describe.skip

const DEMO = [
  '<!doctype html>',
  '<p id="demo">Demo</p>',
  "<script>document.getElementById('demo').textContent = 'Demo ran'</script>",
  "<script>parent.document.body.innerHTML='PWNED'; alert(1)</script>",
  '<script>alert(2)</script>',
  ''
].join('\n')

maybe('an HTML file of the site in an iframe of the preview', () => {
  let folder: string
  let out: string
  let browser: Browser
  let server: PreviewServer

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'docslint-sandbox-browser-'))
    const root = path.join(folder, 'site')
    out = path.join(folder, 'out')
    mkdirSync(root)
    writeFileSync(path.join(root, 'docs.json'), docsJson())
    writeFileSync(path.join(root, 'index.mdx'), page('## Demo\n\n<iframe src="/demo.html" title="Demo" />\n'))
    writeFileSync(path.join(root, 'demo.html'), DEMO)
    const built = runCli(['build', root, '--out', out])
    expect(built.stderr).toMatch(/^docslint: built 1 pages into /)
    server = await servePreview(out, 0)
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    rmSync(folder, { recursive: true, force: true })
  })

  /** Opens `url` (loaded: the iframe too) and gives the page and the dialogs that opened. */
  async function open(url: string): Promise<{ page: Page; dialogs: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext()
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const opened = await context.newPage()
    const dialogs: string[] = []
    opened.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await opened.goto(url, { waitUntil: 'load' })
    return { page: opened, dialogs, close: () => context.close() }
  }

  async function expectIntact(url: string): Promise<void> {
    const { page: opened, dialogs, close } = await open(url)
    try {
      const demo = opened.frames().find((frame) => frame.url().endsWith('/demo.html'))
      // The demo ran: the sandbox lets its scripts run, in an origin that is not the preview's.
      expect(await demo?.evaluate(() => [document.getElementById('demo')?.textContent, self.origin])).toEqual(['Demo ran', 'null'])
      expect(await opened.locator('body').textContent()).not.toContain('PWNED')
      expect(await opened.locator('h2#demo').count()).toBe(1)
      expect(dialogs).toEqual([])
    } finally {
      await close()
    }
  }

  it('opened from file:// (the static build): the page is intact and no dialog opened', async () => {
    await expectIntact(pathToFileURL(path.join(out, 'index.html')).href)
  })

  it('served by --serve: the page is intact and no dialog opened', async () => {
    await expectIntact(`${server.url}index.html`)
  })

  it('served by --serve and opened by itself: it runs in an origin of its own, without dialogs', async () => {
    const { page: opened, dialogs, close } = await open(`${server.url}demo.html`)
    try {
      // Its script may rewrite its own page (its `parent` is itself); the preview's origin is out of its reach.
      expect(await opened.evaluate(() => self.origin)).toBe('null')
      expect(dialogs).toEqual([])
    } finally {
      await close()
    }
  })
})
