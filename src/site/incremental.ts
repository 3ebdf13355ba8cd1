/**
 * The site stage kept between checks, for the checks that follow an edit (the language server, `--watch`): the
 * site and OpenAPI rules' messages of the last run, by file, and what they were worked out from. After an edit
 * whose page facts are unchanged (prose, code, a typo fixed: most keystrokes), the site rules cannot say anything
 * new, and their last messages are put back on the new check's files instead of running them again over every
 * page. Any other edit (a heading, a link, a page added or removed, docs.json, a rule setting) runs them all, as a
 * cold check does, so the result is always the one a cold check gives.
 *
 * Use (the caller keeps the stage; src/engine.ts does, with `CheckOptions.siteStages`):
 *
 *     let stage = SiteStage.run(site)                          // the first check: every rule, once
 *     const next = stage.update(newSite, changedPagePaths)      // after an edit: a Site built from this check's files
 *     next.reused                                              // true: the last messages were put back
 *     next.changedFiles                                        // paths of the files whose site messages changed
 *     stage = next.stage
 *
 * `changedPages` are the paths (site-relative, `guides/setup.mdx`) of the pages checked again in this check; the
 * others are the same results as last time (from the result cache), so their facts are not compared. Both run and
 * update leave the site's files as runSiteRules does: page messages completed, site messages added, inline
 * controls applied. Files on disk that are not pages (images a page shows, files a link names) are taken as they
 * were: a caller that sees one added or deleted runs the stage afresh (`SiteStage.run`).
 *
 * Next step: an edit that moves facts (a line added above a link) reuses too when the facts are equal but for
 * their places, with the messages' places moved alike; one that changes a page's links or headings reruns only
 * the pages that read them (links by target, reachability).
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { PageFacts } from '../page/facts.js'
import type { Site } from './model.js'
import { applyPageControls, completePageMessages, reportSiteMessages } from './run-rules.js'
import { messageRecord, type MessageRecord } from '../page/result.js'

export interface SiteUpdate {
  stage: SiteStage
  /** Whether the last run's site messages were put back (nothing a site rule reads had changed). */
  reused: boolean
  /** The files whose site and OpenAPI messages differ from the last run's, by path. */
  changedFiles: string[]
}

export class SiteStage {
  private constructor(
    /** What the site rules read, but for the pages' facts. */
    private readonly inputs: string | undefined,
    /** Each page's facts, by path, for comparing the pages checked again. */
    private readonly facts: Map<string, PageFacts>,
    /** The site and OpenAPI rules' messages, by the path of the file they are on, before inline controls. */
    private readonly messages: Map<string, VFileMessage[]>,
    /** Whether this stage's messages are the last stage's, put back without running a rule. */
    readonly reused = false
  ) {}

  /** Runs every site and OpenAPI rule on the site, as runSiteRules does, and keeps their messages. */
  static run(site: Site): SiteStage {
    completePageMessages(site)
    const messages = siteMessagesOf(site, () => reportSiteMessages(site))
    applyPageControls(site)
    return new SiteStage(inputsOf(site), new Map(site.pages.map((page) => [page.path, page.facts])), messages)
  }

  /** The site stage of a check after an edit: the last messages put back when nothing the rules read changed, else a new run. */
  update(site: Site, changedPages: Iterable<string>): SiteUpdate {
    if (this.readsTheSame(site, changedPages)) {
      completePageMessages(site)
      for (const file of filesOf(site)) file.messages.push(...(this.messages.get(file.path) ?? []))
      applyPageControls(site)
      return { stage: new SiteStage(this.inputs, new Map(site.pages.map((page) => [page.path, page.facts])), this.messages, true), reused: true, changedFiles: [] }
    }
    const stage = SiteStage.run(site)
    return { stage, reused: false, changedFiles: changedFiles(this.messages, stage.messages) }
  }

  /**
   * The site and OpenAPI rules' messages of this stage, before inline controls, by the path of their file, as plain
   * data: what the result cache keeps of the stage for the next check on the command line (src/cache/site-record.ts).
   */
  toJSON(): Record<string, MessageRecord[]> {
    return Object.fromEntries([...this.messages].map(([path, messages]) => [path, messages.map(messageRecord)]))
  }

  /** Whether the site rules would read what they read last time: the same site around the pages, and the same facts of the pages checked again. */
  private readsTheSame(site: Site, changedPages: Iterable<string>): boolean {
    const inputs = inputsOf(site)
    if (inputs === undefined || inputs !== this.inputs) return false
    const byPath = new Map(site.pages.map((page) => [page.path, page]))
    for (const path of changedPages) {
      const before = this.facts.get(path)
      const now = byPath.get(path)?.facts
      if (!before || !now || JSON.stringify(before) !== JSON.stringify(now)) return false
    }
    return true
  }
}

/**
 * What the site rules read besides the pages' facts, as one string: the pages and their rule settings, docs.json,
 * the files linked out of the root. A site with OpenAPI specs or web link outcomes is never the same (their
 * inputs are files and answers this does not compare): it always runs again.
 */
function inputsOf(site: Site): string | undefined {
  if (site.openapi.specs.length > 0 || site.external !== undefined) return undefined
  const setups = new SetupKeys()
  return JSON.stringify([
    site.root,
    site.configFile.path,
    setups.of(site.configFile),
    site.document?.value ?? null,
    site.pages.map((page) => [page.path, setups.of(page.file)]),
    site.linkedOut.map(({ file, target }) => [file.path, target])
  ])
}

/** Rule setups as short keys: one setup object serves many pages, so each is written out once. */
class SetupKeys {
  private readonly keys = new Map<unknown, number>()
  private readonly written = new Map<string, number>()

  of(file: VFile): number {
    const setup = file.data.ruleSetup
    let key = this.keys.get(setup)
    if (key === undefined) {
      const text = JSON.stringify(setup ?? null)
      key = this.written.get(text) ?? this.written.size
      this.written.set(text, key)
      this.keys.set(setup, key)
    }
    return key
  }
}

/** Every file a site or OpenAPI rule may report on: the pages, docs.json and the files it takes in, the specs, the files linked out. */
function filesOf(site: Site): VFile[] {
  const parsed = site.configFile.data.docslintParsed
  const refFiles = parsed?.kind === 'config' && 'config' in parsed ? (parsed.config.refFiles ?? []) : []
  return [...new Set([site.configFile, ...refFiles, ...site.pages.map((page) => page.file), ...site.openapi.files.values(), ...site.linkedOut.map(({ file }) => file)])]
}

/** The messages `report` adds to the site's files, by file path. */
function siteMessagesOf(site: Site, report: () => void): Map<string, VFileMessage[]> {
  const files = filesOf(site)
  const before = new Map(files.map((file) => [file, file.messages.length]))
  report()
  const added = new Map<string, VFileMessage[]>()
  for (const file of files) {
    const messages = file.messages.slice(before.get(file)!)
    if (messages.length > 0) added.set(file.path, [...(added.get(file.path) ?? []), ...messages])
  }
  return added
}

/** The paths whose messages differ between two runs, compared by what a reporter prints of them. */
function changedFiles(before: Map<string, VFileMessage[]>, after: Map<string, VFileMessage[]>): string[] {
  const printed = (messages: VFileMessage[] | undefined) => JSON.stringify((messages ?? []).map((message) => [message.ruleId, message.reason, message.fatal, message.place]))
  return [...new Set([...before.keys(), ...after.keys()])].filter((path) => printed(before.get(path)) !== printed(after.get(path))).sort()
}
