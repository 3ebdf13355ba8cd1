/**
 * Every `import ... from '<specifier>'` (and `export ... from`) of a page must lead to a file, as the site
 * generator resolves it: `/snippets/note.mdx` from the site root, `./note` and `../note` from the page's folder,
 * the path as written and then with `.mdx`, `.md`, `.jsx`, `.tsx`, `.js` or `.ts` added. An alias (`@/x`,
 * `~/x`, `@components/x`) must be mapped by the `paths` of the site's tsconfig.json or jsconfig.json to a file
 * that exists. Packages (`react`, or a scoped name whose scope the site's package.json or node_modules has)
 * are not checked. The message is on the specifier, with the file meant when the path is off by a character or two.
 *
 * A name imported from an MDX file (`import { Plans } from '/snippets/plans.mdx'`) must be one it exports
 * (`export const Plans = ...`, `export function`, `export { ... }`): the generator's build fails on one it does
 * not. The message is on the name, with the export meant when it is clearly a slip. A file that re-exports another
 * whole (`export * from`) may give any name, and the exports of `.jsx`, `.tsx`, `.js` and `.ts` files are not read.
 *
 * ## Fails
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * import Note from '/snippets/beta-note.mdx'
 *
 * <Note />
 * ```
 *
 * ```mdx snippets/beta.mdx
 * Invoices are in beta.
 * ```
 *
 * ## Passes
 *
 * ```json docs.json
 * {
 *   "name": "Acme",
 *   "navigation": [{ "group": "Get started", "pages": ["quickstart"] }]
 * }
 * ```
 *
 * ```mdx quickstart.mdx
 * ---
 * title: "Quick start"
 * description: "Send your first invoice in five minutes."
 * ---
 *
 * import Note from '/snippets/beta'
 *
 * <Note />
 * ```
 *
 * ```mdx snippets/beta.mdx
 * Invoices are in beta.
 * ```
 */
import { defineSiteRule } from '../../src/site/rule.js'
import { IMPORT_EXTENSIONS, resolveImport } from '../../src/site/imports.js'
import { distance } from 'fastest-levenshtein'
import { clearlyClosest, closest, codeList } from '../../src/util/suggest.js'
import type { ImportFact } from '../../src/page/facts.js'
import type { SitePage } from '../../src/site/model.js'
import type { Report } from '../../src/rule.js'

const tried = IMPORT_EXTENSIONS.map((extension) => `\`${extension}\``).join(', ')

export const importMissing = defineSiteRule(
  { id: 'import-missing', description: 'imports must lead to a file of the site', severity: 'error' },
  (site, { report }) => {
    const pagePaths = site.pages.map((page) => `/${page.path}`)
    for (const page of site.pages) {
      for (const { source, position, names } of page.facts.imports ?? []) {
        const resolution = resolveImport(site, page, source)
        const at = { file: page.file, place: position }
        if (resolution.kind === 'found') {
          const target = site.pages.find((candidate) => candidate.path === resolution.path)
          if (target && names) checkNames(source, target, names, page, report)
        } else if (resolution.kind === 'missing') {
          const suggestion = nearPath(`/${resolution.target}`, pagePaths)
          report(`Import \`${source}\` leads to no file: \`${resolution.target}\` does not exist in the site, nor with ${tried} added`, { ...at, suggestion })
        } else if (resolution.kind === 'outside') {
          report(`Import \`${source}\` leaves the site root: ${resolution.reason}`, at)
        } else if (resolution.kind === 'unmapped') {
          const why = resolution.mapped.length > 0 ? `it maps to ${resolution.mapped.map((target) => `\`${target}\``).join(' or ')}, which does not exist` : 'no `paths` entry of tsconfig.json or jsconfig.json maps it, and the site installs no package of that name'
          report(`Import \`${source}\` resolves to nothing: ${why}; import the file by its path from the site root (\`/snippets/...\`)`, at)
        }
      }
    }
  }
)

/** Each name imported from an MDX file that the file does not export, on the name. */
function checkNames(source: string, target: SitePage, names: NonNullable<ImportFact['names']>, page: SitePage, report: Report): void {
  const exported = target.facts.exports ?? { names: [], all: false }
  if (exported.all) return
  for (const { name, position } of names) {
    if (exported.names.includes(name)) continue
    const at = { file: page.file, place: position }
    if (exported.names.length === 0) {
      report(`Import \`${source}\` has no export \`${name}\`: it exports nothing by name; import its content as the default (\`import ${name} from ...\`)`, at)
    } else {
      report(`Import \`${source}\` has no export \`${name}\`: it exports ${codeList(exported.names, 'and')}`, { ...at, suggestion: clearlyClosest(name, exported.names) })
    }
  }
}

/** The closest file only when it is a slip of a character or two (`note` for `notes`), never another file. */
function nearPath(written: string, candidates: string[]): string | undefined {
  const strip = (file: string) => file.replace(/\.(mdx?|[jt]sx?)$/i, '')
  return closest(written, candidates.filter((candidate) => distance(strip(candidate), strip(written)) <= 2))
}
