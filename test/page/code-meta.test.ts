import { describe, expect, it } from '@jest/globals'
import { codeTitle, lineRanges, parseCodeMeta, type CodeMeta } from '../../src/page/code.js'

const none: CodeMeta = { highlight: [], focus: [], lines: false, wrap: false, expandable: false, twoslash: false, copy: true, options: {} }

/** Each meta string of the generator's create/code.mdx (and a few more), with what it means. */
const cases: [string | null, Partial<CodeMeta>][] = [
  [null, {}],
  ['', {}],
  ['HelloWorld.java', { title: 'HelloWorld.java' }],
  ['HelloWorld.java example icon=java lines', { title: 'HelloWorld.java example', icon: 'java', lines: true, options: { icon: 'java', lines: true } }],
  ['HelloWorld.java example lines icon="java"', { title: 'HelloWorld.java example', icon: 'java', lines: true, options: { lines: true, icon: 'java' } }],
  ['twoslash Twoslash example', { title: 'Twoslash example', twoslash: true, options: { twoslash: true } }],
  ['Example title', { title: 'Example title' }],
  ['title="utils/hello.js"', { title: 'utils/hello.js', options: { title: 'utils/hello.js' } }],
  ["title='a = b {1}' wrap", { title: 'a = b {1}', wrap: true, options: { title: 'a = b {1}', wrap: true } }],
  ['Line highlighting example {1,2,5}', { title: 'Line highlighting example', highlight: [[1, 1], [2, 2], [5, 5]] }],
  ['Line highlighting example highlight={1-2,5}', { title: 'Line highlighting example', highlight: [[1, 2], [5, 5]], options: { highlight: '1-2,5' } }],
  ['Line focusing example focus=2,4,5', { title: 'Line focusing example', focus: [[2, 2], [4, 4], [5, 5]], options: { focus: '2,4,5' } }],
  ['Line focusing example focus={2,4-5}', { title: 'Line focusing example', focus: [[2, 2], [4, 5]], options: { focus: '2,4-5' } }],
  ['Expandable example expandable', { title: 'Expandable example', expandable: true, options: { expandable: true } }],
  ['Wrap example wrap', { title: 'Wrap example', wrap: true, options: { wrap: true } }],
  ['title="No copy example" nocopy', { title: 'No copy example', copy: false, options: { title: 'No copy example', nocopy: true } }],
  ['nocopy="false"', { options: { nocopy: 'false' } }],
  ['JavaScript diff lines', { title: 'JavaScript diff', lines: true, options: { lines: true } }],
  ['placement="top-right" actions={false}', { options: { placement: 'top-right', actions: 'false' } }],
  ['lines=true wrap="false"', { lines: true, options: { lines: 'true', wrap: 'false' } }],
  ['Example request {1-3} highlight="[5,7]"', { title: 'Example request', highlight: [[1, 3], [5, 5], [7, 7]], options: { highlight: '[5,7]' } }],
  ['Copy the key showLineNumbers', { title: 'Copy the key', lines: true, options: { showLineNumbers: true } }],
  ['{x} {3-1} {0} focus=a,2', { focus: [[2, 2]], options: { focus: 'a,2' } }]
]

describe('parseCodeMeta', () => {
  it.each(cases)('reads %j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual({ ...none, ...expected })
  })

  it('gives codeTitle the title alone', () => {
    expect(codeTitle('Icon example icon=square-js {1} lines wrap')).toBe('Icon example')
    expect(codeTitle('lines wrap')).toBeUndefined()
  })

  it('reads line lists however they are wrapped, and leaves out what is no line', () => {
    expect(lineRanges('[1,3,4,5]')).toEqual([[1, 1], [3, 3], [4, 4], [5, 5]])
    expect(lineRanges('{ 1 - 3 , 9 }')).toEqual([[1, 3], [9, 9]])
    expect(lineRanges('0,-2,4-2,x')).toEqual([])
  })
})
