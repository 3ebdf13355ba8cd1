import { expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { servedApiSite } from './api-server.js'
import { browserAvailable } from './browser.js'

/**
 * The API playground in Debian's Chromium: the fixture test/fixtures/sites/api-preview with its two base URLs
 * pointed at two local API servers, built and served from a sub-path. The reader picks the second base URL,
 * types a credential and the parameters and presses Send: the request reaches that server (not the first)
 * with `Authorization: Bearer <typed value>`, and its answer shows on the page.
 */
const maybe = browserAvailable() ? it : it.skip

const apis = servedApiSite('test/fixtures/sites/api-preview', 'api-preview', (root, first, second) => {
  const config = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'))
  config.api.baseUrl = [first.url, second.url]
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config, null, 2))
})

maybe('a GET: the request reaches the chosen base URL with the typed bearer credential, the path, query and header parameters, and the answer shows', async () => {
  const { page, errors, close } = await apis.openPage('api/get-a-pet.html')
  await page.getByLabel('Base URL').selectOption(apis.second.url)
  await expect(page.locator('.endpoint-base').textContent()).resolves.toBe(apis.second.url)
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_123')
  await page.getByLabel('petId', { exact: true }).fill('pet 7')
  await page.getByLabel('include', { exact: true }).fill('owner')
  await page.getByLabel('X-Request-Id', { exact: true }).fill('req-1')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(apis.first.received).toEqual([])
  expect(apis.second.received).toHaveLength(1)
  const [request] = apis.second.received
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
  const { page, errors, close } = await apis.openPage('api/create-pet.html')
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_456')
  await page.getByLabel('ownerId', { exact: true }).fill('own_42')
  await page.getByLabel('Body', { exact: true }).fill('{"name": "Rex", "kind": "dog"}')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(apis.first.received.map((request) => [request.method, request.url, request.headers.authorization, request.headers['content-type'], request.body])).toEqual([
    ['POST', '/owners/own_42/pets', 'Bearer sk_test_456', 'application/json', '{"name": "Rex", "kind": "dog"}']
  ])
  await expect(page.locator('.pg-status').textContent()).resolves.toBe('201 Created')
  expect(errors).toEqual([])
  await close()
})
