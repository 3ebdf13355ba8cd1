/**
 * `docslint lsp`: a language server over standard input and output. It checks the site of each open page or
 * docs.json as the writer types, with the open documents' text in place of the files on disk, and publishes the
 * messages of the open documents as diagnostics: an opened document's own messages at once, the site's when
 * the site is checked (with its progress), and after an edit, the edited document's alone before the site
 * stage runs again on the results kept of every other page (src/lsp/site-checks.ts, src/lsp/warm-site.ts). A
 * site starts from the `--cache` file of `docslint check --cache` when there is one. It offers each fix as a
 * quick fix and "disable for this line" on pages, hovers docs.json keys with the schema's descriptions, and
 * completes docs.json keys, enum values and navigation pages, and component names and attributes in pages.
 * Links, imports, `openapi:` references and navigation entries can be followed, listed as document links and
 * hovered, a page's references found and its outline shown, and link targets completed (src/lsp/navigation.ts).
 * A page with no docs.json above it belongs to no site: it is left alone.
 * It renames pages and headings with the links to them (src/lsp/rename.ts).
 * It stops when the editor's messages end: after a shutdown request, or at the first message it cannot read
 * (src/lsp/framing.ts), since every message after it would be misread.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lsp from 'vscode-languageserver/node'
import type { CompletionItem, Connection, Hover, InitializeParams, InitializeResult, MessageReader, Position as LspPosition, TextDocumentPositionParams } from 'vscode-languageserver'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { existsSync } from 'node:fs'
import type { CheckOptions } from '../engine.js'
import { cacheFileOf } from '../cache/page-cache.js'
import type { Site } from '../site/model.js'
import { findSiteRoot } from '../site/root.js'
import { isPagePath } from '../page/kind.js'
import { CONFIG_FILE_NAMES } from '../config/files.js'
import { SiteChecks } from './site-checks.js'
import { codeActionsFor } from './actions.js'
import { completionsAt, describeKeyAt } from './json-help.js'
import { mdxCompletionsAt } from './mdx-help.js'
import { FramingCheck, FramingError } from './framing.js'
import { definitionAt, documentLinksOf, hoverAt, linkCompletions, outlineOfPage, referencesAt, type OpenDocument } from './navigation.js'
import type { LinkCompletion } from './link-completion.js'
import { editForFileRenames, editForHeadingRename } from './rename.js'

const { createConnection, StreamMessageReader, StreamMessageWriter, TextDocuments, TextDocumentSyncKind, CompletionItemKind, DidChangeWatchedFilesNotification } = lsp

type Documents = InstanceType<typeof TextDocuments<TextDocument>>

/** Called once, when the editor's messages end: with what went wrong, in a sentence, or undefined after a shutdown request. */
export type OnEnd = (problem: string | undefined) => void

export function startServer(onEnd: OnEnd, input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout, options: CheckOptions = {}): Connection {
  const reader = new StreamMessageReader(input.pipe(new FramingCheck()))
  const connection = createConnection(reader, new StreamMessageWriter(output))
  watchForEnd(reader, connection, onEnd)
  const documents = new TextDocuments(TextDocument)
  const workspace: { folders: string[]; watchesFiles: boolean } = { folders: [], watchesFiles: false }
  const checks = new SiteChecks(connection, documents, { pathOf, rootOf }, { check: options, cacheFileFor: (root) => existingCacheFile([...workspace.folders, root]) })
  connection.onInitialize((params) => {
    workspace.folders = workspaceFolders(params)
    workspace.watchesFiles = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration === true
    return initializeResult()
  })
  connection.onInitialized(() => {
    // Pages, docs.json, specs and tool files changed outside the editor (a branch switched, a file added).
    if (workspace.watchesFiles) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*' }] }).catch(() => undefined)
  })
  documents.onDidOpen(({ document }) => checks.schedule(document, 'open'))
  documents.onDidChangeContent(({ document }) => checks.schedule(document, 'change'))
  documents.onDidSave(({ document }) => checks.schedule(document, 'save'))
  documents.onDidClose(({ document }) => checks.closed(document))
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of Array.isArray(changes) ? changes : []) {
      const file = pathOf(change?.uri)
      if (file) checks.changedOnDisk(file)
    }
  })

  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri)
    const file = document && pathOf(document.uri)
    return document && file ? codeActionsFor(document, context.diagnostics, isPagePath(file), path.extname(file) === '.md') : []
  })
  connection.onHover((params) => hover(documents, checks, params))
  connection.onCompletion((params) => completions(documents, checks, params))
  registerNavigation(connection, (params) => openDocument(documents, checks, params?.textDocument?.uri))
  const renames = { document: (uri: string) => documents.get(uri), siteOf: (file: string) => checks.siteOf(file) }
  connection.onRenameRequest((params) => editForHeadingRename(renames, params))
  connection.workspace.onWillRenameFiles((params) => editForFileRenames(renames, params))
  documents.listen(connection)
  connection.listen()
  return connection
}

