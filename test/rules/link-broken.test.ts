import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')
const site = (text: string, more: Record<string, string> = {}) => ({
  'docs.json': docsJson({ ...navigationOf('index', 'guides/setup'), redirects: [{ source: '/old/:slug*', destination: '/guides/:slug*' }] }),
  'index.mdx': index,
  'guides/setup.mdx': text,
  ...more
})

testRule('link-broken', {
  valid: [
    {
      name: 'links resolved as a browser does, a redirect, a file, and other schemes',
      files: site(page('[Home](../), [the start](/index.mdx), [again](setup#top), [old](/old/setup), [the guide](/files/guide.pdf), [mail](mailto:help@acme.dev), [site](https://acme.dev/nope)\n'), {
        'files/guide.pdf': 'PDF'
      })
    }
  ],
  invalid: [
    {
      name: 'a misspelt relative link, on the link, with the closest page',
      files: site(page('Read [the start](../indx) first.\n')),
      messages: [{ file: 'guides/setup.mdx', at: '6:6-6:26', reason: 'Link `../indx` leads to `/indx`, which is no page of the site; did you mean `/`?' }]
    },
    {
      name: 'a link to a file that does not exist, in a Card',
      files: site(page('<Card title="Guide" href="/files/guide.pdf">The guide as PDF.</Card>\n')),
      messages: [{ file: 'guides/setup.mdx', at: '6:21-6:44', reason: 'Link `/files/guide.pdf` leads to `/files/guide.pdf`, which is no file of the site; did you mean `/`?' }]
    }
  ]
})
