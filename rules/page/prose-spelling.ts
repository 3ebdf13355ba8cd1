/**
 * Misspelt words in the prose, checked with retext-spell against the English (US) dictionary of
 * dictionary-en, the common words of software documentation it lacks (`webhook`, `config`, `repo`), the
 * options' `words`, and the project's own words: one a line in a `.docslint-words` file in the page's folder or
 * one above it. Not checked: code, inline code, URLs, front matter, identifiers (`camelCase`, `ALLCAPS`, words
 * with digits, dots, hyphens or underscores, `file.json`), words of four letters or fewer (mostly abbreviations),
 * words with letters beyond English's (`voilà`), words that the page's code or link addresses also use (a
 * CamelCase name counts as its parts: `prismaExtension` gives `prisma`), words of the site's own name and
 * navigation in docs.json and of the code (not its comments), inline code and links of its other pages, words in
 * quotation marks, and names: a capitalised word in the middle of a sentence, and that word wherever it
 * stands on the page; capitalised words are not checked at all. A word the page uses twice or more is taken for
 * a term it means, a word the dictionary has nothing close to for a name, and a word made of known words for a
 * coinage (`prerelease`, `memoized`, `webpage`) or a British spelling (`behaviour`). Only typos are reported: a
 * word one slip (a letter added, dropped or changed, two letters swapped) from a dictionary word, which the
 * message names; a word nothing is that close to is a term or a name. Off even in `docslint:style`, since each project
 * first needs its word list: turn it on with `"prose-spelling": "warn"`.
 *
 * ## Fails
 *
 * ```mdx
 * <Tip>
 *   You will recieve an email when the build finishes.
 * </Tip>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Tip>
 *   You receive an email from Acmecorp when the webhook in `acmeConfig.json` fires.
 * </Tip>
 * ```
 */
import path from 'node:path'
import { VFile } from 'vfile'
import { toString } from 'nlcst-to-string'
import type { Paragraph, Root as NlcstRoot, Sentence, SentenceContent } from 'nlcst'
import { definePageRule } from '../../src/page/rule.js'
import { proseOf, type ProseBlock } from '../../src/page/prose/blocks.js'
import { isMadeOfWords, projectWordsFor, siteWordsFor, spellChecker, withoutComments, wordsOfCode } from '../../src/style/spelling.js'
import { codeList } from '../../src/util/suggest.js'
import { distance } from 'fastest-levenshtein'
import { visit } from '../../src/page/visit.js'
import type { Root } from 'mdast'

interface Options {
  words: string[]
}

export const proseSpelling = definePageRule<Options>(
  {
    id: 'prose-spelling',
    description: 'prose is spelt right (English dictionary, plus the project\'s `.docslint-words`)',
    severity: 'warn',
    preset: 'style',
    optIn: true,
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        words: { type: 'array', items: { type: 'string' }, description: 'Words to accept beyond the dictionary and `.docslint-words`.' }
      }
    },
    defaultOptions: { words: [] }
  },
  async (tree, { file, options, report }) => {
    const blocks = proseOf(tree, file)
    if (blocks.length === 0) return
    let checker
    try {
      checker = spellChecker([...options.words, ...projectWordsFor(path.resolve(file.cwd, file.path))])
    } catch {
      // A bundle of docslint without dictionary-en's files beside it (scripts/build-action.mjs copies them).
      report('The English dictionary (`dictionary-en`) could not be read: install docslint from npm to check spelling', { atMost: 'info' })
      return
    }
    const scratch = new VFile({ value: String(file) })
    await checker.run(checkedRoot(blocks, wordCounts(blocks)), scratch)
    const inCode = codeWords(tree)
    const site = siteWordsFor(path.resolve(file.cwd, file.path))
    for (const message of scratch.messages) {
      const actual = String(message.actual)
      // A word the page's or the site's code, links or navigation also use is a tool's, a package's or the
      // product's name (`prisma`, `uvicorn`).
      const lower = actual.toLowerCase()
      if (message.source !== 'retext-spell' || message.ruleId === 'overflow' || inCode.has(lower) || site.has(lower) || isMadeOfWords(actual)) continue
      const expected = typoOf(String(message.actual), message.expected ?? [])
      if (expected.length === 0) continue
      report(`Unknown word \`${message.actual}\`${expected.length > 0 ? `: ${codeList(expected, 'or')}?` : ''} If it is right, add it to \`.docslint-words\``, {
        place: message.place,
        actual: message.actual ?? undefined,
        expected
      })
    }
  }
)

