import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { h } from 'hastscript'
import type { Element, Root as HastRoot, RootContent } from 'hast'
import { packageRoot } from '../util/package.js'
import { PreviewFailure } from './output.js'
import type { SiteLinks } from './site-links.js'

/** The Mermaid script of a preview: one file for every page that has a diagram, none for a site without. */
export const MERMAID_FILE = '_docslint/mermaid.js'

/** Where docslint's build put the script (scripts/build-bundle.mjs, from src/preview/browser/mermaid.ts). */
const BUNDLED = path.join(packageRoot, 'dist', 'browser', 'mermaid.js')

/** A diagram of the page (a ```` ```mermaid ```` block or a `<Mermaid chart>`): its source, which the script draws in the browser. */
export function diagram(source: string): Element {
  return h('div.mermaid-diagram', [h('pre.mermaid', source)])
}

/**
 * Loads the Mermaid script at the end of a page's content when it shows a diagram (a `pre.mermaid` of
 * src/preview/code-block.ts); returns whether it did. A page without one loads nothing more: the script weighs
 * 3.3 MB.
 */
export function loadDiagramScript(content: HastRoot, links: SiteLinks): boolean {
  if (!content.children.some(hasDiagram)) return false
  content.children.push(h('script', { src: links.to(MERMAID_FILE), defer: true }))
  return true
}

function hasDiagram(node: RootContent): boolean {
  if (node.type !== 'element') return false
  if (node.tagName === 'pre' && ([] as unknown[]).concat(node.properties.className ?? []).includes('mermaid')) return true
  return node.children.some(hasDiagram)
}

/** The script's text, as docslint's build bundled it. */
export function mermaidScript(): string {
  if (!existsSync(BUNDLED)) throw new PreviewFailure(`docslint's Mermaid script is missing (${BUNDLED}): reinstall docslint, or run \`npm run build\` in its checkout`)
  return readFileSync(BUNDLED, 'utf8')
}
