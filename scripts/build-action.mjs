// Bundles the GitHub Action (src/action/run.ts and all it imports, dependencies included) into one file,
// dist-action/index.js, which action.yml runs with the runner's Node.js 20: nothing is installed or compiled
// when a job starts. Beside it, dist-action/licenses.txt holds the licence of every package in the bundle.
// The bundle is committed; test/e2e/action-bundle.test.ts fails when it is not what this script builds now.
//
//   node scripts/build-action.mjs [folder]    (default dist-action; `npm run build:action`)
//
// At run time the bundle needs the files of the action's checkout that docslint reads itself, found from the
// bundle's folder upwards: package.json (name, version, homepage) and schemas/. Nothing of node_modules: the
// English dictionary of prose-spelling, which docslint reads as files, is copied beside the bundle
// (dist-action/dictionary-en/), where src/style/spelling.ts looks first.
import { copyFileSync, readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundle, projectRoot, WORKER_ENTRIES } from './bundle.mjs'

export const ENTRY = 'src/action/run.ts'

/** Builds the bundle into `folder` (emptied first) and returns what it holds. */
export async function buildAction(folder) {
  const outDir = path.resolve(projectRoot, folder)
  const metafile = await bundle({
    entries: { index: ENTRY, ...WORKER_ENTRIES },
    outDir,
    heading: `The docslint GitHub Action, bundled by scripts/build-action.mjs from ${ENTRY}`,
    // The action checks and never builds a preview: shiki and its grammars (2.4 MB) stay out.
    leftOut: ['src/preview/highlight.ts']
  })
  const dictionary = copyDictionary(outDir)
  writeFileSync(path.join(outDir, 'licenses.txt'), licenses([...Object.keys(metafile.inputs), dictionary]))
  return readdirSync(outDir).sort()
}

/** dictionary-en's Hunspell files, copied into `<outDir>/dictionary-en/`; returns one of them as the bundle's inputs name it. */
function copyDictionary(outDir) {
  const from = path.join(projectRoot, 'node_modules/dictionary-en')
  const to = path.join(outDir, 'dictionary-en')
  mkdirSync(to)
  for (const file of ['index.aff', 'index.dic']) copyFileSync(path.join(from, file), path.join(to, file))
  return 'node_modules/dictionary-en/index.dic'
}

/** The name, version, licence and licence text of each package a bundled file belongs to, by name. */
function licenses(inputs) {
  const packages = new Map()
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input)
    if (!match || packages.has(match[1])) continue
    const manifest = JSON.parse(readFileSync(path.join(projectRoot, match[1], 'package.json'), 'utf8'))
    packages.set(match[1], { name: manifest.name, version: manifest.version, license: manifest.license, text: licenseText(match[1]) })
  }
  return [...packages.values()]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1))
    .map(({ name, version, license, text }) => `${name}@${version} (${license ?? 'no licence field'})\n\n${text ?? '(no licence file)'}\n`)
    .join(`\n${'-'.repeat(80)}\n\n`)
}

function licenseText(packageFolder) {
  const folder = path.join(projectRoot, packageFolder)
  const file = readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name))
  return file && existsSync(path.join(folder, file)) ? readFileSync(path.join(folder, file), 'utf8').trim() : undefined
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2] ?? 'dist-action'
  const files = await buildAction(folder)
  console.log(`${folder}: ${files.join(', ')}`)
}
