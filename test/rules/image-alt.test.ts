import { page } from '../helpers.js'
import { testRule } from './tester.js'

const framed = (image: string) => page(`<Frame>\n  ${image}\n</Frame>\n`)
const captioned = (caption: string, image: string) => page(`<Frame caption="${caption}">\n  ${image}\n</Frame>\n`)
const advice = ': describe what the image shows in `![...](...)`'
const adviceImg = ': describe what the image shows in `alt="..."`'

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
      messages: [{ at: '7:3-7:26', reason: `Image has no alt text${adviceImg}` }]
    },
    {
      name: 'an empty alt attribute, on the attribute',
      text: framed('<img src="/keys.png" alt="" />'),
      messages: [{ at: '7:24-7:30', reason: `Image has empty alt text${adviceImg}` }]
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
    {
      name: "no alt text on an <img> alone in a Frame, offering the frame's caption in the <img> syntax",
      text: page('<Frame caption="The API keys page of the dashboard">\n  <img src="/keys.png" />\n</Frame>\n'),
      messages: [{ at: '7:3-7:26', reason: 'Image has no alt text: describe what the image shows; did you mean `alt="The API keys page of the dashboard"` (its frame\'s caption)?' }]
    },
    {
      name: 'empty alt text on a Markdown image, offering its title',
      text: framed('![](/images/keys.png "The API keys page")'),
      messages: [{ at: '7:3-7:44', reason: 'Image has empty alt text: describe what the image shows; did you mean `![The API keys page](...)` (its title)?' }]
    },
    // Near misses: a caption shared by two images, with Markdown in it, or generic, is not offered.
    {
      name: 'two images in a captioned Frame, nothing offered',
      text: page('<Frame caption="Before and after">\n  ![](/a.png)\n  ![](/b.png)\n</Frame>\n'),
      messages: [
        { at: '7:3-7:14', reason: `Image has empty alt text${advice}` },
        { at: '8:3-8:14', reason: `Image has empty alt text${advice}` }
      ]
    },
    { name: 'a caption with a link in it, nothing offered', text: captioned('See the [keys page](/keys)', '<img src="/keys.png" />'), messages: [{ at: '7:3-7:26', reason: `Image has no alt text${adviceImg}` }] },
    { name: 'a generic caption, nothing offered', text: captioned('Screenshot', '<img src="/keys.png" alt="" />'), messages: [{ at: '7:24-7:30', reason: `Image has empty alt text${adviceImg}` }] },
    { name: 'a configured generic word', options: { genericWords: ['diagram'] }, text: framed('![Diagram](/d.png)'), messages: [{ at: '7:3-7:21', reason: `Alt text \`Diagram\` is too generic${advice}` }] }
  ]
})
