/**
 * The "many messages" shape of a generated site, as large real sites are written (one of 4,614 pages had 31,000
 * messages, 4,600 of them pages nothing leads to): each page made from a clean one (bench/page-content.ts) with
 * the mistakes those sites are full of. A third of the pages are left out of the navigation and no page links to
 * them (page-orphan); most pages get a level-1 heading under their title (heading-start and the like), fenced
 * code without a language (code-language), and links to pages that are not there, slips of real pages' names
 * (link-broken, with its search for the page meant) and fragments no heading has (link-anchor-broken, with its
 * search for the heading meant). So the check's cost per message (making it, its suggestion, the orphan search)
 * is measured against the parse of the same pages.
 */
import type { Random } from './random.js'

/** Every third page is left out of the navigation, and out of the pages others link to: it is an orphan. */
export function isUnlisted(index: number): boolean {
  return index % 3 === 2
}

/** The page's text with the shape's mistakes, from its own random numbers; `pages` are the listed pages' paths (no extension). */
export function withMistakes(text: string, random: Random, pages: readonly string[]): string {
  const titled = random.chance(0.7) ? text.replace(/^(---\n[\s\S]*?\n---\n)/, (front) => `${front}\n# ${titleOf(front)}\n`) : text
  const unlabelled = titled.replace(/^(\s*)```[a-z]+[^\n]*$/gm, (fence, indent: string) => (random.chance(0.6) ? `${indent}\`\`\`` : fence))
  return `${unlabelled}\n${brokenLinks(random, pages)}\n`
}

function titleOf(front: string): string {
  return /^title: "([^"]*)"/m.exec(front)?.[1] ?? 'Overview'
}

/** A paragraph of links that lead nowhere: a page that is not there, a slip of a real page's name, a fragment no heading has. */
function brokenLinks(random: Random, pages: readonly string[]): string {
  const slip = (page: string) => page.replace(/page-(\d)/, 'pgae-$1')
  const links = [
    `[the old setup](/${random.pick(pages).replace(/page-/, 'old-page-')})`,
    `[the reference](/${slip(random.pick(pages))})`,
    `[the limits](/${random.pick(pages)}#no-such-section)`,
    `[the details](/${random.pick(pages)}#overveiw)`
  ]
  return `See also ${links.slice(0, random.int(2, 4)).join(', ')}.`
}
