import { describe, expect, it } from '@jest/globals'
import type { Page } from 'playwright-core'
import { browserAvailable, openLocalPage, usePreview } from './browser.js'

/**
 * The every-component fixture's preview in Chromium: each component drawn by the generator's library shows its
 * content, works, makes no request off 127.0.0.1 and logs no error.
 */
const maybe = browserAvailable() ? describe : describe.skip

maybe('components in the browser', () => {
  const preview = usePreview('test/fixtures/sites/every-component', 'every-component')

  /** Opens a page of the fixture; every request it makes is noted, and it must log no error. */
  async function visit(name: string, check: (page: Page) => Promise<void>): Promise<void> {
    const requests: string[] = []
    const opened = await openLocalPage(preview.browser, `${preview.url}components/${name}.html`)
    try {
      opened.page.on('request', (request) => requests.push(request.url()))
      await opened.page.reload()
      await check(opened.page)
      expect(requests.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([])
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
  }

  const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox()

  const LOOK = ['font-size', 'font-weight', 'line-height', 'margin-top', 'color', 'text-decoration-line'] as const
  type Look = Record<(typeof LOOK)[number], string>

  /** The computed look of the first element matching `part` inside the first `root` of the page. */
  const lookOf = (page: Page, root: string, part: string): Promise<Look> =>
    page.locator(root).first().evaluate((element, [part, names]) => {
      const target = element.matches(part) ? element : element.querySelector(part)!
      const style = getComputedStyle(target)
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])) as Look
    }, [part, LOOK] as const)

  /**
   * The same part's look when the component's markup stands in a page with the library's stylesheet alone, inside
   * a `.prose` box as on the generator's pages: what the library itself makes of it.
   */
  async function libraryLook(page: Page, root: string, part: string): Promise<Look> {
    const markup = await page.locator(root).first().evaluate((element) => element.outerHTML)
    const alone = await page.context().newPage()
    try {
      await alone.setContent(`<!doctype html><link rel="stylesheet" href="${preview.url}_docslint/components.css"><div class="prose">${markup}</div>`, { waitUntil: 'load' })
      return await lookOf(alone, root, part)
    } finally {
      await alone.close()
    }
  }

  it('icons have a size and draw offline SVG or a local image', async () => {
    await visit('icons', async (page) => {
      const sized = await box(page, '.icon-component svg')
      expect(sized && sized.width > 0 && sized.height > 0).toBe(true)
      const image = page.locator('img.icon-component').first()
      expect(await image.getAttribute('src')).not.toMatch(/^https?:/)
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    })
  })

  it('badges have a background', async () => {
    await visit('badge', async (page) => {
      const background = await page.locator('span[data-shape]').first().evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/)
    })
  })

  it('columns sit side by side', async () => {
    await visit('columns', async (page) => {
      const cards = page.locator('.columns').first().locator(':scope > *')
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      // Side by side: the second starts right of the first, beside it (not below it).
      expect(first && second && second.x >= first.x + first.width - 1 && second.y < first.y + first.height).toBe(true)
    })
  })

  it('only one view shows, and the menu switches it', async () => {
    await visit('view', async (page) => {
      expect(await page.locator('.view[data-view]:visible').count()).toBe(1)
      await page.locator('select.view-switcher').selectOption({ label: 'Python' })
      expect(await page.locator('.view[data-view]:visible').getAttribute('data-view')).toBe('Python')
    })
  })

  it('a closed tree folder opens on a click and shows its files', async () => {
    await visit('tree', async (page) => {
      const folder = page.locator('[role="treeitem"]', { hasText: 'lib' }).first()
      expect(await folder.getAttribute('aria-expanded')).toBe('false')
      const file = page.locator('[data-component-part="tree-file-title"]', { hasText: 'utils.ts' }).first()
      expect(await file.isVisible()).toBe(false)
      await folder.click()
      // The folder's state is React's (an island), committed after the click: wait for it rather than race it.
      await file.waitFor({ state: 'visible', timeout: 10_000 })
      expect(await folder.getAttribute('aria-expanded')).toBe('true')
    })
  })

  it('tabs switch their panels', async () => {
    await visit('tabs', async (page) => {
      const list = page.locator('[data-component-part="tabs-list"]').first()
      const panels = list.locator('xpath=following-sibling::*[1]/*[@role="tabpanel"]')
      expect(await panels.nth(0).isVisible()).toBe(true)
      expect(await panels.nth(1).isVisible()).toBe(false)
      await list.locator('[role="tab"]').nth(1).click()
      await panels.nth(1).waitFor({ state: 'visible', timeout: 10_000 })
      expect(await panels.nth(0).isVisible()).toBe(false)
    })
  })

  it('cards, callouts and steps look as the library draws them: the page\'s heading, link and text rules stop at them', async () => {
    await visit('cards', async (page) => {
      const title = await lookOf(page, 'a.card', '[data-component-part="card-title"]')
      const { color, 'text-decoration-line': _underline, ...size } = await libraryLook(page, 'a.card', '[data-component-part="card-title"]')
      expect(title).toMatchObject(size)
      expect(title['font-size']).toBe('16px')
      // A card with a link is not underlined, nor is the text inside it (an underline is drawn through a link's children).
      expect((await lookOf(page, 'a.card', 'a.card'))['text-decoration-line']).toBe('none')
      expect((await lookOf(page, 'a.card', '[data-component-part="card-content"] p'))['text-decoration-line']).toBe('none')
    })
    await visit('callouts', async (page) => {
      const root = '.callout[data-callout-type="danger"]'
      expect(await lookOf(page, root, '[data-component-part="callout-content"]')).toEqual(await libraryLook(page, root, '[data-component-part="callout-content"]'))
    })
    await visit('steps', async (page) => {
      const root = '.steps'
      expect(await lookOf(page, root, '[data-component-part="step-title"]')).toEqual(await libraryLook(page, root, '[data-component-part="step-title"]'))
    })
  })

  it('accordions open, and callouts, cards, steps and fields show their content', async () => {
    await visit('accordions', async (page) => {
      const closed = await page.locator('details.accordion').evaluateAll((all) => all.findIndex((element) => !(element as HTMLDetailsElement).open))
      const accordion = page.locator('details.accordion').nth(closed)
      await accordion.locator('summary').click()
      expect(await accordion.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true)
    })
    await visit('callouts', async (page) => {
      expect(await page.locator('.callout[data-callout-type="danger"]').first().isVisible()).toBe(true)
    })
    await visit('cards', async (page) => {
      const icon = await box(page, '[data-component-part="card-icon"] svg')
      expect(icon && icon.width > 0).toBe(true)
    })
    await visit('steps', async (page) => {
      expect(await page.locator('[data-component-part="step-title"]').first().isVisible()).toBe(true)
    })
    await visit('fields', async (page) => {
      expect(await page.locator('[data-component-part="field-name"]').first().isVisible()).toBe(true)
    })
  })
})
