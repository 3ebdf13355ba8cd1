/**
 * Spelling for `prose-spelling`: retext-spell with the English (US) Hunspell dictionary of dictionary-en, the
 * words of software documentation that dictionary lacks, and a project's own words from `.docslint-words`.
 * The dictionary is read on first use only, so a check without the rule never reads it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { unified, type Processor } from 'unified'
import retextSpell from 'retext-spell'
import nspell from 'nspell'
import { PROJECT_WORDS_FILE, readToolFile } from '../config/tool-files.js'
import { DEFAULT_MAX_FILE_BYTES } from '../file-size.js'
import { isMissing, readSiteFile } from '../site/read-file.js'

/** Words of software documentation that the English dictionary does not have. */
export const TECH_WORDS = `
api apis async auth autocomplete autoscaling backend backends backoff blockchain boolean bool builtin bundler
cancelled cancelling changelog changelogs checkbox checkboxes cli clis codebase codebases config configs cron
crons css csv dataset datasets debounce deduplicate deduplication deps dev devs devops dockerfile dotenv
dropdown dropdowns email emails endpoint endpoints enum enums env envs eslint failover frontend frontends
github gitlab gzip hardcode hardcoded hostname hostnames html http https iframe iframes init inline json jwt
jwts kubernetes linter localhost lockfile login logins logout lookup lookups macos markdown mdx metadata
middleware middlewares microservice microservices monorepo monorepos namespace namespaces npm nullable oauth
onboarding param params parsable pnpm postgres pre precompiled prebuilt prepend prepended proxying readme
realtime redis redirect redirects refactor repo repos runtime runtimes schemas sdk sdks serverless setup
signup signups sql src stderr stdin stdout subdomain subfolder subfolders submodule subtask subtasks
tailwind timestamp timestamps tooltip tooltips typescript ui uis unarchive uncheck unmount unpublish unset
untracked upsert upserts uri url urls userid usernames uuid uuids validator vercel webhook webhooks websocket
websockets whitelist wildcard wildcards workspace workspaces yaml yml zod undefined lifecycle lifecycles
idempotency idempotent observability webapp webapps preload preloads preloaded breakpoint breakpoints integrations
chatbot chatbots quickstart quickstarts stateful stateless natively programmatically walkthrough walkthroughs
subpath subpaths matcher matchers anonymized onwards scalable filesystem filesystems frontmatter subnet subnets
roadmap roadmaps handoff handoffs durations prerelease prereleases datastore datastores unhandled errored subtype
subtypes namespaced balancer balancers pooler stringified stringify presigned untrusted latencies inlined
orchestrator orchestrators tokenization embeddings sandboxed sandbox sandboxes misconfiguration misconfigured
deprovisioning deprovisioned kubeconfig shortcode shortcodes rollout rollouts substring substrings viewport
scrollbar dialogs trackpad numpad reconnection oversized revalidation revalidate checkpointed checkpoint
instrumentations instrumentation agentic dimensionality vectorized tokenizer uncomment unpublished misrouted
unfavorite parametrize auditable reconfiguring broadcasted waitpoint waitpoints jitter semver`.trim().split(/\s+/)

type Dictionary = { aff: Uint8Array; dic: Uint8Array }

let english: Dictionary | undefined

/** Where the bundled GitHub Action carries dictionary-en's files: a folder beside the bundle's code. */
export const BUNDLED_DICTIONARY = 'dictionary-en'

/**
 * dictionary-en's files, read at once on first use: from beside this module's code where the Action's bundle
 * carries them (scripts/build-action.mjs copies them there), else from the installed package. Read
 * synchronously: a long wait in the middle of the first page's check stalls unified-engine's file pipeline.
 */
function loadEnglish(): Dictionary {
  if (!english) {
    const beside = path.join(path.dirname(fileURLToPath(import.meta.url)), BUNDLED_DICTIONARY)
    const folder = existsSync(path.join(beside, 'index.dic')) ? beside : path.dirname(createRequire(import.meta.url).resolve('dictionary-en'))
    english = { aff: readFileSync(path.join(folder, 'index.aff')), dic: readFileSync(path.join(folder, 'index.dic')) }
  }
  return english
}

