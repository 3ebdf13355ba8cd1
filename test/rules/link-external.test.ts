/**
 * The rule's table, against a server on 127.0.0.1 started here (never the internet): where each message is
 * placed (at the URL of a link, an image, a component's attribute, a value of docs.json), the links the check
 * leaves alone, and the severity setting. test/external/check-external.test.ts goes through each kind of answer
 * (redirects, 429, timeouts, resets) and the cache.
 */
import { afterAll } from '@jest/globals'
import { docsJson, localServer, page } from '../helpers.js'
import { testRule } from './tester.js'

const server = await localServer((request, response) => void response.writeHead(request.url === '/ok' ? 200 : 404).end())
afterAll(server.close)

const missing = `${server.base}/missing`
const host = new URL(server.base).host
const site = (body: string, extra: Record<string, unknown> = {}) => ({ 'docs.json': docsJson(extra), 'index.mdx': page(body) })
const broken = (via: string, url: string) => `${via} \`${url}\` is broken: the server answers 404 Not Found; link to the page where it is now, or remove the link`
/** `line:column-line:column` of `url` written on line `line` from column `column`. */
const at = (line: number, column: number, url: string) => `${line}:${column}-${line}:${column + url.length}`

testRule('link-external', {
  valid: [
    { name: 'a working link', files: site(`See [the docs](${server.base}/ok).\n`) },
    { name: 'internal, mail and phone links', files: site('See [setup](/index), [mail us](mailto:a@acme.com) or [call](tel:+15551234).\n') },
    { name: 'a link to a denied host', files: site(`See [the docs](${missing}).\n`), config: { externalLinks: { deny: [host] } } },
    { name: 'a link to a host not in the allow list', files: site(`See [the docs](${missing}).\n`), config: { externalLinks: { allow: ['*.acme.com'] } } },
    { name: 'a broken link, turned off inline', files: site(`{/* docslint-disable link-external */}\n\nSee [the docs](${missing}).\n`) }
  ],
  invalid: [
    {
      name: 'a broken link, at its URL (the fragment is not requested)',
      files: site(`Open the [dashboard](${missing}#usage) to see your invoices.\n`),
      messages: [{ file: 'index.mdx', at: at(6, 22, `${missing}#usage`), reason: broken('Link', `${missing}#usage`) }]
    },
    {
      name: 'an image and a Card image, as errors when the rule is set so',
      files: site(`![Chart](${missing}/chart.png)\n\n<Card title="Plans" img="${missing}/plans.png" />\n`),
      severity: 'error',
      messages: [
        { file: 'index.mdx', at: at(6, 10, `${missing}/chart.png`), reason: broken('Image', `${missing}/chart.png`) },
        { file: 'index.mdx', at: at(8, 26, `${missing}/plans.png`), reason: broken('<Card img>', `${missing}/plans.png`) }
      ]
    },
    {
      name: 'an address that is no URL',
      files: site('See <a href="https://exa mple.com/docs">the docs</a>.\n'),
      messages: [{ file: 'index.mdx', at: '6:14-6:39', reason: 'Link `https://exa mple.com/docs` is no valid web address; write it as `https://host/path`, with spaces written as `%20`' }]
    },
    {
      name: 'a link of docs.json, at its value',
      files: site('Welcome.\n', { topbarLinks: [{ name: 'Status', url: missing }] }),
      messages: [{ file: 'docs.json', at: at(14, 14, `"${missing}"`), reason: broken('Link', missing) }]
    }
  ]
})