/** What the server offers: documents kept in step by changes (and saves, which are checked at once), and the requests below. */
function initializeResult(): InitializeResult {
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['<', ' ', '"', '/', '#'] },
      definitionProvider: true,
      referencesProvider: true,
      documentLinkProvider: { resolveProvider: false },
      documentSymbolProvider: true,
      renameProvider: true,
      workspace: { fileOperations: { willRename: { filters: [{ scheme: 'file', pattern: { glob: '**/*.{md,mdx}' } }] } } }
    },
    serverInfo: { name: 'docslint' }
  }
}

/** The editor's workspace folders, as paths: where `docslint check --cache` is run from, and its cache kept. */
function workspaceFolders(params: InitializeParams): string[] {
  const uris = [...(Array.isArray(params?.workspaceFolders) ? params.workspaceFolders.map((folder) => folder?.uri) : []), params?.rootUri]
  return uris.flatMap((uri) => pathOf(uri) ?? [])
}

/**
 * The `--cache` file that `docslint check --cache` run from one of these folders keeps (at its default place),
 * when there is one: the server starts from it. It never makes one itself.
 */
function existingCacheFile(folders: string[]): string | undefined {
  return folders.map((folder) => cacheFileOf(undefined, folder)).find((file) => existsSync(file))
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

/**
 * Go to definition, document links, references and the outline (src/lsp/navigation.ts), on an open document of a
 * checked site; a request without a document or a position (the editor's mistake) gets an empty answer.
 */
function registerNavigation(connection: Connection, opened: (params: { textDocument?: { uri?: unknown } } | undefined) => OpenDocument | undefined): void {
  const at = <T>(params: { position?: unknown }, answer: (position: LspPosition) => T[]) => (isPosition(params?.position) ? answer(params.position) : [])
  connection.onDefinition((params) => withOpen(opened(params), (open) => at(params, (position) => definitionAt(open, position))) ?? [])
  connection.onDocumentLinks((params) => withOpen(opened(params), documentLinksOf) ?? [])
  connection.onReferences((params) => withOpen(opened(params), (open) => at(params, (position) => referencesAt(open, position, params.context?.includeDeclaration === true))) ?? [])
  connection.onDocumentSymbol((params) => withOpen(opened(params), (open) => (open.isConfig ? [] : outlineOfPage(open))) ?? [])
}

function isPosition(value: unknown): value is LspPosition {
  const { line, character } = (value ?? {}) as Partial<LspPosition>
  return Number.isInteger(line) && Number.isInteger(character) && line! >= 0 && character! >= 0
}

/** An open page or docs.json of a site that has been checked; undefined before its first check and outside any site. */
function openDocument(documents: Documents, checks: SiteChecks, uri: unknown): OpenDocument | undefined {
  if (typeof uri !== 'string') return undefined
  const document = documents.get(uri)
  const file = document && pathOf(document.uri)
  const site = file && checks.siteOf(file)
  const isConfig = isConfigFile(uri)
  return site && (isConfig || isPagePath(file)) ? { site, document, file, isConfig } : undefined
}

function withOpen<T>(open: OpenDocument | undefined, answer: (open: OpenDocument) => T): T | undefined {
  return open ? answer(open) : undefined
}

function hover(documents: Documents, checks: SiteChecks, { textDocument, position }: TextDocumentPositionParams): Hover | null {
  const document = documents.get(textDocument.uri)
  if (!document) return null
  const description = isConfigFile(document.uri) ? describeKeyAt(document.getText(), document.offsetAt(position)) : undefined
  if (description) return { contents: { kind: 'markdown', value: description } }
  return withOpen(openDocument(documents, checks, textDocument.uri), (open) => hoverAt(open, position)) ?? null
}

function completions(documents: Documents, checks: SiteChecks, { textDocument, position }: TextDocumentPositionParams): CompletionItem[] {
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
  const links = withOpen(openDocument(documents, checks, textDocument.uri), (open) => linkCompletions(open, position))
  if (links) return links.map((item) => linkItem(document, item))
  return mdxCompletionsAt(document.getText(), offset).map((item) => ({
    label: item.label,
    kind: item.kind === 'component' ? CompletionItemKind.Class : CompletionItemKind.Property,
    ...(item.kind === 'attribute' ? { insertText: `${item.label}=""` } : {}),
    ...(item.detail ? { detail: item.detail } : {})
  }))
}

const linkKinds = { page: CompletionItemKind.File, heading: CompletionItemKind.Reference, operation: CompletionItemKind.Function }

/** The item replaces what is written of the path, fragment or value (which the editor filters the items by). */
function linkItem(document: TextDocument, item: LinkCompletion): CompletionItem {
  const range = { start: document.positionAt(item.replace[0]), end: document.positionAt(item.replace[1]) }
  return { label: item.label, kind: linkKinds[item.kind], textEdit: { range, newText: item.label }, ...(item.detail ? { detail: item.detail } : {}) }
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

/** The site a file belongs to: the folder of the docs.json above it; undefined for a file of no site, which is not checked. */
function rootOf(file: string): string | undefined {
  return findSiteRoot(path.dirname(file))?.root
}

function isConfigFile(uri: unknown): boolean {
  return (CONFIG_FILE_NAMES as readonly string[]).includes(path.basename(pathOf(uri) ?? ''))
}
