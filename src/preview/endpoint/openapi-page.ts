/**
 * The content of a page for an OpenAPI operation: method and URL, the operation's description, the
 * playground, the page's own MDX (an `openapi:` page), then authorization, parameters by location, the
 * request body and each response by status; the request and response examples go to the side column.
 */
import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import type { Endpoint } from '../../openapi/model.js'
import type { RenderedContent } from '../content.js'
import type { SiteLinks } from '../site-links.js'
import { PLAYGROUND_FILE, playgroundForm, type FormField, type PlaygroundInput } from '../playground/markup.js'
import { exampleOf } from './example-value.js'
import { exampleText, requestExample, responseExample } from './examples.js'
import { markdownBlocks } from './markdown.js'
import { operationView, type OperationView, type ParameterLocation, type SecurityView } from './operation.js'
import { credentialPlace, methodBar, requestShape, Sections } from './parts.js'
import { Refs } from './refs.js'
import { literal, PageSchemas, SchemaView } from './schema-view.js'
import type { ApiSettings, AuthSetting, PlaygroundMode } from './settings.js'
import { withoutTrailingSlashes } from '../../util/slashes.js'
import { drawnWarning } from '../library/render.js'

/** What a page of an endpoint is given: the site's API settings as they apply to it, and its own content. */
export interface EndpointContext {
  settings: ApiSettings
  /** The page's playground mode (front matter over docs.json). */
  mode: PlaygroundMode
  /** The page's `authMethod` applied to the credential it would otherwise ask for. */
  authOf: (auth: AuthSetting | undefined) => AuthSetting | undefined
  links: SiteLinks
  content: RenderedContent
  /** The page's front matter description, shown above; the operation's is shown when it differs. */
  description?: string
}

export interface EndpointContent {
  content: RenderedContent
  title?: string
  playground: boolean
}

const LOCATION_TITLES: [ParameterLocation, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies']
]

export function openapiContent(endpoint: Endpoint, context: EndpointContext): EndpointContent | undefined {
  const operation = operationView(endpoint)
  if (!operation) return undefined
  const { settings, links, content } = context
  const baseUrls = settings.format === 'legacy' && settings.baseUrls.length > 0 ? settings.baseUrls : operation.servers.length > 0 ? operation.servers : settings.baseUrls
  const auth = context.authOf(authFromSpec(settings, operation))
  // Without a base URL there is nowhere to send a request: the site generator shows such a page as `simple`.
  const interactive = context.mode === 'interactive' && baseUrls.length > 0 && !operation.webhook
  const sections = new Sections(content.toc)
  const schemas = new PageSchemas()
  const main: ElementContent[] = [
    // A webhook is sent by the API, to the reader's server: no base URL before its name.
    methodBar(operation.method, operation.path, context.mode === 'none' || operation.webhook ? undefined : baseUrls[0]),
    ...(operation.deprecated ? drawnWarning([h('p', 'This endpoint is deprecated.')]) : []),
    ...(operation.description && operation.description.trim() !== context.description?.trim() ? [h('div.endpoint-description', markdownBlocks(operation.description, links))] : []),
    ...(interactive ? playgroundForm({ method: operation.method, path: operation.path, baseUrls, apiUrls: settings.apiUrls, auth, inputs: playgroundInputs(operation), body: playgroundBody(operation), form: formBody(operation), script: links.to(PLAYGROUND_FILE) }) : []),
    ...(content.main.children as ElementContent[]),
    ...authorizationSection(sections, operation.security, auth, links),
    ...parameterSections(sections, operation, new SchemaView(operation.refs, links, 'request', schemas)),
    ...bodySection(sections, operation, links, new SchemaView(operation.refs, links, 'request', schemas)),
    ...responseSections(sections, operation, links, new SchemaView(operation.refs, links, 'response', schemas))
  ]
  const aside = asideOf(content, operation, baseUrls[0], auth)
  return {
    content: { main: { type: 'root', children: main }, aside: { type: 'root', children: aside }, toc: [...content.toc, ...sections.toc], placeholders: content.placeholders },
    title: operation.summary,
    playground: interactive
  }
}

/**
 * The credential: the seed's `api.auth` applies to every endpoint, before the spec's own security; in the
 * current format `api.mdx.auth` is for hand-written pages, and an OpenAPI page asks for what its spec says.
 */
function authFromSpec(settings: ApiSettings, operation: OperationView): AuthSetting | undefined {
  const scheme = operation.security.find((candidate) => candidate.kind !== 'other')
  const fromSpec: AuthSetting | undefined = !scheme
    ? undefined
    : scheme.kind === 'basic' ? { method: 'basic' } : scheme.kind === 'key' ? { method: 'key', name: scheme.name, in: scheme.in === 'query' ? 'query' : 'header' } : { method: 'bearer' }
  if (settings.format === 'current' || !settings.auth) return fromSpec
  const keyScheme = operation.security.find((candidate) => candidate.kind === 'key' && candidate.name === settings.auth?.name)
  return settings.auth.method === 'key' && keyScheme?.in === 'query' ? { ...settings.auth, in: 'query' } : settings.auth
}

function authorizationSection(sections: Sections, security: SecurityView[], auth: AuthSetting | undefined, links: SiteLinks): ElementContent[] {
  if (!auth) return []
  const place = credentialPlace(auth)
  const scheme = security.find((candidate) => candidate.kind === auth.method || (auth.method === 'bearer' && (candidate.kind === 'oauth2' || candidate.kind === 'openIdConnect')))
  const view = new SchemaView(new Refs({}), links, 'request')
  const description = [place.description, scheme?.description].filter(Boolean).join('\n\n')
  return [sections.heading(2, 'Authorizations'), view.field(place.name, { type: 'string' }, { location: place.in, required: true, description })]
}

