import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { localServer, messages, withSite } from '../helpers.js'
import { projectRoot } from '../e2e/run-cli.js'

/** Issue 18, class 7: scale and the outside world. */
describe('open files', () => {
  it('checks a site of 300 pages, each in its own folder, under `ulimit -n 256`', async () => {
    const pages = Array.from({ length: 300 }, (_, index) => `p${index}/page`)
    const files = Object.fromEntries(pages.map((entry) => [`${entry}.mdx`, '---\ntitle: A page\ndescription: One of many.\n---\n\nText.\n']))
    await withSite({ 'docs.json': JSON.stringify({ name: 'Many', navigation: [{ group: 'All', pages }] }), ...files }, async (root) => {
      const cli = path.join(projectRoot, 'dist/src/cli.js')
      const result = spawnSync('bash', ['-c', `ulimit -n 256 && exec "${process.execPath}" "${cli}" check . --format json`], { cwd: root, encoding: 'utf8' })
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
      expect((JSON.parse(result.stdout) as unknown[]).length).toBe(301)
    })
  })
})

describe('a remote spec that does not end', () => {
  let server: Awaited<ReturnType<typeof localServer>>
  let url: string

  beforeAll(async () => {
    // Sends a spec, then more of it for as long as the client reads.
    server = await localServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/yaml' })
      response.write('openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\nx-padding: |\n')
      const more = () => {
        while (response.write(`  ${'x'.repeat(1000)}\n`));
      }
      response.on('drain', more)
      more()
    })
    url = `${server.base}/endless.yaml`
  })

  afterAll(() => server.close())

  it('is read up to --max-file-size, and the message names the limit', async () => {
    const site = { 'docs.json': JSON.stringify({ name: 'API', openapi: url, navigation: [] }, null, 2) }
    await withSite(site, async (root) => {
      expect(await messages(root, [root], { maxFileBytes: 64 * 1024, timeout: 30 })).toEqual([
        `docs.json 3:14-3:${14 + JSON.stringify(url).length} openapi-missing error: Cannot fetch \`${url}\`: the answer is larger than the limit of 64 KiB (set with \`--max-file-size <MiB>\`), so it was not read to its end`
      ])
    })
  })
})
