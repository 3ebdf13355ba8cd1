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
import { codeSamples, type CodeSample, type RequestShape } from './code-samples.js'
import { withoutTrailingSlashes } from '../../util/slashes.js'

export interface ResponseSample {
  status: string
  /** The example as text (indented JSON), or undefined when the response has no body. */
  text?: string
  lang?: string
}

/** A code block like a page's: title bar, copy button, highlighted code. */
export function codeBlock(title: string, code: string, lang: string): Element {
  return h('div.code-block', { dataTitle: title, dataLabel: lang }, [
    h('div.code-bar', [h('span.code-title', title), h('button.copy', { type: 'button', ariaLabel: 'Copy code', title: 'Copy' }, [icon('copy', 'regular')])]),
    highlight(code, lang)
  ])
}

function example(kind: 'request' | 'response', label: string, blocks: Element[], labels: string[]): Element {
  const body = blocks.length === 1 ? h('div.example-code', blocks) : tabs(labels, blocks.map((block): ElementContent[] => [block]), 'example-code')
  return h(`div.example.${kind}-example`, [h('div.example-label', label), body])
}

/**
 * The request in each language, after the spec's own samples (`x-codeSamples`). The base URL in the code is marked (`span.example-base-url`), so that the
 * playground's script can write the base URL chosen in its place: the examples follow the chooser.
 */
export function requestExample(request: RequestShape, baseUrl?: string, own: CodeSample[] = []): Element {
  const samples = [...own, ...codeSamples(request)]
  const base = baseUrl === undefined ? undefined : withoutTrailingSlashes(baseUrl)
  const blocks = samples.map((sample) => {
    const block = codeBlock(sample.label, sample.code, sample.lang)
    return base ? markText(block, base) : block
  })
  return example('request', 'Request', blocks, samples.map((sample) => sample.label))
}

/**
 * A copy of the element with each occurrence of `text` inside one text node wrapped in `span.example-base-url`
 * (highlighted code comes frozen from the highlight cache: it is copied where it changes, never changed).
 */
function markText(parent: Element, text: string): Element {
  const children = parent.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') return [markText(child, text)]
    if (child.type !== 'text' || !child.value.includes(text)) return [child]
    const parts = child.value.split(text)
    return parts.flatMap((part, index): ElementContent[] => [
      ...(part ? [{ type: 'text' as const, value: part }] : []),
      ...(index < parts.length - 1 ? [h('span.example-base-url', text)] : [])
    ])
  })
  return children.every((child, index) => child === parent.children[index]) && children.length === parent.children.length ? parent : { ...parent, properties: { ...parent.properties }, children }
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
