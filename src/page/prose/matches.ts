/**
 * What a retext plugin (retext-intensify, retext-simplify) reports on a page's prose, as runs of the sentences'
 * tokens, so that a rule can read the words around each match (`simply` before a verb, `in order to` at the
 * start of a sentence) before it reports it.
 */
import { VFile } from 'vfile'
import type { Root as NlcstRoot } from 'nlcst'
import type { Processor } from 'unified'
import type { ProseSentence } from './sentences.js'

export interface Match {
  sentence: ProseSentence
  /** Index of the match's first and last token in the sentence's tokens. */
  first: number
  last: number
  /** The plugin's message: its `ruleId`, `actual`, `expected`. */
  message: VFile['messages'][number]
}

/** The plugin's messages on the sentences, each as the tokens it covers; messages between tokens are dropped. */
export async function matchesOf(processor: Processor<undefined, NlcstRoot>, sentences: ProseSentence[]): Promise<Match[]> {
  if (sentences.length === 0) return []
  const starts = new Map<number, { sentence: ProseSentence; at: number }>()
  const ends = new Map<number, { sentence: ProseSentence; at: number }>()
  for (const sentence of sentences) {
    sentence.tokens.forEach((token, at) => {
      const position = token.node.position
      if (position?.start.offset === undefined || position.end.offset === undefined) return
      starts.set(position.start.offset, { sentence, at })
      ends.set(position.end.offset, { sentence, at })
    })
  }
  const root: NlcstRoot = { type: 'RootNode', children: [{ type: 'ParagraphNode', children: sentences.map((sentence) => sentence.node) }] }
  const scratch = new VFile()
  await processor.run(root, scratch)
  const matches: Match[] = []
  for (const message of scratch.messages) {
    const place = message.place && 'start' in message.place ? message.place : undefined
    const start = place?.start.offset === undefined ? undefined : starts.get(place.start.offset)
    const end = place?.end.offset === undefined ? undefined : ends.get(place.end.offset)
    if (start && end?.sentence === start.sentence && end.at >= start.at) matches.push({ sentence: start.sentence, first: start.at, last: end.at, message })
  }
  return matches
}

/**
 * The `ignore` option of retext-intensify and retext-simplify that leaves only `kept` phrases to search: both
 * plugins drop each phrase of their list for which `ignore.includes(phrase)` holds, so the complement of the kept
 * phrases needs no copy of their lists. Searching only those saves most of their work (a message for each of
 * thousands of `can`, `type` or `function` a page has). Were a plugin to read `ignore` otherwise, it would search
 * every phrase again: slower, and the same messages, since the rules keep only their own phrases anyway.
 */
export function ignoringAllBut(kept: Iterable<string>): string[] {
  const keep = new Set(kept)
  return Object.assign([''], { includes: (phrase: string) => !keep.has(phrase) })
}
