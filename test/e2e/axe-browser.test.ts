import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { browserAvailable, buildPreview, launchChromium } from './browser.js'

/**
 * axe-core in Debian's Chromium on every page of the example site, of the fixture with every component and of
 * the fixture of generated endpoint pages, in light and dark mode: no serious or critical violation. (A page that only redirects is not a page.)
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const maybe = browserAvailable() ? describe : describe.skip

interface Finding {
  page: string
  mode: string
  rule: string
  impact: string
  targets: string[]
}

/** The `.html` files of a built preview that are pages (not the redirect of `index.html`), relative and sorted. */
function pagesOf(out: string): string[] {
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  return files.filter((file) => !readFileSync(path.join(out, file), 'utf8').includes('http-equiv="refresh"')).sort()
}

maybe('accessibility of the preview (axe-core)', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  async function seriousFindings(out: string): Promise<Finding[]> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.route(/^https?:\/\//, (route) => route.abort())
    const page = await context.newPage()
    const findings: Finding[] = []
    for (const file of pagesOf(out)) {
      for (const mode of ['light', 'dark']) {
        await page.goto(`file://${path.join(out, file)}`)
        await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), mode === 'dark')
        await page.addScriptTag({ content: axeSource })
        const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document)).violations)
        for (const violation of violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')) {
          findings.push({ page: file, mode, rule: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) })
        }
      }
    }
    await context.close()
    return findings
  }

  it('the example site: every page (its endpoint page too), light and dark', async () => {
    const out = buildPreview('examples/acme', 'axe-acme')
    expect(pagesOf(out).length).toBe(7)
    await expect(seriousFindings(out)).resolves.toEqual([])
  })

  it('the fixture of generated endpoint pages (playground with cookie, file and form inputs): every page, light and dark', async () => {
    const out = buildPreview('test/fixtures/sites/api-generated', 'axe-api-generated')
    expect(pagesOf(out).length).toBe(10)
    await expect(seriousFindings(out)).resolves.toEqual([])
  })

  it('the fixture with every component: every page, light and dark', async () => {
    const out = buildPreview('test/fixtures/sites/components-preview', 'axe-components')
    expect(pagesOf(out).length).toBe(7)
    await expect(seriousFindings(out)).resolves.toEqual([])
  })
})
