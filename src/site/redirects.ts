/** A redirect of docs.json (`{"source": "/old", "destination": "/new"}`); `:name` and `:name*` match path segments. */
export interface Redirect {
  source: string
  destination: string
}

/** The redirects a docs.json declares, read from its raw value: sites in either format have them. */
export function redirectsOf(value: unknown): Redirect[] {
  const list = value && typeof value === 'object' ? (value as { redirects?: unknown }).redirects : undefined
  if (!Array.isArray(list)) return []
  return list.filter(
    (item): item is Redirect => Boolean(item) && typeof item.source === 'string' && typeof item.destination === 'string'
  )
}

/** Where a site URL redirects to, with its parameters filled in, or undefined when no redirect matches. */
export function redirectTarget(redirects: Redirect[], url: string): string | undefined {
  for (const redirect of redirects) {
    const names: string[] = []
    const pattern = redirect.source
      .replace(/\/+$/, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:(\w+)(\*)?/g, (_match, name: string, star?: string) => {
        names.push(name)
        return star ? '(.*)' : '([^/]+)'
      })
    const match = new RegExp(`^${pattern || '/'}$`).exec(url)
    if (!match) continue
    return names.reduce((target, name, index) => target.replace(new RegExp(`:${name}\\*?`), match[index + 1]), redirect.destination)
  }
  return undefined
}
