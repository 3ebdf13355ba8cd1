/**
 * The `id` the site generator gives a heading, which a `#fragment` must equal (a browser compares ids exactly).
 * Read from the generator's rendered pages, heading by heading (the table in rules/site/link-anchor-broken.ts):
 *
 * 1. The text is the heading's text, markup removed and code spans kept as written; outside code, the
 *    generator's typography step curls quotes (`What's` is `What’s`) and turns `--` into `—` and `...` into `…`.
 * 2. Lower case; a straight `'` (left in code) is dropped.
 * 3. Runs of white space and of `!`, `(`, `)`, `*`, `.`, `~`, `-` become one `-`, none at either end.
 * 4. Then `,`, `:`, `;`, `?`, `[`, `]`, `{`, `}`, `"` and emoji are dropped, even where that leaves `--` or a
 *    `-` at an end (`a, b` is `a--b`, `🚀 Launch` is `-launch`); every other character stays: `&`, `/`, `+`,
 *    `_`, `’`, `—`, letters of any script (`fees-&-billing`, `日本語`).
 * 5. A repeated id gets `-2`, `-3`, ... in page order (not `-1`, as on GitHub). Headings of levels 5 and 6
 *    get no id.
 *
 * Components that the generator gives an anchor use other slugs, read the same way: an accordion's title
 * `Fees & billing` is `fees-and-billing` (a repeat `-1`), a parameter's name `user_id` is `param-user-id`, a
 * tab's title or an update's label is a heading's id that keeps `,`, `:`, `[`, ... (`pw-[legacy]`).
 */
import type { Nodes } from 'mdast'
import { attributeString, jsxName, type JsxElement } from './jsx.js'

/**
 * The heading's text as the generator slugs it: code spans as written, typography applied to the rest. With
 * `withoutComponents`, the text of components inside it (`<Badge>required</Badge>`) is left out.
 */
export function headingText(node: Nodes, withoutComponents = false): string {
  const parts: string[] = []
  // The last character written so far: a quote's direction depends on it (the text itself is joined once, at the end).
  let last = ''
  const add = (part: string) => {
    parts.push(part)
    if (part !== '') last = part.slice(-1)
  }
  const walk = (current: Nodes) => {
    if (current.type === 'inlineCode') add(current.value)
    else if (current.type === 'text') add(typographic(current.value, last))
    else if (withoutComponents && (current.type === 'mdxJsxTextElement' || current.type === 'mdxJsxFlowElement')) return
    else if ('children' in current) for (const child of current.children) walk(child as Nodes)
  }
  walk(node)
  return parts.join('').trim()
}

/**
 * Quotes curled and dashes and ellipses set, as the generator's typography step does outside code. A quote
 * after a letter, a digit or punctuation closes; after a space or at the start, a single quote opens (the
 * generator closes a double quote there: `"Quoted"` at a heading's start is `”Quoted”`). `before` is the
 * character written before the value, if any.
 */
function typographic(value: string, before: string): string {
  let out = ''
  // The character before each one, kept as the text grows (reading it back from the text was quadratic).
  let previous = before
  const text = value.replace(/(^|[^-])--(?!-)/g, '$1—').replace(/\.\.\./g, '…')
  for (const character of text) {
    const opens = previous !== '' && /\s/u.test(previous)
    const written = character === "'" ? (opens || previous === '' ? '‘' : '’') : character === '"' ? (opens ? '“' : '”') : character
    out += written
    previous = written.slice(-1)
  }
  return out
}

const SEPARATORS = /[\s!()*.~-]+/gu
const DROPPED = /[,:;?[\]{}"\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]|\p{Extended_Pictographic}/gu

/** The id of a heading whose text (see `headingText`) is this, before a repeated id gets its number. */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '')
    .replace(DROPPED, '')
}

/**
 * Other ids a link may reach a heading with, because the generator's own documentation links them, although
 * they are not the id computed above:
 * - without the text of components in the heading: ``### `theme` - <Badge>required</Badge>`` is linked as
 *   `#theme` (and `#navigation`, `#name` likewise), never as `#theme-required`;
 * - with `.` dropped instead of made a `-`: `## Sitemaps and robots.txt files` is linked as
 *   `#sitemaps-and-robotstxt-files` 24 times and as `#sitemaps-and-robots-txt-files` 4 times.
 * `text` is the heading's text (`headingText`), already read for its id. Only for a heading whose id is not
 * numbered: a repeat's alias would need the repeat's number.
 */
