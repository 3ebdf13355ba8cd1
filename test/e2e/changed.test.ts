import { describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { changedSiteRepository, frontMatter, writeFiles } from './changed-site.js'
import { commitAll, git } from './git.js'
import { jsonFindings, runCli } from './run-cli.js'

/*
 * `docslint check --changed` on a git repository made for each test: a small site committed on main with one
 * problem already there (guide.mdx links to `/old`), then a change on a branch. The report holds the changed
 * files and the problems the change brings to the others, never the old link of an unchanged page.
 */

function changedFindings(repo: string, args: string[] = ['--since', 'main']) {
  const result = runCli(['check', '--changed', ...args, '--format', 'json'], repo)
  return { status: result.status, findings: result.stdout ? jsonFindings(result.stdout) : [], stderr: result.stderr }
}

describe('docslint check --changed (a git repository with a base and a change)', () => {
  it.each<[string, (repo: string) => void, string[]]>([
    [
      'an edited page: its problems, not the old one of an unchanged page',
      (repo) => writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool, then [sign in](/login).\n` }),
      ['docs/setup.mdx link-broken 6:24']
    ],
    [
      'an added page, not yet tracked: all its problems',
      (repo) => writeFiles(repo, { 'docs/extra.mdx': `${frontMatter('Extra')}See [nothing](/nothing).\n` }),
      ['docs/extra.mdx page-orphan 1:1', 'docs/extra.mdx link-broken 6:5']
    ],
    [
      'a renamed page: the links to its old name and its navigation entry break in unchanged files',
      (repo) => git(repo, ['mv', 'docs/setup.mdx', 'docs/install.mdx']),
      ['docs/docs.json nav-missing-page 14:11', 'docs/guide.mdx link-broken 6:6', 'docs/index.mdx link-broken 6:12', 'docs/install.mdx page-orphan 1:1']
    ],
    [
      'a deleted page: the links to it and its navigation entry, and nothing of the page itself',
      (repo) => git(repo, ['rm', '--quiet', 'docs/guide.mdx']),
      ['docs/docs.json nav-missing-page 15:11', 'docs/index.mdx link-broken 6:43']
    ],
    [
      'a committed change on the branch, as one in the work tree',
      (repo) => {
        git(repo, ['rm', '--quiet', 'docs/guide.mdx'])
        commitAll(repo, 'Remove the guide')
      },
      ['docs/docs.json nav-missing-page 15:11', 'docs/index.mdx link-broken 6:43']
    ]
  ])('%s', (_name, change, expected) => {
    const repo = changedSiteRepository()
    change(repo)
    const { status, findings, stderr } = changedFindings(repo)
    expect(stderr).toBe('')
    expect(findings).toEqual(expected)
    expect(status).toBe(1)
  })

  it('the whole check of the same change reports the problem already there too', () => {
    const repo = changedSiteRepository()
    git(repo, ['rm', '--quiet', 'docs/guide.mdx'])
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}See [the old page](/old).\n` })
    expect(jsonFindings(runCli(['check', '--format', 'json'], repo).stdout)).toContain('docs/setup.mdx link-broken 6:5')
    // The same link, on a page the change edits, is the change's.
    expect(changedFindings(repo).findings).toEqual(['docs/docs.json nav-missing-page 15:11', 'docs/index.mdx link-broken 6:43', 'docs/setup.mdx link-broken 6:5'])
  })

  it('with no change in the paths checked, reports nothing and says why', () => {
    const repo = changedSiteRepository()
    writeFiles(repo, { 'notes/todo.txt': 'not in the site\n' })
    const result = runCli(['check', '--changed', '--since', 'main', 'docs'], repo)
    expect(result).toEqual({ status: 0, stdout: '0 files checked: no problems found\n', stderr: 'docslint: no file changed since main in the paths checked: nothing to report\n' })
  })

  it("compares with origin's default branch by default", () => {
    const repo = changedSiteRepository()
    const origin = mkdtempSync(path.join(tmpdir(), 'docslint-origin-'))
    git(origin, ['init', '--quiet', '--bare'])
    git(repo, ['remote', 'add', 'origin', origin])
    git(repo, ['push', '--quiet', 'origin', 'main'])
    git(repo, ['remote', 'set-head', 'origin', 'main'])
    git(repo, ['rm', '--quiet', 'docs/guide.mdx'])
    expect(changedFindings(repo, []).findings).toEqual(['docs/docs.json nav-missing-page 15:11', 'docs/index.mdx link-broken 6:43'])
  })

  it('--staged reports the staged changes against HEAD, deletions included', () => {
    const repo = changedSiteRepository()
    git(repo, ['rm', '--quiet', 'docs/guide.mdx'])
    writeFiles(repo, { 'docs/extra.mdx': `${frontMatter('Extra')}See [nothing](/nothing).\n` })
    const result = runCli(['check', '--staged', '--format', 'json'], repo)
    expect(jsonFindings(result.stdout)).toEqual(['docs/docs.json nav-missing-page 15:11', 'docs/index.mdx link-broken 6:43'])
    expect(result.status).toBe(1)
  })

  it.each<[string, string[], string | undefined, string]>([
    ['an unknown ref', ['--since', 'no-such-branch'], undefined, 'docslint: --since no-such-branch: no commit, branch or tag of that name in this repository\n'],
    ['no branch to compare with', [], undefined, 'docslint: --changed found no branch to compare with (no origin/HEAD and no upstream branch): name one with --since <ref>\n'],
    ['a folder outside git', ['--since', 'main'], 'outside', 'is not in a git repository (or git is not installed)\n'],
    ['--fix', ['--since', 'main', '--fix'], undefined, 'docslint: --fix does not go with --changed, --since or --staged: run it on the files to fix or watch\n']
  ])('fails in one line, exit 2, on %s', (_name, args, where, message) => {
    const repo = changedSiteRepository()
    const cwd = where === 'outside' ? mkdtempSync(path.join(tmpdir(), 'docslint-not-git-')) : repo
    const result = runCli(['check', '--changed', ...args], cwd)
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
    expect(result.stderr.split('\n')).toHaveLength(2)
    expect(result.stderr).toMatch(/^docslint: /)
    expect(result.stderr.endsWith(message)).toBe(true)
  })
})
