import { describe, expect, it } from '@jest/globals'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PageCache } from '../../src/cache/page-cache.js'
import { check, type CheckOptions } from '../../src/engine.js'
import type { SiteStage } from '../../src/site/incremental.js'
import { docsJson, page, withSite } from '../helpers.js'

/**
 * A check after an edit with the last site stage kept (src/site/incremental.ts) reports exactly what a cold check
 * of the edited site reports, message for message; an edit that changes no page fact puts the last site messages
 * back without running the site rules.
 */
describe('the incremental site stage', () => {
  const files = {
    'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/keys'] }] }),
    'index.mdx': page('See [setup](/guides/setup#install), [keys](/guides/keys#rotate) and [old](/guides/old).\n\nSome prose.\n\nThen [the setup](/guides/setupp) and [the keys](/guides/kyes).\n\n![A chart](/images/none.png)\n'),
    'forgotten.mdx': page('No page links here.\n'),
    'guides/setup.mdx': page('## Install\n\nRun it. See [the hidden page](/guides/hidden).\n'),
    'guides/keys.mdx': page('## Create\n\nMake a key.\n'),
    'guides/hidden.mdx': page('Hidden on purpose, reached from setup.\n')
  }

  /** Each edit, made in turn on the same site, and the rules it runs again: none (every fact as it was, or moved), some, or every one. */
  const edits: [string, (root: string) => void, 'every' | string[]][] = [
    ['a word of prose changed', (root) => replaceIn(root, 'index.mdx', 'Some prose.', 'Some other prose.'), []],
    ['a line typed above the links, moving them and their fixes', (root) => replaceIn(root, 'index.mdx', 'See [setup]', 'A new line.\n\nSee [setup]'), []],
    ['a word typed before a link with a fix, on its line', (root) => replaceIn(root, 'index.mdx', 'Then [the setup]', 'Then, [the setup]'), []],
    ["a link's text changed, the fix inside it too", (root) => replaceIn(root, 'index.mdx', '[the setup]', '[the setup guide]'), 'every'],
    ["a link's text changed, no fix inside it", (root) => replaceIn(root, 'index.mdx', '[old]', '[the old page]'), []],
    ['prose typed on an orphan page, above nothing', (root) => replaceIn(root, 'forgotten.mdx', 'No page', 'Still no page'), []],
    ['a link added above a missing image, which moves', (root) => replaceIn(root, 'index.mdx', '![A chart]', 'See [keys](/guides/keys#create).\n\n![A chart]'), ['page-orphan', 'link-broken', 'link-extension', 'link-external', 'link-anchor-broken']],
    ["a heading's text changed, its anchor linked from another page", (root) => replaceIn(root, 'guides/keys.mdx', '## Create', '## Create one'), ['link-anchor-broken']],
    ['a heading typed above the links, which move', (root) => replaceIn(root, 'index.mdx', 'A new line.', '## A heading\n\nA new line.'), ['link-anchor-broken']],
    ['a heading added that a fragment names', (root) => replaceIn(root, 'guides/keys.mdx', '## Create', '## Create\n\n## Rotate'), ['link-anchor-broken']],
    ['a link removed, its target left an orphan', (root) => replaceIn(root, 'guides/setup.mdx', ' See [the hidden page](/guides/hidden).', ''), ['page-orphan', 'link-broken', 'link-extension', 'link-external', 'link-anchor-broken']],
    ['a page added that a broken link names', (root) => writeFileSync(path.join(root, 'guides/old.mdx'), page('Old.\n')), 'every'],
    ['a navigation entry added', (root) => replaceIn(root, 'docs.json', '"guides/keys"', '"guides/keys",\n        "guides/hidden"'), 'every'],
    ['a page removed', (root) => rmSync(path.join(root, 'guides/keys.mdx')), 'every'],
    ['a heading removed', (root) => replaceIn(root, 'guides/setup.mdx', '## Install\n\n', ''), ['link-anchor-broken']]
  ]

  it('reports what a cold check reports after each edit', async () => {
    await withSite(files, async (root) => {
      const warmCache = new PageCache(undefined, () => undefined)
      const siteStages = new Map<string, SiteStage>()
      const warm = () => reported(root, { warmCache, siteStages })
      expect(await warm()).toEqual(await reported(root))
      for (const [what, edit, rerun] of edits) {
        edit(root)
        const [incremental, cold] = [await warm(), await reported(root)]
        expect([what, incremental]).toEqual([what, cold])
        const stage = siteStages.get(root)!
        expect([what, stage.ran, stage.reused]).toEqual([what, rerun, rerun.length === 0])
      }
      // The fixes were among what was compared: a link with a certain fix, moved twice.
      expect((await reported(root)).some((line) => line.includes('link-broken') && line.includes('"/guides/setup"'))).toBe(true)
    })
  })
})

/** Each message of a check, with all a reporter or the editor reads of it: its place with offsets, and its fix. */
async function reported(root: string, options: CheckOptions = {}): Promise<string[]> {
  // With their text kept, as the language server keeps it: the site rules' fixes are made from it.
  const files = await check({ paths: [root], cwd: root, keepText: true, ...options })
  return files.flatMap((file) =>
    file.messages.map((message) => JSON.stringify([path.relative(root, path.resolve(file.cwd, file.path)), message.place, message.line, message.column, message.ruleId, message.fatal, message.reason, message.fix ?? null]))
  )
}

function replaceIn(root: string, file: string, from: string, to: string): void {
  const text = readFileSync(path.join(root, file), 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  writeFileSync(path.join(root, file), text.replace(from, to))
}
