import { describe, expect, it } from '@jest/globals'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { check } from '../../src/engine.js'
import type { Site } from '../../src/site/model.js'
import { WarmSite } from '../../src/lsp/warm-site.js'
import type { VFile } from 'vfile'
import { docsJson, page, withSite } from '../helpers.js'

/**
 * The language server's site stage after an edit (src/lsp/warm-site.ts): the kept Site model with the edited page
 * patched in, the per-link rules run again over the links the edit can change, reachability walked again only when
 * where the edited page's links lead changed. After each edit, every file's messages (places, fixes) equal a cold
 * check's of the same files, on every page of the site, not only the edited one.
 */
const linkRules = ['page-orphan', 'link-broken', 'link-extension', 'link-external', 'link-anchor-broken']

describe('the kept site stage in the editor', () => {
  const files = {
    'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/keys'] }] }),
    'index.mdx': page('See [setup](/guides/setup#install) and [keys](/guides/keys#rotate).\n\nSome prose.\n'),
    'forgotten.mdx': page('No page links here. See [the keys](/guides/keys#create).\n'),
    'guides/setup.mdx': page('## Install\n\nRun it. See [the hidden page](/guides/hidden) and [the shared part](/guides/keys#shared-step).\n'),
    'guides/keys.mdx': page("import Shared from '/snippets/shared.mdx'\n\n## Create\n\nMake a key.\n\n<Shared />\n"),
    'guides/hidden.mdx': page('Hidden on purpose, reached from setup. Back to [the start](/#nothing).\n'),
    'snippets/shared.mdx': '## Shared step\n\nRead [the setup](/guides/setup#install).\n'
  }

  /** Each edit, made in turn; whether the model is patched (else built again), and the rules that run again. */
  const edits: [string, (root: string) => string, 'patched' | 'built', 'every' | string[]][] = [
    ['prose typed', (root) => replaceIn(root, 'index.mdx', 'Some prose.', 'Some more prose.'), 'patched', []],
    ['a link added, which reaches the forgotten page', (root) => replaceIn(root, 'index.mdx', 'Some more prose.', 'Some [forgotten](/forgotten) prose.'), 'patched', linkRules],
    ['the link retargeted to a missing page', (root) => replaceIn(root, 'index.mdx', '(/forgotten)', '(/forgottn)'), 'patched', linkRules],
    ['a link removed, its target left an orphan', (root) => replaceIn(root, 'guides/setup.mdx', ' See [the hidden page](/guides/hidden) and', ' See'), 'patched', linkRules],
    ["a heading renamed that another page's link names", (root) => replaceIn(root, 'guides/keys.mdx', '## Create', '## Rotate'), 'patched', ['link-anchor-broken']],
    ["a snippet's heading renamed that a link names through its importer", (root) => replaceIn(root, 'snippets/shared.mdx', '## Shared step', '## Shared steps'), 'patched', ['link-anchor-broken']],
    ['a heading renamed that a snippet links to', (root) => replaceIn(root, 'guides/setup.mdx', '## Install', '## Installing'), 'patched', ['link-anchor-broken']],
    ['a self link with a fragment added with its heading', (root) => replaceIn(root, 'forgotten.mdx', 'No page', '## Top\n\n[Up](#top). No page'), 'patched', linkRules],
    ['a page created that a broken link names', (root) => write(root, 'forgottn.mdx', page('Found.\n')), 'built', 'every'],
    ['a link added after the model was built again', (root) => replaceIn(root, 'guides/hidden.mdx', 'Back to', 'See [found](/forgottn). Back to'), 'patched', linkRules],
    ['a page deleted', (root) => remove(root, 'forgotten.mdx'), 'built', 'every'],
    ['docs.json edited', (root) => replaceIn(root, 'docs.json', '"guides/keys"', '"guides/keys",\n        "guides/hidden"'), 'built', 'every'],
    ['front matter edited', (root) => replaceIn(root, 'guides/hidden.mdx', 'title:', 'hidden: true\ntitle:'), 'built', 'every']
  ]

  it('reports what a cold check reports after each edit, on every page', async () => {
    await withSite(files, async (root) => {
      const warm = new WarmSite(root, { check: { keepText: true }, log: () => undefined })
      await warm.start(new Map())
      let result = await warm.siteStage()
      expect(reported(root, result.files)).toEqual(await coldCheck(root))
      for (const [what, edit, model, rerun] of edits) {
        const before = siteOf(result.sites)
        await warm.recheck([{ file: path.join(root, edit(root)) }])
        result = await warm.siteStage()
        expect([what, reported(root, result.files)]).toEqual([what, await coldCheck(root)])
        expect([what, siteOf(result.sites) === before ? 'patched' : 'built', warm.siteRulesRun]).toEqual([what, model, rerun])
      }
    })
  }, 120_000)
})

