/**
 * One operation of a spec, read for its page: parameters (the path item's and the operation's, the latter
 * winning), request body, responses by status, the security it needs and the servers it is sent to. OpenAPI
 * 3.x and Swagger 2.0 give the same view; schemas stay as written (their `$ref`s are followed where shown).
 */
import type { Endpoint } from '../../openapi/model.js'
import { operationObject } from '../../openapi/operation-object.js'
import { serversFor } from '../../openapi/servers.js'
import { isObject } from '../../util/is-object.js'
import { Refs } from './refs.js'

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie'

export interface ParameterView {
  name: string
  in: ParameterLocation
  required: boolean
  deprecated: boolean
  description?: string
  schema?: unknown
  example?: unknown
}

export interface BodyView {
  contentType: string
  required: boolean
  description?: string
  schema?: unknown
  /** The spec's own example (`example`, or the first of `examples`). */
  example?: unknown
}

export interface ResponseView {
  status: string
  description?: string
  contentType?: string
  schema?: unknown
  example?: unknown
}

/** A security scheme the operation needs, as the playground asks for it. */
export interface SecurityView {
  /** The scheme's key in `components.securitySchemes`. */
  key: string
  kind: 'bearer' | 'basic' | 'key' | 'oauth2' | 'openIdConnect' | 'other'
  /** `key`: the header, query parameter or cookie that carries it. */
  in?: 'header' | 'query' | 'cookie'
  name?: string
  description?: string
}

export interface OperationView {
  method: string
  /** The path as the spec writes it; for a webhook, its name. */
  path: string
  webhook: boolean
  summary?: string
  description?: string
  operationId?: string
  deprecated: boolean
  tags: string[]
  parameters: ParameterView[]
  body?: BodyView
  responses: ResponseView[]
  /** The first set of schemes its `security` (or the spec's) asks for; empty when it needs none. */
  security: SecurityView[]
  /** Server URLs, variables filled with their defaults: the operation's, else its path's, else the spec's. */
  servers: string[]
  /** The spec's own request examples (`x-codeSamples`, or the older `x-code-samples`): an SDK's, a CLI's. */
  codeSamples: { label: string; lang: string; source: string }[]
  refs: Refs
}

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie'])
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** The view of an endpoint of a loaded spec; undefined when its operation cannot be reached. */
export function operationView(endpoint: Endpoint): OperationView | undefined {
  const { root, pathItem, operation } = operationObject(endpoint)
  if (!operation) return undefined
  const refs = new Refs(root)
  const swagger = isObject(root) && typeof root.swagger === 'string'
  const parameters = parametersOf(refs, pathItem, operation)
  return {
    method: endpoint.method,
    path: endpoint.path ?? endpoint.webhook ?? '',
    webhook: endpoint.webhook !== undefined,
    summary: text(operation.summary),
    description: text(operation.description),
    operationId: text(operation.operationId),
    deprecated: operation.deprecated === true,
    tags: Array.isArray(operation.tags) ? operation.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    parameters: parameters.filter((parameter): parameter is ParameterView => parameter !== undefined && 'in' in parameter && LOCATIONS.has(parameter.in)),
    body: swagger ? swaggerBody(refs, root, operation, parameters) : bodyOf(refs, operation.requestBody),
    responses: responsesOf(refs, operation.responses, swagger),
    security: securityOf(refs, root, operation, swagger),
    servers: serversFor({ root, pathItem, operation }),
    codeSamples: codeSamplesOf(operation['x-codeSamples'] ?? operation['x-code-samples']),
    refs
  }
}

type RawParameter = ParameterView | { name: string; in: 'body' | 'formData'; schema?: unknown; description?: string; required: boolean; type?: unknown }

