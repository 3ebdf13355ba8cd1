import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('redirect-source', {
  valid: [
    {
      name: 'paths, parameters (an optional one: `:name?` is no query), wildcards, and an anchor in a destination',
      text: docsJson({ redirects: [{ source: '/old', destination: '/index#setup' }, { source: '/:lang?/old', destination: '/index' }, { source: '/v1/:slug*', destination: '/:slug*' }, { source: '/articles/a-*', destination: '/index?tab=a' }] }),
      alone: true
    }
  ],
  invalid: [
    {
      name: 'an anchor in a source, in the seed format',
      text: docsJson({ redirects: [{ source: '/guides/setup#retries', destination: '/index' }] }),
      messages: [{ at: '13:17-13:40', reason: '`redirects[0].source` is `/guides/setup#retries`, which has an anchor (`#retries`): the site generator takes a path alone as a redirect source; write `/guides/setup`' }]
    },
    {
      name: 'a query in a source, in the current format (once: not a `config-schema` message as well)',
      text: currentJson({ redirects: [{ source: '/search?q=api', destination: '/index' }, { source: '/?tab=1', destination: '/index' }] }),
      alone: true,
      messages: [
        { at: '19:17-19:32', reason: '`redirects[0].source` is `/search?q=api`, which has a query (`?q=api`): the site generator takes a path alone as a redirect source; write `/search`' },
        { at: '23:17-23:26', reason: '`redirects[1].source` is `/?tab=1`, which has a query (`?tab=1`): the site generator takes a path alone as a redirect source; write `/`' }
      ]
    }
  ]
})
