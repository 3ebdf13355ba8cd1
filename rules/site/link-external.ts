/**
 * Checked only with `docslint check --check-external`, never in a default check, a build or the editor: the
 * http(s) links and images of the pages, and the links and images of docs.json (navbar, footer, anchors, tabs,
 * logo, ...), are requested on the web, as lychee and markdown-link-check do. A HEAD request first, then a GET
 * when the server refuses HEAD (405, 403, 501); redirects are followed up to `externalLinks.maxRedirects` (5);
 * a 2xx answer is a working link, 4xx and 5xx a broken one; a 429 answer is tried again after the `Retry-After`
 * it asks for, and a link still refused then is a warning that it is rate-limited, not broken. The `#fragment`
 * is not checked. A link is reported at its URL, as a warning; `{"rules": {"link-external": "error"}}` makes
 * broken links fail the check.
 *
 * Requests go a few at a time to one host (`externalLinks.perHost`, 2) and `externalLinks.concurrency` (16) in
 * all, each within `externalLinks.timeout` seconds (10) and all within `externalLinks.totalTimeout` (300). With
 * `--cache`, a working or broken link's result is reused for `externalLinks.cacheMaxAge` seconds (a day); a
 * timeout, a lost connection or a rate limit is checked again next time. `externalLinks.allow` and
 * `externalLinks.deny` in `.docslintrc` list the hosts to check and to leave alone (`*.example.com`):
 *
 * ```json
 * { "externalLinks": { "deny": ["localhost", "*.internal.acme.com"], "timeout": 5 } }
 * ```
 *
 * ## Fails
 *
 * A space slipped into the address: no request can be made of it.
 *
 * ```mdx
 * <Card title="API reference" href="https://api.acme .com/docs">Every endpoint.</Card>
 * ```
 *
 * ## Passes
 *
 * ```mdx
 * <Card title="API reference" href="/api-reference">Every endpoint.</Card>
 *
 * Or write to [support](mailto:support@acme.com).
 * ```
 */
import { createRequire } from 'node:module'
import { defineSiteRule } from '../../src/site/rule.js'
import type { ExternalFinding, ExternalOutcome } from '../../src/external/outcome.js'
import type { ReportOptions } from '../../src/rule.js'

export const linkExternal = defineSiteRule(
  {
    id: 'link-external',
    description: 'links and images on the web must answer (only with `--check-external`)',
    severity: 'warn',
    onlyWith: '--check-external'
  },
  (site, { report }) => {
    for (const finding of site.external ?? []) {
      const message = messageOf(finding)
      if (message) report(message.reason, { file: finding.reference.file, place: finding.reference.place, ...message.options })
    }
  }
)

/** What is said of a finding, and at most which severity; nothing for a working link. */
function messageOf({ reference, outcome }: ExternalFinding): { reason: string; options?: ReportOptions } | undefined {
  const subject = `${reference.via} \`${reference.url}\``
  const reason = reasonOf(subject, outcome)
  if (reason === undefined) return undefined
  if (outcome.kind === 'rate-limited') return { reason, options: { atMost: 'warn' } }
  if (outcome.kind === 'not-checked') return { reason, options: { atMost: 'info' } }
  return { reason }
}

function reasonOf(subject: string, outcome: ExternalOutcome): string | undefined {
  switch (outcome.kind) {
    case 'ok':
      return undefined
    case 'broken':
      return outcome.finalUrl === undefined
        ? `${subject} is broken: the server answers ${statusText(outcome.status)}; link to the page where it is now, or remove the link`
        : `${subject} is broken: it redirects to \`${outcome.finalUrl}\`, which answers ${statusText(outcome.status)}; link to the page where it is now, or remove the link`
    case 'redirect-loop':
      return `${subject} never arrives: its redirects go round in a loop (${outcome.chain.map((url) => `\`${url}\``).join(' → ')}); link to the page's own address`
    case 'too-many-redirects':
      return `${subject} is redirected more than ${outcome.limit} times (the last to \`${outcome.lastUrl}\`); link to where it ends up, or raise \`externalLinks.maxRedirects\` in .docslintrc`
    case 'bad-redirect':
      return `${subject} redirects (${statusText(outcome.status)}) to ${outcome.location === '' ? 'nowhere: the answer has no `Location`' : `\`${outcome.location}\`, which is no web address`}; link to the page's own address`
    case 'rate-limited':
      return `${subject} was not checked: the server still answers 429 Too Many Requests${outcome.retries > 0 ? ` after ${outcome.retries} ${outcome.retries === 1 ? 'retry' : 'retries'}` : ''}${outcome.retryAfter === undefined ? '' : ` (it asks to wait ${outcome.retryAfter} s)`}: it is rate-limited, not known to be broken; check again later, or add its host to \`externalLinks.deny\` in .docslintrc`
    case 'timeout':
      return `${subject} did not answer within ${outcome.seconds} s; check that the address is right and the server up, or raise \`externalLinks.timeout\` in .docslintrc`
    case 'unreachable':
      return `${subject} cannot be reached: ${outcome.reason}; check the address, or remove the link`
    case 'invalid-url':
      return `${subject} is no valid web address; write it as \`https://host/path\`, with spaces written as \`%20\``
    case 'not-checked':
      return `${subject} was not checked: the external link check ran out of its ${outcome.seconds} s; raise \`externalLinks.totalTimeout\` in .docslintrc to check every link`
  }
}

/**
 * Node's HTTP module, for its names of status codes: loaded when an answer is named, since loading it (and the
 * network modules under it) at start cost every check some 5 ms of CPU, and only `--check-external` uses it.
 */
const http = () => createRequire(import.meta.url)('node:http') as typeof import('node:http')

function statusText(status: number): string {
  const name = http().STATUS_CODES[status]
  return name ? `${status} ${name}` : String(status)
}
