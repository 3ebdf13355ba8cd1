import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { becomes, browserAvailable, openLocalPage, usePreview } from './browser.js'

/**
 * The library's interactive components are islands (src/preview/library/islands.ts): hydrated in Chromium by
 * the one islands script of the preview, they answer a click or a hover with the library's own React state
 * (what only React changes: aria-expanded on a summary, "Hide" for "Show", the tooltip's popup), with no
 * hydration error or warning, no request off 127.0.0.1, and the page's content inside them as the server wrote it.
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('islands in the browser', () => {
  const preview = usePreview('test/fixtures/sites/every-component', 'islands')

  /** Opens a page of the fixture, checks it after `check`: no request off this machine, nothing in the console but its own logs. */
  async function visit(name: string, check: (page: Page) => Promise<void>): Promise<void> {
    const opened = await openLocalPage(preview.browser, 'about:blank')
    const requests: string[] = []
    const warnings: string[] = []
    try {
      opened.page.on('request', (request) => requests.push(request.url()))
      opened.page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text())
      })
      await opened.page.goto(`${preview.url}components/${name}.html`)
      await check(opened.page)
      expect(requests.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
      expect({ errors: opened.errors, warnings }).toEqual({ errors: [], warnings: [] })
    } finally {
      await opened.close()
    }
  }

  /**
   * Waits until the element has the attribute's value: React commits a click's state after the event (a
   * `<details>` toggles in a task of its own), so reading the attribute at once races the commit.
   */
  /** How many islands of the page React hydrated (a container React has taken holds its root). */
  const hydrated = (page: Page) =>
    page.locator('[data-docslint-island]').evaluateAll((containers) => containers.filter((container) => Object.keys(container).some((key) => key.startsWith('__reactContainer'))).length)

  it('hydrates every island of a page, and accordions open and close with the library\'s state', async () => {
    await visit('accordions', async (page) => {
      expect(await page.locator('[data-docslint-island]').count()).toBe(2)
      expect(await hydrated(page)).toBe(2)
      const accordion = page.locator('details[data-component-part="accordion"]', { hasText: 'I am an accordion' })
      const summary = accordion.locator('summary')
      expect(await summary.getAttribute('aria-expanded')).toBe('false')
      await summary.click()
      // Only React sets these: the summary's state and the caret's turn.
      await becomes(summary, 'aria-expanded', 'true')
      expect(await accordion.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true)
      expect(await summary.locator('svg.icon').getAttribute('class')).toContain('rotate-90')
      // The page's content inside, kept as the server wrote it: the text, and the highlighted code block.
      expect(await accordion.getByText('You can put any content in an accordion').isVisible()).toBe(true)
      expect(await accordion.locator('pre.shiki').isVisible()).toBe(true)
      await summary.click()
      await becomes(summary, 'aria-expanded', 'false')
      expect(await accordion.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false)
    })
  })

  it('an expandable says Hide once opened', async () => {
    await visit('expandables', async (page) => {
      expect(await hydrated(page)).toBe(await page.locator('[data-docslint-island]').count())
      const expandable = page.locator('details[data-component-part="expandable"]').nth(1)
      const button = expandable.locator('[data-component-part="expandable-button"]')
      expect((await button.innerText()).trim()).toBe('Show child attributes')
      await button.click()
      await button.getByText('Hide child attributes').waitFor({ timeout: 10_000 })
      expect(await expandable.getByText("The team's id.").isVisible()).toBe(true)
    })
  })

  it('tabs switch their panels, by click and by arrow key', async () => {
    await visit('tabs', async (page) => {
      const list = page.locator('[data-component-part="tabs-list"]').first()
      const tabs = list.locator('[role="tab"]')
      const panels = page.locator('[data-component-part="tabs-panels"]').first().locator(':scope > [role="tabpanel"]')
      await tabs.nth(1).click()
      await becomes(tabs.nth(1), 'aria-selected', 'true')
      expect(await panels.nth(0).isVisible()).toBe(false)
      expect(await panels.nth(1).isVisible()).toBe(true)
      expect(await tabs.nth(1).locator('[data-component-part="tab-button"]').getAttribute('data-active')).toBe('true')
      // The tab's icon is the server's, drawn offline, and stays so as React draws the tab again.
      expect(await tabs.nth(1).locator('svg.icon').evaluate((svg) => svg.childElementCount > 0)).toBe(true)
      await tabs.nth(1).press('ArrowRight')
      await becomes(tabs.nth(2), 'aria-selected', 'true')
      expect(await panels.nth(2).isVisible()).toBe(true)
      expect(await panels.nth(2).getByText('Content that only shows in the third tab.').isVisible()).toBe(true)
    })
  })

  it('a tooltip shows its headline and tip on hover', async () => {
    await visit('tooltips', async (page) => {
      expect(await hydrated(page)).toBe(2)
      await page.getByText('API', { exact: true }).first().hover()
      const popup = page.locator('[data-component-part="tooltip-content"]')
      await popup.waitFor()
      expect(await popup.locator('[data-component-part="tooltip-title"]').innerText()).toBe('API')
      expect(await popup.innerText()).toContain('Application Programming Interface')
    })
  })

  it("a tooltip's trigger is named by its visible term and described by its headline and tip (label in name), after hydration", async () => {
    await visit('tooltips', async (page) => {
      expect(await hydrated(page)).toBe(2)
      const trigger = page.getByRole('button', { name: 'API', exact: true })
      expect(await trigger.getAttribute('aria-label')).toBeNull()
      const description = await trigger.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent)
      expect(description).toBe('API: Application Programming Interface: a set of protocols for software to communicate.')
      expect(await page.getByRole('button', { name: 'SDK', exact: true }).getAttribute('aria-describedby')).not.toBeNull()
      // The tip stays out of the page's visible text: only the popup shows it.
      expect(await page.locator('article').innerText()).not.toContain('Software Development Kit')
    })
  })

  it('code group tabs and tree folders still work, and a page without an island loads no React', async () => {
    await visit('code-groups', async (page) => {
      const group = page.locator('.code-group').first()
      await group.locator('.tab').nth(1).click()
      expect(await group.locator(':scope > .tab-panel').nth(1).isVisible()).toBe(true)
      expect(await group.locator(':scope > .tab-panel').nth(0).isVisible()).toBe(false)
      expect(await page.locator('script[src$="_docslint/islands.js"]').count()).toBe(0)
    })
    await visit('tree', async (page) => {
      const folder = page.locator('[role="treeitem"]', { hasText: 'lib' }).first()
      const file = page.locator('[data-component-part="tree-file-title"]', { hasText: 'utils.ts' }).first()
      expect(await file.isVisible()).toBe(false)
      await folder.click()
      await file.waitFor({ state: 'visible', timeout: 10_000 })
    })
  })

  it('writes the islands script once, and only pages with an island load it, deferred', () => {
    const page = (name: string) => readFileSync(path.join(preview.output, 'components', `${name}.html`), 'utf8')
    expect(page('tabs')).toMatch(/<script src="\.\.\/_docslint\/islands\.js" defer><\/script>/)
    expect(page('callouts')).not.toContain('islands.js')
    expect(readFileSync(path.join(preview.output, '_docslint', 'islands.js'), 'utf8')).toContain('data-docslint-island')
  })
})
