/**
 * Lead with what matters: a sentence that opens with filler (`simply`, `just`, `basically`) or hedges what it
 * states (`probably`, `perhaps`) makes the reader dig for the point. The words are found by retext-intensify and
 * kept to those that carry nothing in documentation: `simply`, `just` and `easily` where they tell the reader
 * that an instruction is easy (`simply click`, `just run`, `you can easily create`: it may not be easy for
 * them); `basically`, `obviously` and `really`; and the hedges `probably`, `perhaps`, `maybe`,
 * `supposedly`, `hopefully`, `conceivably`, `arguably` and `in my opinion`. Left alone: `just` and `simply` in
 * their other senses (`the key you just created`, `not just the data`, `the proxy simply stores it`), `easily`
 * that says how something behaves (`can be easily decoded`), `not really`, words in quotation marks, and hedges
 * in sentences about plans (`soon`, `eventually`, `in the future`). The message gives the words without the
 * filler. The option `ignore` lists words not to report. Part of `docslint:style`, which leaves legal pages and
 * changelogs alone.
 *
 * ## Fails
 *
 * ```mdx
 * <Steps>
 *   <Step title="Copy the key">
 *     Simply click **Copy** to copy the key.
 *   </Step>
 * </Steps>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Steps>
 *   <Step title="Copy the key">
 *     Click **Copy** to copy the key you just created.
 *   </Step>
 * </Steps>
 * ```
 */
import { unified } from 'unified'
import retextIntensify from 'retext-intensify'
import { definePageRule } from '../../src/page/rule.js'
import { proseOf } from '../../src/page/prose/blocks.js'
import { ignoringAllBut, matchesOf } from '../../src/page/prose/matches.js'
import { sentencesOf, spanOf, textOf, type Token } from '../../src/page/prose/sentences.js'
import { IMPERATIVE_VERBS } from '../../src/page/prose/verbs.js'

interface Options {
  ignore: string[]
}

/** Words that tell the reader an instruction is easy. */
const EASY = new Set(['simply', 'just', 'easily'])
/** Words that add nothing. */
const FILLERS = new Set(['basically', 'obviously', 'really'])
/** Words that hedge what the sentence states. */
const HEDGES = new Set(['probably', 'perhaps', 'maybe', 'supposedly', 'hopefully', 'conceivably', 'arguably', 'in my opinion'])
/** Sentences about what is to come, where a hedge is honest. */
const PLANNED = /\b(soon|future|later|upcoming|eventually|roadmap|planned|plan to|next (release|version))\b/i
/** Words before `easily` after which it comes before a verb (`to easily add`, `you can easily add`). */
const BEFORE_EASILY = new Set(['to', 'can', 'could', 'you', 'will', 'and', 'or'])
/**
 * Words after which `simply` or `just` before a verb starts an instruction (`so just click`, `you can simply
 * add`, `all you need to do is simply open`); after a subject (`runs simply execute`) it means "merely".
 */
const BEFORE_INSTRUCTION = new Set(['to', 'can', 'could', 'and', 'or', 'so', 'then', 'now', 'is', 'please'])

const intensify = unified().use(retextIntensify, { ignore: ignoringAllBut([...EASY, ...FILLERS, ...HEDGES]) }).freeze()

export const proseHedging = definePageRule<Options>(
  {
    id: 'prose-hedging',
    description: 'prose states things plainly, without filler ("simply", "just") or hedges ("probably")',
    severity: 'warn',
    preset: 'style',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignore: { type: 'array', items: { type: 'string' }, description: 'Words (in lower case) not to report, such as `really`.' }
      }
    },
    defaultOptions: { ignore: [] }
  },
  async (tree, { file, options, report }) => {
    const ignore = new Set(options.ignore.map((word) => word.toLowerCase()))
    for (const { sentence, first, last } of await matchesOf(intensify, sentencesOf(proseOf(tree, file)))) {
      const { tokens } = sentence
      const written = textOf(tokens.slice(first, last + 1))
      const word = written.toLowerCase()
      if (ignore.has(word) || tokens.slice(first, last + 1).some((token) => token.quoted)) continue
      const kind = EASY.has(word) ? 'easy' : FILLERS.has(word) ? 'filler' : HEDGES.has(word) ? 'hedge' : undefined
      if (!kind || !isReported(kind, tokens, first, last)) continue
      const without = withoutWords(tokens, first, last)
      report(reasonOf(kind, written, without), { place: spanOf(tokens[first], tokens[last]), actual: written, expected: without ? [without] : undefined })
    }
  }
)

function isReported(kind: 'easy' | 'filler' | 'hedge', tokens: Token[], first: number, last: number): boolean {
  const [before, after] = [tokens[first - 1], tokens[last + 1]]
  const word = tokens[first].lower
  if (before?.lower === 'not') return false
  if (kind === 'hedge') return !PLANNED.test(textOf(tokens))
  if (kind === 'filler') return true
  const verbAfter = after?.type === 'WordNode' && IMPERATIVE_VERBS.has(after.lower)
  // `easily` before a verb tells the reader it is easy; after one (`can be easily decoded`) it says how.
  if (word === 'easily') return after?.type === 'WordNode' && after.text === after.lower && (verbAfter || BEFORE_EASILY.has(before?.lower ?? ''))
  // `simply` and `just` before an instruction (`just run`), not in `you just created`, `just before` or `the
  // proxy simply persists` (merely).
  return verbAfter && (!before || before.type !== 'WordNode' || BEFORE_INSTRUCTION.has(before.lower))
}

/**
 * The words around the match without it (`simply click` → `click`, `you can easily add` → `you can add`), the
 * first one capitalised when the match opened the sentence.
 */
function withoutWords(tokens: Token[], first: number, last: number): string | undefined {
  const before: Token[] = []
  for (let at = first - 1; at >= 0 && before.length < 2 && tokens[at].type === 'WordNode'; at--) before.unshift(tokens[at])
  const after = tokens[last + 1]?.type === 'WordNode' ? [tokens[last + 1]] : []
  if (after.length === 0) return undefined
  const words = [...before, ...after].map((token) => token.text)
  // `a really easy` → `an easy`.
  if (before.length > 0 && /^an?$/i.test(words[before.length - 1])) words[before.length - 1] = /^[aeiou]/i.test(after[0].text) ? 'an' : 'a'
  if (first === 0) words[0] = words[0][0].toUpperCase() + words[0].slice(1)
  return words.join(' ')
}

function reasonOf(kind: 'easy' | 'filler' | 'hedge', written: string, without: string | undefined): string {
  const instead = without ? ` (\`${without}\`)` : ''
  if (kind === 'easy') return `\`${written}\` tells the reader this is easy, which it may not be for them: leave it out${instead}`
  if (kind === 'filler') return `\`${written}\` adds nothing: leave it out${instead}`
  return `\`${written}\` hedges: state what holds, or when it holds, without it${instead}`
}
