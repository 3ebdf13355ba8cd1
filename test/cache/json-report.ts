import { check, type CheckOptions } from '../../src/engine.js'
import { formatReport } from '../../src/report/index.js'

/** The JSON report of a check of the site at `root`, from it: what the cache tests compare, cached and cold. */
export async function jsonReport(root: string, options: CheckOptions = {}): Promise<string> {
  return formatReport(await check({ paths: [root], cwd: root, ...options }), { format: 'json', color: false, quiet: false, verbose: false })
}
