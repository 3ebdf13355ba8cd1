import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchChromium, openLocalPage, serve } from './browser.js'
import { projectRoot, runCli } from './run-cli.js'

/**
 * The preview of a current-format site (test/fixtures/sites/current-preview) in Debian's Chromium, served from a
 * sub-path: tabs lead between sections, the dropdown menu opens without the script, no console errors.
 */
const maybe = browserAvailable() ? it : it.skip
let browser: Browser | undefined
let server: { url: string; close: () => Promise<void> } | undefined

beforeAll(async () => {
  if (!browserAvailable()) return
  const out = path.join(projectRoot, 'test-output', 'e2e', 'current-preview')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.dirname(out), { recursive: true })
  expect(runCli(['build', 'test/fixtures/sites/current-preview', '--out', out]).status).toBe(0)
  server = await serve(out)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

maybe('a current-format site: a tab leads to its section, a dropdown opens and leads to its page, no console errors', async () => {
  const { page, errors, close } = await openLocalPage(browser!, `${server!.url}guides/concepts.html`)
  await expect(page.locator('.sidebar .anchors .active').textContent()).resolves.toBe('Basics')
  await page.locator('.tab-bar a', { hasText: 'SDKs' }).click()
  await page.waitForURL(/\/docs\/sdks\/javascript\.html$/)
  await expect(page.locator('.tab-bar .active').textContent()).resolves.toBe('SDKs')
  await expect(page.locator('.menu-dropdown .menu-link', { hasText: 'Python' }).isVisible()).resolves.toBe(false)
  await page.locator('.menu-dropdown > summary').click()
  await page.locator('.menu-dropdown .menu-link', { hasText: 'Python' }).click()
  await page.waitForURL(/\/docs\/sdks\/python\.html$/)
  await expect(page.locator('h1').textContent()).resolves.toBe('Python SDK')
  await expect(page.locator('.sidebar a.nav-link.active').textContent()).resolves.toBe('Python SDK')
  expect(errors).toEqual([])
  await close()
})
