/**
 * Which pages of the preview are endpoint pages: a page made for each endpoint the navigation names
 * (`GET /users/{id}`, `spec.yaml GET /x`), pages with `openapi:` front matter (their endpoint shown with their
 * own MDX) and pages with `api:` front matter (written by hand). A made page sits beside the pages of its
 * group (in the folder of the group's first page, so it is in the same tab and anchor), at the slug of its
 * summary, and belongs to the divisions and version of its navigation entry. Worked out once per Site.
 */
import { VFile } from 'vfile'
import { emptyFacts } from '../../page/facts.js'
import { resolveReference, endpointKey } from '../../openapi/endpoint-index.js'
import type { Endpoint } from '../../openapi/model.js'
import { operationObject } from '../../openapi/operation-object.js'
import { applyDivisions, assignMembership, type Site, type SitePage } from '../../site/model.js'
import { endpointOf, type EndpointReference, type NavigationEntry } from '../../site/navigation.js'
import { entryPath } from '../../site/entries.js'
import { manualEndpointOf, type ManualEndpoint } from '../../site/api-urls.js'
import { generatedSections, type GeneratedEndpoint, type GeneratedSection } from '../../site/generated-endpoints.js'

/** A page the preview makes for an endpoint of the navigation. */
export interface MadeEndpointPage {
  page: SitePage
  endpoint: Endpoint
}


export class EndpointPages {
  readonly made: MadeEndpointPage[] = []
  private readonly byValue = new Map<string, SitePage>()
  private readonly endpoints = new Map<SitePage, Endpoint | undefined>()

  constructor(private readonly site: Site) {
    const byEndpoint = new Map<string, SitePage>()
    const taken = new Set(site.pageByUrl.keys())
    // Generated sections first: their pages have the URLs the site checks know (an endpoint the navigation
    // also names by hand is then shown by the same page).
    for (const section of generatedSections(site)) {
      for (const generated of section.groupsOfPages.flatMap((group) => group.endpoints)) {
        const page = generatedPage(site, section, generated)
        taken.add(page.url)
        byEndpoint.set(identity(generated.endpoint), page)
        this.made.push({ page, endpoint: generated.endpoint })
        this.endpoints.set(page, generated.endpoint)
        this.byValue.set(generatedEntry(generated.endpoint), page)
      }
    }
    for (const entry of site.navigation) {
      const endpoint = entry.endpoint ? foundEndpoint(site, entry.endpoint) : undefined
      if (!endpoint || this.byValue.has(entry.value)) continue
      let page = byEndpoint.get(identity(endpoint))
      if (!page) {
        page = madePage(site, entry, endpoint, taken)
        byEndpoint.set(identity(endpoint), page)
        this.made.push({ page, endpoint })
        this.endpoints.set(page, endpoint)
      }
      this.byValue.set(entry.value, page)
    }
  }

  /** The page made for an endpoint at a site URL (a link to a generated endpoint page leads there). */
  madeAt(url: string): SitePage | undefined {
    this.byUrl ??= new Map(this.made.map(({ page }) => [page.url, page]))
    return this.byUrl.get(url)
  }

  private byUrl: Map<string, SitePage> | undefined

  /** The page made for a navigation entry that names an endpoint, or for a generated entry (`generatedEntry`). */
  forEntry(value: string): SitePage | undefined {
    return this.byValue.get(value)
  }

  /** The endpoint a page shows: the one it was made for, or the one its `openapi:` front matter names. */
  endpointOf(page: SitePage): Endpoint | undefined {
    if (!this.endpoints.has(page)) {
      const reference = page.facts.endpoints[0] ? endpointOf(page.facts.endpoints[0].value) : undefined
      this.endpoints.set(page, reference ? foundEndpoint(this.site, reference) : undefined)
    }
    return this.endpoints.get(page)
  }

  /** The title a page's link shows: its front matter's, else its endpoint's summary. */
  titleOf(page: SitePage): string | undefined {
    if (page.facts.title !== undefined) return page.facts.title
    const endpoint = this.endpointOf(page)
    const summary = endpoint ? operationObject(endpoint).operation?.summary : undefined
    return typeof summary === 'string' && summary.trim() ? summary.trim() : undefined
  }

