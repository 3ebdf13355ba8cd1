/**
 * The content of a page written by hand for an endpoint (`api: POST https://api.example.com/users`, or a path
 * after docs.json's base URL): the method and URL bar and the playground above the page's own content, whose
 * `ParamField`s are the playground's inputs and the request example's parameters and body.
 */
import { visit } from 'unist-util-visit'
import type { ElementContent } from 'hast'
import type { Root } from 'mdast'
import { readAttributes, stringOf, type JsxNode } from '../attributes.js'
import { PLAYGROUND_FILE, playgroundForm, type PlaygroundInput } from '../playground/markup.js'
import { exampleText, requestExample } from './examples.js'
import type { EndpointContent, EndpointContext } from './openapi-page.js'
import { absoluteParts, type ManualEndpoint } from '../../site/api-urls.js'
import { methodBar, requestShape } from './parts.js'
import { withoutTrailingSlashes } from '../../util/slashes.js'

interface ManualField {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie' | 'body'
  type?: string
  required: boolean
  default?: string
}

const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const

export function manualContent(endpoint: ManualEndpoint, tree: Root, context: EndpointContext): EndpointContent {
  const { settings, links, content } = context
  const absolute = absoluteParts(endpoint.url)
  const path = absolute ? absolute.path : endpoint.url.startsWith('/') ? endpoint.url : `/${endpoint.url}`
  const baseUrls = absolute ? [absolute.base] : settings.baseUrls
  const auth = context.authOf(settings.auth)
  const fields = paramFields(tree)
  const inputs: PlaygroundInput[] = fields.flatMap((field) => (field.in === 'body' || field.in === 'cookie' ? [] : [{ name: field.name, in: field.in, required: field.required, hint: field.default }]))
  const bodyFields = fields.filter((field) => field.in === 'body')
  const body = bodyFields.length > 0 ? Object.fromEntries(bodyFields.map((field) => [field.name, valueOfType(field)])) : undefined
  const interactive = context.mode === 'interactive' && baseUrls.length > 0
  const main: ElementContent[] = [
    methodBar(endpoint.method, path, context.mode === 'none' ? undefined : baseUrls[0]),
    ...(interactive ? playgroundForm({ method: endpoint.method, path, baseUrls, apiUrls: settings.apiUrls, auth, inputs, body: body ? { contentType: 'application/json', text: exampleText(body) } : undefined, script: links.to(PLAYGROUND_FILE) }) : []),
    ...(content.main.children as ElementContent[])
  ]
  const own = content.aside.children as ElementContent[]
  const hasRequest = own.some((element) => element.type === 'element' && ([] as unknown[]).concat(element.properties.className ?? []).includes('request-example'))
  const required = fields.filter((field) => field.required && (field.in === 'query' || field.in === 'header')).map((field) => ({ name: field.name, in: field.in, value: field.default ?? `<${field.name}>` }))
  const request = requestShape(endpoint.method, `${withoutTrailingSlashes(baseUrls[0] ?? '')}${path}`, auth, required, body ? { contentType: 'application/json', value: body } : undefined)
  return {
    content: { main: { type: 'root', children: main }, aside: { type: 'root', children: hasRequest ? own : [requestExample(request), ...own] }, toc: content.toc, placeholders: content.placeholders },
    playground: interactive
  }
}

/** The page's `ParamField`s, in the order written, with their location and name. */
function paramFields(tree: Root): ManualField[] {
  const fields: ManualField[] = []
  visit(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || (node as JsxNode).name !== 'ParamField') return
    const attributes = readAttributes(node as JsxNode)
    const location = LOCATIONS.find((name) => typeof attributes.get(name) === 'string')
    if (!location) return
    fields.push({ name: attributes.get(location) as string, in: location, type: stringOf(attributes.get('type')), required: attributes.get('required') === true, default: stringOf(attributes.get('default')) })
  })
  return fields
}

/** A body field's example: its default, else a value of its written type. */
function valueOfType(field: ManualField): unknown {
  const type = (field.type ?? 'string').toLowerCase()
  if (field.default !== undefined) return type === 'number' || type === 'integer' ? Number(field.default) : type === 'boolean' ? field.default === 'true' : field.default
  if (type === 'number' || type === 'integer') return 123
  if (type === 'boolean') return true
  if (type.endsWith('[]') || type.startsWith('array')) return []
  if (type === 'object') return {}
  return '<string>'
}
