// Writes the icon names of Font Awesome Free (a dependency: the preview draws its SVGs), Lucide and Tabler (the
// libraries `icons.library` can choose besides it; the preview draws theirs too) into
// src/icons/names.generated.ts: the check needs a few thousand names, not the packages' 30 MB of drawings, so
// the check (the GitHub Action's bundle too) reads no package folder. `--check` exits 1
// when the committed file is out of date (run by the test suite).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const target = 'src/icons/names.generated.ts'
const folderOf = (name) => path.dirname(require.resolve(`${name}/package.json`))
const versionOf = (name) => JSON.parse(readFileSync(path.join(folderOf(name), 'package.json'), 'utf8')).version
const svgNames = (folder) => readdirSync(folder).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -'.svg'.length))

// lucide-static draws every name the library answers to, the old names kept as aliases included (`home`).
const lucide = svgNames(path.join(folderOf('lucide-static'), 'icons'))
// Tabler names its filled drawings with `-filled` (`IconHomeFilled`), beside the outline ones.
const tablerFolder = path.join(folderOf('@tabler/icons'), 'icons')
const tabler = [...svgNames(path.join(tablerFolder, 'outline')), ...svgNames(path.join(tablerFolder, 'filled')).map((name) => `${name}-filled`)]

// Font Awesome Free: one SVG per name in `solid`, `regular` and `brands`, its aliases (`home` for `house`) included.
const fontAwesomeFolder = path.join(folderOf('@fortawesome/fontawesome-free'), 'svgs')
const fontAwesome = ['solid', 'regular', 'brands'].flatMap((style) => svgNames(path.join(fontAwesomeFolder, style)))
const fontAwesomeBrands = svgNames(path.join(fontAwesomeFolder, 'brands'))

const list = (names) => `'${[...new Set(names)].sort().join(' ')}'`
const text = `/* Generated from @fortawesome/fontawesome-free ${versionOf('@fortawesome/fontawesome-free')}, lucide-static ${versionOf('lucide-static')} and @tabler/icons ${versionOf('@tabler/icons')} by \`node scripts/icon-names.mjs\`. Do not edit. */

/** Font Awesome Free's icon names (solid, regular and brands, aliases included), separated by spaces. */
export const fontAwesomeNames = ${list(fontAwesome)}

/** Font Awesome Free's brand icon names, separated by spaces. */
export const fontAwesomeBrandNames = ${list(fontAwesomeBrands)}

/** Lucide's icon names, aliases included, separated by spaces. */
export const lucideNames = ${list(lucide)}

/** Tabler's icon names (outline, and \`-filled\` for the filled ones), separated by spaces. */
export const tablerNames = ${list(tabler)}
`

if (!process.argv.includes('--check')) writeFileSync(target, text)
else if (readFileSync(target, 'utf8') !== text) {
  console.error(`${target} is out of date: run \`node scripts/icon-names.mjs\``)
  process.exit(1)
}
