import { describe, expect, it } from '@jest/globals'
import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import type { Element } from 'hast'
import { generatorComponents } from '../../src/page/catalogue.js'
import { drawsWithLibrary } from '../../src/preview/library/components.js'
import { componentRenderers } from '../../src/preview/components.js'
import { toHtml } from 'hast-util-to-html'
import { VFile } from 'vfile'
import { parsePage } from '../../src/page/parse.js'
import { compactTree } from '../../src/preview/tree.js'
import { renderContent } from '../../src/preview/content.js'
import type { IconLibrary } from '../../src/preview/icons.js'
import { contentHtml, renderMdx } from './render.js'

/** The elements of some HTML that match a CSS selector. */
function select(html: string, selector: string): Element[] {
  return selectAll(selector, fromHtml(html, { fragment: true }))
}

const text = (elements: Element[]) => elements.map((element) => toString(element).trim())

/**
 * Each case: the MDX written, then CSS selectors of the library's structure (its `data-component-part` names,
 * classes and roles) with the text each match holds, in page order.
 */
const cases: [string, string, Record<string, string[]>][] = [
  ['a tab\'s image icon is left out rather than fetched', '<Tabs>\n  <Tab title="AWS" icon="/images/aws.svg">\n    A.\n  </Tab>\n</Tabs>', { '#aws': ['AWS'], '#aws svg, #aws img': [] }],
  ['Note is the library\'s note callout with its title', '<Note title="Heads up">Read **this**.</Note>', { '.callout[data-callout-type="note"]': ['Heads upRead this.'], '[data-component-part="callout-icon"] svg': [''] }],
  ['Danger is a danger callout', '<Danger>Careful.</Danger>', { '.callout[data-callout-type="danger"]': ['Careful.'] }],
  ['Callout with an icon and colour is a custom callout', '<Callout icon="flag" color="#FF0000">Custom.</Callout>', { '.callout[data-callout-type="custom"]': ['Custom.'], '[data-component-part="callout-icon"] svg[viewBox]': [''] }],
  ['Badge is the library\'s badge in its colour', 'A <Badge color="blue">New</Badge> thing.', { 'p > span[data-shape="rounded"]': ['New'] }],
  ['Columns sets its column count', '<Columns cols={3}>\n  <Card title="A">a</Card>\n  <Card title="B">b</Card>\n</Columns>', { '.columns[style="--cols:3"] > .card [data-component-part="card-title"]': ['A', 'B'] }],
  ['CardGroup is Columns, two by default', '<CardGroup>\n  <Card title="A">a</Card>\n</CardGroup>', { '.columns[style="--cols:2"]': ['Aa'] }],
  [
    'Card links, with its offline icon, image, call to action and arrow',
    '<Card title="Go" icon="rocket" href="/quickstart" img="/images/a.png" cta="Start now" arrow horizontal>Start.</Card>',
    { 'a.card[href="/quickstart"] [data-component-part="card-title"]': ['Go'], '[data-component-part="card-icon"] svg[viewBox="0 0 512 512"]': [''], 'img[data-component-part="card-image"][src="/images/a.png"]': [''], '[data-component-part="card-cta"]': ['Start now'], '[data-component-part="card-arrow"]': [''] }
  ],
  ['Tile shows its title and description', '<Tile href="/x" title="Tile title" description="Tile text">\n  <img src="/a.png" alt="" />\n</Tile>', { 'a.tile[href="/x"]': ['Tile titleTile text'], '[data-component-part="tile-children-container"] img': [''] }],
  [
    'Steps are the library\'s steps, numbered',
    '<Steps>\n  <Step title="First">\n    Do this.\n  </Step>\n  <Step title="Second">\n    Then that.\n  </Step>\n</Steps>',
    { '[data-component-part="steps"] > [data-component-part="step-item"] [data-component-part="step-title"]': ['First', 'Second'], '[data-component-part="step-content"]': ['Do this.', 'Then that.'] }
  ],
  [
    'Tabs take the generator\'s tab ids; the first panel shows',
    '<Tabs>\n  <Tab title="One" icon="flag">\n    First.\n  </Tab>\n  <Tab title="Two">\n    Second.\n  </Tab>\n</Tabs>',
    { '[role="tab"]#one[aria-selected="true"]': ['One'], '[role="tab"]#two[aria-selected="false"]': ['Two'], '[role="tabpanel"]:not(.hidden)': ['First.'], '[role="tabpanel"].hidden': ['Second.'], '#one svg[viewBox]': [''] }
  ],
  [
    'Accordions are the library\'s, with the generator\'s numbered anchors and an offline icon',
    '<AccordionGroup>\n  <Accordion title="Why" icon="rocket">\n    Because.\n  </Accordion>\n  <Accordion title="Why" defaultOpen>\n    Again.\n  </Accordion>\n</AccordionGroup>',
    { '.accordion-group > details.accordion [data-component-part="accordion-title"]': ['Why', 'Why'], 'summary > #why': [''], 'summary > #why-1': [''], 'details[open] [data-component-part="accordion-content"]': ['Again.'], '[data-component-part="accordion-icon"] svg[viewBox]': [''] }
  ],
  ['Expandable is a details of the library\'s', '<Expandable title="properties">\n  Inner.\n</Expandable>', { 'details.expandable': ['Show propertiesInner.'] }],
  [
    'ParamField is a Property at its location, with the generator\'s anchor',
    '<ParamField query="startedAt" type="integer" default="20" required>\n  How many.\n</ParamField>',
    { '#param-started-at [data-component-part="field-name"]': ['startedAt'], '[data-component-part="field-info-pill"]': ['integer', 'query', 'default"20"'], '[data-component-part="field-required-pill"]': ['required'], '[data-component-part="field-content"]': ['How many.'] }
  ],
  ['ResponseField is a Property by name', '<ResponseField name="id" type="string">\n  The id.\n</ResponseField>', { '#param-id [data-component-part="field-name"]': ['id'], '[data-component-part="field-content"]': ['The id.'] }],
  ['Frame shows its caption', '<Frame caption="The dashboard">\n  <img src="/images/a.png" alt="A dashboard" />\n</Frame>', { '.frame img[src="/images/a.png"]': [''], '[data-component-part="frame-description"]': ['The dashboard'] }],
  ['Tooltip stays in its line', 'In <Tooltip tip="Coordinated Universal Time">UTC</Tooltip>.', { 'p .tooltip': ['UTC'] }],
  ['Update has the generator\'s id, label and description', '<Update label="2026-10-01" description="v2.3">\n  New.\n</Update>', { '.update[id="2026-10-01"] [data-component-part="update-label"]': ['2026-10-01'], '[data-component-part="update-description"]': ['v2.3'] }],
  [
    'Tree folders are drawn with their files; a closed one is hidden until opened',
    '<Tree>\n  <Tree.Folder name="src" defaultOpen>\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n  <Tree.Folder name="docs">\n    <Tree.File name="b.md" />\n  </Tree.Folder>\n</Tree>',
    { '[role="tree"] [data-component-part="tree-folder-title"]': ['src', 'docs'], '[aria-expanded="true"] + [role="group"]:not([hidden])': ['a.ts'], '[aria-expanded="false"] + [role="group"][hidden]': ['b.md'] }
  ],
  [
    'a Tree written as a Markdown list: a trailing `/` or items under it make a folder (open when it has items), formatting dropped from names',
    '<FileTree>\n\n- docs/\n  - index.mdx\n  - `guides`/\n    - **configuration.mdx**\n- assets/\n- docs.config.ts\n\n</FileTree>',
    {
      '[role="tree"] [data-component-part="tree-folder-title"]': ['docs', 'guides', 'assets'],
      '[role="tree"] [data-component-part="tree-file-title"]': ['index.mdx', 'configuration.mdx', 'docs.config.ts'],
      '[aria-expanded="true"] + [role="group"]:not([hidden]) [data-component-part="tree-folder-title"]': ['guides'],
      '[aria-expanded="false"]': ['assets'],
      '[role="tree"] ul, [role="tree"] li:not([role])': []
    }
  ],
  ['Color items show their values, light and dark as written', '<Color variant="compact">\n  <Color.Item name="blue" value="#3B82F6" />\n  <Color.Item name="theme" value={{ light: "#ffffff", dark: "#000000" }} />\n</Color>', { '.color[data-variant="compact"] .color-item': ['blue#3B82F6', 'theme#ffffff'] }],
  ['Icon is drawn offline at its size', 'An <Icon icon="flag" size={24} /> icon <Icon icon="/logo.svg" />.', { 'p > span.icon-component[style="width:24px;height:24px"] > svg[viewBox]': [''], 'img.icon-component[src="/logo.svg"]': [''] }],
  ['only the first View shows', '<View title="JavaScript">\n  JS.\n</View>\n\n<View title="Python">\n  Py.\n</View>', { '.view[data-view="JavaScript"]:not([hidden])': ['JS.'], '.view[data-view="Python"][hidden]': ['Py.'] }],
  ['Visibility for agents is left out, for humans shown', '<Visibility for="agents">\n  Agents.\n</Visibility>\n\n<Visibility for="humans">\n  Humans.\n</Visibility>', { p: ['Humans.'] }],
  ['Prompt shows its description and text with a copy button', '<Prompt description="Ask the agent">\n  Write a test.\n</Prompt>', { '.prompt .prompt-description': ['Ask the agent'], '.prompt-text': ['Write a test.'], '.prompt button.copy svg': [''] }],
  ['GitHub.Repo links to the repository', '<GitHub.Repo repo="mintlify/docs" />', { 'a.github-repo[href="https://github.com/mintlify/docs"]': ['mintlify/docs'] }],
  ['an unknown component is a labelled box with its content', '<Banner>\n  Hello.\n</Banner>', { '.component-placeholder[data-component="Banner"] > .component-placeholder-label': ['Unknown component <Banner>: shown as its content only'], '.component-placeholder > p': ['Hello.'] }]
]

