/**
 * What the site generator leaves out of a site, so docslint neither lints it as a page nor calls it an
 * orphan: the folders and repository files of its default ignore list (`.git`, `.github`, `node_modules`,
 * `build`, `dist`, ..., `README.md`, `LICENSE.md`, `CHANGELOG.md`, `CONTRIBUTING.md`, in any case), the
 * `.mintlify` folder it keeps to itself (the agent's `AGENTS.md`, the assistant's `Assistant.md` and skills:
 * never served), the skill files it serves as skills rather than pages (`skill.md` at the root, `SKILL.md`
 * in a `skills` folder, which `.mintlify/skills` may link to), and what the site's own `.mintignore`
 * (gitignore syntax, beside docs.json) excludes.
 */
import path from 'node:path'
import { readToolFile, toolFileFailure } from '../config/tool-files.js'
import { ignorePatterns, UnusableIgnoreFile } from './ignore-patterns.js'
import { isMissing } from './read-file.js'

/** The generator's "Default ignored patterns" (organize/mintignore), and `.mintlify`, which it does not serve. */
const IGNORED_FOLDERS = new Set(['.git', '.github', '.claude', '.agents', '.idea', '.vscode', 'node_modules', 'build', 'dist', 'coverage', '.cache', 'tmp', 'temp', '.mintlify'])
const IGNORED_FILES = new Set(['readme.md', 'license.md', 'changelog.md', 'contributing.md'])
/** Their lengths: asked of every page of the site, a name of another length is not lower-cased to be looked up. */
const IGNORED_FILE_LENGTHS = new Set([...IGNORED_FILES].map((name) => name.length))

function isIgnoredFile(name: string): boolean {
  return IGNORED_FILE_LENGTHS.has(name.length) && IGNORED_FILES.has(name.toLowerCase())
}

/** A skill file (`skill.md` at the root, `SKILL.md` in a `skills` folder): the generator serves it to agents as a skill, not as a page. */
function isSkillFile(relative: string, name: string): boolean {
  // Asked of every page of the site: the length first, before a lower-case copy of the name.
  if (name.length !== 'skill.md'.length || name.toLowerCase() !== 'skill.md') return false
  return !relative.includes('/') || relative.split('/').slice(0, -1).includes('skills')
}

/** Whether a path below the site root (`/` separators) is left out of the site; `folder` for a folder. */
export type Unpublished = (relative: string, folder: boolean) => boolean

export function unpublishedIn(root: string): Unpublished {
  const text = mintignoreOf(root)
  const own = ignorePatterns(text, path.relative(process.cwd(), path.join(root, '.mintignore')))
  // Without a pattern (most sites have no .mintignore), no path is asked: each costs as much as listing its folder.
  const hasPatterns = text.split('\n').some((line) => line.trim() !== '' && !line.startsWith('#'))
  return (relative, folder) => {
    // The last segment: a path from the root has no trailing separator.
    const name = relative.slice(relative.lastIndexOf('/') + 1)
    if (folder ? IGNORED_FOLDERS.has(name) : isIgnoredFile(name) || isSkillFile(relative, name)) return true
    return hasPatterns && relative !== '' && own.ignores(folder ? `${relative}/` : relative)
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
