import { currentJson, docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-unknown-key', {
  valid: [
    { name: 'known keys, at the top and nested', text: docsJson({ colors: { primary: '#0D9373' }, footerSocials: { x: 'https://x.com/acme' } }), alone: true },
    // The generator refuses the file: `config-schema` reports it as an error.
    { name: 'an unknown key of an object the generator closes (`colors`)', text: docsJson({ colors: { primary: '#0D9373', accent: '#000000' } }) },
    { name: 'legacy format: `footerSocials.twitter`, a platform the generator knows', text: docsJson({ footerSocials: { twitter: 'https://twitter.com/acme' } }), alone: true },
    {
      name: 'current format: the keys the generator documents on groups, tabs and products',
      text: currentJson({
        navigation: {
          products: [
            { product: 'Core', menu: [{ item: 'Guides', tabs: [{ tab: 'Help', hidden: true, searchable: true, pages: ['index'] }] }] },
            { product: 'SDK', tabs: [{ tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk.json' }, groups: [{ group: 'Start', boost: 2, searchable: true, pages: ['index'] }] }] }
          ]
        },
        api: { params: { post: ['x-stability'] } },
        markdown: { schema: false, instructions: ['Use the SDK.'] }
      }),
      alone: true
    }
  ],
  invalid: [
    {
      name: 'unknown key, with the closest known key',
      alone: true,
      text: docsJson({ navigaton: [] }),
      messages: [{ at: '11:3-11:14', reason: 'Unknown key `navigaton` in docs.json; did you mean `navigation`?' }]
    },
    {
      name: 'a key that is certainly a slip of a known one: suggested, and renamed by the fix',
      alone: true,
      text: docsJson({ feedback: { suggestEdits: true } }),
      messages: [{ at: '12:5-12:19', reason: 'Unknown key `suggestEdits` in `feedback`; did you mean `suggestEdit`? Allowed keys: `suggestEdit` and `raiseIssue`.' }],
      output: docsJson({ feedback: { suggestEdit: true } })
    },
    {
      name: 'a slip of a key the object already has: no fix, it would write the key twice',
      alone: true,
      text: docsJson({ feedback: { suggestEdits: true, suggestEdit: true } }),
      messages: [{ at: '12:5-12:19', reason: 'Unknown key `suggestEdits` in `feedback`; did you mean `suggestEdit`? Allowed keys: `suggestEdit` and `raiseIssue`.' }]
    },
    {
      name: 'a key that resembles no known key by its first letter gets no suggestion (`boost` is no slip of `root`)',
      alone: true,
      text: currentJson({ navigation: { groups: [{ group: 'Start', pages: ['index'], weight: 2 }] } }),
      messages: [{ at: '14:9-14:17', reason: 'Unknown key `weight` in `navigation.groups[0]`' }]
    },
    {
      name: 'an unknown key of an object the generator leaves open (`navbar`), with no suggestion: the allowed keys after a full stop',
      alone: true,
      text: currentJson({ navbar: { links: [], weight: 1 } }),
      messages: [{ at: '19:5-19:13', reason: 'Unknown key `weight` in `navbar`. Allowed keys: `links` and `primary`.' }]
    },
    {
      name: 'current format: an unknown top-level key, with the closest known key',
      alone: true,
      text: currentJson({ navbr: {} }),
      messages: [{ at: '17:3-17:10', reason: 'Unknown key `navbr` in docs.json; did you mean `navbar`?' }],
      output: currentJson({ navbar: {} })
    }
  ]
})
