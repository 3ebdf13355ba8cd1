import { afterEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isInside } from '../../src/site/root.js'
import { hostileSite } from '../hostile-site.js'
import { page } from '../helpers.js'
import { jsonFindings, projectRoot, runCli } from './run-cli.js'

describe('discovery never leaves the site root (built CLI)', () => {
  it('checks a site with links to /, /etc, . and .., /dev/zero and a FIFO page in seconds, reporting the links out', () => {
    const { root, outside } = hostileSite()
    const started = performance.now()
    const result = spawnSync(process.execPath, [path.join(projectRoot, 'dist/src/cli.js'), 'check', '--format', 'json'], { cwd: root, encoding: 'utf8', timeout: 20_000 })
    const seconds = (performance.now() - started) / 1000
    expect(result.signal).toBeNull()
    expect(seconds).toBeLessThan(15)
    const files = JSON.parse(result.stdout) as { path: string; messages: { ruleId: string; reason: string }[] }[]
    const outsideRoot = (real: string) => `nav-outside-root: Not checked: this file is reached through a symbolic link and is really \`${real}\`, outside the site root`
    expect(files.map((file) => [file.path, file.messages.map((m) => (m.ruleId === 'nav-outside-root' ? `${m.ruleId}: ${m.reason}` : m.ruleId))])).toEqual([
      ['docs.json', []],
      ['guide/alias.mdx', ['page-orphan']],
      ['guide/real.mdx', []],
      ['index.mdx', []],
      ['secret.mdx', [outsideRoot(path.join(outside, 'secret.mdx'))]],
      ['trap.mdx', [outsideRoot(path.join(outside, 'trap.mdx'))]],
      ['zero.mdx', [outsideRoot('/dev/zero')]]
    ])
    expect(result.status).toBe(1)
  })

  it('opens no file and lists no folder outside the root (traced with strace, where there is one)', () => {
    if (spawnSync('strace', ['-V']).status !== 0) return
    const { root, outside } = hostileSite()
    const log = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-trace-')), 'trace.log')
    const cli = path.join(projectRoot, 'dist/src/cli.js')
    const traced = spawnSync('strace', ['-f', '-qq', '-e', 'trace=open,openat', '-o', log, process.execPath, cli, 'check', root, '--format', 'json'], { encoding: 'utf8', timeout: 30_000 })
    expect(traced.signal).toBeNull()
    const opened = [...readFileSync(log, 'utf8').matchAll(/open(?:at)?\((?:AT_FDCWD, )?"([^"]+)", ([^)]*)\)/g)].map((match) => ({ file: path.resolve(root, match[1]), flags: match[2] }))
    expect(opened.filter(({ file }) => isInside(file, outside) || file === '/dev/zero')).toEqual([])
    // Folders listed: the site's own, and those node itself reads to load docslint.
    const listed = opened.filter(({ flags }) => flags.includes('O_DIRECTORY')).map(({ file }) => file)
    expect(listed.filter((file) => !isInside(file, root) && !isInside(file, projectRoot))).toEqual([])
  })

  it('fails clearly when the path named is a FIFO, instead of reading it', () => {
    const { root } = hostileSite()
    const result = runCli(['check', 'fifo.mdx'], root)
    expect(result.status).toBe(2)
    expect(result.stderr).toBe('docslint: Not a file or folder: fifo.mdx (a FIFO, socket or device is not checked)\n')
  })
})

/**
 * Issue 27, item 5, as ESLint does it: what is named on the command line (the changed files pre-commit and the
 * action pass) and what an ignore file names only limit the REPORT; the site is always the whole site, found
 * from its root. Only the generator's own `.mintignore` takes files out of the published site.
 */
describe('named files and ignore files limit the report, never the site (built CLI)', () => {
  let repo: string
  afterEach(() => rmSync(repo, { recursive: true, force: true }))

  /**
   * A repository whose site is in docs/, with a `x.yaml` of its own beside it (a file pre-commit passes with the
   * changed pages). `customize/theme.mdx` is the only page that links to `guide/hidden.mdx` (left out of the
   * navigation on purpose) and has a broken link of its own; `index.mdx` has one too.
   */
  function repository(extra: Record<string, string> = {}): string {
    repo = mkdtempSync(path.join(tmpdir(), 'docslint-named-'))
    const files: Record<string, string> = {
      'x.yaml': 'repos: []\n',
      'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guide/setup', 'guide/other', 'customize/theme'] }] }, null, 2),
      'docs/api.yaml': 'openapi: 3.1.0\ninfo: {title: Acme, version: "1"}\npaths: {}\n',
      'docs/index.mdx': page('See [the setup](/guide/setup), [the theme](/customize/theme) and [nowhere](/nowhere).\n'),
      'docs/guide/setup.mdx': page('<Frame>\n  <img src="/images/logo.png" alt="The logo" />\n</Frame>\n\nSee [the other page](/guide/other).\n'),
      'docs/guide/other.mdx': page('Other.\n'),
      'docs/guide/hidden.mdx': page('Hidden.\n'),
      'docs/customize/theme.mdx': page('See [the hidden page](/guide/hidden) and [the missing page](/missing).\n'),
      'docs/images/logo.png': 'PNG',
      ...extra
    }
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, name)), { recursive: true })
      writeFileSync(path.join(repo, name), text)
    }
    return repo
  }

  /** `path rule line:column` of each message of a check run from the repository root, and its exit status. */
  function check(...args: string[]): { status: number | null; findings: string[] } {
    const result = runCli(['check', '--format', 'json', ...args], repo)
    if (result.status === 2) throw new Error(result.stderr)
    return { status: result.status, findings: jsonFindings(result.stdout) }
  }

  const INDEX_BROKEN = 'docs/index.mdx link-broken 6:66'
  const THEME_BROKEN = 'docs/customize/theme.mdx link-broken 6:42'

  it('the whole site: the two broken links, nothing else', () => {
    repository()
    expect(check('docs')).toEqual({ status: 1, findings: [THEME_BROKEN, INDEX_BROKEN] })
  })

  it('a named page and named YAML files report the page as the whole site does: its image and link exist', () => {
    repository()
    expect(check('x.yaml', 'docs/api.yaml', 'docs/guide/setup.mdx')).toEqual({ status: 0, findings: [] })
    expect(check('x.yaml', 'docs/index.mdx')).toEqual({ status: 1, findings: [INDEX_BROKEN] })
  })

  it('named files checked twice with --cache (the second from the cache): no page claims its own URL twice', () => {
    repository()
    const cache = ['--cache', '--cache-location', path.join(repo, '.cache-of-docslint')]
    expect(check('x.yaml', 'docs/guide/setup.mdx', 'docs/index.mdx', ...cache)).toEqual({ status: 1, findings: [INDEX_BROKEN] })
    expect(check('x.yaml', 'docs/guide/setup.mdx', 'docs/index.mdx', ...cache)).toEqual({ status: 1, findings: [INDEX_BROKEN] })
  })

  it('docs.json named alone reports its own messages and those of the files it takes in with $ref', () => {
    repository({
      'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { $ref: './navigation.json' } }, null, 2),
      'docs/navigation.json': JSON.stringify([{ group: 'Start', pages: ['index', 'guide/setup', 'guide/other', 'customize/theme', 'gone'] }], null, 2)
    })
    expect(check('docs/docs.json')).toEqual({ status: 1, findings: ['docs/navigation.json nav-missing-page 9:7'] })
  })

  it.each([
    ['.docslintignore in the site', { 'docs/.docslintignore': 'customize/**\n' }, []],
    ['--ignore-path', { 'lint.ignore': 'docs/customize/**\n' }, ['--ignore-path', 'lint.ignore']]
  ])('%s ignoring a folder: no message on its files, the rest of the site unchanged (its pages still link and are linked to)', (_name, extra, flags) => {
    repository(extra)
    expect(check('docs', ...flags)).toEqual({ status: 1, findings: [INDEX_BROKEN] })
    expect(check('docs/docs.json', 'docs/guide/hidden.mdx', ...flags)).toEqual({ status: 0, findings: [] })
  })

  it(".mintignore takes a page out of the site: a link to it is broken, and so is the navigation's entry", () => {
    repository({ 'docs/.mintignore': 'customize/\n' })
    expect(check('docs')).toEqual({
      status: 1,
      findings: ['docs/docs.json nav-missing-page 10:9', 'docs/guide/hidden.mdx page-orphan 1:1', 'docs/index.mdx link-broken 6:32', INDEX_BROKEN]
    })
  })
})

