/**
 * The site generator serves each page at its path without the file's extension (`guides/setup.mdx` is
 * `/guides/setup`), and its docs warn that links to pages written with their extension (`/guides/setup.mdx`,
 * `./setup.md`) do not work in production, even where a local preview follows them. A link of a page, a
 * snippet, a `<Card href>` or an `<a href>` that leads to a page of the site with `.md` or `.mdx` written is
 * reported, with the link to write. A link to a Markdown file that is no page (a file to download) and external
 * links are left alone.
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Then [set up webhooks](/guides/webhooks.mdx).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get told when an invoice is paid."
 * ---
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart", "guides/webhooks"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * Then [set up webhooks](/guides/webhooks).
 * ```
 *
 * ```mdx guides/webhooks.mdx
 * ---
 * title: "Webhooks"
 * description: "Get told when an invoice is paid."
 * ---
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { pageAt } from '../../src/site/model.js'
import { internalLinks, reportLinkFindings, type LinkFinding } from '../../src/site/links.js'

export const linkExtension = defineSiteRule(
  { id: 'link-extension', description: 'internal links to pages are written without `.md` or `.mdx`', severity: 'warn' },
  (site, { report }) => {
    const findings: LinkFinding[] = []
    for (const at of internalLinks(site)) {
      if (!at.endsInExtension || pageAt(site, at.url) === undefined) continue
      const write = withoutExtension(at.link.url)
      const reason = `Link \`${at.link.url}\` is written with its file extension: paths with extensions do not work in production (the generator serves each page at its path without \`.md\` or \`.mdx\`); write \`${write}\``
      findings.push({ at, reason, options: { expected: [write] } })
    }
    reportLinkFindings(findings, report)
  }
)

/** The href with the `.md`/`.mdx` that ends its path taken off, its query and fragment kept. */
function withoutExtension(href: string): string {
  return href.replace(/\.mdx?(?=[?#]|\s*$)/i, '')
}
