/**
 * What a refactoring (`docslint rename`, the language server's renames) changes: minimal text edits at exact
 * places in each file, and at most one file moved. It is computed whole before anything is written, so that the
 * command line can print it as a diff or write it as one set, and the language server can send it as one
 * workspace edit.
 */
import type { Position } from 'unist'
import type { Fix } from '../fix/edit.js'
import { offsetOf } from '../fix/edit.js'
import { BYTE_ORDER_MARK, withoutByteOrderMark } from '../util/byte-order-mark.js'

/** A refactoring that cannot be made, said in one line (the command line fails with it, exit 2). */
export class RefactorRefused extends Error {
  override name = 'RefactorRefused'
}

/** Reads a file of the site as it is now: the editor's unsaved text where there is one, else the disk. */
export type ReadText = (absolute: string) => string

/** One file's edits, as replacements of spans of its text (without a byte order mark). */
export interface FileChange {
  absolute: string
  /** The text the edits are offsets into (without a byte order mark), and the text after them. */
  before: string
  after: string
  edits: Fix[]
  /** Whether the file starts with a byte order mark, kept when it is written. */
  mark: boolean
}

export interface ChangeSet {
  /** The files edited, by absolute path (the moved file under its old path). */
  changes: FileChange[]
  /** The file moved: its old and new absolute paths. */
  move?: { from: string; to: string }
  /** The links that lead to what is renamed but could not be rewritten, each as `file:line:column` and why: the writer's to do. */
  leftAlone: string[]
}

/** Gathers the edits of a refactoring, file by file, and makes the change set. */
export class Edits {
  private readonly byFile = new Map<string, { text: string; mark: boolean; edits: Fix[] }>()
  private readonly leftAlone: string[] = []

  constructor(private readonly read: ReadText) {}

  /** The text of a file, without its byte order mark: what offsets and positions count in. */
  textOf(absolute: string): string {
    return this.fileOf(absolute).text
  }

  add(absolute: string, fix: Fix): void {
    const file = this.fileOf(absolute)
    if (file.text.slice(fix.range[0], fix.range[1]) !== fix.text) file.edits.push(fix)
  }

  /** Replaces the span of a position (counted in the file's text) with `text`. */
  replaceAt(absolute: string, position: Position, text: string): void {
    const source = this.textOf(absolute)
    this.add(absolute, { range: [offsetOf(position.start, source), offsetOf(position.end, source)], text })
  }

  /** A link that leads to what is renamed and is left as it is, at `position` of `absolute`. */
  leaveAlone(absolute: string, position: Position, why: string): void {
    this.leftAlone.push(`${absolute}:${position.start.line}:${position.start.column}: ${why}`)
  }

  changeSet(move?: ChangeSet['move']): ChangeSet {
    const changes: FileChange[] = []
    for (const [absolute, { text, mark, edits }] of this.byFile) {
      if (edits.length === 0 && absolute !== move?.from) continue
      changes.push({ absolute, before: text, after: applyEdits(absolute, text, edits), edits: sorted(edits), mark })
    }
    return { changes: changes.sort((a, b) => a.absolute.localeCompare(b.absolute)), ...(move ? { move } : {}), leftAlone: [...this.leftAlone] }
  }

  private fileOf(absolute: string) {
    let file = this.byFile.get(absolute)
    if (!file) {
      const written = this.read(absolute)
      file = { text: withoutByteOrderMark(written), mark: written.startsWith(BYTE_ORDER_MARK), edits: [] }
      this.byFile.set(absolute, file)
    }
    return file
  }
}

function sorted(edits: Fix[]): Fix[] {
  return [...edits].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])
}

/** The text with every edit made; two edits of one span would be a fault of the refactoring, never half made. */
function applyEdits(absolute: string, text: string, edits: Fix[]): string {
  let output = ''
  let at = 0
  for (const edit of sorted(edits)) {
    if (edit.range[0] < at) throw new Error(`two edits overlap in ${absolute} at offset ${edit.range[0]}`)
    output += text.slice(at, edit.range[0]) + edit.text
    at = edit.range[1]
  }
  return output + text.slice(at)
}

/** The text a change writes: its new text, with the byte order mark it had. */
export function writtenText(change: FileChange): string {
  return (change.mark ? BYTE_ORDER_MARK : '') + change.after
}
