import { beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runAction, type ActionResult } from './action-runner.js'
import { changedSiteRepository, frontMatter, writeFiles } from './changed-site.js'
import { commitAll, git, snapshotCheckout } from './git.js'
import { projectRoot } from './run-cli.js'

/*
 * The action on a simulated `pull_request` event: a repository with a base commit (main) and a head commit (the
 * pull request's branch), and the event payload the runner names in GITHUB_EVENT_PATH. The action runs from a
 * fresh checkout with the bundle built from the sources now, as the runner runs it.
 */
let actionPath: string
beforeAll(() => {
  actionPath = snapshotCheckout().repo
  const build = spawnSync(process.execPath, ['scripts/build-action.mjs', path.join(actionPath, 'dist-action')], { cwd: projectRoot, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`the action's bundle could not be built: ${build.stderr}`)
}, 120_000)

/** The pull request's change: a broken link on a new line of guide.mdx (above its old broken link), and setup.mdx deleted. */
function pullRequestRepository(): { repo: string; base: string; head: string } {
  const repo = changedSiteRepository()
  const base = git(repo, ['rev-parse', 'main'])
  writeFiles(repo, { 'docs/guide.mdx': `${frontMatter('Guide')}Read [the setup](/setup).\n\nThen [deploy](/deploy).\n\nSee [the old page](/old).\n` })
  git(repo, ['rm', '--quiet', 'docs/setup.mdx'])
  return { repo, base, head: commitAll(repo, 'Rework the guide') }
}

function runOnPullRequest(repo: string, pull: { base: string; head: string }, inputs: Record<string, unknown> = {}, eventName = 'pull_request'): ActionResult {
  const event = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-event-')), 'event.json')
  writeFileSync(event, JSON.stringify({ action: 'synchronize', number: 7, pull_request: { number: 7, base: { ref: 'main', sha: pull.base }, head: { ref: 'feature', sha: pull.head } } }))
  const sha = git(repo, ['rev-parse', 'HEAD'])
  return runAction({
    actionPath,
    workspace: repo,
    with: { root: 'docs', ...inputs },
    github: { repository: 'acme/docs', sha, serverUrl: 'https://github.com' },
    env: { GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: event }
  })
}

/** `file:line rule` of each annotation, in the order the action wrote them. */
function annotated(result: ActionResult): string[] {
  return result.annotations.map(({ properties }) => `${properties.file}:${properties.line} ${properties.title}`)
}

const PULL_REQUEST_ANNOTATIONS = [
  // On the changed lines.
  'docs/guide.mdx:8 link-broken',
  // Brought by the change elsewhere: the deleted page's navigation entry and the links to it.
  'docs/docs.json:14 nav-missing-page',
  'docs/guide.mdx:6 link-broken',
  'docs/index.mdx:6 link-broken',
  // Already there, in a changed file (its line moved down by two).
  'docs/guide.mdx:10 link-broken'
]

describe('the GitHub Action on a pull request (a simulated pull_request event)', () => {
  it("reports the pull request's files and what its changes break elsewhere, changed lines first, and splits the summary", () => {
    const { repo, base, head } = pullRequestRepository()
    const result = runOnPullRequest(repo, { base, head })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(1)
    expect(annotated(result)).toEqual(PULL_REQUEST_ANNOTATIONS)
    expect(result.outputs).toMatchObject({ 'error-count': '5', 'warning-count': '0' })
    const summary = result.summary.split('\n')
    expect(summary.slice(0, 5)).toEqual([
      '### docslint',
      '',
      `Changes since ${base.slice(0, 12)}: 2 files added, modified, renamed or deleted. Reported: the changed files, and the problems the changes bring to other files.`,
      '',
      '5 errors in 3 of 3 files.'
    ])
    const introduced = summary.indexOf('#### Introduced by this change (4)')
    const already = summary.indexOf('#### Already there (1)')
    expect(introduced).toBeGreaterThan(0)
    expect(already).toBeGreaterThan(introduced)
    const rows = (from: number, to: number) => summary.slice(from, to).filter((line) => line.startsWith('| [docs/'))
    expect(rows(introduced, already).map((row) => /^\| \[([^\]]+)\]/.exec(row)?.[1])).toEqual(['docs/docs.json:14:11', 'docs/guide.mdx:6:6', 'docs/guide.mdx:8:6', 'docs/index.mdx:6:12'])
    expect(rows(already, summary.length)).toEqual([expect.stringMatching(/^\| \[docs\/guide\.mdx:10:5\]\(.*#L10\) \| error \| .*link-broken.* \| Link `\/old` leads to `\/old`, which is no page of the site \|$/)])
  })

  it('without the base commit in the clone, compares a merge commit with its first parent', () => {
    const { repo, head } = pullRequestRepository()
    git(repo, ['checkout', '--quiet', 'main'])
    git(repo, ['merge', '--quiet', '--no-ff', '--no-edit', 'feature'])
    // The base of the event is a commit this clone lacks (a shallow checkout of the merge commit with its parents).
    const result = runOnPullRequest(repo, { base: 'f'.repeat(40), head })
    expect(annotated(result)).toEqual(PULL_REQUEST_ANNOTATIONS)
  })

  it('checks the whole site, saying why, when the clone has no base to compare with', () => {
    const { repo, head } = pullRequestRepository()
    const result = runOnPullRequest(repo, { base: 'f'.repeat(40), head })
    expect(result.annotations[0]).toEqual({
      level: 'warning',
      properties: { title: 'docslint' },
      message: `The base commit of the pull request (ffffffffffff) is not in the clone, so the whole site was checked: give actions/checkout \`fetch-depth: 2\` (or 0) to report the pull request's changes only`
    })
    expect(annotated(result).slice(1)).toEqual(['docs/docs.json:14 nav-missing-page', 'docs/guide.mdx:6 link-broken', 'docs/guide.mdx:8 link-broken', 'docs/guide.mdx:10 link-broken', 'docs/index.mdx:6 link-broken'])
    expect(result.summary).toContain('so the whole site was checked')
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['with `changed: false`', { changed: false }, 'pull_request'],
    ['on a push', {}, 'push']
  ])('checks the whole site %s, in path order', (_name, inputs, eventName) => {
    const repo = changedSiteRepository()
    writeFiles(repo, { 'docs/setup.mdx': `${frontMatter('Setup')}Install the tool, then [sign in](/login).\n` })
    const head = commitAll(repo, 'Sign in')
    const result = runOnPullRequest(repo, { base: git(repo, ['rev-parse', 'main']), head }, inputs, eventName)
    expect(annotated(result)).toEqual(['docs/guide.mdx:8 link-broken', 'docs/setup.mdx:6 link-broken'])
    expect(result.summary).not.toContain('Introduced by this change')
  })

  it('a pull request that changes nothing of the site passes with an empty report', () => {
    const repo = changedSiteRepository()
    writeFiles(repo, { 'README.md': 'The docs live in docs/.\n' })
    const head = commitAll(repo, 'Readme')
    const result = runOnPullRequest(repo, { base: git(repo, ['rev-parse', 'main']), head })
    expect(result.status).toBe(0)
    expect(result.annotations).toEqual([])
    expect(result.summary).toContain('No problems found in 0 files.')
  })
})
