import { currentJson, docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
/** A site of `index` and `guides/setup` (with `## Retries`) whose docs.json has these redirects, and more files. */
const site = (redirects: unknown[], more: Record<string, string> = {}) => ({
  'docs.json': docsJson({ ...navigationOf('index', 'guides/setup'), redirects }),
  'index.mdx': index,
  'guides/setup.mdx': page('## Retries\n\nTwice.\n'),
  ...more
})

testRule('redirect-broken', {
  valid: [
    {
      name: 'destinations that are pages (an anchor and a trailing slash too), a file, an external URL, and a chain of redirects that ends on a page',
      files: site(
        [
          { source: '/setup', destination: '/guides/setup#retries' },
          { source: '/start', destination: '/guides/setup/' },
          { source: '/home', destination: '/' },
          { source: '/guide.pdf', destination: '/files/guide.pdf' },
          { source: '/status', destination: 'https://status.acme.dev' },
          { source: '/a', destination: '/b' },
          { source: '/b', destination: '/setup' }
        ],
        { 'files/guide.pdf': 'PDF' }
      )
    },
    {
      name: 'wildcard destinations that some page or file matches: `:slug*`, a partial wildcard, a parameter',
      files: site(
        [
          { source: '/v1/:slug*', destination: '/guides/:slug*' },
          { source: '/old/article-*', destination: '/guides/set*' },
          { source: '/pictures/:name', destination: '/images/:name' }
        ],
        { 'images/logo.png': 'PNG' }
      )
    },
    {
      name: "a destination that another redirect's wildcard source may serve: whether it leads somewhere cannot be told",
      files: site([
        { source: '/legacy/:slug*', destination: '/moved/:slug*' },
        { source: '/moved/:rest*', destination: '/guides/:rest*' },
        { source: '/x', destination: '/moved/setup' }
      ])
    },
    {
      name: 'a destination that a source docslint does not evaluate (a regular-expression group) may serve: whether it leads somewhere cannot be told',
      files: site([
        { source: '/old/:id(\\d+)', destination: '/guides/setup' },
        { source: '/y', destination: '/old/12' }
      ])
    },
    {
      name: 'in the current format, a destination that is a page',
      files: { 'docs.json': currentJson({ redirects: [{ source: '/start', destination: '/index' }] }), 'index.mdx': index }
    }
  ],
  invalid: [
    {
      name: 'a destination that is no page, with the closest page suggested',
      files: site([{ source: '/setup', destination: '/guides/stup' }]),
      messages: [{ file: 'docs.json', at: '15:22-15:36', reason: '`redirects[0].destination` is `/guides/stup`, which is no page or file of the site; did you mean `/guides/setup`?' }]
    },
    {
      name: 'a destination that no source docslint does not evaluate can serve (their prefixes do not overlap it)',
      files: site([
        { source: '/old/:id(\\d+)', destination: '/guides/setup' },
        { source: '/y', destination: '/elsewhere/12' }
      ]),
      messages: [{ file: 'docs.json', at: '19:22-19:37', reason: '`redirects[1].destination` is `/elsewhere/12`, which is no page or file of the site' }]
    },
    {
      name: 'a destination that is a page of another language folder only (as a link to it would be)',
      files: site([{ source: '/old-setup', destination: '/install' }], { 'fr/install.mdx': index }),
      messages: [{ file: 'docs.json', at: '15:22-15:32', reason: '`redirects[0].destination` is `/install`, which is no page or file of the site' }]
    },
    {
      name: 'a chain of redirects that ends nowhere, and a loop',
      files: site([
        { source: '/a', destination: '/b' },
        { source: '/b', destination: '/gone' },
        { source: '/c', destination: '/d' },
        { source: '/d', destination: '/c' }
      ]),
      messages: [
        { file: 'docs.json', at: '15:22-15:26', reason: '`redirects[0].destination` is `/b`, which redirects on to `/gone`, which is no page or file of the site' },
        { file: 'docs.json', at: '19:22-19:29', reason: '`redirects[1].destination` is `/gone`, which is no page or file of the site' },
        { file: 'docs.json', at: '23:22-23:26', reason: '`redirects[2].destination` is `/d`, which redirects in a loop that never reaches a page: `/d` → `/c` → `/d`' },
        { file: 'docs.json', at: '27:22-27:26', reason: '`redirects[3].destination` is `/c`, which redirects in a loop that never reaches a page: `/c` → `/d` → `/c`' }
      ]
    },
    {
      name: 'a wildcard destination that no page or file matches',
      files: site([{ source: '/v1/:slug*', destination: '/v2/:slug*' }], { 'images/logo.png': 'PNG' }),
      messages: [{ file: 'docs.json', at: '15:22-15:34', reason: '`redirects[0].destination` is `/v2/:slug*`, which matches no page or file of the site: every URL its source sends there leads nowhere' }]
    },
    {
      name: 'in the current format',
      files: { 'docs.json': currentJson({ redirects: [{ source: '/start', destination: '/quickstart' }] }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '20:22-20:35', reason: '`redirects[0].destination` is `/quickstart`, which is no page or file of the site' }]
    }
  ]
})
