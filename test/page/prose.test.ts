import { describe, expect, it } from '@jest/globals'
import { VFile } from 'vfile'
import { toString } from 'nlcst-to-string'
import type { Node as NlcstNode, Parent as NlcstParent } from 'nlcst'
import { parsePage } from '../../src/page/parse.js'
import { proseOf } from '../../src/page/prose/blocks.js'
import { formatPlace, page } from '../helpers.js'

/** Every word of a page's prose, with its place, as `word@line:column-line:column`. */
function wordsOf(text: string): string[] {
  const file = new VFile({ path: 'docs/page.mdx', value: text })
  const { tree } = parsePage(text, file)
  const words: string[] = []
  const visit = (node: NlcstNode) => {
    if (node.type === 'WordNode') words.push(`${toString(node)}@${formatPlace(node.position)}`)
    else for (const child of (node as NlcstParent).children ?? []) visit(child)
  }
  for (const block of proseOf(tree, file)) visit(block.nlcst)
  return words
}

describe('the prose of a page', () => {
  it('reads paragraphs, headings and list items', () => {
    expect(wordsOf(page('## Set up\n\n- Install it.\n'))).toEqual(['Set@6:4-6:7', 'up@6:8-6:10', 'Install@8:3-8:10', 'it@8:11-8:13'])
  })

  it('reads text inside components, at its place in the page despite the indentation', () => {
    expect(wordsOf(page('<Note>\n  We send\n  a mail.\n</Note>\n'))).toEqual(['We@7:3-7:5', 'send@7:6-7:10', 'a@8:3-8:4', 'mail@8:5-8:9'])
  })

  it('reads a step inside steps, and a card', () => {
    expect(wordsOf(page('<Steps>\n  <Step title="Install">\n    Run it\n    now.\n  </Step>\n</Steps>\n\n<Card title="A">Our card</Card>\n'))).toEqual([
      'Run@8:5-8:8',
      'it@8:9-8:11',
      'now@9:5-9:8',
      'Our@13:17-13:20',
      'card@13:21-13:25'
    ])
  })

  it('reads table cells', () => {
    expect(wordsOf(page('| Name | What |\n| --- | --- |\n| key | Our key |\n'))).toEqual(['Name@6:3-6:7', 'What@6:10-6:14', 'key@8:3-8:6', 'Our@8:9-8:12', 'key@8:13-8:16'])
  })

  it('keeps escapes and block quotes in place', () => {
    expect(wordsOf(page('> We \\*do\n> this.\n'))).toEqual(['We@6:3-6:5', 'do@6:8-6:10', 'this@7:3-7:7'])
  })

  it('leaves out code, inline code, URLs, link destinations, expressions and front matter', () => {
    const text = '---\ntitle: "We"\ndescription: "Our"\n---\n\nSee `our api` and https://we.example/us or [our docs](https://us.example/we).\n\n```js\nwe()\n```\n\n{/* we */}\n\n<CodeGroup>\n  We\n</CodeGroup>\n'
    expect(wordsOf(text)).toEqual(['See@6:1-6:4', 'and@6:15-6:18', 'or@6:41-6:43', 'our@6:45-6:48', 'docs@6:49-6:53'])
  })
})
