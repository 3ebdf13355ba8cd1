/** The thread that lists a site ahead of the walk (src/discovery/prefetch.ts): given the folder the command runs in, it sends back the site it found there, or null. */
import { parentPort, workerData } from 'node:worker_threads'
import { listSiteAhead } from './site-listing.js'

parentPort?.postMessage(listSiteAhead(workerData as string) ?? null)
