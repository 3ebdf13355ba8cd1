/**
 * The front-matter fields the site generator documents (its "Pages" page and the pages it links: SEO, search,
 * authentication, the API playground, changelogs), each with the type and the values it takes. A key not
 * named here is the author's own metadata, which the generator passes through: it is not checked.
 */
import { codeList } from '../util/suggest.js'

/** What a documented field holds. */
export type FieldType = 'string' | 'boolean' | 'number' | 'string list' | 'list or false' | 'mapping' | 'scalar'

export interface DocumentedField {
  type: FieldType
  /** The only values a string field takes (`mode`), in the order the docs list them. */
  values?: readonly string[]
  /** What is wrong with a string value of the right type (`api: "FETCH /x"`), if anything. */
  problem?: (value: string) => string | undefined
}

/** The HTTP methods an `api` field may start with (the generator's playground sends these). */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const

/**
 * `api: "POST /v1/users"` or `api: "POST https://api.acme.com/v1/users"`: a method, then a path or a URL. The
 * method is compared without case, as an HTTP method is often written (`post`).
 */
function apiProblem(value: string): string | undefined {
  const [method, target, ...rest] = value.trim().split(/\s+/)
  const shape = 'an HTTP method and a path or URL (`POST /v1/users`)'
  if (!target || rest.length > 0) return `\`api\` must be ${shape}`
  if (!(HTTP_METHODS as readonly string[]).includes(method.toUpperCase())) return `\`api\` must start with an HTTP method (${codeList(HTTP_METHODS)}), not \`${method}\``
  if (!/^(\/|https?:\/\/)/i.test(target)) return `\`api\` must be ${shape}: \`${target}\` is neither a path (\`/...\`) nor a URL`
  return undefined
}

const text: DocumentedField = { type: 'string' }
const flag: DocumentedField = { type: 'boolean' }

/**
 * `title` and `description` are not here: `frontmatter-title` and `frontmatter-description` report them (missing,
 * empty or not a string).
 */
export const documentedFields: Readonly<Record<string, DocumentedField>> = {
  sidebarTitle: text,
  icon: text,
  iconType: { type: 'string', values: ['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands'] },
  tag: text,
  mode: { type: 'string', values: ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] },
  hidden: flag,
  noindex: flag,
  searchable: flag,
  boost: { type: 'number' },
  deprecated: flag,
  hideFooterPagination: flag,
  hideApiMarker: flag,
  related: { type: 'list or false' },
  contextual: { type: 'mapping' },
  groups: { type: 'string list' },
  public: flag,
  url: text,
  openapi: text,
  asyncapi: text,
  api: { type: 'string', problem: apiProblem },
  playground: { type: 'string', values: ['interactive', 'simple', 'none', 'auth'] },
  keywords: { type: 'string list' },
  timestamp: flag,
  lastUpdatedDate: text,
  rss: flag,
  canonical: text,
  robots: text
}

/** SEO meta tags (`"og:image"`, `"twitter:card"`): one value each, text or a number (`og:image:width: 1200`). */
const metaTag: DocumentedField = { type: 'scalar' }

/** The documented field a front-matter key names, if any. */
export function documentedField(key: string): DocumentedField | undefined {
  if (Object.hasOwn(documentedFields, key)) return documentedFields[key]
  return /^(og|twitter):./.test(key) ? metaTag : undefined
}

/** Whether a value has a field's type. */
export function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'boolean':
      return typeof value === 'boolean'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'string list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'list or false':
      return Array.isArray(value) || value === false
    case 'mapping':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'scalar':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
  }
}

/** How a message names a type: "`hidden` must be <this>". */
export const typeWords: Record<FieldType, string> = {
  string: 'a string',
  boolean: '`true` or `false` (unquoted)',
  number: 'a number (unquoted)',
  'string list': 'a list of strings (`["a", "b"]`)',
  'list or false': 'a list of pages, or `false`',
  mapping: 'a mapping of keys to values',
  scalar: 'one value (text or a number)'
}

/** What a value is, for a message: `a list`, `a mapping`, `a string ("yes")`, `a number (123)`. */
export function valueWords(value: unknown): string {
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' && value !== null ? 'a mapping' : `a ${typeof value} (${JSON.stringify(value)})`
}
