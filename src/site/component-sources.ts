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
import { snippetsOf } from './snippets.js'

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

/** The MDX files that export each name, once per site, for the same reason. */
const exportersByName = oncePer((site: Site) => {
  const byName = new Map<string, SitePage[]>()
  for (const page of site.pages) for (const name of page.facts.exports?.names ?? []) byName.set(name, [...(byName.get(name) ?? []), page])
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
  const files = (exportersByName(site).get(name) ?? []).filter((other) => other !== page)
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

/**
 * component-unknown's step. On a page: a component another file of the site gives is a missing import, which the
 * message names (and `--fix` adds). On a snippet: the generator takes no imports in snippets, the page that renders
 * a snippet imports what it uses; so the message goes when every page that renders the snippet gives the name, and
 * otherwise names the pages that must import it.
 */
export const componentSourceStep: CompleteOnSite = (message, { site, page }) => {
  const { component, tag } = message.data
  if (typeof component !== 'string' || typeof tag !== 'string') return
  if (snippetsOf(site).isSnippet(page)) return snippetStep(message, site, page, component, tag)
  const source = componentSourceOf(site, page, component)
  if (!source) return
  message.reason = message.message = `Component \`<${tag}>\` is not imported: ${source.why}; add \`${source.statement}\` below the front matter`
  delete message.expected
  const insertion = insertionOf(message.data.insertion)
  if (insertion) message.fix = { range: [insertion.at, insertion.at], text: insertion.before + source.statement + insertion.after }
}

function snippetStep(message: Parameters<CompleteOnSite>[0], site: Site, snippet: SitePage, component: string, tag: string): 'drop' | void {
  const importers = snippetsOf(site).importers(snippet)
  const lacking = importers.filter((importer) => !givesName(importer, component))
  if (importers.length > 0 && lacking.length === 0) return 'drop'
  const source = componentSourceOf(site, snippet, component)
  if (lacking.length === 0 && !source) return
  const how = source ? ` (\`${source.statement}\`)` : ''
  message.reason = message.message = `Component \`<${tag}>\` is not imported: ${pagesToImport(lacking)} must import it${how}, as snippets take their components from the page`
  delete message.expected
}

/** The pages that render a snippet and lack a name it uses, as the message names them (none known: all of them). */
function pagesToImport(lacking: SitePage[]): string {
  if (lacking.length === 0) return 'the pages that render this snippet'
  if (lacking.length === 1) return `\`${lacking[0].path}\`, which renders this snippet,`
  return `${lacking.length} pages that render this snippet (\`${lacking[0].path}\`, ...)`
}

/** Whether the page imports or exports `name` (a snippet rendered into it may then use it). */
function givesName(page: SitePage, name: string): boolean {
  const imported = (page.facts.imports ?? []).some((fact) => fact.defaultName === name || fact.names?.some((imported) => imported.name === name))
  return imported || page.facts.exports?.names.includes(name) === true
}

/** The data's insertion point, when it has the shape the rule gave it (the data came through the cache). */
function insertionOf(value: unknown): ImportInsertion | undefined {
  const insertion = value as Partial<ImportInsertion> | undefined
  const valid = typeof insertion?.at === 'number' && Number.isInteger(insertion.at) && insertion.at >= 0 && typeof insertion.before === 'string' && typeof insertion.after === 'string'
  return valid ? (insertion as ImportInsertion) : undefined
}
