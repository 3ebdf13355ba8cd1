/**
 * docslint as a user gets it without this repository: the package `npm pack` makes, installed from its tarball
 * into an empty project (dependencies from npm's cache, or the registry where the cache lacks them: about a
 * minute on a 2-core machine, most of it npm's own work); the pre-commit hook installed by pre-commit from
 * that tarball (another minute: pre-commit installs it globally in an environment of its own); and the GitHub
 * Action's bundle with the few files it reads, nothing installed.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, stringify } from 'yaml'
import { runAction } from './action-runner.js'
import { commitAll, git, gitIdentity, tempRepo } from './git.js'
import { projectRoot } from './run-cli.js'

const preCommitAvailable = spawnSync('pre-commit', ['--version']).status === 0
const withPreCommit = preCommitAvailable || process.env.CI ? it : it.skip

/** npm installs from its cache where it can: the test reaches the registry only for what the cache lacks. */
const npmEnvironment = { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', NO_COLOR: '1' }

let folder: string
let tarball: string
let project: string

beforeAll(() => {
  if (!existsSync(path.join(projectRoot, 'dist/bundle/cli.js'))) throw new Error('dist/ is not built: run `npm run build` first (npm test does)')
  folder = mkdtempSync(path.join(tmpdir(), 'docslint-packed-'))
  // The package holds what `npm run build` made; `prepare` would build it again.
  const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', folder], { cwd: projectRoot, encoding: 'utf8', env: npmEnvironment }).trim().split('\n').at(-1)!
  tarball = path.join(folder, name)
  project = path.join(folder, 'project')
  mkdirSync(project)
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'acme-docs', private: true }))
  execFileSync('npm', ['install', '--no-save', tarball], { cwd: project, env: npmEnvironment, stdio: 'pipe' })
}, 600_000)

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/** The example site, copied to `into`. */
function exampleSite(into: string): string {
  cpSync(path.join(projectRoot, 'examples/acme'), into, { recursive: true })
  return into
}

function npx(args: string[], cwd: string) {
  const run = spawnSync('npx', ['--no-install', ...args], { cwd, encoding: 'utf8', env: npmEnvironment })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('the packed package, installed in an empty project', () => {
  it('holds the built command, the schemas and the rule docs, and no sources or tests', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(files).toEqual(expect.arrayContaining(['package/package.json', 'package/README.md', 'package/dist/bundle/cli.js', 'package/schemas/docs.schema.json', 'package/schemas/docslintrc.schema.json', 'package/docs/rules/link-broken.md']))
    expect(files.filter((file) => /^package\/(src|test|rules|examples)\//.test(file))).toEqual([])
  })

  it('checks the example site with `npx docslint check`, and fails on a broken link', () => {
    const site = exampleSite(path.join(project, 'docs'))
    expect(npx(['docslint', 'check', 'docs'], project)).toEqual({ status: 0, stdout: '8 files checked: no problems found\n', stderr: '' })
    writeFileSync(path.join(site, 'quickstart.mdx'), `${readFileSync(path.join(site, 'quickstart.mdx'), 'utf8')}\nSee [the setup](/set-up).\n`)
    const broken = npx(['docslint', 'check', 'docs', '--format', 'json'], project)
    expect(broken.status).toBe(1)
    const messages = (JSON.parse(broken.stdout) as { messages: { ruleId: string }[] }[]).flatMap((file) => file.messages.map((message) => message.ruleId))
    expect(messages).toEqual(['link-broken'])
  })

  withPreCommit(
    'runs as a pre-commit hook that pre-commit installs from the tarball, and blocks a commit with an error',
    () => {
      const repo = tempRepo('docslint-packed-hook-')
      exampleSite(path.join(repo, 'docs'))
      // The hook as .pre-commit-hooks.yaml declares it, installed from the tarball instead of a clone.
      const [declared] = parse(readFileSync(path.join(projectRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Record<string, unknown>[]
      const hook = { ...declared, language: 'node', additional_dependencies: [tarball], files: '^docs/' }
      writeFileSync(path.join(repo, '.pre-commit-config.yaml'), stringify({ repos: [{ repo: 'local', hooks: [hook] }] }))
      const environment = { ...npmEnvironment, ...gitIdentity, PRE_COMMIT_HOME: path.join(folder, 'pre-commit-home') }
      execFileSync('pre-commit', ['install'], { cwd: repo, env: environment, stdio: 'pipe' })
      const commit = (message: string) => {
        const run = spawnSync('git', ['commit', '--message', message], { cwd: repo, encoding: 'utf8', env: environment })
        return { status: run.status, output: run.stdout + run.stderr }
      }
      git(repo, ['add', '--all'])
      expect(commit('Docs')).toEqual({ status: 0, output: expect.stringMatching(/^docslint\.+Passed$/m) })
      writeFileSync(path.join(repo, 'docs/quickstart.mdx'), '---\ntitle: "Quick start"\ndescription: "Install it."\n---\n\nSee [the setup](/set-up).\n')
      git(repo, ['add', 'docs/quickstart.mdx'])
      const blocked = commit('Link')
      expect(blocked.status).toBe(1)
      expect(blocked.output).toContain('6:5  error  Link `/set-up` leads to `/set-up`, which is no page of the site')
    },
    600_000
  )
})

/**
 * What the action reads at run time: the bundle, and beside it package.json (docslint's version and its
 * files' root) and the schemas; the runner has them from the repository at the tag. No sources, no node_modules.
 */
const ACTION_FILES = ['action.yml', 'dist-action', 'package.json', 'schemas']

describe('the GitHub Action bundle, without sources or node_modules', () => {
  it('checks a repository from action.yml, dist-action/, package.json and schemas/ alone', () => {
    const action = mkdtempSync(path.join(tmpdir(), 'docslint-action-alone-'))
    for (const file of ACTION_FILES) cpSync(path.join(projectRoot, file), path.join(action, file), { recursive: true })
    const workspace = tempRepo('docslint-action-workspace-')
    exampleSite(path.join(workspace, 'docs'))
    const sha = commitAll(workspace, 'Docs')
    try {
      const result = runAction({ actionPath: action, workspace, with: { root: 'docs' }, github: { repository: 'acme/docs', sha, serverUrl: 'https://github.com' } })
      expect(result.status).toBe(0)
      expect(result.outputs).toMatchObject({ 'error-count': '0', 'warning-count': '0' })
      expect(existsSync(result.outputs['sarif-file'])).toBe(true)
    } finally {
      rmSync(action, { recursive: true, force: true })
      rmSync(workspace, { recursive: true, force: true })
    }
  })
})
