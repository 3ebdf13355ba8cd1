import { docsJson, navigationOf, page } from '../helpers.js'
import { testRule } from './tester.js'

const index = page('Welcome.\n')

testRule('asset-missing', {
  valid: [
    {
      name: 'assets that exist, from docs.json and from pages, and URLs of other sites',
      files: {
        'docs.json': docsJson({ ...navigationOf('index', 'guides/setup'), favicon: '/favicon.svg', logo: { light: 'logo.svg', dark: 'https://cdn.acme.dev/dark.svg' } }),
        'index.mdx': page('<Frame>\n  ![The dashboard](/images/dashboard.png)\n</Frame>\n'),
        'guides/setup.mdx': page('<Frame>\n  <img src="../images/dashboard.png" alt="The dashboard" />\n</Frame>\n\n<video src="https://cdn.acme.dev/demo.mp4" controls />\n'),
        'favicon.svg': '<svg/>',
        'logo.svg': '<svg/>',
        'images/dashboard.png': 'PNG'
      }
    }
  ],
  invalid: [
    {
      name: 'a favicon that does not exist, on its value',
      files: { 'docs.json': docsJson({ favicon: '/favicon.svg' }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '11:14-11:28', reason: '`favicon` `/favicon.svg` does not exist in the site' }]
    },
    {
      name: 'a path of 100,000 characters, quoted by its start and its length',
      files: { 'docs.json': docsJson({ favicon: `/${'a'.repeat(99_999)}` }), 'index.mdx': index },
      messages: [{ file: 'docs.json', at: '11:14-11:100016', reason: `\`favicon\` \`/${'a'.repeat(99)}…\` (100,000 characters) does not exist in the site` }]
    },
    {
      name: 'a page image and a video, resolved from the page URL',
      files: {
        'docs.json': docsJson(navigationOf('index', 'guides/setup')),
        'index.mdx': index,
        'guides/setup.mdx': page('<Frame>\n  ![The dashboard](images/dashboard.png)\n</Frame>\n\n<video src="/videos/demo.mp4" controls />\n')
      },
      messages: [
        { file: 'guides/setup.mdx', at: '7:3-7:41', reason: 'Image `images/dashboard.png` (`/guides/images/dashboard.png` from this page) does not exist in the site' },
        { file: 'guides/setup.mdx', at: '10:8-10:30', reason: '`<video src>` `/videos/demo.mp4` does not exist in the site' }
      ]
    }
  ]
})