/** The path item's parameters overridden by the operation's of the same name and place. */
function parametersOf(refs: Refs, pathItem: Record<string, unknown> | undefined, operation: Record<string, unknown>): (RawParameter | undefined)[] {
  const byKey = new Map<string, RawParameter | undefined>()
  for (const list of [pathItem?.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue
    for (const item of list) {
      const parameter = refs.object(item)
      if (!parameter || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue
      byKey.set(`${parameter.in} ${parameter.name}`, parameterView(parameter))
    }
  }
  return [...byKey.values()]
}

function parameterView(parameter: Record<string, unknown>): RawParameter {
  // Swagger 2.0 writes a parameter's type on the parameter itself.
  const schema = parameter.schema ?? (parameter.type !== undefined ? { type: parameter.type, items: parameter.items, enum: parameter.enum, default: parameter.default, format: parameter.format } : undefined)
  return {
    name: parameter.name as string,
    in: parameter.in as ParameterLocation,
    // A path parameter is always required.
    required: parameter.required === true || parameter.in === 'path',
    deprecated: parameter.deprecated === true,
    description: text(parameter.description),
    schema,
    example: parameter.example ?? firstExample(parameter.examples)
  }
}

/** The value of the first entry of an `examples` map (an Example Object's `value`), or of an `examples` list (JSON Schema). */
export function firstExample(examples: unknown, refs?: Refs): unknown {
  if (Array.isArray(examples)) return examples[0]
  if (!isObject(examples)) return undefined
  const first = Object.values(examples)[0]
  const example = refs ? refs.object(first) : isObject(first) ? first : undefined
  return example?.value
}

/** The first media type of a `content` map, JSON preferred. */
function mediaOf(refs: Refs, content: unknown): { contentType: string; schema?: unknown; example?: unknown } | undefined {
  if (!isObject(content)) return undefined
  const types = Object.keys(content)
  const contentType = types.find((type) => /\bjson\b/i.test(type)) ?? types[0]
  if (contentType === undefined) return undefined
  const media = refs.object(content[contentType]) ?? {}
  return { contentType, schema: media.schema, example: media.example ?? firstExample(media.examples, refs) }
}

function bodyOf(refs: Refs, requestBody: unknown): BodyView | undefined {
  const body = refs.object(requestBody)
  const media = body ? mediaOf(refs, body.content) : undefined
  if (!body || !media) return undefined
  return { ...media, required: body.required === true, description: text(body.description) }
}

function responsesOf(refs: Refs, responses: unknown, swagger: boolean): ResponseView[] {
  if (!isObject(responses)) return []
  return Object.entries(responses).flatMap(([status, value]): ResponseView[] => {
    const response = refs.object(value)
    if (!response || !/^([1-5](\d\d|XX)|default)$/i.test(status)) return []
    const media = swagger
      ? response.schema !== undefined ? { contentType: 'application/json', schema: response.schema, example: isObject(response.examples) ? Object.values(response.examples)[0] : undefined } : undefined
      : mediaOf(refs, response.content)
    return [{ status, description: text(response.description), ...media }]
  })
}

function securityOf(refs: Refs, root: unknown, operation: Record<string, unknown>, swagger: boolean): SecurityView[] {
  const requirements = Array.isArray(operation.security) ? operation.security : isObject(root) && Array.isArray(root.security) ? root.security : []
  const first = requirements.find(isObject)
  if (!first) return []
  const schemes = swagger ? (isObject(root) ? root.securityDefinitions : undefined) : isObject(root) && isObject(root.components) ? root.components.securitySchemes : undefined
  return Object.keys(first).flatMap((key): SecurityView[] => {
    const scheme = isObject(schemes) ? refs.object(schemes[key]) : undefined
    return scheme ? [securityView(key, scheme)] : []
  })
}

function securityView(key: string, scheme: Record<string, unknown>): SecurityView {
  const description = text(scheme.description)
  const httpScheme = String(scheme.scheme ?? '').toLowerCase()
  if (scheme.type === 'http' && httpScheme === 'bearer') return { key, kind: 'bearer', description }
  if ((scheme.type === 'http' && httpScheme === 'basic') || scheme.type === 'basic') return { key, kind: 'basic', description }
  if (scheme.type === 'apiKey') {
    const place = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header'
    return { key, kind: 'key', in: place, name: text(scheme.name) ?? key, description }
  }
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return { key, kind: scheme.type, description }
  return { key, kind: 'other', description }
}

/** Swagger 2.0: the `body` parameter, or the `formData` parameters as the properties of a form. */
function swaggerBody(refs: Refs, root: unknown, operation: Record<string, unknown>, parameters: (RawParameter | undefined)[]): BodyView | undefined {
  const consumes = Array.isArray(operation.consumes) ? operation.consumes : isObject(root) && Array.isArray(root.consumes) ? root.consumes : []
  const contentType = typeof consumes[0] === 'string' ? consumes[0] : 'application/json'
  const body = parameters.find((parameter) => parameter?.in === 'body')
  if (body) return { contentType, required: body.required, description: body.description, schema: body.schema }
  const form = parameters.filter((parameter) => parameter?.in === 'formData') as RawParameter[]
  if (form.length === 0) return undefined
  const properties = Object.fromEntries(form.map((field) => [field.name, { ...(refs.object(field.schema) ?? {}), description: field.description }]))
  return { contentType: 'application/x-www-form-urlencoded', required: form.some((field) => field.required), schema: { type: 'object', properties, required: form.filter((field) => field.required).map((field) => field.name) } }
}

/** `x-codeSamples` entries with a `lang` and a `source` text, labelled by `label`, else `lang`. */
function codeSamplesOf(value: unknown): OperationView['codeSamples'] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).flatMap((sample) => {
    const lang = text(sample.lang)
    return lang && typeof sample.source === 'string' && sample.source.trim() !== '' ? [{ label: text(sample.label) ?? lang, lang, source: sample.source.replace(/\n+$/, '') }] : []
  })
}
