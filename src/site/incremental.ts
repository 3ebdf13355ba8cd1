/**
 * The site stage kept between checks, for the checks that follow an edit (the language server, `--watch`): the
 * site and OpenAPI rules' messages of the last run, by file, and what they were worked out from. After an edit
 * whose page facts are unchanged (prose, code, a typo fixed: most keystrokes), the site rules cannot say anything
 * new, and their last messages are put back on the new check's files instead of running them again over every
 * page. An edit that only moves facts (a line typed above a link) puts them back moved with their facts
 * (src/site/moved-messages.ts). An edit that changes a page's links or headings runs again only the rules that
 * read them (src/site/fact-readers.ts), the others' messages kept (and moved). Any other edit (a page added or
 * removed, its front matter or imports, docs.json, a rule setting) runs them all, as a cold check does, so the
 * result is always the one a cold check gives.
 *
 * Use (the caller keeps the stage; src/engine.ts does, with `CheckOptions.siteStages`):
 *
 *     let stage = SiteStage.run(site, {site, fileCount})        // the first check: every rule, once
 *     const site = stage.patchedSite(files, unchanged) ?? buildSite(...)   // after an edit: the kept model, patched
 *     const next = stage.update(site, changedPagePaths, {site, fileCount})
 *     next.reused                                              // true: the last messages were put back (moved, maybe)
 *     next.changedFiles                                        // paths of the files whose site messages changed
 *     stage = next.stage
 *
 * `changedPages` are the paths (site-relative, `guides/setup.mdx`) of the pages checked again in this check; the
 * others are the same results as last time (from the result cache), so their facts are not compared. Both run and
 * update leave the site's files as runSiteRules does: page messages completed, site messages added, inline
 * controls applied. Files on disk that are not pages (images a page shows, files a link names) are taken as they
 * were: a caller that sees one added or deleted runs the stage afresh (`SiteStage.run`).
 *
 * In the editor, where the files of the last check are kept, the stage keeps its Site model too: an edit that
 * leaves the site's shape as it was is patched into it (`patchedSite`, src/site/patch-pages.ts), the links read
 * on the edited pages resolved again (src/site/link-index.ts), and the rules that judge one link at a time run
 * again only over the links written in the edited pages and, when headings changed, in the pages linking to them;
 * reachability is walked again only when where the edited pages' links lead changed (src/site/reachable.ts).
 */
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import type { PageFacts } from '../page/facts.js'
import type { Site, SitePage } from './model.js'
import { applyPageControls, completePageMessages, reportSiteMessages, siteStageRules } from './run-rules.js'
import { changedFacts, movedMessages, someFacts } from './moved-messages.js'
import { isPerLink, rulesReading } from './fact-readers.js'
import { linkIndexOf } from './link-index.js'
import { patchPages, type KeptSite } from './patch-pages.js'
import { snippetsOf } from './snippets.js'
import type { SiteRule } from './rule.js'
import { applyPageResult, messageRecord, type MessageRecord } from '../page/result.js'
import { absolutePathOf } from '../util/file-paths.js'

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
    /** Whether this stage's messages are the last stage's, put back (moved, maybe) without running a rule. */
    readonly reused = false,
    /** The rules this stage ran: every one, none (its messages put back from the result cache's record), or (after an edit) the ids of those that read a changed fact. */
    readonly ran: 'every' | 'recorded' | readonly string[] = 'every',
    /** The Site model the next edit is patched into, when the caller keeps the files it was built from. */
    private readonly kept?: KeptSite,
    /** A stage the result cache kept (src/cache/site-record.ts): its messages, by the absolute path of their file, to put back on the next update. */
    private readonly recorded?: Record<string, MessageRecord[]>
  ) {}

  /**
   * The site stage the result cache kept for this site, when its record holds for the check as it is now (the
   * language server's start): the first update puts its messages back on the site's files instead of running a rule.
   */
  static recorded(messages: Record<string, MessageRecord[]>): SiteStage {
    return new SiteStage(undefined, new Map(), new Map(), true, 'recorded', undefined, messages)
  }

  /** Runs every site and OpenAPI rule on the site, as runSiteRules does, and keeps their messages (and, with `kept`, the model). */
  static run(site: Site, kept?: KeptSite): SiteStage {
    completePageMessages(site)
    const messages = siteMessagesOf(site, () => reportSiteMessages(site))
    applyPageControls(site)
    return new SiteStage(inputsOf(site), factsOf(site), messages, false, 'every', kept)
  }

  /**
   * The kept Site model with the files checked again (those of `files` not in `unchanged`) patched in, when the
   * edit left the site's shape as it was (src/site/patch-pages.ts); undefined when the model is to be built again.
   */
  patchedSite(files: readonly VFile[], unchanged: ReadonlySet<VFile>): Site | undefined {
    return this.kept && patchPages(this.kept, files, unchanged) ? this.kept.site : undefined
  }

  /**
   * The site stage of a check after an edit: the last messages put back when nothing the rules read changed (the
   * messages on a page whose facts only moved, moved with them); when some facts changed, only the rules that read
   * them run again (src/site/fact-readers.ts), the others' messages kept; else every rule runs. On the kept model
   * (`patchedSite`), the rules that judge one link at a time run again only over the links the edit can change.
   * `kept`: the model to keep for the next edit's patch, when it was built (or patched) from this check's files.
   */
  update(site: Site, changedPages: Iterable<string>, kept?: KeptSite): SiteUpdate {
    if (this.recorded) return SiteStage.putBack(site, this.recorded, kept)
    const patched = this.kept !== undefined && site === this.kept.site
    const edits = this.editsOf(site, changedPages, patched)
    const rules = edits && rulesReading(new Set(edits.flatMap(({ changed }) => [...changed])), siteStageRules)
    const scope = patched && edits && rules ? linkScope(site, edits) : undefined
    const keptMessages = edits && rules && this.keptMessages(edits, new Set(rules.map((rule) => rule.meta.id)), scope)
    if (!keptMessages) {
      const stage = SiteStage.run(site, kept)
      return { stage, reused: false, changedFiles: changedFiles(this.messages, stage.messages) }
    }
    completePageMessages(site)
    const ran = rules!.length > 0 ? siteMessagesOf(site, () => runRules(site, rules!, scope)) : new Map<string, VFileMessage[]>()
    const messages = new Map(keptMessages)
    for (const [path, added] of ran) messages.set(path, [...(keptMessages.get(path) ?? []), ...added])
    for (const file of filesOf(site)) file.messages.push(...(keptMessages.get(file.path) ?? []))
    applyPageControls(site)
    const stage = new SiteStage(this.inputs, factsOf(site), messages, rules!.length === 0, rules!.map((rule) => rule.meta.id), kept)
    return { stage, reused: stage.reused, changedFiles: changedFiles(this.messages, messages) }
  }

  /** The messages of a recorded stage put back on the site's files, with the pages' inline controls: a stage that ran no rule. */
  private static putBack(site: Site, recorded: Record<string, MessageRecord[]>, kept: KeptSite | undefined): SiteUpdate {
    completePageMessages(site)
    const messages = new Map<string, VFileMessage[]>()
    for (const file of filesOf(site)) {
      const records = recorded[absolutePathOf(file, file.cwd)]
      if (!records) continue
      const before = file.messages.length
      applyPageResult(file, { messages: records, data: {} })
      messages.set(file.path, file.messages.slice(before))
    }
    applyPageControls(site)
    const stage = new SiteStage(inputsOf(site), factsOf(site), messages, true, 'recorded', kept)
    return { stage, reused: true, changedFiles: [...messages.keys()].sort() }
  }

  /**
   * The site and OpenAPI rules' messages of this stage, before inline controls, by the path of their file, as plain
   * data: what the result cache keeps of the stage for the next check on the command line (src/cache/site-record.ts).
   */
  toJSON(): Record<string, MessageRecord[]> {
    return Object.fromEntries([...this.messages].map(([path, messages]) => [path, messages.map(messageRecord)]))
  }

  /**
   * How the pages checked again differ from last time, when the site around them is the same (its pages, their
   * rule settings, docs.json); undefined when it is not. Pages whose facts are all as they were are left out.
   */
  private editsOf(site: Site, changedPages: Iterable<string>, patched: boolean): PageEdit[] | undefined {
    // A patched model has the inputs of the last: the patch made sure of it.
    const inputs = patched ? this.inputs : inputsOf(site)
    if (inputs === undefined || inputs !== this.inputs) return undefined
    const byPath = new Map(site.pages.map((page) => [page.path, page]))
    const edits: PageEdit[] = []
    for (const path of changedPages) {
      const before = this.facts.get(path)
      const page = byPath.get(path)
      if (!before || !page) return undefined
      if (before === page.facts || JSON.stringify(before) === JSON.stringify(page.facts)) continue
      edits.push({ page, before, changed: changedFacts(before, page.facts) })
    }
    return edits
  }

  /**
   * The last run's messages of the rules that do not run again (`rerun` are those that do, over every link or, for
   * the rules that judge one link at a time, over the links written in the pages of `scope` only): on an edited
   * page, moved with the facts they are at; undefined when one cannot be moved for certain.
   */
  private keptMessages(edits: PageEdit[], rerun: Set<string>, scope: ReadonlySet<SitePage> | undefined): Map<string, VFileMessage[]> | undefined {
    const kept = new Map<string, VFileMessage[]>()
    const scoped = scope && new Set([...scope].map((page) => page.file.path))
    const runsOver = (path: string, ruleId: string) => rerun.has(ruleId) && (!scoped || !isPerLink(ruleId) || scoped.has(path))
    for (const [path, messages] of this.messages) {
      const left = rerun.size === 0 ? messages : messages.filter((message) => !runsOver(path, String(message.ruleId)))
      if (left.length > 0) kept.set(path, left)
    }
    for (const { page, before, changed } of edits) {
      const still = (Object.keys(page.facts) as (keyof PageFacts)[]).filter((key) => !changed.has(key))
      const moved = movedMessages(kept.get(page.file.path) ?? [], someFacts(before, still), someFacts(page.facts, still))
      if (!moved) return undefined
      if (moved.length > 0) kept.set(page.file.path, moved)
    }
    return kept
  }
}

