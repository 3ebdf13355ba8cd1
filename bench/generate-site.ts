/**
 * Writes a generated documentation site for the benchmark: a docs.json whose navigation lists every page, the
 * pages themselves (bench/page-content.ts) in a few folders, and the images they show. Same seed, same bytes.
 *
 * Run on its own: `node dist/bench/generate-site.js <dir> [pages] [seed] [--many-messages]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderPage, type SiteLinks } from './page-content.js'
import { createRandom, deriveSeed, type Random } from './random.js'
import { isUnlisted, withMistakes } from './many-messages.js'

/** The site's folders, each its own navigation group, with the share of the pages it holds. */
const SECTIONS = [
  { folder: 'get-started', group: 'Get started', share: 0.05 },
  { folder: 'guides', group: 'Guides', share: 0.35 },
  { folder: 'concepts', group: 'Concepts', share: 0.2 },
  { folder: 'api-reference', group: 'API reference', share: 0.2 },
  { folder: 'integrations', group: 'Integrations', share: 0.2 }
] as const

type Section = (typeof SECTIONS)[number]

const IMAGE_COUNT = 12

interface NavigationGroup {
  group: string
  pages: (string | NavigationGroup)[]
}

interface PlannedPage {
  /** Path without extension, as docs.json names it: `guides/page-0042`. */
  path: string
  section: Section
}

/**
 * What the site is like: `clean` (few messages: every page listed, links and fragments that lead somewhere) or
 * `many-messages` (the mistakes large real sites are full of, bench/many-messages.ts).
 */
export type SiteShape = 'clean' | 'many-messages'

export function generateSite(dir: string, pageCount: number, seed = 1, shape: SiteShape = 'clean'): void {
  const pages = planPages(pageCount)
  const listed = shape === 'clean' ? pages : pages.filter((_, index) => !isUnlisted(index))
  const links: SiteLinks = { pages: listed.map((page) => page.path), images: imagePaths() }
  writeImages(dir, links.images)
  pages.forEach((page, index) => {
    // Each page has its own seed, so it does not change when pages are added or removed around it.
    const random = createRandom(deriveSeed(seed, index + 1))
    const text = renderPage({ random, links, apiReference: page.section.folder === 'api-reference' })
    writeFile(path.join(dir, `${page.path}.mdx`), shape === 'clean' ? text : withMistakes(text, random, links.pages))
  })
  const navigation = buildNavigation(listed, createRandom(deriveSeed(seed, 0)))
  const config = { name: 'Acme', colors: { primary: '#0D9373' }, navigation }
  writeFile(path.join(dir, 'docs.json'), JSON.stringify(config, null, 2) + '\n')
}

/** Page numbers run through the whole site, so every path is unique; each folder holds a contiguous range. */
function planPages(pageCount: number): PlannedPage[] {
  const pages: PlannedPage[] = []
  let sectionIndex = 0
  let sectionEnd = SECTIONS[0].share
  for (let index = 0; index < pageCount; index++) {
    while (index / pageCount >= sectionEnd && sectionIndex < SECTIONS.length - 1) {
      sectionIndex++
      sectionEnd += SECTIONS[sectionIndex].share
    }
    const section = SECTIONS[sectionIndex]
    pages.push({ path: `${section.folder}/page-${String(index + 1).padStart(4, '0')}`, section })
  }
  return pages
}

/** One group per folder: its first pages directly, the rest in nested groups of 10 to 20, as large sites do. */
function buildNavigation(pages: PlannedPage[], random: Random): NavigationGroup[] {
  return SECTIONS.map((section) => {
    const paths = pages.filter((page) => page.section === section).map((page) => page.path)
    const topLevel: NavigationGroup = { group: section.group, pages: paths.slice(0, 4) }
    let start = 4
    for (let part = 1; start < paths.length; part++) {
      const end = start + random.int(10, 20)
      topLevel.pages.push({ group: `${section.group}, part ${part}`, pages: paths.slice(start, end) })
      start = end
    }
    return topLevel
  }).filter((group) => group.pages.length > 0)
}

function imagePaths(): string[] {
  const number = (index: number) => String(index + 1).padStart(2, '0')
  return Array.from({ length: IMAGE_COUNT }, (_, index) => `/images/screenshot-${number(index)}.png`)
}

/** Empty files, as in the shared corpora: the pages only need the image paths to exist. */
function writeImages(dir: string, images: readonly string[]): void {
  for (const image of images) writeFile(path.join(dir, image), '')
}

function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

function isRunDirectly(): boolean {
  return Boolean(process.argv[1]) && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
}

function main(args: string[]): void {
  const shape: SiteShape = args.includes('--many-messages') ? 'many-messages' : 'clean'
  const [dir, pagesArg = '100', seedArg = '1'] = args.filter((arg) => arg !== '--many-messages')
  const pageCount = Number(pagesArg)
  const seed = Number(seedArg)
  if (!dir || !Number.isInteger(pageCount) || pageCount < 1 || !Number.isInteger(seed)) {
    console.error('usage: node dist/bench/generate-site.js <dir> [pages, default 100] [seed, default 1] [--many-messages]')
    process.exitCode = 2
    return
  }
  generateSite(dir, pageCount, seed, shape)
  console.log(`Wrote ${pageCount} pages${shape === 'clean' ? '' : ' (many messages)'} and docs.json to ${dir}`)
}

if (isRunDirectly()) main(process.argv.slice(2))
