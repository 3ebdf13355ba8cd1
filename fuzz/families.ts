/**
 * The families of fuzz inputs, each built from the example site (examples/acme) by changing the files of one
 * kind: MDX bodies, front matter, docs.json in either format, the OpenAPI file, the tool's own configuration
 * and ignore files. A case is the seed and index it was made from, the files that differ from the example
 * site, and whether it also goes through `docslint build`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRandom, deriveSeed, type Random } from '../bench/random.js'
import { migrateConfig } from '../src/migrate/migrate.js'
import { mutateJson, mutateText, mutateTextTimes } from './mutate.js'

export const FAMILIES = ['mdx', 'frontmatter', 'docs-json', 'docs-json-current', 'openapi', 'tool-config', 'redirects'] as const
export type Family = (typeof FAMILIES)[number]

export interface FuzzCase {
  family: Family
  /** Files that differ from the example site, by path from its root; `null` deletes one. */
  files: Record<string, string | null>
  /** Also build the preview from the checked site. */
  build: boolean
  /** How it was made: `seed/index`. */
  origin: string
}

/** The example site every case starts from. */
export const BASE_SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', ...(import.meta.url.includes('/dist/') ? ['..'] : []), 'examples/acme')

/** The example site's text files (pages, docs.json, the spec), by path from its root. */
export function baseTexts(): Record<string, string> {
  const texts: Record<string, string> = {}
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.(mdx?|json|ya?ml)$/.test(name)) texts[path.relative(BASE_SITE, file).split(path.sep).join('/')] = readFileSync(file, 'utf8')
    }
  }
  walk(BASE_SITE)
  return texts
}

const texts = baseTexts()
const pages = Object.keys(texts).filter((file) => /\.mdx?$/.test(file))

/** The case of one family made from `seed` and `index`: the same numbers give the same case. */
export function makeCase(family: Family, seed: number, index: number): FuzzCase {
  const random = createRandom(deriveSeed(seed, index * FAMILIES.length + FAMILIES.indexOf(family)))
  const files = generators[family](random)
  return { family, files, build: random.chance(0.15), origin: `${seed}/${index}` }
}

const generators: Record<Family, (random: Random) => Record<string, string | null>> = {
  mdx(random) {
    const page = random.pick(pages)
    const [, frontmatter = '', body = texts[page]] = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(texts[page]) ?? []
    return { [page]: frontmatter + mutateTextTimes(body, random) }
  },
  frontmatter(random) {
    const page = random.pick(pages)
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(texts[page])
    const yaml = match?.[1] ?? 'title: x'
    const body = match?.[2] ?? texts[page]
    return { [page]: `---\n${random.chance(0.3) ? yamlBomb(random) + yaml : mutateTextTimes(yaml, random)}\n---\n${body}` }
  },
  'docs-json'(random) {
    return { 'docs.json': mutatedConfig(texts['docs.json'], random) }
  },
  'docs-json-current'(random) {
    const current = JSON.stringify(migrateConfig(JSON.parse(texts['docs.json']) as Record<string, unknown>).config, null, 2)
    return { 'docs.json': mutatedConfig(current, random) }
  },
  openapi(random) {
    const spec = texts['openapi.yaml']
    return { 'openapi.yaml': random.chance(0.2) ? spec + yamlBomb(random).replace(/^(\w)/gm, 'x-$1') : mutateTextTimes(spec, random) }
  },
  'tool-config'(random): Record<string, string> {
    const config = { rules: { 'image-frame': 'warn', 'link-text': ['warn', { maxUrlLength: 40 }] }, overrides: [{ files: ['guides/**'], rules: { 'image-alt': 'off' } }] }
    const choice = random.int(0, 4)
    if (choice === 0) return { '.docslintrc.json': JSON.stringify(mutateJson(config, random)) }
    if (choice === 1) return { '.docslintrc.json': mutateText(JSON.stringify(config, null, 2), random) }
    if (choice === 2) return { '.docslintrc.yaml': mutateTextTimes('rules:\n  image-frame: warn\noverrides:\n  - files: ["guides/**"]\n    rules:\n      image-alt: off\n', random) }
    if (choice === 3) return { '.docslintignore': mutateTextTimes('v1/\n*.draft.mdx\n!keep.mdx\n', random) }
    return { 'package.json': mutateText(JSON.stringify({ name: 'site', docslint: config }, null, 2), random) }
  },
  redirects(random) {
    const config = JSON.parse(texts['docs.json']) as Record<string, unknown>
    const source = mutateTextTimes(random.pick(['/old/:slug*', '/beta/:path', '/articles/concepts-*', '/v1/:a/:b?']), random)
    config.redirects = [{ source, destination: mutateText('/new/:slug*', random) }, { source: '/quick', destination: '/quickstart' }]
    const page = random.pick(pages)
    const link = `\n\nSee [the old page](${random.pick(['/old/a/b', '/quick', '/beta/x', source.replace(/[:*?]/g, '')])}).\n`
    return { 'docs.json': JSON.stringify(config, null, 2), [page]: texts[page] + link }
  }
}

/** docs.json with a value changed (half the time) or its text changed (a deleted bracket, a key written twice). */
function mutatedConfig(text: string, random: Random): string {
  if (random.chance(0.6)) return JSON.stringify(mutateJson(JSON.parse(text), random), null, 2)
  return mutateTextTimes(text, random)
}

/** YAML that is small as text and large once read: aliases of aliases, deep nesting, or many keys. */
function yamlBomb(random: Random): string {
  switch (random.int(0, 2)) {
    case 0: {
      const names = 'abcdefghi'
      const lines = [`a: &a ["x","x","x","x","x","x","x","x","x"]`]
      for (let index = 1; index < random.int(3, 9); index++) lines.push(`${names[index]}: &${names[index]} [${Array(9).fill(`*${names[index - 1]}`).join(',')}]`)
      return lines.join('\n') + '\n'
    }
    case 1:
      return `deep: ${'['.repeat(random.pick([100, 1000, 10000]))}${']'.repeat(random.pick([100, 1000, 10000]))}\n`
    default:
      return Array.from({ length: random.pick([1000, 100000]) }, (_, index) => `k${index}: v`).join('\n') + '\n'
  }
}
