/**
 * What the preview build asks of an endpoint page: its content (the endpoint's parts around the page's own
 * content), the title it shows when its front matter has none, and whether it needs the playground's script.
 * Any other page comes back as it was rendered.
 */
import type { Root } from 'mdast'
import type { Site, SitePage } from '../../site/model.js'
import type { RenderedContent } from '../content.js'
import type { SiteLinks } from '../site-links.js'
import { manualContent } from './manual-page.js'
import { openapiContent, type EndpointContext } from './openapi-page.js'
import { endpointPagesOf, manualEndpoint } from './pages.js'
import { apiSettingsOf, pageAuth, pagePlayground, type ApiSettings } from './settings.js'

export interface PageRender {
  content: RenderedContent
  /** The page as the layout shows it: an endpoint's summary as its title when the front matter gives none. */
  page: SitePage
  playground: boolean
}

const EMPTY: RenderedContent = { main: { type: 'root', children: [] }, aside: { type: 'root', children: [] }, toc: [], placeholders: [] }
const settingsCache = new WeakMap<Site, ApiSettings>()

/** A page of the site, or one made for an endpoint (then `content` and `tree` are absent). */
export function renderEndpointPage(site: Site, page: SitePage, links: SiteLinks, content: RenderedContent = EMPTY, tree?: Root): PageRender {
  const unchanged = { content, page, playground: false }
  let settings = settingsCache.get(site)
  if (!settings) {
    settings = apiSettingsOf(site)
    settingsCache.set(site, settings)
  }
  const context: EndpointContext = {
    settings,
    mode: pagePlayground(settings, page),
    authOf: (auth) => pageAuth(auth, page),
    links,
    content,
    description: page.facts.description
  }
  const endpoint = endpointPagesOf(site).endpointOf(page)
  if (endpoint) {
    const rendered = openapiContent(endpoint, context)
    if (!rendered) return unchanged
    const title = page.facts.title ?? rendered.title
    return { content: rendered.content, page: title === page.facts.title ? page : { ...page, facts: { ...page.facts, title } }, playground: rendered.playground }
  }
  const manual = manualEndpoint(page)
  if (manual && tree) {
    const rendered = manualContent(manual, tree, context)
    return { content: rendered.content, page, playground: rendered.playground }
  }
  return unchanged
}
