/**
 * The side column of an endpoint page: the request example in cURL, JavaScript and Python, and the response
 * examples by status, in the markup of the page's own `RequestExample`/`ResponseExample` (which replace them
 * when the page has them).
 */
import { h } from 'hastscript'
import type { Element, ElementContent } from 'hast'
import { tabs } from '../components.js'
import { highlight } from '../highlight.js'
import { icon } from '../icons.js'
import { codeSamples, type RequestShape } from './code-samples.js'

export interface ResponseSample {
  status: string
  /** The example as text (indented JSON), or undefined when the response has no body. */
  text?: string
  lang?: string
}

/** A code block like a page's: title bar, copy button, highlighted code. */
function codeBlock(title: string, code: string, lang: string): Element {
  return h('div.code-block', { dataTitle: title, dataLabel: lang }, [
    h('div.code-bar', [h('span.code-title', title), h('button.copy', { type: 'button', ariaLabel: 'Copy code', title: 'Copy' }, [icon('copy', 'regular')])]),
    highlight(code, lang)
  ])
}

function example(kind: 'request' | 'response', label: string, blocks: Element[], labels: string[]): Element {
  const body = blocks.length === 1 ? h('div.example-code', blocks) : tabs(labels, blocks.map((block): ElementContent[] => [block]), 'example-code')
  return h(`div.example.${kind}-example`, [h('div.example-label', label), body])
}

export function requestExample(request: RequestShape): Element {
  const samples = codeSamples(request)
  return example('request', 'Request', samples.map((sample) => codeBlock(sample.label, sample.code, sample.lang)), samples.map((sample) => sample.label))
}

export function responseExample(samples: ResponseSample[]): Element | undefined {
  if (samples.length === 0) return undefined
  const blocks = samples.map((sample) => codeBlock(sample.status, sample.text ?? 'This response has no body.', sample.text === undefined ? 'text' : (sample.lang ?? 'json')))
  return example('response', 'Response', blocks, samples.map((sample) => sample.status))
}

/** An example value as the response shows it: JSON indented, text as it is. */
export function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? 'null')
}
