import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Position } from 'unist'
import { isInside } from '../../src/site/root.js'
import { formatPlace } from '../helpers.js'
import { runCli } from '../e2e/run-cli.js'

/**
 * Issue 32, item 1: a current-format group `"openapi": {"source": "openapi.yaml", "directory":
 * "../../../../elsewhere/victim"}` passed `check`, and `build` overwrote `elsewhere/victim/index.html` (an
 * operation with `summary: index`) and wrote `<directory>/<tag>/<op>.html`, listing both in its manifest.
 * The layout puts `--out` four folders below the work folder, so that the directory, read from `--out`, lands
 * on the victim's file.
 */
const docsJson = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Victim",
  "colors": { "primary": "#1D4ED8" },
  "navigation": {
    "groups": [
      { "group": "Start", "pages": ["index"] },
      { "group": "API", "openapi": { "source": "openapi.yaml", "directory": "../../../../elsewhere/victim" } }
    ]
  }
}
`

const spec = `openapi: 3.0.3
info: { title: Victim, version: "1" }
paths:
  /a:
    get:
      summary: index
      responses: { "200": { description: ok } }
  /b:
    get:
      summary: op
      tags: [users]
      responses: { "200": { description: ok } }
`

const home = '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n'

let work: string | undefined

afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true })
  work = undefined
})

/** The work folder: the site in project/site, the user's file in elsewhere/victim, and where `--out` goes. */
function victimLayout(): { site: string; out: string; victim: string } {
  work = mkdtempSync(path.join(tmpdir(), 'docslint-escape-'))
  const site = path.join(work, 'project/site')
  mkdirSync(site, { recursive: true })
  writeFileSync(path.join(site, 'docs.json'), docsJson)
  writeFileSync(path.join(site, 'openapi.yaml'), spec)
  writeFileSync(path.join(site, 'index.mdx'), home)
  const victim = path.join(work, 'elsewhere/victim/index.html')
  mkdirSync(path.dirname(victim), { recursive: true })
  writeFileSync(victim, 'precious\n')
  return { site, out: path.join(work, 'a/b/c/out'), victim }
}

/** Every file below a folder, relative to it, sorted; `skip` (a folder inside) is left out. */
function listTree(folder: string, skip?: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => skip === undefined || !isInside(file, skip))
    .map((file) => path.relative(folder, file))
    .sort()
}

describe('build writes nothing outside --out (issue 32, item 1)', () => {
  it('check reports the directory that climbs out, on its value, and build is refused', () => {
    const { site, out, victim } = victimLayout()
    const checked = runCli(['check', '--format', 'json'], site)
    expect(checked.status).toBe(1)
    const [file] = JSON.parse(checked.stdout) as { path: string; messages: { ruleId: string; place: Position; reason: string }[] }[]
    expect(file.path).toBe('docs.json')
    expect(file.messages.map(({ ruleId, place, reason }) => ({ ruleId, at: formatPlace(place), reason }))).toEqual([
      {
        ruleId: 'nav-outside-root',
        at: '9:77-9:107',
        reason:
          '`navigation.groups.1.openapi.directory` `../../../../elsewhere/victim` leaves the site root: it climbs out with `..`, so the pages made from the spec would be published outside the site; name a folder inside it (`api-reference`)'
      }
    ])
    const built = runCli(['build', site, '--out', out])
    expect(built.status).toBe(1)
    expect(built.stderr).toBe('docslint: not built, because the check found errors (fix them, or build anyway with --force)\n')
    expect(readFileSync(victim, 'utf8')).toBe('precious\n')
  })

  it('build --force writes every page inside --out, the manifest lists no path out of it, and the user\'s file stays', () => {
    const { site, out, victim } = victimLayout()
    const before = listTree(work!)
    const built = runCli(['build', site, '--out', out, '--force'])
    expect(built.stderr).toMatch(/^docslint: built 3 pages into /)
    expect(readFileSync(victim, 'utf8')).toBe('precious\n')
    // Outside --out, the work folder holds exactly what it held.
    expect(listTree(work!, out)).toEqual(before)
    const manifest = JSON.parse(readFileSync(path.join(out, '_docslint/manifest.json'), 'utf8')) as { files: string[] }
    for (const file of manifest.files) {
      expect(file.split('/').filter((segment) => segment === '..' || segment === '.' || segment === '')).toEqual([])
      expect(isInside(path.resolve(out, file), out)).toBe(true)
    }
    expect(manifest.files).toEqual(listTree(out).filter((file) => file !== '_docslint/manifest.json'))
    // The two operations' pages are in --out, their `..` segments kept as names, not climbed.
    expect(manifest.files).toEqual(expect.arrayContaining(['%2e%2e/%2e%2e/%2e%2e/%2e%2e/elsewhere/victim/index.html', '%2e%2e/%2e%2e/%2e%2e/%2e%2e/elsewhere/victim/users/op.html']))
  })
})
