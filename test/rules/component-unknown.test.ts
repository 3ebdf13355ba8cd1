import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const unknown = (name: string) => `Unknown component \`<${name}>\`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration`
/** A site where `guides/start.mdx` is `text`, beside the pages and files given. */
const site = (text: string, others: Record<string, string>) => ({
  'docs.json': docsJson(navigationOf('guides/start', ...Object.keys(others).filter((file) => file.endsWith('.mdx') && !file.startsWith('snippets/')).map((file) => file.replace(/\.mdx$/, '')))),
  'guides/start.mdx': text,
  ...others
})
const toImport = (tag: string, why: string, statement: string) => `Component \`<${tag}>\` is not imported: ${why}; add \`${statement}\` below the front matter`
const inRenderingPages = (tag: string, pages: string, statement: string) =>
  `Component \`<${tag}>\` is not imported: ${pages} must import it (\`${statement}\`), as snippets take their components from the page`
const button = 'export const PreviewButton = ({ href }) => <a href={href}>Preview</a>\n'

testRule('component-unknown', {
  valid: [
    { name: 'SPEC components and HTML elements', text: page('<Note>Hi <kbd>Ctrl</kbd></Note>\n\n<details><summary>More</summary>Text</details>\n') },
    { name: 'an imported component', text: page("import Chart from '/snippets/chart.mdx'\n\n<Chart />\n") },
    { name: 'a member of an imported name', text: page("import * as Ui from '/snippets/ui.mdx'\n\n<Ui.Banner />\n") },
    { name: 'a component the page exports', text: page('export const Badge = () => null\n\n<Badge />\n') },
    {
      name: 'a snippet using a component that every page rendering it imports (as the generator asks)',
      files: site(page("import { Foo } from '/snippets/foo.jsx'\nimport Usage from '/snippets/usage.mdx'\n\n<Usage />\n"), {
        'snippets/foo.jsx': 'export const Foo = () => <p>foo</p>\n',
        'snippets/usage.mdx': 'Run it:\n\n<Foo />\n'
      })
    },
    { name: 'a custom element', text: page('<my-widget />\n') },
    { name: 'a fragment', text: page('<>Text</>\n') },
    { name: 'a component declared in the rule options', options: { components: { Widget: {} } }, text: page('<Widget>x</Widget>\n') },
    { name: 'a component declared in the tool configuration', config: { components: { Widget: {} } }, text: page('<Widget>x</Widget>\n') },
    {
      name: 'the site generator\'s built-in components',
      text: page(
        [
          'Launch <Icon icon="rocket" /> now, with a <Badge>Beta</Badge> and <Latex>E = mc^2</Latex>.',
          '<Danger>Deletes the project.</Danger>',
          '<Callout icon="key" color="#FFC107">A custom callout.</Callout>',
          '<Columns cols={2}>\n  <Column>A</Column>\n</Columns>',
          '<Panel>\n  <Info>Pinned.</Info>\n</Panel>',
          '<Tree>\n  <Tree.Folder name="app">\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</Tree>',
          '<Color variant="compact">\n  <Color.Item name="blue" value="#3B82F6" />\n</Color>',
          '<Prompt description="A prompt">Be brief.</Prompt>',
          '<Tile href="/a" title="A">x</Tile>',
          '<View title="Python">x</View>',
          '<Visibility for="humans">x</Visibility>',
          '<Snippet file="setup.mdx" />',
          '<Mermaid chart="graph TD; A-->B" />',
          '<Heading level={2} noAnchor>Plain</Heading>',
          '<GitHub.Repo repo="mintlify/docs" />',
          '<FileTree>\n  <Tree.Folder name="app">\n    <Tree.File name="page.tsx" />\n  </Tree.Folder>\n</FileTree>'
        ].join('\n\n') + '\n'
      )
    }
  ],
  invalid: [
    {
      name: 'a misspelt component, on its tag, with the closest name',
      text: page('<Warnign>Keys are shown once.</Warnign>\n'),
      messages: [
        {
          at: '6:1-6:9',
          reason: 'Unknown component `<Warnign>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration; did you mean `<Warning>`?'
        }
      ]
    },
    {
      name: 'a name cut short, with the one component it begins',
      text: page('<Warn>Runs may fail.</Warn>\n'),
      messages: [{ at: '6:1-6:6', reason: `${unknown('Warn')}; did you mean \`<Warning>\`?` }]
    },
    {
      name: 'an inline component that is not imported',
      text: page('Press <Kbd>K</Kbd>.\n'),
      messages: [{ at: '6:7-6:11', reason: 'Unknown component `<Kbd>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a lower-case name that is no HTML element',
      text: page('<warning>x</warning>\n'),
      messages: [{ at: '6:1-6:9', reason: 'Unknown HTML element `<warning>`: lower-case names are HTML elements in MDX' }]
    },
    {
      name: 'an undeclared component, where an override turns the rule off only for other files',
      config: { overrides: [{ files: 'legacy/**', rules: { 'component-unknown': 'off' } }] },
      text: page('<Widget />\n'),
      messages: [{ at: '6:1-6:8', reason: 'Unknown component `<Widget>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a component that is no built-in one',
      text: page('<Widget />\n'),
      messages: [{ at: '6:1-6:8', reason: 'Unknown component `<Widget>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a member the generator component does not have',
      text: page('<Tree>\n  <Tree.Fil name="a" />\n</Tree>\n'),
      messages: [
        {
          at: '7:3-7:12',
          reason: 'Unknown component `<Tree.Fil>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration; did you mean `<Tree.File>`?'
        }
      ]
    },
    {
      name: "a component the site's other pages import: the import to add, from the site root, in place of a built-in name",
      files: site(page('<PreviewButton href="/a">Try</PreviewButton>\n'), {
        'snippets/previewbutton.jsx': button,
        'guides/one.mdx': page('import { PreviewButton } from "/snippets/previewbutton.jsx"\n\n<PreviewButton href="/a" />\n'),
        'guides/two.mdx': page('import { PreviewButton } from "../snippets/previewbutton"\n\n<PreviewButton href="/b" />\n')
      }),
      messages: [
        {
          file: 'guides/start.mdx',
          at: '6:1-6:15',
          reason: toImport('PreviewButton', '2 other pages import it (`guides/one.mdx`, ...) from `/snippets/previewbutton.jsx`', "import { PreviewButton } from '/snippets/previewbutton.jsx'")
        }
      ],
      output: { 'guides/start.mdx': page("import { PreviewButton } from '/snippets/previewbutton.jsx'\n\n<PreviewButton href=\"/a\">Try</PreviewButton>\n") }
    },
    {
      name: "a snippet's default import on another page, and a name only one MDX file exports",
      files: site(page('<Intro />\n\n<Plans />\n'), {
        'snippets/intro.mdx': 'Welcome to Acme.\n',
        'snippets/plans.mdx': 'export const Plans = () => <p>Free and Pro</p>\n',
        'guides/one.mdx': page("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n")
      }),
      messages: [
        {
          file: 'guides/start.mdx',
          at: '6:1-6:7',
          reason: toImport('Intro', '`guides/one.mdx` imports it from `/snippets/intro.mdx`', "import Intro from '/snippets/intro.mdx'")
        },
        {
          file: 'guides/start.mdx',
          at: '8:1-8:7',
          reason: toImport('Plans', '`/snippets/plans.mdx` exports it', "import { Plans } from '/snippets/plans.mdx'")
        }
      ],
      // Both fixes insert at one place: one pass takes the first, the next pass adds the other below it.
      output: { 'guides/start.mdx': page("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n\n<Plans />\n") }
    },
    {
      name: 'a missing import on a page that has imports, and on a snippet without front matter',
      files: site(page("import { Steps2 } from '/snippets/steps2.mdx'\n\n<Steps2 />\n\n<Intro />\n"), {
        'snippets/intro.mdx': 'Welcome to Acme.\n',
        'snippets/steps2.mdx': 'export const Steps2 = () => null\n',
        'snippets/outro.mdx': '<Intro />\n',
        'guides/one.mdx': page("import Intro from '/snippets/intro.mdx'\n\n<Intro />\n")
      }),
      messages: [
        {
          file: 'guides/start.mdx',
          at: '10:1-10:7',
          reason: toImport('Intro', '`guides/one.mdx` imports it from `/snippets/intro.mdx`', "import Intro from '/snippets/intro.mdx'")
        },
        {
          file: 'snippets/outro.mdx',
          at: '1:1-1:7',
          reason: inRenderingPages('Intro', 'the pages that render this snippet', "import Intro from '/snippets/intro.mdx'")
        }
      ],
      // Never into a snippet: the generator takes no imports there.
      output: { 'guides/start.mdx': page("import { Steps2 } from '/snippets/steps2.mdx'\nimport Intro from '/snippets/intro.mdx'\n\n<Steps2 />\n\n<Intro />\n") }
    },
    {
      name: 'a snippet using a component that one of the pages rendering it does not import: on the snippet, naming that page',
      files: site(page("import { Foo } from '/snippets/foo.jsx'\nimport Usage from '/snippets/usage.mdx'\n\n<Usage />\n"), {
        'snippets/foo.jsx': 'export const Foo = () => <p>foo</p>\n',
        'snippets/usage.mdx': 'Run it:\n\n<Foo />\n',
        'guides/one.mdx': page("import Usage from '/snippets/usage.mdx'\n\n<Usage />\n")
      }),
      messages: [
        {
          file: 'snippets/usage.mdx',
          at: '3:1-3:5',
          reason: inRenderingPages('Foo', '`guides/one.mdx`, which renders this snippet,', "import { Foo } from '/snippets/foo.jsx'")
        }
      ]
    },
    {
      name: 'a name two modules give equally often: no guess',
      files: site(page('<Chart />\n'), {
        'snippets/a.jsx': 'export const Chart = () => null\n',
        'snippets/b.jsx': 'export const Chart = () => null\n',
        'guides/one.mdx': page("import { Chart } from '/snippets/a.jsx'\n\n<Chart />\n"),
        'guides/two.mdx': page("import { Chart } from '/snippets/b.jsx'\n\n<Chart />\n")
      }),
      messages: [{ file: 'guides/start.mdx', at: '6:1-6:7', reason: unknown('Chart') }]
    },
    {
      name: 'a generator component, with builtIn seed',
      options: { builtIn: 'seed' },
      text: page('<Danger>Deletes the project.</Danger>\n'),
      messages: [
        {
          at: '6:1-6:8',
          reason: 'Unknown component `<Danger>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration'
        }
      ]
    }
  ]
})
