/**
 * The thread that lists a site ahead of the walk (src/discovery/prefetch.ts): given the folder the command runs in
 * and the words of the command that may be paths, it sends back the site it found there, or null.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { ListingAsked } from './prefetch.js'
import { listSiteAhead } from './site-listing.js'

const { cwd, paths } = workerData as ListingAsked
parentPort?.postMessage(listSiteAhead(cwd, paths) ?? null)
