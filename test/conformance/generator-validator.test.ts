/**
 * Differential conformance: docslint has a config error exactly when the generator's own validator
 * (`@mintlify/validation`) rejects the docs.json, on every docs.json of the repository and on thousands of
 * documents made by mutating them (and the shared corpora's, when they are there). A disagreement is either a
 * bug to fix or a difference docslint makes on purpose: those are listed below, each with the row of the rule
 * docs' table that explains it.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { globSync } from 'glob'
import { resolveRefs } from '@mintlify/validation'
import { themeNames } from '@shikijs/themes'
import { configFormatOf, type ConfigFormat } from '../../src/config/format.js'
import { mutations, pathPattern, seededRandom, type Json, type MutationKind } from './mutate.js'
import { docslintVerdict, generatorVerdict, type Verdict } from './verdicts.js'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const corpora = path.resolve(repo, '../shared/corpora')

/** Documents made from the repository's own docs.json files: at least 2,000 whatever is beside the clone. */
const REPO_MUTATIONS = 2400
/** Documents made from each corpus's docs.json, when the corpora are there. */
const CORPUS_MUTATIONS = 150

interface Case {
  /** Where the document came from: a docs.json of the repository or of a corpus, and the mutation made. */
  origin: string
  kind: MutationKind | 'as-written'
  /** The mutated place (`navigation.groups.*.pages`), or the file's path for a docs.json as written. */
  path: string
  format: ConfigFormat
  text: string
  /** The folder that docs.json is read in. */
  root: string
  /** The value the generator validates: the text parsed, with its `$ref`s resolved as the generator resolves them. */
  value: unknown
}

type Direction = 'docslint-stricter' | 'docslint-looser'

/**
 * The disagreements docslint makes on purpose: a mutation kind, the places it applies to (the whole pattern),
 * the format, which side is stricter, and the docs row that says why. Anything else is a bug.
 */
interface KnownException {
  kind: Case['kind']
  path: RegExp
  format: ConfigFormat
  direction: Direction
  docs: string
}

const KNOWN_EXCEPTIONS: KnownException[] = [
  // docs/rules/config-schema.md
  { kind: 'missing-key', path: /^(favicon|colors)$/, format: 'legacy', direction: 'docslint-looser', docs: 'config-schema.md#seed-optional-keys' },
  { kind: 'near-miss-key', path: /^(favicon|colors|topAnchor\.name)$/, format: 'legacy', direction: 'docslint-looser', docs: 'config-schema.md#seed-optional-keys' },
  { kind: 'as-written', path: /^(favicon|colors)(,(favicon|colors))*$/, format: 'legacy', direction: 'docslint-looser', docs: 'config-schema.md#seed-optional-keys' },
  { kind: 'missing-key', path: /^logo\.(light|dark)$/, format: 'legacy', direction: 'docslint-looser', docs: 'config-schema.md#seed-logo-one-mode' },
  { kind: 'as-written', path: /^font\.headings\.url,logo$/, format: 'legacy', direction: 'docslint-looser', docs: 'config-schema.md#seed-logo-one-mode, #seed-loose-extras' },
  { kind: 'good-enum', path: /^(api\.auth\.method|topAnchor\.iconType|anchors\.\*\.iconType)$/, format: 'legacy', direction: 'docslint-stricter', docs: 'config-schema.md#seed-enums' },
  { kind: 'missing-key', path: /^colors\.background\.(light|dark)$/, format: 'legacy', direction: 'docslint-stricter', docs: 'config-schema.md#seed-background-both' },
  ...(['missing-key', 'near-miss-key'] as const).map((kind) => ({ kind, path: /^navigation\.groups\.\*\.pages$/, format: 'current' as const, direction: 'docslint-stricter' as const, docs: 'config-schema.md#group-without-pages' })),
  ...(['wrong-type', 'missing-key', 'near-miss-key', 'bad-enum'] as const).map((kind) => ({
    kind,
    path: /^navigation\.(tabs|anchors|dropdowns|languages|versions|products|menu)\.\*\..+/,
    format: 'current' as const,
    direction: 'docslint-stricter' as const,
    docs: 'config-schema.md#below-first-division'
  })),
  // docs/rules/redirect-source.md
  ...(['current', 'legacy'] as const).map((format) => ({ kind: 'redirect-source-anchor' as const, path: /^redirects\.\*\.source$/, format, direction: 'docslint-stricter' as const, docs: 'redirect-source.md#query-or-anchor' })),
  // docs/rules/icon-unknown.md
  ...(['current', 'legacy'] as const).map((format) => ({ kind: 'icon-fa-prefix' as const, path: /\.icon$/, format, direction: 'docslint-stricter' as const, docs: 'icon-unknown.md#fa-prefix-everywhere' })),
  { kind: 'good-enum', path: /^(icons|.+\.icon)\.library$/, format: 'current', direction: 'docslint-stricter', docs: 'icon-unknown.md#names-checked' },
  // docs/rules/nav-empty-group.md
  { kind: 'empty-group', path: /^navigation\..+\.pages$/, format: 'current', direction: 'docslint-stricter', docs: 'nav-empty-group.md#current-empty-group' }
]

