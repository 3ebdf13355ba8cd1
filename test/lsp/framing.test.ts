import { afterEach, describe, expect, it } from '@jest/globals'
import { WatchedCli } from '../e2e/watched-cli.js'

const frame = (message: object) => {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message })
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
}

/** Sends a request as an editor does, and waits for its answer. */
async function ask(server: WatchedCli, id: number, method: string, params?: object): Promise<void> {
  server.send(frame({ id, method, ...(params ? { params } : {}) }))
  await server.waitFor(`the answer to ${method}`, () => server.stdout.includes(`"id":${id},`))
}

/**
 * The built `docslint lsp --stdio`, spoken to byte by byte (a client library only sends well-framed messages),
 * after the session has started as an editor starts it: with the editor's process id, which the server watches.
 */
async function startedServer(): Promise<WatchedCli> {
  const server = new WatchedCli(['lsp', '--stdio'])
  started.push(server)
  await ask(server, 1, 'initialize', { processId: process.pid, rootUri: null, capabilities: {} })
  server.send(frame({ method: 'initialized', params: {} }))
  return server
}

const started: WatchedCli[] = []
const HOVER = { textDocument: { uri: 'file:///nowhere/index.mdx' }, position: { line: 0, character: 0 } }

describe('docslint lsp on a badly framed message (built CLI)', () => {
  afterEach(() => {
    for (const server of started.splice(0)) server.kill()
  })

  it.each([
    ['a Content-Length that is no number', 'Content-Length: abc\r\n\r\n{}', 'its Content-Length is not a number of bytes (`abc`)'],
    ['a negative Content-Length', 'Content-Length: -5\r\n\r\n{}', 'its Content-Length is not a number of bytes (`-5`)'],
    ['no Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}', 'it has no Content-Length'],
    ['a Content-Length of 10^12 bytes', 'Content-Length: 1000000000000\r\n\r\n{}', 'it is larger than 32 MiB (Content-Length: 1000000000000)'],
    ['a header line without a colon', 'Content-Length 2\r\n\r\n{}', 'its header line `Content-Length 2` has no colon'],
    ['a header block that never ends', 'Content-Length: 2'.padEnd(10000, ' '), 'its header is longer than 4096 bytes without the blank line that ends it'],
    ['a body that is not JSON', 'Content-Length: 5\r\n\r\nhello', 'it is not JSON'],
    ['two Content-Lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}', 'it has 2 Content-Length headers'],
    ['a lone CR in its header', 'Content-Length: 2\r\r\n\r\n{}', 'its header has a character other than printable ASCII']
  ])('%s: exits with status 1 and one line on standard error', async (_name, sent, reason) => {
    const server = await startedServer()
    server.send(sent)
    expect(await server.exitStatus()).toBe(1)
    expect(server.stderr).toBe(`docslint: cannot read a message from the editor: ${reason}; the language server stops\n`)
  })

  it('exits with status 1 and one line when the editor closes its end in the middle of a message', async () => {
    const server = await startedServer()
    server.send('Content-Length: 50\r\n\r\n{"jsonrpc"', true)
    expect(await server.exitStatus()).toBe(1)
    expect(server.stderr).toBe('docslint: cannot read a message from the editor: the input ended in the middle of a message; the language server stops\n')
  })

  it('exits with status 1 and one line when the editor closes its end without shutting the server down', async () => {
    const server = await startedServer()
    server.send('', true)
    expect(await server.exitStatus()).toBe(1)
    expect(server.stderr).toBe('docslint: the editor closed the connection without shutting the language server down; it stops\n')
  })

  it('exits with status 1 and one line when asked to exit without a shutdown request first', async () => {
    const server = await startedServer()
    server.send(frame({ method: 'exit' }))
    expect(await server.exitStatus()).toBe(1)
    expect(server.stderr).toBe('docslint: the editor asked the language server to exit before shutting it down; it stops\n')
  })

  it('keeps answering well-framed messages, split anywhere, and exits with 0 when shut down and closed', async () => {
    const server = await startedServer()
    // One message in three writes, then two in one write (the second with the optional Content-Type header).
    const hover = (id: number) => frame({ id, method: 'textDocument/hover', params: HOVER })
    server.send(hover(2).slice(0, 10))
    server.send(hover(2).slice(10, 30))
    server.send(hover(2).slice(30))
    server.send(hover(3) + hover(4).replace('\r\n', '\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n'))
    await ask(server, 5, 'shutdown')
    for (const id of [2, 3, 4]) expect(server.stdout).toContain(`{"jsonrpc":"2.0","id":${id},"result":null}`)
    server.send('', true)
    expect(await server.exitStatus()).toBe(0)
    expect(server.stderr).toBe('')
  })
})
