/**
 * The families of fuzz inputs, each built from the example site (examples/acme). The site families change the
 * files of one kind: MDX bodies, front matter, docs.json in either format, the OpenAPI file, the tool's own
 * configuration and ignore files, redirects. The families of issue 32 attack the process: special files in
 * the tool's configuration places (fuzz/tool-config-links.ts), a damaged cache (fuzz/cache-damage.ts), specs
 * whose schemas fan out (fuzz/fanout-spec.ts), the language server's framing (fuzz/lsp-frames.ts).
 */
import { createRandom, deriveSeed, type Random } from '../bench/random.js'
import { migrateConfig } from '../src/migrate/migrate.js'
import { baseTexts } from './base-site.js'
import { cacheEntries } from './cache-damage.js'
import { PROCESS_FAMILIES, SITE_FAMILIES, type Family, type FuzzCase } from './case.js'
import { openapiFanout } from './fanout-spec.js'
import { lspFrames } from './lsp-frames.js'
import { mutateJson, mutateText, mutateTextTimes } from './mutate.js'
import { toolConfigLinks } from './tool-config-links.js'

const texts = baseTexts()
const pages = Object.keys(texts).filter((file) => /\.mdx?$/.test(file))

/** The case of one family made from `seed` and `index`: the same numbers give the same case. */
export function makeCase(family: Family, seed: number, index: number): FuzzCase {
  const random = createRandom(deriveSeed(seed, partOf(family, index)))
  const made = generators[family](random)
  return { family, ...made, build: made.build ?? random.chance(0.15), origin: `${seed}/${index}` }
}

/** The part of the seed a case is made from: the site families' as they always were, the newer families' after them. */
function partOf(family: Family, index: number): number {
  const site = (SITE_FAMILIES as readonly Family[]).indexOf(family)
  return site >= 0 ? index * SITE_FAMILIES.length + site : 2 ** 30 + index * PROCESS_FAMILIES.length + (PROCESS_FAMILIES as readonly Family[]).indexOf(family)
}

type Made = Omit<FuzzCase, 'family' | 'origin' | 'build'> & { build?: boolean }

const generators: Record<Family, (random: Random) => Made> = {
  mdx(random) {
    const page = random.pick(pages)
    const [, frontmatter = '', body = texts[page]] = /^(---\n[\s\S]*?\n---\n)?([\s\S]*)$/.exec(texts[page]) ?? []
    return { files: { [page]: frontmatter + mutateTextTimes(body, random) } }
  },
  frontmatter(random) {
    const page = random.pick(pages)
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(texts[page])
    const yaml = match?.[1] ?? 'title: x'
    const body = match?.[2] ?? texts[page]
    return { files: { [page]: `---\n${random.chance(0.3) ? yamlBomb(random) + yaml : mutateTextTimes(yaml, random)}\n---\n${body}` } }
  },
  'docs-json'(random) {
    return { files: { 'docs.json': mutatedConfig(texts['docs.json'], random) } }
  },
  'docs-json-current'(random) {
    const current = JSON.stringify(migrateConfig(JSON.parse(texts['docs.json']) as Record<string, unknown>).config, null, 2)
    return { files: { 'docs.json': mutatedConfig(current, random) } }
  },
  openapi(random) {
    const spec = texts['openapi.yaml']
    return { files: { 'openapi.yaml': random.chance(0.2) ? spec + yamlBomb(random).replace(/^(\w)/gm, 'x-$1') : mutateTextTimes(spec, random) } }
  },
  'tool-config'(random): Made {
    const config = { rules: { 'image-frame': 'warn', 'link-text': ['warn', { maxUrlLength: 40 }] }, overrides: [{ files: ['guides/**'], rules: { 'image-alt': 'off' } }] }
    const choice = random.int(0, 4)
    if (choice === 0) return { files: { '.docslintrc.json': JSON.stringify(mutateJson(config, random)) } }
    if (choice === 1) return { files: { '.docslintrc.json': mutateText(JSON.stringify(config, null, 2), random) } }
    if (choice === 2) return { files: { '.docslintrc.yaml': mutateTextTimes('rules:\n  image-frame: warn\noverrides:\n  - files: ["guides/**"]\n    rules:\n      image-alt: off\n', random) } }
    if (choice === 3) return { files: { '.docslintignore': mutateTextTimes('v1/\n*.draft.mdx\n!keep.mdx\n', random) } }
    return { files: { 'package.json': mutateText(JSON.stringify({ name: 'site', docslint: config }, null, 2), random) } }
  },
  redirects(random) {
    const config = JSON.parse(texts['docs.json']) as Record<string, unknown>
    const source = mutateTextTimes(random.pick(['/old/:slug*', '/beta/:path', '/articles/concepts-*', '/v1/:a/:b?']), random)
    config.redirects = [{ source, destination: mutateText('/new/:slug*', random) }, { source: '/quick', destination: '/quickstart' }]
    const page = random.pick(pages)
    const link = `\n\nSee [the old page](${random.pick(['/old/a/b', '/quick', '/beta/x', source.replace(/[:*?]/g, '')])}).\n`
    return { files: { 'docs.json': JSON.stringify(config, null, 2), [page]: texts[page] + link } }
  },
  'tool-config-links': toolConfigLinks,
  'cache-entries': cacheEntries,
  'openapi-fanout': openapiFanout,
  'lsp-framing': lspFrames
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
