/**
 * `docslint lsp`: a language server over standard input and output. It checks the site of each open page or
 * docs.json as the writer types (200 ms after the last change), with the open documents' text in place of
 * the files on disk, and publishes the messages of the open documents as diagnostics. The site stays warm
 * between checks: each page's result is kept in memory (src/cache/page-cache.ts), so a check after an edit
 * parses only the pages whose text changed, then runs the site and OpenAPI stages again. It offers each fix as a
 * quick fix and "disable for this line" on pages, hovers docs.json keys with the schema's descriptions, and
 * completes docs.json keys, enum values and navigation pages, and component names and attributes in pages.
 * It renames pages and headings with the links to them (src/lsp/rename.ts).
 * It stops when the editor's messages end: after a shutdown request, or at the first message it cannot read
 * (src/lsp/framing.ts), since every message after it would be misread.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lsp from 'vscode-languageserver/node'
import type { CompletionItem, Connection, Hover, MessageReader, TextDocumentPositionParams } from 'vscode-languageserver'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { checkSites, type CheckOptions } from '../engine.js'
import { PageCache } from '../cache/page-cache.js'
import type { Site } from '../site/model.js'
import { findSiteRoot } from '../site/root.js'
import { isPagePath } from '../page/kind.js'
import { CONFIG_FILE_NAMES } from '../config/files.js'
import { diagnosticOf } from './diagnostics.js'
import { codeActionsFor } from './actions.js'
import { completionsAt, describeKeyAt } from './json-help.js'
import { mdxCompletionsAt } from './mdx-help.js'
import { FramingCheck, FramingError } from './framing.js'
import { editForFileRenames, editForHeadingRename } from './rename.js'

const { createConnection, StreamMessageReader, StreamMessageWriter, TextDocuments, TextDocumentSyncKind, CompletionItemKind } = lsp

/** How long the writer may pause before the site is checked again. */
export const DEBOUNCE_MS = 200

/** Called once, when the editor's messages end: with what went wrong, in a sentence, or undefined after a shutdown request. */
export type OnEnd = (problem: string | undefined) => void

export function startServer(onEnd: OnEnd, input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout, options: CheckOptions = {}): Connection {
  const reader = new StreamMessageReader(input.pipe(new FramingCheck()))
  const connection = createConnection(reader, new StreamMessageWriter(output))
  watchForEnd(reader, connection, onEnd)
  const documents = new TextDocuments(TextDocument)
  const checks = new SiteChecks(connection, documents, options)
  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['<', ' ', '"'] },
      renameProvider: true,
      workspace: { fileOperations: { willRename: { filters: [{ scheme: 'file', pattern: { glob: '**/*.{md,mdx}' } }] } } }
    },
    serverInfo: { name: 'docslint' }
  }))
  documents.onDidOpen(({ document }) => checks.schedule(document))
  documents.onDidChangeContent(({ document }) => checks.schedule(document))
  documents.onDidClose(({ document }) => void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }))
  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri)
    const file = document && pathOf(document.uri)
    return document && file ? codeActionsFor(document, context.diagnostics, isPagePath(file), path.extname(file) === '.md') : []
  })
  connection.onHover((params) => hover(documents, params))
  connection.onCompletion((params) => completions(documents, checks, params))
  const renames = { document: (uri: string) => documents.get(uri), siteOf: (file: string) => checks.siteOf(file) }
  connection.onRenameRequest((params) => editForHeadingRename(renames, params))
  connection.workspace.onWillRenameFiles((params) => editForFileRenames(renames, params))
  documents.listen(connection)
  connection.listen()
  return connection
}

/** Calls `onEnd` once, when the editor's messages end. */
function watchForEnd(reader: MessageReader, connection: Connection, onEnd: OnEnd): void {
  let shutDown = false
  let ended = false
  const end = (problem: string | undefined) => {
    if (ended) return
    ended = true
    onEnd(problem)
  }
  connection.onShutdown(() => {
    shutDown = true
  })
  // The protocol's own end; the status the library would give it (0 after a shutdown request), with the reason for a 1.
  connection.onExit(() => end(shutDown ? undefined : 'the editor asked the language server to exit before shutting it down; it stops'))
  reader.onError((error) => end(`cannot read a message from the editor: ${unreadable(error)}; the language server stops`))
  // Without this, the library's watch on the editor's process id (which editors give) keeps a server whose
  // editor closed its end running, reading nothing, until the editor itself exits. At once, as the library's
  // own stdio servers do: a closed connection can answer nothing (messages still on their way to their
  // handlers would fail to), and an editor waits for the answer to its shutdown request before closing.
  reader.onClose(() => end(shutDown ? undefined : 'the editor closed the connection without shutting the language server down; it stops'))
}

/** Why a message could not be read: the framing check's reason, or the reader's (a body that is not JSON). */
function unreadable(error: Error): string {
  if (error instanceof FramingError) return error.message
  // The parser's message quotes the body, which may hold anything (terminal escapes, say).
  return error instanceof SyntaxError ? 'it is not JSON' : error.message.split('\n')[0]
}

interface SiteState {
  timer?: NodeJS.Timeout
  running: boolean
  again: boolean
  /** The Site model of the last check. */
  site?: Site
  cache: PageCache
}

