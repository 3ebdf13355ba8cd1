import { describe, expect, it } from '@jest/globals'
import { toHtml } from 'hast-util-to-html'
import { BoundedCache } from '../../src/preview/bounded-cache.js'
import { highlight, highlightCodeBlock } from '../../src/preview/highlight.js'

const keyword = 'style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span>'

describe('code highlighting', () => {
  // Grammars load on demand: the first block met here is Markdown, which must still colour the languages of
  // the fences inside it, as it did with every grammar loaded up front.
  it('colours a fenced block inside Markdown, the first language this process loads', () => {
    expect(toHtml(highlight('# Title\n\n```js\nconst a = 1\n```', 'md'))).toContain(keyword)
  })

  it('colours the script inside HTML and the template inside Ruby', () => {
    expect(toHtml(highlight('<script>const a = 1</script>', 'html'))).toContain(keyword)
    expect(toHtml(highlight('x = <<~JS\n  const a = 1\nJS\n', 'ruby'))).toContain(keyword.replace('>const', '>  const'))
  })

  it('knows the aliases, in any case, and leaves an unknown language plain', () => {
    expect(toHtml(highlight('const a = 1', 'TS'))).toContain(keyword)
    expect(toHtml(highlight('const a = 1', 'not-a-language'))).toBe(
      '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span>const a = 1</span></span></code></pre>'
    )
  })

  it('gives the same block an equal element of its own, so that no page changes it for the others', () => {
    const first = highlight('echo "$HOME"', 'bash')
    const html = toHtml(first)
    const again = highlight('echo "$HOME"', 'bash')
    expect(again).toEqual(first)
    expect(again).not.toBe(first)
    expect(highlight('echo "$HOME"', 'sh')).toEqual(first)
    first.properties.tabIndex = -1
    first.children = []
    expect(toHtml(highlight('echo "$HOME"', 'bash'))).toBe(html)
    expect(highlight('echo "$HOME"', 'python')).not.toEqual(again)
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

describe('BoundedCache', () => {
  it('drops the least recently used entries when a new one would pass the budget', () => {
    const cache = new BoundedCache<string>(10)
    cache.set('a', 'A', 4)
    cache.set('b', 'B', 4)
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C', 4)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C'])
    expect(cache.size).toBe(2)
  })

  it('does not keep an entry larger than the whole budget, and replaces an entry set again', () => {
    const cache = new BoundedCache<string>(10)
    cache.set('a', 'A', 4)
    cache.set('huge', 'H', 11)
    expect([cache.get('a'), cache.get('huge')]).toEqual(['A', undefined])
    cache.set('a', 'A2', 10)
    expect([cache.get('a'), cache.size]).toEqual(['A2', 1])
  })
})

describe('code block options', () => {
  const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((match) => match[1])

  it.each([
    ['{1,3}', 'const a = 1\nconst b = 2\nconst c = 3', ['line highlighted', 'line', 'line highlighted']],
    ['highlight={2-3}', 'const a = 1\nconst b = 2\nconst c = 3', ['line', 'line highlighted', 'line highlighted']],
    ['focus=2', 'const a = 1\nconst b = 2', ['line', 'line focused']],
    ['{1-999999999}', 'const a = 1\nconst b = 2', ['line highlighted', 'line highlighted']],
    ['', 'const a = 1 // [!code ++]\nconst b = 2 // [!code --]\nconst c = 3 // [!code highlight]\nconst d = 4 // [!code focus]', ['line diff add', 'line diff remove', 'line highlighted', 'line focused']],
    ['', 'const a = 1 // [!code ++:2]\nconst b = 2', ['line diff add', 'line diff add']]
  ])('marks the lines of `%s`', (meta, code, classes) => {
    const html = toHtml(highlightCodeBlock(code, 'ts', meta))
    expect(lineClasses(html)).toEqual(classes)
    expect(html).not.toContain('[!code')
  })

  it('marks the block for line numbers and wrapping, and keeps a block with other options apart in the cache', () => {
    expect(toHtml(highlightCodeBlock('x = 1', 'python', 'Title lines wrap'))).toMatch(/^<pre class="shiki shiki-themes github-light github-dark line-numbers wrap"/)
    expect(toHtml(highlightCodeBlock('x = 1', 'python'))).toMatch(/^<pre class="shiki shiki-themes github-light github-dark" /)
    expect(lineClasses(toHtml(highlightCodeBlock('x = 1\ny = 2', 'python', '{2}')))).toEqual(['line', 'line highlighted'])
    expect(lineClasses(toHtml(highlightCodeBlock('x = 1\ny = 2', 'python', '{1}')))).toEqual(['line highlighted', 'line'])
  })
})
