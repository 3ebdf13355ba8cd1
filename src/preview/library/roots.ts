/**
 * The outermost element of each component the library draws, as CSS selectors of the library's own markup. The
 * preview's rules for a page's Markdown (src/preview/page-style.ts) stop at these: inside them the library's own
 * classes give the look. Components that draw only an inline wrapper around the page's text (Badge, Tooltip, Icon)
 * or nothing of their own (Tab, inside Tabs) have none; test/preview/library-roots.test.ts holds the list against
 * every component the library draws.
 */
export const LIBRARY_ROOTS = [
  // Note, Tip, Warning, Info, Check, Danger, Callout.
  '.callout',
  '.card',
  // Columns and CardGroup.
  '.columns',
  '.steps',
  // A Step outside Steps.
  '.step',
  '.tabs',
  '.accordion-group',
  '.accordion',
  '.expandable',
  // ParamField and ResponseField; an endpoint page's own fields are `.schema-field` (src/preview/endpoint/schema-view.ts).
  '.field:not(.schema-field)',
  '[data-component-part="frame-container"]',
  '.update',
  '.tile',
  '.tree',
  '.color'
] as const

/** The selectors as one list, for `@scope (...) to (...)` and `:where(...)`. */
export const LIBRARY_ROOT_LIST = LIBRARY_ROOTS.join(',')
