import { describe, expect, it } from '@jest/globals'
import { asideHtml, contentHtml, renderMdx } from './render.js'

const svg = (viewBox: string) => `<svg class="icon" viewBox="${viewBox}" aria-hidden="true" focusable="false"><path fill="currentColor" d="…"></path></svg>`
const copy = `<button class="copy" type="button" aria-label="Copy code" title="Copy">${svg('0 0 448 512')}</button>`
const pre = '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0">'

describe('component HTML (SPEC.md 2.3)', () => {
  it.each([
    ['Note', 'note', '0 0 512 512'],
    ['Tip', 'tip', '0 0 384 512'],
    ['Warning', 'warning', '0 0 512 512'],
    ['Info', 'info', '0 0 512 512'],
    ['Check', 'check', '0 0 512 512']
  ])('%s is a callout with its icon, outside any paragraph', (name, kind, viewBox) => {
    expect(contentHtml(`<${name}>Read **this**.</${name}>`)).toBe(
      `<div class="callout callout-${kind}" role="note" aria-label="${name}">${svg(viewBox)}<div class="callout-body">Read <strong>this</strong>.</div></div>`
    )
  })

  it.each([
    [
      'a code block has its title, a copy button and highlighted code',
      '```ts app.ts\nconst a = 1\n```',
      `<div class="code-block" data-title="app.ts" data-label="ts"><div class="code-bar"><span class="code-title">app.ts</span>${copy}</div>${pre}<code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> a</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> =</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> 1</span></span></code></pre></div>`
    ],
    [
      'Steps is a numbered list of titled steps',
      '<Steps>\n  <Step title="First">\n    Do this.\n  </Step>\n  <Step title="Second">\n    Then that.\n  </Step>\n</Steps>',
      '<ol class="steps"><li class="step"><p class="step-title">First</p><div class="step-body"><p>Do this.</p></div></li><li class="step"><p class="step-title">Second</p><div class="step-body"><p>Then that.</p></div></li></ol>'
    ],
    [
      'Tabs is a tab list with one panel per Tab',
      '<Tabs>\n  <Tab title="One">\n    First.\n  </Tab>\n  <Tab title="Two">\n    Second.\n  </Tab>\n</Tabs>',
      '<div class="tabs content-tabs" data-tabs=""><div class="tab-list" role="tablist"><button class="tab" type="button" role="tab" aria-selected="true">One</button><button class="tab" type="button" role="tab" aria-selected="false">Two</button></div><div class="tab-panel" role="tabpanel"><p>First.</p></div><div class="tab-panel" role="tabpanel" hidden><p>Second.</p></div></div>'
    ],
    [
      'AccordionGroup and Accordion are collapsible sections, closed unless defaultOpen',
      '<AccordionGroup>\n  <Accordion title="Why">\n    Because.\n  </Accordion>\n  <Accordion title="Open" defaultOpen>\n    Shown.\n  </Accordion>\n</AccordionGroup>',
      '<div class="accordion-group"><details class="accordion"><summary><span class="accordion-title">Why</span></summary><div class="accordion-body"><p>Because.</p></div></details><details class="accordion" open><summary><span class="accordion-title">Open</span></summary><div class="accordion-body"><p>Shown.</p></div></details></div>'
    ],
    [
      'CardGroup takes `cols`; a Card with href is a link, with its icon',
      '<CardGroup cols={3}>\n  <Card title="Go" icon="rocket" href="/quickstart">\n    Start.\n  </Card>\n  <Card title="Plain">\n    No link.\n  </Card>\n</CardGroup>',
      `<div class="card-group cols-3"><a class="card" href="/quickstart"><span class="card-icon">${svg('0 0 512 512')}</span><p class="card-title">Go</p><div class="card-body"><p>Start.</p></div></a><div class="card"><p class="card-title">Plain</p><div class="card-body"><p>No link.</p></div></div></div>`
    ],
    [
      'ParamField shows its location, type, required and default',
      '<ParamField query="limit" type="integer" default="20" required>\n  How many.\n</ParamField>',
      '<div class="field param-field"><div class="field-head"><code class="field-name">limit</code><span class="field-location">query</span><span class="field-type">integer</span><span class="field-required">required</span><span class="field-default">default: <code>20</code></span></div><div class="field-body"><p>How many.</p></div></div>'
    ],
    [
      'ResponseField shows name, type and required, with an Expandable inside',
      '<ResponseField name="id" type="string" required>\n  The id.\n  <Expandable title="properties">\n    Inner.\n  </Expandable>\n</ResponseField>',
      '<div class="field response-field"><div class="field-head"><code class="field-name">id</code><span class="field-type">string</span><span class="field-required">required</span></div><div class="field-body"><p>The id.</p><details class="expandable"><summary>Show properties</summary><div class="expandable-body"><p>Inner.</p></div></details></div></div>'
    ],
    [
      'Frame is a figure with its caption',
      '<Frame caption="The dashboard">\n  <img src="/images/a.png" alt="A dashboard" />\n</Frame>',
      '<figure class="frame"><div class="frame-content"><img src="/images/a.png" alt="A dashboard"></div><figcaption>The dashboard</figcaption></figure>'
    ],
    [
      'Tooltip stays in its line of text',
      'In <Tooltip tip="Coordinated Universal Time">UTC</Tooltip>.',
      '<p>In <span class="tooltip" tabindex="0">UTC<span class="tooltip-tip" role="tooltip">Coordinated Universal Time</span></span>.</p>'
    ],
    [
      'Update shows its label and description, with an id to link to',
      '<Update label="2026-10-01" description="v2.3">\n  New.\n</Update>',
      '<div class="update" id="2026-10-01"><div class="update-meta"><span class="update-label">2026-10-01</span><span class="update-description">v2.3</span></div><div class="update-body"><p>New.</p></div></div>'
    ],
  ])('%s', (_what, input, expected) => {
    expect(contentHtml(input)).toBe(expected)
  })

  it.each([
    ['"true"', 'open'],
    ['"True"', 'open'],
    ['{true}', 'open'],
    ['"false"', 'closed'],
    ['{false}', 'closed']
  ])('an Expandable or Accordion written defaultOpen=%s is %s, as the generator reads it', (value, state) => {
    const open = state === 'open' ? ' open' : ''
    expect(contentHtml(`<Expandable title="x" defaultOpen=${value}>\n  Inner.\n</Expandable>`)).toContain(`<details class="expandable"${open}>`)
    expect(contentHtml(`<Accordion title="x" defaultOpen=${value}>\n  Inner.\n</Accordion>`)).toContain(`<details class="accordion"${open}>`)
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

  it('an unknown component shows its content without markup of its own', () => {
    expect(contentHtml('<Banner>\n  Hello.\n</Banner>')).toBe('<p>Hello.</p>')
  })
})
