import { describe, expect, it } from '@jest/globals'
import type { Page } from 'playwright-core'
import { browserAvailable, openLocalPage, usePreview } from './browser.js'

/**
 * A site with two languages (French split out with `$ref`) and two versions of each (English v1 split out
 * too), built and opened in Debian's Chromium: menus, sidebars, switching, search scoped to the page's
 * language and version, and icons of the three libraries drawn from their packages.
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('languages and versions in the built preview', () => {
  const preview = usePreview('test/fixtures/sites/languages-versions', 'languages-versions')

  const open = (file: string) => openLocalPage(preview.browser, `${preview.url}${file}`)

  const sidebarGroups = (page: Page) => page.locator('.sidebar-groups .nav-group-title').allTextContents()
  const menuEntries = (page: Page, kind: string) => page.locator(`.menu-${kind} .menu-link`).evaluateAll((links) => links.map((link) => [link.textContent, (link as HTMLAnchorElement).href.replace(/^.*\/docs\//, '')]))
  const resultTexts = (page: Page) => page.locator('.search-result').evaluateAll((links) => links.map((link) => [link.querySelector('.search-result-title')?.textContent, link.querySelector('.search-result-scope')?.textContent ?? null]))

  it('lists both languages and both versions, each leading to the same page where it has one, else to its first page', async () => {
    const { page, errors, close } = await open('guide.html')
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en')
    await expect(menuEntries(page, 'language')).resolves.toEqual([['English', 'guide.html'], ['Français', 'fr/guide.html']])
    await expect(menuEntries(page, 'version')).resolves.toEqual([['v2', 'guide.html'], ['v1', 'v1/guide.html']])
    await expect(sidebarGroups(page)).resolves.toEqual(['Start', 'More'])
    await page.locator('.menu-language summary').click()
    await page.locator('.menu-language .menu-link', { hasText: 'Français' }).click()
    await page.waitForURL(/\/docs\/fr\/guide\.html$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('Guide de déploiement')
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr')
    await expect(sidebarGroups(page)).resolves.toEqual(['Démarrer'])
    // French v1 has no guide: its version entry leads to its first page.
    await expect(menuEntries(page, 'version')).resolves.toEqual([['v2', 'fr/guide.html'], ['v1', 'fr/v1.html']])
    await page.goto(`${preview.url}fr/v1.html`)
    await expect(sidebarGroups(page)).resolves.toEqual(['Démarrer (v1)'])
    // French has no v1 guide: from the English v1 guide, French leads to French v1's first page, not French v2's.
    await page.goto(`${preview.url}v1/guide.html`)
    await expect(menuEntries(page, 'language')).resolves.toEqual([['English', 'v1/guide.html'], ['Français', 'fr/v1.html']])
    await expect(menuEntries(page, 'version')).resolves.toEqual([['v2', 'guide.html'], ['v1', 'v1/guide.html']])
    expect(errors).toEqual([])
    await close()
  })

  it('on a 390 px phone, the header with both menus fits the screen: nothing runs off its right edge', async () => {
    const { page, errors, close } = await open('guide.html')
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390)
    const right = await page.locator('.header-row > *').evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)))
    expect(right).toBeLessThanOrEqual(390)
    await expect(page.locator('.menu-version summary').isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it('searches the page\'s language and version only, the first search loading well under 1 MB, and labels what it finds elsewhere', async () => {
    const { page, errors, close } = await open('guide.html')
    let bytes = 0
    const outside: string[] = []
    page.on('requestfinished', (request) => {
      if (!request.url().startsWith(preview.url)) outside.push(request.url())
      void request.sizes().then((sizes) => (bytes += sizes.responseBodySize))
    })
    await page.locator('.search-input').fill('widget')
    await page.locator('.search-result').first().waitFor()
    // English v2 has the word on all three of its pages; French and v1 pages have it too, and are not listed.
    await expect(resultTexts(page)).resolves.toEqual(expect.arrayContaining([['Deploy guide', null], ['Welcome', null], ['Extras', null]]))
    expect(await page.locator('.search-result').count()).toBe(3)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(1024 * 1024)
    await page.locator('.search-input').fill('bonjour')
    await page.locator('.search-result-scope').first().waitFor()
    await expect(resultTexts(page)).resolves.toEqual(expect.arrayContaining([['Bienvenue', 'Français · v2'], ['Guide de déploiement', 'Français · v2']]))
    expect(outside).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('draws icons of Font Awesome, Lucide and Tabler from the output, and a labelled placeholder for a name none has', async () => {
    const { page, errors, close } = await open('guide.html')
    const failed: string[] = []
    page.on('requestfailed', (request) => failed.push(request.url()))
    await page.reload()
    const sizeOf = (selector: string) => page.locator(selector).first().evaluate((element) => { const box = element.getBoundingClientRect(); return box.width * box.height })
    // Lucide's book-copy (group Start), Tabler's adjustments-pin (group More, a card), Font Awesome's bug-slash (a page's front matter).
    for (const selector of ['.nav-group-title svg.icon', '.nav-group:nth-of-type(1) .nav-group-title svg.icon', '[data-component-part="card-icon"] svg.icon', '.nav-link svg.icon']) expect(await sizeOf(selector)).toBeGreaterThan(0)
    const drawings = await page.locator('.sidebar-groups svg.icon, [data-component-part="card-icon"] svg.icon').evaluateAll((icons) => icons.map((svg) => [svg.getAttribute('viewBox'), svg.getAttribute('stroke')]))
    // Lucide's and Tabler's drawings are strokes on a 24-unit grid; Font Awesome's bug-slash is filled.
    expect(drawings).toEqual([['0 0 24 24', 'currentColor'], ['0 0 576 512', null], ['0 0 24 24', 'currentColor'], ['0 0 24 24', 'currentColor'], ['0 0 24 24', 'currentColor']])
    const missing = page.locator('[data-component-part="card-icon"] .icon-missing')
    await expect(missing.getAttribute('title')).resolves.toBe('Unknown icon “no-such-icon-here”')
    expect(await sizeOf('[data-component-part="card-icon"] .icon-missing')).toBeGreaterThan(0)
    const sources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.filter((source) => new URL(source).origin !== new URL(preview.url).origin)).toEqual([])
    expect(failed).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
