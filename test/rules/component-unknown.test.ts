import { page } from '../helpers.js'
import { testRule } from './tester.js'

testRule('component-unknown', {
  valid: [
    { name: 'SPEC components and HTML elements', text: page('<Note>Hi <kbd>Ctrl</kbd></Note>\n\n<details><summary>More</summary>Text</details>\n') },
    { name: 'an imported component', text: page("import Chart from '/snippets/chart.mdx'\n\n<Chart />\n") },
    { name: 'a member of an imported name', text: page("import * as Ui from '/snippets/ui.mdx'\n\n<Ui.Banner />\n") },
    { name: 'a component the page exports', text: page('export const Badge = () => null\n\n<Badge />\n') },
    { name: 'a custom element', text: page('<my-widget />\n') },
    { name: 'a fragment', text: page('<>Text</>\n') },
    { name: 'a component declared in the rule options', options: { components: { Banner: {} } }, text: page('<Banner>x</Banner>\n') },
    { name: 'a component declared in the tool configuration', config: { components: { Banner: {} } }, text: page('<Banner>x</Banner>\n') }
  ],
  invalid: [
    {
      name: 'a misspelt component, on its tag, with the closest name',
      text: page('<Warnign>Keys are shown once.</Warnign>\n'),
      messages: [
        {
          at: '6:1-6:9',
          reason: 'Unknown component `<Warnign>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration; did you mean `<Warning>`?'
        }
      ]
    },
    {
      name: 'an inline component that is not imported',
      text: page('Press <Kbd>K</Kbd>.\n'),
      messages: [{ at: '6:7-6:11', reason: 'Unknown component `<Kbd>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    },
    {
      name: 'a lower-case name that is no HTML element',
      text: page('<warning>x</warning>\n'),
      messages: [{ at: '6:1-6:9', reason: 'Unknown HTML element `<warning>`: lower-case names are HTML elements in MDX' }]
    },
    {
      name: 'an undeclared component, where an override turns the rule off only for other files',
      config: { overrides: [{ files: 'legacy/**', rules: { 'component-unknown': 'off' } }] },
      text: page('<Banner>x</Banner>\n'),
      messages: [{ at: '6:1-6:8', reason: 'Unknown component `<Banner>`: it is not a component of the site generator, not imported by the page and not declared in the docslint configuration' }]
    }
  ]
})
