// The one esbuild set-up behind every bundle of docslint: the command line's (dist/bundle/, scripts/build-bundle.mjs),
// the benchmark's (dist/bench/bundle/) and the GitHub Action's (dist-action/, scripts/build-action.mjs).
//
// A bundle is one ES module per entry plus the chunks they share. Bundled, docslint starts in a third of the time:
// Node no longer resolves, reads and compiles some hundreds of module files one by one, which cost the command
// line about 0.9 s of its 1.9 s on the example site, and each page worker 0.5 s of CPU before its first page.
import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The entries every bundle that checks pages needs beside its own: the page check each worker thread runs (found
 * beside the pool's code, src/workers/pool.ts), the thread that lists a site ahead of a warm check's walk (beside
 * src/discovery/prefetch.ts), and piscina's own worker, which piscina starts from its folder (`__dirname`, the
 * bundle's folder once bundled).
 */
export const WORKER_ENTRIES = {
  'page-worker': 'src/workers/page-worker.ts',
  'listing-worker': 'src/discovery/listing-worker.ts',
  worker: 'node_modules/piscina/dist/worker.js'
}

/** The entry of the thread that builds a preview's search index (src/workers/search-thread.ts): in the command's bundles, not the Action's, which never builds. */
export const PREVIEW_ENTRIES = {
  'search-worker': 'src/workers/search-worker.ts'
}

// Some bundled CommonJS packages require Node's built-in modules, which an ES module bundle can only do
// through a require of its own.
const PRELUDE = [
  "import { createRequire as __docslintCreateRequire } from 'node:module';",
  'const require = __docslintCreateRequire(import.meta.url);',
  // piscina starts its worker.js from its own folder, `__dirname`: the bundle's folder.
  "import { fileURLToPath as __docslintFileURLToPath } from 'node:url';",
  "const __dirname = __docslintFileURLToPath(new URL('.', import.meta.url));"
]

/**
 * Bundles `entries` (output name → source, from the project root) into `outDir`, emptied first. `heading` is the
 * comment each file starts with; `leftOut` lists source modules (from the project root) the bundle never runs,
 * each replaced by a module that throws when imported. Returns esbuild's metafile. Entries whose source starts
 * with a `#!` line keep it first and are made executable.
 */
export async function bundle({ entries, outDir, heading, leftOut = [] }) {
  const folder = path.resolve(projectRoot, outDir)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    outdir: folder,
    bundle: true,
    splitting: true,
    // Beside the entries: the pool finds page-worker.js, and piscina its worker.js, next to their own code.
    chunkNames: '[name]-[hash]',
    // piscina's optional native module, loaded only for its `niceIncrement` option, which docslint does not set.
    external: ['@napi-rs/nice'],
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // The ES module build of a package where it has one: jsonc-parser's CommonJS build is a UMD wrapper
    // whose requires no bundler can follow.
    mainFields: ['module', 'main'],
    banner: { js: [`// ${heading}: do not edit.`, ...PRELUDE].join('\n') },
    // Less text for V8 to scan as it compiles each chunk at start: 2.0 MB instead of 2.9 MB loaded before a
    // check's first page, some 5% of the time `docslint --version` takes. Names are kept as written, so that
    // `--debug`'s stack traces and the names of errors read as in the sources.
    minifyWhitespace: true,
    minifySyntax: true,
    // Licence comments are left out: the packages' own licences travel with them (node_modules, or licenses.txt).
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    // React's production build, as in the browser's bundle: its development build (chosen at run time while
    // NODE_ENV is unset) captures an Error stack for each element it creates (about 10% of a preview build's CPU).
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [leaveOut(leftOut), deferredImports(), nodeStreams(), oneAcorn()]
  })
  for (const [name, source] of Object.entries(entries)) {
    if (readFileSync(path.join(projectRoot, source), 'utf8').startsWith('#!')) chmodSync(path.join(folder, `${name}.js`), 0o755)
  }
  return result.metafile
}

/** An esbuild plugin that puts a module throwing "not in this bundle" in place of each module of `sources`. */
function leaveOut(sources) {
  const paths = new Set(sources.map((source) => path.join(projectRoot, source)))
  return {
    name: 'leave-out',
    setup(build) {
      // The sources import each other by relative paths and compiled names (`./highlight.js` for highlight.ts).
      build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, ({ path: specifier, resolveDir }) => {
        const source = path.join(resolveDir, specifier).replace(/\.js$/, '.ts')
        // Named from the project root, not by absolute path: the name is written into the bundle and its chunk
        // hashes, which must not depend on where the checkout lies (CI rebuilds dist-action/ and compares).
        return paths.has(source) ? { path: path.relative(projectRoot, source), namespace: 'left-out' } : undefined
      })
      build.onLoad({ filter: /.*/, namespace: 'left-out' }, ({ path: source }) => ({
        contents: `throw new Error(${JSON.stringify(`${source} is not in this bundle`)})`,
        loader: 'js'
      }))
    }
  }
}