/**
 * A warm check with `--cache` takes the site's listing from a thread started with the command
 * (src/discovery/prefetch.ts): its report is a cold check's, whatever changed in the folders since the last run.
 */
describe('the listing made ahead of a warm check (built CLI)', () => {
  let root: string
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  const clis = [
    ['tsc', path.join(projectRoot, 'dist/src/cli.js')],
    ['bundle', path.join(projectRoot, 'dist/bundle/cli.js')]
  ]

  it.each(clis)('reports what a cold check does after pages are added, removed and renamed, and from a folder of the site (%s)', (_, cli) => {
    root = mkdtempSync(path.join(tmpdir(), 'docslint-ahead-e2e-'))
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guide/setup', 'guide/deep/more'] }] }, null, 2),
      'index.mdx': page('See [the setup](/guide/setup) and [nowhere](/nowhere).\n'),
      'guide/setup.mdx': page('See [more](/guide/deep/more).\n'),
      'guide/deep/more.mdx': page('More.\n')
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const cache = ['--cache', '--cache-location', path.join(root, '.cache-of-docslint')]
    const check = (cwd: string, ...args: string[]) => {
      const result = runCli(['check', '--format', 'json', ...args], cwd, {}, cli)
      return { status: result.status, stderr: result.stderr, findings: jsonFindings(result.stdout) }
    }
    const sameAsCold = (cwd: string, ...paths: string[]) => expect(check(cwd, ...cache, ...paths)).toEqual(check(cwd, ...paths))
    sameAsCold(root)
    sameAsCold(root)
    writeFileSync(path.join(root, 'guide/added.mdx'), page('See [gone](/gone).\n'))
    sameAsCold(root)
    rmSync(path.join(root, 'guide/deep/more.mdx'))
    sameAsCold(root)
    renameSync(path.join(root, 'guide/added.mdx'), path.join(root, 'guide/deep/more.mdx'))
    sameAsCold(root)
    sameAsCold(path.join(root, 'guide'))
    // The site named from the folder above it, as the hook's `args: [docs]` does.
    sameAsCold(path.dirname(root), path.basename(root))
    expect(check(root, ...cache).findings).toEqual(['guide/deep/more.mdx link-broken 6:5', 'guide/setup.mdx link-text 6:5', 'index.mdx link-broken 6:35'])
  })
})
