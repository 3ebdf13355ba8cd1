/**
 * Documentation is published: a key pasted into an example is a leaked key. The page's code blocks, inline
 * code, text and front matter are scanned with secretlint's recommended rules (AWS, Google Cloud, GitHub,
 * npm, Slack, SendGrid, Shopify, OpenAI, Anthropic, Linear and 1Password tokens, private keys, passwords in
 * URLs and database connection strings) plus live Stripe keys, AWS access key ids and OpenAI project keys.
 * Placeholders pass: `YOUR_API_KEY`, `<token>`, `sk_test_...`, `xxxx`, `****`, `${TOKEN}`, AWS's
 * `...EXAMPLE` keys, and in a URL a password that names a value (`postgres://postgres:DB_PASSWORD@db/app`,
 * `$DB_PASSWORD`). So do local-development defaults: a URL's credential for a host on the reader's machine
 * (`postgresql://postgres:postgres@localhost:5432/app`, `127.0.0.1`, `0.0.0.0`), on a domain reserved for
 * examples (`example.com`, `example.org`) or on a docker-compose service (`db`, `redis`, `postgres`); the same
 * password on a real host is reported. The message names the kind of credential and where it is, never the
 * credential itself.
 *
 * ## Fails
 *
 * ````mdx
 * ```bash
 * export GITHUB_TOKEN=ghp_R4nd0mL00k1ngT0k3nV4lu3Abcdefghijklm
 * ```
 * ````
 *
 * ## Passes
 *
 * ````mdx
 * ```bash
 * export GITHUB_TOKEN=YOUR_GITHUB_TOKEN
 * ```
 * ````
 */
import { visit } from '../../src/page/visit.js'
import { location } from 'vfile-location'
import type { Root } from 'mdast'
import { definePageRule } from '../../src/page/rule.js'
import { findSecrets } from '../../src/page/secrets.js'

export const noSecrets = definePageRule(
  {
    id: 'no-secrets',
    description: 'pages must not contain real credentials',
    severity: 'error',
    linkPages: true
  },
  async (tree, { file, report }) => {
    const text = String(file.value)
    const place = location(file)
    for (const secret of await findSecrets(text, file.path)) {
      report(`Possible ${secret.kind} in ${contextOf(tree, secret.start)}: never publish a real credential; write a placeholder such as \`YOUR_API_KEY\` (and revoke the key if it is real)`, { place: { start: place.toPoint(secret.start)!, end: place.toPoint(secret.end)! } })
    }
  }
)

/** Where on the page an offset is, in words. */
function contextOf(tree: Root, offset: number): string {
  let context = 'text'
  visit(tree, (node) => {
    const { start, end } = node.position ?? {}
    if (start?.offset === undefined || end?.offset === undefined || offset < start.offset || offset >= end.offset) return
    if (node.type === 'code') context = 'a code block'
    else if (node.type === 'inlineCode') context = 'inline code'
    else if (node.type === 'yaml') context = 'the front matter'
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') context = 'a component attribute'
    else if (node.type === 'text') context = 'text'
  })
  return context
}
