/**
 * Watching a site for `--watch`: every file below the site's folders (pages, docs.json, OpenAPI specs and the
 * files their `$ref`s name, which are followed only inside the site, snippets, images, `.docslintrc*`,
 * `.docslintignore`, `.mintignore`), and the configuration and ignore files of the folders above it, which
 * apply to the site too. A burst of changes (an editor saving several files, `git checkout`) is reported once,
 * after the files have been quiet for a moment.
 *
 * chokidar rather than `fs.watch(root, { recursive: true })`: on Linux, Node 20's recursive watch is written
 * in JavaScript over one inotify watch per folder and file, has no way to leave a folder out before watching
 * it (node_modules and .git would be watched, and can use up the user's inotify watches), and misses changes
 * in folders made while it walks the tree (nodejs/node#48437). chokidar leaves ignored folders unwatched,
 * follows editors that save by writing a new file and renaming it over the old, and behaves the same on macOS
 * and Windows.
 *
 * Symbolic links are watched as links, never followed, as the check lists each folder of the site once and
 * follows no link out of it (src/discovery.ts): a link to `/` would watch the whole disk (106,000 inotify
 * watches and 3 GB in 45 s), and links to a folder above (`up -> ..`, `loop -> .`) walk the same folders again
 * and again. A link to a folder inside the site loses nothing: that folder is watched at its own path. A
 * watched path that is itself a link (a site reached through one) is watched where it leads.
 */
import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { isInside } from '../site/root.js'
import { IGNORE_FILE, RC_FILE_NAMES } from '../config/tool-files.js'

/** How long the files must be quiet before a burst of changes is reported. */
export const QUIET_MS = 150

/** The files of a folder above the site that apply to it: the tool configuration cascade (as unified-engine looks for it) and the ignore file. */
const CONFIG_NAMES_ABOVE = [...RC_FILE_NAMES, IGNORE_FILE]

/** Folders never watched, wherever they are. */
const IGNORED_FOLDERS = new Set(['node_modules', '.git'])

/** Editors' temporary files: vim's swap files and its write test (`4913`), backups (`name~`), Emacs locks (`.#name`). */
const EDITOR_TEMPORARY = /(?:\.sw[a-px]|~|^4913)$|^\.#/

export interface WatchOptions {
  /** Folders (and files) to watch. */
  paths: string[]
  /** Folders and files inside them never to watch: the preview's output folder, the report and cache files. */
  ignore: string[]
  /** Called once per burst of changes, with the absolute paths that changed (sorted). */
  onChange: (changed: string[]) => void
  /** A watch that failed (a folder that cannot be read, too many files for the system's limit). */
  onError: (reason: string) => void
}

export interface Watch {
  close(): Promise<void>
}

/** Starts watching; resolves once the files are watched, so a change made after it is seen. */
export async function watchFiles(options: WatchOptions): Promise<Watch> {
  // Loaded here: chokidar is only needed when watching.
  const { watch } = await import('chokidar')
  const ignore = options.ignore.map((file) => path.resolve(file))
  const watched = options.paths.map((given) => ({ given: path.resolve(given), real: realPathOf(given) }))
  // chokidar reports the paths it watches; the rest of docslint knows them by the paths they were given by.
  const givenPath = (file: string) => givenPathOf(path.resolve(file), watched)
  const watcher = watch(
    watched.map(({ real }) => real),
    { ignoreInitial: true, followSymlinks: false, ignored: (file: string) => isIgnored(givenPath(file), ignore) }
  )
  const changed = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let ready = false
  watcher.on('all', (event, file) => {
    // `ignoreInitial` leaves out the files found before the watch is ready, but not the links (chokidar 5).
    if (!ready) return
    // A new folder changes nothing until files are in it (each of those is an event of its own).
    if (event === 'addDir') return
    changed.add(givenPath(file))
    clearTimeout(timer)
    timer = setTimeout(() => {
      const batch = [...changed].sort()
      changed.clear()
      options.onChange(batch)
    }, QUIET_MS)
  })
  watcher.on('error', (error) => options.onError(describeWatchError(error)))
  await new Promise<void>((resolve) =>
    watcher.once('ready', () => {
      ready = true
      resolve()
    })
  )
  return {
    close: async () => {
      clearTimeout(timer)
      await watcher.close()
    }
  }
}

/** Where a path to watch leads; the path itself while it does not exist (its folder may be made later). */
function realPathOf(file: string): string {
  try {
    return realpathSync(file)
  } catch {
    return path.resolve(file)
  }
}

/** A watched path by the path it was given by: its watched folder's real path replaced by that folder's given one. */
function givenPathOf(file: string, watched: { given: string; real: string }[]): string {
  const folder = watched.find(({ real }) => isInside(file, real))
  return folder ? path.join(folder.given, path.relative(folder.real, file)) : file
}

function isIgnored(file: string, ignore: string[]): boolean {
  const name = path.basename(file)
  if (IGNORED_FOLDERS.has(name) || EDITOR_TEMPORARY.test(name)) return true
  return ignore.some((ignored) => isInside(file, ignored))
}

/** The paths to watch for a site at `root`: the site itself and the configuration and ignore files above it that exist. */
export function watchedPaths(root: string): string[] {
  const paths = [root]
  for (let folder = path.dirname(root); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    for (const name of CONFIG_NAMES_ABOVE) if (existsSync(path.join(folder, name))) paths.push(path.join(folder, name))
  }
  return paths
}

function describeWatchError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code
  if (code === 'ENOSPC' || code === 'EMFILE') return `cannot watch every file (${code}: the system's limit of watched files is reached); raise fs.inotify.max_user_watches, or watch a smaller folder`
  return `cannot watch a file: ${(error as Error)?.message ?? String(error)}`
}
