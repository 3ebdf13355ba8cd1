/**
 * The `lsp-framing` family (issue 32, item 8): what is written to `docslint lsp` after a valid `initialize`.
 * Frames whose Content-Length is not a number, negative, missing, huge or doubled, headers cut by LF alone or
 * never ended, bodies cut short, bodies that are no JSON or no JSON-RPC message, and valid frames whose params
 * are garbage. A `probe` between them asks the server something it must answer (or end with status 1 and one
 * line): a server that says nothing more while its input is open hangs. A frame cut short is only ever last,
 * since what follows it is rightly read as its body.
 */
import type { Random } from '../bench/random.js'
import type { FuzzCase, LspFrame } from './case.js'
import { mutateJson, mutateText, WEIRD_VALUES } from './mutate.js'

/** A frame as the base protocol writes it, or with other header lines (each ending in CRLF) before the blank line. */
export function frame(body: string, headers = 'Content-Length: {length}\r\n'): LspFrame {
  return { header: `${headers}\r\n`, body }
}

const message = (method: string, params: unknown, id?: number) => JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params })

const PAGE = 'file://{site}/quickstart.mdx'
const CONFIG = 'file://{site}/docs.json'

/** Valid requests and notifications of the methods the server handles, each with params of the right shape. */
function validMessages(id: number): [string, Record<string, unknown>, number?][] {
  const position = { line: 3, character: 2 }
  return [
    ['textDocument/didOpen', { textDocument: { uri: PAGE, languageId: 'mdx', version: 1, text: '---\ntitle: Q\n---\n\n<Card title="x">\n' } }],
    ['textDocument/didChange', { textDocument: { uri: PAGE, version: 2 }, contentChanges: [{ range: { start: position, end: position }, text: '<Steps>' }] }],
    ['textDocument/didClose', { textDocument: { uri: PAGE } }],
    ['textDocument/hover', { textDocument: { uri: CONFIG }, position }, id],
    ['textDocument/completion', { textDocument: { uri: PAGE }, position }, id],
    ['textDocument/codeAction', { textDocument: { uri: PAGE }, range: { start: position, end: position }, context: { diagnostics: [] } }, id],
    ['$/cancelRequest', { id }],
    ['workspace/didChangeConfiguration', { settings: {} }]
  ]
}

/** Content-Length values that are no length a frame can have. */
const BAD_LENGTHS = ['abc', '-1', '-100', '', ' ', '1.5', '0x10', '1e3', 'NaN', 'Infinity', '99999999999', '9007199254740993', '4294967296', '+5']

/** URIs of documents that are not pages of the site: other schemes, no file, a folder, odd characters. */
const ODD_URIS = ['untitled:Untitled-1', 'file:///nonexistent-docslint-fuzz/x.mdx', 'http://example.com/x.mdx', 'file://{site}/guides', 'file://{site}/%00.mdx', 'file://{site}/a%2F..%2F..%2Fx.mdx', '', 'file:']

export function lspFrames(random: Random): Pick<FuzzCase, 'files' | 'frames' | 'build'> {
  const frames: FuzzCase['frames'] & object = []
  if (random.chance(0.5)) frames.push(frame(message('textDocument/didOpen', validMessages(0)[0][1])))
  for (let count = random.int(1, 4); count > 0; count--) {
    frames.push(badFrame(random, 100 + count))
    frames.push('probe')
  }
  // A frame cut short, last: the server waits for the rest until its input closes, and must then end.
  if (random.chance(0.2)) {
    const body = message('textDocument/hover', validMessages(0)[3][1], 99)
    frames.push({ ...frame(body), cut: random.int(1, body.length) })
  }
  return { files: {}, frames, build: false }
}

function badFrame(random: Random, id: number): LspFrame {
  const [method, params, requestId] = random.pick(validMessages(id))
  const body = message(method, params, requestId)
  switch (random.int(0, 11)) {
    case 0:
      return frame(body, `Content-Length: ${random.pick(BAD_LENGTHS)}\r\n`)
    case 1:
      // No Content-Length: only a Content-Type, or no header at all.
      return frame(body, random.chance(0.5) ? 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n' : '')
    case 2:
      return frame(body, `Content-Length: {length}\r\nContent-Length: ${random.int(0, 9)}\r\n`)
    case 3:
      return { header: 'Content-Length: {length}\n\n', body }
    case 4:
      // A header that never ends.
      return { header: 'X-Fuzz: ' + 'x'.repeat(random.pick([1000, 100000, 2000000])), body: '' }
    case 5:
      return frame(body, `Content-Length: {length}\r\nContent-Type: application/vscode-jsonrpc; charset=${random.pick(['utf-16', 'latin1', 'bogus', ''])}\r\n`)
    case 6:
      return frame(mutateText(body, random))
    case 7:
      return frame(random.pick(['[]', '1', 'null', '"x"', '{}', '{"jsonrpc":"1.0"}', '{"jsonrpc":"2.0","id":{},"method":1}', `[${body}]`, '\u0000']))
    case 8:
      return frame(message(method, mutateJson(params, random), requestId))
    case 9:
      return frame(message(method, structuredClone(random.pick(WEIRD_VALUES)), requestId))
    case 10:
      return frame(message('textDocument/didOpen', { textDocument: { uri: random.pick(ODD_URIS), languageId: random.pick(['mdx', 'json', 'x']), version: random.pick([1, -1, 1e300]), text: random.pick(['', 'x', '\u0000'.repeat(1000), '<div>'.repeat(10000)]) } }))
    default:
      return frame(
        message('textDocument/didChange', {
          textDocument: { uri: PAGE, version: random.int(-5, 5) },
          contentChanges: [{ range: { start: { line: random.pick([-1, 0, 1e9]), character: random.pick([-5, 0, 1e9]) }, end: { line: random.pick([-1, 2, 1e9]), character: 1 } }, text: 'x' }]
        })
      )
  }
}
