import { describe, expect, it } from '@jest/globals'
import { lint, type Finding } from '../helpers.js'

const page = (body: string) => `---\ntitle: "T"\ndescription: "D"\n---\n\n${body}`

const invalid: { name: string; text: string; finding: Partial<Finding> }[] = [
  {
    name: 'an HTML comment',
    text: page('## Setup\n\n<!-- TODO: screenshots -->\n'),
    finding: {
      at: '8:2',
      reason:
        'Cannot parse MDX: Unexpected character `!` (U+0021) before name, expected a character that can start a name, such as a letter, `$`, or `_`. HTML comments are not valid in MDX: write `{/* comment */}` instead'
    }
  },
  {
    name: '<br> in a paragraph, on the tag itself',
    text: page('Line one<br>\nline two\n'),
    finding: {
      at: '6:9-6:13',
      reason: 'Cannot parse MDX: Expected a closing tag for `<br>` before the end of `paragraph`. `<br>` has no content: self-close it as `<br />`'
    }
  },
  {
    name: 'an <img> that is not self-closed',
    text: page('<img src="/a.png" alt="A chart of sales">\n'),
    finding: {
      at: '6:1-6:42',
      reason: 'Cannot parse MDX: Expected a closing tag for `<img>`. `<img>` has no content: self-close it as `<img />`'
    }
  },
  {
    name: 'an unclosed component',
    text: page('<Note>\nRemember this.\n'),
    finding: {
      at: '6:1-6:7',
      reason: 'Cannot parse MDX: Expected a closing tag for `<Note>`. Close it with `</Note>`, or self-close it as `<Note />` if it has no content'
    }
  },
  {
    name: 'mismatched closing tag',
    text: page('<Note>\nx\n</Tip>\n'),
    finding: {
      at: '8:1-8:7',
      reason:
        'Cannot parse MDX: Unexpected closing tag `</Tip>`, expected corresponding closing tag for `<Note>`. Closing tags must match the most recent open tag'
    }
  },
  {
    name: 'a bare { that never closes',
    text: page('Use {name here\n'),
    finding: {
      at: '6:15',
      reason:
        'Cannot parse MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`. In MDX, `{` starts a JavaScript expression: to write a literal brace, escape it as `\\{` or put it in inline code'
    }
  },
  {
    name: 'a brace that is not JavaScript',
    text: page('The object { a: 1, b } is shown.\n'),
    finding: {
      at: '6:15',
      reason:
        'Cannot parse MDX: Could not parse expression with acorn. In MDX, `{` starts a JavaScript expression: to write a literal brace, escape it as `\\{` or put it in inline code'
    }
  },
  {
    name: 'a bare <',
    text: page('Use it when a <= b.\n'),
    finding: {
      at: '6:16',
      reason:
        'Cannot parse MDX: Unexpected character `=` (U+003D) before name, expected a character that can start a name, such as a letter, `$`, or `_`. In MDX, `<` starts a JSX tag: to write a literal `<`, escape it as `\\<`, write `&lt;`, or put it in inline code'
    }
  },
  {
    name: 'an unclosed attribute value',
    text: page('<Card title="Start>\n'),
    finding: {
      at: '7:1',
      reason:
        'Cannot parse MDX: Unexpected end of file in attribute value, expected a corresponding closing quote `"`. Close the attribute value with the same quote it opens with'
    }
  }
]

const valid = [
  ['MDX comments and self-closed void elements', page('{/* a comment */}\n\nLine one<br />line two\n\n<img src="/a.png" alt="A chart" />\n')],
  ['escaped braces and angle brackets', page('Use \\{name\\} when a \\< b, or `a < b` in code.\n')],
  ['components nested in components', page('<Steps>\n  <Step title="One">\n    <Tabs>\n      <Tab title="A">Text</Tab>\n    </Tabs>\n  </Step>\n</Steps>\n')],
  ['a .md page without front matter', '# Readme\n\nPlain text.\n']
]

describe('mdx-syntax', () => {
  it.each(invalid)('reports $name where parsing stopped', async ({ text, finding }) => {
    const { findings } = await lint('page.mdx', text)
    expect(findings).toEqual([{ ruleId: 'mdx-syntax', severity: 'error', ...finding }])
  })

  it.each(valid)('accepts %s', async (_name, text) => {
    const { findings } = await lint('page.mdx', text)
    expect(findings.filter((finding) => finding.ruleId === 'mdx-syntax')).toEqual([])
  })

  it('parses .md pages as MDX too', async () => {
    const { findings } = await lint('README.md', page('Line one<br>\nline two\n'))
    expect(findings.map((f) => [f.ruleId, f.at])).toEqual([['mdx-syntax', '6:9-6:13']])
  })

  it('accepts HTML comments in .md pages (Markdown comments), keeping every position', async () => {
    const text = page('Text <!-- a note with */ inside -->\n\n```html\n<!-- kept in code -->\n```\n\n<!-- two\nlines --> `<!-- code -->`\n\n# Title\n')
    const { findings } = await lint('guide.md', text)
    expect(findings.map((f) => [f.ruleId, f.at])).toEqual([['heading-start', '15:1-15:8']])
  })

  it('still reports HTML comments in .mdx pages', async () => {
    const { findings } = await lint('guide.mdx', page('Text <!-- a note -->\n'))
    expect(findings.map((f) => f.ruleId)).toEqual(['mdx-syntax'])
  })

  it('reports a binary file instead of parsing it', async () => {
    const { findings } = await lint('logo.mdx', 'PNG\u0000\u0001')
    expect(findings).toEqual([
      { ruleId: 'mdx-syntax', severity: 'error', at: '1:1', reason: 'Cannot check logo.mdx: the file is binary (it contains NUL bytes), not text' }
    ])
  })
})
