import { docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-deprecated', {
  valid: [
    { name: 'docs.json without api.maintainOrder', text: docsJson({ api: { baseUrl: 'https://api.acme.dev' } }), alone: true }
  ],
  invalid: [
    {
      name: 'deprecated maintainOrder',
      alone: true,
      text: docsJson({ api: { maintainOrder: true } }),
      messages: [
        {
          at: '12:5-12:20',
          reason: '`api.maintainOrder` is announced to become the default behaviour; the setting will then be deprecated and can be removed'
        }
      ]
    },
    {
      name: 'legacy mint.json',
      alone: true,
      path: 'mint.json',
      text: docsJson(),
      messages: [
        {
          at: '1:1-1:2',
          reason: '`mint.json` is the legacy name of the site configuration and is read because there is no `docs.json`; rename it to `docs.json`, or run `docslint migrate --write` to write a `docs.json` in the current format'
        }
      ]
    }
  ]
})