/**
 * Packages unified-engine imports for work docslint seldom or never asks of it: glob, to expand the patterns it
 * is given (docslint gives it files), load-plugin, to load the plugins a configuration names by package (npm's
 * configuration reader with them), and vfile-reporter, its default reporter (docslint gives it one that prints
 * nothing). With what they import they were a fifth of the code every check compiled before its first page. Each
 * is replaced, for unified-engine only, by a module that imports it when first called (all their functions that
 * unified-engine calls are awaited). glob's `hasMagic`, which it calls at once for each file, is glob's own three
 * lines over the minimatch docslint loads anyway (src/config/rc.ts): glob's import of it brought a second copy.
 */
const DEFERRED = {
  glob: [
    "import { Minimatch } from 'minimatch'",
    'export function hasMagic(pattern, options = {}) { return [pattern].flat().some((one) => new Minimatch(one, options).hasMagic()) }',
    "export async function glob(...args) { return (await import('glob')).glob(...args) }"
  ],
  'load-plugin': [
    "export async function loadPlugin(...args) { return (await import('load-plugin')).loadPlugin(...args) }",
    "export async function resolvePlugin(...args) { return (await import('load-plugin')).resolvePlugin(...args) }"
  ],
  'vfile-reporter': ["export async function reporter(...args) { return (await import('vfile-reporter')).reporter(...args) }"]
}

function deferredImports() {
  const fromUnifiedEngine = `${path.sep}node_modules${path.sep}unified-engine${path.sep}`
  return {
    name: 'deferred-imports',
    setup(build) {
      // The deferring module's own import() of the package is resolved as usual (its importer is no file of unified-engine).
      build.onResolve({ filter: /^(glob|load-plugin|vfile-reporter)$/ }, ({ path: name, importer }) => (importer.includes(fromUnifiedEngine) ? { path: name, namespace: 'deferred' } : undefined))
      build.onLoad({ filter: /.*/, namespace: 'deferred' }, ({ path: name }) => ({ contents: DEFERRED[name].join('\n'), loader: 'js', resolveDir: projectRoot }))
    }
  }
}

/**
 * concat-stream, with which unified-engine reads standard input, requires readable-stream, npm's copy of Node's
 * own streams (80 KB compiled at every start), and typedarray, a polyfill it requires only where there is no
 * Uint8Array. It gets Node's `stream`, which readable-stream itself exports in its place when asked to
 * (READABLE_STREAM=disable), and an empty module for the polyfill it never requires on Node.
 */
const CONCAT_STREAM_GETS = {
  'readable-stream': { path: 'node:stream', external: true },
  typedarray: { path: 'typedarray', namespace: 'never-required' }
}

function nodeStreams() {
  const fromConcatStream = `${path.sep}node_modules${path.sep}concat-stream${path.sep}`
  return {
    name: 'node-streams',
    setup(build) {
      build.onResolve({ filter: /^(readable-stream|typedarray)$/ }, ({ path: name, importer }) => (importer.includes(fromConcatStream) ? CONCAT_STREAM_GETS[name] : undefined))
      build.onLoad({ filter: /.*/, namespace: 'never-required' }, () => ({ contents: 'module.exports = {}', loader: 'js' }))
    }
  }
}

/**
 * acorn-jsx requires acorn's CommonJS build, which the MDX parser's acorn (its ES module build) makes unused: that
 * second copy of the parser (a twentieth of the command line's code) was compiled at every start. acorn-jsx gets
 * the ES module build too.
 */
function oneAcorn() {
  return {
    name: 'one-acorn',
    setup(build) {
      build.onResolve({ filter: /^acorn$/ }, ({ kind }) => (kind === 'require-call' ? { path: path.join(projectRoot, 'node_modules/acorn/dist/acorn.mjs') } : undefined))
    }
  }
}

/**
 * Bundles the scripts the preview's pages load (`entries`: output name → source, from the project root) into
 * `outDir`, emptied first: one classic script per entry, everything it imports inlined (no chunks, no dynamic
 * import: a page opened from `file://` cannot load modules), minified, the packages' licence comments kept at
 * the end of the file that ships them. React is its production build. `plugins` are esbuild's.
 */
export async function browserBundle({ entries, outDir, plugins = [] }) {
  const folder = path.resolve(projectRoot, outDir)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  await build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    outdir: folder,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'eof',
    logLevel: 'warning',
    plugins
  })
}
