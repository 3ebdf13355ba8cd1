import { describe, expect, it } from '@jest/globals'
import { checkSites } from '../../src/engine.js'
import { inboundOf, linksTo } from '../../src/site/inbound-links.js'
import { docsJson, page, withSite } from '../helpers.js'

/** linksTo (rename) and inboundOf (references) see the same links reach a page: as the check follows them, through a redirect too. */
describe('links that reach a page', () => {
  const files = {
    'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', 'target'] }], redirects: [{ source: '/old', destination: '/target' }] }),
    'index.mdx': page('[direct](/target) [with a fragment](/target#setup) [redirected](/old) [elsewhere](/index)\n'),
    'target.mdx': page('## Setup\n'),
    'gone.mdx': page('[relative](target)\n')
  }
  const cases: [string, string[]][] = [
    ['target', ['index.mdx 6:1 /target', 'index.mdx 6:19 /target#setup', 'index.mdx 6:52 /old', 'gone.mdx 6:1 target']],
    ['index', ['index.mdx 6:71 /index']]
  ]

  it.each(cases)('%s: linksTo and inboundOf list the same links', async (name, expected) => {
    await withSite(files, async (root) => {
      const [site] = (await checkSites({ cwd: root })).sites
      const target = site.pageByEntry.get(name)!
      const written = linksTo(site, target).map(({ page, link }) => `${page.path} ${link.position.start.line}:${link.position.start.column} ${link.url}`)
      const inbound = inboundOf(site, target).links.map(({ page, link }) => `${page.path} ${link.position.start.line}:${link.position.start.column} ${link.url}`)
      expect(written.sort()).toEqual([...expected].sort())
      expect(inbound.sort()).toEqual(written.sort())
    })
  })
})
