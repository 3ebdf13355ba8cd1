/**
 * The checks of each site with open documents, one at a time per site, and their diagnostics. The first time a
 * site's page or docs.json is opened, its own messages are published at once (src/lsp/warm-site.ts firstLook),
 * then the whole site is checked, with its progress shown, and every open document's messages published. After
 * that, an edit checks the edited document alone, publishes its own messages with what the site rules last said
 * of it, then runs the site stage and publishes every open document's messages again. Files changed on disk
 * (the editor's watched-file events) are checked again the same way; a changed tool configuration checks the
 * whole site again.
 */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Connection, TextDocuments } from 'vscode-languageserver'
import type { TextDocument } from 'vscode-languageserver-textdocument'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { compareMessage } from 'vfile-sort'
import type { CheckOptions } from '../engine.js'
import type { Site } from '../site/model.js'
import { isPagePath } from '../page/kind.js'
import { CONFIG_FILE_NAMES } from '../config/files.js'
import { isToolFileName } from '../config/tool-files.js'
import { diagnosticOf } from './diagnostics.js'
import { AdaptiveDebounce, type DocumentEvent } from './debounce.js'
import { SiteProgress } from './progress.js'
import { checkAlone, WarmSite, type Recheck } from './warm-site.js'
import { absolutePathOf } from '../util/file-paths.js'

type Documents = TextDocuments<TextDocument>

/** An open document of a site, as the check reads it. */
interface OpenText {
  document: TextDocument
  file: string
  version: number
  text: string
}

/** Where each file of the editor belongs: the site root above it, and the file's path (undefined for a URI that names none). */
export interface SiteLocator {
  pathOf(uri: unknown): string | undefined
  rootOf(file: string): string | undefined
}

interface SiteState {
  warm: WarmSite
  timer?: NodeJS.Timeout
  running: boolean
  again: boolean
  debounce: AdaptiveDebounce
  /** The version of each open document (by URI) that the page stage has. */
  checked: Map<string, number>
  /** The version of each open document whose own messages were published before its site's first check. */
  looked: Map<string, number>
  /** Files changed on disk since the last check, to check again (a closed document's file too). */
  onDisk: Set<string>
  /** A tool file changed: the whole site is checked again. */
  restart: boolean
  /** Another file changed on disk (a spec, an image): the site stage runs again. */
  siteChanged: boolean
}

export interface SiteChecksOptions {
  check: CheckOptions
  /** The `--cache` file to start a site from, if there is one. */
  cacheFileFor: (root: string) => string | undefined
}

export class SiteChecks {
  private readonly sites = new Map<string, SiteState>()

  constructor(
    private readonly connection: Connection,
    private readonly documents: Documents,
    private readonly locate: SiteLocator,
    private readonly options: SiteChecksOptions
  ) {}

  /** Checks the document's site after this event, when the debounce says. */
  schedule(document: TextDocument, event: DocumentEvent): void {
    const file = this.locate.pathOf(document.uri)
    const root = file && this.locate.rootOf(file)
    if (!root) return
    const state = this.stateOf(root)
    // An opened document gets its diagnostics, even when its text is what was checked last (opened again).
    if (event === 'open') state.checked.delete(document.uri)
    this.wake(root, state, state.debounce.delayFor(event, performance.now()))
  }

  /** A document closed: its file, as it is on disk, takes the place of its text. */
  closed(document: TextDocument): void {
    void this.connection.sendDiagnostics({ uri: document.uri, diagnostics: [] })
    const file = this.locate.pathOf(document.uri)
    if (file) this.changedOnDisk(file)
  }

  /** A file of a site changed on disk (created, changed or deleted): its site is checked again. */
  changedOnDisk(file: string): void {
    const root = this.locate.rootOf(file)
    const state = root === undefined ? undefined : this.sites.get(root)
    if (!root || !state) return
    if (isToolFileName(path.basename(file))) state.restart = true
    else if (isCheckedAlone(file)) state.onDisk.add(file)
    else state.siteChanged = true
    this.wake(root, state, 0)
  }

  /** The Site model of the last check of the site `file` belongs to. */
  siteOf(file: string): Site | undefined {
    const root = this.locate.rootOf(file)
    const result = root === undefined ? undefined : this.sites.get(root)?.warm.result
    return result?.sites.find((site) => site.root === root) ?? result?.sites[0]
  }

  private stateOf(root: string): SiteState {
    let state = this.sites.get(root)
    if (!state) {
      const warm = new WarmSite(root, { check: this.options.check, cacheFile: this.options.cacheFileFor(root), log: (line) => this.log(line) })
      state = { warm, running: false, again: false, debounce: new AdaptiveDebounce(), checked: new Map(), looked: new Map(), onDisk: new Set(), restart: false, siteChanged: false }
      this.sites.set(root, state)
    }
    return state
  }

  private wake(root: string, state: SiteState, delay: number): void {
    clearTimeout(state.timer)
    state.timer = setTimeout(() => void this.run(root), delay)
  }

  private async run(root: string): Promise<void> {
    const state = this.stateOf(root)
    if (state.running) {
      state.again = true
      // The first check of a large site takes a while: meanwhile an edited document's own messages still come at once.
      if (!state.warm.started) await this.lookAlone(state).catch((error: Error) => this.connection.console.error(`docslint: ${error.message}`))
      return
    }
    state.running = true
    try {
      await this.check(state)
    } catch (error) {
      this.connection.console.error(`docslint: ${(error as Error).message}`)
    } finally {
      state.running = false
      if (state.again) {
        state.again = false
        void this.run(root)
      }
    }
  }

