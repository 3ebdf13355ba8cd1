import { h } from 'hastscript'
import type { Element } from 'hast'
import type { Code } from 'mdast'
import { parseCodeMeta } from '../page/code.js'
import { iconSlot } from './components.js'
import { highlightCodeBlock, isDiagram } from './highlight.js'
import { diagram } from './mermaid.js'

/**
 * A code block of a page, before sanitising: a title bar (the title alone, from the meta string: see
 * src/page/code.ts), its icon, a copy button (none with `nocopy`), and a placeholder `<pre>` that holds the
 * language, the meta string and the text, which HighlightedBlocks swaps for the highlighted `<pre>` after
 * sanitising (the sanitiser keeps no styles). `expandable` folds a long block to a few lines, which the script
 * lets the reader open. A Mermaid block is a diagram: its source, which the Mermaid script draws in the browser.
 */
export function codeBlock(node: Code): Element {
  if (isDiagram(node.lang)) return diagram(node.value)
  const options = parseCodeMeta(node.meta)
  const title = options.title
  const bar = [
    options.icon ? h('span.code-icon', [iconSlot(options.icon)]) : undefined,
    h('span.code-title', title ?? node.lang ?? ''),
    options.copy ? h('button.copy', { type: 'button', ariaLabel: 'Copy code', title: 'Copy' }, [iconSlot('copy', 'regular')]) : undefined
  ].filter((part) => part !== undefined)
  return h('div.code-block', { dataTitle: title, dataLabel: node.lang ?? undefined, dataExpandable: options.expandable ? '' : undefined }, [
    h('div.code-bar', bar),
    h('pre', { dataLang: node.lang ?? '', dataMeta: node.meta ?? undefined }, [h('code', node.value)])
  ])
}

/**
 * The code blocks of a page that came highlighted in its kept tree (src/preview/tree.ts), by language, meta
 * string and text, for the placeholders to take in order; a block without one is highlighted when its
 * placeholder is filled.
 */
export class HighlightedBlocks {
  private readonly blocks = new Map<string, Element[]>()

  /** A block's key: its placeholder's `data-lang` (the language, or ''), `data-meta` and its text. */
  private static key(lang: string, meta: string | undefined, value: string): string {
    return JSON.stringify([lang, meta ?? '', value])
  }

  add(node: Code, pre: Element): void {
    const key = HighlightedBlocks.key(node.lang ?? '', node.meta ?? undefined, node.value)
    const list = this.blocks.get(key)
    if (list) list.push(pre)
    else this.blocks.set(key, [pre])
  }

  /** The `<pre>` of a placeholder: the one the block came with, or highlighted now. */
  take(placeholder: Element, value: string): Element {
    const lang = String(placeholder.properties.dataLang ?? '')
    const meta = typeof placeholder.properties.dataMeta === 'string' ? placeholder.properties.dataMeta : undefined
    return this.blocks.get(HighlightedBlocks.key(lang, meta, value))?.shift() ?? highlightCodeBlock(value, lang, meta)
  }
}
