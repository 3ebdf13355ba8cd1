/**
 * Lead with what matters: wordy phrases (`in order to`, `prior to`, `due to the fact that`) push the point of a
 * sentence further from its start. The phrases are found by retext-simplify and kept to those whose short form
 * means the same in documentation, with the words to write instead (`in order to` → `to`, `utilize` → `use`);
 * retext-simplify's other entries are words that are terms in software (`function`, `request`, `type`,
 * `multiple`, `parameters`, `terminate`, `utilization`, `point in time`) and are not reported. Left alone: words in
 * quotation marks, and a phrase whose short form would repeat the word before it (`a request to in order to
 * complete`). The option `ignore` lists phrases not to report. Part of `docslint:style`, which leaves
 * legal pages alone.
 *
 * ## Fails
 *
 * ```mdx
 * <Note>
 *   In order to deploy, log in prior to running the command.
 * </Note>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Note>
 *   To deploy, log in before running the command.
 * </Note>
 * ```
 */
import { unified } from 'unified'
import retextSimplify from 'retext-simplify'
import { definePageRule } from '../../src/page/rule.js'
import { proseOf } from '../../src/page/prose/blocks.js'
import { ignoringAllBut, matchesOf } from '../../src/page/prose/matches.js'
import { sentencesOf, spanOf, textOf } from '../../src/page/prose/sentences.js'
import { codeList } from '../../src/util/suggest.js'
import { own } from '../../src/util/own.js'

interface Options {
  ignore: string[]
}

/** retext-simplify's phrases that are reported, with what to write instead. */
const SHORTER: Record<string, string[]> = {
  'in order to': ['to'],
  'in order for': ['for'],
  'in order that': ['so that'],
  'prior to': ['before'],
  'utilize': ['use'],
  'utilise': ['use'],
  'due to the fact that': ['because'],
  'because of the fact that': ['because'],
  'owing to the fact that': ['because'],
  'in light of the fact that': ['because'],
  'for the purpose of': ['to', 'for'],
  'in an effort to': ['to'],
  'until such time as': ['until'],
  'with the exception of': ['except'],
  'in excess of': ['more than'],
  'each and every': ['each', 'every'],
  'first and foremost': ['first'],
  'in the event of': ['if', 'in case of'],
  'in the near future': ['soon'],
  'along the lines of': ['like'],
  'by means of': ['by', 'with'],
  'as a means of': ['to'],
  'in the process of': [],
  'has a requirement for': ['needs'],
  'is applicable to': ['applies to'],
  'should you wish': ['if you want'],
  'it is essential': ['you must'],
  'in some instances': ['sometimes'],
  'at the present time': ['now'],
  'not later than': ['by', 'before'],
  'with respect to': ['for', 'about'],
  'with reference to': ['about'],
  'in regard to': ['about'],
  'in accordance with': ['following', 'as'],
  'pursuant to': ['under', 'following'],
  'a number of': ['some', 'several', 'many'],
  'numerous': ['many'],
  'facilitate': ['help', 'make easier'],
  'commence': ['start'],
  'ascertain': ['find out'],
  'endeavor': ['try'],
  'in lieu of': ['instead of'],
  'heretofore': ['until now'],
  'herein': ['here']
}

const simplify = unified().use(retextSimplify, { ignore: ignoringAllBut(Object.keys(SHORTER)) }).freeze()

export const proseSimplify = definePageRule<Options>(
  {
    id: 'prose-simplify',
    description: 'prose uses the short phrase: "to", not "in order to"; "before", not "prior to"',
    severity: 'warn',
    preset: 'style',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ignore: { type: 'array', items: { type: 'string' }, description: 'Phrases (in lower case) not to report, such as `a number of`.' }
      }
    },
    defaultOptions: { ignore: [] }
  },
  async (tree, { file, options, report }) => {
    const ignore = new Set(options.ignore.map((phrase) => phrase.toLowerCase()))
    for (const { sentence, first, last } of await matchesOf(simplify, sentencesOf(proseOf(tree, file)))) {
      const words = sentence.tokens.slice(first, last + 1)
      const written = textOf(words)
      const phrase = written.toLowerCase()
      const shorter = own(SHORTER, phrase)
      if (!shorter || ignore.has(phrase) || words.some((token) => token.quoted)) continue
      // `a request to in order to complete`: the short form would repeat the word before it.
      if (shorter.length > 0 && shorter.every((short) => short.split(' ')[0] === sentence.tokens[first - 1]?.lower)) continue
      // At the start of a sentence (or after a label) the short form starts with a capital too.
      const expected = /^[A-Z]/.test(written) ? shorter.map((short) => short[0].toUpperCase() + short.slice(1)) : shorter
      report(reasonOf(written, expected), { place: spanOf(words[0], words[words.length - 1]), actual: written, expected: expected.length > 0 ? expected : undefined })
    }
  }
)

function reasonOf(written: string, expected: string[]): string {
  if (expected.length === 0) return `\`${written}\` is wordy: leave it out and keep the verb after it`
  return `\`${written}\` is wordy: write ${codeList(expected, 'or')}`
}
