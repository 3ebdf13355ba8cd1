import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { projectRoot } from './run-cli.js'

/* Commits made by the tests carry this identity whatever the machine's git configuration. */
export const gitIdentity = {
  GIT_AUTHOR_NAME: 'docslint tests',
  GIT_AUTHOR_EMAIL: 'tests@docslint.invalid',
  GIT_COMMITTER_NAME: 'docslint tests',
  GIT_COMMITTER_EMAIL: 'tests@docslint.invalid'
}

export function git(repo: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...gitIdentity }, stdio: 'pipe' }).trim()
}

/** A new git repository in a temporary folder, on branch main. */
export function tempRepo(prefix: string): string {
  const repo = mkdtempSync(path.join(tmpdir(), prefix))
  git(repo, ['init', '--quiet', '--initial-branch=main'])
  return repo
}

/** Copies a fixture site from test/fixtures/sites into the repository, at `folder`. */
export function addFixtureSite(repo: string, fixture: string, folder: string): void {
  cpSync(path.join(projectRoot, 'test/fixtures/sites', fixture), path.join(repo, folder), { recursive: true })
}

/** Commits everything in the working tree and returns the commit's sha. */
export function commitAll(repo: string, message: string): string {
  git(repo, ['add', '--all'])
  git(repo, ['commit', '--quiet', '--no-verify', '--message', message])
  return git(repo, ['rev-parse', 'HEAD'])
}

/**
 * A repository holding this checkout's working tree as it is (tracked and new files, not ignored ones such as
 * node_modules and dist), committed: what a user gets from cloning it at a tag, before the changes are.
 */
export function snapshotCheckout(): { repo: string; sha: string } {
  const repo = tempRepo('docslint-checkout-')
  const files = git(projectRoot, ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && existsSync(path.join(projectRoot, file)))
  for (const file of files) cpSync(path.join(projectRoot, file), path.join(repo, file))
  return { repo, sha: commitAll(repo, 'Snapshot of the docslint checkout') }
}