/**
 * The dictionary words a typo is one slip away from: a letter added, dropped, changed, or two swapped. A word
 * nothing is that close to is a term or a name (`esbuild`, `uvicorn`), and so is one that only adds letters at
 * the end of a word (`prisma`, `hopp`) or differs by a space, hyphen or apostrophe (`transferee's`).
 */
function typoOf(word: string, suggestions: string[]): string[] {
  const lower = word.toLowerCase()
  return suggestions
    .filter((suggestion) => {
      const candidate = suggestion.toLowerCase()
      if (/[\s'’-]/.test(candidate) || lower.startsWith(candidate) || candidate.startsWith(lower)) return false
      return distance(lower, candidate) === 1 || isSwap(lower, candidate)
    })
    .slice(0, 3)
}

function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  const differ = [...a].flatMap((character, index) => (character === b[index] ? [] : [index]))
  return differ.length === 2 && differ[1] === differ[0] + 1 && a[differ[0]] === b[differ[1]] && a[differ[1]] === b[differ[0]]
}

function codeWords(tree: Root): Set<string> {
  const words = new Set<string>()
  visit(tree, (node) => {
    const text = node.type === 'code' ? withoutComments((node as { value: string }).value) : node.type === 'inlineCode' ? (node as { value: string }).value : node.type === 'link' ? (node as { url: string }).url : undefined
    if (text) wordsOfCode(text, words)
  })
  return words
}

function wordCounts(blocks: ProseBlock[]): Map<string, number> {
  const counts = new Map<string, number>()
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'WordNode') {
      const word = toString(node as never).toLowerCase()
      counts.set(word, (counts.get(word) ?? 0) + 1)
    } else for (const child of (node.children ?? []) as { type: string }[]) visit(child)
  }
  for (const block of blocks) visit(block.nlcst)
  return counts
}

/** The prose with identifiers and names taken out of the words to check (kept as source, so places hold). */
function checkedRoot(blocks: ProseBlock[], counts: Map<string, number>): NlcstRoot {
  const paragraphs = blocks.flatMap((block) => block.nlcst.children.filter((child): child is Paragraph => child.type === 'ParagraphNode'))
  const names = namesOf(paragraphs)
  return {
    type: 'RootNode',
    children: paragraphs.map((paragraph) => ({
      ...paragraph,
      children: paragraph.children.map((child) => (child.type === 'SentenceNode' ? checkedSentence(child, names, counts) : child))
    }))
  }
}

/** Capitalised words in the middle of sentences: names of products, companies, people. */
function namesOf(paragraphs: Paragraph[]): Set<string> {
  const names = new Set<string>()
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.children) {
      if (sentence.type !== 'SentenceNode') continue
      const words = sentence.children.filter((child) => child.type === 'WordNode')
      for (const word of words.slice(1)) {
        const text = toString(word)
        if (/^[A-Z]/.test(text)) names.add(text)
      }
    }
  }
  return names
}

function checkedSentence(sentence: Sentence, names: Set<string>, counts: Map<string, number>): Sentence {
  const children = sentence.children.map((child, index): SentenceContent => {
    if (child.type !== 'WordNode') return child
    const text = toString(child)
    const [before, after] = [sentence.children[index - 1], sentence.children[index + 1]]
    // A full stop ends a sentence unless a word follows it at once (`file.json`).
    const glued = isGlued(before) || (isGlued(after) && (toString(after!) !== '.' || sentence.children[index + 2]?.type === 'WordNode'))
    // Short words (`tk`, `jq`) are abbreviations far more often than typos; dotted ones are files and hosts.
    // Words with letters beyond English's (`voilà`) are another language's; hyphenated ones are compounds.
    const identifier = /[A-Z]/.test(text.slice(1)) || /[^a-zA-Z'’]/.test(text) || text.replace(/\P{L}/gu, '').length <= 4
    // A capitalised word is a name or starts a sentence: names are the most of what a dictionary lacks.
    // A word the page uses again is a term it means.
    const repeated = (counts.get(text.toLowerCase()) ?? 0) > 1
    if (names.has(text) || glued || identifier || repeated || /^\p{Lu}/u.test(text)) return { type: 'SourceNode', value: text, position: child.position }
    return child
  })
  return { ...sentence, children }
}

/** Punctuation written against a word that makes it part of an identifier, path or address (`a.json`, `a/b`, `@a`). */
function isGlued(node: SentenceContent | undefined): boolean {
  return (node?.type === 'PunctuationNode' || node?.type === 'SymbolNode') && /^[./_@#$%&=+\\~<>|^*]$/.test(toString(node))
}
