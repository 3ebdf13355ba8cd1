import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
const linking = (...targets: string[]) => page(targets.map((target) => `See [${target}](${target}).`).join('\n') + '\n')
const orphanReason = (file: string, entry: string) =>
  `Page \`${file}\` is not in the navigation, and no page reached from the navigation links to it: add \`"${entry}"\` to a group's \`pages\` in docs.json, link to it from a page that is, or delete the page`
/** The message on each of these pages (paths with their extension), on its first line. */
const orphans = (...files: string[]) => files.map((file) => ({ file, at: '1:1-1:1', reason: orphanReason(file, file.replace(/\.mdx?$/, '')) }))

testRule('page-orphan', {
  valid: [
    { name: 'every page listed, snippets not', files: { 'docs.json': docsJson(navigationOf('index', 'guides/setup')), 'index.mdx': index, 'guides/setup.md': index, 'snippets/note.mdx': 'Shared.\n' } },
    {
      name: 'a file outside `snippets/` that a page imports: a snippet, rendered into that page',
      files: { 'docs.json': docsJson(navigationOf('index')), 'index.mdx': page("import Shared from './shared/note.mdx'\n\n<Shared />\n"), 'shared/note.mdx': 'Shared.\n' }
    },
    { name: 'no docs.json to compare with', files: { 'index.mdx': index, 'other.mdx': index } },
    { name: 'the root index page, the site\'s home, unlisted', files: { 'docs.json': docsJson(navigationOf('quickstart')), 'quickstart.mdx': index, 'index.mdx': index } },
    { name: 'a page hidden by its front matter', files: { 'docs.json': docsJson(), 'index.mdx': index, 'beta.mdx': '---\ntitle: "Beta"\ndescription: "Early access."\nhidden: true\n---\n\nSoon.\n' } },
    {
      name: 'a page left out of the navigation that a listed page links to (Markdown, `<Card href>`): hidden on purpose',
      files: { 'docs.json': docsJson(navigationOf('index', 'guides/setup')), 'index.mdx': linking('/guides/hidden'), 'guides/setup.mdx': page('<Card title="More" href="./more" />\n'), 'guides/hidden.mdx': index, 'guides/more.mdx': index }
    },
    {
      name: 'a hidden page reached only through other hidden pages, through a redirect and a snippet',
      files: {
        'docs.json': docsJson({ ...navigationOf('index'), redirects: [{ source: '/old-b', destination: '/b' }] }),
        'index.mdx': page("import Next from '/snippets/next.mdx'\n\n<Next />\n"),
        'snippets/next.mdx': 'Next: [a](/a).\n',
        'a.mdx': linking('/old-b'),
        'b.mdx': linking('c'),
        'c.mdx': index
      }
    },
    {
      name: "pages docs.json links to: an `href` of the navbar or footer (a path, or a URL under the site's canonical address), a redirect's destination",
      files: {
        'docs.json': docsJson({
          ...navigationOf('index'),
          navbar: { links: [{ label: 'Status', href: '/status' }, { label: 'Support', href: 'https://acme.dev/docs/support' }] },
          footer: { links: [{ header: 'More', items: [{ label: 'Legal', href: '/legal/terms' }] }] },
          redirects: [{ source: '/pricing-old', destination: '/pricing' }],
          seo: { metatags: { canonical: 'https://acme.dev/docs' } }
        }),
        'index.mdx': index,
        'support.mdx': index,
        'status.mdx': index,
        'legal/terms.mdx': index,
        'pricing.mdx': index
      }
    },
    { name: 'a page a `hidden: true` page links to', files: { 'docs.json': docsJson(), 'index.mdx': index, 'beta.mdx': '---\ntitle: "Beta"\ndescription: "Early access."\nhidden: true\n---\n\nSee [the plan](/beta-plan).\n', 'beta-plan.mdx': index } }
  ],
  invalid: [
    {
      name: 'a page linked only from an orphan, and two orphans that link to each other: all unreached',
      files: { 'docs.json': docsJson(), 'index.mdx': index, 'old.mdx': linking('/older'), 'older.mdx': index, 'a.mdx': linking('/b'), 'b.mdx': linking('/a') },
      messages: orphans('a.mdx', 'b.mdx', 'old.mdx', 'older.mdx')
    },
    {
      name: "a page docs.json links to by a URL of another host, or outside the canonical address's folder",
      files: {
        'docs.json': docsJson({ ...navigationOf('index'), navbar: { links: [{ label: 'A', href: 'https://other.dev/docs/a' }, { label: 'B', href: 'https://acme.dev/b' }] }, seo: { metatags: { canonical: 'https://acme.dev/docs' } } }),
        'index.mdx': index,
        'a.mdx': index,
        'b.mdx': index
      },
      messages: orphans('a.mdx', 'b.mdx')
    },
    {
      name: 'a page linked only from an unimported snippet, a link page, a file the generator does not publish, or a wildcard redirect',
      files: {
        'docs.json': docsJson({ ...navigationOf('index', 'out'), redirects: [{ source: '/v1/:slug*', destination: '/v2/:slug*' }] }),
        'index.mdx': index,
        'snippets/lone.mdx': 'See [x](/x).\n',
        'out.mdx': '---\ntitle: "Out"\ndescription: "Elsewhere."\nurl: "https://acme.dev"\n---\n\nSee [y](/y).\n',
        'build/notes.mdx': linking('/z'),
        'x.mdx': index,
        'y.mdx': index,
        'z.mdx': index,
        'v2/w.mdx': index
      },
      messages: orphans('v2/w.mdx', 'x.mdx', 'y.mdx', 'z.mdx')
    },
    {
      name: "a page whose URL one of docs.json's redirects sends elsewhere (a wildcard one too): most likely replaced, and a link to it lands on the destination",
      files: {
        'docs.json': docsJson({ redirects: [{ source: '/guides/cursor-rules', destination: '/mcp-agent-rules' }, { source: '/examples/:slug*', destination: '/guides/examples/:slug*' }] }),
        'index.mdx': linking('/guides/cursor-rules'),
        'guides/cursor-rules.mdx': index,
        'examples.mdx': index
      },
      messages: [
        {
          file: 'examples.mdx',
          at: '1:1-1:1',
          reason: 'Page `examples.mdx` is not in the navigation, no page reached from the navigation links to it, and docs.json redirects its URL `/examples` to `/guides/examples`: delete the page if `/guides/examples` replaces it, or add `"examples"` to a group\'s `pages` and remove the redirect'
        },
        {
          file: 'guides/cursor-rules.mdx',
          at: '1:1-1:1',
          reason: 'Page `guides/cursor-rules.mdx` is not in the navigation, no page reached from the navigation links to it, and docs.json redirects its URL `/guides/cursor-rules` to `/mcp-agent-rules`: delete the page if `/mcp-agent-rules` replaces it, or add `"guides/cursor-rules"` to a group\'s `pages` and remove the redirect'
        }
      ]
    },
    {
      name: 'an index page below the root is a page like any other',
      files: { 'docs.json': docsJson(), 'index.mdx': index, 'guides/index.mdx': index },
      messages: orphans('guides/index.mdx')
    },
    {
      name: 'a page no group lists, on its first line',
      files: { 'docs.json': docsJson(), 'index.mdx': index, 'guides/old.mdx': index },
      messages: orphans('guides/old.mdx')
    },
    {
      name: 'a page listed only as another page of a nested group',
      files: { 'docs.json': docsJson({ navigation: [{ group: 'Start', pages: ['index', { group: 'More', pages: ['a'] }] }] }), 'index.mdx': index, 'a.mdx': index, 'b.md': index },
      messages: orphans('b.md')
    }
  ]
})
