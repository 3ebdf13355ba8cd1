import { page } from '../helpers.js'
import { testRule } from './tester.js'

const parse = (reason: string, hint: string) => `Cannot parse MDX: ${reason}. ${hint}`
const noName = (character: string, code: string) => `Unexpected character \`${character}\` (${code}) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\``
const htmlComment = parse(noName('!', 'U+0021'), 'HTML comments are not valid in MDX: write `{/* comment */}` instead')
const brace = 'In MDX, `{` starts a JavaScript expression: to write a literal brace, escape it as `\\{` or put it in inline code'
const tooDeep = 'The page nests more than 32 levels deep here (lists, block quotes, elements and `{}` expressions inside each other): docslint does not check a page this deep; flatten it'
const emphasisTooDeep = 'The page nests emphasis (`*`, `_`) more than 32 levels deep here, with the lists and elements around it: docslint does not check a page this deep; write the `*` as `\\*` or in inline code where they are not emphasis'
const openBracket = "This `[` is never closed, and the text after it is too long to check (the Markdown parser's time grows with its square): close it with `]`, or write `\\[` for a bracket"
const tooLarge = 'The page holds more than 50,000 lines and characters of markup (`<`, `[`, `*`, `&`, ...) by here: docslint does not check a page this large (it would take minutes and gigabytes); split it into several pages'
/** A page over the parse budget is skimmed for its links and headings, and reported as a warning: the site shows it. */
const skimmed = (reason: string) => `${reason}. Only its front matter, headings, links and images were read, for the links into and out of it`
const overBudget = (at: string, reason: string) => ({ at, reason: skimmed(reason), severity: 'warn' as const })
const brInParagraph = parse('Expected a closing tag for `<br>` before the end of `paragraph`', '`<br>` has no content: self-close it as `<br />`')

const strayNul = 'Stray NUL character (U+0000): the site shows it as `\uFFFD`; delete it'

