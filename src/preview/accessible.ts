/**
 * What the rendered content needs for keyboard and screen-reader use, added after sanitising (the sanitiser
 * would drop these attributes): a region that scrolls sideways (a code block, a table in its scroll box) can be
 * focused and scrolled with the keyboard; each tab names the panel it shows (`aria-controls`), and only the
 * selected tab is in the tab order (the arrow keys move between tabs, see script.ts).
 */
import { h } from 'hastscript'
import type { Element, Root, RootContent } from 'hast'

const classesOf = (element: Element) => ([] as unknown[]).concat(element.properties.className ?? [])

/** Adds the attributes to a page's trees (main content, then side column), in place; ids are unique per page. */
export function makeAccessible(trees: Root[]): void {
  const counter = { tabs: 0 }
  for (const tree of trees) visit(tree, counter)
}

function visit(parent: Root | Element, counter: { tabs: number }): void {
  parent.children = parent.children.map((child): RootContent => {
    // A highlighted code block (src/preview/highlight.ts) comes complete: focusable, and nothing in it to label.
    if (child.type !== 'element' || isHighlighted(child)) return child
    visit(child, counter)
    if (child.tagName === 'pre') child.properties.tabIndex = 0
    if (child.properties.dataTabs !== undefined) labelTabs(child, counter.tabs++)
    return child.tagName === 'table' ? h('div.table-scroll', { tabIndex: 0, role: 'region', ariaLabel: 'Table' }, [child]) : child
  }) as typeof parent.children
}

/** shiki's `<pre>`, whose class is a string (`class`, not hast's `className`): no sanitised element has one. */
function isHighlighted(element: Element): boolean {
  const shikiClass = element.properties.class
  return element.tagName === 'pre' && typeof shikiClass === 'string' && shikiClass.split(' ').includes('shiki')
}

/** A tab group's tabs and panels, linked by id both ways. */
function labelTabs(group: Element, index: number): void {
  const elements = group.children.filter((child): child is Element => child.type === 'element')
  const list = elements.find((element) => classesOf(element).includes('tab-list'))
  const tabs = (list?.children ?? []).filter((child): child is Element => child.type === 'element')
  const panels = elements.filter((element) => classesOf(element).includes('tab-panel'))
  tabs.forEach((tab, at) => {
    const selected = tab.properties.ariaSelected === 'true'
    tab.properties.id = `tabs-${index}-tab-${at}`
    tab.properties.tabIndex = selected ? 0 : -1
    if (panels[at]) tab.properties.ariaControls = [`tabs-${index}-panel-${at}`]
  })
  panels.forEach((panel, at) => {
    panel.properties.id = `tabs-${index}-panel-${at}`
    if (tabs[at]) panel.properties.ariaLabelledBy = [`tabs-${index}-tab-${at}`]
  })
}
