import { docsJson, generatedReference, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
const site = (text: string, more: Record<string, string> = {}) => ({
  'docs.json': docsJson({ ...navigationOf('index', 'guides/setup'), redirects: [{ source: '/old/:slug*', destination: '/guides/:slug*' }] }),
  'index.mdx': index,
  'guides/setup.mdx': text,
  ...more
})
/** A site of an index page and these pages, all in navigation, where page `on` is `text`. */
const withPages = (pages: string[], on: string, text: string) => ({
  'docs.json': docsJson(navigationOf('index', ...pages)),
  'index.mdx': index,
  ...Object.fromEntries(pages.map((name) => [`${name}.mdx`, index])),
  [`${on}.mdx`]: text
})

/** A current-format site whose `API` tab generates a page for each operation of store.yaml (no pages of its own). */
const generating = (text: string) => ({
  'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Depot', colors: { primary: '#1D4ED8' }, navigation: { tabs: [{ tab: 'Guides', pages: ['index'] }, { tab: 'API', openapi: { source: 'store.yaml', directory: 'Reference' } }] } }),
  'index.mdx': text,
  'store.yaml': 'openapi: 3.1.0\ninfo: {title: Store, version: "1"}\npaths:\n  /orders:\n    get:\n      summary: List orders\n      tags: [Orders]\n      responses:\n        "200": {description: The orders.}\n  /health:\n    get:\n      responses:\n        "200": {description: Up.}\n'
})

