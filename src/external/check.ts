/**
 * The external-link stage of `docslint check --check-external`: after the pages are checked and before the site
 * rules report, the web URLs of the reported files are checked, each once (fragment aside), within the limits
 * of the settings, results reused from the cache while younger than their lifetime; the `link-external` rule
 * then reports from `site.external`. It is asynchronous network work, so it is a stage of its own, never a rule:
 * a default check, `build` and the language server never run it.
 */
import type { VFile } from 'vfile'
import type { Site } from '../site/model.js'
import { HostLimits } from './limits.js'
import { isLasting, type ExternalFinding, type ExternalLinkStore, type ExternalOutcome } from './outcome.js'
import { probe, withoutFragment, type ProbeContext } from './probe.js'
import { externalReferences } from './references.js'
import { hostChecked, resolvedExternalSettings, type ResolvedExternalSettings } from './settings.js'

export interface ExternalCheckOptions {
  /** Whether a file's messages are reported: only those files' URLs are checked. */
  reported: (file: VFile) => boolean
  /** The result cache (`--cache`), when there is one. */
  store?: ExternalLinkStore
}

/** Checks the site's external references, and keeps what was found on `site.external`. */
export async function checkExternalLinks(site: Site, options: ExternalCheckOptions): Promise<ExternalFinding[]> {
  const settings = resolvedExternalSettings(site.configFile.data.docslintSettings?.externalLinks)
  const references = externalReferences(site, options.reported).flatMap((reference) => {
    const url = parsedUrl(reference.url)
    return url === undefined || hostChecked(url, settings) ? [{ reference, url: url && withoutFragment(url.href) }] : []
  })
  const outcomes = await outcomesOf(new Set(references.flatMap(({ url }) => url ?? [])), settings, options.store)
  return references.map(({ reference, url }) => ({ reference, outcome: url === undefined ? { kind: 'invalid-url' } : outcomes.get(url)! }))
}

function parsedUrl(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** Each URL's outcome: from the store while it is fresh, else probed (and stored when lasting). */
async function outcomesOf(urls: Set<string>, settings: ResolvedExternalSettings, store: ExternalLinkStore | undefined): Promise<Map<string, ExternalOutcome>> {
  const key = storeKey(settings)
  const outcomes = new Map<string, ExternalOutcome>()
  const toProbe: string[] = []
  for (const url of urls) {
    const kept = store?.lookupExternal(url, key, settings.cacheMaxAge, Date.now())
    if (kept) outcomes.set(url, kept)
    else toProbe.push(url)
  }
  const limits = new HostLimits(settings.concurrency, settings.perHost)
  const context: ProbeContext = { settings, overall: AbortSignal.timeout(settings.totalTimeout * 1000) }
  await Promise.all(
    toProbe.map(async (url) => {
      const outcome = await limits.run(new URL(url).host, () => (context.overall.aborted ? Promise.resolve(notChecked(settings)) : probe(url, context)))
      outcomes.set(url, outcome)
      if (isLasting(outcome)) store?.storeExternal(url, key, outcome, Date.now())
    })
  )
  return outcomes
}

function notChecked(settings: ResolvedExternalSettings): ExternalOutcome {
  return { kind: 'not-checked', seconds: settings.totalTimeout }
}

/** What a kept outcome depends on beside its URL: a redirect chain too long under one limit may not be under another. */
function storeKey(settings: ResolvedExternalSettings): string {
  return `max-redirects=${settings.maxRedirects}`
}
