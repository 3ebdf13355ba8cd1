import { afterAll, beforeAll } from '@jest/globals'
import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { projectRoot, runCli } from './run-cli.js'

/** Debian's Chromium (`apt-get install -y chromium`); browsers are never downloaded. */
/**
 * Waits until `element` has `attribute` set to `value`: what an island's React state sets after a click or a key is
 * committed a moment later, and a read right after the event can still see the old value on a busy machine.
 */
export const becomes = (element: Locator, attribute: string, value: string) => element.and(element.page().locator(`[${attribute}="${value}"]`)).waitFor({ timeout: 10_000 })

export const CHROMIUM = process.env.DOCSLINT_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Whether the browser tests can run. In CI a missing Chromium is a failure (the tests run and fail at
 * launch); elsewhere they are skipped with a message saying how to install it.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM) || process.env.CI) return true
  console.warn(`Browser tests skipped: ${CHROMIUM} is missing (install it with \`apt-get install -y chromium\`).`)
  return false
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']
  })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp4': 'video/mp4'
}

/** A static file server on localhost for a built preview, under a sub-path (`/docs/`) to prove links are relative. */
export async function serve(folder: string, base = '/docs/'): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    const relative = pathname.startsWith(base) ? pathname.slice(base.length) : undefined
    const file = relative === undefined ? undefined : path.join(folder, relative || 'index.html')
    if (!file || !file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}${base}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** A page at `url` with nothing allowed off this machine, and the console errors it logs. */
export async function openLocalPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(url)
  return { page, errors, close: () => context.close() }
}

/** Builds a site's preview into test-output/e2e/<name> (emptied first) with the built CLI; returns the folder. */
export function buildPreview(site: string, name: string): string {
  const out = path.join(projectRoot, 'test-output', 'e2e', name)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.dirname(out), { recursive: true })
  const result = runCli(['build', site, '--out', out])
  if (result.status !== 0) throw new Error(`docslint build ${site} failed:\n${result.stdout}${result.stderr}`)
  return out
}

/** A site's preview built, served from a sub-path and opened in Chromium for the tests of one `describe` (set up before them, closed after). */
export function usePreview(site: string, name: string): { output: string; url: string; browser: Browser } {
  const session = { output: '', url: '', browser: undefined as unknown as Browser }
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    session.output = buildPreview(site, name)
    const server = await serve(session.output)
    session.url = server.url
    close = server.close
    session.browser = await launchChromium()
  })
  afterAll(async () => {
    await session.browser?.close()
    await close?.()
  })
  return session
}
