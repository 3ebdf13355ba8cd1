import { expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { servedApiSite } from './api-server.js'
import { browserAvailable } from './browser.js'

/**
 * Generated endpoint pages in Debian's Chromium: test/fixtures/sites/api-generated, its store spec's two
 * servers pointed at two local API servers, built and served from a sub-path. The request examples follow the
 * base URL chosen; a multipart body with a file and a form-urlencoded body reach the server as forms; a typed
 * cookie is not sent (the browser forbids it), the request goes with credentials and the answer says so.
 */
const maybe = browserAvailable() ? it : it.skip

const apis = servedApiSite('test/fixtures/sites/api-generated', 'api-generated', (root, first, second) => {
  const spec = path.join(root, 'specs/store.yaml')
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('https://api.depot.example.com', first.url).replace('https://sandbox.depot.example.com', second.url))
})

maybe('the sidebar of the generated tab lists its tag groups with method badges, and leads to the pages', async () => {
  const { page, errors, close } = await apis.openPage('reference/stock/list-stock.html')
  await page.locator('.sidebar-groups .nav-group-title').first().waitFor()
  await expect(page.locator('.sidebar-groups .nav-group-title').allTextContents()).resolves.toEqual(['Stock', 'Orders and payments', 'API Reference'])
  await expect(page.locator('.sidebar-groups .nav-link .method').allTextContents()).resolves.toEqual(['GET', 'POST', 'GET', 'POST', 'PUT', 'GET'])
  await page.getByRole('link', { name: 'PUT Upload a receipt' }).click()
  await page.waitForURL(/reference\/orders\/upload-a-receipt\.html$/)
  await expect(page.locator('h1').textContent()).resolves.toBe('Upload a receipt')
  expect(errors).toEqual([])
  await close()
})

maybe('the request examples follow the base URL chosen; a typed cookie is not sent, the request goes with credentials, and the answer says so', async () => {
  const { page, errors, close } = await apis.openPage('reference/orders/place-an-order.html')
  const examples = page.locator('.request-example pre')
  await expect(examples.allTextContents()).resolves.toEqual(expect.arrayContaining([expect.stringContaining(`--url '${apis.first.url}/orders'`)]))
  await page.getByLabel('Base URL').selectOption(apis.second.url)
  const texts = await examples.allTextContents()
  expect(texts).toHaveLength(3)
  for (const text of texts) {
    expect(text).toContain(`${apis.second.url}/orders`)
    expect(text).not.toContain(apis.first.url)
  }
  await expect(page.locator('fieldset > .pg-group-note').textContent()).resolves.toMatch(/^Your browser does not let a page set the Cookie header, so the values typed here are not sent/)
  await page.getByLabel('session', { exact: true }).fill('shop-1')
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_9')
  await page.getByRole('button', { name: 'Send' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(apis.first.received).toEqual([])
  expect(apis.second.received.map((request) => [request.method, request.url, request.headers.authorization, request.headers.cookie])).toEqual([['POST', '/orders', 'Bearer sk_test_9', undefined]])
  await expect(page.locator('.pg-status').textContent()).resolves.toBe('201 Created')
  await expect(page.locator('.pg-result-note').textContent()).resolves.toContain("The cookie values typed were not sent: browsers do not let a page set the Cookie header. The request was sent with credentials: 'include'")
  expect(errors).toEqual([])
  await close()
})

maybe('a multipart body is sent as a form with the chosen file; a form-urlencoded body as URL-encoded fields', async () => {
  const upload = await apis.openPage('reference/orders/upload-a-receipt.html')
  await upload.page.getByLabel('orderId', { exact: true }).fill('ord_42')
  await upload.page.getByLabel('file', { exact: true }).setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('TOTAL 12.50') })
  await upload.page.getByLabel('note', { exact: true }).fill('paid in cash')
  await upload.page.getByRole('button', { name: 'Send' }).click()
  await upload.page.locator('.pg-result:not([hidden])').waitFor()
  const sent = apis.first.received.at(-1)!
  expect([sent.method, sent.url]).toEqual(['PUT', '/orders/ord_42/receipt'])
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(sent.headers['content-type'] ?? '')?.[1]
  expect(boundary).toBeDefined()
  const parts = sent.body.split(`--${boundary}`).slice(1, -1).map((part) => part.trim())
  expect(parts).toEqual([
    'Content-Disposition: form-data; name="file"; filename="receipt.txt"\r\nContent-Type: text/plain\r\n\r\nTOTAL 12.50',
    'Content-Disposition: form-data; name="note"\r\n\r\npaid in cash'
  ])
  expect(upload.errors).toEqual([])
  await upload.close()

  const adjust = await apis.openPage('reference/stock/adjust-stock.html')
  await adjust.page.getByLabel('sku', { exact: true }).fill('TEA-001')
  await adjust.page.getByLabel('delta', { exact: true }).fill('-3')
  await adjust.page.getByRole('button', { name: 'Send' }).click()
  await adjust.page.locator('.pg-result:not([hidden])').waitFor()
  const form = apis.first.received.at(-1)!
  expect([form.method, form.url, form.headers['content-type'], form.body]).toEqual(['POST', '/stock/adjustments', 'application/x-www-form-urlencoded;charset=UTF-8', 'sku=TEA-001&delta=-3'])
  expect(adjust.errors).toEqual([])
  await adjust.close()
})
