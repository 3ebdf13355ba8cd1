import { afterEach, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeInside, WriteRefused, type WriteInsideOptions } from '../../src/util/write-inside.js'

/** A folder holding `project/` and `elsewhere/`, with `files` written in `project/`; removed after each test. */
const made: string[] = []
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function project(files: Record<string, string> = {}): { root: string; elsewhere: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'docslint-write-inside-'))
  made.push(parent)
  const root = path.join(parent, 'project')
  const elsewhere = path.join(parent, 'elsewhere')
  mkdirSync(root)
  mkdirSync(elsewhere)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return { root, elsewhere }
}

/** What writeInside did: `wrote`, or the refusal's kind and message with the project's path as `<root>`. */
function attempt(root: string, target: string, options: Partial<WriteInsideOptions> = {}): string {
  try {
    writeInside(path.join(root, target), 'new\n', { root, makeFolders: true, ...options })
    return 'wrote'
  } catch (error) {
    if (!(error instanceof WriteRefused)) throw error
    return `${error.kind}: ${error.message.split(root).join('<root>').split(path.dirname(root)).join('<parent>')}`
  }
}

describe('writeInside', () => {
  it('writes a new file, making its folders, and through a folder linked inside the project', () => {
    const { root } = project({ 'config/cursor/.keep': '' })
    symlinkSync('config/cursor', path.join(root, '.cursor'))
    expect(attempt(root, '.cursor/rules/a.mdc')).toBe('wrote')
    expect(readFileSync(path.join(root, 'config/cursor/rules/a.mdc'), 'utf8')).toBe('new\n')
  })

  it.each([
    ['a folder linked out of the project', '.cursor/rules/a.mdc', (root: string) => symlinkSync('../elsewhere', path.join(root, '.cursor')), 'unsafe: <root>/.cursor is a symbolic link out of the project, to <parent>/elsewhere'],
    ['a linked folder further down', 'a/b/c.txt', (root: string) => (mkdirSync(path.join(root, 'a')), symlinkSync('../../elsewhere', path.join(root, 'a/b'))), 'unsafe: <root>/a/b is a symbolic link out of the project, to <parent>/elsewhere'],
    ['a folder link that leads nowhere', '.github/workflows/x.yml', (root: string) => symlinkSync('gone', path.join(root, '.github')), 'unsafe: <root>/.github is a symbolic link to gone, which does not exist'],
    ['a file where a folder should be', '.cursor/rules/a.mdc', (root: string) => writeFileSync(path.join(root, '.cursor'), ''), 'unsafe: <root>/.cursor is a file, not a folder'],
    ['an existing file', 'a.json', (root: string) => writeFileSync(path.join(root, 'a.json'), 'old\n'), 'exists: <root>/a.json exists'],
    ['a dangling link', 'a.json', (root: string) => symlinkSync('gone.json', path.join(root, 'a.json')), 'exists: <root>/a.json is a symbolic link to gone.json, which does not exist'],
    ['a link to a file outside', 'a.json', (root: string) => (writeFileSync(path.join(root, '../elsewhere/a.json'), 'theirs\n'), symlinkSync('../elsewhere/a.json', path.join(root, 'a.json'))), 'exists: <root>/a.json is a symbolic link to ../elsewhere/a.json']
  ])('refuses %s, and writes nothing', (_name, target, arrange, refusal) => {
    const { root, elsewhere } = project()
    arrange(root)
    const before = readdirSync(root).sort()
    expect(attempt(root, target)).toBe(refusal)
    expect(readdirSync(root).sort()).toEqual(before)
    expect(readdirSync(elsewhere).filter((name) => name !== 'a.json')).toEqual([])
  })

  it('with `replace`, replaces a file and a link (the link itself, not what it leads to), but not a read-only file, a folder or a FIFO', () => {
    const { root, elsewhere } = project({ 'a.json': 'old\n', 'locked.json': 'old\n', 'folder/.keep': '' })
    writeFileSync(path.join(elsewhere, 'theirs.json'), 'theirs\n')
    symlinkSync('../elsewhere/theirs.json', path.join(root, 'link.json'))
    chmodSync(path.join(root, 'locked.json'), 0o444)
    execFileSync('mkfifo', [path.join(root, 'pipe')])
    expect(attempt(root, 'a.json', { replace: true })).toBe('wrote')
    expect(attempt(root, 'link.json', { replace: true })).toBe('wrote')
    expect(lstatSync(path.join(root, 'link.json')).isFile()).toBe(true)
    expect(readFileSync(path.join(elsewhere, 'theirs.json'), 'utf8')).toBe('theirs\n')
    expect(attempt(root, 'locked.json', { replace: true })).toBe('unsafe: <root>/locked.json is read-only (its owner may not write it)')
    expect(attempt(root, 'folder', { replace: true })).toBe('unsafe: <root>/folder is a folder, not a file')
    expect(attempt(root, 'pipe', { replace: true })).toBe('unsafe: <root>/pipe is a FIFO, not a file')
    expect(readFileSync(path.join(root, 'locked.json'), 'utf8')).toBe('old\n')
  })

  it('refuses a target outside the root, and names the root as the caller calls it', () => {
    const { root } = project()
    symlinkSync('../elsewhere', path.join(root, '.github'))
    expect(attempt(root, '../elsewhere/x')).toBe('unsafe: <parent>/elsewhere is outside the project')
    expect(attempt(root, '.github/x', { rootName: 'repository' })).toBe('unsafe: <root>/.github is a symbolic link out of the repository, to <parent>/elsewhere')
    expect(readlinkSync(path.join(root, '.github'))).toBe('../elsewhere')
  })
})
