import { page } from '../helpers.js'
import { testRule } from './tester.js'

const framed = (image: string) => page(`<Frame>\n  ${image}\n</Frame>\n`)
const advice = ': describe what the image shows (`![The API keys page of the dashboard](...)`)'

testRule('image-alt', {
  valid: [
    { name: 'descriptive alt text', text: framed('![The API keys page with the Create key button](/images/keys.png)') },
    { name: 'descriptive alt on <img>', text: framed('<img src="/keys.png" alt="The API keys page" />') },
    { name: 'alt text from an expression (not known before run time)', text: framed('<img src="/keys.png" alt={label} />') },
    { name: 'a word that only contains a generic one', text: framed('![Screenshot of the billing page](/b.png)') },
    { name: 'a default generic word when genericWords replaces the list', options: { genericWords: ['diagram'] }, text: framed('![Screenshot](/s.png)') }
  ],
  invalid: [
    { name: 'no alt text', text: framed('![](/images/keys.png)'), messages: [{ at: '7:3-7:24', reason: `Image has empty alt text${advice}` }] },
    {
      name: '<img> without alt, on the element',
      text: framed('<img src="/keys.png" />'),
      messages: [{ at: '7:3-7:26', reason: `Image has no alt text${advice}` }]
    },
    {
      name: 'an empty alt attribute, on the attribute',
      text: framed('<img src="/keys.png" alt="" />'),
      messages: [{ at: '7:24-7:30', reason: `Image has empty alt text${advice}` }]
    },
    {
      name: 'a file name',
      text: framed('![api-keys.png](/images/api-keys.png)'),
      messages: [{ at: '7:3-7:40', reason: `Alt text \`api-keys.png\` is a file name${advice}` }]
    },
    {
      name: "the image's own name without its extension",
      text: framed('![api-keys](/images/api-keys.webp)'),
      messages: [{ at: '7:3-7:37', reason: `Alt text \`api-keys\` is a file name${advice}` }]
    },
    {
      name: 'a generic word, whatever its case and punctuation',
      text: framed('![Screenshot.](/images/keys.png)'),
      messages: [{ at: '7:3-7:35', reason: `Alt text \`Screenshot.\` is too generic${advice}` }]
    },
    { name: 'a configured generic word', options: { genericWords: ['diagram'] }, text: framed('![Diagram](/d.png)'), messages: [{ at: '7:3-7:21', reason: `Alt text \`Diagram\` is too generic${advice}` }] }
  ]
})
