import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { commitAll, git, gitIdentity, snapshotCheckout, tempRepo } from './git.js'
import { readmeSnippet } from './readme.js'
import { projectRoot } from './run-cli.js'

/*
 * The real pre-commit (Debian's package; .ci/run installs it) runs docslint's hook from a clone of this
 * checkout: it installs the hook with npm (the `prepare` script builds it) the first time, then runs it on
 * each commit's staged files. pre-commit clones the hook repository at a commit, so the test commits a
 * snapshot of the working tree; it must not be skipped in CI.
 */
const preCommitAvailable = spawnSync('pre-commit', ['--version']).status === 0
const describePreCommit = preCommitAvailable || process.env.CI ? describe : describe.skip
if (!preCommitAvailable && !process.env.CI) console.warn('Skipping the pre-commit tests: pre-commit is not installed')

const FRONT_MATTER = '---\ntitle: "Setup"\ndescription: "Install the SDK."\n---\n\n'
const BROKEN_PAGE = `${FRONT_MATTER}Install it.<br>\nThen run it.\n`
const FIXED_PAGE = `${FRONT_MATTER}Install it.<br />\nThen run it.\n`

describePreCommit('the pre-commit hook (.pre-commit-hooks.yaml, with the real pre-commit)', () => {
  it('pre-commit is installed (CI installs it from Debian)', () => {
    expect(preCommitAvailable).toBe(true)
  })

  it("stops a commit that adds an error, with docslint's message, and lets the fixed one through", () => {
    const repo = userRepository()
    const head = () => git(repo, ['rev-parse', 'HEAD'])

    // The first commit installs the hook's environment and checks the whole example site: it is clean.
    git(repo, ['add', '--all'])
    expect(commit(repo, 'Docs')).toEqual({ status: 0, output: expect.stringMatching(/^docslint\.+Passed$/m) })
    const clean = head()

    writeFileSync(path.join(repo, 'docs/setup.mdx'), BROKEN_PAGE)
    addToNavigation(repo, 'setup')
    git(repo, ['add', 'docs/setup.mdx', 'docs/docs.json'])
    const blocked = commit(repo, 'Add the setup page')
    expect(blocked.status).toBe(1)
    expect(blocked.output).toMatch(/^docslint\.+Failed$/m)
    expect(blocked.output).toContain(
      'docs/setup.mdx\n  6:12  error  Cannot parse MDX: Expected a closing tag for `<br>` before the end of `paragraph`. ' +
        '`<br>` has no content: self-close it as `<br />`  mdx-syntax\n'
    )
    expect(head()).toBe(clean)

    writeFileSync(path.join(repo, 'docs/setup.mdx'), FIXED_PAGE)
    git(repo, ['add', 'docs/setup.mdx'])
    expect(commit(repo, 'Add the setup page')).toEqual({ status: 0, output: expect.stringMatching(/^docslint\.+Passed$/m) })
    expect(git(repo, ['log', '--format=%s', '-1'])).toBe('Add the setup page')
  }, 300_000)

  it('shows the warnings of a commit it lets through: the hook is verbose', () => {
    const repo = userRepository()
    git(repo, ['add', '--all'])
    expect(commit(repo, 'Docs').output).toMatch(/^docslint\.+Passed\n- hook id: docslint\n- duration: [\d.]+s\n\n\d+ files checked: no problems found\n/m)
    const file = path.join(repo, 'docs/docs.json')
    writeFileSync(file, readFileSync(file, 'utf8').replace('"name": "Acme Cloud",', '"name": "Acme Cloud",\n  "colour": "#0B6E4F",'))
    git(repo, ['add', 'docs/docs.json'])
    const passed = commit(repo, 'Colour')
    expect(passed.status).toBe(0)
    expect(passed.output).toMatch(/^docslint\.+Passed\n- hook id: docslint\n- duration: [\d.]+s\n\ndocs\/docs\.json\n/m)
    expect(passed.output).toContain(
      'docs/docs.json\n  4:3  warning  Unknown key `colour` in docs.json; did you mean `colors`?  config-unknown-key\n\n⚠ 1 problem (0 errors, 1 warning, 0 info)\n'
    )
  }, 300_000)

  it("reports the staged files only, checked against the whole site; files outside the site's folder are left alone", () => {
    const repo = userRepository()
    commitAll(repo, 'Docs')
    // A broken page already in the repository (committed past the hook) is not part of the next commit.
    writeFileSync(path.join(repo, 'docs/setup.mdx'), BROKEN_PAGE)
    addToNavigation(repo, 'setup')
    commitAll(repo, 'Broken page')
    writeFileSync(path.join(repo, 'docs/quickstart.mdx'), `${FRONT_MATTER}## Edited\n\nSee [the setup](/setup).\n`)
    writeFileSync(path.join(repo, 'NOTES.md'), 'Not a page of the site: <br>\n')
    git(repo, ['add', '--all'])
    expect(commit(repo, 'Edit')).toEqual({ status: 0, output: expect.stringMatching(/^docslint\.+Passed$/m) })

    // A link is checked against the other pages of the site, though only the linking page is staged.
    writeFileSync(path.join(repo, 'docs/quickstart.mdx'), `${FRONT_MATTER}## Edited\n\nSee [the setup](/set-up).\n`)
    git(repo, ['add', 'docs/quickstart.mdx'])
    const blocked = commit(repo, 'Link')
    expect(blocked.status).toBe(1)
    expect(blocked.output).toContain(
      'docs/quickstart.mdx\n  8:5  error  Link `/set-up` leads to `/set-up`, which is no page of the site; did you mean `/setup`?  link-broken\n\n' +
        '✖ 1 problem (1 error, 0 warnings, 0 info)\n'
    )
  }, 300_000)

  it('stops a commit that deletes or renames a page the navigation lists, with the entries and links it breaks', () => {
    const repo = userRepository()
    // A problem already there in a file the next commits leave alone is not theirs: it never stops them.
    writeFileSync(path.join(repo, 'docs/guides/deploy.mdx'), `${readFileSync(path.join(repo, 'docs/guides/deploy.mdx'), 'utf8')}\nSee [the old page](/old).\n`)
    commitAll(repo, 'Docs')
    const clean = git(repo, ['rev-parse', 'HEAD'])

    git(repo, ['rm', '--quiet', 'docs/quickstart.mdx'])
    const deleted = commit(repo, 'Remove the quickstart')
    expect(deleted.status).toBe(1)
    expect(deleted.output).toMatch(/^docslint\.+Failed$/m)
    expect(deleted.output).not.toContain('no files to check')
    expect(problemLines(deleted.output)).toEqual([
      'docs/docs.json',
      '65:33  error  Navigation entry `quickstart` has no page: neither `quickstart.mdx` nor `quickstart.md` exists  nav-missing-page',
      'docs/introduction.mdx',
      '16:53  error  Link `/quickstart` leads to `/quickstart`, which is no page of the site  link-broken',
      'docs/v1/introduction.mdx',
      '8:48  error  Link `/quickstart` leads to `/quickstart`, which is no page of the site  link-broken',
      '✖ 3 problems (3 errors, 0 warnings, 0 info)'
    ])
    expect(git(repo, ['rev-parse', 'HEAD'])).toBe(clean)

    git(repo, ['reset', '--quiet', '--hard'])
    git(repo, ['mv', 'docs/quickstart.mdx', 'docs/getting-started.mdx'])
    const renamed = commit(repo, 'Rename the quickstart')
    expect(renamed.status).toBe(1)
    expect(renamed.output).toContain('65:33  error  Navigation entry `quickstart` has no page')
    expect(renamed.output).toContain('docs/getting-started.mdx\n')
    expect(git(repo, ['rev-parse', 'HEAD'])).toBe(clean)

    // A commit outside the site passes at once.
    git(repo, ['reset', '--quiet', '--hard'])
    writeFileSync(path.join(repo, 'NOTES.md'), 'Not a page of the site.\n')
    git(repo, ['add', 'NOTES.md'])
    expect(commit(repo, 'Notes')).toEqual({ status: 0, output: expect.stringMatching(/^docslint\.+Passed$/m) })
  }, 300_000)
})

