import { page } from '../helpers.js'
import { testRule } from './tester.js'

const unframed = '![The dashboard](/a.png)'
const notFramed = 'Image is not wrapped in `<Frame>`: put it between `<Frame>` and `</Frame>`'
const framed = '<Frame>\n  ![The dashboard](/a.png)\n</Frame>'

testRule('image-frame', {
  valid: [
    { name: 'a Markdown image in a Frame', text: page('<Frame>\n  ![The dashboard](/images/a.png)\n</Frame>\n') },
    { name: 'an <img> in a Frame with a caption', text: page('<Frame caption="The dashboard">\n  <img src="/a.png" alt="The dashboard" />\n</Frame>\n') },
    {
      name: 'images that are part of something else: a badge in a link, a logo in an <a>, icons the site styles in its own layout',
      text: page('[![Install MCP Server](https://cursor.com/deeplink/mcp-install-dark.svg)](https://cursor.com/install-mcp)\n\n<a href="https://discord.gg/acme"><img src="/discord.png" alt="Discord" /></a>\n\n<div className="cards">\n  <img className="card-icon" src="/bug.png" alt="Bug" />\n  <div><img src="/miss.png" alt="Miss" /></div>\n</div>\n')
    },
    { name: 'an image deeper inside a Frame', text: page('<Frame>\n  <div>\n    ![The dashboard](/a.png)\n  </div>\n</Frame>\n') },
    // docslint comments: `docslint-disable` with no rule ids turns every rule off, link-text's too.
    { name: 'after a comment that disables every rule', alone: true, text: page(`{/* docslint-disable */}\n\n${unframed}\n\n[here](/x)\n`) },
    { name: 'after the HTML-comment form, in .md', alone: true, path: 'docs/page.md', text: page(`<!-- docslint-disable image-frame -->\n\n${unframed}\n`) },
    { name: "after remark-lint's spelling of the comment", alone: true, text: page(`{/* docslint disable image-frame */}\n\n${unframed}\n`) },
    // An image without alt text that is not framed: image-alt and image-frame both report it but for the comments.
    { name: 'after an ESLint-style comma list of rule ids', alone: true, text: page('{/* docslint-disable image-alt, image-frame */}\n\n![](/a.png)\n') },
    { name: 'after a comma list without spaces', alone: true, text: page('{/* docslint-disable image-alt,image-frame */}\n\n![](/a.png)\n') },
    { name: 'the node after `docslint-disable-next-line`', alone: true, text: page('{/* docslint-disable-next-line image-alt image-frame */}\n![](/a.png)\n') }
  ],
  invalid: [
    { name: 'a Markdown image', text: page('![The dashboard](/images/a.png)\n'), messages: [{ at: '6:1-6:32', reason: notFramed }], output: page('<Frame>\n  ![The dashboard](/images/a.png)\n</Frame>\n') },
    { name: 'an inline <img> in a paragraph: no fix, it is part of the sentence', text: page('See <img src="/a.png" alt="The dashboard" /> here.\n'), messages: [{ at: '6:5-6:45', reason: notFramed }] },
    {
      name: 'an image in a Card, not a Frame: wrapped at its indentation',
      text: page('<Card title="Dashboard">\n  ![The dashboard](/a.png)\n</Card>\n'),
      messages: [{ at: '7:3-7:27', reason: notFramed }],
      output: page('<Card title="Dashboard">\n  <Frame>\n    ![The dashboard](/a.png)\n  </Frame>\n</Card>\n')
    },
    {
      name: 'a light-mode screenshot: a className on the image alone does not make it part of a layout',
      text: page('<img className="block dark:hidden" src="/hero-light.png" alt="The dashboard" />\n'),
      messages: [{ at: '6:1-6:80', reason: notFramed }],
      output: page('<Frame>\n  <img className="block dark:hidden" src="/hero-light.png" alt="The dashboard" />\n</Frame>\n')
    },
    {
      name: 'an <img> element of its own',
      text: page('<img src="/a.png" alt="The dashboard" />\n'),
      messages: [{ at: '6:1-6:41', reason: notFramed }],
      output: page('<Frame>\n  <img src="/a.png" alt="The dashboard" />\n</Frame>\n')
    },
    {
      name: 'images in HTML, a list item and a quote: no fix',
      text: page('<picture>\n  <img src="/a.png" alt="A" />\n</picture>\n\n- ![The dashboard](/a.png)\n\n> ![The dashboard](/a.png)\n'),
      messages: [
        { at: '7:3-7:31', reason: notFramed },
        { at: '10:3-10:27', reason: notFramed },
        { at: '12:3-12:27', reason: notFramed }
      ]
    },
    { name: 'an image with no docslint comment', alone: true, text: page(`${unframed}\n`), messages: [{ at: '6:1-6:25', reason: notFramed }], output: page(`${framed}\n`) },
    {
      name: 'only the image before `docslint-disable image-frame`',
      alone: true,
      text: page(`${unframed}\n\n{/* docslint-disable image-frame */}\n\n${unframed}\n`),
      messages: [{ at: '6:1-6:25', reason: notFramed }],
      output: page(`${framed}\n\n{/* docslint-disable image-frame */}\n\n${unframed}\n`)
    },
    {
      name: 'only the image after `docslint-enable image-frame`',
      alone: true,
      text: page(`{/* docslint-disable image-frame */}\n\n${unframed}\n\n{/* docslint-enable image-frame */}\n\n${unframed}\n`),
      messages: [{ at: '12:1-12:25', reason: notFramed }],
      output: page(`{/* docslint-disable image-frame */}\n\n${unframed}\n\n{/* docslint-enable image-frame */}\n\n${framed}\n`)
    },
    {
      name: 'the image after the one `docslint-disable-next-line image-frame` is for',
      alone: true,
      text: page(`{/* docslint-disable-next-line image-frame */}\n${unframed}\n\n${unframed}\n`),
      messages: [{ at: '9:1-9:25', reason: notFramed }],
      output: page(`{/* docslint-disable-next-line image-frame */}\n${unframed}\n\n${framed}\n`)
    },
    {
      name: 'the image after the one `docslint-ignore image-frame` is for',
      alone: true,
      text: page(`{/* docslint-ignore image-frame */}\n${unframed}\n\n${unframed}\n`),
      messages: [{ at: '9:1-9:25', reason: notFramed }],
      output: page(`{/* docslint-ignore image-frame */}\n${unframed}\n\n${framed}\n`)
    }
  ]
})
