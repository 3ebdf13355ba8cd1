import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findSiteFiles, siteFileAt } from '../src/discovery.js'
import { check } from '../src/engine.js'
import { hostileSite } from './hostile-site.js'

/** `path` or `path -> outside`, relative to the root. */
async function found(root: string): Promise<string[]> {
  return (await findSiteFiles(root)).map((file) => path.relative(root, file.path) + (file.outside ? ` -> ${file.outside}` : ''))
}

describe('discovery of a site', () => {
  it('lists each folder once, follows no link out of the root, and finds regular pages only', async () => {
    const { root, outside } = hostileSite()
    expect(await found(root)).toEqual([
      'guide/alias.mdx',
      'guide/real.mdx',
      'index.mdx',
      `secret.mdx -> ${path.join(outside, 'secret.mdx')}`,
      `trap.mdx -> ${path.join(outside, 'trap.mdx')}`,
      'zero.mdx -> /dev/zero'
    ])
  })

  it('follows a link to a folder inside the root that is not found otherwise, and leaves node_modules out', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    mkdirSync(path.join(root, 'node_modules/pkg/docs'), { recursive: true })
    writeFileSync(path.join(root, 'node_modules/pkg/docs/shared.mdx'), '# Shared\n')
    writeFileSync(path.join(root, 'node_modules/pkg/readme.md'), '# Readme\n')
    symlinkSync('node_modules/pkg/docs', path.join(root, 'shared'))
    expect(await found(root)).toEqual(['shared/shared.mdx'])
  })

  it('leaves out what the site generator does not publish: repository files, its ignored folders, and .mintignore', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    for (const folder of ['.github', 'drafts', 'guides', 'guides/internal']) mkdirSync(path.join(root, folder), { recursive: true })
    const pages = ['README.md', 'guides/Changelog.md', 'LICENSE.md', 'CONTRIBUTING.md', 'changelog.mdx', '.github/pull_request_template.md']
    for (const page of [...pages, 'drafts/idea.mdx', 'guides/setup.mdx', 'guides/setup.draft.mdx', 'guides/internal/notes.mdx', 'index.mdx']) {
      writeFileSync(path.join(root, page), '# Page\n')
    }
    writeFileSync(path.join(root, '.mintignore'), '# drafts stay private\ndrafts/\n*.draft.mdx\n/guides/internal\n')
    expect(await found(root)).toEqual(['changelog.mdx', 'guides/setup.mdx', 'index.mdx'])
  })

  it.each([
    ['comments and blank lines only', '# nothing is ignored\n\n   \n#drafts/\n', ['drafts/idea.mdx', 'index.mdx', 'notes.draft.mdx']],
    ['a pattern after comments, with Windows line ends', '# drafts\r\n\r\ndrafts/\r\n', ['index.mdx', 'notes.draft.mdx']],
    ['a pattern after a comment', '# one\n*.draft.mdx\n', ['drafts/idea.mdx', 'index.mdx']]
  ])('reads a .mintignore of %s', async (_kind, text, expected) => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    try {
      mkdirSync(path.join(root, 'drafts'))
      for (const page of ['drafts/idea.mdx', 'index.mdx', 'notes.draft.mdx']) writeFileSync(path.join(root, page), '# Page\n')
      writeFileSync(path.join(root, '.mintignore'), text)
      expect(await found(root)).toEqual(expected)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('finds the same files from a relative root as from its absolute path', async () => {
    const { root } = hostileSite()
    const fromRoot = (await findSiteFiles(root)).map((file) => path.relative(root, file.path))
    const cwd = process.cwd()
    try {
      process.chdir(root)
      expect((await findSiteFiles('.')).map((file) => file.path)).toEqual(fromRoot)
      process.chdir(path.dirname(root))
      expect((await findSiteFiles(`${path.basename(root)}/`)).map((file) => path.relative(path.basename(root), file.path))).toEqual(fromRoot)
    } finally {
      process.chdir(cwd)
    }
  })

  it("leaves out the generator's default ignored folders, its own .mintlify folder and skill files", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    try {
      const unpublished = ['.mintlify/AGENTS.md', '.mintlify/assistant/skills/reset/skill.mdx', 'skill.md', 'skills/x/SKILL.md', 'build/x.mdx', 'dist/y.mdx', '.vscode/z.md', 'guides/coverage/c.mdx', 'tmp/t.mdx', 'temp/t.mdx', '.cache/c.mdx']
      const published = ['index.mdx', 'guides/skill.md', 'guides/skills.mdx', 'skills/x/guide.mdx', 'builds/b.mdx']
      for (const page of [...unpublished, ...published]) {
        mkdirSync(path.dirname(path.join(root, page)), { recursive: true })
        writeFileSync(path.join(root, page), '# Page\n')
      }
      expect(await found(root)).toEqual(['builds/b.mdx', 'guides/skill.md', 'guides/skills.mdx', 'index.mdx', 'skills/x/guide.mdx'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('reads docs.json through a link inside the root, and reports one that leads out', async () => {
    const { root, outside } = hostileSite()
    writeFileSync(path.join(outside, 'docs.json'), '{}')
    symlinkSync(path.join(outside, 'docs.json'), path.join(root, 'mint.json'))
    expect(await siteFileAt(path.join(root, 'docs.json'), root)).toEqual({ path: path.join(root, 'docs.json'), size: 78, stamp: expect.stringMatching(/^78:/) })
    expect(await siteFileAt(path.join(root, 'mint.json'), root)).toEqual({ path: path.join(root, 'mint.json'), outside: path.join(outside, 'docs.json') })
  })

  it('leaves the files .docslintignore names to unified-engine, which skips them as before', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    writeFileSync(path.join(root, 'docs.json'), JSON.stringify({ name: 'I', navigation: [{ group: 'G', pages: ['index'] }] }))
    for (const page of ['index.mdx', 'drafts/a.mdx', 'drafts/deep/b.mdx', 'guide/c.mdx', 'guide/d.draft.mdx', 'guide/keep.draft.mdx', 'README.md']) {
      mkdirSync(path.dirname(path.join(root, page)), { recursive: true })
      writeFileSync(path.join(root, page), '# Page\n')
    }
    writeFileSync(path.join(root, '.docslintignore'), 'drafts/\n*.draft.mdx\n!keep.draft.mdx\nREADME.md\n')
    const files = await check({ paths: [root], cwd: root })
    expect(files.map((file) => file.path)).toEqual(['docs.json', 'guide/c.mdx', 'guide/keep.draft.mdx', 'index.mdx'])
  })

  it('finds the sites below a folder without following a link to the file-system root', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'docslint-discovery-'))
    mkdirSync(path.join(parent, 'docs'))
    writeFileSync(path.join(parent, 'docs/docs.json'), JSON.stringify({ name: 'Below', navigation: [{ group: 'G', pages: ['index'] }] }))
    writeFileSync(path.join(parent, 'docs/index.mdx'), '---\ntitle: "Home"\ndescription: "Home."\n---\n\nText.\n')
    symlinkSync('/', path.join(parent, 'r'))
    const files = await check({ paths: [parent], cwd: parent })
    expect(files.map((file) => file.path)).toEqual(['docs/docs.json', 'docs/index.mdx'])
  })
})
