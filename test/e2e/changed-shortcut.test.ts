import { describe, expect, it } from '@jest/globals'
import { symlinkSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import type { VFile } from 'vfile'
import { checkChanges, type ChangeScope } from '../../src/cli/changed.js'
import { changedSiteRepository, frontMatter, writeFiles } from './changed-site.js'
import { commitAll, git } from './git.js'
import { jsonFindings, runCli } from './run-cli.js'

/*
 * The report of a change whose edits cannot have brought a message to another file (pages' text edited, what the
 * site rules read of them as it was) is made without checking the base (src/cli/change-stays.ts). Each case is
 * checked both ways, the base check forced by the internal option, and the two reports must be the same; the
 * site's unchanged guide.mdx has a problem already there (a link to `/old`), so there is always something the
 * base check would compare.
 */

/** The site of changed-site.ts with a link to a heading of another page (guide.mdx to setup.mdx's `## Install`), committed on main. */
function repository(): string {
  const repo = changedSiteRepository()
  git(repo, ['checkout', '--quiet', 'main'])
  writeFiles(repo, {
    'docs/setup.mdx': `${frontMatter('Setup')}Install the tool.\n\n## Install\n\nRun the installer.\n`,
    'docs/guide.mdx': `${frontMatter('Guide')}Read [the setup](/setup#install).\n\nSee [the old page](/old).\n`
  })
  commitAll(repo, 'Anchors')
  git(repo, ['checkout', '--quiet', '-B', 'feature'])
  return repo
}

function findings(files: VFile[]): string[] {
  return files.flatMap((file) => file.messages.map((message) => `${file.path} ${message.ruleId} ${message.line}:${message.column} ${message.reason}`))
}

async function bothWays(repo: string, scope: ChangeScope) {
  const quick = await checkChanges({ cwd: repo }, scope)
  const full = await checkChanges({ cwd: repo }, { ...scope, alwaysCheckBase: true })
  expect(full.changes.baseChecked).toBe(true)
  expect(findings(quick.files)).toEqual(findings(full.files))
  return { findings: findings(quick.files), baseChecked: quick.changes.baseChecked }
}

const stage = (repo: string) => git(repo, ['add', '--all'])

describe('docslint check --staged / --changed: the base is checked only when the change may have brought a message elsewhere', () => {
  it.each<[string, (repo: string) => void, boolean]>([
    ['a prose edit', (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` }), false],
    ['an edit that moves the lines of links and headings', (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool.\n\nIt takes a minute.\n\n## Install\n\nRun the installer.\n` }), false],
    ['a link added', (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool, as [the guide](/guide) says.\n\n## Install\n\nRun the installer.\n` }), true],
    ['a link removed', (repo) => writeFiles(repo, { 'docs/index.mdx': `${frontMatter('Home')}Start with [the setup](/setup).\n` }), true],
    ['a heading another page links to renamed', (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool.\n\n## Installation\n\nRun the installer.\n` }), true],
    ["a page's title changed", (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Set up')}Install the tool.\n\n## Install\n\nRun the installer.\n` }), true],
    ['docs.json changed', (repo) => writeFiles(repo, { 'docs/docs.json': `${JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0B6E4F' }, navigation: { groups: [{ group: 'Guides', pages: ['index', 'setup'] }] } }, null, 2)}\n` }), true],
    ['a page deleted', (repo) => git(repo, ['rm', '--quiet', 'docs/setup.mdx']), true],
    ['a page renamed', (repo) => git(repo, ['mv', 'docs/setup.mdx', 'docs/install.mdx']), true],
    [
      'a page made a symbolic link to another',
      (repo) => {
        unlinkSync(path.join(repo, 'docs/setup.mdx'))
        symlinkSync('index.mdx', path.join(repo, 'docs/setup.mdx'))
      },
      true
    ]
  ])('--staged, %s', async (_name, change, baseChecked) => {
    const repo = repository()
    change(repo)
    stage(repo)
    expect((await bothWays(repo, { staged: true })).baseChecked).toBe(baseChecked)
  })

  it('the renamed heading brings a broken anchor to the page that links to it, found by the base check', async () => {
    const repo = repository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool.\n\n## Installation\n\nRun the installer.\n` })
    stage(repo)
    expect((await bothWays(repo, { staged: true })).findings).toEqual([expect.stringMatching(/^docs\/guide\.mdx link-anchor-broken 6:6 /)])
  })

  it.each<[string, (repo: string) => void]>([
    ['an edit left unstaged in another page', (repo) => writeFiles(repo, { 'docs/index.mdx': `${frontMatter('Home')}Start with [the setup](/setup).\n` })],
    ['an untracked page', (repo) => writeFiles(repo, { 'docs/extra.mdx': `${frontMatter('Extra')}See [the guide](/guide).\n` })],
    ['a file git ignores in the site', (repo) => writeFiles(repo, { 'docs/drafts/next.mdx': `${frontMatter('Next')}Soon.\n`, '.git/info/exclude': 'drafts/\n' })]
  ])('--staged, a prose edit with %s beside it: the base is checked', async (_name, beside) => {
    const repo = repository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` })
    stage(repo)
    beside(repo)
    expect((await bothWays(repo, { staged: true })).baseChecked).toBe(true)
  })

  it('--changed, a prose edit committed on the branch and one in the work tree: no base check', async () => {
    const repo = repository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` })
    commitAll(repo, 'Prose')
    writeFiles(repo, { 'docs/index.mdx': `${frontMatter('Home')}Start here: with [the setup](/setup), then read [the guide](/guide).\n` })
    expect(await bothWays(repo, { since: 'main' })).toEqual({ findings: [], baseChecked: false })
  })

  it('the hook itself: a staged prose edit reports nothing of the old problem, and makes no temporary folder for the base', () => {
    const repo = repository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` })
    stage(repo)
    // The base would be exported under TMPDIR, which is not there: the check passes only without exporting it.
    const hook = () => runCli(['check', '--cache', '--cache-location', path.join(repo, '.git', 'docslint-cache'), '--staged', '--format', 'json'], repo, { TMPDIR: path.join(repo, 'no-such-folder') })
    const quick = hook()
    expect(quick.stderr).toBe('')
    expect(jsonFindings(quick.stdout)).toEqual([])
    expect(quick.status).toBe(0)
    writeFiles(repo, { 'docs/index.mdx': `${frontMatter('Home')}Start with [the setup](/setup).\n` })
    expect(hook().status).toBe(2)
  })

  it('the hook with its cache file kept in the site, untracked: the cache is no file of the site, and the base is not checked', () => {
    const repo = repository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` })
    stage(repo)
    const hook = () => runCli(['check', '--cache', '--cache-location', path.join(repo, 'docs', '.docslintcache'), '--staged', '--format', 'json'], repo, { TMPDIR: path.join(repo, 'no-such-folder') })
    // The first run makes the cache file; the second finds it there, untracked, beside the pages.
    for (const run of [hook(), hook()]) {
      expect(run.stderr).toBe('')
      expect(run.status).toBe(0)
    }
    expect(git(repo, ['ls-files', '--others', '--exclude-standard'])).toContain('docs/.docslintcache')
  })

  it("hooks with --cache and a commit after each (the base's text of a page is then the one the last hook checked): each report is the one without the cache", () => {
    const repo = repository()
    const cache = ['--cache', '--cache-location', path.join(repo, 'cache')]
    const setup = (body: string) => () => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}${body}` })
    const edits = [
      setup('Install the tool today.\n\n## Install\n\nRun the installer.\n'),
      setup('Install the tool today, in a minute.\n\n## Install\n\nRun the installer.\n'),
      // guide.mdx links to `/setup#install`: the commit breaks that link, in a file it does not touch.
      setup('Install the tool today, in a minute.\n\n## Installation\n\nRun the installer.\n'),
      setup('Install the tool today, in a minute or two.\n\n## Installation\n\nRun the installer.\n')
    ]
    runCli(['check', ...cache], repo)
    const reports = edits.map((change) => {
      change()
      stage(repo)
      const warm = runCli(['check', ...cache, '--staged', '--format', 'json'], repo)
      expect(warm.stderr).toBe('')
      expect(warm.stdout).toBe(runCli(['check', '--staged', '--format', 'json'], repo).stdout)
      commitAll(repo, 'An edit of the setup page')
      return jsonFindings(warm.stdout)
    })
    expect(reports[2]).toEqual([expect.stringMatching(/^docs\/guide\.mdx link-anchor-broken /)])
    expect([reports[0], reports[1], reports[3]]).toEqual([[], [], []])
  })

  it('the hook reports a staged page without a message that a check with --cache already holds, as a hook without the cache does', () => {
    const repo = repository()
    const cache = ['--cache', '--cache-location', path.join(repo, 'cache')]
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool today.\n\n## Install\n\nRun the installer.\n` })
    // Checked after the edit and before it is staged: the hook finds the page unchanged in the cache, with the site's stage.
    expect(runCli(['check', ...cache], repo).status).toBe(1)
    stage(repo)
    for (const format of ['json', 'stylish']) {
      const warm = runCli(['check', ...cache, '--staged', '--format', format], repo)
      expect(warm.stderr).toBe('')
      expect(warm.stdout).toBe(runCli(['check', '--staged', '--format', format], repo).stdout)
    }
    expect(jsonFindings(runCli(['check', ...cache, '--staged', '--format', 'json'], repo).stdout)).toEqual([])
    expect(runCli(['check', ...cache, '--staged', '--format', 'json'], repo).stdout).toContain('docs/setup.mdx')
  })
})
