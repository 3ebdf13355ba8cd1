/**
 * Completion in a page: component names after `<`, and a component's attributes inside its opening tag, from
 * what docslint knows of the site generator's components (src/page/components.ts).
 */
import { builtInComponents } from '../page/components.js'
import type { AttributeSpec, ComponentSpec } from '../page/catalogue.js'

export interface MdxCompletion {
  label: string
  kind: 'component' | 'attribute'
  detail?: string
}

/** Tags are short: a `<` further back than this is not the tag the cursor is in. */
const MOST_TAG_CHARACTERS = 2000

export function mdxCompletionsAt(text: string, offset: number, components: Record<string, ComponentSpec> = builtInComponents()): MdxCompletion[] {
  const start = text.lastIndexOf('<', offset - 1)
  if (start === -1 || offset - start > MOST_TAG_CHARACTERS) return []
  const tag = text.slice(start, offset)
  if (tag.includes('>')) return []
  const naming = /^<([A-Za-z][\w.]*)?$/.exec(tag)
  if (naming) return Object.keys(components).sort().map((name) => ({ label: name, kind: 'component' as const, detail: describe(components[name]) }))
  const inTag = /^<([A-Z][\w.]*)\s([\s\S]*)$/.exec(tag)
  if (!inTag || insideValue(inTag[2])) return []
  const spec = components[inTag[1]]
  const written = new Set([...inTag[2].matchAll(/([\w-]+)\s*=/g)].map((match) => match[1]))
  return Object.entries(spec?.attributes ?? {})
    .filter(([name]) => !written.has(name))
    .map(([name, attribute]) => ({ label: name, kind: 'attribute' as const, detail: describeAttribute(attribute) }))
}

/** Inside a quoted value or a `{}` expression of the tag written so far. */
function insideValue(attributes: string): boolean {
  const withoutValues = attributes.replace(/"[^"]*"|'[^']*'|\{[^{}]*\}/g, '')
  return /["'{]/.test(withoutValues)
}

function describe(spec: ComponentSpec): string | undefined {
  const required = Object.entries(spec.attributes ?? {}).filter(([, attribute]) => attribute.required).map(([name]) => name)
  const parts = [spec.aliasOf ? `same as <${spec.aliasOf}>` : undefined, required.length > 0 ? `requires ${required.join(', ')}` : undefined]
  return parts.filter(Boolean).join('; ') || undefined
}

/** `string, required`, or the values it takes (`"xs" | "sm"`) in place of its type. */
function describeAttribute(attribute: AttributeSpec): string | undefined {
  const type = attribute.values ? attribute.values.map((value) => `"${value}"`).join(' | ') : [attribute.type ?? []].flat().join(' | ')
  return [type, attribute.required ? 'required' : undefined].filter(Boolean).join(', ') || undefined
}
