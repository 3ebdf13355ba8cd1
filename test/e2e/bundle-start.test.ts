import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { projectRoot } from './run-cli.js'

/*
 * What the bundled command compiles before it does anything: the entry and every chunk it imports statically,
 * however deep. The code that only some commands or settings need is imported where it is used (a dynamic import
 * becomes a chunk of its own), so that a check, and above all the pre-commit hook's warm one, does not compile it.
 */
const bundleDir = path.join(projectRoot, 'dist/bundle')

/** The text of `entry` and of each chunk it imports statically, by file name. */
function loadedAtStart(entry: string): Map<string, string> {
  const loaded = new Map<string, string>()
  const visit = (file: string) => {
    if (loaded.has(file)) return
    const text = readFileSync(path.join(bundleDir, file), 'utf8')
    loaded.set(file, text)
    for (const [, , chunk] of text.matchAll(/^(import|export)\b[^;]*?["']\.\/([^"']+)["']/gms)) visit(chunk)
  }
  visit(entry)
  return loaded
}

/** The source files esbuild put into these chunks: it heads each one's code with a comment naming it. */
function sourcesIn(chunks: Map<string, string>): Set<string> {
  return new Set([...chunks.values()].flatMap((text) => [...text.matchAll(/^\/\/ ((?:node_modules|src|rules)\/\S+)$/gm)].map((match) => match[1])))
}

describe('the code the bundled command loads at start', () => {
  const cli = loadedAtStart('cli.js')
  const main = /import\("\.\/(main-[\w-]+\.js)"\)/.exec(cli.get('cli.js')!)?.[1]
  const sources = sourcesIn(loadedAtStart(main!))

  it('is a launcher that loads the command line only once it runs the command here (src/cli.ts)', () => {
    expect(main).toBeDefined()
    expect([...sourcesIn(cli)].filter((source) => !source.startsWith('src/cli') && !source.startsWith('src/cache/cache-location'))).toEqual([])
  })

  it('has what a check runs: the engine, the page parser, the rules', () => {
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
    ['piscina, which only a check of many pages starts', /^node_modules\/piscina\//]
  ])('leaves out %s', (_what, pattern) => {
    expect([...sources].filter((source) => pattern.test(source))).toEqual([])
  })
})
