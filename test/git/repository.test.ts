import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { changedLines, changesSince, exportedRoot, exportTree, gitBeside, removeTree, textAtBeside, workTreeAnswers } from '../../src/git/repository.js'
import { commitAll, git, tempRepo } from '../e2e/git.js'

const LINES = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`)

/** A repository with three files committed; returns it and the commit. */
function repository(): { repo: string; base: string } {
  const repo = tempRepo('docslint-git-')
  writeFileSync(path.join(repo, 'edited.mdx'), `${LINES.join('\n')}\n`)
  writeFileSync(path.join(repo, 'moved.mdx'), `${LINES.join('\n')}\n`)
  writeFileSync(path.join(repo, 'gone.mdx'), 'gone\n')
  return { repo, base: commitAll(repo, 'Base') }
}

describe('the git queries of a change', () => {
  it('lists added, modified, renamed and deleted files, untracked ones as added, staged ones only when asked', () => {
    const { repo, base } = repository()
    writeFileSync(path.join(repo, 'edited.mdx'), `${['line 0', ...LINES].join('\n')}\n`)
    git(repo, ['mv', 'moved.mdx', 'café.mdx'])
    git(repo, ['rm', '--quiet', 'gone.mdx'])
    writeFileSync(path.join(repo, 'new.mdx'), 'new\n')
    expect(changesSince(repo, base, false)).toEqual([
      { status: 'renamed', from: 'moved.mdx', path: 'café.mdx' },
      { status: 'modified', path: 'edited.mdx' },
      { status: 'deleted', path: 'gone.mdx' },
      { status: 'added', path: 'new.mdx' }
    ])
    expect(changesSince(repo, base, true)).toEqual([
      { status: 'renamed', from: 'moved.mdx', path: 'café.mdx' },
      { status: 'deleted', path: 'gone.mdx' }
    ])
  })

  it('tells a page made a symbolic link from an edit of its text', () => {
    const { repo, base } = repository()
    unlinkSync(path.join(repo, 'gone.mdx'))
    symlinkSync('edited.mdx', path.join(repo, 'gone.mdx'))
    writeFileSync(path.join(repo, 'edited.mdx'), 'edited\n')
    expect(changesSince(repo, base, false)).toEqual([
      { status: 'modified', path: 'edited.mdx' },
      { status: 'modified', path: 'gone.mdx', modifiedHow: 'type' }
    ])
  })

  it("lists the edits not staged, the untracked files and the files git ignores (an ignored folder once), and reads a file's text at a commit, beside the caller's work", async () => {
    const { repo, base } = repository()
    writeFileSync(path.join(repo, 'edited.mdx'), 'staged\n')
    git(repo, ['add', 'edited.mdx'])
    writeFileSync(path.join(repo, 'moved.mdx'), 'not staged\n')
    writeFileSync(path.join(repo, '.gitignore'), 'drafts/\n*.log\n')
    mkdirSync(path.join(repo, 'drafts'))
    writeFileSync(path.join(repo, 'drafts', 'next.mdx'), 'next\n')
    writeFileSync(path.join(repo, 'build.log'), 'log\n')
    writeFileSync(path.join(repo, 'new.mdx'), 'new\n')
    const staged = workTreeAnswers(repo, true)
    expect(await staged.unstaged).toEqual(['moved.mdx'])
    expect((await staged.untracked).sort()).toEqual(['.gitignore', 'new.mdx'])
    expect((await staged.ignored).sort()).toEqual(['build.log', 'drafts/'])
    // A change of the work tree asks git for the ignored files alone: its untracked files are among its changes.
    const workTree = workTreeAnswers(repo, false)
    expect([await workTree.unstaged, await workTree.untracked]).toEqual([[], []])
    expect((await workTree.ignored).sort()).toEqual(['build.log', 'drafts/'])
    expect(await textAtBeside(repo, base, 'edited.mdx')).toBe(`${LINES.join('\n')}\n`)
  })

  it('fails in one line, as git() does, when git says no; and a failure nobody waits for is no unhandled one', async () => {
    const { repo, base } = repository()
    await expect(textAtBeside(repo, base, 'no-such-page.mdx')).rejects.toThrow(/^`git cat-file` failed: /)
    await expect(gitBeside(repo, ['rev-parse', '--verify', '--end-of-options', 'no-such-branch'])).rejects.toThrow(/^`git rev-parse` failed: /)
    // A folder that is gone is not git that is missing.
    const gone = path.join(repo, 'gone-folder')
    await expect(gitBeside(gone, ['status'])).rejects.toThrow(`\`git status\` could not run in ${gone}: the folder does not exist`)
    expect(() => changedLines(gone, base, false)).toThrow(`\`git diff\` could not run in ${gone}: the folder does not exist`)
    const unhandled: unknown[] = []
    const listen = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', listen)
    try {
      textAtBeside(repo, base, 'nor-this.mdx')
      await new Promise((resolve) => setTimeout(resolve, 300))
    } finally {
      process.off('unhandledRejection', listen)
    }
    expect(unhandled).toEqual([])
  })

  it("gives each modified or renamed file's changed lines, on the new side, by path (quoted names too)", () => {
    const { repo, base } = repository()
    const edited = [...LINES]
    // An added line that reads as a diff's file header (`+++ b/...`) is a line like any other.
    edited.splice(4, 1, 'line 5, edited', '++ b/not-a-file.mdx')
    edited.splice(15, 2)
    writeFileSync(path.join(repo, 'edited.mdx'), `${edited.join('\n')}\n`)
    git(repo, ['mv', 'moved.mdx', 'café.mdx'])
    writeFileSync(path.join(repo, 'café.mdx'), `${LINES.map((line, index) => (index === 9 ? 'line ten' : line)).join('\n')}\n`)
    expect(Object.fromEntries(changedLines(repo, base, false))).toEqual({
      'café.mdx': [{ start: 10, end: 10 }],
      'edited.mdx': [{ start: 5, end: 6 }]
    })
  })

  it("writes the commit's wanted files into a temporary folder, leaving the repository as it was", () => {
    const { repo, base } = repository()
    writeFileSync(path.join(repo, 'edited.mdx'), 'changed since\n')
    const status = git(repo, ['status', '--porcelain'])
    const folder = exportTree(repo, base, (file) => file !== 'gone.mdx')
    try {
      expect(readFileSync(path.join(exportedRoot(folder), 'edited.mdx'), 'utf8')).toBe(`${LINES.join('\n')}\n`)
      expect(existsSync(path.join(exportedRoot(folder), 'moved.mdx'))).toBe(true)
      expect(existsSync(path.join(exportedRoot(folder), 'gone.mdx'))).toBe(false)
    } finally {
      removeTree(folder)
    }
    expect(existsSync(folder)).toBe(false)
    expect(git(repo, ['status', '--porcelain'])).toBe(status)
    expect(git(repo, ['worktree', 'list']).split('\n')).toHaveLength(1)
  })
})