const checkers = new Map<string, Processor>()
let speller: ReturnType<typeof nspell> | undefined

const PREFIXES = ['auto', 'co', 'cross', 'de', 'dis', 'in', 'inter', 'micro', 'mis', 'multi', 'non', 'out', 'over', 'post', 'pre', 're', 'self', 'semi', 'sub', 'super', 'un', 'under', 'up', 'web']
const SUFFIXES = ['ably', 'ibly', 'ability', 'able', 'ible', 'izing', 'ized', 'izes', 'ize', 'ising', 'ised', 'ises', 'ise', 'ers', 'er', 'ing', 'ed', 'es', 's', 'ly', 'ness', 'ments', 'ment', 'ity']
/** British spellings and their American forms (the dictionary is American English). */
const BRITISH: [RegExp, string][] = [[/our(s?)$/, 'or$1'], [/isation(s?)$/, 'ization$1'], [/is(e|ed|es|ing)$/, 'iz$1'], [/ll(ed|ing|er)$/, 'l$1'], [/tre(s?)$/, 'ter$1'], [/ogue(s?)$/, 'og$1'], [/yse(s|d)?$/, 'yze$1'], [/ence$/, 'ense']]

/**
 * Whether an unknown word is made of known ones: a prefix and a word (`prerelease`), a word and a suffix
 * (`memoized`, `runnable`), two words (`webpage`, `sparkline`), or the British spelling of a word (`behaviour`).
 * Documentation coins such words all the time; a typo seldom makes one.
 */
