import { describe, expect, it } from '@jest/globals'
import { mdxCompletionsAt } from '../../src/lsp/mdx-help.js'

/** Completions at the end of the text written so far. */
const at = (text: string) => mdxCompletionsAt(text, text.length)

describe('completion from the component catalogue', () => {
  it('offers the generator\'s components, an alias saying what it is', () => {
    const names = at('<')
    expect(names.map((item) => item.label)).toEqual(expect.arrayContaining(['GitHub.Repo', 'FileTree', 'Tree.File', 'Color.Item']))
    expect(names.find((item) => item.label === 'FileTree')?.detail).toBe('same as <Tree>')
  })

  it('offers an attribute with its type, or the values it takes', () => {
    expect(at('<Tree.File name="a" ')).toEqual([{ label: 'highlight', kind: 'attribute', detail: 'boolean' }])
    expect(at('<Badge ').find((item) => item.label === 'size')?.detail).toBe('"xs" | "sm" | "md" | "lg"')
    expect(at('<Update ').find((item) => item.label === 'label')?.detail).toBe('string, required')
    expect(at('<Color.Item ').find((item) => item.label === 'value')?.detail).toBe('string | object, required')
  })
})
