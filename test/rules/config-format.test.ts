import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-format', {
  valid: [
    { name: 'navigation as an array of groups', text: docsJson(), alone: true },
    {
      name: 'a current-format file: no config-format message',
      alone: true,
      text: currentJson({ $schema: 'https://mintlify.com/docs.json', navbar: { links: [{ label: 'Blog', href: 'https://acme.com/blog' }] } })
    }
  ],
  invalid: [
    {
      name: 'current format: a seed-format key says where it went, once',
      alone: true,
      text: currentJson({ topbarLinks: [], api: { auth: { method: 'bearer' } } }),
      messages: [
        { at: '17:3-17:16', reason: "`topbarLinks` is the seed format's name and is not read in the current format; write `navbar.links` instead" },
        { at: '19:5-19:11', reason: "`api.auth` is the seed format's name and is not read in the current format; write `api.mdx.auth` instead" }
      ]
    }
  ]
})
