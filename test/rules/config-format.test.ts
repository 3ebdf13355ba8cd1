import { docsJson } from '../helpers.js'
import { testRule } from './tester.js'

testRule('config-format', {
  valid: [
    { name: 'navigation as an array of groups', text: docsJson(), alone: true }
  ],
  invalid: [
    {
      name: 'newer navigation-object format: one message, no schema errors',
      alone: true,
      text: JSON.stringify({ $schema: 'x', theme: 'mint', name: 'A', navigation: { tabs: [] }, styling: {} }, null, 2),
      messages: [
        {
          at: '3:3-3:10',
          reason:
            'docs.json is in the newer navigation-object format (`navigation` is an object with `tabs`; `theme` is set); docslint checks only the format where `navigation` is an array of groups, so the settings of this file were not checked'
        }
      ]
    }
  ]
})