/** Each page's facts, by path. */
function factsOf(site: Site): Map<string, PageFacts> {
  return new Map(site.pages.map((page) => [page.path, page.facts]))
}

/**
 * The pages whose written links the per-link rules must judge again after these edits of the kept model: the
 * edited pages whose links changed, and the pages with links to an edited page whose anchors changed (or to a page
 * that renders it, when it is a snippet).
 */
function linkScope(site: Site, edits: PageEdit[]): Set<SitePage> {
  const scope = new Set(edits.filter(({ changed }) => changed.has('links')).map(({ page }) => page))
  const snippets = snippetsOf(site)
  const retitled = edits.filter(({ changed }) => changed.has('headings') || changed.has('ids')).flatMap(({ page }) => [page, ...snippets.importers(page)])
  if (retitled.length > 0) for (const link of linkIndexOf(site).linksTo(new Set(retitled))) scope.add(link.page)
  return scope
}

/** The rules, each over the whole site but the per-link ones, which (with a `scope`) read only the links written in its pages. */
function runRules(site: Site, rules: SiteRule[], scope: ReadonlySet<SitePage> | undefined): void {
  const perLink = scope ? rules.filter((rule) => isPerLink(rule.meta.id)) : []
  reportSiteMessages(site, rules.filter((rule) => !perLink.includes(rule)))
  if (perLink.length > 0) linkIndexOf(site).withLinksWrittenIn(scope!, () => reportSiteMessages(site, perLink))
}

/** A page checked again whose facts differ from last time: how they were, and which changed other than by moving. */
interface PageEdit {
  page: SitePage
  before: PageFacts
  changed: Set<keyof PageFacts>
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
