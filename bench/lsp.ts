/**
 * The language server's case of the benchmark: the built `docslint lsp --stdio` driven by a scripted editor
 * (bench/lsp-session.ts) on a site. It opens the site's first page (in path order) and times the open to the
 * page's own diagnostics and to its site's; then makes EDITS edits, one at a time (a sentence added at the end,
 * each after the last one's site diagnostics and a pause longer than a burst), and times each to the page's own
 * diagnostics and to its site's, the debounce included. Last, it runs `docslint check --cache` on the site and
 * starts a second server, which starts from that cache file, and times the same open again: an editor restarted.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BURST_GAP_MS } from '../src/lsp/debounce.js'
import { LspSession } from './lsp-session.js'
import { firstPage, median } from './site-files.js'

export const EDITS = 10

export interface Spread {
  medianMs: number
  maxMs: number
}

export interface LspResult {
  site: string
  /** Open to the opened page's own diagnostics, and to its site's. */
  openFirstMs: number
  openSiteMs: number
  /** Each edit to the page's own diagnostics, and to its site's, the debounce included. */
  editFirst: Spread
  editSite: Spread
  /** The server's CPU time (user and system, with any process it started) per edit, from the first edit sent to the last site diagnostics; undefined where it cannot be read. */
  editCpuMs?: number
  /** `$/progress` messages the server sent while it checked the site for the first time. */
  progressReports: number
  /** The same open in a server started after `docslint check --cache`, from its cache file. */
  restart: { openFirstMs: number; openSiteMs: number; log: string }
}

export async function benchmarkLsp(site: { name: string; dir: string }, cli: string, progress: (text: string) => void): Promise<LspResult> {
  const page = firstPage(site.dir)
  const text = readFileSync(page, 'utf8')
  progress('language server: open, ')
  const session = new LspSession(cli)
  let first: Awaited<ReturnType<LspSession['open']>>
  const edits: Awaited<ReturnType<LspSession['open']>>[] = []
  const editCpu: number[] = []
  try {
    await session.initialize(site.dir)
    first = await session.open(page, text)
    progress(`${EDITS} edits, `)
    for (let edit = 1; edit <= EDITS; edit++) {
      // Longer than a burst's gap: each edit is a single change, as after a pause in typing.
      await sleep(BURST_GAP_MS + 100)
      const before = session.cpuMs()
      edits.push(await session.change(page, `${text}\n\nEdited for the benchmark, edit ${edit}.\n`))
      const after = session.cpuMs()
      if (before !== undefined && after !== undefined) editCpu.push(after - before)
    }
  } finally {
    await session.close()
  }
  progress('restart from the cache\n')
  const restart = await restartFromCache(site.dir, cli, page, text)
  return {
    site: site.name,
    openFirstMs: first.firstMs,
    openSiteMs: first.siteMs,
    editFirst: spread(edits.map((edit) => edit.firstMs)),
    editSite: spread(edits.map((edit) => edit.siteMs)),
    editCpuMs: editCpu.length === EDITS ? median(editCpu) : undefined,
    progressReports: session.progressReports,
    restart
  }
}

/** `docslint check --cache` on the site (its cache at the default place, `.docslintcache`), then the open in a new server. */
async function restartFromCache(dir: string, cli: string, page: string, text: string): Promise<LspResult['restart']> {
  // Twice, as a hook runs: the first check's site record is made before its cache file is in the root's folder,
  // so only the second one's holds for the server's start (src/cache/site-record.ts).
  for (let run = 0; run < 2; run++) {
    const checked = spawnSync(process.execPath, [cli, 'check', '--cache', '--quiet', '--format', 'json', '.'], { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    if (checked.status !== 0 && checked.status !== 1) throw new Error(`docslint check --cache failed on ${dir}: ${checked.stderr.trim()}`)
  }
  const session = new LspSession(cli)
  try {
    await session.initialize(dir)
    const opened = await session.open(page, text)
    const logged = (start: string) => session.logs.find((line) => line.startsWith(start)) ?? ''
    return { openFirstMs: opened.firstMs, openSiteMs: opened.siteMs, log: `${logged('docslint: checked')}; ${logged('docslint: site rules')}` }
  } finally {
    await session.close()
    rmSync(path.join(dir, '.docslintcache'), { force: true })
  }
}

function spread(values: number[]): Spread {
  return { medianMs: median(values), maxMs: Math.max(...values) }
}