/** The lines of a stylish report in the hook's output, trimmed, without the blank ones. */
function problemLines(output: string): string[] {
  const lines = output.split('\n').map((line) => line.trim())
  const first = lines.findIndex((line) => line.startsWith('docs/'))
  const last = lines.findIndex((line) => /^✖ \d+ problem/.test(line))
  return lines.slice(first, last + 1).filter(Boolean)
}

/** The hook repository is a committed snapshot of this checkout, so the test runs before its changes are committed. */
const hook = preCommitAvailable ? snapshotCheckout() : undefined
/* One pre-commit cache for the file: the hook's environment is installed once, by the first commit. */
const preCommitHome = mkdtempSync(path.join(tmpdir(), 'docslint-pre-commit-home-'))

/**
 * A user's repository: the example site in docs/ and the README's pre-commit configuration, pointed at the
 * snapshot, with the hook installed in .git/hooks.
 */
function userRepository(): string {
  const repo = tempRepo('docslint-pre-commit-')
  cpSync(path.join(projectRoot, 'examples/acme'), path.join(repo, 'docs'), { recursive: true })
  writeFileSync(path.join(repo, '.pre-commit-config.yaml'), readmeConfigUsing(hook!.repo, hook!.sha))
  const install = spawnSync('pre-commit', ['install'], { cwd: repo, encoding: 'utf8', env: commitEnvironment() })
  if (install.status !== 0) throw new Error(`pre-commit install failed: ${install.stdout}${install.stderr}`)
  return repo
}

/** The README's .pre-commit-config.yaml as a user copies it, with the hook repository and rev replaced. */
function readmeConfigUsing(repository: string, rev: string): string {
  const config = parse(readmeSnippet('yaml', 'repos:')) as { repos: { repo: string; rev: string }[] }
  expect(config.repos).toHaveLength(1)
  config.repos[0].repo = repository
  config.repos[0].rev = rev
  return stringify(config)
}

/** Adds a page to the first navigation group of the example site's docs.json, as a user adding a page does. */
function addToNavigation(repo: string, page: string): void {
  const file = path.join(repo, 'docs/docs.json')
  const config = JSON.parse(readFileSync(file, 'utf8')) as { navigation: { pages: unknown[] }[] }
  config.navigation[0].pages.push(page)
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

/** `git commit`, which runs the hook; git sends the hook's report to standard error. */
function commit(repo: string, message: string): { status: number | null; output: string } {
  const result = spawnSync('git', ['commit', '--message', message], { cwd: repo, encoding: 'utf8', env: commitEnvironment() })
  return { status: result.status, output: result.stdout + result.stderr }
}

function commitEnvironment(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...gitIdentity,
    PRE_COMMIT_HOME: preCommitHome,
    NO_COLOR: '1'
  }
}
