import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { BUNDLES } from '../../scripts/build-bundle.mjs'
import { bundle } from '../../scripts/bundle.mjs'

/*
 * What the bundled command compiles before it does anything: the entry and every chunk it imports statically,
 * however deep. The code that only some commands or settings need is imported where it is used (a dynamic import
 * becomes a chunk of its own), so that a check, and above all the pre-commit hook's warm one, does not compile it.
 * The bundle is minified, so its text no longer names its sources: the command's bundle is built again here, and
 * esbuild's account of it (its metafile) says which source went into which chunk.
 */
const [command] = BUNDLES

const outDir = mkdtempSync(path.join(tmpdir(), 'docslint-bundle-start-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

/** The output files esbuild wrote for the command's bundle, by file name. */
async function commandBundle(): Promise<Map<string, Metafile['outputs'][string]>> {
  const metafile: Metafile = await bundle({ ...command, outDir, heading: 'docslint, bundled for test/e2e/bundle-start.test.ts' })
  return new Map(Object.entries(metafile.outputs).map(([output, file]) => [path.basename(output), file]))
}

/** `entry` and each chunk it imports statically, however deep, by file name. */
function loadedAtStart(outputs: Map<string, Metafile['outputs'][string]>, entry: string): Set<string> {
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    for (const { path: chunk, kind, external } of outputs.get(name)!.imports) if (kind === 'import-statement' && !external) visit(path.basename(chunk))
  }
  visit(entry)
  return loaded
}

/** The source files (from the project root) with code in these output files. */
function sourcesIn(outputs: Map<string, Metafile['outputs'][string]>, files: Set<string>): Set<string> {
  return new Set([...files].flatMap((file) => Object.entries(outputs.get(file)!.inputs).flatMap(([source, { bytesInOutput }]) => (bytesInOutput > 0 ? [source] : []))))
}

describe('the code the bundled command loads at start', () => {
  const built = commandBundle()
  const startOf = async () => {
    const outputs = await built
    const cli = loadedAtStart(outputs, 'cli.js')
    const main = outputs.get('cli.js')!.imports.find(({ kind, path: chunk }) => kind === 'dynamic-import' && path.basename(chunk).startsWith('main-'))
    return { outputs, cli, main: main && loadedAtStart(outputs, path.basename(main.path)) }
  }

  it('is a launcher that loads the command line only once it runs the command here (src/cli.ts)', async () => {
    const { outputs, cli, main } = await startOf()
    expect(main).toBeDefined()
    // And what starts listing the site in a thread of its own meanwhile (src/discovery/prefetch.ts).
    const launcher = (source: string) => source.startsWith('src/cli') || source.startsWith('src/cache/cache-location') || source === 'src/discovery/prefetch.ts'
    expect([...sourcesIn(outputs, cli)].filter((source) => !launcher(source))).toEqual([])
  })

  it('has what a check runs: the engine, the page parser, the rules', async () => {
    const { outputs, main } = await startOf()
    const sources = sourcesIn(outputs, main!)
    for (const source of ['src/engine.ts', 'src/page/parse.ts', 'rules/index.ts', 'node_modules/unified-engine/lib/index.js', 'node_modules/micromark/lib/parse.js']) expect(sources).toContain(source)
  })

  it.each([
    ['the language server', /^(src\/lsp\/|node_modules\/vscode-languageserver)/],
    ['the rename command', /^(src\/refactor\/move-page|src\/cli\/rename\.ts)/],
    ['watching and serving', /^(src\/cli\/watch\.ts|src\/preview\/serve\.ts|node_modules\/chokidar\/)/],
    ['glob, which unified-engine calls only for patterns', /^node_modules\/glob\/dist\/esm\/glob\.js$/],
    ['load-plugin and npm’s configuration reader, which unified-engine calls only for plugins named in a configuration', /^node_modules\/(load-plugin|@npmcli\/config)\//],
    ['acorn’s CommonJS build, a second copy of the ES module build the MDX parser uses', /^node_modules\/acorn\/dist\/acorn\.js$/],
    ['glob’s own copy of minimatch, a second one beside docslint’s', /^node_modules\/glob\//],
    ['vfile-reporter, unified-engine’s default reporter, which docslint replaces', /^node_modules\/vfile-reporter\//],
    ['readable-stream, npm’s copy of Node’s streams', /^node_modules\/(readable-stream|typedarray)\//],
    ['piscina, which only a check of many pages starts', /^node_modules\/piscina\//],
    ['the migrate command', /^(src\/migrate\/|src\/cli\/migrate\.ts)/],
    ['the diff package, which only --fix-dry-run and rename print with', /^node_modules\/diff\//]
  ])('leaves out %s', async (_what, pattern) => {
    const { outputs, main } = await startOf()
    expect([...sourcesIn(outputs, main!)].filter((source) => pattern.test(source))).toEqual([])
  })
})
