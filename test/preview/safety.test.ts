import { describe, expect, it } from '@jest/globals'
import { contentHtml } from './render.js'

describe('nothing of a page runs, and what it writes is escaped', () => {
  it('drops import, export and expressions: a page that would set a global leaves no trace', () => {
    const text = [
      "import { x } from 'y'",
      "export const pwned = (globalThis.pwned = 'export')",
      '',
      "Text {globalThis.pwned = 'expression'} here.",
      '',
      "{(() => { globalThis.pwned = 'flow' })()}",
      '',
      "<Card title={globalThis.pwned = 'attribute'} href={'/safe'}>Body</Card>"
    ].join('\n')
    const html = contentHtml(text)
    expect(html).not.toMatch(/pwned|globalThis|import|export/)
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined()
    expect(html).toMatch(/^<p>Text {2}here\.<\/p>\n<a class="card [^"]*" href="\/safe">.*<div [^>]*data-component-part="card-content">Body<\/div>.*<\/a>$/s)
  })

  it('escapes text and attribute values', () => {
    const html = contentHtml('<Note>a &lt;b&gt; "c"</Note>\n\n<Card title="&quot;><script>alert(1)</script>">x</Card>')
    expect(html).toContain('a &#x3C;b> "c"')
    expect(html).toContain('data-component-part="card-title">">&#x3C;script>alert(1)&#x3C;/script></h2>')
    expect(html).not.toContain('<script')
  })

  it('drops javascript: and other unsafe URLs, keeping their text', () => {
    expect(contentHtml('[click me](javascript:alert(1)) and [data](data:text/html,x) and [ok](https://example.com)')).toBe(
      '<p><span>click me</span> and <span>data</span> and <a href="https://example.com">ok</a></p>'
    )
    const card = contentHtml('<Card title="T" href="javascript:alert(1)">x</Card>')
    expect(card).toMatch(/^<div class="card [^"]*">/)
    expect(card).not.toMatch(/href|javascript/)
    expect(contentHtml('<a href="jav&#x09;ascript:alert(1)">y</a>')).toBe('<p><a>y</a></p>')
  })

  it('sanitises raw HTML in a .md page: scripts, event handlers and styles go, content stays', () => {
    const text = '<div onclick="alert(1)" style="color:red">Hi <b>there</b></div>\n\n<script>alert(1)</script>\n\n<iframe src="javascript:alert(1)"></iframe>'
    // The iframe, its `src` gone, is a blank document of the preview's origin: it is sandboxed like a site file.
    expect(contentHtml(text, '.md')).toBe('<div>Hi <b>there</b></div>\n\n<iframe sandbox="allow-scripts allow-forms allow-popups"></iframe>')
  })

  it('prefixes the ids and names an author writes, so they cannot clobber what the script reads; heading ids stay', () => {
    expect(contentHtml('## Query selector\n\n<img name="querySelector" src="/a.png" />\n\n<div id="getElementById">x</div>')).toBe(
      '<h2 id="query-selector">Query selector<a class="heading-anchor" href="#query-selector" aria-label="Link to Query selector">#</a></h2>\n' +
        '<img name="user-content-querySelector" src="/a.png">\n<div id="user-content-getElementById">x</div>'
    )
  })
})
