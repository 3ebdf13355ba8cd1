/**
 * A checked page as plain data: its messages, with every field a rule set on them, and the `file.data` its
 * check wrote (facts, parse outcome, preview tree). It is what a worker thread sends back to the main thread
 * (src/workers/) and what the result cache keeps (src/cache/); applied to the page's VFile, it leaves the file as
 * checking the page in the main thread would have.
 */
import type { VFile, DataMap } from 'vfile'
import { VFileMessage } from 'vfile-message'
import { withoutStackTrace } from '../util/without-stack-trace.js'

/** A message's own fields, without the Error's (`stack`, `name`, `message`, `file`) and without trees (`ancestors`) or errors (`cause`). */
export type MessageRecord = Pick<VFileMessage, 'reason'> & Partial<Omit<VFileMessage, 'ancestors' | 'cause' | 'file' | 'message' | 'name' | 'stack'>> & Record<string, unknown>

export interface PageResult {
  messages: MessageRecord[]
  data: Partial<DataMap>
}

/** Fields a message record leaves out: the Error's own, the file (the page it is applied to), and what is no plain data. */
const leftOut = new Set(['ancestors', 'cause', 'file', 'message', 'name', 'stack'])

/** The page's messages and data, as plain data. */
export function pageResultOf(file: VFile): PageResult {
  return { messages: file.messages.map(messageRecord), data: { ...file.data } }
}

/** A message as plain data: what a worker sends back, and what the cache keeps. */
export function messageRecord(message: VFileMessage): MessageRecord {
  const record: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(message)) if (!leftOut.has(key)) record[key] = value
  return record as MessageRecord
}

/** Puts a page's result on its VFile: the messages as `file.message()` makes them, the data as the check wrote it. */
export function applyPageResult(file: VFile, result: PageResult): void {
  for (const { reason, place, ruleId, source, ...fields } of result.messages) {
    const message = withoutStackTrace(() => new VFileMessage(reason, { place, ruleId, source }))
    Object.assign(message, fields)
    message.file = file.path
    file.messages.push(message)
  }
  Object.assign(file.data, result.data)
}
