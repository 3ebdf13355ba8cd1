import { InvalidArgumentError, type Command } from 'commander'
import { checkSites, RunFailure } from '../engine.js'
import type { PageCache } from '../cache/page-cache.js'
import type { PlaceholderUse } from '../preview/build.js'
import { PreviewFailure } from '../preview/output.js'
import { countMessages, formatReport } from '../report/index.js'
import { addSiteOptions, checkOptionsOf, newCommand, type SiteFlags } from './command.js'
import { EXIT } from './exit.js'
import { errorsNotice } from './build-notice.js'
import type { BuildNotice } from '../preview/live-script.js'

export interface BuildFlags extends SiteFlags {
  out: string
  force?: boolean
  watch?: boolean
  serve?: boolean
  port: number
}

/** The port `--serve` uses unless `--port` says another. */
export const DEFAULT_PORT = 3000

/** `docslint build [root] --out <dir>`: check the site, then write its static preview. */
export function buildCommand(): Command {
  return addSiteOptions(
    newCommand('build')
      .description('check a site, then write a static preview of it (refused when the check finds errors, unless --force)')
      .argument('[root]', 'the site folder (holding docs.json)', '.')
      .requiredOption('--out <dir>', 'the folder to write the preview into (emptied first when it holds an earlier preview)')
      .option('--force', 'build even when the check finds errors')
      .option('--watch', 'build again after each change to the site, until Ctrl-C')
      .option('--serve', 'serve the preview on 127.0.0.1, reloading open pages after each build, until Ctrl-C')
      .option('--port <n>', `the port --serve listens on (0: any free port)`, parsePort, DEFAULT_PORT)
  )
}

function parsePort(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535')
  return Number(value)
}

/** What one build did: its exit status, whether it wrote the preview, and its errors for the served pages. */
export interface BuildRun {
  status: number
  built: boolean
  notice?: BuildNotice
}

/**
 * Checks, prints the report when there is something to say, and builds from the same Site model unless
 * the check found errors (exit 1) and `--force` was not given. `warmCache` keeps the pages' results between
 * the builds of `--watch`.
 */
export async function buildAndReport(root: string, flags: BuildFlags, warmCache?: PageCache): Promise<BuildRun> {
  const started = performance.now()
  const { files, sites } = await checkSites({ ...checkOptionsOf(flags), paths: [root], keepPreviewTrees: true, warmCache })
  const counts = countMessages(files)
  const color = flags.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR)
  const report = formatReport(files, { format: flags.format, color, quiet: Boolean(flags.quiet), verbose: false })
  if (counts.errors > 0 || (!flags.quiet && counts.warnings > 0) || flags.format !== 'stylish') process.stdout.write(report)
  if (counts.errors > 0 && !flags.force) {
    process.stderr.write('docslint: not built, because the check found errors (fix them, or build anyway with --force)\n')
    return { status: EXIT.problems, built: false, notice: errorsNotice(files, false) }
  }
  if (sites.length !== 1) throw new RunFailure(`build takes one site; ${root} holds ${sites.length}`)
  try {
    // Loaded here, not with the command line: the preview draws with React and the component library, which a check never needs.
    const { writePreview } = await import('../preview/build.js')
    const result = await writePreview(sites[0], flags.out, { concurrency: flags.concurrency })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const size = (result.bytes / 1024).toFixed(0)
    process.stderr.write(`docslint: built ${result.pages} pages into ${flags.out} (${result.files.length} files, ${size} KiB) in ${seconds} s\n`)
    for (const use of result.placeholders) process.stderr.write(`docslint: ${placeholderLine(use)}\n`)
  } catch (error) {
    if (error instanceof PreviewFailure) throw new RunFailure(error.message)
    throw error
  }
  return { status: counts.errors > 0 ? EXIT.problems : EXIT.clean, built: true, notice: errorsNotice(files, true) }
}

const PLACEHOLDER_KINDS: Record<PlaceholderUse['kind'], string> = {
  custom: 'custom component',
  unknown: 'unknown component',
  undrawn: 'component'
}

/** One line per component the preview shows as a placeholder: `custom component \`HeroCard\` shown as a placeholder on 4 pages`. */
export function placeholderLine(use: PlaceholderUse): string {
  const why = use.kind === 'undrawn' ? ' (attributes it could not draw)' : ''
  return `${PLACEHOLDER_KINDS[use.kind]} \`${use.name}\`${why} shown as a placeholder on ${use.pages} page${use.pages === 1 ? '' : 's'}`
}