  /** The method a page's link shows in the navigation: its endpoint's, or its `api:` front matter's. */
  methodOf(page: SitePage): string | undefined {
    return this.endpointOf(page)?.method ?? manualEndpoint(page)?.method
  }
}

const cache = new WeakMap<Site, EndpointPages>()

export function endpointPagesOf(site: Site): EndpointPages {
  let pages = cache.get(site)
  if (!pages) {
    pages = new EndpointPages(site)
    cache.set(site, pages)
  }
  return pages
}

/** The page's `api:` front matter, when it is `METHOD url`. */
export function manualEndpoint(page: SitePage): ManualEndpoint | undefined {
  return manualEndpointOf(page.facts.frontmatter?.data?.api)
}

/**
 * The navigation entry that stands for a generated page in the navigation the preview draws (the navigation
 * of docs.json with the generated groups filled in): no page path or endpoint entry can be written like it.
 */
export function generatedEntry(endpoint: Endpoint): string {
  return `openapi:${endpoint.spec.location}#${endpoint.pointer} ${endpoint.method}`
}

/** One key for an endpoint, however it was found (the index's object, or a generated section's). */
function identity(endpoint: Endpoint): string {
  return `${endpoint.spec.location}#${endpoint.pointer} ${endpoint.method}`
}

/** A generated page: the URL and title the generated section gives it, in the divisions of its element (an `x-hidden` one is built, and left out of the navigation drawn). */
function generatedPage(site: Site, section: GeneratedSection, generated: GeneratedEndpoint): SitePage {
  const { endpoint } = generated
  const file = endpoint.spec.remote ? 'docs.json' : endpoint.spec.name
  const facts = { ...emptyFacts(), parsed: true, title: generated.title }
  const page: SitePage = { file: new VFile({ path: file, cwd: site.root }), path: file, url: generated.url, facts }
  applyDivisions(page, section.divisions)
  return page
}

/** The endpoint a reference names, when it is found in a spec that was read (the first of several specs that define it). */
function foundEndpoint(site: Site, reference: EndpointReference): Endpoint | undefined {
  const resolution = resolveReference(site.openapi, reference)
  const endpoint = resolution.kind === 'found' || resolution.kind === 'ambiguous' ? resolution.endpoints[0] : undefined
  return endpoint?.spec.load.state === 'loaded' ? endpoint : undefined
}

function madePage(site: Site, entry: NavigationEntry, endpoint: Endpoint, taken: Set<string>): SitePage {
  const operation = operationObject(endpoint).operation
  const summary = typeof operation?.summary === 'string' && operation.summary.trim() ? operation.summary.trim() : undefined
  const name = slug(summary ?? (typeof operation?.operationId === 'string' ? operation.operationId : '')) || slug(endpointKey(endpoint))
  const url = freeUrl(`/${folderOf(site, entry)}/${name}`, taken)
  const facts = { ...emptyFacts(), parsed: true, title: summary ?? `${endpoint.method} ${endpoint.path ?? endpoint.webhook}` }
  const page: SitePage = { file: new VFile({ path: endpoint.spec.remote ? 'docs.json' : endpoint.spec.name, cwd: site.root }), path: endpoint.spec.remote ? 'docs.json' : endpoint.spec.name, url, facts }
  if (site.settings?.format === 'current') applyDivisions(page, entry.divisions)
  else {
    assignMembership([page], site.config, [])
    page.version = entry.version
  }
  return page
}

/** The folder of the first page of the entry's list, else `api-reference`. */
function folderOf(site: Site, entry: NavigationEntry): string {
  const parent = JSON.stringify(entry.path.slice(0, -1))
  const sibling = site.navigation.find((other) => !other.endpoint && JSON.stringify(other.path.slice(0, -1)) === parent)
  const folder = sibling ? entryPath(sibling.value)?.split('/').slice(0, -1).join('/') : undefined
  return folder || 'api-reference'
}

/** `Get a user` and `getUser` both give `get-user`-like slugs: words split at spaces, punctuation and inner capitals. */
function slug(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
}

/** The URL, or the first of `-2`, `-3`, ... after it that no page has. */
function freeUrl(url: string, taken: Set<string>): string {
  let free = url
  for (let count = 2; taken.has(free); count++) free = `${url}-${count}`
  taken.add(free)
  return free
}
