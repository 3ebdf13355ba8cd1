/**
 * Issue 32, item 11, in Debian's Chromium: the playground sent the credential typed for the configured base URL
 * to any absolute URL a page's `api:` names. The fixture test/fixtures/sites/api-preview gets one base URL, the
 * first local API server, and a page whose `api:` names the second (another origin: another port). There the
 * playground shows the origin beside Send, and a request carries the credential only once the reader agrees,
 * which it remembers for that origin; to the base URL the credential goes as before, without a question.
 */
import { expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { servedApiSite } from './api-server.js'
import { browserAvailable } from './browser.js'

const maybe = browserAvailable() ? it : it.skip

const apis = servedApiSite('test/fixtures/sites/api-preview', 'api-origin', (root, first, second) => {
  const config = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'))
  config.api.baseUrl = [first.url]
  config.navigation[1].pages.push('api/collect')
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config, null, 2))
  writeFileSync(path.join(root, 'api/collect.mdx'), `---\ntitle: "Collect"\ndescription: "Collect an event."\napi: "POST ${second.url}/collect"\n---\n\nSends an event.\n`)
})

maybe('a request to an origin docs.json does not name: the origin shows beside Send, and the credential goes only once the reader agrees', async () => {
  const { page, errors, close } = await apis.openPage('api/collect.html')
  const host = new URL(apis.second.url).host
  await expect(page.locator('.pg-destination').textContent()).resolves.toBe(`Sends to ${host}`)
  await page.getByLabel('Authorization', { exact: true }).fill('sk_secret')
  const send = page.getByRole('button', { name: 'Send', exact: true })
  const consent = page.locator('.pg-consent')
  /** Does `action` and waits for the second server's answer to the POST it makes. */
  const answered = (action: () => Promise<void>) =>
    Promise.all([page.waitForResponse((response) => response.url().startsWith(apis.second.url) && response.request().method() === 'POST'), action()])

  // Send asks first, and sends nothing meanwhile.
  await send.click()
  await consent.waitFor({ state: 'visible' })
  await expect(consent.locator('p').textContent()).resolves.toBe(`Your credential would go to ${host}, which is not a server this documentation names for its API.`)
  expect(apis.second.received).toEqual([])

  // "Send without it": the request goes, with no credential.
  await page.getByRole('button', { name: 'Send without it' }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  await expect(consent.isHidden()).resolves.toBe(true)
  expect(apis.second.received.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([['POST', '/collect', undefined]])
  await expect(page.locator('.pg-result-note').textContent()).resolves.toBe('The credential typed was not sent.')

  // Asked again; agreeing sends the credential, and the answer is remembered for this origin.
  await send.click()
  await consent.waitFor({ state: 'visible' })
  await answered(() => page.getByRole('button', { name: `Send the credential to ${host}` }).click())
  expect(apis.second.received).toHaveLength(2)
  expect(apis.second.received[1].headers.authorization).toBe('Bearer sk_secret')
  await answered(() => send.click())
  expect(apis.second.received).toHaveLength(3)
  await expect(consent.isHidden()).resolves.toBe(true)
  expect(apis.second.received[2].headers.authorization).toBe('Bearer sk_secret')
  expect(apis.first.received).toEqual([])
  expect(errors).toEqual([])
  await close()
})

maybe('a request to the base URL docs.json names: no origin shown, no question, the credential sent', async () => {
  const { page, errors, close } = await apis.openPage('api/send-alert.html')
  await expect(page.locator('.pg-destination').isHidden()).resolves.toBe(true)
  await page.getByLabel('Authorization', { exact: true }).fill('sk_test_789')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await page.locator('.pg-result:not([hidden])').waitFor()
  expect(apis.first.received.map((request) => [request.method, request.url, request.headers.authorization])).toEqual([['POST', '/alerts', 'Bearer sk_test_789']])
  await expect(page.locator('.pg-consent').isHidden()).resolves.toBe(true)
  expect(errors).toEqual([])
  await close()
})
