import { beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { useWatchedSite } from '../e2e/watched-cli.js'

/** Linux says which inodes a process watches (`/proc/<pid>/fdinfo` of its inotify descriptors); elsewhere there is nothing to count. */
const onLinux = existsSync('/proc/self/fdinfo')

/** The inodes the inotify descriptors of process `pid` watch. */
function watchedInodes(pid: number): Set<number> {
  const inodes = new Set<number>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    if (readIfOpen(() => readlinkSync(`/proc/${pid}/fd/${fd}`)) !== 'anon_inode:inotify') continue
    for (const [, inode] of (readIfOpen(() => readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8')) ?? '').matchAll(/^inotify wd:\S+ ino:([0-9a-f]+)/gm)) inodes.add(parseInt(inode, 16))
  }
  return inodes
}

/** What `read` reads of a descriptor the process may close meanwhile (a page read while the test looks): undefined once it is gone. */
function readIfOpen(read: () => string): string | undefined {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** The inodes of a folder and of everything below it, links not followed. */
function inodesBelow(folder: string, inodes = new Set<number>()): Set<number> {
  inodes.add(lstatSync(folder).ino)
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) inodesBelow(file, inodes)
    else inodes.add(lstatSync(file).ino)
  }
  return inodes
}

describe('--watch follows no symbolic link out of the site, nor a loop (built CLI)', () => {
  const site = useWatchedSite()
  beforeEach(() => {
    symlinkSync('/', site.file('escape'))
    symlinkSync('..', site.file('up'))
    symlinkSync('.', site.file('loop'))
    // A link that stays in the site: its folder is watched at its own path.
    symlinkSync('../guides', site.file('v1/guides'))
  })

  const commands: [string, string[]][] = [
    ['check --watch', ['check', 'site', '--watch']],
    ['build --watch', ['build', 'site', '--out', 'preview', '--watch']]
  ]
  it.each(commands)('%s watches only the files and folders of the site, and sees an edit to a page', async (_command, args) => {
    const cli = site.start(args)
    await cli.waitForRun(1)
    if (onLinux) {
      const watched = watchedInodes(cli.pid)
      const inSite = inodesBelow(site.file(''))
      expect(watched.size).toBeGreaterThan(0)
      expect([...watched].filter((inode) => !inSite.has(inode))).toEqual([])
    }
    expect(cli.stderr).not.toContain('cannot watch')

    const page = site.file('guides/deploy.mdx')
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nMore.\n`)
    expect(await cli.waitForRun(2)).toContain(' after a change to site/guides/deploy.mdx; ')
  })

  it('watches a site reached through a link to it, and names the changed page by the path it was given', async () => {
    symlinkSync('site', path.join(site.folder(), 'docs'))
    const cli = site.start(['check', 'docs', '--watch'])
    await cli.waitForRun(1)
    const page = site.file('quickstart.mdx')
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nMore.\n`)
    expect(await cli.waitForRun(2)).toContain(' after a change to docs/quickstart.mdx; ')
  })
})
