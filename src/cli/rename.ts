/**
 * `docslint rename <from> <to>`: moves a page and rewrites what leads to it; `docslint rename <page>#<id>
 * "<new text>"` renames a heading and the links to it (src/refactor/). `--dry-run` prints the change as a
 * unified diff and writes nothing; otherwise every file is written, or none.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff'
import { checkSites, RunFailure } from '../engine.js'
import { RefactorRefused, type ChangeSet } from '../refactor/change-set.js'
import { movePage } from '../refactor/move-page.js'
import { renameHeading } from '../refactor/rename-heading.js'
import { writeChangeSet } from '../refactor/write-change-set.js'
import { findSiteRoot, isInside } from '../site/root.js'
import type { Site } from '../site/model.js'
import { lexists } from '../util/lexists.js'
import { shownPath } from '../util/shown-path.js'
import { EXIT } from './exit.js'

export interface RenameFlags {
  dryRun?: boolean
}

export async function rename(from: string, to: string, flags: RenameFlags): Promise<number> {
  const cwd = process.cwd()
  const [file, anchor] = splitAnchor(from)
  const absolute = path.resolve(cwd, file)
  if (!lexists(absolute)) throw new RunFailure(`${file} does not exist`)
  const found = findSiteRoot(path.dirname(absolute))
  if (!found || !isInside(absolute, found.root)) throw new RunFailure(`${file} is in no docs site (no docs.json or mint.json in its folder or above it)`)
  const site = await siteAt(found.root, cwd)
  const sitePath = (target: string) => path.relative(site.root, target).split(path.sep).join('/')
  const set = refactoring(() => {
    if (anchor !== undefined) return renameHeading(site, sitePath(absolute), anchor, to, read)
    const target = path.resolve(cwd, to)
    if (!isInside(target, site.root)) throw new RefactorRefused(`${to} is outside the site at ${shownPath(site.root)}`)
    if (lexists(target)) throw new RefactorRefused(`${to} exists: rename does not replace a file`)
    return movePage(site, sitePath(absolute), sitePath(target), read)
  })
  for (const line of set.leftAlone) process.stderr.write(`docslint rename: left as it is: ${shownLeftAlone(line, cwd)}\n`)
  if (flags.dryRun) {
    process.stdout.write(diffOf(set, cwd))
    return EXIT.clean
  }
  refactoring(() => writeChangeSet(set, site.root))
  process.stderr.write(`docslint rename: ${summaryOf(set, cwd)}\n`)
  return EXIT.clean
}

/** `guides/setup.mdx#install` is a heading of the page; a path alone is a page. */
function splitAnchor(from: string): [string, string | undefined] {
  const hash = from.indexOf('#')
  if (hash === -1) return [from, undefined]
  const anchor = from.slice(hash + 1)
  try {
    return [from.slice(0, hash), decodeURIComponent(anchor)]
  } catch {
    return [from.slice(0, hash), anchor]
  }
}

/** The Site model, as `docslint check` builds it for the whole site. */
async function siteAt(root: string, cwd: string): Promise<Site> {
  const { sites } = await checkSites({ paths: [root], cwd })
  const site = sites.find((candidate) => candidate.root === root)
  if (!site?.document) throw new RunFailure(`${shownPath(path.join(root, 'docs.json'))} is not valid JSON: \`docslint check\` says where`)
  return site
}

function read(absolute: string): string {
  return readFileSync(absolute, 'utf8')
}

/** A refactoring's refusal is the one line of a failed run. */
function refactoring<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    throw error instanceof RefactorRefused ? new RunFailure(error.message) : error
  }
}

/** The change set as git writes a diff (`a/guides/old.mdx`, `b/guides/new.mdx`), files in path order. */
export function diffOf(set: ChangeSet, cwd: string): string {
  const shown = (file: string) => path.relative(cwd, file).split(path.sep).join('/')
  return set.changes
    .map((change) => {
      const after = change.absolute === set.move?.from ? set.move.to : change.absolute
      return createTwoFilesPatch(`a/${shown(change.absolute)}`, `b/${shown(after)}`, change.before, change.after, undefined, undefined, { headerOptions: FILE_HEADERS_ONLY })
    })
    .join('')
}

function summaryOf(set: ChangeSet, cwd: string): string {
  const edited = set.changes.filter((change) => change.edits.length > 0).length
  const moved = set.move ? `moved ${shownPath(set.move.from, cwd)} to ${shownPath(set.move.to, cwd)}; ` : ''
  return `${moved}${edited} ${edited === 1 ? 'file' : 'files'} edited`
}

/** `/abs/guides/x.mdx:3:5: why` shown from the current folder. */
function shownLeftAlone(line: string, cwd: string): string {
  const [, file, rest] = /^(.*?)(:\d+:\d+: .*)$/s.exec(line) ?? [line, line, '']
  return `${shownPath(file, cwd)}${rest}`
}
