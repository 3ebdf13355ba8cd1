import { afterAll, beforeAll, expect } from '@jest/globals'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { browserAvailable, launchChromium, openLocalPage, serve } from './browser.js'
import { projectRoot, runCli } from './run-cli.js'

/** A request as a local API server received it (the body as Latin-1 text, so multipart bytes survive). */
export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

export interface ApiServer {
  url: string
  received: Received[]
  close: () => Promise<void>
}

/**
 * An API server for the playground's browser tests: CORS allows the page's origin with credentials and the
 * headers asked for, and exposes `x-server`; each request is answered (201 for a POST, else 200) with the
 * server's name and the path it received.
 */
export async function apiServer(name: string): Promise<ApiServer> {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-expose-headers': 'x-server'
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('latin1') })
      response.writeHead(request.method === 'POST' ? 201 : 200, { ...cors, 'content-type': 'application/json', 'x-server': name })
      response.end(JSON.stringify({ server: name, path: request.url }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Copies a fixture site, lets `edit` change the copy, builds it into test-output/e2e/<name> and serves it from a sub-path. */
export async function buildAndServe(fixture: string, name: string, edit: (root: string) => void): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.join(mkdtempSync(path.join(tmpdir(), `docslint-${name}-`)), 'site')
  cpSync(path.join(projectRoot, fixture), root, { recursive: true })
  edit(root)
  const out = path.join(projectRoot, 'test-output', 'e2e', name)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(path.dirname(out), { recursive: true })
  expect(runCli(['build', root, '--out', out]).status).toBe(0)
  return serve(out)
}

/** A fixture site served to Chromium, with two local API servers that `edit` points the copy's base URLs at. */
export interface ServedApiSite {
  first: ApiServer
  second: ApiServer
  openPage: (file: string) => ReturnType<typeof openLocalPage>
}

/**
 * Sets up, for the tests of one file, two API servers, the fixture built and served (after `edit` changes the
 * copy, given both servers) and Chromium; all closed after the file's tests. Nothing starts without a browser.
 */
export function servedApiSite(fixture: string, name: string, edit: (root: string, first: ApiServer, second: ApiServer) => void): ServedApiSite {
  let browser: Browser | undefined
  let site: { url: string; close: () => Promise<void> } | undefined
  const served = { openPage: (file: string) => openLocalPage(browser!, `${site!.url}${file}`) } as ServedApiSite
  beforeAll(async () => {
    if (!browserAvailable()) return
    served.first = await apiServer('first')
    served.second = await apiServer('second')
    site = await buildAndServe(fixture, name, (root) => edit(root, served.first, served.second))
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await served.first?.close()
    await served.second?.close()
  })
  return served
}
