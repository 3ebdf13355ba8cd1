import { currentJson, docsJson, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('color-contrast', {
  valid: [
    { name: 'readable colours on the default backgrounds', files: { 'docs.json': docsJson({ colors: { primary: '#0369A1', light: '#7DD3FC', dark: '#0C4A6E' } }), 'index.mdx': index } },
    { name: 'a light primary on a site forced to dark mode (seed format)', files: { 'docs.json': docsJson({ colors: { primary: '#7DD3FC' }, modeToggle: { default: 'dark', isHidden: true } }), 'index.mdx': index } },
    { name: 'a dark `light` colour on a site forced to light mode (current format)', files: { 'docs.json': currentJson({ colors: { primary: '#0369A1', light: '#333333' }, appearance: { default: 'light', strict: true } }), 'index.mdx': index } },
    { name: 'a light primary on a dark light-mode background', files: { 'docs.json': docsJson({ colors: { primary: '#7DD3FC', background: { light: '#0F172A', dark: '#000000' } } }), 'index.mdx': index } }
  ],
  invalid: [
    {
      name: 'a dark button colour on a site forced to dark mode, on the dark background',
      files: { 'docs.json': docsJson({ colors: { primary: '#7DD3FC', dark: '#1E293B' }, modeToggle: { default: 'dark', isHidden: true } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '13:13-13:22', reason: '`colors.dark` #1E293B on the dark background #0F1117 has a contrast ratio of 1.29:1; WCAG AA needs 4.5:1 for text' }]
    },
    {
      name: 'a light primary on white, on its value',
      files: { 'docs.json': docsJson({ colors: { primary: '#7DD3FC' } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '12:16-12:25', reason: '`colors.primary` #7DD3FC on the light background #FFFFFF has a contrast ratio of 1.67:1; WCAG AA needs 4.5:1 for text' }]
    },
    {
      name: 'a light primary when dark is only the default, not forced (current format)',
      files: { 'docs.json': currentJson({ colors: { primary: '#7DD3FC' }, appearance: { default: 'dark' } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '5:16-5:25', reason: '`colors.primary` #7DD3FC on the light background #FFFFFF has a contrast ratio of 1.67:1; WCAG AA needs 4.5:1 for text' }]
    },
    {
      name: 'a dark `light` colour on the dark background given',
      files: { 'docs.json': docsJson({ colors: { primary: '#0369A1', light: '#333', background: { light: '#FFFFFF', dark: '#000000' } } }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '13:14-13:20', reason: '`colors.light` #333 on the dark background #000000 has a contrast ratio of 1.66:1; WCAG AA needs 4.5:1 for text' }]
    }
  ]
})
