import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { browserAvailable, launchChromium, serve } from './browser.js'
import { projectRoot, runCli } from './run-cli.js'

/**
 * The built preview in Debian's Chromium, served from a sub-path of a local server. Outside CI the tests are
 * skipped when Chromium is missing; in CI they run, and fail at launch.
 */
const output = path.join(projectRoot, 'test-output')
const maybe = browserAvailable() ? describe : describe.skip

maybe('the built preview in a browser', () => {
  let browser: Browser
  const servers: { url: string; close: () => Promise<void> }[] = []
  let acme: string
  let fixture: string

  beforeAll(async () => {
    const build = (site: string, name: string) => {
      const out = path.join(output, 'e2e', name)
      rmSync(out, { recursive: true, force: true })
      mkdirSync(path.dirname(out), { recursive: true })
      const result = runCli(['build', site, '--out', out])
      expect(result.status).toBe(0)
      return out
    }
    const acmeOut = build('examples/acme', 'acme')
    const fixtureOut = build('test/fixtures/sites/preview', 'preview')
    servers.push(await serve(acmeOut), await serve(fixtureOut))
    ;[acme, fixture] = servers.map((server) => server.url)
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
    await Promise.all(servers.map((server) => server.close()))
  })

  /** A fresh browser profile (empty localStorage) that never reaches another host. */
  async function open(url: string, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.colorScheme ?? 'light' })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(url)
    return { context, page }
  }

  const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

  it('loads a page from a navigation click, with relative links under a sub-path', async () => {
    const { context, page } = await open(`${acme}quickstart.html`)
    await page.locator('.sidebar a.nav-link', { hasText: 'Configuration' }).click()
    await page.waitForURL(/\/docs\/guides\/configuration\.html$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Configuration')
    await expect(page.title()).resolves.toBe('Configuration - Acme Cloud')
    await context.close()
  })

  it('works from file:// too', async () => {
    const { context, page } = await open(`file://${path.join(output, 'e2e', 'acme', 'guides', 'deploy.html')}`)
    await page.locator('.sidebar a.nav-link', { hasText: 'Quickstart' }).click()
    await page.waitForURL(/\/acme\/quickstart\.html$/)
    await expect(page.locator('.code-group .tab').count()).resolves.toBe(2)
    await context.close()
  })

  it('switches the mode with the toggle and keeps it on the next page', async () => {
    const { context, page } = await open(`${acme}quickstart.html`)
    expect(await isDark(page)).toBe(true) // docs.json: modeToggle.default "dark"
    await page.click('.mode-toggle')
    expect(await isDark(page)).toBe(false)
    await page.locator('.sidebar a.nav-link', { hasText: 'Introduction' }).click()
    await page.waitForURL(/introduction\.html$/)
    expect(await isDark(page)).toBe(false)
    await context.close()
  })

  it('forces the mode of docs.json when the toggle is hidden, whatever the system or a stored choice says', async () => {
    const { context, page } = await open(`${fixture}index.html`, { colorScheme: 'dark' })
    await page.evaluate(() => localStorage.setItem('docslint:mode', 'dark'))
    await page.reload()
    expect(await isDark(page)).toBe(false)
    await expect(page.locator('.mode-toggle').count()).resolves.toBe(0)
    await context.close()
  })

  it('shows the anchors of the chosen version only, and keeps the choice across pages', async () => {
    const { context, page } = await open(`${fixture}index.html`)
    const anchor = (name: string) => page.locator('.anchors li', { hasText: name })
    await expect(anchor('Cloud').isVisible()).resolves.toBe(true)
    await expect(anchor('Legacy').isVisible()).resolves.toBe(false)
    await page.selectOption('.version-select', 'v1')
    await expect(anchor('Cloud').isVisible()).resolves.toBe(false)
    await expect(anchor('Legacy').isVisible()).resolves.toBe(true)
    await page.locator('.sidebar a.nav-link', { hasText: 'Other' }).click()
    await page.waitForURL(/other\.html$/)
    await expect(anchor('Legacy').isVisible()).resolves.toBe(true)
    await expect(anchor('Cloud').isVisible()).resolves.toBe(false)
    await expect(page.inputValue('.version-select')).resolves.toBe('v1')
    await context.close()
  })

  it('lists every version in the select (from the shared file) and leads from a page of one version to the first page of another', async () => {
    const { context, page } = await open(`${fixture}cloud/overview.html`)
    await expect(page.locator('.version-select option').allTextContents()).resolves.toEqual(['v2', 'v1'])
    await expect(page.inputValue('.version-select')).resolves.toBe('v2')
    await page.selectOption('.version-select', 'v1')
    await page.waitForURL(/\/legacy\/overview\.html$/)
    await expect(page.inputValue('.version-select')).resolves.toBe('v1')
    await context.close()
  })

  it('shows an anchor with isDefaultHidden only on its own pages', async () => {
    const { context, page } = await open(`${fixture}index.html`)
    await expect(page.locator('.anchors li', { hasText: 'Internal' }).count()).resolves.toBe(0)
    await page.goto(`${fixture}internal/notes.html`)
    await expect(page.locator('.anchors li', { hasText: 'Internal' }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('switches tabs and code groups, and opens accordions', async () => {
    const { context, page } = await open(`${acme}guides/configuration.html`)
    // Content tabs and accordions are the component library's markup.
    const tabs = page.locator('.tabs.tab-container')
    await expect(tabs.locator('[role="tabpanel"]').nth(1).isVisible()).resolves.toBe(false)
    await tabs.locator('[role="tab"]', { hasText: 'Python' }).click()
    // Tabs and accordions are islands: React commits a click's state after the event, so wait for it.
    await tabs.locator('[role="tabpanel"]').nth(1).waitFor({ state: 'visible', timeout: 10_000 })
    await expect(tabs.locator('[role="tabpanel"]').nth(0).isVisible()).resolves.toBe(false)
    const accordion = page.locator('details.accordion').first()
    await expect(accordion.locator('[data-component-part="accordion-content"]').isVisible()).resolves.toBe(false)
    await accordion.locator('summary').click()
    await accordion.locator('[data-component-part="accordion-content"]').waitFor({ state: 'visible', timeout: 10_000 })
    await page.goto(`${acme}quickstart.html`)
    const group = page.locator('.code-group')
    await expect(group.getByText('curl -X POST').isVisible()).resolves.toBe(false)
    await group.locator('.tab', { hasText: 'curl' }).click()
    await expect(group.getByText('curl -X POST').isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('takes screenshots in light and dark mode at desktop and phone widths', async () => {
    const folder = path.join(output, 'screenshots')
    mkdirSync(folder, { recursive: true })
    for (const [device, width] of [['desktop', 1280], ['phone', 390]] as const) {
      for (const mode of ['light', 'dark'] as const) {
        const { context, page } = await open(`${acme}quickstart.html`, { width })
        await page.evaluate((chosen) => localStorage.setItem('docslint:mode', chosen), mode)
        await page.reload()
        expect(await isDark(page)).toBe(mode === 'dark')
        await page.screenshot({ path: path.join(folder, `quickstart-${device}-${mode}.png`), fullPage: true })
        await context.close()
      }
    }
  })
})
