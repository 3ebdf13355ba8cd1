/**
 * `--fix` and `--fix-dry-run`: check, apply the fixes of the messages shown that do not overlap, and check the
 * fixed text again, until nothing is left to fix (at most 10 passes, as ESLint does). Every pass is made in
 * memory (the engine is given the text so far, src/engine.ts `contents`), so a file is written once, at the
 * end, atomically; a dry run writes nothing and shows the change as a diff.
 */
import path from 'node:path'
import type { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { check, type CheckOptions } from '../engine.js'
import { shownPath } from '../util/shown-path.js'
import { whyReadOnly } from '../util/write-inside.js'
import { applyFixes } from './apply.js'
import { BYTE_ORDER_MARK } from '../util/byte-order-mark.js'

/** ESLint's limit: fixes that keep making new fixes stop here, and what is left is reported. */
export const MAX_PASSES = 10

export interface FixOptions {
  /** Apply the fixes of errors only (`--quiet` shows nothing else). */
  errorsOnly?: boolean
}

/** One file the fixes changed: its text before and after (as the file holds it, its byte order mark included), and how many fixes of each rule made the change. */
export interface FixedFile {
  /** Absolute path. */
  path: string
  before: string
  after: string
  fixesByRule: Record<string, number>
}

/** A file whose fixes are not written, and why. */
export interface NotFixed {
  /** Absolute path. */
  path: string
  /** Why, naming the file: `docs/intro.mdx is read-only (its owner may not write it)`. */
  reason: string
}

export interface FixResult {
  /** The report of the fixed text: what is left. */
  files: VFile[]
  fixed: FixedFile[]
  /** Files that may not be written: not fixed, in memory either, so their problems stay in the report. */
  readOnly: NotFixed[]
  /** How many times the site was checked. */
  checks: number
}

/** Checks the site, fixes what can be fixed and checks again; writes nothing (see writeFixes). */
export async function checkAndFix(options: CheckOptions, fixOptions: FixOptions = {}): Promise<FixResult> {
  const state = new FixState(fixOptions)
  // The text so far, kept on each file after its check: the next pass's fixes are made from it.
  const checkFixed = () => check({ ...options, contents: state.contents, keepText: true })
  let files = await checkFixed()
  let checks = 1
  for (let pass = 1; pass <= MAX_PASSES && state.applyPass(files); pass++) {
    files = await checkFixed()
    checks++
    // A fix that stops a file from parsing is undone, and the file is left as it was before that pass.
    if (state.undoBroken(files)) {
      files = await checkFixed()
      checks++
    }
  }
  return { files, fixed: state.fixedFiles(), readOnly: state.readOnly, checks }
}

interface FileState {
  /** The byte order mark the file starts with, or '': the texts are without it (src/processor.ts). */
  mark: string
  original: string
  text: string
  fixesByRule: Record<string, number>
  /** What the file was before the last pass, to undo it. */
  previous?: { text: string; fixesByRule: Record<string, number>; parsed: boolean }
}

class FixState {
  readonly contents = new Map<string, string>()
  private readonly files = new Map<string, FileState>()
  /** Files a fix broke, and files that may not be written: left as they were, and not fixed again. */
  private readonly frozen = new Set<string>()
  readonly readOnly: NotFixed[] = []

  constructor(private readonly options: FixOptions) {}

  /** Applies one pass of fixes to every reported file; whether anything changed. */
  applyPass(files: VFile[]): boolean {
    let changed = false
    for (const file of files) {
      const key = path.resolve(file.cwd, file.path)
      const messages = file.messages.filter((message) => message.fix && this.shown(message))
      if (messages.length === 0 || this.frozen.has(key) || this.isReadOnly(key)) continue
      const text = String(file.value ?? '')
      const { output, applied } = applyFixes(text, messages)
      if (applied.length === 0) continue
      const state = this.files.get(key) ?? { mark: file.data.docslintByteOrderMark ? BYTE_ORDER_MARK : '', original: text, text, fixesByRule: {} }
      state.previous = { text, fixesByRule: { ...state.fixesByRule }, parsed: !parseFailed(file) }
      for (const message of applied) state.fixesByRule[String(message.ruleId)] = (state.fixesByRule[String(message.ruleId)] ?? 0) + 1
      state.text = output
      this.files.set(key, state)
      this.contents.set(key, output)
      changed = true
    }
    return changed
  }

  /** Undoes the last pass on each file that parsed before it and does not now; whether any was undone. */
  undoBroken(files: VFile[]): boolean {
    let undone = false
    for (const file of files) {
      const key = path.resolve(file.cwd, file.path)
      const state = this.files.get(key)
      if (!state?.previous || state.text === state.previous.text || !state.previous.parsed || !parseFailed(file)) continue
      state.text = state.previous.text
      state.fixesByRule = state.previous.fixesByRule
      this.contents.set(key, state.text)
      this.frozen.add(key)
      undone = true
    }
    for (const state of this.files.values()) state.previous = undefined
    return undone
  }

  fixedFiles(): FixedFile[] {
    return [...this.files]
      .filter(([, state]) => state.text !== state.original)
      .map(([file, state]) => ({ path: file, before: state.mark + state.original, after: state.mark + state.text, fixesByRule: state.fixesByRule }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  }

  /** Whether the file may not be written (src/util/write-inside.ts): it is then never fixed, in memory either, so that the report keeps its problems. */
  private isReadOnly(file: string): boolean {
    if (this.files.has(file)) return false
    const reason = whyReadOnly(file)
    if (!reason) return false
    this.readOnly.push({ path: file, reason: `${shownPath(file)} ${reason}` })
    this.frozen.add(file)
    return true
  }

  private shown(message: VFileMessage): boolean {
    return !this.options.errorsOnly || message.fatal === true
  }
}

/** Whether the file is a page or docs.json that could not be parsed (src/processor.ts). */
function parseFailed(file: VFile): boolean {
  const parsed = file.data.docslintParsed
  if (parsed?.kind === 'page' && 'outcome' in parsed) return parsed.outcome.failure !== undefined
  if (parsed?.kind === 'config' && 'config' in parsed) return parsed.config.state === 'syntax-error'
  return false
}
