/**
 * `--check-external` against servers on 127.0.0.1 started here (never the internet): each kind of answer gives
 * exactly its message, at the URL in the page or docs.json, and a second check with `--cache` asks the server
 * nothing it already answered for good.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { checkFindings, asLine, docsJson, localServer, page, withSite } from '../helpers.js'
import { projectRoot } from '../e2e/run-cli.js'

/** Every request the server got, as `METHOD /path`. */
const requests: string[] = []
let busyAnswered = 0
let server: { base: string; close: () => Promise<void> }

function route(request: IncomingMessage, response: ServerResponse): void {
  const at = new URL(request.url!, 'http://127.0.0.1')
  requests.push(`${request.method} ${at.pathname}`)
  const redirect = (to: string, status = 301) => response.writeHead(status, { location: to }).end()
  switch (at.pathname) {
    case '/ok':
    case '/logo.png':
      return void response.writeHead(200).end()
    case '/moved':
      return redirect('/moved-again')
    case '/moved-again':
      return redirect(`${server.base}/ok`, 302)
    case '/loop-a':
      return redirect('/loop-b')
    case '/loop-b':
      return redirect('/loop-a')
    case '/missing':
      return void response.writeHead(404).end()
    case '/busy':
      // Rate-limited once, then answered.
      if (busyAnswered++ === 0) return void response.writeHead(429, { 'retry-after': '1' }).end()
      return void response.writeHead(200).end()
    case '/always-busy':
      return void response.writeHead(429, { 'retry-after': '0' }).end()
    case '/slow':
      // Answers after the check's time limit; the timer does not keep the tests running.
      return void setTimeout(() => response.writeHead(200).end(), 5000).unref()
    case '/reset':
      return void request.socket.destroy()
    case '/no-head':
      return void response.writeHead(request.method === 'HEAD' ? 405 : 200).end()
    default:
      // /chain/5 redirects to /chain/4, and so on down to /chain/0, which answers.
      if (/^\/chain\/[1-9]$/.test(at.pathname)) return redirect(`/chain/${Number(at.pathname.slice(7)) - 1}`, 308)
      return void response.writeHead(at.pathname === '/chain/0' ? 200 : 500).end()
  }
}

beforeAll(async () => {
  server = await localServer(route)
})
afterAll(async () => {
  await server.close()
})

/** The page's lines: each link on a line of its own, so that each message's place is the line's URL. */
function linksPage(base: string): string {
  return page(
    [
      `[fine](${base}/ok#a-section)`,
      `[moved](${base}/moved)`,
      `[loop](${base}/loop-a)`,
      `[long chain](${base}/chain/5)`,
      `[gone](${base}/missing)`,
      `[busy](${base}/busy)`,
      `[always busy](${base}/always-busy)`,
      `[slow](${base}/slow)`,
      `[reset](${base}/reset)`,
      `<a href="${base}/no-head">no HEAD</a>`,
      `![Logo](${base}/logo.png)`,
      `[denied](http://localhost:${new URL(base).port}/missing)`,
      `[mail](mailto:support@acme.com) and [internal](/index)`,
      ''
    ].join('\n\n')
  )
}

const settings = { externalLinks: { timeout: 0.5, retries: 1, maxRetryWait: 2, maxRedirects: 3, deny: ['localhost'] } }

function siteFiles(base: string): Record<string, string> {
  return {
    'docs.json': docsJson({ topbarLinks: [{ name: 'Status', url: `${base}/missing` }] }),
    'index.mdx': linksPage(base),
    '.docslintrc.json': JSON.stringify(settings)
  }
}

/** `line:column-line:column` of the first place `written` is written in `text`, on one line. */
function placeOf(text: string, written: string): string {
  const lines = text.split('\n')
  const line = lines.findIndex((each) => each.includes(written))
  const column = lines[line].indexOf(written) + 1
  return `${line + 1}:${column}-${line + 1}:${column + written.length}`
}

/** The place of a link's URL in the page: the line's `(url)` or `"url"`, without its brackets or quotes. */
function urlPlace(text: string, url: string): string {
  const line = text.split('\n').findIndex((each) => each.includes(`(${url})`) || each.includes(`"${url}"`)) + 1
  const column = text.split('\n')[line - 1].indexOf(url) + 1
  return `${line}:${column}-${line}:${column + url.length}`
}

