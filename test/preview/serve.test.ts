import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { servePreview, type PreviewServer } from '../../src/preview/serve.js'
import { LIVE_SCRIPT, type BuildNotice } from '../../src/preview/live-script.js'
import { fetchRaw, listen } from '../e2e/preview-http.js'

describe('the preview server (build --serve)', () => {
  let folder: string
  let out: string
  let server: PreviewServer

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'docslint-serve-'))
    out = path.join(folder, 'out')
    mkdirSync(path.join(out, 'guides'), { recursive: true })
    mkdirSync(path.join(out, '_docslint'), { recursive: true })
    writeFileSync(path.join(out, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body><p>Home</p></body></html>\n')
    writeFileSync(path.join(out, 'guides/setup.html'), '<!doctype html><html><body><p>Setup</p></body></html>\n')
    writeFileSync(path.join(out, 'guides/index.html'), '<p>Guides</p>\n')
    writeFileSync(path.join(out, '_docslint/style.css'), 'body { margin: 0 }\n')
    writeFileSync(path.join(out, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n')
    writeFileSync(path.join(out, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    writeFileSync(path.join(out, 'ünïcode page.html'), '<p>Encoded</p>\n')
    // As a build leaves it: the files it wrote, and which of them it copied from the site (served sandboxed).
    const manifest = { generator: 'docslint', files: ['index.html', 'guides/setup.html', 'guides/index.html', '_docslint/style.css', 'logo.svg', 'photo.png', 'ünïcode page.html'], copied: ['logo.svg', 'photo.png'] }
    writeFileSync(path.join(out, '_docslint/manifest.json'), JSON.stringify(manifest))
    // Beside the output folder: never served.
    writeFileSync(path.join(folder, 'secret.txt'), 'secret\n')
    mkdirSync(path.join(folder, 'out-other'))
    writeFileSync(path.join(folder, 'out-other/page.html'), 'other\n')
    symlinkSync(path.join(folder, 'secret.txt'), path.join(out, 'leak.txt'))
    symlinkSync(folder, path.join(out, 'up'))
    server = await servePreview(out, 0)
  })

  afterAll(async () => {
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it('serves files with their content type, pages with the live script (not written into the file)', async () => {
    const home = await fetchRaw(server.url, '/')
    expect(home).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>Home</title></head><body><p>Home</p>${LIVE_SCRIPT}</body></html>\n` })
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('EventSource')
    expect(await fetchRaw(server.url, '/guides/setup.html')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' })
    // A folder's index.html, a page without its extension, a percent-encoded name.
    expect((await fetchRaw(server.url, '/guides/')).body).toBe(`<p>Guides</p>\n${LIVE_SCRIPT}`)
    expect((await fetchRaw(server.url, '/guides/setup')).body).toContain('<p>Setup</p>')
    expect((await fetchRaw(server.url, '/%C3%BCn%C3%AFcode%20page.html')).body).toContain('<p>Encoded</p>')
    expect(await fetchRaw(server.url, '/_docslint/style.css')).toEqual({ status: 200, type: 'text/css; charset=utf-8', body: 'body { margin: 0 }\n' })
    expect((await fetchRaw(server.url, '/logo.svg')).type).toBe('image/svg+xml; charset=utf-8')
    expect((await fetchRaw(server.url, '/photo.png')).type).toBe('image/png')
    expect(await fetchRaw(server.url, '/index.html', 'HEAD')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: '' })
    expect((await fetchRaw(server.url, '/index.html', 'POST')).status).toBe(405)
  })

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/guides/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/leak.txt',
    '/up/secret.txt',
    '/missing.png',
    '/index.html%00.png',
    '/%E0%A4%A'
  ])('answers 404 for %s (outside the output folder, through a link out of it, missing, or not a path)', async (rawPath) => {
    expect(await fetchRaw(server.url, rawPath)).toMatchObject({ status: 404, body: 'docslint: not found\n' })
  })

  it.each(['/missing.html', '/missing', '/missing/', '/../out-other/page.html', '/up/'])(
    'answers 404 for the page %s with a page that has the live script, so it comes back after the next build',
    async (rawPath) => {
      const answer = await fetchRaw(server.url, rawPath)
      expect(answer).toMatchObject({ status: 404, type: 'text/html; charset=utf-8' })
      expect(answer.body).toContain('docslint: not found')
      expect(answer.body).toContain(LIVE_SCRIPT)
      expect(answer.body).not.toContain('missing')
    }
  )

  it('tells open pages to reload, over Server-Sent Events', async () => {
    const stream = listen(server.url)
    await stream.heard(': docslint preview')
    server.reload()
    expect(await stream.heard('event: reload')).toBe(': docslint preview\n\nevent: reload\ndata: 1\n\n')
    stream.close()
  })

  it('tells open pages, and pages opened later, what went wrong with the last build, and when nothing does any more', async () => {
    const notice: BuildNotice = { title: 'docslint: not rebuilt', problems: [{ where: 'site/page.mdx:3:1', reason: 'Cannot parse MDX: <Note> "unclosed"\nsecond line', ruleId: 'mdx-syntax' }], more: 0 }
    const data = JSON.stringify(notice)
    const open = listen(server.url)
    await open.heard(': docslint preview')
    server.notify(notice)
    expect(await open.heard(`data: ${data}\n\n`)).toBe(`: docslint preview\n\nevent: notice\ndata: ${data}\n\n`)
    // Opened after: told at once.
    const later = listen(server.url)
    expect(await later.heard(`data: ${data}\n\n`)).toBe(`: docslint preview\n\nevent: notice\ndata: ${data}\n\n`)
    server.notify(undefined)
    expect(await later.heard('data: null\n\n')).toBe(`: docslint preview\n\nevent: notice\ndata: ${data}\n\nevent: notice\ndata: null\n\n`)
    open.close()
    later.close()
    // Nothing wrong: a page opened now is told nothing.
    const clean = listen(server.url)
    await clean.heard(': docslint preview')
    server.reload()
    expect(await clean.heard('event: reload')).toMatch(/^: docslint preview\n\nevent: reload\n/)
    clean.close()
  })

  it('says so when the port is in use', async () => {
    const port = Number(new URL(server.url).port)
    await expect(servePreview(out, port)).rejects.toThrow(`port ${port} on 127.0.0.1 is in use; choose another with --port (0: any free port)`)
  })
})