export function isMadeOfWords(word: string): boolean {
  speller ??= nspell(loadEnglish()).personal(TECH_WORDS.join('\n'))
  const speller_ = speller
  const known = (candidate: string) => candidate.length >= 3 && (speller_.correct(candidate) || speller_.correct(`${candidate}e`))
  const lower = word.toLowerCase().replace(/['’]s$/, '')
  if (speller_.correct(lower)) return true
  if (BRITISH.some(([pattern, american]) => pattern.test(lower) && speller_.correct(lower.replace(pattern, american)))) return true
  if (PREFIXES.some((prefix) => lower.startsWith(prefix) && known(lower.slice(prefix.length).replace(/^-/, '')))) return true
  for (const suffix of SUFFIXES) {
    if (!lower.endsWith(suffix)) continue
    const base = lower.slice(0, -suffix.length)
    if (known(base) || known(base.replace(/(.)\1$/, '$1')) || known(base.replace(/i$/, 'y')) || (/[ai]bly$/.test(suffix) && known(`${base}${suffix[0]}ble`))) return true
  }
  for (let at = 3; at <= lower.length - 3; at++) {
    if (known(lower.slice(0, at)) && known(lower.slice(at))) return true
  }
  return false
}

/**
 * A retext processor that reports misspelt words, with these extra words known. It is kept for the whole run (its
 * dictionary is slow to build) and caches its suggestions by word; retext-spell stops suggesting after `max`
 * words per processor, so `max` is unbounded.
 */
export function spellChecker(words: string[]): Processor {
  const key = words.join('\n')
  let checker = checkers.get(key)
  if (!checker) {
    const dictionary = loadEnglish()
    checker = unified().use(retextSpell, { dictionary, personal: [...TECH_WORDS, ...words].join('\n'), max: Number.MAX_SAFE_INTEGER }).freeze() as unknown as Processor
    checkers.set(key, checker)
  }
  return checker
}

const projectWords = new Map<string, string[]>()

/**
 * The words of the nearest `.docslint-words` above a file (one a line, `#` comments): a project's own words. One
 * that is not read (a FIFO, a link out of the site: the check fails on it first, src/config/tool-files.ts) has none.
 */
export function projectWordsFor(filePath: string): string[] {
  const folder = path.dirname(path.resolve(filePath))
  let words = projectWords.get(folder)
  if (!words) {
    const read = readToolFile(path.join(folder, PROJECT_WORDS_FILE))
    const parent = path.dirname(folder)
    if (!('refusal' in read)) words = parseWords(read.text)
    else words = isMissing(read.refusal) && parent !== folder ? projectWordsFor(path.join(parent, 'x')) : []
    projectWords.set(folder, words)
  }
  return words
}

function parseWords(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.replace(/#.*/, '').trim()).filter(Boolean)
}

/**
 * The words of a text's identifiers, lower case, split at non-letters and between the parts of a CamelCase
 * name (`prismaExtension` → `prisma`, `extension`); words of three letters or fewer are left out.
 */
export function wordsOfCode(text: string, into: Set<string>): Set<string> {
  for (const word of text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase().split(/[^\p{L}]+/u)) if (word.length > 3) into.add(word)
  return into
}

/**
 * A code block without its comments (`// ...`, `# ...`, `/* ... *\/`, `<!-- ... -->`, `-- ...`): comments are
 * prose, and a typo there is no name.
 */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g, ' ').replace(/(^|\s)(\/\/|#|--)(?=\s|$).*$/gm, '$1').replace(/(^|\s)(\/\/|#)[^\n]*$/gm, '$1')
}

/** How many pages of a site are read for its code words: a bigger site is read this far. */
const MAX_SITE_PAGES = 20_000
/** Fenced code, inline code, link destinations and `href`s in a page's source. */
const CODE_IN_SOURCE = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))|`[^`\n]+`|\]\([^)\s]+|href="[^"]*"/gm

const siteWords = new Map<string, Set<string>>()

/**
 * The words a site uses for itself: the site's name and navigation (groups, tabs, page paths) in its docs.json
 * (or mint.json), and the words of the code, inline code and links of all its pages. Prose that uses one is
 * naming a product, a package or a command (`prisma`), not misspelling a word. The site is the nearest folder
 * above the page with a docs.json; its pages are read once per run, without parsing.
 */
export function siteWordsFor(filePath: string): Set<string> {
  const root = siteRootOf(path.dirname(path.resolve(filePath)))
  if (!root) return new Set()
  let words = siteWords.get(root)
  if (!words) {
    words = new Set()
    for (const name of ['docs.json', 'mint.json']) {
      const read = readSiteFile(path.join(root, name), { root, maxBytes: DEFAULT_MAX_FILE_BYTES })
      try {
        const config = JSON.parse('refusal' in read ? '' : read.text) as Record<string, unknown>
        for (const value of [config.name, config.navigation, config.tabs, config.anchors]) stringsOf(value, (text) => wordsOfCode(text, words!))
      } catch {
        // Not read, or not JSON: config-syntax reports it.
      }
    }
    for (const page of pagesBelow(root)) {
      const read = readSiteFile(page, { root, maxBytes: DEFAULT_MAX_FILE_BYTES })
      if ('refusal' in read) continue
      for (const code of read.text.match(CODE_IN_SOURCE) ?? []) wordsOfCode(/^ {0,3}(```|~~~)/.test(code) ? withoutComments(code) : code, words)
    }
    siteWords.set(root, words)
  }
  return words
}

function siteRootOf(folder: string): string | undefined {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'docs.json')) || existsSync(path.join(at, 'mint.json'))) return at
    if (path.dirname(at) === at) return undefined
  }
}

function stringsOf(value: unknown, found: (text: string) => void): void {
  if (typeof value === 'string') found(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, found)
}

/** The `.md` and `.mdx` files below a folder: regular files only, no links followed, no hidden folders or node_modules. */
function pagesBelow(root: string): string[] {
  const pages: string[] = []
  const folders = [root]
  while (folders.length > 0 && pages.length < MAX_SITE_PAGES) {
    const folder = folders.pop()!
    let entries
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
      if (entry.isDirectory()) folders.push(path.join(folder, entry.name))
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) pages.push(path.join(folder, entry.name))
    }
  }
  return pages.slice(0, MAX_SITE_PAGES)
}