describe('components drawn with the generator\'s library', () => {
  it.each(cases)('%s', (_what, input, expected) => {
    const html = contentHtml(input)
    for (const [selector, texts] of Object.entries(expected)) expect([selector, text(select(html, selector))]).toEqual([selector, texts])
  })

  it('no component draws a URL of the library\'s icon CDN or any other host', () => {
    const html = cases.map(([, input]) => contentHtml(input)).join('\n')
    expect(html.match(/(?:src|href)="https?:\/\/[^"]*"|url\(https?:[^)]*\)/g)).toEqual(['href="https://github.com/mintlify/docs"'])
  })

  it.each([
    ['"true"', 1],
    ['{true}', 1],
    ['"false"', 0],
    ['{false}', 0]
  ])('an Accordion or Expandable written defaultOpen=%s is open (%d) as the generator reads it', (value, open) => {
    expect(select(contentHtml(`<Accordion title="x" defaultOpen=${value}>\n  Inner.\n</Accordion>`), 'details[open]')).toHaveLength(open)
    expect(select(contentHtml(`<Expandable title="x" defaultOpen=${value}>\n  Inner.\n</Expandable>`), 'details[open]')).toHaveLength(open)
  })

  it('a component the page defines is a placeholder counted as custom; an unknown tag as unknown', () => {
    const rendered = renderMdx('export const HeroCard = () => <div />\n\n<HeroCard>\n  Hi.\n</HeroCard>\n\n<Banner>x</Banner>')
    expect(rendered.placeholders).toEqual([{ name: 'HeroCard', kind: 'custom' }, { name: 'Banner', kind: 'unknown' }])
  })

  it('an author cannot write a component marker: the attribute is dropped', () => {
    expect(contentHtml('<div data-docslint-component="0">x</div>')).toBe('<div>x</div>')
  })

  it('Panel goes to the side column', () => {
    const rendered = renderMdx('<Panel>\n  <Note>Side.</Note>\n</Panel>\n\nMain.')
    expect(select(contentHtml('<Panel>\n  Side.\n</Panel>'), 'p')).toHaveLength(0)
    expect(rendered.aside.children).toHaveLength(1)
  })

  it('a component\'s icon and a tab\'s icon are of the site\'s icon library; the library\'s own caret stays Font Awesome', () => {
    const mdx = '<Card title="Go" icon="rocket">Start.</Card>\n\n<Tabs>\n  <Tab title="One" icon="rocket">\n    First.\n  </Tab>\n</Tabs>\n\n<Accordion title="Why">\n  Because.\n</Accordion>'
    const drawn = (iconLibrary?: IconLibrary) => {
      const { tree } = parsePage(mdx, new VFile({ path: 'page.mdx', value: mdx }))
      return toHtml(renderContent(compactTree(tree), { href: (url) => url, iconLibrary }).main)
    }
    const boxes = (html: string) => ['[data-component-part="card-icon"] svg', '#one svg', '[data-component-part="accordion-caret-right"] svg, details svg'].map((selector) => select(html, selector)[0]?.properties.viewBox)
    // Lucide's rocket is drawn on a 24-unit grid, Font Awesome's on 512; the accordion's caret is Font Awesome's in both.
    const [card, tab, caret] = boxes(drawn('lucide'))
    expect([card, tab]).toEqual(['0 0 24 24', '0 0 24 24'])
    expect(boxes(drawn()).slice(0, 2)).toEqual(['0 0 512 512', '0 0 512 512'])
    expect(caret).toBeDefined()
    expect(caret).toBe(boxes(drawn())[2])
  })

  it('every catalogued component is drawn by the library or by the preview', () => {
    const undrawn = Object.keys(generatorComponents).filter((name) => !drawsWithLibrary(name) && !(name in componentRenderers))
    expect(undrawn).toEqual([])
  })
})
