/**
 * Sentences of the prose as lists of tokens (words, punctuation, symbols and source, whitespace left out), for
 * the rules that look for short patterns of words ("the user should", "will be displayed").
 */
import { toString } from 'nlcst-to-string'
import type { Node as NlcstNode, Parent as NlcstParent, Sentence } from 'nlcst'
import type { Position } from 'unist'
import type { ProseBlock } from './blocks.js'

export interface Token {
  type: 'WordNode' | 'PunctuationNode' | 'SymbolNode' | 'SourceNode'
  /** As written, with typographic apostrophes made plain (`let’s` → `let's`). */
  text: string
  /** `text` in lower case. */
  lower: string
  node: NlcstNode
  /** Inside quotation marks: someone's words, not the page's. */
  quoted: boolean
}

export interface ProseSentence {
  block: ProseBlock
  node: Sentence
  tokens: Token[]
}

const QUOTES = new Set(['"', '“', '”', '«', '»'])

const cache = new WeakMap<ProseBlock[], ProseSentence[]>()

/** Every sentence of the blocks, in document order; made once per page, whichever rules ask. */
export function sentencesOf(blocks: ProseBlock[]): ProseSentence[] {
  const cached = cache.get(blocks)
  if (cached) return cached
  const sentences: ProseSentence[] = []
  for (const block of blocks) {
    const visit = (node: NlcstNode) => {
      if (node.type === 'SentenceNode') sentences.push({ block, node: node as Sentence, tokens: tokensOf(node as Sentence) })
      else for (const child of (node as NlcstParent).children ?? []) visit(child)
    }
    visit(block.nlcst)
  }
  cache.set(blocks, sentences)
  return sentences
}

function tokensOf(sentence: Sentence): Token[] {
  const tokens: Token[] = []
  let quoted = false
  for (const node of sentence.children) {
    if (node.type === 'WhiteSpaceNode') continue
    const text = toString(node).replace(/[’ʼ]/g, "'")
    if (node.type === 'PunctuationNode' && QUOTES.has(text)) {
      quoted = !quoted
      continue
    }
    tokens.push({ type: node.type as Token['type'], text, lower: text.toLowerCase(), node, quoted })
  }
  return tokens
}

/** From the start of the first token to the end of the last. */
export function spanOf(first: Token, last: Token = first): Position {
  return { start: first.node.position!.start, end: last.node.position!.end }
}

/** The words of a run of tokens as written, one space between. */
export function textOf(tokens: Token[]): string {
  return tokens.map((token) => token.text).join(' ')
}

/** Whether the tokens from `at` on are these lower-case words (`*` for any word). */
export function wordsAt(tokens: Token[], at: number, words: string[]): boolean {
  return words.every((word, index) => {
    const token = tokens[at + index]
    return token?.type === 'WordNode' && (word === '*' || token.lower === word)
  })
}
