import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { becomes, browserAvailable, usePreview } from './browser.js'

/**
 * The layout of the preview in Debian's Chromium, on the fixture with every component
 * (test/fixtures/sites/components-preview), served from a sub-path: the shared navigation, nested groups,
 * the measured header, the phone menu, tabs by keyboard, snippets, JSX icons and light/dark images.
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('the layout of the preview', () => {
  const preview = usePreview('test/fixtures/sites/components-preview', 'layout-components')

  async function open(file: string, options: { width?: number; height?: number; dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await preview.browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, colorScheme: options.dark ? 'dark' : 'light' })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(`${preview.url}${file}`)
    return { context, page, errors }
  }

  const sidebarLinks = (page: Page) => page.locator('.sidebar-groups a').evaluateAll((links) => links.map((link) => `${link.getAttribute('href')}${link.getAttribute('aria-current') ? ' (current)' : ''}`))

  it('fills the sidebar from the shared navigation file, links relative to the page, its group open', async () => {
    const { context, page, errors } = await open('guides/fields.html')
    await expect(sidebarLinks(page)).resolves.toEqual(['../index.html', '../guides/callouts.html', '../guides/code.html', '../guides/layout.html', '../guides/fields.html (current)', '../guides/media.html'])
    await expect(page.locator('.sidebar details.nav-group').evaluate((details) => (details as HTMLDetailsElement).open)).resolves.toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens a nested group in place, without leaving the page', async () => {
    const { context, page } = await open('index.html')
    const fields = page.locator('.sidebar a.nav-link', { hasText: 'Fields' })
    await expect(fields.isVisible()).resolves.toBe(false)
    await page.locator('.sidebar details.nav-group > summary').click()
    await expect(fields.isVisible()).resolves.toBe(true)
    expect(page.url()).toBe(`${preview.url}index.html`)
    await fields.click()
    await page.waitForURL(/\/docs\/guides\/fields\.html$/)
    await context.close()
  })

  it('measures the header (with its tab bar) and keeps a heading reached from "On this page" below it', async () => {
    const { context, page } = await open('guides/layout.html', { height: 500 })
    const header = await page.locator('.site-header').evaluate((element) => (element as HTMLElement).offsetHeight)
    await expect(page.evaluate(() => document.documentElement.style.getPropertyValue('--header-height'))).resolves.toBe(`${header}px`)
    await page.locator('.toc a', { hasText: 'Accordions' }).click()
    await page.waitForFunction(() => location.hash === '#accordions')
    const top = await page.locator('#accordions').evaluate((element) => element.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(header)
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.textContent === 'Accordions')
    await context.close()
  })

  it('on a phone: the menu is an overlay with the top-bar links, and Escape closes it', async () => {
    const { context, page } = await open('guides/code.html', { width: 390, height: 844 })
    await expect(page.locator('.sidebar').isVisible()).resolves.toBe(false)
    await page.click('.menu-toggle')
    await expect(page.locator('.sidebar .phone-link', { hasText: 'Support' }).isVisible()).resolves.toBe(true)
    // The top bar's button has no room beside the menus on a phone: the menu shows it instead.
    await expect(page.locator('.topbar > .cta').isVisible()).resolves.toBe(false)
    await expect(page.locator('.sidebar .phone-cta .cta-github').isVisible()).resolves.toBe(true)
    const box = await page.locator('.sidebar').boundingBox()
    expect(box).toEqual({ x: 0, y: expect.any(Number), width: 390, height: 844 - box!.y })
    await page.keyboard.press('Escape')
    await expect(page.locator('.sidebar').isVisible()).resolves.toBe(false)
    await expect(page.locator('.menu-toggle').getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('menu-toggle')
    const wide = await page.locator('.table-scroll, pre.shiki').first().evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(wide).toBe(true)
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390)
    await context.close()
  })

  it('tabs: each names its panel, and the arrow keys move between them', async () => {
    const { context, page } = await open('guides/layout.html')
    // The component library's tabs.
    const tabs = page.locator('.tab-container [role="tab"]')
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await becomes(tabs.nth(1), 'aria-selected', 'true')
    await tabs.nth(1).and(page.locator(':focus')).waitFor({ timeout: 10_000 })
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Second')
    const panel = await tabs.nth(1).getAttribute('aria-controls')
    await expect(page.locator(`#${panel}`).isVisible()).resolves.toBe(true)
    await expect(page.locator(`#${panel}`).textContent()).resolves.toBe('The second tab.')
    // Each key once the last one's tab is selected: the library moves the focus when React commits, and a key pressed before goes to the old tab.
    await page.keyboard.press('ArrowLeft')
    await becomes(tabs.nth(0), 'aria-selected', 'true')
    await tabs.nth(0).and(page.locator(':focus')).waitFor({ timeout: 10_000 })
    await page.keyboard.press('ArrowLeft')
    await becomes(tabs.nth(2), 'aria-selected', 'true')
    await context.close()
  })

  it('renders an imported snippet in place, builds no page for it, and draws a JSX card icon', async () => {
    const { context, page } = await open('index.html')
    await expect(page.locator('#install ~ .code-block code').first().textContent()).resolves.toBe('npm install parts-sdk')
    expect(existsSync(path.join(preview.output, 'snippets', 'install.html'))).toBe(false)
    await expect(page.locator('.card', { hasText: 'Code' }).locator('[data-component-part="card-icon"] svg path').getAttribute('d')).resolves.toBe('M4 4h16v16H4z')
    await context.close()
  })

  it('shows the light image in light mode and the dark one in dark mode', async () => {
    for (const dark of [false, true]) {
      const { context, page } = await open('guides/media.html', { dark })
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark)
      await expect(page.locator('img[alt="The dashboard in light mode"]').isVisible()).resolves.toBe(!dark)
      await expect(page.locator('img[alt="The dashboard in dark mode"]').isVisible()).resolves.toBe(dark)
      await context.close()
    }
  })
})
