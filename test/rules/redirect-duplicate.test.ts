import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('redirect-duplicate', {
  valid: [
    {
      name: 'sources that differ, even by a trailing slash only (compared as written)',
      text: docsJson({ redirects: [{ source: '/old', destination: '/index' }, { source: '/old/', destination: '/index' }, { source: '/older', destination: '/index' }] })
    },
    { name: 'no redirects', text: currentJson() }
  ],
  invalid: [
    {
      name: 'a source listed twice, and a third time, in the seed format',
      text: docsJson({ redirects: [{ source: '/old', destination: '/index' }, { source: '/new', destination: '/index' }, { source: '/old', destination: '/new' }, { source: '/old', destination: '/index' }] }),
      messages: [
        { at: '21:17-21:23', reason: '`redirects[2].source` is `/old`, already the source of `redirects[0]`: the site generator accepts each source once; delete one of the two redirects' },
        { at: '25:17-25:23', reason: '`redirects[3].source` is `/old`, already the source of `redirects[0]`: the site generator accepts each source once; delete one of the two redirects' }
      ]
    },
    {
      name: 'the same redirect twice, with a wildcard, in the current format',
      text: currentJson({ redirects: [{ source: '/v1/:slug*', destination: '/:slug*' }, { source: '/v1/:slug*', destination: '/:slug*' }] }),
      messages: [{ at: '23:17-23:29', reason: '`redirects[1].source` is `/v1/:slug*`, already the source of `redirects[0]`: the site generator accepts each source once; delete one of the two redirects' }]
    }
  ]
})
