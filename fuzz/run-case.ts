/**
 * Runs one fuzz case in this process, as `docslint check` (and `docslint build`) would: the example site is
 * copied to a temporary folder, the case's files written over it, the site checked and, for a build case, its
 * preview written. What happens is one of: the run ended (messages or not), the run failed the way a run may
 * fail (a RunFailure: exit 2 with one line), or docslint crashed (any other exception: an internal error with
 * a stack trace). Hangs and memory are measured by the process that runs this one (fuzz/main.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FuzzCase } from './families.js'
import { BASE_SITE } from './families.js'

export type Outcome =
  | { kind: 'ok'; messages: number }
  | { kind: 'failure'; message: string }
  /** A failure whose message runs over several lines, or any other exception: docslint's defects. */
  | { kind: 'multi-line failure'; message: string }
  | { kind: 'crash'; message: string; at: string }

/** The engine and preview modules: those of this checkout, or of another build (`--target`, to fuzz an older version). */
export interface Docslint {
  checkSites: typeof import('../src/engine.js').checkSites
  RunFailure: typeof import('../src/engine.js').RunFailure
  writePreview: typeof import('../src/preview/build.js').writePreview
  PreviewFailure: typeof import('../src/preview/output.js').PreviewFailure
}

export async function loadDocslint(distRoot?: string): Promise<Docslint> {
  const from = (module: string) => (distRoot ? path.join(distRoot, 'dist/src', module) : `../src/${module}`)
  const engine = (await import(from('engine.js'))) as typeof import('../src/engine.js')
  const build = (await import(from('preview/build.js'))) as typeof import('../src/preview/build.js')
  const output = (await import(from('preview/output.js'))) as typeof import('../src/preview/output.js')
  return { checkSites: engine.checkSites, RunFailure: engine.RunFailure, writePreview: build.writePreview, PreviewFailure: output.PreviewFailure }
}

export const isDefect = (outcome: Outcome) => outcome.kind === 'crash' || outcome.kind === 'multi-line failure'

export async function runCase(docslint: Docslint, fuzzCase: FuzzCase): Promise<Outcome> {
  const folder = mkdtempSync(path.join(tmpdir(), 'docslint-fuzz-'))
  const root = path.join(folder, 'site')
  try {
    writeSite(root, fuzzCase.files)
    const { files, sites } = await docslint.checkSites({ paths: [root], cwd: root, offline: true, keepPreviewTrees: fuzzCase.build })
    if (fuzzCase.build && sites.length === 1) await docslint.writePreview(sites[0], path.join(folder, 'out'))
    return { kind: 'ok', messages: files.reduce((sum, file) => sum + file.messages.length, 0) }
  } catch (error) {
    return classify(docslint, error)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The example site with the case's files written over it. */
function writeSite(root: string, files: FuzzCase['files']): void {
  cpSync(BASE_SITE, root, { recursive: true })
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file)
    if (text === null) rmSync(target, { force: true })
    else {
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, text)
    }
  }
}

function classify(docslint: Docslint, error: unknown): Outcome {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof docslint.RunFailure || error instanceof docslint.PreviewFailure) {
    return message.includes('\n') ? { kind: 'multi-line failure', message } : { kind: 'failure', message }
  }
  const at = error instanceof Error ? (error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '').trim() : ''
  return { kind: 'crash', message: message.split('\n')[0], at }
}
