/**
 * What the product does today is written in the present tense: "the API returns a 404", not "the API will
 * return a 404". The future makes the reader wonder when it starts. Reported: `will` (and `'ll`, `won't`)
 * before a verb, with the present form to write instead (`will be displayed` → `is displayed`, `will be able
 * to` → `can`, `you'll need` → `you need`). Sentences about what is planned (`soon`, `in the future`, `next
 * release`, `deprecated`, `will be removed`, a version) and questions are left alone. Part of `docslint:style`.
 *
 * ## Fails
 *
 * ```mdx
 * <Steps>
 *   <Step title="Send the request">
 *     The API will return the new user's ID.
 *   </Step>
 * </Steps>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Steps>
 *   <Step title="Send the request">
 *     The API returns the new user's ID. Support for bulk requests is coming soon, and it will take a list.
 *   </Step>
 * </Steps>
 * ```
 */
import { definePageRule } from '../../src/page/rule.js'
import { proseOf } from '../../src/page/prose/blocks.js'
import { sentencesOf, spanOf, textOf, wordsAt, type Token } from '../../src/page/prose/sentences.js'
import { presentFor } from '../../src/page/prose/verbs.js'

/** Sentences about what is to come, where the future tense is right. */
const PLANNED = /\b(soon|future|later|upcoming|eventually|tomorrow|next (week|month|quarter|year|release|version|major|minor)|coming (weeks|months|soon)|deprecat\w*|removed|retired|sunset|roadmap|planned|plan to|in v?\d[\w.]*|by \d{4}|beta)\b/i
const ADVERBS = new Set(['also', 'then', 'now', 'only', 'always', 'still', 'never', 'just', 'first', 'immediately', 'instead', 'again', 'often', 'usually', 'all', 'both'])
/** Words that are not a verb after `will`. */
const NOT_VERBS = new Set(['the', 'a', 'an', 'you', 'your', 'it', 'its', 'this', 'that', 'these', 'those', 'i', 'we', 'they', 'he', 'she', 'there', 'not'])
const CONTRACTED = /^(you|it|we|they|that|this|there|he|she|i)'ll$/

export const proseTense = definePageRule(
  {
    id: 'prose-tense',
    description: 'current behaviour is written in the present tense: "returns", not "will return"',
    severity: 'warn',
    preset: 'style'
  },
  (tree, { file, report }) => {
    for (const { tokens } of sentencesOf(proseOf(tree, file))) {
      const sentence = tokens.map((token) => token.text).join(' ')
      if (PLANNED.test(sentence) || tokens[tokens.length - 1]?.text === '?') continue
      tokens.forEach((token, at) => {
        const future = futureAt(tokens, at)
        if (!future) return
        const written = textOf(tokens.slice(at, future.end + 1))
        report(`Future tense \`${written}\` for what happens now: write the present tense (\`${future.present}\`)`, {
          place: spanOf(token, tokens[future.end]),
          actual: written,
          expected: [future.present]
        })
      })
    }
  }
)

interface Future {
  /** The last token of the future form. */
  end: number
  /** The present form to write, with the subject when it was contracted (`you need`). */
  present: string
}

function futureAt(tokens: Token[], at: number): Future | undefined {
  const token = tokens[at]
  if (token.type !== 'WordNode' || token.quoted) return undefined
  const contracted = CONTRACTED.exec(token.lower)
  const negated = token.lower === "won't"
  if (token.lower !== 'will' && !contracted && !negated) return undefined
  // `Will it ...?` opens a question; a capital `Will` is otherwise a name.
  if (token.text === 'Will') return undefined
  const subject = contracted ? token : tokens[at - 1]
  const lead = contracted ? `${token.text.slice(0, -3)} ` : ''
  return presentOf(tokens, at + 1, subject, negated, lead)
}

function isAdverb(token: Token | undefined): boolean {
  return token?.type === 'WordNode' && (ADVERBS.has(token.lower) || /^[a-z]+ly$/.test(token.text))
}

function presentOf(tokens: Token[], from: number, subject: Token | undefined, negated: boolean, lead: string): Future | undefined {
  const subjectWord = subject?.lower.replace(/'ll$/, '')
  const subjectToken = subject && subjectWord !== subject.lower ? { ...subject, lower: subjectWord! } : subject
  let at = from
  const not = negated || tokens[at]?.lower === 'not'
  if (tokens[at]?.lower === 'not') at++
  const adverbs: string[] = []
  while (isAdverb(tokens[at])) adverbs.push(tokens[at++].text)
  const verb = tokens[at]
  if (verb?.type !== 'WordNode' || NOT_VERBS.has(verb.lower) || verb.text !== verb.lower || !/^[a-z-]+$/.test(verb.lower)) return undefined
  const before = adverbs.length > 0 ? `${adverbs.join(' ')} ` : ''
  if (verb.lower === 'be' && wordsAt(tokens, at + 1, ['able', 'to'])) {
    return { end: at + 2, present: `${lead}${not ? 'cannot' : 'can'}${adverbs.length > 0 ? ` ${adverbs.join(' ')}` : ''}` }
  }
  if (verb.lower === 'be') {
    // `will be [adverbs] displayed` → `is [adverbs] displayed`; `will be the same` → `is`.
    let end = at + 1
    while (isAdverb(tokens[end])) end++
    const participle = tokens[end]?.type === 'WordNode' && /^[a-z]+(ed|en)$/.test(tokens[end].text) ? end : at
    const after = textOf(tokens.slice(at + 1, participle + 1))
    return { end: participle, present: `${lead}${presentFor('be', subjectToken)}${not ? ' not' : ''}${before ? ` ${before.trim()}` : ''}${after ? ` ${after}` : ''}` }
  }
  if (not) return { end: at, present: `${lead}${presentFor('do', subjectToken)} not ${before}${verb.text}` }
  return { end: at, present: `${lead}${before}${presentFor(verb.lower, subjectToken)}` }
}
