/**
 * The progress of a site's check in the editor (`$/progress`, created with `window/workDoneProgress/create`):
 * "Checking site: 1,234 of 4,614 pages", at most every REPORT_EVERY_MS, and ended when the check is done. A
 * client that cannot show progress gets none (the library's reporter then sends nothing).
 */
import type { Connection, WorkDoneProgressServerReporter } from 'vscode-languageserver'

/** Reports closer together than this are left out: an editor cannot show them, and each is a message. */
export const REPORT_EVERY_MS = 200

export class SiteProgress {
  private reporter?: WorkDoneProgressServerReporter
  private lastReport = -Infinity
  private ended = false

  private constructor(private readonly now: () => number) {}

  /** Asks the editor for a progress bar titled for the site; a failed request (an editor without one) shows none. */
  static async begin(connection: Connection, site: string, now: () => number = () => performance.now()): Promise<SiteProgress> {
    const progress = new SiteProgress(now)
    try {
      progress.reporter = await connection.window.createWorkDoneProgress()
      progress.reporter.begin(`docslint: ${site}`, 0, 'Checking site', false)
    } catch {
      progress.reporter = undefined
    }
    return progress
  }

  /** `done` of the site's `total` pages are checked. */
  pages(done: number, total: number): void {
    const now = this.now()
    if (this.ended || (done < total && now - this.lastReport < REPORT_EVERY_MS)) return
    this.lastReport = now
    this.reporter?.report(total === 0 ? 100 : Math.floor((100 * done) / total), pagesMessage(done, total))
  }

  /** The pages are checked; the site rules run. */
  siteRules(): void {
    if (!this.ended) this.reporter?.report(100, 'Checking links and navigation')
  }

  end(): void {
    if (this.ended) return
    this.ended = true
    this.reporter?.done()
  }
}

const count = (value: number) => value.toLocaleString('en-US')

export function pagesMessage(done: number, total: number): string {
  return `Checking site: ${count(done)} of ${count(total)} ${total === 1 ? 'page' : 'pages'}`
}
