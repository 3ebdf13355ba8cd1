import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { browserAvailable, usePreview } from './browser.js'

/**
 * The preview's search in Debian's Chromium: the example site built, served from a sub-path and opened from
 * `file://`. "atomic" is on one page only (guides/deploy.mdx, section "From CI").
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('search in the built preview', () => {
  const preview = usePreview('examples/acme', 'search-acme')

  async function open(url: string, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await preview.browser.newContext({ viewport: { width, height: 900 } })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(url)
    return { context, page, errors }
  }

  const resultTexts = (page: Page) => page.locator('.search-result').evaluateAll((links) => links.map((link) => [link.querySelector('.search-result-title')?.textContent, link.querySelector('.search-result-section')?.textContent ?? null]))

  it('finds a word that is on one page only, with its page and section, and Enter opens it (Ctrl+K, sub-path)', async () => {
    const { context, page, errors } = await open(`${preview.url}quickstart.html`)
    await page.keyboard.press('Control+k')
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('search-input')
    await page.keyboard.type('atomic')
    await page.locator('.search-result').first().waitFor()
    await expect(resultTexts(page)).resolves.toEqual([['Deploy', 'From CI']])
    await expect(page.locator('.search-input').getAttribute('aria-activedescendant')).resolves.toBe('search-result-0')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/docs\/guides\/deploy\.html#from-ci$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Deploy')
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens with `/`, moves through results with the arrow keys and closes with Escape', async () => {
    const { context, page } = await open(`${preview.url}guides/configuration.html`)
    await page.keyboard.press('/')
    await page.keyboard.type('deploy')
    await page.locator('.search-result').first().waitFor()
    expect(await page.locator('.search-result').count()).toBeGreaterThan(1)
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('.search-result[aria-selected=true]').getAttribute('id')).resolves.toBe('search-result-1')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    const last = (await page.locator('.search-result').count()) - 1
    await expect(page.locator('.search-result[aria-selected=true]').getAttribute('id')).resolves.toBe(`search-result-${last}`)
    await page.keyboard.press('Escape')
    await expect(page.locator('.search-results').isHidden()).resolves.toBe(true)
    await expect(page.locator('.search-input').getAttribute('aria-expanded')).resolves.toBe('false')
    await context.close()
  })

  it('works from file://, and a result link leads to the page from a page in a folder', async () => {
    const { context, page, errors } = await open(`file://${path.join(preview.output, 'guides', 'configuration.html')}`)
    await page.locator('.search-input').fill('atomic')
    await page.locator('.search-result').first().click()
    await page.waitForURL(/\/search-acme\/guides\/deploy\.html#from-ci$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Deploy')
    expect(errors).toEqual([])
    await context.close()
  })

  it('says so when nothing matches', async () => {
    const { context, page } = await open(`${preview.url}introduction.html`)
    await page.locator('.search-input').fill('zyxwvut')
    await page.locator('.search-empty').waitFor()
    await expect(page.locator('.search-status').textContent()).resolves.toBe('No results')
    await context.close()
  })
})
