import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchChromium, openLocalPage, serve } from './browser.js'
import { runCli } from './run-cli.js'

const maybe = browserAvailable() ? describe : describe.skip

/** A real WOFF2 file to stand for the site's own font (Font Awesome's, from its npm package). */
const WOFF2 = createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/webfonts/fa-solid-900.woff2')

/**
 * docs.json's fonts in Chromium: the headings' font is a file of the site, copied into the preview and loaded from
 * there; the body's is a remote URL, which is never requested: its family name stands, before the system's font.
 */
maybe('docs.json fonts in the browser', () => {
  let out = ''
  let browser: Browser
  let server: Awaited<ReturnType<typeof serve>>

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-fonts-'))
    const docs = {
      theme: 'mint',
      name: 'Fonts',
      colors: { primary: '#0E7490' },
      fonts: {
        heading: { family: 'Heading Face', source: '/fonts/heading.woff2', format: 'woff2', weight: 700 },
        body: { family: 'Remote Body', source: 'https://fonts.example.com/body.woff2', format: 'woff2' }
      },
      navigation: { groups: [{ group: 'Start', pages: ['index'] }] }
    }
    writeFileSync(path.join(root, 'docs.json'), JSON.stringify(docs, null, 2))
    writeFileSync(path.join(root, 'index.mdx'), '---\ntitle: "Fonts"\ndescription: "A page in the site\'s fonts."\n---\n\n## A heading\n\nBody text.\n')
    mkdirSync(path.join(root, 'fonts'))
    copyFileSync(WOFF2, path.join(root, 'fonts', 'heading.woff2'))
    out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-fonts-out-')), 'site')
    const result = runCli(['build', root, '--out', out])
    if (result.status !== 0) throw new Error(`docslint build failed:\n${result.stdout}${result.stderr}`)
    server = await serve(out)
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('copies the site\'s font file into the preview', () => {
    expect(readFileSync(path.join(out, 'fonts', 'heading.woff2')).equals(readFileSync(WOFF2))).toBe(true)
  })

  it('loads the headings\' font from the preview, names the body\'s, and requests nothing off this machine', async () => {
    const requests: string[] = []
    const opened = await openLocalPage(browser, `${server.url}index.html`)
    try {
      opened.page.on('request', (request) => requests.push(request.url()))
      await opened.page.reload()
      const fonts = await opened.page.evaluate(async () => {
        await document.fonts.ready
        await document.fonts.load('700 16px "Heading Face"')
        const family = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily
        return { loaded: document.fonts.check('700 16px "Heading Face"'), heading: family('h2'), title: family('h1'), body: family('.prose p') }
      })
      expect(fonts.loaded).toBe(true)
      expect(fonts.heading).toMatch(/^"Heading Face", /)
      expect(fonts.title).toMatch(/^"Heading Face", /)
      expect(fonts.body).toMatch(/^"Remote Body", system-ui, /)
      expect(requests.filter((url) => url.endsWith('/fonts/heading.woff2'))).toHaveLength(1)
      expect(requests.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
  })
})
