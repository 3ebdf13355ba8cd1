import { describe, expect, it } from '@jest/globals'
import { toHtml } from 'hast-util-to-html'
import { highlight } from '../../src/preview/highlight.js'

describe('code highlighting', () => {
  it('colours a line of known code', () => {
    expect(toHtml(highlight("const a = 'x'\n", 'ts'))).toContain('--shiki-light:')
  })

  it('leaves a line over 2,000 characters uncoloured (a 10,000-character line of quotes took 30 s to colour), and colours the lines around it', () => {
    const long = "'".repeat(10_000)
    const html = toHtml(highlight(`const a = 1\n${long}\nconst b = 2`, 'ts'))
    const lines = html.split('<span class="line">').slice(1)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toContain('--shiki-light:')
    expect(lines[1].startsWith(`<span>${long}</span>`)).toBe(true)
    expect(lines[2]).toContain('--shiki-light:')
  })
})
