/**
 * What `api-page-complete` needs to know of a page, kept in its facts (the site stage never sees trees): the
 * parameters its `<ParamField>`s document, whether it shows request and response examples, the status codes and
 * authentication it mentions, and whether it states a rate limit with a number.
 */
import { visit } from '../page/visit.js'
import type { Root } from 'mdast'
import { attributeString, isJsxElement, jsxName } from '../page/jsx.js'

export interface ApiFacts {
  /** `<ParamField path="id">` → `path id`, by where the parameter goes. */
  params: string[]
  requestExample: boolean
  responseExample: boolean
  /** Status codes written in the prose, response fields or example titles (`404`). */
  statusCodes: string[]
  /** The page shows how to authenticate: an `Authorization` or API-key header, a bearer token. */
  auth: boolean
  /** A sentence that gives a rate limit with a number (`100 requests per minute`). */
  rateLimit: boolean
}

const PARAM_PLACES = ['path', 'query', 'body', 'header']
const RATE = /\b\d[\d,.]*\s*(?:k\s*)?(?:requests?|calls?|req|reqs|operations|runs|triggers)\s*(?:\/|per|an?|each|every)\s*(?:\d+\s*)?(?:s|sec|second|seconds|m|min|minute|minutes|h|hr|hour|hours|day|days)\b/i
const RATE_LIMIT = /\brate[- ]?limit/i
const AUTH = /\bauthorization\b|\bbearer\b|\bapi[- _]?key\b|x-api-key/i
const STATUS = /\b[1-5]\d\d\b/g

export function apiFactsOf(tree: Root, endpointPage: boolean): ApiFacts | undefined {
  const facts: ApiFacts = { params: [], requestExample: false, responseExample: false, statusCodes: [], auth: false, rateLimit: false }
  const codes = new Set<string>()
  visit(tree, (node) => {
    // Text nodes only: this runs on every page, and a rate limit is written as plain words.
    if (node.type === 'text' && !facts.rateLimit) {
      const text = (node as { value: string }).value
      if (RATE.test(text) || (RATE_LIMIT.test(text) && /\d/.test(text))) facts.rateLimit = true
    }
    if (!endpointPage) return
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
      const value = (node as { value: string }).value
      for (const code of value.match(STATUS) ?? []) codes.add(code)
      if (AUTH.test(value)) facts.auth = true
    }
    if (!isJsxElement(node)) return
    const name = jsxName(node)
    if (name === 'RequestExample') facts.requestExample = true
    if (name === 'ResponseExample') facts.responseExample = true
    if (name === 'ParamField') addParam(facts, node)
  })
  facts.statusCodes = [...codes].sort()
  return endpointPage || facts.rateLimit ? facts : undefined
}

function addParam(facts: ApiFacts, node: Parameters<typeof attributeString>[0]): void {
  for (const place of PARAM_PLACES) {
    const name = attributeString(node, place)
    if (name === undefined) continue
    facts.params.push(`${place} ${name}`)
    if (place === 'header' && AUTH.test(name)) facts.auth = true
  }
}
