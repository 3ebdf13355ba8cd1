/**
 * What the site generator leaves out of a site, so docslint neither lints it as a page nor calls it an
 * orphan: the folders and repository files it ignores by itself (`.git`, `.github`, `node_modules`, ...,
 * `README.md`, `LICENSE.md`, `CHANGELOG.md`, `CONTRIBUTING.md`, in any case), and what the site's own
 * `.mintignore` (gitignore syntax, beside docs.json) excludes.
 */
import path from 'node:path'
import ignoreModule from 'ignore'
import { readToolFile, toolFileFailure } from '../config/tool-files.js'
import { unusablePattern } from './ignore-patterns.js'
import { isMissing } from './read-file.js'

// `ignore` is CommonJS whose types describe an ES default export; under NodeNext the call is on `.default`.
const ignore = ignoreModule as unknown as typeof ignoreModule.default

const IGNORED_FOLDERS = new Set(['.git', '.github', '.claude', '.agents', '.idea', 'node_modules'])
const IGNORED_FILES = new Set(['readme.md', 'license.md', 'changelog.md', 'contributing.md'])

/** An ignore file with a pattern that cannot be used: the run fails, naming the file and the line. */
export class UnusableIgnoreFile extends Error {
  override name = 'UnusableIgnoreFile'
}

/** Whether a path below the site root (`/` separators) is left out of the site; `folder` for a folder. */
export type Unpublished = (relative: string, folder: boolean) => boolean

export function unpublishedIn(root: string): Unpublished {
  const text = mintignoreOf(root)
  const unusable = unusablePattern(text)
  if (unusable) throw new UnusableIgnoreFile(`${path.relative(process.cwd(), path.join(root, '.mintignore'))}:${unusable.line}: ${unusable.reason}`)
  const own = ignore().add(text)
  return (relative, folder) => {
    const name = path.posix.basename(relative)
    if (folder ? IGNORED_FOLDERS.has(name) : IGNORED_FILES.has(name.toLowerCase())) return true
    return relative !== '' && own.ignores(folder ? `${relative}/` : relative)
  }
}

/** The text of the site's `.mintignore`, read as the tool's own files are (src/config/tool-files.ts); '' when there is none. */
function mintignoreOf(root: string): string {
  const file = path.join(root, '.mintignore')
  const read = readToolFile(file)
  if (!('refusal' in read)) return read.text
  if (isMissing(read.refusal)) return ''
  throw new UnusableIgnoreFile(toolFileFailure(file, read.refusal, process.cwd()))
}
