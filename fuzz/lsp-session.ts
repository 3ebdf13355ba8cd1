/**
 * A language server session of the `lsp-framing` family: `docslint lsp --stdio` started in the case's site, a
 * valid `initialize`, then the case's frames. At each probe the server is asked a request it must answer (an
 * unknown method: an error reply is an answer); when its input has been written, it is closed. The server may
 * end early only with status 1 and at most one line (a framing error ends it, as vscode-languageserver clients
 * expect); it hangs when it stops answering while its input is open, or does not end once it is closed.
 */
import type { Readable } from 'node:stream'
import type { FuzzCase, LspFrame } from './case.js'
import { expand, type CaseFolder } from './case-folder.js'
import { startObserved, type ProcessReport } from './observed-process.js'
import type { Defect, RunOptions } from './oracles.js'

/** How long the server may take to answer `initialize` (it loads docslint first) and each probe (it may be checking the site). */
const STARTUP_MS = 30_000
const ANSWER_MS = 15_000
/** How long it may take to end once its input is closed. */
const END_MS = 10_000

export async function runLspSession(frames: NonNullable<FuzzCase['frames']>, caseFolder: CaseFolder, options: RunOptions, trace: string): Promise<{ report: ProcessReport; defects: Defect[] }> {
  const budget = STARTUP_MS + frames.length * ANSWER_MS + END_MS
  const observed = startObserved(options.cli, ['lsp', '--stdio'], caseFolder, { timeoutMs: budget, traced: options.trace, trace })
  const { child } = observed
  const replies = new Replies(child.stdout)
  let ended = false
  const end = new Promise<void>((resolve) =>
    child.once('exit', () => {
      ended = true
      resolve()
    })
  )
  const defects: Defect[] = []
  const write = (bytes: Buffer) => {
    if (!ended) child.stdin.write(bytes)
  }
  /** Sends a request and waits for its answer or the server's end; false when neither came in time (a hang, and the server is killed). */
  const ask = async (id: string, method: string, params: unknown, ms: number, what: string): Promise<boolean> => {
    write(bytesOf({ header: 'Content-Length: {length}\r\n\r\n', body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) }, caseFolder))
    const answered = await Promise.race([replies.answer(id).then(() => true), end.then(() => true), delay(ms).then(() => false)])
    if (!answered) {
      defects.push({ kind: 'hang', detail: `no answer to ${what} within ${ms / 1000} s` })
      observed.kill('time')
    }
    return answered
  }
  let alive = await ask('initialize', 'initialize', { processId: null, rootUri: expand('file://{site}', caseFolder), capabilities: {} }, STARTUP_MS, 'initialize')
  if (alive) write(bytesOf({ header: 'Content-Length: {length}\r\n\r\n', body: JSON.stringify({ jsonrpc: '2.0', method: 'initialized', params: {} }) }, caseFolder))
  for (let index = 0; alive && !ended && index < frames.length; index++) {
    const part = frames[index]
    if (part === 'probe') alive = await ask(`probe-${index}`, 'docslint/fuzzProbe', {}, ANSWER_MS, `a request after frame ${index}`)
    else write(bytesOf(part, caseFolder))
  }
  const endedEarly = ended
  if (alive && !ended) {
    child.stdin.end()
    if (!(await Promise.race([end.then(() => true), delay(END_MS).then(() => false)]))) {
      defects.push({ kind: 'hang', detail: `still running ${END_MS / 1000} s after its input closed` })
      observed.kill('time')
    }
  }
  const report = await observed.report
  if (endedEarly && !report.killed) defects.push(...earlyEnd(report))
  // The hangs are judged here; the report's own `killed: time` would say it again.
  return { report: report.killed === 'time' ? { ...report, killed: undefined, signal: null } : report, defects }
}

/** A server that ended while its input was open: only status 1 with at most one line on standard error is allowed. */
function earlyEnd(report: ProcessReport): Defect[] {
  const lines = report.stderr.split('\n').filter((line) => line.trim() !== '')
  if (report.status === 1 && lines.length <= 1) return []
  return [{ kind: 'crash', detail: `ended while its input was open: ${report.signal ?? `exit ${report.status}`}, ${lines.length} lines on standard error` }]
}

/** The bytes of a frame: its body with the case's folders in, the header with the body's length, less the bytes cut. */
export function bytesOf(frame: LspFrame, caseFolder: CaseFolder): Buffer {
  const body = Buffer.from(expand(frame.body, caseFolder), 'utf8')
  const bytes = Buffer.concat([Buffer.from(frame.header.replace('{length}', String(body.length)), 'latin1'), body])
  return bytes.subarray(0, bytes.length - (frame.cut ?? 0))
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}

/** The ids of the replies the server wrote, read from its framed output. */
class Replies {
  private buffer = Buffer.alloc(0)
  private readonly seen = new Set<string>()
  private readonly waiting = new Map<string, () => void>()

  constructor(output: Readable) {
    output.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.read()
    })
  }

  answer(id: string): Promise<void> {
    if (this.seen.has(id)) return Promise.resolve()
    return new Promise((resolve) => this.waiting.set(id, resolve))
  }

  private read(): void {
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n')
      if (headerEnd < 0) return
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('latin1'))?.[1])
      if (!Number.isInteger(length) || this.buffer.length < headerEnd + 4 + length) return
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8')
      this.buffer = this.buffer.subarray(headerEnd + 4 + length)
      try {
        const id = (JSON.parse(body) as { id?: unknown }).id
        if (typeof id === 'string') {
          this.seen.add(id)
          this.waiting.get(id)?.()
        }
      } catch {
        // Not JSON: the output itself is judged by what the server printed on standard error.
      }
    }
  }
}
