import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { browserAvailable, launchChromium } from './browser.js'
import { useWatchedSite, type WatchedCli } from './watched-cli.js'

const maybe = browserAvailable() ? describe : describe.skip

/** The box the served pages show a build's problems in (src/preview/live-script.ts). */
const NOTICE = '#docslint-build-notice'

/**
 * `docslint build --serve --watch` with a page open in Chromium: a build that fails (an MDX syntax error in the
 * open page, a docs.json that is not JSON) shows what failed and where over the page, and the page reloads by
 * itself once the error is fixed.
 */
maybe('the served page shows a failed build and comes back when it is fixed', () => {
  const site = useWatchedSite()
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  /** Opens a served page, listening for rebuilds; collects the page's script errors. */
  async function openServed(url: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const context = await browser.newContext()
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    const listening = page.waitForRequest((request) => request.url().endsWith('/_docslint/events'), { timeout: 10000 })
    await page.goto(url)
    await listening
    return { page, errors, close: () => context.close() }
  }

  /**
   * Writes a site file, waits for the build after it (the run after `runs`), runs `check` on the page, then puts
   * the file back as it was and waits for the page to reload by itself.
   */
  async function broken(cli: WatchedCli, runs: number, page: Page, name: string, edit: (text: string) => string, check: () => Promise<void>): Promise<void> {
    const file = site.file(name)
    const original = readFileSync(file, 'utf8')
    writeFileSync(file, edit(original))
    await cli.waitForRun(runs + 1)
    await check()
    const reloaded = page.waitForEvent('load', { timeout: 60000 })
    writeFileSync(file, original)
    await reloaded
  }

  it('shows an MDX syntax error and a docs.json that is not JSON over the open page, with file:line:column, and reloads when each is fixed', async () => {
    const cli = site.start(['build', 'site', '--out', 'out', '--watch', '--serve', '--port', '0'])
    const url = /serving the preview at (\S+) /.exec(await cli.waitForRun(1))![1]
    const opened = await openServed(`${url}quickstart.html`)
    const { page } = opened
    try {
      await broken(cli, 1, page, 'quickstart.mdx', (text) => `${text}\n<Note>\nNever closed.\n`, async () => {
        const notice = page.locator(NOTICE)
        await notice.waitFor({ timeout: 10000 })
        expect(await notice.getAttribute('role')).toBe('alert')
        const text = await notice.textContent()
        expect(text).toContain('not rebuilt, the check found 1 error')
        expect(text).toMatch(/site\/quickstart\.mdx:\d+:\d+ Cannot parse MDX: .*<Note>.* mdx-syntax/)
        // The last build's page stays under it.
        expect(await page.locator('h2#prerequisites').isVisible()).toBe(true)
      })
      // Fixed: the page reloaded by itself, without the box.
      expect(await page.locator(NOTICE).count()).toBe(0)

      await broken(cli, 3, page, 'docs.json', (text) => text.replace('"name": "Acme Cloud",', '"name": "Acme Cloud"'), async () => {
        await page.locator(NOTICE).waitFor({ timeout: 10000 })
        expect(await page.locator(NOTICE).textContent()).toMatch(/site\/docs\.json:\d+:\d+ /)
      })
      expect(await page.locator(NOTICE).count()).toBe(0)
      expect(await page.locator('h2#prerequisites').isVisible()).toBe(true)
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
    expect(await cli.stop('SIGINT')).toBe(0)
    // Four builds: a minute is not much on a busy machine.
  }, 180000)

  it('a page missing from the last build is a page that reloads: it shows up once a build writes it', async () => {
    const cli = site.start(['build', 'site', '--out', 'out', '--watch', '--serve', '--port', '0'])
    const url = /serving the preview at (\S+) /.exec(await cli.waitForRun(1))![1]
    const opened = await openServed(`${url}hello.html`)
    try {
      expect(await opened.page.textContent('body')).toContain('docslint: not found')
      const loaded = opened.page.waitForEvent('load', { timeout: 60000 })
      writeFileSync(site.file('hello.mdx'), '---\ntitle: "Hello"\ndescription: "A page written while the preview is open."\n---\n\n## Hello there\n\nText.\n')
      await loaded
      expect(await opened.page.locator('h2#hello-there').isVisible()).toBe(true)
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
    expect(await cli.stop('SIGINT')).toBe(0)
  }, 120000)
})
