import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkSites } from '../../src/engine.js'
import { writePreview } from '../../src/preview/build.js'
import { brokenByThePreview, brokenReferences } from './crawl.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const fixture = path.resolve(here, '../fixtures/sites/preview-links')
const corpora = path.resolve(here, '../../../shared/corpora')

/** Checks a site, builds its preview (as `build --force` does) and crawls it: the broken references the check reports in the source, and the others. */
async function crawl(root: string, maxFileBytes?: number) {
  const { files, sites } = await checkSites({ paths: [root], cwd: root, keepPreviewTrees: true, maxFileBytes })
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docslint-crawl-')), 'site')
  await writePreview(sites[0], out)
  return { out, ...brokenByThePreview(brokenReferences(out), sites[0], files) }
}

describe('a crawl of the preview', () => {
  it('follows icon symbols, srcset candidates, url() in style attributes, style elements and stylesheets', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'docslint-crawl-kinds-'))
    writeFileSync(path.join(out, 'here.png'), '')
    writeFileSync(
      path.join(out, 'index.html'),
      '<svg><use href="icons.svg#gear"></use></svg><img src="here.png" srcset="here.png 1x, big.png 2x"><span style="mask-image: url(\'mask.svg\')"></span><style>.a { background: url(bg.png) }</style>'
    )
    writeFileSync(path.join(out, 'style.css'), '@font-face { src: url("font.woff2") } .b { background: url(here.png) } .c { mask: url(data:image/svg+xml,x) }')
    expect(brokenReferences(out).map(({ file, href }) => `${file} ${href}`).sort()).toEqual([
      'index.html bg.png',
      'index.html big.png',
      'index.html icons.svg#gear',
      'index.html mask.svg',
      'style.css font.woff2'
    ])
  })

  it('finds every href and src of the links fixture in the output: references, redirected navbar, tab and footer links, a page too deep to parse', async () => {
    const { preview, source, out } = await crawl(fixture)
    expect(preview).toEqual([])
    expect(source).toEqual([])
    const home = readFileSync(path.join(out, 'index.html'), 'utf8')
    expect(home).toContain('<a class="topbar-link" href="https://blog.example.com">Blog</a><a class="topbar-link" href="guides/setup.html">Chained</a>')
    expect(home).toContain('<a href="guides/references.html#links" class="tab-link">Moved</a>')
    expect(readFileSync(path.join(out, 'guides/references.html'), 'utf8')).toContain(
      '<p>The <a href="setup.html">setup guide</a>, the <a href="setup.html" title="Setup, moved">moved page</a>, the <a href="setup.html#install">full form</a> and the <a href="setup.html">collapsed</a> form.</p>'
    )
  })

  // The gallery: every component with its options, code-block options, Mermaid, icons of the three libraries; and the $ref languages and versions.
  it.each(['every-component', 'languages-versions', 'components-preview'])('%s fixture: every internal href, src, srcset, icon symbol and url() the preview made leads to a file of the output', async (name) => {
    const { preview } = await crawl(path.resolve(here, '../fixtures/sites', name))
    expect(preview).toEqual([])
  })

  it('writes a page the check could not parse, saying why, and keeps it in the sidebar', async () => {
    const { out } = await crawl(fixture)
    const deep = readFileSync(path.join(out, 'guides/deep.html'), 'utf8')
    expect(deep).toContain('The preview cannot show this page: docslint could not check deep.mdx. Fix the problem below')
    expect(deep).toContain('<code>guides/deep.mdx:6:33</code> The page nests more than 32 levels deep here')
    expect(readFileSync(path.join(out, '_docslint/navigation.js'), 'utf8')).toContain('href=\\"guides/deep.html\\"')
  })

  it('writes a page over the file size limit, saying why', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-large-'))
    cpSync(fixture, root, { recursive: true })
    writeFileSync(path.join(root, 'guides/deep.mdx'), `---\ntitle: "Deep"\n---\n\n${'Words. '.repeat(10_000)}\n`)
    const { preview, out } = await crawl(root, 50_000)
    expect(preview).toEqual([])
    expect(readFileSync(path.join(out, 'guides/deep.html'), 'utf8')).toContain('the file is too large to check (68.4 KiB; the limit is 48.8 KiB')
  })
})

const describeCorpora = existsSync(corpora) ? describe : describe.skip
if (!existsSync(corpora)) console.warn(`Skipping the corpus crawl: ${corpora} is absent`)

describeCorpora('a crawl of the previews of ../shared/corpora', () => {
  const sites = existsSync(corpora) ? readdirSync(corpora).filter((name) => existsSync(path.join(corpora, name, 'docs.json')) || existsSync(path.join(corpora, name, 'mint.json'))) : []
  it.each(sites)('%s: every internal href and src the preview made leads to a file of the output', async (name) => {
    const { preview } = await crawl(path.join(corpora, name))
    expect(preview).toEqual([])
  }, 1_200_000)
})
