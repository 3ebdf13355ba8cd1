import { describe, expect, it } from '@jest/globals'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PageCache } from '../../src/cache/page-cache.js'
import type { SiteStage } from '../../src/site/incremental.js'
import { docsJson, messages, page, withSite } from '../helpers.js'

/**
 * A check after an edit with the last site stage kept (src/site/incremental.ts) reports exactly what a cold check
 * of the edited site reports, message for message; an edit that changes no page fact puts the last site messages
 * back without running the site rules.
 */
describe('the incremental site stage', () => {
  const files = {
    'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'guides/setup', 'guides/keys'] }] }),
    'index.mdx': page('See [setup](/guides/setup#install), [keys](/guides/keys#rotate) and [old](/guides/old).\n\nSome prose.\n'),
    'guides/setup.mdx': page('## Install\n\nRun it. See [the hidden page](/guides/hidden).\n'),
    'guides/keys.mdx': page('## Create\n\nMake a key.\n'),
    'guides/hidden.mdx': page('Hidden on purpose, reached from setup.\n')
  }

  /** Each edit, made in turn on the same site, and whether it leaves every page fact as it was. */
  const edits: [string, (root: string) => void, boolean][] = [
    ['a word of prose changed', (root) => replaceIn(root, 'index.mdx', 'Some prose.', 'Some other prose.'), true],
    ['a heading added that a fragment names', (root) => replaceIn(root, 'guides/keys.mdx', '## Create', '## Create\n\n## Rotate'), false],
    ['a link removed, its target left an orphan', (root) => replaceIn(root, 'guides/setup.mdx', ' See [the hidden page](/guides/hidden).', ''), false],
    ['a page added that a broken link names', (root) => writeFileSync(path.join(root, 'guides/old.mdx'), page('Old.\n')), false],
    ['a navigation entry added', (root) => replaceIn(root, 'docs.json', '"guides/keys"', '"guides/keys",\n        "guides/hidden"'), false],
    ['a page removed', (root) => rmSync(path.join(root, 'guides/keys.mdx')), false],
    ['a heading removed', (root) => replaceIn(root, 'guides/setup.mdx', '## Install\n\n', ''), false]
  ]

  it('reports what a cold check reports after each edit', async () => {
    await withSite(files, async (root) => {
      const warmCache = new PageCache(undefined, () => undefined)
      const siteStages = new Map<string, SiteStage>()
      const warm = () => messages(root, [root], { warmCache, siteStages })
      expect(await warm()).toEqual(await messages(root))
      for (const [, edit, factsKept] of edits) {
        edit(root)
        const [incremental, cold] = [await warm(), await messages(root)]
        expect(incremental).toEqual(cold)
        expect(siteStages.get(root)!.reused).toBe(factsKept)
      }
    })
  })
})

function replaceIn(root: string, file: string, from: string, to: string): void {
  const text = readFileSync(path.join(root, file), 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  writeFileSync(path.join(root, file), text.replace(from, to))
}
