import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
/** A page whose front matter names an icon (on line 4). */
const iconPage = (icon: string, body = 'Welcome.\n') => `---\ntitle: "Quick start"\ndescription: "Install the SDK."\nicon: "${icon}"\n---\n\n${body}`
const lucide = (extra: Record<string, unknown> = {}) => currentJson({ icons: { library: 'lucide' }, ...extra })
const tabler = (extra: Record<string, unknown> = {}) => currentJson({ icons: { library: 'tabler' }, ...extra })
const withIcon = (icon: unknown) => ({ navigation: { groups: [{ group: 'Start', icon, pages: ['index'] }] } })

testRule('icon-unknown', {
  valid: [
    {
      name: 'Font Awesome (no `icons.library`): free names and aliases in docs.json, front matter and components',
      files: {
        'docs.json': docsJson({ navigation: [{ group: 'Start', icon: 'rocket', pages: ['index'] }], anchors: [{ name: 'Blog', icon: 'home', url: 'https://example.com' }] }),
        'index.mdx': iconPage('book-open', '<Card title="GitHub" icon="github" href="/index">Code.</Card>\n\n<Icon icon="House" />\n')
      }
    },
    {
      name: 'URLs, paths of images and SVG code are not names',
      files: {
        'docs.json': lucide(withIcon('/images/start.svg')),
        'index.mdx': page('<Card title="A" icon="https://example.com/a.png">A.</Card>\n\n<Card title="B" icon="images/b.png">B.</Card>\n\n<Card title="C" icon={<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z" /></svg>}>C.</Card>\n')
      }
    },
    {
      name: 'Lucide: its names, its aliases, and Font Awesome brand icons (which the generator offers beside any library)',
      files: { 'docs.json': lucide(withIcon('home')), 'index.mdx': iconPage('square-terminal', '<Card title="A" icon="cog">A.</Card>\n\n<View title="JavaScript" icon="js">A.</View>\n') }
    },
    {
      name: 'Tabler: outline names and `-filled` ones',
      files: { 'docs.json': tabler(withIcon('brand-github')), 'index.mdx': page('<Accordion title="A" icon="home-filled">A.</Accordion>\n') }
    },
    {
      name: "code blocks' icons are not checked against the library (the generator's docs give them Font Awesome's `square-js`)",
      files: { 'docs.json': lucide(), 'index.mdx': page('```javascript Example icon="square-js"\nlet a\n```\n\n<CodeBlock icon="square-js" language="js">x</CodeBlock>\n') }
    },
    {
      name: 'an icon object names its own library',
      files: { 'docs.json': currentJson(withIcon({ name: 'cog', library: 'lucide' })), 'index.mdx': index }
    },
    {
      name: 'an `icon` attribute of a component of the site itself is its own business',
      files: { 'docs.json': lucide(), 'index.mdx': page('<MyCard icon="fa-whatever" />\n') }
    }
  ],
  invalid: [
    {
      name: 'a name with `fa-`, in docs.json (with the bare name when the library has it)',
      files: { 'docs.json': currentJson(withIcon('fa-rocket')), 'index.mdx': index },
      messages: [
        { file: 'docs.json', at: '11:17-11:28', reason: "Icon `fa-rocket` starts with `fa-`, which the site generator refuses: write the icon's name without it; did you mean `rocket`?" }
      ]
    },
    {
      name: 'a name with `fa-` in a component, without a suggestion when the bare name is not in the library',
      files: { 'docs.json': currentJson(), 'index.mdx': page('<Card title="Launch" icon="fa-rocket-launchpad">Go.</Card>\n') },
      messages: [
        { file: 'index.mdx', at: '6:22-6:48', reason: "Icon `fa-rocket-launchpad` starts with `fa-`, which the site generator refuses: write the icon's name without it" }
      ]
    },
    {
      name: 'Lucide: a Font Awesome name (said to be one), and a misspelt Lucide name (with the name meant)',
      files: { 'docs.json': lucide(withIcon('gear')), 'index.mdx': page('<Step title="Launch" icon="rocekt">Go.</Step>\n') },
      messages: [
        { file: 'docs.json', at: '11:17-11:23', reason: 'Icon `gear` is not in Lucide, the icon library `icons.library` sets (it is a name of Font Awesome Free): the site shows no icon' },
        { file: 'index.mdx', at: '6:22-6:35', reason: 'Icon `rocekt` is not in Lucide, the icon library `icons.library` sets: the site shows no icon; did you mean `rocket`?' }
      ]
    },
    {
      name: 'Tabler: a name in the front matter, and an icon object that names Tabler on a Font Awesome site',
      files: {
        'docs.json': currentJson({ navigation: { groups: [{ group: 'Start', icon: { name: 'setings', library: 'tabler' }, pages: ['index'] }] } }),
        'index.mdx': iconPage('circle-1')
      },
      severity: 'error',
      messages: [
        { file: 'docs.json', at: '12:19-12:28', reason: 'Icon `setings` is not in Tabler, the icon library its `library` sets: the site shows no icon; did you mean `settings`?' },
        { file: 'index.mdx', at: '4:7-4:17', severity: 'warn', reason: 'Icon `circle-1` is not in Font Awesome Free: unless it is a Font Awesome Pro icon, the site shows no icon (find names at https://fontawesome.com/icons)' }
      ]
    },
    {
      name: 'Tabler: a name it does not have, in a component (said to be a Lucide name)',
      files: { 'docs.json': tabler(), 'index.mdx': page('<Tab title="Settings" icon="cog">A.</Tab>\n') },
      messages: [
        { file: 'index.mdx', at: '6:23-6:33', reason: 'Icon `cog` is not in Tabler, the icon library `icons.library` sets (it is a name of Lucide): the site shows no icon' }
      ]
    },
    {
      name: 'Font Awesome: a name outside the free set is a warning only (Pro names show too)',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', icon: 'sparkles', pages: ['index'] }] }), 'index.mdx': index },
      messages: [
        { file: 'docs.json', at: '6:15-6:25', severity: 'warn', reason: 'Icon `sparkles` is not in Font Awesome Free: unless it is a Font Awesome Pro icon, the site shows no icon (find names at https://fontawesome.com/icons)' }
      ]
    }
  ]
})
