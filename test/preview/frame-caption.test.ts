import { describe, expect, it } from '@jest/globals'
import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import { toHtml } from 'hast-util-to-html'
import { contentHtml } from './render.js'

/** The inner HTML of a frame's caption, as the preview draws it. */
function caption(written: string): string {
  const html = contentHtml(`<Frame caption=${written}>\n  <img src="/a.png" alt="A" />\n</Frame>`)
  const [description] = selectAll('[data-component-part="frame-description"] > p', fromHtml(html, { fragment: true }))
  return description ? toHtml(description.children) : '(none)'
}

/**
 * A Frame's caption is Markdown, as the page's text is: inline emphasis, code and links are drawn, links are
 * rewritten and unsafe ones dropped as the page's are, the author's HTML is sanitised, and nothing of it runs.
 */
describe('a frame\'s caption', () => {
  it.each([
    ['plain text', '"The dashboard"', 'The dashboard'],
    ['emphasis, strong and code', '"A *new* and **bold** `step`"', 'A <em>new</em> and <strong>bold</strong> <code>step</code>'],
    ['a link, kept as the page keeps it', '"See [the guide](/guide)."', 'See <a href="/guide">the guide</a>.'],
    ['an unsafe link: its text only', '"Run [this](javascript:alert(1))."', 'Run <span>this</span>.'],
    ['an expression is not evaluated', '"Sum: {1 + 1}."', 'Sum: .'],
    ['HTML written in it is sanitised', `'An <b onClick="x()">HTML</b> caption'`, 'An <b>HTML</b> caption'],
    ['two paragraphs, joined in one line', '"First.\n\nSecond."', 'First. Second.'],
    ['text that is not valid MDX, as it is', '"a < b and {"', 'a &#x3C; b and {'],
    ['a heading, as its text', '"# Title"', '# Title'],
    ['an expression attribute with a literal string', '{"Also **Markdown**"}', 'Also <strong>Markdown</strong>']
  ])('%s', (_what, written, expected) => {
    expect(caption(written)).toBe(expected)
  })

  it('an empty caption draws no caption; a frame without one neither', () => {
    expect(caption('""')).toBe('(none)')
    expect(contentHtml('<Frame>\n  <img src="/a.png" alt="A" />\n</Frame>')).not.toContain('frame-description')
  })

  it('an author cannot write a slot: the attribute is dropped', () => {
    expect(contentHtml('<Frame>\n  <span data-docslint-slot="caption">Forged</span>\n</Frame>')).not.toContain('frame-description')
  })
})
