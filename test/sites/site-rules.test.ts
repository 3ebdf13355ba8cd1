import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { check } from '../../src/engine.js'
import { buildSite } from '../../src/site/model.js'
import { allRules, ruleMetaOf } from '../../rules/index.js'
import { asLine, checkFindings } from '../helpers.js'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sites')
const site = path.join(fixtures, 'site-rules')
// A rule that runs only with a flag that goes to the network (link-external) is covered by its own local servers (test/external).
const siteRuleIds = allRules.filter((rule) => rule.kind === 'site' && !rule.onlyWith).map((rule) => rule.id)

/** `file line:column-line:column rule severity: reason` for the site rules' messages of a check. */
async function siteMessages(root: string, paths = [root]): Promise<string[]> {
  return (await checkFindings(root, paths)).filter((finding) => ruleMetaOf(finding.ruleId)?.kind === 'site').map(asLine)
}

describe('site rules on the site-rules fixture', () => {
  it('report each defect once, on the docs.json entry or key, or on the link or image in the page', async () => {
    expect(await siteMessages(site)).toEqual([
      'docs.json 4:14-4:28 asset-missing error: `favicon` `/favicon.svg` does not exist in the site',
      'docs.json 5:22-5:38 nav-outside-root error: `backgroundImage` `../outside.png` leaves the site root: it climbs out of the site root with `..`',
      'docs.json 6:26-6:35 color-contrast warn: `colors.primary` #7DD3FC on the light background #FFFFFF has a contrast ratio of 1.67:1; WCAG AA needs 4.5:1 for text',
      "docs.json 9:29-9:44 anchor-no-pages warn: Anchor `API` has no pages: no page's URL starts with `/api-reference` (put its pages in the `api-reference/` folder)",
      'docs.json 9:54-9:63 icon-unknown error: Icon `fa-code` starts with `fa-`, which the site generator refuses: write the icon\'s name without it; did you mean `code`?',
      'docs.json 10:66-10:70 version-unknown error: Version `v3` is not in `versions` (`versions` lists `v1` and `v2`)',
      'docs.json 12:116-12:131 redirect-broken error: `redirects[1].destination` is `/guides/start`, which is no page or file of the site',
      'docs.json 14:44-14:57 nav-missing-page error: Navigation entry `guides/setp` has no page: neither `guides/setp.mdx` nor `guides/setp.md` exists; did you mean `guides/setup`?',
      'docs.json 14:75-14:82 nav-duplicate-page warn: Page `index` is listed again; it is first listed at 14:35 (group `Start`)',
      'docs.json 14:84-14:102 nav-outside-root error: Navigation entry `../private/notes` leaves the site root: name pages by their path from the folder of docs.json',
      'docs.json 16:33-16:35 nav-empty-group error: Group `Soon` has no pages: its `pages` list is empty (list a page in it, or remove the group)',
      'guides/setup.mdx 8:30-8:77 link-extension warn: Link `../v1/intro.md#legacy-intro` is written with its file extension: paths with extensions do not work in production (the generator serves each page at its path without `.md` or `.mdx`); write `../v1/intro#legacy-intro`',
      'index.mdx 6:6-6:37 link-broken error: Link `guides/setpu` leads to `/guides/setpu`, which is no page of the site; did you mean `/guides/setup`?',
      'index.mdx 8:6-8:49 link-anchor-broken warn: No heading or id `#rate-limit` on `guides/setup.mdx`; did you mean `#rate-limits`?',
      'index.mdx 11:3-11:43 asset-missing error: Image `/images/missing.png` does not exist in the site',
      'orphan.mdx 1:1-1:1 page-orphan warn: Page `orphan.mdx` is not in the navigation, and no page reached from the navigation links to it: add `"orphan"` to a group\'s `pages` in docs.json, link to it from a page that is, or delete the page',
      'orphan.mdx 7:18-7:38 import-missing error: Import `/snippets/gone.mdx` leads to no file: `snippets/gone.mdx` does not exist in the site, nor with `.mdx`, `.md`, `.jsx`, `.tsx`, `.js`, `.ts` added',
      'v1/intro.md 1:1-1:1 page-duplicate-url error: `v1/intro.md` and `v1/intro.mdx` are both published at `/v1/intro`, and the site serves only one: keep one and delete or rename the other',
      'v1/intro.mdx 1:1-1:1 page-duplicate-url error: `v1/intro.mdx` and `v1/intro.md` are both published at `/v1/intro`, and the site serves only one: keep one and delete or rename the other'
    ])
  })

  it('cover every site rule', async () => {
    const reported = new Set((await siteMessages(site)).map((line) => line.split(' ')[2]))
    expect(siteRuleIds.filter((id) => !reported.has(id))).toEqual([])
  })

  it('report nothing on the example site', async () => {
    expect(await siteMessages(path.resolve(fixtures, '../../../examples/acme'))).toEqual([])
  })

  it('report only the named files, checked against the whole site', async () => {
    expect(await siteMessages(site, [path.join(site, 'index.mdx')])).toEqual([
      'index.mdx 6:6-6:37 link-broken error: Link `guides/setpu` leads to `/guides/setpu`, which is no page of the site; did you mean `/guides/setup`?',
      'index.mdx 8:6-8:49 link-anchor-broken warn: No heading or id `#rate-limit` on `guides/setup.mdx`; did you mean `#rate-limits`?',
      'index.mdx 11:3-11:43 asset-missing error: Image `/images/missing.png` does not exist in the site'
    ])
  })

  it('report a symbolic link out of the site root, in navigation and assets, without following it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    cpSync(path.join(fixtures, 'site-rules'), root, { recursive: true })
    const outside = mkdtempSync(path.join(tmpdir(), 'docslint-outside-'))
    writeFileSync(path.join(outside, 'secret.png'), 'PNG')
    symlinkSync(path.join(outside, 'secret.png'), path.join(root, 'favicon.svg'))
    const messages = await siteMessages(root, [path.join(root, 'docs.json')])
    expect(messages.filter((line) => line.includes('favicon'))).toEqual([
      'docs.json 4:14-4:28 nav-outside-root error: `favicon` `/favicon.svg` leaves the site root: it is a symbolic link to a file outside the site root'
    ])
  })

  it('obey docslint comments in the page, as page rules do', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    cpSync(site, root, { recursive: true })
    const index = path.join(root, 'index.mdx')
    const text = readFileSync(index, 'utf8')
      .replace('Read [the setup guide]', '{/* docslint-ignore link-broken */}\nRead [the setup guide]')
      .replace('Mind [the rate limits]', '{/* docslint-disable link-anchor-broken */}\n\nMind [the rate limits]')
    writeFileSync(index, text)
    expect((await siteMessages(root, [index])).map((line) => line.split(' ')[2])).toEqual(['asset-missing'])
  })

  it('obey docslint line comments in the page: the line of disable-line, the line after disable-next-line', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    cpSync(site, root, { recursive: true })
    const index = path.join(root, 'index.mdx')
    const lines = readFileSync(index, 'utf8').split('\n')
    // Line 6 holds the broken link, line 8 the broken anchor: the first is commented at its end, the second above.
    lines[5] += ' {/* docslint-disable-line link-broken */}'
    lines.splice(7, 0, '{/* docslint-disable-next-line link-anchor-broken */}')
    writeFileSync(index, lines.join('\n'))
    expect((await siteMessages(root, [index])).map((line) => line.split(' ')[2])).toEqual(['asset-missing'])
  })

  it('do not check pages reached through a symbolic link out of the site root', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-site-'))
    cpSync(path.join(fixtures, 'site-rules'), root, { recursive: true })
    const outside = mkdtempSync(path.join(tmpdir(), 'docslint-outside-'))
    writeFileSync(path.join(outside, 'leak.mdx'), '# No front matter, and [a broken link](/nope)\n')
    symlinkSync(path.join(outside, 'leak.mdx'), path.join(root, 'leak.mdx'))
    symlinkSync(outside, path.join(root, 'linked'))
    const files = await check({ paths: [root], cwd: root })
    const leaks = files.filter((file) => file.path.endsWith('leak.mdx'))
    expect(leaks.map((file) => [path.relative(root, path.resolve(file.cwd, file.path)), file.messages.map((m) => `${m.ruleId}: ${m.reason}`)])).toEqual([
      ['leak.mdx', [`nav-outside-root: Not checked: this file is reached through a symbolic link and is really \`${realpathSync(path.join(outside, 'leak.mdx'))}\`, outside the site root`]]
      // `linked/` leads out of the root too: it is not even listed (src/discovery.ts).
    ])
  })
})

