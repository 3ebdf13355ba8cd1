/**
 * Where a component that a page uses without importing it comes from. The generator has no global custom
 * components: a page that writes `<PreviewButton />` must import it, as the site's other pages do
 * (`import { PreviewButton } from '/snippets/previewbutton.jsx'`). component-unknown's site step names that
 * module and the import to write, in place of a "did you mean" that would send the writer to a built-in name.
 */
import type { CompleteOnSite } from '../page/rule.js'
import type { ImportInsertion } from '../page/import-insertion.js'
import { resolveImport } from './imports.js'
import type { Site, SitePage } from './model.js'
import { oncePer } from '../util/once-per.js'

/** The import statement that gives a page `name`, and why the site says so. */
export interface ComponentSource {
  module: string
  statement: string
  why: string
}

/**
 * How the site's other pages import `name`, the most common way first; else the one MDX file of the site that
 * exports it. Undefined when nothing gives that name, or when two modules give it equally often (no guess).
 */
export function componentSourceOf(site: Site, page: SitePage, name: string): ComponentSource | undefined {
  return importedElsewhere(site, page, name) ?? exportedByOneFile(site, page, name)
}

/** A name some page imports: the statement that gives it, from the site root, on that page. */
interface NameImport {
  statement: string
  module: string
  page: SitePage
}

/** Every name the site's pages import, once per site: the step runs once per message, on sites with thousands. */
const importsByName = oncePer((site: Site) => {
  const byName = new Map<string, NameImport[]>()
  const add = (name: string, found: NameImport) => byName.set(name, [...(byName.get(name) ?? []), found])
  for (const page of site.pages) {
    for (const fact of page.facts.imports ?? []) {
      const module = moduleOf(site, page, fact.source)
      if (module === undefined) continue
      for (const { name } of fact.names ?? []) add(name, { statement: `import { ${name} } from '${module}'`, module, page })
      if (fact.defaultName) add(fact.defaultName, { statement: `import ${fact.defaultName} from '${module}'`, module, page })
    }
  }
  return byName
})

function importedElsewhere(site: Site, page: SitePage, name: string): ComponentSource | undefined {
  const byStatement = new Map<string, NameImport[]>()
  for (const found of importsByName(site).get(name) ?? []) {
    if (found.page !== page) byStatement.set(found.statement, [...(byStatement.get(found.statement) ?? []), found])
  }
  const [first, second] = [...byStatement.values()].sort((a, b) => b.length - a.length)
  if (!first || (second && second.length === first.length)) return undefined
  const { statement, module } = first[0]
  const others = first.length === 1 ? `\`${first[0].page.path}\` imports it` : `${first.length} other pages import it (\`${first[0].page.path}\`, ...)`
  return { module, statement, why: `${others} from \`${module}\`` }
}

function exportedByOneFile(site: Site, page: SitePage, name: string): ComponentSource | undefined {
  const files = site.pages.filter((other) => other !== page && other.facts.exports?.names.includes(name))
  if (files.length !== 1) return undefined
  const module = `/${files[0].path}`
  return { module, statement: `import { ${name} } from '${module}'`, why: `\`${module}\` exports it` }
}

/** The specifier that reaches the same module from any page: its path from the site root, or a package's name. */
function moduleOf(site: Site, page: SitePage, source: string): string | undefined {
  const resolution = resolveImport(site, page, source)
  if (resolution.kind === 'found') return `/${resolution.path}`
  return resolution.kind === 'package' ? source : undefined
}

/** component-unknown's step: a component another file of the site gives is a missing import, and the message says which. */
export const componentSourceStep: CompleteOnSite = (message, { site, page }) => {
  const { component, tag } = message.data
  if (typeof component !== 'string' || typeof tag !== 'string') return
  const source = componentSourceOf(site, page, component)
  if (!source) return
  message.reason = message.message = `Component \`<${tag}>\` is not imported: ${source.why}; add \`${source.statement}\` below the front matter`
  delete message.expected
  const insertion = insertionOf(message.data.insertion)
  if (insertion) message.fix = { range: [insertion.at, insertion.at], text: insertion.before + source.statement + insertion.after }
}

/** The data's insertion point, when it has the shape the rule gave it (the data came through the cache). */
function insertionOf(value: unknown): ImportInsertion | undefined {
  const insertion = value as Partial<ImportInsertion> | undefined
  const valid = typeof insertion?.at === 'number' && Number.isInteger(insertion.at) && insertion.at >= 0 && typeof insertion.before === 'string' && typeof insertion.after === 'string'
  return valid ? (insertion as ImportInsertion) : undefined
}
