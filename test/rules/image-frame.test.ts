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
    // Images that are not screenshots, and so no content images of the page.
    { name: 'an inline <img> inside a sentence', text: page('See <img src="/a.png" alt="The dashboard" /> here.\n') },
    { name: 'a Markdown icon inside a sentence', text: page('Click ![the gear icon](/icons/gear.svg) to open the settings.\n') },
    { name: 'an icon sized in em in a sentence', text: page('Click <img src="/icons/gear.svg" alt="Settings" style={{ height: "1em", verticalAlign: "middle" }} /> to open them.\n') },
    { name: 'an icon with a small width in px, alone in its paragraph', text: page('<img src="/icons/slack.svg" alt="Slack" width="24px" />\n\n<img src="/icons/slack.svg" alt="Slack" height={20} />\n') },
    { name: 'an icon with a small size in its style, alone in its paragraph', text: page('<img src="/icons/slack.svg" alt="Slack" style={{ width: "32px" }} />\n') },
    { name: 'images in table cells', text: page('| Provider | Logo |\n| - | - |\n| Acme | ![Acme](/logos/acme.png) |\n\n<table><tbody><tr><td><img src="/logos/acme.png" alt="Acme" /></td></tr></tbody></table>\n') },
    {
      name: "a Tile's own image, light and dark, and a Card's img",
      text: page('<Tile href="/components/tiles" title="Tiles">\n  <img src="/images/tile-light.svg" alt="Preview" />\n</Tile>\n\n<Card title="Image card" img="/images/card.png">\n  A card.\n</Card>\n')
    },
    {
      name: 'decorative images shown in one mode only',
      text: page(
        '<img className="block dark:hidden my-0 pointer-events-none" src="/images/cli-light.png" alt="Decorative graphic." />\n<img className="hidden dark:block my-0 pointer-events-none" src="/images/cli-dark.png" alt="Decorative graphic." />\n\n<img className="dark:hidden" src="/images/hero-light.png" alt="Hero" />\n'
      )
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
    {
      name: 'a screenshot ending a paragraph of text (no sentence goes on after it): no fix, it is in the paragraph',
      text: page('You can add values for each environment. ![The environment variables\npage](/images/environment-variables.png)\n'),
      messages: [{ at: '6:42-7:41', reason: notFramed }]
    },
    {
      name: 'a screenshot with a large size, and one with a className that hides it in no mode',
      text: page('<img src="/images/dashboard.png" alt="The dashboard" width="600" />\n\n<img className="rounded-xl" src="/images/dashboard.png" alt="The dashboard" />\n'),
      messages: [
        { at: '6:1-6:68', reason: notFramed },
        { at: '8:1-8:79', reason: notFramed }
      ],
      output: page('<Frame>\n  <img src="/images/dashboard.png" alt="The dashboard" width="600" />\n</Frame>\n\n<Frame>\n  <img className="rounded-xl" src="/images/dashboard.png" alt="The dashboard" />\n</Frame>\n')
    },
    {
      name: 'an image in a Card, not a Frame: wrapped at its indentation',
      text: page('<Card title="Dashboard">\n  ![The dashboard](/a.png)\n</Card>\n'),
      messages: [{ at: '7:3-7:27', reason: notFramed }],
      output: page('<Card title="Dashboard">\n  <Frame>\n    ![The dashboard](/a.png)\n  </Frame>\n</Card>\n')
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