testRule('link-broken', {
  valid: [
    {
      name: 'links to pages that an `openapi` tab generates: /<directory>/<tag>/<summary>, and method and path without a summary or tag',
      files: generating(page('See [the orders](/reference/orders/list-orders#response) and [health](/reference/get-health).\n'))
    },
    {
      name: "a snippet's relative link, resolved from the URL of the page that imports it (the generator inlines the snippet)",
      files: {
        'docs.json': docsJson(navigationOf('index', 'guides/setup', 'guides/install')),
        'index.mdx': index,
        'guides/setup.mdx': page("import Next from '/snippets/next.mdx'\n\n<Next />\n"),
        'guides/install.mdx': index,
        'snippets/next.mdx': 'Then [install the SDK](./install).\n'
      }
    },
    {
      name: 'a link page (front matter `url:`): its body is not published, its links not read',
      files: site('---\ntitle: "Changelog"\nurl: "https://acme.dev/changelog"\n---\n\nSee [the old notes](/changelog/old).\n')
    },
    {
      name: 'a snippet no page imports: its relative links are not judged (no page renders them)',
      files: { 'docs.json': docsJson(navigationOf('index')), 'index.mdx': index, 'snippets/next.mdx': 'Then [install the SDK](./install).\n' }
    },
    {
      name: 'a relative link on an index page that leads to a page of the parent folder, as in a browser',
      files: { 'docs.json': docsJson(navigationOf('index', 'guides/index', 'setup')), 'index.mdx': index, 'guides/index.mdx': page('See [the setup](./setup).\n'), 'setup.mdx': index }
    },
    {
      name: 'links resolved as a browser does, a redirect, a file, and other schemes',
      files: site(page('[Home](../), [the start](/index.mdx), [again](setup#top), [old](/old/setup), [the guide](/files/guide.pdf), [mail](mailto:help@acme.dev), [site](https://acme.dev/nope)\n'), {
        'files/guide.pdf': 'PDF'
      })
    },
    {
      name: 'the skill file the generator serves at `/skill.md` (its own, or one it writes when the site has none)',
      files: site(page('Agents read [the skill](/skill.md).\n'))
    }
  ],
  invalid: [
    {
      name: 'links out of a page too large to parse (a generated reference page, skimmed for its links): Markdown links and `href`s, a tag over several lines included',
      files: site(generatedReference('See [the guide](/guides/missing) and <Card\n  title="Keys"\n  href="/keys"\n/>\n')),
      // The skimmed page's own mdx-syntax warning is mdx-syntax's case.
      config: { rules: { 'mdx-syntax': 'off' } },
      messages: [
        { file: 'guides/setup.mdx', at: '24006:5-24006:33', reason: 'Link `/guides/missing` leads to `/guides/missing`, which is no page of the site' },
        { file: 'guides/setup.mdx', at: '24008:3-24008:15', reason: 'Link `/keys` leads to `/keys`, which is no page of the site' }
      ]
    },
    {
      name: "links to files the generator does not publish: its default ignored folders and `.mintlify`",
      files: site(page('See [the build](/build/setup) and [the agent](/.mintlify/AGENTS.md).\n'), { 'build/setup.mdx': index, '.mintlify/AGENTS.md': 'Be brief.\n' }),
      messages: [
        { file: 'guides/setup.mdx', at: '6:5-6:30', reason: 'Link `/build/setup` leads to `/build/setup`, which is no page of the site' },
        { file: 'guides/setup.mdx', at: '6:35-6:68', reason: 'Link `/.mintlify/AGENTS.md` leads to `/.mintlify/AGENTS`, which is no page of the site' }
      ]
    },
    {
      name: 'a link to a page that no operation of the generating spec has',
      files: generating(page('See [the orders](/reference/list-orders).\n')),
      messages: [{ file: 'index.mdx', at: '6:5-6:41', reason: 'Link `/reference/list-orders` leads to `/reference/list-orders`, which is no page of the site' }]
    },
    {
      name: "a snippet's link broken on the pages that import it: one message at the link in the snippet, naming them",
      files: {
        'docs.json': docsJson(navigationOf('index', 'guides/setup', 'guides/deploy', 'api/limits')),
        'index.mdx': index,
        'guides/setup.mdx': page("import Next from '/snippets/next.mdx'\n\n<Next />\n"),
        'guides/deploy.mdx': page("import Next from '/snippets/next.mdx'\n\n<Next />\n"),
        'api/limits.mdx': page("import Next from '../snippets/next.mdx'\n\n<Next />\n"),
        'snippets/next.mdx': 'Then [install the SDK](./install) and read [the limits](/api/limit).\n'
      },
      messages: [
        { file: 'snippets/next.mdx', at: '1:6-1:34', reason: 'In `api/limits.mdx`, which imports this snippet: link `./install` leads to `/api/install`, which is no page of the site' },
        { file: 'snippets/next.mdx', at: '1:6-1:34', reason: 'In `guides/deploy.mdx` and `guides/setup.mdx`, which import this snippet: link `./install` leads to `/guides/install`, which is no page of the site' },
        { file: 'snippets/next.mdx', at: '1:44-1:68', reason: 'In `api/limits.mdx`, `guides/deploy.mdx` and `guides/setup.mdx`, which import this snippet: link `/api/limit` leads to `/api/limit`, which is no page of the site; did you mean `/api/limits`?' }
      ],
      output: { 'snippets/next.mdx': 'Then [install the SDK](./install) and read [the limits](/api/limits).\n' }
    },
    {
      name: 'a snippet no page imports: its links from the root are still checked',
      files: { 'docs.json': docsJson(navigationOf('index', 'guides/setup')), 'index.mdx': index, 'guides/setup.mdx': index, 'snippets/next.mdx': 'Then [set up](/guides/setupp) and [install](./install).\n' },
      messages: [{ file: 'snippets/next.mdx', at: '1:6-1:30', reason: 'Link `/guides/setupp` leads to `/guides/setupp`, which is no page of the site; did you mean `/guides/setup`?' }],
      output: { 'snippets/next.mdx': 'Then [set up](/guides/setup) and [install](./install).\n' }
    },
    {
      name: 'a relative link on an index page, resolved against the parent folder as a browser does, with the link from the root',
      files: {
        'docs.json': docsJson(navigationOf('index', 'guides/index', 'guides/setup')),
        'index.mdx': index,
        'guides/index.mdx': page('Start with [the setup](./setup#install).\n'),
        'guides/setup.mdx': index
      },
      messages: [
        {
          file: 'guides/index.mdx',
          at: '6:12-6:40',
          reason: 'Link `./setup#install` leads to `/setup`, which is no page of the site: on an index page, `./setup#install` resolves against the parent folder; write `/guides/setup#install`'
        }
      ],
      output: { 'guides/index.mdx': page('Start with [the setup](/guides/setup#install).\n') }
    },
    {
      name: 'a slip in the name of a page of the same folder: fixed in the last segment, the link kept relative, its fragment kept',
      files: withPages(['usage/multiple-sessions', 'usage/agents-sdk', 'usage/tags'], 'usage/tags', page('See [sessions](./multiple-sssions#install), [the SDK](/usage/agents_sdk/) and [tag](../usage/Tags.mdx).\n')),
      messages: [
        { file: 'usage/tags.mdx', at: '6:5-6:43', reason: 'Link `./multiple-sssions#install` leads to `/usage/multiple-sssions`, which is no page of the site; did you mean `/usage/multiple-sessions`?' },
        { file: 'usage/tags.mdx', at: '6:45-6:74', reason: 'Link `/usage/agents_sdk/` leads to `/usage/agents_sdk`, which is no page of the site; did you mean `/usage/agents-sdk`?' },
        { file: 'usage/tags.mdx', at: '6:79-6:103', reason: 'Link `../usage/Tags.mdx` leads to `/usage/Tags`, which is no page of the site; did you mean `/usage/tags`?' }
      ],
      output: { 'usage/tags.mdx': page('See [sessions](./multiple-sessions#install), [the SDK](/usage/agents-sdk/) and [tag](../usage/tags.mdx).\n') }
    },
    {
      name: 'a name two pages of the folder are one slip from, or a name the closest page is more than a slip from: neither suggested nor fixed (a wrong "did you mean" is worse than none)',
      files: withPages(['examples/restapi', 'examples/crews', 'examples/crewz'], 'index', page('See [FastAPI](/examples/fastapi) and [crew](/examples/crewx).\n')),
      messages: [
        { file: 'index.mdx', at: '6:5-6:33', reason: 'Link `/examples/fastapi` leads to `/examples/fastapi`, which is no page of the site' },
        { file: 'index.mdx', at: '6:38-6:61', reason: 'Link `/examples/crewx` leads to `/examples/crewx`, which is no page of the site' }
      ]
    },
    {
      name: 'a folder with no landing page: none of its pages is suggested; with one, it is',
      files: withPages(['integrations/ag2', 'integrations/crewai', 'tasks/overview', 'tasks/scheduled'], 'index', page('See [integrations](/integrations) and [tasks](/tasks).\n')),
      messages: [
        { file: 'index.mdx', at: '6:5-6:34', reason: 'Link `/integrations` leads to `/integrations`, which is no page of the site' },
        { file: 'index.mdx', at: '6:39-6:54', reason: 'Link `/tasks` leads to `/tasks`, which is no page of the site; did you mean `/tasks/overview`?' }
      ]
    },
    {
      name: 'a page of another version of the docs is no slip: nothing suggested',
      files: withPages(['v1/concepts/sessions', 'v2/concepts/traces'], 'index', page('A [session](/v2/concepts/sessions) is a trace.\n')),
      messages: [{ file: 'index.mdx', at: '6:3-6:35', reason: 'Link `/v2/concepts/sessions` leads to `/v2/concepts/sessions`, which is no page of the site' }]
    },
    {
      name: 'a misspelt relative link, on the link, with the closest page',
      files: site(page('Read [the start](../indx) first.\n')),
      messages: [{ file: 'guides/setup.mdx', at: '6:6-6:26', reason: 'Link `../indx` leads to `/indx`, which is no page of the site; did you mean `/`?' }]
    },
    {
      name: 'a link to a folder, with the page its group starts with (navigation order), and a page of another folder with none',
      files: withPages(['cli/overview', 'cli/commands', 'web/pwa'], 'index', page('See [the CLI](/cli) and [the desktop app](/web/desktop).\n')),
      messages: [
        { file: 'index.mdx', at: '6:5-6:20', reason: 'Link `/cli` leads to `/cli`, which is no page of the site; did you mean `/cli/overview`?' },
        { file: 'index.mdx', at: '6:25-6:56', reason: 'Link `/web/desktop` leads to `/web/desktop`, which is no page of the site' }
      ]
    },
    {
      name: 'a link to a file that does not exist, in a Card',
      files: site(page('<Card title="Guide" href="/files/guide.pdf">The guide as PDF.</Card>\n')),
      messages: [{ file: 'guides/setup.mdx', at: '6:21-6:44', reason: 'Link `/files/guide.pdf` leads to `/files/guide.pdf`, which is no file of the site' }]
    }
  ]
})
