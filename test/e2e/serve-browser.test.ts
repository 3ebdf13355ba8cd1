import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchChromium } from './browser.js'
import { useWatchedSite } from './watched-cli.js'

const maybe = browserAvailable() ? describe : describe.skip

/** `docslint build --watch --serve` with a page open in Debian's Chromium: an edit to the page's source reloads it. */
maybe('the served preview reloads in a browser after an edit', () => {
  const site = useWatchedSite()
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('shows the edited heading without the reader reloading the page', async () => {
    const cli = site.start(['build', 'site', '--out', 'out', '--watch', '--serve', '--port', '0'])
    const status = await cli.waitForRun(1)
    const url = /serving the preview at (\S+) /.exec(status)![1]
    const context = await browser.newContext()
    // Nothing off this machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    try {
      // The page listens for rebuilds before the edit is made.
      const listening = page.waitForRequest((request) => request.url().endsWith('/_docslint/events'), { timeout: 10000 })
      await page.goto(`${url}quickstart.html`)
      await listening
      expect(await page.locator('h2#prerequisites').textContent()).toBe('Prerequisites#')
      const loaded = page.waitForEvent('load', { timeout: 20000 })
      const source = site.file('quickstart.mdx')
      writeFileSync(source, readFileSync(source, 'utf8').replace('## Prerequisites', '## Before you start'))
      await loaded
      expect(await page.locator('h2#before-you-start').textContent()).toBe('Before you start#')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
    expect(await cli.stop('SIGINT')).toBe(0)
  })
})
