import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-unknown-key', {
  valid: [
    { name: 'known keys, at the top and nested', text: docsJson({ colors: { primary: '#0D9373' }, footerSocials: { x: 'https://x.com/acme' } }), alone: true }
  ],
  invalid: [
    {
      name: 'unknown key, with the closest known key',
      alone: true,
      text: docsJson({ navigaton: [] }),
      messages: [{ at: '11:3-11:14', reason: 'Unknown key `navigaton` in docs.json; did you mean `navigation`?' }]
    },
    {
      name: 'renamed footer key',
      alone: true,
      text: docsJson({ footerSocials: { twitter: 'https://x.com/acme' } }),
      messages: [
        {
          at: '12:5-12:14',
          reason:
            'Unknown key `twitter` in `footerSocials`; did you mean `x`? Allowed keys: `website`, `x`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin` and `instagram`.'
        }
      ],
      output: docsJson({ footerSocials: { x: 'https://x.com/acme' } })
    },
    {
      name: 'renamed footer key beside the new one: no fix, it would write `x` twice',
      alone: true,
      text: docsJson({ footerSocials: { twitter: 'https://x.com/acme', x: 'https://x.com/acme' } }),
      messages: [
        {
          at: '12:5-12:14',
          reason:
            'Unknown key `twitter` in `footerSocials`; did you mean `x`? Allowed keys: `website`, `x`, `facebook`, `youtube`, `discord`, `slack`, `github`, `linkedin` and `instagram`.'
        }
      ]
    },
    {
      name: 'current format: an unknown top-level key, with the closest known key',
      alone: true,
      text: currentJson({ navbr: {} }),
      messages: [{ at: '17:3-17:10', reason: 'Unknown key `navbr` in docs.json; did you mean `navbar`?' }]
    }
  ]
})