testRule('mdx-syntax', {
  valid: [
    { name: 'MDX comments and self-closed void elements', text: page('{/* a comment */}\n\nLine one<br />line two\n\n<img src="/a.png" alt="A chart" />\n') },
    { name: 'escaped braces and angle brackets', text: page('Use \\{name\\} when a \\< b, or `a < b` in code.\n') },
    { name: 'components nested in components', text: page('<Steps>\n  <Step title="One">\n    <Tabs>\n      <Tab title="A">Text</Tab>\n    </Tabs>\n  </Step>\n</Steps>\n') },
    { name: 'custom heading ids, in .mdx and .md pages', text: page('## My section {#my-anchor}\n\n### Options {#config}   \n') },
    { name: 'a custom heading id in a .md page', path: 'docs/guide.md', text: '# Readme {#top}\n\nPlain text.\n' },
    { name: 'a .md page without front matter', text: '# Readme\n\nPlain text.\n' },
    { name: 'lists and elements nested 32 levels, the limit', text: page(`${Array.from({ length: 16 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n')}\n\n${'<div>'.repeat(16)}x${'</div>'.repeat(16)}\n`) },
    { name: 'tags that open nothing: self-closed over several lines, in code, void elements', text: page(`${'<Card\n  title="x"\n/>\n\n'.repeat(40)}${'Use `<div>` and <br/>.\n\n'.repeat(40)}`) },
    { name: 'emphasis nested 32 levels, the limit, and runs of `*` that close nothing (a masked value, snake_case, a rule)', text: page(`x${'*'.repeat(64)}y${'*'.repeat(64)}\n\nKey: ${'*'.repeat(500)} and ${'*'.repeat(500)}.\n\n${'snake_case_name_'.repeat(100)}\n\n${'**bold** and *em* '.repeat(500)}\n\n${'*'.repeat(100)}\n`) },
    { name: 'an unclosed `[` followed by 10,000 characters, and closed links', text: page(`x [${'a '.repeat(5000)}\n\n${'See [the guide](/g) and [more](/m). '.repeat(3000)}\n`) },
    { name: 'an HTML comment in a .md page (a Markdown comment there)', path: 'docs/guide.md', text: page('Text <!-- a note -->\n') }
  ],
  invalid: [
    { name: '50,000 nested `<div>`s: at the element past 32 levels, the page not parsed', alone: true, text: page(`${'<div>'.repeat(50000)}x${'</div>'.repeat(50000)}\n`), messages: [overBudget('6:161', tooDeep)] },
    { name: '7,000 nested `{`', alone: true, text: page(`${'{'.repeat(7000)}${'}'.repeat(7000)}\n`), messages: [overBudget('6:33', tooDeep)] },
    // Found by the fuzz suite (mdx 20261127/156): the quotes hid the braces from the budget, not from the parser, which took minutes.
    { name: '`{` nested in an attribute expression, inside a JavaScript string', alone: true, text: page(`<ParamField query="x" type={ "a ${'{'.repeat(100)}${'}'.repeat(100)}" } />\n`), messages: [overBudget('6:63', tooDeep)] },
    { name: '`{` nested in an attribute', alone: true, text: page(`<div x=${'{'.repeat(40)}1${'}'.repeat(40)} />\n`), messages: [overBudget('6:39', tooDeep)] },
    { name: '50,000 nested block quotes', alone: true, text: page(`${'> '.repeat(50000)}x\n`), messages: [overBudget('6:65', tooDeep)] },
    { name: '10,000 list items nested on one line', alone: true, text: page(`${'- '.repeat(10000)}x\n`), messages: [overBudget('6:65', tooDeep)] },
    {
      name: '100 list items nested by indentation, at the 33rd',
      alone: true,
      text: page(`${Array.from({ length: 100 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n')}\n`),
      messages: [overBudget('38:65', tooDeep)]
    },
    { name: 'two runs of 10,000 `*`: emphasis 5,000 levels deep, at the closing run', alone: true, text: page(`x API${'*'.repeat(10000)}x${'*'.repeat(10000)} end\n`), messages: [overBudget('6:10007', emphasisTooDeep)] },
    { name: '4,000 `*a` closed by 4,000 `a*`: at the 33rd closing `*`', alone: true, text: page(`y ${'*a '.repeat(4000)}x${' a*'.repeat(4000)} end\n`), messages: [overBudget('6:12102', emphasisTooDeep)] },
    { name: '`_` emphasis in a block quote in a list: the containers count too', alone: true, text: page(`- item\n  > quote ${'_a '.repeat(40)}\n  > ${' a_'.repeat(40)}\n`), messages: [overBudget('8:97', emphasisTooDeep)] },
    // Found by the fuzz suite (mdx 20261127/451): after an unclosed `[`, the parser's bare-URL step walks back to it from every later character.
    { name: 'an unclosed `[` followed by 40,000 characters: at the bracket', alone: true, text: page(`x [${'a '.repeat(20_000)} end.\n`), messages: [overBudget('6:3', openBracket)] },
    { name: 'a 2 MB line of `![`', alone: true, text: page(`${'!['.repeat(1_000_000)}\n`), messages: [overBudget('6:49995', tooLarge)] },
    // Found by the fuzz suite (mdx 20261127/1235): the parser keeps tokens for every line ending, blank ones too (200,000 took 470 MB).
    { name: '200,000 blank lines in a code block: at the 50,001st line', alone: true, text: page(`\`\`\`\n${'\n'.repeat(200_000)}\`\`\`\n`), messages: [overBudget('50001:1', tooLarge)] },
    { name: 'a 2 MB line of `&amp;`', alone: true, text: page(`${'&amp;'.repeat(400_000)}\n`), messages: [overBudget('6:249971', tooLarge)] },
    { name: 'an HTML comment', alone: true, text: page('## Setup\n\n<!-- TODO: screenshots -->\n'), messages: [{ at: '8:2', reason: htmlComment }], output: page('## Setup\n\n{/* TODO: screenshots */}\n') },
    {
      name: 'HTML comments: every one outside code is fixed with the first, a comment in code, in front matter or with a brace is left',
      alone: true,
      text: '---\ntitle: "A <!-- b -->"\n---\n\n<!--\n  two lines\n-->\n\nText <!-- x */ y --> and `<!-- code -->`.\n\n```html\n<!-- block -->\n```\n\n<!-- {braced} -->\n',
      messages: [{ at: '5:2', reason: htmlComment }],
      output: '---\ntitle: "A <!-- b -->"\n---\n\n{/*\n  two lines\n*/}\n\nText {/* x * / y */} and `<!-- code -->`.\n\n```html\n<!-- block -->\n```\n\n<!-- {braced} -->\n'
    },
    { name: 'an HTML comment with a brace in it: no fix, MDX would read the brace as code', alone: true, text: page('<!-- see {config} -->\n'), messages: [{ at: '6:2', reason: htmlComment }] },
    { name: '<br> in a paragraph, on the tag itself', alone: true, text: page('Line one<br>\nline two\n'), messages: [{ at: '6:9-6:13', reason: brInParagraph }], output: page('Line one<br />\nline two\n') },
    {
      name: '<br>: every one outside code is self-closed with the first, one in code is left',
      alone: true,
      text: page('One<br>two<br  class="x">three<br/>\n\n`<br>` and\n\n```html\n<br>\n```\n'),
      messages: [{ at: '6:11-6:26', reason: brInParagraph }],
      output: page('One<br />two<br  class="x" />three<br/>\n\n`<br>` and\n\n```html\n<br>\n```\n')
    },
    {
      name: 'an <img> that is not self-closed',
      alone: true,
      text: page('<img src="/a.png" alt="A chart of sales">\n'),
      messages: [{ at: '6:1-6:42', reason: parse('Expected a closing tag for `<img>`', '`<img>` has no content: self-close it as `<img />`') }],
      output: page('<img src="/a.png" alt="A chart of sales" />\n')
    },
    {
      name: 'an unclosed component',
      alone: true,
      text: page('<Note>\nRemember this.\n'),
      messages: [{ at: '6:1-6:7', reason: parse('Expected a closing tag for `<Note>`', 'Close it with `</Note>`, or self-close it as `<Note />` if it has no content') }]
    },
    {
      name: 'mismatched closing tag',
      alone: true,
      text: page('<Note>\nx\n</Tip>\n'),
      messages: [
        {
          at: '8:1-8:7',
          reason: parse('Unexpected closing tag `</Tip>`, expected corresponding closing tag for `<Note>`', 'Closing tags must match the most recent open tag')
        }
      ]
    },
    {
      name: 'a bare { that never closes',
      alone: true,
      text: page('Use {name here\n'),
      messages: [{ at: '6:15', reason: parse('Unexpected end of file in expression, expected a corresponding closing brace for `{`', brace) }]
    },
    {
      name: 'a brace that is not JavaScript',
      alone: true,
      text: page('The object { a: 1, b } is shown.\n'),
      messages: [{ at: '6:15', reason: parse('Could not parse expression with acorn', brace) }]
    },
    {
      name: 'a bare <',
      alone: true,
      text: page('Use it when a <= b.\n'),
      messages: [
        {
          at: '6:16',
          reason: parse(noName('=', 'U+003D'), 'In MDX, `<` starts a JSX tag: to write a literal `<`, escape it as `\\<`, write `&lt;`, or put it in inline code')
        }
      ]
    },
    {
      name: 'an unclosed attribute value',
      alone: true,
      text: page('<Card title="Start>\n'),
      messages: [
        {
          at: '7:1',
          reason: parse('Unexpected end of file in attribute value, expected a corresponding closing quote `"`', 'Close the attribute value with the same quote it opens with')
        }
      ]
    },
    { name: '<br> in a .md page: .md pages are parsed as MDX too', path: 'README.md', alone: true, text: page('Line one<br>\nline two\n'), messages: [{ at: '6:9-6:13', reason: brInParagraph }], output: page('Line one<br />\nline two\n') },
    {
      name: 'an HTML comment in an .mdx page, where it is no Markdown comment',
      path: 'docs/guide.mdx',
      alone: true,
      text: page('Text <!-- a note -->\n'),
      messages: [{ at: '6:7', reason: htmlComment }],
      output: page('Text {/* a note */}\n')
    },
    {
      name: 'a binary file, instead of parsing it',
      path: 'docs/logo.mdx',
      alone: true,
      text: 'PNG\u0000\u0001',
      messages: [{ at: '1:1', reason: 'Cannot check logo.mdx: the file is binary (it contains NUL bytes), not text' }]
    },
    {
      name: 'image bytes named as a page: NULs among bytes that are not UTF-8',
      path: 'docs/logo.mdx',
      alone: true,
      text: `\uFFFDPNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR${'x'.repeat(400)}\u0000\uFFFD`,
      messages: [{ at: '1:1', reason: 'Cannot check logo.mdx: the file is binary (it contains NUL bytes), not text' }]
    },
    {
      name: 'a stray NUL in a page: a character, reported where it is and deleted by the fix, the rest of the page checked',
      alone: true,
      text: page('Some\u0000text.\n\n<Note>A\u0000</Note>\n'),
      messages: [
        { at: '6:5-6:6', reason: strayNul, severity: 'warn' },
        { at: '8:8-8:9', reason: strayNul, severity: 'warn' }
      ],
      output: page('Sometext.\n\n<Note>A</Note>\n')
    }
  ]
})
