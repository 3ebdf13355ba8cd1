import { afterEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { docsJson, messages, page, specSite, withSite } from '../helpers.js'
import { mkfifo } from '../hostile-site.js'
import { projectRoot } from '../e2e/run-cli.js'

/**
 * Issue 32, items 4 and 5: one rule for every file docslint reads, the tool's own files included: a regular file,
 * inside the site root after resolving links, under a size cap. A tool file that breaks it is refused in one
 * line (exit 2) that never quotes what the file holds; a FIFO, `/dev/zero` or a 2 GB file is never read.
 */

/** What the files outside the site hold: no output may ever show it. */
const SECRET = 'SECRET-7f3a9c'

let base: string
afterEach(() => rmSync(base, { recursive: true, force: true }))

/** A site at `<base>/site` (docs.json and one page), and `<base>/outside/secret.json`, a file outside it. */
function siteAndOutside(): { root: string; secret: string } {
  base = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-reads-')))
  const root = path.join(base, 'site')
  mkdirSync(root)
  mkdirSync(path.join(base, 'outside'))
  writeFileSync(path.join(root, 'docs.json'), docsJson())
  writeFileSync(path.join(root, 'index.mdx'), page('Hello.\n'))
  const secret = path.join(base, 'outside', 'secret.json')
  writeFileSync(secret, `root:x:0:0:${SECRET}\n`)
  return { root, secret }
}

/**
 * Runs the built CLI where a mistake cannot take the machine with it: 20 seconds at most (a FIFO read hangs for
 * ever) and 3 GB of address space (`/dev/zero` read whole grows at 0.7 GB/s).
 */
function runBounded(args: string[], cwd: string) {
  const cli = path.join(projectRoot, 'dist/src/cli.js')
  const result = spawnSync('sh', ['-c', 'ulimit -v 3000000 2>/dev/null; exec "$@"', 'sh', process.execPath, '--max-old-space-size=512', cli, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
    env: { ...process.env, NO_COLOR: '1' }
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('tool configuration files are refused in one line, exit 2, and never read', () => {
  const refusals: [string, (root: string, secret: string) => string[], (root: string, secret: string) => string][] = [
    ['.docslintrc.json, a link to a file outside the site', (root, secret) => link(secret, root, '.docslintrc.json'), (_root, secret) => `.docslintrc.json is a link to a file outside the site (${secret}); docslint does not read it`],
    ['.docslintrc.yaml, a link to /dev/zero', (root) => link('/dev/zero', root, '.docslintrc.yaml'), () => '.docslintrc.yaml is a link to a file outside the site (/dev/zero); docslint does not read it'],
    ['package.json, a link to a file outside the site', (root, secret) => link(secret, root, 'package.json'), (_root, secret) => `package.json is a link to a file outside the site (${secret}); docslint does not read it`],
    ['.docslintignore, a link to a file outside the site', (root, secret) => link(secret, root, '.docslintignore'), (_root, secret) => `.docslintignore is a link to a file outside the site (${secret}); docslint does not read it`],
    ['.mintignore, a link to a file outside the site', (root, secret) => link(secret, root, '.mintignore'), (_root, secret) => `.mintignore is a link to a file outside the site (${secret}); docslint does not read it`],
    ['a FIFO as .docslintrc.json', (root) => fifo(root, '.docslintrc.json'), () => '.docslintrc.json is a FIFO, not a regular file; docslint does not read it'],
    ['a FIFO as .docslintignore', (root) => fifo(root, '.docslintignore'), () => '.docslintignore is a FIFO, not a regular file; docslint does not read it'],
    ['a FIFO as .docslintignore in a folder of pages', (root) => fifo(root, 'guides/.docslintignore'), () => 'guides/.docslintignore is a FIFO, not a regular file; docslint does not read it'],
    ['a FIFO as .docslint-words', (root) => fifo(root, '.docslint-words'), () => '.docslint-words is a FIFO, not a regular file; docslint does not read it'],
    ['a 2 GB .docslintrc.json', (root) => huge(root, '.docslintrc.json'), () => '.docslintrc.json is too large (1907.3 MiB; the limit is 1 MiB); docslint does not read it'],
    ['--config /dev/zero', () => ['--config', '/dev/zero'], () => '/dev/zero is a character device, not a regular file; docslint does not read it'],
    ['--ignore-path /dev/urandom', () => ['--ignore-path', '/dev/urandom'], () => '/dev/urandom is a character device, not a regular file; docslint does not read it'],
    // Found by the fuzz suite (tool-config-links 3232/62): a link planted in the site is refused even when named.
    ['--config naming a link in the site to a file outside it', (root, secret) => [...link(secret, root, 'given.docslintrc.json'), '--config', 'given.docslintrc.json'], (_root, secret) => `given.docslintrc.json is a link to a file outside the site (${secret}); docslint does not read it`],
    ['--ignore-path naming a link in the site to a file outside it', (root, secret) => [...link(secret, root, 'given.ignore'), '--ignore-path', 'given.ignore'], (_root, secret) => `given.ignore is a link to a file outside the site (${secret}); docslint does not read it`],
    ['--config naming a FIFO', (root) => [...fifo(root, 'lint.json'), '--config', 'lint.json'], () => 'lint.json is a FIFO, not a regular file; docslint does not read it'],
    ['--config naming a 2 GB file', (root) => [...huge(root, 'lint.json'), '--config', 'lint.json'], () => 'lint.json is too large (1907.3 MiB; the limit is 1 MiB); docslint does not read it']
  ]

  it.each(refusals)('%s', (_name, make, expected) => {
    const { root, secret } = siteAndOutside()
    const result = runBounded(['check', '.', '--format', 'json', ...make(root, secret)], root)
    expect(result).toEqual({ status: 2, stdout: '', stderr: `docslint: ${expected(root, secret)}\n` })
  })

  it('a configuration file named with --config may be outside the site (it is named, not found)', () => {
    const { root } = siteAndOutside()
    writeFileSync(path.join(base, 'shared.json'), JSON.stringify({ rules: { 'mdx-syntax': 'off' } }))
    const result = runBounded(['check', '.', '--config', '../shared.json', '--format', 'json'], root)
    expect({ status: result.status, stderr: result.stderr, files: (JSON.parse(result.stdout) as { path: string }[]).map((file) => file.path) }).toEqual({ status: 0, stderr: '', files: ['docs.json', 'index.mdx'] })
  })

  it('a tool file where no checked file looks for it is not read, so not refused (a package.json of an example beside the pages)', () => {
    const { root, secret } = siteAndOutside()
    mkdirSync(path.join(root, 'examples'))
    symlinkSync(secret, path.join(root, 'examples', 'package.json'))
    expect(runBounded(['check', '.'], root)).toMatchObject({ status: 0, stderr: '' })
  })

  it('a link to a file inside the site is read', () => {
    const { root } = siteAndOutside()
    mkdirSync(path.join(root, 'config'))
    writeFileSync(path.join(root, 'config', 'docslint.json'), JSON.stringify({ rules: { nope: 'off' } }))
    symlinkSync('config/docslint.json', path.join(root, '.docslintrc.json'))
    expect(runBounded(['check', '.'], root)).toMatchObject({ status: 2, stderr: 'docslint: Unknown rule `nope` in `.docslintrc.json`\n' })
  })
})

describe('migrate reads mint.json or docs.json only inside the site', () => {
  it('refuses a mint.json that is a link to a file outside the site, and prints nothing of it', () => {
    const { root } = siteAndOutside()
    rmSync(path.join(root, 'docs.json'))
    const legacy = path.join(base, 'outside', 'mint.json')
    writeFileSync(legacy, JSON.stringify({ name: SECRET, navigation: [{ group: 'Start', pages: ['index'] }] }))
    symlinkSync(legacy, path.join(root, 'mint.json'))
    const result = runBounded(['migrate', '.'], root)
    expect(result).toEqual({ status: 2, stdout: '', stderr: `docslint: mint.json is a link to a file outside the site (${legacy}); docslint does not read it\n` })
  })
})

describe('files of the site reached through a folder that links out of it', () => {
  it('an image of a page under such a folder is reported as leaving the site', async () => {
    const outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-images-')))
    base = outside
    writeFileSync(path.join(outside, 'logo.png'), 'not really a PNG')
    await withSite({ 'docs.json': docsJson(), 'index.mdx': page('![The logo](/img/logo.png)\n') }, async (root) => {
      symlinkSync(outside, path.join(root, 'img'))
      expect((await messages(root)).filter((line) => line.includes('/img/logo.png'))).toEqual([
        'index.mdx 6:1-6:27 nav-outside-root error: Image `/img/logo.png` leaves the site root: it is a symbolic link to a file outside the site root'
      ])
    })
  })

  it('a $ref of a spec to a file under such a folder is refused, never read', async () => {
    const outside = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-refs-')))
    base = outside
    writeFileSync(path.join(outside, 'ok.yaml'), `description: ${SECRET}\n`)
    const spec = "openapi: 3.1.0\ninfo: {title: T, version: '1'}\npaths:\n  /a:\n    get:\n      responses:\n        '200':\n          $ref: 'shared/ok.yaml'\n"
    await withSite(specSite(spec), async (root) => {
      symlinkSync(outside, path.join(root, 'shared'))
      const found = await messages(root)
      expect(found.filter((line) => line.includes('shared/ok.yaml'))).toEqual([
        "spec.yaml 8:11-8:33 openapi/no-unresolved-refs error: Can't resolve $ref: `shared/ok.yaml` leaves the site root: it is a symbolic link to a file outside the site root"
      ])
      expect(found.join('\n')).not.toContain(SECRET)
    })
  })
})

function link(target: string, root: string, name: string): string[] {
  symlinkSync(target, path.join(root, name))
  return []
}

function fifo(root: string, name: string): string[] {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  mkfifo(path.join(root, name))
  if (name.includes('/')) writeFileSync(path.join(root, path.dirname(name), 'setup.mdx'), page('Set up.\n'))
  return []
}

/** A file of 2 GB that takes no room: truncate makes it sparse. */
function huge(root: string, name: string): string[] {
  writeFileSync(path.join(root, name), '')
  truncateSync(path.join(root, name), 2_000_000_000)
  return []
}
