import { describe, expect, it } from '@jest/globals'
import { docsJson, messages, page, withSite } from '../helpers.js'
import { runCli } from '../e2e/run-cli.js'

/** Issue 18, classes 2-4: every file docslint reads has a size limit (`--max-file-size`), and one bad page does not stop the others. */
describe('the size limit of every file read (--max-file-size)', () => {
  const limit = 2048
  const big = `${'x'.repeat(3000)}\n`

  it('reports a page, docs.json and a spec over the limit, each without reading it', async () => {
    const site = {
      'docs.json': JSON.stringify({ name: 'Acme', openapi: 'spec.yaml', navigation: [{ group: 'Start', pages: ['index', 'big'] }], padding: 'x'.repeat(2100) }),
      'index.mdx': page('Hello.\n'),
      'big.mdx': page(big),
      'spec.yaml': `openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths: {}\nx-padding: ${big}`
    }
    await withSite(site, async (root) => {
      expect(await messages(root, [root], { maxFileBytes: limit })).toEqual([
        'big.mdx 1:1 mdx-syntax error: Cannot check big.mdx: the file is too large to check (3 KiB; the limit is 2 KiB, set with `--max-file-size <MiB>`)',
        'docs.json 1:1 config-syntax error: Cannot check docs.json: the file is too large to check (2.2 KiB; the limit is 2 KiB, set with `--max-file-size <MiB>`)'
      ])
    })
    const smallConfig = { ...site, 'docs.json': docsJson({ openapi: 'spec.yaml' }) }
    await withSite(smallConfig, async (root) => {
      expect((await messages(root, [root], { maxFileBytes: limit })).filter((line) => line.includes('openapi'))).toEqual([
        'docs.json 11:14-11:25 openapi-missing error: `spec.yaml` is not read: the file is too large to check (3 KiB; the limit is 2 KiB, set with `--max-file-size <MiB>`)'
      ])
    })
  })

  it('takes the limit in MiB on the command line, and refuses one that is not a number', async () => {
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page(big) }, async (root) => {
      const small = runCli(['check', root, '--max-file-size', '0.002', '--format', 'json'])
      expect(small.status).toBe(1)
      expect(small.stdout).toContain('the limit is 2 KiB')
      const wrong = runCli(['check', root, '--max-file-size', 'big'])
      expect({ status: wrong.status, stdout: wrong.stdout, stderr: wrong.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: "docslint: option '--max-file-size <MiB>' argument 'big' is invalid. expected a number of MiB above 0 (see `docslint --help`)\n"
      })
    })
  })
})

describe('a page that cannot be read is one message; the other pages are checked', () => {
  it('an alias bomb in front matter, beside a page with a broken link', async () => {
    const bomb = `a: &a ["x","x","x","x","x","x","x","x","x"]\n${'bcdefghi'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(',')}]`).join('\n')}\n`
    const site = {
      'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'other'] }] }),
      'index.mdx': `---\ntitle: T\ndescription: D\n${bomb}---\n\nHello.\n`,
      'other.mdx': page('See [the setup guide](/nope).\n')
    }
    await withSite(site, async (root) => {
      expect(await messages(root)).toEqual([
        'index.mdx 5:8-5:10 frontmatter-syntax error: Front matter is not valid YAML: its aliases (`*name`) expand to more than 100 copies of what they name; write the values out',
        'other.mdx 6:5-6:29 link-broken error: Link `/nope` leads to `/nope`, which is no page of the site'
      ])
    })
  })
})
