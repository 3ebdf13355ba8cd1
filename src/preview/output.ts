/**
 * The output folder of `docslint build`, made safe to write: docslint deletes only files it wrote itself.
 * Each build records the files it wrote in `_docslint/manifest.json`; a rebuild deletes exactly those (and the
 * folders that held them, once empty), and refuses a folder holding anything else. Paths are compared by
 * their real paths, so no symbolic link can make the site, a folder above it, `/` or the home folder pass
 * for an output folder.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { isInside } from '../site/root.js'
import { makeFolders } from '../util/make-folders.js'
import { lexists } from '../util/lexists.js'

/** The list of files a build wrote, relative to the output folder (`/` between folders). */
export const MANIFEST_FILE = '_docslint/manifest.json'

/** Thrown when the output folder cannot be used (it holds the site, or files the preview did not write). */
export class PreviewFailure extends Error {
  override name = 'PreviewFailure'
}

interface Manifest {
  generator: 'docslint'
  files: string[]
  /** Those of `files` copied from the site as they are (images, downloads, an `.html` demo): `--serve` sandboxes them. */
  copied?: string[]
}

/**
 * Makes `outDir` ready for a new preview and returns its real path, to write into: refuses a folder that is
 * not docslint's to empty, then deletes the files of the earlier preview, so a page that was removed does not
 * linger.
 */
export function prepareOutput(root: string, outDir: string): string {
  const out = realOutputPath(outDir)
  refuseProtectedFolder(out, realpathSync.native(root), outDir)
  if (existsSync(out)) removeEarlierPreview(out, outDir)
  makeFolders(out)
  return out
}

/** Writes the manifest of a build: the files written, and those of them copied from the site, sorted. */
export function writeManifest(out: string, files: string[], copied: string[]): void {
  const manifest: Manifest = { generator: 'docslint', files: [...files].sort(), copied: [...copied].sort() }
  makeFolders(path.join(out, path.dirname(MANIFEST_FILE)))
  writeFileSync(path.join(out, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
}

/**
 * The real path `outDir` has or will have: the part that exists resolved (symbolic links followed), the rest
 * appended. A part that exists but is a file is an error here, not `ENOTDIR` later.
 */
function realOutputPath(outDir: string): string {
  const absolute = path.resolve(outDir)
  const missing: string[] = []
  let existing = absolute
  while (!lexists(existing)) {
    missing.unshift(path.basename(existing))
    existing = path.dirname(existing)
  }
  if (!existsSync(existing)) throw new PreviewFailure(`the output folder ${outDir} cannot be made: ${existing} is a symbolic link that leads nowhere`)
  if (!statSync(existing).isDirectory()) {
    if (missing.length === 0) throw new PreviewFailure(`the output ${outDir} is a file, not a folder`)
    throw new PreviewFailure(`the output folder ${outDir} cannot be made: ${existing} is a file, not a folder`)
  }
  return path.join(realpathSync.native(existing), ...missing)
}

function refuseProtectedFolder(out: string, realRoot: string, outDir: string): void {
  if (out === path.parse(out).root) throw new PreviewFailure(`the output folder ${outDir} is the root of the file system; choose another folder`)
  if (existsSync(homedir()) && out === realpathSync.native(homedir())) {
    throw new PreviewFailure(`the output folder ${outDir} is your home folder; choose another folder`)
  }
  if (isInside(realRoot, out)) throw new PreviewFailure(`the output folder ${outDir} holds the site itself; choose another folder`)
}

/** Deletes an earlier preview, file by file from its manifest; refuses when the folder holds anything else. */
function removeEarlierPreview(out: string, outDir: string): void {
  const { files, folders } = listOutput(out)
  if (files.length === 0) return
  const manifest = readManifest(out)
  if (!manifest) {
    throw new PreviewFailure(`the output folder ${outDir} is not empty and holds no earlier preview (no valid ${MANIFEST_FILE}); empty it or choose another folder`)
  }
  const written = new Set([...manifest.files, MANIFEST_FILE])
  const stranger = files.find((file) => !written.has(file.path) || !file.regular)
  if (stranger) throw new PreviewFailure(`the output folder ${outDir} holds \`${stranger.path}\`, which docslint did not write; remove it or choose another folder`)
  for (const file of files) unlinkSync(path.join(out, file.path))
  removeFoldersMadeFor(out, folders, [...written])
}

/** Empty folders that held the files docslint wrote, deepest first; a folder it did not make stays, even empty. */
function removeFoldersMadeFor(out: string, folders: string[], written: string[]): void {
  const made = new Set(written.flatMap(ancestorFolders))
  for (const folder of folders.filter((name) => made.has(name)).sort((a, b) => b.length - a.length)) {
    if (readdirSync(path.join(out, folder)).length === 0) rmdirSync(path.join(out, folder))
  }
}

/** `a/b/c.html` is in `a/b` and `a`. */
function ancestorFolders(file: string): string[] {
  const parts = file.split('/').slice(0, -1)
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'))
}

/** Everything below the output folder, without following links: files (links included) and folders, relative with `/`. */
function listOutput(out: string): { files: { path: string; regular: boolean }[]; folders: string[] } {
  const files: { path: string; regular: boolean }[] = []
  const folders: string[] = []
  const pending = ['']
  for (let folder = pending.pop(); folder !== undefined; folder = pending.pop()) {
    for (const entry of readdirSync(path.join(out, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        folders.push(relative)
        pending.push(relative)
      } else files.push({ path: relative, regular: entry.isFile() })
    }
  }
  return { files, folders }
}

function readManifest(out: string): Manifest | undefined {
  const file = path.join(out, MANIFEST_FILE)
  if (!existsSync(file) || !lstatSync(file).isFile()) return undefined
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest> | null
    const valid = value?.generator === 'docslint' && isStringList(value.files) && (value.copied === undefined || isStringList(value.copied))
    return valid ? (value as Manifest) : undefined
  } catch {
    return undefined
  }
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string')

/**
 * The files of the output folder that docslint made itself (pages, `_docslint/`), as its manifest lists
 * them: every file written, less those copied from the site. Empty when the manifest cannot be read or does
 * not say which were copied (an earlier version's), so that nothing passes for docslint's own by mistake.
 */
export function filesMadeByDocslint(out: string): Set<string> {
  const manifest = readManifest(out)
  if (!manifest?.copied) return new Set()
  const copied = new Set(manifest.copied)
  return new Set(manifest.files.filter((file) => !copied.has(file)))
}