  private async check(state: SiteState): Promise<void> {
    const open = this.openDocuments(state.warm.root)
    const whole = !state.warm.started || state.restart
    if (whole) await this.checkWholeSite(state, open)
    // Nothing changed (a save of what was checked): the last diagnostics stand.
    else if (!(await this.checkEdits(state, open)) && !state.siteChanged) return
    const afresh = state.siteChanged
    state.siteChanged = false
    const { checked, reused } = state.warm.lastCheck
    // In the editor's output for docslint: how much of the site this check had to parse again.
    this.log(`checked ${checked} ${checked === 1 ? 'page' : 'pages'} of ${state.warm.root} (${reused} unchanged, reused)`)
    await this.siteStage(state, open, afresh)
  }

  /** The open documents' own messages at once, then the page stage of the whole site, with its progress. */
  private async checkWholeSite(state: SiteState, open: OpenText[]): Promise<void> {
    if (!state.warm.started) {
      for (const { document, version } of open) state.looked.set(document.uri, version)
      const alone = await state.warm.firstLook(open.map(({ file, text }) => ({ file, text })))
      for (const item of open) await this.publish(item, messagesOn(alone, item.file))
    }
    state.restart = false
    state.onDisk.clear()
    const progress = await SiteProgress.begin(this.connection, state.warm.root)
    try {
      await state.warm.start(new Map(open.map(({ file, text }) => [file, text])), (done, total) => progress.pages(done, total))
      progress.siteRules()
    } finally {
      progress.end()
    }
    for (const { document, version } of open) state.checked.set(document.uri, version)
  }

  /**
   * The documents changed since the last check, and the files changed on disk, checked again alone; each changed
   * document's own messages are published at once, with what the site rules last said of it.
   */
  private async checkEdits(state: SiteState, open: OpenText[]): Promise<boolean> {
    const edited = open.filter(({ document, version }) => state.checked.get(document.uri) !== version)
    const openFiles = new Set(open.map(({ file }) => file))
    const onDisk = [...state.onDisk].filter((file) => !openFiles.has(file))
    state.onDisk.clear()
    const rechecks: Recheck[] = [...edited.map(({ file, text }) => ({ file, text })), ...onDisk.map((file) => ({ file }))]
    if (rechecks.length === 0) return false
    const checked = await state.warm.recheck(rechecks)
    for (const item of edited) {
      state.checked.set(item.document.uri, item.version)
      const own = messagesOn(checked, item.file)
      await this.publish(item, [...own, ...state.warm.siteMessagesOn(item.file)].sort(compareMessage))
    }
    return true
  }

  /** The open documents changed since their last look, checked alone: their own messages, unless they changed again meanwhile. */
  private async lookAlone(state: SiteState): Promise<void> {
    const changed = this.openDocuments(state.warm.root).filter(({ document, version }) => state.looked.get(document.uri) !== version)
    for (const { document, version } of changed) state.looked.set(document.uri, version)
    if (changed.length === 0) return
    const files = await checkAlone(state.warm.root, changed, this.options.check)
    for (const item of changed) {
      if (this.documents.get(item.document.uri)?.version !== item.version) continue
      await this.publish(item, messagesOn(files, item.file))
    }
  }

  /** The site stage (`afresh`: every site rule runs again), then every open document's messages. */
  private async siteStage(state: SiteState, open: OpenText[], afresh: boolean): Promise<void> {
    await state.warm.siteStage(afresh)
    // In the editor's output for docslint: which site rules the edit had run again.
    this.log(`site rules: ${siteRulesLine(state.warm.siteRulesRun)}`)
    for (const item of open) await this.publish(item, state.warm.reportedOn(item.file) ?? [])
  }

  private async publish({ document, version }: OpenText, messages: VFileMessage[]): Promise<void> {
    await this.connection.sendDiagnostics({ uri: document.uri, version, diagnostics: messages.map((message) => diagnosticOf(message, version)) })
  }

  private openDocuments(root: string): OpenText[] {
    return this.documents.all().flatMap((document) => {
      const file = this.locate.pathOf(document.uri)
      return file && this.locate.rootOf(file) === root ? [{ document, file, version: document.version, text: document.getText() }] : []
    })
  }

  private log(line: string): void {
    this.connection.console.log(`docslint: ${line}`)
  }
}

/** Which site rules a site stage ran, as the editor's output for docslint says it. */
function siteRulesLine(ran: WarmSite['siteRulesRun']): string {
  if (ran === 'every') return 'all run'
  if (ran === 'recorded') return 'none run, their messages put back from the cache file'
  return ran.length === 0 ? 'no page fact changed, their last messages kept' : `${ran.join(', ')} run`
}

/** A page or docs.json is checked alone when it changes (a tool file, which may change how every file is checked, is not). */
function isCheckedAlone(file: string): boolean {
  return isPagePath(file) || (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(file))
}

/** The messages of the checked file at the absolute path `file`; none when the check did not return it. */
function messagesOn(files: readonly VFile[], file: string): VFileMessage[] {
  return files.find((checked) => absolutePathOf(checked, checked.cwd) === file)?.messages ?? []
}
