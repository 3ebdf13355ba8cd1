import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const setup = page('## Rate limits\n\n## `client.start()` & more\n\n<a id="custom" />\n')
const site = (text: string) => ({ 'docs.json': docsJson(navigationOf('index', 'setup')), 'index.mdx': text, 'setup.mdx': setup })

testRule('link-anchor-broken', {
  valid: [
    {
      name: 'fragments of headings (both slugs), ids, and the page itself',
      files: site(page('## Start\n\n[a](/setup#rate-limits), [b](setup#clientstart--more), [c](/setup#client-start-and-more), [d](/setup#custom), [e](#start)\n'))
    }
  ],
  invalid: [
    {
      name: 'a fragment on another page, on the link, with the closest',
      files: site(page('Mind [the limits](/setup#rate-limit).\n')),
      messages: [{ file: 'index.mdx', at: '6:6-6:37', reason: 'No heading or id `#rate-limit` on `setup.mdx`; did you mean `#rate-limits`?' }]
    },
    {
      name: 'a fragment alone, on this page',
      files: site(page('## Start\n\nBack to [the start](#strat).\n')),
      messages: [{ file: 'index.mdx', at: '8:9-8:28', reason: 'No heading or id `#strat` on this page; did you mean `#start`?' }]
    }
  ]
})