describe('the kept site stage at the editor\'s start, from the --cache file', () => {
  const files = {
    'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'guides/setup'] }] }),
    'index.mdx': page('See [setup](/guides/setup#install), [the missing page](/guides/none) and [the orphan](/forgotten#top).\n'),
    'forgotten.mdx': page('Nothing links here.\n\n{/* docslint-disable-next-line link-broken */}\n[Gone](/gone).\n'),
    'other.mdx': page('No page links here either.\n'),
    'guides/setup.mdx': page('## Setup\n\nRun it.\n')
  }

  it('puts back the site messages a check on the command line kept, runs no rule, and goes on from them after an edit', async () => {
    await withSite(files, async (root) => {
      const cacheFile = path.join(root, '.docslintcache')
      // Twice, as a hook runs: the first check's record was made before its cache file was in the root's folder.
      await check({ paths: [root], cwd: root, cache: true, cacheLocation: cacheFile })
      await check({ paths: [root], cwd: root, cache: true, cacheLocation: cacheFile })
      const warm = new WarmSite(root, { check: {}, cacheFile, log: () => undefined })
      await warm.start(new Map())
      const result = await warm.siteStage()
      expect(warm.siteRulesRun).toBe('recorded')
      const cold = await coldCheck(root, false)
      expect(reported(root, result.files)).toEqual(cold)
      // Put back with the pages' inline controls: the broken link on the forgotten page is not reported.
      expect(cold.map((line) => (JSON.parse(line) as string[])[2]).filter((id) => /^(page-orphan|link-)/.test(id))).toEqual(['link-anchor-broken', 'link-broken', 'link-anchor-broken', 'page-orphan'])
      await warm.recheck([{ file: path.join(root, replaceIn(root, 'index.mdx', '[the orphan]', '[the other](/other) and [the orphan]')) }])
      expect(reported(root, (await warm.siteStage()).files)).toEqual(await coldCheck(root, false))
      expect(warm.siteRulesRun).toEqual(linkRules)
    })
  }, 60_000)

  it('runs the site rules when a page changed on disk since the cache file was written', async () => {
    await withSite(files, async (root) => {
      const cacheFile = path.join(root, '.docslintcache')
      await check({ paths: [root], cwd: root, cache: true, cacheLocation: cacheFile })
      await check({ paths: [root], cwd: root, cache: true, cacheLocation: cacheFile })
      replaceIn(root, 'other.mdx', 'No page links here either.', 'Now [the setup](/guides/setup#nothing) is linked.')
      const warm = new WarmSite(root, { check: {}, cacheFile, log: () => undefined })
      await warm.start(new Map())
      const result = await warm.siteStage()
      expect(warm.siteRulesRun).toBe('every')
      expect(reported(root, result.files)).toEqual(await coldCheck(root, false))
    })
  }, 60_000)
})

function siteOf(sites: Site[]): Site {
  return sites[0]
}

async function coldCheck(root: string, keepText = true): Promise<string[]> {
  return reported(root, await check({ paths: [root], cwd: root, keepText }))
}

/** Each message of a check, with all a reporter or the editor reads of it: its place with offsets, and its fix. */
function reported(root: string, files: VFile[]): string[] {
  return files.flatMap((file) =>
    file.messages.map((message) => JSON.stringify([path.relative(root, path.resolve(file.cwd, file.path)), message.place, message.ruleId, message.fatal, message.reason, message.fix ?? null]))
  )
}

function replaceIn(root: string, file: string, from: string, to: string): string {
  const text = readFileSync(path.join(root, file), 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  writeFileSync(path.join(root, file), text.replace(from, to))
  return file
}

function write(root: string, file: string, text: string): string {
  writeFileSync(path.join(root, file), text)
  return file
}

function remove(root: string, file: string): string {
  rmSync(path.join(root, file))
  return file
}
