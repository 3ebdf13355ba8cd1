import { describe, expect, it } from '@jest/globals'
import { fontsOf, fontStyle } from '../../src/preview/fonts.js'

/** The font rules of docs.json's `fonts`, with the site's files at `/fonts/` (copied beside the page as `fonts/...`). */
const rules = (fonts: unknown) => fontStyle(fontsOf(fonts), (source) => (source.startsWith('/fonts/') ? source.slice(1) : undefined))

describe('docs.json fonts in the preview', () => {
  it.each([
    ['no fonts: no rules', undefined, ''],
    ['a family alone (a Google Font): named for body and headings, nothing fetched', { family: 'Open Sans' }, ':root{--sans:"Open Sans",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"Open Sans",var(--sans)}'],
    [
      'a file of the site: declared once, with its format and weight',
      { family: 'InterDisplay', source: '/fonts/Inter.woff2', format: 'woff2', weight: 400 },
      '@font-face{font-family:"InterDisplay";src:url("fonts/Inter.woff2") format("woff2");font-weight:400;font-display:swap}:root{--sans:"InterDisplay",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"InterDisplay",var(--sans)}'
    ],
    [
      'a remote file is not fetched: the family name stands',
      { family: 'Hubot Sans', source: 'https://example.com/fonts/Hubot-Sans.woff2', format: 'woff2' },
      ':root{--sans:"Hubot Sans",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"Hubot Sans",var(--sans)}'
    ],
    ['a protocol-relative file is remote too', { family: 'X', source: '//cdn.example.com/x.woff2' }, ':root{--sans:"X",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"X",var(--sans)}'],
    ['a file the site does not have: the family name stands', { family: 'X', source: '/missing/x.woff2' }, ':root{--sans:"X",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"X",var(--sans)}'],
    [
      'heading and body each their own file; the top level fills what they leave out',
      { format: 'woff2', heading: { family: 'Display', source: '/fonts/Bold.woff2', weight: 700 }, body: { family: 'Text', source: '/fonts/Regular.woff2', weight: 400 } },
      '@font-face{font-family:"Text";src:url("fonts/Regular.woff2") format("woff2");font-weight:400;font-display:swap}' +
        '@font-face{font-family:"Display";src:url("fonts/Bold.woff2") format("woff2");font-weight:700;font-display:swap}' +
        ':root{--sans:"Text",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"Display",var(--sans)}'
    ],
    ['a heading font alone leaves the body font as it is', { heading: { family: 'Display' } }, 'h1,h2,h3,h4,h5,h6{font-family:"Display",var(--sans)}'],
    ['a family cannot end the string or the style element', { family: 'Evil"}</style><script>alert(1)</script>' }, ':root{--sans:"Evilstylescriptalert1script",var(--system-sans)}h1,h2,h3,h4,h5,h6{font-family:"Evilstylescriptalert1script",var(--sans)}'],
    ['a family of nothing but punctuation is none', { family: '";{}' }, ''],
    ['settings of the wrong type are left out', { family: 7, weight: 'bold', heading: 'Inter' }, '']
  ])('%s', (_what, fonts, expected) => {
    expect(rules(fonts)).toBe(expected)
  })

  it('a file path with a quote, a backslash or a space is escaped in the url', () => {
    expect(fontStyle(fontsOf({ family: 'X', source: '/fonts/a.woff2' }), () => 'fonts/a (1)"\\.woff2')).toContain('src:url("fonts/a%20(1)%22%5C.woff2")')
  })
})