export function headingAliases(node: Nodes, text: string, id: string): string[] {
  const texts = [text, headingText(node, true)]
  const aliases = new Set(texts.flatMap((text) => [headingId(text), headingId(text.replace(/\./g, ''))]))
  aliases.delete(id)
  aliases.delete('')
  return [...aliases]
}

/**
 * The anchor slug of an accordion's title or a parameter's name: `&` is "and", `'` dropped, `ü` is `ue`, other
 * accents dropped, words joined by `-` (`Don't use cURL` is `dont-use-curl`); a parameter's camel case is split
 * (`startedAt` is `started-at`).
 */
export function componentSlug(value: string, splitCamelCase = false): string {
  const words = splitCamelCase ? value.replace(/([a-z\d])([A-Z])/g, '$1 $2') : value
  const latin = words
    .replace(/['’]/g, '')
    .replace(/[äöüÄÖÜ]/g, (umlaut) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[umlaut]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .toLowerCase()
  return latin.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')
}

/** The anchor of a tab's title or an update's label: a heading's id without its last step (`,`, `:`, ... stay). */
export function labelSlug(value: string): string {
  return value.toLowerCase().replace(/'/g, '').replace(SEPARATORS, '-').replace(/^-+|-+$/g, '')
}

/**
 * The ids of one page, in page order. Headings (levels 1 to 4: the generator gives `#####` and `######` none)
 * are numbered from `-2`, and so are tabs and updates, each in their own count; accordions and parameters are
 * numbered from `-1`, as the generator does.
 */
export class HeadingIds {
  /** Every id given out (as keys), as github-slugger keeps them. */
  readonly occurrences: Record<string, number> = {}
  private readonly repeats = new Map<string, number>()

  /** A heading's id, from its text (see `headingText`); empty for a heading without text. */
  slug(text: string): string {
    const id = headingId(text)
    return id === '' ? '' : this.numbered(id, 'heading', 2)
  }

  /** A heading's custom id (`## Heading {#id}`): given as written, never numbered. */
  custom(id: string): string {
    this.occurrences[id] = (this.occurrences[id] ?? 0) + 1
    return id
  }

  /** A heading inside an `<Update>`: the generator gives it an update's slug, in the headings' count. */
  labelHeading(text: string): string {
    const id = labelSlug(text)
    return id === '' ? '' : this.numbered(id, 'heading', 2)
  }

  /** A component's anchor, numbered in its kind's count from `first` when repeated. */
  numbered(id: string, kind: string, first: number): string {
    const key = `${kind} ${id}`
    const seen = this.repeats.get(key) ?? 0
    this.repeats.set(key, seen + 1)
    const given = seen === 0 ? id : `${id}-${seen + first - 1}`
    this.occurrences[given] = (this.occurrences[given] ?? 0) + 1
    return given
  }

  /** The anchor the generator gives a component of the page (an explicit `id` aside), if it gives it one. */
  componentAnchor(node: JsxElement): string | undefined {
    const name = jsxName(node) ?? ''
    const value = (attributes: string[]) => attributes.map((attribute) => attributeString(node, attribute)).find((found) => found)
    if (name === 'Accordion') return this.slugOf(value(['title']), componentSlug, 'component', 1)
    if (name === 'ParamField' || name === 'ResponseField') {
      return this.slugOf(value(['path', 'query', 'body', 'header', 'name']), (found) => `param-${componentSlug(found, true)}`, 'component', 1)
    }
    if (name === 'Tab') return this.slugOf(value(['title']), labelSlug, 'tab', 2)
    if (name === 'Update') return this.slugOf(value(['label']), labelSlug, 'update', 2)
    return undefined
  }

  private slugOf(value: string | undefined, slug: (value: string) => string, kind: string, first: number): string | undefined {
    const id = value ? slug(value) : ''
    return id === '' ? undefined : this.numbered(id, kind, first)
  }
}
