import { describe, expect, it } from '@jest/globals'
import type { BrowserContext, Page } from 'playwright-core'
import { becomes, browserAvailable, usePreview } from './browser.js'

/**
 * Code in the preview, in Debian's Chromium, on test/fixtures/sites/code-preview served from a sub-path: the
 * options of code blocks (titles alone, highlighted, focused, added and removed lines, line numbers, no copy
 * button, an expandable block), code groups that keep in step by label (tabs and a dropdown, and the component library's <Tabs>), and a Mermaid
 * diagram drawn from the preview's own script. No request leaves 127.0.0.1 and no page logs an error.
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('code in the preview', () => {
  const preview = usePreview('test/fixtures/sites/code-preview', 'code-preview')

  async function open(file: string, dark = false): Promise<{ context: BrowserContext; page: Page; errors: string[]; away: string[] }> {
    const context = await preview.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: dark ? 'dark' : 'light' })
    const away: string[] = []
    await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:/i, (route) => {
      if (!/^(data|blob|about):/.test(route.request().url())) away.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(`${preview.url}${file}`)
    return { context, page, errors, away }
  }

  const texts = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.textContent))

  it('titles a block with its title alone and marks its lines', async () => {
    const { context, page, errors, away } = await open('index.html')
    await expect(texts(page, '.prose > .code-block .code-title')).resolves.toEqual(['Line highlighting example', 'utils/focus.js', 'JavaScript diff', 'Twoslash example', 'Expandable example'])
    const first = page.locator('.prose > .code-block').nth(0)
    await expect(first.locator('.line').evaluateAll((lines) => lines.map((line) => line.classList.contains('highlighted')))).resolves.toEqual([true, false, true, false])
    await expect(first.locator('pre').evaluate((pre) => pre.classList.contains('line-numbers'))).resolves.toBe(true)
    await expect(first.locator('.code-icon svg').count()).resolves.toBe(1)
    const second = page.locator('.prose > .code-block').nth(1)
    await expect(second.locator('.copy').count()).resolves.toBe(0)
    await expect(second.locator('.line').evaluateAll((lines) => lines.map((line) => line.classList.contains('focused')))).resolves.toEqual([false, true])
    await expect(second.locator('pre').evaluate((pre) => getComputedStyle(pre).whiteSpace)).resolves.toBe('pre-wrap')
    const diff = page.locator('.prose > .code-block').nth(2)
    await expect(diff.locator('.line').evaluateAll((lines) => lines.map((line) => line.className))).resolves.toEqual(['line diff add', 'line diff remove', 'line highlighted'])
    await expect(page.locator('body').innerText()).resolves.not.toContain('[!code')
    expect({ errors, away }).toEqual({ errors: [], away: [] })
    await context.close()
  })

  it('folds an expandable block until its button opens it', async () => {
    const { context, page } = await open('index.html')
    const block = page.locator('.code-block[data-expandable]')
    const folded = await block.locator('pre').evaluate((pre) => pre.clientHeight)
    await block.locator('.code-expand').click()
    await expect(block.locator('.code-expand').getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(block.locator('pre').evaluate((pre) => pre.clientHeight)).resolves.toBeGreaterThan(folded)
    await context.close()
  })

  it('keeps code groups in step by label, tabs and dropdown alike', async () => {
    const { context, page, errors } = await open('index.html')
    const groups = page.locator('.code-group')
    const shown = () => groups.evaluateAll((elements) => elements.map((group) => [...group.querySelectorAll(':scope > .tab-panel')].findIndex((panel) => !(panel as HTMLElement).hidden)))
    await expect(shown()).resolves.toEqual([0, 0, 0])
    await groups.nth(0).locator('.tab', { hasText: 'Python' }).click()
    await expect(shown()).resolves.toEqual([1, 1, 1])
    await expect(groups.nth(2).locator('select').inputValue()).resolves.toBe('1')
    await groups.nth(2).locator('select').selectOption({ index: 0 })
    await expect(shown()).resolves.toEqual([0, 0, 0])
    await expect(groups.nth(0).locator('.tab').first().getAttribute('aria-selected')).resolves.toBe('true')
    // The component library's <Tabs> keep in step with them, both ways.
    const tabs = page.locator('[data-component-part="tabs-list"] > [role="tab"]')
    const selected = () => tabs.evaluateAll((elements) => elements.map((tab) => tab.getAttribute('aria-selected')))
    await expect(selected()).resolves.toEqual(['true', 'false'])
    await groups.nth(1).locator('.tab', { hasText: 'Python' }).click()
    await becomes(tabs.nth(1), 'aria-selected', 'true')
    await expect(selected()).resolves.toEqual(['false', 'true'])
    await expect(page.locator('[role="tabpanel"]', { hasText: 'Run it with Python 3.' }).isVisible()).resolves.toBe(true)
    await tabs.first().click()
    await expect(shown()).resolves.toEqual([0, 0, 0])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a dropdown code group as a select, and keeps a long tab label clear of the copy button', async () => {
    const { context, page } = await open('index.html')
    await expect(page.locator('.code-group').nth(2).locator('.tab-list').count()).resolves.toBe(0)
    await expect(texts(page, '.code-group >> nth=2 >> option')).resolves.toEqual(['A very long label for the JavaScript example that would run under the copy button', 'Python'])
    const group = page.locator('.code-group').nth(0)
    const list = await group.locator('.tab-list').boundingBox()
    const copy = await group.locator('.tab-panel:not([hidden]) .copy').boundingBox()
    expect(list!.x + list!.width).toBeLessThanOrEqual(copy!.x)
    await context.close()
  })

  it('draws a Mermaid diagram as an SVG from the preview\'s own script, and again in dark mode', async () => {
    const { context, page, errors, away } = await open('diagrams.html')
    await page.waitForSelector('pre.mermaid svg')
    await expect(page.locator('pre.mermaid svg .node').count()).resolves.toBe(3)
    await expect(page.locator('script[src$="_docslint/mermaid.js"]').count()).resolves.toBe(1)
    await page.locator('.mode-toggle').click()
    await page.waitForFunction(() => document.querySelector('pre.mermaid svg')?.getAttribute('aria-roledescription') === 'flowchart-v2' && document.documentElement.classList.contains('dark'))
    await page.waitForSelector('pre.mermaid svg')
    expect({ errors, away }).toEqual({ errors: [], away: [] })
    await context.close()
  })

  it('loads no Mermaid script on a page without a diagram', async () => {
    const { context, page } = await open('index.html')
    await expect(page.locator('script[src$="mermaid.js"]').count()).resolves.toBe(0)
    await context.close()
  })
})
