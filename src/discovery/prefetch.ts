/**
 * The site's listing, started as the command starts (src/cli.ts): a warm check with `--cache` (the pre-commit
 * hook's) spends its first fifth of a second loading docslint's modules in this thread while a second core
 * idles, and on a site of 10,000 pages listing the folders and taking each page's stamp costs about as much
 * again. A thread of its own lists the site meanwhile (src/discovery/listing-worker.ts); the walk takes what it
 * found (src/discovery.ts). A thread that fails, finds another site or is not waited for costs nothing else.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
// Loaded by the launcher before anything else (src/cli.ts): Node's modules only, and the listing's type.
import type { ListedSite } from './site-listing.js'

/** The module the thread runs: beside this one in dist/ and in the command's bundle. */
const workerEntry = new URL('./listing-worker.js', import.meta.url)

let pending: Promise<ListedSite | undefined> | undefined

/** What the thread is given: the folder the command runs in, and the command's words that are no options. */
export interface ListingAsked {
  cwd: string
  paths: string[]
}

/**
 * Starts listing the site of the command `argv` run in `cwd` in a thread of its own, for the next walk (takeListing):
 * the site of the first word that is no option and names a path in one (see listSiteAhead), or of `cwd`.
 */
export function prefetchSiteListing(cwd: string, argv: string[]): void {
  // Run from the sources (the tests), there is no module for the thread.
  if (pending || !existsSync(fileURLToPath(workerEntry))) return
  const paths = argv.filter((word, index) => !word.startsWith('-') && !(index === 0 && word === 'check'))
  const worker = startedWorker({ cwd, paths })
  if (!worker) return
  // The process ends when its work does, whether or not the listing was waited for.
  worker.unref()
  pending = new Promise((resolve) => {
    worker.once('message', (site: ListedSite | null) => resolve(site ?? undefined))
    worker.once('error', () => resolve(undefined))
    worker.once('exit', () => resolve(undefined))
  })
}

/** The thread, or undefined where none can be started (a limit on threads): the walk then lists the site itself. */
function startedWorker(asked: ListingAsked): Worker | undefined {
  try {
    return new Worker(workerEntry, { workerData: asked })
  } catch {
    return undefined
  }
}

/**
 * The listing started for this process's first walk, when it is of the site at `root`: once only, as a later walk
 * (a watched check's next run) must see the site as it is then.
 */
export async function takeListing(root: string): Promise<ListedSite | undefined> {
  const listing = pending
  pending = undefined
  const site = await listing
  return site?.root === root ? site : undefined
}
