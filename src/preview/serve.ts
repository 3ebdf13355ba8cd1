/**
 * `docslint build --serve`: the preview's output folder served over HTTP on 127.0.0.1 only. A file is served
 * only when its real path (symbolic links followed) is inside the folder's real path; anything else, `..` and
 * its percent-encoded forms included, is 404. Pages are served with a small script (./live-script.ts) that reloads
 * them when the server says the preview was rebuilt and shows what went wrong with a build that did not go right;
 * a page that is not there (yet, or any more) is answered with a page that has the script too, so it comes back
 * by itself with the next build. A file the build copied from the site that a browser would run
 * scripts in when opened by itself (HTML, XHTML, SVG, XML: an `.html` demo) is sent as it is, with
 * `Content-Security-Policy: sandbox` (./sandbox.ts): its scripts run, but never with the preview's origin.
 */
import { createReadStream, promises as fs } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { lookup } from 'mrmime'
import { isInside } from '../site/root.js'
import { filesMadeByDocslint } from './output.js'
import { SANDBOX_POLICY } from './sandbox.js'
import { EVENTS_PATH, LIVE_SCRIPT, type BuildNotice } from './live-script.js'

/** The answer for a page that is not in the preview: still a page, with the script, so it reloads after the next build. */
const MISSING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>docslint: not found (no page here in the last build)</p>${LIVE_SCRIPT}</body></html>\n`

export interface PreviewServer {
  /** `http://127.0.0.1:<port>/`. */
  url: string
  /** Tells every open page to reload. */
  reload(): void
  /** Tells every open page, and each page opened later, what went wrong with the last build (undefined: nothing). */
  notify(notice: BuildNotice | undefined): void
  close(): Promise<void>
}

/** The host the preview is served on: this machine only. */
const HOST = '127.0.0.1'

/** Serves `folder` on 127.0.0.1 at `port` (0: any free port). Rejects with a readable reason when the port cannot be used. */
export async function servePreview(folder: string, port: number): Promise<PreviewServer> {
  const streams = new Set<ServerResponse>()
  const state: { notice?: BuildNotice } = {}
  const server: Server = createServer((request, response) => {
    handle(folder, request, response, streams, state).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end('docslint: the file could not be read\n')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new Error(listenFailure(error, port))))
    server.listen(port, HOST, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  let reloads = 0
  return {
    url: `http://${HOST}:${bound}/`,
    reload() {
      reloads++
      for (const stream of streams) stream.write(`event: reload\ndata: ${reloads}\n\n`)
    },
    notify(notice) {
      if (notice === state.notice) return
      state.notice = notice
      for (const stream of streams) stream.write(noticeEvent(notice))
    },
    close() {
      for (const stream of streams) stream.end()
      streams.clear()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    }
  }
}

function listenFailure(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE') return `port ${port} on ${HOST} is in use; choose another with --port (0: any free port)`
  if (error.code === 'EACCES') return `port ${port} needs privileges this user does not have; choose one above 1023 with --port`
  return `cannot serve on ${HOST}:${port}: ${error.message}`
}

async function handle(folder: string, request: IncomingMessage, response: ServerResponse, streams: Set<ServerResponse>, state: { notice?: BuildNotice }): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('docslint: only GET and HEAD\n')
    return
  }
  const pathname = decodedPath(request.url ?? '/')
  if (pathname === EVENTS_PATH) return openStream(request, response, streams, state.notice)
  const file = pathname === undefined ? undefined : await servedFile(folder, pathname)
  if (!file && pathname !== undefined && isPagePath(pathname)) {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    response.end(request.method === 'HEAD' ? undefined : MISSING_PAGE)
    return
  }
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end('docslint: not found\n')
    return
  }
  const type = contentType(file.path)
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  // Only docslint's own pages have the preview's origin; the manifest is read at each request, as builds replace it.
  const sandboxed = DOCUMENT_TYPE.test(type) && !filesMadeByDocslint(file.root).has(file.name)
  if (sandboxed) headers['content-security-policy'] = SANDBOX_POLICY
  else if (type.startsWith('text/html')) {
    const html = withLiveScript(await fs.readFile(file.path, 'utf8'))
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(html) })
    response.end(request.method === 'HEAD' ? undefined : html)
    return
  }
  response.writeHead(200, { ...headers, 'content-length': file.size })
  if (request.method === 'HEAD') response.end()
  else createReadStream(file.path).on('error', () => response.destroy()).pipe(response)
}

/** The request's path, percent-decoded; undefined when it cannot be decoded or holds a NUL. */
function decodedPath(url: string): string | undefined {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname)
    return pathname.includes('\0') ? undefined : pathname
  } catch {
    return undefined
  }
}

/** The content types a browser runs scripts in when it opens a file by itself. */
const DOCUMENT_TYPE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/

interface ServedFile {
  /** Its real path. */
  path: string
  size: number
  /** The folder's real path, and the file's path from there, with `/` (as the manifest names it). */
  root: string
  name: string
}

/**
 * The file a request path names inside the folder: the file itself, `index.html` of a folder, or the page
 * `<path>.html` for a path without extension (`/guides/intro`). Its real path must be inside the folder's real
 * path; otherwise, or when there is no such file, undefined.
 */
async function servedFile(folder: string, pathname: string): Promise<ServedFile | undefined> {
  const root = await fs.realpath(folder).catch(() => undefined)
  // No output folder yet: the first build was refused.
  if (!root) return undefined
  // Resolved against the folder, not joined: `..` cannot climb out, and the real path is compared below anyway.
  const named = path.join(root, path.posix.normalize(`/${pathname}`))
  for (const candidate of [named, path.join(named, 'index.html'), `${named}.html`]) {
    const real = await fs.realpath(candidate).catch(() => undefined)
    if (!real || !isInside(real, root)) continue
    const stats = await fs.stat(real).catch(() => undefined)
    if (stats?.isFile()) return { path: real, size: stats.size, root, name: path.relative(root, real).split(path.sep).join('/') }
  }
  return undefined
}

function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream'
  return type.startsWith('text/') || type === 'application/json' || type === 'image/svg+xml' || type === 'application/javascript' ? `${type}; charset=utf-8` : type
}

/** The page with the live script before `</body>` (at its end when it has none). */
export function withLiveScript(html: string): string {
  const end = html.lastIndexOf('</body>')
  return end === -1 ? html + LIVE_SCRIPT : html.slice(0, end) + LIVE_SCRIPT + html.slice(end)
}

/** A path a page is asked for by: a folder, a name without an extension, or an `.html` file. */
function isPagePath(pathname: string): boolean {
  const name = path.posix.basename(pathname)
  return pathname.endsWith('/') || !name.includes('.') || name.endsWith('.html')
}

/** The event that tells a page what went wrong with the last build; its data is one line of JSON (null: nothing). */
function noticeEvent(notice: BuildNotice | undefined): string {
  return `event: notice\ndata: ${JSON.stringify(notice ?? null)}\n\n`
}

function openStream(request: IncomingMessage, response: ServerResponse, streams: Set<ServerResponse>, notice: BuildNotice | undefined): void {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' })
  // A first comment, so the browser (and a test) sees the stream open; then what a page opened now must know.
  response.write(': docslint preview\n\n')
  if (notice) response.write(noticeEvent(notice))
  streams.add(response)
  request.on('close', () => streams.delete(response))
}
