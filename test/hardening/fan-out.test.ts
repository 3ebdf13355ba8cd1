import { afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runCli } from '../e2e/run-cli.js'
import { fanOutSpec } from './fan-out-spec.js'

/**
 * Issue 32, item 7: `build` of a 3 KB acyclic spec whose schemas fan out (6 levels, 10 properties each referring
 * to the next) died of heap exhaustion after 139 s; 8 levels ran for ever. The build runs with a heap of 512 MB
 * (a normal one needs less than half), so a build that expands the million fields runs out of it.
 */

const docsJson = JSON.stringify({
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Fan',
  colors: { primary: '#1D4ED8' },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }, { group: 'API', openapi: 'openapi.json' }] }
})

let work: string | undefined

afterEach(() => {
  if (work) rmSync(work, { recursive: true, force: true })
  work = undefined
})

describe('build of a spec whose schemas fan out (issue 32, item 7)', () => {
  it.each([
    [6, 'properties', 10],
    [8, 'properties', 10],
    // Found by the fuzz suite (openapi-fanout): options of options, nine wide, seven levels; the build never ended.
    [7, 'anyOf', 9]
  ] as const)('builds the %i-level fan-out through %s, %i wide, in a bounded heap: the page shows some fields, the rest collapsed with links', (levels, way, width) => {
    work = mkdtempSync(path.join(tmpdir(), 'docslint-fan-'))
    const site = path.join(work, 'site')
    const out = path.join(work, 'out')
    const spec = JSON.stringify(fanOutSpec(levels, way, width))
    expect(spec.length).toBeLessThan(5000)
    mkdirSync(site)
    writeFileSync(path.join(site, 'docs.json'), docsJson)
    writeFileSync(path.join(site, 'index.mdx'), '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n')
    writeFileSync(path.join(site, 'openapi.json'), spec)
    const built = runCli(['build', site, '--out', out], undefined, { NODE_OPTIONS: '--max-old-space-size=512' })
    expect(built.stderr).toMatch(/^docslint: built 2 pages into /)
    expect(built.status).toBe(0)
    const file = path.join(out, 'api-reference/create-a-thing.html')
    expect(existsSync(file)).toBe(true)
    const html = readFileSync(file, 'utf8')
    expect(html.length).toBeLessThan(2 * 1024 * 1024)
    expect(html).toContain('class="schema-note schema-collapsed"')
    // Every collapsed schema links to where the page shows it.
    const links = [...html.matchAll(/class="schema-note schema-collapsed">Attributes as in <a href="#([^"]+)"><code>(Level\d)<\/code><\/a> above\./g)]
    expect(links.length).toBeGreaterThan(0)
    for (const [, id] of links) expect(html).toContain(` id="${id}"`)
  })
})
