import type { Command } from 'commander'
import { checkSites, RunFailure } from '../engine.js'
import { writePreview } from '../preview/build.js'
import { PreviewFailure } from '../preview/output.js'
import { countMessages, formatReport } from '../report/index.js'
import { addSiteOptions, checkOptionsOf, newCommand, type SiteFlags } from './command.js'
import { EXIT } from './exit.js'

export interface BuildFlags extends SiteFlags {
  out: string
  force?: boolean
}

/** `docslint build [root] --out <dir>`: check the site, then write its static preview. */
export function buildCommand(): Command {
  return addSiteOptions(
    newCommand('build')
      .description('check a site, then write a static preview of it (refused when the check finds errors, unless --force)')
      .argument('[root]', 'the site folder (holding docs.json)', '.')
      .requiredOption('--out <dir>', 'the folder to write the preview into (emptied first when it holds an earlier preview)')
      .option('--force', 'build even when the check finds errors')
  )
}

/**
 * Checks, prints the report when there is something to say, and builds from the same Site model unless
 * the check found errors (exit 1) and `--force` was not given.
 */
export async function buildAndReport(root: string, flags: BuildFlags): Promise<number> {
  const started = performance.now()
  const { files, sites } = await checkSites({ ...checkOptionsOf(flags), paths: [root], keepPreviewTrees: true })
  const counts = countMessages(files)
  const color = flags.color ?? (Boolean(process.stdout.isTTY) && !process.env.NO_COLOR)
  const report = formatReport(files, { format: flags.format, color, quiet: Boolean(flags.quiet), verbose: false })
  if (counts.errors > 0 || (!flags.quiet && counts.warnings > 0) || flags.format !== 'stylish') process.stdout.write(report)
  if (counts.errors > 0 && !flags.force) {
    process.stderr.write('docslint: not built, because the check found errors (fix them, or build anyway with --force)\n')
    return EXIT.problems
  }
  if (sites.length !== 1) throw new RunFailure(`build takes one site; ${root} holds ${sites.length}`)
  try {
    const result = writePreview(sites[0], flags.out)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const size = (result.bytes / 1024).toFixed(0)
    process.stderr.write(`docslint: built ${result.pages} pages into ${flags.out} (${result.files.length} files, ${size} KiB) in ${seconds} s\n`)
  } catch (error) {
    if (error instanceof PreviewFailure) throw new RunFailure(error.message)
    throw error
  }
  return counts.errors > 0 ? EXIT.problems : EXIT.clean
}
