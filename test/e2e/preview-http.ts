/** HTTP helpers for the tests of the preview server (`docslint build --serve`). */
import { request } from 'node:http'

export interface Answer {
  status: number
  type?: string
  body: string
}

/** A request with its path sent exactly as written (no normalising of `..` by a URL parser). */
export function fetchRaw(url: string, rawPath: string, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path: rawPath, method }, (response) => {
      let body = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }))
    })
    sent.on('error', reject)
    sent.setTimeout(10000, () => sent.destroy(new Error(`no answer to ${rawPath} in 10 s`)))
    sent.end()
  })
}

/** Opens the reload stream; `heard` resolves with what it has said once `until` is in it (failing after 10 s). */
export function listen(url: string): { heard: (until: string) => Promise<string>; close: () => void } {
  const { hostname, port } = new URL(url)
  let text = ''
  const waiting: Array<() => void> = []
  const sent = request({ hostname, port, path: '/_docslint/events' }, (response) => {
    if (response.headers['content-type'] !== 'text/event-stream; charset=utf-8') text += `(not an event stream: ${response.headers['content-type']})`
    response.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk
      for (const wake of waiting) wake()
    })
  })
  sent.on('error', () => undefined)
  sent.end()
  const heard = (until: string) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the stream said only: ${text}`)), 10000)
      const wake = () => {
        if (!text.includes(until)) return
        clearTimeout(timer)
        resolve(text)
      }
      waiting.push(wake)
      wake()
    })
  return { heard, close: () => sent.destroy() }
}
