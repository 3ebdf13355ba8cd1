import { describe, expect, it } from '@jest/globals'
import { asideHtml, contentHtml, renderMdx } from './render.js'

const svg = (viewBox: string) => `<svg class="icon" viewBox="${viewBox}" aria-hidden="true" focusable="false"><path fill="currentColor" d="…"></path></svg>`
const copy = `<button class="copy" type="button" aria-label="Copy code" title="Copy">${svg('0 0 448 512')}</button>`
const pre = '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0">'

describe('the HTML of code blocks, examples, embeds and headings', () => {
  it('a code block has its title, a copy button and highlighted code', () => {
    expect(contentHtml('```ts app.ts\nconst a = 1\n```')).toBe(
      `<div class="code-block" data-title="app.ts" data-label="ts"><div class="code-bar"><span class="code-title">app.ts</span>${copy}</div>${pre}<code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> a</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> =</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> 1</span></span></code></pre></div>`
    )
  })

  it('a code block in an unknown language is shown as plain text, escaped', () => {
    expect(contentHtml('```klingon\n<b>qapla</b>\n```')).toContain('<code><span class="line"><span>&#x3C;b>qapla&#x3C;/b></span></span></code>')
  })

  it('CodeGroup is tabs labelled by the block titles (or languages), the first shown', () => {
    const html = contentHtml('<CodeGroup>\n```ts one.ts\na\n```\n\n```bash\nb\n```\n</CodeGroup>')
    expect(html).toMatch(
      /^<div class="tabs code-group" data-tabs=""><div class="tab-list" role="tablist"><button class="tab" type="button" role="tab" aria-selected="true">one\.ts<\/button><button class="tab" type="button" role="tab" aria-selected="false">bash<\/button><\/div><div class="tab-panel" role="tabpanel"><div class="code-block" data-title="one.ts" data-label="ts">.*<\/div><\/div><div class="tab-panel" role="tabpanel" hidden><div class="code-block" data-label="bash">.*<\/div><\/div><\/div>$/
    )
  })

  it.each([
    ['```javascript HelloWorld.java example icon=java lines\nx\n```', 'HelloWorld.java example'],
    ['```javascript Line highlighting example highlight={1-2,5}\nx\n```', 'Line highlighting example'],
    ['```javascript title="utils/hello.js" {1} wrap expandable\nx\n```', 'utils/hello.js'],
    ['```ts twoslash Twoslash example\nx\n```', 'Twoslash example'],
    ['```js lines\nx\n```', 'js']
  ])('the title bar of %j holds the title alone', (block, title) => {
    expect(contentHtml(block)).toContain(`<span class="code-title">${title}</span>`)
  })

  it('a code block shows its icon, leaves out the copy button with nocopy, and marks an expandable block', () => {
    const html = contentHtml('```js Icon example icon=square-js nocopy expandable\nx\n```')
    expect(html).toMatch(/^<div class="code-block" data-title="Icon example" data-label="js" data-expandable=""><div class="code-bar"><span class="code-icon"><svg class="icon" viewBox="0 0 448 512"[^>]*>.*<\/svg><\/span><span class="code-title">Icon example<\/span><\/div><pre class="shiki/)
    expect(html).not.toContain('class="copy"')
  })

  it('a Mermaid block is its source in a pre.mermaid, for the script to draw, not highlighted', () => {
    expect(contentHtml('```mermaid placement="top-right"\nflowchart LR\n  A --> B\n```')).toBe('<div class="mermaid-diagram"><pre class="mermaid">flowchart LR\n  A --> B</pre></div>')
  })

  it('a <Mermaid chart> is a diagram as a mermaid block is, for the same script to draw', () => {
    expect(contentHtml('<Mermaid chart="flowchart LR\nA --> B" />')).toBe('<div class="mermaid-diagram"><pre class="mermaid">flowchart LR\nA --> B</pre></div>')
  })

  it('CodeGroup dropdown is a select of the labels, the first panel shown', () => {
    expect(contentHtml('<CodeGroup dropdown>\n```ts one.ts\na\n```\n\n```bash\nb\n```\n</CodeGroup>')).toMatch(
      /^<div class="tabs code-group dropdown" data-tabs=""><div class="tab-select-row"><select class="tab-select" aria-label="Example shown"><option value="0">one\.ts<\/option><option value="1">bash<\/option><\/select><\/div><div class="tab-panel" role="group" aria-label="one.ts"><div class="code-block" data-title="one.ts" data-label="ts">.*<\/div><\/div><div class="tab-panel" role="group" aria-label="bash" hidden>/
    )
  })

  it('RequestExample and ResponseExample go to the side column, not the content', () => {
    const text = '<RequestExample>\n```bash Request\ncurl x\n```\n</RequestExample>\n\n<ResponseExample>\n```json 200\n{}\n```\n</ResponseExample>'
    expect(contentHtml(text)).toBe('')
    const aside = asideHtml(text)
    expect(aside).toMatch(/^<div class="example request-example"><div class="example-label">Request<\/div><div class="example-code"><div class="code-block" data-title="Request" data-label="bash">/)
    expect(aside).toContain('<div class="example response-example"><div class="example-label">Response</div>')
  })

  it('video and iframe embeds are kept with their safe attributes', () => {
    expect(contentHtml('<video controls src="/v.mp4"></video>')).toBe('<video controls src="/v.mp4"></video>')
    expect(contentHtml('<iframe src="https://www.youtube.com/embed/x" title="Demo" allowFullScreen></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/x" title="Demo" allowfullscreen></iframe>'
    )
  })

  it('headings get the site generator\'s id (a repeated one numbered from 2), an anchor link, and (h2, h3) an entry in the table of contents', () => {
    const text = '## Hello world\n\n### Sub\n\n#### Deep\n\n## Hello world'
    expect(contentHtml(text)).toBe(
      [
        '<h2 id="hello-world">Hello world<a class="heading-anchor" href="#hello-world" aria-label="Link to Hello world">#</a></h2>',
        '<h3 id="sub">Sub<a class="heading-anchor" href="#sub" aria-label="Link to Sub">#</a></h3>',
        '<h4 id="deep">Deep<a class="heading-anchor" href="#deep" aria-label="Link to Deep">#</a></h4>',
        '<h2 id="hello-world-2">Hello world<a class="heading-anchor" href="#hello-world-2" aria-label="Link to Hello world">#</a></h2>'
      ].join('\n')
    )
    expect(renderMdx(text).toc).toEqual([
      { depth: 2, text: 'Hello world', slug: 'hello-world' },
      { depth: 3, text: 'Sub', slug: 'sub' },
      { depth: 2, text: 'Hello world', slug: 'hello-world-2' }
    ])
  })
})
