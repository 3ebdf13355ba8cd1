import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildSite, page } from './render.js'

const config = { theme: 'mint', name: 'Snippets', colors: { primary: '#112233' }, navigation: { groups: [{ group: 'G', pages: ['index', 'guide'] }] } }
const prose = (html: string) => html.slice(html.indexOf('<div class="prose">'), html.indexOf('</article>'))

/** The site's two pages (index and guide, with these bodies) and its other files; what each page's content holds. */
const cases: [string, Record<string, string>, { index: string; guide: string }][] = [
  [
    'a snippet where its element is, a snippet inside a snippet from its own file; a local name wins over a component',
    {
      'index.mdx': page('Home', "import Setup from '/snippets/setup.mdx'\n\n## Install\n\n<Setup />\n\nAfter.\n"),
      'guide.mdx': page('Guide', 'import Steps from "./snippets/steps.mdx"\n\n<Steps />\n'),
      'snippets/setup.mdx': "import Key from './key.mdx'\n\nRun `npm install acme`.\n\n<Key />\n",
      'snippets/key.mdx': 'Set `ACME_KEY`.\n',
      'snippets/steps.mdx': '<Steps>\n  <Step title="One">First.</Step>\n</Steps>\n'
    },
    {
      index: '<p>Run <code>npm install acme</code>.</p>\n<p>Set <code>ACME_KEY</code>.</p>\n<p>After.</p>',
      guide: 'data-component-part="step-title">One</p>'
    }
  ],
  [
    'a one-paragraph snippet inside a line of text; a named import and a cycle left alone',
    {
      'index.mdx': page('Home', "import Name from '/snippets/name.mdx'\nimport { Button } from '/snippets/button.mdx'\n\nHello <Name />! <Button />\n"),
      'guide.mdx': page('Guide', "import Loop from '/snippets/loop.mdx'\n\n<Loop />\n"),
      'snippets/name.mdx': '**Ada**\n',
      'snippets/button.mdx': 'export const Button = () => <button>Go</button>\n',
      'snippets/loop.mdx': "import Loop from './loop.mdx'\n\nLoop text.\n\n<Loop />\n"
    },
    {
      // A component a snippet defines with code is shown as a labelled placeholder: nothing of the page runs.
      index: '<p>Hello <strong>Ada</strong>! <span class="component-placeholder" data-component="Button"><span class="component-placeholder-label">Custom component &#x3C;Button>: shown as its content only</span></span></p>',
      guide: '<p>Loop text.</p>'
    }
  ]
]

describe('imported snippets in the preview', () => {
  it.each(cases)('%s; no page is built for a snippet', async (_name, files, expected) => {
    const { read, out } = await buildSite(config, files)
    expect(prose(read('index.html'))).toContain(expected.index)
    expect(prose(read('guide.html'))).toContain(expected.guide)
    expect(existsSync(path.join(out, 'snippets'))).toBe(false)
  })
})
