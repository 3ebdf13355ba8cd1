import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchChromium, openLocalPage, serve } from './browser.js'
import { projectRoot, runCli } from './run-cli.js'

/**
 * The API playground in Debian's Chromium: the fixture test/fixtures/sites/api-preview with its two base URLs
 * pointed at two local API servers, built and served from a sub-path. The reader picks the second base URL,
 * types a credential and the parameters and presses Send: the request reaches that server (not the first)
 * with `Authorization: Bearer <typed value>`, and its answer shows on the page.
 */
const maybe = browserAvailable() ? it : it.skip

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** An API server that allows requests from any page (CORS) and answers each request with what it received. */
async function apiServer(name: string): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*, authorization', 'access-control-allow-methods': '*', 'access-control-expose-headers': 'x-server' }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      response.writeHead(request.method === 'POST' ? 201 : 200, { ...cors, 'content-type': 'application/json', 'x-server': name })
      response.end(JSON.stringify({ server: name, path: request.url }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

let browser: Browser | undefined
let site: { url: string; close: () => Promise<void> } | undefined
let first: Awaited<ReturnType<typeof apiServer>>
let second: Awaited<ReturnType<typeof apiServer>>

beforeAll(async () => {
  if (!browserAvailable()) return
  first = await apiServer('first')
  second = await apiServer('second')
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-playground-')), 'site')
  cpSync(path.join(projectRoot, 'test/fixtures/sites/api-preview'), root, { recursive: true })
  const config = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'))
  config.api.baseUrl = [first.url, second.url]
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config, null, 2))
  const out = path.join(projectRoot, 'test-output', 'e2e', 'api-preview')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.dirname(out), { recursive: true })
  expect(runCli(['build', root, '--out', out]).status).toBe(0)
  site = await serve(out)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
  await first?.close()
  await second?.close()
})

const openPage = (file: string) => openLocalPage(browser!, `${site!.url}${file}`)

maybe('a GET: the request reaches the chosen base URL with the typed bearer credential, the path, query and header parameters, and the answer shows', async () => {
  const { page, errors, close } = await openPage('api/get-a-pet.html')
  await page.getByLabel('Base URL').selectOption(second.url)
  await expect(page.locator('.endpoint-base').textContent()).resolves.toBe(second.url)
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_123')
  await page.getByLabel('petId', { exact: true }).fill('pet 7')
  await page.getByLabel('include', { exact: true }).fill('owner')
  await page.getByLabel('X-Request-Id', { exact: true }).fill('req-1')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(first.received).toEqual([])
  expect(second.received).toHaveLength(1)
  const [request] = second.received
  expect(request.method).toBe('GET')
  expect(request.url).toBe('/pets/pet%207?include=owner')
  expect(request.headers.authorization).toBe('Bearer sk_test_123')
  expect(request.headers['x-request-id']).toBe('req-1')
  await expect(page.locator('.pg-status').textContent()).resolves.toBe('200 OK')
  await expect(page.locator('.pg-time').textContent()).resolves.toMatch(/^\d+ ms$/)
  await expect(page.locator('.pg-headers').textContent()).resolves.toContain('x-server: second')
  await expect(page.locator('.pg-body').textContent()).resolves.toBe(JSON.stringify({ server: 'second', path: '/pets/pet%207?include=owner' }, null, 2))
  expect(errors).toEqual([])
  await close()
})

maybe('a POST from an `openapi:` page: the body the reader edits is sent as JSON to the first base URL, chosen by default', async () => {
  const { page, errors, close } = await openPage('api/create-pet.html')
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_456')
  await page.getByLabel('ownerId', { exact: true }).fill('own_42')
  await page.getByLabel('Body', { exact: true }).fill('{"name": "Rex", "kind": "dog"}')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(first.received.map((request) => [request.method, request.url, request.headers.authorization, request.headers['content-type'], request.body])).toEqual([
    ['POST', '/owners/own_42/pets', 'Bearer sk_test_456', 'application/json', '{"name": "Rex", "kind": "dog"}']
  ])
  await expect(page.locator('.pg-status').textContent()).resolves.toBe('201 Created')
  expect(errors).toEqual([])
  await close()
})
