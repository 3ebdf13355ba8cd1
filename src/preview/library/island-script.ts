import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { h } from 'hastscript'
import type { Root as HastRoot, RootContent } from 'hast'
import { packageRoot } from '../../util/package.js'
import { PreviewFailure } from '../output.js'
import type { SiteLinks } from '../site-links.js'

/** The script that hydrates the islands of a preview (React and the library's interactive components): one file for every page that has one. */
export const ISLANDS_FILE = '_docslint/islands.js'

/** Where docslint's build put the script (scripts/build-bundle.mjs, from src/preview/browser/islands.ts). */
const BUNDLED = path.join(packageRoot, 'dist', 'browser', 'islands.js')

/**
 * Loads the islands' script, deferred, at the end of a page's content when the page (`main`) or its side column
 * (`aside`) has an island (./islands.ts); returns whether it did. A page without one loads no React.
 */
export function loadIslandScript(main: HastRoot, aside: HastRoot, links: SiteLinks): boolean {
  if (!main.children.some(hasIsland) && !aside.children.some(hasIsland)) return false
  main.children.push(h('script', { src: links.to(ISLANDS_FILE), defer: true }))
  return true
}

function hasIsland(node: RootContent): boolean {
  if (node.type !== 'element') return false
  return node.properties.dataDocslintIsland !== undefined || node.children.some(hasIsland)
}

/** The script's text, as docslint's build bundled it. */
export function islandScript(): string {
  if (!existsSync(BUNDLED)) throw new PreviewFailure(`docslint's islands script is missing (${BUNDLED}): reinstall docslint, or run \`npm run build\` in its checkout`)
  return readFileSync(BUNDLED, 'utf8')
}
