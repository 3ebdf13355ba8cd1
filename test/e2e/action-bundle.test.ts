import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { projectRoot } from './run-cli.js'

/*
 * The action runs dist-action/index.js, committed: a change to docslint's sources or dependencies that is not
 * bundled would not reach the action's users. The bundle is built again here and must be byte for byte the
 * one committed.
 */
/** The files below a folder (the bundle's scripts, and the dictionary beside them), by path from it. */
const filesOf = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort()

describe('the bundled action (dist-action/)', () => {
  const committed = path.join(projectRoot, 'dist-action')

  it('is what `npm run build:action` builds from the sources and dependencies as they are', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'docslint-action-bundle-'))
    const build = spawnSync(process.execPath, ['scripts/build-action.mjs', fresh], { cwd: projectRoot, encoding: 'utf8' })
    expect(build.stderr).toBe('')
    expect(build.status).toBe(0)
    expect(filesOf(committed)).toEqual(filesOf(fresh))
    const stale = filesOf(fresh).filter((file) => !readFileSync(path.join(fresh, file)).equals(readFileSync(path.join(committed, file))))
    if (stale.length > 0) throw new Error(`dist-action/${stale.join(', dist-action/')} is out of date: run \`npm run build:action\` and commit it`)
  })

  it('is the entry of action.yml, a node20 action', () => {
    const action = parse(readFileSync(path.join(projectRoot, 'action.yml'), 'utf8')) as { runs: Record<string, unknown> }
    expect(action.runs).toEqual({ using: 'node20', main: 'dist-action/index.js' })
  })

  it('stays small enough to commit: under 8 MB, the entries and the chunks they share together', () => {
    const scripts = readdirSync(committed).filter((file) => file.endsWith('.js'))
    expect(scripts).toEqual(expect.arrayContaining(['index.js', 'page-worker.js', 'worker.js']))
    expect(scripts.reduce((sum, file) => sum + statSync(path.join(committed, file)).size, 0)).toBeLessThan(8_000_000)
  })
})
