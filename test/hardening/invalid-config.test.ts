import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checkSites } from '../../src/engine.js'
import { writePreview } from '../../src/preview/build.js'
import { asLine, currentJson, docsJson, messages, withSite } from '../helpers.js'

/**
 * Issue 18, class 1: a docs.json of the wrong shape never reaches the Site model. Each value of the wrong
 * type gets its `config-schema` message and is skipped; the rest of the site is checked, and built.
 */
const pages = { 'index.mdx': '---\ntitle: Home\ndescription: The start.\n---\n\nHello.\n', 'guide.mdx': '---\ntitle: Guide\ndescription: How.\n---\n\nSee [home](/).\n' }

/** The messages of a check, then a build with --force: the build must not fail on what the check passed over. */
async function checkAndBuild(config: string): Promise<{ lines: string[]; built: boolean }> {
  return withSite({ 'docs.json': config, ...pages }, async (root) => {
    const lines = (await messages(root)).filter((line) => line.startsWith('docs.json') || line.includes('nav-') || line.includes('page-orphan'))
    const { sites } = await checkSites({ paths: [root], keepPreviewTrees: true, offline: true })
    const out = mkdtempSync(path.join(tmpdir(), 'docslint-out-'))
    try {
      if (sites[0].config) await writePreview(sites[0], path.join(out, 'site'))
      return { lines, built: existsSync(path.join(out, 'site/index.html')) }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
}

const schemaLines = (lines: string[]) => lines.filter((line) => line.includes('config-schema')).map((line) => line.split(' ').slice(0, 2).join(' '))

describe('a seed-format docs.json with values of the wrong type', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['a number as navigation', { navigation: 10000000000000000000 }, ['docs.json 3:17-3:37']],
    ['a list as logo', { logo: [] }, ['docs.json 11:11-11:13']],
    ['an object as tabs', { tabs: {} }, ['docs.json 11:11-11:13']],
    ['a group whose pages is an object', { navigation: [{ group: 'Start', pages: {} }, { group: 'More', pages: ['guide'] }] }, ['docs.json 6:16-6:18']],
    ['base URLs that are not strings', { api: { baseUrl: [1, {}] } }, ['docs.json 13:7-13:8', 'docs.json 14:7-14:9']],
    ['a number as openapi', { openapi: 5 }, ['docs.json 11:14-11:15']],
    ['a group that is a number, beside one that is fine', { navigation: [5, { group: 'More', pages: ['index', 'guide'] }] }, ['docs.json 4:5-4:6']],
    ['an anchor colour without its `to` (the anchor stays, its colour goes)', { anchors: [{ name: 'A', url: 'a', color: { from: '#000000' } }] }, ['docs.json 15:7-15:14']],
    ['versions that are not strings', { versions: [1, {}] }, ['docs.json 12:5-12:6', 'docs.json 13:5-13:7']]
  ]
  it.each(cases)('%s: a config-schema message, and the site is still checked and built', async (_name, extra, expected) => {
    const { lines, built } = await checkAndBuild(docsJson(extra))
    expect(schemaLines(lines)).toEqual(expected)
    expect(built).toBe(true)
  })

  it('still checks the pages of the groups that are fine, at their places', async () => {
    const { lines } = await checkAndBuild(docsJson({ navigation: [5, { group: 'More', pages: ['index', 'missing'] }] }))
    expect(lines.filter((line) => line.includes('nav-missing-page'))).toEqual([
      'docs.json 9:9-9:18 nav-missing-page error: Navigation entry `missing` has no page: neither `missing.mdx` nor `missing.md` exists'
    ])
  })
})

describe('a current-format docs.json with values of the wrong type', () => {
  const nav = (groups: unknown) => ({ navigation: { tabs: [{ tab: 'Docs', groups }] } })
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['a number as navigation', { navigation: 10000000000000000000 }, ['docs.json 7:17-7:37']],
    ['an object as tabs', { navigation: { tabs: {} } }, ['docs.json 8:13-8:15']],
    ['an object as a tab name', { navigation: { tabs: [{ tab: {}, pages: ['index'] }] } }, ['docs.json 10:16-10:18']],
    ['a group whose pages is an object', nav([{ group: 'A', pages: {} }]), ['docs.json 14:22-14:24']],
    ['a nested group of the wrong types', nav([{ group: 'A', pages: [{ group: {}, pages: {} }, 'guide'] }]), ['docs.json 16:26-16:28', 'docs.json 17:26-17:28']],
    ['a number as api.openapi', { api: { openapi: 5 } }, ['docs.json 18:16-18:17']]
  ]
  it.each(cases)('%s: a config-schema message, and the site is still checked', async (_name, extra, expected) => {
    const { lines } = await checkAndBuild(currentJson(extra))
    expect(schemaLines(lines)).toEqual(expected)
  })
})
