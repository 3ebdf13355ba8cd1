import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { useWatchedSite, type WatchedCli } from './watched-cli.js'
import { fetchRaw, listen } from './preview-http.js'

const SERVING = /docslint: serving the preview at (http:\/\/127\.0\.0\.1:\d+\/)|watching for changes, serving the preview at (http:\/\/127\.0\.0\.1:\d+\/)/

describe('docslint build --watch --serve (built CLI)', () => {
  const site = useWatchedSite()
  const file = site.file
  const servedAt = (cli: WatchedCli) =>
    cli.waitFor('the address', () => {
      const match = SERVING.exec(cli.stderr)
      return match ? (match[1] ?? match[2]) : undefined
    })

  it('builds, serves the preview on 127.0.0.1, rebuilds after an edit and tells open pages to reload; Ctrl-C ends it with 0', async () => {
    const cli = site.start(['build', 'site', '--out', 'out', '--watch', '--serve', '--port', '0'])
    expect(await cli.waitForRun(1)).toMatch(/^docslint: \d\d:\d\d:\d\d checked 6 pages in \d+\.\d\d s; watching for changes, serving the preview at http:\/\/127\.0\.0\.1:\d+\/ \(Ctrl-C to stop\)$/)
    const url = await servedAt(cli)
    const page = await fetchRaw(url, '/quickstart.html')
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' })
    expect(page.body).toContain('new EventSource("/_docslint/events")')
    // The script is added as the page is served, never written into the preview's files.
    expect(readFileSync(path.join(site.folder(), 'out/quickstart.html'), 'utf8')).not.toContain('EventSource')
    expect((await fetchRaw(url, '/%2e%2e/site/docs.json')).status).toBe(404)
    expect((await fetchRaw(url, '/../site/docs.json')).status).toBe(404)

    const stream = listen(url)
    await stream.heard(': docslint preview')
    const source = file('quickstart.mdx')
    writeFileSync(source, readFileSync(source, 'utf8').replace('## Prerequisites', '## Before you start'))
    expect(await cli.waitForRun(2)).toMatch(/ checked 1 page \(5 unchanged, reused\) in \d+\.\d\d s after a change to site\/quickstart\.mdx; watching for changes, serving/)
    expect(await stream.heard('event: reload')).toBe(': docslint preview\n\nevent: reload\ndata: 1\n\n')
    expect((await fetchRaw(url, '/quickstart.html')).body).toContain('<h2 id="before-you-start">Before you start')
    stream.close()

    // A build refused for an error keeps the last preview served, and sends no reload.
    writeFileSync(source, `${readFileSync(source, 'utf8')}\nSee [the next step](/nowhere).\n`)
    expect(await cli.waitForRun(3)).toMatch(/ checked 1 page \(5 unchanged, reused\), not built \(the last build is kept\) in /)
    expect(cli.stdout).toContain('link-broken')
    expect((await fetchRaw(url, '/quickstart.html')).status).toBe(200)

    expect(await cli.stop('SIGINT')).toBe(0)
    expect(cli.stderr).toMatch(/\ndocslint: stopped watching\n$/)
  })

  it('fails at once, with exit status 2 and a one-line reason, when the port is in use', async () => {
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = (busy.address() as AddressInfo).port
    try {
      const cli = site.start(['build', 'site', '--out', 'out', '--watch', '--serve', '--port', String(port)])
      expect(await cli.exitStatus()).toBe(2)
      expect(cli.stderr).toBe(`docslint: port ${port} on 127.0.0.1 is in use; choose another with --port (0: any free port)\n`)
    } finally {
      await new Promise((resolve) => busy.close(resolve))
    }
  })

  it('--serve alone serves the output of one build until SIGTERM', async () => {
    const cli = site.start(['build', 'site', '--out', 'out', '--serve', '--port', '0'])
    const url = await servedAt(cli)
    expect(cli.stderr).toMatch(/^docslint: built 7 pages into out \(27 files, \d+ KiB\) in \d+\.\d s\ndocslint: serving the preview at http:\/\/127\.0\.0\.1:\d+\/ \(Ctrl-C to stop\)\n$/)
    expect((await fetchRaw(url, '/')).status).toBe(200)
    expect(await fetchRaw(url, '/_docslint/style.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' })
    expect(await cli.stop('SIGTERM')).toBe(0)
    expect(cli.stderr).toMatch(/\ndocslint: stopped serving\n$/)
  })
})
