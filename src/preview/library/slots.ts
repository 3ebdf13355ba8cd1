/**
 * Parts of a component that the page writes as Markdown in an attribute (a Frame's `caption`): content.ts draws
 * them with the page's own handlers into a slot element among the component's children, so they are sanitised
 * and their links rewritten like the rest of the page; the component's drawer (./components.ts) takes the slot
 * back out and passes its content as the prop.
 */
import { isValidElement, type ReactNode } from 'react'
import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'

/** The slot element's attribute: content.ts keeps authors from writing it. */
export const SLOT_ATTRIBUTE = 'data-docslint-slot'

/** The slot element for a part drawn from Markdown (hast, before the page is drawn). */
export function slotElement(name: string, content: ElementContent[]): Element {
  return h('span', { [SLOT_ATTRIBUTE]: name }, content)
}

/** A component's children without the slot named `name`, and that slot's content (React, as the page is drawn). */
export function takeSlot(children: ReactNode[], name: string): { slot: ReactNode | undefined; rest: ReactNode[] } {
  const isSlot = (child: ReactNode) => isValidElement<Record<string, unknown>>(child) && child.props[SLOT_ATTRIBUTE] === name
  const found = children.find(isSlot)
  return { slot: isValidElement<{ children?: ReactNode }>(found) ? found.props.children : undefined, rest: children.filter((child) => !isSlot(child)) }
}
