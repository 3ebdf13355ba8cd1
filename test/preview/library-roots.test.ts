import { describe, expect, it } from '@jest/globals'
import { matches } from 'hast-util-select'
import type { Element } from 'hast'
import { generatorComponents } from '../../src/page/catalogue.js'
import { drawsWithLibrary } from '../../src/preview/library/components.js'
import { componentRenderers } from '../../src/preview/components.js'
import { LIBRARY_ROOT_LIST } from '../../src/preview/library/roots.js'
import { renderMdx } from './render.js'

/**
 * The preview's rules for a page's Markdown stop at the library's components (src/preview/page-style.ts): each
 * component the library draws must have its outermost element in src/preview/library/roots.ts, or a card's title
 * is drawn as a page heading again. A new library component fails here until it is listed.
 */

/** Components that draw only an inline wrapper around the page's text: the page's rules are meant to reach it. */
const INLINE = new Set(['Badge', 'Tooltip', 'Icon'])

/** Attributes each component needs to be drawn at all (the library throws without them). */
const NEEDS: Record<string, string> = {
  Color: 'variant="compact"',
  'Color.Item': 'name="Blue" value="#0000ff"',
  'Color.Row': 'title="Row"',
  ParamField: 'query="limit"',
  ResponseField: 'name="id" type="string"',
  'Tree.Folder': 'name="src"',
  'Tree.File': 'name="a.ts"',
  Update: 'label="v1"',
  Tile: 'href="/a"',
  Tooltip: 'tip="Tip"'
}

/** The MDX of one component with some content, inside the container it is written in (a Tab in Tabs). */
function written(name: string): string {
  const element = `<${name} title="T" ${NEEDS[name] ?? ''}>\n\nText with \`code\` and a [link](/a).\n\n</${name}>`
  const parent = generatorComponents[name].parent ?? (name.startsWith('Tree.') ? 'Tree' : name.startsWith('Color.') ? 'Color' : undefined)
  return parent ? `<${parent} ${NEEDS[parent] ?? ''}>\n${element}\n</${parent}>` : element
}

const drawn = Object.keys(generatorComponents).filter((name) => drawsWithLibrary(name) && !(name in componentRenderers) && !INLINE.has(name))

/** An interactive component's island container (`display: contents`, holding its props) is not part of the page's layout: its root is inside. */
function unwrapIsland(element: Element | undefined): Element | undefined {
  if (element?.properties.dataDocslintIsland === undefined) return element
  return unwrapIsland(element.children.find((child): child is Element => child.type === 'element'))
}

describe('the library components the page style stops at', () => {
  it.each(drawn)('%s is drawn inside an element of LIBRARY_ROOTS', (name) => {
    const { main, placeholders } = renderMdx(written(name))
    expect(placeholders).toEqual([])
    const root = unwrapIsland(main.children.find((child): child is Element => child.type === 'element'))
    expect(root && matches(LIBRARY_ROOT_LIST, root)).toBe(true)
  })

  it('a page\'s own Markdown is outside every root', () => {
    const { main } = renderMdx('## Heading\n\nText with `code`.\n\n> A quote.\n')
    const elements = main.children.filter((child): child is Element => child.type === 'element')
    expect(elements.map((element) => element.tagName)).toEqual(['h2', 'p', 'blockquote'])
    expect(elements.filter((element) => matches(LIBRARY_ROOT_LIST, element))).toEqual([])
  })
})
