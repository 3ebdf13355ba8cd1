// Bundles the command line and the benchmark's measuring process, after `tsc` (`npm run build`):
//
//   dist/bundle/cli.js           the `docslint` command (package.json "bin"), with its page workers beside it
//   dist/bench/bundle/measure.js one benchmark measurement (bench/worker.ts), the same code as the command runs
//   dist/browser/mermaid.js      the preview's Mermaid script (src/preview/browser/mermaid.ts), copied into previews with a diagram
//   dist/browser/islands.js      React and the library's interactive components (src/preview/browser/islands.ts), copied into previews with an island
//
// dist/src/ (tsc's output, one file per module) stays: the tests run it, and it is what a stack trace names.
// Both run the same sources; test/e2e/bundle.test.ts checks that the bundled command reports what dist/src does.
//
// At run time a bundle reads what docslint reads beside its code: package.json and schemas/, found from the
// bundle's folder upwards, and the dictionary-en package from node_modules.
import { pathToFileURL } from 'node:url'
import { browserBundle, bundle, projectRoot, PREVIEW_ENTRIES, WORKER_ENTRIES } from './bundle.mjs'
import { keptLibraryIcons } from './library-icon-plugin.mjs'

export const BUNDLES = [
  { outDir: 'dist/bundle', entries: { cli: 'src/cli.ts', ...WORKER_ENTRIES, ...PREVIEW_ENTRIES } },
  // measure.js: piscina's own worker.js takes the name worker.js.
  { outDir: 'dist/bench/bundle', entries: { measure: 'bench/worker.ts', ...WORKER_ENTRIES, ...PREVIEW_ENTRIES } }
]

/** The scripts a preview's pages load, bundled for the browser (src/preview/browser/). */
export const BROWSER_BUNDLE = {
  outDir: 'dist/browser',
  entries: { mermaid: 'src/preview/browser/mermaid.ts', islands: 'src/preview/browser/islands.ts' },
  plugins: [keptLibraryIcons(projectRoot)]
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await browserBundle(BROWSER_BUNDLE)
  for (const { outDir, entries } of BUNDLES) {
    await bundle({ entries, outDir, heading: `docslint, bundled by scripts/build-bundle.mjs from ${Object.values(entries)[0]}` })
  }
}