function explained(testCase: Case, direction: Direction): KnownException | undefined {
  return KNOWN_EXCEPTIONS.find(
    (exception) => exception.kind === testCase.kind && exception.format === testCase.format && exception.direction === direction && exception.path.test(testCase.path)
  )
}

/** The seed format leaves `favicon` and `colors` optional (see KNOWN_EXCEPTIONS); mint.json requires them. */
function withMintRequiredKeys(value: Record<string, Json>): Record<string, Json> {
  return { favicon: '/favicon.svg', colors: { primary: '#0D9373' }, ...value }
}

interface Seed {
  origin: string
  root: string
  fileName: string
  text: string
  value: unknown
}

async function resolvedValue(text: string, root: string): Promise<unknown> {
  const value: unknown = JSON.parse(text)
  const { resolved } = await resolveRefs(value, async (relative) => readFileSync(path.join(root, relative), 'utf8'))
  return resolved
}

function repoSeeds(): Seed[] {
  const files = globSync(['examples/**/{docs,mint}.json', 'test/fixtures/**/{docs,mint}.json'], { cwd: repo }).sort()
  return files.map((file) => ({ origin: file, root: path.join(repo, path.dirname(file)), fileName: path.basename(file), text: readFileSync(path.join(repo, file), 'utf8'), value: undefined }))
}

function corpusSeeds(): Seed[] {
  if (!existsSync(corpora)) return []
  const files = globSync('*/docs.json', { cwd: corpora }).sort()
  return files.map((file) => ({ origin: `corpora/${file}`, root: path.join(corpora, path.dirname(file)), fileName: 'docs.json', text: readFileSync(path.join(corpora, file), 'utf8'), value: undefined }))
}

/** A docs.json as written; one that is not JSON the generator cannot read at all. */
async function asWritten(seed: Seed): Promise<Case> {
  let value: unknown
  try {
    value = await resolvedValue(seed.text, seed.root)
  } catch {
    value = undefined
  }
  return { origin: seed.origin, kind: 'as-written', path: seed.origin, format: configFormatOf(value), text: seed.text, root: seed.root, value }
}

/** The mutations of a seed that both sides accept as written (a seed both reject says little once mutated). */
function mutatedCases(seed: Case, count: number, seedNumber: number): Case[] {
  const base = (seed.format === 'legacy' ? withMintRequiredKeys(seed.value as Record<string, Json>) : seed.value) as Json
  return mutations(base, seed.format, count, seededRandom(seedNumber)).map((mutation) => ({
    origin: seed.origin,
    kind: mutation.kind,
    path: pathPattern(mutation.path),
    format: seed.format,
    text: JSON.stringify(mutation.document, null, 2),
    root: seed.root,
    value: mutation.document
  }))
}

interface Outcome {
  testCase: Case
  generator: Verdict
  docslint: Verdict
}

async function judge(testCase: Case, fileName = 'docs.json'): Promise<Outcome> {
  const generator = testCase.value === undefined ? { rejects: true, reasons: ['not JSON'], places: [] } : generatorVerdict(testCase.value, testCase.format)
  const docslint = await docslintVerdict(testCase.text, testCase.root, fileName)
  // A docs.json as written has no one mutated place: the places the generator refuses stand for it.
  const path = testCase.kind === 'as-written' ? [...new Set(generator.places)].sort().join(',') : testCase.path
  return { testCase: { ...testCase, path }, generator, docslint }
}

const directionOf = ({ generator, docslint }: Outcome): Direction | undefined =>
  generator.rejects === docslint.rejects ? undefined : docslint.rejects ? 'docslint-stricter' : 'docslint-looser'

function describeDisagreement(outcome: Outcome): string {
  const { testCase, generator, docslint } = outcome
  return [
    `${directionOf(outcome)} ${testCase.format} ${testCase.kind} ${testCase.path} (from ${testCase.origin})`,
    `  generator: ${generator.reasons.slice(0, 3).join(' | ') || 'accepts'}`,
    `  docslint: ${docslint.reasons.slice(0, 3).join(' | ') || 'accepts'}`
  ].join('\n')
}

