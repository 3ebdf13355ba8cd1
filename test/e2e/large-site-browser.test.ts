import { beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { generateSite } from '../../bench/generate-site.js'
import { browserAvailable, usePreview } from './browser.js'
import { projectRoot } from './run-cli.js'

/**
 * The sidebar of a generated site whose largest group (Guides: 70 pages in nested parts) is more than a page
 * carries: the page holds the branch that leads to it, and the script puts the whole section in its place.
 */
const maybe = browserAvailable() ? describe : describe.skip

const site = path.join(projectRoot, 'test-output', 'e2e', 'generated-200-site')

maybe('the sidebar of a site with a large group', () => {
  // Before usePreview's own setup, which builds the site.
  beforeAll(() => {
    rmSync(site, { recursive: true, force: true })
    mkdirSync(site, { recursive: true })
    generateSite(site, 200)
  })
  const preview = usePreview(site, 'generated-200')

  async function open(file: string, javaScriptEnabled: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await preview.browser.newContext({ javaScriptEnabled })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(`${preview.url}${file}`)
    return { page, close: () => context.close() }
  }

  const links = (page: Page) => page.locator('.sidebar-groups a.nav-link').count()
  const current = (page: Page) => page.locator('.sidebar-groups a[aria-current=page]').evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).pathname))
  const openGroups = (page: Page) => page.locator('.sidebar-groups details[open] > summary').allTextContents()

  it('shows every page of the section with the script, the page marked and its part open', async () => {
    const { page, close } = await open('guides/page-0050.html', true)
    await expect(links(page)).resolves.toBe(200)
    await expect(current(page)).resolves.toEqual(['/docs/guides/page-0050.html'])
    await expect(openGroups(page)).resolves.toEqual(['Guides, part 3'])
    await close()
  })

  it('shows the branch to the page without the script, the page marked and its part open', async () => {
    const { page, close } = await open('guides/page-0050.html', false)
    const count = await links(page)
    expect(count).toBeGreaterThan(10)
    expect(count).toBeLessThan(40)
    await expect(current(page)).resolves.toEqual(['/docs/guides/page-0050.html'])
    await expect(openGroups(page)).resolves.toEqual(['Guides, part 3'])
    await close()
  })
})
