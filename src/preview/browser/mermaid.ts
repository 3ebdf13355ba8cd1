/**
 * The preview's Mermaid script (`_docslint/mermaid.js`), bundled with the `mermaid` package when docslint is
 * built (scripts/build-bundle.mjs, one file shared by every page) and loaded only by pages that have a diagram
 * (src/preview/mermaid.ts). It draws each ```mermaid block of the page as an SVG, in the page's colour mode, and
 * again when the mode is switched. Everything is in the file: it asks the network for nothing. `strict`
 * security: a diagram's labels cannot hold HTML or scripts, and its click handlers are off.
 */
import mermaid from 'mermaid'

const blocks = Array.from(document.querySelectorAll<HTMLElement>('pre.mermaid'))
const sources = new Map(blocks.map((block) => [block, block.textContent ?? '']))

function isDark(): boolean {
  return document.documentElement.classList.contains('dark')
}

let drawnDark: boolean | undefined

async function draw(): Promise<void> {
  const dark = isDark()
  if (dark === drawnDark) return
  drawnDark = dark
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' })
  for (const block of blocks) {
    block.removeAttribute('data-processed')
    block.textContent = sources.get(block) ?? ''
  }
  // A diagram that does not parse shows Mermaid's own error in its place; the others are still drawn.
  await mermaid.run({ nodes: blocks, suppressErrors: true })
}

if (blocks.length > 0) {
  void draw()
  new MutationObserver(() => void draw()).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
}