describe('the Site model', () => {
  it('gives each page its URL, anchor and version, and resolves navigation to files', async () => {
    const files = await check({ paths: [site], cwd: site })
    const configFile = files.find((file) => file.basename === 'docs.json')!
    const model = buildSite(site, configFile, files)
    expect(model.pages.map((page) => [page.path, page.url, page.anchor ?? null, page.version ?? null])).toEqual([
      ['guides/setup.mdx', '/guides/setup', null, null],
      ['index.mdx', '/', null, null],
      ['orphan.mdx', '/orphan', null, null],
      ['snippets/shared.mdx', '/snippets/shared', null, null],
      ['v1/intro.md', '/v1/intro', 'Legacy', 'v1'],
      ['v1/intro.mdx', '/v1/intro', 'Legacy', 'v1']
    ])
    expect(model.navigation.map((entry) => [entry.value, entry.endpoint ? 'endpoint' : model.pageByEntry.get(entry.value)?.path ?? null])).toEqual([
      ['index', 'index.mdx'],
      ['guides/setp', null],
      ['guides/setup', 'guides/setup.mdx'],
      ['index', 'index.mdx'],
      ['../private/notes', null],
      ['GET /users', 'endpoint'],
      ['v1/intro', 'v1/intro.mdx']
    ])
  })
})
