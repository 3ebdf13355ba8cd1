/**
 * What the library draws differently from the generator's page, set right in the drawn HTML, component by
 * component in page order (the order of the calls): accordions take the generator's numbered anchors, and tree
 * folders, which the library leaves out of its HTML while closed, are drawn open and then closed here, so their
 * files are in the page for the script to show.
 */
import type { Element, Root } from 'hast'
import type { PageComponent } from './components.js'

/** Whether a flag attribute is on as the generator reads it. */
const on = (value: unknown) => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')


export function settleDrawn(tree: Root, calls: readonly PageComponent[]): Root {
  const accordions = calls.filter((call) => call.name === 'Accordion')
  const folders = calls.filter((call) => call.name === 'Tree.Folder')
  let accordion = 0
  let folder = 0
  const visit = (parent: Root | Element): void => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue
      const part = child.properties.dataComponentPart
      if (child.tagName === 'details' && part === 'accordion') anchorAccordion(child, accordions[accordion++]?.anchor)
      if (part === 'tree-folder') {
        const call = folders[folder++]
        if (call && !on(call.attributes.defaultOpen)) closeFolder(child)
      }
      visit(child)
    }
  }
  visit(tree)
  return tree
}

/**
 * The library gives an accordion the slug of its title as id, on the first element of its summary; the generator
 * numbers a repeated one (`-1`, ...) as src/page/heading-id.ts does, which is what links to it use.
 */
function anchorAccordion(details: Element, anchor: string | undefined): void {
  if (!anchor) return
  const summary = elementChildren(details).find((child) => child.tagName === 'summary')
  const target = summary && elementChildren(summary).find((child) => child.properties.id !== undefined)
  if (target) target.properties.id = anchor
}

/** A folder drawn open, closed: its item says so and its children are hidden until the script opens them. */
function closeFolder(folder: Element): void {
  for (const child of elementChildren(folder)) {
    if (child.properties.role === 'treeitem') child.properties.ariaExpanded = 'false'
    if (child.properties.role === 'group') child.properties.hidden = true
  }
}

function elementChildren(parent: Element): Element[] {
  return parent.children.filter((child): child is Element => child.type === 'element')
}
