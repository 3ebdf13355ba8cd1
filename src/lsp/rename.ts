/**
 * The editor's renames, made by the same refactorings as `docslint rename` (src/refactor/): a page file
 * renamed or moved in the editor (`workspace/willRenameFiles`: the editor moves the file, the server's edit
 * rewrites the navigation, links and redirects that lead to it), and the rename of a heading
 * (`textDocument/rename` on its text: the heading and every link to its id). They work on the Site model of the
 * last check, with the open documents' text.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { RenameFilesParams, RenameParams, TextEdit, WorkspaceEdit } from 'vscode-languageserver'
import type { TextDocument } from 'vscode-languageserver-textdocument'
import { fixPosition } from '../fix/edit.js'
import { isPagePath } from '../page/kind.js'
import { RefactorRefused, type ChangeSet } from '../refactor/change-set.js'
import { movePage } from '../refactor/move-page.js'
import { headingIdAt, renameHeading } from '../refactor/rename-heading.js'
import type { Site } from '../site/model.js'
import { isInside } from '../site/root.js'

/** What the renames need of the server: the open documents, and the Site model of the last check of a file's site. */
export interface RenameContext {
  document(uri: string): TextDocument | undefined
  siteOf(file: string): Site | undefined
}

/** The edit that goes with the editor's move of page files: the first page of a checked site it renames (an editor renames one file at a time). */
export function editForFileRenames(context: RenameContext, { files }: RenameFilesParams): WorkspaceEdit | null {
  for (const { oldUri, newUri } of files) {
    const [from, to] = [localPath(oldUri), localPath(newUri)]
    const site = from && to && isPagePath(from) && isPagePath(to) ? context.siteOf(from) : undefined
    if (!site || !isInside(to!, site.root)) continue
    const set = refusedAsNone(() => movePage(site, sitePath(site, from!), sitePath(site, to!), reader(context)))
    if (set) return workspaceEdit(set)
  }
  return null
}

/** The edit that renames the heading at the position, and every link to its id; null when no heading's text is there. */
export function editForHeadingRename(context: RenameContext, { textDocument, position, newName }: RenameParams): WorkspaceEdit | null {
  const file = localPath(textDocument.uri)
  const document = context.document(textDocument.uri)
  const site = file && isPagePath(file) ? context.siteOf(file) : undefined
  if (!file || !document || !site) return null
  const anchor = headingIdAt(document.getText(), file, document.offsetAt(position))
  if (anchor === undefined) return null
  const set = refusedAsNone(() => renameHeading(site, sitePath(site, file), anchor, newName, reader(context)))
  return set ? workspaceEdit(set) : null
}

function reader(context: RenameContext): (absolute: string) => string {
  return (absolute) => context.document(pathToFileURL(absolute).href)?.getText() ?? readFileSync(absolute, 'utf8')
}

/** A refactoring that cannot be made is no edit: the editor goes on with its own rename. */
function refusedAsNone(work: () => ChangeSet): ChangeSet | undefined {
  try {
    return work()
  } catch (error) {
    if (error instanceof RefactorRefused) return undefined
    throw error
  }
}

/** Every file's edits, at the places of the text they were made for (the moved file's under its old name: the editor moves it after). */
function workspaceEdit(set: ChangeSet): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {}
  for (const change of set.changes) {
    if (change.edits.length === 0) continue
    changes[pathToFileURL(change.absolute).href] = change.edits.map((edit) => {
      const { start, end } = fixPosition(edit, change.before)
      return { range: { start: { line: start.line - 1, character: start.column - 1 }, end: { line: end.line - 1, character: end.column - 1 } }, newText: edit.text }
    })
  }
  return { changes }
}

function sitePath(site: Site, file: string): string {
  return path.relative(site.root, file).split(path.sep).join('/')
}

function localPath(uri: string): string | undefined {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : undefined
  } catch {
    return undefined
  }
}
