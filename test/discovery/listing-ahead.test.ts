import { describe, expect, it } from '@jest/globals'
import { appendFileSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { walkSite, type WalkedSite } from '../../src/discovery.js'
import { takeListing } from '../../src/discovery/prefetch.js'
import { listSiteAhead, SiteListing, type ListedSite } from '../../src/discovery/site-listing.js'
import { isPagePath } from '../../src/page/kind.js'
import { hostileSite } from '../hostile-site.js'

/** A site with pages in nested folders, a node_modules folder, a `.mintignore` and a repository file. */
function nestedSite(): string {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-ahead-')))
  const files: Record<string, string> = {
    'docs.json': '{"name": "Ahead", "navigation": []}',
    'index.mdx': '# Home\n',
    'README.md': '# Readme\n',
    '.mintignore': 'drafts/\n',
    'drafts/idea.mdx': '# Idea\n',
    'guide/setup.mdx': '# Setup\n',
    'guide/deep/more.md': '# More\n',
    'guide/picture.png': 'PNG',
    'node_modules/pkg/docs/page.mdx': '# Package\n'
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return root
}

/**
 * The site listed ahead, as if listed some seconds after the folders' last change: a listing made at once after
 * them is never used, as a change just after it could have left a folder's times as they were.
 */
function listedLater(root: string): SiteListing {
  const site = listSiteAhead(root) as ListedSite
  return new SiteListing({ ...site, folders: site.folders.map((folder) => ({ ...folder, listedAt: folder.listedAt + 10_000 })) })
}

/** Each file's path from the root and stamp, and the tool files and folders found. */
function shape(root: string, walked: WalkedSite) {
  return {
    files: walked.files.map((file) => ({ ...file, path: path.relative(root, file.path) })),
    toolFiles: walked.toolFiles,
    fileFolders: [...walked.fileFolders].sort()
  }
}

const stampOf = (walked: WalkedSite, page: string) => walked.files.find((file) => file.path.endsWith(page))?.stamp

describe('the listing made ahead of the walk (src/discovery/site-listing.ts)', () => {
  it.each([
    ['a site with nested folders, node_modules, .mintignore and a repository file', nestedSite],
    ['a site with links to /, ., .., outside the root, /dev/zero and a FIFO page', () => hostileSite().root]
  ])('gives the walk of %s exactly what it finds itself', async (_, make) => {
    const root = make()
    const ahead = listedLater(root)
    expect(ahead.site.root).toBe(root)
    expect(shape(root, await walkSite(root, isPagePath, ahead))).toEqual(shape(root, await walkSite(root)))
  })

  it('is what the walk takes its stamps from, while the folders are as it found them', async () => {
    const root = nestedSite()
    const ahead = listedLater(root)
    const before = stampOf(await walkSite(root), 'guide/setup.mdx')
    // A page's text changed: its folder did not. The walk sees the site as it was listed, as it would have had it listed then.
    appendFileSync(path.join(root, 'guide/setup.mdx'), 'More text.\n')
    expect(stampOf(await walkSite(root, isPagePath, ahead), 'guide/setup.mdx')).toBe(before)
    expect(stampOf(await walkSite(root), 'guide/setup.mdx')).not.toBe(before)
  })

  it('is not used for a folder changed after it was listed: pages added, removed, renamed, a folder replaced', async () => {
    const root = nestedSite()
    const ahead = listedLater(root)
    writeFileSync(path.join(root, 'guide/added.mdx'), '# Added\n')
    rmSync(path.join(root, 'index.mdx'))
    renameSync(path.join(root, 'guide/deep/more.md'), path.join(root, 'guide/deep/renamed.md'))
    const walked = await walkSite(root, isPagePath, ahead)
    expect(shape(root, walked)).toEqual(shape(root, await walkSite(root)))
    expect(walked.files.map((file) => path.relative(root, file.path))).toEqual(['guide/added.mdx', 'guide/deep/renamed.md', 'guide/setup.mdx'])
  })

  it('is not used for a folder changed too close to its listing to tell a later change from it', async () => {
    const root = nestedSite()
    const ahead = new SiteListing(listSiteAhead(root) as ListedSite)
    appendFileSync(path.join(root, 'guide/setup.mdx'), 'More text.\n')
    expect(stampOf(await walkSite(root, isPagePath, ahead), 'guide/setup.mdx')).toBe(stampOf(await walkSite(root), 'guide/setup.mdx'))
  })

  it('leaves the folders it could not list to the walk, which reports them as without it', async () => {
    const root = nestedSite()
    const site = listSiteAhead(root) as ListedSite
    const withoutGuide = new SiteListing({ ...site, folders: site.folders.filter((folder) => folder.relative !== 'guide').map((folder) => ({ ...folder, listedAt: folder.listedAt + 10_000 })) })
    expect(shape(root, await walkSite(root, isPagePath, withoutGuide))).toEqual(shape(root, await walkSite(root)))
    // A folder gone since: the walk finds its parent changed and lists it again.
    const ahead = listedLater(root)
    rmSync(path.join(root, 'guide'), { recursive: true })
    expect(shape(root, await walkSite(root, isPagePath, ahead))).toEqual(shape(root, await walkSite(root)))
  })

  it('finds the site of the first path named that is in one, else the site above the folder it is given, and nothing where there is no site', () => {
    const root = nestedSite()
    const parent = path.dirname(root)
    expect(listSiteAhead(parent, ['json', '--cache', path.basename(root), 'guide'])?.root).toBe(root)
    expect(listSiteAhead(parent, [`${path.basename(root)}/guide/setup.mdx`])?.root).toBe(root)
    expect(listSiteAhead(path.join(root, 'guide'), ['.cache-of-docslint'])?.root).toBe(root)
    expect(listSiteAhead(path.join(root, 'guide/deep'))?.root).toBe(root)
    expect(listSiteAhead(path.join(root, 'guide/deep'))?.folders.map((folder) => folder.relative).sort()).toEqual(['', 'drafts', 'guide', 'guide/deep'])
    const empty = realpathSync(mkdtempSync(path.join(tmpdir(), 'docslint-ahead-none-')))
    expect(listSiteAhead(empty)).toBeUndefined()
  })

  it('is no listing when none was started (run from the sources, or a second walk)', async () => {
    expect(await takeListing(nestedSite())).toBeUndefined()
  })
})
