/**
 * Instructions speak to the reader as "you". First person (`we`, `our`, `us`, `I`, `let's`) makes the reader
 * guess who "we" is, and a third-person reader ("the user should", "users must") reads like a specification
 * about someone else. Reported: each first-person word, and "the user" / "users" / "the reader" followed by
 * `should`, `must`, `needs to` or `has to`, in the prose of paragraphs, headings, list items, table cells and
 * components; words in quotation marks, code, URLs and front matter are left alone. `US` in capitals (the
 * country) is not `us`, nor is `I` in `I/O` or in a question in the reader's voice (`How do I log in?`). Part of
 * `docslint:style`, which leaves legal pages and changelogs (`privacy.mdx`, `changelog/`) alone.
 *
 * ## Fails
 *
 * ```mdx
 * <Note>
 *   We recommend rotating your API key every 90 days.
 * </Note>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Note>
 *   Rotate your API key every 90 days.
 * </Note>
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { proseOf } from '../../src/page/prose/blocks.js'
import { sentencesOf, spanOf, wordsAt, type Token } from '../../src/page/prose/sentences.js'

interface Options {
  words: string[]
}

const readers = [['the', 'user'], ['users'], ['the', 'reader'], ['the', 'users']]
const obligations = [['should'], ['must'], ['needs', 'to'], ['need', 'to'], ['has', 'to'], ['have', 'to']]

export const prosePerson = definePageRule<Options>(
  {
    id: 'prose-person',
    description: 'instructions address the reader as "you", not as "we" or "the user"',
    severity: 'warn',
    preset: 'style',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        words: { type: 'array', items: { type: 'string' }, description: 'First-person words reported, in lower case (`i` stands for the capital `I`).' }
      }
    },
    defaultOptions: { words: ['we', "we're", "we've", "we'll", 'our', 'ours', 'ourselves', 'us', 'i', "let's"] }
  },
  (tree, { file, options, report }) => {
    const words = new Set(options.words)
    for (const { tokens } of sentencesOf(proseOf(tree, file))) {
      tokens.forEach((token, at) => {
        if (token.quoted || token.type !== 'WordNode') return
        if (words.has(token.lower) && isFirstPerson(tokens, at)) report(firstPersonReason(token.text), { place: spanOf(token), actual: token.text })
        const address = thirdPersonAt(tokens, at)
        if (address) report(thirdPersonReason(address.written, address.replacement), { place: spanOf(token, address.last), actual: address.written, expected: [address.replacement] })
      })
    }
  }
)

/** `us` and `I` only as the pronouns: not `US` (the country), nor `I` in `I/O` or a numbered `Part I`. */
function isFirstPerson(tokens: Token[], at: number): boolean {
  const token = tokens[at]
  if (token.lower === 'us') return token.text !== 'US'
  // A question with `I` is the reader's own (`How do I log in?`, in an FAQ).
  if (token.lower === 'i') return token.text === 'I' && !isQuestion(tokens) && tokens[at + 1]?.text !== '/' && tokens[at - 1]?.text !== '/' && tokens[at - 1]?.lower !== 'part'
  return true
}

function isQuestion(tokens: Token[]): boolean {
  return tokens[tokens.length - 1]?.text === '?'
}

function firstPersonReason(word: string): string {
  if (word.toLowerCase() === "let's") return `\`${word}\` speaks for the reader: write the instruction itself (\`Create a key\` for \`Let's create a key\`)`
  if (/^our/i.test(word)) return `First person \`${word}\`: say whose it is (\`your account\`, \`the Acme API\`)`
  return `First person \`${word}\`: address the reader as \`you\`, or name who acts (the product, the team)`
}

function thirdPersonAt(tokens: Token[], at: number): { written: string; replacement: string; last: Token } | undefined {
  for (const reader of readers) {
    if (!wordsAt(tokens, at, reader)) continue
    const modal = obligations.find((words) => wordsAt(tokens, at + reader.length, words))
    if (!modal) continue
    const all = tokens.slice(at, at + reader.length + modal.length)
    const verb = modal[0] === 'needs' ? ['need', 'to'] : modal[0] === 'has' ? ['have', 'to'] : modal
    const replacement = [tokens[at].text[0] === tokens[at].text[0].toUpperCase() ? 'You' : 'you', ...verb].join(' ')
    return { written: all.map((token) => token.text).join(' '), replacement, last: all[all.length - 1] }
  }
  return undefined
}

function thirdPersonReason(written: string, replacement: string): string {
  return `\`${written}\` speaks of the reader in the third person: write \`${replacement}\``
}