/** The checks of each site with open documents: one at a time per site, the latest text each time. */
class SiteChecks {
  /** Per site: its pending check, and its warm state (`cache`: each page's last result, by its text and settings, which spares a check the unchanged pages). */
  private readonly sites = new Map<string, SiteState>()

  constructor(
    private readonly connection: Connection,
    private readonly documents: InstanceType<typeof TextDocuments<TextDocument>>,
    private readonly options: CheckOptions
  ) {}

  schedule(document: TextDocument): void {
    const file = pathOf(document.uri)
    if (!file) return
    const root = rootOf(file)
    const state = this.stateOf(root)
    clearTimeout(state.timer)
    state.timer = setTimeout(() => void this.run(root), DEBOUNCE_MS)
  }

  /** The Site model of the last check of the site `file` belongs to: the pages `navigation` may list. */
  siteOf(file: string): Site | undefined {
    return this.sites.get(rootOf(file))?.site
  }

  private stateOf(root: string): SiteState {
    const state = this.sites.get(root) ?? { running: false, again: false, cache: new PageCache(undefined, (line) => this.connection.console.warn(`docslint: ${line}`)) }
    this.sites.set(root, state)
    return state
  }

  private async run(root: string): Promise<void> {
    const state = this.stateOf(root)
    if (state.running) {
      state.again = true
      return
    }
    state.running = true
    try {
      await this.check(root, state)
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

  private async check(root: string, state: SiteState): Promise<void> {
    const open = this.documents.all().flatMap((document) => {
      const file = pathOf(document.uri)
      return file && rootOf(file) === root ? [{ document, file, version: document.version, text: document.getText() }] : []
    })
    const contents = new Map(open.map(({ file, text }) => [file, text]))
    const { files, sites } = await checkSites({ ...this.options, paths: [root], cwd: root, contents, keepText: true, warmCache: state.cache })
    state.site = sites.find((site) => site.root === root) ?? sites[0]
    // In the editor's output for docslint: how much of the site this check had to parse again.
    const { checked, reused } = state.cache.lastCheck
    this.connection.console.log(`docslint: checked ${checked} ${checked === 1 ? 'page' : 'pages'} of ${root} (${reused} unchanged, reused)`)
    const byPath = new Map(files.map((file) => [path.resolve(file.cwd, file.path), file]))
    for (const { document, file, version } of open) {
      const messages = byPath.get(file)?.messages ?? []
      await this.connection.sendDiagnostics({ uri: document.uri, version, diagnostics: messages.map((message) => diagnosticOf(message, version)) })
    }
  }
}

function hover(documents: InstanceType<typeof TextDocuments<TextDocument>>, { textDocument, position }: TextDocumentPositionParams): Hover | null {
  const document = documents.get(textDocument.uri)
  if (!document || !isConfigFile(document.uri)) return null
  const description = describeKeyAt(document.getText(), document.offsetAt(position))
  return description ? { contents: { kind: 'markdown', value: description } } : null
}

function completions(documents: InstanceType<typeof TextDocuments<TextDocument>>, checks: SiteChecks, { textDocument, position }: TextDocumentPositionParams): CompletionItem[] {
  const document = documents.get(textDocument.uri)
  const file = document && pathOf(document.uri)
  if (!document || !file) return []
  const offset = document.offsetAt(position)
  if (isConfigFile(document.uri)) {
    const pages = [...(checks.siteOf(file)?.pageByEntry.keys() ?? [])].sort()
    const kinds = { key: CompletionItemKind.Property, value: CompletionItemKind.EnumMember, page: CompletionItemKind.File }
    return completionsAt(document.getText(), offset, pages).map((item) => ({ label: item.label, kind: kinds[item.kind], insertText: item.insert, ...(item.detail ? { detail: item.detail } : {}) }))
  }
  if (!isPagePath(file)) return []
  return mdxCompletionsAt(document.getText(), offset).map((item) => ({
    label: item.label,
    kind: item.kind === 'component' ? CompletionItemKind.Class : CompletionItemKind.Property,
    ...(item.kind === 'attribute' ? { insertText: `${item.label}=""` } : {}),
    ...(item.detail ? { detail: item.detail } : {})
  }))
}

/**
 * The file a document's URI names; undefined for another scheme, for a `file:` URI that names no local path
 * (`file://host/x`, an encoded `/`, a bad escape) and for no URI at all (a `didOpen` without one reaches the
 * handlers as a document whose `uri` is undefined): an editor's document the server cannot check, not a crash.
 */
function pathOf(uri: unknown): string | undefined {
  if (typeof uri !== 'string' || !uri.startsWith('file:')) return undefined
  try {
    return fileURLToPath(uri)
  } catch {
    return undefined
  }
}

/** The site a file belongs to: the folder of the docs.json above it, or its own folder. */
function rootOf(file: string): string {
  return findSiteRoot(path.dirname(file))?.root ?? path.dirname(file)
}

function isConfigFile(uri: unknown): boolean {
  return (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(pathOf(uri) ?? ''))
}

export const uriOf = (file: string): string => pathToFileURL(file).href