describe('docslint and the generator\'s validator agree on which docs.json are valid', () => {
  if (!existsSync(corpora)) console.warn(`Skipping the corpora's docs.json in the conformance test: ${corpora} is absent`)

  it('on every docs.json of the repository (and of the corpora), as written and mutated', async () => {
    const outcomes: Outcome[] = []
    const seeds: Case[] = []
    const repo = repoSeeds()
    const corpus = corpusSeeds()
    for (const seed of [...repo, ...corpus]) {
      const written = await asWritten(seed)
      const outcome = await judge(written, seed.fileName)
      outcomes.push(outcome)
      if (written.value === undefined || outcome.docslint.rejects) continue
      const base = written.format === 'legacy' ? withMintRequiredKeys(written.value as Record<string, Json>) : written.value
      if (!generatorVerdict(base, written.format).rejects) seeds.push(written)
    }
    const repoBases = seeds.filter((seed) => !seed.origin.startsWith('corpora/'))
    let seedNumber = 27
    for (const seed of seeds) {
      const count = seed.origin.startsWith('corpora/') ? CORPUS_MUTATIONS : Math.ceil(REPO_MUTATIONS / repoBases.length)
      for (const testCase of mutatedCases(seed, count, seedNumber++)) outcomes.push(await judge(testCase))
    }
    const disagreements = outcomes.filter((outcome) => directionOf(outcome) !== undefined)
    const unexplained = disagreements.filter((outcome) => !explained(outcome.testCase, directionOf(outcome)!))
    const generated = outcomes.filter((outcome) => outcome.testCase.kind !== 'as-written')
    console.log(
      `conformance: ${outcomes.length} docs.json (${generated.length} generated from ${seeds.length} seeds), ` +
        `${outcomes.length - disagreements.length} agreements, ${disagreements.length - unexplained.length} known exceptions, ${unexplained.length} unexplained`
    )
    const byRow = new Map<string, number>()
    for (const outcome of disagreements) {
      const row = explained(outcome.testCase, directionOf(outcome)!)?.docs
      if (row) byRow.set(row, (byRow.get(row) ?? 0) + 1)
    }
    console.log(`known exceptions by docs row: ${[...byRow].map(([row, count]) => `${row} ${count}`).join(', ')}`)
    if (process.env.CONFORMANCE_DUMP) (await import('node:fs')).writeFileSync(process.env.CONFORMANCE_DUMP, JSON.stringify(unexplained.map((o) => ({ dir: directionOf(o), format: o.testCase.format, kind: o.testCase.kind, path: o.testCase.path, origin: o.testCase.origin, generator: o.generator.reasons.slice(0, 3), docslint: o.docslint.reasons.slice(0, 3).map((r) => r.replace(/\{"start".*?\}\}/, '')) })), null, 1))
    expect(generated.filter((outcome) => !outcome.testCase.origin.startsWith('corpora/')).length).toBeGreaterThanOrEqual(2000)
    expect(unexplained.map(describeDisagreement)).toEqual([])
  }, 120_000)

  it('on every code block theme Shiki bundles, for both modes and per mode, and on names that are none', async () => {
    const names = [...themeNames, 'css-variables', 'mint', 'dark', 'system', 'Dracula', 'github']
    const disagreements: string[] = []
    for (const name of names) {
      for (const theme of [name, { light: 'github-light', dark: name }]) {
        const value = { name: 'Acme', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] }, styling: { codeblocks: { theme } } }
        const [generator, docslint] = [generatorVerdict(value, 'current'), await docslintVerdict(JSON.stringify(value, null, 2), repo)]
        if (generator.rejects !== docslint.rejects) disagreements.push(`${JSON.stringify(theme)}: generator ${generator.rejects ? 'refuses' : 'accepts'}, docslint ${docslint.rejects ? 'refuses' : 'accepts'}`)
      }
    }
    expect(disagreements).toEqual([])
  })

  it.each(KNOWN_EXCEPTIONS.map((exception) => [exception.docs]))('each known exception has its row in the rule docs: %s', (docs) => {
    const [file, ...rows] = docs.split(/,?\s*#/)
    const text = readFileSync(path.join(repo, 'docs/rules', file), 'utf8')
    for (const row of rows) expect(text).toContain(`| \`${row}\` |`)
  })
})
