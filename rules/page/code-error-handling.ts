/**
 * Readers copy examples as they are, so an example that sends a request shows what to do when it fails: an
 * unchecked `fetch` carries on with an error page as if it were data. Reported: a JavaScript or TypeScript code
 * block that calls `fetch`, `axios`, `got` or `ky`, or a Python one that calls `requests`, `httpx` or
 * `aiohttp`, with no error path anywhere in the block (a check of `ok` or `status`, `throw`, `catch`,
 * `raise_for_status()`, `status_code`, `except`); and, when `shell` is on, a `curl` command without `--fail`.
 * Blocks in `<ResponseExample>` are responses, not requests. Part of `docslint:style`.
 *
 * ## Fails
 *
 * ````mdx
 * ```js
 * const response = await fetch('https://api.acme.dev/v1/users')
 * const users = await response.json()
 * ```
 * ````
 *
 * ## Passes
 *
 * ````mdx
 * ```js
 * const response = await fetch('https://api.acme.dev/v1/users')
 * if (!response.ok) throw new Error(`Listing users failed: ${response.status}`)
 * const users = await response.json()
 * ```
 * ````
 */
import { visitParents } from '../../src/page/visit.js'
import type { Code } from 'mdast'
import { definePageRule } from '../../src/page/rule.js'
import { isJsxElement, jsxName } from '../../src/page/jsx.js'
import { placeInCode, unhandledRequest, type Language } from '../../src/style/requests.js'

interface Options {
  shell: boolean
}

const ADVICE: Record<Language, (call: string) => string> = {
  javascript: (call) =>
    call.startsWith('axios')
      ? 'wrap it in `try`/`catch` (axios rejects on an error status) and handle the failure'
      : 'check `response.ok` (or `response.status`) and handle the failure, `throw` or `catch`',
  python: () => 'call `response.raise_for_status()` (or check `response.status_code`) and handle the failure',
  shell: () => 'add `--fail` (or `--fail-with-body`) so that an error status fails the command'
}

export const codeErrorHandling = definePageRule<Options>(
  {
    id: 'code-error-handling',
    description: 'request examples handle an error response',
    severity: 'warn',
    preset: 'style',
    options: {
      type: 'object',
      additionalProperties: false,
      properties: {
        shell: { type: 'boolean', description: 'Also report `curl` commands without `--fail` in shell blocks.' }
      }
    },
    defaultOptions: { shell: false }
  },
  (tree, { file, options, report }) => {
    visitParents(tree, 'code', (node: Code, ancestors) => {
      if (ancestors.some((ancestor) => isJsxElement(ancestor) && jsxName(ancestor) === 'ResponseExample')) return
      const request = unhandledRequest(node)
      if (!request || (request.language === 'shell' && !options.shell)) return
      const place = placeInCode(node, file, request.offset, request.call.length) ?? node.position
      report(`\`${request.call}\` sends a request but the example has no error path: ${ADVICE[request.language](request.call)}`, { place })
    })
  }
)