function parameterSections(sections: Sections, operation: OperationView, view: SchemaView): ElementContent[] {
  return LOCATION_TITLES.flatMap(([location, title]) => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location)
    if (parameters.length === 0) return []
    return [sections.heading(2, title), ...parameters.map((parameter) => view.field(parameter.name, parameter.schema, { required: parameter.required, deprecated: parameter.deprecated, description: parameter.description }))]
  })
}

function bodySection(sections: Sections, operation: OperationView, links: SiteLinks, view: SchemaView): ElementContent[] {
  const body = operation.body
  if (!body) return []
  return [
    sections.heading(2, 'Body'),
    h('p.schema-note', [h('code', body.contentType), body.required ? ' · required' : '']),
    ...(body.description ? markdownBlocks(body.description, links) : []),
    ...view.fields(body.schema)
  ]
}

function responseSections(sections: Sections, operation: OperationView, links: SiteLinks, view: SchemaView): ElementContent[] {
  if (operation.responses.length === 0) return []
  return [
    sections.heading(2, 'Response'),
    ...operation.responses.map((response) =>
      h('div.response-status', [
        sections.heading(3, response.status, { inToc: false, name: `response ${response.status}` }),
        response.contentType ? h('p.schema-note', [h('code', response.contentType)]) : undefined,
        ...(response.description ? markdownBlocks(response.description, links) : []),
        ...view.fields(response.schema)
      ].filter((item) => item !== undefined))
    )
  ]
}

function playgroundInputs(operation: OperationView): PlaygroundInput[] {
  return operation.parameters.map((parameter) => {
    const hint = parameter.example ?? exampleOf(parameter.schema, operation.refs, 'request')
    return { name: parameter.name, in: parameter.in, required: parameter.required, hint: hint === undefined ? undefined : literal(hint) }
  })
}

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i

/** The schemas a form's fields are gathered from: its own and its `allOf` parts, nested ones included (they can fan out as properties do). */
const MAX_FORM_PARTS = 100

/** A form body's fields (the properties of its object schema, `allOf` parts included); undefined for other bodies. */
function formBody(operation: OperationView): { contentType: string; fields: FormField[] } | undefined {
  const body = operation.body
  if (!body || !FORM_TYPES.test(body.contentType)) return undefined
  const { refs } = operation
  const fields: FormField[] = []
  let partsLeft = MAX_FORM_PARTS
  const addFrom = (value: unknown, depth: number) => {
    const schema = refs.object(value)
    if (!schema || depth > 8 || partsLeft-- <= 0) return
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf) addFrom(part, depth + 1)
    const required = Array.isArray(schema.required) ? schema.required : []
    const properties = schema.properties !== null && typeof schema.properties === 'object' ? (schema.properties as Record<string, unknown>) : {}
    for (const [name, property] of Object.entries(properties)) {
      if (fields.some((field) => field.name === name)) continue
      const field = refs.object(property) ?? {}
      const file = field.format === 'binary' || field.format === 'base64' || typeof field.contentMediaType === 'string'
      const hint = file ? undefined : exampleOf(property, refs, 'request')
      fields.push({ name, required: required.includes(name), file, hint: hint === undefined ? undefined : literal(hint) })
    }
  }
  addFrom(body.schema, 0)
  return fields.length > 0 ? { contentType: body.contentType.split(';')[0].trim(), fields } : undefined
}

function playgroundBody(operation: OperationView): { contentType: string; text: string } | undefined {
  const body = operation.body
  if (!body) return undefined
  const value = body.example ?? exampleOf(body.schema, operation.refs, 'request')
  return { contentType: body.contentType, text: value === undefined ? '' : exampleText(value) }
}

/** The page's own examples, and the generated ones it does not replace. */
function asideOf(content: RenderedContent, operation: OperationView, baseUrl: string | undefined, auth: AuthSetting | undefined): ElementContent[] {
  const own = content.aside.children as Element[]
  const has = (name: string) => own.some((element) => ([] as unknown[]).concat(element.properties?.className ?? []).includes(name))
  const aside: ElementContent[] = []
  if (!has('request-example') && !operation.webhook) aside.push(requestExample(openapiRequest(operation, baseUrl, auth), baseUrl, operation.codeSamples.map(({ label, lang, source }) => ({ label, lang, code: source }))))
  aside.push(...own)
  if (!has('response-example')) {
    const samples = operation.responses.map((response) => {
      const value = response.example ?? (response.schema === undefined ? undefined : exampleOf(response.schema, operation.refs, 'response'))
      return { status: response.status, text: value === undefined ? undefined : exampleText(value), lang: typeof value === 'string' ? 'text' : 'json' }
    })
    const element = responseExample(samples)
    if (element) aside.push(element)
  }
  return aside
}

function openapiRequest(operation: OperationView, baseUrl: string | undefined, auth: AuthSetting | undefined) {
  const parameters = operation.parameters
    .filter((parameter) => parameter.required && parameter.in !== 'path')
    .map((parameter) => {
      const value = parameter.example ?? exampleOf(parameter.schema, operation.refs, 'request')
      return { name: parameter.name, in: parameter.in, value: value === undefined ? `<${parameter.name}>` : literal(value) }
    })
  const files = formBody(operation)?.fields.filter((field) => field.file).map((field) => field.name)
  const body = operation.body ? { contentType: operation.body.contentType, value: operation.body.example ?? exampleOf(operation.body.schema, operation.refs, 'request') ?? {}, files } : undefined
  return requestShape(operation.method, `${withoutTrailingSlashes(baseUrl ?? '')}${operation.path}`, auth, parameters, body)
}