describe('docslint check --check-external', () => {
  it('reports each broken, looping, rate-limited, slow and reset link at its URL, and nothing for working ones', async () => {
    const base = server.base
    const files = siteFiles(base)
    const text = files['index.mdx']
    await withSite(files, async (root) => {
      requests.length = 0
      busyAnswered = 0
      const found = (await checkFindings(root, [root], { checkExternal: true, cache: true, cacheLocation: path.join(root, 'cache') })).filter((finding) => finding.ruleId === 'link-external')
      const at = (url: string) => urlPlace(text, url)
      expect(found.map(asLine)).toEqual([
        `docs.json ${placeOf(files['docs.json'], `"${base}/missing"`)} link-external warn: Link \`${base}/missing\` is broken: the server answers 404 Not Found; link to the page where it is now, or remove the link`,
        `index.mdx ${at(`${base}/loop-a`)} link-external warn: Link \`${base}/loop-a\` never arrives: its redirects go round in a loop (\`${base}/loop-a\` → \`${base}/loop-b\` → \`${base}/loop-a\`); link to the page's own address`,
        `index.mdx ${at(`${base}/chain/5`)} link-external warn: Link \`${base}/chain/5\` is redirected more than 3 times (the last to \`${base}/chain/2\`); link to where it ends up, or raise \`externalLinks.maxRedirects\` in .docslintrc`,
        `index.mdx ${at(`${base}/missing`)} link-external warn: Link \`${base}/missing\` is broken: the server answers 404 Not Found; link to the page where it is now, or remove the link`,
        `index.mdx ${at(`${base}/always-busy`)} link-external warn: Link \`${base}/always-busy\` was not checked: the server still answers 429 Too Many Requests after 1 retry (it asks to wait 0 s): it is rate-limited, not known to be broken; check again later, or add its host to \`externalLinks.deny\` in .docslintrc`,
        `index.mdx ${at(`${base}/slow`)} link-external warn: Link \`${base}/slow\` did not answer within 0.5 s; check that the address is right and the server up, or raise \`externalLinks.timeout\` in .docslintrc`,
        `index.mdx ${at(`${base}/reset`)} link-external warn: Link \`${base}/reset\` cannot be reached: the connection was closed before the answer (UND_ERR_SOCKET); check the address, or remove the link`
      ])
      // HEAD first, GET only where HEAD is refused; the 429 asked again after its Retry-After; the denied host never asked.
      expect(requests.filter((request) => !request.endsWith('/slow')).sort()).toEqual(
        [
          'HEAD /ok',
          'HEAD /moved',
          'HEAD /moved-again',
          'HEAD /ok',
          'HEAD /loop-a',
          'HEAD /loop-b',
          'HEAD /chain/5',
          'HEAD /chain/4',
          'HEAD /chain/3',
          'HEAD /chain/2',
          'HEAD /missing',
          'HEAD /busy',
          'HEAD /busy',
          'HEAD /always-busy',
          'HEAD /always-busy',
          'HEAD /reset',
          'HEAD /no-head',
          'GET /no-head',
          'HEAD /logo.png'
        ].sort()
      )
    })
  })

  it('with --cache, a second check asks again only what was not answered for good (timeouts, resets, rate limits)', async () => {
    const base = server.base
    await withSite(siteFiles(base), async (root) => {
      const options = { checkExternal: true, cache: true, cacheLocation: path.join(root, 'cache') }
      busyAnswered = 0
      const first = (await checkFindings(root, [root], options)).map(asLine)
      requests.length = 0
      const second = (await checkFindings(root, [root], options)).map(asLine)
      expect(second).toEqual(first)
      expect(requests.sort()).toEqual(['HEAD /always-busy', 'HEAD /always-busy', 'HEAD /reset', 'HEAD /slow'])
    })
  })

  it('is never run by a default check: no request is made', async () => {
    await withSite(siteFiles(server.base), async (root) => {
      requests.length = 0
      const found = await checkFindings(root)
      expect(found.filter((finding) => finding.ruleId === 'link-external')).toEqual([])
      expect(requests).toEqual([])
    })
  })

  it('reports broken links as errors when the rule is set to error, a rate limit still as a warning, from the built command', async () => {
    const base = server.base
    const files = {
      'docs.json': docsJson(),
      'index.mdx': page(`[gone](${base}/missing)\n\n[always busy](${base}/always-busy)\n`),
      '.docslintrc.json': JSON.stringify({ externalLinks: { retries: 0 }, rules: { 'link-external': 'error' } })
    }
    await withSite(files, async (root) => {
      // Run asynchronously: this process's server answers meanwhile.
      const run = await promisify(execFile)(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), 'check', '--check-external', '--format', 'json'], { cwd: root }).catch((failed: { code: number; stdout: string }) => failed)
      const report = JSON.parse(run.stdout) as { path: string; messages: { ruleId: string; line: number; column: number; fatal: boolean }[] }[]
      const found = report.flatMap((file) => file.messages.map((message) => `${file.path} ${message.line}:${message.column} ${message.ruleId} ${message.fatal ? 'error' : 'warning'}`))
      expect(found).toEqual(['index.mdx 6:8 link-external error', 'index.mdx 8:15 link-external warning'])
      expect((run as { code?: number }).code).toBe(1)
    })
  })

  it('says which links the overall time limit left unchecked, as information', async () => {
    const base = server.base
    const files = {
      'docs.json': docsJson(),
      'index.mdx': page(`[slow](${base}/slow)\n`),
      '.docslintrc.json': JSON.stringify({ externalLinks: { timeout: 5, totalTimeout: 0.3 } })
    }
    await withSite(files, async (root) => {
      const found = (await checkFindings(root, [root], { checkExternal: true })).filter((finding) => finding.ruleId === 'link-external')
      expect(found.map(asLine)).toEqual([
        `index.mdx ${urlPlace(files['index.mdx'], `${base}/slow`)} link-external info: Link \`${base}/slow\` was not checked: the external link check ran out of its 0.3 s; raise \`externalLinks.totalTimeout\` in .docslintrc to check every link`
      ])
    })
  })
})
