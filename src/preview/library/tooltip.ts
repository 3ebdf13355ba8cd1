/**
 * The library's Tooltip with a trigger whose accessible name is the term the reader sees (WCAG 2.5.3, label in
 * name). The library names its trigger `aria-label="headline: tip"`, which hides the visible term from speech
 * input and screen readers; it leaves the name alone only when its child is a component of its own (it then
 * draws that child as the trigger). So the term is given to it as such a component, which draws the library's
 * own trigger markup without the label, and the headline and tip become the trigger's description instead.
 * The server and the browser's islands script both draw tooltips through this, so hydration sees the same tree.
 */
import { createElement, Fragment, isValidElement, useId, type ReactNode } from 'react'

type Component = (props: Record<string, unknown>) => ReactNode

interface TooltipProps {
  title?: string
  description?: string
  children?: ReactNode
  [prop: string]: unknown
}

/** The library's trigger classes (tooltip.js): the focus ring of its button, the dotted underline of its term. */
const TRIGGER_CLASS = 'rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2'
const TERM_CLASS = 'tooltip underline decoration-2 decoration-stone-400 decoration-dotted underline-offset-4 dark:decoration-stone-500'
/** Children the library already draws as the trigger itself, without a label (its `isInteractive`). */
const INTERACTIVE_TAGS = new Set(['button', 'a', 'input', 'select', 'textarea'])

function isInteractive(children: ReactNode): boolean {
  if (!isValidElement(children)) return false
  return typeof children.type === 'string' ? INTERACTIVE_TAGS.has(children.type.toLowerCase()) : true
}

/** What the library writes for the headline and tip as the trigger's `aria-label`. */
function spokenTip(title: string | undefined, description: string | undefined): string | undefined {
  return title && description ? `${title}: ${description}` : title || description
}

interface TermProps extends Record<string, unknown> {
  term: ReactNode
  tip?: string
  className?: string
}

/**
 * The trigger as the library draws it (a button holding the underlined term, or the element the page put
 * there), with the props the library's trigger gives it (handlers, id, ref), described by a hidden element.
 */
function TooltipTerm({ term, tip, className, ...triggerProps }: TermProps): ReactNode {
  const id = useId()
  const content = isValidElement(term) ? term : createElement('span', { className: TERM_CLASS }, term)
  const classes = [className, TRIGGER_CLASS].filter(Boolean).join(' ')
  const button = createElement('button', { type: 'button', ...triggerProps, className: classes, 'aria-describedby': tip ? id : undefined }, content)
  return tip ? createElement(Fragment, null, button, createElement('span', { id, hidden: true }, tip)) : button
}

/** The library's Tooltip, its trigger named by the visible term. */
export function namedTooltip(libraryTooltip: Component): Component {
  return function Tooltip({ children, ...props }: TooltipProps): ReactNode {
    if (children === undefined || children === null || isInteractive(children)) return createElement(libraryTooltip as never, props as never, children)
    const term = createElement(TooltipTerm, { term: children, tip: spokenTip(props.title, props.description) })
    return createElement(libraryTooltip as never, props as never, term)
  }
}
